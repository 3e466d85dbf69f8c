"""Dansk: the King score sheet's words: its set-up, the sheet menu, a deal's
entry, the totals.

`K` is the English of each line, `W` its Dansk, line for line
(docs/languages.md, "How the device speaks"): words/language.py's `tr` finds
a line of K and gives the same line of W. Two strings, no dict: the least RAM.
Made by host_tools/make_words.py: do not edit.
"""
K = """
Record not kept: %s
Old record kept: %s
Record not kept: the save cannot be read
Players
Seat %d: %s
Done
Clear names
Clear all four names?
Name of seat %d
New name...
New name
A: done
No tricks
No hearts
No queens
No K or J
No K♥
No last 2
Positive
Tricks+last 2
Hearts+K♥
Q, K and J
Trump ♠
Trump ♥
Trump ♦
Trump ♣
No trump
Negative
The saved sheet cannot be read.
King score sheet
Continue the sheet
New sheet
New King sheet
Players: %s
First dealer: %s
Start
Who deals first?
Not saved: %s
King sheet
Deal %s
Standings
Undo deal %d
Score table
Chart
Correct a deal
Delete this sheet
King after deal %d
Undo what was entered for deal %d?
Delete this sheet for good?
Correct which deal?
Deal %d undone
Deal %d done
A: next
Neg
NT
Ultimatum taken
Ultimatum declined
No bids
Bid rejected
Sold to %s
Who took it?
%d Auction by %s
Contract of %s?
Who took K♥?
Who took trick %d?
tricks taken
hearts taken
queens taken
kings and jacks taken
%s pays %s %d
%s pays %s %d for
%s's first trick
%s's first 2 tricks
%d Bid of %s
bid ▲▼
play ◄►
play
A: tricks  B: back
deals
A done
A next
sum
"""
W = """
Resultatet blev ikke gemt: %s
Det gamle resultat er der stadig: %s
Resultatet blev ikke gemt: det gemte spil kan ikke læses
Spillere
Plads %d: %s
Færdig
Ryd navne
Ryd alle fire navne?
Navn, plads %d
Nyt navn...
Nyt navn
A: færdig
Ingen stik
Ingen hjerter
Ingen damer
Ingen K, Kn
Ingen K♥
Ikke 2 sidste
Plus
Stik+2 sidste
Hjerter+K♥
D, K og Kn
Trumf ♠
Trumf ♥
Trumf ♦
Trumf ♣
Sans
Minus
Den gemte pointseddel kan ikke læses.
King-pointseddel
Fortsæt pointsedlen
Ny pointseddel
Ny pointseddel
Spillere: %s
Første giver: %s
Start
Hvem giver først?
Ikke gemt: %s
King-pointseddel
Runde %s
Stilling
Fortryd runde %d
Pointtabel
Diagram
Ret en runde
Slet pointsedlen
King efter runde %d
Fortryd det indtastede for runde %d?
Slet pointsedlen for altid?
Hvilken runde rettes?
Runde %d fortrudt
Runde %d færdig
A: næste
Min
NT
Ultimatum modtaget
Ultimatum afslået
Ingen bud
Bud afvist
Solgt til %s
Hvem tog det?
%d Auktion: %s
Kontrakt for %s?
Hvem tog K♥?
Hvem tog stik %d?
tagne stik
tagne hjerter
tagne damer
tagne konger og knægte
%s betaler %s %d
%s betaler %s %d
for %ss stik 1
for %ss stik 1-2
%d Bud fra %s
bud ▲▼
spil ◄►
spil
A: stik  B: tilbage
giver
A færdig
A næste
sum
"""

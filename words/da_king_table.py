"""Dansk: the King table referee's words: the score sheet's screens, the card
table, a proven fault, Undo.

`K` is the English of each line, `W` its Dansk, line for line
(docs/languages.md, "How the device speaks"): words/language.py's `tr` finds
a line of K and gives the same line of W. Two strings, no dict: the least RAM.
Made by host_tools/make_words.py: do not edit.
"""
K = """
Players
Seat %d: %s
Done
Clear names
Clear all four names?
Name of seat %d
New name...
New name
A: done
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
New King referee
Nothing to undo yet.
Cannot undo: the undo record is damaged.
the roll-back
the auction
Undo: %s
Undo: nothing yet
Undone: %s
Fault: decide
Faults recorded: %d
T
leads
to play
Revoke
Heart lead
K♥ kept
Fault
Faults
%s! deal %d
Roll back to trick %d
Keep playing, record
%s revoked in trick %d: did not follow %s, now plays %s.
%s led a heart in trick %d while holding %s.
%s kept K♥ in trick %d: had to play it.
%s did not follow %s in trick %d holding K♥: had to follow or play K♥.
◄► page ▲▼ more
◄► page
B back
"""
W = """
Spillere
Plads %d: %s
Færdig
Ryd navne
Ryd alle fire navne?
Navn, plads %d
Nyt navn...
Nyt navn
A: færdig
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
Ny King-dommer
Intet at fortryde endnu.
Kan ikke fortryde: fortrydelseslisten er beskadiget.
omspillet
auktionen
Fortryd: %s
Fortryd: intet endnu
Fortrudt: %s
Fejl: vælg
Noterede fejl: %d
S
udspil
spiller
Renonce
Hjerter ud
K♥ beholdt
Fejl
Fejl
%s! runde %d
Tilbage til stik %d
Spil videre, noter
%s renoncerede i stik %d: bekendte ikke %s, spiller nu %s.
%s spillede hjerter ud i stik %d med %s på hånden.
%s beholdt K♥ i stik %d: skulle have lagt den.
%s bekendte ikke %s i stik %d med K♥ på hånden: skulle bekende eller lægge K♥.
◄► side ▲▼ mere
◄► side
B luk
"""

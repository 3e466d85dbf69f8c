"""Svenska: the King table referee's words: the score sheet's screens, the card
table, a proven fault, Undo.

`K` is the English of each line, `W` its Svenska, line for line
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
Spelare
Plats %d: %s
Klar
Rensa namn
Rensa alla fyra namn?
Namn, plats %d
Nytt namn...
Nytt namn
A: klar
Det sparade protokollet kan inte läsas.
King-protokoll
Fortsätt protokollet
Nytt protokoll
Nytt protokoll
Spelare: %s
Första givare: %s
Starta
Vem ger först?
Inte sparat: %s
King-protokoll
Giv %s
Ställning
Ångra giv %d
Poängtabell
Diagram
Rätta en giv
Radera protokollet
King efter giv %d
Ångra det som matades in för giv %d?
Radera protokollet för gott?
Vilken giv rättas?
Giv %d ångrad
Giv %d klar
A: nästa
Utan stick
Utan hjärter
Utan damer
Utan K, Kn
Utan K♥
Utan 2 sista
Plus
Stick+2 sista
Hjärter+K♥
D, K och Kn
Trumf ♠
Trumf ♥
Trumf ♦
Trumf ♣
Sang
Minus
Min
NT
Ultimatum antaget
Ultimatum avböjt
Inga bud
Budet avvisat
Såld till %s
Vem tog det?
%d Auktion: %s
Kontrakt för %s?
Vem tog K♥?
Vem tog stick %d?
tagna stick
tagna hjärter
tagna damer
tagna kungar och knektar
%s betalar %s %d
%s betalar %s %d
för %ss stick 1
för %ss stick 1-2
%d Bud av %s
bud ▲▼
spel ◄►
spel
A: stick  B: åter
ger
A klar
A nästa
summa
Ny King-domare
Inget att ångra än.
Kan inte ångra: ångerlistan är skadad.
återgången
auktionen
Ångra: %s
Ångra: inget än
Ångrat: %s
Fel: bestäm
Noterade fel: %d
S
utspel
spelar
Ej bekänt
Hjärter ut
K♥ behölls
Fel
Fel
%s! giv %d
Tillbaka till stick %d
Spela vidare, notera
%s i stick %d: bekände inte %s, spelar nu %s.
%s spelade ut hjärter i stick %d trots %s på hand.
%s behöll K♥ i stick %d: skulle ha lagt den.
%s bekände inte %s i stick %d med K♥ på hand: skulle bekänna eller lägga K♥.
◄► sida ▲▼ mer
◄► sida
B åter
"""

"""Svenska: the King score sheet's words: its set-up, the sheet menu, a deal's
entry, the totals.

`K` is the English of each line, `W` its Svenska, line for line
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
Resultatet sparades inte: %s
Gamla resultatet finns kvar: %s
Resultatet sparades inte: sparningen kan inte läsas
Spelare
Plats %d: %s
Klar
Rensa namn
Rensa alla fyra namn?
Namn, plats %d
Nytt namn...
Nytt namn
A: klar
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
"""

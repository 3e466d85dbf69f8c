"""Svenska: the King table referee's words: the score sheet's screens, the card
table, a proven fault, Undo.

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
the game is over
a card is expected, not %s
a move is a card, bid, decision or contract, not %s
a card cannot be played during the auction
no card is played now
%s is not in the %s-card deck
%s cannot be played: %s was already played in this deal
%s cannot be played: %s is not in %s's hand
%s cannot be played: %s must follow suit %s
%s cannot be played: %s holds the King of hearts and must play it
%s cannot be played: no heart lead while holding another suit in this deal
%s cannot be played: the King of hearts may be led only as the player's last card
%s is not allowed: the auction expects a bid, decision or contract
%s is not allowed: the best bidder answers the ultimatum with take or decline
%s is not allowed: there is no 4-3-3 in the short deck
%s is not allowed: 4-3-3 is declared instead of a decision on the bids
%s is not allowed: 4-3-3 needs fewer than three bids
%s is not allowed: the buyer of a %s bid plays the negative contract
%s is not allowed: the buyer of a %s bid plays a trump suit or no trump
%s is not allowed: contracts are: %s
%s is not allowed: the auction is over
%s is not allowed: bids are pass, +1 … +8, -1, -2
%s is not allowed: it does not outrank the standing bid %s
%s is not allowed: a +8 bid must be accepted
%s is not allowed: an ultimatum names a bid above %s
%s is not allowed: the auctioneer accepts, rejects, poses an ultimatum or declares 4-3-3
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
an ultimatum names a bid above the best bid: it cannot be +1
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
spelet är slut
ett kort väntas, inte %s
ett drag är ett kort, bud, beslut eller kontrakt, inte %s
inget kort kan spelas under auktionen
inget kort spelas nu
%s finns inte i kortleken med %s kort
%s kan inte spelas: %s är redan spelat i denna giv
%s kan inte spelas: %s finns inte i handen hos %s
%s kan inte spelas: %s måste bekänna färg %s
%s kan inte spelas: %s har K♥ och måste lägga den
%s kan inte spelas: inga hjärter ut med en annan färg på hand i denna giv
%s kan inte spelas: K♥ får spelas ut bara som sista kort
%s är inte tillåtet: auktionen väntar ett bud, beslut eller kontrakt
%s är inte tillåtet: högsta budgivaren antar eller avböjer ultimatum
%s är inte tillåtet: 4-3-3 finns inte med kort kortlek
%s är inte tillåtet: 4-3-3 sägs i stället för ett beslut om buden
%s är inte tillåtet: 4-3-3 kräver färre än tre bud
%s är inte tillåtet: köparen av ett %s-bud spelar minus
%s är inte tillåtet: köparen av ett %s-bud spelar trumf eller sang
%s är inte tillåtet: kontrakten är: %s
%s är inte tillåtet: auktionen är slut
%s är inte tillåtet: buden är pass, +1 ... +8, -1, -2
%s är inte tillåtet: det slår inte det gällande budet %s
%s är inte tillåtet: ett +8-bud måste godtas
%s är inte tillåtet: ett ultimatum nämner ett bud över %s
%s är inte tillåtet: auktionsledaren godtar, avvisar, ställer ultimatum eller säger 4-3-3
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
ett ultimatum nämner ett bud över det högsta: inte +1
"""

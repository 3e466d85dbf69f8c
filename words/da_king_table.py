"""Dansk: the King table referee's words: the score sheet's screens, the card
table, a proven fault, Undo.

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
spillet er slut
der ventes et kort, ikke %s
et træk er et kort, bud, valg eller kontrakt, ikke %s
der kan ikke spilles kort under auktionen
der spilles intet kort nu
%s er ikke i spillet med %s kort
%s kan ikke spilles: %s er allerede spillet i denne runde
%s kan ikke spilles: %s er ikke på hånden hos %s
%s kan ikke spilles: %s skal bekende kulør %s
%s kan ikke spilles: %s har K♥ og skal lægge den
%s kan ikke spilles: intet hjerter ud med en anden kulør på hånden i denne runde
%s kan ikke spilles: K♥ må kun spilles ud som sidste kort
%s er ikke tilladt: auktionen venter et bud, valg eller kontrakt
%s er ikke tilladt: højeste byder modtager eller afslår ultimatum
%s er ikke tilladt: 4-3-3 findes ikke i det korte spil
%s er ikke tilladt: 4-3-3 meldes i stedet for et valg om buddene
%s er ikke tilladt: 4-3-3 kræver færre end tre bud
%s er ikke tilladt: køberen af et %s-bud spiller minus
%s er ikke tilladt: køberen af et %s-bud spiller trumf eller sans
%s er ikke tilladt: kontrakterne er: %s
%s er ikke tilladt: auktionen er slut
%s er ikke tilladt: buddene er pas, +1 ... +8, -1, -2
%s er ikke tilladt: det slår ikke det stående bud %s
%s er ikke tilladt: et +8-bud skal accepteres
%s er ikke tilladt: et ultimatum nævner et bud over %s
%s er ikke tilladt: auktionarius accepterer, afviser, stiller ultimatum eller melder 4-3-3
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
et ultimatum nævner et bud over det højeste: ikke +1
"""

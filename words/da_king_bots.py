"""Dansk: King vs bots' words: the table, the auction, the pause menu, a deal's
end, the Hint.

`K` is the English of each line, `W` its Dansk, line for line
(docs/languages.md, "How the device speaks"): words/language.py's `tr` finds
a line of K and gives the same line of W. Two strings, no dict: the least RAM.
Made by host_tools/make_words.py: do not edit.
"""
K = """
Record not kept: %s
Old record kept: %s
Record not kept: the save cannot be read
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
Dealer by lot: %s
Resumed: deal %d
you
You
Pass
pass
Accept %s %s
Accept
Reject, keep it
Take %s
Decline
Ultimatum %s
%s bought at %s
Bid rejected
%s took %s
Ultimatum declined
No bids
Not saved: %s
your %s
Nothing to undo yet.
Cannot undo: the undo record is damaged.
Undone: your move again
Deal %d: %s
Back to the game
Undo: %s
Undo: nothing yet
Game menu (saved)
Hint
Hint: %s
Last trick: %s
Chart of the totals
ENH
Bot levels: %s %s %s
Bot levels
Easy
Normal
Hard
Paused
King after deal %d
Your bid
Your decision
Ultimatum to you
Your contract
Your move
%d %s done
Game over
%d Auction by %s
A: next    B: menu
B: menu
A: next
Your lead
Your turn
You decide
Ultimatum
Contract?
 take the trick
 takes the trick
 to play
 decides
 picks contract
Best
No bid yet
auct
Tk
Q
KJ
L2
Pt
%s: under the %s, you avoid the trick
%s: the trick is yours: shed the top
%s: you must go over, so the lowest of them
%s: you have no %s, throw a penalty card
%s: you have no %s, throw a high card
%s: every lead wins, this one costs least
%s: a low lead, others will go over
%s: nothing wins it, your least card
%s: last to play, the cheapest winner
%s: a trump wins the trick
%s: over the %s to win the trick
%s: the top card left, a sure trick
%s: low from a long suit, to set it up
%s: the only card you may play
%s: early tricks are free: shed high cards
negative: about %s tricks would be yours
no trumps: about %s tricks for you
trumps %s: about %s tricks for you
%s: no contract is worth more
pass: the right to choose costs too much
bid %s: your hand is worth that price
accept: the price beats your own deal
reject: your hand is worth more
%s: sell at that or keep
take: the price is worth your hand
decline: too dear for your hand
"""
W = """
Resultatet blev ikke gemt: %s
Det gamle resultat er der stadig: %s
Resultatet blev ikke gemt: det gemte spil kan ikke læses
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
Giver ved lod: %s
Fortsat: runde %d
du
Du
Pas
pas
Accepter %s %s
Accepter
Afvis, behold
Tag %s
Afslå
Ultimatum %s
%s købte for %s
Bud afvist
%s tog %s
Ultimatum afslået
Ingen bud
Ikke gemt: %s
dit %s
Intet at fortryde endnu.
Kan ikke fortryde: fortrydelseslisten er beskadiget.
Fortrudt: dit træk igen
Runde %d: %s
Tilbage til spillet
Fortryd: %s
Fortryd: intet endnu
Spilmenu (gemt)
Tip
Tip: %s
Sidste stik: %s
Diagram over summerne
LNS
Computerniveau: %s %s %s
Computerniveau
Let
Normal
Svær
Pause
King efter runde %d
Dit bud
Dit valg
Ultimatum til dig
Din kontrakt
Dit træk
%d %s slut
Spillet slut
%d Auktion: %s
A: næste   B: menu
B: menu
A: næste
Dit udspil
Din tur
Du afgør
Ultimatum
Kontrakt?
 tager stikket
 tager stikket
 spiller
 bestemmer
 vælger kontrakt
Højest
Intet bud endnu
aukt
St
D
KⓀ
S2
P
%s: under %s, du undgår stikket
%s: stikket er dit: smid det højeste
%s: du skal over, så det laveste
%s: du har ingen %s, smid et strafkort
%s: du har ingen %s, smid et højt kort
%s: alt vinder, dette koster mindst
%s: lavt udspil, andre går over
%s: intet vinder, dit laveste kort
%s: sidst, den billigste vinder
%s: en trumf tager stikket
%s: over %s for at tage stikket
%s: højeste tilbage, et sikkert stik
%s: lavt fra lang kulør, spilles fri
%s: det eneste kort du må spille
%s: gratis stik nu: smid høje kort
minus: omkring %s stik bliver dine
sans: omkring %s stik til dig
trumf %s: omkring %s stik til dig
%s: ingen kontrakt er mere værd
pas: valget koster for meget
bud %s: din hånd er den pris værd
accepter: prisen slår din egen runde
afvis: din hånd er mere værd
%s: sælg for det eller behold
modtag: prisen er din hånd værd
afslå: for dyrt for din hånd
"""

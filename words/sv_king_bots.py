"""Svenska: King vs bots' words: the table, the auction, the pause menu, a deal's
end, the Hint.

`K` is the English of each line, `W` its Svenska, line for line
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
Resultatet sparades inte: %s
Gamla resultatet finns kvar: %s
Resultatet sparades inte: sparningen kan inte läsas
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
Lottad givare: %s
Fortsatt: giv %d
du
Du
Pass
pass
Godta %s %s
Godta
Avvisa, behåll
Ta %s
Avböj
Ultimatum %s
%s köpte för %s
Budet avvisat
%s tog %s
Ultimatum avböjt
Inga bud
Inte sparat: %s
ditt %s
Inget att ångra än.
Kan inte ångra: ångerlistan är skadad.
Ångrat: ditt drag igen
Giv %d: %s
Tillbaka till spelet
Ångra: %s
Ångra: inget än
Spelmeny (sparat)
Tips
Tips: %s
Sista sticket: %s
Diagram över summorna
LNS
Datornivå: %s %s %s
Datornivå
Lätt
Normal
Svår
Paus
King efter giv %d
Ditt bud
Ditt beslut
Ultimatum till dig
Ditt kontrakt
Ditt drag
%d %s klar
Spelet slut
%d Auktion: %s
A: nästa   B: meny
B: meny
A: nästa
Spela ut
Din tur
Du avgör
Ultimatum
Kontrakt?
 tar sticket
 tar sticket
 spelar
 bestämmer
 väljer kontrakt
Högst
Inget bud än
aukt
St
D
KⓀ
S2
P
%s: under %s, du slipper sticket
%s: sticket är ditt: släng det högsta
%s: du måste gå över, så det lägsta
%s: du saknar %s, släng ett straffkort
%s: du saknar %s, släng ett högt kort
%s: alla utspel tar, detta kostar minst
%s: lågt utspel, andra går över
%s: inget vinner, ditt lägsta kort
%s: sist ut, den billigaste vinnaren
%s: en trumf tar sticket
%s: över %s för att ta sticket
%s: högsta kvar, ett säkert stick
%s: lågt ur lång färg, spelas fram
%s: det enda kort du får spela
%s: gratis stick nu: släng höga kort
minus: omkring %s stick blir dina
sang: omkring %s stick till dig
trumf %s: omkring %s stick till dig
%s: inget kontrakt är värt mer
pass: valet kostar för mycket
bud %s: din hand är värd det priset
godta: priset slår din egen giv
avvisa: din hand är värd mer
%s: sälj för det eller behåll
anta: priset är värt din hand
avböj: för dyrt för din hand
"""

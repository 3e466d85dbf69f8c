"""Svenska: the Regicide table companion's words: its set-up, the status
screen, the card grid, the engine's instructions and refusals.

`K` is the English of each line, `W` its Svenska, line for line
(docs/languages.md, "How the device speaks"): words/language.py's `tr` finds
a line of K and gives the same line of W. Two strings, no dict: the least RAM.
Made by host_tools/make_words.py: do not edit.
"""
K = """
Record not kept: %s
Old record kept: %s
Record not kept: the save cannot be read
atk
immune
illegal play: a play needs at least one card
illegal play: not a card: %s
illegal play: %s appears twice
illegal play: the Jester is played alone
illegal play: an Animal Companion pairs with exactly one other card (%s)
illegal play: the cards of a set must have the same number (%s)
illegal play: a set must total 10 or less (%s totals %s)
yielding is not allowed in solo (option solo_yield: never)
cannot yield twice in a row (option solo_yield: not_twice)
cannot yield: every other player yielded on their most recent turn
%s appears twice
%s is not in the hand
the game is over (%s)
the Jester flip is for solo games only
both solo Jesters have been flipped
the Jester flip is allowed only before playing or paying
step 1: play cards or yield, not %s
step 4: pay at least %s (pay CARDS)
payment worth %s is less than the %s owed: choose again
after a Jester its player chooses who plays next (next SEAT)
the Jester's player must choose another player
%s cannot pay %s damage
%s has no cards to pay %s damage
%s can neither play nor yield
no cards are left to play
New Regicide game
Players: %d
Start
Solo yield: %s
never
always
not twice
Jester self: %s
yes
no
Options are set in Settings on the game menu.
Solo: deal 8 cards, 2 Jesters aside.
%d players: deal %d cards each.
Tavern: A-10s, %s, shuffled.
no Jester
1 Jester
%d Jesters
Castle: Jacks on top, Queens, Kings at the bottom, face down.
Not saved: %s
Back to the game
Undo: %s
Undo: nothing yet
Game menu
Took back %s
That step cannot be undone.
Nothing to undo yet.
Turn up next enemy
%s plays cards
%s plays Jester
%s yields
Flip a Jester
%s pays %d
%s cannot pay
%s pays more
%s picks next
New game
Where is a card?
Delete this game
Delete this game for good?
Enemy turned up?
turned up %s
%s plays
%s played %s
Play %s?
%s played a Jester
%s yielded
the Jester flip
%s pays %d+
%s paid %s
%s could not pay
%s's hand, not JK
Who plays next?
%s plays next
Where is?
turn up
play
pay
show
find
add
drop
Victory!
All 12 court cards
defeated. Grade: %s
defeated.
gold
silver
bronze
Lost
%d defeated. %s
castle
beaten
turn
Next: turn up enemy
shield
T
 D
%s's hand
a hand
the tavern
the discard pile
in play
the castle
the enemy
nowhere
or
the tavern, card %s from the top
the tavern, cards %s from the top
enemy %s: health %s, attack %s, immune to Spades
enemy %s: health %s, attack %s, immune to Hearts
enemy %s: health %s, attack %s, immune to Diamonds
enemy %s: health %s, attack %s, immune to Clubs
%s plays again
the Jester cancels %s's immunity
earlier Spades now shield %s
%s chooses who plays next
shuffle the discard pile and put 1 card face down under the tavern deck
shuffle the discard pile and put %s cards face down under the tavern deck
nothing to heal: the discard pile is empty
no cards to draw
draw 1 card starting with %s: %s draws %s
draw %s cards starting with %s: %s draws %s
draw %s cards starting with %s: %s draws %s, %s draws %s
draw %s cards starting with %s: %s draws %s, %s draws %s, %s draws %s
draw %s cards starting with %s: %s draws %s, %s draws %s, %s draws %s, %s draws %s
%s draws %s: it was on top of the tavern
%s draws one of the healed cards %s
%s draws %s of the healed cards %s
%s has taken %s of %s
the shield stops the attack: nothing to pay
%s: discard cards worth at least %s
%s to play
exact kill: put %s face down on top of the tavern deck
%s is defeated: put it on the discard pile
put the 1 played card on the discard pile
put the %s played cards on the discard pile
victory! grade: %s
victory!
turn up the next castle card
discard your 1 card and draw %s
discard your %s cards and draw %s
pay at least %s
the game is lost: %s cannot pay %s damage
the game is lost: %s has no cards to pay %s damage
the game is lost: %s can neither play nor yield
the game is lost: no cards are left to play
no castle card is waiting to be turned up (the game is at %s)
%s is not in the castle
the castle holds Jacks first, not %s
the castle holds Queens first, not %s
the castle holds Kings first, not %s
it is not time to play (the game is at %s)
solo: the Jesters are set aside; flip one with 'flip'
a %s-player game has no Jesters in the tavern
every Jester of this game is already on the table
nobody has damage to pay (the game is at %s)
no Jester is waiting for a choice (the game is at %s)
%s holds only %s cards
%s has not been defeated: it cannot be in a hand
%s is already on the table
every Jester of this game is in the discard pile or on the table (none has been healed back since)
%s holds 1 card: any hand of 1 they can hold is worth at least %s, enough for the %s owed
%s holds %s cards: any hand of %s they can hold is worth at least %s, enough for the %s owed
nobody has damage to pay
a solo Jester can still be flipped before paying
show %s's hand: enter its 1 card
show %s's hand: enter its %s cards
%s holds 1 card, not %s
%s holds %s cards, not %s
%s is in %s's hand: show it too
that hand is worth %s: it pays the %s owed
%s is the enemy
%s is in the discard pile (played or paid earlier)
%s is on top of the tavern: it is drawn before any other card
%s is card %s from the top of the tavern: not drawn yet
%s is under the tavern (healed back) and not drawn yet
%s is in %s's hand
%s cannot be in %s's hand: it is in %s
"""
W = """
Resultatet sparades inte: %s
Gamla resultatet finns kvar: %s
Resultatet sparades inte: sparningen kan inte läsas
anf
immun
ogiltigt drag: minst ett kort behövs
ogiltigt drag: inget kort: %s
ogiltigt drag: %s finns två gånger
ogiltigt drag: narren spelas ensam
ogiltigt drag: en djurkamrat paras med exakt ett annat kort (%s)
ogiltigt drag: korten i en kombination måste ha samma valör (%s)
ogiltigt drag: en kombination får vara högst 10 (%s är %s)
att stå över är inte tillåtet i solo (Solo stå över: aldrig)
du kan inte stå över två gånger i rad (Solo stå över: ej 2x)
kan inte stå över: alla andra stod över på sin senaste tur
%s finns två gånger
%s finns inte på handen
partiet är slut (%s)
att vända en narr går bara i solo
båda solonarrarna är vända
en narr får bara vändas före spel eller betalning
steg 1: spela kort eller stå över, inte %s
steg 4: betala minst %s (pay KORT)
betalningen är värd %s, mindre än de %s som ska betalas: välj igen
efter en narr väljer dess spelare vem som spelar nu (next PLATS)
den som spelade narren måste välja en annan spelare
%s kan inte betala %s i skada
%s har inga kort att betala %s i skada med
%s kan varken spela eller stå över
inga kort finns kvar att spela
Nytt Regicide-parti
Spelare: %d
Starta
Solo stå över: %s
aldrig
alltid
ej 2x
Narr själv: %s
ja
nej
Inställningarna finns under Inställningar i spelmenyn.
Solo: ge 8 kort, 2 narrar åt sidan.
%d spelare: ge %d kort var.
Krogen: E-10, %s, blandade.
ingen narr
1 narr
%d narrar
Slottet: knektar överst, damer, kungar underst, nedvända.
Inte sparat: %s
Tillbaka till spelet
Ångra: %s
Ångra: inget än
Spelmeny
Ångrat: %s
Det steget kan inte ångras.
Inget att ångra än.
Vänd nästa fiende
%s spelar kort
%s spelar narr
%s står över
Vänd en narr
%s betalar %d
%s kan inte betala
%s betalar mer
%s väljer nästa
Nytt spel
Var är kortet?
Radera spelet
Radera spelet för gott?
Fiende vänd?
vände %s
%s spelar
%s spelade %s
Spela %s?
%s spelade narren
%s stod över
en vänd narr
%s betalar %d+
%s betalade %s
%s kunde inte betala
%ss hand, ej JK
Vem spelar nu?
%s spelar nu
Var är?
vänd
spela
betala
visa
hitta
välj
släpp
Seger!
Alla 12 klädda kort
besegrade. Betyg: %s
besegrade.
guld
silver
brons
Förlust
%d besegrade. %s
slott
slagna
tur
Nästa: vänd fiende
sköld
K
 S
%ss hand
en hand
krogen
slänghögen
i spel
slottet
fienden
ingenstans
eller
krogen, kort %s uppifrån
krogen, kort %s uppifrån
fiende %s: liv %s, anfall %s, immun mot spader
fiende %s: liv %s, anfall %s, immun mot hjärter
fiende %s: liv %s, anfall %s, immun mot ruter
fiende %s: liv %s, anfall %s, immun mot klöver
%s spelar igen
narren häver immuniteten hos %s
tidigare spader skyddar nu %s
%s väljer vem som spelar nu
blanda slänghögen och lägg 1 kort nedvänt under krogen
blanda slänghögen och lägg %s kort nedvända under krogen
inget att läka: slänghögen är tom
inga kort att dra
dra 1 kort, först %s: %s drar %s
dra %s kort, med början hos %s: %s drar %s
dra %s kort, med början hos %s: %s drar %s, %s drar %s
dra %s kort, med början hos %s: %s drar %s, %s drar %s, %s drar %s
dra %s kort, med början hos %s: %s drar %s, %s drar %s, %s drar %s, %s drar %s
%s drar %s: det låg överst i krogen
%s drar ett av de läkta korten %s
%s drar %s av de läkta korten %s
%s har fått %s av %s i skada
skölden stoppar anfallet: inget att betala
%s: släng kort värda minst %s
%s på tur
exakt träff: lägg %s nedvänd överst i krogen
%s är besegrad: lägg den i slänghögen
lägg det spelade kortet i slänghögen
lägg de %s spelade korten i slänghögen
seger! betyg: %s
seger!
vänd nästa kort i slottet
släng ditt enda kort och dra %s
släng dina %s kort och dra %s
betala minst %s
partiet är förlorat: %s kan inte betala %s i skada
partiet är förlorat: %s har inga kort att betala %s i skada med
partiet är förlorat: %s kan varken spela eller stå över
partiet är förlorat: inga kort finns kvar att spela
inget slottskort väntar på att vändas (spelet är vid %s)
%s finns inte i slottet
slottet ger knektar först, inte %s
slottet ger damer först, inte %s
slottet ger kungar först, inte %s
det är inte dags att spela (spelet är vid %s)
solo: narrarna ligger åt sidan; vänd en i stället
ett parti med %s spelare har inga narrar i krogen
alla narrar i partiet ligger redan på bordet
ingen har skada att betala (spelet är vid %s)
ingen narr väntar på ett val (spelet är vid %s)
%s har bara %s kort
%s är inte besegrad: den kan inte vara på hand
%s ligger redan på bordet
alla narrar i partiet ligger i slänghögen eller på bordet (ingen har läkts tillbaka sedan)
%s har 1 kort: varje kort det kan vara är värt minst %s, nog för de %s som ska betalas
%s har %s kort: varje möjlig hand på %s kort är värd minst %s, nog för de %s som ska betalas
ingen har skada att betala
en solonarr kan fortfarande vändas före betalningen
visa handen för %s: mata in dess 1 kort
visa handen för %s: mata in dess %s kort
%s har 1 kort, inte %s
%s har %s kort, inte %s
%s finns på handen hos %s: visa det också
handen är värd %s: den räcker till de %s
%s är fienden
%s ligger i slänghögen (spelat eller betalt tidigare)
%s ligger överst i krogen: det dras före alla andra kort
%s är kort %s uppifrån i krogen: inte draget än
%s ligger under krogen (läkt tillbaka) och är inte draget än
%s finns på handen hos %s
%s kan inte vara på handen hos %s: det finns i %s
"""

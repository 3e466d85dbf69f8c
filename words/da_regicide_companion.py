"""Dansk: the Regicide table companion's words: its set-up, the status
screen, the card grid, the engine's instructions and refusals.

`K` is the English of each line, `W` its Dansk, line for line
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
Resultatet blev ikke gemt: %s
Det gamle resultat er der stadig: %s
Resultatet blev ikke gemt: det gemte spil kan ikke læses
ang
immun
ugyldigt træk: mindst ét kort kræves
ugyldigt træk: intet kort: %s
ugyldigt træk: %s er med to gange
ugyldigt træk: narren spilles alene
ugyldigt træk: en dyrekammerat parres med præcis ét andet kort (%s)
ugyldigt træk: kortene i en kombination skal have samme værdi (%s)
ugyldigt træk: en kombination må højst give 10 (%s giver %s)
at stå over er ikke tilladt i solo (Solo stå over: aldrig)
du kan ikke stå over to gange i træk (Solo stå over: ikke 2x)
kan ikke stå over: alle andre stod over i deres seneste tur
%s er med to gange
%s er ikke på hånden
spillet er slut (%s)
at vende en nar kan kun ske i solo
begge solonarre er vendt
en nar må kun vendes før spil eller betaling
trin 1: spil kort eller stå over, ikke %s
trin 4: betal mindst %s (pay KORT)
betalingen er %s værd, mindre end de %s, der skal betales: vælg igen
efter en nar vælger dens spiller, hvem der spiller nu (next PLADS)
den, der spillede narren, skal vælge en anden spiller
%s kan ikke betale %s i skade
%s har ingen kort at betale %s i skade med
%s kan hverken spille eller stå over
der er ingen kort tilbage at spille
Nyt Regicide-spil
Spillere: %d
Start
Solo stå over: %s
aldrig
altid
ikke 2x
Nar selv: %s
ja
nej
Indstillingerne findes under Indstillinger i spilmenuen.
Solo: giv 8 kort, 2 narre til side.
%d spillere: giv %d kort hver.
Kroen: E-10, %s, blandet.
ingen nar
1 nar
%d narre
Slottet: knægte øverst, damer, konger nederst, vendt om.
Ikke gemt: %s
Tilbage til spillet
Fortryd: %s
Fortryd: intet endnu
Spilmenu
Fortrudt: %s
Det trin kan ikke fortrydes.
Intet at fortryde endnu.
Vend næste fjende
%s spiller kort
%s spiller nar
%s står over
Vend en nar
%s betaler %d
%s kan ikke betale
%s betaler mere
%s vælger næste
Nyt spil
Hvor er kortet?
Slet spillet
Slet spillet for altid?
Fjende vendt?
vendte %s
%s spiller
%s spillede %s
Spil %s?
%s spillede narren
%s stod over
en vendt nar
%s betaler %d+
%s betalte %s
%s kunne ikke betale
%ss hånd, ikke JK
Hvem spiller nu?
%s spiller nu
Hvor er?
vend
spil
betal
vis
find
vælg
fjern
Sejr!
Alle 12 billedkort
besejret. Karakter: %s
besejret.
guld
sølv
bronze
Tabt
%d besejret. %s
slot
slået
tur
Næste: vend fjende
skjold
K
 A
%ss hånd
en hånd
kroen
afkastbunken
i spil
slottet
fjenden
ingen steder
eller
kroen, kort %s oppefra
kroen, kort %s oppefra
fjende %s: liv %s, angreb %s, immun over for spar
fjende %s: liv %s, angreb %s, immun over for hjerter
fjende %s: liv %s, angreb %s, immun over for ruder
fjende %s: liv %s, angreb %s, immun over for klør
%s spiller igen
narren ophæver immuniteten hos %s
tidligere spar skærmer nu %s
%s vælger, hvem der spiller nu
bland afkastbunken og læg 1 kort vendt om under kroen
bland afkastbunken og læg %s kort vendt om under kroen
intet at helbrede: afkastbunken er tom
ingen kort at trække
træk 1 kort, først %s: %s trækker %s
træk %s kort, begynd med %s: %s trækker %s
træk %s kort, begynd med %s: %s trækker %s, %s trækker %s
træk %s kort, begynd med %s: %s trækker %s, %s trækker %s, %s trækker %s
træk %s kort, begynd med %s: %s trækker %s, %s trækker %s, %s trækker %s, %s trækker %s
%s trækker %s: det lå øverst i kroen
%s trækker et af de helbredte kort %s
%s trækker %s af de helbredte kort %s
%s har fået %s af %s i skade
skjoldet stopper angrebet: intet at betale
%s: smid kort til mindst %s
%s er i tur
præcist drab: læg %s vendt om øverst i kroen
%s er besejret: læg det i afkastbunken
læg det spillede kort i afkastbunken
læg de %s spillede kort i afkastbunken
sejr! karakter: %s
sejr!
vend næste kort i slottet
smid dit ene kort og træk %s
smid dine %s kort og træk %s
betal mindst %s
spillet er tabt: %s kan ikke betale %s i skade
spillet er tabt: %s har ingen kort at betale %s i skade med
spillet er tabt: %s kan hverken spille eller stå over
spillet er tabt: der er ingen kort tilbage at spille
intet slotskort venter på at blive vendt (spillet er ved %s)
%s er ikke i slottet
slottet giver knægte først, ikke %s
slottet giver damer først, ikke %s
slottet giver konger først, ikke %s
det er ikke tid til at spille (spillet er ved %s)
solo: narrene ligger til side; vend en i stedet
et spil med %s spillere har ingen narre i kroen
alle narre i spillet ligger allerede på bordet
ingen har skade at betale (spillet er ved %s)
ingen nar venter på et valg (spillet er ved %s)
%s har kun %s kort
%s er ikke besejret: det kan ikke være på hånden
%s ligger allerede på bordet
alle narre i spillet ligger i afkastbunken eller på bordet (ingen er helbredt tilbage siden)
%s har 1 kort: ethvert kort, det kan være, er mindst %s værd, nok til de %s, der skal betales
%s har %s kort: enhver mulig hånd på %s kort er mindst %s værd, nok til de %s, der skal betales
ingen har skade at betale
en solonar kan stadig vendes før betalingen
vis hånden for %s: indtast dens 1 kort
vis hånden for %s: indtast dens %s kort
%s har 1 kort, ikke %s
%s har %s kort, ikke %s
%s er på hånden hos %s: vis det også
hånden er %s værd: den betaler de %s
%s er fjenden
%s ligger i afkastbunken (spillet eller betalt før)
%s ligger øverst i kroen: det trækkes før alle andre kort
%s er kort %s oppefra i kroen: ikke trukket endnu
%s ligger under kroen (helbredt tilbage) og er ikke trukket endnu
%s er på hånden hos %s
%s kan ikke være på hånden hos %s: det er i %s
"""

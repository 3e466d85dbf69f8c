"""Dansk: Regicide on the device, solo and the team game: the table, the
actions, the Hint, the engine's refusals.

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
Not saved: %s
Play
Yield
Flip
Hint
Pay
New deal
Why lost
Lost
Victory!
T
 D
 chosen
Your turn
All 12 defeated!
 enemies defeated
flips
You
Back to the game
Undo: %s
Undo: nothing yet
Game menu
Regicide solo
Nothing to undo yet.
That move cannot be undone.
Took back: %s.
play %s
pay %s
yield
flip
Choose cards first: Up, then Left/Right and A.
%s defeated.
%s defeated exactly: it joins the tavern.
Next: %s.
Victory! Grade: %s.
gold
silver
bronze
Lost: %s.
%s attacks: pay %d.
Hint: %s
Play %s
Pay %s
%s: %s dmg
%s immune
♣x2
shield %s
heal %s
draw %s
exact kill: to tavern
kills %s
attack %s, you pay %s
Jester: no immunity
%s powers work
pay %s cards
%s owed, best kept
yield: keep your hand
flip a Jester:
a fresh hand
%s plays next:
the most cards
New Regicide team
Seats: %d
bot %s
Easy
Normal
Hard
person
Start
New game
Regicide team
Took back %s
a move
Undone
%s plays %s
%s pays %s
%s yields
%s: %s next
%s next
Lost, %d defeated: %s.
tav
Drawn: %s.
%d healed into the tavern.
Victory! All 12 defeated.
%s must pay %d.
Next:
 (bot E)
 (bot N)
 (bot H)
take the device
A: show my hand
All 12 court cards
defeated together.
 pays
Jester: who is next?
 to play
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
Ikke gemt: %s
Spil
Pas
Vend
Tip
Betal
Nyt spil
Hvorfor?
Tabt
Sejr!
K
 A
 valgt
Din tur
Alle 12 besejret!
 fjender besejret
nar
Du
Tilbage til spillet
Fortryd: %s
Fortryd: intet endnu
Spilmenu
Regicide solo
Intet at fortryde endnu.
Trækket kan ikke fortrydes.
Tog tilbage: %s.
spil %s
betal %s
pas
vend
Vælg kort først: op, så venstre/højre og A.
%s besejret.
%s besejret præcist: det går i kroen.
Næste: %s.
Sejr! Karakter: %s.
guld
sølv
bronze
Tabt: %s.
%s slår: betal %d.
Tip: %s
Spil %s
Betal %s
%s: %s skade
%s immun
♣x2
skjold %s
helbred %s
træk %s
præcist drab: i kroen
dræber %s
ang %s, du betaler %s
Nar: ingen immunitet
%s-kraften virker
betal %s kort
gæld %s, bedste gemt
pas: behold kortene
vend en nar:
en ny hånd
%s spiller nu:
flest kort
Nyt holdspil
Pladser: %d
computer %s
Let
Normal
Svær
person
Start
Nyt spil
Regicide holdspil
Fortrudt: %s
et træk
Fortrudt
%s spiller %s
%s betaler %s
%s står over
%s: %s næste
%s næste
Tabt, %d besejret: %s.
kro
Trukket: %s.
%d tilbage i kroen.
Sejr! Alle 12 besejret.
%s skal betale %d.
Næste:
 (comp. L)
 (comp. N)
 (comp. S)
tag enheden
A: vis min hånd
Alle 12 billedkort
besejret sammen.
 betaler
Narren: hvem spiller?
 er i tur
"""

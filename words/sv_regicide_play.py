"""Svenska: Regicide on the device, solo and the team game: the table, the
actions, the Hint, the engine's refusals.

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
Inte sparat: %s
Spela
Pass
Vänd
Tips
Betala
Nytt parti
Varför?
Förlust
Seger!
K
 S
 valda
Din tur
Alla 12 besegrade!
 fiender besegrade
narr
Du
Tillbaka till spelet
Ångra: %s
Ångra: inget än
Spelmeny
Regicide solo
Inget att ångra än.
Draget kan inte ångras.
Tog tillbaka: %s.
spela %s
betala %s
pass
vänd
Välj kort först: upp, sedan vänster/höger och A.
%s besegrad.
%s besegrad exakt: den går till krogen.
Nästa: %s.
Seger! Betyg: %s.
guld
silver
brons
Förlust: %s.
%s slår: betala %d.
Tips: %s
Spela %s
Betala %s
%s: %s skada
%s immun
♣x2
sköld %s
läk %s
dra %s
exakt träff: i krogen
dödar %s
anf %s, du betalar %s
Narr: ingen immunitet
%s-kraften verkar
betala %s kort
skuld %s, bästa kvar
pass: behåll korten
vänd en narr:
en ny hand
%s spelar nu:
flest kort
Nytt lagspel
Platser: %d
dator %s
Lätt
Normal
Svår
person
Starta
Nytt spel
Regicide lagspel
Ångrat: %s
ett drag
Ångrat
%s spelar %s
%s betalar %s
%s står över
%s: %s nästa
%s nästa
Förlust, %d besegrade: %s.
kro
Dragna: %s.
%d läkta till krogen.
Seger! Alla 12 besegrade.
%s ska betala %d.
Nästa:
 (dator L)
 (dator N)
 (dator S)
ta enheten
A: visa min hand
Alla 12 klädda kort
besegrade gemensamt.
 betalar
Narren: vem är nästa?
 på tur
"""

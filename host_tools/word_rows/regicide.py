"""The Regicide engine's words every Regicide mode shows (not an area itself: no ABOUT): the
refusals and instructions of shared_rules/regicide/ (rules.py, game.py, companion.py,
companion_pay.py, where.py: their codes, the English sentence with a %s for each value, said by
firmware/wording.py's `said`), the reasons a game is lost, and the enemy panel's words
(firmware/regicide/enemy.py)."""
ROWS = [
("atk", "anf", "ang"),
("immune", "immun", "immun"),
# a play refused (rules.py's play_error, "illegal play: " before it)
("illegal play: a play needs at least one card", "ogiltigt drag: minst ett kort behövs", "ugyldigt træk: mindst ét kort kræves"),
("illegal play: not a card: %s", "ogiltigt drag: inget kort: %s", "ugyldigt træk: intet kort: %s"),
("illegal play: %s appears twice", "ogiltigt drag: %s finns två gånger", "ugyldigt træk: %s er med to gange"),
("illegal play: the Jester is played alone", "ogiltigt drag: narren spelas ensam", "ugyldigt træk: narren spilles alene"),
("illegal play: an Animal Companion pairs with exactly one other card (%s)", "ogiltigt drag: en djurkamrat paras med exakt ett annat kort (%s)", "ugyldigt træk: en dyrekammerat parres med præcis ét andet kort (%s)"),
("illegal play: the cards of a set must have the same number (%s)", "ogiltigt drag: korten i en kombination måste ha samma valör (%s)", "ugyldigt træk: kortene i en kombination skal have samme værdi (%s)"),
("illegal play: a set must total 10 or less (%s totals %s)", "ogiltigt drag: en kombination får vara högst 10 (%s är %s)", "ugyldigt træk: en kombination må højst give 10 (%s giver %s)"),
# a yield refused
("yielding is not allowed in solo (option solo_yield: never)", "att stå över är inte tillåtet i solo (Solo stå över: aldrig)", "at stå over er ikke tilladt i solo (Solo stå over: aldrig)"),
("cannot yield twice in a row (option solo_yield: not_twice)", "du kan inte stå över två gånger i rad (Solo stå över: ej 2x)", "du kan ikke stå over to gange i træk (Solo stå over: ikke 2x)"),
("cannot yield: every other player yielded on their most recent turn", "kan inte stå över: alla andra stod över på sin senaste tur", "kan ikke stå over: alle andre stod over i deres seneste tur"),
# the full game's refusals (game.py)
("%s appears twice", "%s finns två gånger", "%s er med to gange"),
("%s is not in the hand", "%s finns inte på handen", "%s er ikke på hånden"),
("the game is over (%s)", "partiet är slut (%s)", "spillet er slut (%s)"),
("the Jester flip is for solo games only", "att vända en narr går bara i solo", "at vende en nar kan kun ske i solo"),
("both solo Jesters have been flipped", "båda solonarrarna är vända", "begge solonarre er vendt"),
("the Jester flip is allowed only before playing or paying", "en narr får bara vändas före spel eller betalning", "en nar må kun vendes før spil eller betaling"),
("step 1: play cards or yield, not %s", "steg 1: spela kort eller stå över, inte %s", "trin 1: spil kort eller stå over, ikke %s"),
("step 4: pay at least %s (pay CARDS)", "steg 4: betala minst %s (pay KORT)", "trin 4: betal mindst %s (pay KORT)"),
("payment worth %s is less than the %s owed: choose again", "betalningen är värd %s, mindre än de %s som ska betalas: välj igen", "betalingen er %s værd, mindre end de %s, der skal betales: vælg igen"),
("after a Jester its player chooses who plays next (next SEAT)", "efter en narr väljer dess spelare vem som spelar nu (next PLATS)", "efter en nar vælger dens spiller, hvem der spiller nu (next PLADS)"),
("the Jester's player must choose another player", "den som spelade narren måste välja en annan spelare", "den, der spillede narren, skal vælge en anden spiller"),
# why a game is lost (rules.py's LOSSES)
("%s cannot pay %s damage", "%s kan inte betala %s i skada", "%s kan ikke betale %s i skade"),
("%s has no cards to pay %s damage", "%s har inga kort att betala %s i skada med", "%s har ingen kort at betale %s i skade med"),
("%s can neither play nor yield", "%s kan varken spela eller stå över", "%s kan hverken spille eller stå over"),
("no cards are left to play", "inga kort finns kvar att spela", "der er ingen kort tilbage at spille"),
]

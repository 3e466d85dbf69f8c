"""Regicide played on the device, solo (firmware/regicide/solo.py) and the team game with bots
(firmware/regicide/team.py): their screens, the engine's refusals (host_tools/word_rows/
regicide.py) and the Hint's reasons (shared_rules/regicide/hint.py, said part by part)."""
from host_tools.word_rows import regicide

ABOUT = "Regicide on the device, solo and the team game: the table, the\nactions, the Hint, the engine's refusals"
ROWS = regicide.ROWS + [
("Not saved: %s", "Inte sparat: %s", "Ikke gemt: %s"),
# the actions (a bar of at most 18 characters for four: "Pass", not "Stå över")
("Play", "Spela", "Spil"),
("Yield", "Pass", "Pas"),
("Flip", "Vänd", "Vend"),
("Hint", "Tips", "Tip"),
("Pay", "Betala", "Betal"),
("New deal", "Nytt parti", "Nyt spil"),
("Why lost", "Varför?", "Hvorfor?"),
# the table
("Lost", "Förlust", "Tabt"),
("Victory!", "Seger!", "Sejr!"),
("T", "K", "K"),
(" D", " S", " A"),
(" chosen", " valda", " valgt"),
("Your turn", "Din tur", "Din tur"),
("All 12 defeated!", "Alla 12 besegrade!", "Alle 12 besejret!"),
(" enemies defeated", " fiender besegrade", " fjender besejret"),
("flips", "narr", "nar"),  # "flips 0/2": the Jesters flipped, 0 of 2
("You", "Du", "Du"),
# the game's menu and Undo (a move's name is kept in the save as it was said)
("Back to the game", "Tillbaka till spelet", "Tilbage til spillet"),
("Undo: %s", "Ångra: %s", "Fortryd: %s"),
("Undo: nothing yet", "Ångra: inget än", "Fortryd: intet endnu"),
("Game menu", "Spelmeny", "Spilmenu"),
("Regicide solo", "Regicide solo", "Regicide solo"),
("Nothing to undo yet.", "Inget att ångra än.", "Intet at fortryde endnu."),
("That move cannot be undone.", "Draget kan inte ångras.", "Trækket kan ikke fortrydes."),
("Took back: %s.", "Tog tillbaka: %s.", "Tog tilbage: %s."),
("play %s", "spela %s", "spil %s"),
("pay %s", "betala %s", "betal %s"),
("yield", "pass", "pas"),
("flip", "vänd", "vend"),
# what a move did
("Choose cards first: Up, then Left/Right and A.", "Välj kort först: upp, sedan vänster/höger och A.", "Vælg kort først: op, så venstre/højre og A."),
("%s defeated.", "%s besegrad.", "%s besejret."),
("%s defeated exactly: it joins the tavern.", "%s besegrad exakt: den går till krogen.", "%s besejret præcist: det går i kroen."),
("Next: %s.", "Nästa: %s.", "Næste: %s."),
("Victory! Grade: %s.", "Seger! Betyg: %s.", "Sejr! Karakter: %s."),
("gold", "guld", "guld"),
("silver", "silver", "sølv"),
("bronze", "brons", "bronze"),
("Lost: %s.", "Förlust: %s.", "Tabt: %s."),
("%s attacks: pay %d.", "%s slår: betala %d.", "%s slår: betal %d."),
# the Hint and its reasons (hint.py's parts: a line, or a part of the first line)
("Hint: %s", "Tips: %s", "Tip: %s"),
("Play %s", "Spela %s", "Spil %s"),
("Pay %s", "Betala %s", "Betal %s"),
("%s: %s dmg", "%s: %s skada", "%s: %s skade"),
("%s immune", "%s immun", "%s immun"),
("♣x2", "♣x2", "♣x2"),
("shield %s", "sköld %s", "skjold %s"),
("heal %s", "läk %s", "helbred %s"),
("draw %s", "dra %s", "træk %s"),
("exact kill: to tavern", "exakt träff: i krogen", "præcist drab: i kroen"),
("kills %s", "dödar %s", "dræber %s"),
("attack %s, you pay %s", "anf %s, du betalar %s", "ang %s, du betaler %s"),
("Jester: no immunity", "Narr: ingen immunitet", "Nar: ingen immunitet"),
("%s powers work", "%s-kraften verkar", "%s-kraften virker"),
("pay %s cards", "betala %s kort", "betal %s kort"),
("%s owed, best kept", "skuld %s, bästa kvar", "gæld %s, bedste gemt"),
("yield: keep your hand", "pass: behåll korten", "pas: behold kortene"),
("flip a Jester:", "vänd en narr:", "vend en nar:"),
("a fresh hand", "en ny hand", "en ny hånd"),
("%s plays next:", "%s spelar nu:", "%s spiller nu:"),
("the most cards", "flest kort", "flest kort"),
]

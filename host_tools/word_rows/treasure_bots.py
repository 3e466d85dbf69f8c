"""Kings and Treasures against bots: its words (firmware/treasure/vs_bots*.py, the board's
panel in board.py): the set-up, a turn, a bot's move in steps, the pause menu, the Hint and
its reasons (shared_rules/treasure/hint.py's codes), the scores, the end."""
from host_tools.word_rows import treasure

ABOUT = "Kings and Treasures vs bots: its words: the set-up, a turn, a bot's\nmove, the pause menu, the Hint, the scores"

# The Hint's reasons (shared_rules/treasure/hint.py), a line each: at most 21 characters
# with the longest values (a test fills them).
HINT = [
("pass: no card is", "pass: inget kort", "pas: intet kort"),
("in reach", "inom räckhåll", "inden for rækkevidde"),
("%s is yours: %s pt", "%s är din: %s poäng", "%s er din: %s point"),
("%s is yours: %s pts", "%s är din: %s poäng", "%s er din: %s point"),
("%s: the Joker", "%s: jokern", "%s: jokeren"),
("%s: a face-down card", "%s: ett nedvänt kort", "%s: et kort vendt om"),
("via the Magician %s", "via Magikern %s", "via Magikeren %s"),
("steal %s's top card", "stjäl översta av K%s", "stjæl øverste fra K%s"),
("and the Knight on %s", "och Riddaren på %s", "og Ridderen på %s"),
("and drop your %s", "och släng din %s", "og smid din %s"),
("flip %s face down", "vänd %s nedåt", "vend %s om"),
("flip %s down", "vänd %s nedåt", "vend %s om"),
("swap %s: in reach", "byt %s: nu nåbart", "byt %s: kan nås"),
("kept from %s: %s pts", "hindrar K%s: %s poäng", "hindrer K%s: %s point"),
("its steps unknown", "dess steg okända", "dets trin ukendte"),
("next turn %s step", "nästa tur %s steg", "næste tur %s trin"),
("next turn %s steps", "nästa tur %s steg", "næste tur %s trin"),
]

ROWS = treasure.ROWS + HINT + [
("K&T vs bots", "K&S mot datorn", "K&S mod computeren"),
("Seats: %d", "Platser: %d", "Pladser: %d"),
("person", "person", "person"),
("bot %s", "dator %s", "computer %s"),
("Easy", "Lätt", "Let"),
("Normal", "Normal", "Normal"),
("Hard", "Svår", "Svær"),
("Start", "Starta", "Start"),
("%s has no legal move: passes.", "%s kan inte flytta och passar.", "%s kan ikke flytte og melder pas."),
("Hint", "Tips", "Tip"),
("Hint: %s", "Tips: %s", "Tip: %s"),
("Last moves", "Senaste drag", "Seneste træk"),
("Scores", "Poäng", "Point"),
("Final scores", "Slutställning", "Slutstilling"),
("Game menu (saved)", "Spelmeny (sparat)", "Spilmenu (gemt)"),
("Paused", "Paus", "Pause"),
("A: cards  B: menu", "A: kort  B: meny", "A: kort  B: menu"),
("ENH", "LNS", "LNS"),
("your last move", "ditt senaste drag", "dit seneste træk"),
("pass", "pass", "pas"),
("%s pass", "%s pass", "%s pas"),
("path", "väg", "vej"),
("took", "tog", "tog"),
("rob %s", "rån %s", "tyv %s"),
("out %s", "ut %s", "ud %s"),
("to %s", "mot %s", "til %s"),
("%s: 4 Q", "%s: 4 D", "%s: 4 D"),
("Shared win", "Oavgjort", "Delt sejr"),
]

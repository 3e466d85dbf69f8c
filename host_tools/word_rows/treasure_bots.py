"""Kings and Treasures against bots: its words (firmware/treasure/vs_bots*.py, the board's
panel in board.py): the set-up, a turn, a bot's move in steps, the pause menu, the Hint, the
scores, the end. (The Hint's reasons are treasure_reasons.py's.)"""
from host_tools.word_rows import records_kept, treasure

ABOUT = "Kings and Treasures vs bots: its words: the set-up, a turn, a bot's\nmove, the pause menu, the Hint, the scores"

ROWS = records_kept.ROWS + treasure.ROWS + [
("K&T vs bots", "K&S mot datorn", "K&S mod computeren"),
("Seats: %d", "Platser: %d", "Pladser: %d"),
("person", "person", "person"),
("bot %s", "dator %s", "computer %s"),
("Easy", "Lätt", "Let"),
("Normal", "Normal", "Normal"),
("Hard", "Svår", "Svær"),
("Start", "Starta", "Start"),
("%s has no legal move: passes.", "%s kan inte flytta och passar.", "%s kan ikke flytte og melder pas."),
("%s is thinking", "%s tänker", "%s tænker"),
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
("%s pass", "%s pass", "%s pas"),
("path", "väg", "vej"),
("took", "tog", "tog"),
("rob %s", "rån %s", "tyv %s"),
("out %s", "ut %s", "ud %s"),
("to %s", "mot %s", "til %s"),
("%s: 4 Q", "%s: 4 D", "%s: 4 D"),
("Shared win", "Oavgjort", "Delt sejr"),
]

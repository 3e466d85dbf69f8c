"""The Kings and Treasures table referee's words (firmware/treasure/referee*.py, board.py,
layout.py, notices.py): its set-up, the deal's pages, the turn's board and panel, the
powers' questions, the engine's refusals, a pass, the end."""
from host_tools.word_rows import records_kept, treasure

ABOUT = "the Kings and Treasures table referee's words: its set-up, the deal,\nthe board, the refusals, a pass, the end"
ROWS = records_kept.ROWS + treasure.ROWS + [
("Legal cells: show", "Tillåtna rutor: visa", "Lovlige felter: til"),
("Legal cells: hide", "Tillåtna rutor: dölj", "Lovlige felter: fra"),
("Lay out row %d of 7", "Lägg ut rad %d av 7", "Læg række %d af 7 ud"),
("Aces in the corners", "Ess i hörnen", "Esser i hjørnerne"),
("Check. ◄ back A: done", "Kolla. ◄ åter A: klar", "Tjek. ◄ tilbage A: ok"),
("◄ ► pages    A: done", "◄ ► sidor    A: klar", "◄ ► sider   A: færdig"),
("Ace", "Ess", "Es"),
("row", "rad", "nr."),
("face up", "uppvända", "vendt op"),
("%s starts", "%s börjar", "%s først"),
("%s 1st", "%s först", "%s først"),
("Kings, clockwise", "Kungar, medsols", "Konger, med uret"),
("Ace 1st A:play B:deal", "Ess 1:a A:spela B:giv", "Es først A:spil B:giv"),
("Pass", "Pass", "Pas"),
("%s (%s) has no", "%s (%s) kan inte", "%s (%s) kan ikke"),
("legal move with %d", "flytta %d steg", "flytte %d trin"),
("steps: it passes.", "och passar.", "og melder pas."),
("A: next  B: menu", "A: nästa  B: meny", "A: næste  B: menu"),
("Final", "Slut", "Slut"),
("A:sc", "A:po", "A:po"),
("A: board  B: menu", "A: plan  B: meny", "A: bræt  B: menu"),
("4 Queens", "4 D", "4 D"),
("%s holds the four Queens", "%s har 4 drottningar", "%s har 4 dronninger"),
("Shared", "Delad", "Delt"),
("Shared: %s (same cards)", "Delad: %s (samma kort)", "Delt: %s (samme kort)"),
("tie-break: %s", "avgjort på: %s", "afgjort på: %s"),
("cards: %s", "kort: %s", "kort: %s"),
]

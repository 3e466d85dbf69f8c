"""The Players screen's words (menu/players.py): Settings' (the game menu's) and a new
game's (a mode's), so they are in the menu's area and each mode's that shows the screen. Not an
area itself: it has no ABOUT."""
ROWS = [
("Players", "Spelare", "Spillere"),
("Seat %d: %s", "Plats %d: %s", "Plads %d: %s"),
("Done", "Klar", "Færdig"),
("Clear names", "Rensa namn", "Ryd navne"),
("Clear all four names?", "Rensa alla fyra namn?", "Ryd alle fire navne?"),
("Name of seat %d", "Namn, plats %d", "Navn, plads %d"),
("New name...", "Nytt namn...", "Nyt navn..."),
("New name", "Nytt namn", "Nyt navn"),
("A: done", "A: klar", "A: færdig"),
]

"""The words every screen may show (firmware/ui/widgets.py's SAID, in its order)."""
ABOUT = "the words every screen may show: the boxes' Yes/No and\nA: OK, the flash's refusals"
ROWS = [
("A: OK", "A: OK", "A: OK"),
("  No      Yes", "  Nej     Ja", "  Nej     Ja"),
("No    Yes", "Nej   Ja", "Nej   Ja"),
("Replace the saved game?", "Ersätt sparat spel?", "Erstat gemt spil?"),
("Could not delete: %s", "Kunde inte radera: %s", "Kunne ikke slette: %s"),
("Settings not saved: %s", "Inställningar inte sparade: %s", "Indstillinger ikke gemt: %s"),
("Leave this game?", "Lämna spelet?", "Forlad spillet?"),
("Leave this screen?", "Lämna skärmen?", "Forlad skærmen?"),
("Stay", "Stanna", "Bliv"),
("Game menu (saved)", "Spelmeny (sparat)", "Spilmenu (gemt)"),
("Game menu", "Spelmeny", "Spilmenu"),
]

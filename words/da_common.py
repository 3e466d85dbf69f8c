"""Dansk: the words every screen may show: the boxes' Yes/No and
A: OK, the flash's refusals.

`K` is the English of each line, `W` its Dansk, line for line
(docs/languages.md, "How the device speaks"): words/language.py's `tr` finds
a line of K and gives the same line of W. Two strings, no dict: the least RAM.
Made by host_tools/make_words.py: do not edit.
"""
K = """
A: OK
  No      Yes
No    Yes
Replace the saved game?
Could not delete: %s
Settings not saved: %s
Leave this game?
Leave this screen?
Stay
Game menu (saved)
Game menu
"""
W = """
A: OK
  Nej     Ja
Nej   Ja
Erstat gemt spil?
Kunne ikke slette: %s
Indstillinger ikke gemt: %s
Forlad spillet?
Forlad skærmen?
Bliv
Spilmenu (gemt)
Spilmenu
"""

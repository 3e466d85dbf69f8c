"""Help: Regicide, in short pages (rules page: docs/rules/regicide.md)."""
PAGES = (
    "Cooperative, 1-4 players: defeat 12 court cards. Jacks 20/10, Queens 30/15, Kings 40/20.",
    "Turn: play a card, a set of equal cards up to 10, an Ace with a card, the Jester, or yield.",
    "♥ heal from discard, ♦ draw, ♣ double damage, ♠ shield. An enemy ignores its own suit.",
    "Then the enemy attacks: discard cards worth at least its attack, or everyone loses.",
    "Exact kill: the enemy goes on top of the tavern deck. Defeat the last King to win.",
    "Solo: hand of 8, two Jester flips: discard your hand and draw 8.",
    "Companion: cards on a grid, Up/Down suit, Left/Right rank; the top line says what A does. Ace first for a pair.",
    "Undo: the table companion's list of actions; in Solo, B opens the game's menu.",
)

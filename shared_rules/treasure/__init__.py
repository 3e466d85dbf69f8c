"""Kings and Treasures (rules/treasure.md): the rules engine, its move search and its bot.

Nothing is imported here, so each module loads alone, with only what it names:
- `game`: the engine (`TreasureState`, `new_game`, `from_dict`), the one a device mode imports;
- `moves`: the cells' names and the legal destinations' search (with `walk` and `tables`);
- `bot`: `choose(view)`, from a seat's view alone;
- `why`: why a cell is no destination, in words; `players`: the random and greedy players the
  bot is measured against (the host's only).
The engine imports the rest for one call each: `deal` (a new game), `load` (a position's
checks), `powers` (a card's power), `seat` (a seat's view), `notation` (a move's text checked,
a view as a dict; the host's only). None of those imports `game`.
"""

"""Regicide, the cooperative card game for 1-4 players (docs/rules/regicide.md): the full
engine, the table companion and the bot.

Nothing is imported here, so each part loads alone and a board holds only what a mode needs:

- `rules`: the rules as pure functions (values, plays, suit powers, draws, the yield rule);
  what the engine and the companion share. Imports nothing of this package.
- `game`: the full game, where the device is the deck (the engine protocol of
  `shared_rules/README.md`: `new_game`, `from_dict`, `legal_moves`, `apply`, `view`); it
  brings `rules`. `load` (a position's checks) is imported by `from_dict` for its call alone.
- `bot` (with its search, `plan`): a move from one seat's `game.PlayerView`; it brings `game`.
- `companion`: the table companion for a game with real cards, knowing no hand; it brings
  `rules` and `cards` (its card tracker), never `game`. `companion_load`, `companion_cards`,
  then `companion_audit` (a saved companion read, its tracker read, then checked whole) and
  `where` (a card's place in words) are imported for their call alone.
- `check`: the checks both loaders share; it comes with them.
"""

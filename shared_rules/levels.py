"""The bots' levels (issue 40), the same three in every game, and the one way a game's bot
picks a level's decider. Imported by each game's `bot.py` (which offers `LEVELS` and
`choose(view, level)`); the device names a level by its index in LEVELS.

- "easy": a beginner's mistakes now and then, around Normal's decision (each game's
  `bot_easy.py`: `choose(view, normal)`);
- "normal": the game's bot;
- "hard": the strongest that fits the Pico's time budget (docs/bots.md says what it changes).
"""

LEVELS = ("easy", "normal", "hard")


def decide(view, level, normal, hard, easy):
    """The move of a bot of `level` for `view`: `normal(view)`, `hard(view)`, or the Easy
    bot's of the module named `easy` (kept imported, as a bot's code is). ValueError for a
    level not in LEVELS, naming them."""
    if level == "normal":
        return normal(view)
    if level == "hard":
        return hard(view)
    if level == "easy":
        return __import__(easy, None, None, ("choose",)).choose(view, normal)
    raise ValueError("no bot level %r (easy, normal or hard)" % (level,))

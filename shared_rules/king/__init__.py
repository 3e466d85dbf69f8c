"""King (Kortspel King), the ten-deal trick-taking game: the engine (`game.py`, the engine
protocol of shared_rules/README.md), the score sheet, the table referee and the bot.

No code here: each module is imported alone and brings only what it imports. The score sheet
(`scoresheet.py`, with `points.py`; `scoring.py` while an entry is scored) loads without the
engine; `points.py`, `scoring.py` and `rules.py` stand alone; the bot (`bot.py`) needs only a
seat's view, never `game.py`. The parts the engine loads for one step (`auction`, `load`,
`notation`, `scoring`, `why`) are named at the top of `game.py`; `view.py` comes with the
first seat's view.
"""

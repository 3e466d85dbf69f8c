"""Kings and Treasures table referee, the ways in: the new game's setup (players, level, legal
cells shown or not) and a saved game read for Resume. Imported for that step alone
(`compat.import_once`), given the referee's class (`firmware/treasure/referee.py`'s Referee),
never importing it: on a board this code is not in RAM while the game is played.
"""
from shared_rules.treasure import game as treasure
from shared_rules.compat import import_once
from firmware.ui import widgets as ui
from firmware.treasure.board import packed_saved
from firmware.undo import History

NEW_GAME = "firmware.new_game"  # a new game in place of the saved one

UNDO_DEPTH = 10  # moves that can be taken back; a position is ~90 bytes (`packed`)


def referee_from(app, data, Referee):
    """The saved game `data` (the save's newest good copy, or None) as a `Referee`, or None
    when it cannot be read."""
    if isinstance(data, dict) and data.get("game") == "treasure" \
            and type(data.get("legal", False)) is bool:
        try:
            ref = Referee(treasure.from_dict(data.get("state")), len(app.stack),
                          History.from_list(data.get("undo"), UNDO_DEPTH, _undo_saved),
                          data.get("legal") is True)
            ref.recorded = data.get("recorded")  # (firmware/records_write.py)
            return ref
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            pass
    return None


def _undo_saved(entry):
    """True for an Undo entry as `Referee.play` saves it: [the move, the position before]."""
    return isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], str) \
        and packed_saved(entry[1])


class Setup(ui.Menu):
    """New game: players 2-4, the rule level, the legal cells shown or not (Left/Right or A
    change them), then Deal."""

    def __init__(self, app, Referee):
        self.Referee = Referee
        self.players = 2
        self.level = 0
        self.legal = False
        ui.Menu.__init__(self, ui.tr(app, "New K&T game"), [], self.select, 0, self.change)
        self.relabel(app)

    def relabel(self, app):
        tr = ui.tr
        self.items = [tr(app, "Players: %d") % self.players,
                      tr(app, "Level: %s") % tr(app, treasure.LEVELS[self.level]),
                      tr(app, "Deal"),
                      tr(app, "Legal cells: show" if self.legal else "Legal cells: hide")]

    def change(self, app, i, step):
        if i == 0:
            self.players = 2 + (self.players - 2 + step) % 3
        elif i == 1:
            self.level = (self.level + step) % len(treasure.LEVELS)
        elif i == 3:
            self.legal = not self.legal
        self.relabel(app)

    def select(self, app, i):
        if i != 2:
            self.change(app, i, 1)
        else:
            import_once(NEW_GAME).begin(app, self.deal)

    def deal(self, app):
        seed = app.now & 0x3FFFFFFF  # the clock: when the player pressed Deal
        state = treasure.new_game(seed, players=self.players, level=treasure.LEVELS[self.level])
        ref = self.Referee(state, len(app.stack), History(None, UNDO_DEPTH), self.legal)
        problem = ref.save(app)
        ref.show_deal(app)
        if problem:
            app.push(ui.Message(problem))

"""The King table referee's ways in: a new game (who deals first, the names come from
Settings, then Start) and a saved game resumed where it was left. Imported for that step alone
(`compat.import_once`); the referee is `firmware/king_table.py`.
"""
from shared_rules import king_scoresheet as ks
from shared_rules.compat import held
from firmware import storage, ui
from firmware.king_table import GAME_KEY, SAVE_NAME, Referee
from firmware.names import seat_name


def resume(app, data):
    """From the game menu's Resume: the saved refereed game (`data`, the save's newest good
    copy, or None), where it was left."""
    if isinstance(data, dict) and data.get("pending"):
        # The pending fault's screen comes first: its code is imported before the referee is
        # rebuilt, while the heap has whole blocks (a Resume in 96 KB from LittleFS needs it).
        with held("firmware.king_table_fault"):
            _resume(app, data)
    else:
        _resume(app, data)


def _resume(app, data):
    referee = referee_from(app, data)
    if referee is None:
        app.push(ui.Message("The saved game cannot be read."))
        return
    referee.show_hub(app)
    referee.continue_play(app)


def load(app):
    """The saved game as a Referee, or None if there is none that can be read."""
    return referee_from(app, storage.load(app.files, SAVE_NAME))


def referee_from(app, data):
    """The saved game `data` as a Referee, or None if it cannot be read."""
    if not isinstance(data, dict) or data.get("game") != GAME_KEY:
        return None
    try:
        with held("shared_rules.king_scoring"):  # the sheet's entries and the replay score
            return Referee(app, ks.ScoreSheet.from_dict(data.get("sheet")), data.get("moves"),
                           data.get("faults"), data.get("pending"), data.get("undo"),
                           data.get("base"))
    except (ValueError, TypeError, KeyError, AttributeError, IndexError):
        return None


class Setup(ui.Menu):
    """New refereed game: who deals first (names come from Settings), Start."""

    def __init__(self, app):
        self.dealer = 0
        ui.Menu.__init__(self, "New King referee", [], self.select)
        self.relabel(app)

    def relabel(self, app):
        self.items = ["First dealer: %s" % seat_name(app, self.dealer), "Start"]

    def select(self, app, i):
        if i == 0:
            def pick(app, seat):
                self.dealer = seat
                self.relabel(app)
                app.pop()
            names = [seat_name(app, s) for s in range(4)]
            app.push(ui.PlayerPicker("Who deals first?", names, pick, index=self.dealer))
        elif storage.has_save(app.files, SAVE_NAME):
            app.push(ui.Confirm("Replace the saved refereed game?", self.start))
        else:
            self.start(app)

    def start(self, app):
        referee = Referee(app, ks.ScoreSheet(self.dealer, dict(app.settings["king"])))
        problem = referee.save(app)
        if problem:
            app.push(ui.Message(problem))
            return
        referee.show_hub(app, replace=self)
        referee.enter_deal(app, 0)

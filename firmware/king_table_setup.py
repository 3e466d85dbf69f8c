"""A new refereed King game: who deals first (the names come from Settings), then Start.
Imported for the setup alone (`compat.import_once`); the referee is `firmware/king_table.py`.
"""
from shared_rules import king_scoresheet as ks
from firmware import storage, ui
from firmware.king_table import SAVE_NAME, Referee
from firmware.names import seat_name


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

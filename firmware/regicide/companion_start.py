"""The Regicide companion's new game: how many players (the options come from Settings), then
Start, which asks before it replaces a saved game, then the set-up of the real table for that
many players (the castle's order, the tavern's Jesters, the hand size), whose A goes on to
turning up the first enemy.

Imported while its screen shows (`compat.import_once`, from
`firmware/regicide/companion_entry.py`, which hands it the game's class): a game being followed keeps none of this code in RAM.
"""
from shared_rules.regicide import rules as R
from shared_rules.regicide.companion import TableCompanion
from shared_rules.compat import import_once
from firmware.ui import widgets as ui
from firmware.replay import Replay

NEW_GAME = "firmware.new_game"  # a new game in place of the saved one



class Setup(ui.Menu):
    """New game: how many players; Solo yield and Jester self come from Settings.
    `Companion`: the mode's game class (`firmware/regicide/companion.py`), which starts it;
    `Instructions`: its screen of what to do at the table, which shows the set-up."""

    def __init__(self, app, Companion, Instructions):
        self.Companion = Companion
        self.Instructions = Instructions
        self.players = 1
        ui.Menu.__init__(self, ui.tr(app, "New Regicide game"), [], self.select, 0, self.change)
        self.options = app.settings["regicide"]
        self.relabel(app)

    def relabel(self, app):
        o = self.options
        self.items = [ui.tr(app, "Players: %d") % self.players, ui.tr(app, "Start"),
                      ui.tr(app, "Solo yield: %s") % ui.tr(app, o["solo_yield"].replace("_", " ")),
                      ui.tr(app, "Jester self: %s") % ui.tr(app, "yes" if o["jester_self"]
                                                            else "no")]

    def change(self, app, index, step):
        if index == 0:
            self.players = (self.players - 1 + step) % 4 + 1
            self.relabel(app)

    def select(self, app, i):
        if i == 0:
            self.change(app, 0, 1)
        elif i == 1:
            import_once(NEW_GAME).begin(app, self.start)
        else:
            app.push(ui.Message(ui.tr(app, "Options are set in Settings on the game menu.")))

    def start(self, app):
        o = self.options
        game = self.Companion(TableCompanion(self.players, o["solo_yield"],
                                             o["jester_self"]), Replay())
        problem = game.save(app)
        if problem:
            app.push(ui.Message(problem))
            return
        game.show_status(app, replace=self)
        app.push(self.Instructions(set_up(app, self.players), game.next_entry(app)))


def set_up(app, players):
    """The table's set-up for `players` (docs/rules/regicide.md, "Cards"), as lines to show
    (seven: one screen)."""
    tr = ui.tr
    jesters = R.TAVERN_JESTERS[players]
    if players == 1:
        deal = tr(app, "Solo: deal 8 cards, 2 Jesters aside.")
    else:
        deal = tr(app, "%d players: deal %d cards each.") % (players, R.MAX_HAND[players])
    return [deal, tr(app, "Tavern: A-10s, %s, shuffled.") % (
                tr(app, "no Jester") if not jesters else
                tr(app, "1 Jester") if jesters == 1 else tr(app, "%d Jesters") % jesters),
            tr(app, "Castle: Jacks on top, Queens, Kings at the bottom, face down.")]

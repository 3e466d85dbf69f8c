"""King score sheet: a whole King game kept from counts.

Every point comes from `shared_rules.king.scoring`, kept in `shared_rules.king.scoresheet`'s
`ScoreSheet`; these screens only ask for what happened, show what the engine says, and save
after every deal (`storage.save`, file `king.sav`, with the undo history; a finished sheet is
saved `"over": true` and leaves the Resume list). Screens, in order: new sheet
(`firmware.king.sheet_start`: the players' names given once in Players, first dealer), the
sheet menu (next deal, undo, score table, correct a deal, standings), per deal what was taken
(`firmware.king.sheet_entry`), the totals in large type after each deal and the final
standings (`firmware.king.sheet_totals`).

The sheet menu's `Keeper` stays in RAM for the whole game (the table referee is one too); the
entry screens, the totals and the score table are imported while they show
(`compat.import_once`), so on a board their code is in RAM only then.
"""

from shared_rules.king.scoresheet import ScoreSheet
from shared_rules.compat import collect, import_once
from firmware import storage
from firmware.ui import widgets as ui
from firmware.buttons import B
from firmware.king.labels import CONTRACT_LABELS, KIND_LABELS
from firmware.names import NAME_LENGTH
from firmware.undo import History

UNDO_DEPTH = 10
# Imported while they show (`compat.import_once`):
CHART = "firmware.ui.chart"  # the running totals as a chart, while it shows
ENTRY = "firmware.king.sheet_entry"  # a deal's questions; given the Keeper, never importing it
TOTALS = "firmware.king.sheet_totals"
SCORE_TABLE = "firmware.ui.score_table"




def show_chart(app, title, running, names):
    """King's story so far (`running`: the four totals after each deal) as firmware/ui/chart.py
    draws it, a line a player from 0; its code in RAM while it shows."""
    lines = [[0] + [totals[seat] for totals in running] for seat in range(4)]
    app.push(import_once(CHART).Chart(title, lines, names))


class Keeper:
    """One sheet being kept: names, the engine's ScoreSheet, its undo history, the screens."""

    def __init__(self, names, sheet, undo=None):
        if not isinstance(names, list) or len(names) != 4:
            raise ValueError("a King sheet has four players")
        self.names = [str(n)[:NAME_LENGTH] for n in names]
        self.sheet = sheet
        # A snapshot is what one entry changed: {"deal": i, "entry": the old entry or None}
        # (a saved list is checked by its loader, `king_sheet_start.keeper_from`).
        self.history = History(undo, UNDO_DEPTH)
        self.hub = None
        self.app = None  # the App, once the sheet menu shows: its language (`tr`)
        self.recorded = None  # the number of this game's record in the log, once it ended

    MODE = "sheet"  # the record's mode (the table referee's "referee")

    def game_record(self, app, saved=False):
        """The record's fields (firmware/records_write.py); None before the first deal. As a
        save carries them (`saved`): without the options, the save's sheet has them."""
        n = len(self.sheet.entries)
        if not n:
            return None
        return ["king", self.MODE, self.names, {"deals": [self.sheet.points(i) for i in range(n)]},
                None if saved else self.sheet.options, []]

    # --- saving ---------------------------------------------------------------------------
    def save(self, app):
        """Save the sheet (a finished one's record written first, or written anew after a
        correction); None, or the reason it could not be saved."""
        over = self.sheet.finished()
        problem = import_once("firmware.records_write").finished(app, self) if over else None
        try:
            storage.save(app.files, app.save_file, {
                "game": "king", "names": self.names, "sheet": self.sheet.to_dict(),
                "undo": self.history.to_list(), "over": over, "rec": self.game_record(app, True),
                "recorded": self.recorded})
            return problem
        except OSError as e:
            return ui.tr(app, "Not saved: %s") % e

    # --- the sheet menu ---------------------------------------------------------------------
    def tr(self, s):
        """`s` in the language of the sheet's screens (firmware/ui/widgets.py's `tr`)."""
        return ui.tr(self.app, s) if self.app is not None else s

    def deal_title(self, i):
        kind = self.sheet.kind(i)
        return "%d %s" % (i + 1, self.tr(KIND_LABELS.get(kind, kind)))

    def contract_label(self, contract):
        """The words of a contract key ("trump S" -> "Trump ♠"); the key itself if unknown."""
        label = CONTRACT_LABELS.get(contract)
        return contract if label is None else self.tr(label)

    def show_hub(self, app, replace=None):
        self.app = app
        hub = ui.Menu(self.tr("King sheet"), [], self.hub_select)
        base_key = hub.key

        def key(app, k):
            if k == B:
                app.home("King")
            else:
                base_key(app, k)
        hub.key = key
        hub.keeper = self
        self.hub = hub
        self.relabel_hub()
        if replace is not None:
            app.pop_to(replace)
            app.pop()
        app.push(hub)

    def hub_actions(self):
        acts = []
        nxt = self.sheet.next_index()
        if nxt is not None:
            acts.append((self.tr("Deal %s") % self.deal_title(nxt), "next"))
        else:
            acts.append((self.tr("Standings"), "standings"))
        if self.history.can_undo():
            acts.append((self.tr("Undo deal %d") % (self.history.snapshots[-1]["deal"] + 1),
                         "undo"))
        acts.append((self.tr("Score table"), "table"))
        if self.sheet.entries:
            acts.append((self.tr("Chart"), "chart"))
            acts.append((self.tr("Correct a deal"), "correct"))
        acts.append((self.tr("Delete this sheet"), "delete"))
        return acts

    def relabel_hub(self):
        self.hub.items = [label for label, _ in self.hub_actions()]
        self.hub.index = 0

    def hub_select(self, app, i):
        act = self.hub_actions()[i][1]
        if act == "next":
            self.enter_deal(app, self.sheet.next_index())
        elif act == "standings":
            self.show_standings(app)
        elif act == "table":
            app.push(self.table(app))
        elif act == "chart":
            show_chart(app, self.tr("King after deal %d") % len(self.sheet.entries),
                       self.sheet.running_totals(), self.names)
        elif act == "undo":
            i = self.history.snapshots[-1]["deal"]
            app.push(ui.Confirm(self.tr("Undo what was entered for deal %d?") % (i + 1),
                                self.undo))
        elif act == "delete":
            app.push(ui.Confirm(self.tr("Delete this sheet for good?"), self.delete))
        else:
            items = [self.deal_title(j) for j in range(len(self.sheet.entries))]
            app.push(ui.Menu(self.tr("Correct which deal?"), items,
                             lambda app, j: self.enter_deal(app, j, self.sheet.entries[j]),
                             len(items) - 1))

    def delete(self, app):
        import_once("firmware.records_write").deleted(app, self, "King")

    def undo(self, app):
        """Take back the newest entry or correction: the sheet is again as it was before it."""
        snap = self.history.pop()
        d = self.sheet.to_dict()
        i = snap["deal"]
        if snap["entry"] is None:
            d["entries"] = d["entries"][:i]
        else:
            d["entries"][i] = snap["entry"]
        self.sheet = ScoreSheet.from_dict(d)
        problem = self.save(app)
        self.relabel_hub()
        app.pop_to(self.hub)
        self.show_totals(app, self.tr("Deal %d undone") % (i + 1))
        if problem:
            app.push(ui.Message(problem))

    def show_totals(self, app, title):
        """The totals in large type (A: the next deal)."""
        app.push(import_once(TOTALS).Totals(self, title))

    def show_standings(self, app):
        app.push(import_once(TOTALS).Standings(self))

    def table(self, app, focus=None):
        """The deal-by-deal score table's screen."""
        rows = [(str(i + 1), self.sheet.points(i)) for i in range(len(self.sheet.entries))]
        score_table = import_once(SCORE_TABLE)  # in RAM while it shows
        return score_table.ScoreTable("#", self.names, rows, self.sheet.totals(),
                                      self.after_table, focus)

    def after_table(self, app):
        app.pop_to(self.hub)
        if self.sheet.finished():
            self.show_standings(app)
        else:
            self.enter_deal(app, self.sheet.next_index())

    # --- entering one deal ------------------------------------------------------------------
    def enter_deal(self, app, i, old=None):
        """Ask what happened in deal i (`old`: the entry being corrected), then record it."""
        import_once(ENTRY).DealEntry(self, i, old, self.record).start(app)

    def record(self, app, i, entry):
        old = self.sheet.entries[i] if i < len(self.sheet.entries) else None
        try:
            self.sheet.record(i, entry)
        except ValueError as e:
            app.push(ui.Message(str(e)))
            return
        self.history.push({"deal": i, "entry": old})
        problem = self.save(app)
        collect()  # a quiet moment: between two deals
        self.relabel_hub()
        app.pop_to(self.hub)
        self.show_totals(app, self.tr("Deal %d done") % (i + 1))
        if problem:
            app.push(ui.Message(problem))

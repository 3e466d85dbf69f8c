"""King score sheet screens: a whole King game kept from counts.

Every point comes from `shared_rules.king_scoresheet`; these screens only ask for the counts
and the auction outcome, show what the engine says, and save after every deal
(`storage.save`, file `king.sav`). Screens, in order: new sheet (initials, first dealer), the
sheet menu (next deal, score table, correct a deal, standings), per deal the counts per
player (positive deals first the auctioneer's decision, buyer, bid and contract), the score
table after each deal, the final standings.
"""
import gc

from shared_rules import king_scoresheet as ks
from firmware import gfx, storage, ui
from firmware.buttons import A, B

SAVE_NAME = "king.sav"

KIND_LABELS = {"tricks": "No tricks", "hearts": "No hearts", "queens": "No queens",
               "kings_jacks": "No K or J", "king_hearts": "No K♥", "last_two": "No last two",
               "positive": "Positive", "tricks_last_two": "Tricks+last two",
               "hearts_king": "Hearts + K♥", "queens_kings_jacks": "Q, K and J"}
DECISION_LABELS = (("accept", "Bid accepted"), ("reject", "Bid rejected"),
                   ("ultimatum_taken", "Ultimatum taken"),
                   ("ultimatum_declined", "Ultimatum declined"), ("no_bids", "No bids"),
                   ("4-3-3", "4-3-3"))
BIDS = ("+1", "+2", "+3", "+4", "+5", "+6", "+7", "+8", "-1", "-2")
CONTRACT_LABELS = (("trump S", "Trump ♠"), ("trump H", "Trump ♥"), ("trump D", "Trump ♦"),
                   ("trump C", "Trump ♣"), ("notrump", "No trump"), ("negative", "Negative"))


def open(app):
    """From the King mode menu: start a new sheet."""
    app.push(Setup(app))


def resume(app):
    """From the game menu's Resume: load the saved sheet (newest good copy)."""
    data = storage.load(app.files, SAVE_NAME)
    keeper = None
    if isinstance(data, dict):
        try:
            keeper = Keeper(data.get("names"), ks.ScoreSheet.from_dict(data.get("sheet")))
        except (ValueError, TypeError, KeyError, AttributeError):
            keeper = None
    if keeper is None:
        app.push(ui.Message("The saved sheet cannot be read."))
        return
    keeper.show_hub(app)


class Setup(ui.Menu):
    """New sheet: the players' initials and who deals first."""

    def __init__(self, app):
        self.names = ["P1", "P2", "P3", "P4"]
        self.dealer = 0
        ui.Menu.__init__(self, "New King sheet", [], self.select)
        self.relabel()

    def relabel(self):
        self.items = ["Seat %d: %s" % (s + 1, self.names[s]) for s in range(4)] + [
            "First dealer: %s" % self.names[self.dealer], "Start"]

    def select(self, app, i):
        if i < 4:
            def done(app, name, seat=i):
                self.names[seat] = name or "P%d" % (seat + 1)
                self.relabel()
                app.pop()
            app.push(ui.LetterEntry("Seat %d initials" % (i + 1), self.names[i], 3, done))
        elif i == 4:
            def pick(app, seat):
                self.dealer = seat
                self.relabel()
                app.pop()
            app.push(ui.PlayerPicker("Who deals first?", self.names, pick, index=self.dealer))
        elif storage.has_save(app.files, SAVE_NAME):
            app.push(ui.Confirm("Replace the saved sheet?", self.start))
        else:
            self.start(app)

    def start(self, app):
        options = dict(app.settings["king"])
        keeper = Keeper(list(self.names), ks.ScoreSheet(self.dealer, options))
        problem = keeper.save(app)
        if problem:
            app.push(ui.Message(problem))
        else:
            keeper.show_hub(app, replace=self)


class Keeper:
    """One sheet being kept: names, the engine's ScoreSheet, and the screens that edit it."""

    def __init__(self, names, sheet):
        if not isinstance(names, list) or len(names) != 4:
            raise ValueError("a King sheet has four players")
        self.names = [str(n)[:3] for n in names]
        self.sheet = sheet
        self.hub = None

    # --- saving ---------------------------------------------------------------------------
    def save(self, app):
        """Save the sheet; None, or the reason it could not be saved."""
        try:
            storage.save(app.files, SAVE_NAME, {"game": "king", "names": self.names,
                                                "sheet": self.sheet.to_dict()})
            return None
        except OSError as e:
            return "Not saved: %s" % e

    # --- the sheet menu ---------------------------------------------------------------------
    def deal_title(self, i):
        return "%d %s" % (i + 1, KIND_LABELS.get(self.sheet.kind(i), self.sheet.kind(i)))

    def show_hub(self, app, replace=None):
        hub = ui.Menu("King sheet", [], self.hub_select)
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
            acts.append(("Deal " + self.deal_title(nxt), "next"))
        else:
            acts.append(("Standings", "standings"))
        acts.append(("Score table", "table"))
        if self.sheet.entries:
            acts.append(("Correct a deal", "correct"))
        acts.append(("Delete this sheet", "delete"))
        return acts

    def relabel_hub(self):
        self.hub.items = [label for label, _ in self.hub_actions()]
        self.hub.index = 0

    def hub_select(self, app, i):
        act = self.hub_actions()[i][1]
        if act == "next":
            self.enter_deal(app, self.sheet.next_index())
        elif act == "standings":
            app.push(Standings(self))
        elif act == "table":
            app.push(self.table(app))
        elif act == "delete":
            app.push(ui.Confirm("Delete this sheet for good?", self.delete))
        else:
            items = [self.deal_title(j) for j in range(len(self.sheet.entries))]
            app.push(ui.Menu("Correct which deal?", items,
                             lambda app, j: self.enter_deal(app, j, self.sheet.entries[j]),
                             len(items) - 1))

    def delete(self, app):
        storage.delete(app.files, SAVE_NAME)
        app.home("King")

    def table(self, app, focus=None):
        rows = [(str(i + 1), self.sheet.points(i)) for i in range(len(self.sheet.entries))]
        return ui.Table("#", self.names, rows, self.sheet.totals(), self.after_table, focus)

    def after_table(self, app):
        app.pop_to(self.hub)
        if self.sheet.finished():
            app.push(Standings(self))
        else:
            self.enter_deal(app, self.sheet.next_index())

    # --- entering one deal ------------------------------------------------------------------
    def enter_deal(self, app, i, old=None):
        kind = self.sheet.kind(i)
        if kind == ks.POSITIVE:
            self.ask_decision(app, i, old)
        else:
            items = ks.counted_items(kind, self.sheet.options)
            counts = dict(old["counts"]) if old else {}
            self.ask_counts(app, i, items, 0, counts, lambda c: {"counts": c})

    def ask_counts(self, app, i, items, n, counts, make_entry):
        item, total = items[n]
        title = self.deal_title(i) + " D:" + self.names[self.sheet.dealer(i)]
        label = ks.ITEM_LABELS[item] + " taken"

        def done(app, values):
            counts[item] = values
            if n + 1 < len(items):
                self.ask_counts(app, i, items, n + 1, counts, make_entry)
            else:
                self.record(app, i, make_entry(dict(counts)))

        app.push(ui.CountsEntry(title, label, self.names, total, done, counts.get(item)))

    def ask_decision(self, app, i, old):
        auct = self.sheet.dealer(i)
        choices = [d for d in DECISION_LABELS
                   if not (d[0] == "4-3-3" and self.sheet.options["deck"] == 32)]
        entry = {"decision": None, "buyer": None, "bid": None, "contract": None, "tricks": None}
        start = 0
        if old:
            start = [d for d, _ in choices].index(old["decision"]) \
                if old.get("decision") in [d for d, _ in choices] else 0

        def decided(app, n):
            decision = choices[n][0]
            entry["decision"] = decision
            if decision == "4-3-3":
                self.record(app, i, dict(entry))
            elif decision in ("accept", "ultimatum_taken"):
                app.push(ui.PlayerPicker("Buyer?", self.names, bought, exclude=auct,
                                         index=old.get("buyer") if old else -1))
            else:
                ask_contract(app, True)

        def bought(app, seat):
            entry["buyer"] = seat
            bid_start = BIDS.index(old["bid"]) if old and old.get("bid") in BIDS else 0
            app.push(ui.Menu("Bid of " + self.names[seat] + "?", list(BIDS), bid, bid_start))

        def bid(app, n):
            entry["bid"] = BIDS[n]
            if BIDS[n][0] == "-":
                entry["contract"] = "negative"
                ask_tricks(app)
            else:
                ask_contract(app, False)

        def ask_contract(app, negative_allowed):
            options = [c for c in CONTRACT_LABELS if negative_allowed or c[0] != "negative"]
            keys = [c for c, _ in options]
            first = keys.index(old["contract"]) if old and old.get("contract") in keys else 0

            def chosen(app, n):
                entry["contract"] = options[n][0]
                ask_tricks(app)
            app.push(ui.Menu("Contract?", [label for _, label in options], chosen, first))

        def ask_tricks(app):
            total = ks.tricks_per_deal(self.sheet.options)

            def make_entry(counts):
                e = dict(entry)
                e["tricks"] = counts["tricks"]
                return e
            self.ask_counts(app, i, (("tricks", total),), 0,
                            {"tricks": old["tricks"]} if old and old.get("tricks") else {},
                            make_entry)

        app.push(ui.Menu("%d Auction by %s" % (i + 1, self.names[auct]),
                         [label for _, label in choices], decided, start))

    def record(self, app, i, entry):
        try:
            self.sheet.record(i, entry)
        except ValueError as e:
            app.push(ui.Message(str(e)))
            return
        problem = self.save(app)
        gc.collect()  # a quiet moment: between two deals
        self.relabel_hub()
        app.pop_to(self.hub)
        app.push(self.table(app, i))
        if problem:
            app.push(ui.Message(problem))


class Standings(ui.Screen):
    """Final standings (places shared on equal totals) and the zero-sum check."""

    def __init__(self, keeper):
        self.keeper = keeper

    def draw(self, app, buf):
        sheet = self.keeper.sheet
        ui.title_bar(buf, "Final standings")
        for row, (place, seat, total) in enumerate(sheet.standings()):
            y = 16 + row * 8
            gfx.text(buf, 6, y, "%d. %s" % (place, self.keeper.names[seat]))
            gfx.text_right(buf, 100, y, "%+d" % total if total else "0")
        try:
            sheet.check_zero_sum()
            note = "Totals sum to 0"
        except ValueError as e:
            note = str(e)
        gfx.text(buf, 0, 56, note[:21])

    def key(self, app, k):
        if k in (A, B):
            app.pop_to(self.keeper.hub)

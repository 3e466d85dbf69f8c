"""King score sheet screens: a whole King game kept from counts.

Every point comes from `shared_rules.king_scoring`, kept in `shared_rules.king_scoresheet`'s
`ScoreSheet`; these screens only ask for what happened, show what the engine says, and save
after every deal (`storage.save`, file `king.sav`, with the undo history; a finished sheet is
saved `"over": true` and leaves the Resume list). Screens, in order: new sheet (`firmware.king_sheet_start`: the players' names
given once in Players, first dealer), the sheet menu (next deal, undo, score table, correct a deal, standings), per deal
what was taken, the totals in large type after each deal, the final standings.

Entering a deal, in few presses: counts player by player, each starting on a fair share of
what is left and the last player's count being the remainder (`counts_entry.CountsEntry`); a deal with
one holder per penalty (K♥, the last two tricks) picks players instead of counting; a positive
deal's outcome picks the buyer in the same list, the bid and the contract share one screen,
and the contract starts on the one played last.
"""

from shared_rules import king_points as kp
from shared_rules.king_scoresheet import ScoreSheet
from shared_rules.compat import collect
from firmware import gfx, storage, ui
from firmware.app import NAME_LENGTH
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.counts_entry import CountsEntry
from firmware.score_table import ScoreTable, draw_standings, standings_lines
from firmware.undo import History

SAVE_NAME = "king.sav"
UNDO_DEPTH = 10

KIND_LABELS = {"tricks": "No tricks", "hearts": "No hearts", "queens": "No queens",
               "kings_jacks": "No K or J", "king_hearts": "No K♥", "last_two": "No last two",
               "positive": "Positive", "tricks_last_two": "Tricks+last two",
               "hearts_king": "Hearts + K♥", "queens_kings_jacks": "Q, K and J"}
# The auction's outcomes after the buyers: (decision, label).
KEPT = (("reject", "Bid rejected"), ("no_bids", "No bids"),
        ("ultimatum_taken", "Ultimatum taken"), ("ultimatum_declined", "Ultimatum declined"),
        ("4-3-3", "4-3-3"))
BID_ORDER = ("-2", "-1", "+1", "+2", "+3", "+4", "+5", "+6", "+7", "+8")
# An ultimatum tops a standing bid, so it is never the lowest bid, +1.
ULTIMATUM_BIDS = BID_ORDER[:2] + BID_ORDER[3:]
PLUS_CONTRACTS = ("trump S", "trump H", "trump D", "trump C", "notrump")
CONTRACT_LABELS = (("trump S", "Trump ♠"), ("trump H", "Trump ♥"), ("trump D", "Trump ♦"),
                   ("trump C", "Trump ♣"), ("notrump", "No trump"), ("negative", "Negative"))
CONTRACT_SHORT = {"trump S": "♠", "trump H": "♥", "trump D": "♦", "trump C": "♣",
                  "notrump": "NT", "negative": "Neg"}


class Keeper:
    """One sheet being kept: names, the engine's ScoreSheet, its undo history, the screens."""

    def __init__(self, names, sheet, undo=None):
        if not isinstance(names, list) or len(names) != 4:
            raise ValueError("a King sheet has four players")
        self.names = [str(n)[:NAME_LENGTH] for n in names]
        self.sheet = sheet
        # A snapshot is what one entry changed: {"deal": i, "entry": the old entry or None}.
        self.history = History.from_list(undo, UNDO_DEPTH)
        self.hub = None

    # --- saving ---------------------------------------------------------------------------
    def save(self, app):
        """Save the sheet; None, or the reason it could not be saved."""
        try:
            storage.save(app.files, SAVE_NAME, {"game": "king", "names": self.names,
                                                "sheet": self.sheet.to_dict(),
                                                "undo": self.history.to_list(),
                                                "over": self.sheet.finished()})
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
        if self.history.can_undo():
            acts.append(("Undo deal %d" % (self.history.snapshots[-1]["deal"] + 1), "undo"))
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
        elif act == "undo":
            i = self.history.snapshots[-1]["deal"]
            app.push(ui.Confirm("Undo what was entered for deal %d?" % (i + 1), self.undo))
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
        app.push(Totals(self, "Deal %d undone" % (i + 1)))
        if problem:
            app.push(ui.Message(problem))

    def table(self, app, focus=None):
        rows = [(str(i + 1), self.sheet.points(i)) for i in range(len(self.sheet.entries))]
        return ScoreTable("#", self.names, rows, self.sheet.totals(), self.after_table, focus)

    def after_table(self, app):
        app.pop_to(self.hub)
        if self.sheet.finished():
            app.push(Standings(self))
        else:
            self.enter_deal(app, self.sheet.next_index())

    def last_contract(self, allowed):
        """The contract played last on this sheet among `allowed` (the one offered first)."""
        for entry in reversed(self.sheet.entries):
            c = entry.get("contract") if isinstance(entry, dict) else None
            if c in allowed:
                return c
        return allowed[0]

    # --- entering one deal ------------------------------------------------------------------
    def title(self, i):
        return self.deal_title(i) + " D:" + self.names[self.sheet.dealer(i)]

    def enter_deal(self, app, i, old=None):
        kind = self.sheet.kind(i)
        if kind == kp.POSITIVE:
            self.ask_outcome(app, i, old)
        else:
            items = kp.counted_items(kind, self.sheet.options)
            counts = dict(old["counts"]) if old else {}
            self.ask_item(app, i, items, 0, counts, lambda c: {"counts": c})

    def ask_item(self, app, i, items, n, counts, make_entry):
        """What each player took of item n (then the next item, then record the deal)."""
        item, total = items[n]

        def done(app, values):
            counts[item] = values
            if n + 1 < len(items):
                self.ask_item(app, i, items, n + 1, counts, make_entry)
            else:
                self.record(app, i, make_entry(dict(counts)))

        if item == "king_hearts":
            old = counts.get(item)
            start = old.index(1) if old and 1 in old else 0
            app.push(ui.PlayerPicker("Who took K♥?", self.names,
                                     lambda app, seat: done(app, [int(s == seat)
                                                                   for s in range(4)]),
                                     index=start))
        elif item == "last_two":
            self.ask_last_two(app, counts.get(item), done)
        else:
            app.push(CountsEntry(self.title(i), kp.ITEM_LABELS[item] + " taken", self.names,
                                    total, done, counts.get(item)))

    def ask_last_two(self, app, old, done):
        """Who took each of the last two tricks (two picks, the second starts on the first)."""
        last = kp.tricks_per_deal(self.sheet.options)
        first = 0
        if old:
            first = old.index(2) if 2 in old else old.index(1) if 1 in old else 0

        def second(app, seat_a):
            start = seat_a
            if old and old[seat_a] == 1:
                start = [s for s in range(4) if old[s] == 1 and s != seat_a][0]

            def both(app, seat_b):
                taken = [0, 0, 0, 0]
                taken[seat_a] += 1
                taken[seat_b] += 1
                done(app, taken)
            app.push(ui.PlayerPicker("Who took trick %d?" % last, self.names, both,
                                     index=start))
        app.push(ui.PlayerPicker("Who took trick %d?" % (last - 1), self.names, second,
                                 index=first))

    def ask_outcome(self, app, i, old):
        """The auction's outcome: a buyer (bid accepted) is picked in the same list."""
        auct = self.sheet.dealer(i)
        buyers = [(auct + n) % 4 for n in (1, 2, 3)]
        kept = [d for d in KEPT if not (d[0] == "4-3-3" and self.sheet.options["deck"] == 32)]
        items = ["Sold to " + self.names[s] for s in buyers] + [label for _, label in kept]
        start = 0
        if old:
            if old.get("decision") == "accept" and old.get("buyer") in buyers:
                start = buyers.index(old["buyer"])
            else:
                keys = [d for d, _ in kept]
                if old.get("decision") in keys:
                    start = 3 + keys.index(old["decision"])
        entry = {"decision": None, "buyer": None, "bid": None, "contract": None,
                 "tricks": None}

        def decided(app, n):
            if n < 3:
                entry["decision"] = "accept"
                self.ask_bid(app, i, entry, buyers[n], old)
                return
            decision = kept[n - 3][0]
            entry["decision"] = decision
            if decision == "4-3-3":
                self.record(app, i, dict(entry))
            elif decision == "ultimatum_taken":
                def bought(app, seat):
                    self.ask_bid(app, i, entry, seat, old, ULTIMATUM_BIDS)
                app.push(ui.PlayerPicker("Who took it?", self.names, bought, exclude=auct,
                                         index=old.get("buyer") if old else -1))
            else:
                self.ask_contract(app, i, entry, old)

        app.push(ui.Menu("%d Auction by %s" % (i + 1, self.names[auct]), items, decided,
                         start))

    def ask_bid(self, app, i, entry, buyer, old, bids=BID_ORDER):
        entry["buyer"] = buyer
        lowest_plus = bids[2]  # the lists run -2, -1, then the plus bids upward
        bid = old["bid"] if old and old.get("bid") in bids else lowest_plus
        contract = old.get("contract") if old else None
        if contract not in PLUS_CONTRACTS:
            contract = self.last_contract(PLUS_CONTRACTS)

        def chosen(app, bid, contract):
            entry["bid"] = bid
            entry["contract"] = contract
            self.ask_tricks(app, i, entry, old)
        app.push(BidContract(self, i, buyer, bid, contract, chosen, bids))

    def ask_contract(self, app, i, entry, old):
        """The auctioneer's own contract (any of six), starting on the one played last."""
        keys = [c for c, _ in CONTRACT_LABELS]
        first = old.get("contract") if old and old.get("contract") in keys else None
        first = keys.index(first or self.last_contract(keys))

        def chosen(app, n):
            entry["contract"] = keys[n]
            self.ask_tricks(app, i, entry, old)
        app.push(ui.Menu("Contract of %s?" % self.names[self.sheet.dealer(i)],
                         [label for _, label in CONTRACT_LABELS], chosen, first))

    def ask_tricks(self, app, i, entry, old):
        total = kp.tricks_per_deal(self.sheet.options)

        def make_entry(counts):
            e = dict(entry)
            e["tricks"] = counts["tricks"]
            return e
        self.ask_item(app, i, (("tricks", total),), 0,
                      {"tricks": old["tricks"]} if old and old.get("tricks") else {},
                      make_entry)

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
        app.push(Totals(self, "Deal %d done" % (i + 1)))
        if problem:
            app.push(ui.Message(problem))


class BidContract(ui.Screen):
    """The buyer's bid (Up/Down, in order -2 .. +8, both ways round) and contract (Left/Right:
    trumps and no trump; a minus bid plays the negative contract) on one screen; A takes both."""

    def __init__(self, keeper, deal, buyer, bid, contract, on_done, bids=BID_ORDER):
        self.keeper = keeper
        self.deal = deal
        self.buyer = buyer
        self.bids = bids
        self.bid = bids.index(bid)
        self.contract = PLUS_CONTRACTS.index(contract)
        self.on_done = on_done

    def chosen(self):
        bid = self.bids[self.bid]
        return bid, "negative" if bid[0] == "-" else PLUS_CONTRACTS[self.contract]

    def say(self, app):
        """(title, fields, who pays whom) for the bid and contract chosen: made when they
        change (`words`)."""
        k = self.keeper
        bid, contract = self.chosen()
        return ("%d Bid of %s" % (self.deal + 1, k.names[self.buyer]),
                [("bid ▲▼", bid), ("play ◄►" if bid[0] == "+" else "play",
                                   CONTRACT_SHORT[contract])],
                "%s pays %s %d" % (k.names[self.buyer], k.names[k.sheet.dealer(self.deal)],
                                   kp.bid_value(bid, k.sheet.options)))

    def draw(self, app, buf):
        title, fields, pays = self.words(app)
        ui.title_bar(buf, title)
        ui.big_fields(buf, 10, fields)
        gfx.text(buf, 0, 38, pays)
        gfx.text(buf, 0, 56, "A: tricks  B: back")

    def key(self, app, k):
        n = len(self.bids)
        if k == A:
            bid, contract = self.chosen()
            self.on_done(app, bid, contract)
        elif k == B:
            app.pop()
        else:
            if k == UP:
                self.bid = (self.bid + 1) % n
            elif k == DOWN:
                self.bid = (self.bid - 1) % n
            elif k in (LEFT, RIGHT) and self.bids[self.bid][0] == "+":
                step = 1 if k == RIGHT else -1
                self.contract = (self.contract + step) % len(PLUS_CONTRACTS)
            self.said = None
        app.redraw()


class Totals(ui.Screen):
    """The totals in large type, for the whole table; A goes on to the next deal, Down shows
    the deal-by-deal table, B the sheet menu."""

    def __init__(self, keeper, title):
        self.keeper = keeper
        self.title = title

    def say(self, app):
        """The big fields, two rows of (name, total): the sheet does not change under it."""
        k = self.keeper
        totals = k.sheet.totals()
        return [[(k.names[s], totals[s]) for s in (row * 2, row * 2 + 1)] for row in range(2)]

    def draw(self, app, buf):
        # (the rows made apart: a frame too big for the C stack is taken from the heap)
        ui.title_bar(buf, self.title)
        gfx.text_right(buf, 127, 0, "A: next")
        rows = self.words(app)
        for row in range(2):
            ui.big_fields(buf, 10 + row * 27, rows[row])
        gfx.vline(buf, 63, 10, 54)
        gfx.hline(buf, 0, 35, 128)

    def key(self, app, k):
        keeper = self.keeper
        if k == A:
            keeper.after_table(app)
        elif k == DOWN:
            n = len(keeper.sheet.entries)
            app.push(keeper.table(app, n - 1 if n else None))
        elif k == B:
            app.pop_to(keeper.hub)
        app.redraw()


class Standings(ui.Screen):
    """Final standings (places shared on equal totals) and the zero-sum check."""

    def __init__(self, keeper):
        self.keeper = keeper

    def say(self, app):
        """(the rows' words, the zero-sum check's note): the sheet is final."""
        sheet = self.keeper.sheet
        try:
            sheet.check_zero_sum()
            note = "Totals sum to 0"
        except ValueError as e:
            note = str(e)
        return standings_lines(sheet.standings(), self.keeper.names), note

    def draw(self, app, buf):
        lines, note = self.words(app)
        draw_standings(buf, lines, note)

    def key(self, app, k):
        if k in (A, B):
            app.pop_to(self.keeper.hub)

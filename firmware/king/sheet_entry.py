"""What happened in one King deal, asked of the table: the score sheet's entry screens.

`DealEntry(keeper, deal, old, done).start(app)` asks, in few presses, and then calls
`done(app, deal, entry)` with the entry `shared_rules.king.scoring` scores:
- a negative deal: counts player by player, each starting on a fair share of what is left and
  the last player's count being the remainder (`counts_entry.CountsEntry`); a deal with one
  holder per penalty (K♥, the last two tricks) picks players instead of counting;
- a positive deal: the auction's outcome picks the buyer in the same list as the
  auctioneer's decisions, the bid and the contract share one screen (`BidContract`), the
  contract starts on the one played last, then the tricks are counted.
The table referee asks a positive deal's auction alone (`auction_only`): its cards count the
tricks. A correction (`old`) starts every screen on what was entered before.

Imported while a deal is entered (`compat.import_once`), so on a board its code is in RAM only
then; the sheet itself is `firmware/king/sheet.py`.
"""
from shared_rules.king import points as kp
from shared_rules.compat import import_once
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP

COUNTS = "firmware.ui.counts_entry"  # the counts' screen, imported for a negative deal alone
# The auction's outcomes after the buyers: (decision, label). The list wraps round, so the
# likely ones are nearest the top either way: a rejected bid is one Up from "Sold to".
KEPT = (("ultimatum_taken", "Ultimatum taken"), ("ultimatum_declined", "Ultimatum declined"),
        ("4-3-3", "4-3-3"), ("no_bids", "No bids"), ("reject", "Bid rejected"))
# What a declarer most often takes of 13 tricks (a plus contract, the negative one): the
# other seats' counts start on a share of the rest, the declarer's is the remainder.
DECLARER_TRICKS = {True: 6, False: 2}
BID_ORDER = ("-2", "-1", "+1", "+2", "+3", "+4", "+5", "+6", "+7", "+8")
# An ultimatum tops a standing bid, so it is never the lowest bid, +1.
ULTIMATUM_BIDS = BID_ORDER[:2] + BID_ORDER[3:]
PLUS_CONTRACTS = kp.CONTRACTS[:-1]  # all but "negative": what a plus bid may play
CONTRACT_SHORT = {"trump S": "♠", "trump H": "♥", "trump D": "♦", "trump C": "♣",
                  "notrump": "NT", "negative": "Neg"}


def last_contract(sheet, allowed):
    """The contract played last on `sheet` among `allowed` (the one offered first)."""
    for entry in reversed(sheet.entries):
        c = entry.get("contract") if isinstance(entry, dict) else None
        if c in allowed:
            return c
    return allowed[0]


class DealEntry:
    """The questions about deal `deal` of `keeper`'s sheet, then `done(app, deal, entry)`."""

    def __init__(self, keeper, deal, old, done, auction_only=False):
        self.keeper = keeper
        self.deal = deal
        self.old = old
        self.done = done
        self.auction_only = auction_only

    def start(self, app):
        k = self.keeper
        kind = k.sheet.kind(self.deal)
        if kind == kp.POSITIVE:
            self.ask_outcome(app)
        else:
            items = kp.counted_items(kind, k.sheet.options)
            counts = dict(self.old["counts"]) if self.old else {}
            self.ask_item(app, items, 0, counts, lambda c: {"counts": c})

    def ask_item(self, app, items, n, counts, make_entry):
        """What each player took of item n (then the next item, then the entry is done)."""
        item, total = items[n]
        names = self.keeper.names

        def done(app, values):
            counts[item] = values
            if n + 1 < len(items):
                self.ask_item(app, items, n + 1, counts, make_entry)
            else:
                self.done(app, self.deal, make_entry(dict(counts)))

        if item == "king_hearts":
            old = counts.get(item)
            start = old.index(1) if old and 1 in old else 0
            app.push(ui.PlayerPicker(self.keeper.tr("Who took K♥?"), names,
                                     lambda app, seat: done(app, [int(s == seat)
                                                                   for s in range(4)]),
                                     index=start))
        elif item == "last_two":
            self.ask_last_two(app, counts.get(item), done)
        else:
            # (imported here: the table referee asks an auction's outcome, never a count)
            CountsEntry = import_once(COUNTS).CountsEntry
            k = self.keeper
            app.push(CountsEntry(k.deal_title(self.deal), k.tr(kp.ITEM_LABELS[item] + " taken"),
                                 names, total, done, counts.get(item), None,
                                 names[k.sheet.dealer(self.deal)]))

    def ask_last_two(self, app, old, done):
        """Who took each of the last two tricks (two picks, the second starts on the first)."""
        last = kp.tricks_per_deal(self.keeper.sheet.options)
        names = self.keeper.names
        who = self.keeper.tr("Who took trick %d?")
        first = 0
        if old:
            first = old.index(2) if 2 in old else old.index(1) if 1 in old else 0

        def second(app, seat_a):
            start = seat_a
            if old and old[seat_a] == 1:
                start = next(s for s in range(4) if old[s] == 1 and s != seat_a)

            def both(app, seat_b):
                taken = [0, 0, 0, 0]
                taken[seat_a] += 1
                taken[seat_b] += 1
                done(app, taken)
            app.push(ui.PlayerPicker(who % last, names, both, index=start))
        app.push(ui.PlayerPicker(who % (last - 1), names, second, index=first))

    def ask_outcome(self, app):
        """The auction's outcome: a buyer (bid accepted) is picked in the same list."""
        k = self.keeper
        old = self.old
        auct = k.sheet.dealer(self.deal)
        buyers = [(auct + n) % 4 for n in (1, 2, 3)]
        kept = [d for d in KEPT if not (d[0] == "4-3-3" and k.sheet.options["deck"] == 32)]
        items = [k.tr("Sold to %s") % k.names[s] for s in buyers] + [k.tr(label)
                                                                      for _, label in kept]
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
                self.ask_bid(app, entry, buyers[n])
                return
            decision = kept[n - 3][0]
            entry["decision"] = decision
            if decision == "4-3-3":
                self.done(app, self.deal, dict(entry))
            elif decision == "ultimatum_taken":
                def bought(app, seat):
                    self.ask_bid(app, entry, seat, ULTIMATUM_BIDS)
                app.push(ui.PlayerPicker(k.tr("Who took it?"), k.names, bought, exclude=auct,
                                         index=old.get("buyer") if old else -1))
            else:
                self.ask_contract(app, entry)

        app.push(ui.Menu(k.tr("%d Auction by %s") % (self.deal + 1, k.names[auct]), items, decided,
                         start))

    def ask_bid(self, app, entry, buyer, bids=BID_ORDER):
        old = self.old
        entry["buyer"] = buyer
        lowest_plus = bids[2]  # the lists run -2, -1, then the plus bids upward
        bid = old["bid"] if old and old.get("bid") in bids else lowest_plus
        contract = old.get("contract") if old else None
        if contract not in PLUS_CONTRACTS:
            contract = last_contract(self.keeper.sheet, PLUS_CONTRACTS)

        def chosen(app, bid, contract):
            entry["bid"] = bid
            entry["contract"] = contract
            self.ask_tricks(app, entry)
        app.push(BidContract(self.keeper, self.deal, buyer, bid, contract, chosen, bids))

    def ask_contract(self, app, entry):
        """The auctioneer's own contract (any of six), starting on the one played last."""
        old = self.old
        keys = kp.CONTRACTS
        first = old.get("contract") if old and old.get("contract") in keys else None
        first = keys.index(first or last_contract(self.keeper.sheet, keys))

        def chosen(app, n):
            entry["contract"] = keys[n]
            self.ask_tricks(app, entry)
        k = self.keeper
        app.push(ui.Menu(k.tr("Contract of %s?") % k.names[k.sheet.dealer(self.deal)],
                         [k.contract_label(c) for c in keys], chosen, first))

    def ask_tricks(self, app, entry):
        """The buyer's side's tricks; with `auction_only` the entry is done without them."""
        if self.auction_only:
            self.done(app, self.deal, dict(entry))
            return
        old = self.old
        k = self.keeper
        total = kp.tricks_per_deal(k.sheet.options)
        # From the declarer's left round to the declarer, whose count is the remainder.
        declarer = entry["buyer"] if entry["buyer"] is not None else k.sheet.dealer(self.deal)
        seats = [(declarer + n) % 4 for n in (1, 2, 3, 0)]
        expect = DECLARER_TRICKS[entry["contract"] != "negative"] * total // 13

        def done(app, counts):
            e = dict(entry)
            e["tricks"] = [counts[seats.index(s)] for s in range(4)]
            self.done(app, self.deal, e)
        was = [old["tricks"][s] for s in seats] if old and old.get("tricks") else None
        app.push(import_once(COUNTS).CountsEntry(k.deal_title(self.deal), k.tr("tricks taken"),
                                                 [k.names[s] for s in seats], total, done, was,
                                                 expect, k.names[k.sheet.dealer(self.deal)]))


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
        """(title, fields, who pays whom in one or two lines) for the bid and contract chosen:
        made when they change (`words`). A minus bid −N pays 75 (90) for each of the
        auctioneer's first N tricks (`king_points.payment`), so the line says for what."""
        k = self.keeper
        bid, contract = self.chosen()
        buyer = k.names[self.buyer]
        auctioneer = k.names[k.sheet.dealer(self.deal)]
        tr = k.tr
        if bid[0] == "+":
            pays = (tr("%s pays %s %d") % (buyer, auctioneer, kp.bid_value(bid, k.sheet.options)),)
        else:
            pays = (tr("%s pays %s %d for") % (buyer, auctioneer,
                                               3 * kp.trick_value(k.sheet.options)),
                    tr("%s's first trick" if bid == "-1" else "%s's first 2 tricks") % auctioneer)
        return (tr("%d Bid of %s") % (self.deal + 1, buyer),
                [(tr("bid ▲▼"), bid), (tr("play ◄►" if bid[0] == "+" else "play"),
                                       tr(CONTRACT_SHORT[contract]))], pays,
                tr("A: tricks  B: back"))

    def draw(self, app, buf):
        title, fields, pays, keys = self.words(app)
        ui.title_bar(buf, title)
        ui.big_fields(buf, 10, fields)
        for i in range(len(pays)):
            gfx.text(buf, 0, 38 + 9 * i, pays[i])
        gfx.text(buf, 0, 56, keys)

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

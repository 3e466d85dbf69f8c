"""STAND-IN for the lead's King score sheet (issue 4): the points functions only.

The king branch codes against the interface in the brief; this file is replaced by the lead's
`shared_rules/king_scoresheet.py` from main as soon as it lands.
"""

OPTIONS_DEFAULT = {"lead": "dealer", "early_end": True, "force_king": False, "quick": False,
                   "deck": 52}

ITEM_LABELS = {"tricks": "tricks", "hearts": "hearts", "queens": "queens",
               "kings_jacks": "kings and jacks", "king_hearts": "King of hearts",
               "last_two": "last two tricks"}

_KINDS = ("tricks", "hearts", "queens", "kings_jacks", "king_hearts", "last_two",
          "positive", "positive", "positive", "positive")
_QUICK = ("tricks_last_two", "hearts_king", "queens_kings_jacks",
          "positive", "positive", "positive", "positive")
_ITEMS = {"tricks": ("tricks",), "hearts": ("hearts",), "queens": ("queens",),
          "kings_jacks": ("kings_jacks",), "king_hearts": ("king_hearts",),
          "last_two": ("last_two",), "tricks_last_two": ("tricks", "last_two"),
          "hearts_king": ("hearts", "king_hearts"), "queens_kings_jacks": ("queens", "kings_jacks"),
          "positive": ("tricks",)}
_PENALTY = {"tricks": 20, "hearts": 20, "queens": 50, "kings_jacks": 30, "king_hearts": 160,
            "last_two": 90}
_PENALTY_SHORT = {"tricks": 20, "hearts": 20, "queens": 40, "kings_jacks": 20,
                  "king_hearts": 160, "last_two": 80}
_BIDS = ("+1", "+2", "+3", "-1", "+4", "+5", "+6", "-2", "+7", "+8")


def _short(options):
    return options is not None and options.get("deck", 52) == 32


def deal_kinds(options):
    return _QUICK if options and options.get("quick") else _KINDS


def counted_items(kind, options):
    n = 8 if _short(options) else 13
    totals = {"tricks": n, "hearts": n, "queens": 4, "kings_jacks": 8, "king_hearts": 1,
              "last_two": 2}
    return tuple((item, totals[item]) for item in _ITEMS[kind])


def negative_points(kind, counts, options):
    table = _PENALTY_SHORT if _short(options) else _PENALTY
    points = [0, 0, 0, 0]
    for item, total in counted_items(kind, options):
        row = counts.get(item)
        if not isinstance(row, list) or len(row) != 4:
            raise ValueError("%s: expected 4 counts" % ITEM_LABELS[item])
        for v in row:
            if not isinstance(v, int) or v < 0:
                raise ValueError("%s: bad count %r" % (ITEM_LABELS[item], v))
        if sum(row) != total:
            raise ValueError("%s add up to %d, not %d" % (ITEM_LABELS[item], sum(row), total))
        for s in range(4):
            points[s] -= table[item] * row[s]
    return points


def positive_points(entry, auctioneer, options):
    short = _short(options)
    per, n = (30, 8) if short else (25, 13)
    decision = entry["decision"]
    if decision == "4-3-3":
        if short:
            raise ValueError("no 4-3-3 in the short deck")
        return [100 if s == auctioneer else 75 for s in range(4)]
    tricks = entry["tricks"]
    if sum(tricks) != n:
        raise ValueError("tricks add up to %d, not %d" % (sum(tricks), n))
    if entry["contract"] == "negative":
        points = [per * n - 3 * per * t for t in tricks]
    else:
        points = [per * t for t in tricks]
    buyer, bid = entry.get("buyer"), entry.get("bid")
    if buyer is not None:
        if buyer == auctioneer:
            raise ValueError("the buyer cannot be the auctioneer")
        if bid not in _BIDS:
            raise ValueError("illegal bid %r" % (bid,))
        if (bid[0] == "-") != (entry["contract"] == "negative"):
            raise ValueError("bid %s does not fit the contract %s" % (bid, entry["contract"]))
        value = int(bid[1:]) * (3 * per if bid[0] == "-" else per)
        points[buyer] -= value
        points[auctioneer] += value
    return points

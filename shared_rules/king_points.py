"""King's points: the points of every deal from its counts (the score sheet of a whole game,
`ScoreSheet`, is in `shared_rules/king_scoresheet.py`: the card-play engine and its bots do
not load it).

Every King point is computed here and nowhere else: the score sheet calls it with the counts
the players enter, and the card-play engine calls it with the counts it took from the
tricks. Rules: `rules/king.md` ("The ten deals", "Positive deals", "Scorekeeping from counts",
Options quick game and short deck).

- A negative deal's entry is `{"counts": {item: [4 counts]}}` with the items of
  `counted_items(kind)`; the totals must add up, else ValueError naming the total that is off
  ("hearts add up to 12, not 13").
- A positive deal's entry records the auction's outcome and the tricks (see `positive_points`).
- The counts of a quick game's combined deal must fit together: whoever took K♥ took a heart;
  nobody took more of the last two tricks than tricks in all. An ultimatum tops the standing bid.
"""

OPTIONS_DEFAULT = {"lead": "dealer", "early_end": True, "force_king": False, "quick": False,
                   "deck": 52, "deal5_heart_ban": False}

NEGATIVE_KINDS = ("tricks", "hearts", "queens", "kings_jacks", "king_hearts", "last_two")
QUICK_KINDS = ("tricks_last_two", "hearts_king", "queens_kings_jacks")
POSITIVE = "positive"

# What a quick-game deal combines.
_PARTS = {"tricks_last_two": ("tricks", "last_two"), "hearts_king": ("hearts", "king_hearts"),
          "queens_kings_jacks": ("queens", "kings_jacks")}

ITEM_LABELS = {"tricks": "tricks", "hearts": "hearts", "queens": "queens",
               "kings_jacks": "kings and jacks", "king_hearts": "King of hearts",
               "last_two": "last two tricks"}

# item: (units in a 52-card deal, penalty per unit with 52 cards, with the 32-card deck)
_PENALTY = {"tricks": (-20, -20), "hearts": (-20, -20), "queens": (-50, -40),
            "kings_jacks": (-30, -20), "king_hearts": (-160, -160), "last_two": (-90, -80)}

DECISIONS = ("accept", "reject", "ultimatum_taken", "ultimatum_declined", "no_bids", "4-3-3")
# Bids from lowest to highest: at equal value a minus bid outranks a plus bid.
BIDS = ("+1", "+2", "+3", "-1", "+4", "+5", "+6", "-2", "+7", "+8")
CONTRACTS = ("trump S", "trump H", "trump D", "trump C", "notrump", "negative")


def check_options(options):
    """Options with defaults filled in; ValueError for an unknown or bad option."""
    out = dict(OPTIONS_DEFAULT)
    if options is not None and not isinstance(options, dict):
        raise ValueError("options must be a JSON object, not %r" % (options,))
    if options:
        for key in options:
            if key not in OPTIONS_DEFAULT:
                raise ValueError("unknown option %r" % key)
        out.update(options)
    if out["lead"] not in ("dealer", "left"):
        raise ValueError("option lead must be 'dealer' or 'left', not %r" % (out["lead"],))
    if out["deck"] not in (52, 32):
        raise ValueError("option deck must be 52 or 32, not %r" % (out["deck"],))
    for key in ("early_end", "force_king", "quick", "deal5_heart_ban"):
        if out[key] not in (True, False):
            raise ValueError("option %s must be true or false" % key)
    return out


def _short(options):
    return options is not None and options.get("deck", 52) == 32


def tricks_per_deal(options=None):
    """13 tricks with the full deck, 8 with the short deck."""
    return 8 if _short(options) else 13


def deal_kinds(options=None):
    """The kinds of the deals of a game, in play order."""
    if options is not None and options.get("quick"):
        return QUICK_KINDS + (POSITIVE,) * 4
    return NEGATIVE_KINDS + (POSITIVE,) * 4


def _item_total(item, options):
    if item in ("tricks", "hearts"):
        return tricks_per_deal(options)
    return {"queens": 4, "kings_jacks": 8, "king_hearts": 1, "last_two": 2}[item]


def counted_items(kind, options=None):
    """The (item, total) pairs the players enter for a deal of this kind."""
    if kind == POSITIVE:
        parts = ("tricks",)
    elif kind in _PARTS:
        parts = _PARTS[kind]
    elif kind in NEGATIVE_KINDS:
        parts = (kind,)
    else:
        raise ValueError("unknown deal kind %r" % (kind,))
    return tuple((item, _item_total(item, options)) for item in parts)


def deal_total(kind, options=None):
    """The fixed sum of a deal's points: negative deals' penalties, +325 (240) positive."""
    if kind == POSITIVE:
        return tricks_per_deal(options) * _trick_value(options)
    return sum(total * penalty(item, options) for item, total in counted_items(kind, options))


def penalty(item, options=None):
    """Points for one unit of an item in a negative deal."""
    return _PENALTY[item][1 if _short(options) else 0]


def _check_counts(item, counts, total):
    label = ITEM_LABELS[item]
    if not isinstance(counts, list) or len(counts) != 4:
        raise ValueError("%s: need one count for each of the 4 players" % label)
    for c in counts:
        if not isinstance(c, int) or isinstance(c, bool) or c < 0:
            raise ValueError("%s: counts must be whole numbers, 0 or more, not %r" % (label, c))
    got = sum(counts)
    if got != total:
        raise ValueError("%s add up to %d, not %d" % (label, got, total))


def negative_points(kind, counts, options=None):
    """Points of the four seats in a negative deal from what each took.

    `counts` maps each item of `counted_items(kind)` to four counts.
    """
    if kind == POSITIVE:
        raise ValueError("a positive deal is scored from its auction and tricks")
    if not isinstance(counts, dict):
        raise ValueError("counts must map each counted item to four numbers")
    items = counted_items(kind, options)
    for key in counts:
        if key not in [item for item, _ in items]:
            raise ValueError("%s is not counted in this deal" % ITEM_LABELS.get(key, key))
    points = [0, 0, 0, 0]
    for item, total in items:
        if item not in counts:
            raise ValueError("%s are missing" % ITEM_LABELS[item])
        _check_counts(item, counts[item], total)
        unit = penalty(item, options)
        for seat in range(4):
            points[seat] += counts[item][seat] * unit
    _check_together(kind, counts, options)
    return points


def _check_together(kind, counts, options):
    """The counts of a combined quick-game deal must fit together, seat by seat."""
    n = tricks_per_deal(options)
    for seat in range(4):
        if kind == "hearts_king" and counts["king_hearts"][seat] and not counts["hearts"][seat]:
            raise ValueError("player %d took K♥ but no heart: K♥ is a heart" % (seat + 1))
        if kind == "tricks_last_two" and counts["last_two"][seat] > counts["tricks"][seat]:
            raise ValueError("player %d took %d of tricks %d-%d but %d trick%s in all" % (
                seat + 1, counts["last_two"][seat], n - 1, n, counts["tricks"][seat],
                "" if counts["tricks"][seat] == 1 else "s"))


def _trick_value(options):
    return 30 if _short(options) else 25


def bid_value(bid, options=None):
    """Points a bid costs its buyer: +N is 25·N, −N is 75·N (30 and 90 in the short deck)."""
    sign, n = parse_bid(bid)
    if sign > 0:
        return n * _trick_value(options)
    return n * 3 * _trick_value(options)


def parse_bid(bid):
    """(sign, N) of a bid written "+4" or "-2"; ValueError for anything else."""
    if isinstance(bid, str) and len(bid) == 2 and bid[0] in "+-" and bid[1] in "12345678":
        sign = 1 if bid[0] == "+" else -1
        n = ord(bid[1]) - 48
        if sign > 0 or n <= 2:
            return sign, n
    raise ValueError("%r is not a bid (legal: +1 ... +8, -1, -2)" % (bid,))


def _check_ultimatum(bid, standing):
    """An ultimatum names a bid above the standing bid (+1 is never one: it is the lowest);
    `standing`, when the entry records it, is the best bid the ultimatum answered."""
    if standing is None:
        if bid == BIDS[0]:
            raise ValueError("an ultimatum names a bid above the standing bid: +1 is the lowest")
        return
    if standing not in BIDS:
        raise ValueError("%r is not a bid (legal: +1 ... +8, -1, -2)" % (standing,))
    if BIDS.index(bid) <= BIDS.index(standing):
        raise ValueError("an ultimatum names a bid above the standing bid %s, not %s" % (
            standing, bid))


def positive_points(entry, auctioneer, options=None):
    """Points of the four seats in a positive deal.

    `entry`: {"decision", "buyer", "bid", "contract", "tricks"} — decision one of DECISIONS;
    after "accept" or "ultimatum_taken" the buyer (not the auctioneer) pays the bid to the
    auctioneer (an "ultimatum_taken" entry may add "standing", the bid the ultimatum topped);
    after "reject", "ultimatum_declined" or "no_bids" the auctioneer chose the contract;
    "4-3-3" is not played: the auctioneer +100, the others +75.
    """
    if not isinstance(entry, dict):
        raise ValueError("a positive deal needs its auction outcome and tricks")
    decision = entry.get("decision")
    if decision not in DECISIONS:
        raise ValueError("unknown auctioneer's decision %r" % (decision,))
    if decision == "4-3-3":
        if _short(options):
            raise ValueError("4-3-3 does not exist in the short-deck game")
        return [100 if seat == auctioneer else 75 for seat in range(4)]
    contract = entry.get("contract")
    if contract not in CONTRACTS:
        raise ValueError("unknown contract %r" % (contract,))
    tricks = entry.get("tricks")
    _check_counts("tricks", tricks, tricks_per_deal(options))
    buyer = entry.get("buyer")
    bid = entry.get("bid")
    if decision in ("accept", "ultimatum_taken"):
        if buyer not in (0, 1, 2, 3) or buyer == auctioneer:
            raise ValueError("the buyer must be one of the other three players")
        sign, _ = parse_bid(bid)
        if decision == "ultimatum_taken":
            _check_ultimatum(bid, entry.get("standing"))
        if (sign < 0) != (contract == "negative"):
            raise ValueError("a %s bid needs %s contract" % (
                "minus" if sign < 0 else "plus",
                "the negative" if sign < 0 else "a trump or no-trump"))
    elif buyer is not None or bid is not None:
        raise ValueError("nobody buys when the auctioneer keeps the right")
    value = _trick_value(options)
    if contract == "negative":
        base = tricks_per_deal(options) * value
        points = [base - 3 * value * t for t in tricks]
    else:
        points = [value * t for t in tricks]
    if buyer is not None:
        price = bid_value(bid, options)
        points[buyer] -= price
        points[auctioneer] += price
    return points

"""King's deals and what their points are made of: the options, the kinds of the deals in play
order, the items counted in each and their totals, the penalty of one unit, the bids and what
they cost, the contracts. Rules: `rules/king.md` ("The ten deals", "Positive deals",
"Scorekeeping from counts", Options quick game and short deck).

A deal's points from its counts are computed in `shared_rules/king/scoring.py`, and nowhere
else; the score sheet of a whole game (`ScoreSheet`) is in `shared_rules/king/scoresheet.py`.
The card-play engine and its bots load this module only.
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
    if type(out["deck"]) is not int or out["deck"] not in (52, 32):
        raise ValueError("option deck must be 52 or 32, not %r" % (out["deck"],))
    for key in ("early_end", "force_king", "quick", "deal5_heart_ban"):
        # a bool, not 0 or 1 (in Python `True == 1`)
        if type(out[key]) is not bool:
            raise ValueError("option %s must be true or false" % key)
    return out


def short_deck(options):
    """True for the 32-card deck."""
    return options is not None and options.get("deck", 52) == 32


def tricks_per_deal(options=None):
    """13 tricks with the full deck, 8 with the short deck."""
    return 8 if short_deck(options) else 13


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
        return tricks_per_deal(options) * trick_value(options)
    return sum(total * penalty(item, options) for item, total in counted_items(kind, options))


def penalty(item, options=None):
    """Points for one unit of an item in a negative deal."""
    return _PENALTY[item][1 if short_deck(options) else 0]


def trick_value(options):
    """Points of one trick in a positive deal: 25, 30 with the short deck."""
    return 30 if short_deck(options) else 25


def bid_value(bid, options=None):
    """A bid's value, which ranks it: +N is 25·N, −N is 75·N (30 and 90 in the short deck).
    A plus bid's buyer pays it whole; a minus bid's at most that (`payment`)."""
    sign, n = parse_bid(bid)
    if sign > 0:
        return n * trick_value(options)
    return n * 3 * trick_value(options)


def payment(bid, auctioneer_tricks, options=None):
    """Points the buyer of `bid` pays the auctioneer who took `auctioneer_tricks`: a plus bid
    its value; a minus bid −N takes over up to N of the auctioneer's tricks, 75 (90) for each
    of the first N the auctioneer took, so fewer when the auctioneer took fewer."""
    sign, n = parse_bid(bid)
    if sign > 0:
        return n * trick_value(options)
    return min(n, auctioneer_tricks) * 3 * trick_value(options)


def parse_bid(bid):
    """(sign, N) of a bid written "+4" or "-2"; ValueError for anything else."""
    if isinstance(bid, str) and len(bid) == 2 and bid[0] in "+-" and bid[1] in "12345678":
        sign = 1 if bid[0] == "+" else -1
        n = ord(bid[1]) - 48
        if sign > 0 or n <= 2:
            return sign, n
    raise ValueError("%r is not a bid (legal: +1 ... +8, -1, -2)" % (bid,))

"""King's points: the points of the four seats in a finished deal from what each took, every
count and auction outcome checked ("hearts add up to 12, not 13").

- A negative deal's entry is `{"counts": {item: [4 counts]}}` with the items of
  `counted_items(kind)` (`shared_rules/king/points.py`); the totals must add up.
- A positive deal's entry records the auction's outcome and the tricks (see `positive_points`).
- The counts of a quick game's combined deal must fit together: whoever took K♥ took a heart;
  nobody took more of the last two tricks than tricks in all. An ultimatum tops the standing bid.

The score sheet scores every entry here; the card-play engine at the end of each deal, for
which it imports this module alone (`compat.import_once`): on a board its code is in RAM only
while a deal is scored.
"""
from shared_rules.king.points import (BIDS, CONTRACTS, DECISIONS, ITEM_LABELS, POSITIVE, short_deck,
                                      trick_value, payment, counted_items, parse_bid, penalty,
                                      tricks_per_deal)


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
    check_together(kind, counts, options)
    return points


def check_together(kind, counts, options):
    """The counts of a combined quick-game deal must fit together, seat by seat (the position
    loader asks it about one seat's counts, the other seats' zero)."""
    n = tricks_per_deal(options)
    for seat in range(4):
        if kind == "hearts_king" and counts["king_hearts"][seat] and not counts["hearts"][seat]:
            raise ValueError("player %d took K♥ but no heart: K♥ is a heart" % (seat + 1))
        if kind == "tricks_last_two" and counts["last_two"][seat] > counts["tricks"][seat]:
            raise ValueError("player %d took %d of tricks %d-%d but %d trick%s in all" % (
                seat + 1, counts["last_two"][seat], n - 1, n, counts["tricks"][seat],
                "" if counts["tricks"][seat] == 1 else "s"))


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
    after "accept" or "ultimatum_taken" the buyer (not the auctioneer) pays the auctioneer
    (`king_points.payment`: a plus bid whole; a minus bid −N 75 for each of the auctioneer's
    first N tricks, so the auctioneer is not charged for them), and an "ultimatum_taken" entry
    may add "standing", the bid the ultimatum topped;
    after "reject", "ultimatum_declined" or "no_bids" the auctioneer chose the contract;
    "4-3-3" is not played: the auctioneer +100, the others +75.
    """
    if not isinstance(entry, dict):
        raise ValueError("a positive deal needs its auction outcome and tricks")
    decision = entry.get("decision")
    if decision not in DECISIONS:
        raise ValueError("unknown auctioneer's decision %r" % (decision,))
    if decision == "4-3-3":
        if short_deck(options):
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
        if type(buyer) is not int or not 0 <= buyer <= 3 or buyer == auctioneer:
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
    value = trick_value(options)
    if contract == "negative":
        base = tricks_per_deal(options) * value
        points = [base - 3 * value * t for t in tricks]
    else:
        points = [value * t for t in tricks]
    if buyer is not None:
        price = payment(bid, tricks[auctioneer], options)
        points[buyer] -= price
        points[auctioneer] += price
    return points

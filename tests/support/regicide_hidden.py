"""What a Regicide seat cannot see, moved around: the position a seat sees with the tavern, the
other hands and each castle tier shuffled, for the tests that a bot decides from its view."""
from shared_rules.regicide import game as R


def reshuffle_unseen(g, seat, rng):
    """The same position as `seat` sees it, with every card it cannot see moved around: the
    tavern order, the other hands (sizes kept), the castle order within each tier."""
    d = g.to_dict()
    unseen = list(d["tavern"])
    for p, h in enumerate(d["hands"]):
        if p != seat:
            unseen += h
    rng.shuffle(unseen)
    d["tavern"] = unseen[:len(d["tavern"])]
    rest = unseen[len(d["tavern"]):]
    for p, h in enumerate(d["hands"]):
        if p != seat:
            d["hands"][p] = rest[:len(h)]
            rest = rest[len(h):]
    tiers = {}
    for t in d["castle"]:
        tiers.setdefault(t[0], []).append(t)
    castle = []
    for r in "JQK":
        tier = tiers.get(r, [])
        rng.shuffle(tier)
        castle += tier
    d["castle"] = castle
    return R.Regicide.from_dict(d)

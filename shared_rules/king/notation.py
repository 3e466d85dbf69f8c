"""A King position in the notation of the rules page (rules/king.md): `King.to_dict()` and its
parts. Imported for the call (`compat.import_once`) unless a mode holds it: King vs bots
saves a position after every move and imports it for the whole game; the table referee saves
its moves instead and never loads it.
"""
from shared_rules import cards
from shared_rules.king.points import BIDS


def contract_dict(game):
    """The deal's contract as the notation writes it (None while the auction runs)."""
    kind = game.kind()
    if kind != "positive":
        return {"type": kind}
    a = game.auction
    if a.contract is None:
        return None
    if a.contract == "4-3-3":
        return {"type": "4-3-3"}
    bid = BIDS[a.price] if a.price >= 0 else None
    if a.contract == "negative":
        return {"type": "negative", "declarer": a.holder, "bid": bid}
    trump = None if a.contract == "notrump" else a.contract[6]
    return {"type": "positive", "trump": trump, "declarer": a.holder, "bid": bid}


def to_dict(game):
    """The position as the notation's JSON-able dict (`played` lists the finished tricks
    in order, each as [leader, card, card, card, card])."""
    d = record_dict(game, {"game": "king", "options": dict(game.options),
                           "deal": game.deal_index + 1, "dealer": game.dealer})
    d["hands"] = None if game.hands is None else [cards.tokens(h) for h in game.hands]
    if game.rng is not None:
        d["rng"] = list(game.rng.state())
    return d


def record_dict(game, d=None):
    """The part of `to_dict()` that the deal's play makes, added to `d` (a new dict by
    default): the contract, the trick in progress, the cards taken, the tricks played, the
    scores and the auction (a loaded position is checked against it, without the hands'
    copy)."""
    if d is None:
        d = {}
    d["contract"] = contract_dict(game)
    d["trick"] = {"leader": game.leader, "cards": cards.tokens(game.trick)}
    d["taken"] = [cards.tokens(t) for t in game.taken]
    d["played"] = [[t[0]] + cards.tokens(t[1:]) for t in game.history]
    d["scores"] = [list(s) for s in game.scores]
    if game.auction is not None:
        d["auction"] = game.auction.to_dict()
    return d

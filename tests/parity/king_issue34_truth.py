# Issue 34 on every interpreter: a +8 may be matched by an earlier bidder who has not passed;
# a minus bid's buyer pays only for the auctioneer's first N tricks (score sheet, engine, the
# bots' price); the table referee names the rule a seat broke when it kept K♥; the position
# loader reads a bool as a bool and a number as a number (`True == 1` in Python and on
# MicroPython alike) and refuses a score no deal can give.
import json

from shared_rules import cards
from shared_rules.king import bot as king_bot
from shared_rules.king.game import King
from shared_rules.king.auction import Auction
from shared_rules.king.load import check_deal_scores
from shared_rules.king.points import check_options, payment
from shared_rules.king.referee import KingReferee
from shared_rules.king.scoring import positive_points


def by_suit():
    return [[c for c in cards.deck() if c & 3 == s] for s in range(4)]


def at_deal(deal, options=None, referee=False, dealer=0):
    game = King(options, (dealer - deal + 1) % 4, referee=referee)
    game.deal_index = deal - 2
    game.scores = [[game_total if s == 0 else 0 for game_total in
                    (-260, -260, -200, -240, -160, -180, 325, 325, 325)[:deal - 1]]
                   for s in range(4)]
    game.start_deal(None if referee else by_suit())
    return game


for moves in (("+7", "pass", "+8"), ("+7", "+8"), ("+1", "+2", "+8"), ("+8",), ("pass", "+8")):
    for match in (False, True):
        a = Auction(0)
        for m in moves:
            a.apply(m)
        seen = []
        while a.phase == 0:  # BID: the first seat asked matches the +8, or everyone passes
            seen.append("%d %s" % (a.current_player(), ",".join(a.legal_moves())))
            a.apply("+8" if match and len(seen) == 1 else "pass")
        print("auction", " ".join(moves), "match" if match else "pass", "| asked:",
              "; ".join(seen) or "nobody", "| best", a.best_seat, "decide", a.legal_moves())

for short in (False, True):
    options = {"deck": 32} if short else None
    n = 8 if short else 13
    for mine in range(4):
        tricks = [mine, 0, n - mine - (n - mine) // 2, (n - mine) // 2]
        entry = {"decision": "accept", "buyer": 1, "bid": "-2", "contract": "negative",
                 "tricks": tricks}
        points = positive_points(entry, 0, options)
        print("-2 bought, deck", 32 if short else 52, "tricks", tricks, "points", points,
              "sum", sum(points), "paid", payment("-2", mine, options),
              "bot's price", king_bot._price("-2", mine * 10, options))

game = at_deal(7, {"lead": "left"})
for m in ("pass", "-2", "pass", "accept", "negative"):
    game.apply(m)
while game.last_deal is None:
    game.apply(game.legal_cards()[-1])
print("engine: -2 bought by seat 2, auctioneer 0 took", game.last_deal["entry"]["tricks"][0],
      "points", game.last_deal["points"])

for tokens in ("2S 3S 4S 2D 5S 3D 6S 7S 8S 9S 4D TS JS QS KS 5D AS KH",
               "2S 3S 4S 2D KS KH 5S 6S 7S 8S",
               "2S 3S 4S 2D 5S 6S 7S 8S 2C 3C KH",
               "2H 3H 4H 2D 5H KH"):
    ref = KingReferee(game=at_deal(5, {"force_king": True, "early_end": False}, True))
    found = []
    for t in tokens.split():
        found.extend(ref.apply(t))
    print("referee", tokens)
    for v in found:
        print("  ", v["kind"], "trick", v["trick"], "void", v.get("void"), "-", v["message"])

game = at_deal(8)
for m in ("+1", "pass", "pass", "accept", "trump S", "AS", "2H", "2D", "2C"):
    game.apply(m)
base = json.dumps(game.to_dict())


def scores_of_deal(deal, points):
    def change(d):
        for seat in range(4):
            d["scores"][seat][deal - 1] = points[seat]
    return change


changes = (("early_end 0", lambda d: d["options"].update(early_end=0)),
           ("quick 1", lambda d: d["options"].update(quick=1)),
           ("deck 52.0", lambda d: d["options"].update(deck=52.0)),
           ("leader False", lambda d: d["trick"].update(leader=False)),
           ("declarer True", lambda d: d["contract"].update(declarer=True)),
           ("bid by seat True", lambda d: d["auction"].update(bids=[[True, "+1"]] +
                                                               d["auction"]["bids"][1:])),
           ("deal 1 -70 -70 -60 -60", scores_of_deal(1, [-70, -70, -60, -60])),
           # deal 7: seat 3 the auctioneer took no trick, seat 0 bought -2 and took 6
           ("deal 7 the old -2 settlement", scores_of_deal(7, [-125 - 150, -200, 325,
                                                                325 + 150])),
           ("deal 7 -2 as settled now", scores_of_deal(7, [-125, -200, 325, 325])),
           ("rng True 5", lambda d: d.update(rng=[True, 5])))
for name, change in changes:
    d = json.loads(base)
    change(d)
    try:
        King.from_dict(d)
        print("loaded:", name)
    except ValueError as e:
        print("refused:", name, "-", str(e).split(" (expected")[0])  # dicts print unordered

for kind, points, options in (("tricks", [-70, -70, -60, -60], None),
                              ("tricks_last_two", [-180, -180, -80, 0], {"quick": True}),
                              ("tricks_last_two", [-220, -220, 0, 0], {"quick": True}),
                              ("hearts_king", [-160, -160, -100, 0], {"quick": True}),
                              ("positive", [325, 325, -125, -200], None),
                              ("positive", [475, 175, -125, -200], None),
                              ("positive", [-775, 500, 300, 300], None),
                              ("positive", [240, 150, -120, -30], {"deck": 32})):
    try:
        check_deal_scores(1, kind, points, 0, check_options(options))
        print("possible", kind, points)
    except ValueError as e:
        print("impossible", kind, points, "-", e)

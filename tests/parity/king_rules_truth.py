# Issue 9 on every interpreter: deal 5 bars only the K♥ lead (heart leads banned only with the
# deal5_heart_ban Option; the quick game's 2+5 keeps both rules), the table referee reports a
# deal-5 heart lead only with the Option, and the score sheet refuses counts that cannot go
# together and an ultimatum that does not top the standing bid.
from shared_rules import cards
from shared_rules.king.game import King
from shared_rules.king.referee import KingReferee
from shared_rules.king.scoring import negative_points, positive_points
from shared_rules.king.scoresheet import ScoreSheet
from tests.support.king_deals import by_suit


def at_deal(deal, options, referee=False, hands=None):
    game = King(options, (1 - deal + 1) % 4, referee=referee)  # seat 1 deals and leads
    game.deal_index = deal - 2
    scores = [[], [], [], []]
    for k in game.kinds[:deal - 1]:
        total = -260 if k in ("tricks", "hearts") else {"queens": -200, "kings_jacks": -240,
                                                         "tricks_last_two": -440}.get(k, 0)
        for s in range(4):
            scores[s].append(total if s == 0 else 0)
    game.scores = scores
    game.start_deal(hands)
    return game


for options in ({}, {"deal5_heart_ban": True}, {"quick": True}):
    deal = 2 if options.get("quick") else 5
    game = at_deal(deal, options, hands=by_suit("2H 2D"))
    print(game.kind(), sorted(options.items()), "leads:",
          " ".join(cards.tokens(game.legal_cards())))
    for lead in ("KH", "AH"):
        try:
            King.from_dict(game.to_dict()).apply(lead)
            print(" ", lead, "led")
        except ValueError as e:
            print(" ", lead, "refused:", e)
    ref = KingReferee(game=at_deal(deal, options, referee=True))
    found = []
    for t in "AH 2H 3H 4H 2C".split():
        found.extend(ref.apply(t))
    print("  table violations:", [v["message"] for v in found])

quick = ScoreSheet(options={"quick": True})
for counts in ({"tricks": [6, 6, 1, 0], "last_two": [0, 0, 1, 1]},
               {"tricks": [6, 5, 2, 0], "last_two": [0, 0, 2, 0]}):
    try:
        print("1+6", quick.record(0, {"counts": counts}))
    except ValueError as e:
        print("1+6 refused:", e)
for counts in ({"hearts": [5, 8, 0, 0], "king_hearts": [0, 0, 1, 0]},
               {"hearts": [5, 7, 1, 0], "king_hearts": [0, 0, 1, 0]}):
    try:
        print("2+5", quick.record(1, {"counts": counts}))
    except ValueError as e:
        print("2+5 refused:", e)
try:
    negative_points("tricks_last_two", {"tricks": [4, 3, 1, 0], "last_two": [0, 0, 0, 2]},
                    {"quick": True, "deck": 32})
except ValueError as e:
    print("short 1+6 refused:", e)
for bid, standing in (("+1", None), ("+4", "+4"), ("+3", "-1"), ("+4", "-1")):
    entry = {"decision": "ultimatum_taken", "buyer": 1, "bid": bid, "contract": "trump S",
             "tricks": [4, 4, 3, 2]}
    if standing:
        entry["standing"] = standing
    try:
        print("ultimatum", bid, "over", standing, positive_points(entry, 0))
    except ValueError as e:
        print("ultimatum", bid, "over", standing, "refused:", e)

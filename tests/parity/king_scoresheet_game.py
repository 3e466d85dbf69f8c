# The ten-deal score sheet of issue 4, a refused entry and a correction, on every interpreter.
from shared_rules.king.scoresheet import ScoreSheet

entries = [
    {"counts": {"tricks": [3, 5, 1, 4]}},
    {"counts": {"hearts": [2, 6, 0, 5]}},
    {"counts": {"queens": [1, 0, 2, 1]}},
    {"counts": {"kings_jacks": [3, 2, 1, 2]}},
    {"counts": {"king_hearts": [0, 0, 1, 0]}},
    {"counts": {"last_two": [1, 0, 0, 1]}},
    {"decision": "accept", "buyer": 1, "bid": "+4", "contract": "trump S",
     "tricks": [3, 6, 2, 2]},
    {"decision": "reject", "buyer": None, "bid": None, "contract": "negative",
     "tricks": [4, 5, 3, 1]},
    {"decision": "accept", "buyer": 1, "bid": "-2", "contract": "negative",
     "tricks": [2, 1, 6, 4]},
    {"decision": "4-3-3", "buyer": None, "bid": None, "contract": None, "tricks": None},
]
sheet = ScoreSheet(first_dealer=0)
for i, entry in enumerate(entries):
    print(i + 1, sheet.kind(i), "dealer", sheet.dealer(i), sheet.record(i, entry))
print("totals", sheet.totals())
print("standings", sheet.standings())
sheet.check_zero_sum()
try:
    sheet.record(1, {"counts": {"hearts": [2, 5, 0, 5]}})
except ValueError as e:
    print("refused:", e)
sheet.record(1, {"counts": {"hearts": [6, 2, 0, 5]}})
print("corrected", sheet.running_totals()[1], sheet.totals())
quick = ScoreSheet(options={"quick": True, "deck": 32})
print(quick.deal_count(), quick.kind(0), quick.record(0, {"counts": {"tricks": [2, 2, 2, 2],
                                                                      "last_two": [0, 0, 1, 1]}}))

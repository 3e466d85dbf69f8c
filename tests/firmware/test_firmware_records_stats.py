"""What the records say (menu/records_stats.py): winners, the Records list's lines and each
player's statistics, recomputed here from the records themselves (issue 39)."""
from hypothesis import given, settings
from hypothesis import strategies as st

from firmware import records
from menu import records_stats as S

# A King game's ten deals (the negatives sum to -1300, the positives to +1300)
KING_DEALS = [[-100, -50, -25, -25], [-40, -80, -40, -40], [-100, -50, -50, -50],
              [-60, -60, 0, 0], [-160, 0, 0, 0], [-20, -20, -60, -270],
              [150, 125, 0, 50], [100, 75, 75, 75], [225, 0, 50, 50], [100, 100, 100, 25]]


def king(names=("Ann", "Ben", "Cai", "Dan"), deals=KING_DEALS, bots=(), over=True, date=None):
    return records.record("king", "sheet", names, {"deals": deals}, bots=bots, over=over,
                          date=date)


def regicide(names, won, defeated, grade=None, bots=()):
    return records.record("regicide", "team", names,
                          {"won": won, "defeated": defeated, "grade": grade}, bots=bots)


def treasure(names, scores, winners, bots=()):
    return records.record("treasure", "vs_bots", names, {"scores": scores, "winners": winners},
                          bots=bots)


def test_a_king_games_totals_winner_and_story():
    rec = king()
    assert sum(sum(deal) for deal in KING_DEALS[:6]) == -1300
    assert sum(sum(deal) for deal in KING_DEALS[6:]) == 1300
    assert S.totals(rec) == [95, 40, 50, -185]
    assert S.winners(rec) == [0]
    assert S.running_totals(rec)[0] == [0, -100, -140, -240, -300, -460, -480, -330, -230, -5, 95]
    assert S.line(dict(rec, date="2026-12-04 20:15")) == "12-04 King Ann +95"


def test_a_tie_on_top_is_shared_and_a_game_given_up_has_no_winner():
    tied = [[10, 10, -10, -10]]
    assert S.winners(king(deals=tied)) == [0, 1]
    assert S.line(king(deals=tied)) == "King Ann+Ben +10"
    assert S.winners(king(over=False)) == [] and S.line(king(over=False)) == "King given up"


def test_regicide_and_kings_and_treasures_lines():
    assert S.line(regicide(["Ann"], True, 12, "silver")) == "Regicide won silver"
    assert S.line(regicide(["Ann", "Ben"], False, 7)) == "Regicide lost 7/12"
    assert S.winners(regicide(["Ann", "Ben"], True, 12)) == [0, 1]
    assert S.line(treasure(["Ann", "Ben", "Cai"], [31, 40, 40], [2])) == "K&T Cai 40"


def test_each_players_figures_people_only():
    recs = [king(), king(names=("Ben", "Ann", "Bot 1", "Bot 2"), bots=(2, 3)),
            regicide(["Ann", "Ben"], True, 12), regicide(["Ann", "Bot 1"], False, 5, bots=(1,)),
            treasure(["Ann", "Bot 1"], [20, 25], [1], bots=(1,)), king(over=False)]
    stats = S.players(recs)
    assert sorted(stats) == ["Ann", "Ben", "Cai", "Dan"]  # no bot, the game given up left out
    assert stats["Ann"]["king"] == {"played": 2, "won": 1, "total": 95 + 40, "best": 95}
    assert stats["Ben"]["king"] == {"played": 2, "won": 1, "total": 40 + 95, "best": 95}
    assert stats["Ann"]["regicide"] == {"played": 2, "won": 1, "defeated": 17}
    assert stats["Ann"]["treasure"] == {"played": 1, "won": 0, "treasure": 20}
    assert S.fields("king", stats["Ann"]["king"]) == [
        ("played", 2), ("won", 1), ("average", "+68"), ("best", "+95")]  # 135 / 2, rounded up
    assert S.fields("regicide", stats["Ann"]["regicide"]) == [
        ("played", 2), ("won", 1), ("win %", 50), ("enemies", 17)]
    assert S.fields("treasure", stats["Ann"]["treasure"]) == [
        ("played", 1), ("won", 0), ("treasure", 20)]
    assert S.fields("king", {"played": 2, "won": 0, "total": -135, "best": -5})[2] == \
        ("average", "-68")  # half away from zero on both sides


NAMES = st.sampled_from(["Ann", "Ben", "Cai", "Dan", "Eva"])


@st.composite
def a_record(draw):
    game = draw(st.sampled_from(S.GAMES))
    seats = 4 if game == "king" else draw(st.integers(1 if game == "regicide" else 2, 4))
    names = draw(st.lists(NAMES, min_size=seats, max_size=seats, unique=True))
    bots = draw(st.lists(st.integers(0, seats - 1), unique=True, max_size=seats - 1))
    if game == "king":
        return king(names, draw(st.lists(st.lists(st.integers(-325, 325), min_size=4,
                                                   max_size=4), min_size=1, max_size=10)),
                    bots=bots)
    if game == "regicide":
        return regicide(names, draw(st.booleans()), draw(st.integers(0, 12)), bots=bots)
    scores = draw(st.lists(st.integers(-8, 80), min_size=seats, max_size=seats))
    return treasure(names, scores, [scores.index(max(scores))], bots=bots)


@settings(max_examples=80, deadline=None)
@given(st.lists(a_record(), max_size=25))
def test_the_figures_are_the_records_recounted(recs):
    stats = S.players(recs)
    for name in stats:
        for game, figures in stats[name].items():
            mine = [(r, r["names"].index(name)) for r in recs
                    if r["game"] == game and name in r["names"]
                    and r["names"].index(name) not in r["bots"]]
            assert figures["played"] == len(mine)
            if game == "king":
                finals = [sum(d[seat] for d in r["result"]["deals"]) for r, seat in mine]
                assert figures["won"] == sum(
                    1 for (r, seat), f in zip(mine, finals)
                    if f == max(sum(d[s] for d in r["result"]["deals"]) for s in range(4)))
                assert figures["best"] == max(finals) and figures["total"] == sum(finals)
            elif game == "regicide":
                assert figures["won"] == sum(1 for r, _ in mine if r["result"]["won"])
                assert figures["defeated"] == sum(r["result"]["defeated"] for r, _ in mine)
            else:
                assert figures["treasure"] == sum(r["result"]["scores"][s] for r, s in mine)

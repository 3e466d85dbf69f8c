"""The table companion: follows a real-table game from what the players enter, without hands."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared_rules import cards as C
from shared_rules.regicide import game as R
from shared_rules.regicide import bot as B
from shared_rules.regicide.cards import CASTLE, DISCARD, ENEMY, TABLE, TAVERN
from shared_rules.regicide.companion import TableCompanion
from shared_rules.rng import Random
from tests.support.refusals import exactly
from tests.support.regicide_util import true_place
from tests.support.companion_games import said, started



def test_the_first_enemy_must_be_a_jack():
    t = TableCompanion(2)
    with pytest.raises(ValueError, match=exactly("the castle holds Jacks first, not QH")):
        t.reveal("QH")
    with pytest.raises(ValueError, match=exactly("5H is not in the castle")):
        t.reveal("5H")
    assert said(t.reveal("JH"))[0] == "enemy JH: health 20, attack 10, immune to Hearts"
    with pytest.raises(ValueError, match=exactly("no castle card is waiting to be turned up (the "
                                                 "game is at play)")):
        t.reveal("JS")


def test_an_illegal_combination_is_refused_with_the_reason():
    t = started()
    with pytest.raises(ValueError, match=exactly("illegal play: a set must total 10 or less "
                                                 "(4S+4H+4D totals 12)")):
        t.play("4S+4H+4D")
    with pytest.raises(ValueError, match=exactly("illegal play: an Animal Companion pairs with "
                                                 "exactly one other card (AS+5H+5D)")):
        t.play("AS+5H+5D")
    with pytest.raises(ValueError, match=exactly("a 2-player game has no Jesters in the tavern")):
        t.play("JK")
    with pytest.raises(ValueError, match=exactly("QS has not been defeated: it cannot be in a "
                                                 "hand")):
        t.play("QS")


def test_diamonds_say_how_many_to_draw_and_starting_with_whom():
    t = started(2, "JC")
    t.hand_sizes = [2, 5]
    out = said(t.play("AD+TD"))
    # 11 to draw, but both hands are full after 9.
    assert "draw 9 cards starting with seat 0: seat 0 draws 7, seat 1 draws 2" in out
    assert t.hand_sizes == [7, 7] and t.tavern == 26 - 9


def test_hearts_say_how_many_to_move_from_discard_to_tavern():
    t = started(2, "JC")
    t.discard = 3
    out = said(t.play("7H"))
    assert out[0] == "shuffle the discard pile and put 3 cards face down under the tavern deck"
    assert t.discard == 0 and t.tavern == 26 + 3
    assert out[-1] == "seat 0: discard cards worth at least 10"


def test_a_payment_below_the_attack_is_refused_and_the_turn_passes_after_one_that_is_enough():
    t = started(2, "JC")
    t.play("2S")
    with pytest.raises(ValueError, match=exactly("payment worth 5 is less than the 8 owed: choose "
                                                 "again")):
        t.pay("5H")
    assert said(t.pay("5H+3D")) == ["seat 1 to play"]
    assert t.hand_sizes == [4, 7] and t.discard == 2


def test_a_yield_that_is_not_allowed_is_refused():
    t = started(2, "JC")
    t.yield_turn()
    t.pay("TH")
    with pytest.raises(ValueError, match=exactly("cannot yield: every other player yielded on "
                                                 "their most recent turn")):
        t.yield_turn()


def test_exact_kill_tells_where_the_enemy_goes_and_who_plays_again():
    t = started(2, "JH")
    out = said(t.play("TC"))
    assert "exact kill: put JH face down on top of the tavern deck" in out
    assert out[-1] == "turn up the next castle card" and t.tavern == 27
    assert said(t.reveal("JS"))[-1] == "seat 0 plays again"
    with pytest.raises(ValueError, match=exactly("JH is on top of the tavern: it is drawn before "
                                                 "any other card")):
        t.play("JH")
    out = said(t.play("3D"))  # seat 0 draws 2 (a full hand of 7), JH first
    assert "draw 2 cards starting with seat 0: seat 0 draws 2" in out
    assert "seat 0 draws JH: it was on top of the tavern" in out
    assert t.location(C.parse("JH")) == "seat 0's hand"
    t.pay("TH")
    with pytest.raises(ValueError, match=exactly("JH is in seat 0's hand")):
        t.play("JH")
    t.play("2S")
    t.pay("9S+2H")
    t.play("JH")  # a defeated enemy, drawn: seat 0 may play it
    assert t.damage == 3 + 2 + 10


def test_jester_spades_count_retroactively_and_its_player_chooses():
    t = started(3, "JS")
    t.play("5S")
    t.pay("TH")
    out = said(t.play("JK"))
    assert "earlier Spades now shield 5" in out and t.phase == "choose_next"
    t.choose_next(0)
    assert t.turn == 0


def test_solo_flip_and_the_end_when_a_hand_cannot_pay():
    t = started(1, "JD")
    with pytest.raises(ValueError, match=exactly("the Jester flip is allowed only before playing "
                                                 "or paying")) as e:
        t.phase = "choose_next"
        t.flip()
    t.phase = "play"
    assert said(t.flip())[0] == "discard your 8 cards and draw 8"
    t.play("2C")
    t.flip()
    with pytest.raises(ValueError, match=exactly("both solo Jesters have been flipped")):
        t.flip()
    with pytest.raises(ValueError, match=exactly("seat 0 holds 8 cards: any hand of 8 they can "
                                                 "hold is worth at least 13, enough for the 10 "
                                                 "owed")):
        t.cannot_pay("AS+AH+AD+AC+2S+2H+2D+3S")  # 2C is on the table: 13 is the least
    t.hand_sizes[0] = 2  # as if seat 0 had paid down to two cards
    with pytest.raises(ValueError, match=exactly("show seat 0's hand: enter its 2 cards")):
        t.cannot_pay()
    with pytest.raises(ValueError, match=exactly("that hand is worth 12: it pays the 10 owed")):
        t.cannot_pay("6S+6H")
    with pytest.raises(ValueError, match=exactly("2C is already on the table")):
        t.cannot_pay("2C+3H")
    assert said(t.cannot_pay("AS+3H")) == ["the game is lost: seat 0 cannot pay 10 damage"]
    assert e.value


def check_cards(t, g, text=""):
    """Every card is where the companion's mask allows, at the depth it says; what the table
    saw is known exactly."""
    for c in range(4, 56):
        place = true_place(g, c)
        m = t.cards.where[c]
        assert m & place, (C.token(c), m, place, text)
        if place == TAVERN:
            depth = g.tavern.index(c)
            low, high = t.cards.depth_range(c)
            assert low <= depth <= high, (C.token(c), depth, low, high, text)
        known = t.cards.known_depth(c)
        if known >= 0:
            assert g.tavern[known] == c, (C.token(c), known, text)
        if place in (TABLE, CASTLE, ENEMY):
            assert m == place, (C.token(c), m, text)
    return sum(1 for c in range(4, 56) if _single(t.cards.where[c]))


def _single(m):
    return m & (m - 1) == 0


def check_tellable(t, g, move):
    """The card grid may offer only `tellable()` and ends a play when `play_followers` is
    empty: the real hand must always be offered, and a card of it that could still join the
    play must be among the followers, so the grid never ends a play the table goes on with."""
    hand = [c for c in g.hands[g.turn] if c != C.JOKER]
    offered = t.tellable()
    assert [c for c in hand if c not in offered] == [], (C.tokens(hand), t.phase)
    if move[0] == R.PLAY and move[1] != C.JOKER:
        cards = list(move[1:])
        for i in range(1, len(cards) + 1):
            follow = t.play_followers(cards[:i])
            for c in hand:
                if c not in cards[:i] and R.play_error(cards[:i] + [c]) is None:
                    assert c in follow, (C.tokens(cards[:i]), C.token(c))
    if move[0] == R.PAY:
        paid = list(move[1:])
        assert t.pay_covered(paid)
        if R.hand_value(paid[:-1]) < g.owed and len(paid) - 1 < len(g.hands[g.turn]):
            assert not t.pay_covered(paid[:-1])  # the grid waits for the rest


def follow(players, seed, use_bot):
    """Play a full engine game and enter every step into a companion: they must agree."""
    g = R.new_game(seed, players=players)
    t = TableCompanion(players)
    t.reveal(C.token(g.enemy))
    rng = Random(seed)
    while not g.is_terminal():
        move = B.choose(g.view(g.turn)) if use_bot else rng.choice(g.legal_moves())
        check_tellable(t, g, move)
        kept, before = t.copy(), (t.to_dict(), t.damage, t.shield, t.jester)
        enemy = g.enemy
        g.apply(move)
        text = R.move_text(move)
        if move[0] == R.PLAY:
            t.play(text)
        elif move[0] == R.PAY:
            t.pay(text[4:])
        elif move[0] == R.YIELD:
            t.yield_turn()
        elif move[0] == R.FLIP:
            t.flip()
        else:
            t.choose_next(move[1])
        if g.enemy != enemy and g.enemy:
            assert t.phase == "reveal"
            assert g.enemy in t.tellable()  # the reveal grid offers the real card
            t.reveal(C.token(g.enemy))
        if g.phase == "lost" and t.phase == "pay":
            t.cannot_pay("+".join(C.tokens(g.hands[g.turn])))
        check_cards(t, g, text)
        assert t.phase == g.phase, (t.phase, g.phase, text)
        assert t.hand_sizes == [len(h) for h in g.hands]
        assert (t.tavern, t.discard) == (len(g.tavern), len(g.discard))
        assert (t.damage, t.shield, t.jester, t.turn) == (g.damage, g.shield, g.jester, g.turn)
        assert t.owed == g.owed
        saved = t.to_dict()  # every table the companion reaches is one its loader accepts
        assert TableCompanion.from_dict(saved).to_dict() == saved
        # the copy a refused step would go back to shares nothing the step changed
        assert (kept.to_dict(), kept.damage, kept.shield, kept.jester) == before
    assert t.enemies_defeated() == g.enemies_defeated()


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(1, 4), use_bot=st.booleans())
def test_the_companion_agrees_with_the_full_engine_on_whole_games(seed, players, use_bot):
    follow(players, seed, use_bot)


def test_the_tracked_cards_match_the_full_game_at_every_step_over_many_seeds():
    for seed in range(40):
        follow(1 + seed % 4, 1000 + seed, seed % 3 == 0)


def test_the_cards_a_play_can_go_on_with():
    t = TableCompanion(2)
    assert t.tellable() == [C.parse(x) for x in ("JS", "JH", "JD", "JC")]
    t.reveal("JD")
    t.play("5S")
    t.pay("TS")  # seat 1 to play: 5S and TS are out of every hand
    offered = t.tellable()
    assert len(offered) == 38 and C.parse("5S") not in offered
    aces = C.parse("AS"), C.parse("AH"), C.parse("AD"), C.parse("AC")
    four = C.parse("4S"), C.parse("4H"), C.parse("4D"), C.parse("4C")
    assert t.play_followers([four[0]]) == list(aces) + list(four[1:])
    assert t.play_followers([four[0], four[1]]) == []  # a third 4 totals 12
    five = [C.parse(x) for x in ("5H", "5D", "5C")]  # 5♠ is on the table
    assert t.play_followers(five[:1]) == list(aces) + five[1:]
    assert len(t.play_followers([aces[0]])) == 37  # an Ace pairs with any other card
    assert t.play_followers([aces[0], four[0]]) == []


def test_a_payment_is_covered_at_the_damage_or_the_whole_hand():
    t = TableCompanion(2)
    t.reveal("JD")
    t.play("2C")  # JD attacks for 10
    assert not t.pay_covered([C.parse("9S")])
    assert t.pay_covered([C.parse("9S"), C.parse("AH")])
    assert t.pay_covered([C.parse("TS")])
    t.hand_sizes[0] = 2
    assert t.pay_covered([C.parse("2S"), C.parse("3S")])  # all the hand holds


def test_the_companion_saves_and_resumes_mid_game():
    g = R.new_game(11, players=3)
    t = TableCompanion(3)
    t.reveal(C.token(g.enemy))
    for _ in range(25):
        if g.is_terminal():
            break
        move = B.choose(g.view(g.turn))
        enemy = g.enemy
        g.apply(move)
        text = R.move_text(move)
        {R.PLAY: lambda: t.play(text), R.PAY: lambda: t.pay(text[4:]),
         R.YIELD: t.yield_turn, R.NEXT: lambda: t.choose_next(move[1])}[move[0]]()
        if g.enemy != enemy and g.enemy:
            t.reveal(C.token(g.enemy))
        saved = t.to_dict()
        again = TableCompanion.from_dict(saved)
        assert again.to_dict() == saved and again.status() == t.status()


def test_a_bad_saved_companion_is_refused():
    saved = started(2, "JC").to_dict()
    del saved["table"]
    with pytest.raises(ValueError, match=exactly("missing key 'table'")):
        TableCompanion.from_dict(saved)
    saved = started(2, "JC").to_dict()
    saved["castle"] = saved["castle"][1:]
    with pytest.raises(ValueError, match=exactly("the castle, the defeated and the enemy must "
                                                 "make 12 court cards")):
        TableCompanion.from_dict(saved)


def _saved_with(**changes):
    saved = started(2, "JC").to_dict()
    for key, value in changes.items():
        saved[key] = value
    return saved


@pytest.mark.parametrize("saved, message", [
    ([], "a saved companion is an object"),
    (_saved_with(game="regicide"), "not a saved regicide companion"),
    (_saved_with(options=[]), "options must be an object"),
    (_saved_with(players="2"), "players must be 1-4, not '2'"),
    (_saved_with(players=True), "players must be 1-4, not True"),
    (_saved_with(options={"solo_yield": "often", "jester_self": True}),
     "solo_yield must be one of never/always/not_twice, not 'often'"),
    (_saved_with(turn=2), "turn must be an integer from 0 to 1, not 2"),
    (_saved_with(turn=True), "turn must be an integer from 0 to 1, not True"),
    (_saved_with(phase="resting"), "unknown phase 'resting'"),
    (_saved_with(owed=21), "owed must be an integer from 0 to 20, not 21"),
    (_saved_with(hand_sizes=[7]), "hand_sizes must list 2 counts"),
    (_saved_with(hand_sizes=[7, 8]), "hand size must be an integer from 0 to 7, not 8"),
    (_saved_with(hand_sizes="7/7"), "hand_sizes must be a list, not '7/7'"),
    (_saved_with(tavern=55), "tavern must be an integer from 0 to 54, not 55"),
    (_saved_with(discard=-1), "discard must be an integer from 0 to 54, not -1"),
    (_saved_with(defeated=["9C"]), "9C is not a court card"),
    (_saved_with(enemy=5), "5 is not a card"),
    (_saved_with(table=["2S"]), "a play on the table is a list of cards, not '2S'"),
    (_saved_with(table=[[2]]), "a play on the table is a list of cards, not [2]"),
    (_saved_with(last_yield=[False]), "last_yield must be a list of 2 true/false"),
    (_saved_with(solo_jesters=1), "solo_jesters must be an integer from 0 to 0, not 1"),
    (_saved_with(cards=[]), "cards must be an object"),
])
def test_every_problem_of_a_saved_companion_is_named(saved, message):
    with pytest.raises(ValueError, match=exactly(message)):
        TableCompanion.from_dict(saved)


# ---- a saved table no game reaches is refused (issue 34 item 2) -----------------------------
def _killed_jc():
    """JC killed exactly (seat 0's TH, then seat 1's TD): the next castle card is to be turned
    up and seat 1 plays again."""
    t = started(2, "JC")
    t.play("TH")
    t.pay("TS")
    t.play("TD")
    assert t.phase == "reveal" and t.bonus_turn
    return t


def test_a_bonus_turn_saved_as_text_is_refused_not_taken_as_true():
    saved = _killed_jc().to_dict()
    assert said(TableCompanion.from_dict(saved).reveal("JS"))[1] == "seat 1 plays again"
    t = TableCompanion(2)
    saved = t.to_dict()
    saved["bonus_turn"] = "false"  # before: true, and the first enemy had seat 0 "play again"
    with pytest.raises(ValueError, match=exactly("bonus_turn must be true or false")):
        TableCompanion.from_dict(saved)
    saved["bonus_turn"] = 0
    with pytest.raises(ValueError, match=exactly("bonus_turn must be true or false")):
        TableCompanion.from_dict(saved)
    saved["bonus_turn"] = True
    with pytest.raises(ValueError, match=exactly("a bonus turn follows a defeat, until the next "
                                                 "castle card is turned up")):
        TableCompanion.from_dict(saved)


def test_a_yield_record_saved_as_text_is_refused_not_taken_as_yields():
    saved = started(2, "JC").to_dict()
    assert said(TableCompanion.from_dict(saved).yield_turn()) == [
        "seat 0: discard cards worth at least 10"]
    for last_yield in (["false", "false"], [0, 0], [False, 0]):
        saved["last_yield"] = last_yield  # before: ["false", "false"] refused this yield
        with pytest.raises(ValueError, match=exactly("last_yield must be a list of 2 "
                                                     "true/false")):
            TableCompanion.from_dict(saved)


def test_an_option_saved_as_text_is_refused():
    saved = started(3, "JC", jester_self=False).to_dict()
    saved["options"]["jester_self"] = "false"  # before: taken as true
    with pytest.raises(ValueError, match=exactly("option jester_self must be true or false")):
        TableCompanion.from_dict(saved)


def _played_5s(**changes):
    """Seat 0 has played 5S against JC and owes 5."""
    t = started(2, "JC")
    t.play("5S")
    saved = t.to_dict()
    saved.update(changes)
    return saved


def _court_changes(castle=None, defeated=None, enemy="JC", **changes):
    saved = started(2, "JC").to_dict()
    if castle is not None:
        saved["castle"] = castle
    if defeated is not None:
        saved["defeated"] = defeated
    saved["enemy"] = enemy
    saved.update(changes)
    return saved


_CASTLE = ["JS", "JH", "JD", "QS", "QH", "QD", "QC", "KS", "KH", "KD", "KC"]


@pytest.mark.parametrize("saved, message", [
    # the tables of the issue, each accepted before
    (_played_5s(table=[["5S"], ["5S"]], hand_sizes=[5, 7]), "5S appears twice"),
    (_played_5s(table=[["5S"], ["JS"]], hand_sizes=[5, 7]),
     "JS has not been defeated: it cannot be on the table"),
    (_played_5s(table=[["5S"], ["JC"]], hand_sizes=[5, 7]),
     "JC has not been defeated: it cannot be on the table"),
    (_court_changes(castle=["JS"] * 11), "JS appears twice"),
    (_court_changes(castle=_CASTLE[1:], defeated=["JC"]), "JC appears twice"),
    (_saved_with(tavern=36), ("the hands, tavern, discard and table hold 50 cards, not the 40 of "
                             "this game")),
    (_saved_with(tavern=25), ("the hands, tavern, discard and table hold 39 cards, not the 40 of "
                             "this game")),
    # the other tables no game reaches
    (_played_5s(table=[["5S", "6H"]], hand_sizes=[5, 7]),
     "table play 0 is illegal: the cards of a set must have the same number (5S+6H)"),
    (_played_5s(table=[["5S"], ["JK"]], hand_sizes=[5, 7]),
     "the table holds 1 Jester(s): a 2-player game has 0"),
    (_played_5s(owed=0), "owed must be an integer from 1 to 20, not 0"),
    (_court_changes(castle=["JS", "JH", "JD", "QH", "QD", "QC", "KS", "KH", "KD", "KC"],
                    defeated=["QS"]),
     "the defeated, the enemy and the castle must go Jacks, then Queens, then Kings (JC)"),
    (_court_changes(castle=list(reversed(_CASTLE))),
     "the defeated, the enemy and the castle must go Jacks, then Queens, then Kings (QC)"),
    (_court_changes(phase="reveal"), "phase reveal has no enemy"),
    (_court_changes(castle=["JC"] + _CASTLE, enemy=None), "phase play needs an enemy"),
    (_court_changes(castle=["JC"] + _CASTLE, enemy=None, phase="won"),
     "the game is won when no court card is left, and only then"),
    (_court_changes(castle=["JC"] + _CASTLE, enemy=None, phase="reveal", table=[["5S"]],
                    hand_sizes=[6, 7]),
     "plays are on the table only against an enemy"),
    (_saved_with(loss_reason=None), "loss_reason must be text"),
    (_saved_with(options={"solo_yield": "never", "jester_self": True, "x": 1}),
     "unknown option 'x'"),
    (_saved_with(options={"solo_yield": "never"}),
     "options must give solo_yield and jester_self"),
])
def test_a_saved_table_no_game_reaches_is_refused(saved, message):
    with pytest.raises(ValueError, match=exactly(message)):
        TableCompanion.from_dict(saved)


def test_a_tracker_that_disagrees_with_the_table_is_refused():
    saved = _played_5s()
    where = saved["cards"]["where"]
    five = C.parse("5S") - 4
    assert where[five] == TABLE
    where[five] = DISCARD  # the tracker says 5S was paid, the table says it is in play
    with pytest.raises(ValueError, match=exactly("cards.where disagrees with the table, castle "
                                                 "and enemy about 5S")):
        TableCompanion.from_dict(saved)
    where[five] = TABLE
    where[C.parse("6S") - 4] = TABLE  # and in play a card that is not on the table
    saved["cards"]["pool"].remove("6S")  # (in the pool, it would be refused for the pool)
    with pytest.raises(ValueError, match=exactly("cards.where disagrees with the table, castle "
                                                 "and enemy about 6S")):
        TableCompanion.from_dict(saved)
    saved = _played_5s()
    saved["cards"]["segments"][0][0] = 27  # the tavern holds 26
    with pytest.raises(ValueError, match=exactly("cards.segments hold 27 cards, the tavern 26")):
        TableCompanion.from_dict(saved)


# ---- every field of a save checked (issue 35) ------------------------------------------------
def _lost(**changes):
    """Seat 0 could not pay JC's 10 with AS+AH+AD+AC+2S+JK (three players): lost."""
    t = started(3, "JC")
    t.yield_turn()
    t.cannot_pay("AS+AH+AD+AC+2S+JK")
    saved = t.to_dict()
    assert saved["loss_reason"] == "seat 0 cannot pay 10 damage"
    saved.update(changes)
    return saved


def _tracked(segments=None, pool=None, **where):
    """Seat 0 has played 5S against JC (two players), the tracker changed."""
    saved = _played_5s()
    cards = saved["cards"]
    if segments is not None:
        cards["segments"] = segments
    if pool is not None:
        cards["pool"] = pool
    for token, mask in where.items():
        cards["where"][C.parse(token) - 4] = mask
    return saved


def test_a_lost_game_and_its_segments_as_saved_load():
    saved = _lost()
    assert TableCompanion.from_dict(saved).to_dict() == saved
    assert _tracked()["cards"]["segments"] == [[26, None, False]]


@pytest.mark.parametrize("saved, message", [
    # each accepted before: a loss's reason is any text, shown as the status
    (_lost(loss_reason="a dragon ate seat 0"),
     "loss_reason 'a dragon ate seat 0' is not why this game is lost (seat 0 to act, owing 10)"),
    (_lost(loss_reason=""),
     "loss_reason '' is not why this game is lost (seat 0 to act, owing 10)"),
    (_lost(loss_reason="seat 1 cannot pay 10 damage"),
     ("loss_reason 'seat 1 cannot pay 10 damage' is not why this game is lost (seat 0 to act, "
     "owing 10)")),
    (_lost(loss_reason="seat 0 cannot pay 15 damage"),
     ("loss_reason 'seat 0 cannot pay 15 damage' is not why this game is lost (seat 0 to act, "
     "owing 10)")),
    (_lost(owed=0),
     ("loss_reason 'seat 0 cannot pay 10 damage' is not why this game is lost (seat 0 to act, "
     "owing 0)")),
    (_lost(loss_reason="seat 0 has no cards to pay 10 damage"),  # seat 0 holds 6 cards
     ("loss_reason 'seat 0 has no cards to pay 10 damage' is not why this game is lost (seat 0 "
     "to act, owing 10)")),
    (_saved_with(loss_reason="seat 0 cannot pay 10 damage"),
     "loss_reason belongs to a lost game only"),
    (_saved_with(owed=5), "owed belongs to the pay phase only"),
    # bad entries of the tracker's tavern segments
    (_tracked(segments=[[25, None, False], [1, ["6S", "6S"], False]]),
     "cards.segments: 6S appears twice in a segment"),
    (_tracked(segments=[[25, None, False], [1, ["KS"], False]]),
     "cards.segments: KS cannot be in the tavern (cards.where)"),
    (_tracked(segments=[[25, None, False], [1, ["5S"], False]]),
     "cards.segments: 5S cannot be in the tavern (cards.where)"),
    (_tracked(segments=[[25, None, False], [1, [], False]]),
     "cards.segments: 1 cards cannot come from 0 card(s)"),
    (_tracked(segments=[[24, None, False], [2, ["6S"], False]]),
     "cards.segments: 2 cards cannot come from 1 card(s)"),
    (_tracked(segments=[[26, None, True]]),
     "cards.segments: a 2-player game has no Jester in the tavern"),
    (_tracked(segments=[[13, None, False], [13, None, False]]),
     "cards.segments: two parts never seen since the deal"),
    (_tracked(segments=[[26, ["6S"], False]]), ("cards.segments: 26 cards cannot come from 1 "
                                               "card(s)")),
    (_tracked(pool=["6S", "6S"]), "cards.pool: 6S appears twice"),
    (_tracked(pool=["6S"], segments=[[26, None, False]]),
     "cards.segments: 26 cards cannot come from 1 card(s)"),
    (_tracked(**{"6S": 1}), "cards.pool: 6S cannot be in the tavern (cards.where)"),
])
def test_a_saved_field_no_game_writes_is_refused(saved, message):
    with pytest.raises(ValueError, match=exactly(message)):
        TableCompanion.from_dict(saved)


def test_a_missing_enemy_is_refused_wherever_the_table_has_one():
    # (refused before too: the court cards no longer add up to twelve)
    for saved in (_saved_with(enemy=None), _played_5s(enemy=None), _lost(enemy=None)):
        with pytest.raises(ValueError, match=exactly("the castle, the defeated and the enemy "
                                                     "must make 12 court cards")):
            TableCompanion.from_dict(saved)


def test_the_companions_loader_needs_not_the_full_game_and_leaves_with_its_checks():
    # The checks it shares with the full game's loader (regicide_check) need only the rules:
    # on MicroPython a load brings in neither the game nor keeps the checks in RAM afterwards.
    from tests.support.unix_port import micropython_prints
    out = micropython_prints("\n".join([
        "import sys, shared_rules",
        "from shared_rules.regicide.companion import TableCompanion",
        "t = TableCompanion(2)",
        "t.reveal('JC')",
        "d = t.to_dict()",
        "print(TableCompanion.from_dict(d).to_dict() == d, 'shared_rules.regicide.game' in sys.modules,",
        "      'shared_rules.regicide.check' in sys.modules, hasattr(shared_rules, 'regicide_check'))",
    ]))
    assert out.split() == ["True", "False", "False", "False"]


def test_a_saved_companion_keeps_its_options_phase_and_counts():
    t = TableCompanion(3, solo_yield="always", jester_self=False)
    t.reveal("JC")
    t.play("2S")
    again = TableCompanion.from_dict(t.to_dict())
    assert (again.players, again.solo_yield, again.jester_self) == (3, "always", False)
    assert (again.turn, again.phase, again.owed, again.hand_sizes) == (0, "pay", 8, [5, 6, 6])
    assert (again.damage, again.shield, again.jester) == (2, 2, False)
    assert again.to_dict() == t.to_dict()


# ---- every public card tracked (issue 9 item 2) ---------------------------------------------
def test_a_paid_card_is_refused_later_it_is_in_the_discard_pile():
    t = started(2, "JC")
    t.play("2S")
    t.pay("9S")
    assert t.location(C.parse("9S")) == "the discard pile"
    with pytest.raises(ValueError, match=exactly("9S is in the discard pile (played or paid "
                                                 "earlier)")):
        t.play("9S")


def test_a_card_healed_under_the_tavern_is_refused_until_it_is_drawn_back():
    t = started(2, "JC")
    t.play("2S")
    t.pay("9S+3D")  # the discard pile: 9S 3D
    out = said(t.play("5H"))  # seat 1 heals 5: both cards go under the tavern
    assert out[0] == "shuffle the discard pile and put 2 cards face down under the tavern deck"
    assert t.location(C.parse("9S")) == "the tavern, cards 27-28 from the top"
    t.pay("TD")
    with pytest.raises(ValueError, match=exactly("9S is under the tavern (healed back) and not "
                                                 "drawn yet")):
        t.play("9S")


def test_a_heal_with_an_empty_discard_pile_says_there_is_nothing_to_heal():
    t = started(2, "JC")
    out = said(t.play("5H"))
    assert out[0] == "nothing to heal: the discard pile is empty"
    assert t.tavern == 26


def test_the_status_asks_for_the_next_castle_card_after_a_defeat():
    t = TableCompanion(2)
    assert t.status() == "turn up the first castle card"
    t.reveal("JH")
    t.play("TC")  # exact kill: the next Jack is wanted, not the first castle card
    assert t.status() == "turn up the next castle card"


def test_cannot_pay_is_refused_when_any_hand_of_that_size_covers_the_attack():
    t = started(2, "JC")  # two players, no Jesters: 7 cards are worth at least 4 Aces + 3 Twos
    t.yield_turn()
    with pytest.raises(ValueError, match=exactly("seat 0 holds 7 cards: any hand of 7 they can "
                                                 "hold is worth at least 10, enough for the 10 "
                                                 "owed")):
        t.cannot_pay()
    assert t.phase == "pay"


def test_cannot_pay_with_a_jester_in_the_game_asks_for_the_hand():
    t = started(3, "JC")  # a Jester is worth 0: six cards may be worth only 1+1+1+1+2+0 = 6
    t.yield_turn()
    assert t.payable_reason() is None
    with pytest.raises(ValueError, match=exactly("show seat 0's hand: enter its 6 cards")):
        t.cannot_pay()
    with pytest.raises(ValueError, match=exactly("seat 0 holds 6 cards, not 2")):
        t.cannot_pay("AS+2S")
    assert said(t.cannot_pay("AS+AH+AD+AC+2S+JK")) == ["the game is lost: seat 0 cannot pay 10 damage"]


def test_a_card_known_in_a_hand_must_be_shown_with_it():
    t = started(2, "JH")
    t.play("TC")  # exact kill: JH on top of the tavern
    t.reveal("JS")
    t.play("2D")  # seat 0 draws JH and another card
    t.hand_sizes[0] = 2  # as if seat 0 had paid down to two cards
    t.cards.settle(t.hand_sizes, t.discard)
    with pytest.raises(ValueError, match=exactly("seat 0 holds 2 cards: any hand of 2 they can "
                                                 "hold is worth at least 11, enough for the 10 "
                                                 "owed")):
        t.cannot_pay("AS+2H")  # JH (10) and at least an Ace cover the Jack's 10
    t.owed = 15  # as if a Queen attacked
    with pytest.raises(ValueError, match=exactly("JH is in seat 0's hand: show it too")):
        t.cannot_pay("AS+2H")
    assert said(t.cannot_pay("AS+JH")) == ["the game is lost: seat 0 cannot pay 15 damage"]


def test_where_names_every_card():
    t = started(2, "JD")
    t.play("5S")
    where = dict(t.where())
    assert len(where) == 53 and where["JK"] == "out of the game (none in a 2-player tavern)"
    assert where["5S"] == "in play" and where["JD"] == "the enemy"
    assert where["KH"] == "the castle" and where["7C"] == "a hand or the tavern"


def test_draws_reaching_cards_healed_back_say_which_cards_they_can_be():
    from shared_rules.regicide import where
    from shared_rules.regicide.cards import CardTracker
    tracker = CardTracker(2, 0)  # every tavern card already dealt: the tavern is empty
    tracker.place(C.parse_list(["9S", "3D"]), DISCARD)
    tracker.settle([7, 7], 2)
    tracker.heal(5, 2)  # both go under the (empty) tavern: its only two cards
    tracker.settle([7, 7], 0)
    assert where.location(tracker, C.parse("9S")) == "the tavern, cards 1-2 from the top"
    assert tracker.draw([1]) == [(1, sorted(C.parse_list(["9S", "3D"])))]
    tracker.settle([7, 8], 0)
    assert where.location(tracker, C.parse("3D")) == "seat 1's hand or the tavern"
    assert tracker.draw([0]) == [(0, sorted(C.parse_list(["9S", "3D"])))]
    tracker.settle([8, 8], 0)
    assert where.location(tracker, C.parse("3D")) == "a hand"  # seat 0 or seat 1: no longer the tavern


def test_the_companion_tells_which_healed_cards_a_draw_can_bring():
    from shared_rules.regicide.companion import _known_draws
    group = C.parse_list(["9S", "3D"])
    assert said(_known_draws([(1, group), (1, group), (0, C.parse("JH"))])) == [
        "seat 1 draws 2 of the healed cards 9S 3D", "seat 0 draws JH: it was on top of the tavern"]


def test_where_counts_the_jesters_of_a_four_player_game():
    t = started(4, "JC")
    t.play("JK")
    assert dict(t.where())["JK"] == ("2 in this game: 1 in play, the rest in a hand, the tavern "
                                     "or the discard pile")


def test_a_save_from_before_card_tracking_resumes_with_every_unseen_card_possible():
    t = started(2, "JC")
    t.play("2S")
    t.pay("9S")
    old = t.to_dict()
    del old["cards"]
    again = TableCompanion.from_dict(old)
    assert again.location(C.parse("2S")) == "in play"
    assert again.location(C.parse("9S")) == "a hand or the tavern or the discard pile"
    again.play("9S")  # nothing proves where 9S went: not refused
    assert again.damage == 2 + 9


def test_a_jester_in_the_discard_pile_cannot_be_played_until_a_heal():
    t = started(3, "JC")  # one Jester in a 3-player game
    t.play("JK")
    t.choose_next(0)
    t.play("TD")  # 10, doubled by no club: JC has taken 10
    t.pay("TS")
    t.play("TH")  # 20: exact kill; the Jester goes to the discard pile
    t.reveal("JS")
    with pytest.raises(ValueError, match=exactly("every Jester of this game is in the discard "
                                                 "pile or on the table (none has been healed back "
                                                 "since)")):
        t.play("JK")
    t.play("5H")  # a heal: the Jester may be back under the tavern
    assert t.cards.jesters_discarded == 0

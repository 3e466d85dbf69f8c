"""The table companion: follows a real-table game from what the players enter, without hands."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared_rules import cards as C
from shared_rules import regicide as R
from shared_rules import regicide_bot as B
from shared_rules.regicide_companion import TableCompanion
from shared_rules.rng import Random


def started(players=2, enemy="JD", **kw):
    t = TableCompanion(players, **kw)
    t.reveal(enemy)
    return t


def test_the_first_enemy_must_be_a_jack():
    t = TableCompanion(2)
    with pytest.raises(ValueError, match="Jacks first"):
        t.reveal("QH")
    assert t.reveal("JH")[0] == "enemy JH: health 20, attack 10, immune to Hearts"
    with pytest.raises(ValueError, match="no castle card is waiting"):
        t.reveal("JS")


def test_an_illegal_combination_is_refused_with_the_reason():
    t = started()
    with pytest.raises(ValueError, match="10 or less"):
        t.play("4S+4H+4D")
    with pytest.raises(ValueError, match="exactly one other"):
        t.play("AS+5H+5D")
    with pytest.raises(ValueError, match="no Jesters"):
        t.play("JK")
    with pytest.raises(ValueError, match="has not been defeated"):
        t.play("QS")


def test_diamonds_say_how_many_to_draw_and_starting_with_whom():
    t = started(2, "JC")
    t.hand_sizes = [2, 5]
    out = t.play("AD+TD")
    # 11 to draw, but both hands are full after 9.
    assert "draw 9 cards starting with seat 0: seat 0 draws 7, seat 1 draws 2" in out
    assert t.hand_sizes == [7, 7] and t.tavern == 26 - 9


def test_hearts_say_how_many_to_move_from_discard_to_tavern():
    t = started(2, "JC")
    t.discard = 3
    out = t.play("7H")
    assert out[0] == "shuffle the discard pile and put 3 cards face down under the tavern deck"
    assert t.discard == 0 and t.tavern == 26 + 3
    assert out[-1] == "seat 0: discard cards worth at least 10"


def test_a_payment_below_the_attack_is_refused_and_the_turn_passes_after_one_that_is_enough():
    t = started(2, "JC")
    t.play("2S")
    with pytest.raises(ValueError, match="less than the 8 owed"):
        t.pay("5H")
    assert t.pay("5H+3D") == ["seat 1 to play"]
    assert t.hand_sizes == [4, 7] and t.discard == 2


def test_a_yield_that_is_not_allowed_is_refused():
    t = started(2, "JC")
    t.yield_turn()
    t.pay("TH")
    with pytest.raises(ValueError, match="every other player yielded"):
        t.yield_turn()


def test_exact_kill_tells_where_the_enemy_goes_and_who_plays_again():
    t = started(2, "JH")
    out = t.play("TC")
    assert "exact kill: put JH face down on top of the tavern deck" in out
    assert out[-1] == "turn up the next castle card" and t.tavern == 27
    assert t.reveal("JS")[-1] == "seat 0 plays again"
    t.play("JH")  # a defeated enemy may now be held
    assert t.damage == 10


def test_jester_spades_count_retroactively_and_its_player_chooses():
    t = started(3, "JS")
    t.play("5S")
    t.pay("TH")
    out = t.play("JK")
    assert "earlier Spades now shield 5" in out and t.phase == "choose_next"
    t.choose_next(0)
    assert t.turn == 0


def test_solo_flip_and_the_end_when_a_hand_cannot_pay():
    t = started(1, "JD")
    with pytest.raises(ValueError, match="only before playing or paying") as e:
        t.phase = "choose_next"
        t.flip()
    t.phase = "play"
    assert t.flip()[0] == "discard your 8 cards and draw 8"
    t.play("2C")
    t.flip()
    with pytest.raises(ValueError, match="both solo Jesters"):
        t.flip()
    assert t.cannot_pay() == ["the game is lost: seat 0 cannot pay 10 damage"]
    assert e.value


def follow(players, seed, use_bot):
    """Play a full engine game and enter every step into a companion: they must agree."""
    g = R.Regicide.new(players, seed)
    t = TableCompanion(players)
    t.reveal(C.token(g.enemy))
    rng = Random(seed)
    while not g.is_terminal():
        move = B.choose(g.view(g.turn)) if use_bot else rng.choice(g.legal_moves())
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
            t.reveal(C.token(g.enemy))
        if g.phase == "lost" and t.phase == "pay":
            t.cannot_pay()
        assert t.phase == g.phase, (t.phase, g.phase, text)
        assert t.hand_sizes == [len(h) for h in g.hands]
        assert (t.tavern, t.discard) == (len(g.tavern), len(g.discard))
        assert (t.damage, t.shield, t.jester, t.turn) == (g.damage, g.shield, g.jester, g.turn)
        assert t.owed == g.owed
    assert t.enemies_defeated() == g.enemies_defeated()


@settings(max_examples=25)
@given(seed=st.integers(0, 2**31), players=st.integers(1, 4), use_bot=st.booleans())
def test_the_companion_agrees_with_the_full_engine_on_whole_games(seed, players, use_bot):
    follow(players, seed, use_bot)


def test_the_companion_saves_and_resumes_mid_game():
    g = R.Regicide.new(3, 11)
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
    with pytest.raises(ValueError, match="missing key 'table'"):
        TableCompanion.from_dict(saved)
    saved = started(2, "JC").to_dict()
    saved["castle"] = saved["castle"][1:]
    with pytest.raises(ValueError, match="12 court cards"):
        TableCompanion.from_dict(saved)

"""Regicide with 2-4 seats on one device (rules/regicide.md): people and bots, the hidden-hand
rule on the screen, Jester, yield, payments, undo, saving, resume."""
import os

import pytest

from firmware import gfx, storage, ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.game_regicide_team import SAVE_NAME, Team, _actions
from shared_rules import cards as C
from shared_rules import regicide as R
from shared_rules import regicide_bot
from shared_rules.rng import Random
from tests.firmware_script import Driver
from tests.regicide_team_script import action_steps, person_move, play_out, setup, team
from tests.test_firmware_mash import back_to_game_menu, mash_inside, select
from tests.test_firmware_storage import CuttingFiles, rebooted


def saved(files):
    return storage.load(files, SAVE_NAME)["position"]


def bot_game(start):
    ref = R.Regicide.from_dict(start)
    while not ref.is_terminal():
        ref.apply(regicide_bot.choose(ref.view(ref.current_player())))
    return ref.to_dict()


@pytest.mark.parametrize("players,bots", [(2, []), (3, [1]), (4, [0, 2]), (4, [0, 1, 2, 3])])
def test_a_whole_game_of_people_and_bots_is_the_engines_game(players, bots):
    d = Driver()
    d.run(setup(players, bots))
    t = team(d)
    assert t.game.players == players and t.bots == [s in bots for s in range(players)]
    assert t.game.max_hand == R.MAX_HAND[players]
    expected = bot_game(t.game.to_dict())
    play_out(d)
    assert t.game.to_dict() == expected and saved(d.files) == expected
    assert d.app.errors == 0, d.app.last_error
    assert _actions(t)[0] == "New game"
    d.run(["B"])  # a finished game leaves the Resume list
    assert d.app.at_game_menu() and "Resume Regicide team" not in d.app.top().items


def hand_drawn(d, hand):
    """True when the frame shows `hand` where the hand row is (every pixel of its labels)."""
    ink = bytearray(1024)
    for i, c in enumerate(sorted(hand)):
        gfx.text(ink, 3 + i * 18, 35, gfx.card_label(c) if c != C.JOKER else "JK")
    frame = d.frame_bytes()
    return all(frame[i] & ink[i] == ink[i] for i in range(1024))


def test_a_persons_hand_is_hidden_until_they_take_the_device():
    d = Driver()
    d.run(setup(2, []))
    t = team(d)
    assert t.revealed == -1 and len(t.hand()) == 0 and not hand_drawn(d, t.game.hands[0])
    d.run(["A"])  # P1 takes the device
    assert t.hand() == sorted(t.game.hands[0]) and hand_drawn(d, t.game.hands[0])
    person_move(d, regicide_bot.choose(t.game.view(0)))
    while d.app.top() is not t:
        d.run(["A"])
    while t.game.current_player() == 0 and not t.game.is_terminal():
        person_move(d, regicide_bot.choose(t.game.view(0)))
        while d.app.top() is not t:
            d.run(["A"])
    assert t.game.current_player() == 1
    # P1's turn is over: neither hand shows until P2 takes the device
    assert len(t.hand()) == 0 and not hand_drawn(d, t.game.hands[1])
    assert not hand_drawn(d, t.game.hands[0])
    d.run(["L", "R", "D", "U"])  # nothing shows a hand before A
    assert not hand_drawn(d, t.game.hands[1]) and not hand_drawn(d, t.game.hands[0])
    d.run(["A"])
    assert t.hand() == sorted(t.game.hands[1]) and hand_drawn(d, t.game.hands[1])


def test_every_view_a_bot_or_the_hint_sees_is_the_seat_to_play(monkeypatch):
    seen = []
    choose = regicide_bot.choose

    def watching(view):
        game = team(d).game
        seen.append((view.seat, game.current_player(), view.hand == game.hands[view.seat]))
        return choose(view)
    monkeypatch.setattr(regicide_bot, "choose", watching)
    d = Driver()
    d.run(setup(3, [1, 2]))
    t = team(d)
    d.run(["A"])
    d.run(action_steps(t, "Hint") + ["A"])  # the hint read: its cards are chosen
    d.run(["A"] if t.chosen else action_steps(t, "Yield"))  # Play (under the cursor)
    assert t.game.current_player() != 0 or t.game.phase == R.PHASE_PAY
    play_out(d)
    assert len(seen) > 10
    assert all(seat == turn and own for seat, turn, own in seen)


def jester_game(players=3):
    """A dealt game where P1 holds a Jester."""
    g = R.Regicide.new(players, 7)
    d = g.to_dict()
    jk = C.token(C.JOKER)
    for h in d["hands"]:
        if jk in h:
            h.remove(jk)
            h.append(d["hands"][0].pop(0))
            d["hands"][0].append(jk)
            break
    else:
        i = d["tavern"].index(jk)
        d["tavern"][i] = d["hands"][0][0]
        d["hands"][0][0] = jk
    return R.Regicide.from_dict(d)


def test_the_jester_player_chooses_who_goes_next():
    d = Driver()
    d.run(["wait 1600"])
    t = Team(jester_game(), [False, False, True])
    d.app.push(t)
    d.run(["A"])  # P1 takes the device
    person_move(d, (R.PLAY, C.JOKER))
    assert t.game.phase == R.PHASE_CHOOSE and t.game.jester
    assert [a for a in _actions(t) if a.startswith("next:")] == ["next:0", "next:1", "next:2"]
    d.run(action_steps(t, "next:1"))
    assert t.game.phase == R.PHASE_PLAY and t.game.current_player() == 1
    assert t.revealed == 0 and len(t.hand()) == 0  # P2 takes the device first


def test_a_yield_is_refused_when_every_other_seat_just_yielded():
    d = Driver()
    d.run(setup(2, []))
    t = team(d)
    d.run(["A"] + action_steps(t, "Yield"))
    while d.app.top() is not t:
        d.run(["A"])
    if t.game.phase == R.PHASE_PAY:
        person_move(d, regicide_bot.choose(t.game.view(0)))
        while d.app.top() is not t:
            d.run(["A"])
    assert t.game.current_player() == 1
    d.run(["A"] + action_steps(t, "Yield"))
    assert " ".join(d.app.top().lines).startswith(
        "cannot yield: every other player yielded on their most recent turn")


def test_a_payment_below_the_attack_is_refused_and_changes_nothing():
    d = Driver()
    d.run(setup(2, []))
    t = team(d)
    d.run(["A"] + action_steps(t, "Yield"))
    while d.app.top() is not t:
        d.run(["A"])
    assert t.game.phase == R.PHASE_PAY
    before = t.game.to_dict()
    low = min(t.hand(), key=R.value)
    assert not t.on_actions
    d.run(["R*%d" % t.hand().index(low) if t.hand().index(low) else "wait 20", "A"])
    d.run(action_steps(t, "Pay"))
    assert " ".join(d.app.top().lines).startswith("payment worth %d is less than the %d owed"
                                                 % (R.value(low), t.game.owed))
    assert t.game.to_dict() == before and saved(d.files) == before


def test_undo_takes_back_a_persons_move_and_the_bots_after_it_across_a_reboot():
    d = Driver()
    d.run(setup(3, [1, 2]))
    t = team(d)
    d.run(["A"])
    before = t.game.to_dict()
    person_move(d, regicide_bot.choose(t.game.view(0)))
    play_out_until_person(d, t)
    assert t.game.to_dict() != before
    d.run(["B", "reboot", "wait 1600", "A"])  # Resume Regicide team
    t2 = team(d)
    d.run(["A"])  # the device taken again
    d.run(action_steps(t2, "Undo"))
    assert t2.game.to_dict() == before and saved(d.files) == before


def play_out_until_person(d, t):
    for _ in range(100):
        if d.app.top() is not t or t.paused_at is not None:
            d.run(["A"])
        elif t.bots[t.game.current_player()]:
            d.run(["wait 40"])
        else:
            return
    raise AssertionError("no person's turn came")


def test_resume_hides_the_hand_until_the_device_is_taken():
    d = Driver()
    d.run(setup(2, []) + ["A"])
    t = team(d)
    d.run(["B"])
    assert d.app.at_game_menu() and d.app.top().items[0] == "Resume Regicide team"
    d2 = Driver(d.files)
    d2.run(["wait 1600", "A"])
    t2 = team(d2)
    assert t2.game.to_dict() == t.game.to_dict() and t2.revealed == -1
    assert not hand_drawn(d2, t2.game.hands[0])


def test_a_power_cut_while_saving_a_move_leaves_the_old_or_the_new_game():
    base = Driver()
    base.run(setup(2, []))
    start = team(base).game.to_dict()
    found = set()
    for cut in range(1, 40):
        files = CuttingFiles(base.files.data, None)
        d = Driver(files)
        d.run(["wait 1600", "A", "A"])
        t = team(d)
        move = regicide_bot.choose(t.game.view(0))
        files.ops = 0
        files.cut_at = cut
        person_move(d, move)
        after = Driver(rebooted(files))
        after.run(["wait 1600", "A"])
        got = team(after).game.to_dict()
        moved = R.Regicide.from_dict(start)
        moved.apply(move)
        assert got in (start, moved.to_dict()), cut
        found.add(got == start)
        if files.ops < cut:
            break
    assert found == {True, False}


MASH_PRESSES = int(os.environ.get("REGALIA_MODES_MASH", "3200"))
KEYS = (UP, DOWN, LEFT, RIGHT, A, A, LEFT, RIGHT, A, A, DOWN, UP, A, B)


def in_mode(d):
    return any(isinstance(s, Team) or getattr(s, "title", "") == "New Regicide team"
               for s in d.app.stack) or isinstance(d.app.top(), ui.Confirm)


def enter_mode(d):
    while not in_mode(d):
        if not d.app.at_game_menu():
            back_to_game_menu(d)
        if d.app.top().items[0] == "Resume Regicide team":
            select(d, "Resume Regicide team")
        else:
            select(d, "Regicide")
            select(d, "Team game")


def test_mashing_inside_the_team_game_never_raises_and_b_leads_home():
    d = Driver()
    d.run(["wait 1600"])
    assert mash_inside(d, Random(3434), enter_mode, in_mode, MASH_PRESSES, KEYS) >= 3000

"""Regicide with 2-4 seats on one device (rules/regicide.md): people and bots, the hidden-hand
rule on the screen, Jester, yield, payments, undo, saving, resume."""
import json
import os

import pytest

from firmware import app as app_module
from firmware import storage
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.regicide.team import PACE_MS, Team, _actions, move_words
from firmware.handover import GUARD_MS
from shared_rules import cards as C
from shared_rules.regicide import game as R
from shared_rules.regicide import rules
from shared_rules.regicide import bot as regicide_bot
from shared_rules.regicide import hint as regicide_hint
from shared_rules.rng import Random
from tests.support.firmware_script import FRAME_MS, Driver
from tests.support.regicide_team_script import OPEN, TAKE, action_steps, person_move, play_out, setup, team
from tests.support.mash import back_to_game_menu, mash_inside, select
from tests.support.power_cuts import CuttingFiles, rebooted

SAVE_NAME = "regiteam.sav"  # the team game's save (menu/home.py's MODES)
UNDO = ["B", "D", "A"]  # the undo gesture of every mode: the pause menu's Undo line


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
    assert _actions(t) == ("New game",)
    d.run(["B", "B"])  # the pause menu, the game menu: a finished game leaves the Resume list
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
    d.run(TAKE)  # P1 takes the device
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
    d.run(TAKE)
    assert t.hand() == sorted(t.game.hands[1]) and hand_drawn(d, t.game.hands[1])


def test_every_view_a_bot_or_the_hint_sees_is_the_seat_to_play(monkeypatch):
    seen = []
    choose = regicide_bot.choose

    def watching(view, level="normal"):
        game = team(d).game
        seen.append((view.seat, game.current_player(), view.hand == game.hands[view.seat]))
        return choose(view, level)
    monkeypatch.setattr(regicide_bot, "choose", watching)
    d = Driver()
    d.run(setup(3, [1, 2]))
    t = team(d)
    d.run(TAKE)
    d.run(action_steps(t, "Hint") + ["A"])  # the hint read: its cards are chosen
    d.run(["A"] if t.chosen else action_steps(t, "Yield"))  # Play (under the cursor)
    assert t.game.current_player() != 0 or t.game.phase == R.PHASE_PAY
    play_out(d)
    assert len(seen) > 10
    assert all(seat == turn and own for seat, turn, own in seen)


def jester_game(players=3):
    """A dealt game where P1 holds a Jester."""
    g = R.new_game(7, players=players)
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
    d.app.save_file = SAVE_NAME  # (the App gives an open mode its save)
    d.app.push(t)
    d.run(TAKE)  # P1 takes the device
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
    d.run(TAKE + action_steps(t, "Yield"))
    while d.app.top() is not t:
        d.run(["A"])
    if t.game.phase == R.PHASE_PAY:
        person_move(d, regicide_bot.choose(t.game.view(0)))
        while d.app.top() is not t:
            d.run(["A"])
    assert t.game.current_player() == 1
    d.run(TAKE + action_steps(t, "Yield"))
    assert " ".join(d.app.top().lines).startswith(
        "cannot yield: every other player yielded on their most recent turn")


def test_a_payment_below_the_attack_is_refused_and_changes_nothing():
    d = Driver()
    d.run(setup(2, []))
    t = team(d)
    d.run(TAKE + action_steps(t, "Yield"))
    while d.app.top() is not t:
        d.run(["A"])
    assert t.game.phase == R.PHASE_PAY
    before = t.game.to_dict()
    low = min(t.hand(), key=rules.value)
    assert not t.on_actions
    d.run(["R*%d" % t.hand().index(low) if t.hand().index(low) else "wait 20", "A"])
    d.run(action_steps(t, "Pay"))
    assert " ".join(d.app.top().lines).startswith("payment worth %d is less than the %d owed"
                                                 % (rules.value(low), t.game.owed))
    assert t.game.to_dict() == before and saved(d.files) == before


def test_undo_takes_back_a_persons_move_and_the_bots_after_it_across_a_reboot():
    d = Driver()
    d.run(setup(3, [1, 2]))
    t = team(d)
    d.run(TAKE)
    before = t.game.to_dict()
    person_move(d, regicide_bot.choose(t.game.view(0)))
    play_out_until_person(d, t)
    assert t.game.to_dict() != before
    d.run(["B", "reboot", "wait 1600", "A"])  # Resume Regicide team
    t2 = team(d)
    d.run(TAKE)  # the device taken again
    d.run(UNDO)
    assert t2.game.to_dict() == before and saved(d.files) == before


def play_out_until_person(d, t):
    for _ in range(100):
        if d.app.top() is not t or t.paused_at is not None:
            d.run(["A"])
        elif not t.game.is_terminal() and t.bots[t.game.current_player()]:
            d.run(["wait 40"])
        else:
            return
    raise AssertionError("no person's turn came")


def test_resume_hides_the_hand_until_the_device_is_taken():
    d = Driver()
    d.run(setup(2, []) + TAKE)
    t = team(d)
    d.run(["B", "B"])  # the pause menu, then the game menu
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
        d.run(["wait 1600", "A"] + TAKE)
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
    return any(isinstance(s, Team) or isinstance(getattr(s, "game_screen", None), Team)
               or getattr(s, "title", "") == "New Regicide team"
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


# --- issue 35: a hand shows only for an A pressed and released on the hand-over ------------
def third_hand_hidden(d, t):
    """Neither the table nor the frame shows P3's hand."""
    return not t.hand_shown() and not hand_drawn(d, t.game.hands[2])


def until_bot_move_before(d, t, seat):
    """Play on (people play the bot's move for their seat, messages read) until a bot's move
    is on show and the person in `seat` plays next; False if the game ends first."""
    for _ in range(400):
        if t.game.is_terminal():
            return False
        if d.app.top() is not t:
            d.run(["A"])
        elif t.paused_at is not None:
            if t.seat() == seat:
                return True
            d.run(["wait 20"])
        elif t.bots[t.seat()]:
            d.run(["wait 20"])
        elif t.revealed != t.seat():
            d.run(TAKE)
        else:
            person_move(d, regicide_bot.choose(t.game.view(t.seat())))
    raise AssertionError("no bot's move before P%d came" % (seat + 1))


def race_tables(count):
    """`count` times a bot's move on show with P3 (a person) next, in games of three seats
    (P1 a person, P2 a bot, P3 a person): P1 took the device and played before it. Yields the
    Driver and the table; the caller shows P3's hand before the next."""
    n = 0
    while True:
        d = Driver()
        d.run(setup(3, [1]))
        t = team(d)
        while until_bot_move_before(d, t, 2):
            assert t.revealed == 0  # P1's hand was the last one shown
            yield d, t
            assert t.hand_shown()
            n += 1
            if n == count:
                return


def handing_over(d, t):
    """P3's hand-over is on the screen."""
    return d.app.top() is t and t.paused_at is None and t.person_to_play() \
        and t.revealed != t.seat()


def frames(d, t, mask, ms):
    """Frames with `mask` held for `ms`; P3's hand is never on any of them."""
    for _ in range(ms // FRAME_MS):
        d.frame(mask)
        assert third_hand_hidden(d, t), d.now


def one_a_shows_the_hand(d, t):
    assert handing_over(d, t)
    d.press(A)
    assert t.hand_shown() and hand_drawn(d, t.game.hands[2])


DOWN_BEFORE_THE_END = (-300, -100, -60, -40, -20, 0, 20)


def test_an_a_held_across_the_end_of_a_bots_move_never_shows_the_next_persons_hand():
    # P1 presses A to skip the bot's move, from before its pause ends until after: P3's
    # hand-over shows, and P3's hand only after a fresh A pressed and released on it.
    races = race_tables(len(DOWN_BEFORE_THE_END))
    for down in DOWN_BEFORE_THE_END:
        d, t = next(races)
        end = t.paused_at + PACE_MS
        frames(d, t, 0, end + down - d.now)
        frames(d, t, A, max(end + 100 - d.now, 3 * FRAME_MS))
        frames(d, t, 0, 600)
        one_a_shows_the_hand(d, t)
    next(races, None)


def test_an_a_within_reaction_time_of_the_hand_over_never_shows_the_hand():
    # The bot's move ends by itself; an A pressed 0-300 ms after "P3 take the device" went up
    # was meant for the bot's move: one more A (pressed and released) shows the hand.
    races = race_tables(16)
    for delay in range(0, 301, 20):
        d, t = next(races)
        while not handing_over(d, t):
            frames(d, t, 0, FRAME_MS)
        up = d.now - FRAME_MS  # the frame the hand-over was drawn first
        frames(d, t, 0, up + delay - d.now)
        frames(d, t, A, 3 * FRAME_MS)
        frames(d, t, 0, 700)
        one_a_shows_the_hand(d, t)
    next(races, None)


def test_the_hand_shows_when_the_a_is_released_and_costs_one_press():
    # One A on a hand-over that has been up its guard time: held, the hand-over stays;
    # released, the hand shows.
    d = Driver()
    d.run(setup(2, []) + ["wait %d" % GUARD_MS])
    t = team(d)
    while not d.app.input.pressed & A:
        d.frame(A)
    for _ in range(50):  # held for a second: still the hand-over
        d.frame(A)
        assert not t.hand_shown() and not hand_drawn(d, t.game.hands[0])
    while d.app.input.pressed & A:
        assert not t.hand_shown()
        d.frame(0)
    assert t.hand_shown() and hand_drawn(d, t.game.hands[0])
    assert d.app.errors == 0


def test_a_hand_over_uncovered_by_a_pop_up_waits_its_guard_time_again():
    # P1's hand-over has been up for a second; a long B asks "Back to the game menu?" over it
    # and No closes the question. An A within reaction time of the hand-over coming back was
    # meant for the question: only an A after the guard time shows the hand.
    d = Driver()
    d.run(setup(2, []) + ["wait 1000"])
    t = team(d)
    while not isinstance(d.app.top(), ui.Confirm):
        d.frame(B)
    while d.app.input.pressed:
        d.frame(0)
    d.run(["wait 1000", "A"])  # No (the question starts on No)
    assert d.app.top() is t and not t.hand_shown()
    d.press(A)
    assert not t.hand_shown() and not hand_drawn(d, t.game.hands[0])
    d.run(["wait %d" % GUARD_MS])
    d.press(A)
    assert t.hand_shown() and hand_drawn(d, t.game.hands[0])


@pytest.mark.parametrize("bots,hidden", [([1], True), ([1, 2], False)])
def test_a_screen_woken_from_sleep_hides_the_hand_again_when_several_people_play(bots, hidden):
    # Two people (P1, P3): the device may change hands while the screen is dark. One person
    # with bots: nobody to hide the hand from, it shows again at once.
    d = Driver()
    d.run(setup(3, bots) + TAKE)
    t = team(d)
    hand = t.game.hands[0]
    assert t.hand_shown() and hand_drawn(d, hand)
    d.app.settings["sleep"] = 30
    d.run(["wait 31000"])
    assert d.app.power == app_module._OFF
    d.press(A)  # wakes the screen only
    assert d.app.power == app_module._AWAKE and d.app.top() is t
    if hidden:
        assert t.revealed == -1 and not t.hand_shown() and not hand_drawn(d, hand)
        d.run(["L", "R", "D"])
        assert not hand_drawn(d, hand)
        d.run(TAKE)  # one A
    assert t.hand_shown() and hand_drawn(d, hand)


@pytest.mark.parametrize("hands,drawn", [
    # Two seats (hand limit 7): P1 plays 8♦ with two cards left, P2 is full: P1 alone draws.
    ([["8D", "2S", "3S"], ["4S", "5S", "6S", "7S", "9S", "TS", "2H"]], "P1 +5"),
    # Three seats (limit 6): P1 draws up to the limit, P2 and P3 one each, P1's first.
    ([["8D", "2S", "3S"], ["4S", "5S", "6S", "7S", "9S"], ["TS", "2H", "3H", "4H", "5H"]],
     "P1 +4, P2 +1, P3 +1"),
])
def test_the_draw_message_names_every_seat_that_drew_the_acting_seat_first(hands, drawn):
    """Issue 37: the acting seat's own draw was left out (its hand was counted before the
    played card left it)."""
    from tests.support.regicide_util import game
    d = Driver()
    d.run(["wait 1600"])
    t = Team(game(hands, enemy="JC"), [False] * len(hands))
    d.app.save_file = SAVE_NAME  # (the App gives an open mode its save)
    d.app.push(t)
    d.run(TAKE)  # P1 takes the device
    person_move(d, (R.PLAY, C.parse("8D")))
    assert t.game.phase == R.PHASE_PAY  # J♣ attacks P1 (8 damage of its 20)
    said = " ".join(d.app.top().lines)
    assert ("Drawn: %s." % drawn) in said, said
    assert [len(h) for h in t.game.hands] == [R.MAX_HAND[len(hands)]] * len(hands)


def drawn_strings(d, monkeypatch):
    """(small, large): the strings drawn in one frame in each type."""
    small, large = [], []
    real_text, real_big = gfx.text, gfx.big_text

    def text(buf, x, y, s, *rest):
        small.append(s)
        return real_text(buf, x, y, s, *rest)

    def big_text(buf, x, y, s, *rest):
        large.append(s)
        return real_big(buf, x, y, s, *rest)
    monkeypatch.setattr(gfx, "text", text)
    monkeypatch.setattr(gfx, "big_text", big_text)
    d.app.render()
    monkeypatch.undo()
    return small, large


def test_the_enemy_and_its_immunity_are_in_large_type(monkeypatch):
    """Issue 37: what the whole table reads, "J♣ 20/20" and "immune ♣", in large type."""
    d = Driver()
    d.run(setup(2, [1]))
    t = team(d)
    enemy = t.game.enemy
    _, large = drawn_strings(d, monkeypatch)
    health = R.enemy_health(enemy)
    assert "%s %d/%d" % (gfx.card_label(enemy), health, health) in large
    assert "immune" in large and gfx.SUIT_GLYPHS[C.suit(enemy)] in large


def test_a_bots_move_stays_on_show_two_and_a_half_seconds_or_until_a():
    d = Driver()
    d.run(setup(2, [0]))  # P1 a bot: its move first
    t = team(d)
    d.run(["wait 40"])
    shown = t.paused_at
    assert shown is not None
    d.run(["wait %d" % (shown + 2400 - d.now)])
    assert t.paused_at == shown  # still on show
    d.run(["wait 200"])
    assert t.paused_at != shown  # (the next seat's turn, or the bot's next move on show)
    d = Driver()
    d.run(setup(2, [0]))
    t = team(d)
    d.run(["wait 40"])
    shown = t.paused_at
    d.run(["A"])
    assert t.paused_at != shown


def test_the_last_moves_show_in_a_short_log_while_the_bots_play(monkeypatch):
    """Who played what and what it did, the newest last, while a bot's move is on show: the
    person's own move stays readable under the bots' after it. No card of a hand shows."""
    d = Driver()
    d.run(setup(3, [1, 2]))  # P1 a person, P2 and P3 bots
    t = team(d)
    def bots_move_under_another():  # a bot's move on show, a line of the one before above
        moves = [i for i, x in enumerate(t.log) if x[:3] in ("P2 ", "P3 ")]
        return t.paused_at is not None and moves and moves[-1] > 0

    while not bots_move_under_another():
        assert not t.game.is_terminal()
        if d.app.top() is not t:
            d.run(["A"])  # the person's news read
        elif t.paused_at is None and t.person_to_play():
            d.run(TAKE if t.revealed != t.seat() else [])
            person_move(d, regicide_bot.choose(t.game.view(t.seat())))
        else:
            d.run(["wait 20"])
    small, _ = drawn_strings(d, monkeypatch)
    text = " ".join(small)
    assert len(t.log) == 3
    for line in t.log:
        assert line in small
    for hand in t.game.hands:
        for c in hand:
            if c != C.JOKER:
                assert gfx.card_label(c) not in text


def test_undo_takes_back_ten_persons_moves_across_a_reboot_and_keeps_the_save_small():
    """Issue 37: the team game keeps 10 people's moves (4 before, each a whole position of
    ~0.7 KB): one position and the moves since it, the bots' moves with them; each undo gives
    the game as it was before that person's move. The undo is the pause menu's, as in every
    mode: B, Down, A, then one A a step (the menu stays on its Undo line, titled with what it
    took back): ten steps, 12 presses."""
    d = Driver()
    d.run(["wait 20"] + setup(3, [1, 2]))  # (a deal whose game lasts 12 of P1's moves)
    t = team(d)
    d.run(TAKE)
    before = []
    moves = []
    while len(before) < 12:
        assert not t.game.is_terminal()
        before.append(t.game.to_dict())
        moves.append(regicide_bot.choose(t.game.view(0)))
        person_move(d, moves[-1])
        play_out_until_person(d, t)
    undo = storage.load(d.files, SAVE_NAME)["undo"]
    assert sum(m[0] for m in undo["moves"]) == 10 and len(json.dumps(undo)) < 1500
    d.run(["B", "reboot", "wait 1600", "A"])  # Resume Regicide team
    t2 = team(d)
    d.run(TAKE)
    presses = 0
    for back in range(10):
        steps = UNDO if back == 0 else ["A"]
        menu = d.app.top()
        if back:  # the menu stayed on its Undo line, naming the step before
            assert isinstance(menu, ui.PauseMenu) and menu.index == 1
        else:
            d.run(["B"])
            menu = d.app.top()
            steps = steps[1:]
            presses += 1
        assert menu.items[1] == "Undo: " + move_words(d.app, 0, moves[-1 - back])
        d.run(steps)
        presses += len(steps)
        assert t2.game.to_dict() == before[-1 - back] and saved(d.files) == before[-1 - back]
        menu = d.app.top()
        assert menu.title == "Took back " + move_words(d.app, 0, moves[-1 - back])
    assert presses == 12  # B, Down, A, then nine A
    assert d.app.top().items[1] == "Undo: nothing yet"  # ten, and no more
    d.run(["A"])
    assert " ".join(d.app.top().lines) == "Nothing to undo yet."
    d.run(["A"])
    assert t2.game.to_dict() == before[2] and team(d) is t2


def test_b_opens_the_pause_menu_whose_undo_line_is_there_with_nothing_to_undo():
    """Issue 37: Undo was an action of its own in the Play/Pay/End lists, there only when a
    move could be undone; now it is the pause menu's second line in every mode ("Undo:
    nothing yet" keeps its place), and the actions are the move's alone."""
    d = Driver()
    d.run(setup(2, [1]) + TAKE)
    t = team(d)
    assert _actions(t) == ("Play", "Yield", "Hint")
    d.run(["B"])
    menu = d.app.top()
    assert isinstance(menu, ui.PauseMenu) and menu.game_screen is t
    assert menu.items == ["Back to the game", "Undo: nothing yet", "Game menu"]
    before = t.game.to_dict()
    d.run(["D", "A"])
    assert " ".join(d.app.top().lines) == "Nothing to undo yet." and t.game.to_dict() == before
    d.run(["A"])
    assert d.app.top() is t and t.hand_shown()
    move = regicide_bot.choose(t.game.view(0))
    person_move(d, move)
    play_out_until_person(d, t)
    d.run(["B"])  # the pause menu names the move in full
    assert d.app.top().items[1] == "Undo: " + move_words(d.app, 0, move)
    d.run(["A"])  # Back to the game
    assert d.app.top() is t and t.hand_shown()


def test_a_pause_menu_woken_from_sleep_hides_the_hand_behind_the_hand_over():
    """Two people: the device may change hands while the pause menu is dark; back in the game
    the hand-over shows, not the hand (the table is out of the stack while its menu shows)."""
    d = Driver()
    d.run(setup(2, []) + TAKE)
    t = team(d)
    hand = t.game.hands[0]
    d.run(["B"])
    d.app.settings["sleep"] = 30
    d.run(["wait 31000"])
    assert d.app.power == app_module._OFF
    d.press(A)  # wakes the screen only
    d.run(["A"])  # Back to the game
    assert d.app.top() is t and not t.hand_shown() and not hand_drawn(d, hand)


def test_after_a_resume_the_undo_line_of_a_move_made_since_needs_no_replay(monkeypatch):
    """The move an undo takes back is known from the move itself; only a Resume's undo
    history (the moves' texts, not their seats) needs one replay to name it."""
    from firmware.regicide.team import Undo
    d = Driver()
    d.run(setup(2, [1]) + TAKE)
    t = team(d)
    person_move(d, regicide_bot.choose(t.game.view(0)))
    play_out_until_person(d, t)
    d.run(["B", "reboot", "wait 1600", "A"] + TAKE)  # Resume Regicide team
    t2 = team(d)
    move = regicide_bot.choose(t2.game.view(0))
    person_move(d, move)
    play_out_until_person(d, t2)
    replays = []
    real = Undo.replayed
    monkeypatch.setattr(Undo, "replayed", lambda self, n: replays.append(n) or real(self, n))
    d.run(["B"])
    assert d.app.top().items[1] == "Undo: " + move_words(d.app, 0, move) and replays == []


def test_a_bot_seat_is_normal_at_no_press_and_left_right_change_its_level():
    d = Driver()
    d.run(setup(2, [])[:-2] + ["A"])  # on P2's line: A makes it a bot, Normal at no press
    menu = d.app.top()
    assert menu.items[2] == "P2: bot Normal"
    d.run(["R"])
    assert menu.items[2] == "P2: bot Hard"
    d.run(["L", "L"])
    assert menu.items[2] == "P2: bot Easy"
    d.run(["A"])
    assert menu.items[2] == "P2: person"
    d.run(["R"])  # Right on a person's line: a bot again, at the level it had
    assert menu.items[2] == "P2: bot Easy"


def test_each_bot_plays_at_its_level_saved_remembered_and_resumed(monkeypatch):
    asked = []
    choose = regicide_bot.choose

    def watching(view, level="normal"):
        asked.append((view.seat, level))
        return choose(view, level)
    monkeypatch.setattr(regicide_bot, "choose", watching)
    written = []
    text = gfx.text
    monkeypatch.setattr(gfx, "text", lambda buf, x, y, s, *rest: written.append(s)
                        or text(buf, x, y, s, *rest))
    d = Driver()
    # three seats: P2 a bot, Hard; P3 a bot, Easy
    d.run(OPEN + ["R", "D", "D", "A", "R", "D", "A", "L", "D", "A"])
    t = team(d)
    assert t.levels == [1, 2, 0]
    for _ in range(8):  # P1 plays as the Normal bot would until both bots have played
        if {1, 2} <= {seat for seat, _ in asked} or t.game.is_terminal():
            break
        d.run(TAKE)
        person_move(d, choose(t.game.view(0)))
        play_out_until_person(d, t)
    assert {(1, "hard"), (2, "easy")} <= set(asked)
    assert all(level == ("hard", "easy")[seat - 1] for seat, level in asked)
    assert storage.load(d.files, SAVE_NAME)["levels"] == "NHE"
    assert d.app.settings["bots"] == "NHEN"
    # while a bot plays, "Next: P2 (bot H)": its level's letter after its name
    assert {" (bot H)", " (bot E)"} <= set(written) and " (bot N)" not in written
    d.run(["B", "reboot", "wait 1600", "A"])  # Resume: each seat's level as it was
    assert team(d).levels == [1, 2, 0]
    # a new game's setup (under the Resume line): last time's levels, no press for them
    d.run(["reboot", "wait 1600", "D*3", "A", "D*2", "A", "R", "D", "D", "A", "D", "A"])
    assert d.app.top().items[2:4] == ["P2: bot Hard", "P3: bot Easy"]


def test_a_save_from_before_the_levels_has_normal_bots_and_a_damaged_level_cannot_be_read():
    g = R.new_game(3, players=2)
    data = {"game": "regicide-team", "bots": [False, True], "position": g.to_dict()}
    files = storage_with(data)
    d = Driver(files)
    d.run(["wait 1600", "A"])
    assert team(d).levels == [1, 1]
    for bad in ("N", "NX", 7):
        data["levels"] = bad
        d = Driver(storage_with(data))
        d.run(["wait 1600", "A"])
        assert d.app.top().lines == gfx.wrap("The saved game cannot be read.", 19), bad


def storage_with(data):
    from tests.support.memory_files import MemoryFiles
    files = MemoryFiles()
    storage.save(files, SAVE_NAME, data)
    return files


def test_the_hint_names_the_move_and_says_why():
    d = Driver()
    d.run(setup(2, [1]))
    t = team(d)
    d.run(TAKE)
    d.run(action_steps(t, "Hint"))
    box = d.app.top()
    # the deal of the Driver's clock: P1 holds 2♠ 4♠ 5♥ 5♦ 6♠ 9♥ J♦ against J♥ (attack 10)
    assert box.lines == ["Hint: Play 4♠", "4♠: 4 dmg, shield 4", "attack 10, you pay 6"]
    assert (box.move, "\n".join(box.why)) == ("Play 4♠", "4♠: 4 dmg, shield 4\nattack 10, you pay 6")
    assert regicide_hint.hint(t.game.view(0))[1][1] == ("4S", "4", "4", "10", "6")
    d.run(["A", "A"])  # the hint read; its card chosen, on Play: one press plays it
    assert t.game.shield == 4 or t.game.enemy != 46

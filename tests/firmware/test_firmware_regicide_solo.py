"""Regicide solo on the device (the device is the deck): every ruling from `Regicide.apply`,
the Hint from the bot on the player's own view, saving after every move, resume, B."""

from firmware import storage
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.regicide.solo import Solo, _actions
from firmware.wording import said
from shared_rules import cards as C
from shared_rules.regicide import game as R
from shared_rules.regicide import rules
from shared_rules.regicide import bot as regicide_bot
from shared_rules.rng import Random
from tests.support.firmware_script import Driver
from tests.support.memory_files import MemoryFiles
from tests.support.mash import back_to_game_menu, mash_inside, select
from tests.support.power_cuts import CuttingFiles, rebooted
from tests.support.solo_steps import OPEN_SOLO, do, follow_hint, play_by_hints, solo_game, started

SAVE_NAME = "regicide_solo.sav"  # solo's save and Resume label (menu/home.py's MODES)
RESUME_LABEL = "Resume Regicide solo"


def saved(files):
    return R.Regicide.from_dict(storage.load(files, SAVE_NAME)["solo"]).to_dict()



def pick(d, cards):
    """Select these cards of the hand (Left/Right, A) from the hand row."""
    s = solo_game(d)
    if s.on_actions:
        d.run(["U"])
    for c in cards:
        target = s.hand().index(c)
        moves = (target - s.pos) % len(s.hand())
        d.run((["R*%d" % moves] if moves else []) + ["A"])


def in_the_companions_file(refuse=()):
    """A booted device whose solo game is in the companion's file, as an older version kept
    it, the flash refusing `refuse`; and that game."""
    d = started()
    game = saved(d.files)
    files = MemoryFiles()
    files.data["regicide.sav"] = d.files.data[SAVE_NAME]
    files.refuse = refuse
    d = Driver(files)
    d.run(["wait 1600"])
    assert d.app.top().items[0] == "Resume Regicide"
    return d, game


def test_a_solo_game_in_the_companions_file_moves_to_its_own_on_resume():
    d, game = in_the_companions_file()
    d.run(["A"])
    assert solo_game(d).game.to_dict() == game and d.app.top() is solo_game(d)
    assert sorted(d.files.data) == [SAVE_NAME] and saved(d.files) == game


def test_a_companions_file_the_flash_will_not_delete_says_so_and_the_game_goes_on():
    d, game = in_the_companions_file(("remove",))
    d.run(["A"])
    assert d.app.top().lines == gfx.wrap("Could not delete: 30", 19)
    assert saved(d.files) == game and "regicide.sav" in d.files.data
    d.run(["A"])
    assert d.app.top() is solo_game(d) and d.app.errors == 0


def test_a_new_deal_is_the_engines_deal_from_the_press_time():
    d = started()
    g = solo_game(d).game
    assert g.players == 1 and len(g.hands[0]) == 8 and rules.is_court(g.enemy)
    assert saved(d.files) == g.to_dict()


def test_the_hint_is_the_bots_move_and_selects_its_cards():
    d = started()
    s = solo_game(d)
    move = regicide_bot.choose(s.game.view(0))
    do(d, "Hint")
    assert d.app.top().lines[0] == "Hint: " + ("Play " + "+".join(
        gfx.card_label(c) for c in move[1:]) if move[0] == R.PLAY else "")
    d.run(["A"])
    if move[0] == R.PLAY:
        assert sorted(s.chosen) == sorted(move[1:])


def test_an_illegal_play_is_refused_with_the_engines_reason():
    d = started()
    s = solo_game(d)
    hand = s.hand()
    # two cards of different ranks, neither an Ace: never a legal play
    pair = None
    for a in hand:
        for b in hand:
            if (a >> 2) != (b >> 2) and (a >> 2) != 1 and (b >> 2) != 1 and a < b:
                pair = (a, b)
    before = s.game.to_dict()
    pick(d, pair)
    do(d, "Play")
    reason = R.play_error(tuple(sorted(pair)))
    # the engine's reason, its cards as glyphs
    assert d.app.top().lines == gfx.wrap(said(d.app, R.illegal(reason).refusal, ()), 19)
    assert s.game.to_dict() == before and saved(d.files) == before
    d.run(["A"])
    assert sorted(s.chosen) == sorted(pair)  # the selection is still there to fix


def test_yield_follows_the_solo_yield_option():
    d = started()
    do(d, "Yield")
    assert d.app.top().lines == gfx.wrap(
        "yielding is not allowed in solo (option solo_yield: never)", 19)
    d2 = Driver()
    d2.app.settings["regicide"]["solo_yield"] = "always"
    d2.run(OPEN_SOLO)
    do(d2, "Yield")
    assert solo_game(d2).game.phase == "pay"
    assert d2.app.top().lines[0].endswith("attacks: pay 10.") or "attacks" in " ".join(
        d2.app.top().lines)


def test_a_payment_below_the_attack_is_refused_then_a_good_one_is_saved():
    d = Driver()
    d.app.settings["regicide"]["solo_yield"] = "always"
    d.run(OPEN_SOLO)
    do(d, "Yield")
    d.run(["A"])
    s = solo_game(d)
    g = s.game
    low = min(s.hand(), key=rules.value)
    pick(d, [low])
    do(d, "Pay")
    assert d.app.top().lines == gfx.wrap(
        "payment worth %d is less than the %d owed: choose again" % (rules.value(low), g.owed), 19)
    d.run(["A"])
    pay = regicide_bot.payment(g.hands[0], g.owed, g.enemy, g.jester)
    s.chosen = list(pay)
    do(d, "Pay")
    assert g.phase in ("play", "lost") and saved(d.files) == g.to_dict()


def test_a_flip_discards_the_hand_and_draws_eight():
    d = started()
    g = solo_game(d).game
    do(d, "Flip")
    assert g.solo_jesters == 1 and len(g.hands[0]) == 8 and len(g.discard) == 8
    assert saved(d.files)["solo_jesters"] == 1


def assert_drawn_afresh(d):
    """The table's frame is the one a table made afresh for its game and cursor draws (it
    keeps its words between draws: they must follow every change)."""
    s = solo_game(d)
    fresh = Solo(s.game, s.history)
    fresh.chosen, fresh.pos, fresh.act, fresh.on_actions = s.chosen, s.pos, s.act, s.on_actions
    drawn = bytearray(1024)
    fresh.draw(d.app, drawn)
    assert d.frame_bytes() == bytes(drawn)


def test_the_large_type_shows_the_enemy_as_it_is_after_each_move():
    # The table keeps its large-type words between draws; after every move (hints followed
    # through the buttons) its frame is the one a table made afresh for the same game draws,
    # and it says the health left.
    d = started()
    s = solo_game(d)
    healths = set()
    for _ in range(12):
        if s.game.is_terminal():
            break
        follow_hint(d)
        g = s.game
        if not g.enemy:
            continue
        assert_drawn_afresh(d)
        health = R.enemy_health(g.enemy)
        assert s.words(d.app)[0] == "%s %d/%d" % (gfx.card_label(g.enemy), health - g.damage,
                                                  health)
        healths.add((g.enemy, g.damage))
    assert len(healths) > 3  # the damage changed on screen, not only the enemy



def test_a_whole_game_by_hints_matches_the_engine_and_shows_the_result():
    d = started()
    s = solo_game(d)
    ref = R.Regicide.from_dict(s.game.to_dict())
    play_by_hints(d)
    while not ref.is_terminal():
        ref.apply(regicide_bot.choose(ref.view(0)))
    assert s.game.to_dict() == ref.to_dict()
    assert not storage.has_save(d.files, SAVE_NAME)  # a finished game leaves the Resume list
    assert d.app.errors == 0
    assert _actions(s.game)[0] == "New deal"


def test_resume_after_a_reboot_continues_the_game():
    d = started()
    do(d, "Flip")
    d.run(["A"]) if isinstance(d.app.top(), ui.Message) else None
    before = solo_game(d).game.to_dict()
    d.run(["B"])
    assert isinstance(d.app.top(), ui.PauseMenu)  # in place of the table: B again goes home
    d.run(["B"])
    assert d.app.at_game_menu() and d.app.top().items[0] == RESUME_LABEL
    d2 = Driver(d.files)
    d2.run(["wait 1600", "A"])
    assert solo_game(d2).game.to_dict() == before


def test_a_power_cut_while_saving_a_move_leaves_the_previous_or_the_new_game():
    base = started()
    found = set()
    for cut in range(1, 40):
        files = CuttingFiles(base.files.data, None)
        d = Driver(files)
        d.run(["wait 1600", "A"])
        s = solo_game(d)
        d.run(["D", "R*2"])  # on Flip
        files.ops = 0
        files.cut_at = cut
        d.run(["A"])
        after = Driver(rebooted(files))
        after.run(["wait 1600", "A"])
        flips = solo_game(after).game.solo_jesters
        assert flips in (0, 1), cut
        found.add(flips)
        if files.ops < cut:
            break
        del s
    assert found == {0, 1}


def test_a_new_deal_replaces_the_finished_game_on_the_screen():
    d = started()
    play_by_hints(d)
    depth = len(d.app.stack)
    do(d, "New deal")
    d.run(["R", "A"])  # Yes, replace the saved game
    assert len(d.app.stack) == depth and not solo_game(d).game.is_terminal()
    assert saved(d.files) == solo_game(d).game.to_dict()


def test_a_new_solo_game_over_a_saved_game_asks_first():
    d = started()
    d.run(["B", "B"])  # the game's menu, the game menu
    select(d, "Regicide")
    select(d, "Solo")
    assert isinstance(d.app.top(), ui.Confirm)
    d.run(["B"])
    assert d.app.top().title == "Regicide"


MASH_PRESSES = 3200  # the issue asks for at least 3,000 presses inside the mode
KEYS = (UP, DOWN, LEFT, RIGHT, A, A, LEFT, RIGHT, A, A, DOWN, UP, A, B)


def in_solo(d):
    return any(isinstance(s, Solo) for s in d.app.stack) or isinstance(d.app.top(), ui.Confirm)


def enter_solo(d):
    while not in_solo(d):
        if not d.app.at_game_menu():
            back_to_game_menu(d)
        select(d, "Regicide")
        select(d, "Solo")


def test_mashing_inside_solo_never_raises_and_b_leads_home():
    d = Driver()
    d.run(["wait 1600"])
    assert mash_inside(d, Random(4242), enter_solo, in_solo, MASH_PRESSES, KEYS) >= 3000


def test_undo_takes_back_the_last_ten_moves_across_a_reboot():
    d = started()
    before = []
    while len(before) < 12:
        g = solo_game(d).game
        before.append(g.to_dict())
        move = regicide_bot.choose(g.view(0))
        if move[0] in (R.PLAY, R.PAY):
            pick(d, move[1:])
            do(d, "Play" if move[0] == R.PLAY else "Pay")
        else:
            do(d, "Yield" if move[0] == R.YIELD else "Flip")
        while isinstance(d.app.top(), ui.Message):
            d.run(["A"])
        assert solo_game(d).game.to_dict() != before[-1]
    d.run(["reboot", "wait 1600", "A"])  # Resume Regicide solo
    for back in range(10):
        d.run(["B"])
        menu = d.app.top()
        assert isinstance(menu, ui.PauseMenu) and menu.items[1].startswith("Undo: ")
        d.run(["D", "A"])  # three presses: B, Down, A
        assert d.app.top().lines[0].startswith("Took back")
        d.run(["A"])
        assert solo_game(d).game.to_dict() == before[-1 - back] == saved(d.files)
        assert_drawn_afresh(d)
    d.run(["reboot", "wait 1600", "A"])
    assert solo_game(d).game.to_dict() == before[2]


def _four_twos_played():
    """(driver, solo screen) after the four 2s played against the Jack of clubs, its messages
    read: the Undo line's longest kind ("play 2♠ 2♥ 2♦ 2♣")."""
    from tests.support.regicide_util import game
    d = started()
    s = solo_game(d)
    s.game = game([["2S", "2H", "2D", "2C", "9S"]], enemy="JC")
    s.said = None
    pick(d, [C.parse(t) for t in ("2S", "2H", "2D", "2C")])
    do(d, "Play")
    while isinstance(d.app.top(), ui.Message):
        d.run(["A"])
    return d, s


def test_a_long_undo_label_scrolls_until_all_of_it_has_been_read():
    """Issue 37: "Undo: <what>" was cut at the line's 20 characters; the selected line of a
    pause menu scrolls (after a second) to its end, then back."""
    d, s = _four_twos_played()
    d.run(["B", "D"])  # the pause menu, the Undo line selected
    label = d.app.top().items[1]
    assert label == "Undo: play 2♠ 2♥ 2♦ 2♣" and len(label) > 20

    def line_shows(text):
        ref = bytearray(1024)
        gfx.text(ref, 2, 16, text, 20)
        gfx.mark(ref, 0, 15, 122, 9)  # (selected: framed, never inverted)
        return d.frame_bytes()[256:256 + 122] == ref[256:256 + 122]

    assert line_shows(label[:20])
    seen = []
    for _ in range(40):
        d.run(["wait 100"])
        seen.append(line_shows(label[-20:]))
    assert any(seen)  # its end was on the line
    assert line_shows(label[:20]) or not seen[-1]  # and it goes back to its start
    d.run(["A"])  # the Undo still works as it did
    assert d.app.top().lines[0].startswith("Took back")


def test_the_enemy_and_its_immunity_are_in_large_type(monkeypatch):
    """Issue 37: "J♣ /20" and "immune ♣" were small; the enemy with its health left, its
    attack and its immunity are in large type; the counts and the flips stay readable."""
    d = started()
    g = solo_game(d).game
    large, small = [], []
    real_text, real_big = gfx.text, gfx.big_text
    monkeypatch.setattr(gfx, "text", lambda buf, x, y, t, *r: small.append(t) or real_text(
        buf, x, y, t, *r))
    monkeypatch.setattr(gfx, "big_text", lambda buf, x, y, t, *r: large.append(t) or real_big(
        buf, x, y, t, *r))
    d.app.render()
    monkeypatch.undo()
    health = R.enemy_health(g.enemy)
    assert "%s %d/%d" % (gfx.card_label(g.enemy), health, health) in large
    assert "immune" in large and gfx.SUIT_GLYPHS[C.suit(g.enemy)] in large
    assert "flips" in small and "/2" in small


def test_the_hint_says_why_in_a_concrete_deal():
    # The Driver's clock deals this game: J♥ first (attack 10), 9♣ in the hand
    d = started()
    s = solo_game(d)
    assert s.game.enemy == 44 and 39 in s.game.hands[0]  # J♥; 9♣ in hand
    do(d, "Hint")
    box = d.app.top()
    assert box.lines == ["Hint: Play 9♣", "9♣: 18 dmg, ♣x2", "attack 10, you pay 10"]
    assert box.move == "Play 9♣"  # in large type; the reason in small type under it
    d.run(["A", "A"])  # read; Play is under the cursor with the hint's card chosen
    assert s.game.damage == 18 and 39 not in s.game.hands[0]


def test_the_undo_line_is_said_in_the_language_of_settings_whenever_the_move_was_made():
    # Issue 38: the Undo lines were kept in the save as worded when made: a language changed
    # mid-game (or a save resumed in another) showed the older lines in the old language.
    d, s = _four_twos_played()
    assert s.history.snapshots[-1][0] == "2S+2H+2D+2C"  # kept in the notation
    d.app.settings["language"] = "sv"
    d.app.words_area = "regicide_play"
    d.run(["B", "D"])
    assert d.app.top().items[1] == "Ångra: spela 2♠ 2♥ 2♦ 2♣"
    d.run(["A"])
    assert d.app.top().lines[0].startswith("Tog tillbaka")


def test_an_older_saves_undo_line_worded_when_made_is_shown_as_it_was():
    from firmware.regicide.solo import _move_label
    d = started()
    assert _move_label(d.app, "play 5♠ 5♥") == "play 5♠ 5♥"
    assert _move_label(d.app, "yield") == "yield" and _move_label(d.app, "5S+5H") == "play 5♠ 5♥"

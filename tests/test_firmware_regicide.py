"""Regicide table companion screens: every ruling comes from `TableCompanion`; the screens
show its instructions and its refusals (the game as it was), save after every step, resume
after a reboot or a power cut, and B leads back."""
import os
import sys

from firmware import gfx, storage, ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.game_regicide import SAVE_NAME, CardList, Instructions, Status
from shared_rules.regicide_companion import TableCompanion
from shared_rules.rng import Random
from tests.firmware_script import Driver
from tests.regicide_firmware_script import card, cards, open_companion, two_player_game
from tests.test_firmware_mash import back_to_game_menu, mash_inside, select
from tests.test_firmware_storage import CuttingFiles, rebooted


def started(players, files=None):
    d = Driver(files)
    d.run(open_companion(players))
    return d


def status_of(d):
    for s in reversed(d.app.stack):
        if isinstance(s, Status):
            return s
    raise AssertionError("no status screen in %r" % d.app.stack)


def table_of(d):
    return status_of(d).game.table


def saved(files):
    return TableCompanion.from_dict(storage.load(files, SAVE_NAME)["companion"]).to_dict()


def choose(d, label):
    """Run the status screen's action called `label`."""
    st = d.app.top()
    assert isinstance(st, Status), st
    labels = [a for a, _ in st.acts]
    moves = (labels.index(label) - st.index) % len(labels)
    d.run(["D*%d" % moves] if moves else [])
    d.run(["A"])


def instructions(d):
    top = d.app.top()
    assert isinstance(top, Instructions), top
    return top.lines


def expected(lines):
    out = []
    for s in lines:
        out += gfx.wrap(s[:1].upper() + s[1:])
    return out


def test_a_new_game_takes_the_players_and_the_options_from_settings():
    d = Driver()
    d.app.settings["regicide"] = {"solo_yield": "not_twice", "jester_self": False}
    d.run(open_companion(3))
    t = table_of(d)
    assert (t.players, t.solo_yield, t.jester_self) == (3, "not_twice", False)
    assert t.hand_sizes == [6, 6, 6] and t.phase == "reveal"
    assert saved(d.files) == t.to_dict()


def test_the_scripted_two_player_game_follows_the_companion():
    d = Driver()
    d.run(two_player_game())
    ref = TableCompanion(2)
    for step in (("reveal", "JD"), ("play", "AC+8D"), ("pay", "9S+3H"), ("play", "2S"),
                 ("reveal", "JS"), ("yield_turn",), ("pay", "TC")):
        getattr(ref, step[0])(*step[1:])
    assert table_of(d).to_dict() == ref.to_dict()
    assert d.app.errors == 0


def test_each_step_shows_the_companions_instructions():
    d = started(2)
    ref = TableCompanion(2)
    choose(d, "Turn up next enemy")
    d.run(card("JD"))
    assert instructions(d) == expected(ref.reveal("JD"))
    d.run(["A"])
    choose(d, "Seat 0 plays cards")
    d.run(cards("AC+8D"))
    assert instructions(d) == expected(ref.play("AC+8D"))
    d.run(["A"])
    assert [a for a, _ in d.app.top().acts][:2] == ["Seat 0 pays 10", "Seat 0 cannot pay"]


def test_a_diamond_play_says_who_draws_how_many():
    d = started(2)
    choose(d, "Turn up next enemy")
    d.run(card("JS") + ["A"])
    choose(d, "Seat 0 plays cards")
    d.run(cards("AD+8D"))
    ref = TableCompanion(2)
    ref.reveal("JS")
    assert instructions(d) == expected(ref.play("AD+8D"))
    assert "seat 0 draws" in " ".join(instructions(d)).lower()


def test_an_illegal_play_is_refused_with_the_engines_reason_and_changes_nothing():
    d = started(2)
    choose(d, "Turn up next enemy")
    d.run(card("JD") + ["A"])
    before = table_of(d).to_dict()
    choose(d, "Seat 0 plays cards")
    d.run(cards("4S+4H+4D"))
    top = d.app.top()
    assert isinstance(top, ui.Message)
    assert top.lines == gfx.wrap(
        "illegal play: a set must total 10 or less (4S+4H+4D totals 12)", 19)
    assert table_of(d).to_dict() == before and saved(d.files) == before
    d.run(["A"])
    assert isinstance(d.app.top(), CardList) and len(d.app.top().cards) == 3


def test_the_castle_order_is_the_companions():
    d = started(1)
    choose(d, "Turn up next enemy")
    d.run(card("QH"))
    assert d.app.top().lines == gfx.wrap("the castle holds Jacks first, not QH", 19)
    assert table_of(d).phase == "reveal"


def test_a_payment_below_the_attack_is_refused_and_the_player_chooses_again():
    d = started(2)
    choose(d, "Turn up next enemy")
    d.run(card("JD") + ["A"])
    choose(d, "Seat 0 plays cards")
    d.run(cards("2C") + ["A"])
    choose(d, "Seat 0 pays 10")
    d.run(cards("5S"))
    assert d.app.top().lines == gfx.wrap(
        "payment worth 5 is less than the 10 owed: choose again", 19)
    assert table_of(d).phase == "pay" and table_of(d).hand_sizes == [6, 7]
    d.run(["A", "D", "A"] + card("6H") + ["A"])  # add a card: 5 + 6 = 11
    assert instructions(d) == ["Seat 1 to play"]
    assert saved(d.files)["hand_sizes"] == [4, 7]


def test_a_yield_the_rules_forbid_is_refused_with_the_reason():
    d = started(2)
    choose(d, "Turn up next enemy")
    d.run(card("JC") + ["A"])
    choose(d, "Seat 0 yields")
    d.run(["A"])
    choose(d, "Seat 0 pays 10")
    d.run(cards("TH") + ["A"])
    before = table_of(d).to_dict()
    choose(d, "Seat 1 yields")
    ref = TableCompanion.from_dict(before)
    try:
        ref.yield_turn()
        raise AssertionError("the companion allowed the yield")
    except ValueError as e:
        reason = str(e)
    assert d.app.top().lines == gfx.wrap(reason, 19)
    assert table_of(d).to_dict() == before
    assert reason == _refusal(lambda t: t.yield_turn(), table_of(d))


def test_a_jester_lets_its_player_choose_who_plays_next():
    d = started(3)
    choose(d, "Turn up next enemy")
    d.run(card("JH") + ["A"])
    choose(d, "Seat 0 plays Jester")
    assert " ".join(instructions(d)).endswith("Seat 0 chooses who plays next")
    d.run(["A"])
    assert table_of(d).jester and table_of(d).phase == "choose_next"
    choose(d, "Seat 0 picks next")
    d.run(["D*2", "A", "A"])
    assert table_of(d).turn == 2 and table_of(d).phase == "play"
    assert saved(d.files)["turn"] == 2


def test_solo_flip_cannot_pay_and_the_lost_screen():
    d = started(1)
    choose(d, "Turn up next enemy")
    d.run(card("JS") + ["A"])
    choose(d, "Seat 0 yields")  # solo yield "never" (the default)
    assert d.app.top().lines == gfx.wrap(_refusal(lambda t: t.yield_turn(), table_of(d)), 19)
    d.run(["A"])
    choose(d, "Seat 0 plays cards")
    d.run(cards("2H") + ["A"])
    choose(d, "Seat 0 cannot pay")  # refused at once: a solo Jester can still be flipped
    assert d.app.top().lines == gfx.wrap("a solo Jester can still be flipped before paying", 19)
    d.run(["A"])
    for _ in range(2):
        choose(d, "Flip a Jester")
        d.run(["A"])
    assert table_of(d).solo_jesters == 2
    choose(d, "Seat 0 cannot pay")  # eight cards: the cheapest hand left (2H played) is 13
    assert d.app.top().lines == gfx.wrap(
        "seat 0 holds 8 cards: any hand of 8 they can hold is worth at least 13, enough for "
        "the 10 owed", 19)
    d.run(["A"])
    assert table_of(d).phase == "pay"
    table_of(d).hand_sizes[0] = 1  # as if seat 0 held a single card
    choose(d, "Seat 0 cannot pay")  # one card may be worth less: the hand is shown
    assert isinstance(d.app.top(), ui.CardPicker)
    d.run(cards("9C"))
    assert instructions(d) == expected(["the game is lost: seat 0 cannot pay 10 damage"])
    d.run(["A"])
    assert [a for a, _ in d.app.top().acts] == ["New game", "Delete this game"]
    assert saved(d.files)["phase"] == "lost"


def _refusal(step, table):
    try:
        step(TableCompanion.from_dict(table.to_dict()))
    except ValueError as e:
        return str(e)
    raise AssertionError("the companion allowed it")


def test_the_last_king_falling_wins_with_the_grade():
    t = TableCompanion(1).to_dict()
    t.update({"castle": [], "defeated": ["JS", "JH", "JD", "JC", "QS", "QH", "QD", "QC", "KS",
                                         "KH", "KD"], "enemy": "KC", "phase": "play",
              "table": [["TS"], ["TH"], ["9S"]], "hand_sizes": [5], "tavern": 10,
              "discard": 10})
    files = Driver().files
    storage.save(files, SAVE_NAME, {"game": "regicide", "companion": t})
    d = Driver(files)
    d.run(["wait 1600", "A"])
    assert table_of(d).damage == 29
    choose(d, "Seat 0 plays cards")
    d.run(cards("AD+TC"))  # 11 more: exactly 40
    assert instructions(d)[-1] == "Victory! grade: gold"
    d.run(["B"])
    assert table_of(d).phase == "won" and saved(d.files)["phase"] == "won"
    assert [a for a, _ in d.app.top().acts] == ["New game", "Delete this game"]


def test_resume_after_a_reboot_continues_the_game():
    d = started(2)
    choose(d, "Turn up next enemy")
    d.run(card("JD") + ["A"])
    choose(d, "Seat 0 plays cards")
    d.run(cards("AC+8D") + ["A"])
    before = table_of(d).to_dict()
    d2 = Driver(d.files)
    d2.run(["wait 1600"])
    assert d2.app.top().items[0] == "Resume Regicide"
    d2.run(["A"])
    assert table_of(d2).to_dict() == before
    assert [a for a, _ in d2.app.top().acts][0] == "Seat 0 pays 10"


def test_a_damaged_save_resumes_the_previous_step():
    d = started(2)
    choose(d, "Turn up next enemy")
    d.run(card("JD") + ["A"])
    d.files.data[SAVE_NAME] = d.files.data[SAVE_NAME][:-5]
    d2 = Driver(d.files)
    d2.run(["wait 1600", "A"])
    assert table_of(d2).phase == "reveal"


def test_an_unreadable_save_says_so():
    d = started(2)
    for name in list(d.files.data):
        if name.startswith(SAVE_NAME):
            d.files.data[name] = "garbage"
    d2 = Driver(d.files)
    d2.run(["wait 1600", "A"])
    assert d2.app.top().lines == gfx.wrap("The saved game cannot be read.", 19)
    d2.run(["A"])
    assert d2.app.errors == 0


def test_a_power_cut_while_saving_a_step_leaves_the_previous_or_the_new_game():
    base = started(2)
    choose(base, "Turn up next enemy")
    base.run(card("JD") + ["A"])
    found = set()
    for cut in range(1, 40):
        files = CuttingFiles(base.files.data, None)
        d = Driver(files)
        d.run(["wait 1600", "A", "A"] + cards("AC+8D")[:-1])
        files.ops = 0
        files.cut_at = cut
        d.run(["A"])  # the play is applied and saved; the power goes at step `cut`
        after = Driver(rebooted(files))
        after.run(["wait 1600", "A"])
        phase = table_of(after).phase
        assert phase in ("play", "pay"), cut
        found.add(phase)
        if files.ops < cut:  # the save went through before the cut
            break
    assert found == {"play", "pay"}


def test_b_leads_back_from_every_screen_of_the_mode():
    d = started(2)
    choose(d, "Turn up next enemy")
    d.run(["B"])  # the picker
    assert isinstance(d.app.top(), Status)
    choose(d, "Turn up next enemy")
    d.run(card("JD") + ["B"])  # the instructions
    choose(d, "Seat 0 plays cards")
    d.run(["B"])
    assert isinstance(d.app.top(), CardList)
    d.run(["B"])
    assert isinstance(d.app.top(), Status)
    d.run(["B"])
    assert d.app.at_game_menu() and d.app.top().items[d.app.top().index] == "Regicide"


def test_only_the_companion_is_in_ram_and_it_leaves_with_b():
    names = ("firmware.game_regicide", "shared_rules.regicide_companion",
             "shared_rules.regicide")
    kept = dict((n, sys.modules.pop(n)) for n in names if n in sys.modules)
    for n in kept:  # forget them as after a boot (the package keeps a reference too)
        package, _, short = n.partition(".")
        if hasattr(sys.modules[package], short):
            delattr(sys.modules[package], short)
    try:
        d = started(2)
        assert all(n in sys.modules for n in names)
        d.run(["B"])
        assert d.app.at_game_menu()
        assert not [n for n in names if n in sys.modules]
    finally:
        sys.modules.update(kept)
        for n, module in kept.items():
            package, _, short = n.partition(".")
            setattr(sys.modules[package], short, module)


def test_starting_a_new_game_over_a_saved_one_asks_first():
    d = started(2)
    d.run(["B", "A", "A", "D", "A"])  # Regicide > Table companion > Players: 1, Start
    assert isinstance(d.app.top(), ui.Confirm)
    d.run(["A"])  # No
    assert saved(d.files)["players"] == 2
    d.run(["A", "R", "A"])  # Start, Yes
    assert table_of(d).players == 1 and saved(d.files)["players"] == 1


def test_a_game_can_be_deleted_after_a_confirm():
    d = started(2)
    choose(d, "Delete this game")
    d.run(["R", "A"])
    assert d.app.at_game_menu() and "Resume Regicide" not in d.app.top().items
    assert not storage.has_save(d.files, SAVE_NAME)


MASH_PRESSES = int(os.environ.get("REGALIA_REGICIDE_MASH", "3200"))
KEYS = (UP, DOWN, LEFT, RIGHT, A, A, UP, DOWN, LEFT, RIGHT, A, A, A, B)


def in_mode(d):
    """A screen of the companion is open (not the game menu, the mode menu or the rules)."""
    top = d.app.top()
    return d.app.game == "regicide" and not d.app.at_game_menu() and not isinstance(
        top, ui.Pages) and not (isinstance(top, ui.Menu) and top.title == "Regicide")


def enter_mode(d):
    while not in_mode(d):
        if not d.app.at_game_menu():
            back_to_game_menu(d)
        items = d.app.top().items
        if "Resume Regicide" in items:
            select(d, "Resume Regicide")
        else:
            select(d, "Regicide")
            select(d, "Table companion")


def test_mashing_inside_the_companion_never_raises_and_b_leads_home():
    """Random presses on the mode's screens only (it is re-entered whenever B leaves it)."""
    d = Driver()
    d.run(["wait 1600"])
    presses = mash_inside(d, Random(1215), enter_mode, in_mode, MASH_PRESSES, KEYS)
    assert presses >= 3000 or os.environ.get("REGALIA_REGICIDE_MASH")


def test_a_new_game_after_the_end_replaces_the_finished_one():
    d = started(1)
    choose(d, "Turn up next enemy")
    d.run(card("JS") + ["A"])
    choose(d, "Seat 0 plays cards")
    d.run(cards("2H") + ["A"])
    for _ in range(2):
        choose(d, "Flip a Jester")
        d.run(["A"])
    table_of(d).hand_sizes[0] = 1  # as if seat 0 held a single card
    choose(d, "Seat 0 cannot pay")
    d.run(cards("9C") + ["A"])  # the hand shown; the loss acknowledged
    depth = len(d.app.stack)
    choose(d, "New game")
    d.run(["A", "D", "A", "R", "A"])  # Players: 2, Start, Yes
    assert len(d.app.stack) == depth and table_of(d).players == 2
    assert saved(d.files)["phase"] == "reveal"


def test_where_is_a_card_shows_the_companions_answer():
    d = started(2)
    choose(d, "Turn up next enemy")
    d.run(card("JD") + ["A"])
    choose(d, "Seat 0 plays cards")
    d.run(cards("5S") + ["A"])  # JD attacks: seat 0 must pay
    choose(d, "Where is a card?")
    steps = card("5S")
    d.run(steps)
    assert d.app.top().lines == gfx.wrap("5♠: in play", 19)
    presses = sum(int(x.split("*")[1]) if "*" in x else 1 for x in steps)
    assert presses == 4  # 5: Left twice from the 7, A, then Up for ♠
    d.run(["A"])
    assert isinstance(d.app.top(), Status)
    choose(d, "Where is a card?")
    d.run(card("JD"))
    assert d.app.top().lines == gfx.wrap("J♦: the enemy", 19)

"""Every mode's save checked on Resume (issue 35): a save whose fields are not what the code
writes (an undo step of 1.5, null or -1, a flag that is not true or false, another game's
save) says "cannot be read" as the modes' other refusals do; never the error screen.

Each mode's save is made by playing a little of it through the firmware; the tests change one
field and put the save's text in place (`tests.support.memory_files.save_text`), then press Resume.
"""
import copy

import pytest

from firmware import storage
from firmware.ui import gfx
from firmware.ui import widgets as ui
from shared_rules.regicide import bot as regicide_bot
from shared_rules.rng import Random
from tests.support.firmware_script import Driver, negative, start_sheet
from tests.support.memory_files import MemoryFiles, save_text


def menu_screen(screen, name):
    """True if `screen` is firmware/game_menu.py's class `name` (the module is imported anew
    after a game has dropped it: its classes are new ones each time)."""
    return type(screen).__name__ == name and type(screen).__module__ == "firmware.game_menu"

SHEET = "The saved sheet cannot be read."
GAME = "The saved game cannot be read."


def king_sheet(d):
    """Six negative deals and two 4-3-3s: eight deals on the sheet, eight undo steps."""
    d.run(start_sheet(snaps=False))
    for n in range(6):
        d.run(negative(n))
    for _ in range(2):
        d.run(["A", "U*3", "A"])  # 4-3-3


def king_table(d):
    """The first deal refereed card by card: eight undo steps (cards) kept."""
    from tests.support.king_table_script import mirror, start, table_game
    d.run(start())
    mirror(d, table_game(0), deals=1)


def king_vs_bots(d):
    """Two of your cards played: two decisions to undo."""
    from tests.support.kingplay_steps import OPEN, advance, my_card_turn
    d.run(OPEN)
    for _ in range(2):
        advance(d, my_card_turn)
        d.run(["A", "wait 3000"])


def treasure_referee(d):
    from shared_rules.treasure import game as treasure
    from tests.support.treasure_referee_steps import new_game_steps
    from tests.support.treasure_firmware_script import choose, play, state_of
    d.run(new_game_steps())
    mirror = treasure.from_dict(state_of(d).to_dict())
    rng = Random(3)
    for _ in range(2):
        move = choose(mirror, rng)
        play(d, mirror, move)
        mirror.apply(move)


def treasure_vs_bots(d):
    from tests.support.treasure_bots_steps import play_last_legal_move, until_person
    from tests.support.treasure_bots_script import start_steps
    d.run(start_steps(0, 2, (0,)))
    play_last_legal_move(d, until_person(d))


def regicide_companion(d):
    from tests.support.companion_steps import choose, enemy_up
    from tests.support.regicide_firmware_script import tell
    d.run(["wait 1600"])
    d2 = enemy_up("JD")
    choose(d2, "P1 plays cards")
    tell(d2, "AC+8D")
    d.files.data.update(d2.files.data)


def regicide_solo(d):
    from tests.support.solo_steps import OPEN_SOLO, solo_game
    d.run(OPEN_SOLO)
    for _ in range(2):
        s = solo_game(d)
        s.move(d.app, regicide_bot.choose(s.game.view(0)))


def regicide_team(d):
    from tests.support.regicide_team_script import setup, team
    d.run(setup(2, []))
    for _ in range(2):
        t = team(d)
        t.apply(d.app, regicide_bot.choose(t.game.view(t.seat())), t.seat())


# mode: (its save, its Resume label, how it says a save cannot be read, how to play a little)
MODES = {"king_sheet": ("king.sav", "Resume King sheet", SHEET, king_sheet),
         "king_table": ("kingref.sav", "Resume King referee", GAME, king_table),
         "king_vs_bots": ("kingplay.sav", "Resume King vs bots", GAME, king_vs_bots),
         "treasure_referee": ("treasure.sav", "Resume K&Treasures", GAME, treasure_referee),
         "treasure_vs_bots": ("treasure_bots.sav", "Resume K&T vs bots", GAME,
                              treasure_vs_bots),
         "regicide_companion": ("regicide.sav", "Resume Regicide", GAME, regicide_companion),
         "regicide_solo": ("regicide_solo.sav", "Resume Regicide solo", GAME, regicide_solo),
         "regicide_team": ("regiteam.sav", "Resume Regicide team", GAME, regicide_team)}

_SAVES = {}


def played(mode):
    """The save of a little of `mode`'s game, as the code wrote it (made once)."""
    if mode not in _SAVES:
        name, _, _, play = MODES[mode]
        d = Driver()
        play(d)
        assert d.app.errors == 0, d.app.last_error
        _SAVES[mode] = storage.load(d.files, name)
    return copy.deepcopy(_SAVES[mode])


def resumed(mode, data):
    """A boot with `data` as the mode's save (its text put in place), then Resume."""
    name, label, _, _ = MODES[mode]
    files = MemoryFiles()
    files.data[name] = save_text(data)
    d = Driver(files)
    d.run(["wait 1600"])
    items = d.app.top().items
    assert label in items
    i = items.index(label)
    d.run((["D*%d" % i] if i else []) + ["A", "wait 200"])
    return d


def cannot_be_read(mode, data):
    d = resumed(mode, data)
    assert not menu_screen(d.app.top(), "ErrorScreen"), d.app.last_error
    assert d.app.errors == 0, d.app.last_error
    top = d.app.top()
    assert isinstance(top, ui.Message) and top.lines == gfx.wrap(MODES[mode][2], 19)
    d.run(["A"])
    assert d.app.at_game_menu() and d.app.errors == 0
    return d


def at(data, path, value):
    """`data` with the field at `path` (keys and indexes) set to `value`."""
    x = data
    for k in path[:-1]:
        x = x[k]
    x[path[-1]] = value
    return data


@pytest.mark.parametrize("mode", sorted(MODES))
def test_each_modes_save_as_the_code_wrote_it_resumes(mode):
    d = resumed(mode, played(mode))
    assert d.app.errors == 0, d.app.last_error
    top = d.app.top()
    assert not (isinstance(top, ui.Message) and "cannot be read" in " ".join(top.lines))


@pytest.mark.parametrize("mode", ["king_sheet", "king_table"])
@pytest.mark.parametrize("value", [1.5, None, -1])
def test_an_eighth_undo_step_that_is_not_a_step_cannot_be_read(mode, value):
    data = played(mode)
    assert len(data["undo"]) >= 8  # (the sheet keeps 8 steps, the table referee 10)
    cannot_be_read(mode, at(data, ("undo", 7), value))


# (mode, the field's path, a value the code never writes there)
BAD_FIELDS = [
    ("king_sheet", ("undo", 7, "deal"), 1.5),
    ("king_sheet", ("undo", 7, "deal"), True),
    ("king_sheet", ("undo", 7, "deal"), 9),  # a deal that is not the one it took back
    ("king_sheet", ("undo", 3, "entry"), {"counts": [1, 2]}),
    ("king_sheet", ("names", 2), 7),
    ("king_sheet", ("over",), "no"),
    ("king_sheet", ("game",), "kingplay"),
    ("king_table", ("undo", 7, "moves"), 1.5),
    ("king_table", ("undo", 7, "moves"), 100000),
    ("king_table", ("undo", 7, "k"), True),
    ("king_table", ("undo", 7, "faults"), None),
    ("king_table", ("undo", 7, "pending"), 1.5),
    ("king_table", ("undo", 7, "cut"), "zz"),
    ("king_table", ("undo", 7, "s"), 4),  # the seat that played the step's card
    ("king_table", ("faults",), [{"kind": "revoke", "seat": 1.0, "deal": 1, "trick": 2,
                                  "suit": "S", "proof": "AS"}]),
    ("king_table", ("pending",), {"kind": "heart_lead", "seat": 1, "deal": 1, "trick": 2,
                                  "proof": "1S"}),
    ("king_table", ("faults",), "x"),
    ("king_table", ("base",), "x"),
    ("king_table", ("moves",), None),
    ("king_table", ("undo", 7, "moves"), {}),  # (an older step's whole move list is a list)
    ("king_table", ("over",), 1),
    ("king_vs_bots", ("undo", "points", 0), 1.5),
    ("king_vs_bots", ("undo", "points", 0), True),
    ("king_vs_bots", ("undo", "points", 0), 10000),
    ("king_vs_bots", ("undo", "log"), "x"),
    ("king_vs_bots", ("undo", "log", 0), None),
    ("king_vs_bots", ("undo", "base"), 1.5),
    ("king_vs_bots", ("undo",), []),
    ("king_vs_bots", ("game",), "king"),
    ("king_vs_bots", ("position", "hands"), None),  # a referee's position: no hands to play
    ("treasure_referee", ("undo", 0), 1.5),
    ("treasure_referee", ("undo", 0, 1), "not a position"),
    ("treasure_referee", ("undo", 0, 0), None),
    ("treasure_referee", ("legal",), 1),
    ("treasure_referee", ("game",), "treasure_bots"),
    ("treasure_vs_bots", ("history", 0), 1.5),
    ("treasure_vs_bots", ("history",), "x"),
    ("treasure_vs_bots", ("game",), "treasure"),
    ("regicide_companion", ("undo", "steps", 0), 1.5),
    ("regicide_companion", ("undo", "steps", 0, 0), 1.5),
    ("regicide_companion", ("undo", "steps", 0, 1), "__init__"),
    ("regicide_companion", ("undo", "steps", 0, 2), [1.5]),
    ("regicide_companion", ("undo", "base"), 1.5),
    ("regicide_companion", ("undo",), "x"),
    ("regicide_companion", ("game",), "regiteam"),
    ("regicide_solo", ("undo", 0), 1.5),
    ("regicide_solo", ("undo", 0, 0), None),
    ("regicide_solo", ("undo",), {}),
    ("regicide_solo", ("game",), "regicide-team"),
    ("regicide_team", ("undo", "moves", 0), 1.5),  # (undo: a position and the moves since)
    ("regicide_team", ("undo", "moves", 0, 0), 1.5),
    ("regicide_team", ("undo", "moves", 0, 1), None),
    ("regicide_team", ("undo", "base"), 1.5),
    ("regicide_team", ("undo", "moves"), []),
    ("regicide_team", ("bots", 0), 0),
    ("regicide_team", ("over",), "no"),
]


@pytest.mark.parametrize("mode,path,value", BAD_FIELDS)
def test_a_field_the_code_never_writes_so_cannot_be_read(mode, path, value):
    data = played(mode)
    cannot_be_read(mode, at(data, path, value))


def test_a_king_sheet_undo_step_that_takes_back_a_deal_never_entered_cannot_be_read():
    """The steps are undone newest first: each must find its deal (a new deal the last)."""
    data = played("king_sheet")
    data["undo"][6], data["undo"][7] = data["undo"][7], data["undo"][6]
    cannot_be_read("king_sheet", data)


def test_a_king_table_undo_step_with_more_faults_than_recorded_cannot_be_read():
    data = played("king_table")
    data["undo"][7]["faults"] = len(data["faults"]) + 1
    cannot_be_read("king_table", data)

"""The app shell: boot, menus that list only existing modes, settings kept on flash, help,
the error screen, one game in RAM, long press of B, dimming and sleep."""
import sys

import pytest

from firmware import app as app_module

from menu import power_on
from firmware import storage
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.app import App, CONTRAST_LEVELS, DIM_LEVEL
from firmware.display import BufferBoard
from firmware.names import NAME_LENGTH, seat_name
from tests.support.catalogues import catalogue
from tests.support.firmware_script import Driver
from tests.support.memory_files import MemoryFiles


def menu_screen(screen, name):
    """True if `screen` is the class `name` of firmware/game_menu.py (menu/power_on.py's
    for the splash; each module is imported anew after a game has dropped it: its classes are
    new ones each time)."""
    module = "menu.power_on" if name == "Splash" else "firmware.game_menu"
    return type(screen).__name__ == name and type(screen).__module__ == module


def booted(files=None):
    d = Driver(files)
    d.run(["wait 1600"])
    return d


def choose(d, label):
    menu = d.app.top()
    n = (menu.items.index(label) - menu.index) % len(menu.items)
    d.run(["D*%d" % n, "A"] if n else ["A"])


def test_boot_shows_the_splash_then_the_game_menu():
    d = Driver()
    d.run(["wait 40"])
    assert menu_screen(d.app.top(), "Splash")
    d.run(["wait %d" % power_on.SPLASH_MS])  # the splash is short: a Pico reaches the
    assert d.app.at_game_menu()                 # menu within 0.5 s of power-on
    assert power_on.SPLASH_MS <= 200
    assert d.app.top().items == ["Kings & Treasures", "King", "Regicide", "Settings", "Help",
                                    "Records"]


def test_the_game_menus_entries_are_read_while_the_splash_shows():
    """The splash frame is drawn first; the menu's entries (their code, the saves they offer)
    are read in a later frame of the splash's wait, so the menu does not wait for them (boot
    budget, issue 11), and their code has left RAM again before the menu shows."""
    sys.modules.pop("menu.home", None)
    files = MemoryFiles()
    storage.save(files, "regicide.sav", {"seed": 3})
    read = []
    resumable = files.exists
    files.exists = lambda name: read.append(name) or resumable(name)
    d = Driver(files)
    d.run(["wait 20"])  # the first frame: the splash drawn, nothing imported yet
    assert menu_screen(d.app.top(), "Splash") and "regicide.sav" not in read
    d.run(["wait 40"])
    assert menu_screen(d.app.top(), "Splash") and "regicide.sav" in read
    assert d.app.top().menu[0][0] == "Resume Regicide" and "menu.home" not in sys.modules
    del read[:]
    d.run(["wait %d" % power_on.SPLASH_MS])
    assert d.app.at_game_menu() and d.app.top().items[0] == "Resume Regicide"
    assert not [name for name in read if name.startswith("regicide.sav")]  # read once


def test_the_splash_is_drawn_before_the_screens_and_the_game_menus_code_are_loaded(tmp_path):
    """Power-on to the first frame loads the App, its set-up and the splash (menu/power_on.py)
    and the drawing code; the screens' module (firmware/ui/widgets.py) and the game menu's code
    come in during the splash's wait: on the emulated Pico a power-on shows the splash and then
    the menu ~30 ms sooner (docs/benchmarks.md). Under the unix port: a process of its own."""
    from host_tools.micropython_runner import run_unix
    script = tmp_path / "power_on.py"
    script.write_text(
        "import sys\nfrom firmware.display import BufferBoard\nfrom firmware.app import App\n"
        "app = App(BufferBoard(%r))\napp.tick(0, 0)\n"
        "print(app.display.frames, 'firmware.ui.widgets' in sys.modules,"
        " 'firmware.game_menu' in sys.modules)\n"
        "for t in range(20, 400, 20):\n    app.tick(t, 0)\n"
        "print(app.at_game_menu(), 'menu.power_on' in sys.modules)\n" % str(tmp_path))
    result = run_unix(str(script))
    assert result.ok, result.traceback
    assert result.stdout.split("\n")[:2] == ["1 False False", "True False"]


def test_in_swedish_the_splash_comes_before_the_words_and_the_boxes_words_with_the_menu(
        tmp_path):
    """Issue 38's power-on in Swedish (within 500 ms on the emulated Pico): the first frame
    looks up the splash's own two lines and nothing more (not the screens' module, not
    words/language.py); the boxes' words are Swedish once the game menu shows, without
    words/language.py (its question and help pages) ever loaded. Under the unix port."""
    from host_tools.micropython_runner import run_unix
    storage.save(storage.Files(str(tmp_path)), "settings.sav",
                 dict(power_on.default_settings(), language="sv"))
    script = tmp_path / "power_on_sv.py"
    script.write_text(
        "import sys\nfrom firmware.display import BufferBoard\nfrom firmware.app import App\n"
        "app = App(BufferBoard(%r))\napp.tick(0, 0)\n"
        "print('firmware.ui.widgets' in sys.modules, 'words.language' in sys.modules)\n"
        "for t in range(20, 400, 20):\n    app.tick(t, 0)\n"
        "from firmware.ui import widgets\n"
        "print(app.at_game_menu(), widgets.SAID[6], 'words.language' in sys.modules)\n"
        % str(tmp_path))
    result = run_unix(str(script))
    assert result.ok, result.traceback
    leave = catalogue("sv", "common")[ui.ENGLISH[6]]  # "Leave this game?"
    assert leave != ui.ENGLISH[6]
    assert result.stdout.split("\n")[:2] == ["False False", "True %s False" % leave]


def test_any_button_skips_the_splash():
    d = Driver()
    d.run(["wait 40", "A"])
    assert d.app.at_game_menu()


def test_mode_menus_list_only_modes_that_exist():
    d = booted()
    modes = {}
    for title in ["Kings & Treasures", "King", "Regicide"]:
        choose(d, title)
        assert d.app.top().title == title
        modes[title] = list(d.app.top().items)
        d.run(["B"])
        assert d.app.at_game_menu()
        assert d.app.top().items[d.app.top().index] == title  # B comes back to the game
    assert modes == {"Kings & Treasures": ["Table referee", "Play vs bots", "Rules"],
                     "King": ["Score sheet", "Play vs bots", "Table referee", "Rules"],
                     "Regicide": ["Table companion", "Solo", "Team game", "Rules"]}


def test_each_game_has_rules_pages_in_help():
    d = booted()
    d.run(["D*4", "A"])
    assert d.app.top().items == ["Buttons", "Kings & Treasures", "King", "Regicide"]
    for i in range(4):
        d.run(["D*%d" % i, "A"] if i else ["A"])
        screen = d.app.top()
        assert type(screen).__name__ == "Pages" and len(screen.pages) >= 4
        d.run(["B"])


def test_only_the_open_game_is_in_ram():
    d = booted()
    for name in ("firmware.king.sheet_start", "firmware.king.sheet",
                 "shared_rules.king.scoresheet"):
        sys.modules.pop(name, None)  # imported by other tests: forget them, as after a boot
        package, _, short = name.rpartition(".")
        if hasattr(sys.modules.get(package), short):  # (the package too may not be imported)
            delattr(sys.modules[package], short)
    d.run(["D", "A", "A"])
    assert "firmware.king.sheet" in sys.modules
    assert "shared_rules.king.scoresheet" in sys.modules
    d.run(["B", "B"])
    assert d.app.at_game_menu()
    assert "firmware.king.sheet" not in sys.modules
    assert "shared_rules.king.scoresheet" not in sys.modules
    assert "words.en_help_king" not in sys.modules


def test_a_game_holds_none_of_the_game_menus_code():
    """The menu's entries (menu/home.py), the settings, the names' editor and the App's
    code for the game menu (firmware/game_menu.py: the splash, the games' menus, the help, the
    error screen) are dropped when a game opens, and brought back when they are needed again."""
    d = booted()
    assert d.app.top().items[-3:] == ["Settings", "Help", "Records"]  # the menu was built...
    assert "menu.home" not in sys.modules  # ...and its code dropped at once
    d.run(["U", "U", "U", "A"])  # Settings
    assert "menu.settings" in sys.modules
    d.run(["U", "A"])  # Players: the names' editor
    assert "menu.players" in sys.modules
    d.run(["B", "B", "U", "U", "A", "A"])  # back (on Settings), up to King, Score sheet
    assert type(d.app.top()).__module__.startswith("firmware.king.sheet")
    for name in app_module.MENU_MODULES + (app_module.GAME_MENU,):
        # (the sheet names its players: its own import of firmware/names.py)
        assert name not in sys.modules or name == "firmware.names", name
    d.run(["B", "B"])
    assert d.app.at_game_menu() and d.app.top().items[1] == "King"
    d.run(["A"])  # the menu still works (the cursor back on King): King opens
    assert d.app.top().title == "King"


def test_the_game_menu_under_a_game_leads_home_once_its_actions_are_let_go():
    """A game's menu open, the game menu's actions are let go; should the screens above it go
    (popped), A on the game menu beneath goes home on that item (the menu read anew), and
    the next A does what the item says."""
    d = booted()
    choose(d, "Regicide")
    assert d.app.top().title == "Regicide" and d.app._home_actions == ()
    d.app.pop()
    assert d.app.top().title == "Regalia"
    d.run(["U", "A"])  # King, in the menu beneath
    assert d.app.at_game_menu() and d.app.top().items[d.app.top().index] == "King"
    d.run(["A"])
    assert d.app.top().title == "King" and d.app.errors == 0


def test_a_game_that_names_no_player_holds_neither_the_names_nor_the_menus_actions():
    """Regicide solo names no player: the names' code the settings' reading imported at
    power-on is not in its RAM, nor the game menu's actions (rebuilt at the game menu)."""
    files = MemoryFiles()
    storage.save(files, storage.SETTINGS_FILE, {"names": ["ANN", "BO", "", ""]})
    d = booted(files)
    d.run(["U", "U", "U", "U", "A", "D", "A"])  # Regicide, Solo
    assert type(d.app.top()).__module__.startswith("firmware.regicide.solo")
    assert "firmware.names" not in sys.modules and d.app._home_actions == ()
    d.run(["hold B 1200", "R", "A"])  # leave the game (saved): the game menu, whole again
    assert d.app.at_game_menu() and d.app.top().items[:2] == ["Resume Regicide solo",
                                                               "Kings & Treasures"]
    d.run(["A"])  # (the cursor on Regicide)
    assert d.app.top().title == "Regicide"


def test_settings_are_kept_on_flash_across_a_reboot():
    files = MemoryFiles()
    d = booted(files)
    # contrast 5 -> 1 (wraps), sleep 2 min -> 5 min, K♥ forced on, deck 32; B saves.
    d.run(["D*3", "A", "A", "D", "A", "D*3", "A", "D*2", "R", "B"])
    assert d.app.at_game_menu()
    s = storage.load(files, "settings.sav")
    assert s["contrast"] == 0 and s["sleep"] == 300 and s["king"]["force_king"] is True
    assert s["king"]["deck"] == 32
    d2 = booted(files)
    assert d2.app.settings["contrast"] == 0 and d2.board.display.level == CONTRAST_LEVELS[0]
    assert d2.app.settings["king"]["force_king"] is True


def test_settings_list_contrast_sleep_and_every_game_option():
    d = booted()
    d.run(["D*3", "A"])
    items = d.app.top().items
    assert items[0].startswith("Contrast") and items[1].startswith("Sleep")
    for label in ("King lead", "King early end", "King K♥ forced", "King quick game",
                  "King deck", "King 5 ♥ lead", "Solo yield", "Jester self"):
        assert any(i.startswith(label) for i in items), label


def test_the_deal_5_heart_lead_ban_is_off_by_default_and_reaches_king_vs_bots():
    files = MemoryFiles()
    d = booted(files)
    d.run(["D*3", "A"])
    assert "King 5 ♥ lead: free" in d.app.top().items
    d.run(["D*7", "A"])  # the eighth item: King 5 ♥ lead
    assert "King 5 ♥ lead: banned" in d.app.top().items
    d.run(["B"])
    assert storage.load(files, "settings.sav")["king"]["deal5_heart_ban"] is True
    d2 = booted(files)
    d2.run(["D", "A", "D", "A"])  # after a reboot: King -> Play vs bots
    assert d2.app.top().game.options["deal5_heart_ban"] is True


def test_player_names_are_given_once_in_settings_and_kept_across_a_reboot():
    files = MemoryFiles()
    d = booted(files)
    d.run(["D*3", "A", "U"])  # Settings; Players is the last item
    assert d.app.top().items[-1] == "Players: P1 P2 P3 P4"
    d.run(["A", "A", "A", "A", "A", "B"])  # seats 1 and 2 from the presets
    assert d.app.top().items[-1] == "Players: Ann Ben P3 P4"
    d.run(["B"])
    assert storage.load(files, "settings.sav")["names"] == ["Ann", "Ben", "", ""]
    d2 = booted(files)
    assert d2.app.settings["names"] == ["Ann", "Ben", "", ""]
    assert d2.app.settings["recent"] == ["Ben", "Ann"]


def test_names_in_a_tampered_settings_file_are_cleaned():
    files = MemoryFiles()
    storage.save(files, "settings.sav", {"names": ["Annabelle", 7, "B\x00b", ""],
                                         "recent": ["x" * 40, None, ""]})
    d = booted(files)
    assert d.app.settings["names"] == ["Anna", "", "Bb", ""]
    assert d.app.settings["recent"] == ["xxxx"]
    storage.save(files, "settings.sav", {"names": "Ann"})
    assert booted(files).app.settings["names"] == ["", "", "", ""]


def test_a_seat_is_never_named_longer_than_the_name_editor_writes():
    # One length for the editor, the settings' reading and every screen's seat names
    # (firmware/names.py): a name kept longer elsewhere is shown as the editor would write it.
    d = booted()
    d.app.settings["names"] = ["Annabelle", "", "", ""]
    assert seat_name(d.app, 0) == "Anna" and len("Anna") == NAME_LENGTH
    assert seat_name(d.app, 1) == "P2"


def test_a_finished_game_leaves_the_resume_list():
    files = MemoryFiles()
    storage.save(files, "king.sav", {"game": "king", "over": True})
    storage.save(files, "kingplay.sav", {"game": "kingplay"})
    d = booted(files)
    assert d.app.top().items[0] == "Resume King vs bots"
    assert "Resume King sheet" not in d.app.top().items


def test_several_saved_games_fold_into_one_resume_line_with_a_sub_list():
    """Issue 37: seven saves made the game menu twelve lines, the games scrolled off. Two or
    more saves are one "Resume..." line; its sub-list names each with its mode's Resume label
    (in the modes' order), A resumes that one, B is the game menu again on "Resume..."."""
    from menu.home import MODES
    files = MemoryFiles()
    for mode in MODES:
        storage.save(files, mode[3], {"game": "unreadable"})
    d = booted(files)
    assert d.app.top().items == ["Resume...", "Kings & Treasures", "King", "Regicide",
                                 "Settings", "Help", "Records"]
    choose(d, "Resume...")
    assert d.app.top().title == "Resume"
    assert d.app.top().items == [mode[4] for mode in MODES]
    d.run(["B"])
    assert d.app.at_game_menu() and d.app.top().items[d.app.top().index] == "Resume..."
    choose(d, "Resume...")
    choose(d, "Resume Regicide solo")
    assert d.app.save_name == "regicide_solo.sav" and d.app.game == "regicide"


def test_one_saved_game_stays_one_resume_line():
    """One save: "Resume <its game>" on the game menu itself, one press from the menu."""
    files = MemoryFiles()
    storage.save(files, "regicide_solo.sav", {"game": "unreadable"})
    d = booted(files)
    assert d.app.top().items[0] == "Resume Regicide solo"
    d.run(["A"])
    assert d.app.save_name == "regicide_solo.sav"


@pytest.mark.parametrize("left", ["", "RGL 1 2911", 'RGL 1 709 27\n{"game": "regicide", "pl'])
def test_a_partial_save_with_no_good_copy_is_not_offered_and_is_removed_at_boot(left):
    """What a cut during a game's first save (or a full flash) leaves: a `.tmp` cut short."""
    files = MemoryFiles()
    storage.save(files, "king.sav", {"game": "king"})
    files.data["regicide.sav.tmp"] = left
    d = booted(files)
    assert [i for i in d.app.top().items if i.startswith("Resume")] == ["Resume King sheet"]
    assert sorted(files.data) == ["king.sav"]
    d.run(["reboot", "wait 1600"])
    assert d.app.top().items[:2] == ["Resume King sheet", "Kings & Treasures"]


def test_damaged_settings_fall_back_to_the_defaults():
    files = MemoryFiles()
    files.data["settings.sav"] = "garbage"
    d = booted(files)
    assert d.app.settings == power_on.default_settings()


def said(d):
    return " ".join(d.app.top().lines)


def test_a_float_contrast_in_the_settings_is_reset_with_a_note_and_the_device_boots():
    """`1.0 in range(5)` is true, and CONTRAST_LEVELS[1.0] raised in App() at every boot."""
    files = MemoryFiles()
    storage.save(files, "settings.sav", {"contrast": 1.0, "sleep": 60})
    board = BufferBoard()
    app = App(board, files)
    for t in range(0, 400, 20):
        app.tick(t, 0)
    assert isinstance(app.top(), ui.Message)
    assert " ".join(app.top().lines) == "Settings: contrast reset to default."
    assert app.settings["contrast"] == 4 and app.settings["sleep"] == 60  # the good one kept
    assert board.display.level == CONTRAST_LEVELS[4] and app.errors == 0
    assert storage.load(files, "settings.sav")["contrast"] == 4  # replaced on flash: said once
    d = booted(files)
    assert d.app.at_game_menu() and d.app.settings["sleep"] == 60


def _option(label):
    for game, key, name, values, _ in power_on.OPTIONS:
        if name == label:
            return game, key, values
    raise KeyError(label)


# (what the note names, the saved settings, where the value is in app.settings)
BAD_SETTINGS = [("contrast", {"contrast": v}, ("contrast",))
                for v in (1.0, True, False, -1, 5, "4", None, [4])]
BAD_SETTINGS += [("sleep", {"sleep": v}, ("sleep",))
                 for v in (120.0, False, 45, -120, "120", None)]
BAD_SETTINGS += [("large text", {"large": v}, ("large",)) for v in (1, 0, "on", None)]
for _game, _key, _label, _values, _ in power_on.OPTIONS:
    _wrong = {bool: [1, 0, "on", None], str: ["x", 1, True, None],
              int: [52.0, 40, True, "52"]}[type(_values[0])]
    BAD_SETTINGS += [(_label, {_game: {_key: v}}, (_game, _key)) for v in _wrong]
BAD_SETTINGS += [("King options", {"king": "dealer"}, ("king", "lead")),
                 ("Regicide options", {"regicide": [1]}, ("regicide", "solo_yield"))]
BAD_SETTINGS += [("names", {"names": v}, ("names",))
                 for v in ("Ann", ["Ann", "", ""], None, ["Ann", "", "", 4])]
BAD_SETTINGS += [("names", {"recent": v}, ("recent",)) for v in ("Ann", 7, ["Ann", None])]


@pytest.mark.parametrize("label,saved,where", BAD_SETTINGS)
def test_each_bad_setting_is_its_default_the_device_says_so_and_keeps_the_good_ones(
        label, saved, where):
    files = MemoryFiles()
    good = {"contrast": 0} if where[0] == "sleep" else {"sleep": 300}
    good.update(saved)
    storage.save(files, "settings.sav", good)
    d = booted(files)
    assert d.app.errors == 0
    assert isinstance(d.app.top(), ui.Message)
    assert said(d) == "Settings: %s reset to default." % label
    value, default = d.app.settings, power_on.default_settings()
    for k in where:
        value, default = value[k], default[k]
    if where == ("names",) and isinstance(saved["names"], list) and len(saved["names"]) == 4:
        assert value == ["Ann", "", "", ""]  # the seats' good names kept
    elif where == ("recent",) and isinstance(saved["recent"], list):
        assert value == ["Ann"]
    else:
        assert value == default and type(value) is type(default)
    if where[0] == "sleep":
        assert d.app.settings["contrast"] == 0
    else:
        assert d.app.settings["sleep"] == 300
    d.run(["A"])
    assert d.app.at_game_menu()
    d.run(["D*3", "A"])  # the Settings screen shows every value
    assert d.app.top().title == "Settings" and d.app.errors == 0


def test_several_bad_settings_are_counted_in_the_note():
    files = MemoryFiles()
    storage.save(files, "settings.sav", {"contrast": 9, "sleep": 9, "king": {"deck": 9},
                                         "regicide": {"jester_self": 9}, "names": 9})
    d = booted(files)
    assert said(d) == "Settings: 5 reset to their defaults."
    assert d.app.settings == power_on.default_settings()


def test_settings_that_are_not_an_object_are_all_reset_and_the_device_says_so():
    files = MemoryFiles()
    storage.save(files, "settings.sav", [4, 120])
    d = booted(files)
    assert said(d) == "Settings: all reset to their defaults."
    assert d.app.settings == power_on.default_settings()


def test_an_exception_while_the_app_is_built_shows_the_error_screen(monkeypatch):
    def broken(files, name):
        raise ValueError("settings unreadable")

    monkeypatch.setattr(storage, "load", broken)
    board = BufferBoard()
    app = App(board, MemoryFiles())
    app.tick(0, 0)
    assert menu_screen(app.top(), "ErrorScreen") and app.errors == 1
    assert "ValueError: settings unreadable" in " ".join(app.top().lines)
    assert app.top().items == ["Game menu", "Reset settings"]
    assert any(board.display.last_frame)
    assert app.settings == power_on.default_settings()


def test_the_error_screen_resets_the_settings_to_their_defaults():
    files = MemoryFiles()
    storage.save(files, "settings.sav", {"contrast": 0, "sleep": 0, "names": ["Ann", "", "", ""]})
    d = booted(files)
    d.app.show_error(RuntimeError("stuck"))
    d.run(["D", "A"])  # Reset settings: asked first
    assert isinstance(d.app.top(), ui.Confirm)
    d.run(["A"])  # No is the default
    assert menu_screen(d.app.top(), "ErrorScreen") and d.app.settings["sleep"] == 0
    d.run(["A", "R", "A"])
    assert said(d) == "Settings are back to their defaults."
    assert storage.load(files, "settings.sav") == power_on.default_settings()
    assert d.app.settings == power_on.default_settings()
    assert d.board.display.level == CONTRAST_LEVELS[4]
    d.run(["A"])
    assert menu_screen(d.app.top(), "ErrorScreen")
    d.run(["U", "A"])  # Game menu
    assert d.app.at_game_menu() and d.app.errors == 1


def test_reset_settings_that_cannot_be_written_says_so():
    d = booted(FullFiles())
    d.app.show_error(RuntimeError("stuck"))
    d.run(["D", "A", "R", "A"])
    assert said(d).startswith("Settings not saved:")
    d.run(["A", "B"])
    assert d.app.at_game_menu()


class BrokenMode:
    """A mode whose Resume raises, whatever its save holds."""

    @staticmethod
    def resume(app, data):
        raise TypeError("'float' object is not subscriptable")


def resumed_into_an_error(monkeypatch, files):
    monkeypatch.setattr(App, "game_module", lambda app, module: BrokenMode)
    storage.save(files, "king.sav", {"game": "king"})
    d = booted(files)
    if len(files.data) > 1:  # two saves: "Resume..." and its sub-list, King sheet first
        assert d.app.top().items[0] == "Resume..."
        d.run(["A"])
    assert d.app.top().items[0] == "Resume King sheet"
    d.run(["A"])
    assert menu_screen(d.app.top(), "ErrorScreen")
    assert d.app.top().items == ["Game menu", "Reset settings", "Delete game's save"]
    return d


def test_the_error_screen_deletes_the_save_the_game_was_resumed_from(monkeypatch):
    files = MemoryFiles()
    storage.save(files, "kingplay.sav", {"game": "kingplay"})
    d = resumed_into_an_error(monkeypatch, files)
    d.run(["U", "A"])  # Delete game's save: asked first
    assert isinstance(d.app.top(), ui.Confirm)
    d.run(["A"])  # No
    assert storage.has_save(files, "king.sav")
    d.run(["A", "R", "A"])
    assert said(d) == "The saved game is deleted."
    assert not storage.has_save(files, "king.sav") and storage.has_save(files, "kingplay.sav")
    d.run(["A"])
    assert d.app.top().items == ["Game menu", "Reset settings"]
    d.run(["A"])
    assert d.app.at_game_menu() and d.app.top().items[0] == "Resume King vs bots"


class NoRemoveFiles(MemoryFiles):
    def remove(self, name):
        raise OSError(5)


def test_a_save_the_error_screen_cannot_delete_is_kept_and_it_says_so(monkeypatch):
    files = NoRemoveFiles()
    d = resumed_into_an_error(monkeypatch, files)
    d.run(["U", "A", "R", "A"])
    assert said(d).startswith("Could not delete:")
    d.run(["A"])
    assert menu_screen(d.app.top(), "ErrorScreen") and len(d.app.top().items) == 3
    assert storage.has_save(files, "king.sav")


def test_an_error_outside_a_resumed_game_offers_no_save_to_delete():
    files = MemoryFiles()
    storage.save(files, "king.sav", {"game": "king"})
    d = booted(files)
    d.run(["D", "A"])  # the King menu: a game open, not resumed
    d.app.show_error(RuntimeError("stuck"))
    assert d.app.top().items == ["Game menu", "Reset settings"]


def test_an_unexpected_exception_shows_the_error_screen_and_a_goes_home():
    d = booted()

    class Broken(ui.Screen):
        def key(self, app, k):
            raise KeyError("boom")

    d.app.push(Broken())
    d.run(["A"])
    assert menu_screen(d.app.top(), "ErrorScreen") and d.app.errors == 1
    assert "KeyError" in " ".join(d.app.top().lines)
    d.run(["A"])
    assert d.app.at_game_menu()


def test_an_exception_while_drawing_also_shows_the_error_screen():
    d = booted()

    class BadDraw(ui.Screen):
        def draw(self, app, buf):
            raise ValueError("cannot draw")

    d.app.push(BadDraw())
    d.run(["wait 40"])
    assert menu_screen(d.app.top(), "ErrorScreen")
    assert any(d.board.display.last_frame)


def test_long_press_of_b_asks_then_returns_to_the_game_menu():
    d = booted()
    d.run(["D", "A", "A", "A"])
    depth = len(d.app.stack)
    d.run(["hold B 1200"])
    assert isinstance(d.app.top(), ui.Confirm) and len(d.app.stack) == depth + 1
    d.run(["A"])  # No is the default
    assert len(d.app.stack) == depth
    d.run(["hold B 1200", "R", "A"])
    assert d.app.at_game_menu()
    menu = d.app.top()
    assert menu.items[menu.index] == "King"  # where a short B from King would land too


def test_a_long_b_in_a_game_asks_in_words_that_cannot_be_read_backwards():
    """Issue 37: "Back to the game / menu?" (wrapped), with No / Yes, read as the opposite of
    what it does."""
    d = booted()
    d.run(["D", "A", "D", "A", "wait 40"])  # King > Play vs bots: a game, saved
    game = d.app.top()
    d.run(["hold B 1200"])
    confirm = d.app.top()
    assert isinstance(confirm, ui.Confirm)
    assert confirm.lines == ["Leave this game?"]
    assert (confirm.no, confirm.yes_label) == ("Stay", "Game menu (saved)")
    # Each choice on a line of its own, drawn whole: "Game menu (saved)" under "Stay"
    y = confirm.frame(bytearray(1024), confirm.lines + [confirm.no], confirm.yes_label)
    ink = bytearray(1024)
    gfx.text(ink, 6, y + 3 + 2 * 9, "Game menu (saved)")
    frame = d.frame_bytes()
    assert all(frame[i] & ink[i] == ink[i] for i in range(1024))
    d.run(["A"])  # Stay: under the cursor
    assert d.app.top() is game
    d.run(["hold B 1200", "D", "A"])
    assert d.app.at_game_menu()
    d.run(["D*3", "A", "hold B 1200"])  # Settings: no game to leave
    assert d.app.top().lines == ["Leave this screen?"]
    assert (d.app.top().no, d.app.top().yes_label) == ("Stay", "Game menu")


def test_a_second_long_b_while_the_confirm_is_open_asks_nothing_more():
    d = booted()
    d.run(["D", "A", "A", "A"])
    depth = len(d.app.stack)
    d.run(["hold B 1200"])
    confirm = d.app.top()
    assert isinstance(confirm, ui.Confirm)
    d.run(["hold B 1200"])  # again, with the question on screen: one question, not two
    assert d.app.top() is confirm and len(d.app.stack) == depth + 1 and d.app.errors == 0
    d.run(["A"])  # No: back where the long press started
    assert len(d.app.stack) == depth and not d.app.at_game_menu()


def test_long_press_of_b_from_settings_lands_on_settings():
    d = booted()
    d.run(["D*3", "A"])
    d.run(["hold B 1200", "R", "A"])
    menu = d.app.top()
    assert d.app.at_game_menu() and menu.items[menu.index] == "Settings"


def test_long_press_of_b_on_the_game_menu_does_nothing():
    d = booted()
    d.run(["hold B 1500"])
    assert d.app.at_game_menu() and len(d.app.stack) == 1


def test_screen_dims_then_sleeps_after_the_idle_timeout_and_wakes_on_a_button():
    d = booted()
    timeout = d.app.settings["sleep"] * 1000
    disp = d.board.display
    d.run(["wait %d" % (timeout // 2 + 100)])
    assert disp.level == DIM_LEVEL and disp.on
    d.run(["wait %d" % (timeout // 2)])
    assert not disp.on
    frames = disp.frames
    d.run(["wait 5000"])
    assert disp.frames == frames  # nothing drawn while asleep
    index = d.app.top().index
    d.run(["D"])  # the waking press does nothing else
    assert disp.on and disp.level == CONTRAST_LEVELS[d.app.settings["contrast"]]
    assert d.app.top().index == index
    d.run(["D"])
    assert d.app.top().index == index + 1


def test_a_button_while_dimmed_wakes_without_acting():
    d = booted()
    d.run(["wait %d" % (d.app.settings["sleep"] * 600)])
    assert d.board.display.level == DIM_LEVEL
    d.run(["A"])
    assert d.app.at_game_menu() and d.board.display.level != DIM_LEVEL


def test_sleep_never_keeps_the_screen_on():
    d = booted()
    d.app.settings["sleep"] = 0
    d.run(["wait 400000"])
    assert d.board.display.on and d.board.display.level != DIM_LEVEL


def test_app_draws_only_through_the_display_interface():
    board = BufferBoard()
    app = App(board, MemoryFiles())
    app.tick(0, 0)
    assert board.display.frames == 1 and board.display.last_frame == bytes(board.display.buffer)


def test_main_run_ticks_the_app_with_the_boards_clock_and_buttons(tmp_path):
    from firmware import main

    class Board(BufferBoard):
        def __init__(self):
            BufferBoard.__init__(self)
            self.t = 0
            self.sleeps = 0

        def ticks_ms(self):
            return self.t

        def read_buttons(self):
            return 0

        def sleep_ms(self, ms):
            self.t += ms
            self.sleeps += 1
            if self.sleeps > 100:
                raise StopIteration

    board = Board()
    board.SAVE_DIR = str(tmp_path)
    with pytest.raises(StopIteration):
        main.run(board)
    assert board.display.frames >= 2  # the splash, then the game menu after 1.5 s


def test_a_memory_error_that_escapes_a_frame_does_not_end_the_devices_loop(tmp_path):
    # Whatever raises MemoryError outside the screens' reach (here the buttons' read) costs
    # that frame only: the loop collects and goes on, and the game menu still comes.
    from firmware import main

    class Board(BufferBoard):
        def __init__(self):
            BufferBoard.__init__(self)
            self.t = 0

        def ticks_ms(self):
            return self.t

        def read_buttons(self):
            if self.t == 200:
                raise MemoryError("memory allocation failed, allocating 64 bytes")
            return 0

        def sleep_ms(self, ms):
            self.t += ms
            if self.t > 2000:
                raise StopIteration

    board = Board()
    board.SAVE_DIR = str(tmp_path)
    apps = []
    made = main.App

    def remembered(b):
        apps.append(made(b))
        return apps[-1]

    main.App = remembered
    try:
        with pytest.raises(StopIteration):
            main.run(board)
    finally:
        main.App = made
    assert apps[0].at_game_menu()


def test_a_driver_buffer_with_a_leading_control_byte_keeps_it():
    """adafruit_ssd1306's I2C driver: `.buffer` is 0x40 followed by the 1024 frame bytes."""
    from firmware.display import BufferDisplay

    class AdafruitLike(BufferDisplay):
        def __init__(self):
            BufferDisplay.__init__(self)
            self.buffer = bytearray(1025)
            self.buffer[0] = 0x40

    plain = BufferBoard()
    other = BufferBoard()
    other.display = AdafruitLike()
    for board in (plain, other):
        app = App(board, MemoryFiles())
        app.tick(0, 0)
        app.tick(1600, 0)
    assert other.display.buffer[0] == 0x40
    assert bytes(other.display.buffer[1:]) == bytes(plain.display.buffer)
    assert any(plain.display.buffer)


def test_leaving_help_drops_its_pages_from_ram_and_keeps_the_cursor():
    d = booted()
    d.run(["D*4", "A", "D*2", "A", "B", "B"])
    assert d.app.at_game_menu() and d.app.top().items[d.app.top().index] == "Help"
    assert "words.en_help_king" not in sys.modules


class FullFiles(MemoryFiles):
    """A flash with no room left: every write fails."""

    def open(self, name, mode):
        if "w" in mode:
            raise OSError(28)
        return MemoryFiles.open(self, name, mode)


def test_settings_that_cannot_be_saved_say_so_and_the_message_stays_on_screen():
    d = booted(FullFiles())
    choose(d, "Settings")
    d.run(["A"])  # Contrast: next value
    d.run(["B"])  # leave: the save fails
    top = d.app.top()
    assert isinstance(top, ui.Message) and "Settings not saved" in " ".join(top.lines)
    d.run(["A"])
    assert d.app.at_game_menu() and d.app.errors == 0


def test_a_frame_the_display_cannot_send_for_want_of_memory_is_sent_at_the_next_frame():
    # A board's driver may allocate to send a frame; with the heap full that raises where no
    # screen can catch it. The device goes on: the frame goes out at the next frame.
    d = booted()
    display = d.app.display
    sent = display.show
    failures = [1]

    def show():
        if failures[0]:
            failures[0] -= 1
            raise MemoryError("memory allocation failed, allocating 1025 bytes")
        sent()

    display.show = show
    frames = display.frames
    d.run(["D"])  # the cursor moves: a frame to send
    assert display.frames > frames
    assert d.app.errors == 0
    assert display.last_frame == bytes(display.buffer)
    assert d.app.top().index == 1


def test_the_module_tables_grown_at_boot_hold_only_the_modules_there_were():
    # App() grows sys.modules' and the packages' tables with int keys and takes them out:
    # the code that walks sys.modules (unload_game) reads every key as a module name.
    import firmware
    import shared_rules
    tables = [sys.modules, firmware.__dict__, shared_rules.__dict__]
    before = [dict(t) for t in tables]
    power_on.reserve_module_tables()
    assert [dict(t) for t in tables] == before
    assert all(isinstance(k, str) for t in tables for k in t)
    booted().app.unload_game()  # walks sys.modules: no key that is not a name


def test_an_error_screen_that_cannot_be_made_at_first_is_made_once_the_game_is_dropped(
        monkeypatch):
    # A MemoryError in a game, with the heap so full that the error screen's own text cannot be
    # wrapped until the game's screens and code are gone: the frame must not raise (on the
    # board that would end the device's loop), and the error screen comes.
    d = booted()

    class Greedy(ui.Screen):
        def draw(self, app, buf):
            pass

        def key(self, app, k):
            raise MemoryError("memory allocation failed, allocating 4096 bytes")

    d.app.push(Greedy())
    wrap = app_module.gfx.wrap
    full = [1]

    def wrap_when_memory_is_back(text):
        if full[0]:
            full[0] -= 1
            raise MemoryError("memory allocation failed, allocating 96 bytes")
        return wrap(text)

    monkeypatch.setattr(app_module.gfx, "wrap", wrap_when_memory_is_back)
    d.run(["A"])
    assert menu_screen(d.app.top(), "ErrorScreen") and d.app.stack == [d.app.top()]
    assert "MemoryError: memory allocation failed, allocating 4096" in " ".join(d.app.top().lines)
    assert full == [0]


def test_a_board_restarts_to_the_game_menu_when_not_even_the_error_screen_can_be_made(
        monkeypatch):
    # The emulated Pico's soak at 96 KB: a MemoryError in the King table referee, then the
    # error screen's import (a 1,148-byte file buffer) failed twice and main.py ended on the
    # REPL: a frozen device. Now the board restarts (a soft reset: the heap whole again) and
    # comes back at the game menu, with no restart file that would lead into the failure.
    d = booted()
    restarts = []

    class Reset(Exception):
        pass

    def soft_reset():
        restarts.append(True)
        raise Reset  # (machine.soft_reset does not return)

    d.app.board.restart = soft_reset

    class Greedy(ui.Screen):
        def draw(self, app, buf):
            pass

        def key(self, app, k):
            raise MemoryError("memory allocation failed, allocating 1148 bytes")

    def no_room(exc, save):
        raise MemoryError("memory allocation failed, allocating 1148 bytes")

    d.app.push(Greedy())
    monkeypatch.setattr(d.app, "_error_screen", no_room)
    with pytest.raises(Reset):
        d.run(["A"])
    assert restarts == [True]
    assert not d.app.files.exists(storage.RESTART_FILE)


# --- Large text (issue 37: menus and boxes in the large type, for those who need it) ------
def big_line_at(frame, y, item, selected):
    """True if the menu line `item` is drawn in large type at row y (its first 10
    characters from x=1), inverted when `selected`: every pixel of the line's band."""
    ref = bytearray(1024)
    gfx.big_text(ref, 1, y, item, gfx.BIG_COLS)
    if selected:
        gfx.invert_rect(ref, 0, y - 1, 122, gfx.BIG_H)
    return all(gfx.pixel(frame, x, yy) == gfx.pixel(ref, x, yy)
               for yy in range(y - 1, y + gfx.BIG_H - 1) for x in range(122))


def every_item_reached_in_large_type(d):
    """Down through the whole menu on top: each item comes under the cursor, drawn large
    and inverted on one of the three large lines. Returns the items."""
    menu = d.app.top()
    items = list(menu.items)
    seen = []
    for _ in items:
        d.run(["D"])  # (a press starts the selected line's marquee again: drawn from its start)
        row = menu.index - menu.top
        assert 0 <= row < 3
        assert big_line_at(d.frame_bytes(), 10 + 18 * row, items[menu.index], True), \
            items[menu.index]
        seen.append(menu.index)
    assert sorted(seen) == list(range(len(items)))
    return items


def test_large_text_draws_the_game_menu_large_and_every_item_is_reached():
    files = MemoryFiles()
    d = booted(files)
    choose(d, "Settings")
    choose(d, "Large text: off")
    assert "Large text: on" in d.app.top().items
    d.run(["B"])  # saved
    assert storage.load(files, "settings.sav")["large"] is True
    d = booted(files)  # after a reboot, still on
    assert d.app.settings["large"] is True and d.app.at_game_menu()
    assert every_item_reached_in_large_type(d) == [
        "Kings & Treasures", "King", "Regicide", "Settings", "Help", "Records"]


def test_large_text_draws_a_pause_menu_large_and_every_item_is_reached():
    files = MemoryFiles()
    storage.save(files, "settings.sav", {"large": True})
    d = booted(files)
    d.run(["D", "A", "D", "A", "wait 500", "B"])  # King -> Play vs bots, B: its pause menu
    assert isinstance(d.app.top(), ui.PauseMenu)
    assert every_item_reached_in_large_type(d)[:2] == ["Back to the game", "Undo: nothing yet"]
    d.run(["A"])  # still works: back to the game
    assert not isinstance(d.app.top(), ui.Menu)


def test_large_text_draws_a_confirm_large_with_the_choice_inverted():
    files = MemoryFiles()
    storage.save(files, "settings.sav", {"large": True})
    d = booted(files)
    d.run(["D", "A", "D", "A", "wait 500", "hold B 1200"])
    assert isinstance(d.app.top(), ui.Confirm)
    ref = bytearray(1024)
    gfx.big_text(ref, 4, 0, "Leave this")
    gfx.big_text(ref, 4, 16, "game?")
    gfx.big_text(ref, 4, 32, "Stay")
    gfx.big_text(ref, 4, 49, "Game menu (saved)", gfx.BIG_COLS)
    gfx.invert_rect(ref, 0, 31, 128, 16)
    assert d.frame_bytes() == bytes(ref)


def test_a_bad_large_text_value_in_the_settings_falls_back_to_off_and_the_device_says_so():
    files = MemoryFiles()
    storage.save(files, "settings.sav", {"large": 1, "sleep": 60})
    d = Driver(files)
    d.run(["wait 400"])
    assert said(d) == "Settings: large text reset to default."
    assert d.app.settings["large"] is False and d.app.settings["sleep"] == 60
    assert storage.load(files, "settings.sav")["large"] is False


def test_a_pause_menus_chosen_action_runs_with_the_menus_other_actions_let_go():
    # A mode's pause menu is made by a module imported while it shows (vs_bots_menu.py,
    # companion_menu.py): its actions hold that module. The chosen one runs once the menu has
    # let them go, so the module's RAM is free for what it does (the Hint's bot decision on a
    # 96 KB board).
    import gc
    import weakref

    class Held:
        def __call__(self, app):
            pass

    other = Held()
    gone = weakref.ref(other)
    seen = []
    d = Driver()
    game_screen = ui.Screen()
    menu = ui.PauseMenu(game_screen, ((ui.SAID[0], lambda app: seen.append(gone())),
                                      ("Other", other)), "King")
    other = None
    d.app.push(menu)
    menu.chosen(d.app, 0)
    gc.collect()
    assert seen == [None]  # while the action ran, nothing held the other one
    assert d.app.top() is game_screen

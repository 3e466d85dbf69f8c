"""A fresh heap for each game (firmware/restart.py): once a game has run in a boot, the next
one chosen in the game menu opens after a restart of the board, the choice kept in a file the
next boot reads, deletes and opens; a board without `restart` goes the same way in place."""
import weakref

import pytest

from firmware import storage
from firmware.app import App
from firmware.storage import RESTART_FILE
from firmware.display import BufferBoard
from shared_rules.king.game import new_game
from tests.support.firmware_script import FRAME_MS, Driver
from tests.support.memory_files import MemoryFiles


def menu_screen(screen, name):
    """True if `screen` is the class `name` of firmware/game_menu.py (menu/power_on.py's
    for the splash; each module is imported anew after a game has dropped it: its classes are
    new ones each time)."""
    module = "menu.power_on" if name == "Splash" else "firmware.game_menu"
    return type(screen).__name__ == name and type(screen).__module__ == module


class SoftResetBoard(BufferBoard):
    """A board whose `restart()` is MicroPython's soft reset: it raises SystemExit, which ends
    main.py; `kept` is the choice's file as the restart found it."""

    def __init__(self):
        BufferBoard.__init__(self)
        self.restarts = 0
        self.kept = []

    def restart(self):
        self.restarts += 1
        self.kept.append(self.files.data.get(RESTART_FILE))
        raise SystemExit


class Device(Driver):
    """The Driver on a board that restarts: the frame that restarts ends there, and main.py
    makes a new App on the same files (a new heap); the clock goes on, as ticks_ms does."""

    def __init__(self, files=None):
        Driver.__init__(self, files)
        self.board = SoftResetBoard()
        self.board.files = self.files
        self.app = App(self.board, self.files)

    def frame(self, mask):
        try:
            self.app.tick(self.now, mask)
        except SystemExit:
            self.app = App(self.board, self.files)
        self.now += FRAME_MS


def at_menu(d):
    d.run(["wait 400"])
    assert d.app.at_game_menu()
    return d


def choose(d, label):
    menu = d.app.top()
    n = (menu.items.index(label) - menu.index) % len(menu.items)
    d.run(["D*%d" % n, "A"] if n else ["A"])


def open_mode(d, game, mode):
    choose(d, game)
    choose(d, mode)


def back_to_menu(d):
    d.run(["hold B 1100", "R", "A"])  # a long B and its Confirm's Yes
    assert d.app.at_game_menu()


def screen(d):
    return type(d.app.top()).__module__ + "." + type(d.app.top()).__name__


def test_the_first_game_of_a_boot_opens_at_once():
    d = at_menu(Device())
    open_mode(d, "King", "Score sheet")
    assert d.board.restarts == 0 and RESTART_FILE not in d.files.data
    assert screen(d) == "firmware.king.sheet_start.Setup"


def test_a_game_after_another_opens_after_a_restart_as_of_the_press_that_chose_it():
    d = at_menu(Device())
    open_mode(d, "King", "Score sheet")
    back_to_menu(d)
    open_mode(d, "King", "Play vs bots")
    assert d.board.restarts == 1
    words = d.board.kept[0].split()
    assert words[:3] == ["open", "king", "1"] and d.board.kept[0].endswith("\n")
    # The new boot opened it at its first frame, no splash, and deleted the choice:
    assert screen(d) == "firmware.king.vs_bots.Table"
    assert RESTART_FILE not in d.files.data
    assert [type(s).__name__ for s in d.app.stack] == ["Menu", "Menu", "Table"]
    assert d.app.stack[1].title == "King" and d.app.stack[0].items[d.app.stack[0].index] == "King"
    # the deal that press would have dealt: its time is the seed
    dealt = new_game(int(words[3]), dict(d.app.settings["king"]))
    assert d.app.top().game.hands == dealt.hands
    d.run(["B"])  # the game's menus are the game menu's: B goes back (to its pause menu)
    assert d.app.errors == 0


def test_every_game_after_the_first_restarts_and_b_from_its_mode_menu_goes_home():
    d = at_menu(Device())
    open_mode(d, "Regicide", "Solo")
    for game, mode in (("King", "Score sheet"), ("Regicide", "Team game")):
        back_to_menu(d)
        open_mode(d, game, mode)
    assert d.board.restarts == 2
    back_to_menu(d)
    choose(d, "King")  # a game's own menu, Rules, Settings and Help: no game's code
    d.run(["D*3", "A", "B", "B"])
    choose(d, "Settings")
    d.run(["B"])
    assert d.board.restarts == 2 and d.app.at_game_menu()


def test_a_resume_after_a_game_opens_after_a_restart():
    d = at_menu(Device())
    open_mode(d, "King", "Play vs bots")  # saved at once
    back_to_menu(d)
    assert d.app.top().items[0] == "Resume King vs bots"
    choose(d, "Resume King vs bots")
    assert d.board.restarts == 1 and d.board.kept[0].split()[:2] == ["resume", "kingplay.sav"]
    assert screen(d) == "firmware.king.vs_bots.Table" and d.app.save_name == "kingplay.sav"
    assert RESTART_FILE not in d.files.data and d.app.errors == 0


def test_a_resume_from_the_resume_sub_list_opens_after_a_restart():
    d = at_menu(Device())
    open_mode(d, "King", "Play vs bots")  # saved at once
    back_to_menu(d)
    open_mode(d, "Regicide", "Solo")
    back_to_menu(d)
    choose(d, "Resume...")
    choose(d, "Resume King vs bots")
    assert d.board.kept[-1].split()[:2] == ["resume", "kingplay.sav"]
    assert screen(d) == "firmware.king.vs_bots.Table" and d.app.save_name == "kingplay.sav"
    assert RESTART_FILE not in d.files.data and d.app.errors == 0


def test_a_resume_whose_save_is_gone_by_the_restart_leaves_the_game_menu():
    files = MemoryFiles()
    files.data[RESTART_FILE] = "resume kingplay.sav 120\n"
    d = Device(files)
    d.run(["wait 20"])
    assert d.app.at_game_menu() and d.app.errors == 0
    assert RESTART_FILE not in files.data


def test_the_choice_is_deleted_before_the_game_opens_so_a_crash_does_not_boot_into_it(
        monkeypatch):
    files = MemoryFiles()
    files.data[RESTART_FILE] = "open king 0 120\n"
    from firmware.king import sheet_start as king_sheet_start

    def crash(app):
        raise RuntimeError("the game broke")

    monkeypatch.setattr(king_sheet_start, "start", crash)
    d = Device(files)
    d.run(["wait 20"])
    assert menu_screen(d.app.top(), "ErrorScreen")
    assert RESTART_FILE not in files.data
    d.app = App(d.board, files)  # unplugged and back: the game menu, after the splash
    d.run(["wait 20"])
    assert menu_screen(d.app.top(), "Splash")


def test_a_game_chosen_before_a_restart_opens_once_the_splash_is_let_go(monkeypatch):
    # Opened from the splash's own frame, the game's code came into a heap the splash and its
    # code (menu/power_on.py) still held: their hole was left in the middle of the game's
    # heap, and King vs bots, second game of the soak at 96 KB with a small board's files,
    # stopped on a MemoryError after its restart (the 1,148-byte buffer of a file to import).
    files = MemoryFiles()
    files.data[RESTART_FILE] = "open king 0 120\n"
    from firmware.king import sheet_start as king_sheet_start
    start = king_sheet_start.start
    splash_alive = []

    def opening(app):
        splash_alive.append(splash() is not None)
        return start(app)

    monkeypatch.setattr(king_sheet_start, "start", opening)
    d = Device(files)
    splash = weakref.ref(d.app.top())
    assert menu_screen(splash(), "Splash")
    d.run(["wait 20"])
    assert splash_alive == [False]  # the game opened, the splash already gone
    assert d.app.game is not None and not d.app.at_game_menu() and d.app.errors == 0


def test_a_game_reopened_after_a_restart_reads_its_save_with_the_game_menus_code_let_go(
        monkeypatch):
    # With the game menu's code (firmware/game_menu.py) running the choice, its code stayed in
    # RAM while the game's save and code came in: a Resume of Kings and Treasures vs bots in
    # Swedish at 96 KB with a small board's files then found no block for a file's buffer.
    import inspect
    import sys
    d = at_menu(Device())
    open_mode(d, "King", "Play vs bots")  # saved at once
    back_to_menu(d)
    load = storage.load
    seen = []

    def loading(files, name):
        if name == "kingplay.sav":
            seen.append(("firmware.game_menu" in sys.modules,
                         [f.frame.f_globals.get("__name__") for f in inspect.stack()]))
        return load(files, name)

    monkeypatch.setattr(storage, "load", loading)
    choose(d, "Resume King vs bots")
    assert d.board.restarts == 1 and screen(d) == "firmware.king.vs_bots.Table"
    in_modules, callers = seen[-1]
    assert not in_modules and "firmware.game_menu" not in callers


@pytest.mark.parametrize("text", ["", "open king 0 120", "open king 0 1", "play king 0 120\n",
                                  "open king x 120\n", "open king 0\n", "resume\n",
                                  "open chess 0 120\n"])
def test_a_choice_cut_short_or_unknown_is_dropped_and_the_boot_goes_on(text):
    # A power cut while the file was written leaves a prefix of it: no newline at its end.
    files = MemoryFiles()
    files.data[RESTART_FILE] = text
    d = Device(files)
    d.run(["wait 20"])
    assert RESTART_FILE not in files.data
    d.run(["wait 400"])
    assert d.app.at_game_menu() and d.app.errors == 0 and d.board.restarts == 0


class NoRemoveFiles(MemoryFiles):
    def remove(self, name):
        raise OSError(30)


def test_a_choice_that_cannot_be_deleted_is_not_opened():
    # Opened, it could bring every boot back into the game: never without the delete.
    files = NoRemoveFiles()
    files.data[RESTART_FILE] = "open king 0 120\n"
    d = Device(files)
    d.run(["wait 20"])
    assert d.app.at_game_menu() and d.app.game is None  # the game menu, no game opened


class FullFiles(MemoryFiles):
    def open(self, name, mode):
        if "w" in mode and name == RESTART_FILE:
            raise OSError(28)  # ENOSPC
        return MemoryFiles.open(self, name, mode)


def test_a_choice_that_cannot_be_written_opens_the_game_in_this_heap():
    d = at_menu(Device(FullFiles()))
    open_mode(d, "King", "Score sheet")
    back_to_menu(d)
    open_mode(d, "Regicide", "Solo")
    assert d.board.restarts == 0 and d.app.errors == 0
    assert screen(d).startswith("firmware.regicide.solo.")


def test_a_button_still_held_after_the_restart_does_nothing_in_the_game():
    def opened(hold):
        d = at_menu(Device())
        open_mode(d, "King", "Score sheet")
        back_to_menu(d)
        choose(d, "Regicide")
        d.run(["D", "hold A %d" % hold, "wait 200"])  # Solo, A held through the restart
        return d

    held, pressed = opened(600), opened(60)
    assert held.board.restarts == pressed.board.restarts == 1
    assert screen(held) == screen(pressed)
    assert held.frame_bytes() == pressed.frame_bytes()


def test_a_board_without_restart_makes_the_app_anew_in_place_in_the_same_frames():
    """The simulator and the tests (CPython), the web app (its heap grows): the same path in
    one frame, the file written, read and deleted; every frame after the restart is the
    restarting board's."""
    # King's score sheet, back to the game menu (on King), Regicide solo and a few presses
    steps = ["wait 400", "D", "A", "A", "hold B 1100", "R", "A", "D", "A", "D", "A",
             "snap opened", "A", "A", "R", "A", "snap played"]
    here, board = Driver(), Device()
    app = here.app
    assert here.run(steps) == board.run(steps)
    assert here.app is app and board.board.restarts == 1
    assert here.app.played and RESTART_FILE not in here.files.data
    assert screen(here) == screen(board) == "firmware.regicide.solo.Solo"


def test_a_reboot_in_the_middle_of_a_game_is_a_new_boot_its_next_game_opens_at_once():
    d = at_menu(Device())
    open_mode(d, "King", "Play vs bots")
    d.app = App(d.board, d.files)  # unplugged and back
    at_menu(d)
    choose(d, "Resume King vs bots")
    assert d.board.restarts == 0 and screen(d) == "firmware.king.vs_bots.Table"
    assert storage.has_save(d.files, "kingplay.sav")


def heap_too_cut_for_the_saves(monkeypatch, times=1):
    """A save's read (firmware/storage.py's `load`, as the game menu reads each save to see
    what can be resumed) fails `times` times as a board's heap does when a game left it in
    holes too small for a file's 1 KB buffer (the King table referee at 96 KB on the
    emulated Pico, issue 35)."""
    load = storage.load
    left = [times]

    def cut(files, name):
        if left[0]:
            left[0] -= 1
            raise MemoryError("memory allocation failed, allocating 1024 bytes")
        return load(files, name)

    monkeypatch.setattr(storage, "load", cut)


def test_a_game_menu_the_heap_cannot_hold_after_a_game_is_made_after_a_restart(monkeypatch):
    d = at_menu(Device())
    open_mode(d, "Regicide", "Solo")
    heap_too_cut_for_the_saves(monkeypatch)
    back_to_menu(d)  # (Solo's "Game menu" stands on Regicide's line)
    assert d.board.restarts == 1 and d.board.kept[0].split()[0::2] == ["home", "Regicide"]
    assert d.app.errors == 0 and RESTART_FILE not in d.files.data
    menu = d.app.top()
    assert menu.items[menu.index] == "Regicide"
    # the new heap: the next game opens at once
    open_mode(d, "King", "Score sheet")
    assert d.board.restarts == 1 and screen(d) == "firmware.king.sheet_start.Setup"


def test_a_game_menu_that_does_not_fit_a_fresh_heap_either_is_the_error_screen(monkeypatch):
    # (no loop of restarts: the menu made after the restart is not retried)
    d = at_menu(Device())
    open_mode(d, "Regicide", "Solo")
    heap_too_cut_for_the_saves(monkeypatch, times=2)
    d.run(["hold B 1100", "R", "A"])
    assert d.board.restarts == 1 and d.app.errors == 1
    assert menu_screen(d.app.top(), "ErrorScreen")
    assert isinstance(d.app.last_error, MemoryError)


def test_a_record_waiting_for_its_picture_is_committed_before_a_restart():
    d = at_menu(Device())
    done = []
    d.app.after_show(lambda app: done.append(app.now))
    from firmware import restart
    with pytest.raises(SystemExit):
        restart.restart(d.app, "home", "King")
    assert done and d.app.after_picture == []
    assert d.files.data[RESTART_FILE].split()[0::2] == ["home", "King"]


@pytest.mark.parametrize("text", ["home\n", "home x King\n", "home 120 King"])
def test_a_home_choice_cut_short_is_dropped(text):
    files = MemoryFiles()
    files.data[RESTART_FILE] = text
    d = Device(files)
    d.run(["wait 20"])
    assert RESTART_FILE not in files.data
    d.run(["wait 400"])
    assert d.app.at_game_menu() and d.app.errors == 0

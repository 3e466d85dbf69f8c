"""A fresh heap for each game: the game menu's choice kept across a restart of the board.

An evening of games in one boot fragments a board's heap: each game's code and what it keeps
for good land where there is room at that moment, and the holes between them get smaller
(the 9th game of an evening stopped with a MemoryError in 96 KB, docs/benchmarks.md). So
once a game has run in this boot, choosing another one in the game menu (a mode, or a
Resume) writes the choice to FILE and restarts the board (`board.restart()`, a soft reset on
a Pico or an ESP32): the heap is whole again, as at power-on. The App's first frame after the
restart (the splash's) reads the file, deletes it before anything else (a game that crashes
cannot bring the board back into itself), and opens the choice as the game menu would have:
the menu, the game's menu and the mode, or the Resume, without the splash.

The game opens as of the press that chose it: the file keeps that press's time, and the mode
sees it as the clock (a deal seeded from the clock is the deal that press would have dealt
without the restart).

The game menu itself is made in a fresh heap the same way when the heap a game left cannot
hold it (App._go_home: a MemoryError reading the saves): the choice "home", with the menu's
line to stand on.

A board without `restart` (the simulator and the tests on CPython, the web app on the
WebAssembly port, whose heap grows on demand: neither fragments) goes the same way in one
frame: the file is written, the App is made anew in place (`App.__init__`: a new display,
input and settings, the game's code dropped), and the file is read, deleted and opened.
"""
from firmware.storage import RESTART_FILE

_CLOCK_MASK = 0x3FFFFFFF  # ticks_ms wraps at 2**30


def restart(app, choice, focus=None):
    """Keep `choice` ("open GAME MODE", "resume SAVE" or "home", then `focus`: the game menu's
    line to stand on) and the press's time, then restart; True once the choice is open (a
    board does not come back here: its soft reset ends main.py), False when the file cannot
    be written: the game is opened in this heap. What a frame left to do once its picture is
    shown (a record's commit, App.after_show) is done first."""
    while app.after_picture:
        app.after_picture.pop(0)(app)
    line = "%s %d" % (choice, app.now & _CLOCK_MASK)
    line += " %s\n" % focus if focus else "\n"
    try:
        f = app.files.open(RESTART_FILE, "w")
        try:
            f.write(line)
        finally:
            f.close()
    except OSError:
        return False
    board_restart = getattr(app.board, "restart", None)
    if board_restart is not None:
        board_restart()
    board, files, now = app.board, app.files, app.now
    app.unload_game()
    app.__init__(board, files)
    app.now = now
    app.reopen()
    return True


def taken(files):
    """The words of the choice kept in the file, which is deleted first; None when there is
    none, when it is not whole (a power cut while it was written) or cannot be deleted."""
    try:
        f = files.open(RESTART_FILE, "r")
        try:
            line = f.read()
        finally:
            f.close()
        files.remove(RESTART_FILE)
    except OSError:
        return None
    words = line.split()
    if not line.endswith("\n") or not words:
        return None
    if words[0] == "home":  # home TIME [FOCUS...]
        return words if len(words) > 1 and words[1].isdigit() else None
    if len(words) != {"open": 4, "resume": 3}.get(words[0], 0):
        return None
    for word in words[2:]:
        if not word.isdigit():
            return None
    return words


def chosen(app):
    """At the App's first frame: the kept choice, its file deleted, as (the game menu's item,
    the game's mode or None for a Resume, the press's time), the game menu built to choose it
    from (`App.reopen` does); None when there is none (the splash goes on), when the choice
    was the game menu itself, or when the menu no longer offers it (a Resume whose save is
    gone: the game menu)."""
    words = taken(app.files)
    if words is None:
        return None
    app.home(" ".join(words[2:]) if words[0] == "home" else None)
    app._go_home()
    for i, (method, args) in enumerate(app._home_actions):
        if method == "resume" and words[0] == "resume" and args[0][3] == words[1]:
            return i, None, int(words[-1])
        if method == "open_resume" and words[0] == "resume":
            for j, (mode, _) in enumerate(args[0]):
                if mode[3] == words[1]:
                    return i, j, int(words[-1])
        if method == "open_game" and words[0] == "open" and args[0] == words[1]:
            mode = int(words[2])
            return i, mode if mode < len(args[2]) else None, int(words[-1])
    return None

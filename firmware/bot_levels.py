"""The bots' levels (issue 40): Easy, Normal or Hard for each bot seat, picked at a mode's
set-up and remembered in the settings (`"bots"`: one letter a seat, P1..P4, so the next game
offers last time's levels at no press). A mode's save keeps its seats' levels as such a string
too (a save from before the levels has none: every bot Normal). A level is an index of
shared_rules/levels.py's LEVELS (the bots' words), LETTERS their initials.
"""

LETTERS = "ENH"
NORMAL = 1


def letter(level):
    return LETTERS[level]


def word(level):
    return ("Easy", "Normal", "Hard")[level]


def read(text, seats):
    """A save's levels (`text`, None before the levels: all Normal) as a list of `seats`
    indexes; ValueError when it is not one letter of LETTERS a seat."""
    if text is None:
        return [NORMAL] * seats
    if not isinstance(text, str) or len(text) != seats:
        raise ValueError("the bots' levels are damaged")
    levels = [LETTERS.find(ch) for ch in text]
    if -1 in levels:
        raise ValueError("the bots' levels are damaged")
    return levels


def text(levels):
    return "".join(LETTERS[i] for i in levels)


def remembered(app):
    """Last time's level of each of the four seats (Normal where none was picked)."""
    return read(app.settings.get("bots", "NNNN"), 4)


def remember(app, levels):
    """Keep the levels picked for the seats (the first len(levels) seats) in the settings,
    saved only when they changed."""
    old = app.settings.get("bots", "NNNN")
    new = text(levels) + old[len(levels):]
    if new != old:
        app.settings["bots"] = new
        app.save_settings()


def labels(names, levels, app=None):
    """The menu's lines: "Ann: Normal", the level in the open mode's words (`app` given)."""
    from firmware.ui.widgets import tr
    return ["%s: %s" % (names[i], tr(app, word(levels[i]))) for i in range(len(names))]


def LevelsMenu(app, names, levels, changed):
    """A menu of the bots' levels (`names` and `levels`, their lists, changed in place): A,
    Left or Right steps a seat's level, `changed(app)` after each; B leaves."""
    def step(app, i, by):
        levels[i] = (levels[i] + by) % 3
        menu.items = labels(names, levels, app)
        changed(app)

    from firmware.ui import widgets as ui
    menu = ui.Menu(ui.tr(app, "Bot levels"), labels(names, levels, app),
                   lambda app, i: step(app, i, 1), 0, step)
    return menu

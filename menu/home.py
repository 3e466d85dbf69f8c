"""The game menu's entries: Resume (the one save that can be resumed, or "Resume..." and a
sub-list of them), the three games, Settings, Help and Records; and the one table of the device's modes.

`entries(app, focus)` reads the saves and returns the items, what each does, and where the
cursor starts. Only the App imports this module (`App._go_home`, and `App.take_mode` for a save
another mode reads), and drops it again once it has what it asked for: the menu on the screen
stack holds the labels, the App the open mode's facts, none of this code, so no game carries
it in RAM. A mode's code is not imported to build the menu (power-on to the menu in 0.5 s).
"""

from shared_rules.compat import collect
from firmware import storage

# The game menu's games, in its order: (key, title); "Rules" is added to every game's modes.
GAMES = (("treasure", "Kings & Treasures"), ("king", "King"), ("regicide", "Regicide"))
# Every device mode, once: (game, its label in the game's menu, its module under firmware/,
# its save file, its label in the Resume list). A game's menu lists its modes in this order,
# and the Resume list the saves. The App gives the open mode its save file and Resume label
# (`app.save_file`, `app.resume_label`); the module exports `start(app)` and
# `resume(app, data)` (docs/firmware.md). A finished game leaves the Resume list: its mode
# deletes the save or marks it `"over": true` (kept for corrections, not offered to resume).
MODES = (("king", "Score sheet", "king.sheet_start", "king.sav", "Resume King sheet"),
         ("king", "Play vs bots", "king.vs_bots", "kingplay.sav", "Resume King vs bots"),
         ("king", "Table referee", "king.referee", "kingref.sav", "Resume King referee"),
         ("treasure", "Table referee", "treasure.referee", "treasure.sav", "Resume K&Treasures"),
         ("treasure", "Play vs bots", "treasure.vs_bots", "treasure_bots.sav",
          "Resume K&T vs bots"),
         ("regicide", "Table companion", "regicide.companion_entry", "regicide.sav",
          "Resume Regicide"),
         ("regicide", "Solo", "regicide.solo", "regicide_solo.sav", "Resume Regicide solo"),
         ("regicide", "Team game", "regicide.team", "regiteam.sav", "Resume Regicide team"))


# The one game-menu line of two or more saves; its sub-list names each save by its mode's
# Resume label (`game_menu.open_resume`).
RESUME = "Resume..."
RECORDS = "Records"  # every game remembered (menu/records_screen.py)


def title_of(game):
    """The game menu's title of a game key ("king" -> "King")."""
    for key, title in GAMES:
        if key == game:
            return title
    return None


def mode_of(module):
    """The row of MODES of a mode's module ("regicide.solo")."""
    for mode in MODES:
        if mode[2] == module:
            return mode
    return None


def resumable(files, name):
    """True if the save `name` can be read and is not a finished game. The save is read whole
    (to see "over"), so its checksum costs nothing more; the read also settles what a power
    cut left (`storage.load`): a partial copy with no good one is removed, not listed."""
    if not storage.has_save(files, name):
        return False
    data = storage.load(files, name)
    ok = data is not None and not (isinstance(data, dict) and data.get("over") is True)
    data = None
    collect()  # the parsed save is gone before the next one is read
    return ok


def entries(app, focus=None):
    """(items, actions, index): the menu's labels; for each, (name of an App method or of a
    function of firmware/game_menu.py, its arguments); the index of the item labelled `focus`
    (0 if none is)."""
    items = []
    actions = []
    saved = [(mode, title_of(mode[0])) for mode in MODES if resumable(app.files, mode[3])]
    if len(saved) == 1:  # one line either way: the game itself, one press from the menu
        items.append(saved[0][0][4])
        actions.append(("resume", saved[0]))
    elif saved:
        items.append(RESUME)
        actions.append(("open_resume", (saved,)))
    for game, title in GAMES:
        items.append(title)
        actions.append(("open_game", (game, title, [m for m in MODES if m[0] == game])))
    items.append("Settings")
    actions.append(("open_settings", ()))
    items.append("Help")
    actions.append(("open_help", ()))
    items.append(RECORDS)  # last: the lines above keep their places from the top
    actions.append(("open_records", ()))
    return items, actions, items.index(focus) if focus in items else 0

"""The game menu's entries: the Resume list (the saves that can be resumed), the three games,
Settings and Help.

`entries(app, focus)` reads the saves and returns the items, what each does, and where the
cursor starts. Only `App._go_home` imports it, and drops it again once the menu is built:
the menu on the screen stack holds the labels and the app's own methods, none of this code,
so no game carries it in RAM.
"""

from shared_rules.compat import collect
from firmware import storage

# (key, menu title, modes as (label, module)); "Rules" is added to every game.
GAMES = (
    ("treasure", "Kings & Treasures", (("Table referee", "treasure.referee"),
                                       ("Play vs bots", "treasure.vs_bots"))),
    ("king", "King", (("Score sheet", "king.sheet_start"), ("Play vs bots", "king.vs_bots"),
                      ("Table referee", "king.referee"))),
    ("regicide", "Regicide", (("Table companion", "regicide.companion"),
                              ("Solo", "regicide.solo"),
                              ("Team game", "regicide.team"))),
)
# The Resume list: (game, save file, label, module). A finished game leaves the list: its mode
# deletes the save or marks it `"over": true` (kept for corrections, not offered to resume).
SAVES = (("king", "king.sav", "Resume King sheet", "king.sheet_start"),
         ("king", "kingplay.sav", "Resume King vs bots", "king.vs_bots"),
         ("king", "kingref.sav", "Resume King referee", "king.referee"),
         ("treasure", "treasure.sav", "Resume K&Treasures", "treasure.referee"),
         ("treasure", "treasure_bots.sav", "Resume K&T vs bots", "treasure.vs_bots"),
         ("regicide", "regicide.sav", "Resume Regicide", "regicide.companion"),
         ("regicide", "regicide_solo.sav", "Resume Regicide solo", "regicide.solo"),
         ("regicide", "regiteam.sav", "Resume Regicide team", "regicide.team"))


def title_of(game):
    """The game menu's title of a game key ("king" -> "King")."""
    for key, title, _ in GAMES:
        if key == game:
            return title
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
    """(items, actions, index): the menu's labels; for each, (name of an App method, its
    arguments); the index of the item labelled `focus` (0 if none is)."""
    items = []
    actions = []
    for game, name, label, module in SAVES:
        if resumable(app.files, name):
            items.append(label)
            actions.append(("resume", (game, module, name, title_of(game))))
    for game, title, modes in GAMES:
        items.append(title)
        actions.append(("open_game", (game, title, modes)))
    items.append("Settings")
    actions.append(("open_settings", ()))
    items.append("Help")
    actions.append(("open_help", ()))
    return items, actions, items.index(focus) if focus in items else 0

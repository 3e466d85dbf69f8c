"""The device's settings: their defaults, reading them from `settings.sav`, the Settings screen.

Imported at boot (the settings are read once, into `app.settings`) and when Settings is opened
from the game menu; the app drops it again at the game menu (`App.drop_menu_code`), so a game
never holds this code in RAM. Saving them is the app's (`App.save_settings`): the Players
screen saves names too.
"""
from firmware import storage
from firmware.storage import SETTINGS_FILE
from firmware.ui import widgets as ui
from firmware.ui.gfx import CONTRAST_LEVELS
from firmware.buttons import B
from firmware.names import RECENT_NAMES, clean_name, seat_name

SLEEP_CHOICES = (30, 60, 120, 300, 0)  # seconds; 0 = never
# Game options from the rules pages: (game, key, label, values, value labels); default first.
OPTIONS = (
    ("king", "lead", "King lead", ("dealer", "left"), ("dealer", "left")),
    ("king", "early_end", "King early end", (True, False), ("on", "off")),
    ("king", "force_king", "King K♥ forced", (False, True), ("off", "on")),
    ("king", "quick", "King quick game", (False, True), ("off", "on")),
    ("king", "deck", "King deck", (52, 32), ("52", "32")),
    ("king", "deal5_heart_ban", "King 5 ♥ lead", (False, True), ("free", "banned")),
    ("regicide", "solo_yield", "Solo yield", ("never", "always", "not_twice"),
     ("never", "always", "not 2x")),
    ("regicide", "jester_self", "Jester self", (True, False), ("yes", "no")),
)


def default_settings():
    s = {"contrast": 4, "sleep": 120, "large": False, "names": ["", "", "", ""], "recent": []}
    for game, key, _, values, _ in OPTIONS:
        s.setdefault(game, {})[key] = values[0]
    return s


def load(files):
    """(settings, note): the saved settings, each value checked for its type and range. A
    missing one is its default; a bad one is its default too, and `note` names it (the app
    says so at boot), else None. The good ones are kept."""
    s = default_settings()
    saved = storage.load(files, SETTINGS_FILE)
    if saved is None:
        return s, None
    if not isinstance(saved, dict):
        return s, "Settings: all reset to their defaults."
    bad = []
    for key, values in (("contrast", range(len(CONTRAST_LEVELS))), ("sleep", SLEEP_CHOICES),
                        ("large", (False, True))):
        if key in saved:
            v = saved[key]
            # (1.0 and True are in the range too, and 0 and 1 in (False, True))
            if type(v) is type(values[0]) and v in values:
                s[key] = v
            else:
                bad.append("large text" if key == "large" else key)
    for game, key, label, values, _ in OPTIONS:
        options = saved.get(game, {})
        if not isinstance(options, dict):
            label = game[0].upper() + game[1:] + " options"
            if label not in bad:
                bad.append(label)
        elif key in options:
            v = options[key]
            if type(v) is type(values[0]) and v in values:
                s[game][key] = v
            else:
                bad.append(label)
    if "names" in saved:
        names = saved["names"]
        if isinstance(names, list) and len(names) == 4:
            s["names"] = [clean_name(n) for n in names]
            if not all(isinstance(n, str) for n in names):
                bad.append("names")
        else:
            bad.append("names")
    if "recent" in saved:
        recent = saved["recent"]
        if isinstance(recent, list):
            kept = [clean_name(n) for n in recent]
            s["recent"] = [n for n in kept if n][:RECENT_NAMES]
        if not isinstance(recent, list) or not all(isinstance(n, str) for n in recent):
            if "names" not in bad:
                bad.append("names")
    if not bad:
        return s, None
    if len(bad) > 3:
        return s, "Settings: %d reset to their defaults." % len(bad)
    return s, "Settings: %s reset to default." % ", ".join(bad)


class SettingsMenu(ui.Menu):
    """Contrast, sleep timeout, the games' options, Large text (menus and boxes in the
    large type) and the players' names; A/Right next value, Left previous (A on Players
    opens the Players screen)."""

    def __init__(self, app):
        ui.Menu.__init__(self, "Settings", [], self.change_select, 0, self.change)
        self.changed = False
        self.relabel(app)

    def relabel(self, app):
        s = app.settings
        sleep = s["sleep"]
        items = ["Contrast: %d/%d" % (s["contrast"] + 1, len(CONTRAST_LEVELS)),
                 "Sleep: %s" % ("never" if not sleep else "%ds" % sleep if sleep < 60
                                else "%dmin" % (sleep // 60))]
        for game, key, label, values, labels in OPTIONS:
            items.append("%s: %s" % (label, labels[values.index(s[game][key])]))
        items.append("Large text: " + ("on" if s["large"] else "off"))
        # Last, so the options keep their places; one Up from the top reaches it.
        items.append("Players: " + " ".join([seat_name(app, seat) for seat in range(4)]))
        self.items = items

    def change_select(self, app, index):
        if index == len(OPTIONS) + 3:
            from firmware import players
            app.push(players.Players(app, self.relabel))
        else:
            self.change(app, index, 1)

    def change(self, app, index, step):
        s = app.settings
        if index == 0:
            s["contrast"] = (s["contrast"] + step) % len(CONTRAST_LEVELS)
            app.apply_contrast()
        elif index == 1:
            i = SLEEP_CHOICES.index(s["sleep"])
            s["sleep"] = SLEEP_CHOICES[(i + step) % len(SLEEP_CHOICES)]
        elif index < len(OPTIONS) + 2:
            game, key, _, values, _ = OPTIONS[index - 2]
            i = values.index(s[game][key])
            s[game][key] = values[(i + step) % len(values)]
        elif index == len(OPTIONS) + 2:
            s["large"] = not s["large"]
        self.changed = True
        self.relabel(app)

    def key(self, app, k):
        if k == B and self.changed:
            ui.Menu.key(self, app, k)  # leave first: a "not saved" message must stay on top
            app.save_settings()
            return
        ui.Menu.key(self, app, k)

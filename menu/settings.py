"""The Settings screen: contrast, sleep, the games' options, Large text, the players' names.

Imported when Settings is opened from the game menu; the app drops it again at the game menu
(`App.drop_menu_code`), so a game never holds this code in RAM. It is in menu/, the game
menu's own screens, beside firmware/: a ROMFS deploy leaves menu/ on the board's filesystem
(the partition is full), and this code is read into RAM only at the game menu. The settings' table, their
defaults and their reading from `settings.sav` at boot are `menu/power_on.py`'s (imported
again with this screen). Saving them is the app's (`App.save_settings`): the
Players screen saves names too.
"""
from firmware.ui import widgets as ui
from firmware.ui.gfx import CONTRAST_LEVELS
from firmware.buttons import B
from menu.power_on import LANGUAGES, OPTIONS, SLEEP_CHOICES, speak
from firmware.game_menu import tr
from firmware.names import seat_name


class SettingsMenu(ui.Menu):
    """Contrast, sleep timeout, the games' options, Large text (menus and boxes in the
    large type) and the players' names; A/Right next value, Left previous (A on Players
    opens the Players screen)."""

    def __init__(self, app):
        ui.Menu.__init__(self, "", [], self.change_select, 0, self.change)
        self.changed = False
        self.spoken = app.settings["language"]  # the language the screens under it speak
        self.relabel(app)

    def relabel(self, app):
        s = app.settings
        sleep = s["sleep"]
        self.title = tr(app, "Settings")
        items = ["Contrast: %d/%d" % (s["contrast"] + 1, len(CONTRAST_LEVELS)),
                 "Sleep: %s" % ("never" if not sleep else "%ds" % sleep if sleep < 60
                                else "%dmin" % (sleep // 60))]
        for game, key, label, values, labels in OPTIONS:
            items.append("%s: %s" % (label, labels[values.index(s[game][key])]))
        items.append("Large text: " + ("on" if s["large"] else "off"))
        # (each language named in itself: found by one who reads none of the others)
        items.append(("Language: English", "Language: Svenska", "Language: Dansk")[
            LANGUAGES.index(s["language"])])
        items = [tr(app, item) for item in items]
        # Last, so the options keep their places; one Up from the top reaches it.
        items.append(tr(app, "Players: %s") % " ".join([seat_name(app, seat) for seat in range(4)]))
        self.items = items

    def change_select(self, app, index):
        if index == len(OPTIONS) + 4:
            from menu import players
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
        elif index == len(OPTIONS) + 3:
            i = LANGUAGES.index(s["language"])
            s["language"] = LANGUAGES[(i + step) % len(LANGUAGES)]
            speak(app)
        self.changed = True
        self.relabel(app)

    def key(self, app, k):
        if k == B and self.changed:
            ui.Menu.key(self, app, k)  # leave first: a "not saved" message must stay on top
            app.save_settings()
            if app.settings["language"] != self.spoken and app.at_game_menu():
                app.home("Settings")  # the game menu made again, in the language chosen
            return
        ui.Menu.key(self, app, k)

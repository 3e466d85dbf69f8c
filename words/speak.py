"""The boxes' words and the cards' ranks in the language of Settings (`speak`), and the
power-on's note of settings reset (`notice_words`): imported by the power-on during the
splash's wait (menu/power_on.py), by Settings and by the first power-on's question
(words/language.py). Apart from words/language.py so that the power-on does not load that
module (its question, its help pages) and the screens' with it before the game menu: the
menu came 30 ms later in Swedish on the emulated Pico. A language only: English is the code's
own words (the ranks and boxes set back to English when Settings changes to it).
"""
from firmware.ui import gfx, widgets


def speak(app):
    """The boxes' words (widgets.SAID) and the cards' ranks (gfx.RANK_GLYPHS) in the language
    of Settings, at power-on and when Settings changes it."""
    english = app.settings.get("language", "en") == "en"
    lines = widgets.ENGLISH
    said = widgets.SAID
    if english:
        said[:] = lines
    else:
        from words.lookup import tr
        for i in range(len(lines)):
            said[i] = tr(app, lines[i], "common")
    # E 2-9 ⑩ Kn D K in Swedish and Danish (Kn one glyph, gfx.KN); the notation stays English
    gfx.RANK_GLYPHS = gfx.ENGLISH_RANKS if english else "E23456789" + gfx.TEN + gfx.KN + "DK"
    if getattr(app, "notice", None) and not english:
        app.notice = notice_words(app, app.notice)


_RESET = "Settings: %s reset to default."
_ALL_RESET = "Settings: %d reset to their defaults."


def notice_words(app, notice):
    """The power-on's note of settings read back to their defaults in the language of
    Settings: `notice` is menu/power_on.py's `load`'s English, made before any words are
    read ("Settings: contrast, large text reset to default.", "Settings: 5 reset to their
    defaults.", "Settings: all reset to their defaults."), read back here into its sentence and
    the settings' names. (Worded here, off the ROMFS image: the same in power_on.py or
    game_menu.py changed the image's layout, and the emulated Pico's REPL no longer answered
    after a deploy, docs/benchmarks.md.)"""
    from words.lookup import tr
    said = tr(app, notice, "menu")
    if said != notice:
        return said
    head, tail = _RESET.split("%s")
    if not notice.startswith(head):
        return notice
    names = notice[len(head):]
    if names.endswith(tail):
        names = names[:-len(tail)].split(", ")
        return tr(app, _RESET, "menu") % ", ".join([tr(app, name, "menu") for name in names])
    count = names.split(" ")[0]
    if count.isdigit() and notice == _ALL_RESET % int(count):
        return tr(app, _ALL_RESET, "menu") % int(count)
    return notice

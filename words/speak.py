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
    if getattr(app, "notice", None) and getattr(app, "reset", None) and not english:
        app.notice = notice_words(app, app.reset)


def notice_words(app, reset):
    """The power-on's note of the settings `reset` (menu/power_on.py's `load`) in the language
    of Settings."""
    from menu.power_on import reset_note
    from words.lookup import tr
    return reset_note(reset, lambda line: tr(app, line, "menu"))

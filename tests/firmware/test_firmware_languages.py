"""Svenska och dansk (issue 38): the catalogues (words/), Settings -> Language kept on
flash, and the game menu's screens in Swedish and Danish (docs/languages.md, "How the device
speaks")."""
import os
import sys
import re

import pytest

from firmware import storage
from menu import home
from menu import power_on
from firmware.ui import font, gfx
from firmware.ui import widgets as ui
from host_tools import make_words
from tests.support.catalogues import ROOT, catalogue
from tests.support.firmware_script import Driver, in_language
from tests.support.memory_files import MemoryFiles
from words import language as lookup
from words import speak

LANGS = ("sv", "da")
AREAS = tuple(make_words.areas())  # every area of host_tools/word_rows/


@pytest.fixture(autouse=True)
def english_boxes_after():
    """The boxes' words (widgets.SAID) are module state: English again after each test."""
    yield
    ui.SAID[:] = list(ui.ENGLISH)


def test_every_key_is_in_every_language_with_the_same_blanks_to_fill():
    for area in AREAS:
        sv, da = catalogue("sv", area), catalogue("da", area)
        assert list(sv) == list(da), area
        for english in sv:
            for words in (sv[english], da[english]):
                assert words.strip(), (area, english)
                assert re.findall("%[sd]", words) == re.findall("%[sd]", english), \
                    (area, english, words)


def test_every_catalogue_is_made_from_its_word_rows():
    # (an edit of host_tools/word_rows/ without `python -m host_tools.make_words` fails here)
    assert {"common", "menu", "king_sheet"} <= set(AREAS)
    for area, rows in make_words.areas().items():
        for lang in LANGS:
            with open(os.path.join(ROOT, "words", "%s_%s.txt" % (lang, area)), "rb") as f:
                assert f.read() == make_words.catalogue_text(area, rows, lang), (lang, area)
    # and no catalogue but those (an area's rows removed: its files too), none left a module
    made = {"%s_%s.txt" % (lang, area) for area in AREAS for lang in LANGS}
    assert {name for name in os.listdir(os.path.join(ROOT, "words"))
            if name.endswith(".txt")} == made
    assert not [name for name in os.listdir(os.path.join(ROOT, "words"))
                if name.endswith(".py") and name[:2] in LANGS and "_help_" not in name]


def test_the_boxes_words_are_the_common_catalogue_line_for_line():
    assert list(ui.ENGLISH) == ui.SAID
    for lang in LANGS:
        assert list(catalogue(lang, "common")) == list(ui.ENGLISH)


def used_in_code(path):
    """The English literals a module passes to `tr(app, "...")`."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return re.findall(r'\btr\(app, "([^"]+)"\s*[,)]', f.read())


def test_every_line_the_game_menus_screens_look_up_is_in_the_catalogue():
    keys = catalogue("sv", "menu")
    used = []
    for path in ("menu/home.py", "firmware/game_menu.py", "menu/settings.py"):
        used += used_in_code(path)
    assert len(used) > 5
    # and the lines made from tables: the modes' and games' labels, every option's value
    used += [mode[1] for mode in home.MODES] + [mode[4] for mode in home.MODES]
    used += ["Kings & Treasures", "Buttons", "Error - sorry!", "Game menu", "Reset settings",
             "Delete game's save"]
    for _game, _key, label, _values, labels in power_on.OPTIONS:
        used += ["%s: %s" % (label, value) for value in labels]
    missing = [s for s in used if s not in keys]
    assert not missing


def test_every_letter_of_every_language_is_in_the_font():
    # (the large type is the small font's glyphs doubled: one check covers both sizes)
    drawn = {chr(c) for c in range(32, 127)} | set(font.EXTRA)
    for lang in LANGS:
        for area in AREAS:
            for words in catalogue(lang, area).values():
                assert set(words) <= drawn, (lang, words, set(words) - drawn)


def test_every_line_fits_where_it_is_drawn():
    boxes = ["A: OK", "  No      Yes", "No    Yes"]
    for lang in LANGS:
        common = catalogue(lang, "common")
        ok, small, big = [common[s] for s in boxes]
        assert len(ok) <= 8  # right of the box's last line
        no, yes = small.split()
        assert small.startswith("  ") and small.index(yes) == 10 and len(small) <= 19
        assert len(no) <= 7
        assert big.index(yes) == 6 and len(big) <= gfx.BIG_COLS and big.split() == [no, yes]
        for english, words in catalogue(lang, "menu").items():
            if english.endswith(("?", ".")):
                continue  # a box's text: wrapped over its lines
            # a menu line holds 20 characters; a Settings line may scroll as the English does
            # (the longest, "King 5 ♥ ut: förbjudet", 22: docs/languages.md)
            room = 22 if ":" in english and english.startswith(("King", "Solo", "Jester")) \
                else 20
            assert len(words % (("Ann",) * words.count("%s"))
                       if "%s" in words and "%d" not in words else words) <= room, \
                (lang, words)


def booted(lang=None, files=None):
    files = files if files is not None else MemoryFiles()
    if lang:
        in_language(lang, files)
    d = Driver(files)
    d.run(["wait 1600"])
    return d


def english_words():
    return set(catalogue("sv", "menu")) | set(ui.ENGLISH)


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_menu_settings_and_a_games_menu_say_no_english_line(lang):
    files = MemoryFiles()
    d = booted(lang, files)
    menu = d.app.top()
    assert d.app.at_game_menu()
    english = english_words()
    names = {"King", "Regicide", "Regalia"}  # the games' own names, the same in every language
    assert not [s for s in menu.items if s in english and s not in names]
    assert menu.items[-3:] == {"sv": ["Inställningar", "Hjälp", "Resultat"],
                               "da": ["Indstillinger", "Hjælp", "Resultater"]}[lang]
    d.run(["D*3", "A"])  # Settings
    settings = d.app.top()
    assert settings.title == {"sv": "Inställningar", "da": "Indstillinger"}[lang]
    assert not [s for s in settings.items if s in english]
    assert not [s for s in settings.items if s.split(":")[0] + ": %s" in english]
    assert settings.items[-2] == "%s: %s" % ({"sv": "Språk", "da": "Sprog"}[lang],
                                             {"sv": "Svenska", "da": "Dansk"}[lang])
    d.run(["B", "U*2", "A"])  # King's menu
    modes = d.app.top()
    assert modes.items == {"sv": ["Protokoll", "Spela mot datorn", "Bordsdomare", "Regler"],
                           "da": ["Pointseddel", "Spil mod computeren", "Bordsdommer",
                                  "Regler"]}[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_the_boxes_say_yes_no_and_ok_in_the_language(lang):
    d = booted(lang)
    assert ui.SAID[:3] == {"sv": ["A: OK", "  Nej     Ja", "Nej   Ja"],
                           "da": ["A: OK", "  Nej     Ja", "Nej   Ja"]}[lang]
    assert ui.SAID[3] == {"sv": "Ersätt sparat spel?", "da": "Erstat gemt spil?"}[lang]
    assert d.app.errors == 0


def test_the_language_is_chosen_in_settings_kept_on_flash_and_back_after_a_reboot():
    files = MemoryFiles()
    d = booted(None, files)
    d.run(["D*3", "A"])  # Settings
    settings = d.app.top()
    language = len(settings.items) - 2
    assert settings.items[language] == "Language: English"
    d.run(["U*2", "R"])  # Language: Svenska
    assert d.app.top().items[language] == "Språk: Svenska"
    assert d.app.top().title == "Inställningar"
    assert ui.SAID[1] == "  Nej     Ja"  # the boxes at once
    d.run(["B"])  # saved
    assert storage.load(files, "settings.sav")["language"] == "sv"
    d = booted(None, files)  # a power-on
    assert d.app.settings["language"] == "sv"
    assert d.app.top().items[-3:] == ["Inställningar", "Hjälp", "Resultat"]
    d.run(["D*3", "A", "U*2", "R"])  # Svenska -> Dansk
    assert d.app.top().items[language] == "Sprog: Dansk"
    d.run(["R"])  # Dansk -> English
    assert d.app.top().items[language] == "Language: English"
    assert ui.SAID == list(ui.ENGLISH)


def test_the_game_menu_speaks_the_language_chosen_as_soon_as_settings_is_left():
    # The mashing test found it: Settings left after a change of language showed the game
    # menu in the language before (made when the menu was opened), while the settings said
    # the new one.
    d = booted(None)
    d.run(["D*3", "A", "U*2", "R"])  # Settings, Language: Svenska
    d.run(["B"])
    menu = d.app.top()
    assert d.app.at_game_menu() and menu.items[-3:] == ["Inställningar", "Hjälp", "Resultat"]
    assert menu.items[menu.index] == "Inställningar"  # still on the line it was left from
    d.run(["A", "U*2", "L", "B"])  # Svenska -> English
    menu = d.app.top()
    assert menu.items[-3:] == ["Settings", "Help", "Records"]
    assert menu.items[menu.index] == "Settings"
    assert d.app.errors == 0


@pytest.mark.parametrize("bad", ["fr", "", None, 1, ["sv"], "SV"])
def test_a_bad_language_on_flash_is_english_and_the_device_says_so(bad):
    files = MemoryFiles()
    settings = power_on.default_settings()
    settings["language"] = bad
    storage.save(files, "settings.sav", settings)
    d = booted(None, files)
    assert d.app.settings["language"] == "en"
    assert " ".join(d.app.top().lines) == "Settings: language reset to default."
    assert storage.load(files, "settings.sav")["language"] == "en"
    d.run(["A"])
    assert d.app.top().items[-3:] == ["Settings", "Help", "Records"]


def test_a_line_the_catalogue_lacks_is_said_in_english():
    class App:
        settings = {"language": "sv"}

    assert lookup.tr(App(), "Settings") == "Inställningar"
    assert lookup.tr(App(), "No such line") == "No such line"
    assert lookup.tr(App(), "Seat") == "Seat"  # (a line's part is not a line)
    App.settings = {"language": "en"}
    assert lookup.tr(App(), "Settings") == "Settings"


def test_the_simulators_language_option_speaks_from_the_first_frame():
    from firmware.app import App
    from firmware.display import BufferBoard
    from host_tools.sim import Simulator
    sim = Simulator(App, BufferBoard(), "da")
    for t in range(0, 1700, 20):
        sim.app.tick(t, 0)
    assert sim.app.top().items[-3:] == ["Indstillinger", "Hjælp", "Resultater"]
    assert ui.SAID[1] == "  Nej     Ja"
    with pytest.raises(ValueError):
        lookup.choose(sim.app, "de")


def test_the_screenshots_language_option_is_checked():
    from host_tools import screenshots
    assert screenshots.main(["--lang", "de", "docs/screens/menu.txt"]) == 2


def test_the_web_app_starts_in_the_browsers_language_unless_one_was_chosen():
    from boards import web
    from firmware.app import App
    session = web.Session(App, "memory", None, "sv")
    for t in range(0, 1700, 20):
        session.tick(t, 0)
    assert session.app.top().items[-3:] == ["Inställningar", "Hjälp", "Resultat"]
    storage.save(session.files, "settings.sav", power_on.default_settings("da"))  # chosen
    session.reboot()
    for t in range(2000, 3700, 20):
        session.tick(t, 0)
    assert session.app.top().items[-3:] == ["Indstillinger", "Hjælp", "Resultater"]


HELP = {game: "words.en_help_" + game for game in ("king", "regicide", "treasure", "buttons")}


def help_pages(module):
    return __import__(module, None, None, ("PAGES",)).PAGES


@pytest.mark.parametrize("game", list(HELP))
@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_help_is_the_english_page_for_page_with_the_same_figures(lang, game):
    english = help_pages(HELP[game])
    pages = help_pages("words.%s_help_%s" % (lang, game))
    assert len(pages) == len(english)
    drawn = {chr(c) for c in range(32, 127)} | set(font.EXTRA)
    for page, theirs in zip(pages, english):
        assert page != theirs
        # every number of the rules (scores, counts, deal numbers) said, none changed
        assert sorted(re.findall(r"\d+", page)) == sorted(re.findall(r"\d+", theirs)), page
        assert set(page) <= drawn, set(page) - drawn
        # a page scrolls no more than the English one does (6 lines on the screen)
        assert len(gfx.wrap(page)) <= max(6, len(gfx.wrap(theirs))), gfx.wrap(page)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_pages_of_a_games_menu_and_of_help_are_in_the_language(lang):
    d = booted(lang)
    d.run(["D", "A", "U", "A"])  # King's menu, its last line: Regler
    rules = d.app.top()
    assert "words.%s_help_king" % lang not in sys.modules  # its pages go with the screen
    assert rules.pages == help_pages("words.%s_help_king" % lang)
    assert rules.title == "King"
    more, turn, back = rules.footer  # the bottom line, in the language, on one line
    assert (turn, back) == {"sv": ("◄► sida", "B åter"), "da": ("◄► side", "B luk")}[lang]
    assert len(more) + 1 + len(back) <= gfx.COLS and more.startswith(turn)
    d.run(["B", "B", "D*3", "A", "A"])  # Help, its first line: the buttons
    assert d.app.top().pages == help_pages("words.%s_help_buttons" % lang)
    assert d.app.top().title == {"sv": "Knappar", "da": "Knapper"}[lang]
    assert d.app.errors == 0


def test_the_rules_help_is_english_on_a_board_without_the_languages_pages(monkeypatch):
    d = booted("sv")
    monkeypatch.setitem(sys.modules, "words.sv_help_king", None)  # (an import of it fails)
    d.run(["D", "A", "U", "A"])
    assert d.app.top().pages == help_pages(HELP["king"])
    assert d.app.errors == 0


def test_a_board_without_its_help_pages_says_so_and_goes_on(monkeypatch):
    d = booted()
    monkeypatch.setitem(sys.modules, "words.en_help_king", None)  # (words/ not deployed)
    d.run(["D", "A", "U", "A"])
    assert isinstance(d.app.top(), ui.Message)
    assert "No rules on this board" in d.app.top().text
    d.run(["A"])
    assert d.app.top().items[-1] == "Rules" and d.app.errors == 0


def deployed(lang="sv", settings=None):
    """A board's files as `make deploy` leaves them (host_tools/deploy.py's `last_script`): the
    first power-on's file naming the host's language, and `settings` if it was set up before."""
    files = MemoryFiles()
    with files.open(storage.FIRST_BOOT_FILE, "w") as f:
        f.write(lang)
    if settings is not None:
        storage.save(files, "settings.sav", settings)
    return files


def test_the_first_power_on_after_a_deploy_asks_the_language_once():
    files = deployed("sv")
    d = booted(files=files)
    question = d.app.top()
    assert question.title == "Language/Språk/Sprog"
    assert question.items == ["English", "Svenska", "Dansk"] and question.index == 1
    assert d.app.stack[0].items[-3:] == ["Settings", "Help", "Records"]  # the menu behind it
    d.run(["D", "A"])  # Dansk
    assert d.app.at_game_menu() and d.app.top().items[-3:] == [
        "Indstillinger", "Hjælp", "Resultater"]
    assert storage.load(files, "settings.sav")["language"] == "da"
    assert not files.exists(storage.FIRST_BOOT_FILE)
    d.run(["reboot", "wait 1600"])
    assert d.app.at_game_menu() and d.app.top().items[-1] == "Resultater"


def test_b_on_the_question_keeps_the_language_offered_and_it_is_not_asked_again():
    files = deployed("da")
    d = booted(files=files)
    d.run(["B"])
    assert d.app.at_game_menu() and storage.load(files, "settings.sav")["language"] == "da"
    d.run(["reboot", "wait 1600"])
    assert d.app.at_game_menu()


def test_a_deploy_over_a_board_already_set_up_asks_nothing():
    settings = power_on.default_settings()
    settings["language"] = "sv"
    files = deployed("da", settings)
    d = booted(files=files)
    assert d.app.at_game_menu() and d.app.top().items[-1] == "Resultat"
    assert not files.exists(storage.FIRST_BOOT_FILE)


def test_a_first_power_on_file_naming_no_language_offers_english():
    assert lookup.first_boot(deployed("xx")) == "en"
    assert lookup.first_boot(MemoryFiles()) is None  # no deploy's file: nothing asked


@pytest.mark.parametrize("lang, said", [
    ("sv", "Inställningar: kontrast, stor text återställd."),
    ("da", "Indstillinger: kontrast, stor tekst nulstillet.")])
def test_the_power_ons_note_of_settings_reset_speaks_the_language(lang, said):
    files = MemoryFiles()
    settings = power_on.default_settings()
    settings["language"] = lang
    settings["contrast"] = 99
    settings["large"] = "yes"
    storage.save(files, "settings.sav", settings)
    d = booted(None, files)
    assert " ".join(d.app.top().lines) == said
    assert d.app.settings["language"] == lang  # (the good ones kept)


@pytest.mark.parametrize("reset, english, said", [
    (power_on.ALL, "Settings: all reset to their defaults.", "Indstillinger: alle nulstillet."),
    (["contrast", "sleep", "names", "language", "large text"],
     "Settings: 5 reset to their defaults.", "Indstillinger: 5 nulstillet."),
    (["King K♥ forced", "Regicide options"],
     "Settings: King K♥ forced, Regicide options reset to default.",
     "Indstillinger: King K♥ tvunget, Regicide-valg nulstillet.")])
def test_each_form_of_the_power_ons_note_is_worded(reset, english, said):
    assert power_on.reset_note(reset) == english
    d = booted("da")
    assert speak.notice_words(d.app, reset) == said


def test_every_setting_the_power_ons_note_can_name_is_in_the_catalogue():
    # the names menu/power_on.py's `load` puts in the note
    labels = ["contrast", "sleep", "large text", "language", "names", "bot levels",
              "King options", "Regicide options"]
    labels += [label for _game, _key, label, _values, _labels in power_on.OPTIONS]
    notes = ["Settings: %s reset to default.", "Settings: %d reset to their defaults.",
             "Settings: all reset to their defaults."]
    for lang in ("sv", "da"):
        keys = catalogue(lang, "menu")
        assert [s for s in labels + notes if s not in keys] == []

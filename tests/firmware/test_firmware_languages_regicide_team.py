"""The Regicide team game with bots in Svenska and Dansk (issue 38): every screen of the mode
speaks the language (its catalogue words/<lang>_regicide_play.txt, shared with solo,
`app.words_area`): the set-up, the hand-over, the hand and the actions, the log of the moves,
the news, the Hint, the game's menu and Undo, the engine's refusals. The whole scripted game
(tests/support/pico_games.py's `regicide_team`: three seats, a bot, the hand-over, a hint and
its play, ten more steps, the pause menu, a reboot and Resume) is played in each language;
every string drawn is recorded: none is an English line, and each fits its place."""
import pytest

from firmware.regicide import team
from tests.support.regicide_languages import game_codes
from tests.support import language_check
from tests.support.catalogues import catalogue
from tests.support.modes_frames import regicide_team

LANGS = ("sv", "da")
AREA = "regicide_play"
CODE = ("firmware/regicide/team.py", "firmware/regicide/enemy.py")


def test_every_code_the_games_engine_gives_is_in_both_catalogues():
    codes = game_codes()
    for lang in LANGS:
        keys = catalogue(lang, AREA)
        assert [c for c in codes if c not in keys] == []


def test_every_line_the_team_screens_look_up_is_in_both_catalogues():
    used = []
    for path in CODE:
        used += language_check.looked_up(path)
    assert len(used) > 40
    # and the lines made from tables: the actions, the bots' levels
    used += list(team._PLAY_ACTIONS + team._PAY_ACTIONS + team._END_ACTIONS)
    used += ["Easy", "Normal", "Hard", " (bot E)", " (bot N)", " (bot H)", "Play %s", "Pay %s"]
    for lang in LANGS:
        keys = catalogue(lang, AREA)
        assert [s for s in used if s not in keys] == []


def played(lang):
    """(every string drawn, the driver) of the whole scripted team game in `lang`."""
    return language_check.played(lang, regicide_team)


@pytest.fixture(scope="module")
def english():
    return played("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_team_game_draws_no_english_line(lang, english):
    drawn, d = played(lang)
    said = language_check.spoken(lang, ("common", "menu", AREA), drawn, d, english[0], 15)
    for words in ("ta enheten", "S3: dator Normal", "S1 ska betala 10.") if lang == "sv" \
            else ("tag enheden", "S3: computer Normal", "S1 skal betale 10."):
        assert any(words in s for s in said), words


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_the_team_game_fits_where_it_is_drawn(lang, english):
    drawn, _ = played(lang)
    # what English itself draws so is not the language's fault
    assert language_check.new_overflows(drawn, english[0]) == []
    assert len(drawn) > 1000
    assert ("Nytt lagspel" if lang == "sv" else "Nyt holdspil") in language_check.strings(drawn)

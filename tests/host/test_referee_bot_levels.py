"""The referee's bot verbs take `--level` (issue 40): `king bot`, `regicide hint` and
`treasure bot` print the move of the bot of that level, Normal without the option; an unknown
level is refused on one line, exit status 2."""
import json

import pytest

from host_tools import referee
from shared_rules.king import bot as king_bot
from shared_rules.king.game import King, move_text as king_text, new_game as king_game
from shared_rules.regicide import bot as regicide_bot
from shared_rules.regicide import game as regicide
from shared_rules.treasure import bot as treasure_bot
from shared_rules.treasure import game as treasure


def run(capsys, monkeypatch, position, *args):
    """(exit status, standard output, standard error) of the referee reading `position`."""
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO(json.dumps(position)))
    status = referee.main(list(args[:2]) + ["-"] + list(args[2:]))
    out, err = capsys.readouterr()
    return status, out.strip(), err.strip()


def _king_position_where_levels_differ():
    game = king_game(21)
    while True:
        view = game.view(game.current_player())
        if king_bot.choose(view, "easy") != king_bot.choose(view):
            return game
        game.apply(king_bot.choose(view))


def test_king_bot_plays_the_level_asked_for(capsys, monkeypatch):
    game = _king_position_where_levels_differ()
    view = game.view(game.current_player())
    position = game.to_dict()
    for level in ("easy", "normal", "hard"):
        status, out, _ = run(capsys, monkeypatch, position, "king", "bot", "--level", level)
        assert status == 0 and out == king_text(king_bot.choose(view, level))
    status, out, _ = run(capsys, monkeypatch, position, "king", "bot")
    assert out == king_text(king_bot.choose(view))
    assert King.from_dict(position).current_player() == game.current_player()


def _regicide_position_where_levels_differ():
    for seed in range(50):
        g = regicide.new_game(seed)
        while not g.is_terminal():
            view = g.view(g.turn)
            if regicide_bot.choose(view, "easy") != regicide_bot.choose(view):
                return g
            g.apply(regicide_bot.choose(view))
    raise AssertionError("no position where Easy and Normal differ")


def test_regicide_hint_gives_the_level_asked_for(capsys, monkeypatch):
    g = _regicide_position_where_levels_differ()
    view = g.view(g.turn)
    position = g.to_dict()
    moves = {}
    for level in ("easy", "normal"):
        status, out, _ = run(capsys, monkeypatch, position, "regicide", "hint", "--level", level)
        assert status == 0 and out == regicide.move_text(regicide_bot.choose(view, level))
        moves[level] = out
    assert moves["easy"] != moves["normal"]


def test_treasure_bot_plays_the_level_asked_for(capsys, monkeypatch):
    for seed in range(50):
        state = treasure.new_game(seed, players=2)
        view = state.view(state.turn)
        if treasure_bot.choose(view, "easy") != treasure_bot.choose(view):
            break
    position = state.to_dict()
    status, easy, _ = run(capsys, monkeypatch, position, "treasure", "bot", "--level", "easy")
    status2, normal, _ = run(capsys, monkeypatch, position, "treasure", "bot")
    assert status == status2 == 0
    assert (easy, normal) == (treasure_bot.choose(view, "easy"), treasure_bot.choose(view))
    assert easy != normal


@pytest.mark.parametrize("game,verb,position", [
    ("king", "bot", king_game(1).to_dict()),
    ("regicide", "hint", regicide.new_game(1).to_dict()),
    ("treasure", "bot", treasure.new_game(1, players=2).to_dict()),
])
def test_an_unknown_level_is_refused_on_one_line(capsys, monkeypatch, game, verb, position):
    status, out, err = run(capsys, monkeypatch, position, game, verb, "--level", "expert")
    assert (status, out) == (2, "")
    assert err == "error: no bot level 'expert': easy, normal or hard"
    status, out, err = run(capsys, monkeypatch, position, game, verb, "--level")
    assert status == 2 and err == "error: option --level needs a value: easy, normal or hard"

"""The engine protocol (shared_rules/README.md), tested once for the three games: a game is
played through its names alone, from a seed to its end, by the game's bot and by random
choices, its notation round-tripping at every step."""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared_rules.king import bot as king_bot
from shared_rules.king import game as king_game
from shared_rules.regicide import bot as regicide_bot
from shared_rules.regicide import game as regicide_game
from shared_rules.treasure import bot as treasure_bot
from shared_rules.treasure import game as treasure_game

# game: (engine module, bot module, options, most moves a game can take)
GAMES = {
    "king": (king_game, king_bot, {}, 1000),
    "regicide": (regicide_game, regicide_bot, {"players": 2}, 400),
    "treasure": (treasure_game, treasure_bot, {"players": 3, "level": "complete"}, 400),
}


@pytest.mark.parametrize("name", list(GAMES))
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2 ** 30), choices=st.integers(0, 2 ** 30))
def test_a_game_is_played_to_its_end_through_the_protocol_alone(name, seed, choices):
    engine, bot, options, most = GAMES[name]
    rnd = random.Random(choices)
    game = engine.new_game(seed, **options)
    assert engine.new_game(seed, **options).to_dict() == game.to_dict()  # the seed deals
    for _ in range(most):
        seat = game.current_player()
        if seat is None:
            break
        assert not game.is_terminal()
        moves = game.legal_moves()
        assert moves
        again = engine.from_dict(game.to_dict())
        assert again.to_dict() == game.to_dict() and again.legal_moves() == moves
        if rnd.random() < 0.5:
            move = bot.choose(game.view(seat))
            # Kings and Treasures lists destinations: a move may add its card's power's choice
            assert move in moves or (name == "treasure" and move.split()[0] in moves)
        else:
            move = rnd.choice(moves)
        assert engine.parse_move(engine.move_text(move)) == move
        game.apply(move)
    assert game.current_player() is None, "the game did not end in %d moves" % most
    assert game.is_terminal() and game.legal_moves() == []


@pytest.mark.parametrize("name", list(GAMES))
def test_a_refused_move_says_why_and_changes_nothing(name):
    engine, _, options, _ = GAMES[name]
    game = engine.new_game(7, **options)
    before = game.to_dict()
    with pytest.raises(ValueError) as refused:
        game.apply("no such move")
    assert str(refused.value)
    assert game.to_dict() == before
    with pytest.raises(ValueError):
        engine.parse_move("no such move")


@pytest.mark.parametrize("name", list(GAMES))
def test_a_notation_no_game_reaches_is_refused(name):
    engine, _, options, _ = GAMES[name]
    d = engine.new_game(3, **options).to_dict()
    d["game"] = "chess"
    with pytest.raises(ValueError):
        engine.from_dict(d)

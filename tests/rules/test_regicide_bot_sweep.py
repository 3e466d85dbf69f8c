"""The bot's whole games in every option combination of Regicide (players 1-4, `solo_yield`,
`jester_self`): every game ends within a bound on moves and nothing raises (issue 34: an empty
hand under `solo_yield` `always` or `not_twice` raised a TypeError or yielded for ever). 40
seeded games a combination here, each combination on seeds of its own; 1,000 a combination in
`make bench` (`bench/regicide_sweep.py`)."""
import pytest

from tests.support import regicide_sweep as S

GAMES = 40


@pytest.mark.parametrize("index,combination", list(enumerate(S.combinations())),
                         ids=["%dp-%s-%s" % c for c in S.combinations()])
def test_every_bot_game_ends_without_an_exception(index, combination):
    first = index * GAMES
    games, wins, longest, seed = S.sweep(*combination, seeds=range(first, first + GAMES))
    assert games == GAMES
    assert longest < S.MAX_MOVES


def test_the_sweep_covers_every_option_combination():
    combos = S.combinations()
    assert len(combos) == 4 * 3 * 2 == len(set(combos))

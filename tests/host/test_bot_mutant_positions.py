"""host_tools/bot_mutant_positions.py: the first position of its seeded games where a decider
and its mutant differ, as the position to write a test from."""
import os

from host_tools import bot_mutant_positions as finder
from shared_rules.treasure.game import from_dict


def first_legal(state):
    moves = state.legal_moves()
    return moves[0] if moves else None


def test_deciders_that_agree_everywhere_give_no_position():
    assert finder.first_difference(first_legal, first_legal, games=2) is None


def test_the_first_position_where_the_mutant_differs_is_given_with_both_moves():
    seen = []

    def differs_third(state):
        seen.append(state.to_dict())
        return "pass" if len(seen) == 3 else first_legal(state)

    g, ply, position, move, other = finder.first_difference(first_legal, differs_third)
    assert (g, ply, other) == (0, 2, "pass")
    assert position == seen[2]
    assert move == first_legal(from_dict(position)) != "pass"


def test_a_mutant_that_raises_differs_with_its_message():
    def broken(state):
        raise IndexError("list index out of range")

    found = finder.first_difference(first_legal, broken, games=1)
    assert found[:2] == (0, 0) and found[4] == "raised IndexError('list index out of range')"


def test_a_mutant_is_switched_on_for_its_decision_alone(monkeypatch):
    monkeypatch.setenv("MUTANT_UNDER_TEST", "")
    during = []
    run = finder.with_mutant("shared_rules.treasure.bot.x__swap__mutmut_5",
                             lambda state: during.append(os.environ["MUTANT_UNDER_TEST"]))
    run(None)
    assert during == ["shared_rules.treasure.bot.x__swap__mutmut_5"]
    assert os.environ["MUTANT_UNDER_TEST"] == ""


def test_without_a_mutant_name_it_prints_how_to_run_it(capsys):
    assert finder.main([]) == 2
    assert "cd mutants" in capsys.readouterr().err

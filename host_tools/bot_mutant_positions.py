"""Positions that tell a surviving mutant of the Kings and Treasures bot from the code: seeded
games (every level, 2-4 players, the moves greedy or random) where, at each position, the bot
decides once as the code and once with the mutant switched on; the first position where they
differ is printed in the notation, with both moves, for a test in
`tests/rules/test_treasure_bot_mutants.py` (docs/testing.md, "Mutation testing").

Run it inside mutmut's copy of the tree, where every function can switch to its mutants:
    cd mutants && ../.venv/bin/python -m host_tools.bot_mutant_positions MUTANT [MUTANT ...]
(a name as `make mutate --survivors` lists it, e.g. shared_rules.treasure.bot.x__swap__mutmut_5).
"""
import json
import os
import sys

from shared_rules.treasure import game as treasure
from shared_rules.rng import Random
from shared_rules.treasure.players import greedy, random_move

GAMES = 60
PLIES = 200


def first_difference(decide, decide_mutant, games=GAMES):
    """(game, ply, position dict, move, the mutant's move) where the two deciders first
    differ in the seeded games, or None. A decider takes a state and returns a move; the
    mutant's may raise (its message is its move)."""
    for g in range(games):
        state = treasure.new_game(g, players=2 + g % 3, level=treasure.LEVELS[g % 3])
        rng = Random(1000 + g)
        for ply in range(PLIES):
            if state.is_terminal():
                break
            move = decide(state.copy())
            try:
                other = decide_mutant(state.copy())
            except Exception as e:  # noqa: BLE001 - a mutant may break anything
                other = "raised %r" % (e,)
            if move != other:
                return g, ply, state.to_dict(), move, other
            state.apply(greedy(state, rng) if rng.randbelow(3) else random_move(state, rng))
    return None


def with_mutant(name, decide):
    """`decide` run with mutmut's mutant `name` switched on."""
    def run(state):
        os.environ["MUTANT_UNDER_TEST"] = name
        try:
            return decide(state)
        finally:
            os.environ["MUTANT_UNDER_TEST"] = ""
    return run


def main(argv):
    if not argv or any(a.startswith("-") for a in argv):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    os.environ["MUTANT_UNDER_TEST"] = ""  # the code, until a mutant is switched on
    from shared_rules.treasure import bot as treasure_bot

    def decide(state):
        return treasure_bot.choose(state.view(state.turn))

    for name in argv:
        found = first_difference(decide, with_mutant(name, decide))
        if found is None:
            print("%s: the same move in every position of %d games" % (name, GAMES))
            continue
        g, ply, position, move, other = found
        print("%s: game %d, ply %d: the code plays %s, the mutant %s" % (name, g, ply, move,
                                                                        other))
        print(json.dumps(position))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

# Kings and Treasures: seeded random games at every level, move by move, with destinations,
# scores and winners; and the fast destination search on a slice of the benchmark corpus.
# Identical on CPython and both MicroPython ports.
from shared_rules import cards
from shared_rules.treasure import game as treasure
from shared_rules.treasure import players as treasure_players
from shared_rules.rng import Random

for seed, players, level in ((1, 2, "basic"), (2, 3, "advanced"), (3, 4, "complete"),
                             (4, 2, "complete")):
    state = treasure.new_game(seed, players=players, level=level)
    rng = Random(seed)
    print("game", seed, level, " ".join(cards.SUIT_LETTERS[s] for s in state.seats),
          "first", cards.SUIT_LETTERS[state.seats[state.turn]])
    print(" / ".join(state.to_dict()["board"]))
    turn = 0
    while True:
        move = treasure_players.random_move(state, rng)
        if move is None:
            break
        who = cards.SUIT_LETTERS[state.seats[state.turn]]
        print(turn, who, state.steps(), ",".join(state.legal_moves()), "->", move)
        state.apply(move)
        turn += 1
    print("scores", state.scores(), "winners",
          [cards.SUIT_LETTERS[state.seats[i]] for i in state.winners()])
    d = state.to_dict()
    print("end", " / ".join(d["board"]), d["piles"] == treasure.from_dict(d).to_dict()["piles"])

# Whole Regicide games from seeds, random and bot players: identical on every interpreter.
from shared_rules import cards as C
from shared_rules import regicide as R
from shared_rules import regicide_bot as B
from shared_rules.rng import Random


def checksum(g):
    s = 0
    for i, c in enumerate(g.all_cards()):
        s = (s * 131 + c + i) % 1000000007
    return s


for players in (1, 2, 3, 4):
    for seed in (1, 2):
        for who in ("random", "bot"):
            g = R.Regicide.new(players, seed + 100 * players)
            rng = Random(seed)
            played = []
            while not g.is_terminal():
                if who == "bot":
                    move = B.choose(g.view(g.turn))
                else:
                    move = rng.choice(g.legal_moves())
                g.apply(move)
                played.append(R.move_text(move))
                again = R.Regicide.from_dict(g.to_dict())
                assert again.to_dict() == g.to_dict()
            r = g.result()
            print(players, seed, who, len(played), r["phase"], r["enemies_defeated"], r["grade"],
                  r["loss_reason"], checksum(g))
            print("  ", " ".join(played[:40]))
            print("  ", " ".join(C.tokens(g.discard[-8:])), g.rng.state())

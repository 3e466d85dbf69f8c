# Whole Regicide games from seeds, random and bot players, every move printed: identical on
# every interpreter and equal to the reviewed regicide_games.exp.
from shared_rules import cards as C
from shared_rules.regicide import game as R
from shared_rules.regicide import bot as B
from shared_rules.rng import Random


for players in (1, 2, 3, 4):
    for seed in (1, 2):
        for who in ("random", "bot"):
            g = R.new_game(seed + 100 * players, players=players)
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
                  r["loss_reason"])
            # Every move and where every card ended: a divergence anywhere shows.
            for i in range(0, len(played), 20):
                print("  ", " ".join(played[i:i + 20]))
            print("   discard", " ".join(C.tokens(g.discard)))
            print("   tavern", " ".join(C.tokens(g.tavern)), "rng", g.rng.state())

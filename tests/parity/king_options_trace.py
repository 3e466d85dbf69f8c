# King with the Options: quick game, short deck, lead left, play all tricks, force K♥.
# Random legal players (seeded) and bots; prints each deal's tricks and points, and the
# position notation's key fields after every deal (round trip checked on every interpreter).
from shared_rules import cards
from shared_rules.king import bot as king_bot
from shared_rules.king.game import King, new_game
from shared_rules.rng import Random

CASES = (
    (31, {"quick": True}),
    (32, {"deck": 32}),
    (33, {"deck": 32, "quick": True}),
    (34, {"lead": "left", "early_end": False, "force_king": True}),
)

for seed, options in CASES:
    game = new_game(seed, options)
    rng = Random(seed)
    bots = seed % 2 == 0
    deal = game.deal_index
    print("seed", seed, sorted(options.items()), "first dealer", game.first_dealer)
    while not game.is_terminal():
        seat = game.current_player()
        if bots and seat == 1:
            move = king_bot.choose(game.view(seat))
        else:
            move = rng.choice(game.legal_moves())
        game.apply(move)
        if game.deal_index != deal or game.is_terminal():
            last = game.last_deal
            print(" deal", last["deal"], last["kind"], "points", last["points"])
            print("  " + " | ".join("%d:%s" % (t[0], " ".join(cards.tokens(t[1:])))
                                    for t in last["played"]))
            deal = game.deal_index
            d = game.to_dict()
            again = King.from_dict(d).to_dict()
            print("  round trip", again == d, "deal", d["deal"], "dealer", d["dealer"],
                  "scores", d["scores"])
    print(" totals", game.totals(), "sum", sum(game.totals()))

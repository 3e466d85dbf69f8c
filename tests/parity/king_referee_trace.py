# The referee from played cards: refusals, proven violations with their trick, rollback.
from shared_rules.king.game import King, new_game
from shared_rules.king.referee import KingReferee
from shared_rules.rng import Random


def show(ref, tokens):
    for t in tokens:
        try:
            found = ref.apply(t)
        except ValueError as e:
            print("refused", t, "-", e)
            continue
        for v in found:
            print("violation", v["kind"], "seat", v["seat"], "deal", v["deal"], "trick",
                  v["trick"], "proof", v["proof"], "-", v["message"])


ref = KingReferee(first_dealer=0)
show(ref, "2S 5S 9H 3S 2H 3H 4H 5H 4S 7S 6S 2S".split())
ref.rollback(1, 1)
print("rolled back to trick", ref.game.trick_number(), "leader", ref.game.leader)
show(ref, "2S 5S 6S 3S".split())
print("trick", ref.game.trick_number(), "leader", ref.game.leader)

# Deal 5 with force K♥: the King of hearts led early is refused; a heart lead proven later.
game = King({"force_king": True}, 0, referee=True)
game.deal_index = 3
game.scores = [[-260, -260, -200, -240], [0] * 4, [0] * 4, [0] * 4]
game.start_deal()
ref = KingReferee(game=game)
show(ref, "KH 2H 3H 4H 5H 2S".split())
show(ref, "2D 3D 4D 6S".split())

# A whole table game entered card by card from a seeded dealt game: no violations.
dealt = new_game(41)
ref = KingReferee(dealt.options, dealt.first_dealer)
rng = Random(41)
n = 0
while not dealt.is_terminal():
    move = rng.choice(dealt.legal_moves())
    dealt.apply(move)
    n += len(ref.apply(move))
print("violations", n, "referee scores equal", ref.game.scores == dealt.scores,
      "totals", ref.game.totals())

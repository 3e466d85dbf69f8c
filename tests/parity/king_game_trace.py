# A seeded King game traced move by move: one bot and three random players, then four bots.
# Hands at each deal, every bid and card with its seat, trick winners, deal points, totals.
from shared_rules import cards
from shared_rules.king import bot as king_bot
from shared_rules.king.game import new_game
from shared_rules.rng import Random
from tests.support import king_players


def trace(game, players):
    deal = -1
    while not game.is_terminal():
        if game.deal_index != deal:
            deal = game.deal_index
            print("deal %d %s dealer %d" % (deal + 1, game.kind(), game.dealer))
            for s in range(4):
                print("  hand %d: %s" % (s, " ".join(cards.tokens(game.hands[s]))))
        seat = game.current_player()
        move = players[seat](game.view(seat))
        tricks = len(game.history)
        game.apply(move)
        if isinstance(move, int):
            move = cards.token(move)
        print("  %d %s" % (seat, move))
        if game.deal_index == deal and len(game.history) > tricks:
            print("  trick %d to %d" % (len(game.history), game.winners[-1]))
        if game.deal_index != deal or game.is_terminal():
            last = game.last_deal
            print("  deal over after %d tricks: %s" % (len(last["played"]), last["points"]))
    print("totals", game.totals(), "standings", game.standings())


trace(new_game(21), [king_bot.choose] + [king_players.random_player(Random(s)) for s in (1, 2, 3)])
trace(new_game(22, first_dealer=3), [king_bot.choose] * 4)

"""King deals set up by hand for the tests (tests/rules/test_king.py, the firmware's): hands
written as swaps from a plain deal where seat 0 holds every spade, seat 1 every heart, seat 2
every diamond and seat 3 every club (`by_suit("AS 2H")` gives seat 1 the Ace of spades and
seat 0 the Two of hearts), a game at a deal's start, cards played."""
from shared_rules import cards
from shared_rules.king.game import King
from shared_rules.king.points import deal_total


def by_suit(*swaps, short=False):
    hands = [[c for c in cards.deck(7 if short else 2) if c & 3 == s] for s in range(4)]
    for pair in swaps:
        a, b = cards.parse_list(pair.split())
        ha = next(h for h in hands if a in h)
        hb = next(h for h in hands if b in h)
        ha[ha.index(a)] = b
        hb[hb.index(b)] = a
    return hands


def at_deal(deal, hands, dealer=0, options=None):
    """A game at the start of deal `deal` (1-based) dealt `hands`."""
    game = King(options, (dealer - deal + 1) % 4)
    game.deal_index = deal - 2
    # earlier deals: each deal's fixed total to seat 0, so the final zero-sum check holds
    game.scores = [[deal_total(k, game.options) if seat == 0 else 0 for k in game.kinds[:deal - 1]]
                   for seat in range(4)]
    game.start_deal(hands)
    return game


def play(game, *tokens):
    for t in tokens:
        game.apply(t)

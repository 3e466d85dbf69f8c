"""King deals for the tests: a game at its first positive deal with one seat's hand given
(`first_positive_deal`), the ten deals of a whole score sheet (`TEN_DEALS`), and hands written
as swaps from a plain deal where seat 0 holds every spade, seat 1 every heart, seat 2 every
diamond and seat 3 every club (`by_suit("AS 2H")` gives seat 1 the Ace of spades and seat 0
the Two of hearts), a game at a deal's start (`at_deal`), cards played (`play`)."""
from shared_rules import cards
from shared_rules.king.game import King
from shared_rules.king.points import deal_total


def first_positive_deal(hand, seat, options=None):
    """The first positive deal (deal 7), dealt by seat 0, `seat` holding `hand`; the other
    seats get the rest of the deck in order."""
    game = King(options, first_dealer=2)  # deal 7 is dealt by seat (2 + 6) % 4 = 0
    game.deal_index = 5
    game.scores = [[0] * 6 for _ in range(4)]
    mine = cards.parse_list(hand.split())
    rest = [c for c in game.deck if c not in mine]
    n = game.n_tricks
    hands = []
    for s in range(4):
        if s == seat:
            hands.append(mine)
        else:
            hands.append(rest[:n])
            rest = rest[n:]
    game.start_deal(hands)
    return game


# The ten-deal game of issue 4: dealers A B C D A B C D A B (seats 0-3).
B = 1
TEN_DEALS = [
    ({"counts": {"tricks": [3, 5, 1, 4]}}, [-60, -100, -20, -80]),
    ({"counts": {"hearts": [2, 6, 0, 5]}}, [-40, -120, 0, -100]),
    ({"counts": {"queens": [1, 0, 2, 1]}}, [-50, 0, -100, -50]),
    ({"counts": {"kings_jacks": [3, 2, 1, 2]}}, [-90, -60, -30, -60]),
    ({"counts": {"king_hearts": [0, 0, 1, 0]}}, [0, 0, -160, 0]),
    ({"counts": {"last_two": [1, 0, 0, 1]}}, [-90, 0, 0, -90]),
    ({"decision": "accept", "buyer": B, "bid": "+4", "contract": "trump S",
      "tricks": [3, 6, 2, 2]}, [75, 50, 150, 50]),
    ({"decision": "reject", "buyer": None, "bid": None, "contract": "negative",
      "tricks": [4, 5, 3, 1]}, [25, -50, 100, 250]),
    ({"decision": "accept", "buyer": B, "bid": "-2", "contract": "negative",
      "tricks": [2, 1, 6, 4]}, [325, 100, -125, 25]),
    ({"decision": "4-3-3", "buyer": None, "bid": None, "contract": None, "tricks": None},
     [75, 100, 75, 75]),
]


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

"""Kings and Treasures: a new game's deal and who starts (setup steps 1–5 of the rules page).

Apart from `shared_rules/treasure/game.py` because a game deals once: on a board its `new_game`
loads this code for the deal and lets it go (`compat.import_once`), with the random numbers'
module, which nothing else of the referee needs. The state's class is given to `deal`, so this
module does not import the engine.
"""
from shared_rules import cards
from shared_rules.cards import EMPTY, JOKER
from shared_rules.rng import Random
from shared_rules.treasure.moves import (CENTRE, CORNERS, LEVELS, SEATS_MAX, SEATS_MIN,
                                         orthogonal_neighbours)


def first_player(board, seats, kings, rng):
    """Seat index of the first player: lowest neighbour sum, fewest own-suit, then random."""
    keys = []
    for i in range(len(seats)):
        total = 0
        own = 0
        for n in orthogonal_neighbours(kings[i]):
            code = board[n]
            if cards.is_card(code):
                total += cards.rank(code)
                if cards.suit(code) == seats[i]:
                    own += 1
        keys.append((total, own))
    best = min(keys)
    tied = [i for i in range(len(seats)) if keys[i] == best]
    if len(tied) == 1:
        return tied[0]
    return rng.choice(tied)


def deal(cls, seed, players, level):
    """A fresh position (of class `cls`) for `players` at `level` dealt from `seed` (setup
    steps 1–5 of the rules page); ValueError for other options."""
    if not isinstance(players, int) or not SEATS_MIN <= players <= SEATS_MAX:
        raise ValueError("Kings and Treasures needs 2 to 4 players, not %r" % (players,))
    if level not in LEVELS:
        raise ValueError("unknown level %r (expected basic, advanced or complete)" % (level,))
    rng = Random(seed)
    middle = []
    for s in range(4):
        for r in range(2, 13):
            middle.append(cards.card(r, s))
    rng.shuffle(middle)
    board = bytearray(49)
    board[CENTRE] = JOKER
    i = 0
    for c in range(49):
        if c != CENTRE and c not in CORNERS:
            board[c] = middle[i]
            i += 1
    aces = [cards.card(cards.ACE, s) for s in range(4)]
    rng.shuffle(aces)
    for j in range(4):
        board[CORNERS[j]] = aces[j]
    kings_suits = [0, 1, 2, 3]
    rng.shuffle(kings_suits)
    seats = kings_suits[:players]
    kings = []
    piles = []
    for s in seats:
        ace = cards.card(cards.ACE, s)
        cell = next(c for c in CORNERS if board[c] == ace)
        board[cell] = EMPTY
        kings.append(cell)
        piles.append([ace])
    turn = first_player(board, seats, kings, rng)
    return cls(LEVELS.index(level), seats, turn, board, kings, piles)

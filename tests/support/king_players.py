"""The King benchmark's and tests' other players, kept out of `shared_rules/king/bot.py` so the
device never loads them (`make bench` and the tests import them; nothing is deployed from here).

`baseline(view)`: the simple opponent (negative deals: the highest card that loses, else the
lowest; positive deals: the highest card that wins, else the lowest; it never bids).
`random_player(rng)`: a player picking uniformly among the legal moves. `play_game(game,
players)`: a whole game, `players[seat]` deciding for each seat.
"""
from shared_rules.king.rules import BID, CONTRACT, DECIDE, PLAY, card_strength
from shared_rules.king.bot import _beats, _by_suit, _winning_index


def baseline(view):
    """The benchmark's simple opponent (see the module docstring)."""
    legal = view.legal
    phase = view.phase
    if phase == PLAY:
        trick = view.trick
        positive = view.kind == "positive" and not view.negative_contract
        if trick:
            w = trick[_winning_index(view)]
            if positive:
                good = [c for c in legal if _beats(c, w, view.trump)]
            else:
                good = [c for c in legal if not _beats(c, w, view.trump)]
            if good:
                return max(good, key=card_strength)
        return min(legal, key=card_strength)
    if phase == BID:
        return "pass"
    if phase == DECIDE:
        return "accept" if legal == ["accept"] else "reject"
    if phase == CONTRACT:
        if len(legal) == 1:
            return legal[0]
        suits = _by_suit(view.hand)
        longest = max(range(4), key=lambda s: len(suits[s]))
        return "trump " + "SHDC"[longest]
    return "decline"


def random_player(rng):
    """A player that picks uniformly among the legal moves (for tests and benchmarks)."""
    def play(view):
        return rng.choice(view.legal)
    return play


def play_game(game, players):
    """Play `game` to the end; `players[seat]` maps a KingView to a move. Returns totals."""
    while not game.is_terminal():
        seat = game.current_player()
        game.apply(players[seat](game.view(seat)))
    return game.totals()

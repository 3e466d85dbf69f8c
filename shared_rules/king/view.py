"""What one seat of a King game may see (`King.view(seat)`): its own hand and everything
public, for the bots (`shared_rules/king/bot.py`), which never look at the state itself.
Imported by the first view: the table referee and the score sheet never make one.
"""


class KingView:
    """What one seat may see: its own hand and everything public. Holds copies, no state."""

    def __init__(self, game, seat):
        self.seat = seat
        self.options = game.options
        self.short = game.short
        self.n_tricks = game.n_tricks
        self.kind = game.kind()
        self.dealer = game.dealer
        self.phase = game.phase
        self.hand = list(game.hands[seat]) if game.hands is not None else None
        self.hand_sizes = [0, 0, 0, 0]
        done = len(game.history)
        for s in range(4):
            self.hand_sizes[s] = game.n_tricks - done - (
                1 if (s - game.leader) % 4 < len(game.trick) else 0)
        self.trick = list(game.trick)
        self.leader = game.leader
        self.trick_number = done + 1
        self.played = bytes(game.played)
        self.voids = list(game.voids)
        self.taken_counts = game.counts()
        self.trump = game.trump
        self.negative_contract = game.negative_contract
        self.totals = game.totals()
        self.legal = game.legal_moves() if game.current_player() == seat else []
        a = game.auction
        if a is not None:
            self.auctioneer = a.auctioneer
            self.bids = list(a.bids)
            self.best = a.best
            self.best_seat = a.best_seat
            self.ultimatum = a.ultimatum
            self.holder = a.holder
            self.price = a.price
        else:
            self.auctioneer = -1
            self.bids = []
            self.best = -1
            self.best_seat = -1
            self.ultimatum = -1
            self.holder = -1
            self.price = -1

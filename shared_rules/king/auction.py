"""The auction of one positive King deal: bids, the auctioneer's decision, the best bidder's
answer to an ultimatum, the contract (rules/king.md, "Positive deals").

`King` imports it at a positive deal's first use of its auction, for the auction alone
(`compat.import_once`): the negative deals never bid, and once the auction is over the deal
keeps its `AuctionResult`, so on a board this code is in RAM only while the table bids.
"""
from shared_rules.compat import const, import_once
from shared_rules.king.auction_result import KEPT, AuctionResult
from shared_rules.king.points import BIDS
from shared_rules.king.rules import ANSWER, BID, CONTRACT, DECIDE, OVER

_TOP_BID = const(9)
WHY = "shared_rules.king.why"  # a refusal's `Refused`
CONTRACTS = ("negative", "notrump", "trump C", "trump D", "trump H", "trump S")
_SUIT_CONTRACTS = ("notrump", "trump C", "trump D", "trump H", "trump S")


class Auction(AuctionResult):
    """The auction of one positive deal: bids, the auctioneer's decision, the answer, the right.

    `phase` is BID, DECIDE, ANSWER, CONTRACT or OVER (contract chosen or 4-3-3 declared).
    """

    def __init__(self, auctioneer, short=False):
        self.auctioneer = auctioneer
        self.short = short
        self.bids = []  # (seat, "+2" | "pass") in order
        self.out = 0  # bit per seat that passed
        self.best = -1  # index in BIDS of the standing bid
        self.best_seat = -1
        self.turn = (auctioneer + 1) % 4
        self.phase = BID
        self.decision = None  # "accept" "reject" "ultimatum" "4-3-3"
        self.ultimatum = -1
        self.answer = None  # "take" "decline"
        self.holder = -1  # who chooses the contract
        self.buyer = -1
        self.price = -1  # index in BIDS the buyer pays
        self.contract = None

    def _offset(self, seat):
        return (seat - self.auctioneer) % 4

    def current_player(self):
        if self.phase == BID:
            return self.turn
        if self.phase == DECIDE:
            return self.auctioneer
        if self.phase == ANSWER:
            return self.best_seat
        if self.phase == CONTRACT:
            return self.holder
        return None

    def _may_433(self):
        return not self.short and self.bid_count() < 3

    def legal_moves(self):
        """The legal moves of the player to act, sorted."""
        p = self.phase
        if p == BID:
            out = ["pass"]
            for i in range(self.best if self.best >= 0 else 0, len(BIDS)):
                if i > self.best or self._offset(self.turn) < self._offset(self.best_seat):
                    out.append(BIDS[i])
            return sorted(out)
        if p == DECIDE:
            if self.best == _TOP_BID:
                return ["accept"]
            out = ["accept", "reject"]
            for i in range(self.best + 1, len(BIDS)):
                out.append("ultimatum " + BIDS[i])
            if self._may_433():
                out.append("4-3-3")
            return sorted(out)
        if p == ANSWER:
            return ["decline", "take"]
        if p == CONTRACT:
            if self.price >= 0:
                return ["negative"] if BIDS[self.price][0] == "-" else list(_SUIT_CONTRACTS)
            out = list(CONTRACTS)
            if self.best < 0 and self._may_433():
                out.append("4-3-3")
            return sorted(out)
        return []

    @staticmethod
    def _refuse(code, move, *values):
        """The refusal of `move` (shared_rules/king/why.py's `Refused`, in RAM for it alone):
        `code` "%s is not allowed: …", the move first."""
        raise import_once(WHY).refused(code, repr(move), *values)

    def apply(self, move):
        """Apply one auction move (a string); ValueError with the reason when illegal."""
        if not isinstance(move, str):
            self._refuse("%s is not allowed: the auction expects a bid, decision or contract",
                         move)
        p = self.phase
        if p == BID:
            self._bid(move)
        elif p == DECIDE:
            self._decide(move)
        elif p == ANSWER:
            if move not in ("take", "decline"):
                self._refuse("%s is not allowed: the best bidder answers the ultimatum with "
                             "take or decline", move)
            self.answer = move
            if move == "take":
                self._sell(self.ultimatum)
            else:
                self._keep()
        elif p == CONTRACT:
            legal = self.legal_moves()
            if move not in legal:
                if move == "4-3-3":
                    if self.short:
                        self._refuse("%s is not allowed: there is no 4-3-3 in the short deck",
                                     move)
                    if self.best >= 0:
                        self._refuse("%s is not allowed: 4-3-3 is declared instead of a "
                                     "decision on the bids", move)
                    self._refuse("%s is not allowed: 4-3-3 needs fewer than three bids", move)
                if self.price >= 0:
                    if BIDS[self.price][0] == "-":
                        self._refuse("%s is not allowed: the buyer of a %s bid plays the "
                                     "negative contract", move, BIDS[self.price])
                    self._refuse("%s is not allowed: the buyer of a %s bid plays a trump suit "
                                 "or no trump", move, BIDS[self.price])
                self._refuse("%s is not allowed: contracts are: %s", move, ", ".join(CONTRACTS))
            if move == "4-3-3":
                self.decision = "4-3-3"
                self.contract = "4-3-3"
            else:
                self.contract = move
            self.phase = OVER
        else:
            self._refuse("%s is not allowed: the auction is over", move)

    def _bid(self, move):
        if move == "pass":
            self.out |= 1 << self.turn
        else:
            if move not in BIDS:
                self._refuse("%s is not allowed: bids are pass, +1 … +8, -1, -2", move)
            i = BIDS.index(move)
            if i < self.best or (i == self.best and self._offset(self.turn) >
                                 self._offset(self.best_seat)):
                self._refuse("%s is not allowed: it does not outrank the standing bid %s",
                             move, BIDS[self.best])
            self.best = i
            self.best_seat = self.turn
        self.bids.append((self.turn, move))
        # The next seat that may still bid: not out, and after a +8 (nothing outranks it) only
        # a seat nearer the auctioneer's left than its bidder, which may match it.
        t = self.turn
        top = self.best == _TOP_BID
        for _ in range(3):
            t = (t + 1) % 4
            if t == self.auctioneer:
                t = (t + 1) % 4
            if not self.out & (1 << t) and not (
                    top and self._offset(t) > self._offset(self.best_seat)):
                break
        else:
            self._end_bidding()
            return
        if t == self.best_seat:
            self._end_bidding()
        else:
            self.turn = t

    def _end_bidding(self):
        if self.best < 0:
            self.holder = self.auctioneer
            self.phase = CONTRACT
        else:
            self.phase = DECIDE

    def _decide(self, move):
        if move not in self.legal_moves():
            if self.best == _TOP_BID:
                self._refuse("%s is not allowed: a +8 bid must be accepted", move)
            if move == "4-3-3":
                if self.short:
                    self._refuse("%s is not allowed: there is no 4-3-3 in the short deck", move)
                self._refuse("%s is not allowed: 4-3-3 needs fewer than three bids", move)
            if move.startswith("ultimatum "):
                self._refuse("%s is not allowed: an ultimatum names a bid above %s", move,
                             BIDS[self.best])
            self._refuse("%s is not allowed: the auctioneer accepts, rejects, poses an "
                         "ultimatum or declares 4-3-3", move)
        if move == "accept":
            self.decision = "accept"
            self._sell(self.best)
        elif move == "reject":
            self.decision = "reject"
            self._keep()
        elif move == "4-3-3":
            self.decision = "4-3-3"
            self.contract = "4-3-3"
            self.phase = OVER
        else:
            self.decision = "ultimatum"
            self.ultimatum = BIDS.index(move[10:])
            self.phase = ANSWER

    def _sell(self, price):
        self.buyer = self.best_seat
        self.holder = self.best_seat
        self.price = price
        self.phase = CONTRACT

    def _keep(self):
        self.holder = self.auctioneer
        self.phase = CONTRACT

    def result(self):
        """The finished auction's `AuctionResult` (its outcome, without the bidding)."""
        out = AuctionResult()
        for name in KEPT:
            setattr(out, name, getattr(self, name))
        return out

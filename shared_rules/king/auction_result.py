"""What a finished King auction leaves for its deal (rules/king.md, "Positive deals"): who
bought at which price, who chose which contract, and the bids, for the notation, a replay
and the score sheet's entry at the deal's end.

`king_auction.Auction` is this plus the bidding. When the auction ends the engine keeps an
`AuctionResult` instead of the `Auction` (`Auction.result`): on a board the bidding's code
then leaves RAM while the deal's thirteen tricks are played.
"""
from shared_rules.king.points import BIDS

# The fields a finished auction keeps (an `Auction` has these and its bidding's own).
KEPT = ("auctioneer", "short", "bids", "best", "best_seat", "decision", "ultimatum", "answer",
        "holder", "buyer", "price", "contract")


class AuctionResult:
    """A finished auction (the engine asks it nothing about turns: its deal is being played).
    The fields are `Auction`'s."""

    def bid_count(self):
        """Bids made (passes not counted)."""
        n = 0
        for _, b in self.bids:
            if b != "pass":
                n += 1
        return n

    def entry(self, tricks):
        """The score-sheet entry of the finished deal (see king_scoring.positive_points)."""
        if self.contract == "4-3-3":
            return {"decision": "4-3-3", "buyer": None, "bid": None, "contract": None,
                    "tricks": None}
        if self.decision == "accept":
            decision = "accept"
        elif self.decision == "reject":
            decision = "reject"
        elif self.decision == "ultimatum":
            decision = "ultimatum_taken" if self.answer == "take" else "ultimatum_declined"
        else:
            decision = "no_bids"
        entry = {"decision": decision, "buyer": self.buyer if self.buyer >= 0 else None,
                 "bid": BIDS[self.price] if self.price >= 0 else None,
                 "contract": self.contract, "tricks": list(tricks)}
        if decision == "ultimatum_taken":
            entry["standing"] = BIDS[self.best]
        return entry

    def replay_moves(self):
        """The moves that rebuild this auction from its start, in order."""
        out = [b for _, b in self.bids]
        if self.decision == "ultimatum":
            out.append("ultimatum " + BIDS[self.ultimatum])
            if self.answer:
                out.append(self.answer)
        elif self.decision:
            out.append(self.decision)
        if self.contract and self.contract != "4-3-3":
            out.append(self.contract)
        return out

    def to_dict(self):
        d = {"bids": [[s, b] for s, b in self.bids]}
        if self.decision == "ultimatum":
            d["decision"] = "ultimatum " + BIDS[self.ultimatum]
            if self.answer:
                d["answer"] = self.answer
        elif self.decision:
            d["decision"] = self.decision
        return d

"""King (Kortspel King): ten deals of tricks, the auction of the positive deals, and notation.

The engine protocol of shared_rules/README.md: `new_game(seed, ...)` and `from_dict(d)` make a
`King`, the state of a whole game (OpenSpiel shape): `current_player()`, `legal_moves()`
(sorted), `apply(move)` raising ValueError with the reason, `is_terminal()`, `totals()`,
`view(seat)` for what one seat may see, and `to_dict()` for the position JSON of
rules/king.md. A move is a card (code, or token such as "QS": `move_text` / `parse_move`), a
bid ("+3", "-1", "pass"), an auctioneer's decision ("accept", "reject", "ultimatum +6",
"4-3-3"), the best bidder's answer to an ultimatum ("take", "decline") or a contract
("trump S", "notrump", "negative").

With `hands=None` the state is the referee's model of a real table: the hands are unknown, any
unplayed card may be entered, and only what is impossible from the played cards alone is
refused (a card already played, K♥ led before the last trick where the deal forbids it).
`shared_rules/king/referee.py` adds the proven-void checks on top.

The rules every part shares (a deal's phases, who wins a trick, the lead bans) are in
`shared_rules/king/rules.py`. Every point comes from `shared_rules/king/scoring.py`
(`negative_points` / `positive_points`, imported at a deal's end alone): this module only
counts what each seat took. Parts a game needs now and then are modules of their own, named
below and imported for their step, so a board holds them only then: a positive deal's auction
(`auction.Auction`; the deal's tricks keep its outcome alone, `auction_result.AuctionResult`),
a seat's view for the bots (`view.KingView`), the words of a refusal (`why`), a position's
loader (`load`) and its notation (`notation`). None of them imports this module.
"""
from shared_rules import cards
from shared_rules.compat import const, import_once
from shared_rules.king.points import check_options, counted_items, deal_kinds
from shared_rules.king.rules import (BID, KING_OF_HEARTS, KING_RULE_KINDS, OVER, PLAY,
                                     heart_lead_banned, trick_winner)

# The modules a game imports for one step (compat.import_once).
AUCTION = "shared_rules.king.auction"
LOADER = "shared_rules.king.load"
NOTATION = "shared_rules.king.notation"
SCORING = "shared_rules.king.scoring"
WHY = "shared_rules.king.why"

_HEARTS = const(1)

_TYPING = const(0)  # mypy takes the branch below (pyproject.toml), MicroPython drops it
if _TYPING:
    from typing import Any

    from shared_rules.king.view import KingView  # noqa: TC001 - under `if _TYPING:`, which ruff does not know
    from shared_rules.rng import Random  # noqa: TC001 - under `if _TYPING:`, which ruff does not know


def _random(seed):
    # Imported here: the table referee (hands unknown) never shuffles, and RAM is short.
    from shared_rules.rng import Random
    return Random(seed)


class King:
    """A whole game of King: ten deals (seven in the quick game), dealt by `rng` or entered.

    `new_game(seed, options, first_dealer)` deals from a seeded generator; with
    `referee=True` the hands are unknown (cards are entered as they are played).
    """

    def __init__(self, options: "dict | None" = None, first_dealer: int = 0,
                 rng: "Random | None" = None, referee: bool = False):
        self.options = check_options(options)
        self.kinds = deal_kinds(self.options)
        self.short = self.options["deck"] == 32
        self.n_tricks = 8 if self.short else 13
        self.deck = sorted(cards.deck(7 if self.short else 2))
        if not (type(first_dealer) is int and 0 <= first_dealer <= 3):
            raise ValueError("dealer must be a seat 0-3, not %r" % (first_dealer,))
        self.first_dealer = first_dealer
        self.rng = rng
        self.referee = referee
        self.scores: "list[list[int]]" = [[], [], [], []]
        self.deal_index = -1
        self.phase = OVER
        self.last_deal: "dict | None" = None
        # a positive deal's Auction, then its AuctionResult; None in a negative deal
        self.auction: "Any" = None

    @classmethod
    def table_at_deal(cls, options: "dict | None", first_dealer: int, deal: int,
                      scores: list) -> "King":
        """A refereed game (hands unknown) at the start of its deal number `deal` (1-based),
        the deals before it scored `scores` (each seat's list of points): where the table
        referee's replay of an undo or a resume begins, without a position's loader.
        ValueError when they do not fit."""
        game = cls(options, first_dealer, None, True)
        if not (type(deal) is int and 1 <= deal <= len(game.kinds)):
            raise ValueError("no deal %r in this game" % (deal,))
        if not (isinstance(scores, list) and len(scores) == 4):
            raise ValueError("scores must be four lists of points")
        for points in scores:
            if not (isinstance(points, list) and len(points) == deal - 1):
                raise ValueError("scores must be four lists of %d points" % (deal - 1))
            for p in points:
                if type(p) is not int:
                    raise ValueError("a score must be a whole number, not %r" % (p,))
        game.scores = [list(points) for points in scores]
        game.deal_index = deal - 2
        game.start_deal()
        return game

    # ---- deals -------------------------------------------------------------------------
    def kind(self) -> str:
        """The current deal's kind: tricks, hearts, …, positive (points.deal_kinds)."""
        return self.kinds[self.deal_index]

    def start_deal(self, hands: "list | None" = None) -> None:
        """Start the next deal: shuffled from the generator, `hands` (4 lists), or unknown."""
        self.deal_index += 1
        i = self.deal_index
        self.dealer = (self.first_dealer + i) % 4
        if self.referee:
            self.hands = None
        elif hands is None:
            if self.rng is None:
                self.rng = _random(0)
            d = list(self.deck)
            self.rng.shuffle(d)
            n = self.n_tricks
            # one card at a time, clockwise from the dealer's left
            self.hands = [sorted(d[(s - self.dealer - 1) % 4::4][:n]) for s in range(4)]
        else:
            import_once(WHY).check_hands(self, hands)
            self.hands = [sorted(h) for h in hands]
        self.played = bytearray(56)
        self.history: "list[tuple]" = []  # completed tricks: (leader, c0, c1, c2, c3) in play order
        self.winners: "list[int]" = []
        self.taken: "list[list[int]]" = [[], [], [], []]
        self.voids = [0, 0, 0, 0]  # bit per suit a seat is publicly known not to hold
        self.trick: "list[int]" = []
        self.leader = self.dealer if self.options["lead"] == "dealer" else (self.dealer + 1) % 4
        self.auction = None
        self.trump = -1
        self.negative_contract = False
        if self.kind() == "positive":
            del self.auction  # made at its first use (__getattr__)
            self.phase = BID
        else:
            self.phase = PLAY

    def __getattr__(self, name):
        # A positive deal's auction is made at its first use, its module (AUCTION) imported
        # for the auction alone: the negative deals never bid, a table that enters a deal's
        # auction after its totals holds it only from then on, and the deal's tricks keep its
        # result (a board's RAM is short). Any other missing attribute is missing.
        if name != "auction":
            raise AttributeError(name)
        auction = import_once(AUCTION).Auction(self.dealer, self.short)
        self.auction = auction
        return auction

    def current_player(self) -> "int | None":
        """Seat to act, or None when the game is over."""
        if self.phase == PLAY:
            return (self.leader + len(self.trick)) % 4
        if self.phase == OVER:
            return None
        return self.auction.current_player()

    def is_terminal(self) -> bool:
        """True when the game is over."""
        return self.phase == OVER

    def trick_number(self) -> int:
        """1-based number of the trick being played."""
        return len(self.history) + 1

    # ---- legal cards ---------------------------------------------------------------------
    def legal_cards(self) -> "list[int]":
        """Sorted card codes the player to act may play (any unplayed card when refereeing)."""
        if self.phase != PLAY:
            return []
        kind = self.kind()
        if self.hands is None:
            out = [c for c in self.deck if not self.played[c]]
            if not self.trick and kind in KING_RULE_KINDS and len(self.history) < self.n_tricks - 1:
                if KING_OF_HEARTS in out:
                    out.remove(KING_OF_HEARTS)
            return out
        hand = self.hands[(self.leader + len(self.trick)) % 4]
        if self.trick:
            led = self.trick[0] & 3
            follow = [c for c in hand if c & 3 == led]
            if follow:
                return follow
            if self.options["force_king"] and kind in KING_RULE_KINDS and KING_OF_HEARTS in hand:
                return [KING_OF_HEARTS]
            return list(hand)
        if heart_lead_banned(kind, self.options):
            other = [c for c in hand if c & 3 != _HEARTS]
            if other:
                return other
        if kind in KING_RULE_KINDS and len(hand) > 1 and KING_OF_HEARTS in hand:
            return [c for c in hand if c != KING_OF_HEARTS]
        return list(hand)

    def legal_moves(self) -> list:
        """Legal moves of the player to act, sorted: card codes in play, strings otherwise."""
        if self.phase == PLAY:
            return self.legal_cards()
        if self.phase == OVER:
            return []
        return self.auction.legal_moves()

    # ---- moves ---------------------------------------------------------------------------
    def apply(self, move: "int | str") -> None:
        """Apply a move (card code or token, bid, decision, answer, contract); ValueError with
        the reason when it is not legal now, the game left as it was."""
        if self.phase == OVER:
            raise import_once(WHY).refused("the game is over")
        if self.phase == PLAY:
            if isinstance(move, str):
                move = cards.parse(move)
            if not isinstance(move, int) or not cards.is_card(move) or move & 64:
                raise import_once(WHY).refused("a card is expected, not %s", repr(move))
            self.play_card(move)
            return
        if not isinstance(move, str) and not isinstance(move, int):
            raise import_once(WHY).refused("a move is a card, bid, decision or contract, not %s",
                                           repr(move))
        if isinstance(move, int) or (len(move) == 2 and move[1] in "SHDC"):
            raise import_once(WHY).refused("a card cannot be played during the auction")
        self.auction.apply(move)
        self.phase = self.auction.phase
        if self.phase == OVER:
            self.auction = self.auction.result()  # the bidding's code is done with
            contract = self.auction.contract
            if contract == "4-3-3":
                self._finish_deal()
                return
            if contract == "negative":
                self.negative_contract = True
            elif contract != "notrump":
                self.trump = cards.suit_index(contract[6])
            self.phase = PLAY

    def play_card(self, c: int) -> None:
        """Play card code `c` for the player to act; ValueError with the reason if illegal."""
        if self.phase != PLAY:
            raise import_once(WHY).refused("no card is played now")
        if c not in self.legal_cards():
            why = import_once(WHY)
            if c not in self.deck:
                raise why.refused("%s is not in the %s-card deck", cards.token(c),
                                  len(self.deck))
            raise why.Refused(*why.why_not(self, c))
        seat = (self.leader + len(self.trick)) % 4
        if self.hands is not None:
            self.hands[seat].remove(c)
        if self.trick and c & 3 != self.trick[0] & 3:
            self.voids[seat] |= 1 << (self.trick[0] & 3)
        self.played[c] = 1
        self.trick.append(c)
        if len(self.trick) == 4:
            self._finish_trick()

    def _finish_trick(self):
        w = trick_winner(self.leader, self.trick, self.trump)
        self.history.append((self.leader,) + tuple(self.trick))
        self.winners.append(w)
        self.taken[w].extend(self.trick)
        self.trick = []
        self.leader = w
        if len(self.history) == self.n_tricks or self._penalties_out():
            self._finish_deal()

    def _penalties_out(self):
        kind = self.kind()
        if not self.options["early_end"] or kind not in (
                "hearts", "queens", "kings_jacks", "king_hearts", "hearts_king",
                "queens_kings_jacks"):
            return False
        counts = self.counts()
        for item, total in counted_items(kind, self.options):
            if sum(counts[item]) != total:
                return False
        return True

    def counts(self) -> dict:
        """What each seat took so far, for every item the score sheet knows."""
        n = self.n_tricks
        c = {"tricks": [len(t) // 4 for t in self.taken], "hearts": [0, 0, 0, 0],
             "queens": [0, 0, 0, 0], "kings_jacks": [0, 0, 0, 0], "king_hearts": [0, 0, 0, 0],
             "last_two": [0, 0, 0, 0]}
        for s in range(4):
            for x in self.taken[s]:
                r = x >> 2
                if x & 3 == _HEARTS:
                    c["hearts"][s] += 1
                if r == cards.QUEEN:
                    c["queens"][s] += 1
                elif r == cards.KING or r == cards.JACK:
                    c["kings_jacks"][s] += 1
                if x == KING_OF_HEARTS:
                    c["king_hearts"][s] = 1
        for i in range(max(0, n - 2), len(self.winners)):
            c["last_two"][self.winners[i]] += 1
        return c

    def deal_entry(self) -> dict:
        """The score-sheet entry of the current deal from what the seats took (the same dict a
        table enters in scoresheet.ScoreSheet.record)."""
        kind = self.kind()
        counts = self.counts()
        if kind == "positive":
            return self.auction.entry(counts["tricks"])
        mine = {}
        for item, _ in counted_items(kind, self.options):
            mine[item] = counts[item]
        return {"counts": mine}

    def deal_points(self) -> "list[int]":
        """Points of the finished current deal, computed as the score sheet computes them."""
        entry = self.deal_entry()
        scoring = import_once(SCORING)  # in RAM while the deal is scored
        if self.kind() == "positive":
            return scoring.positive_points(entry, self.dealer, self.options)
        return scoring.negative_points(self.kind(), entry["counts"], self.options)

    def _finish_deal(self):
        entry = self.deal_entry()
        points = self.deal_points()
        for s in range(4):
            self.scores[s].append(points[s])
        # what the table sees after the deal: its tricks and points (the next deal starts now)
        self.last_deal = {"deal": self.deal_index + 1, "kind": self.kind(),
                          "played": list(self.history), "taken": self.taken,
                          "entry": entry, "points": points}
        if self.deal_index + 1 < len(self.kinds):
            self.start_deal()
        else:
            self.phase = OVER
            if sum(self.totals()) != 0:
                raise ValueError("final totals %r do not sum to zero" % (self.totals(),))

    # ---- results -------------------------------------------------------------------------
    def totals(self) -> "list[int]":
        """Each seat's total so far."""
        return [sum(s) for s in self.scores]

    def standings(self) -> list:
        """(place, seat, total) best first; equal totals share a place."""
        t = self.totals()
        order = sorted(range(4), key=lambda s: (-t[s], s))
        out: "list[tuple]" = []
        for i, s in enumerate(order):
            place = out[-1][0] if i and t[s] == out[-1][2] else i + 1
            out.append((place, s, t[s]))
        return out

    def view(self, seat: int) -> "KingView":
        """What `seat` may see now (own hand, public play): a `view.KingView`."""
        from shared_rules.king.view import KingView  # the bots' alone: not the table's RAM
        return KingView(self, seat)

    # ---- notation ----------------------------------------------------------------------
    def contract_dict(self) -> "dict | None":
        """The deal's contract as the notation writes it (`shared_rules/king/notation.py`)."""
        return import_once(NOTATION).contract_dict(self)

    def to_dict(self) -> dict:
        """The position as the notation's JSON-able dict (`shared_rules/king/notation.py`:
        imported for the call, held by a mode that saves positions)."""
        return import_once(NOTATION).to_dict(self)

    def record_dict(self, d: "dict | None" = None) -> dict:
        """The part of `to_dict()` that the deal's play makes, added to `d`
        (`shared_rules/king/notation.py`)."""
        return import_once(NOTATION).record_dict(self, d)

    @classmethod
    def from_dict(cls, d: dict) -> "King":
        """The game at position dict `d`; ValueError naming the problem when it is not valid.
        The checks are in `shared_rules/king/load.py`: on a board its code is in RAM only while
        a position loads (a resume, an undo)."""
        return import_once(LOADER).load(cls, d)

    def _replay_card(self, c):
        self.play_card(c)


def new_game(seed: int, options: "dict | None" = None, first_dealer: "int | None" = None,
             referee: bool = False) -> "King":
    """A new game dealt from `seed`, with the `options` of rules/king.md (defaults for those
    not given); the first dealer is drawn by lot (from the seed) unless given. With
    `referee=True` the hands are unknown (cards are entered as they are played)."""
    rng = _random(seed)
    if first_dealer is None:
        first_dealer = rng.randbelow(4)
    game = King(options, first_dealer, rng, referee)
    game.start_deal()
    return game


def from_dict(d: dict) -> "King":
    """The game at position dict `d` (see `King.from_dict`)."""
    return King.from_dict(d)


def move_text(move: "int | str") -> str:
    """A move in the notation: a card's token ("QS"), the auction's words as they are."""
    return cards.token(move) if isinstance(move, int) else move


def parse_move(text: str) -> "int | str":
    """The move `text` writes (a card code, or the auction's words); ValueError when it is no
    move of King (`shared_rules/king/load.py`, imported for the call: no device mode asks)."""
    return import_once(LOADER).parse_move(text)

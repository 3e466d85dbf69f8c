"""King (Kortspel King): ten deals of tricks, the auction of the positive deals, and notation.

`King` is the state of a whole game (OpenSpiel shape): `current_player()`, `legal_moves()`
(sorted), `apply(move)` raising ValueError with the reason, `is_terminal()`, `totals()`,
`view(seat)` for what one seat may see, and `to_dict()` / `King.from_dict(d)` for the position
JSON of rules/king.md. A move is a card (code or token such as "QS"), a bid ("+3", "-1",
"pass"), an auctioneer's decision ("accept", "reject", "ultimatum +6", "4-3-3"), the best
bidder's answer to an ultimatum ("take", "decline") or a contract ("trump S", "notrump",
"negative").

With `hands=None` the state is the referee's model of a real table: the hands are unknown, any
unplayed card may be entered, and only what is impossible from the played cards alone is
refused (a card already played, K♥ led before the last trick where the deal forbids it).
`shared_rules/king_referee.py` adds the proven-void checks on top.

Every point comes from `shared_rules.king_scoring` (`negative_points` / `positive_points`,
imported at a deal's end alone): this module only counts what each seat took.
"""
from shared_rules import cards
from shared_rules.compat import const, import_once
from shared_rules.king_points import BIDS, check_options, counted_items, deal_kinds

# Phases of a deal.
BID = const(0)
DECIDE = const(1)
ANSWER = const(2)
CONTRACT = const(3)
PLAY = const(4)
OVER = const(5)

_HEARTS = const(1)
KING_OF_HEARTS = const(53)  # cards.card(KING, HEARTS)

_TOP_BID = const(9)
CONTRACTS = ("negative", "notrump", "trump C", "trump D", "trump H", "trump S")
_SUIT_CONTRACTS = ("notrump", "trump C", "trump D", "trump H", "trump S")

# Deal kinds with the heart-lead ban, and with the K♥ rules (led last; forced when void).
# Deal 5 (king_hearts) bans only K♥ leads; its heart-lead ban is the deal5_heart_ban Option.
HEART_BAN_KINDS = ("hearts", "hearts_king")
KING_RULE_KINDS = ("king_hearts", "hearts_king")


def _random(seed):
    # Imported here: the table referee (hands unknown) never shuffles, and RAM is short.
    from shared_rules.rng import Random
    return Random(seed)


def heart_lead_banned(kind, options):
    """True when a deal of `kind` forbids leading a heart while holding another suit."""
    if kind == "king_hearts":
        return options["deal5_heart_ban"]
    return kind in HEART_BAN_KINDS


def card_strength(c):
    """0 (a Two) … 12 (an Ace): Ace is high in King."""
    return (cards.rank(c) + 11) % 13


def beats(c, best, led, trump):
    """True when card `c` beats the trick's best card so far `best` (led suit, trump or -1)."""
    sc = c & 3
    sb = best & 3
    if sc == sb:
        return card_strength(c) > card_strength(best)
    return sc == trump


def trick_winner(leader, trick, trump=-1):
    """Seat that wins a trick: cards in play order from `leader`; trump is a suit or -1."""
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best], trick[0] & 3, trump):
            best = i
    return (leader + best) % 4


class Auction:
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

    def bid_count(self):
        """Bids made (passes not counted)."""
        n = 0
        for _, b in self.bids:
            if b != "pass":
                n += 1
        return n

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

    def _refuse(self, move, why):
        raise ValueError("%r is not allowed: %s" % (move, why))

    def apply(self, move):
        """Apply one auction move (a string); ValueError with the reason when illegal."""
        if not isinstance(move, str):
            self._refuse(move, "the auction expects a bid, decision or contract")
        p = self.phase
        if p == BID:
            self._bid(move)
        elif p == DECIDE:
            self._decide(move)
        elif p == ANSWER:
            if move not in ("take", "decline"):
                self._refuse(move, "the best bidder answers the ultimatum with take or decline")
            self.answer = move
            if move == "take":
                self._sell(self.ultimatum)
            else:
                self._keep()
        elif p == CONTRACT:
            legal = self.legal_moves()
            if move not in legal:
                if move == "4-3-3":
                    why = "4-3-3 needs fewer than three bids" if not self.short else \
                        "there is no 4-3-3 in the short deck"
                    if self.best >= 0 and not self.short:
                        why = "4-3-3 is declared instead of a decision on the bids"
                elif self.price >= 0:
                    why = "the buyer of a %s bid plays %s" % (
                        BIDS[self.price], "the negative contract" if BIDS[self.price][0] == "-"
                        else "a trump suit or no trump")
                else:
                    why = "contracts are: " + ", ".join(CONTRACTS)
                self._refuse(move, why)
            if move == "4-3-3":
                self.decision = "4-3-3"
                self.contract = "4-3-3"
            else:
                self.contract = move
            self.phase = OVER
        else:
            self._refuse(move, "the auction is over")

    def _bid(self, move):
        if move == "pass":
            self.out |= 1 << self.turn
        else:
            if move not in BIDS:
                self._refuse(move, "bids are pass, +1 … +8, -1, -2")
            i = BIDS.index(move)
            if i < self.best or (i == self.best and self._offset(self.turn) >
                                 self._offset(self.best_seat)):
                self._refuse(move, "it does not outrank the standing bid %s" % BIDS[self.best])
            self.best = i
            self.best_seat = self.turn
        self.bids.append((self.turn, move))
        if self.best == _TOP_BID:
            self._end_bidding()
            return
        t = self.turn
        for _ in range(3):
            t = (t + 1) % 4
            if t == self.auctioneer:
                t = (t + 1) % 4
            if not self.out & (1 << t):
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
                self._refuse(move, "a +8 bid must be accepted")
            if move == "4-3-3":
                self._refuse(move, "4-3-3 needs fewer than three bids" if not self.short
                             else "there is no 4-3-3 in the short deck")
            if move.startswith("ultimatum "):
                self._refuse(move, "an ultimatum names a bid above %s" % BIDS[self.best])
            self._refuse(move, "the auctioneer accepts, rejects, poses an ultimatum or declares "
                               "4-3-3")
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


class King:
    """A whole game of King: ten deals (seven in the quick game), dealt by `rng` or entered.

    `King.new_game(seed, options, first_dealer)` deals from a seeded generator; with
    `referee=True` the hands are unknown (cards are entered as they are played).
    """

    def __init__(self, options=None, first_dealer=0, rng=None, referee=False):
        self.options = check_options(options)
        self.kinds = deal_kinds(self.options)
        self.short = self.options["deck"] == 32
        self.n_tricks = 8 if self.short else 13
        self.deck = sorted(cards.deck(7 if self.short else 2))
        if not (isinstance(first_dealer, int) and 0 <= first_dealer <= 3):
            raise ValueError("dealer must be a seat 0-3, not %r" % (first_dealer,))
        self.first_dealer = first_dealer
        self.rng = rng
        self.referee = referee
        self.scores = [[], [], [], []]
        self.deal_index = -1
        self.phase = OVER
        self.last_deal = None

    @classmethod
    def new_game(cls, seed=0, options=None, first_dealer=None, referee=False):
        """A new game; the first dealer is drawn by lot (from the seed) unless given."""
        rng = _random(seed)
        if first_dealer is None:
            first_dealer = rng.randbelow(4)
        game = cls(options, first_dealer, rng, referee)
        game.start_deal()
        return game

    # ---- deals -------------------------------------------------------------------------
    def kind(self):
        """The current deal's kind: tricks, hearts, …, positive (king_points.deal_kinds)."""
        return self.kinds[self.deal_index]

    def start_deal(self, hands=None):
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
            self._check_hands(hands)
            self.hands = [sorted(h) for h in hands]
        self.played = bytearray(56)
        self.history = []  # completed tricks: (leader, c0, c1, c2, c3) in play order
        self.winners = []
        self.taken = [[], [], [], []]
        self.voids = [0, 0, 0, 0]  # bit per suit a seat is publicly known not to hold
        self.trick = []
        self.leader = self.dealer if self.options["lead"] == "dealer" else (self.dealer + 1) % 4
        self.auction = None
        self.trump = -1
        self.negative_contract = False
        if self.kind() == "positive":
            self.auction = Auction(self.dealer, self.short)
            self.phase = BID
        else:
            self.phase = PLAY

    def _check_hands(self, hands):
        if not (isinstance(hands, list) and len(hands) == 4):
            raise ValueError("a deal is 4 hands")
        seen = bytearray(64)
        for s in range(4):
            if not isinstance(hands[s], list) or len(hands[s]) != self.n_tricks:
                raise ValueError("seat %d must be dealt %d cards" % (s, self.n_tricks))
            for c in hands[s]:
                if c not in self.deck:
                    raise ValueError("%r is not a card of the %d-card deck" % (c, len(self.deck)))
                if seen[c]:
                    raise ValueError("%s is dealt twice" % cards.token(c))
                seen[c] = 1

    def current_player(self):
        """Seat to act, or None when the game is over."""
        if self.phase == PLAY:
            return (self.leader + len(self.trick)) % 4
        if self.phase == OVER:
            return None
        return self.auction.current_player()

    def is_terminal(self):
        return self.phase == OVER

    def trick_number(self):
        """1-based number of the trick being played."""
        return len(self.history) + 1

    # ---- legal cards ---------------------------------------------------------------------
    def legal_cards(self):
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

    def _why_not(self, c):
        """The reason card `c` may not be played now."""
        t = cards.token(c)
        seat = self.current_player()
        if self.played[c]:
            return "%s was already played in this deal" % t
        if self.hands is not None:
            hand = self.hands[seat]
            if c not in hand:
                return "%s is not in seat %d's hand" % (t, seat)
            if self.trick:
                led = self.trick[0] & 3
                if any(x & 3 == led for x in hand):
                    return "seat %d must follow suit %s" % (seat, cards.SUIT_LETTERS[led])
                return "seat %d holds the King of hearts and must play it" % seat
            if (heart_lead_banned(self.kind(), self.options) and c & 3 == _HEARTS and
                    any(x & 3 != _HEARTS for x in hand)):
                return "no heart lead while holding another suit in this deal"
        return "the King of hearts may be led only as the player's last card"

    def legal_moves(self):
        """Legal moves of the player to act, sorted: card codes in play, strings otherwise."""
        if self.phase == PLAY:
            return self.legal_cards()
        if self.phase == OVER:
            return []
        return self.auction.legal_moves()

    def legal_move_tokens(self):
        """Legal moves as notation strings (cards as tokens), one per move."""
        moves = self.legal_moves()
        if self.phase == PLAY:
            return cards.tokens(moves)
        return moves

    # ---- moves ---------------------------------------------------------------------------
    def apply(self, move):
        """Apply a move (card code or token, bid, decision, answer, contract)."""
        if self.phase == OVER:
            raise ValueError("the game is over")
        if self.phase == PLAY:
            if isinstance(move, str):
                move = cards.parse(move)
            if not isinstance(move, int) or not cards.is_card(move) or move & 64:
                raise ValueError("a card is expected, not %r" % (move,))
            self.play_card(move)
            return
        if not isinstance(move, str) and not isinstance(move, int):
            raise ValueError("a move is a card, bid, decision or contract, not %r" % (move,))
        if isinstance(move, int) or (len(move) == 2 and move[1] in "SHDC"):
            raise ValueError("a card cannot be played during the auction")
        self.auction.apply(move)
        self.phase = self.auction.phase
        if self.phase == OVER:
            contract = self.auction.contract
            if contract == "4-3-3":
                self._finish_deal()
                return
            if contract == "negative":
                self.negative_contract = True
            elif contract != "notrump":
                self.trump = cards.suit_index(contract[6])
            self.phase = PLAY

    def play_card(self, c):
        """Play card code `c` for the player to act; ValueError with the reason if illegal."""
        if self.phase != PLAY:
            raise ValueError("no card is played now")
        if c not in self.legal_cards():
            if c not in self.deck:
                raise ValueError("%s is not in the %d-card deck" % (cards.token(c),
                                                                    len(self.deck)))
            raise ValueError("%s cannot be played: %s" % (cards.token(c), self._why_not(c)))
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

    def counts(self):
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

    def deal_entry(self):
        """The score-sheet entry of the current deal from what the seats took (the same dict a
        table enters in king_scoresheet.ScoreSheet.record)."""
        kind = self.kind()
        counts = self.counts()
        if kind == "positive":
            return self.auction.entry(counts["tricks"])
        mine = {}
        for item, _ in counted_items(kind, self.options):
            mine[item] = counts[item]
        return {"counts": mine}

    def deal_points(self):
        """Points of the finished current deal, computed as the score sheet computes them."""
        entry = self.deal_entry()
        scoring = import_once("shared_rules.king_scoring")  # in RAM while the deal is scored
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
    def totals(self):
        """Each seat's total so far."""
        return [sum(s) for s in self.scores]

    def standings(self):
        """(place, seat, total) best first; equal totals share a place."""
        t = self.totals()
        order = sorted(range(4), key=lambda s: (-t[s], s))
        out = []
        for i, s in enumerate(order):
            place = out[-1][0] if i and t[s] == out[-1][2] else i + 1
            out.append((place, s, t[s]))
        return out

    def view(self, seat):
        """What `seat` may see now (own hand, public play): a KingView."""
        return KingView(self, seat)

    # ---- notation ------------------------------------------------------------------------
    def contract_dict(self):
        kind = self.kind()
        if kind != "positive":
            return {"type": kind}
        a = self.auction
        if a.contract is None:
            return None
        if a.contract == "4-3-3":
            return {"type": "4-3-3"}
        bid = BIDS[a.price] if a.price >= 0 else None
        if a.contract == "negative":
            return {"type": "negative", "declarer": a.holder, "bid": bid}
        trump = None if a.contract == "notrump" else a.contract[6]
        return {"type": "positive", "trump": trump, "declarer": a.holder, "bid": bid}

    def to_dict(self):
        """The position as the notation's JSON-able dict (`played` lists the finished tricks
        in order, each as [leader, card, card, card, card])."""
        d = self.record_dict({"game": "king", "options": dict(self.options),
                              "deal": self.deal_index + 1, "dealer": self.dealer})
        d["hands"] = None if self.hands is None else [cards.tokens(h) for h in self.hands]
        if self.rng is not None:
            d["rng"] = list(self.rng.state())
        return d

    def record_dict(self, d=None):
        """The part of `to_dict()` that the deal's play makes, added to `d` (a new dict by
        default): the contract, the trick in progress, the cards taken, the tricks played, the
        scores and the auction (a loaded position is checked against it, without the hands'
        copy)."""
        if d is None:
            d = {}
        d["contract"] = self.contract_dict()
        d["trick"] = {"leader": self.leader, "cards": cards.tokens(self.trick)}
        d["taken"] = [cards.tokens(t) for t in self.taken]
        d["played"] = [[t[0]] + cards.tokens(t[1:]) for t in self.history]
        d["scores"] = [list(s) for s in self.scores]
        if self.auction is not None:
            d["auction"] = self.auction.to_dict()
        return d

    @classmethod
    def from_dict(cls, d):
        """The state of a position dict; ValueError naming the problem when it is not valid.
        The checks are in `shared_rules/king_load.py`: on a board its code is in RAM only while
        a position loads (a resume, an undo)."""
        return import_once("shared_rules.king_load").load(cls, d)

    def _replay_card(self, c):
        self.play_card(c)


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

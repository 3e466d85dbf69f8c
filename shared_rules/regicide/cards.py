"""Regicide at a real table: where each card can be, from what the table has seen, and the
cards the table enters read from their text.

The table companion (`shared_rules/regicide/companion.py`) sees every public card: the enemies
turned up, every card played, every card paid, a defeated enemy put on top of the tavern, the
discard pile that healing shuffles back under the tavern. `CardTracker` keeps, for each of the
52 suited cards, the set of places it can be — a bit mask over the seats' hands, the tavern, the
discard pile, the table (in play), the castle and the enemy — and the tavern as segments from the top (a known card
such as an exact-killed enemy, the part never seen since the deal, a group of healed cards).
The masks never lose the truth: a card is always somewhere its mask allows; each step narrows
them as far as the counts prove (an empty hand holds nothing; a discard pile of n cards with
exactly n candidates holds all of them; a segment with as many cards as candidates holds all of
them).

The two Jesters are identical, so they are counted (`jesters_out` when the game has none) and
not tracked one by one; only they can make a count ambiguous, and then no count is trusted.

The tracker imports none of the modules that read it: a saved one is read by the companion's
tracker reader (`companion_cards.tracker`), its places are put in words by `where.py` (why a card cannot
be in a hand, "Where is?"), each imported by the companion for its call alone.
"""
from shared_rules import cards as C
from shared_rules.compat import const
from shared_rules.regicide import rules as R

TAVERN = const(16)
DISCARD = const(32)
TABLE = const(64)
CASTLE = const(128)
ENEMY = const(256)


def seat_bit(seat):
    return 1 << seat


class CardTracker:
    """Where every suited card can be. `where[c]` is a bit mask: bit s (0-3) seat s's hand,
    then TAVERN, DISCARD, TABLE, CASTLE, ENEMY. `segments` is the tavern from the top, each
    `[count, members, jester]`: `members` None for the cards never seen since the deal (those
    with `pool[c]` set), else the list of cards the segment may hold; `jester` when a Jester may
    be among them."""

    def __init__(self, players, tavern_size):
        self.players = players
        hands = (1 << players) - 1
        self.where = [0] * 56
        self.pool = bytearray(56)
        for r in range(1, 11):
            for s in range(4):
                c = C.card(r, s)
                self.where[c] = hands | TAVERN
                self.pool[c] = 1
        for r in (C.JACK, C.QUEEN, C.KING):
            for s in range(4):
                self.where[C.card(r, s)] = CASTLE
        self.segments = [[tavern_size, None, R.TAVERN_JESTERS[players] > 0]] \
            if tavern_size else []
        self.jesters_discard = 0  # Jesters that may be in the discard pile (at most)
        self.jesters_discarded = 0  # Jesters certainly in the discard pile (no heal since)

    # ----- what the table may ask (`where.py` puts the answers in words) --------------------

    def tavern_depths(self, c):
        """(highest, lowest) positions from the top of a card known to be in the tavern: one
        position when it is alone in its segment or can be nowhere else."""
        depth = self.known_depth(c)
        return (depth, depth) if depth >= 0 else self.depth_range(c)

    def known_depth(self, c):
        """The position from the top (0 = top) of a card known to be alone in its tavern
        segment, else -1."""
        depth = 0
        for count, members, jester in self.segments:
            if members is not None and count == 1 and not jester and members == [c]:
                return depth
            depth += count
        return -1

    def depth_range(self, c):
        """(highest, lowest) positions from the top the card can hold in the tavern."""
        depth = 0
        low = high = -1
        for count, members, _ in self.segments:
            if (members is None and self.pool[c]) or (members is not None and c in members):
                if low < 0:
                    low = depth
                high = depth + count - 1
            depth += count
        return low, high

    def possible_in_hand(self, seat):
        """(cards known to be in the seat's hand, other cards it may hold)."""
        bit = seat_bit(seat)
        known = []
        maybe = []
        for c in range(4, 56):
            m = self.where[c]
            if m == bit:
                known.append(c)
            elif m & bit:
                maybe.append(c)
        return known, maybe

    # ----- what happens at the table --------------------------------------------------------

    def reveal(self, c):
        self.where[c] = ENEMY

    def place(self, cards, place):
        """Cards seen going to a place (TABLE, DISCARD): known from now on."""
        for c in cards:
            if c == C.JOKER:
                if place == DISCARD:
                    # At most as many as the game has: a Jester left in the pile by a partial
                    # heal and one discarded again may be the same card.
                    if self.jesters_discard < R.TAVERN_JESTERS[self.players]:
                        self.jesters_discard += 1
                    self.jesters_discarded += 1
                continue
            self.where[c] = place
            self.pool[c] = 0

    def on_top(self, c):
        """An exact-killed enemy goes face down on top of the tavern."""
        self.where[c] = TAVERN
        self.segments.insert(0, [1, [c], False])

    def heal(self, n, discard_size):
        """`n` cards of the shuffled discard pile (of `discard_size`) go under the tavern."""
        take = n if n < discard_size else discard_size
        if take <= 0:
            return
        self.jesters_discarded = 0  # a Jester in the pile may have gone under the tavern
        members = [c for c in range(4, 56) if self.where[c] & DISCARD]
        for c in members:
            self.where[c] |= TAVERN
            if take == discard_size:
                self.where[c] &= ~DISCARD
        self.segments.append([take, members, self.jesters_discard > 0])
        if take == discard_size:
            self.jesters_discard = 0

    def draw(self, seats):
        """Cards drawn from the top of the tavern by `seats` in order; returns what the table
        knows of them: (seat, card) for a known card, (seat, list of cards) for a card that is
        one of a group healed back (cards never seen since the deal are not listed)."""
        known = []
        for seat in seats:
            if not self.segments:
                break
            seg = self.segments[0]
            count, members, jester = seg
            bit = seat_bit(seat)
            if members is None:
                for c in range(4, 56):
                    if self.pool[c] and self.where[c] & TAVERN:
                        self.where[c] |= bit
            elif (len(members) == 1 and count == 1 and not jester
                  and self.where[members[0]] & TAVERN):
                c = members[0]
                self.where[c] = bit
                known.append((seat, c))
            else:
                group = [c for c in members if self.where[c] & TAVERN]
                for c in group:
                    self.where[c] |= bit
                if group:
                    known.append((seat, group))
            seg[0] -= 1
            if seg[0] == 0:
                self.segments.pop(0)
        return known

    def discard_hand(self, seat):
        """Solo Jester flip: the whole hand goes to the discard pile, unseen."""
        bit = seat_bit(seat)
        for c in range(4, 56):
            if self.where[c] & bit:
                self.where[c] = (self.where[c] & ~bit) | DISCARD

    def settle(self, hand_sizes, discard_size):
        """Narrow the masks as far as the counts prove (see the module docstring)."""
        for _ in range(6):
            if not self._settle_once(hand_sizes, discard_size):
                return

    def _settle_once(self, hand_sizes, discard_size):
        where = self.where
        changed = False
        live = bytearray(56)
        pool_live = False
        for seg in self.segments:
            if seg[1] is None:
                pool_live = True
                continue
            seg[1] = [c for c in seg[1] if where[c] & TAVERN]
            for c in seg[1]:
                live[c] = 1
        for c in range(4, 56):
            if self.pool[c] and (not pool_live or not where[c] & TAVERN):
                self.pool[c] = 0
            m = where[c]
            if m & TAVERN and not live[c] and not self.pool[c]:
                where[c] = m & ~TAVERN
                changed = True
        for seg in self.segments:
            members = seg[1]
            if members is not None and not seg[2] and len(members) == seg[0]:
                for c in members:
                    if where[c] != TAVERN:
                        where[c] = TAVERN
                        changed = True
        no_jesters = not R.TAVERN_JESTERS[self.players]
        for seat in range(self.players):
            bit = seat_bit(seat)
            known, maybe = self.possible_in_hand(seat)
            if maybe and len(known) >= hand_sizes[seat]:
                for c in maybe:
                    where[c] &= ~bit
                changed = True
            elif maybe and no_jesters and len(known) + len(maybe) == hand_sizes[seat]:
                for c in maybe:  # every card the hand can hold is in it
                    where[c] = bit
                changed = True
        if not self.jesters_discard:
            candidates = [c for c in range(4, 56) if where[c] & DISCARD]
            if len(candidates) == discard_size:
                for c in candidates:
                    if where[c] != DISCARD:
                        where[c] = DISCARD
                        changed = True
        return changed

    # ----- saving ---------------------------------------------------------------------------

    def to_dict(self):
        """The tracker as a dict of JSON types; `companion_cards.tracker` reads it back."""
        return {"where": list(self.where[4:]),
                "pool": C.tokens([c for c in range(4, 56) if self.pool[c]]),
                "segments": [[n, None if m is None else C.tokens(m), j]
                             for n, m, j in self.segments],
                "jesters_discard": self.jesters_discard,
                "jesters_discarded": self.jesters_discarded}


def parse_card(text):
    """The suited card or Jester written `text` (a card the table enters: an enemy turned up);
    ValueError when it is none."""
    if not isinstance(text, str):
        raise ValueError("%r is not a card" % (text,))
    c = C.parse(text.strip())
    if not C.is_card(c) or C.is_face_down(c):
        raise ValueError("%r is not a card" % text)
    return c


def parse_cards(text):
    """The cards written `text`, joined with + (a play, a payment, a hand shown), as a sorted
    tuple of codes; ValueError when one is no card."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError("no cards given")
    out = []
    for t in text.strip().split("+"):
        c = C.parse(t)
        if c == C.EMPTY or C.is_face_down(c):
            raise ValueError("invalid card token %r" % t)
        out.append(c)
    out.sort()
    return tuple(out)

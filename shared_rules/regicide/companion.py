"""Regicide at a real table: the companion follows the game without knowing any hand.

The players hold real cards; the device knows no hand and no deck order. They enter each
revealed enemy, each play (or yield, or Jester choice, or solo flip) and each payment. The
companion keeps the enemy's damage, shield, immunity and Jester state, the counts of tavern,
discard and every hand, and where every card the table has seen can be (`cards`, a
`cards.CardTracker`: in play, the discard pile, the tavern at a known depth, a hand).
It refuses what the rules forbid and what the public cards rule out with the reason
(ValueError: "JD is on top of the tavern: it is drawn before any other card"), refuses to end
the game on "cannot pay" while the hand's size proves it can pay, and says what the players
must do: each method returns a list of instructions (strings) such as
"draw 11 cards starting with seat 0: seat 0 draws 6, seat 1 draws 5",
"shuffle the discard pile and put 7 cards face down under the tavern deck",
"seat 1: discard cards worth at least 8".

The rules themselves (legal plays, attack value, immunity, the draw order, the enemy state
from the table) come from `shared_rules.regicide.rules`, the same code the full engine runs.
What a step seldom needs is imported for its call alone (`compat.import_once`), each module
named below: a saved companion's loader and audit, the card tracker's words.
"""
from shared_rules import cards as C
from shared_rules.compat import english, held, import_once, refuse
from shared_rules.regicide import rules as R
from shared_rules.regicide.cards import (DISCARD, TABLE, CardTracker, parse_card, parse_cards,
                                         seat_bit)
from shared_rules.regicide.rules import PHASE_REVEAL  # noqa: F401 - the firmware's name for it
from shared_rules.regicide.rules import Refused

# loaded for a call alone: a saved companion built, its tracker read, then checked whole; the
# cards in words; the end of a game on "cannot pay"
LOADER = "shared_rules.regicide.companion_load"
TRACKER = "shared_rules.regicide.companion_cards"
AUDIT = "shared_rules.regicide.companion_audit"
CHECK = "shared_rules.regicide.check"  # the loader's and the audit's checks of a saved field
WORDS = "shared_rules.regicide.where"
CANNOT_PAY = "shared_rules.regicide.companion_pay"  # a claim that a hand cannot pay, checked


class TableCompanion:
    """The referee's model of a real-table game: public information and counts only."""

    def __init__(self, players=1, solo_yield="never", jester_self=True):
        if players not in (1, 2, 3, 4):
            raise ValueError("players must be 1-4, not %r" % (players,))
        if solo_yield not in R.SOLO_YIELD:
            raise ValueError("solo_yield must be one of %s" % "/".join(R.SOLO_YIELD))
        self.players = players
        self.solo_yield = solo_yield
        self.jester_self = bool(jester_self)
        self.max_hand = R.MAX_HAND[players]
        self.hand_sizes = [self.max_hand] * players
        self.tavern = 40 + R.TAVERN_JESTERS[players] - players * self.max_hand
        self.discard = 0
        self.unrevealed = [C.card(r, s) for r in (C.JACK, C.QUEEN, C.KING) for s in range(4)]
        self.defeated = []  # court cards beaten: they may come back as tavern cards
        self.enemy = 0
        self.damage = 0
        self.shield = 0
        self.jester = False
        self.table = []
        self.last_yield = [False] * players
        self.solo_jesters = 0
        self.turn = 0
        self.phase = PHASE_REVEAL
        self.owed = 0
        self.bonus_turn = False
        self.loss_reason = ""
        self.cards = CardTracker(players, self.tavern)

    # ----- what the device shows ------------------------------------------------------------

    def status(self):
        """One line for the screen: enemy, health left, attack after shield, counts (the
        words are `where.py`'s: no device mode shows this line)."""
        return import_once(WORDS).status(self)

    def may_yield(self):
        return R.may_yield(self.players, self.solo_yield, self.last_yield, self.turn)

    def enemies_defeated(self):
        return len(self.defeated)

    def tellable(self):
        """The suited cards that can be told now: the castle cards of the lowest rank left
        while an enemy is to be turned up, else the cards the seat to act can hold."""
        if self.phase == PHASE_REVEAL:
            low = min([C.rank(c) for c in self.unrevealed] or [0])
            return [c for c in self.unrevealed if C.rank(c) == low]
        known, maybe = self.cards.possible_in_hand(self.turn)
        return sorted(known + maybe)

    def play_followers(self, cards):
        """The cards the seat to play can hold that would still make a legal play added to
        `cards` (empty when the hand holds no more)."""
        if len(cards) >= self.hand_sizes[self.turn]:
            return []
        verdict = {}  # by rank: a play's legality does not depend on the suits
        out = []
        for c in self.tellable():
            if c in cards:
                continue
            r = C.rank(c)
            if r not in verdict:
                verdict[r] = R.play_error(list(cards) + [c]) is None
            if verdict[r]:
                out.append(c)
        return out

    def pay_covered(self, cards):
        """True when `cards` cover the damage owed or are the whole hand of the seat to pay:
        no card needs to follow (the rules allow more, never required)."""
        return (R.hand_value(cards) >= self.owed
                or len(cards) >= self.hand_sizes[self.turn])

    # ----- what the players enter -----------------------------------------------------------

    def reveal(self, text):
        """The castle card just turned up (e.g. `JD`): it must be a court card of the lowest
        rank still in the castle."""
        self._need(PHASE_REVEAL, "no castle card is waiting to be turned up (the game is at %s)")
        c = parse_card(text)
        if c not in self.unrevealed:
            raise Refused("%s is not in the castle", C.token(c))
        lowest = C.rank(self.unrevealed[0])
        if C.rank(c) != lowest:
            raise Refused(_CASTLE_FIRST[lowest - C.JACK], C.token(c))
        self.unrevealed.remove(c)
        self.cards.reveal(c)
        self.enemy = c
        self.damage = 0
        self.shield = 0
        self.jester = False
        self.table = []
        self.phase = R.PHASE_PLAY
        out = [refuse(_ENEMY[c & 3], C.token(c), R.enemy_health(c), R.enemy_attack(c))]
        if self.bonus_turn:
            out.append(refuse("%s plays again", _seat(self.turn)))
        self.bonus_turn = False
        return out + self._check_can_act()

    def play(self, text):
        """Cards played from hand by the player whose turn it is (`5S+5H`, `AC+8D`, `JK`)."""
        self._need(R.PHASE_PLAY, "it is not time to play (the game is at %s)")
        play = parse_cards(text)
        reason = R.play_error(play)
        if reason:
            raise R.illegal(reason)
        self._check_held(play)
        if C.JOKER in play and self.players == 1:
            raise Refused("solo: the Jesters are set aside; flip one with 'flip'")
        if C.JOKER in play and not R.TAVERN_JESTERS[self.players]:
            raise Refused("a %s-player game has no Jesters in the tavern", self.players)
        if C.JOKER in play:
            on_table = sum(1 for p in self.table if p[0] == C.JOKER)
            if on_table >= R.TAVERN_JESTERS[self.players]:
                raise Refused("every Jester of this game is already on the table")
        self.hand_sizes[self.turn] -= len(play)
        self.table.append(play)
        self.cards.place(play, TABLE)
        self.last_yield[self.turn] = False
        if play[0] == C.JOKER:
            damage, shield, _ = R.table_effects(self.enemy, self.table)
            self.shield = shield
            self.jester = True
            self.phase = R.PHASE_CHOOSE
            out = [refuse("the Jester cancels %s's immunity", C.token(self.enemy))]
            if self.enemy & 3 == C.SPADES and shield:
                out.append(refuse("earlier Spades now shield %s", shield))
            self._settle()
            return out + [refuse("%s chooses who plays next", _seat(self.turn))]
        n = R.attack_value(play)
        suits = R.active_suits(play, self.enemy, self.jester)
        out = []
        if suits & 2:
            healed = n if n < self.discard else self.discard
            self.cards.heal(healed, self.discard)
            self.discard -= healed
            self.tavern += healed
            if healed == 1:
                out.append(refuse("shuffle the discard pile and put 1 card face down under the "
                                  "tavern deck"))
            elif healed:
                out.append(refuse("shuffle the discard pile and put %s cards face down under "
                                  "the tavern deck", healed))
            else:
                out.append(refuse("nothing to heal: the discard pile is empty"))
        if suits & 4:
            counts, order = R.draw_counts(self.turn, self.hand_sizes, self.max_hand,
                                          self.tavern, n)
            for seat in order:
                self.hand_sizes[seat] += 1
            self.tavern -= len(order)
            if order:
                out.append(_draws(order, counts))
                out += _known_draws(self.cards.draw(order))
            else:
                out.append(refuse("no cards to draw"))
        if suits & 1:
            self.shield += n
        self.damage += 2 * n if suits & 8 else n
        health = R.enemy_health(self.enemy)
        if self.damage >= health:
            out += self._defeat(self.damage == health)
        else:
            out.append(refuse("%s has taken %s of %s", C.token(self.enemy), self.damage, health))
            out += self._enemy_attacks()
        self._settle()
        return out

    def yield_turn(self):
        """The player whose turn it is yields: no play, straight to the enemy's attack."""
        self._need(R.PHASE_PLAY, "it is not time to play (the game is at %s)")
        if not self.may_yield():
            raise R.yield_refusal(self.players, self.solo_yield)
        self.last_yield[self.turn] = True
        return self._enemy_attacks()

    def pay(self, text):
        """The cards the attacked player discards (`9S+3D`): worth at least what is owed."""
        self._need(R.PHASE_PAY, "nobody has damage to pay (the game is at %s)")
        chosen = parse_cards(text)
        for i in range(len(chosen)):
            if chosen[i] in chosen[:i]:
                raise Refused("%s appears twice", C.token(chosen[i]))
        self._check_held(chosen)
        total = R.hand_value(chosen)
        if total < self.owed:
            raise Refused("payment worth %s is less than the %s owed: choose again", total,
                          self.owed)
        self.hand_sizes[self.turn] -= len(chosen)
        self.discard += len(chosen)
        self.cards.place(chosen, DISCARD)
        self.owed = 0
        out = self._next_turn(self.turn + 1)
        self._settle()
        return out

    def payable_reason(self):
        """Why the attacked player can certainly pay (a refusal), or None when only their hand
        can tell: the cheapest hand of their size among the cards they can hold covers it."""
        return import_once(CANNOT_PAY).payable_reason(self)

    def cannot_pay_refusal(self):
        """Why the game cannot end on "cannot pay" now, before any hand is shown, or None."""
        return import_once(CANNOT_PAY).refusal(self)

    def cannot_pay(self, hand=None):
        """The attacked player shows their whole hand (`2S+3D`), worth less than owed: lost.
        Refused while the hand's size alone proves it can pay, and when the hand shown is not
        one the player can hold or covers the damage."""
        return import_once(CANNOT_PAY).cannot_pay(self, hand)

    def choose_next(self, seat):
        """After a Jester, its player names who takes the next turn."""
        self._need(R.PHASE_CHOOSE, "no Jester is waiting for a choice (the game is at %s)")
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError("no seat %r in a %d-player game" % (seat, self.players))
        if seat == self.turn and not self.jester_self:
            raise Refused("the Jester's player must choose another player")
        return self._next_turn(seat)

    def flip(self):
        """Solo: flip a set-aside Jester (before playing or before paying)."""
        if self.players != 1:
            raise Refused("the Jester flip is for solo games only")
        if self.phase not in (R.PHASE_PLAY, R.PHASE_PAY):
            raise Refused("the Jester flip is allowed only before playing or paying")
        if self.solo_jesters >= R.SOLO_FLIPS:
            raise Refused("both solo Jesters have been flipped")
        self.solo_jesters += 1
        had = self.hand_sizes[0]
        drawn = self.max_hand if self.tavern > self.max_hand else self.tavern
        self.cards.discard_hand(0)
        self.discard += had
        self.tavern -= drawn
        self.hand_sizes[0] = drawn
        self.cards.draw([0] * drawn)
        self._settle()
        out = [refuse("discard your 1 card and draw %s", drawn) if had == 1 else
               refuse("discard your %s cards and draw %s", had, drawn)]
        if self.phase == R.PHASE_PAY:
            return out + [refuse("pay at least %s", self.owed)]
        return out + self._check_can_act()

    # ----- saving and resuming (a power cut must not lose the game) -------------------------

    def copy(self):
        """The companion as it is now, in lists of its own (a step changes this one, never the
        copy): what a refused step goes back to, without a save's loader and its checks."""
        t = TableCompanion(self.players, self.solo_yield, self.jester_self)
        _copy_into(t, self)
        t.cards = CardTracker(self.players, 0)
        _copy_into(t.cards, self.cards)
        return t

    def to_dict(self):
        """Everything the companion knows, as a JSON-ready dict (see `from_dict`)."""
        return {
            "game": "regicide-companion", "players": self.players,
            "options": {"solo_yield": self.solo_yield, "jester_self": self.jester_self},
            "turn": self.turn, "phase": self.phase, "owed": self.owed,
            "hand_sizes": list(self.hand_sizes), "tavern": self.tavern, "discard": self.discard,
            "castle": C.tokens(self.unrevealed), "defeated": C.tokens(self.defeated),
            "enemy": C.token(self.enemy) if self.enemy else None,
            "table": [C.tokens(p) for p in self.table], "last_yield": list(self.last_yield),
            "solo_jesters": self.solo_jesters, "bonus_turn": self.bonus_turn,
            "loss_reason": self.loss_reason, "cards": self.cards.to_dict(),
        }

    @classmethod
    def from_dict(cls, d):
        """A companion restored from `to_dict`; ValueError naming the problem. It is built by
        `shared_rules/regicide/companion_load.py`, its card tracker read by
        `companion_cards.py`, then checked whole by `companion_audit.py`: on a board each
        one's code is in RAM only for its call (a resume, an undo, the oldest undo step let
        go), never two at once. The checks both use are loaded once, first: imported again by
        the audit (a 1,148-byte file buffer from LittleFS), they found no such block on the chip
        after the table was built (the 96 KB soak's Resume)."""
        with held(CHECK):
            t = import_once(LOADER).load(cls, d)
            tracked = "cards" in d
            if tracked:
                t.cards = import_once(TRACKER).tracker(d["cards"], t.players)
            import_once(AUDIT).audit(t, tracked)
        return t

    # ----- inside -------------------------------------------------------------------------

    def _need(self, phase, code):
        """Refused with `code` (its %s: the phase the game is at) unless at `phase`."""
        if self.phase != phase:
            raise Refused(code, self.phase)

    def _check_held(self, cards):
        if len(cards) > self.hand_sizes[self.turn]:
            raise Refused("%s holds only %s cards", _seat(self.turn), self.hand_sizes[self.turn])
        for c in cards:
            if R.is_court(c) and c not in self.defeated:
                raise Refused("%s has not been defeated: it cannot be in a hand", C.token(c))
            for p in self.table:
                if c in p and c != C.JOKER:
                    raise Refused("%s is already on the table", C.token(c))
            if c != C.JOKER and not self.cards.where[c] & seat_bit(self.turn):
                why = import_once(WORDS).refusal(self.cards, self.turn, c)
                raise Refused(why[0], *why[1])
            if (c == C.JOKER and self.cards.jesters_discarded
                    and self._jesters_unplayed() <= self.cards.jesters_discarded):
                raise Refused("every Jester of this game is in the discard pile or on the "
                              "table (none has been healed back since)")

    def _jesters_unplayed(self):
        """Jesters of this game not on the table (they may be in a hand)."""
        n = R.TAVERN_JESTERS[self.players]
        for p in self.table:
            if p[0] == C.JOKER:
                n -= 1
        return n

    def _settle(self):
        self.cards.settle(self.hand_sizes, self.discard)

    def where(self):
        """(token, where the table can find it) for every suited card, in deck order, then the
        Jesters (identical cards: counted, not tracked one by one): `where.py`."""
        return import_once(WORDS).every_card(self)

    def location(self, c):
        """Where card `c` is, in the table's words ("the discard pile", "seat 1's hand", "the
        tavern, card 1 from the top", ...): `where.py`."""
        return import_once(WORDS).location(self.cards, c)

    def _defeat(self, exact):
        enemy = self.enemy
        self.defeated.append(enemy)
        out = []
        if exact:
            self.tavern += 1
            self.cards.on_top(enemy)
            out.append(refuse("exact kill: put %s face down on top of the tavern deck",
                              C.token(enemy)))
        else:
            self.discard += 1
            self.cards.place((enemy,), DISCARD)
            out.append(refuse("%s is defeated: put it on the discard pile", C.token(enemy)))
        played = 0
        for p in self.table:
            played += len(p)
            self.cards.place(p, DISCARD)
        self.discard += played
        self.table = []
        self.enemy = 0
        self.damage = 0
        self.shield = 0
        self.jester = False
        out.append(refuse("put the 1 played card on the discard pile") if played == 1 else
                   refuse("put the %s played cards on the discard pile", played))
        if not self.unrevealed:
            self.phase = R.PHASE_WON
            return out + [refuse("victory! grade: %s", R.GRADES[self.solo_jesters])
                          if self.players == 1 else refuse("victory!")]
        self.phase = PHASE_REVEAL
        self.bonus_turn = True
        return out + [refuse("turn up the next castle card")]

    def _enemy_attacks(self):
        owed = R.enemy_attack(self.enemy) - self.shield
        if owed <= 0:
            return [refuse("the shield stops the attack: nothing to pay")] + self._next_turn(
                self.turn + 1)
        self.phase = R.PHASE_PAY
        self.owed = owed
        if self.hand_sizes[self.turn] == 0 and not (
                self.players == 1 and self.solo_jesters < R.SOLO_FLIPS):
            return self._lose("%s has no cards to pay %s damage", _seat(self.turn), owed)
        return [refuse("%s: discard cards worth at least %s", _seat(self.turn), owed)]

    def _next_turn(self, seat):
        self.turn = seat % self.players
        self.phase = R.PHASE_PLAY
        return [to_play(self.turn)] + self._check_can_act()

    def _check_can_act(self):
        if self.phase != R.PHASE_PLAY:
            return []
        if not [n for n in self.hand_sizes if n] and (
                self.tavern == 0 or not (self.players == 1 and self.solo_jesters < R.SOLO_FLIPS)):
            return self._lose("no cards are left to play")
        if (self.hand_sizes[self.turn] == 0 and not self.may_yield()
                and not (self.players == 1 and self.solo_jesters < R.SOLO_FLIPS)):
            return self._lose("%s can neither play nor yield", _seat(self.turn))
        return []

    def _lose(self, code, *values):
        """Lost for the reason `code` with `values` (a refusal: the save keeps its English
        line, `loss_reason`; R.loss_refusal reads it back)."""
        self.phase = R.PHASE_LOST
        self.loss_reason = english(refuse(code, *values))
        return [refuse("the game is lost: " + code, *values)]


def _copy_into(to, source):
    """Every attribute of `source` but its tracker set on `to`, each list copied through."""
    for k, v in source.__dict__.items():
        if k != "cards":
            setattr(to, k, _copied(v))


def _copied(v):
    if isinstance(v, list):
        return [_copied(x) for x in v]
    if isinstance(v, bytearray):
        return bytearray(v)
    return v


def to_play(seat):
    """The instruction that only hands the turn on (nothing to do at the table)."""
    return refuse("%s to play", _seat(seat))


def _seat(seat):
    """A seat as a refusal's value names it ("seat 2")."""
    return "seat %d" % seat


def _draws(order, counts):
    """Who draws what for a Diamond power: "draw 9 cards starting with seat 0: seat 0 draws
    7, seat 1 draws 2" (a code for each number of seats that draw)."""
    values = [len(order), _seat(order[0])]
    for p in range(len(counts)):
        if counts[p]:
            values += [_seat(p), counts[p]]
    if len(order) == 1:
        return refuse("draw 1 card starting with %s: %s draws %s", *values[1:])
    return refuse(_DRAWS[len(values) // 2 - 2], *values)


_CASTLE_FIRST = ("the castle holds Jacks first, not %s", "the castle holds Queens first, not %s",
                 "the castle holds Kings first, not %s")
_ENEMY = ("enemy %s: health %s, attack %s, immune to Spades",
          "enemy %s: health %s, attack %s, immune to Hearts",
          "enemy %s: health %s, attack %s, immune to Diamonds",
          "enemy %s: health %s, attack %s, immune to Clubs")
_DRAWS = ("draw %s cards starting with %s: %s draws %s",
          "draw %s cards starting with %s: %s draws %s, %s draws %s",
          "draw %s cards starting with %s: %s draws %s, %s draws %s, %s draws %s",
          "draw %s cards starting with %s: %s draws %s, %s draws %s, %s draws %s, %s draws %s")


def _known_draws(known):
    """What the table knows of the cards just drawn, one line per seat and group."""
    out = []
    i = 0
    while i < len(known):
        seat, c = known[i]
        if isinstance(c, int):
            out.append(refuse("%s draws %s: it was on top of the tavern", _seat(seat),
                              C.token(c)))
            i += 1
            continue
        n = 1
        while i + n < len(known) and known[i + n][0] == seat and known[i + n][1] == c:
            n += 1
        out.append(refuse("%s draws one of the healed cards %s", _seat(seat), _some(c))
                   if n == 1 else refuse("%s draws %s of the healed cards %s", _seat(seat), n,
                                         _some(c)))
        i += n
    return out


def _some(cards):
    """Cards a seat may have drawn, as one value: "9S 3D" (said as glyphs)."""
    return " ".join(C.tokens(cards))

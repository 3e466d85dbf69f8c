"""Regicide, the cooperative game for 1-4 players: state, rules, notation and a player's view.

Implements `rules/regicide.md` with every Decision and Option. The engine protocol of
`shared_rules/README.md`: `new_game(seed, players=..., solo_yield=..., jester_self=...)` deals
a game (the device is the deck), `current_player()` is the seat to act (None once the game is
over), `legal_moves()` lists the moves (sorted), `apply(move)` plays one (ValueError with the
reason when it is illegal, the game unchanged), `phase` says where the game is, `result()`
scores it, `view(seat)` is what one seat may see, and `to_dict()` / `from_dict(d)` convert to
and from the rules page's JSON notation with an exact round trip.

A move is a tuple whose first item says what it is:
`(PLAY, c, ...)` cards from hand (codes ascending), `(YIELD,)`, `(FLIP,)` the solo Jester,
`(PAY, c, ...)` a payment at step 4, `(NEXT, seat)` after a Jester. `move_text` and
`parse_move` convert to and from the notation (`5S+5H`, `yield`, `flip`, `pay 9S+3D`, `next 2`).

The rules as pure functions that the table-companion model (`companion.py`, which knows no
hands) shares (`play_error`, `attack_value`, `active_suits`, `draw_counts`, the yield rule) are
in `shared_rules/regicide/rules.py`; their names are this module's too.

The type hints cost the board nothing: MicroPython's compiler drops annotations.
"""
from shared_rules import cards as C
from shared_rules.compat import const, import_once
from shared_rules.regicide.rules import (
    FLIP, GRADES, MAX_HAND, NEXT, PAY, PHASE_CHOOSE, PHASE_LOST, PHASE_PAY, PHASE_PLAY,
    PHASE_WON, PLAY, SOLO_FLIPS, SOLO_YIELD, TAVERN_JESTERS, YIELD, active_suits, attack_value,
    Refused, draw_counts, enemy_attack, enemy_health, hand_value, illegal, may_yield, play_error,
    yield_refusal)
from shared_rules.regicide.rules import _VALUES
from shared_rules.rng import Random

# loaded for a call alone (`compat.import_once`): a position's checks
LOADER = "shared_rules.regicide.load"

# The suit powers' bits in active_suits' answer, as rules.py has them (a constant
# whose name starts with "_" exists only where it is written: MicroPython cannot import it).
_S = const(1)
_H = const(2)
_D = const(4)
_C = const(8)


def move_text(move: tuple) -> str:
    """The notation of a move: `5S+5H`, `yield`, `flip`, `pay 9S+3D`, `next 2`."""
    kind = move[0]
    if kind == PLAY:
        return "+".join(C.tokens(move[1:]))
    if kind == YIELD:
        return "yield"
    if kind == FLIP:
        return "flip"
    if kind == PAY:
        return "pay " + "+".join(C.tokens(move[1:]))
    if kind == NEXT:
        return "next %d" % move[1]
    raise ValueError("not a move: %r" % (move,))


def _card_tuple(text: str) -> tuple:
    if not text:
        raise ValueError("no cards given")
    codes = [C.parse(t) for t in text.split("+")]
    for c in codes:
        if C.is_face_down(c) or c == C.EMPTY:
            raise ValueError("invalid card token %r in a move" % C.token(c))
    codes.sort()
    return tuple(codes)


def parse_move(text: str) -> tuple:
    """The move written `text` (the inverse of `move_text`); ValueError when it is not one."""
    if not isinstance(text, str):
        raise ValueError("a move must be text, not %r" % (text,))
    t = text.strip()
    if t == "yield":
        return (YIELD,)
    if t == "flip":
        return (FLIP,)
    if t == "pay" or t[:4] == "pay ":
        return (PAY,) + _card_tuple(t[4:].strip())
    if t[:5] == "next ":
        try:
            seat = int(t[5:])
        except ValueError:
            raise ValueError("bad seat in %r" % text)
        return (NEXT, seat)
    return (PLAY,) + _card_tuple(t)


def legal_plays(hand: list) -> list:
    """Every legal play from a hand (sorted tuples of codes), without yield; sorted."""
    out: list = []
    n = len(hand)
    by_rank: dict = {}
    for i in range(n):
        c = hand[i]
        out.append((c,))
        if c == C.JOKER:
            continue
        r = C.rank(c)
        if r == C.ACE:
            for j in range(n):
                d = hand[j]
                if j == i or d == C.JOKER:
                    continue
                if C.rank(d) == C.ACE and d < c:
                    continue  # A+A once
                out.append((c, d) if c < d else (d, c))
        elif r <= 5:
            if r in by_rank:
                by_rank[r].append(c)
            else:
                by_rank[r] = [c]
    for r, group in by_rank.items():
        m = len(group)
        if m < 2:
            continue
        group.sort()
        for mask in range(1, 1 << m):
            chosen = [group[b] for b in range(m) if mask >> b & 1]
            k = len(chosen)
            if k >= 2 and k * r <= 10:
                out.append(tuple(chosen))
    out.sort()
    return out


def minimal_payments(hand: list, owed: int) -> list:
    """The payments of at least `owed` from which no card can be left out, sorted."""
    n = len(hand)
    out = []
    for mask in range(1, 1 << n):
        total = 0
        chosen = []
        for b in range(n):
            if mask >> b & 1:
                total += _VALUES[hand[b] >> 2]
                chosen.append(hand[b])
        if total < owed:
            continue
        for c in chosen:
            if total - _VALUES[c >> 2] >= owed:
                break
        else:
            chosen.sort()
            out.append(tuple(chosen))
    out.sort()
    return out


def _remove(hand, chosen):
    """Remove the chosen cards from a hand, ValueError naming a card not held."""
    for c in chosen:
        if c not in hand:
            raise Refused("%s is not in the hand", C.token(c))
    for c in chosen:
        hand.remove(c)


class Regicide:
    """A whole Regicide game: every card's place is known (the device is the deck)."""

    def __init__(self, players=1, solo_yield="never", jester_self=True):
        if players not in (1, 2, 3, 4):
            raise ValueError("players must be 1-4, not %r" % (players,))
        if solo_yield not in SOLO_YIELD:
            raise ValueError("solo_yield must be one of %s, not %r" % ("/".join(SOLO_YIELD),
                                                                         solo_yield))
        self.players = players
        self.solo_yield = solo_yield
        self.jester_self = bool(jester_self)
        self.max_hand = MAX_HAND[players]
        self.turn = 0
        self.phase = PHASE_PLAY
        self.owed = 0
        self.hands = [[] for _ in range(players)]
        self.tavern = []  # top first
        self.discard = []  # top last
        self.castle = []  # top first, after the current enemy
        self.enemy = 0  # current enemy card, 0 once the last King fell
        self.damage = 0
        self.shield = 0
        self.jester = False
        self.table = []  # plays (tuples) against the current enemy, in order
        self.last_yield = [False] * players
        self.solo_jesters = 0
        self.rng = Random(0)
        self.rng_in_notation = False
        self.loss_reason = ""

    # ----- what may be done -----------------------------------------------------------------

    def current_player(self) -> "int | None":
        """The seat to act, or None when the game is over."""
        if self.phase == PHASE_WON or self.phase == PHASE_LOST:
            return None
        return self.turn

    def is_terminal(self) -> bool:
        return self.phase == PHASE_WON or self.phase == PHASE_LOST

    def may_yield(self, seat: "int | None" = None) -> bool:
        """The yield rule: not when every other player yielded on their most recent turn;
        solo by the `solo_yield` option."""
        return may_yield(self.players, self.solo_yield, self.last_yield,
                         self.turn if seat is None else seat)

    def may_flip(self) -> bool:
        """The solo Jester flip: solo, at most twice, at step 1 or step 4."""
        return (self.players == 1 and self.solo_jesters < SOLO_FLIPS
                and (self.phase == PHASE_PLAY or self.phase == PHASE_PAY))

    def legal_moves(self) -> list:
        """Every legal move, sorted ([] once the game is over). At step 4 the payments listed
        are the minimal ones (no card can be left out); any larger selection of cards from hand
        is accepted too."""
        phase = self.phase
        out = []
        if phase == PHASE_PLAY:
            for play in legal_plays(self.hands[self.turn]):
                out.append((PLAY,) + play)
            if self.may_yield():
                out.append((YIELD,))
        elif phase == PHASE_PAY:
            for pay in minimal_payments(self.hands[self.turn], self.owed):
                out.append((PAY,) + pay)
        elif phase == PHASE_CHOOSE:
            for p in range(self.players):
                if p != self.turn or self.jester_self:
                    out.append((NEXT, p))
        if self.may_flip():
            out.append((FLIP,))
        out.sort()
        return out

    # ----- playing --------------------------------------------------------------------------

    def apply(self, move: "tuple | str") -> None:
        """Play one move (a tuple, or its notation text). ValueError with the reason if illegal;
        the state is unchanged then."""
        if isinstance(move, str):
            move = parse_move(move)
        if not isinstance(move, tuple) or not move:
            raise ValueError("not a move: %r" % (move,))
        for x in move:
            if not isinstance(x, int):
                raise ValueError("not a move: %r" % (move,))
        kind = move[0]
        phase = self.phase
        if phase == PHASE_WON or phase == PHASE_LOST:
            raise Refused("the game is over (%s)", phase)
        if kind == FLIP:
            if self.players != 1:
                raise Refused("the Jester flip is for solo games only")
            if self.solo_jesters >= SOLO_FLIPS:
                raise Refused("both solo Jesters have been flipped")
            if phase == PHASE_CHOOSE:
                raise Refused("the Jester flip is allowed only before playing or paying")
            self._flip()
            return
        if phase == PHASE_PLAY:
            if kind == YIELD:
                if not self.may_yield():
                    raise self._yield_refusal()
                self.last_yield[self.turn] = True
                self._enemy_attacks()
                return
            if kind != PLAY:
                raise Refused("step 1: play cards or yield, not %s", move_text(move))
            play = tuple(sorted(move[1:]))
            reason = play_error(play)
            if reason:
                raise illegal(reason)
            _remove(self.hands[self.turn][:], play)
            self._play(play)
            return
        if phase == PHASE_PAY:
            if kind != PAY:
                raise Refused("step 4: pay at least %s (pay CARDS)", self.owed)
            chosen = move[1:]
            for i in range(len(chosen)):
                if chosen[i] in chosen[:i]:
                    raise Refused("%s appears twice", C.token(chosen[i]))
            _remove(self.hands[self.turn][:], chosen)
            total = hand_value(chosen)
            if total < self.owed:
                raise Refused("payment worth %s is less than the %s owed: choose again", total,
                              self.owed)
            _remove(self.hands[self.turn], chosen)
            self.discard.extend(chosen)
            self.owed = 0
            self._end_turn()
            return
        # choose_next
        if kind != NEXT:
            raise Refused("after a Jester its player chooses who plays next (next SEAT)")
        seat = move[1]
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError("no seat %r in a %d-player game" % (seat, self.players))
        if seat == self.turn and not self.jester_self:
            raise Refused("the Jester's player must choose another player")
        self._start_turn(seat)

    def _yield_refusal(self):
        return yield_refusal(self.players, self.solo_yield)

    def _play(self, play):
        seat = self.turn
        _remove(self.hands[seat], play)
        self.table.append(play)
        self.last_yield[seat] = False
        enemy = self.enemy
        if play[0] == C.JOKER:
            if not self.jester:
                self.jester = True
                if enemy & 3 == C.SPADES:
                    # Spades played before the Jester start to count now.
                    for earlier in self.table:
                        for c in earlier:
                            if c != C.JOKER and c & 3 == C.SPADES:
                                self.shield += attack_value(earlier)
                                break
            self.phase = PHASE_CHOOSE
            return
        n = attack_value(play)
        suits = active_suits(play, enemy, self.jester)
        if suits & _H:
            self._heal(n)
        if suits & _D:
            self._draw(n)
        if suits & _S:
            self.shield += n
        self.damage += 2 * n if suits & _C else n
        health = enemy_health(enemy)
        if self.damage >= health:
            self._defeat(self.damage == health)
            return
        self._enemy_attacks()

    def _heal(self, n):
        discard = self.discard
        self.rng.shuffle(discard)
        take = discard[:n]
        del discard[:n]
        self.tavern.extend(take)

    def _draw(self, n):
        sizes = [len(h) for h in self.hands]
        _, order = draw_counts(self.turn, sizes, self.max_hand, len(self.tavern), n)
        for seat in order:
            self.hands[seat].append(self.tavern.pop(0))

    def _defeat(self, exact):
        enemy = self.enemy
        if exact:
            self.tavern.insert(0, enemy)
        else:
            self.discard.append(enemy)
        for play in self.table:
            self.discard.extend(play)
        self.table = []
        self.damage = 0
        self.shield = 0
        self.jester = False
        if not self.castle:
            self.enemy = 0
            self.phase = PHASE_WON
            return
        self.enemy = self.castle.pop(0)
        self._start_turn(self.turn)  # the killer plays again

    def _enemy_attacks(self):
        owed = enemy_attack(self.enemy) - self.shield
        if owed <= 0:
            self._end_turn()
            return
        self.phase = PHASE_PAY
        self.owed = owed
        self._check_payable()

    def _check_payable(self):
        if hand_value(self.hands[self.turn]) < self.owed and not self.may_flip():
            self.phase = PHASE_LOST
            self.loss_reason = "seat %d cannot pay %d damage" % (self.turn, self.owed)

    def _end_turn(self):
        self._start_turn((self.turn + 1) % self.players)

    def _start_turn(self, seat):
        self.turn = seat
        self.phase = PHASE_PLAY
        self.owed = 0
        self._check_can_act()

    def _check_can_act(self):
        # Cards enter a hand only by a Diamond play or a solo flip: with every hand empty and
        # no flip that can draw, nobody can ever play again (yields could go on for ever).
        for h in self.hands:
            if h:
                break
        else:
            if not self.tavern or not self.may_flip():
                self.phase = PHASE_LOST
                self.loss_reason = "no cards are left to play"
                return
        if not self.hands[self.turn] and not self.may_yield() and not self.may_flip():
            self.phase = PHASE_LOST
            self.loss_reason = "seat %d can neither play nor yield" % self.turn

    def _flip(self):
        hand = self.hands[0]
        self.discard.extend(hand)
        del hand[:]
        while len(hand) < self.max_hand and self.tavern:
            hand.append(self.tavern.pop(0))
        self.solo_jesters += 1
        if self.phase == PHASE_PAY:
            self._check_payable()
        else:
            self._check_can_act()

    # ----- results --------------------------------------------------------------------------

    def enemies_defeated(self) -> int:
        return 12 - len(self.castle) - (1 if self.enemy else 0)

    def grade(self) -> "str | None":
        """Solo victory grade (gold, silver, bronze by Jesters flipped), else None."""
        if self.phase != PHASE_WON or self.players != 1:
            return None
        return GRADES[self.solo_jesters]

    def returns(self) -> list:
        """Cooperative: every seat gets 1 for a win, 0 otherwise."""
        return [1 if self.phase == PHASE_WON else 0] * self.players

    def result(self) -> dict:
        """A summary: phase, won, enemies defeated, grade (solo win), reason for a loss."""
        return {"phase": self.phase, "won": self.phase == PHASE_WON,
                "enemies_defeated": self.enemies_defeated(), "grade": self.grade(),
                "loss_reason": self.loss_reason if self.phase == PHASE_LOST else None}

    def all_cards(self) -> list:
        """Every card in play, wherever it lies (hands, decks, enemy, table): for checks."""
        out = []
        for h in self.hands:
            out.extend(h)
        out.extend(self.tavern)
        out.extend(self.discard)
        out.extend(self.castle)
        if self.enemy:
            out.append(self.enemy)
        for play in self.table:
            out.extend(play)
        return out

    def jesters_out_of_play(self) -> int:
        """Jesters not in the game's cards: set aside (solo) or left in the box."""
        return 2 - TAVERN_JESTERS[self.players]

    def view(self, seat: int) -> "PlayerView":
        """What `seat` may see: its own hand and the public state (see PlayerView)."""
        return PlayerView(self, seat)

    # ----- notation -------------------------------------------------------------------------

    def to_dict(self) -> dict:
        """The position in the rules page's JSON notation (a dict)."""
        d = {
            "game": "regicide",
            "players": self.players,
            "options": {"solo_yield": self.solo_yield, "jester_self": self.jester_self},
            "turn": self.turn,
            "phase": self.phase,
            "hands": [C.tokens(h) for h in self.hands],
            "tavern": C.tokens(self.tavern),
            "discard": C.tokens(self.discard),
            "castle": C.tokens(self.castle),
            "enemy": None,
            "table": [C.tokens(p) for p in self.table],
            "last_yield": list(self.last_yield),
            "solo_jesters": self.solo_jesters,
        }
        if self.enemy:
            d["enemy"] = {"card": C.token(self.enemy), "damage": self.damage,
                          "shield": self.shield, "jester": self.jester}
        if self.phase == PHASE_PAY:
            d["owed"] = self.owed
        if self.rng_in_notation:
            s1, s2 = self.rng.state()
            d["rng"] = [s1, s2]
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Regicide":
        """The position of a notation dict; ValueError naming the problem when it is not one.
        The checks are in `shared_rules/regicide/load.py`: on a board its code is in RAM only
        while a position loads (a resume, an undo, a refused step)."""
        return import_once(LOADER).load(cls, d)


class PlayerView:
    """What one seat may see: its hand and the public state, never the tavern order or another
    hand. Bots and hints take only this."""

    def __init__(self, game: Regicide, seat: int) -> None:
        self.seat = seat
        self.players = game.players
        self.max_hand = game.max_hand
        self.solo_yield = game.solo_yield
        self.jester_self = game.jester_self
        self.turn = game.turn
        self.phase = game.phase
        self.owed = game.owed
        self.hand = list(game.hands[seat])
        self.hand_sizes = [len(h) for h in game.hands]
        self.tavern_size = len(game.tavern)
        self.discard_size = len(game.discard)
        self.discard_top = game.discard[-1] if game.discard else 0
        self.castle = sorted(game.castle)  # which court cards remain, not their order
        self.castle_size = len(game.castle)
        self.enemy = game.enemy
        self.damage = game.damage
        self.shield = game.shield
        self.jester = game.jester
        self.table = list(game.table)
        self.last_yield = list(game.last_yield)
        self.solo_jesters = game.solo_jesters
        self.may_yield = game.may_yield(seat)
        self.may_flip = game.may_flip()


def new_game(seed: int, players: int = 1, solo_yield: str = "never",
             jester_self: bool = True) -> Regicide:
    """A new game of 1-4 `players` dealt from `seed` (the castle by tiers, the tavern shuffled,
    the hands dealt), with the rules page's options `solo_yield` ("never", "always",
    "not_twice") and `jester_self`; ValueError for another option."""
    g = Regicide(players, solo_yield, jester_self)
    rng = Random(seed)
    castle = []
    for r in (C.JACK, C.QUEEN, C.KING):
        tier = [C.card(r, s) for s in range(4)]
        rng.shuffle(tier)
        castle.extend(tier)
    tavern = []
    for s in range(4):
        for r in range(1, 11):
            tavern.append(C.card(r, s))
    for _ in range(TAVERN_JESTERS[players]):
        tavern.append(C.JOKER)
    rng.shuffle(tavern)
    g.enemy = castle.pop(0)
    g.castle = castle
    g.tavern = tavern
    for _ in range(g.max_hand):
        for p in range(players):
            g.hands[p].append(g.tavern.pop(0))
    g.rng = rng
    g.rng_in_notation = True
    g._start_turn(0)
    return g


def from_dict(d: dict) -> Regicide:
    """The game at the notation dict `d` (`Regicide.from_dict`); ValueError naming the problem
    when no game reaches it."""
    return Regicide.from_dict(d)

"""Regicide's rules as pure functions, the ones the full game and the table companion share:
card values, enemies' health and attack, what a play is (`play_error`), its attack and active
suit powers, who draws what (`draw_counts`), the yield rule, the effects of the plays on the
table.

The full game (`shared_rules/regicide/game.py`, the device is the deck: it adds legal plays and
payments from a known hand and the notation of a move) and the table companion
(`shared_rules/regicide/companion.py`, a real deck and no hands known) both rule with these;
the companion loads this module alone, not the game's state machine.
"""
from shared_rules import cards as C
from shared_rules.compat import const
from shared_rules.compat import english, refuse

PLAY = const(0)
YIELD = const(1)
FLIP = const(2)
PAY = const(3)
NEXT = const(4)

# Phases, spelled as the notation spells them.
PHASE_PLAY = "play"
PHASE_PAY = "pay"
PHASE_CHOOSE = "choose_next"
PHASE_WON = "won"
PHASE_LOST = "lost"
PHASES = (PHASE_PLAY, PHASE_PAY, PHASE_CHOOSE, PHASE_WON, PHASE_LOST)
# the table companion only: waiting for the next castle card to be turned up and entered
PHASE_REVEAL = "reveal"

SOLO_YIELD = ("never", "always", "not_twice")
GRADES = ("gold", "silver", "bronze")

# Value of a card by rank (index 14 is the Jester: code 56 >> 2): attack and payment.
_VALUES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 15, 20, 0)
MAX_HAND = (0, 8, 7, 6, 5)  # by player count
TAVERN_JESTERS = (0, 0, 0, 1, 2)
SOLO_FLIPS = const(2)
_SUIT_BIT = (1, 2, 4, 8)
_S = const(1)
_H = const(2)
_D = const(4)
_C = const(8)


class Refused(ValueError):
    """A refusal raised (shared_rules/compat.py's form, kept in `refusal`): its str is the
    English line (the command line, the tests), a screen words `refusal` in its language."""

    def __init__(self, code, *values):
        refusal = refuse(code, *values)
        super().__init__(english(refusal))
        self.refusal = refusal


def illegal(reason):
    """A play refused for `reason` (`play_error`'s): Refused "illegal play: ..."."""
    return Refused("illegal play: " + reason[0], *reason[1])


def value(c):
    """What a card in hand is worth for attacking and paying (Ace 1, J 10, Q 15, K 20, JK 0)."""
    return _VALUES[c >> 2]


def hand_value(hand):
    total = 0
    for c in hand:
        total += _VALUES[c >> 2]
    return total


def enemy_health(c):
    """Health of an enemy court card: Jack 20, Queen 30, King 40."""
    return (C.rank(c) - 9) * 10


def enemy_attack(c):
    """Attack of an enemy court card: Jack 10, Queen 15, King 20."""
    return (C.rank(c) - 9) * 5


def is_court(c):
    return C.is_card(c) and C.rank(c) >= C.JACK


def play_error(play):
    """None if the cards form one legal play, else the reason (a refusal: `illegal` raises it
    with "illegal play: " before it).

    Legal: one card; a set of 2-4 cards of one number totalling 10 or less; an Animal
    Companion (Ace) with one other card that is not the Jester; the Jester alone.
    """
    n = len(play)
    if n == 0:
        return refuse("a play needs at least one card")
    for i in range(n):
        c = play[i]
        if c != C.JOKER and not C.is_card(c):
            return refuse("not a card: %s", c)
        for j in range(i):
            if play[j] == c:
                return refuse("%s appears twice", C.token(c))
    if n == 1:
        return None
    if C.JOKER in play:
        return refuse("the Jester is played alone")
    aces = 0
    for c in play:
        if C.rank(c) == C.ACE:
            aces += 1
    if aces:
        if n == 2:
            return None
        return refuse("an Animal Companion pairs with exactly one other card (%s)",
                      "+".join(C.tokens(play)))
    r = C.rank(play[0])
    for c in play:
        if C.rank(c) != r:
            return refuse("the cards of a set must have the same number (%s)",
                          "+".join(C.tokens(play)))
    total = hand_value(play)
    if total > 10:
        return refuse("a set must total 10 or less (%s totals %s)", "+".join(C.tokens(play)),
                      total)
    return None


def attack_value(play):
    """The play's attack value N before Clubs doubling (the size of every suit power)."""
    return hand_value(play)


def active_suits(play, enemy, jester):
    """Bit mask of the suits whose powers act (1 S, 2 H, 4 D, 8 C): immunity removes the enemy's
    own suit unless a Jester was played against it. A suit present twice acts once."""
    mask = 0
    for c in play:
        if c != C.JOKER:
            mask |= _SUIT_BIT[c & 3]
    if not jester and enemy:
        mask &= ~_SUIT_BIT[enemy & 3]
    return mask


def draw_counts(turn, hand_sizes, max_hand, tavern_size, n):
    """How many cards each seat draws for a Diamond power of N: the current player first, then
    clockwise round and round, skipping full hands, until N are drawn, the tavern is empty or
    every hand is full. Returns (per-seat list, order of draws as a list of seats)."""
    players = len(hand_sizes)
    sizes = list(hand_sizes)
    counts = [0] * players
    order = []
    seat = turn
    while len(order) < n and tavern_size > 0:
        for k in range(players):
            q = (seat + k) % players
            if sizes[q] < max_hand:
                break
        else:
            break
        sizes[q] += 1
        counts[q] += 1
        order.append(q)
        tavern_size -= 1
        seat = (q + 1) % players
    return counts, order


def may_yield(players, solo_yield, last_yield, seat):
    """The yield rule: not when every other player yielded on their most recent turn; solo by
    the `solo_yield` option ("always", "never", "not_twice")."""
    if players == 1:
        if solo_yield == "always":
            return True
        if solo_yield == "never":
            return False
        return not last_yield[0]
    for p in range(players):
        if p != seat and not last_yield[p]:
            return True
    return False


def yield_refusal(players, solo_yield):
    """Why a yield is refused (when `may_yield` says no), raised."""
    if players == 1:
        if solo_yield == "never":
            return Refused("yielding is not allowed in solo (option solo_yield: never)")
        return Refused("cannot yield twice in a row (option solo_yield: not_twice)")
    return Refused("cannot yield: every other player yielded on their most recent turn")


# Why a game is lost (its `loss_reason` is the English line, as the saves keep it)
LOSSES = ("%s cannot pay %s damage", "%s has no cards to pay %s damage",
          "%s can neither play nor yield", "no cards are left to play")


def loss_refusal(reason):
    """The refusal (shared_rules/compat.py) of a `loss_reason` line: a code of LOSSES and its
    values ("seat 0", "10"); the line itself with no values if none matches."""
    words = reason.split(" ")
    for code in LOSSES:
        values = []
        i = 0
        for part in code.split(" "):
            if i >= len(words):
                break
            if part != "%s":
                if words[i] != part:
                    break
                i += 1
            elif words[i] == "seat" and i + 1 < len(words):
                values.append("seat " + words[i + 1])
                i += 2
            else:
                values.append(words[i])
                i += 1
        else:
            if i == len(words):
                return code, tuple(values)
    return reason, ()


def table_effects(enemy, table):
    """(damage, shield, jester) that the plays on the table (in order) have put on an enemy:
    Clubs double unless the enemy is a Club and no Jester came before; Spades count unless the
    enemy is a Spade and no Jester has been played (a Jester makes earlier Spades count)."""
    damage = 0
    shield = 0
    jester = False
    for play in table:
        if play[0] == C.JOKER:
            jester = True
            continue
        n = attack_value(play)
        suits = active_suits(play, 0, True)
        doubled = suits & _C and (jester or enemy & 3 != C.CLUBS)
        damage += 2 * n if doubled else n
        if suits & _S:
            shield += n
    if enemy & 3 == C.SPADES and not jester:
        shield = 0
    return damage, shield, jester

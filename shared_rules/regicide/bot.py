"""The Regicide hint and bot teammate: one policy that sees only what its seat may see.

`choose(view)` takes a `PlayerView` (its own hand and the public state, never the tavern order
or another hand) and returns a move tuple of `shared_rules.regicide.game`. It serves as the hint in
solo play and as the bot in 2-4 player games.

How it decides: every candidate play is scored one ply ahead with what is known (the suit
powers, the damage, the enemy's answer and the cheapest payment); unknown cards a Diamond would
draw count at an average value. A position is scored as the keep-value of the cards left
(points plus a premium by suit, Diamonds most: they refill the hand) minus an estimate of what
the current enemy will still cost, with bonuses for a kill and an exact kill. The best 12 plays
are then planned further with the hand alone (`regicide_plan`): play, pay, the best 6 replies,
pay, their best replies, three plays deep against the same enemy (after a kill: one reply
against the next tier's enemy); with teammates, whose turns come in between, one reply only.
The work is capped by a count of plays scored, not by a clock.
A play the hand cannot survive is taken only when nothing else is left; then, in solo, the bot
deals the most damage it can and flips a Jester before paying. Payments keep the cards with the
most keep-value. Solo Jesters are flipped only when no play survives or the hand cannot pay:
flips are worth most when the hand is empty.

Yielding, and why every game the bot plays ends. The rules page lets a solo player yield
under the option `solo_yield: always` on every turn, and then skips straight to the enemy's
attack. Behind a shield that covers the attack nothing is paid and the turn comes straight back,
so such a yield changes nothing (the yield record aside, which only forbids a yield under
`not_twice`): the page allows a game that never ends, yield after yield, and the engine
implements the page as written. So in solo the bot never yields when the shield covers the
attack: the position after that yield is the one before it, so whatever the yield leads to is
open now, and something else always is: a card to play, or, with an empty hand, a flip (the
engine ends the game when the hand is empty and no flip can draw a card). Every other line
ends: a game holds at most 360 plays of cards (the twelve enemies' health; every card deals at
least 1) and two Jesters per enemy; a yield that is attacked pays at least one card, and cards
come into a hand only by a Diamond play or one of the two flips; with teammates the rule
forbids a yield after every other player's, so plays come between yields.
An empty hand at step 1 in solo is flipped, never yielded with: attacked, it would flip at
step 4 anyway, and a flip now also gets a play this turn.
"""
from shared_rules import cards as C
from shared_rules.compat import const
from shared_rules.levels import LEVELS, decide  # noqa: F401 - LEVELS offered to the bot's callers
from shared_rules.regicide.game import legal_plays
from shared_rules.regicide.rules import (
    FLIP, NEXT, PAY, PHASE_CHOOSE, PHASE_PAY, PHASE_PLAY, PLAY, YIELD, _VALUES, enemy_attack,
    enemy_health)
from shared_rules.regicide.plan import DEATH, Foe, Plan, enemy_cost, keep_value

_TYPING = const(0)  # mypy takes the branch below (pyproject.toml), MicroPython drops it
if _TYPING:
    from shared_rules.regicide.game import PlayerView

_BIG = 1 << 20

# Search shape: root candidates, reply levels, replies followed per level, work cap.
LOOKAHEAD = 12
DEEP = 2
WIDTH = 6
NODE_BUDGET = 320
JESTER_COST = 4
YIELD_COST = 25  # a yield hands the enemy a free attack


# The levels (shared_rules/levels.py): "easy", a beginner's mistakes now and then
# (bot_easy.py); "normal", this module's bot; "hard", its plays with a larger search and its
# payments searched (bot_hard.py).


def choose(view: "PlayerView", level: str = "normal") -> tuple:
    """The move a bot (or the hint) of `level` (one of LEVELS) picks for this seat, from the
    view alone. ValueError for another level."""
    return decide(view, level, _normal, _hard, "shared_rules.regicide.bot_easy")


def _normal(view, budget=None, risk=None):
    """The Normal bot's move (see the module docstring). The Hard bot calls it with a larger
    `budget` (its search's work cap, NODE_BUDGET when None) and a `risk(view, attack, left,
    shield, plan, foe, j)` taken from the score of play `j` of `plan` (-1: a yield) that leaves
    the enemy with `left` health and `shield`."""
    phase = view.phase
    if phase == PHASE_PAY:
        hand = view.hand
        if _hand_value(hand) < view.owed:
            return (FLIP,)
        return (PAY,) + payment(hand, view.owed, view.enemy, view.jester)
    if phase == PHASE_CHOOSE:
        return (NEXT, _next_player(view))
    if phase != PHASE_PLAY:
        raise ValueError("the game is over")
    return _choose_play(view, budget, risk)


def _hard(view):
    """The Hard bot's move (bot_hard.py, imported the first time a Hard seat decides)."""
    from shared_rules.regicide import bot_hard

    return bot_hard.choose(view, _normal)


def _hand_value(hand):
    total = 0
    for c in hand:
        total += _VALUES[c >> 2]
    return total


def payment(hand, owed, enemy, jester):
    """The cards to discard for `owed` damage: total at least `owed`, keeping the most useful
    cards (least keep-value paid). Returns a sorted tuple (empty if the hand cannot pay)."""
    es = enemy & 3 if enemy else -1
    table = _payment_table(hand, owed, es, jester)
    if table[0][owed] >= _BIG:
        return ()
    chosen = []
    need = owed
    n = len(hand)
    i = 0
    while need > 0 and i < n:
        if table[i][need] != table[i + 1][need]:
            c = hand[i]
            chosen.append(c)
            need -= _VALUES[c >> 2]
        i += 1
    chosen.sort()
    return tuple(chosen)


def _payment_table(hand, owed, es, jester):
    """table[i][need]: least keep-value to pay `need` with cards i.. of the hand (_BIG: cannot).
    A small knapsack: at most 9 rows of 21 entries."""
    n = len(hand)
    row = [0] + [_BIG] * owed
    table = [row]
    for i in range(n - 1, -1, -1):
        c = hand[i]
        v = _VALUES[c >> 2]
        k = keep_value(c, es, jester)
        new = [0] * (owed + 1)
        for need in range(1, owed + 1):
            skip = row[need]
            after = need - v
            take = k + row[after if after > 0 else 0]
            new[need] = take if take < skip else skip
        row = new
        table.append(row)
    table.reverse()
    return table


def _next_player(view):
    best = -1
    best_size = -1
    for k in range(view.players):
        p = (view.turn + 1 + k) % view.players
        if p == view.turn and not view.jester_self:
            continue
        size = view.hand_sizes[p]
        if size > best_size:
            best = p
            best_size = size
    return best


def _choose_play(view, budget, risk):
    hand = view.hand
    enemy = view.enemy
    es = enemy & 3
    jester = view.jester
    attack = enemy_attack(enemy)
    remaining = enemy_health(enemy) - view.damage
    shield = view.shield
    plays = legal_plays(hand)
    plan = Plan(hand, plays, view.tavern_size, view.discard_size, view.seat, view.hand_sizes,
                view.max_hand, NODE_BUDGET if budget is None else budget)
    foe = Foe(plan, es, jester, attack)
    after = None
    if view.castle:
        h = enemy_health(view.castle[0])  # the castle is sorted: its first card's tier is next
        after = (Foe(plan, -1, False, h // 2), h)
    full = plan.full
    # With teammates the seat's next turn comes after theirs: plan one reply, not a sequence.
    deep = DEEP if view.players == 1 else 0
    codes = []  # each play's one-ply score * 64 + its index among the non-Jester plays
    plan.scores(foe, full, remaining, shield, DEATH, codes, 0, len(plan.pmask))
    scored = []
    j = 0
    for play in plays:
        if play[0] == C.JOKER:
            scored.append((_jester_score(view, hand, foe, remaining), play, -1))
        else:
            scored.append((codes[j] >> 6, play, j))
            j += 1
    scored.sort(reverse=True)
    best = None
    best_score = DEATH - 1
    for k in range(len(scored)):
        score, play, j = scored[k]
        if k < LOOKAHEAD and score > DEATH and j >= 0 and plan.budget > 0:
            score = plan.two(foe, j, full, remaining, shield, deep, WIDTH, after)
        if risk is not None and j >= 0 and score > DEATH // 2:
            dealt, shielded = plan.resolve(foe, j, full)[2:4]
            score -= risk(view, attack, remaining - dealt, shield + shielded, plan, foe, j)
        if score > best_score:
            best_score = score
            best = (PLAY,) + play
    owed = attack - shield
    if view.may_yield and (owed > 0 or view.players > 1):
        cost = plan.pay(foe, full, owed)[0] if owed > 0 else 0
        score = DEATH if cost < 0 else (foe.worth[full] - cost
                                        - enemy_cost(remaining, max(0, owed)) - YIELD_COST)
        if risk is not None and score > DEATH // 2:
            score -= risk(view, attack, remaining, shield, plan, foe, -1)
        if score > best_score:
            best_score = score
            best = (YIELD,)
    if best is None:
        return (FLIP,)
    if best_score < DEATH // 2 and view.may_flip:  # doomed: DEATH plus the points kept
        # Flipping at step 1 would throw the hand away: a last play first deals its damage.
        last = _last_play(plan, foe, scored)
        return (FLIP,) if last is None else (PLAY,) + last
    return best


def _jester_score(view, hand, foe, remaining):
    """No damage and no attack: the enemy's cost stays, the card is spent, immunity goes."""
    spades = 0  # attack value of earlier plays with a Spade (a Jester makes them count)
    if foe.es == C.SPADES and not foe.jester:
        for earlier in view.table:
            for c in earlier:
                if c != C.JOKER and c & 3 == C.SPADES:
                    spades += _hand_value(earlier)
                    break
    worth = 0
    for c in hand:
        if c != C.JOKER:
            worth += keep_value(c, foe.es, foe.jester)
    owed = foe.attack - view.shield - spades
    return worth - enemy_cost(remaining, max(0, owed)) - JESTER_COST


def _last_play(plan, foe, scored):
    """The play before a flip at step 4 discards the rest of the hand: the most damage, then
    the most shield (cards drawn now would be discarded)."""
    best = None
    best_key = -1
    for score, play, j in scored:
        if j < 0:
            continue
        rest, gain, dealt, shielded, drawn = plan.resolve(foe, j, plan.full)
        key = dealt * 64 + shielded * 2 + len(play)
        if key > best_key:
            best_key = key
            best = play
    return best

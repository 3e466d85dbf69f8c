"""The first Regicide bot (issue 5), kept unchanged as the named baseline `make bench` compares
the current policy (`shared_rules/regicide/bot.py`) against. It lives in `tests/` so it is never
built or deployed (the bench and the tests import it; the device does not).

`choose(view)` takes a `PlayerView` (its own hand and the public state, never the tavern order
or another hand) and returns a move tuple of `shared_rules.regicide.game`. It serves as the hint in
solo play and as the bot in 2-4 player games.

How it decides: every candidate play is resolved one ply ahead with what is known (the suit
powers, the damage, the enemy's answer); unknown cards a Diamond would draw count at an
average value. A position is scored as the card value kept in hand minus an estimate of what
the current enemy will still cost (its remaining health, and its attack for each further turn
it survives), with bonuses for a kill (no attack, a bonus turn) and an exact kill (the enemy
card becomes a tavern card). The best 12 candidates are looked at a second ply: the payment
the bot would make, then its best next play (after a kill: against the next tier's enemy, suit
unknown), within a fixed budget of work so the slowest decision stays bounded. A play the hand
cannot survive is taken only when nothing else is left. Payments keep the cards most useful
against the current enemy: points plus a premium by suit, Diamonds most (they refill the hand).
Solo Jesters are flipped only when no play survives or the hand cannot pay: flips are worth
most late in the game.
"""
from shared_rules import cards as C
from shared_rules.compat import const
from shared_rules.regicide.rules import (
    FLIP, NEXT, PAY, PHASE_CHOOSE, PHASE_PAY, PHASE_PLAY, PLAY, YIELD, _VALUES,
    draw_counts, enemy_attack, enemy_health)
from shared_rules.regicide.game import legal_plays

_DEATH = const(-100000)
_BIG = const(1 << 20)
_S = const(1)
_H = const(2)
_D = const(4)
_C = const(8)

# Tuning (value units are card points).
DRAW_VALUE = 5  # an unknown card drawn from the tavern
DAMAGE_PER_TURN = 12  # what a turn of play typically deals, to count the enemy's turns
KILL_BONUS = 12
EXACT_BONUS = 14
HEAL_THIN = 10  # tavern size below which healing is worth more
LOOKAHEAD = 12  # candidates looked at two plies deep
REPLY_BUDGET = 240  # second-ply work allowed: candidates times plays in hand
HEAL_RICH = 10  # tenths of a point per card healed into a thick tavern
HEAL_POOR = 20  # tenths of a point per card healed into a thin tavern
JESTER_COST = 4
YIELD_COST = 25  # a yield hands the enemy a free attack
EMPTY_HAND = 30
KEEP_SUIT = (1, 2, 9, 1)  # keep-value premium by suit S H D C (the enemy's suit: none)


def choose(view):
    """The move this seat's bot (or hint) picks, from the view alone."""
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
    return _choose_play(view)


def _hand_value(hand):
    total = 0
    for c in hand:
        total += _VALUES[c >> 2]
    return total


def _keep_value(c, enemy_suit, jester):
    """How much a card is worth keeping against the current enemy (its points plus its power)."""
    if c == C.JOKER:
        return 30
    v = _VALUES[c >> 2]
    s = c & 3
    if s == enemy_suit and not jester:
        return v
    return v + KEEP_SUIT[s]


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
        k = _keep_value(c, es, jester)
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


def _min_payment_cost(hand, owed, es, jester):
    """Keep-value lost by the cheapest payment of `owed` from `hand`, or -1 if it cannot pay."""
    if owed <= 0:
        return 0
    return _payment_search(hand, owed, es, jester)


def _payment_search(hand, owed, es, jester):
    """Depth-first over the cards, pruned by the best so far and by what the rest can pay."""
    n = len(hand)
    vals = [0] * n
    keeps = [0] * n
    for i in range(n):
        c = hand[i]
        vals[i] = _VALUES[c >> 2]
        keeps[i] = _keep_value(c, es, jester)
    left = [0] * (n + 1)  # left[i]: value of cards i..
    for i in range(n - 1, -1, -1):
        left[i] = left[i + 1] + vals[i]
    if left[0] < owed:
        return -1
    best = _BIG
    # Explicit stack of (index, still needed, keep-value spent): no closure, no recursion.
    stack = [(0, owed, 0)]
    while stack:
        i, need, spent = stack.pop()
        if spent >= best:
            continue
        if need <= 0:
            best = spent
            continue
        if i == n or left[i] < need:
            continue
        stack.append((i + 1, need, spent))
        stack.append((i + 1, need - vals[i], spent + keeps[i]))
    return best if best < _BIG else -1


def _enemy_cost(remaining, attack):
    """Estimated card points the enemy still costs: its remaining health, and its attack
    for each further turn it is likely to survive."""
    if remaining <= 0:
        return 0
    turns = (remaining + DAMAGE_PER_TURN - 1) // DAMAGE_PER_TURN
    return remaining + (turns - 1) * attack


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


def _choose_play(view):
    hand = view.hand
    enemy = view.enemy
    es = enemy & 3
    jester = view.jester
    health = enemy_health(enemy)
    attack = enemy_attack(enemy)
    remaining = health - view.damage
    spades = 0  # attack value of earlier plays with a Spade (a Jester makes them count)
    if es == C.SPADES and not jester:
        for earlier in view.table:
            for c in earlier:
                if c != C.JOKER and c & 3 == C.SPADES:
                    spades += _hand_value(earlier)
                    break
    next_rank = view.castle[0] >> 2 if view.castle else 0
    ctx = (es, jester, health, attack, remaining, view.shield, view.tavern_size,
           view.discard_size, view.seat, view.hand_sizes, view.max_hand, spades, next_rank)
    scored = []
    for play in legal_plays(hand):
        scored.append((_score_play(hand, play, ctx), play))
    scored.sort(reverse=True)
    best = None
    best_score = _DEATH - 1
    # Two plies for the best candidates, within a fixed amount of work (replies scored), so
    # the slowest decision stays bounded whatever the hand.
    budget = REPLY_BUDGET
    for k in range(len(scored)):
        score, play = scored[k]
        if k < LOOKAHEAD and score > _DEATH and budget > 0:
            score = _score_two(hand, play, ctx)
            budget -= len(scored)
        if score > best_score:
            best_score = score
            best = (PLAY,) + play
    if view.may_yield:
        owed = attack - view.shield
        cost = _min_payment_cost(hand, owed, es, jester)
        score = _DEATH if cost < 0 else (_hand_value(hand) - cost
                                         - _enemy_cost(remaining, max(0, owed)) - YIELD_COST)
        if score > best_score:
            best_score = score
            best = (YIELD,)
    # Flips are worth most late: flip only when no play survives (or there is none).
    if best is None or (best_score <= _DEATH and view.may_flip):
        return (FLIP,)
    return best


def _resolve(hand, play, ctx):
    """One play resolved with what is known. Returns (rest of hand, gain, dealt, shield after,
    cards drawn by this seat)."""
    (es, jester, health, attack, remaining, shield, tavern, discard, seat, sizes, max_hand,
     spades, next_rank) = ctx
    n = 0
    for c in play:
        n += _VALUES[c >> 2]
    mask = 0
    for c in play:
        if c != C.JOKER:
            mask |= 1 << (c & 3)
    if not jester and es >= 0:
        mask &= ~(1 << es)
    rest = [c for c in hand if c not in play]
    gain = 0
    drawn = 0
    if mask & _H:
        healed = n if n < discard else discard
        gain += healed * (HEAL_RICH if tavern >= HEAL_THIN else HEAL_POOR) // 10
        tavern += healed
    if mask & _D:
        sz = list(sizes)
        sz[seat] = len(rest)
        counts, _ = draw_counts(seat, sz, max_hand, tavern, n)
        drawn = counts[seat]
        gain += drawn * DRAW_VALUE
        gain += (sum(counts) - drawn) * (DRAW_VALUE - 1)
    if mask & _S:
        shield += n
    dealt = 2 * n if mask & _C else n
    return rest, gain, dealt, shield, drawn


def _score_play(hand, play, ctx):
    """One-ply score of a play: card value kept + gains - payment - what the enemy still costs."""
    es, jester, health, attack, remaining, shield = ctx[:6]
    if play[0] == C.JOKER:
        rest = [c for c in hand if c != C.JOKER]
        owed = attack - shield - ctx[11]
        # No damage and no attack: the enemy's cost stays, the card is spent, immunity goes.
        return _hand_value(rest) - _enemy_cost(remaining, max(0, owed)) - JESTER_COST
    rest, gain, dealt, shield, drawn = _resolve(hand, play, ctx)
    left = remaining - dealt
    if left <= 0:
        score = _hand_value(rest) + gain + KILL_BONUS
        if left == 0:
            score += EXACT_BONUS
        return score
    owed = attack - shield
    if owed < 0:
        owed = 0
    cost = _min_payment_cost(rest, owed, es, jester)
    if cost < 0:
        if _hand_value(rest) + drawn * DRAW_VALUE < owed:
            return _DEATH + _hand_value(rest)
        cost = owed + 5  # relies on cards not yet drawn
    return _hand_value(rest) + gain - cost - _enemy_cost(left, owed)


def _score_two(hand, play, ctx):
    """Two-ply score: resolve the play, pay if attacked, then add the best next play's score
    (against the same enemy, or after a kill against the next tier's enemy, suit unknown)."""
    if play[0] == C.JOKER:
        return _score_play(hand, play, ctx)
    (es, jester, health, attack, remaining, shield0, tavern, discard, seat, sizes, max_hand,
     spades, next_rank) = ctx
    rest, gain, dealt, shield, drawn = _resolve(hand, play, ctx)
    left = remaining - dealt
    if left <= 0:
        bonus = KILL_BONUS + (EXACT_BONUS if left == 0 else 0)
        if not next_rank:
            return 100000
        h = (next_rank - 9) * 10
        ctx2 = (-1, False, h, h // 2, h, 0, tavern, discard + len(play), seat, sizes, max_hand,
                0, next_rank)
        # The next enemy costs the same in every future: count only what this play changes.
        return gain + bonus + _best_reply(rest, ctx2) + _enemy_cost(h, h // 2)
    owed = attack - shield
    if owed > 0:
        if _hand_value(rest) < owed:
            return _score_play(hand, play, ctx)  # payment relies on cards yet to be drawn
        paid = payment(rest, owed, (es if es >= 0 else 0) + 4 * C.JACK, jester)
        rest = [c for c in rest if c not in paid]
        discard += len(paid)
    ctx2 = (es, jester, health, attack, left, shield, tavern, discard, seat, sizes, max_hand,
            spades, next_rank)
    return gain + _best_reply(rest, ctx2)


def _best_reply(hand, ctx):
    best = -EMPTY_HAND - _enemy_cost(ctx[4], max(0, ctx[3] - ctx[5]))
    for play in legal_plays(hand):
        score = _score_play(hand, play, ctx)
        if score > best:
            best = score
    return best

"""The Regicide bot's look-ahead: a search over the seat's own hand against the current enemy.

Only the seat's own cards take part, so every position reached is a subset of today's hand and
is written as a bit mask of it (at most 8 cards, 256 subsets): card values, keep-values and
payments are looked up by mask and remembered, and a position reached twice (the same cards
left, the same damage and shield) is scored once. Cards a Diamond would draw are unknown: they
count at an average value and are not played in the search.

`Plan(hand, ...)` is built once per decision. `scores(...)` scores every play a mask holds one
ply ahead (card worth kept + gains - the cheapest payment - what the enemy still costs) in one
loop that fetches what it reads before it starts: on the Pico, looking up fields and calling
small methods per play cost more than the arithmetic. `one(j, ...)` is that score for play `j`;
`two(...)` resolves it, pays, and adds the best reply, `deep` levels further down the best
`width` replies. Work is counted in plays scored and payment search steps (4 steps count as
one play): once `budget` is spent no reply is deepened, so the slowest decision is bounded and
the same on every interpreter (no clock).
"""
from shared_rules import cards as C
from shared_rules.compat import const
from shared_rules.regicide.rules import _VALUES, draw_counts

DEATH = -100000
WIN = 100000
_BIG = const(1048576)
_S = const(1)
_H = const(2)
_D = const(4)
_C = const(8)


# The evaluation's tuning, in card points (tenths where named). `const` names are folded into
# the bytecode on MicroPython: the search's inner loop looks none of them up.
_DRAW_VALUE = const(6)  # an unknown card drawn from the tavern
_DAMAGE_PER_TURN = const(12)  # what a turn of play typically deals, to count the enemy's turns
_KILL_BONUS = const(12)
_EXACT_BONUS = const(14)
_HEAL_THIN = const(10)  # tavern size below which healing is worth more
_HEAL_RICH = const(10)  # tenths of a point per card healed into a thick tavern
_HEAL_POOR = const(20)  # tenths of a point per card healed into a thin tavern
_EMPTY_HAND = const(15)
_KEEP_SUIT = (1, 2, 9, 1)  # keep-value premium by suit S H D C (the enemy's suit: none)


def keep_value(c, enemy_suit, jester):
    """How much a card is worth keeping against an enemy (its points plus its power)."""
    if c == C.JOKER:
        return 30
    v = _VALUES[c >> 2]
    s = c & 3
    if s == enemy_suit and not jester:
        return v
    return v + _KEEP_SUIT[s]


def enemy_cost(remaining, attack):
    """Estimated card points the enemy still costs: its remaining health, and its attack
    for each further turn it is likely to survive."""
    if remaining <= 0:
        return 0
    turns = (remaining + _DAMAGE_PER_TURN - 1) // _DAMAGE_PER_TURN
    return remaining + (turns - 1) * attack


def _subset_sums(items):
    """sums[mask]: the total of the items whose bits are set in mask (2**n entries).

    A bytearray filled in place: a hand's values and keep-values add up to at most 240 (8
    cards of at most 30). The list this was, doubled item by item, took 3 KB in pieces of up
    to 2 KB at every decision, and a hint must run in a small heap."""
    if sum(items) > 255:  # not a hand of this game: a list (a bytearray would wrap)
        sums = [0]
        for x in items:
            sums += [t + x for t in sums]
        return sums
    sums = bytearray(1 << len(items))
    size = 1
    for x in items:
        for t in range(size):
            sums[size + t] = sums[t] + x
        size += size
    return sums


# The number of cards in a mask of a hand (at most 8 cards): one table for every decision.
_CARDS = _subset_sums([1] * 8)


class Foe:
    """One enemy as the search sees it: immunity, attack, keep-values and payments memo."""

    def __init__(self, plan, es, jester, attack):
        self.es = es
        self.jester = jester
        self.attack = attack
        hand = plan.hand
        keeps = [keep_value(c, es, jester) for c in hand]
        self.keeps = keeps
        self.worth = _subset_sums(keeps)
        block = 0 if jester or es < 0 else 1 << es
        self.act = [bits & ~block for bits in plan.play_bits]
        self.pay_memo = {}
        self.memo = {}  # reply scores by (mask, damage left, shield, depth)


class Plan:
    """The search for one decision (see the module docstring)."""

    def __init__(self, hand, plays, tavern, discard, seat, sizes, max_hand, budget):
        self.hand = hand
        n = len(hand)
        self.full = (1 << n) - 1
        vals = [_VALUES[c >> 2] for c in hand]
        self.vals = vals
        val = _subset_sums(vals)
        self.val = val
        self.count = _CARDS  # cards in a mask (the same for every hand)
        # Plays as masks of the hand, their attack value N and suit bits; Jesters left out.
        pmask = []
        pn = []
        bits_of = []
        heal_gain = []
        tav_after = []
        for play in plays:
            if play[0] == C.JOKER:
                continue
            m = 0
            bits = 0
            for c in play:
                m |= 1 << hand.index(c)
                bits |= 1 << (c & 3)
            pmask.append(m)
            pn.append(val[m])
            bits_of.append(bits)
        self.pmask = pmask
        self.pn = pn
        self.play_bits = bits_of
        self.tavern = tavern
        self.discard = discard
        self.seat = seat
        self.sizes = sizes
        self.max_hand = max_hand
        for j in range(len(pmask)):
            healed = pn[j] if pn[j] < discard else discard
            rate = _HEAL_RICH if tavern >= _HEAL_THIN else _HEAL_POOR
            heal_gain.append(healed * rate // 10)
            tav_after.append(tavern + healed)
        self.heal_gain = heal_gain
        self.tav_after = tav_after
        self.draw_memo = {}
        self.budget = budget

    # ----- pieces -----------------------------------------------------------------------

    def draws(self, size, n, tavern):
        """(cards this seat draws, cards all seats draw) for a Diamond of N with `size` cards
        left in this seat's hand."""
        code = self._draw_gain(size, n, tavern)
        return code & 15, code >> 8

    def _draw_gain(self, size, n, tavern):
        """The draws of a Diamond of N as one int: their worth * 4096 + cards all seats draw
        * 256 + cards this seat draws (remembered per size, N and tavern)."""
        key = (size * 64 + n) * 128 + tavern
        code = self.draw_memo.get(key)
        if code is None:
            sz = list(self.sizes)
            sz[self.seat] = size
            counts, order = draw_counts(self.seat, sz, self.max_hand, tavern, n)
            drawn = counts[self.seat]
            total = len(order)
            gain = drawn * _DRAW_VALUE + (total - drawn) * (_DRAW_VALUE - 1)
            code = gain * 4096 + total * 256 + drawn
            self.draw_memo[key] = code
        return code

    def pay(self, foe, mask, owed):
        """(least keep-value paid, mask paid) for `owed` from the cards of `mask`; cost -1 if
        they cannot pay."""
        code = self._pay(foe, mask, owed)
        return code >> 8, code & 255

    def _pay(self, foe, mask, owed):
        """`pay` as one int, cost * 256 + mask paid (memo entries are ints, not tuples).
        Depth-first over the cards, pruned, remembered per (mask, owed)."""
        key = mask * 64 + owed
        got = foe.pay_memo.get(key)
        if got is not None:
            return got
        val = self.val
        if val[mask] < owed:
            foe.pay_memo[key] = -256
            return -256
        keeps = foe.keeps
        vals = self.vals
        best = _BIG
        best_mask = 0
        # A stack entry is one int (no tuple per step): card position, damage still owed,
        # keep-value spent so far and the cards chosen, in fields of 4, 5, 9 and 8 bits.
        stack = [owed << 17]
        steps = 0
        while stack:
            steps += 1
            state = stack.pop()
            spent = (state >> 8) & 511
            need = (state >> 17) & 31
            if need == 0:
                if spent < best:
                    best = spent
                    best_mask = state & 255
                continue
            # A card's keep-value is at least its value: what is still owed costs at least that.
            if spent + need >= best:
                continue
            i = state >> 22
            rest = mask >> i << i  # the cards of `mask` from position i on
            if val[rest] < need:
                continue
            low = rest & -rest
            while low >> i != 1:
                i += 1
            # Leaving a card is tried first: of equal payments, the one keeping the earliest
            # cards of the hand wins (as `payment` picks on the device).
            after = need - vals[i]
            state = ((i + 1) << 22) | (state & 0x1FFFF)
            stack.append(state + ((after if after > 0 else 0) << 17) + (keeps[i] << 8) + low)
            stack.append(state + (need << 17))
        self.budget -= steps // 4
        got = best * 256 + best_mask
        foe.pay_memo[key] = got
        return got

    def resolve(self, foe, j, mask):
        """Play j from `mask`: (rest, gain, dealt, shield added, cards this seat draws)."""
        rest = mask & ~self.pmask[j]
        n = self.pn[j]
        act = foe.act[j]
        gain = 0
        drawn = 0
        if act & _H:
            gain = self.heal_gain[j]
        if act & _D:
            code = self._draw_gain(self.count[rest], n,
                                   self.tav_after[j] if act & _H else self.tavern)
            drawn = code & 15
            gain += code >> 12
        return rest, gain, (2 * n if act & _C else n), (n if act & _S else 0), drawn

    def one(self, foe, j, mask, left, shield):
        """One-ply score of play j: worth kept + gains - payment - what the enemy still costs."""
        return self.scores(foe, mask, left, shield, -_BIG, None, j, j + 1)

    def scores(self, foe, mask, left, shield, best, out, first, end):
        """The best of `best` and the one-ply scores of the plays first..end-1 that `mask` holds;
        with a list `out`, each is also appended as score * 64 + play index. The innermost step
        of the search: everything it reads is fetched once, before the loop."""
        pmask = self.pmask
        pn = self.pn
        acts = foe.act
        worth = foe.worth
        val = self.val
        count = self.count
        pay_memo = foe.pay_memo
        draw_memo = self.draw_memo
        owed0 = foe.attack - shield
        scored = 0
        for j in range(first, end):
            m = pmask[j]
            if m & mask != m:
                continue
            scored += 1
            rest = mask ^ m
            n = pn[j]
            act = acts[j]
            gain = 0
            drawn = 0
            if act & _H:
                gain = self.heal_gain[j]
            if act & _D:
                tavern = self.tav_after[j] if act & _H else self.tavern
                size = count[rest]
                code = draw_memo.get((size * 64 + n) * 128 + tavern)
                if code is None:
                    code = self._draw_gain(size, n, tavern)
                drawn = code & 15
                gain += code >> 12
            after = left - (2 * n if act & _C else n)
            if after <= 0:
                score = worth[rest] + gain + _KILL_BONUS
                if after == 0:
                    score += _EXACT_BONUS
            else:
                owed = owed0 - n if act & _S else owed0
                if owed > 0:
                    got = pay_memo.get(rest * 64 + owed)
                    if got is None:
                        got = self._pay(foe, rest, owed)
                    cost = got >> 8
                    if cost < 0:
                        if val[rest] + drawn * _DRAW_VALUE < owed:
                            cost = _BIG  # marks a death
                        else:
                            cost = owed + 5  # relies on cards not yet drawn
                else:
                    owed = 0
                    cost = 0
                if cost == _BIG:
                    score = DEATH + val[rest]
                else:
                    # enemy_cost(after, owed) written out
                    turns = (after + _DAMAGE_PER_TURN - 1) // _DAMAGE_PER_TURN
                    score = worth[rest] + gain - cost - after - (turns - 1) * owed
            if out is not None:
                out.append(score * 64 + j)
            if score > best:
                best = score
        self.budget -= scored
        return best

    def two(self, foe, j, mask, left, shield, deep, width, after):
        """Resolve play j, pay if attacked, add the best reply (against the same enemy, or
        after a kill against the next enemy `after`, a (Foe, health) pair or None)."""
        rest, gain, dealt, shielded, drawn = self.resolve(foe, j, mask)
        left -= dealt
        if left <= 0:
            bonus = _KILL_BONUS + (_EXACT_BONUS if left == 0 else 0)
            if after is None:
                return WIN
            nxt, h = after
            # The next enemy costs the same in every future: count only what this play changes.
            return gain + bonus + self.reply(nxt, rest, h, 0, 0, 0, None) + enemy_cost(
                h, nxt.attack)
        shield += shielded
        owed = foe.attack - shield
        if owed > 0:
            if self.val[rest] < owed:
                return self.one(foe, j, mask, left + dealt, shield - shielded)
            rest &= ~(self._pay(foe, rest, owed) & 255)
        return gain + self.reply(foe, rest, left, shield, deep, width, after)

    def reply(self, foe, mask, left, shield, deep, width, after):
        """The best score of a play from `mask` (the empty-hand score if none is better)."""
        if shield > foe.attack:
            shield = foe.attack
        key = ((mask * 64 + left) * 32 + shield) * 4 + deep
        memo = foe.memo
        got = memo.get(key)
        if got is not None:
            return got
        owed = foe.attack - shield
        best = -_EMPTY_HAND - enemy_cost(left, owed if owed > 0 else 0)
        end = len(self.pmask)
        if deep <= 0 or self.budget <= 0:
            best = self.scores(foe, mask, left, shield, best, None, 0, end)
        else:
            scored = []
            self.scores(foe, mask, left, shield, best, scored, 0, end)
            scored.sort(reverse=True)
            for k in range(min(width, len(scored))):
                score = scored[k] >> 6
                if score > DEATH and self.budget > 0:
                    score = self.two(foe, scored[k] & 63, mask, left, shield, deep - 1, width,
                                     after)
                if score > best:
                    best = score
        memo[key] = best
        return best

"""The Regicide bot's Hard level: the Normal bot's plays (in solo with twice its search) with
a care for the next seat, and payments chosen by what the cards kept can still do.

`choose(view, normal)` is `bot.choose(view, "hard")`: `normal(view, budget, risk)` is the Normal
bot (passed in, so that this module never imports the bot). Normal pays an attack with the
cards of least keep-value, card by card; Hard lists every payment that leaves no card needless,
takes the cheapest by keep-value (`PAY_CANDIDATES` in solo, `TEAM_PAY_CANDIDATES` with
teammates), and plans the next plays of each hand that is left (`Plan.reply`, two reply levels
deep in solo, one with teammates, whose turns come first), keeping the payment whose hand plans
best: a pair or an Ace kept for a kill, a Club kept to double the blow that finishes the
enemy. Its plays are Normal's, in solo with `BUDGET` plays of search instead of 320, and with
teammates less the `next_seat_risk` of each: an enemy left alive with an attack the next
seat's few cards may not pay (counting what a Diamond draws into them), plus the team's
cards: a card a Diamond draws into a teammate's hand, and one a Heart heals into a thin
tavern, count more than the search's own hand counts them. It sees only the seat's view, as
Normal does. Imported on its first use: a game with no Hard bot never loads it.
"""
from shared_rules.compat import const
from shared_rules.regicide.game import legal_plays
from shared_rules.regicide.plan import Foe, Plan
from shared_rules.regicide.rules import (
    PAY, PHASE_PAY, _VALUES, draw_counts, enemy_attack, enemy_health)

BUDGET = const(640)  # plays scored per decision in solo (Normal, and Hard with teammates: 320)
PAY_CANDIDATES = const(16)  # the cheapest payments whose hands are planned, in solo
# ... with teammates: as many games won with 8 as with 16 on the tuning seeds (2-4 players),
# and the emulated Pico's slowest two-player payment within its 150 ms
TEAM_PAY_CANDIDATES = const(8)
SOLO_DEPTH = const(2)  # reply levels planned after a payment in solo
TEAM_DEPTH = const(1)  # ... with teammates
REPLY_WIDTH = const(6)  # replies followed per level, as Normal's
# The next seat's risk (team games): points of score per point of attack that its other
# cards, counted at CARD_GUESS each, may not cover; none when a card of KILLABLE may kill.
RISK_WEIGHT = const(2)
CARD_GUESS = const(5)
KILLABLE = const(10)
# ... and the worth of a card a Diamond draws for a teammate, over the search's own count
TEAM_DRAW = const(12)
# ... and of a card a Heart heals into a tavern of fewer than HEAL_THIN cards: the draws to come
HEAL = const(4)
HEAL_THIN = const(20)


def choose(view, normal):
    """The Hard bot's move for `view`; `normal(view, budget)` is the Normal bot's."""
    if view.phase == PHASE_PAY:
        owed = view.owed
        total = 0
        for c in view.hand:
            total += _VALUES[c >> 2]
        if total >= owed:
            return (PAY,) + payment(view)
    # (with teammates Normal's search: twice it won no more games on the held-out seeds, and
    # took the emulated Pico's slowest two-player decision to 163 ms of the 150 allowed)
    return normal(view, BUDGET if view.players == 1 else None, next_seat_risk)


def next_seat_risk(view, attack, left, shield, plan, foe, j):
    """What play `j` of `plan` (-1: a yield), leaving the enemy with `left` health and
    `shield`, may cost the team (team games; a negative risk is a gain):
    - the next seat plays one of its cards and must then pay the rest of the attack from the
      others (its hand size is public, its cards are not; a Diamond's draws count in it);
    - every card a Diamond draws into a teammate's hand is worth TEAM_DRAW points more than
      the search counts it: the team's cards, not the seat's own, are what pays the attacks;
    - every card a Heart heals into a thin tavern (fewer than HEAL_THIN cards) HEAL points
      more: the team's Diamonds have cards to draw."""
    players = view.players
    if players == 1:
        return 0
    turn = view.turn
    nxt = (turn + 1) % players
    size = view.hand_sizes[nxt]
    gain = 0
    act = foe.act[j] if j >= 0 else 0
    if act & 4:  # a Diamond that acts: who draws is public (rules.draw_counts)
        sizes = list(view.hand_sizes)
        sizes[turn] = plan.count[plan.full & ~plan.pmask[j]]
        tavern = plan.tav_after[j] if act & 2 else plan.tavern
        counts = draw_counts(turn, sizes, view.max_hand, tavern, plan.pn[j])[0]
        size += counts[nxt]
        for p in range(players):
            if p != turn:
                gain += TEAM_DRAW * counts[p]
    if act & 2 and plan.tavern < HEAL_THIN:  # a Heart that acts, the tavern running thin
        gain += HEAL * (plan.tav_after[j] - plan.tavern)
    if left <= KILLABLE:
        return -gain
    short = attack - shield - CARD_GUESS * (size - 1)
    return (RISK_WEIGHT * short if short > 0 else 0) - gain


def minimal_payments(plan, owed):
    """The masks of the hand's cards that pay `owed` with no card needless: their total is at
    least `owed`, and less without any one of them."""
    vals = plan.vals
    totals = plan.val  # the total of every mask
    n = len(vals)
    found = []
    for mask in range(1, 1 << n):
        total = totals[mask]
        if total < owed:
            continue
        low = 99
        for i in range(n):
            if mask >> i & 1 and vals[i] < low:
                low = vals[i]
        if total - low < owed:
            found.append(mask)
    return found


def payment(view):
    """The payment (a sorted tuple of cards) whose kept hand plans best (see the docstring)."""
    hand = view.hand
    enemy = view.enemy
    plan = Plan(hand, legal_plays(hand), view.tavern_size, view.discard_size, view.seat,
                view.hand_sizes, view.max_hand, BUDGET)
    foe = Foe(plan, enemy & 3, view.jester, enemy_attack(enemy))
    after = None
    if view.castle:
        health = enemy_health(view.castle[0])  # the castle is sorted: the next tier first
        after = (Foe(plan, -1, False, health // 2), health)
    # cheapest first: keep-value paid * 256 + mask, one int each (a fixed order everywhere)
    worth = foe.worth
    cheapest = sorted(worth[m] * 256 + m for m in minimal_payments(plan, view.owed))
    left = enemy_health(enemy) - view.damage
    solo = view.players == 1
    depth = SOLO_DEPTH if solo else TEAM_DEPTH
    best = 0
    best_score = 0
    for k in range(min(PAY_CANDIDATES if solo else TEAM_PAY_CANDIDATES, len(cheapest))):
        paid = cheapest[k] & 255
        score = plan.reply(foe, plan.full & ~paid, left, view.shield, depth, REPLY_WIDTH,
                           after)
        if k == 0 or score > best_score:
            best = paid
            best_score = score
    return tuple(sorted(hand[i] for i in range(len(hand)) if best >> i & 1))

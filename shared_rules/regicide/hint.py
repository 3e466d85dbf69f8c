"""The Regicide Hint with its reason (issue 40): the Normal bot's move and one or two short
lines saying why, for the panel (at most 21 characters a line).

`hint(view)` returns `(move, why)`: `move` is `bot.choose(view)`, `why` its reason, lines
joined by a newline: a play says what it deals, the suit power that acts (the shield, the
Clubs' double, the cards healed or drawn, or the enemy's immunity that blocks it) and what it
leads to (the enemy killed, exactly, or its attack and what is left to pay); a payment, what
it pays and what the bot keeps; a yield, a Jester flip or the next player, why. Cards are
written as the panel draws them (rank and suit glyph, ⑩ for a Ten). Imported for a Hint alone.
"""
from shared_rules import cards as C
from shared_rules.regicide import bot
from shared_rules.regicide.rules import (
    FLIP, NEXT, PAY, PLAY, YIELD, _VALUES, active_suits, draw_counts, enemy_attack,
    enemy_health)

WIDTH = 21  # characters of a panel line
_RANKS = "A23456789\u2469JQK"
_SUITS = "\u2660\u2665\u2666\u2663"  # ♠ ♥ ♦ ♣, the order of the card codes' suits


def label(c):
    """A card as the panel writes it: "5♠", "⑩♥", "Jester"."""
    if c == C.JOKER:
        return "Jester"
    return _RANKS[(c >> 2) - 1] + _SUITS[c & 3]


def labels(play):
    return "".join(label(c) for c in play)


def _fit(line, extra):
    """`line` with `extra` added after a comma when the whole still fits a panel line."""
    longer = line + ", " + extra
    return longer if len(longer) <= WIDTH else line


def play_reason(view, play):
    """Why `play` (a tuple of card codes) now: what it deals and does, then what follows."""
    enemy = view.enemy
    if play[0] == C.JOKER:
        return "Jester: no immunity\n%s powers work" % _SUITS[enemy & 3]
    n = 0
    for c in play:
        n += _VALUES[c >> 2]
    suits = active_suits(play, enemy, view.jester)
    damage = n * 2 if suits & 8 else n
    line = "%s: %d dmg" % (labels(play), damage)
    for c in play:
        if c & 3 == enemy & 3 and not view.jester:
            line = _fit(line, "%s immune" % _SUITS[enemy & 3])
            break
    if suits & 8:
        line = _fit(line, "\u2663x2")
    if suits & 1:
        line = _fit(line, "shield %d" % n)
    if suits & 2:
        healed = min(n, view.discard_size)
        if healed:
            line = _fit(line, "heal %d" % healed)
    if suits & 4:
        sizes = list(view.hand_sizes)
        sizes[view.seat] -= len(play)
        drawn = sum(draw_counts(view.seat, sizes, view.max_hand, view.tavern_size, n)[0])
        if drawn:
            line = _fit(line, "draw %d" % drawn)
    left = enemy_health(enemy) - view.damage - damage
    if left == 0:
        return line + "\nexact kill: to tavern"
    if left < 0:
        return line + "\nkills %s" % label(enemy)
    shield = view.shield + (n if suits & 1 else 0)
    attack = enemy_attack(enemy)
    owed = attack - shield if attack > shield else 0
    return line + "\nattack %d, you pay %d" % (attack, owed)


def hint(view):
    """(the Normal bot's move for `view`, the reason in one or two lines)."""
    move = bot.choose(view)
    kind = move[0]
    if kind == PLAY:
        return move, play_reason(view, move[1:])
    if kind == PAY:
        paid = 0
        for c in move[1:]:
            paid += _VALUES[c >> 2]
        text = labels(move[1:])
        if len(text) + 4 > WIDTH:
            text = "%d cards" % (len(move) - 1)
        return move, "pay %s\n%d owed, best kept" % (text, view.owed)
    if kind == YIELD:
        attack = enemy_attack(view.enemy)
        owed = attack - view.shield if attack > view.shield else 0
        return move, "yield: keep your hand\nattack %d, you pay %d" % (attack, owed)
    if kind == FLIP:
        return move, "flip a Jester:\na fresh hand"
    if kind == NEXT:
        return move, "P%d plays next:\nthe most cards" % (move[1] + 1)
    return move, ""

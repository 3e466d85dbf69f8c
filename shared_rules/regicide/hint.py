"""The Regicide Hint with its reason (issue 40): the Normal bot's move and one or two short
lines saying why, for the panel (at most 21 characters a line).

`hint(view)` returns `(move, why)`: `move` is `bot.choose(view)`, `why` its reason as a refusal
(shared_rules/compat.py: a code and its values in notation, cards "5S" and "5S+5H", suits "C",
seats "seat 1"): a play says what it deals, the suit powers that act (the shield, the Clubs'
double, the cards healed or drawn, or the enemy's immunity that blocks it) and what it leads to
(the enemy killed, exactly, or its attack and what is left to pay); a payment, what it pays and
what the bot keeps; a yield, a Jester flip or the next player, why. The code's lines are
parted by "\\n", the first line's parts by ", ": `lines(why, say)` words each part in the
screen's language (`say(code, values)`) and keeps the first line's later parts only while the
line fits the panel. Imported for a Hint alone.
"""
from shared_rules import cards as C
from shared_rules.compat import english
from shared_rules.regicide import bot
from shared_rules.regicide.rules import (
    FLIP, NEXT, PAY, PLAY, YIELD, _VALUES, active_suits, draw_counts, enemy_attack,
    enemy_health)

WIDTH = 21  # characters of a panel line
_SUITS = "SHDC"  # the suit letters of the notation, in the card codes' order


def label(c):
    """A card as the notation writes it ("5S", "TH"; "JK" for the Jester)."""
    return C.token(c)


def labels(play):
    return "+".join([label(c) for c in play])


def play_reason(view, play):
    """Why `play` (a tuple of card codes) now: what it deals and does, then what follows."""
    enemy = view.enemy
    if play[0] == C.JOKER:
        return "Jester: no immunity\n%s powers work", (_SUITS[enemy & 3],)
    n = 0
    for c in play:
        n += _VALUES[c >> 2]
    suits = active_suits(play, enemy, view.jester)
    damage = n * 2 if suits & 8 else n
    code = "%s: %s dmg"
    values = [labels(play), damage]
    for c in play:
        if c & 3 == enemy & 3 and not view.jester:
            code += ", %s immune"
            values.append(_SUITS[enemy & 3])
            break
    if suits & 8:
        code += ", \u2663x2"
    if suits & 1:
        code += ", shield %s"
        values.append(n)
    if suits & 2:
        healed = min(n, view.discard_size)
        if healed:
            code += ", heal %s"
            values.append(healed)
    if suits & 4:
        sizes = list(view.hand_sizes)
        sizes[view.seat] -= len(play)
        drawn = sum(draw_counts(view.seat, sizes, view.max_hand, view.tavern_size, n)[0])
        if drawn:
            code += ", draw %s"
            values.append(drawn)
    left = enemy_health(enemy) - view.damage - damage
    if left == 0:
        code += "\nexact kill: to tavern"
    elif left < 0:
        code += "\nkills %s"
        values.append(label(enemy))
    else:
        shield = view.shield + (n if suits & 1 else 0)
        attack = enemy_attack(enemy)
        code += "\nattack %s, you pay %s"
        values += [attack, attack - shield if attack > shield else 0]
    return code, tuple([str(v) for v in values])


def hint(view):
    """(the Normal bot's move for `view`, the reason: a refusal, in one or two lines)."""
    move = bot.choose(view)
    kind = move[0]
    if kind == PLAY:
        return move, play_reason(view, move[1:])
    if kind == PAY:
        if len(move) - 1 > 5:  # (a line holds five cards and the verb in every language)
            return move, ("pay %s cards\n%s owed, best kept", (str(len(move) - 1),
                                                                str(view.owed)))
        return move, ("pay %s\n%s owed, best kept", (labels(move[1:]), str(view.owed)))
    if kind == YIELD:
        attack = enemy_attack(view.enemy)
        owed = attack - view.shield if attack > view.shield else 0
        return move, ("yield: keep your hand\nattack %s, you pay %s", (str(attack), str(owed)))
    if kind == FLIP:
        return move, ("flip a Jester:\na fresh hand", ())
    if kind == NEXT:
        return move, ("%s plays next:\nthe most cards", ("seat %d" % move[1],))
    return move, ("", ())


def lines(why, say=None, value=None):
    """The reason `why` (`hint`'s) as the panel's lines: each part worded by `say(code,
    values)` (English notation by default), each value first by `value(word)` when given (the
    cards of "5S+5H" one by one, written together: "5♠5♥"), the first line's later parts each
    kept only while the line fits WIDTH."""
    code, values = why
    if value is not None:
        values = ["".join([value(v) for v in word.split("+")]) for word in values]
    out = []
    i = 0
    for row in code.split("\n"):
        parts = row.split(", ") if not out else [row]
        line = ""
        for part in parts:
            n = part.count("%s")
            said = (say or _english)(part, tuple(values[i:i + n]))
            i += n
            if not line:
                line = said
            elif len(line) + 2 + len(said) <= WIDTH:
                line += ", " + said
        out.append(line)
    return out


def _english(code, values):
    return english((code, values))

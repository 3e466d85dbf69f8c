"""The King Hint with its reason (issue 40): the Normal bot's move and a short sentence
saying why, for the panel (two lines of 21 characters once worded).

`hint(view)` returns `(move, why)`: `move` is `bot.choose(view)`, `why` its reason as a
refusal does (shared_rules/compat.py): a code, the English sentence with a `%s` a value, and
its values in notation (a card "QH", a suit "C", a number, a move). The mode words it in its
language (firmware/wording.py's `said`: cards in the language's ranks) and wraps it to the
panel; `english(why)` is its English line. A card says what it does to the trick as the seat
can see it: in a deal where tricks (or their cards) cost, whether it stays under the winning
card ("you avoid the trick"), is the lowest when every card wins, is a penalty card thrown
while void; in a positive deal, whether it wins (a trump, the top card left, the cheapest
winner as last to play) or is the lowest card when none wins. An auction word says what the
hand is worth. Imported for a Hint alone.
"""
from shared_rules.king import bot
from shared_rules.cards import SUIT_LETTERS, token
from shared_rules.king.rules import BID, CONTRACT, DECIDE, PLAY, card_strength
from shared_rules.compat import refuse

WIDTH = 21  # characters of a panel line


def _avoid_reason(view, c):
    kind = "negative" if view.negative_contract else view.kind
    trick = view.trick
    if trick:
        w = trick[bot._winning_index(view)]
        if c & 3 == trick[0] & 3:
            if not bot._beats(c, w, view.trump):
                return refuse("%s: under the %s, you avoid the trick", token(c), token(w))
            if c == max(view.legal, key=card_strength):
                return refuse("%s: the trick is yours: shed the top", token(c))
            return refuse("%s: you must go over, so the lowest of them", token(c))
        if bot._penalty(kind, c):
            return refuse("%s: you have no %s, throw a penalty card", token(c),
                          SUIT_LETTERS[trick[0] & 3])
        return refuse("%s: you have no %s, throw a high card", token(c),
                      SUIT_LETTERS[trick[0] & 3])
    if bot._master(bot._unseen(view), c):
        return refuse("%s: every lead wins, this one costs least", token(c))
    return refuse("%s: a low lead, others will go over", token(c))


def _win_reason(view, c):
    trick = view.trick
    trump = view.trump
    if trick:
        w = trick[bot._winning_index(view)]
        if not bot._beats(c, w, trump):
            return refuse("%s: nothing wins it, your least card", token(c))
        if len(trick) == 3:
            return refuse("%s: last to play, the cheapest winner", token(c))
        if c & 3 == trump and trick[0] & 3 != trump:
            return refuse("%s: a trump wins the trick", token(c))
        return refuse("%s: over the %s to win the trick", token(c), token(w))
    if bot._master(bot._unseen(view), c):
        return refuse("%s: the top card left, a sure trick", token(c))
    return refuse("%s: low from a long suit, to set it up", token(c))


def card_reason(view, c):
    """Why card `c` now (one of view.legal)."""
    if len(view.legal) == 1:
        return refuse("%s: the only card you may play", token(c))
    if view.kind == "positive" and not view.negative_contract:
        return _win_reason(view, c)
    if view.kind in ("last_two", "tricks_last_two") and view.trick_number < view.n_tricks - 2:
        if view.kind == "last_two":
            return refuse("%s: early tricks are free: shed high cards", token(c))
    return _avoid_reason(view, c)


def _tricks(tenths):
    return (tenths + 5) // 10


def auction_reason(view, move):
    """Why an auction word, from what the hand is worth (the bot's own estimates)."""
    short = view.short
    if view.phase == CONTRACT:
        if move == "negative":
            return refuse("negative: about %s tricks would be yours", _tricks(
                bot.estimate_negative(view.hand)))
        if move == "notrump":
            return refuse("no trumps: about %s tricks for you", _tricks(
                bot.estimate_tricks(view.hand, -1, short)))
        if move.startswith("trump "):
            s = "SHDC".index(move[6])
            return refuse("trumps %s: about %s tricks for you", move[6], _tricks(
                bot.estimate_tricks(view.hand, s, short)))
        return refuse("%s: no contract is worth more", move)
    if view.phase == BID:
        if move == "pass":
            return refuse("pass: the right to choose costs too much")
        return refuse("bid %s: your hand is worth that price", move)
    if view.phase == DECIDE:
        if move == "accept":
            return refuse("accept: the price beats your own deal")
        if move == "reject":
            return refuse("reject: your hand is worth more")
        if move.startswith("ultimatum"):
            return refuse("%s: sell at that or keep", move)
        return refuse("%s: no contract is worth more", move)
    if move == "take":
        return refuse("take: the price is worth your hand")
    return refuse("decline: too dear for your hand")


def hint(view):
    """(the Normal bot's move for `view`, its reason: a code and its values)."""
    move = bot.choose(view)
    if view.phase == PLAY:
        return move, card_reason(view, move)
    return move, auction_reason(view, move)

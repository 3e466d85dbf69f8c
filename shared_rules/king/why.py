"""The King engine's refusals: why a card may not be played now, why a move is refused, and
why hands entered for a deal are not a deal. Imported for a refusal alone
(`compat.import_once`): on a board its words are in RAM only then.

A refusal a screen shows is raised as a `Refused` (a ValueError): its args are the refusal
(shared_rules/compat.py: the code, the English sentence with a `%s` a value, and the values in
notation), its str the English line, as the command line and the tests read it; the screens
word its args (firmware/wording.py's `said`).
"""
from shared_rules import cards
from shared_rules.compat import const
from shared_rules.compat import english, refuse
from shared_rules.king.rules import heart_lead_banned

_HEARTS = const(1)


def check_hands(game, hands):
    """ValueError unless `hands` are a deal of `game`'s deck: 4 hands, all different cards."""
    if not (isinstance(hands, list) and len(hands) == 4):
        raise ValueError("a deal is 4 hands")
    seen = bytearray(64)
    for s in range(4):
        if not isinstance(hands[s], list) or len(hands[s]) != game.n_tricks:
            raise ValueError("seat %d must be dealt %d cards" % (s, game.n_tricks))
        for c in hands[s]:
            if c not in game.deck:
                raise ValueError("%r is not a card of the %d-card deck" % (c, len(game.deck)))
            if seen[c]:
                raise ValueError("%s is dealt twice" % cards.token(c))
            seen[c] = 1


class Refused(ValueError):
    """A refused move: its args are the refusal (code, values), its str the English line."""

    def __str__(self):
        return english(self.args)


def refused(code, *values):
    """The `Refused` of the refusal `code` naming `values` (shared_rules/compat.py)."""
    return Refused(*refuse(code, *values))


def why_not(game, c):
    """The refusal of card `c`, not playable now ("%s cannot be played: …", the card first)."""
    t = cards.token(c)
    seat = "seat %d" % game.current_player()
    if game.played[c]:
        return refuse("%s cannot be played: %s was already played in this deal", t, t)
    if game.hands is not None:
        hand = game.hands[game.current_player()]
        if c not in hand:
            return refuse("%s cannot be played: %s is not in %s's hand", t, t, seat)
        if game.trick:
            led = game.trick[0] & 3
            if any(x & 3 == led for x in hand):
                return refuse("%s cannot be played: %s must follow suit %s", t, seat,
                              cards.SUIT_LETTERS[led])
            return refuse("%s cannot be played: %s must play the King of hearts", t, seat)
        if (heart_lead_banned(game.kind(), game.options) and c & 3 == _HEARTS and
                any(x & 3 != _HEARTS for x in hand)):
            return refuse("%s cannot be played: no heart lead while holding another suit in "
                          "this deal", t)
    return refuse("%s cannot be played: the King of hearts may be led only as the player's "
                  "last card", t)

"""The King engine's refusals in words: why a card may not be played now, and why hands
entered for a deal are not a deal. Imported for a refusal alone (`compat.import_once`): on a
board its words are in RAM only then.
"""
from shared_rules import cards
from shared_rules.compat import const
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


def why_not(game, c):
    """The reason card `c` may not be played now."""
    t = cards.token(c)
    seat = game.current_player()
    if game.played[c]:
        return "%s was already played in this deal" % t
    if game.hands is not None:
        hand = game.hands[seat]
        if c not in hand:
            return "%s is not in seat %d's hand" % (t, seat)
        if game.trick:
            led = game.trick[0] & 3
            if any(x & 3 == led for x in hand):
                return "seat %d must follow suit %s" % (seat, cards.SUIT_LETTERS[led])
            return "seat %d holds the King of hearts and must play it" % seat
        if (heart_lead_banned(game.kind(), game.options) and c & 3 == _HEARTS and
                any(x & 3 != _HEARTS for x in hand)):
            return "no heart lead while holding another suit in this deal"
    return "the King of hearts may be led only as the player's last card"

"""King's rules of play that every part of the engine shares (rules/king.md): the phases of a
deal, which card wins a trick, and which deals ban a heart lead or rule the King of hearts.

Imported with `shared_rules/king/game.py` and by the parts it loads for a step (the auction,
a position's loader, a refusal's words) and the bots, none of which it imports: so they need
not import the game for its constants.
"""
from shared_rules.compat import const

# Phases of a deal.
BID = const(0)
DECIDE = const(1)
ANSWER = const(2)
CONTRACT = const(3)
PLAY = const(4)
OVER = const(5)

KING_OF_HEARTS = const(53)  # cards.card(KING, HEARTS)

# Deal kinds with the heart-lead ban, and with the K♥ rules (led last; forced when void).
# Deal 5 (king_hearts) bans only K♥ leads; its heart-lead ban is the deal5_heart_ban Option.
HEART_BAN_KINDS = ("hearts", "hearts_king")
KING_RULE_KINDS = ("king_hearts", "hearts_king")


def heart_lead_banned(kind: str, options: dict) -> bool:
    """True when a deal of `kind` forbids leading a heart while holding another suit."""
    if kind == "king_hearts":
        return options["deal5_heart_ban"]
    return kind in HEART_BAN_KINDS


def card_strength(c: int) -> int:
    """0 (a Two) … 12 (an Ace): Ace is high in King."""
    return (((c & 63) >> 2) + 11) % 13


def beats(c: int, best: int, led: int, trump: int) -> bool:
    """True when card `c` beats the trick's best card so far `best` (led suit, trump or -1)."""
    sc = c & 3
    sb = best & 3
    if sc == sb:
        return card_strength(c) > card_strength(best)
    return sc == trump


def trick_winner(leader: int, trick: list, trump: int = -1) -> int:
    """Seat that wins a trick: cards in play order from `leader`; trump is a suit or -1."""
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best], trick[0] & 3, trump):
            best = i
    return (leader + best) % 4

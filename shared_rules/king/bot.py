"""King bots: one decision at a time from a seat's view (`view.KingView`), never the state.

`choose(view)` returns the bot's move for every decision of the game: bids, the auctioneer's
decision, the answer to an ultimatum, the contract and the card to play. It reads only the
view: its own hand and what is public (cards played, proven voids, the trick, bids, contract),
so it plays exactly as a human in its seat could (the benchmark's simpler opponents are in
tests/support/king_players.py, never deployed). Hand estimates are in tenths of a trick, integers only
(no floats on the board's heap).
"""
from shared_rules.compat import const
from shared_rules.levels import LEVELS, decide  # noqa: F401 - LEVELS offered to the bot's callers
from shared_rules.king.points import BIDS, bid_value
from shared_rules.king.rules import BID, CONTRACT, DECIDE, KING_OF_HEARTS, PLAY, card_strength

_TYPING = const(0)  # mypy takes the branch below (pyproject.toml), MicroPython drops it
if _TYPING:
    from shared_rules.king.view import KingView  # noqa: TC001 - under `if _TYPING:`, which ruff does not know

_HEARTS = 1
_QUEEN = 12
_JACK = 11
_KING = 13


# card_strength of every card code, looked up instead of called in the bot's loops.
_STRENGTH = tuple((((c & 63) >> 2) + 11) % 13 for c in range(64))


def _by_suit(hand):
    """The hand's cards by suit, each suit from its lowest to its highest card."""
    suits = ([], [], [], [])
    for c in sorted(hand):  # by code: Ace, Two, ..., King within a suit
        suits[c & 3].append(c)
    for s in suits:
        if s and s[0] >> 2 == 1:
            s.append(s.pop(0))  # the Ace is high in King
    return suits


# estimate_tricks' weights: credits (tenths) for a card one, two, three places below the top
# still out; a trump beyond the `from`-th; a void, a singleton beside 3+ trumps; a long suit's
# card beyond the `from`-th (no trump). Normal's; Hard's for trumps, for no trump (fitted on
# seeds 800000-801999: the baselines throw high cards, so second and third cards win often).
_WEIGHTS = (6, 3, 0, 8, 3, 12, 5, 4, 5)
_HARD_TRUMP = (6, 5, 0, 15, 2, 6, 5, 4, 5)
_HARD_NOTRUMP = (10, 7, 4, 8, 3, 12, 5, 5, 3)


def estimate_tricks(hand, trump, short=False, w=_WEIGHTS):
    """Tenths of the tricks `hand` should win as declarer with `trump` (a suit or -1)."""
    suits = _by_suit(hand)
    est = 0
    long_from = 3 if short else w[7]
    for s in range(4):
        cs = suits[s]
        n = len(cs)
        for i in range(n):
            st = _STRENGTH[cs[i]]
            above = n - 1 - i  # my cards above this one
            gap = 12 - st - above  # higher cards held by others
            if gap <= 0:
                est += 10
            elif 0 < gap <= i and gap <= 3:
                est += w[gap - 1]
        if s == trump:
            if n > w[4]:
                est += (n - w[4]) * w[3]
        elif trump >= 0:
            tl = len(suits[trump])
            if tl >= 3:
                if n == 0:
                    est += w[5]
                elif n == 1:
                    est += w[6]
        elif n > long_from and cs and _STRENGTH[cs[-1]] >= 11:
            est += (n - long_from) * w[8]
    return est


def estimate_negative(hand, hard=False):
    """Tenths of the tricks `hand` is likely to take while trying to take none (`hard`: Hard's
    weights, fitted as _HARD_TRUMP's: Eights and up are a risk, Sevens and down cover)."""
    top, step, cover = (4, 2, 5) if hard else (7, 3, 4)
    suits = _by_suit(hand)
    risk = 0
    for cs in suits:
        low = 0
        for c in cs:
            st = _STRENGTH[c]
            if st <= cover:
                low += 1
            elif st > top:
                r = (st - top) * step - low * 4
                if r > 0:
                    risk += r
    return risk


def _best_contract(hand, legal, short, risk=3):
    """(expected points, contract) of the best contract in `legal` for this hand; `risk`: what
    each tenth of a trick the negative contract may take costs, in tenths of a trick's points
    (3 for Normal, 4 for Hard: it found the negative contract too cheap)."""
    per = 30 if short else 25
    n = 8 if short else 13
    best = None
    for m in legal:
        if m == "negative":
            v = per * n - per * risk * estimate_negative(hand) // 10
        elif m == "notrump":
            v = per * estimate_tricks(hand, -1, short) // 10
        elif m.startswith("trump "):
            v = per * estimate_tricks(hand, "SHDC".index(m[6]), short) // 10
        else:
            continue
        if best is None or v > best[0]:
            best = (v, m)
    return best


_RISK = (3, 4)  # _best_contract's risk: Normal, Hard


def _hard_contract(hand, legal):
    """Hard's (expected points, contract) in a 52-card deal: each contract's points against
    the benchmark's baselines, fitted on its estimate (seeds 800000-801999), as the seat's lead
    over the others' mean, then back to the seat's own points (the deal's points sum to 325)."""
    best = (100, "4-3-3")  # 4-3-3 leads the others by 25
    for m in legal:
        if m == "negative":
            lead = 300 - 8 * estimate_negative(hand, True)
        elif m == "notrump":
            lead = 3 * estimate_tricks(hand, -1, False, _HARD_NOTRUMP) - 67
        elif m.startswith("trump "):
            lead = estimate_tricks(hand, "SHDC".index(m[6]), False, _HARD_TRUMP) * 22 // 10 - 88
        else:
            continue
        if (3 * lead + 325) // 4 > best[0] or best[1] not in legal:
            best = ((3 * lead + 325) // 4, m)
    return best


def _price(bid, auctioneer, options):
    """What the buyer of `bid` expects to pay when the auctioneer takes `auctioneer` tenths of
    a trick (king_points.payment): a minus bid −N pays only for the auctioneer's first N."""
    if bid[0] == "+":
        return bid_value(bid, options)
    n = (ord(bid[1]) - 48) * 10
    return bid_value(bid, options) * (n if auctioneer > n else auctioneer) // n


def _affordable(view):
    """Indexes in BIDS this seat would pay for the right to choose (its estimate, a margin)."""
    hand = view.hand
    short = view.short
    per = 30 if short else 25
    n = 8 if short else 13
    plus = 0
    for t in range(4):
        e = estimate_tricks(hand, t, short)
        if e > plus:
            plus = e
    gain_plus = per * plus // 10 - per * n // 4  # above a fair share
    risk = estimate_negative(hand)
    gain_neg = per * n - per * 3 * risk // 10 - per * n // 4
    # In the negative contract the three others share the tricks this seat does not take.
    auctioneer = (n * 10 - risk) // 3
    out = []
    for i in range(len(BIDS)):
        b = BIDS[i]
        gain = gain_neg if b[0] == "-" else gain_plus
        if gain - _price(b, auctioneer, view.options) >= per * 2:
            out.append(i)
    return out


def _bid(view):
    ok = _affordable(view)
    choice = "pass"
    best_rank = 99
    for m in view.legal:
        if m == "pass":
            continue
        i = BIDS.index(m)
        if i in ok and i < best_rank:
            best_rank = i
            choice = m
    return choice


def _decide(view, hard):
    legal = view.legal
    if legal == ["accept"]:
        return "accept"
    short = view.short
    per = 30 if short else 25
    n = 8 if short else 13
    every = ("negative", "notrump", "trump C", "trump D", "trump H", "trump S")
    if hard and not short:
        keep = _hard_contract(view.hand, every)[0]
    else:
        keep = _best_contract(view.hand, every, short, _RISK[hard])[0]
    bid = BIDS[view.best]
    # If sold, the auctioneer defends: about a quarter of the tricks at most.
    defend = per * estimate_tricks(view.hand, -1, short) * 7 // 100
    mine = n * 10 // 3  # tenths: against a negative contract it takes a third of the tricks
    if bid[0] == "-":
        defend = per * n - per * 3 * mine // 10
        if defend < 0:
            defend = 0
    sold = _price(bid, mine, view.options) + defend
    if "4-3-3" in legal and 100 >= keep and 100 >= sold:
        return "4-3-3"
    if sold >= keep:
        return "accept"
    # Name the cheapest price (same sign) worth selling at; if it is declined, the auctioneer
    # keeps the right, as after a rejection.
    for i in range(view.best + 1, len(BIDS)):
        x = BIDS[i]
        if x[0] == bid[0] and _price(x, mine, view.options) + defend >= keep:
            return "ultimatum " + x
    return "reject"


def _contract(view, hard):
    legal = view.legal
    if len(legal) == 1:
        return legal[0]
    if hard and not view.short:
        return _hard_contract(view.hand, legal)[1]
    v, m = _best_contract(view.hand, legal, view.short, _RISK[hard])
    if "4-3-3" in legal and v < 100:
        return "4-3-3"
    return m


def _penalty(kind, c):
    """True for a card that costs points in this negative deal."""
    r = c >> 2
    if kind == "hearts":
        return c & 3 == _HEARTS
    if kind == "queens":
        return r == _QUEEN
    if kind == "kings_jacks":
        return r == _KING or r == _JACK
    if kind == "king_hearts":
        return c == KING_OF_HEARTS
    if kind == "hearts_king":
        return c & 3 == _HEARTS
    if kind == "queens_kings_jacks":
        return r == _QUEEN or r == _KING or r == _JACK
    return False


def _winning_index(view):
    trick = view.trick
    best = 0
    trump = view.trump
    for i in range(1, len(trick)):
        c = trick[i]
        b = trick[best]
        if c & 3 == b & 3:
            if card_strength(c) > card_strength(b):
                best = i
        elif c & 3 == trump:
            best = i
    return best


def _beats(c, b, trump):
    if c & 3 == b & 3:
        return card_strength(c) > card_strength(b)
    return c & 3 == trump


def _unseen(view):
    """Per suit, the strengths of the cards neither played nor in this hand (4 lists), worked
    out once per decision: every card of a 13-card lead asks about its suit."""
    gone = bytearray(view.played)
    for c in view.hand:
        gone[c] = 1
    low = 7 if view.short else 2  # the short deck has no Twos to Sixes
    out = ([], [], [], [])
    for r in range(1, 14):
        if 2 <= r < low:
            continue
        for suit in range(4):
            c = r * 4 + suit
            if not gone[c]:
                out[suit].append(_STRENGTH[c])
    return out


def _master(unseen, c):
    """True when no unseen card of c's suit is higher."""
    st = _STRENGTH[c]
    for o in unseen[c & 3]:
        if o > st:
            return False
    return True


_PENALTY_CARD_KINDS = ("hearts", "queens", "kings_jacks", "king_hearts")


def _avoid(view, hard=False):
    """Card to play when every trick (or every penalty) is to be avoided. `hard`: last to play
    to a trick with no penalty card in a deal where only penalty cards cost, the bot takes the
    trick with its highest winner that is no penalty card (a free trick sheds a high card)."""
    legal = view.legal
    kind = "negative" if view.negative_contract else view.kind
    trick = view.trick
    if trick:
        w = trick[_winning_index(view)]
        follow = legal[0] & 3 == trick[0] & 3
        if hard and follow and len(trick) == 3 and kind in _PENALTY_CARD_KINDS:
            free = True
            for c in trick:
                if _penalty(kind, c):
                    free = False
            if free:
                winners = [c for c in legal if not _penalty(kind, c) and _beats(c, w, view.trump)]
                if winners:
                    return max(winners, key=card_strength)
        if follow:
            losers = [c for c in legal if not _beats(c, w, view.trump)]
            if losers:
                return max(losers, key=card_strength)
            safe = [c for c in legal if not _penalty(kind, c)]
            pool = safe if safe else legal
            low = min(pool, key=card_strength)
            if len(trick) == 3 or _master(_unseen(view), low):
                return max(pool, key=card_strength)  # the trick is ours anyway: shed the top
            return low
        # Void: throw the worst card: a penalty card first, else the highest (Hard: rather
        # from a short suit, to be void in it too).
        suits = _by_suit(view.hand)
        short_first = 10 if hard else 1
        best = None
        for c in legal:
            score = card_strength(c) * 4 - len(suits[c & 3]) * short_first + \
                (100 if _penalty(kind, c) else 0)
            if c == KING_OF_HEARTS and kind in ("king_hearts", "hearts_king"):
                score += 100
            if best is None or score > best[0]:
                best = (score, c)
        return best[1]
    # Lead: the card least likely to win, from a suit with many higher cards out. Hard: from
    # its shortest suit first, to be void and discard its high cards on others' leads.
    best = None
    unseen = _unseen(view)
    mine = [0, 0, 0, 0]
    for c in view.hand:
        mine[c & 3] += 100 if hard else 0
    for c in legal:
        st = _STRENGTH[c]
        higher = 0
        lower = 0
        for o in unseen[c & 3]:
            if o > st:
                higher += 1
            else:
                lower += 1
        if higher == 0:
            risk = 1000 + st
        else:
            risk = lower * 100 // (higher + lower) + st
        risk += mine[c & 3]
        if _penalty(kind, c):
            risk += 50
        elif kind == "king_hearts" and c & 3 == _HEARTS and not view.played[KING_OF_HEARTS] \
                and KING_OF_HEARTS not in view.hand:
            risk -= 30  # a low heart lead may force K♥ out of another hand (legal in deal 5)
        if best is None or risk < best[0]:
            best = (risk, c)
    return best[1]


def _dump_high(view, hard=False):
    """Early tricks of the last-two deal: shed high cards while tricks cost nothing. `hard`:
    lead the highest card of the shortest suit, to be void (free to discard) sooner."""
    legal = view.legal
    if view.trick and legal[0] & 3 != view.trick[0] & 3:
        return max(legal, key=lambda c: card_strength(c) * 4 - len(_by_suit(view.hand)[c & 3]))
    if hard and not view.trick:
        suits = _by_suit(view.hand)
        return max(legal, key=lambda c: card_strength(c) - 100 * len(suits[c & 3]))
    return max(legal, key=card_strength)


def _win(view):
    """Card to play in a positive contract: win tricks cheaply."""
    legal = view.legal
    trick = view.trick
    trump = view.trump
    if trick:
        w = trick[_winning_index(view)]
        winners = [c for c in legal if _beats(c, w, trump)]
        if not winners:
            return min(legal, key=lambda c: (card_strength(c) + (20 if c & 3 == trump else 0)))
        if len(trick) == 3:
            return min(winners, key=card_strength)
        led = trick[0] & 3
        unseen = _unseen(view)
        sure = [c for c in winners if c & 3 == trump or _master(unseen, c)]
        if sure:
            # a trump, or the top card of the led suit that nobody left can ruff
            pick = min(sure, key=card_strength)
            if pick & 3 == led and trump >= 0 and pick & 3 != trump:
                for s in range(4):
                    if s != view.seat and (s - view.leader) % 4 > len(trick) and \
                            view.voids[s] & (1 << led):
                        break
                else:
                    return pick
            else:
                return pick
        return min(legal, key=lambda c: (card_strength(c) + (20 if c & 3 == trump else 0)))
    # Lead: a master card (trumps first when trumps are out), else low from the longest suit.
    unseen = _unseen(view)
    masters = [c for c in legal if _master(unseen, c)]
    if trump >= 0:
        trumps_out = len(unseen[trump])
        for c in masters:
            if c & 3 == trump and trumps_out:
                return c
        for c in masters:
            if c & 3 != trump:
                ruffable = False
                for s in range(4):
                    if s != view.seat and view.voids[s] & (1 << (c & 3)) and \
                            not view.voids[s] & (1 << trump):
                        ruffable = True
                if not ruffable:
                    return c
    elif masters:
        return masters[0]
    suits = _by_suit(view.hand)
    return min(legal, key=lambda c: (-len(suits[c & 3]) * 20 + card_strength(c)))


# The levels (shared_rules/levels.py): "easy", a beginner's mistakes now and then
# (bot_easy.py); "normal", this module's bot; "hard", the Normal bot that also takes a free
# trick last to play in a deal where only penalty cards cost, leads its shortest suit and
# throws from short suits to be void sooner (`_avoid`, `_dump_high`), and names the contract
# its fitted estimates favour (`_hard_contract`; docs/bots.md).
def choose(view: "KingView", level: str = "normal") -> "int | str":
    """The move of a bot of `level` (one of LEVELS) for the decision in front of `view.seat`
    (a string or a card code), one of `view.legal`. ValueError for another level."""
    return decide(view, level, _normal, _hard, "shared_rules.king.bot_easy")


def _hard(view):
    return _normal(view, True)


def _normal(view, hard=False):
    """The Normal bot's move (see the module docstring); `hard`: the Hard bot's."""
    phase = view.phase
    if phase == PLAY:
        if len(view.legal) == 1:
            return view.legal[0]
        if view.kind == "positive" and not view.negative_contract:
            return _win(view)
        if view.kind in ("last_two", "tricks_last_two") and \
                view.trick_number < view.n_tricks - 2:
            if view.kind == "last_two":
                return _dump_high(view, hard)
        return _avoid(view, hard)
    if phase == BID:
        return _bid(view)
    if phase == DECIDE:
        return _decide(view, hard)
    if phase == CONTRACT:
        return _contract(view, hard)
    # ANSWER: take the ultimatum if it is within what this seat would bid
    return "take" if view.ultimatum in _affordable(view) else "decline"

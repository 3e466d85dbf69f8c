"""King positions from their dicts (`game.from_dict`): every field checked, the deal replayed
card by card, and the result compared with the dict, so a damaged or hand-made position is
refused with the reason (docs/king.md, position notation); and a move read from its text
(`game.parse_move`, which no device mode asks).

Kept apart from `shared_rules/king/game.py` because a game needs it only to load a position (a
resume, an undo, a referee's roll-back): `game.from_dict` imports it for the call alone
(`compat.import_once`), so on a board its code leaves RAM when the position is built. It
never imports the game: `from_dict` hands it the class to build.
"""
from shared_rules import cards
from shared_rules.compat import import_once
from shared_rules.king.points import (BIDS, CONTRACTS, ITEM_LABELS, POSITIVE, check_options,
                                      counted_items, deal_kinds, deal_total, payment, penalty,
                                      trick_value, tricks_per_deal)
from shared_rules.king.rules import CONTRACT, OVER, PLAY, trick_winner

SCORING = "shared_rules.king.scoring"  # imported to check the finished deals' scores

# The auction's words that are moves as they are; bids, ultimatums and contracts are the others.
_WORDS = ("pass", "accept", "reject", "4-3-3", "take", "decline")


def parse_move(text):
    """The move `text` writes: a card's code ("QS" -> its code) or the auction's words as
    they are ("+3", "pass", "ultimatum +6", "trump S"); ValueError when it is no move of King."""
    if not isinstance(text, str):
        raise ValueError("a move is written as text, not %r" % (text,))
    if text in _WORDS or text in BIDS or text in CONTRACTS or (
            text[:10] == "ultimatum " and text[10:] in BIDS):
        return text
    if len(text) == 2 and text[0] in cards.RANK_LETTERS and text[1] in cards.SUIT_LETTERS:
        return cards.parse(text)
    raise ValueError("%r is no King move (a card such as QS, a bid, pass, accept, reject, "
                     "ultimatum +N, 4-3-3, take, decline, trump S, notrump or negative)" % (text,))


def load(cls, d):
    """The game (of class `cls`: King, or a subclass) at the position dict `d`; ValueError
    naming the problem when it is not valid. In steps, each a function of its own: on a board
    each function's bytecode is one block of the heap, and a small block finds a hole where a
    2 KB one would not."""
    options, kinds, deal, dealer, scores = _header(d)
    finished_deal = len(scores[0]) == deal
    rng = _rng(d)
    game = cls(options, (dealer - deal + 1) % 4, rng, d.get("hands") is None)
    _past_scores(game, scores, kinds, deal)
    trick = d.get("trick")
    sequence, current = _tricks(d, trick, options, dealer)
    _deal(game, d, sequence, current, trick)
    if game.dealer != dealer:
        raise ValueError("dealer does not match the first dealer and deal")
    if game.auction is not None:
        _auction(game, d)
    _replay(game, sequence, current, trick, deal, finished_deal)
    _compare(game, d, rng)
    return game


def _header(d):
    """(options, the deals' kinds, deal number, dealer, scores) of the dict, checked."""
    if not isinstance(d, dict):
        raise ValueError("a position must be an object")
    if d.get("game") != "king":
        raise ValueError("not a King position (game is %r)" % (d.get("game"),))
    if d.get("options") is not None and not isinstance(d.get("options"), dict):
        raise ValueError("options must be an object")
    options = check_options(d.get("options"))
    kinds = deal_kinds(options)
    deal = d.get("deal")
    if type(deal) is not int or not 1 <= deal <= len(kinds):
        raise ValueError("deal must be 1-%d, not %r" % (len(kinds), deal))
    dealer = d.get("dealer")
    if not _seat(dealer):
        raise ValueError("dealer must be a seat 0-3, not %r" % (dealer,))
    scores = d.get("scores")
    if not (isinstance(scores, list) and len(scores) == 4 and
            all(isinstance(s, list) for s in scores)):
        raise ValueError("scores must be 4 lists, one number per finished deal")
    lens = [len(s) for s in scores]
    if lens[0] not in (deal - 1, deal) or lens.count(lens[0]) != 4:
        raise ValueError("scores must hold %d deals for each seat" % (deal - 1))
    return options, kinds, deal, dealer, scores


def _seat(x):
    """True for a seat 0-3: an int, not a bool (`True == 1` in Python)."""
    return type(x) is int and 0 <= x <= 3


def _same(a, b):
    """`a == b` where a bool is not a number (in Python `False == 0`): what the notation
    writes as a seat or a score must be read back as one."""
    if type(a) is not type(b):
        return False
    if type(a) is list:
        return len(a) == len(b) and all(_same(a[i], b[i]) for i in range(len(a)))
    if type(a) is dict:
        return len(a) == len(b) and all(k in b and _same(a[k], b[k]) for k in a)
    return a == b


def _rng(d):
    """The shuffler at the dict's state, or None when the position has none (a referee's)."""
    if "rng" not in d:
        return None
    from shared_rules.rng import Random  # a referee's position has no shuffler
    rng = Random(0)
    state = d["rng"]
    try:
        rng.set_state(state)  # (rng.saved_state checks it)
    except ValueError:
        raise ValueError("bad rng state %r" % (state,))
    return rng


def _past_scores(game, scores, kinds, deal):
    """The finished deals' scores: each deal adding up to its fixed total, each seat's score
    one the deal's rules can give that seat, and the four of a deal together too."""
    for s in range(4):
        for v in scores[s][:deal - 1]:
            if type(v) is not int:
                raise ValueError("score %r is not an integer" % (v,))
            game.scores[s].append(v)
    scoring = import_once(SCORING) if deal > 1 else None
    for i in range(deal - 1):
        check_deal_scores(i + 1, kinds[i], [game.scores[s][i] for s in range(4)],
                          (game.first_dealer + i) % 4, game.options, scoring)
    game.deal_index = deal - 2


def check_deal_scores(deal, kind, points, auctioneer, options, scoring=None):
    """ValueError with the reason unless `points` (four ints) can be the scores of deal
    number `deal`, of `kind`, whose dealer (a positive deal's auctioneer) is `auctioneer`: they
    add up to the deal's total, each seat's is a score the deal gives some seat, and the four
    come from one set of counts or one auction's outcome and tricks, scored by king_scoring
    (`scoring`, imported when not given)."""
    got = sum(points)
    want = deal_total(kind, options)
    if got != want:
        raise ValueError("scores of deal %d add up to %d, not %d" % (deal, got, want))
    if scoring is None:
        scoring = import_once(SCORING)
    if kind == POSITIVE:
        ok = _positive_possible(deal, points, auctioneer, options, scoring)
    else:
        ok = _negative_possible(deal, kind, points, options, scoring)
    if not ok:
        raise ValueError("scores of deal %d: %d, %d, %d, %d are possible one by one but not "
                         "together" % ((deal,) + tuple(points)))


def _seat_counts(kind, items, p, options, scoring):
    """Every way one seat can score `p` in a negative deal: tuples of counts, one per item of
    `items` (one, or two in the quick game), each within its total and fitting together."""
    out = []
    last, total = items[-1]
    unit = penalty(last, options)
    for c0 in (range(items[0][1] + 1) if len(items) == 2 else (None,)):
        rest = p if c0 is None else p - c0 * penalty(items[0][0], options)
        if rest % unit or not 0 <= rest // unit <= total:
            continue
        way = (rest // unit,) if c0 is None else (c0, rest // unit)
        counts = {}
        for j in range(len(items)):
            counts[items[j][0]] = [way[j], 0, 0, 0]
        try:
            scoring.check_together(kind, counts, options)
        except ValueError:
            continue
        out.append(way)
    return out


def _negative_possible(deal, kind, points, options, scoring):
    """ValueError naming the seat whose score no counts give; else True when the four scores
    come from counts that add up (scored again by king_scoring)."""
    items = counted_items(kind, options)
    ways = []
    for s in range(4):
        w = _seat_counts(kind, items, points[s], options, scoring)
        if not w:
            raise ValueError("scores of deal %d: seat %d cannot score %d (%s)" % (
                deal, s, points[s], ", ".join("%s %d each, %d in all" % (
                    ITEM_LABELS[item], penalty(item, options), total)
                    for item, total in items)))
        ways.append(w)
    return _together(kind, items, ways, [], points, options, scoring)


def _together(kind, items, ways, chosen, points, options, scoring):
    """True when a way of each seat (`chosen` so far) makes counts that add up."""
    s = len(chosen)
    if s == 4:
        counts = {}
        for j in range(len(items)):
            counts[items[j][0]] = [chosen[x][j] for x in range(4)]
        try:
            return scoring.negative_points(kind, counts, options) == points
        except ValueError:
            return False
    for way in ways[s]:
        if _together(kind, items, ways, chosen + [way], points, options, scoring):
            return True
    return False


def _positive_possible(deal, points, auctioneer, options, scoring):
    """ValueError naming the seat whose score no positive deal gives; else True when an
    auction's outcome and tricks give the four scores (scored again by king_scoring)."""
    v = trick_value(options)
    n = tricks_per_deal(options)
    for s in range(4):
        p = points[s]
        # v a trick, less a plus bid paid or plus one received (up to +8); or the negative
        # contract's n·v less 3·v a trick, where a minus bid's payment moves some of the
        # auctioneer's tricks to its buyer: neither counts more than n
        if not ((p % v == 0 and -8 * v <= p <= (n + 8) * v) or
                ((n * v - p) % (3 * v) == 0 and -2 * n * v <= p <= n * v)):
            raise ValueError("scores of deal %d: seat %d cannot score %d (a positive deal gives a "
                             "multiple of %d from %d to %d, or %d less a multiple of %d down to "
                             "%d)" % (deal, s, p, v, -8 * v, (n + 8) * v, n * v, 3 * v,
                                      -2 * n * v))
    if n == 13 and points == [100 if s == auctioneer else 75 for s in range(4)]:
        return True  # 4-3-3
    for contract in ("notrump", "negative"):
        for buyer in range(-1, 4):
            if buyer == auctioneer:
                continue
            for bid in ((None,) if buyer < 0 else BIDS):
                if bid is not None and (bid[0] == "-") != (contract == "negative"):
                    continue
                if _sold(points, auctioneer, contract, buyer, bid, options, scoring):
                    return True
    return False


def _sold(points, auctioneer, contract, buyer, bid, options, scoring):
    """True when the auction's outcome (`buyer` -1 when the auctioneer kept the right) and
    some tricks give `points`."""
    v = trick_value(options)
    n = tricks_per_deal(options)
    negative = contract == "negative"
    unit = 3 * v if negative else v
    # a minus bid's payment depends on the auctioneer's tricks: each number is tried
    for mine in (range(n + 1) if bid is not None and bid[0] == "-" else (-1,)):
        price = 0 if buyer < 0 else payment(bid, mine, options)
        tricks = []
        for s in range(4):
            p = points[s]
            if s == buyer:
                p += price
            elif s == auctioneer:
                p -= price
            if negative:
                p = n * v - p
            if p % unit or not 0 <= p // unit <= n:
                break
            tricks.append(p // unit)
        else:
            if (mine >= 0 and tricks[auctioneer] != mine) or sum(tricks) != n:
                continue
            entry = {"decision": "reject" if buyer < 0 else "accept",
                     "buyer": None if buyer < 0 else buyer, "bid": bid,
                     "contract": contract, "tricks": tricks}
            if scoring.positive_points(entry, auctioneer, options) == points:
                return True
    return False


def _tricks(d, trick, options, dealer):
    """(the finished tricks as (leader, cards), the cards of the trick in progress), checked
    as far as the dict alone allows: its leader is the last trick's winner."""
    played = d.get("played", [])
    if not isinstance(trick, dict) or not isinstance(trick.get("cards"), list):
        raise ValueError("trick must be {\"leader\": seat, \"cards\": [...]}")
    if not isinstance(played, list):
        raise ValueError("played must be a list of tricks")
    sequence = []
    for t in played:
        if not (isinstance(t, list) and len(t) == 5 and _seat(t[0])):
            raise ValueError("a played trick is [leader, 4 cards], not %r" % (t,))
        sequence.append((t[0], cards.parse_list(t[1:])))
    current = cards.parse_list(trick["cards"])
    if sequence:
        c = d.get("contract")
        trump = -1
        if isinstance(c, dict) and c.get("type") == "positive" and c.get("trump") is not None:
            if c["trump"] not in ("S", "H", "D", "C"):
                raise ValueError("trump must be S, H, D, C or null, not %r" % (c["trump"],))
            trump = cards.suit_index(c["trump"])
        leader = trick_winner(sequence[-1][0], sequence[-1][1], trump)
    else:
        leader = dealer if options["lead"] == "dealer" else (dealer + 1) % 4
    if not _same(trick.get("leader"), leader):
        raise ValueError("trick leader must be seat %d, not %r" % (leader, trick.get("leader")))
    if len(current) > 3:
        raise ValueError("a trick in progress has at most 3 cards")
    return sequence, current


def _deal(game, d, sequence, current, trick):
    """The deal started: with the hands as dealt (what is held plus what was played), each
    card of the deck once, or without hands for a referee."""
    if game.referee:
        game.start_deal()
        return
    hands = d["hands"]
    if not (isinstance(hands, list) and len(hands) == 4):
        raise ValueError("hands must be 4 lists of cards (or null when refereeing)")
    full = [cards.parse_list(h) for h in hands]
    for leader, tc in sequence:
        for i in range(4):
            full[(leader + i) % 4].append(tc[i])
    for i in range(len(current)):
        full[(trick.get("leader", 0) + i) % 4].append(current[i])
    seen = bytearray(64)
    deck_set = game.deck
    for h in full:
        for c in h:
            if c not in deck_set:
                raise ValueError("%s is not in the %d-card deck" %
                                 (cards.token(c), len(deck_set)))
            if seen[c]:
                raise ValueError("%s appears twice" % cards.token(c))
            seen[c] = 1
    for s in range(4):
        if len(full[s]) != game.n_tricks:
            raise ValueError("seat %d was dealt %d cards, not %d" %
                             (s, len(full[s]), game.n_tricks))
    game.start_deal(full)


def _auction(game, d):
    """A positive deal's auction replayed: the bids in turn, the decision and answer, the
    contract."""
    a = d.get("auction")
    if not isinstance(a, dict) or not isinstance(a.get("bids"), list):
        raise ValueError("a positive deal needs \"auction\": {\"bids\": [...]}")
    moves = []
    for b in a["bids"]:
        if not (isinstance(b, list) and len(b) == 2):
            raise ValueError("a bid is [seat, bid], not %r" % (b,))
        moves.append(b)
    for seat, bid in moves:
        if not _same(seat, game.current_player()):
            raise ValueError("bid %r by seat %r out of turn (seat %r bids)" %
                             (bid, seat, game.current_player()))
        game.apply(bid)
    for key in ("decision", "answer"):
        if key in a:
            game.apply(a[key])
    c = d.get("contract")
    if c is not None and game.phase == CONTRACT:
        if not isinstance(c, dict):
            raise ValueError("contract must be an object")
        t = c.get("type")
        if t == "positive":
            if c.get("trump") not in ("S", "H", "D", "C", None):
                raise ValueError("trump must be S, H, D, C or null, not %r" %
                                 (c.get("trump"),))
            game.apply("notrump" if c.get("trump") is None else "trump %s" % c["trump"])
        else:
            game.apply(t)


def _replay(game, sequence, current, trick, deal, finished_deal):
    """The deal's tricks played again card by card (each by the rules), then the trick in
    progress; a finished deal must have been finished, an unfinished one not."""
    for leader, tc in sequence:
        if game.phase != PLAY or game.deal_index != deal - 1:
            raise ValueError("a trick was played when no card is played")
        if leader != game.leader:
            raise ValueError("trick %d: seat %d leads, not %d" %
                             (game.trick_number(), game.leader, leader))
        for c in tc:
            game._replay_card(c)
    if finished_deal:
        if game.phase != OVER or current:
            raise ValueError("scores hold the current deal but it is not finished")
        return
    if game.phase == OVER or game.deal_index != deal - 1:
        raise ValueError("the deal is finished but its score is missing")
    if current and game.phase != PLAY:
        raise ValueError("cards in the trick before the contract is chosen")
    if trick.get("leader") != game.leader:
        raise ValueError("trick leader must be seat %d" % game.leader)
    for c in current:
        game._replay_card(c)


def _compare(game, d, rng):
    """What the replay gives must be what the dict says (taken cards, contract, scores,
    tricks, auction); the shuffler goes back to the dict's state."""
    out = game.record_dict()
    if rng is not None:
        game.rng.set_state(d["rng"])
    for key in ("taken", "contract", "scores", "trick", "played"):
        if not _same(d.get(key), out[key]):
            raise ValueError("%s does not match the cards played (expected %r)" %
                             (key, out[key]))
    if game.auction is not None and not _same(d.get("auction"), out.get("auction")):
        raise ValueError("auction is not complete or not valid")

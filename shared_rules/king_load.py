"""King positions from their dicts (`King.from_dict`): every field checked, the deal replayed
card by card, and the result compared with the dict, so a damaged or hand-made position is
refused with the reason (docs/king.md, position notation).

Kept apart from `shared_rules/king.py` because a game needs it only to load a position (a
resume, an undo, a referee's roll-back): `King.from_dict` imports it for the call alone
(`compat.import_once`), so on a board its code leaves RAM when the position is built.
"""
from shared_rules import cards
from shared_rules.king import CONTRACT, OVER, PLAY, _random, trick_winner
from shared_rules.king_points import check_options, deal_kinds, deal_total


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
    if not isinstance(deal, int) or isinstance(deal, bool) or not 1 <= deal <= len(kinds):
        raise ValueError("deal must be 1-%d, not %r" % (len(kinds), deal))
    dealer = d.get("dealer")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer <= 3:
        raise ValueError("dealer must be a seat 0-3, not %r" % (dealer,))
    scores = d.get("scores")
    if not (isinstance(scores, list) and len(scores) == 4 and
            all(isinstance(s, list) for s in scores)):
        raise ValueError("scores must be 4 lists, one number per finished deal")
    lens = [len(s) for s in scores]
    if lens[0] not in (deal - 1, deal) or lens.count(lens[0]) != 4:
        raise ValueError("scores must hold %d deals for each seat" % (deal - 1))
    return options, kinds, deal, dealer, scores


def _rng(d):
    """The shuffler at the dict's state, or None when the position has none (a referee's)."""
    if "rng" not in d:
        return None
    rng = _random(0)
    try:
        rng.set_state(tuple(d["rng"]))
    except (TypeError, ValueError):
        raise ValueError("bad rng state %r" % (d["rng"],))
    return rng


def _past_scores(game, scores, kinds, deal):
    """The finished deals' scores, each deal adding up to its fixed total."""
    for s in range(4):
        for v in scores[s][:deal - 1]:
            if not isinstance(v, int) or isinstance(v, bool):
                raise ValueError("score %r is not an integer" % (v,))
            game.scores[s].append(v)
    for i in range(deal - 1):
        got = game.scores[0][i] + game.scores[1][i] + game.scores[2][i] + game.scores[3][i]
        want = deal_total(kinds[i], game.options)
        if got != want:
            raise ValueError("scores of deal %d add up to %d, not %d" % (i + 1, got, want))
    game.deal_index = deal - 2


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
        if not (isinstance(t, list) and len(t) == 5 and t[0] in (0, 1, 2, 3)):
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
    if trick.get("leader") != leader:
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
        if seat != game.current_player():
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
        game.rng.set_state(tuple(d["rng"]))
    for key in ("taken", "contract", "scores", "trick", "played"):
        if d.get(key) != out[key]:
            raise ValueError("%s does not match the cards played (expected %r)" %
                             (key, out[key]))
    if game.auction is not None and d.get("auction") != out.get("auction"):
        raise ValueError("auction is not complete or not valid")

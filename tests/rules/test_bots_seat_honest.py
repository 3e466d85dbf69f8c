"""Every bot of every game decides from its seat's view alone (issue 34): a bot is given a view,
never a state; the view holds copies and no hidden card; and moving every card the seat cannot
see (other hands, the cards below the other piles' top cards, face-down board cards, the draw
pile) never changes a decision. Positions come from seeded games of bots and random players.

The reshuffles keep every public fact true: King's other hands only trade cards a seat may hold
(a suit a seat was seen not to follow stays out of its hand); Regicide's is
`test_regicide_properties.reshuffle_unseen` (other hands, the tavern order, the castle order
within each rank). What each game hides is on its rules page: docs/rules/treasure.md ("Who sees
what": only a pile's top card; the Ace a pile began with is no exception, a Thief may have
put a card under it), docs/rules/king.md and docs/rules/regicide.md (the other hands, the
tavern order).
"""
from shared_rules import cards
from shared_rules.king import bot as king_bot
from shared_rules.regicide import bot as regicide_bot
from shared_rules.treasure import game as treasure
from shared_rules.treasure import bot as treasure_bot
from shared_rules.regicide import game as R
from shared_rules.cards import FACE_DOWN
from shared_rules.king.game import King, new_game
from shared_rules.rng import Random
from shared_rules.treasure.moves import destinations
from shared_rules.treasure.players import greedy, random_move
from shared_rules.treasure.seat import MARK
from tests.support.regicide_hidden import reshuffle_unseen


def reachable(obj, found=None):
    """The ids of every object reachable from `obj` through attributes and containers."""
    if found is None:
        found = set()
    if id(obj) in found or isinstance(obj, (int, str, bytes, float, type(None))):
        return found
    found.add(id(obj))
    if isinstance(obj, dict):
        items = list(obj.keys()) + list(obj.values())
    elif isinstance(obj, (list, tuple, set)):
        items = list(obj)
    elif hasattr(obj, "__dict__") and not isinstance(obj, type):
        items = list(vars(obj).values())
    else:
        items = []
    for x in items:
        reachable(x, found)
    return found


# --- Kings and Treasures ---------------------------------------------------------------------
def kt_bot(state):
    return treasure_bot.choose(state.view(state.turn))


def kt_greedy(state):
    return greedy(state, Random(7))  # the bench's baseline judges from the view too


def kt_positions(games=36, every=3):
    """Positions of seeded games (2-4 seats, every level, bots and random players mixed, so
    Priests and Architects leave face-down cards and Thieves rob), each with a few face-up
    cards turned face down so that every one has some; every `every`-th ply."""
    for g in range(games):
        players = 2 + g % 3
        level = treasure.LEVELS[(2, 1, 2, 0)[g // 3 % 4]]
        state = treasure.new_game(3400 + g, players=players, level=level)
        rng = Random(g)
        ply = 0
        while not state.is_terminal():
            if ply % every == 0:
                s = state.copy()
                up = [c for c in range(49)
                      if s.board[c] not in (0, cards.JOKER) and c not in s.kings]
                rng.shuffle(up)
                for c in up[:3]:
                    s.board[c] |= FACE_DOWN
                if s.legal_moves():
                    yield s, rng
            move = kt_bot(state) if rng.randbelow(2) else random_move(state, rng)
            state.apply(move)
            ply += 1


def kt_unseen_moved(state, seat, rng):
    """A copy of `state` as `seat` sees it, with every card it cannot see dealt again among the
    places it cannot see: the face-down board cards and the cards below the other seats' top
    cards (face-down cells, pile sizes and top cards kept). None if that gave a seat the four
    Queens (the game would have ended)."""
    other = state.copy()
    down = [c for c in range(49) if other.board[c] & FACE_DOWN]
    unseen = [other.board[c] & 63 for c in down]
    for i, pile in enumerate(other.piles):
        if i != seat:
            unseen += pile[:-1]
    rng.shuffle(unseen)
    for c in down:
        other.board[c] = unseen.pop() | FACE_DOWN
    for i, pile in enumerate(other.piles):
        if i != seat:
            other.piles[i] = [unseen.pop() for _ in pile[:-1]] + [pile[-1]]
    return other if other.queens_winner() < 0 else None


def kt_check_moved_cards(decide, games=36, shuffles=2):
    """Every position of `kt_positions`: the decision equals the decision with the unseen
    cards moved. Returns how many positions had a pile card or a face-down card to move."""
    checked = 0
    for state, rng in kt_positions(games):
        seat = state.turn
        move = decide(state)
        for _ in range(shuffles):
            other = kt_unseen_moved(state, seat, rng)
            if other is None:
                continue
            assert vars(other.view(other.turn)) == vars(state.view(state.turn))
            assert decide(other) == move, (state.to_dict(), other.to_dict())
        checked += 1
    return checked


def test_kings_and_treasures_bot_ignores_other_piles_and_face_down_cards():
    assert kt_check_moved_cards(kt_bot) > 380


def test_kings_and_treasures_baseline_ignores_other_piles_and_face_down_cards():
    assert kt_check_moved_cards(kt_greedy, games=12) > 120


def test_a_kings_and_treasures_view_holds_copies_and_no_hidden_card():
    for state, _ in kt_positions(games=6, every=5):
        for seat in range(len(state.seats)):
            view = state.view(seat)
            hidden = [state, state.board, state.piles, state.kings, state.seats, state.removed]
            hidden += [p for i, p in enumerate(state.piles) if i != seat]
            assert not {id(x) for x in hidden} & reachable(view)
            values = vars(view).values()
            for i, pile in enumerate(state.piles):
                if i != seat and len(pile) > 1:  # no attribute holds a rival's pile
                    assert not any(isinstance(v, (list, bytes, bytearray))
                                   and list(v) == pile for v in values)
            assert view.pile == state.piles[seat]
            assert list(view.tops) == [p[-1] for p in state.piles]
            assert list(view.sizes) == [len(p) for p in state.piles]
            for c in range(49):
                code = state.board[c]
                assert view.board[c] == (MARK if code & FACE_DOWN else code)


def test_a_kings_and_treasures_decision_needs_nothing_of_the_state_once_the_view_is_made():
    for state, rng in kt_positions(games=3, every=7):
        view = state.view(state.turn)
        move = treasure_bot.choose(view)
        for pile in state.piles:  # the state scrambled, its board emptied
            rng.shuffle(pile)
        state.board[:] = bytes(49)
        assert treasure_bot.choose(view) == move


def test_the_masked_board_walks_as_the_real_one():
    # A face-down card, whatever it is, has no passing power: the mark must walk the same.
    for state, _ in kt_positions(games=9, every=4):
        view = state.view(state.turn)
        for i in range(len(state.seats)):
            others = [state.kings[j] for j in range(len(state.seats)) if j != i]
            assert destinations(view.board, state.kings[i], view.tops[i] >> 2, state.level,
                                others) == state.destinations(i)


# --- King --------------------------------------------------------------------------------
def king_positions(seeds=(11, 12, 13), every=2):
    """(game, seat to act) at every `every`-th decision of seeded games, bots and random
    players mixed, every deal and the auctions of the positive ones."""
    for seed in seeds:
        game = new_game(seed)
        rng = Random(seed)
        n = 0
        while not game.is_terminal():
            seat = game.current_player()
            if n % every == 0:
                yield game, seat, rng
            view = game.view(seat)
            game.apply(king_bot.choose(view) if rng.randbelow(2) else rng.choice(view.legal))
            n += 1


def king_others_traded(game, seat, rng, trades=40):
    """A copy of `game` where the three other hands traded cards at random, hand sizes kept and
    no card given to a seat seen not to follow its suit (`voids`)."""
    other = King.from_dict(game.to_dict())
    seats = [s for s in range(4) if s != seat]
    hands = other.hands
    for _ in range(trades):
        a, b = rng.choice(seats), rng.choice(seats)
        if a == b or not hands[a] or not hands[b]:
            continue
        x, y = rng.choice(hands[a]), rng.choice(hands[b])
        if other.voids[b] >> (x & 3) & 1 or other.voids[a] >> (y & 3) & 1:
            continue  # a proven void stays one
        hands[a].remove(x)
        hands[b].remove(y)
        hands[a] = sorted(hands[a] + [y])
        hands[b] = sorted(hands[b] + [x])
    return other


def king_check_traded(decide, seeds=(11, 12, 13)):
    checked = 0
    for game, seat, rng in king_positions(seeds):
        move = decide(game.view(seat))
        for _ in range(2):
            other = king_others_traded(game, seat, rng)
            assert other.hands[seat] == game.hands[seat]
            assert decide(other.view(seat)) == move
        checked += 1
    return checked


def test_king_bot_ignores_the_other_hands():
    assert king_check_traded(king_bot.choose) > 500


def test_a_king_view_holds_no_other_hand_and_needs_nothing_of_the_game():
    for game, seat, rng in king_positions(seeds=(14,), every=37):
        game = King.from_dict(game.to_dict())
        view = game.view(seat)
        hidden = [game, game.hands] + [game.hands[s] for s in range(4) if s != seat]
        assert not {id(x) for x in hidden} & reachable(view)
        move = king_bot.choose(view)
        game.hands[:] = king_others_traded(game, seat, rng).hands  # changed under the view
        assert king_bot.choose(view) == move


# --- Regicide ----------------------------------------------------------------------------
def regicide_positions(seeds=range(30), every=3):
    """(game, seat to act) at every `every`-th decision of seeded games of 1-4 players, bots
    and random players mixed."""
    for seed in seeds:
        g = R.new_game(500 + seed, players=1 + seed % 4)
        rng = Random(seed)
        n = 0
        while not g.is_terminal() and n < 200:
            if n % every == 0:
                yield g, g.turn, rng
            if rng.randbelow(2):
                g.apply(regicide_bot.choose(g.view(g.turn)))
            else:
                g.apply(rng.choice(g.legal_moves()))
            n += 1


def regicide_check_reshuffled(decide, seeds=range(30)):
    checked = 0
    for g, seat, rng in regicide_positions(seeds):
        move = decide(g.view(seat))
        for _ in range(2):
            assert decide(reshuffle_unseen(g, seat, rng).view(seat)) == move
        checked += 1
    return checked


def test_regicide_bot_ignores_the_other_hands_and_the_tavern_order():
    assert regicide_check_reshuffled(regicide_bot.choose) > 250


def test_a_regicide_view_holds_no_hidden_card_and_needs_nothing_of_the_game():
    for g, seat, rng in regicide_positions(seeds=range(8), every=9):
        g = R.Regicide.from_dict(g.to_dict())
        view = g.view(seat)
        hidden = [g, g.hands, g.tavern, g.castle]
        hidden += [g.hands[p] for p in range(len(g.hands)) if p != seat]
        assert not {id(x) for x in hidden} & reachable(view)
        move = regicide_bot.choose(view)
        other = reshuffle_unseen(g, seat, rng)  # the game's hidden cards changed under the view
        g.tavern[:], g.castle[:] = other.tavern, other.castle
        for p in range(len(g.hands)):
            g.hands[p][:] = other.hands[p]
        assert regicide_bot.choose(view) == move


# --- Every level (issue 40) --------------------------------------------------------------
# Easy draws its mistakes from what the seat knows; Hard must decide from the view as Normal
# does. The same reshuffles, on fewer positions (Normal's own are above).
def test_every_level_of_the_king_bot_ignores_the_other_hands():
    for level in ("easy", "hard"):
        assert king_check_traded(lambda view: king_bot.choose(view, level), seeds=(15,)) > 150


def test_every_level_of_the_regicide_bot_ignores_the_other_hands_and_the_tavern_order():
    for level in regicide_bot.LEVELS:
        assert regicide_check_reshuffled(lambda view: regicide_bot.choose(view, level),
                                         seeds=range(40, 52)) > 100


def test_the_regicide_positions_put_hard_to_decisions_of_its_own():
    # Hard searches its payments and weighs the next seat's risk: the reshuffles above check
    # decisions that are Hard's own, not Normal's again.
    differ = {R.PHASE_PLAY: 0, R.PHASE_PAY: 0}
    for g, seat, _ in regicide_positions(seeds=range(40, 52)):
        view = g.view(seat)
        if regicide_bot.choose(view, "hard") != regicide_bot.choose(view):
            differ[view.phase] += 1
    assert differ[R.PHASE_PLAY] >= 1 and differ[R.PHASE_PAY] >= 8, differ


def test_every_level_of_the_kings_and_treasures_bot_ignores_what_its_seat_cannot_see():
    for level in ("easy", "hard"):
        assert kt_check_moved_cards(lambda s: treasure_bot.choose(s.view(s.turn), level),
                                    games=12) > 120

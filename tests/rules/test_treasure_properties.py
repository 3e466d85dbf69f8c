"""Kings and Treasures property tests: random games from random seeds at every level."""
from hypothesis import given, settings
from hypothesis import strategies as st

from shared_rules import cards
from shared_rules.treasure import game as treasure
from shared_rules.treasure import players as treasure_players
from shared_rules.treasure.notation import seat_dict
from shared_rules.rng import Random

MAX_MOVES = 400  # far above any real game: each card-taking move removes a board card


def all_cards_accounted(state):
    seen = []
    for code in state.board:
        if code != cards.EMPTY:
            seen.append(code & 63)
    for pile in state.piles:
        seen.extend(pile)
    seen.extend(state.removed)
    unused_kings = [cards.card(cards.KING, s) for s in range(4) if s not in state.seats]
    seated_kings = [cards.card(cards.KING, s) for s in state.seats]
    everything = seen + unused_kings + seated_kings
    return sorted(everything) == sorted(cards.deck() + [cards.JOKER])


@settings(max_examples=12)
@given(seed=st.integers(0, 2**40), players=st.integers(2, 4),
       level=st.sampled_from(treasure.LEVELS))
def test_random_games_end_keep_every_card_and_round_trip(seed, players, level):
    state = treasure.new_game(seed, players=players, level=level)
    rng = Random(seed)
    for _ in range(MAX_MOVES):
        d = state.to_dict()
        assert treasure.from_dict(d).to_dict() == d
        assert all_cards_accounted(state)
        move = treasure_players.random_move(state, rng)
        if move is None:
            break
        state.apply(move)
    else:
        raise AssertionError("the game did not end")
    assert state.is_terminal()
    assert state.winners()


@settings(max_examples=10)
@given(seed=st.integers(0, 2**40), level=st.sampled_from(treasure.LEVELS))
def test_every_legal_destination_applies_and_no_other_cell_does(seed, level):
    state = treasure.new_game(seed, players=3, level=level)
    rng = Random(seed)
    for _ in range(12):
        legal = state.legal_moves()
        if not legal or legal == ["pass"]:
            break
        for c in range(49):
            name = treasure.cell_name(c)
            trial = state.copy()
            if name in legal:
                trial.apply(name)
            else:
                try:
                    trial.apply(name)
                except ValueError:
                    continue
                raise AssertionError("%s applied but is not legal" % name)
        state.apply(treasure_players.random_move(state, rng))


@settings(max_examples=10)
@given(seed=st.integers(0, 2**40))
def test_a_view_never_holds_another_players_hidden_card(seed):
    state = treasure.new_game(seed, players=4, level="complete")
    rng = Random(seed)
    for _ in range(30):
        move = treasure_players.random_move(state, rng)
        if move is None:
            break
        state.apply(move)
    for i, s in enumerate(state.seats):
        view = seat_dict(state.view(i))
        text = str(view)
        for j, pile in enumerate(state.piles):
            if j != i:
                for code in pile[:-1]:
                    assert cards.token(code) not in text
        for code in state.board:
            if code & cards.FACE_DOWN:
                assert cards.token(code & 63) not in text


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**40), holes=st.integers(0, 28), face_down=st.integers(0, 8),
       kings=st.integers(1, 4), steps=st.integers(6, 12), level=st.sampled_from((0, 1, 2, 2)),
       knights_front=st.booleans())
def test_fast_destinations_equal_the_naive_walk_on_random_boards(seed, holes, face_down, kings,
                                                                steps, level, knights_front):
    # Random boards from full to sparse (the sparse ones take the dynamic bound), Knights,
    # Minstrels and Counterfeiters often near the centre, face-down cards, 1-4 Kings.
    from shared_rules.treasure.moves import destinations
    from tests.support.treasure_naive import _full_board, naive_destinations

    rng = Random(seed)
    board = bytearray(_full_board(seed % 1000, front=(11, 5, 4) if knights_front else ()))
    for _ in range(holes):
        board[rng.randbelow(49)] = cards.EMPTY
    for _ in range(face_down):
        c = rng.randbelow(49)
        if board[c] not in (cards.EMPTY, cards.JOKER):
            board[c] |= cards.FACE_DOWN
    cells = list(range(49))
    rng.shuffle(cells)
    start, others = cells[0], tuple(cells[1:kings])
    for c in cells[:kings]:
        if board[c] != cards.JOKER:
            board[c] = cards.EMPTY
    board = bytes(board)
    assert destinations(board, start, steps, level, others) == naive_destinations(
        board, start, steps, level, others)

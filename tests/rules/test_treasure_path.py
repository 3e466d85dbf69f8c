"""Kings and Treasures: `treasure_moves.path` names a legal path to every destination."""
from hypothesis import given, settings
from hypothesis import strategies as st

from shared_rules import cards
from shared_rules.rng import Random
from shared_rules.treasure.moves import destinations, path
from tests.support.treasure_naive import _full_board, corpus


def power(board, cell, level):
    code = board[cell]
    if code in (cards.EMPTY, cards.JOKER) or code & cards.FACE_DOWN:
        return None
    return {4: "counterfeiter" if level == 2 else None, 5: "minstrel" if level >= 1 else None,
            11: "knight" if level == 2 else None}.get(code >> 2)


def check_path(board, start, steps, level, others, dest, walked):
    """The rules page's conditions on a move, cell by cell; returns nothing, asserts."""
    assert walked[-1] == dest and dest not in others
    assert len(set(walked)) == len(walked) and start not in walked
    ends_early = power(board, dest, level) in ("counterfeiter", "minstrel")
    assert len(walked) == steps or (ends_early and len(walked) < steps)
    prev, direction = start, None
    for i, cell in enumerate(walked):
        assert board[cell] != cards.EMPTY or cell in others  # a card, the Joker or a King
        dr, dc = cell // 7 - prev // 7, cell % 7 - prev % 7
        if abs(dr) + abs(dc) == 1:
            new = (dr, dc)
        else:  # a Knight's jump: on from the Knight in the direction that entered it
            assert i > 0 and prev not in others and power(board, prev, level) == "knight"
            assert (dr == 0 or dc == 0) and direction == ((dr > 0) - (dr < 0), (dc > 0) - (dc < 0))
            new = direction
        if i < len(walked) - 1:  # passing: a Counterfeiter would have ended the move here
            assert cell in others or power(board, cell, level) != "counterfeiter"
        prev, direction = cell, new


def test_a_path_to_every_destination_of_the_corpus_sample_is_legal():
    checked = 0
    for i, (label, board, start, steps, level, others) in enumerate(corpus(1)):
        if i % 5:
            continue
        dests = destinations(board, start, steps, level, others)
        for dest in dests:
            check_path(board, start, steps, level, others, dest,
                       path(board, start, steps, level, others, dest))
            checked += 1
        for cell in range(49):
            if cell not in dests:
                assert path(board, start, steps, level, others, cell) is None
    assert checked > 1000


def test_a_knight_jump_is_named_by_its_landing_cell():
    # Complete level: the King on a4 walks right onto a face-up Knight on b4 and jumps on.
    board = bytearray(49)
    for c in range(21, 28):
        board[c] = cards.card(3, 0)  # a row of 3s
    board[22] = cards.card(11, 0)  # the Knight on b4
    board[21] = cards.EMPTY  # the King's cell, a4
    walked = path(bytes(board), 21, 2, 2, (), 27)
    assert walked == [22, 27]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**40), holes=st.integers(0, 28), steps=st.integers(1, 12),
       level=st.integers(0, 2))
def test_a_path_to_every_destination_is_legal_on_random_boards(seed, holes, steps, level):
    rng = Random(seed)
    board = bytearray(_full_board(seed % 1000, front=(11, 5, 4)))
    for _ in range(holes):
        board[rng.randbelow(49)] = cards.EMPTY
    start = rng.randbelow(49)
    if board[start] != cards.JOKER:
        board[start] = cards.EMPTY
    board = bytes(board)
    for dest in destinations(board, start, steps, level, ()):
        check_path(board, start, steps, level, (), dest, path(board, start, steps, level, (), dest))

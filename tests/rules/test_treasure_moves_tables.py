"""The tables of `shared_rules/treasure/moves.py`, checked cell by cell against their
definitions: the neighbours and kinds it builds at import (rebuilt here: a mutation test imports
the module before the mutant is switched on, so only a fresh build shows a wrong table), and the
lookup tables it reads from the generated constants of `shared_rules/treasure/tables.py`."""
from host_tools import treasure_tables
from shared_rules.treasure import moves as tm
from shared_rules.compat import words

_N = 49


def _manhattan(a, b):
    return abs(a // 7 - b // 7) + abs(a % 7 - b % 7)


def _sign(x):
    return (x > 0) - (x < 0)


def _mask(cells):
    lo = hi = 0
    for t in cells:
        if t < 25:
            lo |= 1 << t
        else:
            hi |= 1 << (t - 25)
    return lo, hi


def test_each_cells_neighbours_up_right_down_left_or_off_the_grid():
    nb = tm._neighbours()
    assert nb == tm.NEIGHBOURS and len(nb) == _N * 4
    for c in range(_N):
        r, k = divmod(c, 7)
        assert nb[c * 4:c * 4 + 4] == bytes([c - 7 if r > 0 else 255, c + 1 if k < 6 else 255,
                                              c + 7 if r < 6 else 255, c - 1 if k > 0 else 255])
    assert nb[0:4] == bytes([255, 1, 7, 255])  # a1: nothing below it or to its left
    assert nb[48 * 4:48 * 4 + 4] == bytes([41, 255, 255, 47])  # g7


def test_the_distance_side_and_reach_masks_of_every_pair_of_cells():
    pair = tm._PAIR
    plo, phi = tm._PAR_LO, tm._PAR_HI
    # A byte for each row and column difference, not for each pair: 2.2 KB less heap
    assert len(pair) == _N + 13 * 13 and tm._PAIR_AT == treasure_tables.PAIR_AT == 133
    assert not hasattr(tm.treasure_tables, "MAN")  # in PAIR: 2.4 KB less heap
    for name in ("PAR_LO", "PAR_HI"):
        assert len(getattr(tm.treasure_tables, name)) == _N * 13 * 4
    assert not hasattr(tm.treasure_tables, "ANY_LO")  # derived in the walk: 5 KB less heap
    for a in range(_N):
        for b in range(_N):
            d = _manhattan(a, b)
            byte = pair[tm._PAIR_AT + pair[b] - pair[a]]
            assert byte & 15 == d
            dr = _sign(b // 7 - a // 7)
            dc = _sign(b % 7 - a % 7)
            assert byte >> 4 == (dr + 1) * 3 + dc + 1
        for k in range(13):
            i = a * 13 + k
            same_parity = [t for t in range(_N) if _manhattan(a, t) <= k
                           and (k - _manhattan(a, t)) % 2 == 0]
            assert (plo[i], phi[i]) == _mask(same_parity), (a, k)
            if k:  # what treasure_walk's bound ORs (and then clears a's own bit)
                within = [t for t in range(_N) if _manhattan(a, t) <= k]
                assert (plo[i] | plo[i - 1], phi[i] | phi[i - 1]) == _mask(within), (a, k)


def test_the_kind_of_every_cell_code_at_every_level():
    for level in range(3):
        table = tm.kind_table(level)
        assert len(table) == 128
        for code in range(128):
            c = code & 63
            r = c >> 2
            if c == 0:
                want = tm._BLOCKED  # an empty cell
            elif c == 56 or code & 64:
                want = tm._PLAIN  # the Joker, or any face-down card
            elif level == 2 and r == 4:
                want = tm._FORCED  # a face-up Counterfeiter ends the move
            elif level >= 1 and r == 5:
                want = tm._OPTIONAL  # a face-up Minstrel may end it
            elif level == 2 and r == 11:
                want = tm._KNIGHT  # a face-up Knight jumps
            else:
                want = tm._PLAIN
            assert table[code] == want, (level, code)
        assert table == tm._KINDS[level]


def test_the_generated_tables_are_what_the_generator_writes_today():
    with open(treasure_tables.TARGET) as f:
        assert f.read() == treasure_tables.source()
    assert treasure_tables.main(["--check"]) == 0


def test_words_reads_little_endian_four_byte_numbers_in_place():
    table = words(bytes([1, 0, 0, 0, 0, 1, 0, 0, 255, 255, 255, 1]))
    assert [table[0], table[1], table[2]] == [1, 256, 0x1FFFFFF]

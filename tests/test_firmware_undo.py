"""Undo snapshots as short text (firmware/replay.py): a position comes back equal, older saves'
plain JSON text still reads, and the text is shorter than json.dumps gives it."""
import json

from hypothesis import given
from hypothesis import strategies as st

from firmware.replay import position_text, text_position
from firmware.undo import History
from shared_rules import regicide as R
from shared_rules.regicide_companion import TableCompanion

_token = st.text("AJKQT23456789SHDC", min_size=2, max_size=2)


def _positions(text):
    value = st.recursive(
        st.none() | st.booleans() | st.integers(-2**30, 2**30) | text | _token,
        lambda inner: st.lists(inner, max_size=5) | st.lists(_token, max_size=8)
        | st.lists(text, max_size=4) | st.dictionaries(text, inner, max_size=5),
        max_leaves=30)
    return st.dictionaries(text, value, max_size=6)


@given(_positions(st.text(max_size=6)))
def test_a_position_comes_back_equal_from_its_text(position):
    assert text_position(position_text(position)) == position


# A notation's text: printable (a control character starts the packed token lists).
@given(_positions(st.text(st.characters(min_codepoint=32), max_size=6)))
def test_a_save_from_before_with_the_positions_json_text_still_reads(position):
    assert text_position(json.dumps(position)) == position


def test_a_regicide_position_is_a_third_shorter_and_rebuilds_the_same_game():
    positions = [TableCompanion(2, "never", True).to_dict(), R.Regicide.new(1, seed=7).to_dict(),
                 R.Regicide.new(3, seed=8).to_dict()]
    for position in positions:
        text = position_text(position)
        assert len(text) < 0.8 * len(json.dumps(position))
        assert text_position(text) == position
    companion = TableCompanion.from_dict(text_position(position_text(positions[0])))
    assert companion.to_dict() == positions[0]
    game = R.Regicide.from_dict(text_position(position_text(positions[1])))
    assert game.to_dict() == positions[1]


def test_history_keeps_the_newest_steps_up_to_its_depth():
    h = History(depth=2)
    for step in ("a", "b", "c"):
        h.push(step)
    assert h.to_list() == ["b", "c"] and h.pop() == "c" and h.pop() == "b" and h.pop() is None

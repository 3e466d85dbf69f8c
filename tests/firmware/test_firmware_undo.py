"""Undo snapshots as short text (firmware/replay.py): a position comes back equal, older saves'
plain JSON text still reads, and the text is shorter than json.dumps gives it."""
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from firmware import replay, undo
from firmware.replay import Replay, position_text, text_position
from firmware.undo import History, strings, whole
from shared_rules.regicide import game as R
from shared_rules.regicide.companion import TableCompanion

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
    positions = [TableCompanion(2, "never", True).to_dict(), R.new_game(7, players=1).to_dict(),
                 R.new_game(8, players=3).to_dict()]
    for position in positions:
        text = position_text(position)
        assert len(text) < 0.8 * len(json.dumps(position))
        assert text_position(text) == position
    companion = TableCompanion.from_dict(text_position(position_text(positions[0])))
    assert companion.to_dict() == positions[0]
    game = R.Regicide.from_dict(text_position(position_text(positions[1])))
    assert game.to_dict() == positions[1]


def test_the_regicide_modes_undo_as_many_steps_as_the_others():
    # replay.py keeps its own DEPTH (the companion loads no firmware.undo): the same number
    assert replay.DEPTH == undo.DEPTH == Replay().depth


def test_history_keeps_the_newest_steps_up_to_its_depth():
    h = History(depth=2)
    for step in ("a", "b", "c"):
        h.push(step)
    assert h.to_list() == ["b", "c"] and h.pop() == "c" and h.pop() == "b" and h.pop() is None


# --- issue 35: a saved undo list is what the code wrote, or the save cannot be read ---------

def test_a_saved_history_holds_only_the_snapshots_its_mode_accepts():
    def a_count(snapshot):
        return whole(snapshot, 0, 9)

    assert History.from_list([1, 2, 3], 12, a_count).to_list() == [1, 2, 3]
    assert not History.from_list(None, 12, a_count).can_undo()  # a save from before undo
    for bad in ([1, 1.5], [None], [-1], [True], "x", {}, list(range(13))):
        with pytest.raises(ValueError):
            History.from_list(bad, 12, a_count)


def test_a_count_is_an_int_not_true_nor_a_float_that_equals_one():
    assert whole(1, 0, 3) and whole(0, 0, 3) and whole(3, 0, 3)
    assert not any(whole(x, 0, 3) for x in (True, False, 1.0, -1, 4, "1", None))
    assert strings(["a", "b"], 2) and not strings(["a", 1], 2) and not strings(["a"], 2)


def test_saved_replay_steps_are_label_method_and_arguments_the_mode_accepts():
    def a_step(method, args):
        return method == "play" and len(args) == 1 and isinstance(args[0], str)

    steps = [["P1 played 5S", "play", ["5S"]]]
    r = Replay.from_save({"base": "{}", "steps": steps}, 12, a_step)
    assert r.label() == "P1 played 5S"
    for old in (None, ["a position", "another"]):  # none, or an older version's positions
        assert Replay.from_save(old, 12, a_step).label() is None
    for bad in ({"base": 1.5, "steps": steps}, {"base": None, "steps": steps},
                {"base": "{}", "steps": [["x", "play", [1.5]]]},
                {"base": "{}", "steps": [["x", "__init__", ["5S"]]]},
                {"base": "{}", "steps": [[None, "play", ["5S"]]]},
                {"base": "{}", "steps": [1.5]}, {"base": "{}", "steps": "x"}, "x", 1.5):
        with pytest.raises(ValueError):
            Replay.from_save(bad, 12, a_step)

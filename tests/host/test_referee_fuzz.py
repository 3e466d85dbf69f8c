"""Every bad input to the referee command is one line on standard error and exit status 2,
never a traceback (issue 10): deeply nested JSON, random text, random JSON values and valid
positions with one field replaced by a random value, for every game and verb (a King table
position carrying the previous deal's moves included, issue 34)."""
import io
import json
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from host_tools import referee

POSITIONS = {
    "king": ["king", "new", "--seed", "3"],
    "king-table": ["king", "new", "--table", "true", "--dealer", "0"],
    "treasure": ["treasure", "new", "--players", "3", "--seed", "7"],
    "regicide": ["regicide", "new", "--players", "2", "--seed", "5"],
    "companion": ["regicide", "table-new", "--players", "3"],
}
VERBS = {"king": ("moves", "score", "apply"), "king-table": ("apply", "rollback", "moves"),
         "treasure": ("moves", "score", "apply"),
         "regicide": ("moves", "score", "apply", "hint"),
         "companion": ("table-apply", "table-where")}
STEPS = {"apply": ["pass"], "table-apply": ["reveal JC", "play 5S"]}
# the table game's steps: a card, and the roll-back into the deal before (its trick 12)
TABLE_STEPS = {"apply": ["2S"], "rollback": ["1", "12"]}
# a real table's deal 1, its last card proving a revoke: the position after it carries the
# deal's moves (`previous_deal`) for a roll-back into it (tests/host/test_referee_king.py)
DEAL_1 = ("3S JS QS 9S 7H 4H 3H 5H 8C 5C 2C 6C TC KC 9C 7S 2S 6S TS KD QH 2H JH AH 4S AS 3C 5S "
          "4D TD 5D AD JD QD 9D 3D 8D 2D 9H 6D 6H QC KS 8H 7C KH 7D AC 8S 4C TH JC").split()


def run(argv, stdin=""):
    """(status, stdout, stderr) of the command run in this process; any exception escaping
    `main` fails the test with its traceback."""
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(stdin), io.StringIO(), io.StringIO()
    try:
        status = referee.main(argv)
        return status, sys.stdout.getvalue(), sys.stderr.getvalue()
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved


def assert_refused_in_one_line(status, out, err):
    assert status == 2, (status, out, err)
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("error: "), err
    assert "Traceback" not in err and len(err) < 400


def verb_args(game, verb):
    steps = TABLE_STEPS if game == "king-table" else STEPS
    return [POSITIONS[game][0], verb, "-"] + steps.get(verb, [])


# deep, yet under the size limit (host_tools/referee_io.py: MAX_POSITION_BYTES, 64 KB)
@pytest.mark.parametrize("text", ["[" * 60000, "{\"a\": " * 10000, "[" * 5000 + "]" * 5000,
                                  "{\"game\": \"king\", \"hands\": " + "[" * 3000 + "]" * 3000
                                  + "}"])
@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_deeply_nested_json_is_one_line_and_exit_2(game, text):
    for verb in VERBS[game]:
        assert_refused_in_one_line(*run(verb_args(game, verb), text))


def test_the_nesting_message_says_what_is_wrong():
    status, _, err = run(["king", "moves", "-"], "[" * 60000)
    assert status == 2 and err == "error: standard input is nested too deeply to be a position\n"


def _valid(game):
    status, out, err = run(POSITIONS[game])
    assert status == 0, err
    if game == "companion":  # a game under way: an enemy, a play, cards tracked
        status, out, err = run(["regicide", "table-apply", "-", "reveal JC", "play 5S+5H"], out)
        assert status == 0, err
    if game == "king-table":  # deal 2 begun, deal 1's moves carried
        status, out, err = run(["king", "apply", "-"] + DEAL_1 + ["2S"], out)
        assert status == 0, err
    return json.loads(out)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**40, 2**40) | st.text(max_size=8)
    | st.sampled_from(["AS", "KH", "JK", "~4C", "d4", "+3", "pass", "play", "king"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=5),
    max_leaves=20)


def _check_any_outcome(status, out, err):
    if status != 0:
        assert_refused_in_one_line(status, out, err)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(sorted(POSITIONS)), verb_index=st.integers(0, 3),
       text=st.text(max_size=60))
def test_random_text_is_refused_in_one_line(game, verb_index, text):
    verb = VERBS[game][verb_index % len(VERBS[game])]
    _check_any_outcome(*run(verb_args(game, verb), text))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(sorted(POSITIONS)), verb_index=st.integers(0, 3),
       data=st.data())
def test_a_valid_position_with_one_field_replaced_is_refused_in_one_line(game, verb_index,
                                                                         data):
    position = _valid(game)
    key = data.draw(st.sampled_from(sorted(position)), label="key")
    position[key] = data.draw(json_values, label="value")
    verb = VERBS[game][verb_index % len(VERBS[game])]
    _check_any_outcome(*run(verb_args(game, verb), json.dumps(position)))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(sorted(POSITIONS)), verb_index=st.integers(0, 3),
       data=st.data())
def test_a_valid_position_with_one_inner_value_replaced_is_refused_in_one_line(game,
                                                                               verb_index,
                                                                               data):
    position = _valid(game)
    node = position
    for _ in range(3):  # walk down to a random inner list or object
        if isinstance(node, dict) and node:
            key = data.draw(st.sampled_from(sorted(node)), label="key")
        elif isinstance(node, list) and node:
            key = data.draw(st.integers(0, len(node) - 1), label="index")
        else:
            break
        if isinstance(node[key], (dict, list)) and node[key] and data.draw(st.booleans()):
            node = node[key]
        else:
            node[key] = data.draw(json_values, label="value")
            break
    verb = VERBS[game][verb_index % len(VERBS[game])]
    _check_any_outcome(*run(verb_args(game, verb), json.dumps(position)))


@settings(max_examples=100, deadline=None)
@given(game=st.sampled_from(sorted(POSITIONS)), args=st.lists(
    st.sampled_from(["--seed", "--players", "--level", "--dealer", "--deck", "--quick", "-1",
                     "9", "x", "true", "complete", "", "--table", "5"]), max_size=5))
def test_random_new_options_are_refused_in_one_line(game, args):
    _check_any_outcome(*run(POSITIONS[game][:2] + args))

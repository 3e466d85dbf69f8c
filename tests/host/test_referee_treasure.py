"""The `treasure` verbs of the referee command line, run as a user runs them."""
import json
import subprocess
import sys

from tests.support.paths import ROOT


def referee(*args, stdin=None):
    proc = subprocess.run([sys.executable, "-m", "host_tools.referee", "treasure"] + list(args),
                          input=stdin, capture_output=True, text=True, cwd=ROOT, timeout=60)
    return proc.returncode, proc.stdout, proc.stderr


def test_new_prints_a_seeded_position_with_sorted_keys():
    code, out, err = referee("new", "--players", "3", "--level", "complete", "--seed", "7")
    assert code == 0, err
    pos = json.loads(out)
    assert out.strip() == json.dumps(pos, sort_keys=True)
    assert pos["version"] == "complete" and len(pos["seats"]) == 3
    assert referee("new", "--players", "3", "--level", "complete", "--seed", "7")[1] == out


def test_moves_lists_destination_cells_sorted(tmp_path):
    out = referee("new", "--players", "2", "--seed", "3")[1]
    path = tmp_path / "p.json"
    path.write_text(out)
    code, moves, err = referee("moves", str(path))
    assert code == 0, err
    lines = moves.split()
    assert lines == sorted(lines) and len(lines) == 2  # a corner King, one step


def test_apply_reads_standard_input_and_prints_the_next_position():
    out = referee("new", "--players", "2", "--seed", "3")[1]
    first = referee("moves", "-", stdin=out)[1].split()[0]
    code, after, err = referee("apply", "-", first, stdin=out)
    assert code == 0, err
    pos = json.loads(after)
    assert first in pos["kings"].values() and pos["turn"] != json.loads(out)["turn"]


def test_score_prints_each_player_and_the_winner():
    pos = json.loads(referee("new", "--players", "2", "--seed", "3")[1])
    pos["piles"][pos["seats"][0]].append("Q" + pos["seats"][0])
    pos["board"] = [" ".join(".." if t == "Q" + pos["seats"][0] else t for t in row.split())
                    for row in pos["board"]]
    code, out, err = referee("score", "-", stdin=json.dumps(pos))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith(pos["seats"][0] + " 13")
    assert lines[-1] == "leading: %s (the game is not over)" % pos["seats"][0]


def test_bad_input_is_one_line_and_exit_status_2():
    for args, stdin, words in (
            (("moves", "-"), "{not json", "not valid JSON"),
            (("moves", "-"), '{"game": "treasure"}', "lacks"),
            (("apply", "-", "z9"), referee("new")[1], "invalid cell"),
            (("apply", "-", "a1"), referee("new")[1], "not a legal destination"),
            (("new", "--players", "5"), None, "2 to 4 players"),
            (("new", "--level", "expert"), None, "bad value for --level")):
        code, out, err = referee(*args, stdin=stdin)
        assert code == 2 and out == ""
        assert len(err.strip().splitlines()) == 1 and words in err, err
        assert "Traceback" not in err


def test_moves_prints_nothing_once_the_game_is_over():
    pos = json.loads(referee("new", "--players", "2", "--seed", "3")[1])
    rows = [".. .. .. .. .. .. .."] * 7
    rows[3] = ".. .. .. JK .. .. .."
    pos["board"] = rows
    code, out, err = referee("moves", "-", stdin=json.dumps(pos))
    assert code == 0 and out == "", err
    assert "winner:" in referee("score", "-", stdin=json.dumps(pos))[1]

"""The referee command's shared behaviour: usage errors, unreadable positions, the end of a
game, and the module layout (the game modules import the shared helpers, not the dispatcher)."""
import json
import os
import subprocess
import sys

import pytest

from host_tools.micropython_runner import ROOT
from shared_rules.king import King
from shared_rules.regicide import Regicide
from shared_rules.rng import Random


def referee(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "host_tools.referee"] + list(args),
                          capture_output=True, text=True, cwd=ROOT, input=stdin)


def test_unknown_game_prints_usage_and_exits_2():
    proc = referee("chess", "new")
    assert proc.returncode == 2 and proc.stderr.startswith("usage:")


def test_bad_json_is_one_line_exit_2_never_a_traceback():
    proc = referee("king", "moves", "-", stdin='{"game": "king",')
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "not valid JSON" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_missing_file_is_reported():
    proc = referee("king", "moves", "/nonexistent/p.json")
    assert proc.returncode == 2 and "cannot read /nonexistent/p.json" in proc.stderr


def test_a_json_value_that_is_not_an_object_is_refused():
    proc = referee("king", "score", "-", stdin="[1, 2]")
    assert proc.returncode == 2 and "must be a JSON object" in proc.stderr


def test_a_reader_that_stops_early_is_not_an_error():
    proc = subprocess.run("%s -m host_tools.referee king new --seed 1 | head -c 10"
                          % sys.executable, shell=True, capture_output=True, text=True,
                          cwd=ROOT)
    assert proc.stdout == '{"contract' and "Traceback" not in proc.stderr


def _finished_king():
    game = King.new_game(4, {"quick": True})
    rng = Random(4)
    while not game.is_terminal():
        game.apply(rng.choice(game.legal_moves()))
    return json.dumps(game.to_dict())


def _finished_regicide():
    game = Regicide.new(2, 9)
    rng = Random(9)
    while not game.is_terminal():
        game.apply(rng.choice(game.legal_moves()))
    return json.dumps(game.to_dict())


def _finished_treasure():
    pos = json.loads(referee("treasure", "new", "--players", "2", "--seed", "3").stdout)
    pos["board"] = [".. .. .. .. .. .. .."] * 3 + [".. .. .. JK .. .. .."] + \
        [".. .. .. .. .. .. .."] * 3
    return json.dumps(pos)


@pytest.mark.parametrize("game, finished", [("king", _finished_king),
                                            ("regicide", _finished_regicide),
                                            ("treasure", _finished_treasure)])
def test_moves_at_the_end_prints_no_move_and_says_game_over_on_standard_error(game, finished):
    proc = referee(game, "moves", "-", stdin=finished())
    assert proc.returncode == 0 and proc.stdout == "" and proc.stderr == "game over\n"


def test_the_game_modules_share_helpers_and_never_import_the_dispatcher():
    for name in ("referee_king", "referee_regicide", "referee_treasure", "referee_io"):
        with open(os.path.join(ROOT, "host_tools", name + ".py")) as f:
            text = f.read()
        assert "from host_tools.referee import" not in text, name
        assert "from host_tools import referee " not in text, name
        assert "import host_tools.referee\n" not in text, name

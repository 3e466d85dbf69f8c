"""The referee command's shared behaviour: usage errors and unreadable positions."""
import subprocess
import sys

from host_tools.micropython_runner import ROOT


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

"""The referee command's shared behaviour: usage errors and help, unreadable positions (bad
UTF-8, too large), the end of a game, and the module layout (the game modules import the shared
helpers, not the dispatcher)."""
import io
import json
import os
import subprocess
import sys

import pytest

from host_tools import referee_io
from host_tools.micropython_runner import ROOT
from host_tools.referee import main as referee_main
from shared_rules.king.game import new_game
from shared_rules.regicide import game as regicide
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
    game = new_game(4, {"quick": True})
    rng = Random(4)
    while not game.is_terminal():
        game.apply(rng.choice(game.legal_moves()))
    return json.dumps(game.to_dict())


def _finished_regicide():
    game = regicide.new_game(9, players=2)
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


def _king_position_with(extra):
    """A fresh King position's JSON bytes with `extra` (bytes) as one more key's string."""
    text = referee("king", "new", "--seed", "3").stdout.strip().encode()
    return text[:-1] + b', "note": "' + extra + b'"}'


def _refused_from_stdin_and_file(data, path, reason):
    """`king moves` of `data` given on standard input and as the file `path`: exit 2, nothing
    on standard output, and `error: <source> <reason>` on standard error."""
    path.write_bytes(data)
    for args, stdin, source in ((["king", "moves", "-"], data, "standard input"),
                                (["king", "moves", str(path)], b"", str(path))):
        proc = subprocess.run([sys.executable, "-m", "host_tools.referee"] + args,
                              capture_output=True, cwd=ROOT, input=stdin)
        assert proc.returncode == 2 and proc.stdout == b""
        assert proc.stderr == b"error: %s %s\n" % (source.encode(), reason)


def test_bad_utf8_is_refused_on_standard_input_as_in_a_file(tmp_path):
    data = _king_position_with(b"caf\xe9")  # Latin-1, not UTF-8
    _refused_from_stdin_and_file(data, tmp_path / "p.json", b"is not UTF-8 text")
    # the same note in UTF-8 is read
    good = subprocess.run([sys.executable, "-m", "host_tools.referee", "king", "moves", "-"],
                          capture_output=True, cwd=ROOT, input=_king_position_with(
                              "café".encode()))
    assert good.returncode == 0 and good.stdout.split()[0] == b"AD"


def test_an_input_larger_than_any_position_is_refused_at_once(tmp_path):
    limit = referee_io.MAX_POSITION_BYTES
    # a real position, even indented, is far under the limit
    assert len(json.dumps(json.loads(_king_position_with(b"")), indent=4)) < limit // 8
    padded = _king_position_with(b"") + b" " * limit  # valid JSON, but no position is that long
    _refused_from_stdin_and_file(padded, tmp_path / "big.json",
                                 b"is larger than any position (more than 64 KB)")


class _Endless(io.RawIOBase):
    """Standard input that never ends: counts the bytes it was asked for."""

    def __init__(self):
        self.given = 0

    def readable(self):
        return True

    def readinto(self, b):
        b[:] = b" " * len(b)
        self.given += len(b)
        if self.given > 100 * referee_io.MAX_POSITION_BYTES:
            raise AssertionError("read far past the limit")
        return len(b)


def test_an_endless_standard_input_is_read_no_further_than_the_limit(monkeypatch, capsys):
    endless = _Endless()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BufferedReader(endless)))
    assert referee_main(["regicide", "score", "-"]) == 2
    assert capsys.readouterr().err == ("error: standard input is larger than any position "
                                       "(more than 64 KB)\n")
    assert endless.given <= referee_io.MAX_POSITION_BYTES + 8192  # one buffer's read ahead


@pytest.mark.parametrize("argv", [["--help"], ["-h"], ["king", "--help"], ["king", "-h"],
                                  ["king", "rollback", "--help"], ["treasure", "-h"],
                                  ["treasure", "new", "--help"], ["regicide", "--help"],
                                  ["regicide", "table-apply", "-h"]])
def test_help_at_every_level_prints_the_usage_on_standard_output(argv):
    proc = referee(*argv)
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.startswith("usage: python -m host_tools.referee ")
    if len(argv) == 1:
        assert "{treasure,king,regicide} VERB" in proc.stdout
    else:  # the game's verbs, each with its arguments
        game = argv[0]
        assert proc.stdout.startswith("usage: python -m host_tools.referee %s VERB" % game)
        for verb in ("new", "moves", "apply", "score"):
            assert "    %s%s [" % ("king " if game == "king" else "", verb) in proc.stdout or \
                "    %s%s POSITION" % ("king " if game == "king" else "", verb) in proc.stdout
    if argv[:2] == ["king", "rollback"]:
        assert "king rollback POSITION [DEAL] TRICK" in proc.stdout


def test_a_missing_verb_or_an_unknown_one_is_still_one_line_and_status_2():
    for argv in (["king"], ["king", "help"], ["--version"]):
        proc = referee(*argv)
        assert proc.returncode == 2 and proc.stdout == "" and proc.stderr.count("\n") == 1

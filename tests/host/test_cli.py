"""The `regalia` command (host_tools/cli.py, pyproject.toml's console script): its help lists
every tool, a command runs that tool with the rest of the arguments, a bad command is refused,
and the package's pinned dependencies are requirements.txt's."""
import json
import os
import subprocess
import sys
import tomllib

from host_tools import cli
from host_tools.micropython_runner import ROOT


def regalia(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "host_tools.cli"] + list(args),
                          capture_output=True, text=True, cwd=ROOT, input=stdin, check=False)


def test_help_lists_every_command():
    proc = regalia("--help")
    assert proc.returncode == 0 and proc.stdout.startswith("usage: regalia COMMAND")
    listed = [line.split()[0] for line in proc.stdout.split("commands:\n")[1].splitlines()
              if line.startswith("  ")]
    assert listed == ["referee", "sim", "deploy", "build", "web", "screenshots", "pull", "report"]


def test_referee_checks_a_regicide_position_and_applies_a_combo():
    # seed 7, solo: the Jack of Diamonds faces 9C 7C TH 3C 8S AS 3H 6C
    dealt = regalia("referee", "regicide", "new", "--players", "1", "--seed", "7")
    assert dealt.returncode == 0, dealt.stderr
    position = json.loads(dealt.stdout)
    assert position["enemy"]["card"] == "JD"
    assert position["hands"] == [["9C", "7C", "TH", "3C", "8S", "AS", "3H", "6C"]]
    moves = regalia("referee", "regicide", "moves", "-", stdin=dealt.stdout)
    assert moves.returncode == 0, moves.stderr
    # every card alone, the Ace with any other card, the two threes together (6 <= 10), and
    # the solo Jester's flip; never two cards of different ranks without the Ace
    assert moves.stdout.split() == [
        "AS", "AS+3H", "AS+3C", "AS+6C", "AS+7C", "AS+8S", "AS+9C", "AS+TH",
        "3H", "3H+3C", "3C", "6C", "7C", "8S", "9C", "TH", "flip"]
    # the threes of hearts and clubs: 6, doubled by the clubs to 12 on the Jack; its attack
    # of 10 is then paid from the hand
    applied = regalia("referee", "regicide", "apply", "-", "3H+3C", stdin=dealt.stdout)
    assert applied.returncode == 0, applied.stderr
    after = json.loads(applied.stdout)
    assert after["enemy"]["damage"] == 12 and after["phase"] == "pay"
    assert after["table"] == [["3H", "3C"]]
    assert after["hands"] == [["9C", "7C", "TH", "8S", "AS", "6C"]]


def test_a_bad_position_is_one_line_and_exit_2():
    proc = regalia("referee", "regicide", "moves", "-", stdin="{")
    assert proc.returncode == 2 and "not valid JSON" in proc.stderr
    assert proc.stderr.count("\n") == 1


def test_an_unknown_command_prints_the_usage_and_exits_2():
    proc = regalia("chess")
    assert proc.returncode == 2
    assert proc.stderr.startswith("regalia: unknown command 'chess'\nusage: regalia COMMAND")


def test_a_tools_help_is_its_docstring():
    proc = regalia("deploy", "--help")
    assert proc.returncode == 0
    assert proc.stdout.startswith("Put Regalia on a board with mpremote")


def test_the_package_pins_what_requirements_pins():
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        project = tomllib.load(f)["project"]
    pinned = {}
    for name in ("requirements.txt", "requirements-sim.txt"):
        with open(os.path.join(ROOT, name)) as f:
            pinned.update((line.split("==")[0].lower(), line.strip()) for line in f
                          if "==" in line and not line.startswith("#"))
    for dependency in project["dependencies"]:
        name = dependency.split("==")[0].lower()
        assert pinned.get(name) == dependency, dependency
    assert project["scripts"]["regalia"] == "host_tools.cli:main"
    assert callable(cli.main)

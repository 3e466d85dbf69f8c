"""The regicide referee command: new, moves, apply, score (and hint), through a subprocess."""
import json
import subprocess
import sys

from tests.support.regicide_util import position

from tests.support.paths import ROOT


def referee(*args, stdin=None):
    proc = subprocess.run([sys.executable, "-m", "host_tools.referee", "regicide"] + list(args),
                          capture_output=True, text=True, cwd=ROOT, input=stdin, timeout=60)
    return proc.returncode, proc.stdout, proc.stderr


def test_new_deals_a_position_that_moves_and_apply_continue(tmp_path):
    status, out, err = referee("new", "--players", "2", "--seed", "5")
    assert status == 0, err
    pos = json.loads(out)
    assert pos["players"] == 2 and len(pos["hands"][0]) == 7 and "rng" in pos
    path = tmp_path / "p.json"
    path.write_text(out)
    status, moves, _ = referee("moves", str(path))
    lines = moves.splitlines()
    assert status == 0 and lines[-1] == "yield" and all(" " not in m for m in lines)
    play = lines[0]
    status, after, err = referee("apply", str(path), play)
    assert status == 0, err
    assert json.loads(after)["table"] == [play.split("+")]


def test_moves_lists_plays_with_cards_joined_by_plus():
    pos = position([["5S", "5H", "AC"], ["2C"]], enemy="JD")
    status, out, _ = referee("moves", "-", stdin=json.dumps(pos))
    assert status == 0
    assert out.splitlines() == ["AC", "AC+5S", "AC+5H", "5S", "5S+5H", "5H", "yield"]


def test_apply_several_moves_and_score():
    pos = position([["TC", "9S", "8S"], ["2H"]], enemy="KH", castle=[], table=[["TS"], ["TD"]])
    status, out, err = referee("apply", "-", "TC", stdin=json.dumps(pos))
    assert status == 0, err
    status, score, _ = referee("score", "-", stdin=out)
    assert json.loads(score) == {"enemies_defeated": 12, "grade": None, "loss_reason": None,
                                 "phase": "won", "won": True}


def test_pay_move_and_too_small_payment_error():
    pos = position([["9S", "3H", "2D"], ["2H"]], enemy="JC", phase="pay", owed=10)
    status, _, err = referee("apply", "-", "pay 9S", stdin=json.dumps(pos))
    assert status == 2 and err.strip() == (
        "error: move 1 (pay 9S): payment worth 9 is less than the 10 owed: choose again")
    status, out, _ = referee("apply", "-", "pay 9S+2D", stdin=json.dumps(pos))
    assert status == 0 and json.loads(out)["turn"] == 1


def test_errors_are_one_line_without_traceback(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "regicide"}')
    for args in (("moves", str(bad)), ("moves", str(tmp_path / "none.json")),
                 ("new", "--players", "7"), ("new", "--colour", "red"), ("apply",),
                 ("apply", str(bad), "yield")):
        status, out, err = referee(*args)
        assert status == 2 and err.startswith("error: ") and "Traceback" not in err, args
        assert len(err.strip().splitlines()) == 1


def test_hint_names_a_legal_move():
    status, out, _ = referee("new", "--seed", "1")
    status, hint, err = referee("hint", "-", stdin=out)
    status2, moves, _ = referee("moves", "-", stdin=out)
    assert status == 0 and hint.strip() in moves.splitlines()


def test_the_table_companion_verbs_follow_a_real_table(tmp_path):
    status, out, _ = referee("table-new", "--players", "2")
    assert status == 0 and json.loads(out)["game"] == "regicide-companion"
    path = tmp_path / "c.json"
    path.write_text(out)
    status, after, said = referee("table-apply", str(path), "reveal JH", "play", "TC",
                                  "reveal", "JS")
    assert status == 0, said
    assert "exact kill: put JH face down on top of the tavern deck" in said.splitlines()
    assert said.splitlines()[-1] == "seat 0 plays again"
    status, out, err = referee("table-apply", "-", "play JH", stdin=after)
    assert status == 2 and out == ""
    assert err == ("error: step 1 (play JH): JH is on top of the tavern: it is drawn before "
                   "any other card\n")
    status, where, _ = referee("table-where", "-", stdin=after)
    lines = where.splitlines()
    assert status == 0 and len(lines) == 53
    assert "JH: the tavern, card 1 from the top" in lines and "TC: the discard pile" in lines


def test_the_table_companion_refuses_cannot_pay_when_seven_cards_cover_ten(tmp_path):
    _, out, _ = referee("table-new", "--players", "2")
    status, after, _ = referee("table-apply", "-", "reveal JC", "yield", stdin=out)
    assert status == 0
    status, _, err = referee("table-apply", "-", "cannot-pay", stdin=after)
    assert status == 2 and "any hand of 7 they can hold is worth at least 10" in err


def test_a_step_the_companion_does_not_know_is_one_line_exit_2():
    _, out, _ = referee("table-new", "--players", "3")
    for steps, words in ((["dance"], "unknown step 'dance'"), (["reveal"], "reveal needs cards"),
                         (["reveal JC", "next x"], "next needs a seat number"),
                         (["reveal JC", "yield 5S"], "yield takes no cards")):
        status, got, err = referee("table-apply", "-", *steps, stdin=out)
        assert status == 2 and got == "" and err.count("\n") == 1 and words in err, err

"""`python -m host_tools.referee king new|moves|apply|score` (issue 4 item 5)."""
import json
import subprocess
import sys

from tests.support.paths import ROOT


def referee(*args, stdin=None):
    proc = subprocess.run([sys.executable, "-m", "host_tools.referee", "king"] + list(args),
                          capture_output=True, text=True, cwd=ROOT, input=stdin, timeout=60)
    return proc.returncode, proc.stdout, proc.stderr


def test_new_prints_a_dealt_position(tmp_path):
    code, out, _ = referee("new", "--seed", "3", "--dealer", "2")
    assert code == 0
    d = json.loads(out)
    assert d["game"] == "king" and d["deal"] == 1 and d["dealer"] == 2
    assert [len(h) for h in d["hands"]] == [13, 13, 13, 13]
    assert out.index('"contract"') < out.index('"deal"')  # sorted keys


def test_moves_lists_the_legal_cards_one_per_line(tmp_path):
    _, out, _ = referee("new", "--seed", "3", "--dealer", "2")
    d = json.loads(out)
    code, moves, _ = referee("moves", "-", stdin=out)
    assert code == 0 and moves.split() == d["hands"][2]


def test_apply_then_score(tmp_path):
    _, out, _ = referee("new", "--seed", "3", "--dealer", "0")
    path = tmp_path / "p.json"
    path.write_text(out)
    first = json.loads(out)["hands"][0][0]
    code, after, err = referee("apply", str(path), first)
    assert code == 0, err
    d = json.loads(after)
    assert d["trick"]["cards"] == [first]
    code, table, _ = referee("score", "-", stdin=after)
    assert code == 0 and "deal 1 of 10 in play (tricks), seat 1 to act" in table


def test_the_auction_moves_are_listed_and_applied():
    _, out, _ = referee("new", "--seed", "1", "--dealer", "0")
    d = json.loads(out)
    # jump to deal 7 through a table game is long; check an auction position directly
    d["deal"], d["dealer"] = 7, 0
    d["scores"] = [[-260, -260, -200, -240, -160, -180], [0] * 6, [0] * 6, [0] * 6]
    d["contract"] = None
    d["auction"] = {"bids": []}
    d.pop("rng")
    code, moves, err = referee("moves", "-", stdin=json.dumps(d))
    assert code == 0, err
    assert moves.splitlines() == ["+1", "+2", "+3", "+4", "+5", "+6", "+7", "+8", "-1", "-2",
                                 "pass"]
    code, after, err = referee("apply", "-", "+3", "pass", "pass", "ultimatum +5", "take",
                               "trump", "H", stdin=json.dumps(d))
    assert code == 0, err
    a = json.loads(after)
    assert a["contract"] == {"type": "positive", "trump": "H", "declarer": 1, "bid": "+5"}
    assert a["auction"] == {"bids": [[1, "+3"], [2, "pass"], [3, "pass"]],
                            "decision": "ultimatum +5", "answer": "take"}


def test_an_illegal_move_is_one_error_line_and_status_2():
    _, out, _ = referee("new", "--seed", "3", "--dealer", "0")
    code, _, err = referee("apply", "-", "+3", stdin=out)
    assert code == 2 and err.startswith("error: ") and "Traceback" not in err
    code, _, err = referee("apply", "-", "ZZ", stdin=out)
    assert code == 2 and "invalid card token 'ZZ'" in err


def test_a_bad_option_is_refused():
    code, _, err = referee("new", "--deck", "36")
    assert code == 2 and "bad value for --deck" in err


def test_table_mode_reports_a_revoke_on_stderr():
    _, out, _ = referee("new", "--table", "true", "--dealer", "0")
    assert json.loads(out)["hands"] is None
    code, after, err = referee("apply", "-", "2S", "5S", "9H", "3S", "2H", "3H", "4H", "5H",
                               "4S", "7S", "6S", stdin=out)
    assert code == 0
    assert "violation: seat 2 revoked in trick 1" in err and "go back to deal 1, trick 1" in err
    assert json.loads(after)["trick"]["cards"] == ["4S", "7S", "6S"]


def test_rollback_takes_a_table_position_back_to_the_trick_of_the_violation():
    _, out, _ = referee("new", "--table", "true", "--dealer", "0")
    _, after, err = referee("apply", "-", "2S", "5S", "9H", "3S", "2H", "3H", "4H", "5H",
                            "4S", "7S", "6S", stdin=out)
    code, back, err = referee("rollback", "-", "1", stdin=after)
    assert code == 0, err
    d = json.loads(back)
    assert d["played"] == [] and d["trick"] == {"leader": 0, "cards": []}
    code, _, err = referee("rollback", "-", "9", stdin=after)
    assert code == 2 and "has no trick 9" in err


def test_new_takes_the_deal_5_heart_lead_ban_option_off_by_default():
    _, plain, _ = referee("new", "--seed", "3")
    assert json.loads(plain)["options"]["deal5_heart_ban"] is False
    code, banned, err = referee("new", "--seed", "3", "--deal5-heart-ban", "true")
    assert code == 0, err
    assert json.loads(banned)["options"]["deal5_heart_ban"] is True
    code, _, err = referee("new", "--deal5-heart-ban", "maybe")
    assert code == 2 and "bad value for --deal5-heart-ban" in err


def test_a_table_heart_lead_in_deal_5_is_a_violation_only_with_the_option():
    for ban, expected in ((False, ""), (True, "led a heart in trick 1")):
        _, out, _ = referee("new", "--dealer", "1", "--table", "true",
                            "--deal5-heart-ban", "true" if ban else "false")
        d = json.loads(out)
        d["deal"], d["dealer"] = 5, 1
        d["scores"] = [[-260, -260, -200, -240], [0] * 4, [0] * 4, [0] * 4]
        d["trick"]["leader"], d["contract"] = 1, {"type": "king_hearts"}
        code, _, err = referee("apply", "-", "AH", "2H", "3H", "4H", "2C", stdin=json.dumps(d))
        assert code == 0 and (expected in err if expected else err == ""), err


# Deal 1 (tricks) at a real table, dealer 0: seat 2 does not follow clubs in trick 12 (plays
# 7D) and the deal's very last card, its JC in trick 13, proves the revoke (issue 34 item 1).
DEAL_1_REVOKED_AT_THE_END = (
    "3S JS QS 9S 7H 4H 3H 5H 8C 5C 2C 6C TC KC 9C 7S 2S 6S TS KD QH 2H JH AH 4S AS 3C 5S 4D TD "
    "5D AD JD QD 9D 3D 8D 2D 9H 6D 6H QC KS 8H 7C KH 7D AC 8S 4C TH JC").split()


def _table_after_deal_1():
    _, out, _ = referee("new", "--table", "true", "--dealer", "0")
    code, after, err = referee("apply", "-", *DEAL_1_REVOKED_AT_THE_END, stdin=out)
    assert code == 0, err
    return after, err


def test_a_fault_proven_by_a_deals_last_card_is_rolled_back_into_that_deal():
    after, err = _table_after_deal_1()
    assert err == ("violation: seat 2 revoked in trick 12: did not follow C but plays JC in "
                   "trick 13 (go back to deal 1, trick 12)\n")
    d = json.loads(after)
    assert d["deal"] == 2 and d["played"] == [] and d["scores"] == [[-60], [-80], [-60], [-60]]
    assert d["previous_deal"] == {"deal": 1, "moves": DEAL_1_REVOKED_AT_THE_END}
    code, back, err = referee("rollback", "-", "1", "12", stdin=after)
    assert code == 0, err
    b = json.loads(back)
    assert b["deal"] == 1 and b["scores"] == [[], [], [], []] and "previous_deal" not in b
    assert b["played"][-1] == [1, "6H", "QC", "KS", "8H"] and len(b["played"]) == 11
    assert b["trick"] == {"leader": 0, "cards": []}
    # trick 12 replayed as it should have been (seat 2 follows with JC): no fault, deal 2 next
    code, again, err = referee("apply", "-", "7C", "KH", "JC", "AC", "8S", "4C", "TH", "7D",
                               stdin=back)
    assert code == 0 and err == "", err
    assert json.loads(again)["deal"] == 2
    # the trick alone names the current deal, which has none yet: the error says what to type
    code, _, err = referee("rollback", "-", "12", stdin=after)
    assert code == 2 and err == ("error: deal 2 has no trick 12 yet (deal 1's trick 12: king "
                                 "rollback POSITION 1 12)\n")


def test_the_previous_deal_is_carried_through_the_next_deals_moves_and_its_rollback():
    after, _ = _table_after_deal_1()
    code, later, err = referee("apply", "-", "2S", "3S", "4S", stdin=after)
    assert code == 0, err
    assert json.loads(later)["previous_deal"]["moves"] == DEAL_1_REVOKED_AT_THE_END
    code, back, err = referee("rollback", "-", "1", stdin=later)  # deal 2's trick 1
    assert code == 0, err
    b = json.loads(back)
    assert b["deal"] == 2 and b["trick"]["cards"] == [] and "previous_deal" in b
    code, back, err = referee("rollback", "-", "1", "12", stdin=later)
    assert code == 0 and json.loads(back)["deal"] == 1, err
    # deal 1 back with no deal before it; a deal 2 without its moves cannot reach deal 1
    code, _, err = referee("rollback", "-", "0", "1", stdin=back)
    assert code == 2 and "deal 0 cannot be rolled back" in err
    bare = json.loads(after)
    del bare["previous_deal"]
    code, _, err = referee("rollback", "-", "1", "12", stdin=json.dumps(bare))
    assert code == 2 and "does not carry its moves" in err


def test_a_previous_deal_that_does_not_lead_to_the_position_is_refused_in_one_line():
    after, _ = _table_after_deal_1()
    for change, words in (
            (lambda p: p["moves"].pop(), "do not end deal 1"),
            (lambda p: p["moves"].append("2S"), "deal 1 is over before move 53 (2S)"),
            (lambda p: p["moves"].__setitem__(0, "3S "), "previous_deal move 1 (3S )"),
            (lambda p: p["moves"].__setitem__(0, 4), "a list of cards and auction words"),
            (lambda p: p.__setitem__("deal", 2), 'must be {"deal": 1'),
            # the same cards won by other seats: the deal's scores differ from the position's
            (lambda p: p["moves"].__setitem__(slice(0, 4), ["3S", "QS", "JS", "9S"]),
             "do not end deal 1 with the position's scores")):
        d = json.loads(after)
        change(d["previous_deal"])
        for args in (("apply", "-", "2S"), ("rollback", "-", "1", "12")):
            code, out, err = referee(*args, stdin=json.dumps(d))
            assert code == 2 and out == "" and err.count("\n") == 1, err
            assert words in err, err

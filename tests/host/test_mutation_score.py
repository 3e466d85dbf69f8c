"""`make mutate`'s score: what counts as killed, and the survivors listed as equivalent; which
tests run against mutants (setup.cfg)."""
import configparser
import fnmatch
import os

from host_tools import mutation_score as ms
from host_tools.micropython_runner import ROOT

FOUND = {
    "shared_rules.cards.x_parse__mutmut_1": "killed",
    "shared_rules.cards.x_parse__mutmut_2": "timeout",
    "shared_rules.cards.x_parse__mutmut_3": "survived",
    "shared_rules.cards.x_parse__mutmut_4": "survived",
    "shared_rules.rng.xǁRandomǁnext__mutmut_1": "no tests",
    "shared_rules.king.game.x_beats__mutmut_1": "not checked",
    "firmware.input.x_f__mutmut_1": "survived",
}


def test_equivalents_are_the_listed_names_only():
    doc = ("Some text naming `shared_rules.cards.x_parse__mutmut_9` in passing.\n"
           "- `shared_rules.cards.x_parse__mutmut_4`: the letters are unique, rfind = find\n"
           "- `firmware.input.x_f__mutmut_1`: the same\n"
           "- a list item without a mutant\n")
    assert ms.equivalents(doc) == {"shared_rules.cards.x_parse__mutmut_4",
                                   "firmware.input.x_f__mutmut_1"}


def test_score_counts_timeouts_as_killed_and_leaves_out_equivalents_and_unrun():
    text, pct = ms.report(FOUND, equivalent={"shared_rules.cards.x_parse__mutmut_4"})
    # shared_rules: killed 2 (one timeout) of 4 counted (a survivor, "no tests" and the two
    # killed); the equivalent and the mutant not run yet are left out.
    assert pct == 50.0
    lines = text.splitlines()
    assert lines[1].split() == ["firmware.input", "0", "1", "0", "0.0%"]
    assert lines[2].split() == ["shared_rules.cards", "2", "3", "1", "66.7%"]
    assert lines[3].split() == ["shared_rules.king.game", "0", "0", "0", "not", "run"]
    assert lines[4].split() == ["shared_rules.rng", "0", "1", "0", "0.0%"]
    assert lines[5].split()[-4:] == ["2", "4", "1", "50.0%"]


def test_survivors_list_leaves_out_the_equivalents():
    text, _ = ms.report(FOUND, show_survivors=True,
                        equivalent={"shared_rules.cards.x_parse__mutmut_4"})
    listed = text.split("survivors:\n")[1].splitlines()
    assert listed == ["firmware.input.x_f__mutmut_1", "shared_rules.cards.x_parse__mutmut_3",
                      "shared_rules.rng.xǁRandomǁnext__mutmut_1"]


def test_a_sample_takes_its_share_of_every_module_the_same_for_the_same_seed():
    names = (["shared_rules.king.game.x_f__mutmut_%d" % i for i in range(200)]
             + ["shared_rules.rng.x_g__mutmut_%d" % i for i in range(20)]
             + ["shared_rules.cards.x_h__mutmut_1"])
    picked = ms.sample(names, 0.05, seed=3)
    modules = [ms.module_of(n) for n in picked]
    assert modules.count("shared_rules.king.game") == 10 and modules.count("shared_rules.rng") == 1
    assert modules.count("shared_rules.cards") == 1  # at least one of every module
    assert picked == ms.sample(list(reversed(names)), 0.05, seed=3)
    assert picked != ms.sample(names, 0.05, seed=4)


def test_the_interval_of_a_sampled_score_holds_the_score_and_narrows_with_more_mutants():
    low, high = ms.wilson(90, 100)
    assert 82.5 < low < 90 < high < 95
    low2, high2 = ms.wilson(900, 1000)
    assert low < low2 < 90 < high2 < high
    assert ms.wilson(0, 0) == (0.0, 100.0)
    assert ms.wilson(10, 10)[1] == 100.0


def test_help_and_unknown_options_start_no_run(monkeypatch, capsys):
    # A whole run takes many hours: asking for help or mistyping an option must not start it.
    def no_run(*args, **kwargs):
        raise AssertionError("mutmut was started")

    monkeypatch.setattr(ms, "run_mutmut", no_run)
    monkeypatch.setattr(ms, "statuses", no_run)
    assert ms.main(["--help"]) == 0
    assert "Usage: python -m host_tools.mutation_score" in capsys.readouterr().out
    assert ms.main(["--smaple", "0.04"]) == 2
    assert capsys.readouterr().err == "mutation_score: unknown option --smaple (see --help)\n"


def _mutmut_setting(name):
    parser = configparser.ConfigParser()
    parser.read(os.path.join(ROOT, "setup.cfg"))
    return [line for line in parser.get("mutmut", name).split("\n") if line]


def test_the_tests_run_against_mutants_are_chosen_by_name_not_listed():
    selection = _mutmut_setting("pytest_add_cli_args_test_selection")
    assert selection[0] == "-o" and selection[-1] == "tests/"
    patterns = selection[1].split("=", 1)[1].split()
    ignored = [arg.split("=", 1)[1] for arg in _mutmut_setting("pytest_add_cli_args")
               if arg.startswith("--ignore=")]
    chosen = {name for folder, _, names in os.walk(os.path.join(ROOT, "tests")) for name in names
              if any(fnmatch.fnmatch(name, p) for p in patterns)
              and os.path.relpath(os.path.join(folder, name), ROOT) not in ignored}
    # every engine's rule tests, the save file and the buttons, the parity outputs in-process
    assert {"test_cards.py", "test_king.py", "test_regicide_rules.py", "test_treasure.py",
            "test_firmware_storage.py", "test_firmware_input.py",
            "test_parity_expected.py"} <= chosen
    # never the tests that start interpreters or subprocesses, nor the device's button scripts
    for name in ("test_parity.py", "test_regicide_referee.py", "test_referee_king.py",
                 "test_pico_games.py", "test_web_browser.py", "test_firmware_king.py",
                 "test_sim.py", "test_deploy.py", "test_cli.py"):
        assert name not in chosen, name

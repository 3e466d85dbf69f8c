"""Every script in tests/parity/ prints its reviewed expected output (`.exp`) under CPython and
both MicroPython ports."""
import glob
import os

import pytest

from host_tools.parity import check_parity, expected_path, read_expected

from tests.support.paths import TESTS as HERE
# the parity scripts: every .py of tests/parity/ but its tests and __init__.py
SCRIPTS = sorted(p for p in glob.glob(os.path.join(HERE, "parity", "*.py"))
                 if not os.path.basename(p).startswith(("test_", "__")))


@pytest.mark.parametrize("script", SCRIPTS, ids=[os.path.basename(s) for s in SCRIPTS])
def test_parity(script, wasm):
    expected = read_expected(script)
    assert expected is not None, (
        "%s has no reviewed output: review the script's output, then run "
        "`python -m host_tools.parity --update %s`" % (expected_path(script), script))
    assert check_parity(script, wasm, expected=expected) == expected


def test_there_are_parity_scripts():
    assert len(SCRIPTS) >= 2


def test_no_expected_output_without_its_script():
    for exp in glob.glob(os.path.join(HERE, "parity", "*.exp")):
        assert os.path.exists(os.path.splitext(exp)[0] + ".py"), exp

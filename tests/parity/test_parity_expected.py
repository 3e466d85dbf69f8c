"""Every parity script's reviewed expected output (`.exp`), checked inside this test process.

`test_parity.py` runs each script in CPython, MicroPython and WebAssembly subprocesses. A
mutation test (`make mutate`) changes the code only inside the process that runs the tests, so
those subprocesses never meet the mutant; run here, the scripts' seeded games, bot moves and
referee traces catch it.
"""
import contextlib
import glob
import io
import os
import runpy

import pytest

from host_tools.parity import expected_path, read_expected

from tests.support.paths import TESTS as HERE
# the parity scripts: every .py of tests/parity/ but its tests and __init__.py
SCRIPTS = sorted(p for p in glob.glob(os.path.join(HERE, "parity", "*.py"))
                 if not os.path.basename(p).startswith(("test_", "__")))


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: os.path.basename(p)[:-3])
def test_a_parity_script_prints_its_expected_output_in_this_process(script):
    expected = read_expected(script)
    assert expected is not None, expected_path(script)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        runpy.run_path(script, run_name="__main__")
    assert out.getvalue() == expected

"""Every script in tests/parity/ prints the same under CPython and both MicroPython ports."""
import glob
import os

import pytest

from host_tools.parity import check_parity

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = sorted(glob.glob(os.path.join(HERE, "parity", "*.py")))


@pytest.mark.parametrize("script", SCRIPTS, ids=[os.path.basename(s) for s in SCRIPTS])
def test_parity(script, wasm):
    output = check_parity(script, wasm)
    assert output.strip()


def test_there_are_parity_scripts():
    assert len(SCRIPTS) >= 2

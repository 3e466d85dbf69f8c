"""Shared pytest fixtures: one MicroPython WebAssembly process for the whole test run."""
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from host_tools.micropython_runner import WasmSession  # noqa: E402


@pytest.fixture(scope="session")
def wasm():
    """A MicroPython WebAssembly interpreter shared by every test that needs one."""
    with WasmSession() as session:
        yield session


# Property tests must not flake on a loaded CI machine: no per-example deadline.
from hypothesis import settings  # noqa: E402

settings.register_profile("regalia", deadline=None, print_blob=True)
settings.load_profile("regalia")

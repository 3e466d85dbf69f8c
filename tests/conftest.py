"""Shared pytest set-up: one MicroPython WebAssembly process per worker, no Hypothesis deadline,
and how `make test`'s two workers (pytest-xdist) share the tests."""
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


# `make test`'s two workers (pytest-xdist): each test file runs whole on one worker, so a
# module's fixtures (a Pico's games, a browser) run once. The files that write the shared
# build/ folder (compiled .mpy files, a board's staging, the Pico's flash images, the heap
# budget's files, the web app's bundle) run on one worker, one after the other: two writers of
# the same file would race. (xdist's own `--dist loadgroup` marks do not reach its scheduler
# under pytest 9, so the grouping is this scheduler's.)
WRITES_BUILD = ("tests/pico/", "tests/web/", "tests/host/test_build.py",
                "tests/host/test_deploy.py", "tests/firmware/test_heap_budget.py")


def work_unit(nodeid):
    """The tests that must run on the same worker, in order: a file, or all of WRITES_BUILD."""
    path = nodeid.split("::")[0]
    return "build" if path.startswith(WRITES_BUILD) else path


def pytest_xdist_make_scheduler(config, log):
    from xdist.scheduler import LoadScopeScheduling

    class ByWorkUnit(LoadScopeScheduling):
        def _split_scope(self, nodeid):
            return work_unit(nodeid)

    return ByWorkUnit(config, log)

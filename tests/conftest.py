"""Shared pytest set-up: one MicroPython WebAssembly process per worker, no Hypothesis deadline,
and how `make test`'s two workers (pytest-xdist, `--dist loadgroup`) share the tests."""
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


# Each test file stays on one worker, so a module's fixtures (a Pico's games, a browser) run
# once. The files that write the shared build/ folder (compiled .mpy files, a board's staging,
# the Pico's flash images, the heap budget's files, the web app's bundle) run on one worker,
# one after the other: two writers of the same file would race.
WRITES_BUILD = ("tests/pico/", "tests/web/", "tests/host/test_build.py",
                "tests/host/test_deploy.py", "tests/firmware/test_heap_budget.py")


def pytest_collection_modifyitems(items):
    for item in items:
        path = item.nodeid.split("::")[0]
        group = "build" if path.startswith(WRITES_BUILD) else path
        item.add_marker(pytest.mark.xdist_group(group))

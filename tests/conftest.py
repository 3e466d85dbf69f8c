"""Shared pytest set-up: one MicroPython WebAssembly process per worker, no Hypothesis deadline,
and how `make test`'s two workers (pytest-xdist) share the tests."""
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
# Each of `make test`'s workers (pytest-xdist) compiles, stages and builds in a build folder of
# its own, so two workers never write the same file; they share the Pico's flash images, each
# written under a name of its own and renamed into place (host_tools/pico/image.py). Set before
# any host tool is imported: host_tools.build reads it once, the tools' subprocesses inherit it.
if os.environ.get("PYTEST_XDIST_WORKER"):
    os.environ["REGALIA_BUILD"] = os.path.join(ROOT, "build", os.environ["PYTEST_XDIST_WORKER"])
    os.environ["REGALIA_PICO_CACHE"] = os.path.join(ROOT, "build", "pico")

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
# module's fixtures (a Pico's games, a browser) run once; the slowest files are handed out
# first (the emulated Pico's, then the browser's), so that neither worker is left with a long
# file at the end while the other waits.
SLOW_FIRST = ("tests/pico/test_pico_budget.py", "tests/pico/test_pico_games.py",
              "tests/pico/test_pico_powercut.py", "tests/pico/", "tests/web/test_web_browser.py")


def slowness(item):
    path = item.nodeid.split("::")[0]
    return next((i for i, slow in enumerate(SLOW_FIRST) if path.startswith(slow)),
                len(SLOW_FIRST))


def pytest_collection_modifyitems(items):
    items.sort(key=slowness)  # (a stable sort: each file's tests keep their order)


@pytest.hookimpl(optionalhook=True)  # (a hook of xdist's: pytest without it runs too)
def pytest_xdist_make_scheduler(config, log):
    from xdist.scheduler import LoadScopeScheduling

    class ByFile(LoadScopeScheduling):
        """Each file a unit of work, handed out in the order of the collection."""

        def _split_scope(self, nodeid):
            return nodeid.split("::")[0]

    config.option.loadscopereorder = False
    return ByFile(config, log)


@pytest.fixture(autouse=True)
def english_boxes():
    """Each test starts with the boxes' words in English (firmware/ui/widgets.py's SAID, a
    module's list the language of Settings rewrites): a test that chose Svenska, or mashed
    Settings into Dansk, must not leave its words to the next test of the same worker."""
    yield
    widgets = sys.modules.get("firmware.ui.widgets")
    if widgets is not None:
        widgets.SAID[:] = widgets.ENGLISH
    lookup = sys.modules.get("words.lookup")
    if lookup is not None:  # (the catalogue a test left open: closed)
        lookup.close()
    gfx = sys.modules.get("firmware.ui.gfx")
    if gfx is not None:  # (the cards' ranks too: `speak` sets them with the boxes' words)
        gfx.RANK_GLYPHS = gfx.ENGLISH_RANKS

"""The Kings and Treasures search's walk as machine code on the emulated Pico answers as the host.

`make deploy` gives the Pico `shared_rules/treasure_walk` compiled to ARMv6-M machine code by
mpy-cross's viper emitter (`host_tools/deploy.py`'s NATIVE), everything else as bytecode; the
host, the unix and the WebAssembly ports run the bytecode. Viper code computes with machine
words and raw pointers where bytecode has Python ints and subscripts, so the two could differ
(a number past 32 bits, a wrong cast); and native frames are bigger on a C stack of ~8 KB, so
the walk keeps its path on an explicit stack, never in recursive calls. Here the image laid
out as `make deploy` lays it out answers, on the corpus's deepest searches (the 8 bot-game
boards, 12 steps with Knights; the sparse Knight board's 12-step seat; a 12-step full board
from the centre), the destinations and the paths that CPython finds.
"""
import pytest

from host_tools import deploy
from host_tools.pico import firmware_files, image
from host_tools.pico.board import EmulatedPico
from shared_rules.treasure.moves import destinations, path
from tests.support.treasure_naive import corpus

MISSING = firmware_files.problem() or firmware_files.node_module_problem()
pytestmark = pytest.mark.skipif(bool(MISSING), reason=MISSING or "")

SCRIPT = r"""
from shared_rules.treasure.moves import destinations, path
for board, start, steps, level, others in %r:
    found = destinations(board, start, steps, level, others)
    print(found, [path(board, start, steps, level, others, t) for t in found[:4]])
"""


def positions():
    """The 8 bot-game boards (the bot bench's slowest searches), the sparse Knight board's
    12-step seat, a 12-step full board with Knights from the centre."""
    chosen = []
    seen = {"sparse-knight": 0, "full-centre": 0}
    for label, board, start, steps, level, others in corpus(1):
        if label == "bot-game" or (label in seen and steps == 12 and level == 2
                                   and not seen[label]):
            if label in seen:
                seen[label] += 1
            chosen.append((board, start, steps, level, others))
    return chosen


def test_the_walks_machine_code_on_the_pico_finds_the_hosts_destinations_and_paths():
    cases = positions()
    assert len(cases) == 10
    flash = image.deployed_image(deploy.board_main("pico"))
    with EmulatedPico(flash_image=flash) as pico:
        pico.boot_to_repl()
        out = pico.exec(SCRIPT % (cases,), limit_ms=600000)
    rows = out.splitlines()
    assert len(rows) == len(cases)
    for row, (board, start, steps, level, others) in zip(rows, cases):
        found = destinations(board, start, steps, level, others)
        assert len(found) >= 4
        paths = [path(board, start, steps, level, others, t) for t in found[:4]]
        assert row == "%r %r" % (found, paths)

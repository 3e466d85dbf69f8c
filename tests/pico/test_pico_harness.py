"""The emulated Pico's harness proves itself: REPL scripts, flash, buttons on pins, I2C frames.

Runs MicroPython's own v1.28.0 UF2 on rp2040js (host_tools/pico/). Skipped, with one line
saying which file to put where, when the firmware images are not beside the project.
"""
import pytest

from firmware.buttons import DOWN
from firmware.input import Input
from host_tools.pico import firmware_files, image
from host_tools.pico.board import EmulatedPico, ScriptError

MISSING = firmware_files.problem() or firmware_files.node_module_problem()
pytestmark = pytest.mark.skipif(bool(MISSING), reason=MISSING or "")


@pytest.fixture(scope="module")
def pico():
    """A Pico with Regalia deployed (as `make deploy` lays it out), at the REPL."""
    with EmulatedPico(flash_image=image.deployed_image(image.heap_main())) as board:
        board.boot_to_repl()
        yield board


def test_a_script_prints_and_its_output_comes_back(pico):
    assert pico.exec("print(6 * 7)\nprint('x' * 3)") == "42\nxxx\n"


def test_a_scripts_exception_comes_back_as_a_failure_with_its_traceback(pico):
    with pytest.raises(ScriptError) as failure:
        pico.exec("print('before')\ndef rule():\n    raise ValueError('no such card')\nrule()")
    assert failure.value.output == "before\n"
    lines = failure.value.traceback.strip().splitlines()
    assert lines[0] == "Traceback (most recent call last):"
    assert lines[-2:] == ['  File "<stdin>", line 3, in rule',
                          "ValueError: no such card"]
    assert pico.exec("print('still here')") == "still here\n"


def test_the_heap_is_a_picos(pico):
    free = int(pico.exec("import gc\ngc.collect()\nprint(gc.mem_free() + gc.mem_alloc())"))
    assert free == 245888


def host_events(press_ms, hold_ms, frames=60):
    """What the host's Input reports, frame by frame every 20 ms, for Down held from
    `press_ms` for `hold_ms`."""
    inp = Input()
    events = []
    for i in range(frames):
        now = i * 20
        held = DOWN if press_ms <= now < press_ms + hold_ms else 0
        if inp.update(now, held):
            events.append(inp.events)
    return events


DEVICE_INPUT = """
import time
import boards.pico as board
from firmware.input import Input
inp = Input()
events = []
t0 = time.ticks_ms()
for i in range(60):
    if inp.update(time.ticks_diff(time.ticks_ms(), t0), board.read_buttons()):
        events.append(inp.events)
    time.sleep_ms(20)
print(events)
"""


@pytest.mark.parametrize("hold_ms, presses", [(300, 1), (700, 4)])
def test_a_button_held_on_its_pin_reads_as_on_the_host(pico, hold_ms, presses):
    """Down (GP11) held 300 ms of emulated time is one press; 700 ms auto-repeats (after
    400 ms, then every 120 ms) exactly as the host's Input does."""
    pico.start(DEVICE_INPUT)
    start = pico.now_ms
    pico.run_until(start + 200)
    pico.set_button("D", True)
    pico.run_until(start + 200 + hold_ms)
    pico.set_button("D", False)
    events = eval(pico.finish())
    assert events == [DOWN] * presses
    assert host_events(200, hold_ms) == events


def test_a_frame_recorded_from_i2c_equals_the_drivers_buffer(pico):
    frames = len(pico.frames)
    out = pico.exec(  # the Panel's buffer: its data control byte, then the frame
        "import boards.pico as board, binascii\n"
        "from firmware.ui import gfx\n"
        "d = board.make_display()\n"
        "f = memoryview(d.buffer)[1:]\n"
        "gfx.text(f, 10, 20, 'Regalia')\ngfx.rect(f, 0, 0, 128, 64)\nd.show()\n"
        "print(binascii.hexlify(f).decode())\n")
    buffer = bytes.fromhex(out.strip())
    assert buffer.count(0) < 1000  # something was drawn
    assert pico.frame() == buffer
    assert len(pico.frames) == frames + 2  # the driver's init shows a blank frame first
    assert pico.frames[-1][1] == buffer


def test_flash_is_written_and_kept_across_a_power_cut():
    """Blank flash: MicroPython formats LittleFS at first boot (erasing and programming the
    filesystem's blocks at 0xA0000); a file written then is there after power off and on."""
    with EmulatedPico() as board:
        board.boot_to_repl()
        ops = [op for op in board.flash_ops if op[2] >= 0xA0000]
        assert {"erase", "program"} <= {op[1] for op in ops}
        board.put_file("saves/game.txt", b"RGL 1\n" * 200)
        board.power_cycle()
        board.boot_to_repl()
        assert board.get_file("/saves/game.txt") == b"RGL 1\n" * 200
        assert board.read_flash(0, 4) == board.read_flash(0, 4)  # the UF2 is still in place

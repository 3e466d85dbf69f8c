"""The terminal simulator: keys to buttons, the panel drawn from the model, and `make sim`
itself run in an 80x24 pseudo-terminal (no tmux needed) with a throwaway App.
"""
import codecs
import fcntl
import os
import re
import select
import struct
import subprocess
import termios
import time

import pytest

from host_tools import sim
from host_tools.micropython_runner import ROOT
from host_tools.sim_panel import sim_board
from host_tools.ssd1306_model import SSD1306Model

UP, DOWN, LEFT, RIGHT, A, B = 1, 2, 4, 8, 16, 32

# A throwaway App (the real one is firmware/app.py, from the APP half of issue 6): a block in
# page 0 that Left/Right move by 8 columns, one dot in page 7 per A press, B raises after
# three A presses (to test the terminal is restored after an exception).
THROWAWAY_APP = '''
class App:
    def __init__(self, board):
        self.display = board.make_display()
        self.x = 0
        self.presses = 0
        self.last = 0
        self.dirty = True
        self.ticks = 0

    def tick(self, now_ms, held):
        self.ticks += 1
        new = held & ~self.last
        self.last = held
        if new & 8:
            self.x = min(self.x + 8, 120)
            self.dirty = True
        if new & 4:
            self.x = max(self.x - 8, 0)
            self.dirty = True
        if new & 16:
            self.presses += 1
            self.dirty = True
        if new & 32 and self.presses >= 3:
            raise RuntimeError("B pressed after three A presses")
        if self.dirty:
            self.dirty = False
            buf = self.display.buffer
            for i in range(1024):
                buf[i] = 0
            for i in range(self.x, self.x + 8):
                buf[i] = 0xFF
            for i in range(min(self.presses, 32)):
                buf[7 * 128 + 4 * i] = 0x80
            self.display.show()
'''


def expected_pixels(x, presses):
    rows = [bytearray(128) for _ in range(64)]
    for y in range(8):
        for c in range(x, x + 8):
            rows[y][c] = 1
    for i in range(presses):
        rows[63][4 * i] = 1
    return rows


@pytest.fixture
def app_module(tmp_path, monkeypatch):
    (tmp_path / "throwaway_app.py").write_text(THROWAWAY_APP)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("REGALIA_SAVE_DIR", str(tmp_path / "saves"))
    return tmp_path


# -- keys -----------------------------------------------------------------------------------

def test_arrow_keys_and_letters_become_buttons():
    keys, rest = sim.split_keys(b"\x1b[A\x1b[Bz\r\x1bOCx\x7f\x1b[D")
    assert rest == b""
    assert [sim.key_action(k) for k in keys] == [UP, DOWN, A, A, RIGHT, B, B, LEFT]


def test_q_and_ctrl_c_quit():
    assert sim.key_action(b"q") == sim.QUIT and sim.key_action(b"\x03") == sim.QUIT


def test_escape_sequence_split_between_reads_is_kept_for_the_next():
    keys, rest = sim.split_keys(b"z\x1b[")
    assert keys == [b"z"] and rest == b"\x1b["
    keys, rest = sim.split_keys(rest + b"C")
    assert [sim.key_action(k) for k in keys] == [RIGHT] and rest == b""


def test_a_press_holds_its_button_for_150_ms():
    held = sim.HeldKeys()
    held.press(A, 1000)
    assert held.mask(1000) == A and held.mask(1149) == A and held.mask(1150) == 0


def test_key_repeat_keeps_the_button_held():
    held = sim.HeldKeys()
    for t in range(0, 600, 33):  # a terminal's auto-repeat
        held.press(DOWN, t)
        assert held.mask(t + 20) == DOWN
    assert held.mask(594 + 150) == 0


def test_same_key_twice_in_one_read_is_two_presses():
    held = sim.HeldKeys()
    held.press(DOWN, 0)
    held.press_again(DOWN)
    masks = [held.mask(t) for t in range(0, 500, 20)]
    assert masks[:8] == [DOWN] * 8  # 0..140 ms: the first press
    assert masks[8:11] == [0] * 3  # 160..200 ms: released (60 ms gap)
    assert masks[11:19] == [DOWN] * 8 and masks[19:] == [0] * 6


def test_typed_ahead_presses_reach_the_app_one_by_one(app_module):
    board = sim_board()
    simulator = sim.Simulator(sim.load_app("throwaway_app:App"), board)
    simulator.step(0, b"\x1b[C\x1b[C\x1b[C")
    for now in range(20, 1200, 20):
        simulator.step(now)
    assert simulator.app.x == 24


# -- drawing --------------------------------------------------------------------------------

def test_braille_round_trip_is_pixel_exact():
    rows = expected_pixels(40, 5)
    rows[33][77] = 1
    lines = sim.braille_rows(rows)
    assert len(lines) == 16 and all(len(line) == 64 for line in lines)
    assert sim.pixels_from_braille(lines) == rows


def test_screen_fits_80_by_24_with_border_status_and_legend():
    model = SSD1306Model()
    model.write(b"\x80\xaf\x80\xa1\x80\xc8")
    lines = sim.screen_lines(model, UP | A)
    assert len(lines) == 24 and all(len(line) <= 80 for line in lines)
    assert "held: Up A" in "\n".join(lines) and "q = quit" in lines[21]


def test_redraws_only_when_the_panel_memory_changes(app_module):
    board = sim_board()
    app_class = sim.load_app("throwaway_app:App")
    simulator = sim.Simulator(app_class, board)
    assert simulator.step(0) is not None
    assert simulator.step(20) is None and simulator.step(40) is None
    assert simulator.app.ticks == 3
    text = simulator.step(60, b"\x1b[C")  # Right: the block moves, the status line too
    assert text is not None and simulator.frames == 2
    assert simulator.step(80) is None  # still held, nothing new on the panel
    assert simulator.step(300) is not None  # released: the status line changes


def test_picture_comes_from_the_model_not_the_firmware_buffer(app_module):
    board = sim_board()
    simulator = sim.Simulator(sim.load_app("throwaway_app:App"), board)
    screen = Screen()
    screen.feed(b"\x1b[?1049h" + simulator.step(0).encode())
    assert screen.panel_pixels() == expected_pixels(0, 0)
    simulator.app.display.buffer[500] = 0xFF  # drawn into the buffer but never shown
    assert simulator.step(20) is None
    simulator.app.display.poweroff()
    screen.feed(simulator.step(40).encode())
    assert not any(any(r) for r in screen.panel_pixels())  # the panel is off
    assert "display OFF" in "\n".join(screen.text())


def test_ctrl_l_paints_everything_again(app_module):
    board = sim_board()
    simulator = sim.Simulator(sim.load_app("throwaway_app:App"), board)
    first = simulator.step(0)
    assert simulator.step(20) is None
    again = simulator.step(40, b"\x0c")
    assert again == "\x1b[2J" + first


def test_an_import_failing_inside_the_app_is_not_hidden(tmp_path, monkeypatch):
    (tmp_path / "broken_app.py").write_text("import no_such_dependency\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ModuleNotFoundError):
        sim.load_app("broken_app:App")
    with pytest.raises(ValueError, match=r"cannot import firmware\.nothing_here"):
        sim.load_app("firmware.nothing_here:App")


def test_missing_app_is_a_clear_error(tmp_path):
    env = dict(os.environ, REGALIA_SIM_APP="no_such_module:App")
    proc = subprocess.run([os.path.join(ROOT, ".venv", "bin", "python"), "-m", "host_tools.sim"],
                          cwd=ROOT, env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    assert proc.returncode == 2 and proc.stderr.startswith("error: cannot import no_such_module")
    assert "Traceback" not in proc.stderr


# -- make sim in a pseudo-terminal ----------------------------------------------------------

class Screen:
    """The part of a VT100 the simulator uses: cursor moves, erase, text; 80x24, no scroll."""

    CSI = re.compile(r"\x1b\[([?0-9;]*)([A-Za-z])")

    def __init__(self, columns=80, rows=24):
        self.columns, self.rows = columns, rows
        self.cells = [[" "] * columns for _ in range(rows)]
        self.row = self.col = 0
        self.pending = ""
        self.decoder = codecs.getincrementaldecoder("utf-8")()
        self.alternate = False
        self.overflow = []

    def feed(self, data):
        text = self.pending + self.decoder.decode(data)
        self.pending = ""
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == "\x1b":
                m = self.CSI.match(text, i)
                if not m:
                    self.pending = text[i:]
                    return
                self.control(m.group(1), m.group(2))
                i = m.end()
                continue
            if ch == "\r":
                self.col = 0
            elif ch == "\n":
                self.row = min(self.row + 1, self.rows - 1)
            elif self.alternate:
                if self.col >= self.columns or self.row >= self.rows:
                    self.overflow.append((self.row, self.col, ch))
                else:
                    self.cells[self.row][self.col] = ch
                self.col += 1
            i += 1

    def control(self, params, final):
        if final == "H":
            parts = [int(p) for p in params.split(";")] if params else [1, 1]
            self.row, self.col = parts[0] - 1, parts[1] - 1
        elif final == "K":
            for c in range(self.col, self.columns):
                self.cells[self.row][c] = " "
        elif final == "J":
            self.cells = [[" "] * self.columns for _ in range(self.rows)]
        elif final in "hl" and params == "?1049":
            self.alternate = final == "h"

    def text(self):
        return ["".join(r).rstrip() for r in self.cells]

    def panel_pixels(self):
        start = sim.LEFT_MARGIN + 1
        lines = ["".join(self.cells[r][start:start + 64]) for r in range(1, 17)]
        try:
            return sim.pixels_from_braille(lines)
        except ValueError:  # not drawn (yet)
            return None


class Terminal:
    """A child process on an 80x24 pseudo-terminal."""

    def __init__(self, command, env):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.cooked = termios.tcgetattr(slave)
        self.proc = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave,
                                     cwd=ROOT, env=env, start_new_session=True)
        os.close(slave)
        self.screen = Screen()
        self.raw = b""

    def read(self, seconds):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            ready, _, _ = select.select([self.master], [], [], 0.05)
            if ready:
                try:
                    data = os.read(self.master, 65536)
                except OSError:
                    return
                self.raw += data
                self.screen.feed(data)

    def wait_for(self, predicate, seconds=20):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.read(0.1)
            if predicate():
                return True
        return False

    def send(self, keys):
        os.write(self.master, keys)

    def finish(self, seconds=20):
        end = time.monotonic() + seconds
        while self.proc.poll() is None and time.monotonic() < end:
            self.read(0.1)
        self.read(0.2)
        attributes = termios.tcgetattr(self.master)
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        os.close(self.master)
        return attributes


def start_make_sim(app_dir):
    env = dict(os.environ, REGALIA_SIM_APP="throwaway_app:App", PYTHONPATH=str(app_dir),
               REGALIA_SAVE_DIR=str(app_dir / "saves"), TERM="xterm-256color")
    env.pop("MAKEFLAGS", None)
    return Terminal(["make", "-s", "sim"], env)


def lflags_in_cooked_mode(attributes):
    return attributes[3] & (termios.ECHO | termios.ICANON | termios.ISIG)


def test_make_sim_shows_the_panel_and_follows_the_keys(app_module):
    term = start_make_sim(app_module)
    try:
        assert term.wait_for(lambda: term.screen.panel_pixels() == expected_pixels(0, 0)), \
            term.raw[-2000:]
        text = term.screen.text()
        assert "Regalia sim" in text[0] and "q = quit" in text[21]
        term.send(b"\x1b[C")
        assert term.wait_for(lambda: term.screen.panel_pixels() == expected_pixels(8, 0))
        term.read(0.3)  # let the 150 ms hold end, so the next Right is a new press
        term.send(b"\x1b[C")
        assert term.wait_for(lambda: term.screen.panel_pixels() == expected_pixels(16, 0))
        term.send(b"z")
        assert term.wait_for(lambda: term.screen.panel_pixels() == expected_pixels(16, 1))
        assert term.screen.overflow == []
        term.send(b"q")
    finally:
        attributes = term.finish()
    assert term.proc.returncode == 0
    assert lflags_in_cooked_mode(attributes) == lflags_in_cooked_mode(term.cooked)
    assert term.raw.rstrip().endswith(b"\x1b[?1049l")


def test_terminal_is_restored_after_an_exception(app_module):
    term = start_make_sim(app_module)
    try:
        assert term.wait_for(lambda: term.screen.panel_pixels() == expected_pixels(0, 0))
        for presses in (1, 2, 3):
            term.send(b"z")
            assert term.wait_for(
                lambda: term.screen.panel_pixels() == expected_pixels(0, presses))
            term.read(0.25)
        term.send(b"x")
    finally:
        attributes = term.finish()
    assert term.proc.returncode != 0
    assert b"RuntimeError: B pressed after three A presses" in term.raw
    after_screen = term.raw[term.raw.rindex(b"\x1b[?1049l"):]
    assert b"Traceback" in after_screen  # printed on the normal screen, after restoring
    assert lflags_in_cooked_mode(attributes) == lflags_in_cooked_mode(term.cooked)


# -- screenshots (host_tools/screenshots.py) ------------------------------------------------

def test_screenshot_script_steps_parse_to_presses_holds_and_waits():
    from host_tools import screenshots as shots
    steps = shots.parse_script("# menu\nDOWN*2\nA  # open\nhold b 1200\nwait 500\nshot two\n")
    press, gap = shots.PRESS_MS, shots.RELEASE_MS
    assert steps == [("hold", DOWN, press), ("wait", gap), ("hold", DOWN, press), ("wait", gap),
                     ("hold", A, press), ("wait", gap), ("hold", B, 1200), ("wait", gap),
                     ("wait", 500), ("shot", "two")]


@pytest.mark.parametrize("line,words", [("JUMP", "unknown button 'JUMP'"),
                                        ("wait soon", "'soon' is not a number"),
                                        ("A*0", "at least 1"),
                                        ("hold A", "expected BUTTON")])
def test_bad_screenshot_step_names_the_line(line, words):
    from host_tools import screenshots as shots
    with pytest.raises(ValueError) as caught:
        shots.parse_script("A\n" + line + "\n", name="menu.txt")
    assert "menu.txt line 2" in str(caught.value) and words in str(caught.value)


def test_screenshot_script_drives_the_app_and_shoots_the_panel(app_module):
    from host_tools import screenshots as shots
    board = sim_board()
    steps = shots.parse_script("RIGHT*2\nshot moved\nA\nhold LEFT 1000\n")
    pictures = shots.run_script(steps, sim.load_app("throwaway_app:App"), board)
    assert [name for name, _ in pictures] == ["moved", None]
    assert pictures[0][1] == expected_pixels(16, 0)
    assert pictures[1][1] == expected_pixels(8, 1)  # a long hold is one press


def test_screenshot_png_has_the_oled_look(app_module, tmp_path):
    from PIL import Image
    from host_tools import screenshots as shots
    script = tmp_path / "moved.txt"
    script.write_text("RIGHT\n")
    out = tmp_path / "img"
    env = dict(os.environ, PYTHONPATH=str(app_module), REGALIA_SAVE_DIR=str(tmp_path / "s"))
    proc = subprocess.run([os.path.join(ROOT, ".venv", "bin", "python"), "-m",
                           "host_tools.screenshots", "--app", "throwaway_app:App",
                           "--out", str(out), str(script)],
                          cwd=ROOT, env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    image = Image.open(out / "moved.png").convert("RGB")
    scale, margin = 4, 8
    assert image.size == (128 * scale + 2 * margin, 64 * scale + 2 * margin)

    def at(x, y, dx=0, dy=0):
        return image.getpixel((margin + x * scale + dx, margin + y * scale + dy))

    assert at(8, 0) == shots.COLORS["blue"] and at(15, 7, 2, 2) == shots.COLORS["blue"]
    assert at(8, 0, 3, 0) == shots.BACKGROUND  # the gap between pixels
    assert at(0, 0) == shots.UNLIT and at(16, 0) == shots.UNLIT


def test_screenshots_start_from_an_empty_save_folder(app_module, tmp_path):
    from host_tools import screenshots as shots
    board = sim_board()
    seen = []

    class Spy:
        def __init__(self, b):
            seen.append((b.SAVE_DIR, os.listdir(b.SAVE_DIR)))
            b.make_display()

        def tick(self, now, held):
            pass

    script = tmp_path / "spy.txt"
    script.write_text("wait 40\n")
    before = board.SAVE_DIR
    shots.render_script(str(script), Spy, board, out_dir=str(tmp_path / "img"))
    assert seen[0][1] == [] and seen[0][0] != before and board.SAVE_DIR == before


def test_terminal_is_restored_when_the_simulator_is_terminated(app_module):
    import signal
    env = dict(os.environ, REGALIA_SIM_APP="throwaway_app:App", PYTHONPATH=str(app_module),
               REGALIA_SAVE_DIR=str(app_module / "saves"))
    term = Terminal([os.path.join(ROOT, ".venv", "bin", "python"), "-m", "host_tools.sim"],
                    env)
    try:
        assert term.wait_for(lambda: term.screen.panel_pixels() == expected_pixels(0, 0))
        term.proc.send_signal(signal.SIGTERM)
    finally:
        attributes = term.finish()
    assert term.proc.returncode == 128 + signal.SIGTERM
    assert lflags_in_cooked_mode(attributes) == lflags_in_cooked_mode(term.cooked)
    assert term.raw.rstrip().endswith(b"\x1b[?1049l")


def test_simulator_stops_when_its_terminal_goes_away(app_module):
    env = dict(os.environ, REGALIA_SIM_APP="throwaway_app:App", PYTHONPATH=str(app_module),
               REGALIA_SAVE_DIR=str(app_module / "saves"))
    term = Terminal([os.path.join(ROOT, ".venv", "bin", "python"), "-m", "host_tools.sim"],
                    env)
    assert term.wait_for(lambda: term.screen.panel_pixels() == expected_pixels(0, 0))
    os.close(term.master)  # the terminal hangs up
    try:
        term.proc.wait(timeout=10)
    finally:
        if term.proc.poll() is None:
            term.proc.kill()
            term.proc.wait()
    assert term.proc.returncode == 0


def apps_to_check():
    """The throwaway app, and the real firmware once firmware/app.py exists (APP half)."""
    found = ["throwaway_app:App"]
    if os.path.exists(os.path.join(ROOT, "firmware", "app.py")):
        found.append("firmware.app:App")
    return found


@pytest.mark.parametrize("spec", apps_to_check())
def test_every_frame_shown_reaches_the_panel_byte_for_byte(spec, app_module, monkeypatch):
    """Button mashing through the sim board: right after every show() the app makes, the
    SSD1306 model's memory equals the frame the app drew (the simulator shows what was drawn)."""
    from shared_rules.rng import Random
    board = sim_board()
    monkeypatch.setattr(board, "SAVE_DIR", str(app_module / "mash") + os.sep)
    shows = []
    make_display = board.make_display

    def make_checked_display():
        display = make_display()
        show = display.show

        def checked_show():
            show()
            shows.append(bytes(board.panel.gram) == bytes(display.buffer))

        display.show = checked_show
        return display

    monkeypatch.setattr(board, "make_display", make_checked_display)
    app = sim.load_app(spec)(board)
    rng = Random(66)
    buttons = 5 if spec.startswith("throwaway") else 6  # the throwaway app's B crashes
    held = 0
    for tick in range(1500):
        if tick % 4 == 0:
            held = 0 if rng.randbelow(2) else 1 << rng.randbelow(buttons)
        app.tick(tick * 20, held)
    assert len(shows) > 5 and all(shows)
    assert board.panel.log == []


def test_a_new_simulator_is_a_board_just_deployed_and_asks_the_language(tmp_path, monkeypatch):
    # issue 38: its first power-on asks, offering the shell's language; a used one asks nothing
    monkeypatch.setenv("LANG", "da_DK.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    sim.first_power_on(str(tmp_path))
    assert (tmp_path / "language.txt").read_text() == "da"
    used = tmp_path / "used"
    used.mkdir()
    (used / "settings.sav").write_text("{}")
    sim.first_power_on(str(used))
    assert sorted(os.listdir(used)) == ["settings.sav"]

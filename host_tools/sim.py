"""The Regalia simulator: the real firmware on CPython, in a terminal (`make sim`).

`python -m host_tools.sim` builds `firmware.app.App(boards.sim)` and drives its `tick(now_ms,
held_mask)` every 20 ms. The picture is the SSD1306 controller model's memory (what the
driver's I2C bytes put on the panel, not the firmware's buffer), drawn pixel-exact in braille:
each character is 2x4 pixels, so the 128x64 panel is 64x16 characters and, with a border, a
status line and the key legend, fits an 80x24 terminal. It uses only ANSI cursor positioning
and UTF-8, so it works over SSH and in tmux.

Keys: arrows = Up/Down/Left/Right, z or Enter = A, x or Backspace = B, q (or Ctrl-C) quits,
Ctrl-L paints the screen again (so does resizing the terminal).
A terminal reports key presses but no releases, so each press holds its button for HOLD_MS;
the terminal's key repeat keeps extending that, which reads as the button being held.

Options: `--app module:Class` (default `$REGALIA_SIM_APP`, else `firmware.app:App`).
The terminal is put in raw mode and on the alternate screen, and restored on every exit,
an exception included.
"""
import importlib
import os
import select
import sys
import time

UP, DOWN, LEFT, RIGHT, A, B = 1, 2, 4, 8, 16, 32
BUTTON_NAMES = ((UP, "Up"), (DOWN, "Down"), (LEFT, "Left"), (RIGHT, "Right"), (A, "A"),
                (B, "B"))
HOLD_MS = 150
GAP_MS = 60      # released between two presses of one key typed ahead
MAX_QUEUED = 8
FRAME_MS = 20
DEFAULT_APP = "firmware.app:App"

KEYS = {
    b"\x1b[A": UP, b"\x1bOA": UP, b"\x1b[B": DOWN, b"\x1bOB": DOWN,
    b"\x1b[C": RIGHT, b"\x1bOC": RIGHT, b"\x1b[D": LEFT, b"\x1bOD": LEFT,
    b"z": A, b"Z": A, b"\r": A, b"\n": A,
    b"x": B, b"X": B, b"\x7f": B, b"\x08": B,
}
QUIT_KEYS = (b"q", b"Q", b"\x03")
QUIT = "quit"
REDRAW = "redraw"  # Ctrl-L, or the terminal was resized: paint everything again

LEGEND = "arrows = Up Down Left Right   z/Enter = A   x/Backspace = B   q = quit"
PANEL_COLUMNS = 64  # 128 pixels / 2 per braille cell
PANEL_ROWS = 16     # 64 pixels / 4 per braille cell
LEFT_MARGIN = 7     # centres the 66-column box in 80 columns

# Braille dot bits for the pixel at (dx, dy) of a 2x4 cell (Unicode braille patterns).
_DOTS = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))


def split_keys(data):
    """(keys, rest): the key tokens in `data`, and an unfinished escape sequence at its end."""
    keys = []
    i = 0
    n = len(data)
    while i < n:
        if data[i] == 0x1B:
            if i + 1 >= n:
                return keys, data[i:]
            if data[i + 1] in (0x5B, 0x4F):  # CSI "[" or SS3 "O": up to a final byte
                j = i + 2
                while j < n and not 0x40 <= data[j] <= 0x7E:
                    j += 1
                if j >= n:
                    return keys, data[i:]
                keys.append(bytes(data[i:j + 1]))
                i = j + 1
                continue
            keys.append(b"\x1b")
            i += 1
            continue
        keys.append(bytes(data[i:i + 1]))
        i += 1
    return keys, b""


def key_action(key):
    """The button bit for a key token, QUIT, or None for keys that do nothing."""
    if key in QUIT_KEYS:
        return QUIT
    if key == b"\x0c":
        return REDRAW
    if key.startswith(b"\x1b[") and len(key) > 3 and key[-1:] in b"ABCD":
        key = b"\x1b[" + key[-1:]  # modified arrows (e.g. ESC [1;2A) act as arrows
    return KEYS.get(key)


class HeldKeys:
    """Turns key presses into a held-button mask: each press holds for `hold_ms`.

    A press while the button is still held extends the hold (that is the terminal's key
    repeat). The same key several times in one read (typed ahead, pasted, `tmux send-keys
    Down Down`) cannot be key repeat: those become separate presses, played one after the
    other with `gap_ms` released between them so the firmware's debounce sees each.
    """

    def __init__(self, hold_ms=HOLD_MS, gap_ms=GAP_MS):
        self.hold_ms = hold_ms
        self.gap_ms = gap_ms
        self.until = {}
        self.queued = {}

    def press(self, bit, now_ms):
        self.until[bit] = now_ms + self.hold_ms

    def press_again(self, bit):
        """One more separate press of `bit` after the ones already held or queued."""
        self.queued[bit] = min(self.queued.get(bit, 0) + 1, MAX_QUEUED)

    def mask(self, now_ms):
        held = 0
        for bit, until in self.until.items():
            if now_ms >= until + self.gap_ms and self.queued.get(bit):
                self.queued[bit] -= 1
                until = self.until[bit] = now_ms + self.hold_ms
            if now_ms < until:
                held |= bit
        return held


def braille_rows(pixels):
    """The panel (rows of 0/1) as PANEL_ROWS strings of PANEL_COLUMNS braille characters."""
    height = len(pixels)
    width = len(pixels[0]) if height else 0
    lines = []
    for cy in range(0, height, 4):
        chars = []
        for cx in range(0, width, 2):
            code = 0
            for dy in range(4):
                row = pixels[cy + dy] if cy + dy < height else None
                if row is None:
                    continue
                if row[cx]:
                    code |= _DOTS[dy][0]
                if cx + 1 < width and row[cx + 1]:
                    code |= _DOTS[dy][1]
            chars.append(chr(0x2800 + code))
        lines.append("".join(chars))
    return lines


def pixels_from_braille(lines):
    """The inverse of braille_rows: rows of 0/1 pixels (for tests and tools)."""
    rows = [bytearray(len(lines[0]) * 2) for _ in range(len(lines) * 4)]
    for cy, line in enumerate(lines):
        for cx, ch in enumerate(line):
            code = ord(ch) - 0x2800
            if not 0 <= code <= 0xFF:
                raise ValueError("not a braille cell: %r" % ch)
            for dy in range(4):
                for dx in range(2):
                    if code & _DOTS[dy][dx]:
                        rows[cy * 4 + dy][cx * 2 + dx] = 1
    return rows


def held_names(mask):
    return " ".join(name for bit, name in BUTTON_NAMES if mask & bit) or "-"


def status_line(panel, mask):
    state = "on" if panel.display_on else "OFF"
    return "display %s  contrast %3d  held: %s" % (state, panel.contrast, held_names(mask))


def screen_lines(panel, mask):
    """The 24 lines of text the simulator shows (box, panel, status, legend)."""
    pad = " " * LEFT_MARGIN
    title = " Regalia sim "
    top = "┌" + title + "─" * (PANEL_COLUMNS - len(title)) + "┐"
    dim = panel.display_on and panel.contrast < 0x40
    body = []
    for line in braille_rows(panel.pixels()):
        if dim:
            line = "\x1b[2m" + line + "\x1b[22m"
        body.append(pad + "│" + line + "│")
    bottom = "└" + "─" * PANEL_COLUMNS + "┘"
    lines = [pad + top] + body + [pad + bottom, "", "  " + status_line(panel, mask), "",
                                  "  " + LEGEND]
    while len(lines) < 24:
        lines.append("")
    return lines


def render(lines):
    """ANSI text that paints `lines` from the top-left corner, clearing each line's rest."""
    out = []
    for row, line in enumerate(lines):
        out.append("\x1b[%d;1H%s\x1b[K" % (row + 1, line))
    return "".join(out)


class Simulator:
    """One app on the sim board, a held-keys mask and the last picture drawn.

    `step(now_ms, data)` takes the bytes the keyboard sent since the last step, ticks the
    app once and returns the text to write: None when nothing visible changed, QUIT to stop.
    """

    def __init__(self, app_class, board, lang=None):
        self.board = board
        self.app = app_class(board)
        if lang:  # (`--lang`: the device's language for this run, as Settings -> Language)
            from words.language import choose
            choose(self.app, lang)
        self.held = HeldKeys()
        self.rest = b""
        self.drawn = None
        self.frames = 0

    def step(self, now_ms, data=b""):
        keys, self.rest = split_keys(self.rest + data)
        clear = ""
        pressed = 0
        for key in keys:
            action = key_action(key)
            if action == QUIT:
                return QUIT
            if action == REDRAW:
                self.drawn = None
                clear = "\x1b[2J"
            elif action and action & pressed:
                self.held.press_again(action)
            elif action:
                self.held.press(action, now_ms)
                pressed |= action
        mask = self.held.mask(now_ms)
        self.board.set_buttons(mask)
        self.app.tick(now_ms, mask)
        panel = self.board.panel
        look = (panel.changes, status_line(panel, mask))
        if look == self.drawn:
            return None
        self.drawn = look
        self.frames += 1
        return clear + render(screen_lines(panel, mask))


def load_app(spec):
    """`module:Class` -> the class; ValueError naming what is missing."""
    module_name, _, class_name = spec.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as e:
        if e.name is None or not (module_name + ".").startswith(e.name + "."):
            raise  # the app exists but an import inside it failed: show that traceback
        raise ValueError("cannot import %s (%s)" % (module_name, e))
    app_class = getattr(module, class_name or "App", None)
    if app_class is None:
        raise ValueError("%s has no %s" % (module_name, class_name or "App"))
    return app_class


def run_in_terminal(simulator, fd_in, fd_out):
    """Raw mode + alternate screen around the frame loop; both restored however it ends."""
    import signal
    import termios
    import tty
    saved = termios.tcgetattr(fd_in)
    resized = []
    previous = {signal.SIGWINCH: signal.signal(signal.SIGWINCH, lambda *_: resized.append(1))}

    def stop(signum, frame):
        raise SystemExit(128 + signum)  # so that `finally` restores the terminal

    for signum in (signal.SIGTERM, signal.SIGHUP):
        previous[signum] = signal.signal(signum, stop)
    os.write(fd_out, b"\x1b[?1049h\x1b[?25l\x1b[2J")
    try:
        tty.setraw(fd_in)
        start = time.monotonic()
        next_frame = 0.0
        while True:
            now = time.monotonic() - start
            ready, _, _ = select.select([fd_in], [], [], max(0.0, next_frame - now))
            data = b""
            if ready:
                try:
                    data = os.read(fd_in, 1024)
                except OSError:  # EIO: the terminal is gone (SSH dropped, tmux pane killed)
                    data = b""
                if not data:
                    return
            if resized:
                del resized[:]
                data += b"\x0c"
            now = time.monotonic() - start
            if now < next_frame and not data:
                continue
            next_frame = now + FRAME_MS / 1000
            text = simulator.step(int(now * 1000), data)
            if text == QUIT:
                return
            if text:
                os.write(fd_out, text.encode("utf-8"))
    finally:
        try:
            os.write(fd_out, b"\x1b[0m\x1b[?25h\x1b[?1049l")
            termios.tcsetattr(fd_in, termios.TCSADRAIN, saved)
        except (OSError, termios.error):
            pass  # the terminal is gone: nothing left to restore
        for signum, handler in previous.items():
            signal.signal(signum, handler)


def first_power_on(folder):
    """A simulator with no saves yet is a board just deployed: it asks the language at its
    first power-on, offering the shell's first (host_tools/deploy.py's `last_script`)."""
    from firmware.storage import FIRST_BOOT_FILE
    from host_tools.deploy import host_language
    if not os.listdir(folder):
        with open(os.path.join(folder, FIRST_BOOT_FILE), "w") as f:
            f.write(host_language())


def main(argv):
    spec = os.environ.get("REGALIA_SIM_APP") or DEFAULT_APP
    lang = None
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg.startswith("--app="):
            spec = arg[len("--app="):]
        elif arg == "--app" and args:
            spec = args.pop(0)
        elif arg == "--lang" and args and args[0] in ("en", "sv", "da"):
            lang = args.pop(0)
        else:
            print("usage: python -m host_tools.sim [--app module:Class] [--lang en|sv|da]",
                  file=sys.stderr)
            return 2
    try:
        app_class = load_app(spec)
    except ValueError as e:
        print("error: %s: the simulator runs %s(boards.sim)" % (e, spec), file=sys.stderr)
        return 2
    if not os.isatty(0):
        print("error: the simulator needs a terminal on standard input", file=sys.stderr)
        return 2
    from host_tools.sim_panel import sim_board
    board = sim_board()
    first_power_on(board.SAVE_DIR)
    simulator = Simulator(app_class, board, lang)
    run_in_terminal(simulator, 0, 1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

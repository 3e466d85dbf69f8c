"""Screenshots of the firmware as PNG with an OLED look (`make screenshots`).

Each script `docs/screens/NAME.txt` is a list of button steps, one a line, run through
`firmware.app.App(boards.sim)` on its own clock; the picture is taken from the SSD1306 model
(what the panel shows) and written to `docs/img/NAME.png`. Steps:

    # a comment (also after a step)
    A                 press and release a button: UP DOWN LEFT RIGHT A B
    DOWN*3            the same press three times
    hold B 1200       hold a button for 1200 ms, then release it
    wait 500          let 500 ms pass with no button held
    shot second       also save the picture now, as docs/img/NAME-second.png

A press holds its button for PRESS_MS and then leaves RELEASE_MS with nothing held (both
longer than the firmware's debounce); the app ticks every FRAME_MS. Every script starts from
a fresh panel and an empty save folder, so scripts do not depend on each other.

`python -m host_tools.screenshots [--app module:Class] [--out DIR] [--scale N]
[--color blue|white] [--lang en|sv|da] [SCRIPT ...]` (default: every docs/screens/*.txt into
docs/img/; with `--lang sv` or `da`, in that language into docs/img/sv/ or docs/img/da/).
"""
import glob
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCREENS = os.path.join(ROOT, "docs", "screens")
IMAGES = os.path.join(ROOT, "docs", "img")

BUTTONS = {"UP": 1, "DOWN": 2, "LEFT": 4, "RIGHT": 8, "A": 16, "B": 32}
FRAME_MS = 20
PRESS_MS = 100
RELEASE_MS = 100
COLORS = {"blue": (110, 200, 255), "white": (235, 240, 245)}
BACKGROUND = (8, 10, 14)
UNLIT = (16, 19, 25)  # a dark pixel is faintly visible on a real panel's glass


def parse_script(text, name="script"):
    """Steps from script text: ("hold", mask, ms), ("wait", ms) or ("shot", suffix).

    A press is a hold of PRESS_MS followed by a wait of RELEASE_MS. ValueError names the
    line and the step it cannot read.
    """
    steps = []
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        where = "%s line %d (%r)" % (name, number, line.strip())
        verb = words[0].lower()
        try:
            if verb == "wait" and len(words) == 2:
                steps.append(("wait", _ms(words[1])))
            elif verb == "hold" and len(words) == 3:
                steps.append(("hold", _button(words[1]), _ms(words[2])))
                steps.append(("wait", RELEASE_MS))
            elif verb == "shot" and len(words) == 2:
                steps.append(("shot", words[1]))
            elif len(words) == 1:
                button, _, times = words[0].partition("*")
                count = int(times) if times else 1
                if count < 1:
                    raise ValueError("a repeat count must be at least 1")
                for _ in range(count):
                    steps.append(("hold", _button(button), PRESS_MS))
                    steps.append(("wait", RELEASE_MS))
            else:
                raise ValueError("expected BUTTON, BUTTON*N, hold BUTTON MS, wait MS or "
                                 "shot NAME")
        except ValueError as e:
            raise ValueError("%s: %s" % (where, e))
    return steps


def _button(word):
    mask = BUTTONS.get(word.upper())
    if mask is None:
        raise ValueError("unknown button %r (buttons: %s)" % (word, " ".join(BUTTONS)))
    return mask


def _ms(word):
    try:
        ms = int(word)
    except ValueError:
        raise ValueError("%r is not a number of milliseconds" % word)
    if ms < 0:
        raise ValueError("milliseconds cannot be negative")
    return ms


def run_script(steps, app_class, board, lang=None):
    """Run the steps on a fresh sim board (in the language `lang`: `--lang`); returns
    [(suffix or None, panel pixels)].

    The last entry is the picture at the end of the script (suffix None).
    """
    board.reset()
    app = app_class(board)
    if lang:
        from words.language import choose
        choose(app, lang)
    now = 0
    shots = []

    def advance(ms, mask):
        nonlocal now
        end = now + ms
        while now < end:
            now += FRAME_MS
            board.set_buttons(mask)
            app.tick(now, mask)

    board.set_buttons(0)
    app.tick(now, 0)
    for step in steps:
        if step[0] == "hold":
            advance(step[2], step[1])
        elif step[0] == "wait":
            advance(step[1], 0)
        else:
            shots.append((step[1], board.panel.pixels()))
    shots.append((None, board.panel.pixels()))
    return shots


def oled_image(pixels, scale=4, color="blue"):
    """A Pillow image of the panel: each pixel a (scale-1)-square with a one-pixel gap."""
    from PIL import Image, ImageDraw
    lit = COLORS[color]
    height = len(pixels)
    width = len(pixels[0])
    margin = 2 * scale
    image = Image.new("RGB", (width * scale + 2 * margin, height * scale + 2 * margin),
                      BACKGROUND)
    draw = ImageDraw.Draw(image)
    size = max(1, scale - 1)
    for y, row in enumerate(pixels):
        top = margin + y * scale
        for x, value in enumerate(row):
            left = margin + x * scale
            draw.rectangle((left, top, left + size - 1, top + size - 1),
                           fill=lit if value else UNLIT)
    return image


def render_script(path, app_class, board, out_dir=IMAGES, scale=4, color="blue", lang=None):
    """Run one script file and write its PNG(s); returns the paths written."""
    name = os.path.splitext(os.path.basename(path))[0]
    with open(path) as f:
        steps = parse_script(f.read(), name=os.path.basename(path))
    os.makedirs(out_dir, exist_ok=True)
    saved_dir = board.SAVE_DIR
    written = []
    with tempfile.TemporaryDirectory() as saves:
        board.SAVE_DIR = os.path.join(saves, "")
        try:
            shots = run_script(steps, app_class, board, lang)
        finally:
            board.SAVE_DIR = saved_dir
    for suffix, pixels in shots:
        target = os.path.join(out_dir, name + ("-" + suffix if suffix else "") + ".png")
        oled_image(pixels, scale, color).save(target)
        written.append(target)
    return written


def main(argv):
    from host_tools.sim import DEFAULT_APP, load_app
    spec = os.environ.get("REGALIA_SIM_APP") or DEFAULT_APP
    out_dir, scale, color, lang = IMAGES, 4, "blue", None
    scripts = []
    args = list(argv)
    try:
        while args:
            arg = args.pop(0)
            if arg in ("--app", "--out", "--scale", "--color", "--lang") and args:
                value = args.pop(0)
                if arg == "--lang":
                    lang = value
                elif arg == "--app":
                    spec = value
                elif arg == "--out":
                    out_dir = value
                elif arg == "--scale":
                    scale = int(value)
                elif value in COLORS:
                    color = value
                else:
                    raise ValueError("--color is one of: %s" % ", ".join(COLORS))
            elif arg.startswith("--"):
                raise ValueError("unknown option %s" % arg)
            else:
                scripts.append(arg)
        if not scripts:
            scripts = sorted(glob.glob(os.path.join(SCREENS, "*.txt")))
            if not scripts:
                print("no scripts in %s" % os.path.relpath(SCREENS, ROOT))
                return 0
        if lang not in (None, "en", "sv", "da"):
            raise ValueError("--lang is one of: en, sv, da")
        if lang in ("sv", "da") and out_dir == IMAGES:
            out_dir = os.path.join(IMAGES, lang)
        app_class = load_app(spec)
        from host_tools.sim_panel import sim_board
        board = sim_board()
        for path in scripts:
            for target in render_script(path, app_class, board, out_dir, scale, color, lang):
                print("wrote", os.path.relpath(target, os.getcwd()))
    except (ValueError, OSError) as e:
        print("error: %s" % e, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

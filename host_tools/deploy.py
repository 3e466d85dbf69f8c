"""Put Regalia on a board with mpremote (`make deploy PORT=/dev/ttyACM0 [BOARD=pico|esp32]`).

Steps: compile every on-device file with mpy-cross (host_tools/build.py, into `build/`);
stage what this board needs in `build/deploy-BOARD/` (shared_rules/, firmware/, menu/ and
words/ as .mpy, the languages' catalogues as the data files they are, build.device_data;
leaving out each package `__init__` with nothing to run, build.runs_nothing; boards/oled_board
(the hardware code the real boards share, the panel's driver too) and the board's own file,
and a `main.py` that starts the app on that board; on the Pico the K&T search's walk (NATIVE)
as ARMv6-M machine code from the viper emitter, everything else bytecode; without source line
numbers (NO_LINES)); then, on the board: copy
the staged folders with `fs cp`, remove what an earlier deploy put there and this one no
longer does (OLD_FILES: micropython-lib's `lib/ssd1306.mpy`), copy main.py, and `reset` so
main.py runs. Nothing comes from a network.

`python -m host_tools.deploy --port PORT [--board pico|esp32] [--dry-run]`; `--dry-run`
prints the mpremote commands and the main.py it would write, and changes nothing.
"""
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

from firmware.storage import CLOCK_FILE, FIRST_BOOT_FILE
from host_tools import build

ROOT = build.ROOT
BOARDS = ("pico", "esp32")
PACKAGES = ("shared_rules", "firmware", "menu", "words")
# A ROMFS deploy puts these on the filesystem beside main.py, not in the image (the partition
# is full): the game menu's own screens (menu/: Settings, Records) and the languages' words,
# read at the game menu alone, where a game's RAM is free for their code.
OUTSIDE_ROMFS = ("menu", "words")
# Modules a board gets as machine code, by board: (mpy-cross -march, -X emit=, sources). The
# search's walk is written for MicroPython's viper emitter (its numbers machine words, its
# tables raw pointers; see shared_rules/treasure/walk.py), which runs it ~10x faster on a Pico
# than bytecode and ~5x faster than the native emitter, which only removes the bytecode
# dispatch (docs/benchmarks.md). Machine code costs ~2x the bytes, in the heap when imported
# from LittleFS (10.2 KB for the walk, 4.8 KB as bytecode): only the hot walk, a small module
# of its own. Other boards, the unix and WebAssembly ports keep the bytecode everyone shares,
# and so does a ROMFS deploy: it is chosen to save RAM, and machine code is copied into the
# heap even from ROMFS (11.3 KB for the walk from the native emitter), where its bytecode runs
# in place from flash.
NATIVE = {"pico": ("armv6m", "viper", ("shared_rules/treasure/walk.py",))}
# A `.mpy` imported from the filesystem is copied into the heap, its table of source line
# numbers too: without it King table referee's code takes 93.3 KB of the heap where it took 96.7
# (emulated Pico, docs/benchmarks.md), and the Regicide companion fits a 120 KB heap. The price:
# a traceback on such a board says "line 1" (its functions' names stay). A ROMFS image leaves
# them out too, though there they would cost no RAM: they are ~16 KB of its 262,144-byte
# partition, the room the Records' modules need (docs/benchmarks.md); the host's runs of the
# sources keep them.
NO_LINES = ("-X", "no-source-lines")
# What earlier deploys put on a board's filesystem and this one does not: micropython-lib's
# SSD1306 driver, which no board imports since boards/oled_board.py drives the panel itself
# (its Panel). Removed by every deploy (remove_old.py, and a ROMFS deploy's remove_copies.py),
# with the folder it leaves empty.
# (the game menu's screens moved from firmware/ to menu/: their old copies)
# (the languages' catalogues as modules, words/<lang>_<area>.mpy: data files since,
# words/<lang>_<area>.txt, read a line at a time)
OLD_FILES = ("lib/ssd1306.mpy", "firmware/settings.mpy", "firmware/records_screen.mpy",
             "firmware/records_stats.mpy",
             "firmware/power_on.mpy", "firmware/players.mpy", "firmware/home.mpy") + tuple(
    "words/%s_%s.mpy" % (lang, area) for lang in ("sv", "da")
    for area in ("common", "menu", "records", "king_sheet", "king_table", "king_bots",
                 "regicide_companion", "regicide_play", "treasure_referee", "treasure_bots",
                 "treasure_reasons"))


def board_main(board):
    """The board's main.py: import the board module and run the firmware's loop on it."""
    if board not in BOARDS:
        raise ValueError("unknown board %r (boards: %s)" % (board, ", ".join(BOARDS)))
    return ("import boards.%s as board\nfrom firmware.main import run\n\nrun(board)\n" % board)


# What every real board gets beside its own file: the panel and buttons, the clock's setting.
REAL_BOARDS_SHARED = ("boards/__init__.py", "boards/oled_board.py", "boards/clock.py")


def staged_files(board, sources=None):
    """(source .py, staged path) of every file the board gets, relative to the project and
    to the staging folder; the other boards' files (and the host-only sim) stay behind."""
    board_main(board)
    if sources is None:
        sources = build.device_sources()
    keep = []
    for source in sources:
        top = source.split("/")[0]
        if top == "boards" and source not in REAL_BOARDS_SHARED + ("boards/%s.py" % board,):
            continue
        if top not in PACKAGES + ("boards",):
            continue
        if source.endswith("/__init__.py") and build.runs_nothing(source):
            continue  # a package with nothing to run needs no file on the board
        keep.append((source, source[:-3] + ".mpy"))
    return keep


def shown(path):
    """A path as the commands name it (they run in the project folder): relative in a checkout,
    whole for the installed package, whose files and build folder are far apart."""
    return path if build.INSTALLED else os.path.relpath(path, ROOT)


def stage_dir(board, romfs=False):
    return os.path.join(build.BUILD, "deploy-" + board + ("-romfs" if romfs else ""))


def mpremote():
    """The venv's mpremote (relative: the commands run in the project folder), else PATH's."""
    local = os.path.join(".venv", "bin", "mpremote")
    return local if os.path.exists(os.path.join(ROOT, local)) else build.venv_tool("mpremote")


# A board's paths removed, folders with what they hold; then /lib if that left it empty.
_REMOVE = (
    "import os\n"
    "def rm(p):\n"
    " try:\n"
    "  if os.stat(p)[0] & 0x4000:\n"
    "   for n in os.listdir(p): rm(p + '/' + n)\n"
    "   os.rmdir(p)\n"
    "  else: os.remove(p)\n"
    " except OSError: pass\n"
    "for p in %r: rm('/' + p)\n"
    "try: os.rmdir('/lib')\n"
    "except OSError: pass\n")
# Run on the board after a filesystem deploy's copy: the files earlier deploys left.
REMOVE_OLD_FILES = _REMOVE % (OLD_FILES,)
# Run on the board before a ROMFS deploy: copies of the same modules left on the filesystem by
# an earlier deploy would be imported instead of the ROMFS ones ('' comes first in sys.path).
REMOVE_FILESYSTEM_COPIES = _REMOVE % (("shared_rules", "firmware", "boards") + OLD_FILES,)


def clock_script(now=None):
    """The script run on the board just before its reset: the host's time (`now`, a
    time.localtime()) into the flash root's clock file, which the board's power-on sets its
    clock from and removes (boards/clock.py's `set_clock`): the records' dates."""
    t = time.localtime() if now is None else now
    return ("f=open('/%s','w');f.write('%d %d %d %d %d %d %d');f.close()"
            % (CLOCK_FILE, t[0], t[1], t[2], t[6], t[3], t[4], t[5]))


def host_language(environ=None):
    """The host's language among the device's ("sv", "da", else "en"), from the shell's locale
    (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as gettext reads them; `make deploy LANG=sv` too)."""
    environ = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:
            lang = value.split(":")[0][:2].lower()
            return lang if lang in ("sv", "da") else "en"
    return "en"


def last_script(now=None, lang=None):
    """The script run on the board just before its reset: the host's time for its clock
    (`clock_script`), and FIRST_BOOT_FILE in the saves' folder (/saves/ on every real board),
    naming the language its first power-on offers first (the host's: `host_language`). A board
    already set up removes that file at power-on and asks nothing (menu/power_on.py)."""
    return (clock_script(now) + ";import os;'saves' in os.listdir('/') or os.mkdir('/saves')"
            ";f=open('/saves/%s','w');f.write('%s');f.close()"
            % (FIRST_BOOT_FILE, lang or host_language()))


def commands(port, board, romfs=False):
    """The mpremote commands (argument lists) that put the staged files on the board.

    With `romfs`, the first command is `romfs query` (its output must name a partition), the
    compiled folders go into one ROMFS image (`romfs build`, on the host) written to the
    board's ROMFS partition (`romfs deploy`), and only main.py and the languages' catalogues
    (OUTSIDE_ROMFS) go on the filesystem."""
    board_main(board)
    if not port:
        raise ValueError("no serial port given (e.g. --port /dev/ttyACM0)")
    staged = shown(stage_dir(board, romfs))
    base = [mpremote(), "connect", port]
    if romfs:
        rom = os.path.join(staged, "rom")
        return [
            base + ["romfs", "query"],
            [mpremote(), "romfs", "--no-mpy", "-o", rom + ".romfs", "build", rom],
            base + ["romfs", "deploy", rom + ".romfs"],
            base + ["run", os.path.join(staged, "remove_copies.py")],
            base + ["fs", "cp", "-r"] + [os.path.join(staged, top) for top in OUTSIDE_ROMFS]
            + [":"],
            base + ["fs", "cp", os.path.join(staged, "main.py"), ":main.py"],
            base + ["exec", last_script()],
            base + ["reset"],
        ]
    folders = [os.path.join(staged, top) for top in PACKAGES + ("boards",)]
    return [
        base + ["fs", "cp", "-r"] + folders + [":"],
        base + ["run", os.path.join(staged, "remove_old.py")],
        base + ["fs", "cp", os.path.join(staged, "main.py"), ":main.py"],
        base + ["exec", last_script()],
        base + ["reset"],
    ]


def stage(board, romfs=False, native=True):
    """Copy the compiled files for `board` and its main.py into build/deploy-BOARD/ (with
    `romfs`: the compiled folders into build/deploy-BOARD-romfs/rom/, main.py beside).
    `native=False`: every module bytecode, as the boards without NATIVE get them (the
    emulated Pico's measure of a small board's heap, host_tools/pico/bench.py)."""
    target = stage_dir(board, romfs)
    shutil.rmtree(target, ignore_errors=True)
    files = os.path.join(target, "rom") if romfs else target
    arch, emit, machine_code = ((None, None, ()) if romfs or not native
                                else NATIVE.get(board, (None, None, ())))
    for source, staged in staged_files(board):
        outside = romfs and source.split("/")[0] in OUTSIDE_ROMFS  # beside main.py
        root = target if outside else files
        os.makedirs(os.path.dirname(os.path.join(root, staged)), exist_ok=True)
        if source in machine_code:
            error = build.compile_native(source, os.path.join(files, staged), arch, emit)
            if error:
                raise ValueError("mpy-cross cannot compile %s for %s: %s"
                                 % (source, arch, error.splitlines()[-1]))
            continue
        if outside:
            error = build.compile_one(source, root, options=NO_LINES)[1]
        elif romfs:
            error = _compile_for_romfs(source, files)
        else:
            error = build.compile_one(source, files, options=NO_LINES)[1]
        if error:
            raise ValueError("mpy-cross cannot compile %s: %s" % (source, error.splitlines()[-1]))
    for top in PACKAGES:  # the data files beside the modules (the words' catalogues)
        build.copy_data(target if romfs and top in OUTSIDE_ROMFS else files, (top,))
    with open(os.path.join(target, "main.py"), "w") as f:
        f.write(board_main(board))
    script, text = (("remove_copies.py", REMOVE_FILESYSTEM_COPIES) if romfs
                    else ("remove_old.py", REMOVE_OLD_FILES))
    with open(os.path.join(target, script), "w") as f:
        f.write(text)
    return target


def _compile_for_romfs(source, files):
    """Compile one source for a ROMFS image, where every byte counts (its partition is full,
    tests/host/test_romfs_size.py): no line numbers, the import of `const` left out where
    mpy-cross folds every `const` (build.without_const_import), no source name (2.7 KB of
    the image: a traceback on the serial console names the functions, not their files); the
    error text or None."""
    with open(os.path.join(ROOT, source)) as f:
        text = build.without_const_import(f.read())
    if text is None:
        return build.compile_one(source, files, options=NO_LINES, name="")[1]
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.dirname(os.path.join(root, source)), exist_ok=True)
        with open(os.path.join(root, source), "w") as f:
            f.write(text)
        return build.compile_one(source, files, root, NO_LINES, name="")[1]


def has_romfs_partition(query_output):
    """Whether `mpremote romfs query` found a ROMFS partition on the board."""
    return "partition has size" in query_output


def main(argv):
    port, board, dry_run, romfs = None, "pico", False, False
    args = list(argv)
    try:
        while args:
            arg = args.pop(0)
            if arg == "--port" and args:
                port = args.pop(0)
            elif arg == "--board" and args:
                board = args.pop(0)
            elif arg == "--dry-run":
                dry_run = True
            elif arg == "--romfs":
                romfs = True
            else:
                raise ValueError("usage: python -m host_tools.deploy --port PORT "
                                 "[--board pico|esp32] [--romfs] [--dry-run]")
        plan = commands(port, board, romfs)
    except ValueError as e:
        print("error: %s" % e, file=sys.stderr)
        return 2
    if dry_run:
        print("# compile: %s -m host_tools.build" % shown(sys.executable))
        print("# stage %d files in %s, with main.py:" % (
            len(staged_files(board)), shown(stage_dir(board, romfs))))
        for line in board_main(board).splitlines():
            print(("#   " + line).rstrip())
        for command in plan:
            print(shlex.join(command))
        return 0
    if build.main() != 0:
        print("error: mpy-cross could not compile everything; nothing was copied",
              file=sys.stderr)
        return 1
    if romfs:
        query = subprocess.run(plan[0], cwd=ROOT, capture_output=True, text=True, check=False)
        sys.stdout.write(query.stdout)
        if query.returncode != 0 or not has_romfs_partition(query.stdout):
            print("error: the firmware on %s has no ROMFS partition (`mpremote romfs query`"
                  " found none): deploy without ROMFS=1, or flash a MicroPython built with "
                  "one" % port, file=sys.stderr)
            return 2
        plan = plan[1:]
    try:
        stage(board, romfs)
    except ValueError as e:
        print("error: %s" % e, file=sys.stderr)
        return 2
    for command in plan:
        if command[3] == "exec":
            command = command[:4] + [last_script()]  # the time as the board resets
        print("+ " + shlex.join(command), flush=True)
        status = subprocess.call(command, cwd=ROOT)
        if status != 0:
            print("error: %s failed (exit %d)" % (shlex.join(command[3:]), status),
                  file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

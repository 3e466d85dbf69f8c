"""`make deploy`: what it would run on a board (--dry-run), its copy steps on the WebAssembly
port's REPL, and nothing installed on the way (no pip, no npm, no network)."""
import os
import shlex
import subprocess
import sys
import time

from host_tools import build, deploy
from host_tools.micropython_runner import ROOT
from tests.support.deploy_env import MAKE_NO_SETUP, hermetic_env


def run_deploy(*args):
    return subprocess.run([sys.executable, "-m", "host_tools.deploy"] + list(args), cwd=ROOT,
                          capture_output=True, text=True)


def staged(board, romfs=False):
    """The staging folder as the commands name it: build/deploy-BOARD in a checkout (a test
    worker's own build folder under `make test`, tests/conftest.py)."""
    shown = deploy.shown(deploy.stage_dir(board, romfs))
    assert shown.startswith("build/") and shown.endswith("/deploy-" + board + "-romfs" * romfs)
    return shown


def test_dry_run_prints_the_mpremote_commands_in_order():
    proc = run_deploy("--port", "/dev/ttyACM0", "--dry-run")
    assert proc.returncode == 0, proc.stderr
    commands = [line for line in proc.stdout.splitlines() if not line.startswith("#")]
    script = shlex.split(commands[3])[-1]  # the host's time when it ran
    written = [int(n) for n in script.split("f.write('")[1].split("'")[0].split()]
    now = time.localtime()
    assert written[:3] == [now.tm_year, now.tm_mon, now.tm_mday] or now.tm_hour == 0
    mp = deploy.mpremote()
    stage = staged("pico")
    assert commands == [
        mp + " connect /dev/ttyACM0 fs cp -r " + " ".join(
            "%s/%s" % (stage, top) for top in ("shared_rules", "firmware", "menu", "words",
                                               "boards")) + " :",
        mp + " connect /dev/ttyACM0 run %s/remove_old.py" % stage,
        mp + " connect /dev/ttyACM0 fs cp %s/main.py :main.py" % stage,
        mp + " connect /dev/ttyACM0 exec " + shlex.quote(script),
        mp + " connect /dev/ttyACM0 reset",
    ]
    assert "#   import boards.pico as board" in proc.stdout


def test_the_deploy_leaves_the_hosts_time_for_the_boards_clock_before_its_reset():
    # The board's power-on sets its clock from it (boards/oled_board.py's set_clock): the
    # records' dates. Year, month, day, weekday (0 a Monday), hours, minutes, seconds.
    t = time.struct_time((2026, 12, 4, 22, 31, 5, 4, 338, 0))
    assert deploy.clock_script(t) == (
        "f=open('/clock.txt','w');f.write('2026 12 4 4 22 31 5');f.close()")


def test_the_deploy_leaves_the_first_power_on_its_question_in_the_hosts_language():
    # Issue 38: a board's first power-on after the deploy asks the language, offering the
    # host's first (words/language.py's first_boot); a board set up before asks nothing.
    script = deploy.last_script(time.localtime(), "da")
    assert script.startswith(deploy.clock_script(time.localtime())[:20])
    assert script.endswith("f=open('/saves/language.txt','w');f.write('da');f.close()")
    assert deploy.host_language({"LANG": "sv_SE.UTF-8"}) == "sv"
    assert deploy.host_language({"LANGUAGE": "da:en", "LANG": "sv_SE.UTF-8"}) == "da"
    assert deploy.host_language({"LC_ALL": "de_DE.UTF-8", "LANG": "sv_SE.UTF-8"}) == "en"
    assert deploy.host_language({"LANG": "C.UTF-8"}) == deploy.host_language({}) == "en"


def test_dry_run_changes_nothing(tmp_path):
    before = os.path.exists(deploy.stage_dir("esp32"))
    proc = run_deploy("--port", "COM3", "--board", "esp32", "--dry-run")
    assert proc.returncode == 0 and staged("esp32") + "/main.py :main.py" in proc.stdout
    assert os.path.exists(deploy.stage_dir("esp32")) == before


def test_board_main_runs_the_firmware_on_that_board():
    assert deploy.board_main("esp32") == (
        "import boards.esp32 as board\nfrom firmware.main import run\n\nrun(board)\n")


def test_only_the_chosen_board_file_goes_on_the_board():
    sources = ["boards/__init__.py", "boards/clock.py", "boards/esp32.py", "boards/oled_board.py",
               "boards/pico.py", "boards/sim.py", "firmware/__init__.py", "shared_rules/cards.py"]
    assert deploy.staged_files("pico", sources) == [
        ("boards/clock.py", "boards/clock.mpy"), ("boards/oled_board.py", "boards/oled_board.mpy"),
        ("boards/pico.py", "boards/pico.mpy"), ("shared_rules/cards.py", "shared_rules/cards.mpy")]


def test_a_package_init_with_nothing_to_run_stays_off_the_board(tmp_path):
    """MicroPython imports a folder without `__init__` as a package; leaving out the ones that
    hold only a docstring spares a Pico's power-on a file's open and read per package."""
    for name, text in (("empty.py", ""), ("doc.py", '"""What the package is for."""\n'),
                       ("code.py", '"""Doc."""\nVERSION = 1\n'), ("comment.py", "# only\n")):
        (tmp_path / name).write_text(text)
    assert [build.runs_nothing(name, root=str(tmp_path)) for name in
            ("empty.py", "doc.py", "code.py", "comment.py")] == [True, True, False, True]
    staged = [source for source, _ in deploy.staged_files("pico")]
    assert "firmware/ui/gfx.py" in staged and "shared_rules/king/game.py" in staged
    assert not [source for source in staged if source.endswith("__init__.py")]


def test_unknown_board_or_missing_port_is_a_clear_error():
    proc = run_deploy("--port", "/dev/ttyUSB0", "--board", "arduino", "--dry-run")
    assert proc.returncode == 2 and "error: unknown board 'arduino'" in proc.stderr
    assert "Traceback" not in proc.stderr
    proc = run_deploy("--dry-run")
    assert proc.returncode == 2 and "no serial port" in proc.stderr


def test_dry_run_with_romfs_builds_an_image_and_copies_only_main_py_the_menu_and_words():
    proc = run_deploy("--port", "/dev/ttyACM0", "--romfs", "--dry-run")
    assert proc.returncode == 0, proc.stderr
    commands = [line for line in proc.stdout.splitlines() if not line.startswith("#")]
    mp = deploy.mpremote()
    stage = staged("pico", romfs=True)
    rom = stage + "/rom"
    assert commands[:3] == [
        mp + " connect /dev/ttyACM0 romfs query",
        mp + " romfs --no-mpy -o %s.romfs build %s" % (rom, rom),
        mp + " connect /dev/ttyACM0 romfs deploy %s.romfs" % rom]
    assert commands[3:] == [
        mp + " connect /dev/ttyACM0 run %s/remove_copies.py" % stage,
        mp + " connect /dev/ttyACM0 fs cp -r %s/menu %s/words :" % (stage, stage),  # outside
        # the full image
        mp + " connect /dev/ttyACM0 fs cp %s/main.py :main.py" % stage,
        mp + " connect /dev/ttyACM0 exec " + shlex.quote(shlex.split(commands[6])[-1]),
        mp + " connect /dev/ttyACM0 reset"]
    assert shlex.split(commands[6])[-1].startswith("f=open('/clock.txt','w')")
    # the catalogues (data files) and their reader beside main.py, none in the image
    assert os.path.exists(os.path.join(deploy.stage_dir("pico", True), "words", "sv_menu.txt"))
    assert os.path.exists(os.path.join(deploy.stage_dir("pico", True), "words", "lookup.mpy"))
    assert not os.path.exists(os.path.join(deploy.stage_dir("pico", True), "rom", "words"))
    # and so are the game menu's own screens (Settings, Records)
    assert os.path.exists(os.path.join(deploy.stage_dir("pico", True), "menu", "settings.mpy"))
    assert not os.path.exists(os.path.join(deploy.stage_dir("pico", True), "rom", "menu"))


def test_a_romfs_query_without_a_partition_is_said_so():
    assert deploy.has_romfs_partition(
        "ROMFS0 partition has size 262144 bytes (64 blocks of 4096 bytes each)\n")
    assert not deploy.has_romfs_partition("ROMFS is not enabled on this device\n")
    assert not deploy.has_romfs_partition("No ROMFS partitions available\n")



def test_make_deploy_without_port_prints_usage_and_installs_nothing(tmp_path):
    """The port is checked before `setup`: even with setup out of date (an npm that only
    reports being called stands first in PATH), nothing is installed."""
    called = tmp_path / "npm-called"
    fake = tmp_path / "npm"
    fake.write_text("#!/bin/sh\ntouch %s\nexit 1\n" % called)
    fake.chmod(0o755)
    env = hermetic_env()
    env["PATH"] = "%s:%s" % (tmp_path, env["PATH"])
    proc = subprocess.run(["make", "-s", "deploy", "NODE_STAMP=%s" % (tmp_path / "stale")],
                          cwd=ROOT, capture_output=True, text=True, env=env)
    assert proc.returncode != 0 and "usage: make deploy PORT=" in proc.stderr
    assert not called.exists()
    proc = subprocess.run(MAKE_NO_SETUP + ["deploy"], cwd=ROOT, capture_output=True,
                          text=True, env=hermetic_env())
    assert proc.returncode != 0 and "usage: make deploy PORT=" in proc.stderr


def test_staging_holds_compiled_files_and_main_py(capsys):
    assert build.main() == 0
    target = deploy.stage("esp32")
    staged = sorted(os.path.relpath(os.path.join(d, f), target)
                    for d, _, files in os.walk(target) for f in files)
    assert "main.py" in staged and "boards/esp32.mpy" in staged
    assert "boards/oled_board.mpy" in staged  # the hardware code esp32.py imports
    assert "boards/sim.mpy" not in staged and "boards/pico.mpy" not in staged
    assert "shared_rules/cards.mpy" in staged
    assert not [p for p in staged if p.startswith("lib/")]  # no display driver: the Panel
    assert all(p in ("main.py", "remove_old.py") or p.endswith(".mpy")
               or p in build.device_data() for p in staged)
    # the languages' catalogues: data files, as they are, and no longer modules
    assert "words/sv_menu.txt" in staged and "words/sv_menu.mpy" not in staged
    with open(os.path.join(target, "words", "da_common.txt"), "rb") as f, \
            open(os.path.join(build.ROOT, "words", "da_common.txt"), "rb") as g:
        assert f.read() == g.read()
    with open(os.path.join(target, "boards", "esp32.mpy"), "rb") as f:
        assert f.read(1) == b"M"


def _run_on_board(run, script, board):
    """A removal script of the deploy run by the unix port with `board` (a folder) as the
    board's root (the script's paths start with "/"), written to `run` first."""
    from host_tools.micropython_runner import run_unix
    run.write_text("import os\nos.chdir(%r)\n" % str(board)
                   + script.replace("rm('/' + p)", "rm(p)").replace("'/lib'", "'lib'"))
    result = run_unix(str(run))
    assert result.ok, result.traceback


def test_an_old_deploys_display_driver_is_removed_and_the_rest_of_lib_kept(tmp_path):
    """micropython-lib's ssd1306 driver, which deploys before boards/oled_board.py's Panel put
    in lib/, goes (both scripts, run on a MicroPython); /lib goes with it when that empties
    it, and stays with anything else a user put there."""
    for name, script, kept in (("remove_old.py", deploy.REMOVE_OLD_FILES, ["firmware", "main.py"]),
                               ("remove_copies.py", deploy.REMOVE_FILESYSTEM_COPIES, ["main.py"])):
        for extra in ((), ("lib/other.mpy",)):
            board = tmp_path / name / str(len(extra))
            for path in ("lib/ssd1306.mpy", "firmware/app.mpy", "main.py") + extra:
                (board / path).parent.mkdir(parents=True, exist_ok=True)
                (board / path).write_text("x")
            _run_on_board(tmp_path / (name + ".run.py"), script, board)
            left = sorted(p.name for p in board.iterdir())
            assert left == sorted(kept + (["lib"] if extra else [])), (name, extra)
            if extra:
                assert [p.name for p in (board / "lib").iterdir()] == ["other.mpy"]


def test_an_old_deploys_catalogue_modules_are_removed_and_the_words_kept(tmp_path):
    """The languages' catalogues were modules (words/sv_menu.mpy): now data files
    (words/sv_menu.txt) read by words/lookup.py. A deploy over an older one removes the old
    modules (both scripts, run on a MicroPython) and leaves the new files alone."""
    from host_tools import make_words
    areas = sorted(make_words.areas())
    old = ["words/%s_%s.mpy" % (lang, area) for lang in ("sv", "da") for area in areas]
    assert set(old) <= set(deploy.OLD_FILES)
    for name, script in (("remove_old.py", deploy.REMOVE_OLD_FILES),
                         ("remove_copies.py", deploy.REMOVE_FILESYSTEM_COPIES)):
        board = tmp_path / name
        for path in old + ["words/sv_menu.txt", "words/lookup.mpy", "words/sv_help_king.mpy"]:
            (board / path).parent.mkdir(parents=True, exist_ok=True)
            (board / path).write_text("x")
        _run_on_board(tmp_path / (name + ".run.py"), script, board)
        assert sorted(p.name for p in (board / "words").iterdir()) == [
            "lookup.mpy", "sv_help_king.mpy", "sv_menu.txt"], name


class WasmBoard:
    """The MicroPython WebAssembly port's REPL behind a pseudo-terminal: a serial port that
    mpremote can open (host_tools/mp_wasm_repl.mjs), with an in-memory filesystem."""

    def __init__(self):
        import threading
        import tty
        self.master, self.slave = os.openpty()
        tty.setraw(self.slave)
        self.port = os.ttyname(self.slave)
        self.seen = b""
        env = dict(os.environ, NODE_PATH=os.path.join(ROOT, "node_modules"))
        self.node = subprocess.Popen(["node", os.path.join("host_tools", "mp_wasm_repl.mjs")],
                                     cwd=ROOT, env=env, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE)
        threading.Thread(target=self._to_board, daemon=True).start()
        threading.Thread(target=self._from_board, daemon=True).start()

    def _to_board(self):
        while True:
            try:
                data = os.read(self.master, 4096)
                self.node.stdin.write(data)
                self.node.stdin.flush()
            except (OSError, ValueError):
                return

    def _from_board(self):
        while True:
            data = self.node.stdout.read1(4096)
            if not data:
                return
            self.seen += data
            try:
                os.write(self.master, data)
            except OSError:
                return

    def wait_ready(self, seconds=30):
        import time
        end = time.monotonic() + seconds
        while b">>> " not in self.seen and time.monotonic() < end:
            time.sleep(0.05)
        return b">>> " in self.seen

    def mpremote(self, *args):
        return subprocess.run([deploy.mpremote(), "connect", self.port] + list(args), cwd=ROOT,
                              capture_output=True, text=True, timeout=120)

    def close(self):
        self.node.kill()
        self.node.wait()
        os.close(self.master)
        os.close(self.slave)


def test_deploy_copy_commands_work_on_a_micropython_raw_repl(capsys):
    """The copy steps of `make deploy`, run as printed against a real MicroPython REPL (the
    WebAssembly port behind a pseudo-terminal): the files land where the board imports them,
    the .mpy files from mpy-cross load, and a second deploy copies nothing."""
    assert build.main() == 0
    deploy.stage("pico")
    board = WasmBoard()
    try:
        assert board.wait_ready(), board.seen[-500:]
        plan = deploy.commands(board.port, "pico")
        assert plan[4][3:] == ["reset"]  # a board's hard reset: not on this port
        for command in plan[:4]:
            proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True,
                                  timeout=120)
            assert proc.returncode == 0, proc.stdout + proc.stderr
        check = board.mpremote(
            "exec", "import os; print(sorted(os.listdir('boards')));"
            "print(open('main.py').read());"
            "from shared_rules import cards; print(cards.__file__, cards.token(cards.card(12, 1)));"
            "print('clock', open('/clock.txt').read())")
        assert check.returncode == 0, check.stdout + check.stderr
        assert "['clock.mpy', 'oled_board.mpy', 'pico.mpy']" in check.stdout  # a package without __init__
        assert deploy.board_main("pico") in check.stdout.replace("\r\n", "\n")
        assert "shared_rules/cards.mpy QH" in check.stdout
        year = time.localtime().tm_year  # the host's time, for the board's clock at its power-on
        assert ("clock %d " % year) in check.stdout or ("clock %d " % (year + 1)) in check.stdout
        again = subprocess.run(plan[0], cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert again.returncode == 0 and "Up to date: ./shared_rules/cards.mpy" in again.stdout
    finally:
        board.close()


ARMV6M = 4  # MicroPython's MP_NATIVE_ARCH_ARMV6M (py/nativeglue.h)


def mpy_arch(path):
    """The architecture of an .mpy's machine code from its header (byte 2: arch << 2 | the
    native sub-version), 0 for bytecode."""
    with open(path, "rb") as f:
        header = f.read(3)
    assert header[:2] == b"M\x06", path
    return header[2] >> 2


def test_the_pico_gets_the_search_walk_as_armv6m_machine_code_and_the_rest_as_bytecode():
    """From ROMFS (chosen to save RAM) the walk stays bytecode: machine code would be copied
    into the heap, bytecode runs in place from flash."""
    assert build.main() == 0
    assert deploy.NATIVE["pico"] == ("armv6m", "viper", ("shared_rules/treasure/walk.py",))
    for romfs in (False, True):
        target = deploy.stage("pico", romfs)
        if romfs:
            target = os.path.join(target, "rom")
        arches = {os.path.relpath(os.path.join(d, f), target): mpy_arch(os.path.join(d, f))
                  for d, _, files in os.walk(target) for f in files if f.endswith(".mpy")}
        assert arches.pop("shared_rules/treasure/walk.mpy") == (0 if romfs else ARMV6M)
        assert "shared_rules/treasure/moves.mpy" in arches and set(arches.values()) == {0}
    # other boards, and build/ (what the unix and WebAssembly ports run): bytecode only;
    # and the Pico's files staged as such a board gets them (the small-heap measure)
    for target in (deploy.stage("esp32"), deploy.stage("pico", native=False)):
        assert mpy_arch(os.path.join(target, "shared_rules", "treasure", "walk.mpy")) == 0
    assert mpy_arch(os.path.join(build.BUILD, "shared_rules", "treasure", "walk.mpy")) == 0


def test_deploys_leave_the_line_numbers_out_on_the_filesystem_and_in_romfs(tmp_path):
    """Bytecode imported from the filesystem lives in the heap, its line-number table too; in
    a ROMFS image it would stay in flash, but take ~16 KB of the partition the code fills."""
    assert build.main() == 0
    source = "firmware/app.py"
    plain = os.path.join(build.BUILD, "firmware", "app.mpy")
    bare, error = build.compile_one(source, str(tmp_path), options=deploy.NO_LINES)
    assert error is None
    with open(plain, "rb") as f, open(bare, "rb") as g:
        plain_bytes, bare_bytes = f.read(), g.read()
    assert len(bare_bytes) < len(plain_bytes) * 0.97  # the line table is a few % of a module
    for board, romfs in (("pico", False), ("esp32", False)):
        with open(os.path.join(deploy.stage(board, romfs), "firmware", "app.mpy"), "rb") as f:
            assert f.read() == bare_bytes, board
    # in the ROMFS image without its source name as well (2.7 KB of the partition)
    nameless, error = build.compile_one(source, str(tmp_path / "rom"), options=deploy.NO_LINES,
                                        name="")
    assert error is None
    with open(nameless, "rb") as g:
        nameless_bytes = g.read()
    assert b"firmware.app" in bare_bytes and b"firmware.app" not in nameless_bytes
    with open(os.path.join(deploy.stage("pico", True), "rom", "firmware", "app.mpy"), "rb") as f:
        assert f.read() == nameless_bytes


def test_the_pico_gets_the_walk_from_the_viper_emitter(tmp_path):
    """The .mpy header names the architecture, not the emitter: the staged walk is byte for byte
    what mpy-cross's viper emitter makes of the source, not its native emitter's."""
    target = deploy.stage("pico")
    with open(os.path.join(target, "shared_rules", "treasure", "walk.mpy"), "rb") as f:
        staged = f.read()
    made = {}
    for emit in ("viper", "native"):
        out = str(tmp_path / (emit + ".mpy"))
        assert build.compile_native("shared_rules/treasure/walk.py", out, "armv6m", emit) is None
        with open(out, "rb") as f:
            made[emit] = f.read()
    assert staged == made["viper"] != made["native"]

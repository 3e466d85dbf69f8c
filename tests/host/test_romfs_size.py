"""The ROMFS image `make deploy ROMFS=1` writes fits the romfs256k firmware's partition
(262,144 bytes) with room to spare: the Pico's budget tests and the soak deploy it, and
mpremote refuses an image one byte too large ("romfs deploy" fails). The image grows with every
module on the board: this test says so before a deploy does. What keeps it small is one list
(host_tools/build.py): the modules no device code imports stay off the boards, and so does
what only a computer's side of the records needs."""
import ast
import os
import subprocess

from host_tools import build, deploy

PARTITION_BYTES = 256 * 1024  # the romfs256k firmware's ROMFS partition
# Room kept for the code to come: 2 KB, a small module. The image was 263,978 bytes with the
# Records' modules and source line numbers, 1.8 KB over; 245,762 once they left (a597ac4),
# 255,342 at 886b79b (the bots' levels, the hints' engines), 258,756 at cfb26e7 (the hints in
# the modes): ~13 KB in two hours; 260,224 at the deploy's clock (boards/clock.py): 1,920 to
# spare, so the room kept is 1 KB and the partition full. The import of `const` left out where
# mpy-cross folds it (host_tools/deploy.py's _compile_for_romfs) saves ~0.3 KB: 260,738 bytes
# at 8014efa, 1,406 to spare; King's Hard bot (issue 40) took 876 bytes more, and the help's pages
# leaving the image for the board's filesystem (words/, as the languages' words) ~3.5 KB:
# 258,060 bytes, 4,084 to spare. The next feature makes room first (docs/benchmarks.md says how).
HEADROOM_BYTES = 1024


def test_the_romfs_image_fits_the_partition_with_room_to_spare(tmp_path):
    assert build.main() == 0
    stage = deploy.stage("pico", romfs=True)
    image = str(tmp_path / "rom.romfs")
    proc = subprocess.run([deploy.mpremote(), "romfs", "--no-mpy", "-o", image, "build",
                           os.path.join(stage, "rom")], cwd=build.ROOT, capture_output=True,
                          text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    size = os.path.getsize(image)
    assert size <= PARTITION_BYTES - HEADROOM_BYTES, "ROMFS image %d bytes: %d to spare" % (
        size, PARTITION_BYTES - size)


def test_a_romfs_modules_mpy_carries_no_import_of_a_folded_const(tmp_path):
    """The image's bytes a module need not carry: the import of `const` when every `const` is
    a module's constant folded by mpy-cross."""
    assert deploy._compile_for_romfs("firmware/buttons.py", str(tmp_path)) is None
    with open(str(tmp_path / "firmware" / "buttons.mpy"), "rb") as f:
        compiled = f.read()
    assert b"shared_rules.compat" not in compiled
    assert b"RIGHT" in compiled  # (a constant other modules read stays a name)


def test_the_import_of_const_stays_where_const_is_called_at_run_time():
    folded = "from shared_rules.compat import const\n_N = const(3)\nM = const(4)\n"
    assert build.without_const_import(folded) == "\n_N = const(3)\nM = const(4)\n"
    for called in ("def f():\n    x = const(3)\n", "X = [const(3)]\n", "f = const\n"):
        assert build.without_const_import(
            "from shared_rules.compat import const\n" + called) is None
    assert build.without_const_import("from shared_rules.compat import const, held\n") is None


def test_the_records_modules_go_on_the_boards():
    on_board = build.device_sources()
    for source in ("firmware/records.py", "firmware/records_write.py",
                   "menu/records_screen.py", "menu/records_stats.py",
                   "firmware/ui/chart.py"):
        assert source in on_board, source
    assert "firmware/records_export.py" not in on_board
    assert "firmware/records_export.py" in build.device_sources(web=True)


GAMES = ("king", "regicide", "treasure")  # the packages of firmware/ and shared_rules/


def named(path):
    """The project's module names the source at `path` imports or names in a string (a lazy
    import's constant: `"firmware.records_write"`, a mode's `"king.sheet_start"`, which the
    App imports under `firmware.`), at its top or inside functions."""
    with open(os.path.join(build.ROOT, path)) as f:
        tree = ast.parse(f.read())
    package = build.module_name(path).rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[:len(package.split(".")) - node.level + 1]
                                + ([base] if base else []))
            found.add(base)
            found.update(base + "." + a.name for a in node.names)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            # (`"firmware.%s.help" % game`: every game's)
            for text in ([node.value.replace("%s", game) for game in GAMES]
                         if node.value.count("%s") == 1 else [node.value]):
                found.update((text, "firmware." + text))
    return found


def test_no_board_module_imports_one_kept_off_the_boards():
    """HOST_ONLY is imported by no module a board or the web app gets, NOT_ON_BOARDS by none
    a board gets: a board without them never misses them."""
    for off, sources in ((build.HOST_ONLY, build.device_sources(web=True)),
                         (build.NOT_ON_BOARDS, build.device_sources())):
        names = {build.module_name(p): p for p in off}
        assert all(os.path.exists(os.path.join(build.ROOT, p)) for p in off)
        for source in sources:
            assert not set(names) & named(source), source

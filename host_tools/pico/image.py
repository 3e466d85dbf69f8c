"""Flash images of an emulated Pico with Regalia laid out as `make deploy` lays it out.

`deployed_image(main_py)` boots the stock firmware on blank flash (MicroPython formats its
LittleFS), writes the files `host_tools/deploy.py` stages for the Pico (the compiled
`shared_rules/`, `firmware/`, `boards/`) and the given `main.py` through
the REPL, and keeps the flash in `build/pico/`; the next call with the same files reuses it.
"""
import hashlib
import os
import subprocess

from host_tools import build, deploy
from host_tools.pico import firmware_files
from host_tools.pico.board import EmulatedPico, EmulatorError
from host_tools.pico.bridge import SerialBridge

# REGALIA_PICO_CACHE: the images' folder when BUILD is a worker's own (tests/conftest.py): the
# workers share their images (each written under a name of its own, then renamed into place).
CACHE = os.environ.get("REGALIA_PICO_CACHE") or os.path.join(build.BUILD, "pico")
HERE = os.path.dirname(os.path.abspath(__file__))


def heap_main():
    """The main.py of measuring runs: the device's own loop (firmware.main.run on
    boards.pico), printing the heap after every frame: `heap <allocated before collect>
    <live after collect>`. Collecting at every frame makes the first figure an upper bound
    of the frame's peak (all it allocated, on top of what was live)."""
    with open(os.path.join(HERE, "heap_main.py")) as f:
        return f.read()


def lockstep_main():
    """heap_main() without the heap samples: the frame clock only, each frame as cheap as the
    device's own."""
    main = heap_main()
    assert "\nSAMPLE_HEAP = True\n" in main
    return main.replace("\nSAMPLE_HEAP = True\n", "\nSAMPLE_HEAP = False\n")


def hard_heap_main(heap_bytes, language=None):
    """heap_main() giving the game a heap of `heap_bytes` (a ballast holds the rest), its
    Settings in `language` ("sv", "da") when given, as a device set to it."""
    main = heap_main()
    assert "\nHEAP_BYTES = 0\n" in main and "\nSETTINGS_SAV = None\n" in main
    main = main.replace("\nHEAP_BYTES = 0\n", "\nHEAP_BYTES = %d\n" % heap_bytes)
    if language:
        from tests.support.firmware_script import in_language
        text = in_language(language).data["settings.sav"]
        main = main.replace("\nSETTINGS_SAV = None\n", "\nSETTINGS_SAV = %r\n" % text)
    return main


def staged_files(main_py, native=True):
    """(board path, bytes) of every file a deploy puts on the Pico, with this main.py
    (`native=False`: every module bytecode, as a board without machine code gets them)."""
    for source in build.device_sources():
        error = build.compile_one(source)[1]
        if error:
            raise RuntimeError("mpy-cross cannot compile %s: %s" % (source, error))
    target = deploy.stage("pico", native=native)
    files = []
    for folder, _, names in sorted(os.walk(target)):
        for name in sorted(names):
            path = os.path.join(folder, name)
            board_path = os.path.relpath(path, target)
            if board_path in ("main.py", "remove_old.py"):  # (a script run, not copied)
                continue
            with open(path, "rb") as f:
                files.append((board_path, f.read()))
    files.append(("main.py", main_py.encode()))
    return files


def romfs_deploy(pico, main_py):
    """The compiled files into the ROMFS partition and main.py onto LittleFS, with mpremote
    as `make deploy ROMFS=1` does it."""
    staged = deploy.stage("pico", romfs=True)
    rom = os.path.join(staged, "rom")
    main_path = os.path.join(staged, "main.py")
    with open(main_path, "w") as f:
        f.write(main_py)
    subprocess.run([deploy.mpremote(), "romfs", "--no-mpy", "-o", rom + ".romfs", "build", rom],
                   cwd=build.ROOT, check=True, capture_output=True)
    with SerialBridge(pico) as bridge:
        words = [os.path.join(staged, top) for top in deploy.OUTSIDE_ROMFS]
        for command in (["romfs", "deploy", rom + ".romfs"], ["fs", "cp", "-r"] + words + [":"],
                        ["fs", "cp", main_path, ":main.py"]):
            subprocess.run([deploy.mpremote(), "connect", bridge.port] + command,
                           cwd=build.ROOT, check=True, capture_output=True, timeout=3600)


def deployed_image(main_py, uf2=firmware_files.STOCK_UF2, native=True, fresh=False):
    """Path of a 2 MiB flash image: `uf2`'s firmware, a LittleFS holding the deployed files
    and `main.py`, no saved game (with the romfs256k firmware: the compiled files in its
    ROMFS partition, only main.py on LittleFS). `native=False`: every module bytecode.
    `fresh`: every file written anew, as a first deploy does, never an image of the same files
    with main.py copied over (a timed power-on: a rewritten main.py leaves the LittleFS root
    slower to search, ~11 ms more to the game menu)."""
    files = staged_files(main_py, native)
    digest = hashlib.sha256(uf2.encode())
    for name, data in files[:-1]:
        digest.update(name.encode() + b"\0" + data)
    same_files = "deployed-%s-" % digest.hexdigest()[:16]
    path = os.path.join(CACHE, same_files + hashlib.sha256(main_py.encode()).hexdigest()[:8]
                        + ("-fresh" if fresh else "") + ".bin")
    if os.path.exists(path):
        return path
    os.makedirs(CACHE, exist_ok=True)
    other_main = [] if fresh else sorted(
        name for name in os.listdir(CACHE)
        if name.startswith(same_files) and name.endswith(".bin") and "-fresh" not in name)
    # The same files with another main.py: a new main.py copied over it, as a re-deploy does
    # (a few seconds, where copying every file takes tens). A base whose main.py will not give
    # the REPL back (a game in a hard heap) is passed over: the files are copied afresh.
    if other_main:
        try:
            _write_image(path, uf2, os.path.join(CACHE, other_main[0]), files[-1:], main_py)
            return path
        except EmulatorError:
            pass
    _write_image(path, uf2, None, files, main_py)
    return path


def _write_image(path, uf2, base, files, main_py):
    with EmulatedPico(uf2, flash_image=base) as pico:
        pico.boot_to_repl()
        if base is None and uf2 == firmware_files.ROMFS_UF2:
            romfs_deploy(pico, main_py)
            files = []
        for name, data in files:
            pico.put_file(name, data)
        pico.save_flash("%s.%d.tmp" % (path, os.getpid()))
    os.replace("%s.%d.tmp" % (path, os.getpid()), path)

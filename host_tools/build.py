"""Compile every file that goes on the board with mpy-cross and print a size table.

`python -m host_tools.build` (or `make build`) writes `build/<same path>.mpy` for each `.py`
in `shared_rules/`, `firmware/`, `menu/`, `boards/` and `words/` (the words' code; the
languages' catalogues are data files, `device_data`), and prints the bytes of each module and
the total. Exits non-zero, naming the file, if any file does not compile.
"""
import ast
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ON_DEVICE = ("shared_rules", "firmware", "menu", "boards", "words")
# The files of those folders that stay off the boards: the one list a board's deploy, its ROMFS
# image, the web app's bundle and the Pico's benchmarks take (`device_sources`). Every byte
# counts on a board: the romfs256k firmware's partition holds 262,144 bytes
# (tests/host/test_romfs_size.py, docs/benchmarks.md).
# - The host's and the tests' own, which no device code imports, directly or lazily
#   (tests/host/test_romfs_size.py checks it on the import graph): neither a board nor the web
#   app gets them. (The Pico's bench puts `players` on the chip itself, for its bot games.)
HOST_ONLY = ("firmware/display.py", "shared_rules/treasure/players.py")
# - The web app's and the host's alone, never on a board's screens: the records as files for
#   a computer (the web app's Export and Import; `regalia pull` reads a board's log with it).
NOT_ON_BOARDS = ("firmware/records_export.py",)
# A checkout builds into its build/; the installed package (`pip install .`: ROOT is then
# site-packages, where another package may be named `build`) into the user's cache folder.
INSTALLED = os.path.basename(ROOT) in ("site-packages", "dist-packages")
# REGALIA_BUILD: another folder (each of the tests' workers has its own, tests/conftest.py).
BUILD = os.environ.get("REGALIA_BUILD") or (os.path.join(ROOT, "build") if not INSTALLED else
                                             os.path.join(os.environ.get("XDG_CACHE_HOME") or
                                                          os.path.join(os.path.expanduser("~"),
                                                                       ".cache"),
                                                          "regalia", "build"))


def device_sources(tops=ON_DEVICE, web=False):
    """Relative paths of every .py file that goes on a board (of the folders `tops`, their
    packages included; with `web`, in the web app's bundle), sorted: the one list of
    on-device files the board's deploy and image, the web app's bundle and the Pico's
    benchmarks take (which board file a board gets is deploy.py's, which the web app gets
    web.py's)."""
    off = HOST_ONLY if web else HOST_ONLY + NOT_ON_BOARDS
    found = []
    for top in tops:
        for folder, dirs, files in os.walk(os.path.join(ROOT, top)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(files):
                path = os.path.relpath(os.path.join(folder, name), ROOT)
                if name.endswith(".py") and path.replace(os.sep, "/") not in off:
                    found.append(path)
    return sorted(found)


# The data files a device reads beside its modules, copied as they are: the languages'
# catalogues (words/<lang>_<area>.txt, read a line at a time by words/lookup.py).
DATA_ENDINGS = (".txt",)


def device_data(tops=ON_DEVICE):
    """Relative paths of every data file (DATA_ENDINGS) of the folders `tops`, sorted: what
    every pipeline that carries those folders to a device carries beside the `.mpy` files."""
    found = []
    for top in tops:
        for folder, dirs, files in os.walk(os.path.join(ROOT, top)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            found += [os.path.relpath(os.path.join(folder, name), ROOT).replace(os.sep, "/")
                      for name in files if name.endswith(DATA_ENDINGS)]
    return sorted(found)


def copy_data(out_dir, tops=ON_DEVICE, root=ROOT):
    """Copy the data files of `tops` into `out_dir`, at the same relative paths."""
    for path in device_data(tops):
        target = os.path.join(out_dir, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(os.path.join(root, path), target)


def runs_nothing(source, root=ROOT):
    """Whether the module at `source` (relative to root) has nothing to run: empty, or only its
    docstring, which the board's MicroPython does not keep. Such a package `__init__.py` stays
    off the board (host_tools/deploy.py): MicroPython imports a folder without one as a
    package, as CPython does, and a Pico's power-on is spared the open and read of a file for
    each package it imports (~5 ms each, docs/benchmarks.md)."""
    with open(os.path.join(root, source)) as f:
        body = ast.parse(f.read()).body
    return not body or (len(body) == 1 and isinstance(body[0], ast.Expr)
                        and isinstance(body[0].value, ast.Constant)
                        and isinstance(body[0].value.value, str))


def venv_tool(name):
    """A command of the project's .venv, else of the Python running this (an installed
    package's venv, active or not), else the PATH's."""
    for folder in (os.path.join(ROOT, ".venv", "bin"), os.path.dirname(sys.executable)):
        if os.path.exists(os.path.join(folder, name)):
            return os.path.join(folder, name)
    return name


def mpy_cross():
    return venv_tool("mpy-cross")


def module_name(source):
    """The dotted module name of a source path: `firmware/app.py` → `firmware.app`."""
    name = source[:-3].replace(os.sep, ".").replace("/", ".")
    return name[:-len(".__init__")] if name.endswith(".__init__") else name


def compile_one(source, out_dir=BUILD, root=ROOT, options=(), name=None):
    """Compile one source path (relative to root); returns (mpy path, error text or None).
    `options`: more mpy-cross options (e.g. NO_LINES).

    The source name the `.mpy` carries (a traceback's "File …") is `name`, by default the
    module's dotted name, which importing the module interns anyway: a path such as
    `firmware/app.py` would be one more name in the board's RAM for every module, from ROMFS
    too."""
    target = os.path.join(out_dir, source[:-3] + ".mpy")
    os.makedirs(os.path.dirname(target), exist_ok=True)
    name = module_name(source) if name is None else name
    proc = subprocess.run([mpy_cross()] + list(options) + ["-s", name, "-o", target, source],
                          capture_output=True, text=True, cwd=root, check=False)
    if proc.returncode != 0:
        return target, (proc.stderr or proc.stdout).strip()
    return target, None


CONST_IMPORT = "from shared_rules.compat import const\n"


def without_const_import(text):
    """`text` without its line `from shared_rules.compat import const` when every `const` in it
    is a module's `NAME = const(...)`, which mpy-cross folds as it compiles: the import would
    be left for the board to run, its module's name kept in the `.mpy` (~30 bytes a module of
    a ROMFS image, 25 modules). None when it is needed (or not there)."""
    if CONST_IMPORT not in text:
        return None
    tree = ast.parse(text)
    folded = set()
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name) and isinstance(node.value, ast.Call) \
                and isinstance(node.value.func, ast.Name) and node.value.func.id == "const":
            folded.add(id(node.value.func))
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "const" and id(node) not in folded:
            return None
    return text.replace(CONST_IMPORT, "\n", 1)


def compile_native(source, target, arch, emit="native", root=ROOT):
    """Compile one source path (relative to root) to machine code for `arch` (mpy-cross
    -march) with the emitter `emit` ("native", or "viper" for a module written for it) into
    the path `target`; returns the error text or None."""
    os.makedirs(os.path.dirname(target), exist_ok=True)
    proc = subprocess.run([mpy_cross(), "-march=" + arch, "-X", "emit=" + emit, "-o", target,
                           source], capture_output=True, text=True, cwd=root, check=False)
    if proc.returncode != 0:
        return (proc.stderr or proc.stdout).strip()
    return None


def main():
    rows = []
    failed = []
    for source in device_sources():
        target, error = compile_one(source)
        if error:
            failed.append((source, error))
            continue
        rows.append((source, os.path.getsize(os.path.join(ROOT, source)),
                     os.path.getsize(target)))
    width = max([len(r[0]) for r in rows] + [6])
    print("%-*s %8s %8s" % (width, "module", ".py", ".mpy"))
    for source, py_size, mpy_size in rows:
        print("%-*s %8d %8d" % (width, source, py_size, mpy_size))
    total = "total (%d files)" % len(rows)
    print("%-*s %8d %8d" % (width, total, sum(r[1] for r in rows), sum(r[2] for r in rows)))
    for source, error in failed:
        print("mpy-cross cannot compile %s: %s" % (source, error.splitlines()[-1]),
              file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

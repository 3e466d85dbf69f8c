"""The firmware images the emulated Pico boots, found beside the project and hash-checked.

They live outside the repository, in `../shared/pico/` next to the project folder (or where
`$REGALIA_PICO_DIR` says), with their checksums in `SHA256SUMS`.
"""
import hashlib
import os

from host_tools.micropython_runner import ROOT

STOCK_UF2 = "micropython-v1.28.0-RPI_PICO.uf2"
ROMFS_UF2 = "micropython-v1.28.0-RPI_PICO-uart0-romfs256k.uf2"
BOOTROM = "rp2040-bootrom-b1.bin"


def folder():
    """`$REGALIA_PICO_DIR`, else `shared/pico` beside the project (a clone) or one level up
    (a git worktree in a folder of worktrees)."""
    if os.environ.get("REGALIA_PICO_DIR"):
        return os.environ["REGALIA_PICO_DIR"]
    beside = os.path.join(os.path.dirname(ROOT), "shared", "pico")
    above = os.path.join(os.path.dirname(os.path.dirname(ROOT)), "shared", "pico")
    return beside if os.path.isdir(beside) or not os.path.isdir(above) else above


def path(name):
    return os.path.join(folder(), name)


def problem(*names):
    """Why the emulator cannot run with these files (one line), or None when it can."""
    names = names or (BOOTROM, STOCK_UF2)
    sums_path = path("SHA256SUMS")
    for name in names:
        if not os.path.exists(path(name)):
            return "no %s: put it in %s" % (name, folder())
    if not os.path.exists(sums_path):
        return "no SHA256SUMS in %s" % folder()
    with open(sums_path) as f:
        sums = dict(reversed(line.split()) for line in f if line.strip())
    for name in names:
        with open(path(name), "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()
        if sums.get(name) != digest:
            return "%s in %s does not match SHA256SUMS" % (name, folder())
    return None


def node_module_problem():
    if not os.path.exists(os.path.join(ROOT, "node_modules", "rp2040js", "package.json")):
        return "no node_modules/rp2040js: run `make setup` (npm ci) first"
    return None

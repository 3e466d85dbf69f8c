"""Records on the emulated Pico (issue 39): the firmware's log written on the chip's LittleFS,
copied off with `regalia pull` through its USB serial port (mpremote behind a pseudo-terminal, as
`make deploy` is proven), read back as the same games; the chip's figures for writing a record
and opening the list are `make bench`'s (`python -m host_tools.pico.bench records`)."""
import json
import os
import subprocess
import sys

import pytest

from host_tools.pico import firmware_files
from host_tools.pico.board import EmulatedPico
from host_tools.pico.bridge import SerialBridge
from host_tools.pico.records_bench import FILES, put_records_code
from tests.support.records_script import games

MISSING = (firmware_files.problem(firmware_files.BOOTROM, firmware_files.STOCK_UF2)
           or firmware_files.node_module_problem())
pytestmark = pytest.mark.skipif(bool(MISSING), reason=MISSING or "")

def test_records_written_on_the_chip_come_off_it_with_pull(tmp_path):
    root = firmware_files.ROOT
    with EmulatedPico() as pico:
        pico.boot_to_repl()
        put_records_code(pico)
        code = [FILES, "from firmware import records", "files = Files()"]
        for rec in games():
            code.append("records.append(files, %r)" % (rec,))
        code.append("records.delete(files, 2)")
        code.append("print(records.newest(files))")
        assert pico.exec("\n".join(code) + "\n").strip() == "(0, 5)"
        pico.exec("open('/saves/king.sav', 'w').write('RGL 1 0 2\\n{}')\n")
        with SerialBridge(pico) as bridge:
            proc = subprocess.run([sys.executable, "-m", "host_tools.cli", "pull", "--port",
                                   bridge.port, "--out", str(tmp_path)], cwd=root,
                                  capture_output=True, text=True, timeout=900, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "copied 2 files" in proc.stdout and "4 games" in proc.stdout
    assert sorted(os.listdir(tmp_path / "board")) == ["king.sav", "records0.log"]
    got = json.loads((tmp_path / "records.json").read_text(encoding="utf-8"))
    want = [dict(rec, n=n) for n, rec in enumerate(games()) if n != 2]
    assert got == json.loads(json.dumps(want))

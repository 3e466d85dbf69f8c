"""`make deploy`: what it would run on a board, checked without hardware (--dry-run)."""
import os
import subprocess
import sys

from host_tools import build, deploy
from host_tools.micropython_runner import ROOT


def run_deploy(*args):
    return subprocess.run([sys.executable, "-m", "host_tools.deploy"] + list(args), cwd=ROOT,
                          capture_output=True, text=True)


def test_dry_run_prints_the_mpremote_commands_in_order():
    proc = run_deploy("--port", "/dev/ttyACM0", "--dry-run")
    assert proc.returncode == 0, proc.stderr
    commands = [line for line in proc.stdout.splitlines() if not line.startswith("#")]
    mp = deploy.mpremote()
    assert commands == [
        mp + " connect /dev/ttyACM0 mip install ssd1306",
        mp + " connect /dev/ttyACM0 fs cp -r build/deploy-pico/shared_rules "
             "build/deploy-pico/firmware build/deploy-pico/boards :",
        mp + " connect /dev/ttyACM0 fs cp build/deploy-pico/main.py :main.py",
        mp + " connect /dev/ttyACM0 reset",
    ]
    assert "#   import boards.pico as board" in proc.stdout


def test_dry_run_changes_nothing(tmp_path):
    before = os.path.exists(deploy.stage_dir("esp32"))
    proc = run_deploy("--port", "COM3", "--board", "esp32", "--dry-run")
    assert proc.returncode == 0 and "build/deploy-esp32/main.py :main.py" in proc.stdout
    assert os.path.exists(deploy.stage_dir("esp32")) == before


def test_board_main_runs_the_firmware_on_that_board():
    assert deploy.board_main("esp32") == (
        "import boards.esp32 as board\nfrom firmware.main import run\n\nrun(board)\n")


def test_only_the_chosen_board_file_goes_on_the_board():
    sources = ["boards/__init__.py", "boards/esp32.py", "boards/pico.py", "boards/sim.py",
               "firmware/__init__.py", "shared_rules/cards.py"]
    assert deploy.staged_files("pico", sources) == [
        ("boards/__init__.py", "boards/__init__.mpy"), ("boards/pico.py", "boards/pico.mpy"),
        ("firmware/__init__.py", "firmware/__init__.mpy"),
        ("shared_rules/cards.py", "shared_rules/cards.mpy")]


def test_unknown_board_or_missing_port_is_a_clear_error():
    proc = run_deploy("--port", "/dev/ttyUSB0", "--board", "arduino", "--dry-run")
    assert proc.returncode == 2 and "error: unknown board 'arduino'" in proc.stderr
    assert "Traceback" not in proc.stderr
    proc = run_deploy("--dry-run")
    assert proc.returncode == 2 and "no serial port" in proc.stderr


def test_make_deploy_without_port_prints_usage():
    proc = subprocess.run(["make", "-s", "deploy"], cwd=ROOT, capture_output=True, text=True,
                          env=dict(os.environ, MAKEFLAGS=""))
    assert proc.returncode != 0 and "usage: make deploy PORT=" in proc.stderr


def test_staging_holds_compiled_files_and_main_py(capsys):
    assert build.main() == 0
    target = deploy.stage("esp32")
    staged = sorted(os.path.relpath(os.path.join(d, f), target)
                    for d, _, files in os.walk(target) for f in files)
    assert "main.py" in staged and "boards/esp32.mpy" in staged
    assert "boards/sim.mpy" not in staged and "boards/pico.mpy" not in staged
    assert "shared_rules/cards.mpy" in staged
    assert all(p == "main.py" or p.endswith(".mpy") for p in staged)
    with open(os.path.join(target, "boards", "esp32.mpy"), "rb") as f:
        assert f.read(1) == b"M"

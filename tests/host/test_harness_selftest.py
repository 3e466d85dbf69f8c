"""The parity harness really catches divergence between CPython and MicroPython."""
import os

import pytest

from host_tools.micropython_runner import run_cpython, run_unix
from host_tools.parity import ParityError, check_parity

from tests.support.paths import FIXTURES


def test_script_using_a_module_micropython_lacks_is_reported_with_its_traceback(wasm):
    script = os.path.join(FIXTURES, "uses_dataclasses.py")
    assert run_cpython(script).ok  # fine on CPython ...
    with pytest.raises(ParityError) as failure:
        check_parity(script, wasm)  # ... but not on MicroPython
    message = str(failure.value)
    assert "failed under MicroPython unix port" in message
    assert "Traceback" in message and "dataclasses" in message


def test_wasm_port_reports_the_missing_module_too(wasm):
    result = wasm.run(os.path.join(FIXTURES, "uses_dataclasses.py"))
    assert result.status == 1
    assert "ImportError" in result.traceback and "dataclasses" in result.traceback


def test_different_output_is_reported_with_the_differing_line(wasm):
    with pytest.raises(ParityError) as failure:
        check_parity(os.path.join(FIXTURES, "prints_implementation.py"), wasm)
    message = str(failure.value)
    assert "line 2" in message and "cpython" in message and "micropython" in message


def test_a_difference_only_the_webassembly_port_shows_is_reported(wasm):
    script = os.path.join(FIXTURES, "ints_wider_than_a_board.py")
    assert run_cpython(script).stdout == run_unix(script).stdout
    with pytest.raises(ParityError) as failure:
        check_parity(script, wasm)
    message = str(failure.value)
    assert "line 1" in message and "WebAssembly" in message and "False" in message


def test_a_failure_only_under_the_webassembly_port_is_reported(wasm):
    script = os.path.join(FIXTURES, "fails_on_31_bit_ints.py")
    assert run_cpython(script).ok and run_unix(script).ok
    with pytest.raises(ParityError) as failure:
        check_parity(script, wasm)
    message = str(failure.value)
    assert "failed under MicroPython WebAssembly port" in message
    assert "64-bit small integers" in message


def test_output_that_differs_from_the_reviewed_expected_output_is_reported(wasm, tmp_path):
    """Every interpreter agrees, but with a wrong result: the `.exp` file catches it."""
    script = tmp_path / "agreeing_bug.py"
    script.write_text("print('score', 2 + 2)\nprint('end')\n")
    (tmp_path / "agreeing_bug.exp").write_text("score 5\nend\n")
    with pytest.raises(ParityError) as failure:
        check_parity(str(script), wasm)
    message = str(failure.value)
    assert "line 1" in message and "agreeing_bug.exp" in message and "score 4" in message
    (tmp_path / "agreeing_bug.exp").write_text("score 4\nend\n")
    assert check_parity(str(script), wasm) == "score 4\nend\n"


def test_unix_port_heap_is_a_hard_limit(tmp_path):
    script = tmp_path / "big.py"
    script.write_text("x = bytearray(64 * 1024)\nprint(len(x))\n")
    assert run_unix(str(script), heap_kb=190).stdout.strip() == "65536"
    small = run_unix(str(script), heap_kb=32)
    assert small.status != 0 and "MemoryError" in small.traceback


def test_wasm_small_integers_are_31_bit_like_a_board(wasm, tmp_path):
    script = tmp_path / "ints.py"
    script.write_text("import sys\nprint(sys.maxsize)\n")
    assert wasm.run(str(script)).stdout.strip() == str(2**31 - 1)


def test_one_wasm_process_runs_scripts_in_fresh_namespaces(wasm, tmp_path):
    first = tmp_path / "first.py"
    first.write_text("leak = 1\nprint('first')\n")
    second = tmp_path / "second.py"
    second.write_text("print('leak' in globals())\n")
    assert wasm.run(str(first)).stdout == "first\n"
    assert wasm.run(str(second)).stdout == "False\n"


def test_exit_status_and_output_come_back_from_both_ports(wasm, tmp_path):
    script = tmp_path / "exits.py"
    script.write_text("import sys\nprint('before')\nsys.exit(3)\n")
    for result in (run_unix(str(script)), wasm.run(str(script))):
        assert (result.status, result.stdout, result.traceback) == (3, "before\n", "")


def test_project_packages_are_importable_under_both_ports(wasm, tmp_path):
    script = tmp_path / "imports.py"
    script.write_text("from shared_rules.cards import parse\nprint(parse('QH'))\n")
    assert run_unix(str(script)).stdout == wasm.run(str(script)).stdout == "49\n"


def test_runner_command_line_usage_errors_exit_2_without_a_traceback():
    import subprocess
    import sys

    from host_tools.micropython_runner import ROOT

    for args in (["--heap"], ["--heap", "x", "a.py"], ["/nonexistent.py"]):
        proc = subprocess.run([sys.executable, "-m", "host_tools.micropython_runner"] + args,
                              capture_output=True, text=True, cwd=ROOT)
        assert proc.returncode == 2 and proc.stderr.startswith("usage:")
        assert "Traceback" not in proc.stderr

"""Parity check: one script, three interpreters, one reviewed expected output.

A parity script is a plain program that prints (as in MicroPython's own test suite). Its
reviewed output is stored beside it as `tests/parity/<name>.exp`. It must print exactly that
under CPython, the MicroPython unix port and the MicroPython WebAssembly port, and exit cleanly
under each. `check_parity` raises `ParityError` with a readable report (the traceback of the
interpreter that failed, or the first line that differs from the expected output) otherwise.
A bug that changes every interpreter's output the same way is caught by the `.exp` file; a
divergence of one interpreter is caught even where no `.exp` exists yet.

Write or refresh an expected output after reviewing the script's new output:

    python -m host_tools.parity --update tests/parity/king_game_trace.py
"""
import os
import sys

from host_tools.micropython_runner import run_cpython, run_unix


class ParityError(AssertionError):
    """A parity script failed on some interpreter or printed something else than expected."""


def expected_path(script):
    return os.path.splitext(script)[0] + ".exp"


def read_expected(script):
    """The reviewed output stored for `script`, or None when it has none."""
    path = expected_path(script)
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return f.read()


def _first_difference(a, b):
    a_lines = a.splitlines()
    b_lines = b.splitlines()
    for i in range(max(len(a_lines), len(b_lines))):
        x = a_lines[i] if i < len(a_lines) else "<end of output>"
        y = b_lines[i] if i < len(b_lines) else "<end of output>"
        if x != y:
            return i + 1, x, y
    return None


def run_everywhere(script, wasm_session, heap_kb=190):
    """(interpreter name, result) for the three interpreters; raise if one fails."""
    results = (
        ("CPython", run_cpython(script)),
        ("MicroPython unix port", run_unix(script, heap_kb=heap_kb)),
        ("MicroPython WebAssembly port", wasm_session.run(script)),
    )
    for name, result in results:
        if not result.ok:
            raise ParityError("%s failed under %s (exit %s):\n%s\n--- output before it ---\n%s"
                              % (script, name, result.status, result.traceback.strip(),
                                 result.stdout[-1500:]))
    return results


def check_parity(script, wasm_session, heap_kb=190, expected=None):
    """Run `script` under the three interpreters; return the common output or raise.

    `expected` is the reviewed output (by default the script's `.exp` file); every
    interpreter must print exactly it. Without one, the interpreters must agree."""
    if expected is None:
        expected = read_expected(script)
    results = run_everywhere(script, wasm_session, heap_kb)
    if expected is not None:
        reference_name, reference = "expected (%s)" % os.path.basename(expected_path(script)), \
            expected
    else:
        reference_name, reference = results[0][0], results[0][1].stdout
    for name, result in results:
        diff = _first_difference(reference, result.stdout)
        if diff:
            line, x, y = diff
            raise ParityError("%s: output differs at line %d\n  %s: %s\n  %s: %s"
                              % (script, line, reference_name, x, name, y))
    if not reference.strip():
        raise ParityError("%s printed nothing: a parity script must print what it checks"
                          % script)
    return reference


def update_expected(script, wasm_session):
    """Write the script's `.exp` from its output, once the three interpreters agree on it."""
    results = run_everywhere(script, wasm_session)
    outputs = {result.stdout for _, result in results}
    if len(outputs) != 1:
        check_parity(script, wasm_session, expected=results[0][1].stdout)  # raises, with a diff
    with open(expected_path(script), "w") as f:
        f.write(results[0][1].stdout)
    return results[0][1].stdout


def main(argv):
    from host_tools.micropython_runner import WasmSession

    if len(argv) < 2 or argv[0] != "--update":
        print("usage: python -m host_tools.parity --update SCRIPT.py [SCRIPT.py ...]",
              file=sys.stderr)
        return 2
    with WasmSession() as wasm:
        for script in argv[1:]:
            try:
                out = update_expected(script, wasm)
            except ParityError as e:
                print(str(e).splitlines()[0], file=sys.stderr)
                return 1
            print("%s: %d lines" % (expected_path(script), len(out.splitlines())))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

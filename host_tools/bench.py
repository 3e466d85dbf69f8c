"""Run the benchmarks: every script in `bench/` under the MicroPython unix port.

`make bench` (or `python -m host_tools.bench [NAME ...]`) runs each `bench/*.py` with a
Raspberry Pi Pico's heap and prints what it reports. Bench scripts are MicroPython programs
that time themselves with `ticks_us` and print their own figures. A Pico is 40-100x slower than
the unix port on this code (~65x in the middle): the Pico's own figures are measured on the
emulated Pico (host_tools/pico/bench.py, the second part of `make bench`).
"""
import glob
import os
import sys

from host_tools.micropython_runner import DEFAULT_HEAP_KB, ROOT, run_unix


def bench_scripts(names=()):
    scripts = sorted(glob.glob(os.path.join(ROOT, "bench", "*.py")))
    if names:
        scripts = [s for s in scripts if os.path.basename(s)[:-3] in names]
    return scripts


def main(argv):
    scripts = bench_scripts(argv)
    if not scripts:
        print("no benchmark matches %s" % " ".join(argv), file=sys.stderr)
        return 2
    status = 0
    for script in scripts:
        print("== %s (MicroPython unix port, heap %d KB board-equivalent)"
              % (os.path.basename(script), DEFAULT_HEAP_KB))
        result = run_unix(script, heap_kb=DEFAULT_HEAP_KB, timeout=3600)
        sys.stdout.write(result.stdout)
        if not result.ok:
            print("FAILED: %s" % result.traceback.strip())
            status = 1
        sys.stdout.flush()
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

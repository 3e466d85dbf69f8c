"""Set a real board's clock the way its power-on does after `make deploy`
(boards/clock.py's `set_clock`), under the MicroPython unix port with a fake `machine`.

Usage: clock_on_micropython.py FOLDER TEXT: TEXT is written to FOLDER's clock file, the clock
is set from it; prints `SET <True|False>`, `CLOCK <the RTC's datetime or none>` and `LEFT
<True|False>` (the file is still there)."""
import os
import sys

sys.path.insert(0, "tests/support/board_fakes")
import machine as fake  # noqa: E402

sys.modules["machine"] = fake
from boards import clock  # noqa: E402
from firmware.storage import CLOCK_FILE  # noqa: E402

folder, text = sys.argv[1], sys.argv[2]
with open(folder + CLOCK_FILE, "w") as f:
    f.write(text)
print("SET", clock.set_clock(folder))
print("CLOCK", " ".join(str(n) for n in fake.CLOCK[-1]) if fake.CLOCK else "none")
try:
    os.stat(folder + CLOCK_FILE)
    print("LEFT True")
except OSError:
    print("LEFT False")

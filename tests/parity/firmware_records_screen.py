# The Records screens (menu/records_screen.py, ui/chart.py): each frame's sum, the same on
# every runtime (CPython's frames are the golden PNGs, tests/golden/records/).
from firmware.storage import checksum
from tests.support.records_script import driven

d, snaps = driven()
print("errors:", d.app.errors)
for name, frame in snaps:
    print(name, checksum("".join(chr(b) for b in frame)))

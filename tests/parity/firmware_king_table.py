# The King table referee driven by buttons through the real firmware (tests/support/modes_frames.py):
# deal 1 from a dealt game, a proven heart lead, roll-back, undo, resume; every kept frame as hex.
from tests.support.firmware_script import print_frames
from tests.support.modes_frames import king_referee

driver = king_referee()
print_frames(driver, driver.snaps)

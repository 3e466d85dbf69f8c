# The King table referee and the Regicide team game driven by buttons through the real
# firmware (tests/modes_frames.py): every kept frame printed as hex.
from tests.firmware_script import print_frames
from tests.modes_frames import SCRIPTS

for script in SCRIPTS:
    driver = script()
    print_frames(driver, driver.snaps)

# The Regicide team game (three seats, one bot) driven by buttons through the real firmware
# (tests/support/modes_frames.py): hand-over, hint, bot moves, resume; every kept frame as hex.
from tests.support.firmware_script import print_frames
from tests.support.modes_frames import regicide_team

driver = regicide_team()
print_frames(driver, driver.snaps)

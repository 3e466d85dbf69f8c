# The scripted King game drives the real firmware; every kept frame printed as hex.
from tests.support.firmware_script import Driver, print_frames, whole_game

driver = Driver()
snaps = driver.run(whole_game())
print_frames(driver, snaps)

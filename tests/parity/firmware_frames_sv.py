# The scripted King game in Svenska (issue 38): the score sheet's every screen in the language
# of Settings, every kept frame printed as hex; the same on every runtime.
from tests.support.firmware_script import Driver, in_language, print_frames, whole_game

driver = Driver(in_language("sv"))
snaps = driver.run(whole_game())
print_frames(driver, snaps)

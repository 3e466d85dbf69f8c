# The scripted Regicide games (table companion, solo with hints) drive the real firmware;
# every kept frame printed as hex.
from tests.support.firmware_script import Driver, print_frames
from tests.support.regicide_firmware_script import solo_game, two_player_game

driver = Driver()
two_player_game(driver)
print_frames(driver, driver.snaps)
driver = Driver()
print_frames(driver, driver.run(solo_game()))

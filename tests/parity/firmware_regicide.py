# The scripted Regicide games (table companion, solo with hints) drive the real firmware;
# every kept frame printed as hex.
from tests.firmware_script import Driver, print_frames
from tests.regicide_firmware_script import solo_game, two_player_game

for script in (two_player_game, solo_game):
    driver = Driver()
    snaps = driver.run(script())
    print_frames(driver, snaps)

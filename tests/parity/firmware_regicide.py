# The scripted Regicide games (table companion, solo with hints) drive the real firmware;
# every kept frame printed as hex.
from tests.firmware_script import Driver
from tests.regicide_firmware_script import solo_game, two_player_game
from firmware.storage import checksum

for script in (two_player_game, solo_game):
    driver = Driver()
    snaps = driver.run(script())
    print("frames shown:", driver.board.display.frames, "errors:", driver.app.errors)
    for name, frame in snaps:
        print(name, checksum("".join(chr(b) for b in frame)))
        hexed = "".join("%02x" % b for b in frame)
        for i in range(0, len(hexed), 256):
            print(hexed[i:i + 256])

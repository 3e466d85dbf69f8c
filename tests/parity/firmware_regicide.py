# The scripted Regicide table-companion game drives the real firmware; kept frames as hex.
from tests.firmware_script import Driver
from tests.regicide_firmware_script import two_player_game
from firmware.storage import checksum

driver = Driver()
snaps = driver.run(two_player_game())
print("frames shown:", driver.board.display.frames, "errors:", driver.app.errors)
for name, frame in snaps:
    print(name, checksum("".join(chr(b) for b in frame)))
    hexed = "".join("%02x" % b for b in frame)
    for i in range(0, len(hexed), 256):
        print(hexed[i:i + 256])

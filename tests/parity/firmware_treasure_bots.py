# A Kings & Treasures game against bots pressed through the real firmware (setup, bots' moves
# in steps, the person's turns with a Hint, powers, the end); every kept frame printed as hex.
from tests.support.firmware_script import print_frames
from tests.support.treasure_bots_script import golden_game

d, snaps = golden_game()
print_frames(d, snaps)

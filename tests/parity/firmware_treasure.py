# A Kings & Treasures referee game pressed through the real firmware (deal, turns, powers,
# passes, the end); every kept frame printed as hex, and the engine's position after each move.
from tests.support.firmware_script import Driver, print_frames
from tests.support.treasure_firmware_script import choose, play, state_of
from firmware.treasure.notices import End
from shared_rules.rng import Random


def position(state):
    p = state.to_dict()
    kings = " ".join(k + p["kings"][k] for k in sorted(p["kings"]))
    piles = " ".join(k + ":" + ",".join(p["piles"][k]) for k in sorted(p["piles"]))
    return "%s %s | %s | %s" % (p["turn"], "/".join(p["board"]), kings, piles)


d = Driver()
d.run(["wait 1600", "A", "A", "R", "D", "R*2", "D", "snap setup", "A", "snap deal", "A",
       "snap kings", "A", "snap turn"])
s = state_of(d)
print("deal:", " / ".join(s.to_dict()["board"]))
rng = Random(3)
seen = {}
n = 0
while not isinstance(d.app.top(), End):
    move = choose(s, rng)
    key = move.split()[1].split("=")[0] if " " in move else move if move == "pass" else ""
    play(d, s.copy(), move, key not in seen)
    seen[key] = 1
    n += 1
    print(n, move, position(state_of(d)))
d.run(["snap end", "A", "snap end_board", "B", "snap menu_resume"])
print("scores:", s.scores(), "winners:", s.winners())
print_frames(d, d.snaps)

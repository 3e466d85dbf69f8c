# A Kings & Treasures referee game pressed through the real firmware (deal, turns, powers,
# passes, the end); every kept frame printed as hex, and the engine's position after each move.
from tests.firmware_script import Driver, print_frames
from firmware.game_treasure import CELL_POWERS, End, Pass
from shared_rules import treasure
from shared_rules.rng import Random


def cursor_steps(col, row, cell):
    steps = []
    dc, dr = cell % 7 - col, cell // 7 - row
    if dc:
        steps.append("R*%d" % dc if dc > 0 else "L*%d" % -dc)
    if dr:
        steps.append("D*%d" % dr if dr > 0 else "U*%d" % -dr)
    return steps


def state_of(d):
    for s in reversed(d.app.stack):
        if hasattr(s, "ref"):
            return s.ref.state
    return None


def play(d, state, move, snap):
    top = d.app.top()
    if move == "pass":
        d.run(["snap pass", "A"] if snap else ["A"])
        return
    parts = move.split()
    dest = treasure.parse_cell(parts[0])
    offer = state.power_choices(dest)
    d.run(cursor_steps(top.col, top.row, dest) + ["A"])
    if not offer:
        return
    key = list(offer)[0]
    value = parts[1].split("=")[1] if len(parts) > 1 else None
    if snap:
        d.run(["snap power_" + key])
    if key in CELL_POWERS:
        names = value.split(",") if value else []
        for name in names:
            b = d.app.top()
            d.run(cursor_steps(b.col, b.row, treasure.parse_cell(name)) + ["A"])
        if len(names) < CELL_POWERS[key][1]:
            d.run(["R*%d" % (7 - d.app.top().col), "A"])
    else:
        d.run(["D*%d" % (offer[key].index(value) + 1 if value else 0), "A"])


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
    move = treasure.random_move(s, rng)
    if move.endswith(" discard"):
        move += "=" + s.power_choices(treasure.parse_cell(move.split()[0]))["discard"][0]
    key = move.split()[1].split("=")[0] if " " in move else move if move == "pass" else ""
    play(d, s.copy(), move, key not in seen)
    seen[key] = 1
    n += 1
    print(n, move, position(state_of(d)))
d.run(["snap end", "A", "snap end_board", "B", "snap menu_resume"])
print("scores:", s.scores(), "winners:", s.winners())
print_frames(d, d.snaps)

"""Pressing a Kings and Treasures referee game through the firmware's buttons, for the tests
and the parity script (runs under CPython and MicroPython)."""
from firmware.game_treasure import CELL_POWERS, Pass
from shared_rules import treasure


def state_of(d):
    for s in reversed(d.app.stack):
        if hasattr(s, "ref"):
            return s.ref.state
    raise AssertionError("no game on the screen stack")


def cursor_steps(col, row, cell):
    steps = []
    dc, dr = cell % 7 - col, cell // 7 - row
    if dc:
        steps.append("R*%d" % dc if dc > 0 else "L*%d" % -dc)
    if dr:
        steps.append("D*%d" % dr if dr > 0 else "U*%d" % -dr)
    return steps


def choose(state, rng):
    """A random legal move with random choices; a bare `discard` names the Merchant's card."""
    move = treasure.random_move(state, rng)
    if move.endswith(" discard"):
        dest = move.split()[0]
        move += "=" + state.power_choices(treasure.parse_cell(dest))["discard"][0]
    return move


def play(d, state, move, snap=False):
    """Press the buttons that play `move` (the engine `state` is the position before it);
    with `snap`, keep the frame of a power's choice screen as "power_<name>"."""
    top = d.app.top()
    if move == "pass":
        assert isinstance(top, Pass)
        d.run(["snap pass", "A"] if snap else ["A"])
        return
    parts = move.split()
    dest = treasure.parse_cell(parts[0])
    offer = state.power_choices(dest)
    d.run(cursor_steps(top.col, top.row, dest) + ["A"])
    if not offer:
        return
    key = list(offer)[0]
    value = parts[1].partition("=")[2] if len(parts) > 1 else None
    if snap:
        d.run(["snap power_" + key])
    if key in CELL_POWERS:
        names = value.split(",") if value else []
        for name in names:
            board = d.app.top()
            d.run(cursor_steps(board.col, board.row, treasure.parse_cell(name)) + ["A"])
        if len(names) < CELL_POWERS[key][1]:
            board = d.app.top()
            d.run(["R*%d" % (7 - board.col), "A"])
    else:
        d.run(["D*%d" % (offer[key].index(value) + 1 if value else 0), "A"])

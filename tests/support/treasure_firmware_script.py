"""Pressing a Kings and Treasures referee game through the firmware's buttons, for the tests
and the parity script (runs under CPython and MicroPython)."""
from firmware.treasure.board import CELL_POWERS
from shared_rules.treasure import game as treasure
# (the referee's modules and the random player are imported where they are used: the game
# against bots uses cursor_steps alone, and its parity script runs in a board-sized heap)


def state_of(d):
    for s in reversed(d.app.stack):
        if hasattr(s, "ref"):
            return s.ref.state
        # the game's menu in place of the board (after an undo): its actions are the
        # referee's methods (bound methods know their object on CPython)
        owner = getattr(s.actions[0][1], "__self__", None) if hasattr(s, "actions") else None
        if hasattr(owner, "state") and hasattr(owner, "history"):
            return owner.state
    raise AssertionError("no game on the screen stack")


def _shorter(delta, n, ahead, back):
    """The fewer presses of a wrapping cursor: `delta` ahead is also n - delta back."""
    delta %= n
    if not delta:
        return []
    return [ahead + "*%d" % delta] if delta * 2 <= n else [back + "*%d" % (n - delta)]


def cursor_steps(col, row, cell, width=7):
    """The fewest presses that move a grid cursor (it wraps at the edges) onto `cell`."""
    return (_shorter(cell % 7 - col, width, "R", "L")
            + _shorter(cell // 7 - row, 7, "D", "U"))


def waited(board, steps):
    """`steps` pressed on a referee's `board` that may still show the turn in large type: an
    arrow ends it and moves the cursor, A only ends it, so steps that start with A wait for
    it to end first (a table reads it meanwhile)."""
    if steps and steps[0] == "A" and getattr(board, "splash", False):
        from firmware.treasure.referee import TURN_MS
        return ["wait %d" % (TURN_MS + 20)] + steps
    return steps


def pointed(board, cell):
    """The presses that point the referee's `board` at `cell` and press A there."""
    return waited(board, cursor_steps(board.col, board.row, cell) + ["A"])


def presses(steps):
    """How many button presses a list of steps makes."""
    n = 0
    for step in steps:
        word = step.split(" ")[0]
        if word in ("snap", "wait", "hold", "reboot"):
            continue
        n += int(word.partition("*")[2] or 1)
    return n


def choose(state, rng):
    """A random legal move with random choices; a bare `discard` names the Merchant's card."""
    from shared_rules.treasure import players as treasure_players
    move = treasure_players.random_move(state, rng)
    if move.endswith(" discard"):
        dest = move.split()[0]
        move += "=" + state.power_choices(treasure.parse_cell(dest))["discard"][0]
    return move


def play(d, state, move, snap=False):
    """Press the buttons that play `move` (the engine `state` is the position before it) and
    return how many presses that took; with `snap`, keep the frame of a power's choice screen
    as "power_<name>"."""
    from firmware.treasure.notices import Pass
    top = d.app.top()
    if move == "pass":
        assert isinstance(top, Pass)
        d.run(["snap pass", "A"] if snap else ["A"])
        return 1
    parts = move.split()
    dest = treasure.parse_cell(parts[0])
    offer = state.power_choices(dest)
    steps = cursor_steps(top.col, top.row, dest) + ["A"]
    d.run(waited(top, steps))
    if not offer:
        return presses(steps)
    key = next(iter(offer))
    value = parts[1].partition("=")[2] if len(parts) > 1 else None
    if snap:
        d.run(["snap power_" + key])
    if not value:
        more = ["B"]  # Skip
    elif key in CELL_POWERS:
        more = []
        names = value.split(",")
        for name in names:
            board = d.app.top()
            part = cursor_steps(board.col, board.row, treasure.parse_cell(name), 8) + ["A"]
            d.run(part)
            more += part
        if len(names) < CELL_POWERS[key][1]:
            board = d.app.top()
            part = _shorter(7 - board.col, 8, "R", "L") + ["A"]  # Done
            d.run(part)
            more += part
        return presses(steps + more)
    else:
        more = ["D*%d" % (offer[key].index(value) + 1), "A"]
    d.run(more)
    return presses(steps + more)

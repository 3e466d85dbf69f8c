"""Pressing a Kings and Treasures game against bots through the firmware's buttons, for the
tests and the parity script (runs under CPython and MicroPython)."""
from firmware.treasure.board import CELL_POWERS
from firmware.treasure.vs_bots import Play
from shared_rules.treasure import game as treasure
from tests.support.treasure_firmware_script import cursor_steps


def start_steps(level=0, seats=2, people=(0,)):
    """Boot, Kings & Treasures > Play vs bots, the level, the seats, which are people, Start.
    Seat 1 is a person unless `people` leaves it out."""
    steps = ["wait 1600", "A", "D", "A", "R*%d" % level if level else "wait 20", "D"]
    if seats > 2:
        steps.append("R*%d" % (seats - 2))
    for seat in range(seats):
        steps.append("D")
        if (seat in people) != (seat == 0):
            steps.append("A")  # person <-> bot (Left/Right on a bot's line: its level)
    steps += ["D", "A"]
    return steps


def play_screen(d):
    for s in reversed(d.app.stack):
        if isinstance(s, Play):
            return s
        if isinstance(getattr(s, "game_screen", None), Play):  # the pause menu in its place
            return s.game_screen
    raise AssertionError("no game vs bots on the screen stack")


def person_steps(screen, state, move):
    """The presses that play `move` for the person on `screen` (the position before it)."""
    if move == "pass":
        return ["A"]  # the notice that the person passes
    parts = move.split()
    dest = treasure.parse_cell(parts[0])
    steps = cursor_steps(screen.col, screen.row, dest) + ["A"]
    offer = state.power_choices(dest)
    if not offer:
        return steps
    key = next(iter(offer))
    value = parts[1].partition("=")[2] if len(parts) > 1 else None
    if key in CELL_POWERS:
        names = value.split(",") if value else []
        first = treasure.parse_cell(offer[key][0])
        col, row = first % 7, first // 7
        for name in names:
            cell = treasure.parse_cell(name)
            # choosing cells, the cursor's row has an eighth place (Done): it wraps past it
            steps += cursor_steps(col, row, cell, 8) + ["A"]
            col, row = cell % 7, cell // 7
        if len(names) < CELL_POWERS[key][1]:
            steps += ["R*%d" % (7 - col), "A"]
        return steps
    if key == "discard" and value is None:
        return steps + ["A"]  # Skip
    options = offer[key]
    return steps + ["D*%d" % (options.index(value) + 1) if value else "wait 20", "A"]


def play_to_end(d, choose, snap=None, limit=400):
    """Go through a whole game: bots' moves shown (A skips each step), the person's moves
    chosen by `choose(state)` and pressed. `snap(stage, d)` may keep frames. Returns the
    person's moves."""
    moves = []
    for _ in range(limit):
        screen = play_screen(d)
        if snap:
            snap(screen.stage, d)
        if screen.stage == "end":
            return moves
        if (screen.stage == "move" and d.app.top() is screen) or (screen.stage == "move" \
                and screen.game.state.legal_moves() == ["pass"]):
            state = screen.game.state.copy()
            move = choose(state)
            moves.append(move)
            d.run(person_steps(screen, state, move))
        else:
            d.run(["wait 60"] if screen.stage == "bot" else ["A"])
    raise AssertionError("the game did not end")


def golden_game(d=None):
    """The scripted game of the golden frames: complete level, three seats, the person in
    seat 1 taking the Hint's move every turn, on a new Driver or `d`. Returns (driver,
    snaps)."""
    from tests.support.firmware_script import Driver
    from shared_rules.treasure import bot as treasure_bot
    from firmware.treasure.vs_bots import PATH_MS

    d = d or Driver()
    d.run(start_steps(2, 3, (0,))[:-1] + ["snap setup", "A"])
    kept = {}

    def snap(stage, d):
        if stage == "path" and "walk" not in kept and len(play_screen(d).shown[5]) >= 6:
            kept["walk"] = 1  # a long path, a few cells on: the start and three cells framed
            d.run(["wait %d" % (2 * PATH_MS + 10), "snap walk"])
        if stage not in kept and stage != "bot":
            kept[stage] = 1
            d.run(["snap " + stage])
            if stage == "move":
                d.run(["B", "snap paused", "D*2", "A", "snap hint", "A"])

    def person(state):
        move = treasure_bot.choose(state.view(state.turn))
        key = move.split()[1].split("=")[0] if " " in move else ""
        if key and key not in kept:
            kept[key] = 1
            screen = play_screen(d)
            dest = treasure.parse_cell(move.split()[0])
            d.run(cursor_steps(screen.col, screen.row, dest) + ["A", "snap " + key])
            d.run(["B"])  # leave the power's choice: the same move pressed in full below
        return move

    play_to_end(d, person, snap)
    d.run(["A", "snap scores", "B", "B", "snap menu"])
    return d, d.snaps

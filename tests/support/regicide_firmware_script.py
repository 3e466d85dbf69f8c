"""Scripted button steps for the Regicide modes (tests, parity, screenshots).

Runs under CPython and MicroPython with `tests.support.firmware_script.Driver`. Cards are told on the
card grid (`firmware.ui.card_grid`): `grid_steps` reads where its cursor is and returns the fewest
presses (found with the grid's own moves) that choose the cards and finish.
"""
RANKS = "A23456789TJQK"
SUITS = "SHDC"


_KEYS = (("L", 4), ("R", 8), ("U", 1), ("D", 2))  # script words, firmware.buttons codes


def _path(grid, start, goal):
    """The fewest presses (script words) moving the grid's cursor from `start` to `goal`,
    following the grid's own moves (it skips the cells that cannot be told)."""
    seen = {start: []}
    todo = [start]
    while todo:
        pos = todo.pop(0)
        if pos == goal:
            return _runs(seen[pos])
        for word, key in _KEYS:
            nxt = grid.moved(pos[0], pos[1], key)
            if nxt not in seen:
                seen[nxt] = seen[pos] + [word]
                todo.append(nxt)
    raise ValueError("the grid's cursor cannot reach %r" % (goal,))


def _runs(words):
    out = []
    for w in words:
        if out and out[-1][0] == w:
            out[-1] = (w, out[-1][1] + 1)
        else:
            out.append((w, 1))
    return ["%s*%d" % run for run in out]


def grid_steps(grid, text):
    """Presses on the CardGrid `grid` that choose the cards of `text` (`AC+8D`) in order,
    then finish (A on the last card again, unless its A ended the telling already)."""
    steps = []
    pos = (grid.col, grid.row)
    saved = list(grid.chosen), grid.col, grid.row
    tokens = text.split("+")
    try:
        for i in range(len(tokens)):
            token = tokens[i]
            goal = (grid.ranks.index(RANKS.index(token[0]) + 1), SUITS.index(token[1]))
            steps += _path(grid, pos, goal)
            c = grid.ranks[goal[0]] * 4 + goal[1]
            ends = grid.finishes(c)
            steps.append("A")
            if ends and i < len(tokens) - 1:
                raise ValueError("the grid ends the telling at %s, before %s" % (token, text))
            grid.chosen.append(c)
            grid.col, grid.row = goal
            if not ends:
                grid.after_add()  # the cursor moves to the likeliest next card
            pos = (grid.col, grid.row)
        if not ends:
            steps += _path(grid, pos, goal) + ["A"]  # A again on the card just added
    finally:
        grid.chosen[:] = saved[0]
        grid.col, grid.row = saved[1], saved[2]
    return steps


def tell(d, text, snap=None):
    """Tell the cards of `text` on the grid on top of `d`'s screens (and say Yes when a play
    of two cards or more asks); with `snap`, keep the frame before the finishing press.
    Returns how many presses it took."""
    steps = grid_steps(d.app.top(), text)
    if snap:
        steps = steps[:-1] + ["snap " + snap] + steps[-1:]
    d.run(steps)
    if type(d.app.top()).__name__ == "Confirm":  # a play of two cards or more asks once
        d.run(["A"])
        return presses(steps) + 1
    return presses(steps)


def presses(steps):
    n = 0
    for step in steps:
        word = step.split(" ")[0]
        if word not in ("snap", "wait", "hold", "reboot"):
            n += int(word.partition("*")[2] or 1)
    return n


def go_on(d):
    """A on the instructions until they are read and the next entry is open; the presses."""
    n = 0
    while type(d.app.top()).__name__ == "Instructions":
        d.run(["A"])
        n += 1
    return n


def open_companion(players, snaps=False):
    """Boot, Regicide > Table companion, the number of players, Start (no save yet), the
    table's set-up read and closed (B: the status screen)."""
    s = ["wait 1600", "D*2", "A", "snap regicide_modes", "A", "snap regicide_setup"]
    s += ["A"] * (players - 1) + ["D", "A", "snap regicide_table_setup", "B",
                                  "snap regicide_status_reveal"]
    return s if snaps else [x for x in s if not x.startswith("snap")]


def two_player_game(d):
    """docs/regicide.md's example at the table, with a refused play, a yield and a reboot,
    pressed on the driver `d` (frames kept in `d.snaps`)."""
    d.run(open_companion(2, snaps=True) + ["A"])
    d.run(grid_steps(d.app.top(), "JD")[:-1] + ["snap regicide_reveal_picker", "A",
                                                 "snap regicide_enemy", "B",
                                                 "snap regicide_status_play", "A"])
    steps = grid_steps(d.app.top(), "AC+8D")
    d.run(steps[:-1] + ["snap regicide_card_list"] + steps[-1:])
    d.run(["snap regicide_play_confirm", "A"])  # a play of two cards asks once
    d.run(["snap regicide_after_play", "B", "snap regicide_status_pay", "A"])
    tell(d, "9S+3H", "regicide_payment")  # "P2 to play" only: P2's play opens at once
    # P2: 4S+9H is refused with the engine's reason, then 2S kills JD exactly.
    tell(d, "4S+9H")
    d.run(["snap regicide_refused", "A", "B", "A"])  # the message, the grid, P2 plays
    tell(d, "2S")
    d.run(["snap regicide_exact_kill"])
    go_on(d)
    tell(d, "JS")
    # P2 plays again; yields; JS attacks for 10: P2 pays TC.
    d.run(["B", "D", "A", "snap regicide_yield", "A"])
    tell(d, "TC")
    d.run(["snap regicide_after_pay", "B", "B", "snap regicide_pause", "B",
           "snap regicide_menu_resume", "reboot",
           "wait 1600", "A", "snap regicide_resumed"])


def solo_game():
    """Solo: a new deal, the Hint and its play, a payment by hint, a refused yield, a flip,
    the game's menu, B and Resume after a reboot."""
    s = ["wait 1600", "D*2", "A", "D", "snap solo_modes", "A", "snap solo_deal"]
    s += ["D", "R*3", "A", "snap solo_hint", "A", "snap solo_hinted", "A", "snap solo_played"]
    s += ["A", "D", "R*2", "A", "snap solo_pay_hint", "A", "snap solo_paying", "A",
          "snap solo_after_pay"]
    s += ["D", "R", "A", "snap solo_yield_refused", "A", "R", "A", "snap solo_flipped"]
    s += ["B", "snap solo_menu", "B", "reboot", "wait 1600", "A", "snap solo_resumed"]
    return s

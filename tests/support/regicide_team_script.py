"""Button steps for the Regicide team game (tests, parity, screenshots).

People play what the bot would play in their seat (so a whole game is known in advance),
entered button by button as a person would: take the device, select the cards, the action.
Runs under CPython and MicroPython (the parity script uses it).
"""
from shared_rules.regicide import game as R
from shared_rules.regicide import bot as regicide_bot
from firmware.handover import GUARD_MS

OPEN = ["wait 1600", "D*2", "A", "D*2", "A"]  # Regicide > Team game: the setup menu
# A person takes the device: the hand-over has been up its guard time, then one A
TAKE = ["wait %d" % GUARD_MS, "A"]


def setup(players, bots):
    """From boot: the seats and which are bots (a list of seats), Start."""
    s = list(OPEN)
    s += ["R"] * (players - 2)
    for seat in range(players):
        s += ["D"] + (["A"] if seat in bots else [])
    return s + ["D", "A"]


def team(d):
    from firmware.regicide.team import Team
    for screen in reversed(d.app.stack):
        if isinstance(screen, Team):
            return screen
    raise AssertionError("no team table on the screen: %r" % d.app.stack)


def action_steps(t, name):
    """From the hand row or the actions: to the action `name`, then A."""
    from firmware.regicide.team import _actions
    acts = _actions(t)
    s = [] if t.on_actions else ["D"]  # (Down keeps the action chosen last, as after an undo)
    moves = (acts.index(name) - min(t.act, len(acts) - 1)) % len(acts)
    return s + (["R*%d" % moves] if moves else []) + ["A"]


def person_move(d, move):
    """Enter `move` for the person to play (the device already taken)."""
    t = team(d)
    kind = move[0]
    if kind in (R.PLAY, R.PAY):
        pos = 0
        hand = t.hand()
        for c in move[1:]:
            target = hand.index(c)
            n = (target - pos) % len(hand)
            d.run((["R*%d" % n] if n else []) + ["A"])
            pos = target
        d.run(action_steps(t, "Play" if kind == R.PLAY else "Pay"))
    elif kind == R.YIELD:
        d.run(action_steps(t, "Yield"))
    else:
        d.run(action_steps(t, "next:%d" % move[1]))


def play_out(d, limit=600, snaps=None, stop=None):
    """Until the game ends (or `stop` steps): bots play (wait), people take the device and
    play the bot's move for their seat; every message is read (A). `snaps` maps a situation
    ("message", "handover", "bot", "person") to the name of the frame kept the first time it
    comes (the entry is then removed)."""
    t = team(d)

    def snap(situation):
        if snaps and situation in snaps:
            d.run(["snap " + snaps.pop(situation)])

    for n in range(limit):
        if n == stop:
            read_messages(d)
            return n
        if t.game.is_terminal():
            read_messages(d)
            return n
        if d.app.top() is not t:
            snap("message")
            d.run(["A"])  # a message: read
            continue
        if t.paused_at is not None:
            snap("bot")
            d.run(["A"])  # a bot's move read: go on
            continue
        seat = t.game.current_player()
        if t.bots[seat]:
            d.run(["wait 40"])
            continue
        if t.revealed != seat:
            snap("handover")
            d.run(TAKE)
        snap("person")
        person_move(d, regicide_bot.choose(t.game.view(seat)))
    raise AssertionError("the game did not end in %d steps" % limit)


def read_messages(d):
    t = team(d)
    while d.app.top() is not t:
        d.run(["A"])

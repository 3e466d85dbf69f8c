# The King table referee and the Regicide team game under MicroPython: heap with the mode
# open, a card / move from its last press to the saved game and the new frame, the busiest
# frame, Resume (the replay) - driven by the tests' scripted buttons.
import gc
import sys

sys.path[:] = [p for p in sys.path if not p.rstrip("/").endswith("bench")]

from shared_rules.compat import ticks_diff, ticks_us  # noqa: E402

gc.collect()
heap0 = gc.mem_alloc()
from tests.support.firmware_script import Driver  # noqa: E402

gc.collect()
driver_heap = gc.mem_alloc() - heap0


def mean_render(app, runs):
    start = ticks_us()
    for _ in range(runs):
        app.dirty = True
        app.render()
    return ticks_diff(ticks_us(), start) / runs


def king_referee():
    from tests.support.king_table_script import card_keys, start
    d = Driver()
    d.run(start())
    worst = 0
    total = 0
    cards = 0
    while cards < 100:
        top = d.app.top()
        game = top.referee.ref.game
        keys = card_keys(top, game.legal_moves()[0])
        d.run(keys[:-1])
        t = ticks_us()
        d.run(keys[-1:])
        dt = ticks_diff(ticks_us(), t)
        total += dt
        worst = max(worst, dt)
        cards += 1
        if type(d.app.top()).__name__ != "PlayTable":
            d.run(["A"])  # a deal's score table
    assert d.app.errors == 0
    print("King referee: a card's last press (6 frames: apply, proofs, save, redraw): mean %d us,"
          " worst %d us over %d cards" % (total // cards, worst, cards))
    print("  the card table frame: %.0f us mean" % mean_render(d.app, 100))
    gc.collect()
    print("  heap in use with the referee open (deal %d): %d bytes"
          % (top.referee.ref.game.deal_index + 1, gc.mem_alloc() - heap0 - driver_heap))
    from firmware.king.referee import load
    t = ticks_us()
    ref = load(d.app)
    print("  Resume (read the save, replay from the previous deal's start; %d moves in all): %d us"
          % (len(ref.moves), ticks_diff(ticks_us(), t)))
    ref.base = None
    t = ticks_us()
    ref.rebuild()
    print("  the same replay from the first deal: %d us" % ticks_diff(ticks_us(), t))
    d.run(["B", "B"])
    assert d.app.at_game_menu()


def regicide_team():
    from tests.support.regicide_team_script import play_out, setup, team
    d = Driver()
    d.run(setup(3, [2]))
    t = ticks_us()
    play_out(d, stop=40)
    steps = ticks_diff(ticks_us(), t)
    tm = team(d)
    assert d.app.errors == 0, d.app.last_error
    print("Regicide team (3 seats, 1 bot): 40 scripted steps (people's presses, bot moves, "
          "messages) %d us" % steps)
    print("  the table frame: %.0f us mean" % mean_render(d.app, 100))
    gc.collect()
    print("  heap in use with the team game open: %d bytes (undo history %d moves)"
          % (gc.mem_alloc() - heap0 - driver_heap, len(tm.history.snapshots)))
    t = ticks_us()
    tm.save(d.app)
    print("  save (position and undo history): %d us" % ticks_diff(ticks_us(), t))


king_referee()
gc.collect()
regicide_team()
print("(64-bit unix port: heap figures about twice a 32-bit board's; times x ~250 for a Pico)")

"""Buttons: debounce, pressed / just pressed, auto-repeat, long press of B, swallowed wake."""
from firmware.buttons import A, B, DOWN, RIGHT, UP
from firmware.input import DEBOUNCE_MS, LONG_MS, REPEAT_DELAY_MS, REPEAT_MS, Input


def feed(inp, samples, step=10, start=0):
    """Feed (mask, duration ms) samples at `step` ms; returns [(t, events, long_b)]."""
    out = []
    t = start
    for mask, ms in samples:
        for _ in range(ms // step):
            ev = inp.update(t, mask)
            out.append((t, ev, inp.long_b, inp.just_pressed, inp.pressed))
            t += step
    return out


def events_of(log, key):
    return [t for t, ev, _, _, _ in log if ev & key]


def test_debounce_ignores_a_bounce_shorter_than_the_debounce_time():
    inp = Input()
    log = feed(inp, [(0, 50), (A, 20), (0, 100)])
    assert events_of(log, A) == []


def test_the_debounce_boundary_a_press_counts_exactly_when_held_debounce_ms():
    """Sampled every millisecond: released DEBOUNCE_MS ms after it went down, A was a bounce;
    still down then, it is a press, reported on that very frame."""
    short = Input()
    log = feed(short, [(0, 5), (A, DEBOUNCE_MS), (0, 100)], step=1)
    assert events_of(log, A) == []
    exact = Input()
    log = feed(exact, [(0, 5), (A, DEBOUNCE_MS + 1), (0, 100)], step=1)
    assert events_of(log, A) == [5 + DEBOUNCE_MS]


def test_debounce_time_is_between_20_and_50_ms():
    assert 20 <= DEBOUNCE_MS <= 50


def test_a_press_held_past_the_debounce_counts_once():
    inp = Input()
    log = feed(inp, [(0, 50), (A, 200), (0, 100)])
    assert len(events_of(log, A)) == 1
    t = events_of(log, A)[0]
    assert 50 + DEBOUNCE_MS <= t <= 50 + DEBOUNCE_MS + 10


def test_pressed_and_just_pressed_per_frame():
    inp = Input()
    log = feed(inp, [(UP, 100)])
    just = [t for t, _, _, j, _ in log if j & UP]
    held = [t for t, _, _, _, p in log if p & UP]
    assert len(just) == 1 and just[0] == held[0] and len(held) > 3


def test_a_bouncy_press_counts_once():
    inp = Input()
    log = feed(inp, [(A, 10), (0, 10), (A, 10), (0, 10), (A, 200), (0, 10), (A, 10), (0, 100)])
    assert len(events_of(log, A)) == 1


def test_a_held_direction_repeats_after_the_delay():
    inp = Input()
    log = feed(inp, [(DOWN, 1000), (0, 100)])
    times = events_of(log, DOWN)
    assert len(times) >= 4
    assert times[1] - times[0] >= REPEAT_DELAY_MS
    assert all(REPEAT_MS <= b - a <= REPEAT_MS + 10 for a, b in zip(times[1:], times[2:]))


def test_a_does_not_repeat():
    inp = Input()
    assert len(events_of(feed(inp, [(A, 1500), (0, 100)]), A)) == 1


def test_b_goes_back_when_released_before_the_long_press():
    inp = Input()
    log = feed(inp, [(B, 300), (0, 100)])
    times = events_of(log, B)
    assert len(times) == 1 and times[0] >= 300
    assert not any(lb for _, _, lb, _, _ in log)


def test_long_press_of_b_fires_once_and_does_not_go_back():
    inp = Input()
    log = feed(inp, [(B, 2500), (0, 100)])
    longs = [t for t, _, lb, _, _ in log if lb]
    assert len(longs) == 1 and LONG_MS <= longs[0] <= LONG_MS + DEBOUNCE_MS + 20
    assert events_of(log, B) == []


def test_two_buttons_debounce_independently():
    inp = Input()
    log = feed(inp, [(UP, 100), (UP | RIGHT, 100), (0, 100)])
    assert len(events_of(log, UP)) == 1 and len(events_of(log, RIGHT)) == 1


def test_swallow_ignores_the_press_until_all_buttons_are_up():
    inp = Input()
    feed(inp, [(A, 5)])
    inp.swallow()
    log = feed(inp, [(A, 200), (0, 100), (A, 100), (0, 100)], start=10)
    assert len(events_of(log, A)) == 1 and events_of(log, A)[0] > 300


def test_repeat_and_long_press_work_across_the_ticks_wrap():
    inp = Input()
    start = 0x3FFFFFFF - 300
    t = start
    downs = 0
    longs = 0
    for _ in range(150):  # 1.5 s of DOWN, then B held 1.5 s, across the wrap at 2**30
        downs += bool(inp.update(t, DOWN) & DOWN)
        t = (t + 10) & 0x3FFFFFFF
    for _ in range(10):
        inp.update(t, 0)
        t = (t + 10) & 0x3FFFFFFF
    for _ in range(150):
        inp.update(t, B)
        longs += inp.long_b
        t = (t + 10) & 0x3FFFFFFF
    assert downs >= 8 and longs == 1


def test_bits_beyond_the_six_buttons_are_ignored():
    inp = Input()
    log = feed(inp, [(64 | 128, 200), (0, 50)])
    assert all(ev == 0 and p == 0 for _, ev, _, _, p in log)
    assert not inp.active(256)

"""Six buttons from the raw held mask per tick: debounce, presses, auto-repeat, long B.

`Input.update(now_ms, raw_mask)` is called once per frame with what the pins read right now.
A change of one button must hold `DEBOUNCE_MS` before it counts. After the update:
- `pressed`: the debounced held mask;
- `just_pressed`: buttons that went down this frame;
- `events`: what the screens act on this frame: Up/Down/Left/Right/A when they go down, again
  every `REPEAT_MS` while a direction is held past `REPEAT_DELAY_MS`; B when it is released
  before the long press (so a long press does not also go back one screen);
- `long_b`: True on the frame B has been held `LONG_MS`.
`swallow()` ignores everything until all buttons are up (the press that wakes the screen).
"""
from shared_rules.compat import const, ticks_diff
from firmware.buttons import ALL, B, COUNT

DEBOUNCE_MS = const(30)
REPEAT_DELAY_MS = const(400)
REPEAT_MS = const(120)
LONG_MS = const(1000)
_DIRECTIONS = const(15)
_TICKS_MASK = const(0x3FFFFFFF)  # ticks_ms wraps at 2**30; stay a small int


class Input:
    def __init__(self):
        self.pressed = 0
        self.just_pressed = 0
        self.events = 0
        self.long_b = False
        self._candidate = 0
        self._since = [0] * COUNT
        self._down_at = [0] * COUNT
        self._next_repeat = [0] * COUNT
        self._long_done = False
        self._swallow = False

    def swallow(self):
        """Ignore every button until all are released."""
        self._swallow = True

    def update(self, now, raw):
        raw &= ALL
        previous = self.pressed
        stable = previous
        for i in range(COUNT):
            bit = 1 << i
            if (raw ^ self._candidate) & bit:
                self._candidate ^= bit
                self._since[i] = now
            elif (stable ^ self._candidate) & bit and ticks_diff(now, self._since[i]) >= DEBOUNCE_MS:
                stable ^= bit
        self.pressed = stable
        just = stable & ~previous
        released = previous & ~stable
        self.just_pressed = just
        events = just & ~B
        long_b = False
        for i in range(COUNT):
            bit = 1 << i
            if just & bit:
                self._down_at[i] = now
                self._next_repeat[i] = (now + REPEAT_DELAY_MS) & _TICKS_MASK
            elif stable & bit & _DIRECTIONS and ticks_diff(now, self._next_repeat[i]) >= 0:
                events |= bit
                self._next_repeat[i] = (now + REPEAT_MS) & _TICKS_MASK
        if just & B:
            self._long_done = False
        elif stable & B and not self._long_done and ticks_diff(now, self._down_at[5]) >= LONG_MS:
            self._long_done = True
            long_b = True
        if released & B and not self._long_done:
            events |= B
        if self._swallow:
            if stable == 0 and self._candidate == 0:
                self._swallow = False
            events = 0
            long_b = False
            self.just_pressed = 0
        self.events = events
        self.long_b = long_b
        return events

    def active(self, raw):
        """True when any button is held (raw or debounced): the user is there."""
        return bool(raw & ALL or self.pressed)

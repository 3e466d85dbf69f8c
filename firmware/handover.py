"""The hand-over: before a person's hidden hand shows, the screen names whose turn it is and
waits until that person has the device; written once for every mode with hidden hands.

A hand shows only after an A that went down while the hand-over was on the screen, at least
`GUARD_MS` after it went up, and was then released while it still shows. An A pressed to skip
a bot's move, one already down when the hand-over appeared, or one within reaction time of its
appearing was meant for what was there before: it never shows the next person's hand. The
guard's clock alone is `Guard` (King vs bots: "Your turn" is up that long before A plays).
"""
from shared_rules.compat import const, ticks_diff
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A

GUARD_MS = const(500)  # on the screen this long before an A counts (longer than a reaction)
# A hand-over not watched for this long was covered (a pop-up had the frames, which come every
# 20 ms): uncovered, it goes up anew, so the A that closed the pop-up's twin cannot show a hand.
_COVERED_MS = const(100)


class Guard:
    """When what a screen shows went up (`watch` at every frame), and whether it has been up
    `GUARD_MS` (`ready`)."""

    def __init__(self):
        self.since = None  # ticks when it went up; None while it is not showing

    def watch(self, now, showing):
        if not showing:
            self.since = None
        elif self.since is None:
            self.since = now

    def reset(self):
        """It goes up again from the next `watch` (it has been left, or may be in new hands)."""
        self.since = None

    def ready(self, now):
        return self.since is not None and ticks_diff(now, self.since) >= GUARD_MS


class HandOver(Guard):
    """One screen's hand-over: its key calls `press(now)` on A while the hand-over shows, its
    tick calls `taken(app, now, showing)` at every frame (True at the frame the device is
    taken: show the hand), its draw `draw(buf, name)`."""

    def __init__(self):
        Guard.__init__(self)
        self.armed = False  # an A went down on it past the guard: the hand shows at its release
        self.seen = 0  # ticks of the last frame that watched it showing

    def watch(self, now, showing):
        if showing and self.since is not None and ticks_diff(now, self.seen) > _COVERED_MS:
            self.reset()
        Guard.watch(self, now, showing)
        self.seen = now

    def reset(self):
        Guard.reset(self)
        self.armed = False

    def press(self, now):
        # (a key comes before the frame's tick: a hand-over just uncovered is not yet watched)
        self.armed = self.ready(now) and ticks_diff(now, self.seen) <= _COVERED_MS

    def taken(self, app, now, showing):
        if not showing:
            self.reset()
            return False
        self.watch(now, showing)
        held = app.input.pressed
        if held & ~A:  # another button with it: not a plain A meant for the hand-over
            self.armed = False
        elif self.armed and not held & A:
            self.reset()
            return True
        return False


def draw(buf, name):
    """The hand-over's lower part (rows 34-63): the name in large type and what A does."""
    ui.headline(buf, 34, name)
    gfx.text_center(buf, 48, "take the device")
    gfx.text_center(buf, 56, "A: show my hand")

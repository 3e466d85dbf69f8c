"""The host tests' button scripts, played on the emulated Pico's pins.

The steps are those of `tests/firmware_script.Driver.run` ("A", "R*5", "hold B 1200",
"wait 1600", "snap NAME", "reboot"). Two ways to play them:

`Lockstep` (the games and power-cut tests): with host_tools/pico/heap_main.py as main.py the
firmware's clock counts frames, and host frame n is the firmware's n-th reading of its buttons:
the pins are set between two frames to what the host's frame holds. The firmware gets exactly
the host's inputs, so even deals seeded from the clock match, and every frame can be compared.

`Player` (the device's own main.py and clock: boot and latency figures): on the host a step is
a fixed number of 20 ms frames; a Pico's frame takes 20 ms plus its work (an engine search can
take a few hundred), so each step is tied to the frames the firmware really runs, found by
watching it read the button pins:
- a press holds the pin low from just after one frame's reading until a frame that reads it at
  least 31 ms after the first frame that saw it (the 30 ms debounce is over: the press counts
  in that frame), then lets it go the same way; the step ends when the next frame starts, so
  the frame that acted on the press has reached the panel;
- "hold K MS" keeps the pin low until a frame MS after the first that saw it;
- "wait MS" runs until a frame starts MS later;
- "snap NAME" keeps what the panel shows (the SSD1306 model's memory);
- "reboot" cuts the power and powers on again (the flash stays), up to the first frame.
A frame starts when the firmware reads GPIO_IN for the first time in 2 ms (it reads its six
buttons within microseconds).
"""
FRAME_MS = 20
DEBOUNCE_MS = 31
AFTER_READ_MS = 1  # the six pins are read within microseconds of a frame's first read


class Player:
    def __init__(self, pico, on_boot=None):
        self.pico = pico
        self.snaps = []
        self.presses = 0
        self.on_boot = on_boot
        # Per press that changed the panel: ms from the pin going low to the new frame on the
        # panel (debounce included), and from the start of the frame that took the press to
        # that frame on the panel (the drawing and show()).
        self.latencies = []
        self.frame_work = []

    def boot(self):
        """Power-on to the first frame of main.py's loop."""
        self.frame_at = self.pico.next_poll(0, limit_ms=20000)
        if self.on_boot:
            self.on_boot(self.pico)

    def _frame_after(self, ms):
        self.frame_at = self.pico.next_poll(ms)
        return self.frame_at

    def _settle(self):
        # Let the frame read all six pins before a pin changes.
        self.pico.run_until(self.frame_at + AFTER_READ_MS)

    def _edge(self, key, pressed, hold_ms=0):
        self._settle()
        self.pico.set_button(key, pressed)
        edge_at = self.pico.now_ms
        first = self._frame_after(self.pico.now_ms)
        return edge_at, self._frame_after(first + max(DEBOUNCE_MS, hold_ms))

    def press(self, key, hold_ms=0):
        self.presses += 1
        shown = len(self.pico.frames)
        down_at, taken_at = self._edge(key, True, hold_ms)
        self._edge(key, False)
        self._frame_after(self.frame_at + AFTER_READ_MS * 2)
        frames = [ms for ms, _ in self.pico.frames[shown:] if ms > down_at]
        if frames and key != "B":  # B acts when it is let go
            self.latencies.append(frames[0] - down_at)
            self.frame_work.append(frames[0] - taken_at)

    def run(self, steps):
        for step in steps:
            parts = step.split(" ")
            word = parts[0]
            if word == "snap":
                self.snaps.append((parts[1], self.pico.frame()))
            elif word == "wait":
                self._frame_after(self.frame_at + int(parts[1]))
            elif word == "hold":
                self.press(parts[1], int(parts[2]))
            elif word == "reboot":
                self.pico.power_cycle()
                self.boot()
            else:
                key, _, times = word.partition("*")
                for _ in range(int(times) if times else 1):
                    self.press(key)
        return self.snaps


def frames_of_steps(steps):
    """How many 20 ms host frames `steps` take (snaps and reboots take none)."""
    return sum(len(Lockstep.frames_of(s)) for s in steps
               if s.split(" ")[0] not in ("snap", "reboot"))


def opening(steps, frames):
    """The first steps of a script, whole steps up to `frames` host frames, then a snap of
    the panel at that point ("snap opening_end"): a short part of a long game that still
    ends on a compared frame."""
    kept, count = [], 0
    for step in steps:
        if count >= frames:
            break
        kept.append(step)
        if step.split(" ")[0] not in ("snap", "reboot"):
            count += len(Lockstep.frames_of(step))
    return kept + ["snap opening_end"]


def heap_samples(serial):
    """(allocated before collect, live after) of each `heap A B` line main.py printed."""
    samples = []
    for line in serial.decode("latin1").splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == "heap":
            samples.append((int(parts[1]), int(parts[2])))
    return samples


class Lockstep:
    """The same scripts frame for frame, for a main.py whose clock counts frames
    (host_tools/pico/heap_main.py): host frame n is the firmware's n-th button reading, and
    the pins hold the host's mask of that frame, set between two frames. The firmware then
    gets exactly the host's (time, buttons) sequence whatever each frame costs on the chip.
    A snap is taken once the frames before it have ended (the next one has started reading
    its buttons). A reboot powers the chip off and on; its frame count starts again at 0
    (the host's clock goes on: only differences of time matter to the firmware)."""

    def __init__(self, pico):
        self.pico = pico
        self.snaps = []
        self.presses = 0
        self.held = ""

    def boot(self):
        """Power-on (buttons released) to the first frame reading its buttons: frame 0."""
        self._hold("")
        self.frame_at = self.pico.next_poll(0, limit_ms=20000)
        self.current = 0
        # What each frame of this boot holds. The last one may have started before the script
        # said what it holds (`pending`): frame 0 at power-on, the next frame at a snap.
        self.masks = [""]
        self.pending = True

    def _hold(self, keys):
        for key in set(self.held) ^ set(keys):
            self.pico.set_button(key, key in keys)
        self.held = keys

    def _advance_to(self, frame):
        """Run until `frame` reads its buttons: the frames before it have ended."""
        while self.current < frame:
            self.current += 1
            self.pico.run_until(self.frame_at + AFTER_READ_MS)
            self._hold(self.masks[self.current])
            self.frame_at = self.pico.next_poll(self.pico.now_ms)

    @staticmethod
    def frames_of(step):
        """The host frames of one step, as the keys each holds."""
        parts = step.split(" ")
        if parts[0] == "wait":
            return [""] * (int(parts[1]) // FRAME_MS)
        if parts[0] == "hold":
            return [parts[1]] * (int(parts[2]) // FRAME_MS) + [""] * 3
        key, _, times = parts[0].partition("*")
        return ([key] * 3 + [""] * 3) * (int(times) if times else 1)

    def run(self, steps):
        """Play `steps` (after `boot()`); the frames asked for have all started when it
        returns, and all but the last have ended."""
        steps = list(steps)
        for i, step in enumerate(steps):
            word = step.split(" ")[0]
            if word in ("snap", "reboot"):
                claimed = len(self.masks) - self.pending
                if self.current < claimed:
                    # Start the next frame with what the script holds next (else nothing).
                    ahead = [f for s in steps[i + 1:] if s.split(" ")[0] not in ("snap", "reboot")
                             for f in self.frames_of(s)][:1] or [""]
                    self.masks += ahead
                    self.pending = True
                    self._advance_to(claimed)
                if word == "reboot":
                    self.pico.power_cycle()
                    self.boot()
                else:
                    self.snaps.append((step.split(" ")[1], self.pico.frame()))
            else:
                frames = self.frames_of(step)
                if word != "wait":
                    self.presses += 1 if word == "hold" else len(frames) // 6
                if self.pending:
                    assert frames[0] == self.masks[-1], "frame %d started holding %r" % (
                        len(self.masks) - 1, self.masks[-1])
                    frames = frames[1:]
                    self.pending = False
                self.masks += frames
        self._advance_to(len(self.masks) - 1)
        return self.snaps

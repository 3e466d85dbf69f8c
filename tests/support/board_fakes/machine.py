"""A stand-in for MicroPython's `machine` module, for running board files off the board.

`Pin` reads the levels a test puts in `LEVELS` (a pin not listed reads 1: pulled up);
`I2C` records its constructor arguments in `BUSES` and every write in `WRITES` (as bytes,
one entry per I2C transaction); with `PRESENT` False, writes fail with ENODEV like a bus
with nothing at the address. `RTC().datetime(t)` records `t` in `CLOCK`. `soft_reset` ends the
script as MicroPython's does (SystemExit).
"""
LEVELS = {}
CLOCK = []  # each datetime an RTC was set to
BUSES = []
WRITES = []
PRESENT = [True]
QUIET = [False]  # the bus takes writes without recording them (to count what sending allocates)


class Pin:
    IN = 1
    OUT = 2
    PULL_UP = 1

    def __init__(self, number, mode=-1, pull=-1):
        self.number = number
        self.mode = mode
        self.pull = pull

    def value(self):
        return LEVELS.get(self.number, 1)


class I2C:
    def __init__(self, bus_id, sda=None, scl=None, freq=400000):
        BUSES.append((bus_id, sda.number, scl.number, freq))

    def writeto(self, address, buf):
        if not PRESENT[0]:
            raise OSError(19)
        if not QUIET[0]:
            WRITES.append((address, bytes(buf)))

    def writevto(self, address, bufs):
        # The rp2 port joins the buffers into one new buffer before the transfer: so here.
        if not PRESENT[0]:
            raise OSError(19)
        joined = b"".join(bytes(b) for b in bufs)
        if not QUIET[0]:
            WRITES.append((address, joined))


class RTC:
    def datetime(self, t=None):
        if t is None:
            return CLOCK[-1] if CLOCK else (2021, 1, 1, 4, 0, 0, 0, 0)
        CLOCK.append(tuple(t))


def soft_reset():
    raise SystemExit

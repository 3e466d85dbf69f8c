"""A real board's clock set once at power-on from the time `make deploy` left (host_tools/
deploy.py: "year month day weekday hours minutes seconds" at the flash's root, weekday 0 a
Monday). Imported by the board files for that step alone (`import_once`): its code leaves RAM.
"""
import os

from machine import RTC

from firmware.storage import CLOCK_FILE


def set_clock(folder="/"):
    """The board's clock set from the time `make deploy` left in `folder + CLOCK_FILE`, which is
    then removed; False when there is none or it is not such a time. A board without a battery
    loses the time at every power-off (the RP2040 starts in 2021): the records then carry no
    date (firmware/records.py's `today`) until the next deploy."""
    path = folder + CLOCK_FILE
    try:
        with open(path) as f:
            text = f.read()
        os.remove(path)
        t = [int(w) for w in text.split()] + [0]
        if len(t) == 8 and t[0] > 2023 and 0 < t[1] < 13 and 0 < t[2] < 32 and t[3] < 7 \
                and t[4] < 24 and t[5] < 60 and t[6] < 60:
            RTC().datetime(t)
            return True
    except (OSError, ValueError):
        pass
    return False

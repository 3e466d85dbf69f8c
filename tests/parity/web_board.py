"""The web board's session under every interpreter: one-frame taps through the board's press
hold reach a King score sheet, the save lands in the store, a reboot offers it on Resume; the
screen's text (the page's text alternative) read from the drawing calls."""
from boards import web
from firmware.app import App
from firmware.ui import gfx
from firmware.storage import checksum
from tests.support.firmware_script import Driver, start_sheet


def masks(steps):
    """The frames a tests.support.firmware_script.Driver plays for these steps."""
    recorder = Driver()
    played = []
    recorder.frame = played.append
    recorder.run(steps)
    return played


def taps(played):
    """The same presses as one-frame taps: only the first frame of each press is kept."""
    out = []
    previous = 0
    for mask in played:
        out.append(mask & ~previous)
        previous = mask
    return out


def show(label, session):
    frame = session.display.buffer
    print(label, checksum("".join(chr(b) for b in frame)), session.look())


session = web.Session(App, "memory", gfx)
now = 0
for mask in taps(masks(start_sheet(snaps=False))):
    session.tick(now, mask)
    now += 20
show("sheet", session)
print(session.screen_text().split("\n"))
print("saved:", sorted(session.files.store.items))
session.reboot()
for mask in masks(["wait 1600"]):
    session.tick(now, mask)
    now += 20
show("resume", session)
print(session.screen_text().split("\n"))
print("errors:", session.app.errors)

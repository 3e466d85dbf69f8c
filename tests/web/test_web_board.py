"""The web board on CPython: taps shorter than the debounce, saves in a localStorage-like store,
the session the page drives (the browser itself: tests/web/test_web_browser.py)."""
import pytest
from hypothesis import given, strategies as st

from boards import web
from firmware import storage
from firmware.app import App
from firmware.buttons import A, B, DOWN, UP
from firmware.input import DEBOUNCE_MS, Input
from tests.support.firmware_golden import load_golden
from tests.support.firmware_script import Driver, start_sheet
from tests.support.memory_files import save_text


def presses_seen(frames):
    """Feed (now, raw) frames through the board's Buttons into the firmware's Input."""
    buttons = web.Buttons()
    keys = Input()
    seen = []
    for now, raw in frames:
        keys.update(now, buttons.feed(now, raw))
        if keys.events:
            seen.append(keys.events)
    return seen


def test_min_hold_is_longer_than_the_firmwares_debounce():
    assert web.MIN_HOLD_MS > DEBOUNCE_MS


def test_a_tap_seen_in_one_frame_only_counts_once_at_20_ms_frames():
    # The page reports a tap that began and ended between two frames in one frame's mask.
    frames = [(0, 0), (20, DOWN)] + [(t, 0) for t in range(40, 400, 20)]
    assert presses_seen(frames) == [DOWN]


def test_a_tap_counts_at_60_hz_and_at_a_slow_10_hz():
    for step in (16, 100):
        frames = [(0, 0), (step, A)] + [(step * i, 0) for i in range(2, 30)]
        assert presses_seen(frames) == [A], step


def test_without_the_board_a_one_frame_tap_is_lost():
    """The reason the board holds a press: the firmware's debounce drops a one-frame tap."""
    keys = Input()
    seen = []
    for now, raw in [(0, 0), (20, DOWN)] + [(t, 0) for t in range(40, 400, 20)]:
        keys.update(now, raw)
        seen.append(keys.events)
    assert not any(seen)


def test_two_one_frame_taps_120_ms_apart_count_twice():
    """Eight taps a second: as on the device, the release needs its debounce too."""
    frames = [(t, UP if t in (0, 120) else 0) for t in range(0, 400, 20)]
    assert presses_seen(frames) == [UP, UP]


def test_holding_b_is_a_long_b_and_no_short_b():
    buttons = web.Buttons()
    keys = Input()
    long_b = events = 0
    for now in range(0, 1400, 20):
        keys.update(now, buttons.feed(now, B if now < 1200 else 0))
        long_b += keys.long_b
        events |= keys.events
    assert long_b == 1 and not events & B


@given(st.lists(st.tuples(st.integers(1, 5), st.integers(0, 63)), min_size=1, max_size=40))
def test_the_board_never_holds_a_button_the_page_did_not_press(steps):
    buttons = web.Buttons()
    now = 0
    ever = 0
    for gap, raw in steps:
        now += gap * 10
        ever |= raw
        assert buttons.feed(now, raw) & ~ever == 0
        assert buttons.feed(now, raw) & raw == raw


# -- saves -------------------------------------------------------------------------------------

class FullStore(web.MemoryStore):
    """A store whose writes fail like a full (or disabled) localStorage."""

    def setItem(self, key, value):
        raise RuntimeError("QuotaExceededError")


def test_saves_round_trip_through_the_store_under_the_prefix():
    store = web.MemoryStore()
    files = web.StoreFiles(store)
    storage.save(files, "king.sav", {"deal": 3, "names": ["AN", "BO"]})
    assert storage.load(files, "king.sav") == {"deal": 3, "names": ["AN", "BO"]}
    assert sorted(store.items) == ["regalia/king.sav"]
    storage.save(files, "king.sav", {"deal": 4})
    assert storage.load(files, "king.sav") == {"deal": 4}
    assert sorted(store.items) == ["regalia/king.sav", "regalia/king.sav.bak"]
    storage.delete(files, "king.sav")
    assert store.items == {} and not storage.has_save(files, "king.sav")


def test_a_page_closed_mid_save_keeps_the_previous_save():
    store = web.MemoryStore()
    files = web.StoreFiles(store)
    storage.save(files, "king.sav", {"deal": 3})
    f = files.open("king.sav.tmp", "w")
    f.write(save_text({"deal": 4})[:20])  # the tab closes before close()
    assert store.items["regalia/king.sav.tmp"] == ""
    assert storage.load(files, "king.sav") == {"deal": 3}


def test_missing_files_raise_oserror_like_a_board():
    files = web.StoreFiles(web.MemoryStore())
    for call in (lambda: files.open("x", "r"), lambda: files.rename("x", "y"),
                 lambda: files.remove("x")):
        with pytest.raises(OSError):
            call()


def test_a_full_store_is_an_oserror_the_firmware_reports():
    files = web.StoreFiles(FullStore())
    with pytest.raises(OSError, match="storage full or off"):
        storage.save(files, "settings.sav", {"contrast": 2})


def test_a_full_store_does_not_stop_the_app():
    session = web.Session(App, "memory")
    session.files.store = FullStore()
    play(session, ["wait 1600", "D*3", "A", "R", "B", "D", "A"])  # Settings, contrast, back
    assert session.app.errors == 0 and session.files.store.items == {}
    assert session.app.settings["contrast"] == 0 and session.look() == 16


# -- the session ---------------------------------------------------------------------------------

def session_frames(session, masks, start=0):
    now = start
    versions = []
    for mask in masks:
        versions.append(session.tick(now, mask))
        now += 20
    return now, versions


def test_the_session_draws_the_splash_then_the_menu_like_the_host_driver():
    session = web.Session(App, "memory")
    assert session.storage == "memory" and session.frame_address == 0
    now, versions = session_frames(session, [0, 0])
    assert bytes(session.display.buffer) == load_golden("splash")
    assert versions[0] > 0 and versions[1] == versions[0]  # nothing new: the page reads nothing
    session_frames(session, [0] * 80, now)
    assert bytes(session.display.buffer) == load_golden("menu")


def test_contrast_and_power_reach_the_look():
    session = web.Session(App, "memory")
    assert session.look() == 255  # default contrast level 5 of 5
    session.display.contrast(64)
    assert session.look() == 64
    session.display.poweroff()
    assert session.look() == -1


def test_a_saved_sheet_is_offered_after_a_reboot_on_the_same_store():
    session = web.Session(App, "memory")
    driver = Driver()
    steps = start_sheet(snaps=False)
    driver.run(steps)
    now = play(session, steps)
    assert bytes(session.display.buffer) == driver.frame_bytes()
    assert "regalia/king.sav" in session.files.store.items
    session.reboot()
    play(session, ["wait 1600"], now)
    driver.run(["reboot", "wait 1600"])
    assert bytes(session.display.buffer) == driver.frame_bytes()


def play(session, steps, now=0):
    """Play button-script steps (tests/support/firmware_script.py) through the session; the clock."""
    for step in steps:
        now, _ = session_frames(session, web_masks(step), now)
    return now


def web_masks(step):
    """The frame masks tests.support.firmware_script.Driver plays for one step (no snap/reboot)."""
    recorder = Driver()
    masks = []
    recorder.frame = masks.append
    recorder.run([step])
    return masks


def test_outside_a_browser_local_storage_falls_back_to_memory():
    assert web.browser_store() is None
    assert web.Session(App, "local").storage == "memory"


# -- the screen's text (the page's live text alternative) ---------------------------------------

@pytest.fixture
def following(monkeypatch):
    """A session whose board follows the drawing module's text; the module as it was after."""
    from firmware.ui import gfx
    for name in ("text", "big_text", "clear", "fill_rect", "mark"):
        if hasattr(gfx, name):
            monkeypatch.setattr(gfx, name, getattr(gfx, name))
    monkeypatch.setattr(web, "_text", None)
    return web.Session(App, "memory", gfx)


def test_the_screen_text_is_the_menus_lines_with_the_selection_marked(following):
    session = following
    play(session, ["wait 1600"])
    assert session.screen_text().split("\n") == [
        "Regalia", "[Kings & Treasures]", "King", "Regicide", "Settings", "Help", "Records"]
    play(session, ["D"], 2000)
    assert session.screen_text().split("\n")[1:3] == ["Kings & Treasures", "[King]"]


def test_a_box_over_a_screen_hides_the_text_it_covers(following):
    session = following
    now = play(session, start_sheet(snaps=False))
    assert session.screen_text().split("\n") == [
        "King sheet", "[Deal 1 No tricks]", "Score table", "Delete this sheet"]
    now = play(session, ["hold B 1200", "R"], now)
    # The box covers the rows from "Score table" down; what stays above it stays readable.
    assert session.screen_text().split("\n") == [
        "King sheet", "[Deal 1 No tricks]", "Leave this game?", "Stay",
        "[Game menu (saved)]"]


def test_without_the_drawing_module_there_is_no_text_and_nothing_is_wrapped():
    from firmware.ui import gfx
    text = gfx.text
    session = web.Session(App, "memory")
    play(session, ["wait 1600"])
    assert session.screen_text() == "" and gfx.text is text


# -- one session's panel and buttons are its own ----------------------------------------------

def test_a_session_after_one_whose_panel_slept_starts_lit_at_full_contrast():
    """The order that broke tests/parity/web_board.py in one process: a session's panel
    switched off (as this file's contrast test does) was the next session's panel too, which
    then looked dark (-1) for its whole game."""
    first = web.Session(App, "memory")
    first.display.contrast(64)
    first.display.poweroff()
    session = web.Session(App, "memory")
    play(session, ["wait 1600"])
    assert session.look() == 255 and first.look() == -1
    assert session.display is not first.display


def test_a_button_held_in_one_session_is_not_held_in_the_next():
    first = web.Session(App, "memory")
    first.tick(0, DOWN)
    first.tick(20, DOWN)
    session = web.Session(App, "memory")
    assert session.app.board.read_buttons() == 0


def test_a_reboot_of_a_sleeping_panel_lights_it_as_a_power_cycle_does():
    session = web.Session(App, "memory")
    address = session.frame_address
    session.display.poweroff()
    session.reboot()
    assert session.look() == 255 and session.frame_address == address

"""The web app from `make web`'s output in a real browser (Debian's Chromium, Playwright).

The page runs with a manual clock and in-memory saves when its URL asks (?clock=manual&
storage=memory) and plays the host tests' button scripts (tests/support/firmware_script.py): its
frames must equal tests/golden/ as they are now, read from the board's frame bytes and from
the canvas's pixels. Offline, on a phone-sized touch-only screen, with real saves across a
reload. A phone at the table (issue 37): Wake Lock and "tap to wake", no frames while nothing
changes, vibration and its switch, the portrait panel's width, the pads at 320-390 px, Enter
and Space on a focused button, the Install button, the screen's text for a screen reader.
`make test` runs this file only when Chromium is installed (tests/support/web_browser.py).
"""
import json
import socket
import urllib.request

import pytest

from firmware.buttons import A, B
from host_tools import web
from tests.support.firmware_golden import GOLDEN, load_golden
from tests.support.firmware_script import Driver, start_sheet, whole_game
from tests.support.web_browser import (INSTALL_HINT, MANUAL, PHONE, Browser, KeyboardDriver,
                               FocusedDriver, PageDriver, TouchDriver, chromium, open_page)

if chromium() is None:
    raise RuntimeError(INSTALL_HINT)

from playwright.sync_api import sync_playwright  # noqa: E402


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = str(tmp_path_factory.mktemp("site") / "web")
    web.build(out)
    return out


@pytest.fixture
def server(site):
    httpd = web.server(site)
    yield httpd
    stop(httpd)


def stop(httpd):
    httpd.shutdown()
    httpd.server_close()


def url(httpd, query=""):
    return "http://127.0.0.1:%d/%s" % (httpd.server_address[1], query)


@pytest.fixture(scope="module")
def playwright():
    with sync_playwright() as p:
        yield p


@pytest.fixture
def browser(playwright):
    opened = []

    def make(**options):
        b = Browser(playwright, **options)
        opened.append(b)
        return b

    yield make
    for b in opened:
        b.close()
        assert b.errors == [], b.errors


def goldens_differing(snaps):
    import os
    names = {n[:-4] for n in os.listdir(GOLDEN) if n.endswith(".png")}
    return [name for name, frame in snaps if name in names and load_golden(name) != frame]


def wait_offline_ready(page):
    """The service worker controls the page and has cached every file of the site."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30000)
    page.evaluate("navigator.serviceWorker.ready")


def server_is_gone(httpd_port):
    try:
        urllib.request.urlopen("http://127.0.0.1:%d/" % httpd_port, timeout=2)
    except OSError:
        return True
    return False


def test_the_scripted_king_game_gives_the_golden_frames_and_canvas(server, browser):
    page = browser().page()
    open_page(page, url(server, MANUAL))
    driver = PageDriver(page)
    snaps = driver.run(whole_game())
    assert [n for n, _ in snaps] == [n for n, _ in Driver().run(whole_game())]
    assert goldens_differing(snaps) == []
    assert len(snaps) >= 20
    for (name, frame), drawn in zip(snaps, driver.canvas):
        assert drawn == frame, "the canvas does not show the frame of %s" % name


def test_the_keyboard_plays_the_same_frames(server, browser):
    page = browser().page()
    open_page(page, url(server, MANUAL))
    steps = start_sheet() + ["hold B 1200", "snap sheet_long_b",
                             "A", "snap sheet_left"]
    driver = KeyboardDriver(page)
    snaps = driver.run(steps)
    assert snaps == Driver().run(steps)
    assert goldens_differing(snaps) == []
    assert driver.used[16] >= 10 and driver.used[32] >= 1  # A and B through both of their keys


def test_a_phone_plays_the_whole_game_by_touch_with_the_server_gone(site, browser):
    phone = browser(**PHONE)
    page = phone.page()
    httpd = web.server(site)
    port = httpd.server_address[1]
    open_page(page, url(httpd), manual=False)
    wait_offline_ready(page)
    stop(httpd)
    assert server_is_gone(port)
    open_page(page, url(httpd, MANUAL))
    assert page.evaluate("matchMedia('(pointer: coarse)').matches")
    snaps = TouchDriver(page).run(whole_game())
    assert goldens_differing(snaps) == []
    assert [n for n, _ in snaps] == [n for n, _ in Driver().run(whole_game())]


def layout(page):
    return page.evaluate("""() => {
        const boxes = [...document.querySelectorAll('[data-button]'),
                       document.querySelector('canvas')].map(e => e.getBoundingClientRect());
        const s = document.scrollingElement;
        return {scrolls: s.scrollHeight > innerHeight || s.scrollWidth > innerWidth,
                outside: boxes.filter(b => b.left < 0 || b.top < 0 || b.right > innerWidth
                                       || b.bottom > innerHeight).length,
                smallest: Math.min(...boxes.slice(0, 6).map(b => Math.min(b.width, b.height))),
                canvas: boxes[6].width,
                zoomable: !/user-scalable=no/.test(
                    document.querySelector('meta[name=viewport]').content)};
    }""")


def test_the_phone_layout_fits_portrait_and_landscape(server, browser):
    page = browser(**PHONE).page()
    open_page(page, url(server, MANUAL))
    for width, height in ((390, 844), (844, 390), (320, 568)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(100)
        shape = layout(page)
        assert shape["scrolls"] is False and shape["outside"] == 0, (width, height, shape)
        assert shape["smallest"] >= 48, (width, height, shape)  # a thumb's width
        assert shape["canvas"] >= 128 * 1.8, (width, height, shape)
        assert shape["zoomable"] is False


def test_an_offline_reload_reaches_the_menu(server, browser):
    page = browser().page()
    open_page(page, url(server), manual=False)
    wait_offline_ready(page)
    port = server.server_address[1]
    stop(server)
    assert server_is_gone(port)
    page.reload()
    page.wait_for_function("window.regalia && window.regalia.stats.firstFrameMs", timeout=30000)
    menu_shown(page)  # after the splash's 1.5 s
    assert bytes(page.evaluate("regalia.frame()")) == load_golden("menu")
    assert bytes(page.evaluate("regalia.canvasFrame()")) == load_golden("menu")


def test_a_saved_game_is_offered_on_resume_after_a_reload(server, browser):
    page = browser().page()
    local = "?clock=manual"
    open_page(page, url(server, local))
    assert page.evaluate("regalia.storage()") == "local"
    PageDriver(page).run(start_sheet(snaps=False))
    keys = page.evaluate("Object.keys(localStorage)")
    assert "regalia/king.sav" in keys
    open_page(page, url(server, local))  # a reload
    after = ["wait 1600", "snap menu", "A", "snap resumed"]
    host = Driver()
    host.run(start_sheet(snaps=False))
    expected = host.run(["reboot"] + after)
    assert PageDriver(page).run(after) == expected
    assert expected[0][1] != load_golden("menu")  # the menu has a Resume item now


def test_in_memory_saves_do_not_reach_local_storage(server, browser):
    page = browser().page()
    open_page(page, url(server, MANUAL))
    PageDriver(page).run(start_sheet(snaps=False))
    assert page.evaluate("regalia.storage()") == "memory"
    assert page.evaluate("Object.keys(localStorage)") == []


def test_the_server_listens_on_loopback_only(server):
    assert server.server_address[0] == "127.0.0.1"
    with socket.socket() as s:
        s.settimeout(2)
        s.connect(("127.0.0.1", server.server_address[1]))


LIT_COLOUR = """() => {
    const frame = regalia.frame();
    const i = frame.findIndex(b => b !== 0);
    const x = i % 128, y = (i >> 7) * 8 + Math.log2(frame[i] & -frame[i]);
    const canvas = document.getElementById('screen');
    const {scale, margin} = regalia.geometry();
    const at = margin;
    return Array.from(canvas.getContext('2d').getImageData(at + x * scale, at + y * scale,
                                                           1, 1).data.slice(0, 3));
}"""


def test_the_contrast_setting_dims_the_canvas(server, browser):
    page = browser().page()
    open_page(page, url(server, MANUAL))
    driver = PageDriver(page)
    driver.run(["wait 1600", "D*3", "A"])  # Settings, on "Contrast: 5/5"
    bright = page.evaluate(LIT_COLOUR)
    assert page.evaluate("regalia.look()") == 255 and bright == [110, 200, 255]
    driver.run(["L*4"])  # down to 1/5
    assert page.evaluate("regalia.look()") == 16
    dim = page.evaluate(LIT_COLOUR)
    assert all(d < b for d, b in zip(dim, bright)), (dim, bright)
    assert bytes(page.evaluate("regalia.canvasFrame()")) == driver.frame_bytes()


# -- a phone at the table (issue 37) ---------------------------------------------------------------

def menu_shown(page):
    """The game menu is on the panel (after the splash's 1.5 s)."""
    page.wait_for_function("regalia.stats.firstFrameMs", timeout=30000)
    page.wait_for_function("regalia.text().endsWith('Help\\nRecords')", timeout=10000)


def ticks_in(page, ms):
    before = page.evaluate("[regalia.stats.ticks, regalia.stats.draws || 0]")
    page.wait_for_timeout(ms)
    after = page.evaluate("[regalia.stats.ticks, regalia.stats.draws || 0]")
    return after[0] - before[0], after[1] - before[1]


def test_nothing_is_drawn_or_ticked_60_times_a_second_while_nothing_changes(server, browser):
    page = browser().page()
    open_page(page, url(server, "?storage=memory"), manual=False)
    menu_shown(page)
    page.wait_for_timeout(800)
    ticks, draws = ticks_in(page, 1000)
    assert draws == 0 and ticks <= 8, ticks  # the firmware's timers: a few ticks a second
    page.keyboard.press("ArrowDown")  # input brings the animation frames back at once
    ticks, _ = ticks_in(page, 300)
    assert ticks >= 6, ticks  # (the slow ticks would be 1 or 2)
    assert page.evaluate("regalia.text()").split("\n")[2] == "[King]"


WAKE_LOCK_STUB = """
window.__wake = {requests: 0, held: 0, lock: null, visibility: 'visible'};
Object.defineProperty(document, 'visibilityState', {get: () => __wake.visibility});
Object.defineProperty(document, 'hidden', {get: () => __wake.visibility !== 'visible'});
Object.defineProperty(navigator, 'wakeLock', {value: {request: async (type) => {
    if (type !== 'screen' || __wake.visibility !== 'visible') throw new DOMException('no');
    __wake.requests++; __wake.held++;
    const lock = new EventTarget();
    lock.released = false;
    lock.release = async () => {
        if (lock.released) return;
        lock.released = true; __wake.held--; lock.dispatchEvent(new Event('release'));
    };
    __wake.lock = lock;
    return lock;
}}});
window.__setVisibility = (state) => {
    __wake.visibility = state;
    if (state !== 'visible' && __wake.lock) __wake.lock.release();  // as the browser does
    document.dispatchEvent(new Event('visibilitychange'));
};
"""


def test_the_screen_stays_on_while_the_panel_is_and_a_dark_panel_says_tap_to_wake(
        server, browser):
    phone = browser(**PHONE)
    phone.context.add_init_script(WAKE_LOCK_STUB)
    page = phone.page()
    open_page(page, url(server, "?storage=memory"), manual=False)
    menu_shown(page)
    page.wait_for_function("__wake.held === 1")
    menu = page.evaluate("regalia.frame()")
    hint = page.locator("#wake-hint")
    assert not hint.is_visible()
    page.evaluate("__setVisibility('hidden')")  # another app in front: the browser lets go
    assert page.evaluate("__wake.held") == 0
    page.evaluate("__setVisibility('visible')")  # back: held again
    page.wait_for_function("__wake.held === 1 && __wake.requests === 2")

    page.evaluate("regalia.advance(61000)")  # the device's own timings: dim at 60 s
    page.wait_for_function("regalia.look() === 1")
    assert page.evaluate("__wake.held") == 1 and not hint.is_visible()
    page.evaluate("regalia.advance(60000)")  # off at 120 s
    page.wait_for_function("regalia.look() === -1")
    assert hint.is_visible() and hint.text_content() == "tap to wake"
    assert screen_lines(page) == ["tap to wake"]  # what a screen reader hears too
    page.wait_for_function("__wake.held === 0")  # a dark panel lets the phone sleep too
    ticks, draws = ticks_in(page, 600)
    assert ticks == 0 and draws == 0  # no loop at all while the panel is off

    box = page.locator("#screen").bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_function("regalia.look() === 255")
    assert not hint.is_visible()
    page.wait_for_function("__wake.held === 1 && __wake.requests === 3")
    page.wait_for_timeout(300)
    assert page.evaluate("regalia.frame()") == menu  # the tap only woke it
    assert screen_lines(page)[-1] == "Records"


VIBRATE_STUB = """
window.__buzzes = [];
navigator.vibrate = (pattern) => { __buzzes.push(pattern); return true; };
"""


def test_each_press_buzzes_and_a_switch_turns_it_off_for_good(server, browser):
    phone = browser(**PHONE)
    phone.context.add_init_script(VIBRATE_STUB)
    page = phone.page()
    open_page(page, url(server, "?clock=manual"))
    switch = page.locator("#vibrate")
    assert switch.is_visible() and switch.get_attribute("role") == "switch"
    assert switch.get_attribute("aria-checked") == "true"
    TouchDriver(page).run(["wait 1600", "D", "U", "A"])
    buzzes = page.evaluate("__buzzes")
    assert len(buzzes) == 3 and all(0 < b <= 30 for b in buzzes), buzzes
    switch.tap()
    assert switch.get_attribute("aria-checked") == "false"
    TouchDriver(page).run(["B", "D"])
    assert len(page.evaluate("__buzzes")) == 3
    open_page(page, url(server, "?clock=manual"))  # a reload keeps it off
    assert page.locator("#vibrate").get_attribute("aria-checked") == "false"
    TouchDriver(page).run(["wait 1600", "D"])
    assert page.evaluate("__buzzes") == []
    assert page.evaluate("Object.keys(localStorage)") == ["regalia-page/vibrate"]


def test_in_portrait_the_panel_grows_to_the_width_in_whole_pixels(server, browser):
    for dpr in (1, 2, 3):
        page = browser(viewport={"width": 390, "height": 844}, device_scale_factor=dpr,
                       is_mobile=True, has_touch=True).page()
        open_page(page, url(server, MANUAL))
        PageDriver(page).run(["wait 1600"])
        shape = page.evaluate("""() => {
            const c = document.getElementById('screen'), r = c.getBoundingClientRect();
            return {css: r.width, cssHeight: r.height, left: r.left, width: c.width,
                    height: c.height};
        }""")
        scale = 390 * dpr // 128  # the largest whole scale the width holds
        # One canvas pixel a screen pixel.
        assert abs(shape["css"] * dpr - shape["width"]) < 0.1, (dpr, shape)
        assert abs(shape["cssHeight"] * dpr - shape["height"]) < 0.1, (dpr, shape)
        assert shape["width"] >= 128 * scale and shape["height"] >= 64 * scale, (dpr, shape)
        assert shape["css"] >= 380 and shape["left"] >= 0, (dpr, shape)
        assert page.evaluate("regalia.canvasFrame()") == page.evaluate("regalia.frame()"), dpr


CONTRAST = """() => {
    const rgb = s => s.match(/[0-9.]+/g).slice(0, 3).map(Number);
    const lum = c => { const [r, g, b] = c.map(v => v / 255).map(v =>
        v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
    const page = lum(rgb(getComputedStyle(document.body).backgroundColor));
    return [...document.querySelectorAll('[data-button]')].map(b => {
        const s = getComputedStyle(b), edge = lum(rgb(s.borderTopColor));
        return {width: parseFloat(s.borderTopWidth),
                ratio: (Math.max(edge, page) + 0.05) / (Math.min(edge, page) + 0.05)};
    });
}"""

BOXES = """() => Object.fromEntries([...document.querySelectorAll('[data-button]')].map(
    b => [b.className.split(' ')[0], b.getBoundingClientRect().toJSON()]))"""


def test_the_pads_fit_a_320_to_390_px_phone_with_gaps_and_visible_outlines(server, browser):
    page = browser(**PHONE).page()
    open_page(page, url(server, MANUAL))
    for width, height in ((320, 568), (360, 640), (375, 667), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(100)
        b = page.evaluate(BOXES)
        where = (width, height)
        for name, box in b.items():
            assert box["left"] >= 8 and box["right"] <= width - 8, (where, name, box)
            assert min(box["width"], box["height"]) >= 48, (where, name, box)
        # The d-pad's and A/B's 8 px gaps between neighbouring cells.
        assert b["left"]["right"] + 8 <= b["up"]["left"] and \
            b["up"]["right"] + 8 <= b["right"]["left"], where
        assert b["up"]["bottom"] + 8 <= b["left"]["top"] and \
            b["left"]["bottom"] + 8 <= b["down"]["top"], where
        assert b["right"]["right"] + 12 <= b["b"]["left"], where  # the pads apart
        assert b["b"]["right"] + 8 <= b["a"]["left"] and \
            b["a"]["bottom"] + 8 <= b["b"]["top"], where
        for edge in page.evaluate(CONTRAST):
            assert edge["width"] >= 2 and edge["ratio"] >= 3, (where, edge)


def test_enter_or_space_on_a_focused_button_is_that_button(server, browser):
    steps = ["wait 1600", "D", "snap king", "U", "snap treasure", "D", "A",
             "snap king_modes", "R", "snap right", "B", "snap back", "L", "snap left"]
    expected = Driver().run(steps)
    for key in ("Enter", " "):
        page = browser().page()
        open_page(page, url(server, MANUAL))
        assert FocusedDriver(page, key).run(steps) == expected, repr(key)
    # Nothing focused: Enter is A as before, Space nothing.
    page.evaluate("document.activeElement.blur()")
    driver = KeyboardDriver(page)
    driver.KEYS = {**driver.KEYS, A: ("Enter",), B: (" ",)}
    assert driver.run(["A", "snap opened", "B", "snap still"]) == \
        Driver().run(steps + ["A", "snap opened", "wait 100", "snap still"])[-2:]


# Chromium offers the site itself at some moment: only the test's own offer reaches the page.
OWN_INSTALL_OFFER_ONLY = """
addEventListener('beforeinstallprompt', (e) => { if (!e.fromTest) e.stopImmediatePropagation(); });
"""


def test_an_install_button_appears_when_the_browser_offers_to_install(server, browser):
    chromium = browser()
    chromium.context.add_init_script(OWN_INSTALL_OFFER_ONLY)
    page = chromium.page()
    open_page(page, url(server, MANUAL))
    install = page.locator("#install")
    assert not install.is_visible()
    page.evaluate("""() => {
        const e = new Event('beforeinstallprompt', {cancelable: true});
        e.fromTest = true;
        e.prompt = () => { window.__prompted = (window.__prompted || 0) + 1; };
        e.userChoice = Promise.resolve({outcome: 'accepted'});
        dispatchEvent(e);
        window.__defaultPrevented = e.defaultPrevented;
    }""")
    assert install.is_visible() and page.evaluate("__defaultPrevented")
    install.click()
    assert page.evaluate("__prompted") == 1
    page.wait_for_function("document.getElementById('install').hidden")
    manifest = page.evaluate("fetch('manifest.webmanifest').then(r => r.json())")
    assert [i["purpose"] for i in manifest["icons"]] == ["any maskable"] * 2


def screen_lines(page):
    return page.evaluate("""() => [...document.querySelectorAll('#screen-text > *')]
                            .map(e => e.textContent)""")


def test_a_screen_reader_reads_the_panels_lines_as_they_change(server, browser):
    page = browser().page()
    open_page(page, url(server, MANUAL))
    canvas = page.locator("#screen")
    region = page.locator("#" + canvas.get_attribute("aria-describedby"))
    assert region.get_attribute("aria-live") == "polite"
    driver = PageDriver(page)
    driver.run(["wait 1600"])
    assert screen_lines(page) == ["Regalia", "[Kings & Treasures]", "King", "Regicide",
                                  "Settings", "Help", "Records"]
    page.evaluate("""() => { window.__changed = [];
        new MutationObserver(ms => ms.forEach(m => __changed.push(m.target.textContent)))
            .observe(document.getElementById('screen-text'),
                     {subtree: true, childList: true, characterData: true}); }""")
    driver.run(["D"])
    assert screen_lines(page)[1:3] == ["Kings & Treasures", "[King]"]
    assert sorted(page.evaluate("__changed")) == ["Kings & Treasures", "[King]"]  # no more
    driver.run(start_sheet(snaps=False)[3:])
    assert screen_lines(page)[:2] == ["King sheet", "[Deal 1 No tricks]"]


def test_a_swedish_or_danish_browser_gets_the_device_in_its_language(server, browser):
    # Issue 38: the web app starts in the browser's language when it is one of the three;
    # the catalogues are in the bundle (words/), so the words are there, not English.
    for locale, menu in (("sv-SE", ["Inställningar", "Hjälp", "Resultat"]),
                         ("da-DK", ["Indstillinger", "Hjælp", "Resultater"]),
                         ("fr-FR", ["Settings", "Help", "Records"])):
        page = browser(locale=locale).page()
        open_page(page, url(server, MANUAL))
        PageDriver(page).run(["wait 1600"])
        assert screen_lines(page)[-3:] == menu, locale


def records_json(n):
    from firmware import records
    return json.dumps([dict(records.record("king", "sheet", ["Ann", "Ben", "Cai", "Dan"],
                                           {"deals": [[i, -i, 0, 0]]},
                                           date="2026-12-0%d 20:00" % (i + 1)), n=i)
                       for i in range(n)])


def test_import_adds_a_devices_records_json_and_the_records_line_lists_them(server, browser):
    page = browser().page()
    open_page(page, url(server, MANUAL))
    assert page.is_visible("#export") and page.is_visible("#import")
    with page.expect_file_chooser() as chooser:
        page.click("#import")
    chooser.value.set_files(files=[{"name": "records.json", "mimeType": "application/json",
                                    "buffer": records_json(3).encode()}])
    page.wait_for_function("document.getElementById('status').textContent.startsWith('imp')")
    assert page.text_content("#status") == "imported 3 games"
    assert page.evaluate("t => regalia.importRecords(t)", records_json(3)) == \
        "imported 0 games, 3 already here"
    assert page.evaluate("regalia.importRecords('[1, 2]')").startswith("not imported: ")
    driver = PageDriver(page)
    driver.run(["wait 1600", "U", "A", "wait 100"])  # the game menu's last line: Records
    driver.flush()
    lines = screen_lines(page)
    assert lines[0] == "Records: 3 games" and lines[3:5] == ["12-03 King Ann +2",
                                                             "12-02 King Ann +1"], lines


def test_export_downloads_the_records_csv_and_json(server, browser):
    page = browser(accept_downloads=True).page()
    open_page(page, url(server, MANUAL))
    page.evaluate("t => regalia.importRecords(t)", records_json(2))
    downloads = []
    # (a lambda: Playwright marks its handler, which a bound builtin method refuses)
    page.on("download", lambda d: downloads.append(d))  # noqa: PLW0108
    page.click("#export")
    page.wait_for_function("document.getElementById('status').textContent.startsWith('exp')")
    for _ in range(50):
        if len(downloads) == 2:
            break
        page.wait_for_timeout(100)
    assert sorted(d.suggested_filename for d in downloads) == ["records.csv", "records.json"]
    texts = {d.suggested_filename: open(d.path(), encoding="utf-8", newline="").read() for d in downloads}
    assert [r["n"] for r in json.loads(texts["records.json"])] == [0, 1]
    assert texts["records.csv"].startswith("record,date,game,mode,over,seat,name,")
    assert texts["records.csv"].count("\r\n") == 1 + 2 * 4  # a row per player and game
    assert page.text_content("#status") == "exported 2 games"

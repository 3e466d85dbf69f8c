"""The web app from `make web`'s output in a real browser (Debian's Chromium, Playwright).

The page runs with a manual clock and in-memory saves when its URL asks (?clock=manual&
storage=memory) and plays the host tests' button scripts (tests/support/firmware_script.py): its
frames must equal tests/golden/ as they are now, read from the board's frame bytes and from
the canvas's pixels. Offline, on a phone-sized touch-only screen, with real saves across a
reload. `make test` runs this file only when Chromium is installed (tests/support/web_browser.py).
"""
import socket
import urllib.request

import pytest

from host_tools import web
from tests.support.firmware_golden import GOLDEN, load_golden
from tests.support.firmware_script import Driver, start_sheet, whole_game
from tests.support.web_browser import (INSTALL_HINT, MANUAL, PHONE, Browser, KeyboardDriver,
                               PageDriver, TouchDriver, chromium, open_page)

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
    page.wait_for_function("regalia.stats.ticks > 5", timeout=10000)
    page.wait_for_timeout(1700)  # the splash lasts 1.5 s
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
    const scale = canvas.width / 132;
    const at = 2 * scale;
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

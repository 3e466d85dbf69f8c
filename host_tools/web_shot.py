"""The picture of the web app for the README: `python -m host_tools.web_shot [OUT.png]`.

Builds the site, opens it in headless Chromium as a phone (390x844, portrait, touch), plays
the tests' scripted King score sheet to the first deal's table and saves the page as PNG
(default docs/img/web_phone.png). Needs Chromium (exit 2 with how to install it if not).
"""
import os
import sys
import tempfile

from host_tools import web

OUT = os.path.join(web.ROOT, "docs", "img", "web_phone.png")


def main(argv):
    from tests.support.firmware_script import counts, start_sheet
    from tests.support.web_browser import INSTALL_HINT, MANUAL, PHONE, Browser, PageDriver, chromium
    from tests.support.web_browser import open_page
    if len(argv) > 1:
        print("usage: python -m host_tools.web_shot [OUT.png]", file=sys.stderr)
        return 2
    if chromium() is None:
        print(INSTALL_HINT, file=sys.stderr)
        return 2
    out = argv[0] if argv else OUT
    from playwright.sync_api import sync_playwright
    options = dict(PHONE, device_scale_factor=2)
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        web.build(tmp)
        httpd = web.server(tmp)
        browser = Browser(playwright, **options)
        try:
            page = browser.page()
            open_page(page, "http://127.0.0.1:%d/%s" % (httpd.server_address[1], MANUAL))
            PageDriver(page).run(start_sheet(snaps=False) + ["A"] + counts([3, 4, 2, 4]))
            page.evaluate("document.getElementById('status').textContent = ''")
            page.screenshot(path=out)
        finally:
            browser.close()
            httpd.shutdown()
            httpd.server_close()
    print("wrote", os.path.relpath(out, os.getcwd()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

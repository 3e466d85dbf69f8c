"""The web app's figures in Debian's Chromium (`make web-bench`): load times and tick times.

Builds the site into a temporary folder, serves it on 127.0.0.1 and measures, in headless
Chromium on this machine:
- cold load: a fresh profile (nothing cached) from navigation to the first frame drawn;
- offline reload: the same after the service worker has cached the site and the server is
  stopped;
- tick: one frame of the page (the firmware's `tick` through the web board, reading the frame
  and drawing the canvas when it changed), mean and worst over the tests' scripted King game
  and over opening every mode of every game, with a manual clock (three runs each).
Prints one line per figure; budgets in docs/benchmarks.md. Needs Chromium (exit 2 if not).
"""
import os
import statistics
import sys
import tempfile

from host_tools import web

RUNS = 5
TICK_RUNS = 3  # the worst tick of a run is mostly the machine's other load: 3 runs


def _open_every_mode():
    """Button steps from the game menu into each mode of each game and back (long B)."""
    back = ["hold B 1200", "A", "wait 100"]
    steps = ["wait 1600"]
    steps += ["A", "A", "wait 400"] + back                      # Kings & Treasures referee
    steps += ["D", "A", "A", "wait 400"] + back                 # King score sheet
    steps += ["D", "A", "D", "A", "wait 400"] + back            # King vs bots
    steps += ["D*2", "A", "A", "wait 400"] + back               # Regicide companion
    steps += ["D*2", "A", "D", "A", "wait 400"] + back          # Regicide solo
    return steps


def tick_figures(browser, base):
    from tests.support.firmware_script import whole_game
    from tests.support.web_browser import MANUAL, PageDriver, open_page
    figures = {}
    for label, steps in (("scripted King game", whole_game()),
                         ("opening every mode", _open_every_mode())):
        runs = []
        for _ in range(TICK_RUNS):
            page = browser.context.new_page()
            open_page(page, base + MANUAL)
            PageDriver(page).run(steps)
            stats = page.evaluate("regalia.stats")
            errors = page.evaluate("regalia.error || null")
            page.close()
            if errors:
                raise RuntimeError(errors)
            runs.append((stats["ticks"], stats["tickTotalMs"] / stats["ticks"],
                         stats["tickWorstMs"]))
        figures[label] = runs
    return figures


def first_frame(page, url):
    page.goto(url)
    page.wait_for_function("window.regalia && (regalia.error || regalia.stats.firstFrameMs)",
                           timeout=30000)
    return page.evaluate("regalia.stats.firstFrameMs")


def main(argv):
    from tests.support.web_browser import INSTALL_HINT, Browser, chromium
    if argv:
        print("usage: python -m host_tools.web_bench", file=sys.stderr)
        return 2
    if chromium() is None:
        print(INSTALL_HINT, file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright
    with tempfile.TemporaryDirectory() as tmp:
        web.build(tmp)
        httpd = web.server(tmp)
        base = "http://127.0.0.1:%d/" % httpd.server_address[1]
        with sync_playwright() as playwright:
            cold = []
            for _ in range(RUNS):
                browser = Browser(playwright)
                cold.append(first_frame(browser.page(), base))
                browser.close()
            browser = Browser(playwright)
            page = browser.page()
            first_frame(page, base)
            page.wait_for_function("navigator.serviceWorker.controller !== null")
            page.evaluate("navigator.serviceWorker.ready")
            httpd.shutdown()
            httpd.server_close()
            offline = [first_frame(page, base) for _ in range(RUNS)]
            browser.close()
            httpd = web.server(tmp)
            base = "http://127.0.0.1:%d/" % httpd.server_address[1]
            browser = Browser(playwright)
            ticks = tick_figures(browser, base)
            browser.close()
        httpd.shutdown()
        httpd.server_close()
    print("cold load to first frame:     median %.0f ms, worst %.0f ms (%d runs)"
          % (statistics.median(cold), max(cold), RUNS))
    print("offline reload to first frame: median %.0f ms, worst %.0f ms (%d runs)"
          % (statistics.median(offline), max(offline), RUNS))
    for label, runs in ticks.items():
        print("tick, %-20s mean %s ms, worst %s ms (%d ticks a run)"
              % (label + ":", " / ".join("%.2f" % r[1] for r in runs),
                 " / ".join("%.1f" % r[2] for r in runs), runs[0][0]))
    print("(load average while measuring: %s)" % " ".join("%.1f" % x for x in os.getloadavg()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""What a mode's language test checks (issue 38; docs/languages.md, "How the device speaks"):
the English lines its code looks up (`looked_up`), every string a scripted game draws in a
language (`played`), the drawn lines still in English (`english_left`), and the lines past
their place (`overflows`). Each mode's test (tests/firmware/test_firmware_languages_*.py)
plays its own script with these."""
import re

from firmware.ui import gfx
from tests.support.catalogues import ROOT, catalogue
from tests.support.firmware_script import Driver, in_language


def looked_up(path):
    """The English literals a module passes to a `tr` (`tr(app, "…")`, `self.tr("…")`, the
    two sides of `tr("…" if … else "…")`) or makes a step's label of (firmware/replay.py's
    `step_label("…", …)`, worded when shown)."""
    with open("%s/%s" % (ROOT, path), encoding="utf-8") as f:
        code = f.read()
    found = re.findall(r'\btr\((?:app, )?"([^"]+)"', code)
    found += re.findall(r'\btr\((?:app, )?"[^"]+" if [^"]+ else "([^"]+)"\)', code)
    found += re.findall(r'\bstep_label\("([^"]+)"', code)
    return found


def played(lang, script, files=None):
    """(every (x, y, string, chars, large) drawn, with None at each new frame and ("paper",
    x, y, w, h) where a box blanks what was under it; the driver) of `script` (firmware_script
    steps, or a function pressing on the driver) played on a device in `lang`, on `files`
    (new ones by default)."""
    files = in_language(lang, files)
    drawn = []
    text, big, clear, fill = gfx.text, gfx.big_text, gfx.clear, gfx.fill_rect

    def small(buf, x, y, s, chars=gfx.ALL):
        drawn.append((x, y, s, chars, False))
        return text(buf, x, y, s, chars)

    def large(buf, x, y, s, chars=gfx.ALL):
        drawn.append((x, y, s, chars, True))
        return big(buf, x, y, s, chars)

    def new_frame(buf):
        drawn.append(None)
        return clear(buf)

    def paper(buf, x, y, w, h, color=1):
        if color == 0:
            drawn.append(("paper", x, y, w, h))  # a box over what was drawn: it is gone
        return fill(buf, x, y, w, h, color)

    gfx.text, gfx.big_text, gfx.clear, gfx.fill_rect = small, large, new_frame, paper
    try:
        d = Driver(files)
        script(d) if callable(script) else d.run(script)  # (a mode's game that presses itself)
    finally:
        gfx.text, gfx.big_text, gfx.clear, gfx.fill_rect = text, big, clear, fill
    return drawn, d


def strings(drawn):
    """The set of strings in `played`'s record."""
    return {c[2] for c in drawn if c and c[0] != "paper"}


def english_left(lang, areas, drawn, english_drawn):
    """(the catalogues' English lines that the language's game drew, how many of them the
    English game drew): a line of `areas` whose words differ in `lang` is English left behind
    when the language's game draws it, as is, or with its blanks filled. The second figure
    shows the check can see: it must be large."""
    keys = {}
    for area in areas:
        keys.update(catalogue(lang, area))
    english_only = {e for e, w in keys.items() if e != w and len(e) > 3}
    said = strings(drawn)
    patterns = [re.compile("^" + re.escape(e).replace("%s", ".+").replace("%d", "[0-9]+") + "$")
                for e in english_only if "%" in e]
    left = sorted(said & english_only)
    left += sorted(s for s in said if any(p.match(s) for p in patterns))
    return left, len(strings(english_drawn) & english_only)


def overflows(drawn):
    """The strings drawn past the panel's right edge, cut short where nothing scrolls (a title,
    a line of large type), or over another string of the same frame and row: (string, x, y)."""
    bad = []
    row = []  # (first x, last x, y) of this frame's small strings
    for call in drawn:
        if call is None:  # a new frame
            row = []
            continue
        if call[0] == "paper":
            _, px, py, pw, ph = call
            row = [r for r in row if not (py <= r[2] < py + ph and r[0] < px + pw and px <= r[1])]
            continue
        x, y, s, chars, large = call
        if not large and x >= 0 and s.strip():
            end = x + min(len(s), chars) * gfx.CHAR_W - 2
            if [r for r in row if r[2] == y and x <= r[1] and r[0] <= end]:
                bad.append((s, x, y))
            row.append((x, end, y))
        cell = gfx.BIG_W if large else gfx.CHAR_W
        if x < 0:
            continue  # a menu line's marquee, scrolled on purpose
        if len(s) > chars and (y == 0 or large):
            bad.append((s, x, y))
        elif x + min(len(s), chars) * cell > gfx.W + 1 and chars >= len(s):
            bad.append((s, x, y))
    return bad


def new_overflows(drawn, english_drawn):
    """`overflows` of the language's game that the English game does not have too."""
    known = {s for s, _, _ in overflows(english_drawn)}
    return [b for b in overflows(drawn) if b[0] not in known]


def spoken(lang, areas, drawn, driver, english_drawn, seen_at_least):
    """The checks every mode's whole game in `lang` passes, then every string it drew: no
    error, no English line of the `areas`' catalogues left, and more than `seen_at_least` of
    them seen in the English game (so the check would see them if the language left them out)."""
    assert driver.app.errors == 0, driver.app.last_error
    left, seen = english_left(lang, areas, drawn, english_drawn)
    assert left == []
    assert seen > seen_at_least
    return strings(drawn)

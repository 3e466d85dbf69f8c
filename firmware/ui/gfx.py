"""Drawing into a 128x64 MONO_VLSB buffer: text in the project font, lines, boxes.

Everything is written straight into the driver's bytearray (byte `(y >> 3) * 128 + x`, bit
`y & 7`), so a frame is the same bytes on every runtime and driver. Text cells are 6x8 px
(5x7 glyph + one column and one row of paper): 21 characters by 8 lines.

Large type (`big_text`, `big_center`, `big_right`) is the same font drawn at twice the size:
10x14 px glyphs in 12x16 px cells, 10 characters a line, for what the whole table reads from
across it (whose turn, scores, the contract, the enemy's health and attack).
"""
from shared_rules.compat import const
from firmware.ui.font import DATA, EXTRA

W = const(128)
H = const(64)
CHAR_W = const(6)
LINE_H = const(8)
COLS = const(21)
BIG_W = const(12)
BIG_H = const(16)
BIG_COLS = const(10)
ALL = const(255)  # "no limit" for a text's characters: more than any line holds
CONTRAST_LEVELS = (16, 64, 128, 192, 255)  # the panel's brightness at each Settings' Contrast

SUIT_GLYPHS = "♠♥♦♣"
_DIGITS = "0123456789"
TEN = "⑩"
KN = "\u24c0"  # Kn, the Swedish and Danish jack, in one cell (the font draws Ⓚ as Kn)
_BLANK_ROW = bytes(W)  # one page of the frame; a whole blank frame would keep 1 KB of RAM


def clear(buf):
    for start in range(0, W * H // 8, W):
        buf[start:start + W] = _BLANK_ROW


def _glyph_offset(ch):
    o = ord(ch)
    if 32 <= o < 127:
        return (o - 32) * 5
    i = EXTRA.find(ch)
    if i < 0:
        return (ord("?") - 32) * 5
    return (95 + i) * 5


def text(buf, x, y, s, chars=ALL):
    """Draw `s` with its top-left at (x, y); ink only (paper left as it is). Clipped, and
    at most `chars` characters (as `s[:chars]` would, without making that string). Returns
    the x after those characters, drawn or clipped: where the next piece of a line goes (a
    line drawn in pieces makes no string)."""
    x0 = x
    end = x + chars * CHAR_W
    if end > W:
        end = W
    shift = y & 7
    page = y >> 3
    top = page * W if 0 <= page < 8 else -1
    low = (page + 1) * W if shift and 0 <= page + 1 < 8 else -1
    data = DATA
    for ch in s:
        if x >= end:  # cut: where `s[:chars]` ends (len() counts a str's characters: only here)
            n = len(s)
            return x0 + (n if n < chars else chars) * CHAR_W
        o = ord(ch)
        off = (o - 32) * 5 if 32 <= o < 127 else _glyph_offset(ch)
        if 0 <= x <= W - 5:
            # Whole glyph on screen: no per-column clipping.
            if shift == 0:
                if top >= 0:
                    i = top + x
                    buf[i] |= data[off]
                    buf[i + 1] |= data[off + 1]
                    buf[i + 2] |= data[off + 2]
                    buf[i + 3] |= data[off + 3]
                    buf[i + 4] |= data[off + 4]
            elif top >= 0 and low >= 0:
                i = top + x
                j = low + x
                c = data[off] << shift
                buf[i] |= c & 0xFF
                buf[j] |= c >> 8
                c = data[off + 1] << shift
                buf[i + 1] |= c & 0xFF
                buf[j + 1] |= c >> 8
                c = data[off + 2] << shift
                buf[i + 2] |= c & 0xFF
                buf[j + 2] |= c >> 8
                c = data[off + 3] << shift
                buf[i + 3] |= c & 0xFF
                buf[j + 3] |= c >> 8
                c = data[off + 4] << shift
                buf[i + 4] |= c & 0xFF
                buf[j + 4] |= c >> 8
            else:
                for i in range(5):
                    col = data[off + i] << shift
                    if top >= 0:
                        buf[top + x + i] |= col & 0xFF
                    if low >= 0:
                        buf[low + x + i] |= col >> 8
        elif x > -5:
            for i in range(5):
                cx = x + i
                if 0 <= cx < W:
                    col = data[off + i] << shift
                    if top >= 0:
                        buf[top + cx] |= col & 0xFF
                    if low >= 0:
                        buf[low + cx] |= col >> 8
        x += CHAR_W
    return x


def _column(buf, x, y, bits):
    """OR one column of pixels (`bits`, bit 0 at row y) into the buffer, clipped."""
    if x < 0 or x >= W:
        return
    if y < 0:
        bits >>= -y
        y = 0
    v = bits << (y & 7)
    i = (y >> 3) * W + x
    while v and i < W * H // 8:
        buf[i] |= v & 0xFF
        v >>= 8
        i += W


def _doubled(col):
    """A 7-row glyph column stretched to 14 rows (each pixel twice)."""
    out = 0
    b = 0
    while col:
        if col & 1:
            out |= 3 << b
        col >>= 1
        b += 2
    return out


def big_text(buf, x, y, s, chars=ALL):
    """Draw `s` (at most `chars` characters of it) in large type (every font pixel 2x2) with
    its top-left at (x, y). Clipped."""
    end = x + chars * BIG_W
    if end > W:
        end = W
    data = DATA
    for ch in s:
        if x >= end:
            return
        if ch != " ":
            off = _glyph_offset(ch)
            for i in range(5):
                col = _doubled(data[off + i])
                if col:
                    _column(buf, x + 2 * i, y, col)
                    _column(buf, x + 2 * i + 1, y, col)
        x += BIG_W


def big_width(s, chars=ALL):
    n = len(s) if len(s) < chars else chars
    return n * BIG_W - 2 if n else 0


def big_right(buf, right, y, s):
    """Large type whose last ink column is `right`."""
    big_text(buf, right - big_width(s) + 1, y, s)


def big_center(buf, y, s, x0=0, w=W, chars=ALL):
    """Large type (at most `chars` characters) centred in the columns x0 .. x0 + w - 1."""
    big_text(buf, x0 + (w - big_width(s, chars)) // 2, y, s, chars)


def digit_count(n):
    """How many characters `str(n)` has."""
    chars = 2 if n < 0 else 1
    n = -n if n < 0 else n
    while n >= 10:
        n //= 10
        chars += 1
    return chars


def _digits(buf, x, y, n, draw, step, end):
    """Draw `str(n)` a character at a time with `draw` (text or big_text), `step` apart,
    leaving out characters that start at `end` or right of it; returns the x after it.
    (Indexing a string gives a one-character string MicroPython keeps interned.)"""
    if n < 0:
        if x < end:
            draw(buf, x, y, "-")
        x += step
        n = -n
    p = 1
    while p * 10 <= n:
        p *= 10
    while p:
        if x < end:
            draw(buf, x, y, _DIGITS[n // p % 10])
        x += step
        p //= 10
    return x


def big_number_center(buf, y, n, x0=0, w=W):
    """The integer `n` in large type centred in the columns x0 .. x0 + w - 1, as
    `big_center(buf, y, str(n), x0, w)` draws it, without making that string."""
    _digits(buf, x0 + (w - (digit_count(n) * BIG_W - 2)) // 2, y, n, big_text, BIG_W, W)


def text_width(s):
    return len(s) * CHAR_W - 1 if s else 0


def text_right(buf, right, y, s, chars=ALL):
    """Draw `s` (at most `chars` characters of it) so that its last ink column is `right`."""
    n = len(s) if len(s) < chars else chars
    text(buf, right - n * CHAR_W + 2, y, s, chars)


def number(buf, x, y, n, end=W):
    """Draw the integer `n` as `str(n)` reads, without making that string (digits that
    start at `end` or right of it left out); returns the x after it."""
    return _digits(buf, x, y, n, text, CHAR_W, end)


def number_width(n):
    """`text_width(str(n))`."""
    return digit_count(n) * CHAR_W - 1


def number_right(buf, right, y, n, before=""):
    """Draw the integer `n`, after the text `before`, so that the last ink column is `right`
    (as `text_right(buf, right, y, before + str(n))`)."""
    x = right - number_width(n) + 1
    if before:
        text(buf, x - len(before) * CHAR_W, y, before)
    number(buf, x, y, n)


def text_center(buf, y, s):
    text(buf, (W - text_width(s)) // 2, y, s)


def _column_mask(y0, y1, page):
    """Bits of `page` covered by rows y0..y1 inclusive."""
    top = page << 3
    a = y0 - top if y0 > top else 0
    b = y1 - top if y1 < top + 7 else 7
    if a > b:
        return 0
    return ((0xFF << a) & 0xFF) & (0xFF >> (7 - b))


def fill_rect(buf, x, y, w, h, color=1):
    """Fill a w x h box; color 1 ink, 0 paper, 2 invert."""
    x0 = x if x > 0 else 0
    x1 = x + w if x + w < W else W
    y0 = y if y > 0 else 0
    y1 = y + h - 1 if y + h - 1 < H else H - 1
    if x0 >= x1 or y0 > y1:
        return
    for page in range(y0 >> 3, (y1 >> 3) + 1):
        m = _column_mask(y0, y1, page)
        start = page * W + x0
        end = page * W + x1
        if color == 1:
            for i in range(start, end):
                buf[i] |= m
        elif color == 0:
            keep = ~m & 0xFF
            for i in range(start, end):
                buf[i] &= keep
        else:
            for i in range(start, end):
                buf[i] ^= m


def invert_rect(buf, x, y, w, h):
    fill_rect(buf, x, y, w, h, 2)


def mark(buf, x, y, w, h):
    """The selection of small type: the outline of the box with its corners left out.
    Small glyphs read worst inverted (issue 37); large type may still be inverted."""
    fill_rect(buf, x + 1, y, w - 2, 1)
    fill_rect(buf, x + 1, y + h - 1, w - 2, 1)
    fill_rect(buf, x, y + 1, 1, h - 2)
    fill_rect(buf, x + w - 1, y + 1, 1, h - 2)


def hline(buf, x, y, w, color=1):
    fill_rect(buf, x, y, w, 1, color)


def vline(buf, x, y, h, color=1):
    fill_rect(buf, x, y, 1, h, color)


def rect(buf, x, y, w, h, color=1):
    """Outline of a w x h box."""
    hline(buf, x, y, w, color)
    hline(buf, x, y + h - 1, w, color)
    vline(buf, x, y, h, color)
    vline(buf, x + w - 1, y, h, color)


def pixel(buf, x, y):
    """1 if the pixel is ink (for tests and tools)."""
    return (buf[(y >> 3) * W + x] >> (y & 7)) & 1


def wrap(s, width=COLS):
    """Split `s` into lines of at most `width` characters at spaces (hard-cut long words)."""
    lines = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            while len(word) > width:
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:width])
                word = word[width:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= width:
                line = line + " " + word
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


# The ranks as every screen draws them, Ace first (card_label, card, the card grid, the large
# ranks): English's are the code's own; words/language.py's `speak` sets those of the
# language of Settings (Swedish and Danish E 2-9 ⑩ Kn D K, Kn the one glyph KN).
ENGLISH_RANKS = "A23456789" + TEN + "JQK"
RANK_GLYPHS = ENGLISH_RANKS


def card_label(c):
    """Two glyphs for a card code: rank (RANK_GLYPHS: ⑩ and Kn one glyph each) and suit symbol."""
    return RANK_GLYPHS[((c & 63) >> 2) - 1] + SUIT_GLYPHS[c & 3]


def card(buf, x, y, c, end=W):
    """Draw the card code `c` as `card_label(c)` would read, without making that string;
    a glyph that starts at `end` or right of it is left out (a line's character limit)."""
    if x < end:
        text(buf, x, y, RANK_GLYPHS[((c & 63) >> 2) - 1])
    if x + CHAR_W < end:
        text(buf, x + CHAR_W, y, SUIT_GLYPHS[c & 3])

"""A model of the SSD1306 OLED controller, fed with the I2C writes a driver makes.

The simulator and the screenshot tool show what the panel would show, not what the firmware
meant to draw: the display driver's I2C bytes go through this model, which keeps the
controller's graphics memory (GDDRAM: 8 pages x 128 columns, bit 0 = top row of a page) and
the settings that change what the panel shows (display on/off, inverse, entire-on, contrast,
segment remap, COM scan direction, start line).

What it understands (SSD1306 datasheet, section 9 and 10):
- each write starts with a control byte: 0x00 = the rest are commands, 0x40 = the rest is
  display data, 0x80 / 0xC0 = exactly one command / data byte follows, then another control
  byte (Co=1);
- a command still waiting for its parameters keeps waiting across writes (both drivers send
  every command byte and every parameter as its own write);
- horizontal (20 00) and vertical (20 01) addressing within the column (21) and page (22)
  windows, with wrap-around; page addressing (20 02) with B0-B7 and the column nibbles 00-1F;
- AE/AF, A6/A7, A4/A5, A0/A1, C0/C8, 40-7F, 81 (contrast), and the one-parameter set-up
  commands, whose values are kept in `registers`;
- anything else is appended to `log` (and never raises: a real controller ignores it too).

`gram` is the controller memory in the drivers' buffer layout: byte `page * 128 + column`.
"""

WIDTH = 128
PAGES = 8

# Commands followed by this many parameter bytes (all others take none).
PARAMETER_COUNTS = {
    0x20: 1, 0x21: 2, 0x22: 2, 0x81: 1, 0x8D: 1, 0xA8: 1, 0xAD: 1, 0xD3: 1, 0xD5: 1,
    0xD9: 1, 0xDA: 1, 0xDB: 1,
    # scrolling set-up: accepted and logged, not modelled
    0x26: 6, 0x27: 6, 0x29: 5, 0x2A: 5, 0xA3: 2,
}
NO_PARAMETER = (0xAE, 0xAF, 0xA6, 0xA7, 0xA4, 0xA5, 0xA0, 0xA1, 0xC0, 0xC8, 0x2E, 0x2F, 0xE3)

HORIZONTAL, VERTICAL, PAGE = 0, 1, 2
MODE_NAMES = ("horizontal", "vertical", "page", "invalid")


class NoDevice(OSError):
    """Nothing answered at an I2C address (what a real bus reports as ENODEV)."""

    def __init__(self, address):
        super().__init__(19, "no I2C device at address 0x%02X" % address)


class SSD1306Model:
    """One SSD1306 controller driving a `width` x `height` panel (columns centred)."""

    def __init__(self, width=128, height=64, address=0x3C):
        self.width = width
        self.height = height
        self.address = address
        self.gram = bytearray(WIDTH * PAGES)
        self.log = []
        self.writes = 0
        self.changes = 0  # bumped whenever something that shows on the panel changes
        self._pending = None  # [command, parameters so far]
        self.reset()

    def reset(self):
        """Power-on reset values (datasheet, table 10-1 and section 8.9)."""
        self.display_on = False
        self.inverse = False
        self.entire_on = False
        self.contrast = 0x7F
        self.addressing_mode = PAGE
        self.column_start, self.column_end = 0, WIDTH - 1
        self.page_start, self.page_end = 0, PAGES - 1
        self.column = 0
        self.page = 0
        self.page_mode_column = 0
        self.segment_remap = False
        self.com_reversed = False
        self.start_line = 0
        self.registers = {}
        self._pending = None
        self.changes += 1

    # -- the I2C side ---------------------------------------------------------------------
    def write(self, data):
        """Receive one I2C write addressed to this controller (the bytes after the address).

        An empty write is an address probe: it is acknowledged and changes nothing.
        """
        data = bytes(data)
        self.writes += 1
        i = 0
        n = len(data)
        while i < n:
            control = data[i]
            i += 1
            is_data = control & 0x40
            if control & 0x3F:
                self.log.append("control byte 0x%02X has low bits set" % control)
            if control & 0x80:  # Co=1: one byte, then another control byte
                if i < n:
                    if is_data:
                        self._data(data[i:i + 1])
                    else:
                        self._command_byte(data[i])
                    i += 1
                continue
            if is_data:
                self._data(data[i:])
            else:
                for b in data[i:]:
                    self._command_byte(b)
            break

    # -- commands -------------------------------------------------------------------------
    def _command_byte(self, b):
        if self._pending is not None:
            self._pending[1].append(b)
            command, params = self._pending
            if len(params) == PARAMETER_COUNTS[command]:
                self._pending = None
                self._command(command, params)
            return
        if b in PARAMETER_COUNTS:
            self._pending = [b, []]
            return
        self._command(b, ())

    def _command(self, c, p):
        before = self._look()
        if c in (0xAE, 0xAF):
            self.display_on = c == 0xAF
        elif c in (0xA6, 0xA7):
            self.inverse = c == 0xA7
        elif c in (0xA4, 0xA5):
            self.entire_on = c == 0xA5
        elif c in (0xA0, 0xA1):
            self.segment_remap = c == 0xA1
        elif c in (0xC0, 0xC8):
            self.com_reversed = c == 0xC8
        elif 0x40 <= c <= 0x7F:
            self.start_line = c & 0x3F
        elif c == 0x81:
            self.contrast = p[0]
        elif c == 0x20:
            self.addressing_mode = p[0] & 3
            if p[0] & 3 == 3:
                self.log.append("memory addressing mode 0x%02X is invalid" % p[0])
        elif c == 0x21:
            self.column_start, self.column_end = p[0] & 0x7F, p[1] & 0x7F
            self.column = self.column_start
        elif c == 0x22:
            self.page_start, self.page_end = p[0] & 7, p[1] & 7
            self.page = self.page_start
        elif 0xB0 <= c <= 0xB7 or c <= 0x1F:
            # Page start and column nibbles act in page addressing mode only (datasheet
            # 10.1.3-10.1.2); in the other modes the pointer stays where the window put it.
            if self.addressing_mode == PAGE:
                if c >= 0xB0:
                    self.page = c & 7
                elif c <= 0x0F:
                    self.page_mode_column = (self.page_mode_column & 0xF0) | c
                    self.column = self.page_mode_column
                else:
                    self.page_mode_column = (self.page_mode_column & 0x0F) | ((c & 7) << 4)
                    self.column = self.page_mode_column
        elif c in PARAMETER_COUNTS:
            self.registers[c] = tuple(p)
            if c in (0x26, 0x27, 0x29, 0x2A, 0xA3):
                self.log.append("scroll set-up 0x%02X not modelled" % c)
        elif c in (0x2E, 0x2F, 0xE3):
            if c == 0x2F:
                self.log.append("scrolling activated (not modelled)")
        else:
            self.log.append("unknown command 0x%02X" % c)
        if self._look() != before:
            self.changes += 1

    def _look(self):
        return (self.display_on, self.inverse, self.entire_on, self.contrast,
                self.segment_remap, self.com_reversed, self.start_line)

    # -- display data ---------------------------------------------------------------------
    def _data(self, data):
        gram = self.gram
        changed = False
        mode = self.addressing_mode
        for b in data:
            index = self.page * WIDTH + self.column
            if gram[index] != b:
                gram[index] = b
                changed = True
            if mode == HORIZONTAL:
                if self.column >= self.column_end:
                    self.column = self.column_start
                    self.page = self.page_start if self.page >= self.page_end else self.page + 1
                else:
                    self.column += 1
            elif mode == VERTICAL:
                if self.page >= self.page_end:
                    self.page = self.page_start
                    self.column = (self.column_start if self.column >= self.column_end
                                   else self.column + 1)
                else:
                    self.page += 1
            else:  # page addressing: the column wraps to 0 (datasheet fig. 10-1), same page
                self.column = 0 if self.column >= WIDTH - 1 else self.column + 1
        if changed:
            self.changes += 1

    # -- what the panel shows -------------------------------------------------------------
    def gram_pixel(self, column, row):
        """The bit at GDDRAM column `column`, row `row` (0..63), as 0 or 1."""
        return (self.gram[(row >> 3) * WIDTH + column] >> (row & 7)) & 1

    def pixels(self):
        """The panel as `height` rows of `width` values 0/1 (1 = lit), as a person sees it.

        Follows display on/off, entire-on, inverse, the start line, and the segment remap /
        COM scan direction (A1 + C8, what both drivers set, show the memory the right way up).
        """
        w, h = self.width, self.height
        if not self.display_on:
            return [bytearray(w) for _ in range(h)]
        if self.entire_on:
            return [bytearray(b"\x01" * w) for _ in range(h)]
        offset = (WIDTH - w) // 2
        flip = 1 if self.inverse else 0
        rows = []
        for y in range(h):
            com = (h - 1 - y) if not self.com_reversed else y
            line = (com + self.start_line) & 63
            # Modules are mounted so that A1 + C8 shows column 0 at the left, page 0 on top;
            # the other settings mirror the picture.
            row = bytearray(w)
            base = (line >> 3) * WIDTH
            bit = line & 7
            for x in range(w):
                column = x + offset if self.segment_remap else WIDTH - 1 - offset - x
                row[x] = ((self.gram[base + column] >> bit) & 1) ^ flip
            rows.append(row)
        return rows

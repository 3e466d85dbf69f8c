"""One emulated Raspberry Pi Pico: boot, REPL scripts, buttons on GP10-GP15, the OLED's frames.

`EmulatedPico()` starts `emulator.mjs` (rp2040js under Node.js) with the stock MicroPython UF2
and a writable 2 MiB flash. Emulated time only moves while the chip runs: every call that runs
it says until when (emulated milliseconds since power-on, `now_ms`). What the firmware sends to
the OLED at 0x3C on I2C0 goes through `host_tools/ssd1306_model.py`: `frame()` is the
controller's memory, as a real panel would show it. `frames` lists every frame that reached the
panel, with its emulated time.

    pico = EmulatedPico()
    pico.boot_to_repl()
    out = pico.exec("print(1 + 1)")        # "2\n"; a script's exception raises ScriptError
    pico.put_file("lib/x.py", b"...")
    pico.power_cycle()                     # power off and on: the flash stays
"""
import json
import os
import subprocess

from host_tools.micropython_runner import ROOT
from host_tools.pico import firmware_files
from host_tools.ssd1306_model import SSD1306Model

EMULATOR = os.path.join(ROOT, "host_tools", "pico", "emulator.mjs")
MS = 1000000  # nanoseconds
# The board's buttons, as boards/pico.py wires them: UP DOWN LEFT RIGHT A B, pressed = low.
BUTTON_PINS = {"U": 10, "D": 11, "L": 12, "R": 13, "A": 14, "B": 15}
FLASH_SIZE = 2 * 1024 * 1024


class ScriptError(Exception):
    """A script run on the emulated Pico raised: the message is MicroPython's traceback."""

    def __init__(self, traceback, output=""):
        Exception.__init__(self, traceback.strip())
        self.traceback = traceback
        self.output = output


class EmulatorError(Exception):
    """The emulator did not do what was asked in the emulated time allowed."""


class EmulatedPico:
    def __init__(self, uf2=firmware_files.STOCK_UF2, flash_image=None):
        args = ["node", EMULATOR, firmware_files.path(firmware_files.BOOTROM),
                firmware_files.path(uf2)]
        if flash_image:
            args.append(flash_image)
        if uf2 == firmware_files.ROMFS_UF2:
            args.append("--uart0")
        self.proc = subprocess.Popen(args, cwd=ROOT, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, bufsize=0)
        self.now_ns = 0
        self.serial = b""       # what the board sent on its serial port, not yet read
        self.console = b""      # everything it ever sent, over every power cycle
        self.ran_ns = 0         # emulated time over every power cycle
        self.frames_shown = 0   # frames sent to the panel over every power cycle
        self.flash_ops = []     # (ns, "erase"|"program", offset, length, ns taken, hex data)
        self._new_panel()

    def _new_panel(self):
        self.oled = SSD1306Model()
        self.frames = []        # (ms, frame bytes) each time a full frame reached the panel
        self.i2c_writes = 0

    # -- talking to emulator.mjs ----------------------------------------------------------
    def _ask(self, **command):
        self.proc.stdin.write((json.dumps(command) + "\n").encode())
        self.proc.stdin.flush()
        return self._receive()

    def _receive(self):
        line = self.proc.stdout.readline()
        if not line:
            raise EmulatorError("the emulator stopped (node exited with %r)" % self.proc.poll())
        answer = json.loads(line)
        if answer["reason"] == "reset":
            self._new_panel()
            self.now_ns = 0
        if answer["ns"] >= self.now_ns:  # (a new chip's clock starts again at 0)
            self.ran_ns += answer["ns"] - self.now_ns
        self.now_ns = answer["ns"]
        serial = bytes.fromhex(answer["serial"])
        self.serial += serial
        self.console += serial
        for ns, address, data in answer["i2c"]:
            self._i2c_write(ns, bytes.fromhex(data))
        self.flash_ops.extend(tuple(op) for op in answer["flash"])
        return answer

    def _i2c_write(self, ns, data):
        self.i2c_writes += 1
        self.oled.write(data)
        # micropython-lib's show() ends with the whole 1 KiB buffer in one data write.
        if len(data) >= 1 + 1024 and data[0] == 0x40:
            self.frames.append((ns / MS, bytes(self.oled.gram)))
            self.frames_shown += 1

    @property
    def now_ms(self):
        return self.now_ns / MS

    def close(self):
        if self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.kill()
            self.proc.wait()
        self.proc.stdout.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- time, pins, power ----------------------------------------------------------------
    def run_until(self, ms):
        """Run the chip until emulated time `ms`."""
        return self._ask(op="run", until_ns=int(ms * MS))

    def run_for(self, ms):
        return self.run_until(self.now_ms + ms)

    def next_poll(self, after_ms=None, limit_ms=10000):
        """Run until the firmware next reads its buttons (a frame starts) at or after
        `after_ms`; returns that time in ms."""
        after = self.now_ms if after_ms is None else after_ms
        answer = self._ask(op="run_until_poll", after_ns=int(after * MS),
                           limit_ns=int((max(after, self.now_ms) + limit_ms) * MS))
        if answer["reason"] != "poll":
            raise EmulatorError("the firmware did not read its buttons within %d ms after "
                                "%.1f ms (%s)" % (limit_ms, after, answer["reason"]))
        return answer["poll_ns"] / MS

    def set_button(self, key, pressed):
        """Press (pin low) or release (pin high, the pull-up) one of U D L R A B."""
        self.set_pin(BUTTON_PINS[key], 0 if pressed else 1)

    def set_pin(self, gpio, value):
        """Drive an input pin low (0) or leave it to its pull-up (1)."""
        self._ask(op="pin", gpio=gpio, value=value)

    def power_cycle(self):
        """Power off and on again: RAM and the panel are lost, the flash is kept."""
        self._ask(op="power_cycle")
        self._new_panel()
        self.serial = b""
        self.now_ns = 0

    def cut_power_at(self, ms):
        """Arm a power cut: the next run stops dead at emulated `ms`, even inside a flash
        erase or program (which then leaves that sector or page half done)."""
        self._ask(op="cut_at", ns=int(ms * MS))

    def save_flash(self, path):
        self._ask(op="flash_save", path=os.path.abspath(path))

    def load_flash(self, path):
        """A new chip with this flash image (power-on)."""
        self._ask(op="flash_load", path=os.path.abspath(path))
        self._new_panel()
        self.serial = b""
        self.now_ns = 0

    def read_flash(self, offset, length):
        return bytes.fromhex(self._ask(op="flash_read", offset=offset, length=length)["data"])

    def frame(self):
        """What the panel shows now: the SSD1306 model's memory (page * 128 + column)."""
        return bytes(self.oled.gram)

    # -- the USB serial REPL --------------------------------------------------------------
    def type(self, data):
        self._ask(op="serial", data=bytes(data).hex())

    def read_until(self, text, limit_ms=5000):
        """Run until the serial output holds `text`; returns the output up to and with it."""
        text = text.encode() if isinstance(text, str) else text
        end = self.now_ms + limit_ms
        while text not in self.serial:
            answer = self._ask(op="run_until_serial", text=text.hex(), limit_ns=int(end * MS))
            if answer["reason"] == "time" and text not in self.serial:
                raise EmulatorError("no %r on the serial port within %d ms; last output: %r"
                                    % (text, limit_ms, self.serial[-300:]))
        i = self.serial.index(text) + len(text)
        out, self.serial = self.serial[:i], self.serial[i:]
        self._ask(op="take")
        return out

    def boot_to_repl(self, limit_ms=3000):
        """From power-on (or with main.py running): interrupt it and reach the `>>> ` prompt."""
        # Ctrl-C interrupts main.py only once it runs: knock until the prompt answers.
        for _ in range(int(limit_ms // 100)):
            self.type(b"\x03")
            try:
                self.read_until(b">>> ", 100)
                break
            except EmulatorError:
                continue
        else:
            raise EmulatorError("no REPL prompt within %d ms" % limit_ms)
        self.serial = b""

    def enter_raw_repl(self):
        self.type(b"\r\x03\x03\x01")
        self.read_until(b"raw REPL; CTRL-B to exit\r\n>")

    def exec(self, code, limit_ms=20000):
        """Run `code` in the raw REPL; returns what it printed. Its exception raises
        ScriptError with MicroPython's traceback."""
        self.start(code, limit_ms)
        return self.finish(limit_ms)

    def start(self, code, limit_ms=20000):
        """Send `code` to the raw REPL and let it start; `finish()` waits for its end (in
        between, the test can drive pins and run the chip)."""
        self.enter_raw_repl()
        data = code.encode() if isinstance(code, str) else code
        for i in range(0, len(data), 256):
            self.type(data[i:i + 256])
            self.run_for(1)
        self.type(b"\x04")
        self.read_until(b"OK", limit_ms)

    def finish(self, limit_ms=20000):
        output = self.read_until(b"\x04", limit_ms)[:-1]
        error = self.read_until(b"\x04", limit_ms)[:-1]
        self.read_until(b">", limit_ms)
        self.type(b"\x02")
        self.read_until(b">>> ", limit_ms)
        text = output.decode("utf-8", "replace").replace("\r\n", "\n")
        if error:
            raise ScriptError(error.decode("utf-8", "replace").replace("\r\n", "\n"), text)
        return text

    def put_file(self, name, data):
        """Write `data` to the board's file `name` (folders made as needed)."""
        parts = name.strip("/").split("/")
        code = ["import os", "def _mk(p):\n try: os.mkdir(p)\n except OSError: pass"]
        for i in range(1, len(parts)):
            code.append("_mk(%r)" % ("/" + "/".join(parts[:i])))
        code.append("f = open(%r, 'wb')" % ("/" + "/".join(parts)))
        for i in range(0, len(data), 1024):
            code.append("f.write(%r)" % bytes(data[i:i + 1024]))
        code.append("f.close()")
        self.exec("\n".join(code) + "\n")

    def get_file(self, name):
        out = self.exec("import binascii\nf = open(%r, 'rb')\nprint(binascii.hexlify("
                        "f.read()).decode())\nf.close()\n" % name)
        return bytes.fromhex(out.strip())

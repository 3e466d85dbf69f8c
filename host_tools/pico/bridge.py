"""The emulated Pico's USB serial port behind a pseudo-terminal, for mpremote and `make deploy`.

    with SerialBridge(EmulatedPico()) as bridge:
        subprocess.run(["mpremote", "connect", bridge.port, "fs", "ls"])

While the bridge is open the chip runs flat out (emulated time runs ahead of the host's
clock: timeouts on the host side are generous). Bytes mpremote writes to the pty are typed into
the USB CDC port; what the board sends comes out of it. A `machine.reset()` reboots the chip
with its flash, as a board would, and the pty stays: mpremote finds the board where it was.
Frames and flash operations are recorded on the `EmulatedPico` as usual.
`python -m host_tools.pico.bridge [FLASH_IMAGE]` prints the pty's path and serves it until
Ctrl-C (for trying `make deploy PORT=...` by hand).
"""
import json
import os
import select
import sys
import threading
import tty

from host_tools.pico.board import EmulatedPico


class SerialBridge:
    def __init__(self, pico):
        self.pico = pico
        self.master, self.slave = os.openpty()
        tty.setraw(self.slave)
        self.port = os.ttyname(self.slave)
        self.resets = 0
        self._lock = threading.Lock()
        self._stopped = threading.Event()
        pico.proc.stdin.write(b'{"op":"freerun"}\n')
        pico.proc.stdin.flush()
        self._threads = [threading.Thread(target=self._to_board, daemon=True),
                         threading.Thread(target=self._from_board, daemon=True)]
        for thread in self._threads:
            thread.start()

    def _send(self, command):
        with self._lock:
            self.pico.proc.stdin.write((json.dumps(command) + "\n").encode())
            self.pico.proc.stdin.flush()

    def _to_board(self):
        while not self._stopped.is_set():
            if not select.select([self.master], [], [], 0.1)[0]:
                continue
            try:
                data = os.read(self.master, 4096)
            except OSError:
                return
            if not data or self._stopped.is_set():
                return
            try:
                self._send({"op": "serial", "data": data.hex()})
            except (OSError, ValueError):
                return

    def _from_board(self):
        while True:
            try:
                answer = self.pico._receive()
            except Exception:  # noqa: BLE001 - the emulator went away; close() reports it
                return
            if answer["reason"] == "reset":
                self.resets += 1
            if self.pico.serial:
                data, self.pico.serial = self.pico.serial, b""
                try:
                    os.write(self.master, data)
                except OSError:
                    pass
            if answer["ev"] != "slice":
                return  # the answer to "stop": the bridge is closed

    def close(self):
        """Stop the free run; the chip stays where it got to, for more commands."""
        if self._stopped.is_set():
            return
        self._stopped.set()
        self._send({"op": "stop"})
        for thread in self._threads:
            thread.join(60)
        # What mpremote read is not for the next REPL session: forget it on both sides.
        self.pico.serial = b""
        self.pico._ask(op="take")
        os.close(self.slave)
        os.close(self.master)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def main(argv):
    pico = EmulatedPico(flash_image=argv[0] if argv else None)
    bridge = SerialBridge(pico)
    print("emulated Pico on %s (Ctrl-C stops it)" % bridge.port, flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    finally:
        bridge.close()
        pico.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

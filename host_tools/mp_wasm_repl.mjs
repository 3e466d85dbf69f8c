// The MicroPython WebAssembly port's REPL on stdin/stdout, byte for byte, like a board's
// USB serial REPL: put it behind a pseudo-terminal and mpremote can talk to it (raw REPL,
// `fs cp`, `exec`). A soft reset (Ctrl-D on an empty raw-REPL line) prints what a board
// prints and restarts the REPL; the in-memory filesystem survives it, like a board's flash.
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";

const mp = await loadMicroPython({
  heapsize: 16 * 1024 * 1024,
  linebuffer: false,
  stdout: (bytes) => process.stdout.write(Buffer.from(bytes)),
  stderr: (bytes) => process.stdout.write(Buffer.from(bytes)),
});
// Make the port's filesystem answer like a board's littlefs: "" is the current folder, and
// Emscripten's errno numbers become MicroPython's (mpremote reads them, e.g. 17 = EEXIST).
mp.runPython(`
import os
def _board_like(f):
    def call(*args):
        args = [(a if a != "" else os.getcwd()) for a in args]
        try:
            return f(*args)
        except OSError as e:
            n = {44: 2, 20: 17, 54: 20, 31: 21, 55: 39, 28: 22}.get(e.errno)
            if n is None:
                raise
            raise OSError(n)
    return call
for _name in ("stat", "mkdir", "listdir", "ilistdir", "remove", "rmdir", "rename", "unlink"):
    setattr(os, _name, _board_like(getattr(os, _name)))
import builtins
builtins.open = _board_like(open)
del _name, _board_like, builtins
`);
mp.replInit();

// The event-driven raw REPL of this port stalls in raw-paste mode: answer mpremote's request
// for it ("\x05A\x01") with "R\x00" (understood, not supported) so it uses the plain raw REPL.
const RAW_PASTE = [0x05, 0x41, 0x01];
let held = [];

async function feed(c) {
  const status = await mp.replProcessCharWithAsyncify(c);
  if (status) {  // PYEXEC_FORCED_EXIT: the board would soft-reset here
    process.stdout.write("MPY: soft reboot\r\n");
    mp.replInit();
  }
}

let queue = Promise.resolve();
process.stdin.on("data", (data) => {
  queue = queue.then(async () => {
    for (const c of data) {
      if (c === RAW_PASTE[held.length]) {
        held.push(c);
        if (held.length === RAW_PASTE.length) {
          held = [];
          process.stdout.write("R\x00");
        }
        continue;
      }
      for (const h of held) await feed(h);
      held = [];
      await feed(c);
    }
  });
});
process.stdin.on("end", () => queue.then(() => process.exit(0)));

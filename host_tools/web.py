"""The web app: `make web` builds the static site, `make web-serve` serves it on 127.0.0.1.

`python -m host_tools.web build [--out DIR]` writes (default `build/web/`):
- `bundle.bin`: every on-device file the page runs (`shared_rules/`, `firmware/`,
  `boards/__init__.py`, `boards/web.py`) compiled by mpy-cross as for a board (nothing to
  compile in the page), in one request instead of dozens: a 4-byte little-endian length, a
  JSON list of [path, size], then the files' bytes one after the other;
- `micropython.mjs` and `micropython.wasm` from the pinned npm package
  `@micropython/micropython-webassembly-pyscript`;
- the page (`index.html`, `regalia.js`, `style.css` from `web/`);
- `icon-192.png`, `icon-512.png` from `web/` (a crown in the panel's blue, bold enough to
  read at 48 px, inside the maskable safe zone; `python -m host_tools.web icons` draws them
  again after a change to `CROWN`), and `manifest.webmanifest` naming them;
- `sw.js`, the service worker, whose cache name carries a hash of all the other files, so a
  phone that has the page offline takes a new build as soon as it is online again.

`python -m host_tools.web icons` writes `web/icon-192.png` and `web/icon-512.png` (committed).

`python -m host_tools.web serve [--port 8000] [--dir build/web]` serves a built site on
127.0.0.1 only. Bad arguments or a missing npm package exit with status 2 and one line.
"""
import functools
import hashlib
import http.server
import json
import os
import shutil
import struct
import sys
import tempfile
import threading

from host_tools.build import BUILD, compile_one, device_data, device_sources

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WEB = os.path.join(ROOT, "web")
OUT = os.path.join(BUILD, "web")
PORT_PACKAGE = os.path.join(ROOT, "node_modules", "@micropython",
                            "micropython-webassembly-pyscript")
PORT_FILES = ("micropython.mjs", "micropython.wasm")
PAGE_FILES = ("index.html", "regalia.js", "style.css")
BUNDLED_FOLDERS = ("shared_rules", "firmware", "menu", "words")
BUNDLED_FILES = ("boards/__init__.py", "boards/web.py")
ICON_SIZES = (192, 512)
TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".webmanifest": "application/manifest+json", ".json": "application/json"}


def bundled_paths():
    """The repository paths of every file the page runs, sorted."""
    return sorted(list(BUNDLED_FILES) + device_sources(BUNDLED_FOLDERS, web=True))


def bundle_bytes():
    """The .mpy of every bundled file, and the data files beside them (build.device_data),
    in the bundle format; OSError naming a bad file."""
    entries = []
    blobs = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in bundled_paths():
            target, error = compile_one(path, out_dir=tmp)
            if error:
                raise OSError("mpy-cross cannot compile %s: %s" % (path, error.splitlines()[-1]))
            with open(target, "rb") as f:
                blob = f.read()
            entries.append([path[:-3] + ".mpy", len(blob)])
            blobs.append(blob)
        for path in device_data(BUNDLED_FOLDERS):  # (the words' catalogues: read as files)
            with open(os.path.join(ROOT, path), "rb") as f:
                blob = f.read()
            entries.append([path, len(blob)])
            blobs.append(blob)
    header = json.dumps(entries, separators=(",", ":")).encode()
    return struct.pack("<I", len(header)) + header + b"".join(blobs)


# The home-screen icon: a crown of lit OLED pixels (each a square with the panel's gap).
CROWN = (
    ".#.....##.....#.",
    "##....####....##",
    "###...####...###",
    "###..######..###",
    "####.######.####",
    "################",
    "################",
    "###..##..##..###",
    "################",
    "................",
    "################",
    "################",
)
LIT = (110, 200, 255)
BACKGROUND = (8, 10, 14)
SAFE_ZONE = 0.4  # a maskable icon's content stays in the circle of this radius (x size)


def icon(size):
    """The crown centred on a full square of the page's background (masks cut that, never
    the crown: its corners are inside the safe zone's circle)."""
    from PIL import Image, ImageDraw
    cols, rows = len(CROWN[0]), len(CROWN)
    # The largest whole cell whose crown's corners stay in the safe zone.
    cell = int(2 * SAFE_ZONE * size / (cols * cols + rows * rows) ** 0.5)
    gap = max(1, cell // 8)
    left = (size - cols * cell) // 2
    top = (size - rows * cell) // 2
    square = Image.new("RGB", (size, size), BACKGROUND)
    draw = ImageDraw.Draw(square)
    for r, line in enumerate(CROWN):
        for c, mark in enumerate(line):
            if mark == "#":
                x, y = left + c * cell, top + r * cell
                draw.rectangle((x, y, x + cell - gap - 1, y + cell - gap - 1), fill=LIT)
    return square


def write_icons(folder=WEB):
    paths = []
    for size in ICON_SIZES:
        path = os.path.join(folder, "icon-%d.png" % size)
        icon(size).save(path, optimize=True)
        paths.append(path)
    return paths


def manifest():
    return {
        "name": "Regalia",
        "short_name": "Regalia",
        "description": "A pocket referee and score sheet for King, Regicide and Kings and "
                       "Treasures, played with real cards.",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "orientation": "any",
        "background_color": "#080a0e",
        "theme_color": "#080a0e",
        "icons": [{"src": "icon-%d.png" % size, "sizes": "%dx%d" % (size, size),
                   "type": "image/png", "purpose": "any maskable"} for size in ICON_SIZES],
    }


def content_hash(folder, names):
    digest = hashlib.sha256()
    for name in sorted(names):
        digest.update(name.encode() + b"\0")
        with open(os.path.join(folder, name), "rb") as f:
            digest.update(f.read())
        digest.update(b"\0")
    return digest.hexdigest()[:16]


def build(out=OUT):
    """Write the site into `out` (emptied first); returns {file name: size in bytes}."""
    for name in PORT_FILES:
        if not os.path.isfile(os.path.join(PORT_PACKAGE, name)):
            raise OSError("%s missing from node_modules: run `make setup` (npm ci) first"
                          % name)
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    for name in PORT_FILES:
        shutil.copyfile(os.path.join(PORT_PACKAGE, name), os.path.join(out, name))
    for name in PAGE_FILES:
        shutil.copyfile(os.path.join(WEB, name), os.path.join(out, name))
    with open(os.path.join(out, "bundle.bin"), "wb") as f:
        f.write(bundle_bytes())
    for size in ICON_SIZES:
        name = "icon-%d.png" % size
        shutil.copyfile(os.path.join(WEB, name), os.path.join(out, name))
    with open(os.path.join(out, "manifest.webmanifest"), "w", encoding="utf-8") as f:
        json.dump(manifest(), f, indent=1)
    names = sorted(os.listdir(out))
    with open(os.path.join(WEB, "sw.js"), encoding="utf-8") as f:
        worker = f.read()
    worker = worker.replace("@HASH@", content_hash(out, names))
    worker = worker.replace("@FILES@", json.dumps(["./"] + names))
    with open(os.path.join(out, "sw.js"), "w", encoding="utf-8") as f:
        f.write(worker)
    return {name: os.path.getsize(os.path.join(out, name)) for name in sorted(os.listdir(out))}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES)

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        if self.server.verbose:
            super().log_message(format, *args)


def server(folder=OUT, port=0, verbose=False):
    """A started HTTP server for `folder` on 127.0.0.1 (port 0: any free one), in a thread.

    `server.server_address[1]` is the port; `server.shutdown()` stops it.
    """
    handler = functools.partial(Handler, directory=folder)
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    httpd.verbose = verbose
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


def _options(args, known):
    values = {}
    while args:
        arg = args.pop(0)
        if arg not in known or not args:
            raise ValueError("unknown option %s" % arg if arg not in known
                             else "%s needs a value" % arg)
        values[arg] = args.pop(0)
    return values


def main(argv):
    args = list(argv)
    verb = args.pop(0) if args else None
    try:
        if verb == "build":
            out = _options(args, ("--out",)).get("--out", OUT)
            sizes = build(out)
            for name, size in sizes.items():
                print("%-22s %9d" % (name, size))
            print("built %s (%d files, %d bytes)"
                  % (os.path.relpath(out, os.getcwd()), len(sizes), sum(sizes.values())))
            return 0
        if verb == "icons" and not args:
            for path in write_icons():
                print("wrote %s" % os.path.relpath(path, os.getcwd()))
            return 0
        if verb == "serve":
            values = _options(args, ("--port", "--dir"))
            folder = values.get("--dir", OUT)
            port = int(values.get("--port", "8000"))
            if not os.path.isfile(os.path.join(folder, "index.html")):
                raise ValueError("no site in %s: run `make web` first" % folder)
            httpd = server(folder, port, verbose=True)
            print("serving %s on http://127.0.0.1:%d/ (Ctrl-C stops)"
                  % (os.path.relpath(folder, os.getcwd()), httpd.server_address[1]))
            try:
                threading.Event().wait()
            except KeyboardInterrupt:
                httpd.shutdown()
            return 0
    except (ValueError, OSError) as e:
        print("error: %s" % e, file=sys.stderr)
        return 2
    print("usage: python -m host_tools.web build [--out DIR] | icons | serve [--port N] "
          "[--dir DIR]",
          file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

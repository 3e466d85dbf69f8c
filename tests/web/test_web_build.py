"""`make web`'s static site: the bundle, the port, the page, icons, manifest, service worker;
the command line; `make test` without a Chromium."""
import json
import os
import re
import struct
import subprocess
import sys

import pytest
from PIL import Image

from host_tools import web
from host_tools.build import HOST_ONLY
from host_tools.micropython_runner import ROOT


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = str(tmp_path_factory.mktemp("site") / "web")
    sizes = web.build(out)
    return out, sizes


def unbundle(path):
    with open(path, "rb") as f:
        data = f.read()
    (length,) = struct.unpack("<I", data[:4])
    entries = json.loads(data[4:4 + length])
    files = {}
    offset = 4 + length
    for name, size in entries:
        files[name] = data[offset:offset + size]
        offset += size
    assert offset == len(data)
    return files


def test_the_site_has_the_page_the_port_the_bundle_and_the_offline_files(site):
    out, sizes = site
    assert sorted(sizes) == sorted(os.listdir(out)) == [
        "bundle.bin", "icon-192.png", "icon-512.png", "index.html", "manifest.webmanifest",
        "micropython.mjs", "micropython.wasm", "regalia.js", "style.css", "sw.js"]
    with open(os.path.join(out, "micropython.wasm"), "rb") as f:
        assert f.read(4) == b"\0asm"


def test_the_bundle_holds_every_on_device_file_compiled_and_no_other_board(site):
    out, _ = site
    files = unbundle(os.path.join(out, "bundle.bin"))
    sources = ["boards/__init__.py", "boards/web.py"]
    for top in ("firmware", "shared_rules", "menu", "words"):  # their packages too
        for folder, _, names in os.walk(os.path.join(ROOT, top)):
            sources += [os.path.relpath(os.path.join(folder, n), ROOT) for n in names
                        if n.endswith(".py")]
    sources = [p for p in sources if p not in HOST_ONLY]  # the host's and the tests' own
    # and the languages' catalogues, data files read a line at a time (words/lookup.py), as
    # they are
    data = sorted(p for p in os.listdir(os.path.join(ROOT, "words")) if p.endswith(".txt"))
    assert "sv_menu.txt" in data
    assert sorted(files) == sorted([p[:-3] + ".mpy" for p in sources]
                                   + ["words/" + p for p in data])
    for name, blob in files.items():
        if name.endswith(".txt"):
            with open(os.path.join(ROOT, name), "rb") as f:
                assert blob == f.read(), name
            continue
        assert blob[:2] == b"M\x06", name  # .mpy format 6, what MicroPython 1.22+ loads


def test_every_file_the_page_names_is_in_the_site(site):
    out, _ = site
    with open(os.path.join(out, "index.html")) as f:
        page = f.read()
    named = re.findall(r'(?:href|src)="([^"]+)"', page)
    assert "regalia.js" in named and "manifest.webmanifest" in named
    for name in named:
        assert os.path.isfile(os.path.join(out, name)), name
    with open(os.path.join(out, "regalia.js")) as f:
        script = f.read()
    loaded = ["".join(found) for found in
              re.findall(r'"\./([^"]+)"|fetch\("([^"]+)"\)|register\("([^"]+)"\)', script)]
    assert sorted(loaded) == ["bundle.bin", "micropython.mjs", "sw.js"]
    for name in loaded:
        assert os.path.isfile(os.path.join(out, name)), name


def test_the_manifest_names_bold_maskable_icons_the_tool_draws(site):
    out, _ = site
    with open(os.path.join(out, "manifest.webmanifest")) as f:
        manifest = json.load(f)
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    assert [i["sizes"] for i in manifest["icons"]] == ["192x192", "512x512"]
    for icon in manifest["icons"]:
        assert icon["purpose"] == "any maskable"
        with Image.open(os.path.join(out, icon["src"])) as img:
            assert "%dx%d" % img.size == icon["sizes"]
            assert img.mode == "RGB"  # opaque: a mask cuts the page's colour, never a hole
            pixels = img.load()
            size = img.size[0]
            lit = [(x, y) for y in range(size) for x in range(size)
                   if pixels[x, y] == web.LIT]  # the OLED blue
            # Everything inside the maskable safe zone (a circle of radius 40 %) ...
            radius = web.SAFE_ZONE * size
            assert all((x + 0.5 - size / 2) ** 2 + (y + 0.5 - size / 2) ** 2 <= radius ** 2
                       for x, y in lit), icon
            # ... and bold: over a fifth of it lit (the splash text lit 4 % of the icon).
            assert len(lit) >= 0.2 * 3.14159 * radius ** 2, (icon, len(lit))
            # The committed file is what `python -m host_tools.web icons` draws now.
            assert img.tobytes() == web.icon(size).tobytes(), icon


def test_the_service_worker_caches_every_file_under_a_content_hash(site):
    out, sizes = site
    with open(os.path.join(out, "sw.js")) as f:
        worker = f.read()
    cache = re.search(r'const CACHE = "regalia-([0-9a-f]{16})"', worker).group(1)
    files = json.loads(re.search(r"const FILES = (\[.*\]);", worker).group(1))
    others = sorted(n for n in sizes if n != "sw.js")
    assert files[0] == "./" and sorted(files[1:]) == others
    assert cache == web.content_hash(out, others)


def test_the_cache_name_changes_with_any_file(tmp_path):
    for name, text in (("a.js", "one"), ("b.bin", "two")):
        (tmp_path / name).write_text(text)
    before = web.content_hash(str(tmp_path), ["a.js", "b.bin"])
    (tmp_path / "b.bin").write_text("two!")
    assert web.content_hash(str(tmp_path), ["a.js", "b.bin"]) != before


def run_web(*args):
    return subprocess.run([sys.executable, "-m", "host_tools.web"] + list(args), cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_bad_arguments_exit_2_with_one_line(tmp_path):
    for args in ((), ("deploy",), ("build", "--colour", "red"), ("build", "--out"),
                 ("serve", "--dir", str(tmp_path))):
        result = run_web(*args)
        assert result.returncode == 2, args
        assert len(result.stderr.strip().splitlines()) == 1, (args, result.stderr)
    assert "make web" in run_web("serve", "--dir", str(tmp_path)).stderr


def test_make_test_without_chromium_says_how_to_install_it():
    result = subprocess.run(["make", "-s", "-o", "setup", "-o", "lint", "test", "CHROMIUM=/no/chromium",
                             "PY=echo", "WORKERS=2"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    lines = result.stdout.strip().splitlines()
    assert result.returncode == 0
    assert lines[0] == ("browser tests skipped: no Chromium at /no/chromium "
                        "(apt-get install -y chromium)")
    assert lines[1] == "-m pytest -n 2 tests --ignore=tests/web/test_web_browser.py"

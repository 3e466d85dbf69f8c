"""Golden frames of the scripted firmware run, kept as PNG files in `tests/golden/`.

Regenerate after an intended change of the screens, then review the PNGs (English here,
Svenska and Dansk in `sv/` and `da/`):

    .venv/bin/python -m tests.support.firmware_golden --update

`--sheet out.png` also writes all frames side by side (scaled up) for review.
Host only (Pillow): 128x64 one-bit images, white = lit pixel.
"""
import os
import sys

from PIL import Image

from tests.support.paths import TESTS as HERE
GOLDEN = os.path.join(HERE, "golden")
W, H = 128, 64


def frame_to_image(frame):
    img = Image.new("1", (W, H), 0)
    px = img.load()
    for y in range(H):
        row = (y >> 3) * W
        bit = y & 7
        for x in range(W):
            if (frame[row + x] >> bit) & 1:
                px[x, y] = 1
    return img


def image_to_frame(img):
    img = img.convert("1")
    if img.size != (W, H):
        raise ValueError("golden image must be %dx%d, not %r" % (W, H, img.size))
    px = img.load()
    frame = bytearray(W * H // 8)
    for y in range(H):
        for x in range(W):
            if px[x, y]:
                frame[(y >> 3) * W + x] |= 1 << (y & 7)
    return bytes(frame)


# The whole scripted King sheet in each language of Settings: English at the folder's top,
# Svenska and Dansk in sv/ and da/ (issue 38)
LANGS = ("en", "sv", "da")


def golden_dir(lang="en"):
    return GOLDEN if lang == "en" else os.path.join(GOLDEN, lang)


def golden_path(name, lang="en"):
    return os.path.join(golden_dir(lang), name + ".png")


def load_golden(name, lang="en"):
    with Image.open(golden_path(name, lang)) as img:
        return image_to_frame(img)


def contact_sheet(snaps, scale=2, columns=3):
    rows = (len(snaps) + columns - 1) // columns
    sheet = Image.new("L", (columns * (W * scale + 8), rows * (H * scale + 8)), 60)
    for i, (name, frame) in enumerate(snaps):
        img = frame_to_image(frame).convert("L").resize((W * scale, H * scale))
        sheet.paste(img, ((i % columns) * (W * scale + 8) + 4, (i // columns) * (H * scale + 8) + 4))
    return sheet


def main(argv):
    from tests.support.firmware_script import run_whole_game
    snaps = run_whole_game()
    if "--update" in argv:
        for lang in LANGS:
            folder = golden_dir(lang)
            os.makedirs(folder, exist_ok=True)
            for name in os.listdir(folder):
                if name.endswith(".png"):
                    os.remove(os.path.join(folder, name))
            for name, frame in run_whole_game(lang if lang != "en" else None):
                frame_to_image(frame).save(golden_path(name, lang))
            print("wrote %d golden frames to %s" % (len(snaps), folder))
    if "--sheet" in argv:
        out = argv[argv.index("--sheet") + 1]
        contact_sheet(snaps).save(out)
        print("wrote", out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

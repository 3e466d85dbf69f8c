# Input debounce/repeat/long press, saving with checksum and fallback, text wrapping and the
# card picker: the same results on every runtime.
from firmware import storage
from firmware.ui import gfx
from firmware.input import Input
from tests.support.memory_files import MemoryFiles

inp = Input()
t = 0
log = []
for mask, ms in ((0, 40), (1, 20), (0, 20), (2, 900), (0, 60), (32, 300), (0, 60),
                 (32, 1400), (0, 60), (16 | 8, 200), (0, 100)):
    for _ in range(ms // 10):
        ev = inp.update(t, mask)
        if ev or inp.long_b:
            log.append("%d:%d%s" % (t, ev, "L" if inp.long_b else ""))
        t += 10
print("input events:", " ".join(log))

print("checksum:", storage.checksum("RGL king 12345 ♥♠"), storage.checksum(""))
files = MemoryFiles()
storage.save(files, "g.sav", {"n": 1, "names": ["AN", "BO"]})
storage.save(files, "g.sav", {"n": 2, "names": ["CY", "DI"]})
got = storage.load(files, "g.sav")
print("load:", got["n"], got["names"], sorted(files.data))
files.data["g.sav"] = files.data["g.sav"][:-2]
got = storage.load(files, "g.sav")
print("after damage:", got["n"], got["names"])
garbage = MemoryFiles()
garbage.data.update({"short.sav": "RGL 1 5 3\nabc", "empty.sav": "", "tag.sav": "XYZ 1 %d 1\n1" % storage.checksum("1")})
print("load garbage:", [storage.load(garbage, name) for name in sorted(garbage.data)])

print("wrap:", gfx.wrap("kings and jacks add up to 7, not 8 (a long_word_that_is_cut_here)", 12))
print("card labels:", [gfx.card_label(c) == gfx.card_label(c) for c in (4, 41, 55)],
      [ord(ch) for ch in gfx.card_label(41)])
buf = bytearray(1024)
gfx.text(buf, -3, 61, "Clipped ⑩♣ text at every edge of the screen, far beyond")
gfx.invert_rect(buf, 120, 60, 20, 10)
print("clipped text bytes:", storage.checksum("".join(chr(b) for b in buf)))

# The records' log (firmware/records.py): lines, sums, segments, deletes and a cut line read the
# same on every runtime (MicroPython's json and bytes, 31-bit small ints and crc32's big ones).
from firmware import records
from tests.support.memory_files import MemoryFiles

files = MemoryFiles()
for i in range(7):
    names = ("Åsa", "Ben", "Bot 1", "Bot 2") if i % 2 else ("Ann", "Øyvind")
    records.append(files, records.record("king" if i % 2 else "regicide", "sheet", names,
                                         {"deals": [[i * 25, -i * 25, 0, 0]]}, {"lead": "left"},
                                         bots=(2, 3), over=i != 3, date=None))
first = files.data["records0.log"].split(b"\n")[0]
print("first line:", len(first), first[8:11])  # its sum differs: dicts' order is the runtime's
print("index:", records.index(files))
records.delete(files, 4)
upto = records.delete_all(files)
records.append(files, records.record("treasure", "referee", ["Di", "Ed"], {"scores": [31, 30]}))
print("after deletes:", [r["n"] for r in records.each(files)])
records.restore_all(files, upto)
whole = list(records.each(files))
print("restored:", " ".join("%d %s %s %s" % (r["n"], r["game"], r["names"][0], r["over"])
                            for r in whole))
files.data["records0.log"] = files.data["records0.log"][:-7]  # the last line cut short
print("cut:", [r["n"] for r in records.each(files)], records.newest(files))
print("next:", records.append(files, {"game": "king"}), [r["n"] for r in records.each(files)][-3:])
for i in range(260):
    records.append(files, {"game": "regicide", "i": i})
print("kept:", len(records.index(files)), records.newest(files), records.index(files)[0])
print("today:", records.today((2020, 1, 1, 0, 0, 0, 0, 0)), records.today((2026, 12, 4, 9, 7, 0, 4, 338)))

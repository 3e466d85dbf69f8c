"""The language catalogues (words/<lang>_<area>.txt, data files) read whole, for the language
tests (tests/firmware/test_firmware_languages*.py): every line, checked for the form
words/lookup.py reads a line at a time."""
import os

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")


def catalogue(lang, area):
    """{English: the language's line} of a catalogue, in its records' order, with its head and
    its index checked: each line's entry (its hash, its record's offset), sorted."""
    from words.lookup import line_hash
    with open(os.path.join(ROOT, "words", "%s_%s.txt" % (lang, area)), "rb") as f:
        data = f.read()
    count, start = int(data[0:4], 16), int(data[5:9], 16)
    assert data[start - 1:start] == b"\n", (lang, area)
    index = [(int(data[at:at + 4], 16), int(data[at + 5:at + 9], 16))
             for at in range(start, start + 10 * count, 10)]
    assert index == sorted(index), (lang, area)
    records = data[start + 10 * count:]
    assert records.endswith(b"\n") and records.count(b"\n") == 2 * count, (lang, area)
    lines = records[:-1].decode("utf-8").split("\n")
    keys, words = lines[0::2], lines[1::2]
    assert len(set(keys)) == len(keys), (lang, area)
    at = start + 10 * count
    entries = []
    for english, said in zip(keys, words):
        entries.append((line_hash(english.encode("utf-8")), at))
        at += len(("%s\n%s\n" % (english, said)).encode("utf-8"))
    assert sorted(entries) == index, (lang, area)
    return dict(zip(keys, words))

"""The language catalogues (words/<lang>_<area>.txt, data files read a line at a time by
words/lookup.py) made from host_tools/word_rows/: each area's lines (English, Svenska, Dansk),
in the words docs/languages.md decided. Edit a word_rows module and run
`python -m host_tools.make_words`; the catalogues say "do not edit".
"""
import importlib
import os

from words.lookup import line_hash

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORDS = os.path.join(ROOT, "words")
LANG = {"sv": (1, "Svenska"), "da": (2, "Dansk")}


def areas():
    """{area: its word_rows module}: every module of host_tools/word_rows/ with an ABOUT."""
    found = {}
    for name in sorted(os.listdir(os.path.join(ROOT, "host_tools", "word_rows"))):
        if name.endswith(".py") and not name.startswith("_"):
            mod = importlib.import_module("host_tools.word_rows." + name[:-3])
            if hasattr(mod, "ABOUT"):
                found[name[:-3]] = mod
    return found


# The head line: the count of lines and where the index starts (4 hex digits each), then what
# the file is. words/lookup.py reads its first 10 bytes.
HEAD = ("%04x %04x %s, %s: made by host_tools/make_words.py from host_tools/word_rows/%s.py, "
        + "do not edit\n")
ENTRY = "%04x %04x\n"  # an index entry: the English line's hash, its record's offset


def catalogue_bytes(pairs, about="", lang="", area=""):
    """A catalogue's file (UTF-8) of `pairs` (English, the language's line): the head, the
    index sorted by hash (then by offset), the records "English\nLanguage\n" in the rows'
    order."""
    records = [("%s\n%s\n" % pair).encode("utf-8") for pair in pairs]
    for english, words in pairs:
        assert english and "\n" not in english + words, (area, english)
    about = about.replace("\n", " ")
    head = (HEAD % (len(pairs), 0, lang, about, area)).encode("utf-8")
    start = len(head)
    at = start + len(ENTRY % (0, 0)) * len(pairs)
    index = []
    for (english, _), record in zip(pairs, records):
        index.append((line_hash(english.encode("utf-8")), at))
        at += len(record)
    assert at <= 0xFFFF, (lang, area, at)  # (offsets of 4 hex digits)
    assert start <= 0xFFFF
    head = (HEAD % (len(pairs), start, lang, about, area)).encode("utf-8")
    return b"".join([head] + [(ENTRY % entry).encode() for entry in sorted(index)] + records)


def catalogue_text(area, mod, lang):
    """The bytes of words/<lang>_<area>.txt."""
    col, name = LANG[lang]
    return catalogue_bytes([(r[0], r[col]) for r in mod.ROWS], mod.ABOUT, name, area)


def catalogue_path(lang, area):
    return os.path.join(WORDS, "%s_%s.txt" % (lang, area))


def main():
    for area, mod in areas().items():
        for lang in LANG:
            with open(catalogue_path(lang, area), "wb") as f:
                f.write(catalogue_text(area, mod, lang))


if __name__ == "__main__":
    main()

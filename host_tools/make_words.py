"""The language catalogues (words/<lang>_<area>.py) made from host_tools/word_rows/: each area's
lines (English, Svenska, Dansk), in the words docs/languages.md decided. Edit a word_rows
module and run `python -m host_tools.make_words`; the catalogues say "do not edit".
"""
import importlib
import os

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


def catalogue_text(area, mod, lang):
    """The text of words/<lang>_<area>.py."""
    col, name = LANG[lang]
    return "".join((
        '"""%s: %s.\n\n' % (name, mod.ABOUT),
        "`K` is the English of each line, `W` its %s, line for line\n" % name,
        "(docs/languages.md, \"How the device speaks\"): words/language.py's `tr` finds\n",
        "a line of K and gives the same line of W. Two strings, no dict: the least RAM.\n",
        "Made by host_tools/make_words.py: do not edit.\n\"\"\"\n",
        'K = """\n' + "".join(r[0] + "\n" for r in mod.ROWS) + '"""\n',
        'W = """\n' + "".join(r[col] + "\n" for r in mod.ROWS) + '"""\n'))


def main():
    for area, mod in areas().items():
        for lang in LANG:
            path = os.path.join(WORDS, "%s_%s.py" % (lang, area))
            with open(path, "w", encoding="utf-8") as f:
                f.write(catalogue_text(area, mod, lang))


if __name__ == "__main__":
    main()

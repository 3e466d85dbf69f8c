"""The language catalogues (words/<lang>_<area>.py) read as the device reads them, for the
language tests (tests/firmware/test_firmware_languages*.py)."""
import os

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")


def catalogue(lang, area):
    """{English: the language's line} of a catalogue, read as `words/language.py`'s `tr` reads
    it (two strings, a line each: K the English, W the language's)."""
    mod = __import__("words.%s_%s" % (lang, area), None, None, ("K",))
    assert mod.K.startswith("\n") and mod.K.endswith("\n")
    assert mod.W.startswith("\n") and mod.W.endswith("\n")
    keys, words = mod.K[1:-1].split("\n"), mod.W[1:-1].split("\n")
    assert len(keys) == len(words), (lang, area)
    assert len(set(keys)) == len(keys), (lang, area)
    return dict(zip(keys, words))

"""The Swedish and Danish letters (issue 38): the font draws Å Ä Ö Æ Ø å ä ö æ ø é in the small
and the large type, each told apart from its plain letter and from every other glyph (Ø from
the slashed zero), the names' editor offers the capitals, and a name kept with them survives
the settings' reading."""
from firmware import names, storage
from menu import players
from firmware.ui import font, gfx
from tests.support.glyphs import glyph_pixels
from tests.support.firmware_script import Driver, initials
from tests.support.memory_files import MemoryFiles

PLAIN = {"Å": "A", "Ä": "A", "Ö": "O", "Æ": "E", "Ø": "O", "å": "a", "ä": "a", "ö": "o",
         "æ": "e", "ø": "o", "é": "e"}


def differ(a, b):
    return sum(x != y for ra, rb in zip(a, b) for x, y in zip(ra, rb))


def test_each_letter_is_drawn_and_unlike_its_plain_letter_and_every_other_glyph():
    assert sorted(font.LETTERS) == sorted(PLAIN)
    everything = [chr(c) for c in range(33, 127)] + list(font.EXTRA)
    drawn = {ch: glyph_pixels(ch) for ch in everything}
    unknown = glyph_pixels("\u20ac")  # a glyph the font lacks is drawn as "?"
    for ch in font.LETTERS:
        assert drawn[ch] != unknown, ch
        assert differ(drawn[ch], drawn[PLAIN[ch]]) >= 2, ch  # two dots at the least
        for other in everything:
            if other != ch:
                assert differ(drawn[ch], drawn[other]) >= 2, (ch, other)
    assert differ(drawn["Ø"], drawn["0"]) >= 4  # not the slashed zero


def test_the_large_type_draws_them_twice_as_large():
    for ch in font.LETTERS:
        small, big = bytearray(1024), bytearray(1024)
        gfx.text(small, 0, 0, ch)
        gfx.big_text(big, 0, 0, ch)
        ink = sum(bin(b).count("1") for b in small)
        assert ink > 4 and sum(bin(b).count("1") for b in big) == 4 * ink


def test_the_names_editor_offers_the_capitals_after_z():
    assert players.LETTERS.index("Z") + 1 == players.LETTERS.index("Å")
    assert all(c in players.LETTERS for c in "ÅÄÖÆØ")
    assert initials("ANN", "ÅSA")  # a way to spell it, Up or Down


def test_a_name_with_them_is_kept_and_read_back():
    assert names.clean_name("Søren") == "Søre"  # four characters, the ø kept
    assert names.clean_name("Åsa") == "Åsa"
    assert names.clean_name("A€b") == "Ab"  # what the font cannot draw is left out
    files = MemoryFiles()
    storage.save(files, storage.SETTINGS_FILE, {"names": ["Åsa", "Björ", "Søre", "Æbe"],
                                                "recent": ["Åsa"]})
    d = Driver(files)
    d.run(["wait 1600"])
    assert [names.seat_name(d.app, s) for s in range(4)] == ["Åsa", "Björ", "Søre", "Æbe"]
    assert d.app.settings["recent"] == ["Åsa"]

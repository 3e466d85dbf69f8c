# Engine messages in the table's words and names as kept in the settings: identical output
# under CPython, the MicroPython unix port and the WebAssembly port.
from firmware.names import clean_name
from firmware.wording import table_words

NAMES = ("you", "Ann", "Bob", "Cat")
for text in ("2S cannot be played: seat 0 must follow suit C",
             "KH is not in seat 3's hand.", "TC, QH and AD; seat 2", "no heart lead", ""):
    print(table_words(text, NAMES))
for name in (" Annabelle ", "B\x00b", "", "  ", 7, "Zoë"):
    print(repr(clean_name(name, 4)))

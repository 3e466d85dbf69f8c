"""An engine's refusal, the one form every engine gives it: why a move or an entry is not
legal, as a code the device's screens word in the language of Settings and the command line
says in English. Any module of shared_rules/ or firmware/ may import it (it imports nothing).

A refusal is a tuple `(code, values)`:
- `code` is the English sentence with a `%s` for each value ("%s must follow suit %s"). It is
  the key of the screens' catalogues (words/<lang>_<area>.py), as every English line is.
- `values` is a tuple of notation words, one for each `%s`: a card ("QH", "TC"), cards joined
  by "+" ("4S+4H"), a suit letter ("C"), a seat ("seat 2", counted from 0), a number ("3"),
  or a word of the notation as it is.
`english` is its one line for the command line and the tests; firmware/wording.py's `said`
words it for a screen (cards as glyphs, seats by name, the sentence in the language).
"""


def refuse(code, *values):
    """The refusal `code` naming `values` (each made a string)."""
    return code, tuple([str(v) for v in values])


def english(refusal):
    """The refusal's one English line ("seat 2 must follow suit C")."""
    code, values = refusal
    return code % values if values else code

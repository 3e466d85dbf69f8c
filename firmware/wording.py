"""An engine's message in the table's words: cards and suits as glyphs, seats by name.

The engines explain a refusal in their notation ("2S cannot be played: seat 0 must follow suit
C"); the screen says it as the players do ("2♠ cannot be played: You must follow suit ♣").
`table_words(text, names)` changes only card tokens (rank A 2-9 T J Q K + suit S H D C, also
joined by "+" as in "(4S+4H+4D" or followed by "'s"), "suit X" and "seat N" (0-based, shown by
`names[N]`); every other word stays as it is. `cards_label(codes)` says card codes the same way.
`said(app, refusal, names)` words an engine's refusal (shared_rules/compat.py: a code and its
values) in the language of Settings: the code looked up in the open mode's catalogue, each
value said as the table says it.
"""
from shared_rules.cards import JOKER
from firmware.ui import gfx
from firmware.ui.gfx import SUIT_GLYPHS, card_label

_RANKS = "A23456789TJQK"
_SUITS = "SHDC"
_PUNCT = ".,:;!?)"


def _card(word):
    """The glyphs of a card token (e.g. "TC" -> "⑩♣", "JH" -> "Kn♥" in Swedish), or None if
    `word` is not one: the rank as the screen draws it (gfx.RANK_GLYPHS)."""
    if len(word) == 2 and word[0] in _RANKS and word[1] in _SUITS:
        return gfx.RANK_GLYPHS[_RANKS.find(word[0])] + SUIT_GLYPHS[_SUITS.find(word[1])]
    return None


def _cards(word):
    """The glyphs of "4S+4H", "(JD" or "JD's"; None unless every part is a card token."""
    head = ""
    while word[:1] == "(":
        head += "("
        word = word[1:]
    tail = ""
    if word.endswith("'s"):
        word, tail = word[:-2], "'s"
    out = []
    for part in word.split("+"):
        glyphs = _card(part)
        if glyphs is None:
            return None
        out.append(glyphs)
    return head + "+".join(out) + tail


def table_words(text, names):
    words = text.split(" ")
    out = []
    i = 0
    while i < len(words):
        word = words[i]
        core = word
        tail = ""
        while core and core[-1] in _PUNCT:
            tail = core[-1] + tail
            core = core[:-1]
        nxt = words[i + 1] if i + 1 < len(words) else ""
        nxt_core = nxt.rstrip(_PUNCT)
        if core in ("seat", "Seat") and nxt_core[:1].isdigit():
            seat = int(nxt_core[0])
            rest = nxt[1:]  # "'s" or punctuation after the number
            name = names[seat] if seat < len(names) else "P%d" % (seat + 1)
            out.append(name + rest)
            i += 2
            continue
        if core == "suit" and nxt_core in ("S", "H", "D", "C"):
            out.append("suit " + SUIT_GLYPHS[_SUITS.find(nxt_core)] + nxt[1:])
            i += 2
            continue
        glyphs = _cards(core)
        out.append(glyphs + tail if glyphs else word)
        i += 1
    return " ".join(out)


def value_words(value, names):
    """One value of a refusal as the table says it: a seat ("seat 2") by its name, a card or
    cards ("QH", "4S+4H") as glyphs, a suit letter as its glyph, anything else as it is."""
    if value.startswith("seat ") and value[5:].isdigit():
        seat = int(value[5:])
        return names[seat] if seat < len(names) else "P%d" % (seat + 1)
    if len(value) == 1 and value in _SUITS:
        return SUIT_GLYPHS[_SUITS.find(value)]
    glyphs = _cards(value)
    return glyphs if glyphs else value


def said(app, refusal, names, area=None):
    """An engine's refusal (shared_rules/compat.py) in the language of Settings, its values
    said as the table says them (`value_words`); its code looked up in the catalogue of
    `area`, else of the open mode. `refusal` may be a refused move's exception's args
    (shared_rules/king/why.py's `Refused`: the refusal), or another's one line."""
    from firmware.ui.widgets import tr
    code, values = refusal if len(refusal) == 2 else (str(refusal[0]), ())
    text = tr(app, code, area)
    if not values:
        return text
    return text % tuple([value_words(v, names) for v in values])


def cards_label(cards):
    """Card glyphs for a short line: '5♠ 5♥' (no spaces when there are many)."""
    labels = [card_label(c) if c != JOKER else "JK" for c in cards]
    return (" " if len(labels) <= 7 else "").join(labels)

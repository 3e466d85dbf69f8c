"""An engine's message in the table's words: cards and suits as glyphs, seats by name.

The engines explain a refusal in their notation ("2S cannot be played: seat 0 must follow suit
C"); the screen says it as the players do ("2♠ cannot be played: You must follow suit ♣").
`table_words(text, names)` changes only card tokens (rank A 2-9 T J Q K + suit S H D C, also
joined by "+" as in "(4S+4H+4D" or followed by "'s"), "suit X" and "seat N" (0-based, shown by
`names[N]`); every other word stays as it is. `cards_label(codes)` says card codes the same way.
"""
from shared_rules.cards import JOKER
from firmware.ui.gfx import SUIT_GLYPHS, TEN, card_label

_RANKS = "A23456789TJQK"
_SUITS = "SHDC"
_PUNCT = ".,:;!?)"


def _card(word):
    """The glyphs of a card token (e.g. "TC" -> "⑩♣"), or None if `word` is not one."""
    if len(word) == 2 and word[0] in _RANKS and word[1] in _SUITS:
        rank = TEN if word[0] == "T" else word[0]
        return rank + SUIT_GLYPHS[_SUITS.find(word[1])]
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


def cards_label(cards):
    """Card glyphs for a short line: '5♠ 5♥' (no spaces when there are many)."""
    labels = [card_label(c) if c != JOKER else "JK" for c in cards]
    return (" " if len(labels) <= 7 else "").join(labels)

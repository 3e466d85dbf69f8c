"""Regicide test positions written in the notation, completed with the cards they leave out.

A test names only the cards that matter (hands, the top of the tavern, the discard, the enemy,
the table); `position` puts every other card somewhere harmless so the position is whole
(52 cards and the tavern's Jesters exactly once), and fills in the enemy's damage and shield
from the table unless given.
"""
from shared_rules import cards as C
from shared_rules.regicide import game as R
from shared_rules.regicide import rules
from shared_rules.regicide.cards import CASTLE, DISCARD, ENEMY, TABLE, TAVERN


def position(hands, enemy="JC", table=(), tavern=(), discard=(), castle=None, turn=0,  # noqa: PLR0913, PLR0917 - a keyword for each field of the notation
             phase="play", owed=None, last_yield=None, solo_jesters=0, solo_yield="never",
             jester_self=True, rest="tavern", damage=None, shield=None):
    """A complete notation dict. `rest` says where unnamed cards go: under the tavern
    (`tavern`), under the discard (`discard`), or split so the tavern keeps `tavern` exactly
    (`discard`)."""
    players = len(hands)
    named = []
    for h in hands:
        named += h
    named += list(tavern) + list(discard) + [enemy]
    for p in table:
        named += p
    if castle is not None:
        named += castle
    used = {t for t in named if t != "JK"}
    if castle is None:
        castle = [C.token(C.card(r, s)) for r in (C.JACK, C.QUEEN, C.KING) for s in range(4)]
        castle = [t for t in castle if t not in used and C.rank(C.parse(t)) >= C.rank(
            C.parse(enemy))]
        used.update(castle)
    others = [C.token(c) for c in C.deck() if C.token(c) not in used]
    jesters = R.TAVERN_JESTERS[players] - named.count("JK")
    others += ["JK"] * jesters
    tavern = list(tavern)
    discard = list(discard)
    if rest == "tavern":
        tavern += others
    else:
        discard = others + discard
    e = C.parse(enemy)
    codes = [tuple(sorted(C.parse_list(list(p)))) for p in table]
    d, s, j = rules.table_effects(e, codes)
    pos = {
        "game": "regicide", "players": players,
        "options": {"solo_yield": solo_yield, "jester_self": jester_self},
        "turn": turn, "phase": phase, "hands": [list(h) for h in hands],
        "tavern": tavern, "discard": discard, "castle": castle,
        "enemy": {"card": enemy, "damage": d if damage is None else damage,
                  "shield": s if shield is None else shield, "jester": j},
        "table": [list(p) for p in table],
        "last_yield": list(last_yield) if last_yield else [False] * players,
        "solo_jesters": solo_jesters,
    }
    if owed is not None:
        pos["owed"] = owed
    return pos


def game(hands, **kw):
    return R.Regicide.from_dict(position(hands, **kw))


def moves_text(g):
    return [R.move_text(m) for m in g.legal_moves()]


def true_place(g, c):
    """Where card `c` really is in the full game `g`, as a `regicide/cards.py` place bit (the
    companion's card tracker is checked against it)."""
    for s in range(g.players):
        if c in g.hands[s]:
            return 1 << s
    if c in g.tavern:
        return TAVERN
    if c in g.discard:
        return DISCARD
    for p in g.table:
        if c in p:
            return TABLE
    if c in g.castle:
        return CASTLE
    assert c == g.enemy, C.token(c)
    return ENEMY

"""Regicide positions from their notation dicts (`game.from_dict`): every key checked,
every card of the game exactly once, the castle's order, the enemy's damage, shield and Jester
agreeing with the plays on the table.

Kept apart from `shared_rules/regicide/game.py` because a game needs it only to load a position
(a resume, an undo, a refused step): `from_dict` imports it for the call alone
(`compat.import_once`), so on a board its code leaves RAM when the position is built. The
game's class is given to `load`; the rules it checks against are `rules.py`'s, so this module
never imports the game's.
"""
from shared_rules import cards as C
from shared_rules.regicide.check import (boolean, booleans, integer, once, options,
                                         out_of_tier, table_play)
from shared_rules.regicide.rules import (PHASE_CHOOSE, PHASE_PAY, PHASE_WON, PHASES, SOLO_FLIPS,
                                         TAVERN_JESTERS, enemy_health, is_court, table_effects)
from shared_rules.rng import Random


_KEYS = ("game", "players", "options", "turn", "phase", "hands", "tavern", "discard", "castle",
         "enemy", "table", "last_yield", "solo_jesters")


def _cards(v, what):
    if not isinstance(v, list):
        raise ValueError("%s must be a list of card tokens" % what)
    out = []
    for t in v:
        try:
            c = C.parse(t)
        except ValueError as e:
            raise ValueError("%s: %s" % (what, e))
        if c == C.EMPTY or C.is_face_down(c):
            raise ValueError("%s: %r is not a card of the game" % (what, t))
        out.append(c)
    return out


def load(cls, d):
    """The game (of class `cls`) at the notation dict `d`; ValueError naming the problem. In
    steps, each a function of its own (on a board each is one small block of the heap)."""
    g = _game(cls, d)
    _phase(g, d)
    _piles(g, d)
    _table(g, d)
    _enemy(g, d)
    _rest(g, d)
    _check_cards(g)
    _check_castle(g)
    _check_enemy_state(g)
    if g.phase == PHASE_CHOOSE and (not g.table or g.table[-1][0] != C.JOKER):
        raise ValueError("choose_next follows a Jester: the last play on the table must be JK")
    if "rng" not in d:
        seed = 0
        for i, c in enumerate(g.all_cards()):
            seed = (seed * 31 + c + i) % 1000003
        g.rng = Random(seed)
    return g


def _game(cls, d):
    """A game of the dict's players and options, its keys checked."""
    if not isinstance(d, dict):
        raise ValueError("a position must be a JSON object")
    for k in _KEYS:
        if k not in d:
            raise ValueError("missing key %r" % k)
    for k in d:
        if k not in _KEYS and k not in ("owed", "rng"):
            raise ValueError("unknown key %r" % k)
    if d["game"] != "regicide":
        raise ValueError("not a regicide position (game %r)" % (d["game"],))
    players = integer(d, "players", 1, 4)
    solo_yield, jester_self = options(d["options"])
    return cls(players, solo_yield, jester_self)


def _phase(g, d):
    """The seat to act, the phase and, in the pay phase, what is owed."""
    g.turn = integer(d, "turn", 0, g.players - 1)
    phase = d["phase"]
    if phase not in PHASES:
        raise ValueError("phase must be one of %s, not %r" % (", ".join(PHASES), phase))
    g.phase = phase
    if phase == PHASE_PAY:
        if "owed" not in d:
            raise ValueError("a pay phase needs \"owed\"")
        g.owed = integer(d, "owed", 1, 20)
    elif "owed" in d:
        raise ValueError("\"owed\" belongs to the pay phase only")


def _piles(g, d):
    """The hands (none over the maximum), the tavern, the discard and the castle."""
    hands = d["hands"]
    if not isinstance(hands, list) or len(hands) != g.players:
        raise ValueError("hands must be a list of %d hands" % g.players)
    g.hands = [_cards(h, "hand %d" % i) for i, h in enumerate(hands)]
    for i, h in enumerate(g.hands):
        if len(h) > g.max_hand:
            raise ValueError("hand %d holds %d cards, more than the maximum %d"
                             % (i, len(h), g.max_hand))
    g.tavern = _cards(d["tavern"], "tavern")
    g.discard = _cards(d["discard"], "discard")
    g.castle = _cards(d["castle"], "castle")


def _table(g, d):
    """The plays on the table, each a legal play."""
    table = d["table"]
    if not isinstance(table, list):
        raise ValueError("table must be a list of plays")
    for i, p in enumerate(table):
        play = tuple(sorted(_cards(p, "table play %d" % i)))
        table_play(i, play)
        g.table.append(play)


def _enemy(g, d):
    """The enemy (none only in a won game): a court card, its damage, shield and Jester."""
    enemy = d["enemy"]
    if enemy is None:
        if g.phase != PHASE_WON:
            raise ValueError("there is no enemy only when the game is won")
        if g.castle or g.table:
            raise ValueError("a won game has an empty castle and table")
        return
    if g.phase == PHASE_WON:
        raise ValueError("a won game has no enemy (enemy: null)")
    if not isinstance(enemy, dict):
        raise ValueError("enemy must be an object or null")
    for k in ("card", "damage", "shield", "jester"):
        if k not in enemy:
            raise ValueError("enemy: missing key %r" % k)
    if len(enemy) != 4:
        raise ValueError("enemy has unknown keys")
    e = _cards([enemy["card"]], "enemy")[0]
    if not is_court(e):
        raise ValueError("the enemy must be a Jack, Queen or King, not %s" % enemy["card"])
    g.enemy = e
    g.damage = integer(enemy, "damage", 0, enemy_health(e) - 1)
    g.shield = integer(enemy, "shield", 0, 1000)
    g.jester = boolean(enemy["jester"], "enemy jester")


def _rest(g, d):
    """Who yielded last, the solo Jesters flipped, the shuffler's state."""
    g.last_yield = booleans(d["last_yield"], g.players, "last_yield")
    g.solo_jesters = integer(d, "solo_jesters", 0, SOLO_FLIPS if g.players == 1 else 0)
    if "rng" in d:
        g.rng.set_state(d["rng"])  # rng.saved_state's checks, the same for every game
        g.rng_in_notation = True


def _check_cards(g):
    """Every card of the game exactly once: the 52 cards and the tavern's Jesters."""
    seen = bytearray(64)
    jesters = 0
    for c in g.all_cards():
        if c == C.JOKER:
            jesters += 1
            continue
        once(seen, c)
    missing = [C.token(c) for c in C.deck() if not seen[c]]
    if missing:
        raise ValueError("cards missing: %s" % " ".join(missing))
    if jesters != TAVERN_JESTERS[g.players]:
        raise ValueError("a %d-player game has %d Jester(s) in play, not %d"
                         % (g.players, TAVERN_JESTERS[g.players], jesters))


def _check_castle(g):
    for c in g.castle:
        if not is_court(c):
            raise ValueError("the castle holds court cards only, not %s" % C.token(c))
    c = out_of_tier(([g.enemy] if g.enemy else []) + g.castle)
    if c:
        raise ValueError("the castle must hold Jacks, then Queens, then Kings (%s)"
                         % C.token(c))


def _check_enemy_state(g):
    """Damage, shield and Jester follow from the plays on the table: they must agree."""
    if not g.enemy:
        return
    damage, shield, jester = table_effects(g.enemy, g.table)
    if jester != g.jester:
        raise ValueError("enemy jester %s does not match the table" % ("true" if g.jester
                                                                      else "false"))
    if damage != g.damage:
        raise ValueError("enemy damage %d does not match the plays on the table (%d)"
                         % (g.damage, damage))
    if shield != g.shield:
        raise ValueError("enemy shield %d does not match the spades on the table (%d)"
                         % (g.shield, shield))

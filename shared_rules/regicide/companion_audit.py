"""The table companion's loaded table checked whole (`TableCompanion.from_dict`, after
`companion_load.py` built it): the court cards, the plays on the table, the count of
cards, a loss's reason, the card tracker against the table; then the table's effects (damage,
shield, Jester) worked out. A table no game can reach is refused with its reason.

Apart from the loader so that on a board the two modules' code is never in RAM together:
`from_dict` imports each for its call alone (`compat.import_once`), the loader first. It
imports the tracker's places, never the companion: the companion is given to it.
"""
from shared_rules import cards as C
from shared_rules.regicide import rules as R
from shared_rules.regicide.cards import CASTLE, ENEMY, TABLE
from shared_rules.regicide.check import once, out_of_tier, table_play


def audit(t, tracked):
    """Refuse the loaded companion `t` if no game reaches it; else set its table's effects.
    `tracked`: its save had a card tracker (an older save's is made up from the table)."""
    _check_courts(t)
    _check_table(t)
    _check_count(t)
    _check_loss(t)
    if t.enemy:
        t.damage, t.shield, t.jester = R.table_effects(t.enemy, t.table)
    if tracked:
        _check_tracker(t)


def _check_courts(t):
    """Each court card once (defeated, the enemy or in the castle), turned up by tiers; the
    phase agrees with the enemy."""
    seen = bytearray(64)
    courts = t.defeated + ([t.enemy] if t.enemy else []) + t.unrevealed
    for c in courts:
        once(seen, c)
    if len(courts) != 12:
        raise ValueError("the castle, the defeated and the enemy must make 12 court cards")
    c = out_of_tier(courts)
    if c:
        raise ValueError("the defeated, the enemy and the castle must go Jacks, then Queens, "
                         "then Kings (%s)" % C.token(c))
    waiting = t.phase == R.PHASE_REVEAL or t.phase == R.PHASE_WON
    if t.enemy and waiting:
        raise ValueError("phase %s has no enemy" % t.phase)
    if not t.enemy and not waiting:
        raise ValueError("phase %s needs an enemy" % t.phase)
    if (t.phase == R.PHASE_WON) != (not t.unrevealed and not t.enemy):
        raise ValueError("the game is won when no court card is left, and only then")


def _check_table(t):
    """Each play on the table legal, no card twice, no court card that was not defeated (the
    enemy and the castle's are not in a hand), no more Jesters than the game has."""
    if t.table and not t.enemy:
        raise ValueError("plays are on the table only against an enemy")
    seen = bytearray(64)
    jesters = 0
    for i in range(len(t.table)):
        play = t.table[i]
        table_play(i, play)
        for c in play:
            if c == C.JOKER:
                jesters += 1
                continue
            once(seen, c)
            if R.is_court(c) and c not in t.defeated:
                raise ValueError("%s has not been defeated: it cannot be on the table"
                                 % C.token(c))
    if jesters > R.TAVERN_JESTERS[t.players]:
        raise ValueError("the table holds %d Jester(s): a %d-player game has %d"
                         % (jesters, t.players, R.TAVERN_JESTERS[t.players]))


def _check_count(t):
    """The hands, tavern, discard and table hold the game's cards, no more, no fewer: the 40
    number cards, the tavern's Jesters and the defeated enemies (they come back as cards)."""
    cards = t.tavern + t.discard
    for n in t.hand_sizes:
        cards += n
    for p in t.table:
        cards += len(p)
    deck = 40 + R.TAVERN_JESTERS[t.players] + len(t.defeated)
    if cards != deck:
        raise ValueError("the hands, tavern, discard and table hold %d cards, not the %d of "
                         "this game" % (cards, deck))


def _check_loss(t):
    """A loss's reason only in a lost game, and the one the rules give there (the seat to act,
    what it owed, its empty hand: `TableCompanion._lose`'s words); a debt only while it is to
    be paid or was lost over."""
    reason = t.loss_reason
    if t.phase != R.PHASE_LOST:
        if reason:
            raise ValueError("loss_reason belongs to a lost game only")
        if t.owed and t.phase != R.PHASE_PAY:
            raise ValueError("owed belongs to the pay phase only")
        return
    seat = t.turn
    empty = not t.hand_sizes[seat]
    if t.owed:
        reasons = ("seat %d cannot pay %d damage" % (seat, t.owed),
                   "seat %d has no cards to pay %d damage" % (seat, t.owed) if empty else "")
    else:
        reasons = ("seat %d can neither play nor yield" % seat if empty else "",
                   "no cards are left to play" if not sum(t.hand_sizes) else "")
    if not reason or reason not in reasons:
        raise ValueError("loss_reason %r is not why this game is lost (seat %d to act, owing %d)"
                         % (reason, seat, t.owed))


def _check_tracker(t):
    """The tracker puts the table's cards on the table, the castle's in the castle, the enemy
    as the enemy, and no other card in any of them; its tavern holds the tavern's cards."""
    held = 0
    for seg in t.cards.segments:
        held += seg[0]
    if held != t.tavern:
        raise ValueError("cards.segments hold %d cards, the tavern %d" % (held, t.tavern))
    on_table = bytearray(64)
    for p in t.table:
        for c in p:
            if c != C.JOKER:
                on_table[c] = 1
    for c in range(4, 56):
        if on_table[c]:
            place = TABLE
        elif c in t.unrevealed:
            place = CASTLE
        elif c == t.enemy:
            place = ENEMY
        else:
            place = 0
        m = t.cards.where[c]
        if m & (TABLE | CASTLE | ENEMY) != place or (place and m != place):
            raise ValueError("cards.where disagrees with the table, castle and enemy about %s"
                             % C.token(c))

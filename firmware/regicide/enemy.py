"""The Regicide enemy in large type, the way the whole table reads it: the team game's screen
the table companion's status and the solo game draw it so: its card and health left of its
health ("J♣ 14/20"), its attack after the Spade shield, its immunity ("immune ♣", "immune -"
once a Jester cancelled it)."""
from shared_rules import cards as C
from shared_rules.regicide import rules as R
from firmware.ui import gfx
from firmware.ui.widgets import tr


def words(app, enemy, damage, shield):
    """(the enemy's large line, its attack after the shield, "atk" and "immune" in the open
    mode's words), made once per step: a redraw makes no string."""
    health = R.enemy_health(enemy)
    attack = R.enemy_attack(enemy) - shield
    return ("%s %d/%d" % (gfx.card_label(enemy), health - damage, health),
            attack if attack > 0 else 0, tr(app, "atk"), tr(app, "immune"))


def draw(buf, said, enemy, jester, instead=None):
    """Rows 0-29: `said` (`words`) on top, the attack at the right under "atk", the immunity
    below, or `instead` of it (solo's "Lost")."""
    gfx.big_text(buf, 0, 0, said[0])
    gfx.text(buf, 105, 0, said[2])
    gfx.big_number_center(buf, 9, said[1], 96, 32)
    if instead:
        gfx.big_text(buf, 0, 16, instead)
        return
    gfx.big_text(buf, 0, 16, said[3])
    gfx.big_text(buf, 76, 16, "-" if jester else gfx.SUIT_GLYPHS[C.suit(enemy)])

"""A person's move in Kings and Treasures vs bots (firmware/treasure/vs_bots.py): the cell
picked on the grid (A), refused with the engine's reason, its power asked on the grid (cells
marked, Done/Skip beside it) or in a menu (the Thief's King, the Merchant's 4), then the move
played by the board's screen.

The board's `Play` screen holds this module while a person moves (from their first A) and
lets it go while bots move and while the bots' code finds a Hint: on a board the bots' code
and this one are never in RAM together.
"""
from shared_rules import cards
from shared_rules.treasure import game as treasure
from shared_rules.compat import const, import_once
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.treasure.board import CELL_POWERS, REASONS, king_label

WHY = "shared_rules.treasure.why"  # why a cell cannot be reached
WORDING = "firmware.wording"  # a refusal in the language of Settings

_DONE = const(7)  # the cursor column of "Done"/"Skip" beside the grid
_STEAL = "steal"


def pick(play, app):
    """A on the grid: a destination, or a cell marked for the power being asked."""
    if play.power is None:
        if play.col < 7:
            choose(play, app, play.row * 7 + play.col)
        return
    if play.col == _DONE:
        finish_power(play, app)
        return
    cell = play.row * 7 + play.col
    if cell in play.marks:
        play.marks.remove(cell)
    else:
        play.marks.append(cell)
        if len(play.marks) == play.power[2]:
            finish_power(play, app)


def choose(play, app, cell):
    """The person pointed at `cell`: refuse it with the reason, ask the power, or move."""
    s = play.game.state
    name = treasure.cell_name(cell)
    if cell not in s.destinations():  # the referee's reason (its code for the refusal alone)
        why = import_once(WORDING).said(app, import_once(WHY).refusal(s, cell), (), REASONS)
        app.push(ui.Message(why[:1].upper() + why[1:] + "."))
        return
    offer = s.power_choices(cell)
    if not offer:
        play.play(app, name)
        return
    key = next(iter(offer))
    options = offer[key]
    if key in CELL_POWERS:
        play.power = (key, name, CELL_POWERS[key][1])
        play.marks = []
        first = treasure.parse_cell(options[0])
        play.col, play.row = first % 7, first // 7
    elif key == _STEAL:
        items = [ui.tr(app, "Skip")] + [ui.tr(app, "Rob %s") % king_label(s, s.seat_of(o))
                                        for o in options]
        app.push(ui.Menu(ui.tr(app, "Thief: rob a King?"), items, lambda app, i: menu_play(
            play, app, name if i == 0 else "%s steal=%s" % (name, options[i - 1]))))
    else:
        items = [ui.tr(app, "Skip")] + [ui.tr(app, "Discard %s") % gfx.card_label(cards.parse(t))
                                        for t in options]
        app.push(ui.Menu(ui.tr(app, "Merchant: remove a 4?"), items, lambda app, i: menu_play(
            play, app, name if i == 0 else "%s discard=%s" % (name, options[i - 1]))))


def menu_play(play, app, move):
    app.pop_to(play)
    play.play(app, move)


def finish_power(play, app):
    key, name, _ = play.power
    move = name
    if play.marks:
        move = "%s %s=%s" % (name, key, ",".join(treasure.cell_name(c) for c in play.marks))
    if not play.play(app, move):
        play.marks = []

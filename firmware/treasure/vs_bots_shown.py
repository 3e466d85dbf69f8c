"""A bot's move shown in steps on the Kings and Treasures vs bots board
(firmware/treasure/vs_bots.py): at each step the cells framed and the panel's lines, the
table's in large type — where its King stands and goes, its path cell by cell, the card it
took and the power's effect;
and the pause menu's log of the last moves (`log_text`).

The board's `Play` screen holds this module from a bot's move until a person's turn (or the
next bot's decision): on a board it is never in RAM with the bots' code.
"""
from shared_rules import cards
from shared_rules.treasure import game as treasure
from firmware.ui import gfx
from firmware.ui.widgets import tr
from firmware.names import seat_name
from firmware.treasure.board import cell_label


def move_lines(play, app, s):
    """(marked cells, the panel's lines) of the move `play` shows, at its stage: under the
    bot's King and name, one or two lines in large type for the table (where its King stood,
    `>` where it went; the cell its path reached; the card it took) and two small ones (the
    path's count; `took` and the power's effect)."""
    seat, start, dest, move, taken, walked = play.shown
    if play.stage == "from":
        marks = (start, dest)
        lines = (treasure.cell_name(start), ">" + treasure.cell_name(dest), "", "")
    elif play.stage == "path":
        marks = [start] + walked[:play.step]
        lines = (treasure.cell_name(walked[play.step - 1]), "", tr(app, "path"),
                 "%d/%d" % (play.step, len(walked)))
    elif move == "pass":
        marks = [dest]
        lines = ("", "", tr(app, "pass"), "")
    else:
        marks = [dest] + marked_cells(move)
        lines = (cell_label(taken) if taken is not None else "JK", "", tr(app, "took"),
                 describe(app, move))
    return marks, lines


def log_text(app, log, s):
    """The last moves a line each, newest last: "P2 c3 7♠ flip 3" (who, where to, what it
    took, what its power did), "P3 pass"."""
    out = []
    for seat, dest, move, taken in log:
        if move == "pass":
            out.append(tr(app, "%s pass") % seat_name(app, seat))
        else:
            line = "%s %s %s %s" % (seat_name(app, seat), treasure.cell_name(dest),
                                    cell_label(taken) if taken is not None else "JK",
                                    describe(app, move))
            out.append(line.rstrip())
    return "\n".join(out)


def describe(app, move):
    """The power part of a move, short enough for the panel (six characters: `flip 3`,
    `rob K♥`), in the language of Settings."""
    parts = move.split()
    if len(parts) < 2:
        return ""
    key, _, value = parts[1].partition("=")
    if key == "steal":
        return tr(app, "rob %s") % ("K" + gfx.SUIT_GLYPHS[cards.suit_index(value)])
    if key == "discard":
        return tr(app, "out %s") % (gfx.card_label(cards.parse(value)) if value else "4")
    if key == "teleport":
        return tr(app, "to %s") % value
    if key == "knight":
        return "+%s %s" % (gfx.RANK_GLYPHS[10], value)  # the Knight's rank: J, Kn
    n = len(value.split(","))
    return "%s %d" % (tr(app, key), n)


def marked_cells(move):
    """The cells a move's power names (framed while its effect is shown)."""
    parts = move.split()
    if len(parts) < 2:
        return []
    key, _, value = parts[1].partition("=")
    if key in ("steal", "discard") or not value:
        return []
    return [treasure.parse_cell(v) for v in value.split(",")]

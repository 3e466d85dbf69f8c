"""The Regicide companion's rare steps: the game's menu (B on the status screen) and its Undo,
"Where is a card?" and the places of a card in the language, a game's deletion.

Imported for the step alone (`compat.import_once`, from `firmware/regicide/companion.py`,
which passes its game): a game being followed keeps none of this code in RAM between two
steps (the companion's code and its engine's fill a 96 KB board's heap, docs/benchmarks.md).
"""
from shared_rules import cards as C
from shared_rules.compat import import_once
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.ui.card_grid import ranks_from
from firmware.names import seat_name
from firmware.wording import cards_label
from firmware.replay import LABEL_SEPARATOR


def menu(game, app, took=None):
    """B on the status screen: the game's menu in its place (Back to the game, Undo, the game
    menu; B there too), as every mode's. After an undo (`took`: the step taken back, in the
    title) it opens on its Undo line again: one press a step."""
    tr = ui.tr
    last = game.history.label()
    last = label_words(app, last) if last else None
    took = label_words(app, took) if took else None
    box = ui.PauseMenu(game.status, ((tr(app, "Back to the game"), None),
                                     (tr(app, "Undo: %s") % last if last else
                                      tr(app, "Undo: nothing yet"),
                                      lambda app: undo(game, app)),
                                     (tr(app, "Game menu"), lambda app: app.home("Regicide"))),
                       "Regicide", tr(app, "Took back %s") % took if took else "Regicide")
    if took:
        box.index = 1
    app.pop_to(game.status)
    app.pop()
    app.push(box)


def undo(game, app):
    """Take back the last step: the companion as it was before it, saved."""
    try:
        undone = game.history.undo(game.rebuild)
    except (ValueError, TypeError, KeyError, AttributeError, IndexError):
        app.push(ui.Message(ui.tr(app, "That step cannot be undone.")))
        return
    if undone is None:
        app.push(ui.Message(ui.tr(app, "Nothing to undo yet.")))
        return
    label, game.table = undone
    problem = game.save(app)
    game.status.relabel()
    menu(game, app, label)
    if problem:
        app.push(ui.Message(problem))


def label_words(app, label):
    """A step's label (firmware/replay.py's `step_label`: its code and values in the notation) in the
    language of Settings now, seats by name and cards as glyphs; a label an older save kept as
    worded then ("P1 played 5♠ 5♥") as it is."""
    parts = label.split(LABEL_SEPARATOR)
    values = []
    for v in parts[1:]:
        if v[:5] == "seat ":
            values.append(seat_name(app, int(v[5:])))
        else:
            values.append(cards_label([C.parse(t) for t in v.split("+")]))
    return ui.tr(app, parts[0]) % tuple(values) if values else ui.tr(app, parts[0])


def places(app, text, names):
    """The engine's places of a card ("seat 1's hand or the tavern", "the hand of seat 0 or
    2", "the tavern, card 3 from the top") in the language, part by part."""
    tr = ui.tr
    out = []
    for part in text.split(" or "):
        if part[:5] == "seat " and part[6:] == "'s hand":
            out.append(tr(app, "%s's hand") % names[int(part[5])])
        elif part[:17] == "the hand of seat ":
            out.append(tr(app, "%s's hand") % names[int(part[17:])])
        elif part.isdigit():  # another seat of "the hand of seat 0 or 2"
            out.append(tr(app, "%s's hand") % names[int(part)])
        elif part[:12] == "the tavern, ":
            words = part.split(" ")
            out.append(tr(app, "the tavern, card %s from the top" if words[2] == "card" else
                          "the tavern, cards %s from the top") % words[3])
        else:
            out.append(tr(app, part))
    return (" %s " % tr(app, "or")).join(out)


def ask_where(game, app, grid):
    """The companion's answer for one card: where the table can find it (`grid`: the mode's
    card grid class)."""
    def where(app, cards):
        app.pop()
        app.push(ui.Message("%s: %s" % (gfx.card_label(cards[0]), places(
            app, game.table.location(cards[0]), [seat_name(app, s) for s in range(4)]))))
    app.push(grid(app, ui.tr(app, "Where is?"), ranks_from(1, 13), where, start=C.card(7, 0),
                  single=True, verb="find"))


def ask_delete(game, app):
    app.push(ui.Confirm(ui.tr(app, "Delete this game for good?"),
                        lambda app: import_once("firmware.records_write").deleted(
                            app, game, "Regicide")))

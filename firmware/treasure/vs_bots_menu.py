"""Kings and Treasures vs bots: the pause menu (B on the board) and what it offers that the
board does not: Undo of people's moves, the last moves, the scores, the game menu (and the
Hint, the board screen's own).

Imported while the menu shows (`compat.import_once`, from `firmware/treasure/vs_bots.py`,
which passes its board screen, `Play`, and the function of its own the menu needs, never
importing it): a game in play keeps none of this code in RAM, and the bots' decisions have
its room (a 96 KB board's heap, docs/benchmarks.md).
"""
from shared_rules.treasure import game as treasure
from shared_rules.compat import import_once
from firmware.ui import widgets as ui
from firmware.names import seat_name
from firmware.treasure import board as treasure_board

SHOWN = "firmware.treasure.vs_bots_shown"  # the last moves' words


def ask_menu(play, app, took, show_scores):
    """B: the game pauses in a menu that takes the board's place (so B never goes deeper):
    back, Hint, undo, the scores, the game menu; B again leaves (saved). After an undo
    (`took`: what it took back, in the title) it opens on its Undo line again: one press a
    step. `show_scores(app, state)`: the mode's. The Hint is the board screen's own
    (`Play.hint`): the menu is let go before it runs, and this module with it, so the bot's
    decision has its RAM."""
    history = play.game.history
    tr = ui.tr
    acts = [(tr(app, "Back to the game"), None),
            (tr(app, "Undo: %s") % undo_label(app, history.snapshots[-1])
             if history.can_undo() else tr(app, "Undo: nothing yet"),
             lambda app: undo(play, app, show_scores))]
    if play.stage == "move" and play.power is None:
        acts.append((tr(app, "Hint"), play.hint))
    if play.log:
        acts.append((tr(app, "Last moves"), lambda app: app.push(ui.Message(
            import_once(SHOWN).log_text(app, play.log, play.game.state)))))
    acts.append((tr(app, "Scores"), lambda app: show_scores(app, play.game.state)))
    acts.append((tr(app, "Game menu (saved)"), lambda app: app.home(app.game_title)))
    app.pop()
    menu = ui.PauseMenu(play, acts, app.game_title, tr(app, "Took back %s") % took if took
                        else tr(app, "Paused"))
    if took:
        menu.index = 1
    app.push(menu)


def undo(play, app, show_scores):
    """Take back the last person's move (and the bots' after it): the position before it,
    saved, and the menu again on its Undo line."""
    entry = play.game.history.pop()
    if entry is None:
        app.push(ui.Message(ui.tr(app, "Nothing to undo yet.")))
        return
    took = undo_label(app, entry)
    # [the move, the position before it]; a save from before the moves were kept holds the
    # position alone
    snapshot = entry[1] if isinstance(entry, list) else entry
    try:
        # A save from before the packed positions holds the notation's dict.
        state = treasure.from_dict(snapshot) if isinstance(snapshot, dict) \
            else treasure_board.unpacked(snapshot)
    except (ValueError, TypeError, KeyError, AttributeError, IndexError):
        app.push(ui.Message(ui.tr(app, "Nothing to undo.")))
        return
    play.game.state = state
    problem = play.game.save(app)
    play.shown = None
    play.begin_turn(app)
    play.stage = "move"
    play.paused_at = None
    ask_menu(play, app, took, show_scores)
    if problem:
        app.push(ui.Message(problem))


def undo_label(app, entry):
    """An undo step's words: the person's move in full and whose it was (`P1 b7 swap=c3,d1`);
    a step saved before the moves were kept is "your last move"."""
    if not isinstance(entry, list):
        return ui.tr(app, "your last move")
    return "%s %s" % (seat_name(app, treasure_board.packed_turn(entry[1])),
                      treasure_board.move_words(app, entry[0]))

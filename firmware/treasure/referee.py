"""Kings and Treasures table referee: the device deals, the players move real cards.

Every rule comes from `shared_rules.treasure.game`: the deal and first player (`new_game`), the
legal destinations (`destinations`), why a cell is not one (`treasure_why.why_not`), what a
card's power offers (`power_choices`), passes, the end, scores, tie-break and the four-Queens
win. These screens only show the engine's position and ask for cells. The game and the last
moves (for Undo, `firmware.undo.History`) are saved after every move or pass (`storage.save`,
file `treasure.sav`); a finished game's save is deleted, so it leaves the Resume list.
Screens, in order: new game (players, level, legal cells shown or not), the deal (the 7x7
layout to copy onto the table, a row a page: `firmware/treasure/layout.py`), who holds which King and who starts, then per turn the board
with a cursor (A = move there; B = the game's menu: Undo, legal cells, game menu), the power's
choices (B = Skip), a pass notice, the final scores (those between turns: who holds which
King, a pass, the end, are `firmware/treasure/notices.py`, loaded while one shows).
"""

from shared_rules.compat import collect, const, import_once, ticks_diff
from shared_rules import cards
from shared_rules.treasure import game as treasure
from firmware import storage
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B
from firmware.names import seat_name
from firmware.treasure.board import (CELL_POWERS, REASONS, draw_cell_name, draw_grid, draw_power_panel,
                                     draw_turn_head, draw_turn_splash, king_label, move_cursor,
                                     move_words, packed, score_fields, short_reason, unpacked)

# Imported for their step alone (`compat.import_once`):
START = "firmware.treasure.referee_start"  # the new game's setup, a Resume's loader
NOTICES = "firmware.treasure.notices"  # who holds which King, a pass, the end
LAYOUT = "firmware.treasure.layout"  # the deal's pages, to copy onto the table
WHY = "shared_rules.treasure.why"  # why a cell cannot be reached
WORDING = "firmware.wording"  # a refusal in the language of Settings
WORDS = "treasure_referee"  # its words: words/<lang>_treasure_referee.txt (widgets' `tr`)
TITLE = "Kings & Treasures"
_PANEL_X = const(94)
_DONE = const(7)  # the cursor column of the "Done"/"Skip" button beside the grid
TURN_MS = const(1000)  # a turn's start in large type for the table, before the board

def start(app):
    """From the Kings & Treasures mode menu: a new game."""
    app.words_area = WORDS
    app.push(import_once(START).Setup(app, Referee))


def resume(app, data):
    """From the game menu's Resume: the saved game (`data`, the save's newest good copy, or
    None), where it stopped; False if it cannot be read."""
    app.words_area = WORDS
    ref = import_once(START).referee_from(app, data, Referee)
    if ref is None:
        return False
    # A finished game saved by an older version leaves the Resume list now.
    ref.next_turn(app, ref.save(app) if ref.state.is_terminal() else None)
    return True


def wrapped(a, b, n):
    d = a - b if a > b else b - a
    return d if d * 2 <= n else n - d


def central_cell(cells):
    """The cell with the fewest cursor presses to all of `cells` (the cursor wraps), so the
    destination the player points at is, on average, the fewest presses away."""
    best = cells[0]
    best_sum = -1
    for c in cells:
        total = 0
        for d in cells:
            total += wrapped(c % 7, d % 7, 7) + wrapped(c // 7, d // 7, 7)
        if best_sum < 0 or total < best_sum:
            best = c
            best_sum = total
    return best


class Referee:
    """One game being refereed: the engine's state, the last moves for Undo (each entry the
    move and the position before it, packed: `treasure_board.packed`), and the screens that
    advance it."""

    def __init__(self, state, base, history, legal):
        self.state = state
        self.base = base  # the stack depth our screens start at
        self.history = history
        self.legal = legal  # show the legal cells on the turn board
        self.recorded = None  # the number of this game's record in the log, once it ended

    def save(self, app):
        """Save the game (a finished one is recorded, then deleted: an undo past its end saves
        it again); None, or why it could not be saved."""
        try:
            if self.state.is_terminal():
                problem = import_once("firmware.records_write").finished(app, self)
                storage.delete(app.files, app.save_file)
                return problem
            storage.save_made(app.files, app.save_file, lambda: {
                "game": "treasure", "state": self.state.to_dict(),
                "undo": self.history.to_list(), "legal": self.legal,
                "rec": self.game_record(app), "recorded": self.recorded})
            return None
        except OSError as e:
            return ui.tr(app, "Not saved: %s") % e

    def game_record(self, app):
        """The record's fields (firmware/records_write.py); None before a card is taken."""
        s = self.state
        if not (any(s.piles) or s.removed):
            return None
        return ["treasure", "referee", [seat_name(app, i) for i in range(len(s.seats))],
                {"scores": s.scores(), "winners": s.winners()},
                {"level": s.level, "legal": self.legal}, []]

    def show(self, app, screen):
        del app.stack[self.base:]
        app.push(screen)

    def notice(self, app, name):
        """One of the screens between turns, by class name: who holds which King, a pass, the
        final scores (`firmware/treasure/notices.py`, imported for it alone: a board keeps its
        code and words in RAM only while it shows)."""
        self.show(app, getattr(import_once(NOTICES), name)(self))

    def show_deal(self, app, page=0):
        """The deal to copy onto the table, from its first page (a row) or another (the
        check, coming back from who holds which King)."""
        self.show(app, import_once(LAYOUT).Layout(self, page))

    def next_turn(self, app, problem=None):
        """The screen for the position: the end, a pass, or the board for the next move."""
        collect()  # a quiet moment: between two turns
        s = self.state
        if s.is_terminal():
            self.notice(app, "End")
        elif s.legal_moves() == ["pass"]:
            self.notice(app, "Pass")
        else:
            self.show(app, Board(self, "move"))
        if problem:
            app.push(ui.Message(problem))

    def play(self, app, move):
        """Apply `move`; the engine's reason on screen and nothing changed if it is illegal."""
        before = packed(self.state)  # ~90 bytes; the save writes their hex text
        try:
            self.state.apply(move)
        except ValueError as e:
            app.push(ui.Message(short_reason(app, e)))
            return False
        self.history.push([move, before])
        self.next_turn(app, self.save(app))
        return True

    def undo(self, app):
        """Take back the last move or pass: the position before it, saved."""
        entry = self.history.pop()
        if entry is None:
            app.push(ui.Message(ui.tr(app, "Nothing to undo yet.")))
            return
        try:
            state = unpacked(entry[1])
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            app.push(ui.Message(ui.tr(app, "Nothing to undo.")))
            return
        self.state = state
        problem = self.save(app)
        self.menu(app, entry[0])
        if problem:
            app.push(ui.Message(problem))

    def menu(self, app, took=None):
        """B during the game: the game's menu in place of the board (Back to the game, Undo,
        the legal cells, the game menu); B there goes on to the game menu. After an undo
        (`took`: the move taken back, in the title) it opens on its Undo line again: one
        press a step."""
        last = self.history.snapshots[-1] if self.history.can_undo() else None
        tr = ui.tr
        acts = ((tr(app, "Back to the game"), self.next_turn),
                (tr(app, "Undo: %s") % move_words(app, last[0]) if last
                 else tr(app, "Undo: nothing yet"),
                 self.undo),
                (tr(app, "Legal cells: show" if self.legal else "Legal cells: hide"),
                 self.toggle_legal),
                (tr(app, "Game menu"), lambda app: app.home(app.resume_label)))
        # (in place of the board: each choice shows the board for the position anew)
        menu = ui.PauseMenu(None, acts, app.resume_label,
                            tr(app, "Took back %s") % move_words(app, took) if took
                            else tr(app, TITLE))
        if took:
            menu.index = 1
        self.show(app, menu)

    def toggle_legal(self, app):
        self.legal = not self.legal
        problem = self.save(app)
        self.next_turn(app, problem)

    def choose(self, app, cell):
        """The player pointed at `cell`: refuse it with the engine's reason, or ask the power's
        choices, or move."""
        name = treasure.cell_name(cell)
        if cell not in self.state.destinations():
            # The explanation's code is loaded for a refusal only (docs/firmware.md)
            why = import_once(WORDING).said(app, import_once(WHY).refusal(self.state, cell), (),
                                            REASONS)
            app.push(ui.Message(why[:1].upper() + why[1:] + "."))
            return
        offer = self.state.power_choices(cell)
        if not offer:
            self.play(app, name)
            return
        key = next(iter(offer))
        options = offer[key]
        if key in CELL_POWERS:
            app.push(Board(self, key, name, treasure.parse_cell(options[0])))
        elif key == "steal":
            items = [ui.tr(app, "Skip")] + [ui.tr(app, "Rob %s") % king_label(
                self.state, self.state.seat_of(s)) for s in options]
            app.push(SkipMenu(ui.tr(app, "Thief: rob a King?"), items,
                              lambda app, i: self.play(app, name if i == 0 else
                                                       "%s steal=%s" % (name, options[i - 1]))))
        else:  # discard: Merchant
            items = [ui.tr(app, "Skip")] + [ui.tr(app, "Discard %s") % gfx.card_label(
                cards.parse(t)) for t in options]
            app.push(SkipMenu(ui.tr(app, "Merchant: remove a 4?"), items,
                              lambda app, i: self.play(app, name if i == 0 else
                                                       "%s discard=%s" % (name, options[i - 1]))))


class SkipMenu(ui.Menu):
    """A power's menu whose first item is Skip: B skips too."""

    def key(self, app, k):
        if k == B:
            self.on_select(app, 0)
            app.redraw()
        else:
            ui.Menu.key(self, app, k)


class Board(ui.Screen):
    """The layout with a cursor. Modes: "move" (A = move there, B = the game's menu), or a
    power key of CELL_POWERS (A marks cells; the button right of the grid, or B, finishes:
    with no mark that is Skip). A move's board opens with the turn in large type for the
    table (`splash`: the player's name, the King and its steps, every score) for TURN_MS: A
    ends it, an arrow ends it and moves the cursor, B opens the game's menu."""

    def __init__(self, ref, mode, dest=None, start=None):
        self.ref = ref
        self.mode = mode
        self.dest = dest
        self.marks = []  # cell numbers
        s = ref.state
        self.legal = s.destinations() if mode == "move" else []
        self.scores = None  # each King's score, once drawn
        self.splash = mode == "move"
        self.since = None  # the splash's first frame (ticks)
        if start is None:  # a move: the centre of the legal cells
            start = central_cell(self.legal) if self.legal else 24
        self.col = start % 7
        self.row = start // 7

    def say(self, app):
        """The splash's headline and score fields: made at its first draw."""
        s = self.ref.state
        return ui.tr(app, "%s: play") % seat_name(app, s.turn), score_fields(app, s)

    def tick(self, app, now):
        if self.splash:
            if self.since is None:
                self.since = now
            elif ticks_diff(now, self.since) >= TURN_MS:
                self.splash = False
                self.said = None
                app.redraw()

    def draw(self, app, buf):
        s = self.ref.state
        if self.splash:
            head, fields = self.words(app)
            draw_turn_splash(buf, app, s, head, fields)
            return
        shown = self.legal if self.mode == "move" and self.ref.legal else ()
        draw_grid(buf, s, self.col, self.row, (), shown, self.marks)
        x = _PANEL_X - 1
        if self.mode == "move":
            self.draw_turn(app, buf)
            return
        # in large type: the card turned up, marks so far / most, the cursor's card
        draw_power_panel(buf, app, s, x, self.mode, treasure.parse_cell(self.dest),
                         len(self.marks), self.col, self.row)
        gfx.text(buf, x + 1, 56, ui.tr(app, "Done" if self.marks else "Skip"))
        if self.col == _DONE:
            gfx.mark(buf, x, 55, 26, 9)

    def draw_turn(self, app, buf):
        """Whose turn in large type (the King, inverse; then the name), the steps in large
        type, the cursor's cell, and every King's score (two to a line)."""
        s = self.ref.state
        x = _PANEL_X - 1
        draw_turn_head(buf, app, s, x)
        gfx.text(buf, x, 41, "A:")
        draw_cell_name(buf, x + 2 * gfx.CHAR_W, 41, self.row * 7 + self.col)
        if self.scores is None:  # (the position does not change under this board)
            self.scores = s.scores()
        scores = self.scores
        for i in range(len(s.seats)):
            y = 49 + (i // 2) * 8
            gfx.text(buf, x + (i % 2) * 18, y, gfx.SUIT_GLYPHS[s.seats[i]])
            gfx.number(buf, x + (i % 2) * 18 + gfx.CHAR_W, y, scores[i])

    def key(self, app, k):
        power = self.mode in CELL_POWERS
        if self.splash and k != B:
            self.splash = False
            self.said = None
            if k == A:  # (A reads as "seen", never as a move to the cursor's cell)
                app.redraw()
                return
        if k == A:
            self.pick(app)
        elif k == B:
            if power:  # Skip: the move without the power
                self.marks = []
                self.finish(app)
            else:
                self.ref.menu(app)
        else:
            move_cursor(self, k, 8 if power else 7)
        app.redraw()

    def pick(self, app):
        ref = self.ref
        if self.mode == "move":
            ref.choose(app, self.row * 7 + self.col)
        elif self.col == _DONE:
            self.finish(app)
        else:
            cell = self.row * 7 + self.col
            if cell in self.marks:
                self.marks.remove(cell)
            else:
                self.marks.append(cell)
                if len(self.marks) == CELL_POWERS[self.mode][1]:
                    self.finish(app)

    def finish(self, app):
        move = self.dest
        if self.marks:
            move = "%s %s=%s" % (move, self.mode,
                                 ",".join(treasure.cell_name(c) for c in self.marks))
        if not self.ref.play(app, move):
            self.marks = []

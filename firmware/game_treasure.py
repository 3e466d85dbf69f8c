"""Kings and Treasures table referee: the device deals, the players move real cards.

Every rule comes from `shared_rules.treasure`: the deal and first player (`new_game`), the
legal destinations and their reasons (`apply` raising ValueError), what a card's power offers
(`power_choices`), passes, the end, scores, tie-break and the four-Queens win. These screens
only show the engine's position and ask for cells. The game is saved after every move or pass
(`storage.save`, file `treasure.sav`). Screens, in order: new game (players, level), the deal
(the 7x7 layout to copy onto the table), who holds which King and who starts, then per turn the
board with a cursor (A = move there), the power's choices, a pass notice, the final scores.
"""
import gc

from shared_rules.compat import const
from shared_rules import cards, treasure
from shared_rules.cards import EMPTY, FACE_DOWN, JOKER
from firmware import gfx, storage, ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP

SAVE_NAME = "treasure.sav"
RESUME_LABEL = "Resume K&Treasures"
TITLE = "Kings & Treasures"
LEVELS = ("basic", "advanced", "complete")
_CELL_W = const(13)
_CELL_H = const(9)
_PANEL_X = const(95)
_DONE = const(7)  # the cursor column of the "Done"/"Skip" button beside the grid

# The powers answered with cells on the grid: key -> (what the player does, at most how many).
# Magician: go on to another Magician; Squire: also take a Knight next to it; Priest: turn
# over up to 3 cards; Architect: swap two cards.
CELL_POWERS = {"teleport": ("go to", 1), "knight": ("take", 1), "flip": ("flip", 3),
               "swap": ("swap", 2)}


def open(app):
    """From the Kings & Treasures mode menu: a new game."""
    app.push(Setup())


def resume(app):
    """From the game menu's Resume: load the saved game and go on where it stopped."""
    data = storage.load(app.files, SAVE_NAME)
    state = None
    if isinstance(data, dict):
        try:
            state = treasure.from_dict(data.get("state"))
        except (ValueError, TypeError, KeyError, AttributeError):
            state = None
    if state is None:
        app.push(ui.Message("The saved game cannot be read."))
        return
    Referee(state, len(app.stack)).next_turn(app)


def king_label(state, seat):
    return "K" + gfx.SUIT_GLYPHS[state.seats[seat]]


def cell_label(code):
    """Two glyphs for a board cell: card, Joker, face-down card, or '' for empty."""
    if code == EMPTY:
        return ""
    if code == JOKER:
        return "JK"
    if code & FACE_DOWN:
        return "##"
    return gfx.card_label(code)


def card_name(code):
    if code == EMPTY:
        return "empty"
    if code == JOKER:
        return "Joker"
    if code & FACE_DOWN:
        return "down"
    return gfx.card_label(code)


def draw_grid(buf, state, col, row, marks=()):
    """The 7x7 layout: Kings inverse, the cursor inverse (a King under it plain and framed)."""
    board = state.board
    for cell in range(49):
        x = (cell % 7) * _CELL_W
        y = (cell // 7) * _CELL_H
        if cell in state.kings:
            gfx.text(buf, x + 1, y + 1, king_label(state, state.kings.index(cell)))
            gfx.invert_rect(buf, x, y, _CELL_W, _CELL_H)
        else:
            s = cell_label(board[cell])
            if s:
                gfx.text(buf, x + 1, y + 1, s)
            else:
                gfx.fill_rect(buf, x + 5, y + 4, 2, 1)
        if cell in marks:
            gfx.rect(buf, x, y, _CELL_W, _CELL_H)
    if col < 7:
        gfx.invert_rect(buf, col * _CELL_W, row * _CELL_H, _CELL_W, _CELL_H)
        if row * 7 + col in state.kings:  # else a King under the cursor looks like no cursor
            gfx.rect(buf, col * _CELL_W, row * _CELL_H, _CELL_W, _CELL_H)
    gfx.vline(buf, 92, 0, 64)


def short_reason(e):
    """The engine's reason, without the list of legal cells (too long for the screen)."""
    s = str(e)
    i = s.find(" (legal:")
    return s[:i] if i >= 0 else s


class Setup(ui.Menu):
    """New game: players 2-4 and the rule level (Left/Right or A change), then Deal."""

    def __init__(self):
        self.players = 2
        self.level = 0
        ui.Menu.__init__(self, "New K&T game", [], self.select, 0, self.change)
        self.relabel()

    def relabel(self):
        self.items = ["Players: %d" % self.players, "Level: %s" % LEVELS[self.level], "Deal"]

    def change(self, app, i, step):
        if i == 0:
            self.players = 2 + (self.players - 2 + step) % 3
        elif i == 1:
            self.level = (self.level + step) % 3
        self.relabel()

    def select(self, app, i):
        if i < 2:
            self.change(app, i, 1)
        elif storage.has_save(app.files, SAVE_NAME):
            app.push(ui.Confirm("Replace the saved game?", self.deal))
        else:
            self.deal(app)

    def deal(self, app):
        seed = app.now & 0x3FFFFFFF  # the clock: when the player pressed Deal
        state = treasure.new_game(self.players, LEVELS[self.level], seed)
        ref = Referee(state, len(app.stack))
        problem = ref.save(app)
        app.push(Board(ref, "deal"))
        if problem:
            app.push(ui.Message(problem))


class Referee:
    """One game being refereed: the engine's state and the screens that advance it."""

    def __init__(self, state, base):
        self.state = state
        self.base = base  # the stack depth our screens start at

    def save(self, app):
        """Save the game; None, or the reason it could not be saved."""
        try:
            storage.save(app.files, SAVE_NAME, {"game": "treasure", "state": self.state.to_dict()})
            return None
        except OSError as e:
            return "Not saved: %s" % e

    def show(self, app, screen):
        del app.stack[self.base:]
        app.push(screen)

    def next_turn(self, app, problem=None):
        """The screen for the position: the end, a pass, or the board for the next move."""
        gc.collect()  # a quiet moment: between two turns
        s = self.state
        if s.is_terminal():
            self.show(app, End(self))
        elif s.legal_moves() == ["pass"]:
            self.show(app, Pass(self))
        else:
            self.show(app, Board(self, "move"))
        if problem:
            app.push(ui.Message(problem))

    def play(self, app, move):
        """Apply `move`; the engine's reason on screen and nothing changed if it is illegal."""
        try:
            self.state.apply(move)
        except ValueError as e:
            app.push(ui.Message(short_reason(e)))
            return False
        self.next_turn(app, self.save(app))
        return True

    def choose(self, app, cell):
        """The player pointed at `cell`: refuse it with the engine's reason, or ask the power's
        choices, or move."""
        name = treasure.cell_name(cell)
        try:
            self.state.copy().apply(name)
        except ValueError as e:
            app.push(ui.Message(short_reason(e)))
            return
        offer = self.state.power_choices(cell)
        if not offer:
            self.play(app, name)
            return
        key = list(offer)[0]
        options = offer[key]
        if key in CELL_POWERS:
            app.push(Board(self, key, name, treasure.parse_cell(options[0])))
        elif key == "steal":
            items = ["Skip"] + ["Rob " + king_label(self.state, self.state.seat_of(s))
                                for s in options]
            app.push(ui.Menu("Thief: rob a King?", items,
                             lambda app, i: self.play(app, name if i == 0 else
                                                      "%s steal=%s" % (name, options[i - 1]))))
        else:  # discard: Merchant
            items = ["Skip"] + ["Discard " + gfx.card_label(cards.parse(t))
                                for t in options]
            app.push(ui.Menu("Merchant: remove a 4?", items,
                             lambda app, i: self.play(app, name if i == 0 else
                                                      "%s discard=%s" % (name, options[i - 1]))))


class Board(ui.Screen):
    """The layout with a cursor. Modes: "deal" (look, A goes on), "move" (A = move there),
    or a power key of CELL_POWERS (A marks cells; the button right of the grid finishes)."""

    def __init__(self, ref, mode, dest=None, start=None):
        self.ref = ref
        self.mode = mode
        self.dest = dest
        self.marks = []
        s = ref.state
        if start is None:  # the deal: the Joker; a move: the King to move
            start = s.kings[s.turn] if mode == "move" else 24
        self.col = start % 7
        self.row = start // 7

    def draw(self, app, buf):
        s = self.ref.state
        draw_grid(buf, s, self.col, self.row, self.marks)
        x = _PANEL_X
        if self.mode == "deal":
            lines = ("Deal:", "lay", "them", "out")
        elif self.mode == "move":
            lines = ("Turn", king_label(s, s.turn), "steps", "%d" % s.steps())
        else:
            verb, most = CELL_POWERS[self.mode]
            here = gfx.card_label(s.board[treasure.parse_cell(self.dest)] & 63)  # turned up
            lines = (here + ":", verb, "%d/%d" % (len(self.marks), most), "")
        for i in range(4):
            gfx.text(buf, x, i * 8, lines[i])
        if self.mode == "move":
            gfx.invert_rect(buf, x, 8, 12, 8)
        if self.col < 7:
            cell = self.row * 7 + self.col
            gfx.text(buf, x, 38, treasure.cell_name(cell))
            code = s.board[cell]
            if cell in s.kings:
                gfx.text(buf, x, 46, king_label(s, s.kings.index(cell)))
            else:
                gfx.text(buf, x, 46, card_name(code)[:5])
        if self.mode == "deal":
            gfx.text(buf, x, 56, "A:ok")
        elif self.mode == "move":
            gfx.text(buf, x, 56, "A:go")
        else:
            gfx.text(buf, x, 56, "Done" if self.marks else "Skip")
            if self.col == _DONE:
                gfx.invert_rect(buf, x - 1, 55, 26, 9)

    def key(self, app, k):
        power = self.mode in CELL_POWERS
        width = 8 if power else 7
        if k == UP:
            self.row = (self.row - 1) % 7
        elif k == DOWN:
            self.row = (self.row + 1) % 7
        elif k == LEFT:
            self.col = (self.col - 1) % width
        elif k == RIGHT:
            self.col = (self.col + 1) % width
        elif k == A:
            self.pick(app)
        elif k == B:
            if power:
                app.pop()
            else:
                app.home(RESUME_LABEL)
        app.redraw()

    def pick(self, app):
        ref = self.ref
        if self.mode == "deal":
            ref.show(app, Kings(ref))
        elif self.mode == "move":
            ref.choose(app, self.row * 7 + self.col)
        elif self.col == _DONE:
            self.finish(app)
        else:
            name = treasure.cell_name(self.row * 7 + self.col)
            if name in self.marks:
                self.marks.remove(name)
            else:
                self.marks.append(name)
                if len(self.marks) == CELL_POWERS[self.mode][1]:
                    self.finish(app)

    def finish(self, app):
        move = self.dest
        if self.marks:
            move = "%s %s=%s" % (move, self.mode, ",".join(self.marks))
        if not self.ref.play(app, move):
            self.marks = []


class Kings(ui.Screen):
    """Who holds which King (players sit clockwise in seat order) and who starts."""

    def __init__(self, ref):
        self.ref = ref

    def draw(self, app, buf):
        s = self.ref.state
        ui.title_bar(buf, "Kings, clockwise")
        for i in range(len(s.seats)):
            gfx.text(buf, 0, 10 + i * 9, "Player %d: %s" % (i + 1, king_label(s, i)))
            if i == s.turn:
                gfx.text(buf, 84, 10 + i * 9, "starts")
        gfx.text(buf, 0, 46, "Your Ace: 1st of pile")
        gfx.text(buf, 0, 56, "A: play  B: deal")

    def key(self, app, k):
        if k == A:
            self.ref.next_turn(app)
        elif k == B:
            self.ref.show(app, Board(self.ref, "deal"))


class Pass(ui.Screen):
    """The player to move has no legal move: announce the pass, A records it."""

    def __init__(self, ref):
        self.ref = ref

    def draw(self, app, buf):
        s = self.ref.state
        ui.title_bar(buf, "Pass")
        gfx.text(buf, 0, 16, "King %s has no" % king_label(s, s.turn))
        gfx.text(buf, 0, 25, "legal move with %d" % s.steps())
        gfx.text(buf, 0, 34, "steps: it passes.")
        gfx.text(buf, 0, 56, "A: next  B: menu")

    def key(self, app, k):
        if k == A:
            self.ref.play(app, "pass")
        elif k == B:
            app.home(RESUME_LABEL)


class End(ui.Screen):
    """Final scores: each King's total and its cards' scores (the tie-break), the winners."""

    def __init__(self, ref):
        self.ref = ref
        self.board = False

    def draw(self, app, buf):
        s = self.ref.state
        if self.board:
            draw_grid(buf, s, 7, 0)
            gfx.text(buf, _PANEL_X, 0, "Final")
            gfx.text(buf, _PANEL_X, 56, "A:sc")
            return
        ui.title_bar(buf, "Game over")
        winners = s.winners()
        scores = s.scores()
        for i in range(len(s.seats)):
            y = 10 + i * 9
            if i in winners:
                gfx.text(buf, 0, y, "►")
            gfx.text(buf, 6, y, king_label(s, i))
            gfx.text_right(buf, 42, y, str(scores[i]))
            gfx.text(buf, 48, y, " ".join(str(v) for v in s.card_scores(i))[:13])
        names = " ".join(king_label(s, i) for i in winners)
        if s.queens_winner() >= 0:
            note = "%s: four Queens!" % names
        elif len(winners) > 1:
            note = "Shared: " + names
        elif scores.count(max(scores)) > 1:
            note = "%s wins tie-break" % names
        else:
            note = names + " wins"
        gfx.text(buf, 0, 48, note[:21])
        gfx.text(buf, 0, 56, "A: board  B: menu")

    def key(self, app, k):
        if k == A:
            self.board = not self.board
            app.redraw()
        elif k == B:
            app.home(RESUME_LABEL)

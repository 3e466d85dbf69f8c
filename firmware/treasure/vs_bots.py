"""Kings and Treasures against bots: people and bots share the device, seat by seat.

Every rule comes from `shared_rules.treasure.game` (legal destinations, `apply` raising ValueError
with the reason, what a power offers, passes, the end, scores and winners) and every bot
decision from `shared_rules.treasure.bot.choose` at the seat's level (Easy, Normal or Hard,
picked at the setup: `firmware/bot_levels.py`) and the Hint with its reason from
`shared_rules.treasure.hint` (each imported for its decision alone);
a person's move input is `firmware/treasure/vs_bots_turn.py`, held while a person moves, and a
bot's move in steps `firmware/treasure/vs_bots_shown.py`, held while it shows: on a board
neither is ever in RAM with the bots' code. The board, its labels and the
powers answered on the grid are the table referee's (`treasure_board`, shared with
`game_treasure`). Saved after every move (`treasure_bots.sav`: the position, which seats are
people, the undo history of packed positions, the bots' levels); Resume reloads.

Screens: setup (level, seats, which seats are people, each bot's level), then the board. A person's turn opens
with their name, their King's steps and the scores in large type; then the cursor starts on
their King, the panel in large type (A = move there; a power asks on the grid or in a menu). A bot's move is shown in steps: where its King
stands and where it goes (both framed), its path (the engine names one: the cells entered
framed one by one, PATH_MS each; A skips the rest), then the card it took and the power's
effect (cells framed, a line naming it), TOOK_MS (A skips each step); a Hard bot, whose
decision may take most of a second on a Pico, first has the board say "P2 is thinking" on a
line of its own for one frame. B pauses in a menu: back,
undo of people's moves (10 kept, the line naming the move in full, "Undo: nothing yet" keeping
its place; after an undo the menu stays on that line: one A a step), Hint (the Normal bot's
suggestion: cursor on it, the move named in large type and why in one or two lines), the last moves (who went where, what it took and
did), the scores in large type, the game menu. The end: the winner and the scores in large type.
"""

from shared_rules import cards
from shared_rules.treasure import game as treasure
from shared_rules.compat import (close_kept, collect, const, forget, held, import_once,
                                  ticks_diff)
from firmware import storage
from firmware.ui import gfx
from firmware.treasure import board as treasure_board
from firmware.ui import widgets as ui
from firmware.buttons import A, B
from firmware.names import seat_name
from firmware.treasure.board import (draw_big_cell, draw_cell_name, draw_king_bar,
                                     draw_power_panel, draw_turn_head, draw_turn_splash,
                                     move_cursor, packed, score_fields, short_reason)

PACE_MS = const(1200)  # where a bot's King goes stays this long (A skips)
TOOK_MS = const(2500)  # what a bot's move took and did stays this long (A skips)
LOG = const(4)  # the last moves kept for the pause menu's "Last moves" (not saved)
PATH_MS = const(300)  # each cell of a bot's path, framed one more at a time
TURN_MS = const(1000)  # a person's name in large type before the board
_PANEL_X = const(95)
_DONE = const(7)  # the cursor column of "Done"/"Skip" beside the grid
_NORMAL = const(1)  # the Hint's level: the Normal bot's move
_HARD = const(2)  # the Hard level's index in the bot's LEVELS (and "ENH")
_THINK_Y = const(56)  # the "is thinking" line's row
# Imported for their step alone (`compat.import_once`), each given what it needs of this
# module, never importing it:
START = "firmware.treasure.vs_bots_start"  # the setup, a Resume's loader (given Game, Play)
SCORES = "firmware.treasure.vs_bots_scores"
SHOWN = "firmware.treasure.vs_bots_shown"
TURN = "firmware.treasure.vs_bots_turn"
MENU = "firmware.treasure.vs_bots_menu"  # the pause menu and its Undo
HINT = "shared_rules.treasure.hint"
HINT_BOX = "firmware.ui.hint_box"
WORDING = "firmware.wording"  # the Hint's reason in the language of Settings
BOT = "shared_rules.treasure.bot"
LEVELS = "shared_rules.levels"  # the one module the bot's brings that is not in RAM already
WORDS = "treasure_bots"  # its words: words/<lang>_treasure_bots.txt (widgets' `tr`)


def start(app):
    """From the Kings & Treasures mode menu: set up a game against bots."""
    app.words_area = WORDS
    app.push(import_once(START).Setup(Game, Play))


def resume(app, data):
    """From the game menu's Resume: the saved game vs bots (`data`, the save's newest good
    copy, or None); False if it cannot be read."""
    app.words_area = WORDS
    return import_once(START).resume(app, data, Game, Play)


def words_go():
    """Svenska, Dansk: the words' code (words/lookup.py) let go while the bots' code decides
    (imported again at the next frame's lookup), its catalogue closed; English has none."""
    close_kept()
    try:
        forget("words.lookup")
    except KeyError:
        pass


def bot_choice(state, level=_NORMAL):
    """The bots' move for the player to move, from that seat's view, at `level` (an index of
    the bot's LEVELS). The view is made first: its code (shared_rules/treasure/seat.py) leaves RAM
    before the bot's is imported, so the two are never in the heap together (with both, a
    96 KB heap ran out on the chip)."""
    return decide(state.view(state.turn), level)


def decide(view, level):
    """The move of a bot of `level` (an index of the bot's LEVELS) for the seat of `view`, the
    bot's code in RAM for the decision alone."""
    words_go()
    # The bot's small import first, before its own code: from LittleFS each needs a 1.1 KB
    # file buffer, and after the bot's code a 96 KB heap had no such block left on the chip.
    with held(LEVELS):
        bot = import_once(BOT)
    return bot.choose(view, bot.LEVELS[level])


class Game:
    """The engine's state, which seats are people, the undo history of people's moves and
    each seat's bot level (an index of the bot's LEVELS; a person's seat keeps one too)."""

    def __init__(self, state, people, history, levels):
        self.state = state
        self.people = people
        self.history = history
        self.levels = levels
        self.recorded = None  # the number of this game's record in the log, once it ended

    def save(self, app):
        """Save (or, at the end, record and delete: an undo past the end saves it again);
        None, or the reason it could not be saved."""
        try:
            if self.state.is_terminal():
                problem = import_once("firmware.records_write").finished(app, self)
                storage.delete(app.files, app.save_file)
                return problem
            else:
                # The file opened first, right after a collection (storage.save_made): its
                # 1.1 KB buffer takes a hole the move's garbage (a bot's code, its search)
                # left, before the position's dict spreads over the holes.
                storage.save_made(app.files, app.save_file, lambda: {
                    "game": "treasure_bots", "state": self.state.to_dict(),
                    "people": self.people, "history": self.history.to_list(),
                    "levels": "".join("ENH"[i] for i in self.levels),
                    "rec": self.game_record(app), "recorded": self.recorded})
            return None
        except OSError as e:
            return ui.tr(app, "Not saved: %s") % e

    def game_record(self, app):
        """The record's fields (firmware/records_write.py); None before a card is taken."""
        s = self.state
        if not (any(s.piles) or s.removed):
            return None
        bots = [i for i, person in enumerate(self.people) if not person]
        return ["treasure", "vs_bots", [seat_name(app, i) for i in range(len(s.seats))],
                {"scores": s.scores(), "winners": s.winners()},
                {"level": s.level, "bot_levels": "".join("ENH"[self.levels[i]] for i in bots)},
                bots]


class Play(ui.Screen):
    """The board: a person's cursor, a bot's move in steps, the pause menu, the end."""

    def __init__(self, game):
        self.game = game
        self.paused_at = None  # a bot's step or a person's name is on show since then
        self.pause_ms = 0
        self.stage = ""  # "turn": a person's name; "think": a Hard bot about to decide; "from",
        # "path", "took": a bot's move
        self.shown = None  # (seat, start, dest, move, taken card, path) of the last bot move
        self.step = 0  # path cells framed so far (stage "path")
        # The shown move's marks and lines as last made: (move, stage, step, marks, lines)
        self.drawn_move = (None, None, -1, (), ())
        self.power = None  # (key, destination name, most cells) while a power asks cells
        self.marks = []  # the cells marked for it so far
        self.col = self.row = 0
        # A person's move input (firmware/treasure/vs_bots_turn.py) while a person moves (`input`);
        # a bot's move in steps (firmware/treasure/vs_bots_shown.py) from the move to a person's
        # turn or the next bot's decision; the bots' code for each decision alone (bot_move,
        # hint): on a board never two of them in RAM.
        self.person = None
        self.steps_shown = None
        self.log = []  # (seat, destination, move, card taken) of the last moves, newest last
        self.thinking = None  # stage "think": its line once drawn (the Hard bot decides next)
        self.begin_turn(None)

    # --- turns ---------------------------------------------------------------------------
    def begin_turn(self, app):
        """After a move: the end, a person's name in large type, or a bot about to move."""
        s = self.game.state
        end = s.is_terminal()
        if end or self.game.people[s.turn]:
            self.steps_shown = None  # (a bot's last move stays on show until the next decides)
        else:
            self.person = None
        collect()  # a quiet moment: between two turns
        self.said = None  # the turn's (or the end's) headline and scores (say)
        self.power = None
        self.marks = []
        if end:
            self.stage = "end"
            self.paused_at = None
            return
        if self.game.people[s.turn]:
            self.stage = "turn"
            k = s.kings[s.turn]
            self.col, self.row = k % 7, k // 7
            self.hold(app, TURN_MS)
        else:
            # A Hard bot's decision may take the best part of a second on a Pico (docs/bots.md):
            # the board says it is thinking first, and it decides once that frame is drawn.
            self.stage = "think" if self.game.levels[s.turn] == _HARD else "bot"
            self.thinking = None
            self.paused_at = None

    def hold(self, app, ms):
        self.paused_at = app.now if app is not None else None
        self.pause_ms = ms

    def tick(self, app, now):
        if self.stage == "turn" and self.paused_at is None:
            self.paused_at = now  # opened by resume: the pause starts with the first frame
        if self.paused_at is not None:
            if ticks_diff(now, self.paused_at) >= self.pause_ms:
                self.step_on(app)
            return
        if self.stage == "bot" or (self.stage == "think" and self.thinking is not None):
            self.bot_move(app)
        elif self.stage == "think":
            app.redraw()  # (a Resume or a setup opens on it: drawn at this frame's end)

    def step_on(self, app):
        """A pause ends (its time, or A): the next step of a bot's move, or the board."""
        self.paused_at = None
        if self.stage == "from" or self.stage == "path":
            walked = self.shown[5]
            if walked and self.step < len(walked):
                self.stage = "path"
                self.step += 1
                self.hold(app, PATH_MS)
            else:
                self.stage = "took"
                self.hold(app, TOOK_MS)
        elif self.stage == "took":
            self.begin_turn(app)
        elif self.stage == "turn":
            self.stage = "move"
            if self.game.state.legal_moves() == ["pass"]:
                app.push(ui.Message(ui.tr(app, "%s has no legal move: passes.")
                                    % seat_name(app, self.game.state.turn),
                                    lambda app: self.play(app, "pass")))
        app.redraw()

    def bot_move(self, app):
        s = self.game.state
        seat = s.turn
        start = s.kings[seat]
        # The bots' code (shared_rules/treasure/bot.py) for the decision alone: the move's save
        # and its steps on screen have its RAM (a board imports it again for the next bot).
        self.steps_shown = None
        move = bot_choice(s, self.game.levels[s.turn])
        # The decision's garbage (the bot's code, its search) collected before the move's
        # lasting objects are made: they take the low holes it leaves, not the middle of the
        # free heap, and the save's file buffer finds its block (a 96 KB board).
        collect()
        # The code that shows the move's steps next, imported before the save: its file's
        # buffer then finds the decision's hole (after the save, at the next frame's draw, a
        # 96 KB heap on the chip had none).
        self.steps_shown = import_once(SHOWN)
        walked = None if move == "pass" else s.path(treasure.parse_cell(move.split()[0]))
        s.apply(move)
        dest, taken = self.logged(seat, move)
        self.shown = (seat, start, dest, move, taken, walked)
        self.step = 0
        problem = self.game.save(app)
        self.stage = "from"
        self.hold(app, PACE_MS)
        if problem:
            app.push(ui.Message(problem))
        app.redraw()

    def logged(self, seat, move):
        """`seat` has made `move`: it goes in the log; (its King's cell, the card it took,
        None for a pass or a stop on the Joker)."""
        s = self.game.state
        dest = s.kings[seat]
        taken = None
        if move != "pass" and s.board[dest] != cards.JOKER:
            taken = s.piles[seat][-1]
        self.log.append((seat, dest, move, taken))
        if len(self.log) > LOG:
            self.log.pop(0)
        return dest, taken

    def play(self, app, move):
        """A person's move: the engine's reason on screen and nothing changed if illegal."""
        game = self.game
        seat = game.state.turn
        before = packed(game.state)  # as the referee's Undo keeps a position
        try:
            game.state.apply(move)
        except ValueError as e:
            app.push(ui.Message(short_reason(app, e)))
            return False
        game.history.push([move, before])
        self.logged(seat, move)
        problem = game.save(app)
        self.shown = None
        self.begin_turn(app)
        if problem:
            app.push(ui.Message(problem))
        app.redraw()
        return True

    # --- the pause menu (firmware/treasure/vs_bots_menu.py: its code in RAM while it shows)
    def ask_menu(self, app, took=None):
        import_once(MENU).ask_menu(self, app, took, show_scores)

    def hint(self, app):
        """The Normal bot's move for the person: the cursor on it, the move named and why.
        The person's move input is let go for the decision (imported again at the next
        press), and the pause menu's code before it (ui.PauseMenu.chosen); the reason's code
        comes after the bot's has left RAM (the two together did not fit a 96 KB heap)."""
        self.person = None
        s = self.game.state
        view = s.view(s.turn)  # (its code leaves RAM before the bot's comes: decide)
        move = decide(view, _NORMAL)
        why = import_once(HINT).move_reason(view, move) if move else ()
        view = None
        if move and move != "pass":
            cell = treasure.parse_cell(move.split()[0])
            self.col, self.row = cell % 7, cell // 7
        # the reason's lines worded (cards as glyphs, in the language), the bots' code let go
        said = import_once(WORDING).said
        why = "\n".join([said(app, line, (), treasure_board.REASONS) for line in why])
        app.push(import_once(HINT_BOX).HintBox(treasure_board.move_words(app, move or "pass"),
                                               why))

    def input(self):
        """The person's move input (firmware/treasure/vs_bots_turn.py), imported at their first A
        on the board and held for their turn."""
        if self.person is None:
            self.person = import_once(TURN)
        return self.person

    # --- keys ----------------------------------------------------------------------------
    def key(self, app, k):
        if self.stage == "end":
            if k == A:
                show_scores(app, self.game.state, True)
            elif k == B:
                app.home(app.game_title)
            return
        if k == B:
            if self.power is not None:
                self.power = None
                self.marks = []
                app.redraw()
            else:
                self.ask_menu(app)
            return
        if self.paused_at is not None or self.stage in ("from", "path", "took", "turn"):
            if k == A:
                if self.stage == "path":
                    self.step = len(self.shown[5])  # the rest of the path at once
                self.step_on(app)
            return
        if self.stage != "move":
            return
        if k == A:
            self.input().pick(self, app)
        else:
            move_cursor(self, k, 8 if self.power is not None else 7)
        app.redraw()

    # --- drawing -------------------------------------------------------------------------
    def say(self, app):
        """(headline, score fields) of a turn's start or of the end: made at its draw."""
        s = self.game.state
        return ((ui.tr(app, "%s: play") % seat_name(app, s.turn) if self.stage == "turn"
                 else import_once(SCORES).end_headline(app, s)), score_fields(app, s))

    def draw(self, app, buf):
        s = self.game.state
        if self.stage == "turn" or self.stage == "end":
            head, fields = self.words(app)
            if self.stage == "turn":
                draw_turn_splash(buf, app, s, head, fields)
            else:
                ui.headline(buf, 4, head, invert=True)
                ui.big_fields(buf, 24, fields)
                gfx.text(buf, 0, 56, ui.tr(app, "A: cards  B: menu"))
            return
        x = _PANEL_X
        if self.stage in ("from", "path", "took", "bot") and self.shown is not None:
            kept = self.drawn_move
            if kept[0] is not self.shown or kept[1] != self.stage or kept[2] != self.step:
                if self.steps_shown is None:  # (let go while a bot decided)
                    self.steps_shown = import_once(SHOWN)
                kept = (self.shown, self.stage, self.step) + self.steps_shown.move_lines(
                    self, app, s)
                self.drawn_move = kept
            treasure_board.draw_grid(buf, s, 7, 0, kept[3])
            # The bot's King, name and level (E, N, H: its setup's word's letter); the
            # table's lines in large type, then the small ones
            x -= 2
            draw_king_bar(buf, app, s, self.shown[0], x)
            gfx.text_right(buf, 127, 17, ui.tr(app, "ENH")[self.game.levels[self.shown[0]]])
            big, big2, small, small2 = kept[4]
            gfx.big_text(buf, x, 26, big)
            if big2:
                gfx.big_text(buf, x, 41, big2)
            else:
                gfx.text(buf, x, 41, small)
                gfx.text(buf, x, 49, small2, 6)
            gfx.text(buf, x, 57, "A:>>")
            return
        col = self.col if self.stage == "move" else 7
        treasure_board.draw_grid(buf, s, col, self.row, (), (), self.marks)
        if self.stage == "think":  # a line over the board's last row, white on black
            draw_turn_head(buf, app, s, x - 2)
            gfx.fill_rect(buf, 0, _THINK_Y - 1, 128, 9, 0)
            if self.thinking is None:  # (made once: a redraw makes no string)
                self.thinking = ui.tr(app, "%s is thinking") % seat_name(app, s.turn)
            gfx.text(buf, 1, _THINK_Y, self.thinking)
            gfx.invert_rect(buf, 0, _THINK_Y - 1, 128, 9)
            return
        if self.power is not None:  # in large type: the card, marks so far / most, the cursor's
            key, name, most = self.power
            x -= 2
            draw_power_panel(buf, app, s, x, key, treasure.parse_cell(name), len(self.marks),
                             self.col, self.row)
            gfx.text(buf, x + 1, 56, ui.tr(app, "Done" if self.marks else "Skip"))
            if self.col == _DONE:
                gfx.mark(buf, x, 55, 26, 9)
            return
        # Whose turn for the table, in large type (the King, its steps), the name; the
        # cursor's card in large type, and where A moves ("A:d4")
        draw_turn_head(buf, app, s, x - 2)
        if self.col < 7:
            cell = self.row * 7 + self.col
            draw_big_cell(buf, x - 2, 41, s, cell)
            gfx.text(buf, x - 2, 57, "A:")
            draw_cell_name(buf, x - 2 + 2 * gfx.CHAR_W, 57, cell)


def show_scores(app, state, final=False):
    """The scores in large type, and the tie-break (firmware/treasure/vs_bots_scores.py)."""
    app.push(import_once(SCORES).Scores(state, score_fields(app, state), final))

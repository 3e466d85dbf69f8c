"""Regicide table companion: the device follows a game played with real cards.

Every rule comes from `shared_rules.regicide_companion.TableCompanion`: these screens only
ask for what happened at the table (the castle card turned up, each play, a yield, a Jester
and its choice, a solo flip, a payment), show the companion's instructions ("draw 9 cards
starting with seat 0: ...") or its refusal, and save after every completed step
(`storage.save`, file `regicide.sav`, shared with solo play: one Regicide game at a time;
`resume` hands a solo save to `game_regicide_solo`). A refused step leaves the game as it was.
Screens: setup (players; the options come from Settings), the status screen (enemy, health,
attack after the shield, immunity or Jester, tavern/discard/hand counts, whose turn) with the
actions of the moment, the card list (cards picked one by one with the card picker), the
instructions, the end (won with the grade, or lost with the reason).
"""
import gc

from shared_rules import cards as C
from shared_rules import regicide as R
from shared_rules.regicide_companion import PHASE_REVEAL, TableCompanion
from firmware import gfx, storage, ui
from firmware.buttons import A, B, DOWN, UP

SAVE_NAME = "regicide.sav"
_ACTION_ROWS = 3
_ACTION_Y = 40


def open(app):
    """From the Regicide mode menu: set up a new game."""
    app.push(Setup(app))


def resume(app):
    """From the game menu's Resume: load the saved game (newest good copy)."""
    data = storage.load(app.files, SAVE_NAME)
    game = None
    if isinstance(data, dict) and data.get("game") == "regicide-solo":
        app.game_module("game_regicide_solo").resume_data(app, data)
        return
    if isinstance(data, dict):
        try:
            game = Companion(TableCompanion.from_dict(data.get("companion")))
        except (ValueError, TypeError, KeyError, AttributeError):
            game = None
    if game is None:
        app.push(ui.Message("The saved game cannot be read."))
        return
    game.show_status(app)


def cards_label(cards):
    """Card glyphs for a short line: '5♠ 5♥' (no spaces when there are many)."""
    labels = [gfx.card_label(c) if c != C.JOKER else "JK" for c in cards]
    return (" " if len(labels) <= 7 else "").join(labels)


def seat_names(players):
    return ["Seat %d" % s for s in range(players)]


class Setup(ui.Menu):
    """New game: how many players; Solo yield and Jester self come from Settings."""

    def __init__(self, app):
        self.players = 1
        ui.Menu.__init__(self, "New Regicide game", [], self.select, 0, self.change)
        self.options = app.settings["regicide"]
        self.relabel()

    def relabel(self):
        o = self.options
        self.items = ["Players: %d" % self.players, "Start",
                      "Solo yield: %s" % o["solo_yield"].replace("_", " "),
                      "Jester self: %s" % ("yes" if o["jester_self"] else "no")]

    def change(self, app, index, step):
        if index == 0:
            self.players = (self.players - 1 + step) % 4 + 1
            self.relabel()

    def select(self, app, i):
        if i == 0:
            self.change(app, 0, 1)
        elif i == 1:
            if storage.has_save(app.files, SAVE_NAME):
                app.push(ui.Confirm("Replace the saved game?", self.start))
            else:
                self.start(app)
        else:
            app.push(ui.Message("Options are set in Settings on the game menu."))

    def start(self, app):
        o = self.options
        game = Companion(TableCompanion(self.players, o["solo_yield"], o["jester_self"]))
        problem = game.save(app)
        if problem:
            app.push(ui.Message(problem))
        else:
            game.show_status(app, replace=self)


class Companion:
    """One game being followed: the engine's TableCompanion and the screens that feed it."""

    def __init__(self, table):
        self.table = table
        self.status = None

    # --- saving ---------------------------------------------------------------------------
    def save(self, app):
        """Save the game; None, or the reason it could not be saved."""
        try:
            storage.save(app.files, SAVE_NAME, {"game": "regicide",
                                                "companion": self.table.to_dict()})
            return None
        except OSError as e:
            return "Not saved: %s" % e

    def show_status(self, app, replace=None):
        self.status = Status(self)
        if replace is not None:
            app.pop_to(replace)
            app.pop()
            if isinstance(app.top(), Status):  # New game: the finished game's screen goes
                app.pop()
        app.push(self.status)

    # --- one step at the table -------------------------------------------------------------
    def step(self, app, method, *args):
        """Ask the companion; a refusal is shown and changes nothing, a step is saved and its
        instructions shown over the status screen."""
        before = self.table.to_dict()
        try:
            out = getattr(self.table, method)(*args)
        except ValueError as e:
            self.table = TableCompanion.from_dict(before)  # the game as it was
            app.push(ui.Message(str(e)))
            return
        problem = self.save(app)
        gc.collect()  # a quiet moment: between two steps
        self.status.relabel()
        app.pop_to(self.status)
        app.push(Instructions(out))
        if problem:
            app.push(ui.Message(problem))

    # --- the actions of the moment -----------------------------------------------------------
    def actions(self):
        t = self.table
        seat = "Seat %d" % t.turn
        acts = []
        if t.phase == PHASE_REVEAL:
            acts.append(("Turn up next enemy", self.ask_reveal))
        elif t.phase == R.PHASE_PLAY:
            acts.append((seat + " plays cards", self.ask_play))
            if R.TAVERN_JESTERS[t.players]:
                acts.append((seat + " plays Jester", self.play_jester))
            acts.append((seat + " yields", self.yield_turn))
            if t.players == 1:
                acts.append(("Flip a Jester", self.flip))
        elif t.phase == R.PHASE_PAY:
            acts.append(("%s pays %d" % (seat, t.owed), self.ask_pay))
            if t.players == 1:
                acts.append(("Flip a Jester", self.flip))
            acts.append((seat + " cannot pay", self.cannot_pay))
        elif t.phase == R.PHASE_CHOOSE:
            acts.append((seat + " picks next", self.ask_next))
        else:
            acts.append(("New game", self.new_game))
        if t.phase not in (R.PHASE_WON, R.PHASE_LOST):
            acts.append(("Where is a card?", self.ask_where))
        acts.append(("Delete this game", self.ask_delete))
        return acts

    def ask_reveal(self, app):
        app.push(ui.CardPicker("Enemy turned up?", lambda app, c: self.step(
            app, "reveal", C.token(c))))

    def ask_play(self, app):
        t = self.table
        CardList("Seat %d plays" % t.turn, 0,
                 lambda app, cards: self.step(app, "play", _text(cards))).open(app)

    def play_jester(self, app):
        self.step(app, "play", "JK")

    def yield_turn(self, app):
        self.step(app, "yield_turn")

    def flip(self, app):
        self.step(app, "flip")

    def ask_pay(self, app):
        t = self.table
        CardList("Seat %d pays %d" % (t.turn, t.owed), t.owed,
                 lambda app, cards: self.step(app, "pay", _text(cards))).open(app)

    def cannot_pay(self, app):
        """Refused at once while the hand's size proves it can pay; else the player shows the
        hand and the companion checks it."""
        t = self.table
        reason = t.cannot_pay_refusal()
        if reason:
            app.push(ui.Message(reason))
            return
        CardList("Seat %d's hand" % t.turn, t.owed,
                 lambda app, cards: self.step(app, "cannot_pay", _text(cards))).open(app)

    def ask_next(self, app):
        t = self.table
        app.push(ui.PlayerPicker("Who plays next?", seat_names(t.players),
                                 lambda app, seat: self.step(app, "choose_next", seat),
                                 index=t.turn))

    def ask_where(self, app):
        """The companion's answer for one card: where the table can find it."""
        def where(app, c):
            app.pop()
            app.push(ui.Message("%s: %s" % (gfx.card_label(c), self.table.cards.location(c))))
        app.push(ui.CardPicker("Where is?", where))

    def new_game(self, app):
        app.push(Setup(app))

    def ask_delete(self, app):
        app.push(ui.Confirm("Delete this game for good?", self.delete))

    def delete(self, app):
        storage.delete(app.files, SAVE_NAME)
        app.home("Regicide")


def _text(cards):
    return "+".join(C.token(c) for c in cards)


class Status(ui.Screen):
    """The enemy and the counts on top, the actions of the moment below (Up/Down, A)."""

    def __init__(self, game):
        self.game = game
        self.index = 0
        self.top = 0
        self.relabel()

    def relabel(self):
        self.acts = self.game.actions()
        self.index = 0
        self.top = 0

    def draw(self, app, buf):
        t = self.game.table
        if t.phase == R.PHASE_WON:
            gfx.text(buf, 0, 0, "Victory!")
            if t.players == 1:
                gfx.text_right(buf, 127, 0, "grade " + R.GRADES[t.solo_jesters])
            gfx.text(buf, 0, 12, "All 12 court cards")
            gfx.text(buf, 0, 20, "defeated.")
        elif t.phase == R.PHASE_LOST:
            gfx.text(buf, 0, 0, "Lost - %d defeated" % len(t.defeated))
            for i, line in enumerate(gfx.wrap(t.loss_reason)[:3]):
                gfx.text(buf, 0, 10 + i * 8, line)
        elif not t.enemy:
            gfx.text(buf, 0, 0, "No enemy")
            gfx.text(buf, 0, 8, "Castle %d  defeated %d" % (len(t.unrevealed),
                                                            len(t.defeated)))
            self.counts(buf, t)
        else:
            e = t.enemy
            health = R.enemy_health(e)
            attack = R.enemy_attack(e) - t.shield
            gfx.text(buf, 0, 0, "%s health %d/%d" % (gfx.card_label(e), health - t.damage,
                                                     health))
            gfx.text_right(buf, 127, 0, "atk %d" % (attack if attack > 0 else 0))
            if t.jester:
                gfx.text(buf, 0, 8, "Jester: no immunity")
            else:
                gfx.text(buf, 0, 8, "immune " + gfx.SUIT_GLYPHS[C.suit(e)])
                if t.shield:
                    gfx.text_right(buf, 127, 8, "shield %d" % t.shield)
            self.counts(buf, t)
        gfx.hline(buf, 0, 36, 128)
        self.draw_actions(buf)

    def counts(self, buf, t):
        gfx.text(buf, 0, 16, "tavern %d discard %d" % (t.tavern, t.discard))
        gfx.text(buf, 0, 25, "hands")
        turn = t.phase in (R.PHASE_PLAY, R.PHASE_PAY, R.PHASE_CHOOSE)
        for s in range(t.players):
            x = 38 + s * 20
            gfx.text(buf, x + 1, 25, str(t.hand_sizes[s]))
            if turn and s == t.turn:
                gfx.invert_rect(buf, x, 24, 14, 9)

    def draw_actions(self, buf):
        n = len(self.acts)
        if self.index < self.top:
            self.top = self.index
        elif self.index >= self.top + _ACTION_ROWS:
            self.top = self.index - _ACTION_ROWS + 1
        for row in range(_ACTION_ROWS):
            i = self.top + row
            if i >= n:
                break
            y = _ACTION_Y + row * 8
            gfx.text(buf, 2, y, self.acts[i][0][:20])
            if i == self.index:
                gfx.invert_rect(buf, 0, y, 122, 8)
        if self.top > 0:
            gfx.text(buf, 123, _ACTION_Y, "▲")
        if self.top + _ACTION_ROWS < n:
            gfx.text(buf, 123, _ACTION_Y + (_ACTION_ROWS - 1) * 8, "▼")

    def key(self, app, k):
        n = len(self.acts)
        if k == UP:
            self.index = (self.index - 1) % n
        elif k == DOWN:
            self.index = (self.index + 1) % n
        elif k == A:
            self.acts[self.index][1](app)
        elif k == B:
            app.home("Regicide")
        app.redraw()


class CardList(ui.Screen):
    """Cards entered one by one with the card picker, then Done: a play or a payment.

    `owed` > 0 shows what the cards are worth against it (a payment)."""
    ITEMS = ("Done", "Add a card", "Remove last")

    def __init__(self, title, owed, on_done):
        self.title = title
        self.owed = owed
        self.on_done = on_done
        self.cards = []
        self.index = 1

    def add(self, app, c):
        self.cards.append(c)
        self.index = 0
        app.pop_to(self)

    def pick(self, app):
        app.push(ui.CardPicker("Card %d?" % (len(self.cards) + 1), self.add))

    def open(self, app):
        """Show the list with the card picker on top: the first card is asked at once."""
        app.push(self)
        self.pick(app)

    def draw(self, app, buf):
        ui.title_bar(buf, self.title)
        gfx.text(buf, 0, 10, cards_label(self.cards) if self.cards else "(no card yet)")
        if self.owed:
            gfx.text(buf, 0, 19, "worth %d of %d" % (R.hand_value(self.cards), self.owed))
        for i, item in enumerate(self.ITEMS):
            y = 32 + i * 8
            gfx.text(buf, 2, y, item)
            if i == self.index:
                gfx.invert_rect(buf, 0, y, 122, 8)

    def key(self, app, k):
        if k == UP:
            self.index = (self.index - 1) % 3
        elif k == DOWN:
            self.index = (self.index + 1) % 3
        elif k == A:
            if self.index == 0:
                self.on_done(app, list(self.cards))
            elif self.index == 1:
                self.pick(app)
            elif self.cards:
                self.cards.pop()
                if not self.cards:
                    self.index = 1
        elif k == B:
            app.pop()
        app.redraw()


class Instructions(ui.Screen):
    """What the players must do now, as the companion says it; Up/Down scroll, A scrolls
    to the rest and then closes, B closes."""

    def __init__(self, lines):
        self.lines = []
        for s in lines:
            self.lines += gfx.wrap(s[:1].upper() + s[1:])
        self.line = 0

    def draw(self, app, buf):
        ui.title_bar(buf, "At the table:")
        for row in range(7):
            i = self.line + row
            if i < len(self.lines):
                gfx.text(buf, 0, 8 + row * 8, self.lines[i])
        if self.line > 0:
            gfx.text(buf, 122, 0, "▲")
        if self.line + 7 < len(self.lines):
            gfx.text(buf, 122, 56, "▼")

    def key(self, app, k):
        if k == DOWN and self.line + 7 < len(self.lines):
            self.line += 1
        elif k == UP and self.line > 0:
            self.line -= 1
        elif k == A and self.line + 7 < len(self.lines):
            self.line = min(self.line + 7, len(self.lines) - 7)
        elif k in (A, B):
            app.pop()
        app.redraw()

"""Regicide table companion: the device follows a game played with real cards.

Every rule comes from `shared_rules.regicide.companion.TableCompanion`: these screens only
ask for what happened at the table (the castle card turned up, each play, a yield, a Jester
and its choice, a solo flip, a payment), show the companion's instructions ("draw 9 cards
starting with P1: ...") or its refusal, and save after every completed step with the last
steps for Undo (`storage.save`, file `regicide.sav`; solo play has its own file). A refused
step leaves the game as it was; a finished game's save is deleted (it leaves Resume).
Screens: setup (players; the options come from Settings), the status screen (enemy, health,
attack after the shield, immunity or Jester, tavern/discard/hand counts, whose turn) with the
actions of the moment, the card grid (`firmware.ui.card_grid`: cards picked by suit and rank),
the instructions (A goes on to the next entry), the end (won with the grade, or lost); B on the
status screen opens the game's menu (Back to the game, Undo, Game menu) as in every mode.
"""

from shared_rules import cards as C
from shared_rules.regicide import rules as R
from shared_rules.compat import collect, import_once
from shared_rules.regicide.companion import PHASE_REVEAL, TableCompanion, to_play
from firmware import storage
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, UP
from firmware.ui.card_grid import CardGrid, ranks_from
from firmware.names import seat_name
from firmware.wording import cards_label, said, value_words
from firmware.replay import replay, step_label, text_position
from firmware.regicide.enemy import draw as big_enemy, words as big_enemy_words

_ACTION_ROWS = 3
_TURN_PHASES = (R.PHASE_PLAY, R.PHASE_PAY, R.PHASE_CHOOSE)  # a seat is to act (made once)
_ACTION_Y = 41
_FINISHED = (R.PHASE_WON, R.PHASE_LOST)
# its ways in: firmware/regicide/companion_entry.py (its words named there too); a new
# game's screen, imported while it shows, given this module's classes
START = "firmware.regicide.companion_start"
# its rare steps (its menu and Undo, "Where is a card?", a deletion), imported for the step
MENU = "firmware.regicide.companion_menu"
# the engine's refusal that names a card's places in one value ("seat 1's hand or the tavern")
_ELSEWHERE = "%s cannot be in %s's hand: it is in %s"
_HEALED = ("%s draws one of the healed cards %s", "%s draws %s of the healed cards %s")


def _rebuild(text, steps):
    """The companion at a position text (an undo base) after `steps` (Replay's)."""
    return replay(TableCompanion.from_dict(text_position(text)), steps)


def table_text(app, refusal):
    """An engine's refusal or instruction (shared_rules/compat.py) as the table reads it, in
    the language: seats by name, cards as glyphs, a card's places part by part."""
    names = [seat_name(app, seat) for seat in range(4)]
    code, values = refusal
    if code == _ELSEWHERE:
        values = values[:2] + (import_once(MENU).places(app, values[2], names),)
    elif code in _HEALED:  # the cards it may be, one value: "9S 3D"
        values = values[:-1] + (" ".join([value_words(v, names)
                                          for v in values[-1].split(" ")]),)
    return said(app, (code, values), names)


class Companion:
    """One game being followed: the engine's TableCompanion, the last steps for Undo (a
    `Replay`: the companion's calls, replayed on the position before the oldest), and the
    screens that feed it."""

    rebuild = staticmethod(_rebuild)  # (Undo's, in companion_menu.py)

    def __init__(self, table, history):
        self.table = table
        self.history = history
        self.status = None
        self.recorded = None  # the number of this game's record in the log, once it ended

    # --- saving ---------------------------------------------------------------------------
    def save(self, app):
        """Save the game (a finished one is recorded, then deleted: an undo past its end
        saves it again); None, or why it could not be saved."""
        try:
            if self.table.phase in _FINISHED:
                problem = import_once("firmware.records_write").finished(app, self)
                storage.delete(app.files, app.save_file)
                return problem
            storage.save_made(app.files, app.save_file, lambda: self.save_data(app))
            return None
        except OSError as e:
            return ui.tr(app, "Not saved: %s") % e

    def save_data(self, app):
        return {"game": "regicide", "companion": self.table.to_dict(),
                "undo": self.history.to_save(), "rec": self.game_record(app),
                "recorded": self.recorded}

    def game_record(self, app):
        """The record's fields (firmware/records_write.py); None before the first play."""
        t = self.table
        if not (t.defeated or t.damage or t.table or t.discard):
            return None
        won = t.phase == R.PHASE_WON
        return ["regicide", "companion", [seat_name(app, s) for s in range(t.players)],
                {"won": won, "defeated": len(t.defeated),
                 "grade": R.GRADES[t.solo_jesters] if won and t.players == 1 else None},
                {"solo_yield": t.solo_yield, "jester_self": t.jester_self}, []]

    def show_status(self, app, replace=None):
        self.status = Status(self)
        if replace is not None:
            app.pop_to(replace)
            app.pop()
            if isinstance(app.top(), Status):  # New game: the finished game's screen goes
                app.pop()
        app.push(self.status)

    def name(self, app, seat=None):
        return seat_name(app, self.table.turn if seat is None else seat)

    def seat(self):
        """The seat to act, as a step's label names it ("seat 1": said by its name)."""
        return "seat %d" % self.table.turn

    # --- one step at the table -------------------------------------------------------------
    def step(self, app, label, method, *args):
        """Ask the companion; a refusal is shown and changes nothing, a step is saved (with
        `label` for Undo) and its instructions shown over the status screen."""
        before = self.table.copy()
        try:
            out = getattr(self.table, method)(*args)
        except ValueError as e:
            self.table = before  # the game as it was
            why = getattr(e, "refusal", None)
            app.push(ui.Message(table_text(app, why) if why else str(e)))
            return
        self.history.push(before, [label, method, list(args)], _rebuild)
        before = None  # its RAM goes to the save
        collect()  # a quiet moment between two steps, and room for the save's text
        problem = self.save(app)
        self.status.relabel()
        app.pop_to(self.status)
        entry = self.next_entry(app)
        if entry and out == [to_play(self.table.turn)]:
            entry[1](app)  # nothing to do at the table: the entry (its title names the seat)
        else:
            app.push(Instructions([table_text(app, line) for line in out], entry))
        if problem:
            app.push(ui.Message(problem))

    def menu(self, app, took=None):
        """B on the status screen: the game's menu, Undo among it (its code in RAM while it
        shows: companion_menu.py)."""
        import_once(MENU).menu(self, app, took)

    def next_entry(self, app):
        """The action the game waits for next when it is an entry (a card, a seat), else
        None: A on the instructions goes straight there."""
        if self.table.phase in (PHASE_REVEAL, R.PHASE_PLAY, R.PHASE_PAY, R.PHASE_CHOOSE):
            return self.status.actions(app)[0]
        return None

    # --- the actions of the moment -----------------------------------------------------------
    def actions(self, app):
        t = self.table
        seat = self.name(app)
        tr = ui.tr
        acts = []
        if t.phase == PHASE_REVEAL:
            acts.append((tr(app, "Turn up next enemy"), self.ask_reveal))
        elif t.phase == R.PHASE_PLAY:
            acts.append((tr(app, "%s plays cards") % seat, self.ask_play))
            if R.TAVERN_JESTERS[t.players]:
                acts.append((tr(app, "%s plays Jester") % seat, self.play_jester))
            acts.append((tr(app, "%s yields") % seat, self.yield_turn))
            if t.players == 1:
                acts.append((tr(app, "Flip a Jester"), self.flip))
        elif t.phase == R.PHASE_PAY:
            acts.append((tr(app, "%s pays %d") % (seat, t.owed), self.ask_pay))
            if t.players == 1:
                acts.append((tr(app, "Flip a Jester"), self.flip))
            acts.append((tr(app, "%s cannot pay") % seat, self.cannot_pay))
            acts.append((tr(app, "%s pays more") % seat, self.ask_pay_more))
        elif t.phase == R.PHASE_CHOOSE:
            acts.append((tr(app, "%s picks next") % seat, self.ask_next))
        else:
            acts.append((tr(app, "New game"), self.new_game))
        if t.phase not in (R.PHASE_WON, R.PHASE_LOST):
            acts.append((tr(app, "Where is a card?"), self.ask_where))
        acts.append((tr(app, "Delete this game"), self.ask_delete))
        return acts

    def hand_ranks(self):
        """The rank columns of a hand: A..10 and the court ranks already defeated."""
        return ranks_from(1, 10, [C.rank(c) for c in self.table.defeated])

    def ask_reveal(self, app):
        castle = self.table.tellable()  # the castle cards that can come next
        ranks = ranks_from(C.rank(min(castle)), C.rank(max(castle)))
        app.push(Grid(app, ui.tr(app, "Enemy turned up?"), ranks, lambda app, cards: self.step(
            app, step_label("turned up %s", _text(cards)), "reveal",
            C.token(cards[0])), start=castle[0], cards=castle, single=True, verb="turn up"))

    def ask_play(self, app):
        t = self.table
        app.push(Grid(app, ui.tr(app, "%s plays") % self.name(app), self.hand_ranks(),
                      self.played, start=_likely_play(t), cards=t.tellable(),
                      complete=self.play_told, verb="play"))

    def played(self, app, cards):
        """The cards told for a play: two or more are asked once ("Play A♣ 8♦?", Yes under
        the cursor) before the companion takes them: a stray press on the grid commits none."""
        label = step_label("%s played %s", self.seat(), _text(cards))
        if len(cards) < 2:
            self.step(app, label, "play", _text(cards))
            return
        box = ui.Confirm(ui.tr(app, "Play %s?") % cards_label(cards),
                         lambda app: self.step(app, label, "play", _text(cards)))
        box.yes = True
        app.push(box)

    def play_told(self, cards):
        """Nothing can follow `cards` (the engine's legal plays among the cards the hand can
        hold). An Ace's companion is told Ace first, so a lone card other than an Ace ends the
        play unless a set could follow it."""
        follow = self.table.play_followers(cards)
        if len(cards) == 1 and C.rank(cards[0]) != C.ACE:
            follow = [c for c in follow if C.rank(c) != C.ACE]
        return not follow

    def play_jester(self, app):
        self.step(app, step_label("%s played a Jester", self.seat()), "play", "JK")

    def yield_turn(self, app):
        self.step(app, step_label("%s yielded", self.seat()), "yield_turn")

    def flip(self, app):
        self.step(app, step_label("the Jester flip"), "flip")

    def ask_pay(self, app, more=False):
        """The payment: it ends on the A of the card that covers the damage; "pays more" (the
        rules allow discarding more than needed) ends only on A again."""
        t = self.table
        name = self.name(app)
        seat = self.seat()
        app.push(Grid(app, ui.tr(app, "%s pays %d+" if more else "%s pays %d") % (name, t.owed),
                      self.hand_ranks(), lambda app, cards: self.step(
                          app, step_label("%s paid %s", seat, _text(cards)), "pay",
                          _text(cards)),
                      start=_likely_pay(t), cards=t.tellable(), worth=R.hand_value,
                      complete=None if more else t.pay_covered, verb="pay",
                      next_card=None if more else
                      lambda cards: _likely_pay(t, R.hand_value(cards))))

    def ask_pay_more(self, app):
        self.ask_pay(app, True)

    def cannot_pay(self, app):
        """Refused at once while the hand's size proves it can pay; else the player shows the
        hand on the card grid (Jesters, worth 0, are left out: the companion counts them from
        the hand's size) and the companion checks it."""
        t = self.table
        reason = t.cannot_pay_refusal()
        if reason:
            app.push(ui.Message(table_text(app, reason)))
            return
        name = self.name(app)
        size = t.hand_sizes[t.turn]

        def shown(app, cards):
            jesters = [C.JOKER] * (size - len(cards)) if t.players > 1 else []
            self.step(app, step_label("%s could not pay", self.seat()), "cannot_pay",
                      _text(list(cards) + jesters))

        if size == 0:
            shown(app, [])
            return
        app.push(Grid(app, ui.tr(app, "%s's hand, not JK") % name, self.hand_ranks(), shown,
                      cards=t.tellable(), worth=R.hand_value,
                      complete=lambda cards: len(cards) >= size, verb="show"))

    def ask_next(self, app):
        t = self.table
        names = [seat_name(app, s) for s in range(t.players)]
        app.push(ui.PlayerPicker(ui.tr(app, "Who plays next?"), names,
                                 lambda app, seat: self.step(
                                     app, step_label("%s plays next", "seat %d" % seat),
                                     "choose_next", seat), index=t.turn))

    def ask_where(self, app):
        import_once(MENU).ask_where(self, app, Grid)

    def new_game(self, app):
        app.push(import_once(START).Setup(app, Companion, Instructions))

    def ask_delete(self, app):
        import_once(MENU).ask_delete(self, app)


def _likely_play(t):
    """Where the play grid's cursor starts: the rank of the enemy's health left (an exact
    kill), on the suit row across from the enemy's: its own suit is immune, so the least
    likely, and that row is the farthest away."""
    left = R.enemy_health(t.enemy) - t.damage if t.enemy else 10
    return C.card(max(1, min(10, left)), (t.enemy + 2) & 3)


def _likely_pay(t, paid=0):
    """Where the payment grid's cursor goes: the rank of the damage still owed."""
    return C.card(max(1, min(10, t.owed - paid)), 0)


def _text(cards):
    return "+".join(C.token(c) for c in cards)


class Status(ui.Screen):
    """The enemy and the counts on top, the actions of the moment below (Up/Down, A)."""

    def __init__(self, game):
        self.game = game
        self.index = 0
        self.top = 0
        self.acts = None

    def relabel(self):
        # both rebuilt at the next draw or key, where the app (names) is known
        self.acts = None
        self.said = None
        self.index = 0
        self.top = 0

    def actions(self, app):
        if self.acts is None:
            self.acts = self.game.actions(app)
        return self.acts

    def say(self, app):
        """What the top half says, made once per step (`words`):
        (headline or None, big fields or None, lines of small type, the enemy's large words
        or None)."""
        t = self.game.table
        tr = ui.tr
        if t.phase == R.PHASE_WON:
            return tr(app, "Victory!"), None, [tr(app, "All 12 court cards"), tr(
                app, "defeated. Grade: %s") % tr(app, R.GRADES[t.solo_jesters])
                if t.players == 1 else tr(app, "defeated.")], None
        if t.phase == R.PHASE_LOST:
            return tr(app, "Lost"), None, gfx.wrap(tr(app, "%d defeated. %s") % (
                len(t.defeated), table_text(app, R.loss_refusal(t.loss_reason))))[:2], None
        if not t.enemy:
            turn = self.game.name(app) if t.phase in _TURN_PHASES else "-"
            return None, [(tr(app, "castle"), len(t.unrevealed)),
                          (tr(app, "beaten"), len(t.defeated)), (tr(app, "turn"), turn)], [
                tr(app, "Next: turn up enemy")], None
        return None, None, (), big_enemy_words(app, t.enemy, t.damage, t.shield)

    def draw(self, app, buf):
        """In large type the enemy, its health left, its attack and its immunity (as solo and
        the team game show them), or the castle's counts, or the game's end; the shield, the
        tavern, discard and hand counts (whose turn framed); the actions below."""
        head, fields, lines, enemy = self.words(app)
        t = self.game.table
        if head:
            ui.headline(buf, 1, head, invert=True)
            self.draw_lines(buf, 18, lines)
        elif fields:
            ui.big_fields(buf, 0, fields)
            self.draw_lines(buf, 23, lines)
            self.counts(app, buf, t)
        else:
            big_enemy(buf, enemy, t.enemy, t.jester)
            if t.shield:
                gfx.text(buf, 92, 16, ui.tr(app, "shield"))
                gfx.number_right(buf, 127, 24, t.shield)
            self.counts(app, buf, t)
        gfx.hline(buf, 0, 39, 128)
        self.draw_actions(buf, self.actions(app))

    def draw_lines(self, buf, y, lines):
        for i in range(len(lines)):
            gfx.text(buf, 0, y + i * 8, lines[i])

    def counts(self, app, buf, t):
        """Tavern, discard, and each hand's size (the one to act framed)."""
        x = gfx.number(buf, gfx.text(buf, 0, 31, ui.tr(app, "T")), 31, t.tavern)
        gfx.number(buf, gfx.text(buf, x, 31, ui.tr(app, " D")), 31, t.discard)
        turn = t.phase in _TURN_PHASES
        for s in range(t.players):
            x = 64 + s * 16
            gfx.number(buf, x, 31, t.hand_sizes[s])
            if turn and s == t.turn:
                gfx.mark(buf, x - 3, 30, 11, 9)

    def draw_actions(self, buf, acts):
        n = len(acts)
        if self.index < self.top:
            self.top = self.index
        elif self.index >= self.top + _ACTION_ROWS:
            self.top = self.index - _ACTION_ROWS + 1
        for row in range(_ACTION_ROWS):
            i = self.top + row
            if i >= n:
                break
            y = _ACTION_Y + row * 8
            gfx.text(buf, 2, y, acts[i][0], 20)
            if i == self.index:
                gfx.mark(buf, 0, y - 1, 122, 9)
        if self.top > 0:
            gfx.text(buf, 123, _ACTION_Y, "▲")
        if self.top + _ACTION_ROWS < n:
            gfx.text(buf, 123, _ACTION_Y + (_ACTION_ROWS - 1) * 8, "▼")

    def key(self, app, k):
        acts = self.actions(app)
        n = len(acts)
        if k == UP:
            self.index = (self.index - 1) % n
        elif k == DOWN:
            self.index = (self.index + 1) % n
        elif k == A:
            acts[self.index][1](app)
        elif k == B:
            self.game.menu(app)
        app.redraw()


class Grid(CardGrid):
    """The card grid in the mode's words: its title (worded by the caller), what A does
    ("play", "add", "drop": the grid's English, said here in the language)."""

    def __init__(self, app, title, ranks, on_done, verb="done", **kw):
        CardGrid.__init__(self, title, ranks, on_done, verb=ui.tr(app, verb), **kw)
        self.said = (ui.tr(app, "add"), ui.tr(app, "drop"))

    def hint_word(self):
        word = CardGrid.hint_word(self)
        return self.said[0] if word == "add" else self.said[1] if word == "drop" else word


class Instructions(ui.Screen):
    """What the players must do now, as the companion says it, on the whole screen (no title:
    a seventh line spares a press on most turns); Up/Down scroll, A scrolls to the rest and
    then goes on to `entry` (the next card or seat to tell, (label, action)) or closes; B
    closes."""

    def __init__(self, lines, entry=None):
        self.lines = []
        for s in lines:
            self.lines += gfx.wrap(s[:1].upper() + s[1:])
        self.entry = entry
        self.line = 0
        self.rows = 7 if entry else 8

    def draw(self, app, buf):
        for row in range(self.rows):
            i = self.line + row
            if i < len(self.lines):
                gfx.text(buf, 0, row * 8, self.lines[i])
        if self.line > 0:
            gfx.text(buf, 122, 0, "▲")
        if self.line + self.rows < len(self.lines):
            gfx.text(buf, 122, (self.rows - 1) * 8, "▼")
        if self.entry:
            gfx.text(buf, gfx.text(buf, 2, 56, "A:"), 56, self.entry[0], gfx.COLS - 3)
            gfx.mark(buf, 0, 55, 128, 9)

    def key(self, app, k):
        more = self.line + self.rows < len(self.lines)
        if k == DOWN and more:
            self.line += 1
        elif k == UP and self.line > 0:
            self.line -= 1
        elif k == A and more:
            self.line = min(self.line + self.rows, len(self.lines) - self.rows)
        elif k in (A, B):
            app.pop()
            if k == A and self.entry:
                self.entry[1](app)
        app.redraw()

"""Regicide solo: the device is the deck (no cards needed).

Every rule comes from `shared_rules.regicide.game.Regicide` (`apply` refuses with the reason) and
the Hint from `shared_rules.regicide.hint` on the player's own view: the Normal bot's move in
large type and why in one or two lines (`firmware/ui/hint_box.py`). One screen: the enemy
in large type on top ("J♣ 14/20", its attack, "immune ♣") with the counts, the hand of up to 8 cards (Left/Right move, A selects), the actions
below (Down to reach them: Play, Yield, Flip, Hint; when attacked: Pay, Flip, Hint). B opens the
game's menu in place of the table: Undo (the last plays, payments and flips, kept in the save),
the game menu. The game is saved after every move in its own file `regicide_solo.sav` (the
table companion has another); a finished game's save is deleted, so it leaves Resume.
"""

from shared_rules import cards as C
from shared_rules.regicide import game as R
from shared_rules.regicide.rules import loss_refusal
from shared_rules.compat import collect, import_once
from firmware import storage
from firmware.regicide import enemy
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.replay import position_text, text_position
from firmware.undo import History
from firmware.wording import cards_label, said, value_words

NEW_GAME = "firmware.new_game"  # a new game in place of the saved one

GAME_KEY = "regicide-solo"
WORDS = "regicide_play"  # its words: words/<lang>_regicide_play.txt (firmware/ui/widgets.py's `tr`)


def start(app):
    """From the Regicide mode menu: deal a new solo game (a saved game is replaced after a
    confirm)."""
    app.words_area = WORDS

    def deal(app):
        o = app.settings["regicide"]
        # The press that starts the game picks the deal: its time is the seed.
        game = Solo(R.new_game(app.now & 0x3FFFFFFF, players=1, solo_yield=o["solo_yield"],
                               jester_self=o["jester_self"]), History())
        problem = game.save(app)
        while isinstance(app.top(), Solo):  # New deal: the finished game's screen goes
            app.pop()
        app.push(game)
        if problem:
            app.push(ui.Message(problem))

    import_once(NEW_GAME).begin(app, deal)


def resume(app, data, old_file=None):
    """From the game menu's Resume: the saved solo game (`data`, the save's newest good copy,
    or None); False if it cannot be read. From `old_file` (an older version kept solo games in
    the companion's file) it moves to its own file."""
    app.words_area = WORDS
    try:
        if data.get("game") != GAME_KEY:
            raise ValueError("not a solo game")
        game = Solo(R.Regicide.from_dict(data.get("solo")),
                    History.from_list(data.get("undo"), check=_undo_saved))
    except (ValueError, TypeError, KeyError, AttributeError, IndexError):
        return False
    game.recorded = data.get("recorded")  # (firmware/records_write.py)
    problem = game.save(app) if old_file or game.game.is_terminal() else None
    app.push(game)
    if problem:
        app.push(ui.Message(problem))
    elif old_file:
        app.delete_save(old_file)  # a flash that refuses: the game goes on from its own file
    return True


def _undo_saved(entry):
    """True for an Undo entry as `Solo.move` saves it: [the move in its notation (an older
    save's: as worded then), the position before]
    (its text; a dict in older saves)."""
    return isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], str) \
        and isinstance(entry[1], (str, dict))


def _move_label(app, text):
    """What Undo calls a move kept in its notation (`R.move_text`), in the language of
    Settings now; an older save's entry, kept as worded then ("play 5♠ 5♥"), as it is."""
    try:
        move = R.parse_move(text)
    except ValueError:
        return text
    tr = ui.tr
    if move[0] == R.PLAY:
        return tr(app, "play %s") % cards_label(move[1:])
    if move[0] == R.PAY:
        return tr(app, "pay %s") % cards_label(move[1:])
    return tr(app, "yield" if move[0] == R.YIELD else "flip")


def _actions(g):
    if g.phase == R.PHASE_PLAY:
        return ("Play", "Yield", "Flip", "Hint")
    if g.phase == R.PHASE_PAY:
        return ("Pay", "Flip", "Hint")
    if g.phase == R.PHASE_LOST:
        return ("New deal", "Why lost")
    return ("New deal",)


class Solo(ui.Screen):
    """The solo table: status, hand, actions. Up/Down switch between hand and actions."""

    def __init__(self, game, history):
        self.game = game
        self.history = history  # [the move's notation, the game before it], newest last
        self.sorted_hand = []
        self.chosen = []
        self.pos = 0
        self.on_actions = False
        self.act = 0
        self.recorded = None  # the number of this game's record in the log, once it ended

    def save(self, app):
        """Save the game and the Undo steps (a finished game is recorded, then deleted: an
        undo past its end saves it again); None, or why not."""
        try:
            if self.game.is_terminal():
                problem = import_once("firmware.records_write").finished(app, self)
                storage.delete(app.files, app.save_file)
                return problem
            storage.save(app.files, app.save_file, {
                "game": GAME_KEY, "solo": self.game.to_dict(), "undo": self.history.to_list(),
                "rec": self.game_record(app), "recorded": self.recorded})
            return None
        except OSError as e:
            return ui.tr(app, "Not saved: %s") % e

    def game_record(self, app):
        """The record's fields (firmware/records_write.py); None before the first play."""
        g = self.game
        if not (g.discard or g.damage or g.enemies_defeated()):
            return None
        return ["regicide", "solo", ["You"],  # (as King vs bots names its player)
                {"won": g.phase == R.PHASE_WON, "defeated": g.enemies_defeated(),
                 "grade": g.grade()},
                {"solo_yield": g.solo_yield, "jester_self": g.jester_self}, []]

    def say(self, app):
        """The enemy's large line ("J♣ 14/20": health left of its health) and its attack."""
        return enemy.words(app, self.game.enemy, self.game.damage, self.game.shield)

    def hand(self):
        """The hand, sorted; the same list while it holds the same cards (a redraw sorts
        nothing)."""
        self.sorted_hand = C.sorted_again(self.sorted_hand, self.game.hands[0])
        return self.sorted_hand

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, app, buf):
        """In large type the enemy and its health, its attack and its immunity ("immune ♣");
        the tavern's and the discard's counts, the hand, the prompt and the Jester flips, the
        actions."""
        g = self.game
        tr = ui.tr
        if g.enemy:
            enemy.draw(buf, self.words(app), g.enemy, g.jester,
                       tr(app, "Lost") if g.phase == R.PHASE_LOST else None)
        elif g.phase == R.PHASE_WON:
            ui.headline(buf, 1, tr(app, "Victory!"), invert=True)
        # "T12 D3" at the right: the tavern's and the discard's counts
        tavern, discard = len(g.tavern), len(g.discard)
        x = 129 - (3 + gfx.digit_count(tavern) + gfx.digit_count(discard)) * gfx.CHAR_W
        x = gfx.number(buf, gfx.text(buf, x, 24, tr(app, "T")), 24, tavern)
        gfx.number(buf, gfx.text(buf, x, 24, tr(app, " D")), 24, discard)
        hand = self.hand()
        for i in range(len(hand)):
            x = 2 + i * 16
            gfx.card(buf, x + 1, 33, hand[i])
            if hand[i] in self.chosen:
                gfx.mark(buf, x - 1, 32, 15, 9)
            if i == self.pos and not self.on_actions:
                gfx.hline(buf, x, 42, 14)
        self.draw_prompt(app, buf)
        acts = _actions(g)
        x = 0
        for i in range(len(acts)):
            word = tr(app, acts[i])
            w = gfx.text_width(word) + 4
            gfx.text(buf, x + 2, 55, word)
            if self.on_actions and i == self.act:
                gfx.mark(buf, x, 54, w, 9)
            x += w + 2

    def draw_prompt(self, app, buf):
        """What to do now, drawn in pieces ("Pay 12: 7", "Your turn", "2 chosen"), and the
        Jester flips used at the right ("flips 0/2") while the game goes on."""
        g = self.game
        tr = ui.tr
        if g.phase == R.PHASE_PAY:  # what is owed: what the chosen cards are worth
            x = gfx.text(buf, 0, 44, tr(app, "Pay")) + gfx.CHAR_W
            x = gfx.text(buf, gfx.number(buf, x, 44, g.owed), 44, ": ")
            gfx.number(buf, x, 44, R.hand_value(self.chosen))
        elif g.phase == R.PHASE_PLAY:
            if self.chosen:
                gfx.text(buf, gfx.number(buf, 0, 44, len(self.chosen)), 44, tr(app, " chosen"))
            else:
                gfx.text(buf, 0, 44, tr(app, "Your turn"))
        elif g.phase == R.PHASE_WON:
            gfx.text(buf, 0, 44, tr(app, "All 12 defeated!"))
        elif g.phase == R.PHASE_LOST:
            gfx.text(buf, gfx.number(buf, 0, 44, g.enemies_defeated()), 44,
                     tr(app, " enemies defeated"))
        if g.phase == R.PHASE_PAY or g.phase == R.PHASE_PLAY:  # at the right: "flips 0/2"
            word = tr(app, "flips")
            x = gfx.text(buf, 128 - (len(word) + 4) * gfx.CHAR_W, 44, word) + gfx.CHAR_W
            gfx.text(buf, gfx.number(buf, x, 44, g.solo_jesters), 44, "/2")

    # --- keys ------------------------------------------------------------------------------
    def key(self, app, k):
        n = len(self.game.hands[0])
        acts = _actions(self.game)
        if k == B:
            self.menu(app)
            return
        if k in (UP, DOWN):
            self.on_actions = not self.on_actions or not n
        elif self.on_actions or not n:
            self.act = min(self.act, len(acts) - 1)
            if k == LEFT:
                self.act = (self.act - 1) % len(acts)
            elif k == RIGHT:
                self.act = (self.act + 1) % len(acts)
            elif k == A:
                self.action(app, acts[self.act])
        else:
            if k == LEFT:
                self.pos = (self.pos - 1) % n
            elif k == RIGHT:
                self.pos = (self.pos + 1) % n
            elif k == A:
                c = self.hand()[self.pos % n]
                if c in self.chosen:
                    self.chosen.remove(c)
                else:
                    self.chosen.append(c)
        app.redraw()

    def menu(self, app):
        """The game's menu in place of the table: Back, Undo, the game menu (B)."""
        last = _move_label(app, self.history.snapshots[-1][0]) if self.history.can_undo() \
            else None
        tr = ui.tr
        acts = ((tr(app, "Back to the game"), None),
                (tr(app, "Undo: %s") % last if last else tr(app, "Undo: nothing yet"),
                 self.undo),
                (tr(app, "Game menu"), lambda app: app.home(app.resume_label)))
        app.pop_to(self)
        app.pop()
        app.push(ui.PauseMenu(self, acts, app.resume_label, tr(app, "Regicide solo")))

    def undo(self, app):
        """Take back the last play, payment or flip: the game before it, saved."""
        entry = self.history.pop()
        if entry is None:
            app.push(ui.Message(ui.tr(app, "Nothing to undo yet.")))
            return
        try:
            self.game = R.Regicide.from_dict(text_position(entry[1]))
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            app.push(ui.Message(ui.tr(app, "That move cannot be undone.")))
            return
        self.said = None
        self.chosen = []
        self.pos = 0
        self.act = 0
        self.on_actions = not self.game.hands[0]
        problem = self.save(app)
        app.push(ui.Message(ui.tr(app, "Took back: %s.") % _move_label(app, entry[0])))
        if problem:
            app.push(ui.Message(problem))

    def action(self, app, name):
        if name == "Hint":
            self.hint(app)
        elif name == "New deal":
            start(app)
        elif name == "Play":
            self.move(app, (R.PLAY,) + tuple(sorted(self.chosen)))
        elif name == "Pay":
            self.move(app, (R.PAY,) + tuple(sorted(self.chosen)))
        elif name == "Yield":
            self.move(app, (R.YIELD,))
        elif name == "Flip":
            self.move(app, (R.FLIP,))
        elif name == "Why lost":
            app.push(ui.Message(ui.tr(app, "Lost: %s.") % self.lost(app)))

    def lost(self, app):
        """Why the game is lost, in the language (the engine's reason, a refusal)."""
        return said(app, loss_refusal(self.game.loss_reason), (ui.tr(app, "You"),))

    def hint(self, app):
        hint = import_once("shared_rules.regicide.hint")
        move, why = hint.hint(self.game.view(0))
        kind = move[0]
        tr = ui.tr
        if kind in (R.PLAY, R.PAY):
            self.chosen = list(move[1:])
            self.act = 0  # on Play / Pay: one press plays the hint
            text = tr(app, "Play %s" if kind == R.PLAY else "Pay %s") % cards_label(move[1:])
        else:
            text = tr(app, "Yield" if kind == R.YIELD else "Flip")
        why = "\n".join(hint.lines(why, lambda code, values: tr(app, code) % values,
                                    lambda word: value_words(word, ())))
        app.push(import_once("firmware.ui.hint_box").HintBox(text, why))

    def move(self, app, move):
        """Apply one move; a refusal is shown (nothing changes); a move is saved."""
        g = self.game
        tr = ui.tr
        if move[0] in (R.PLAY, R.PAY) and len(move) == 1:
            app.push(ui.Message(tr(app, "Choose cards first: Up, then Left/Right and A.")))
            return
        was = g.enemy
        defeated = g.enemies_defeated()
        before = g.to_dict()
        try:
            g.apply(move)
        except ValueError as e:
            why = getattr(e, "refusal", None)
            app.push(ui.Message(said(app, why, ()) if why else str(e)))
            return
        # (text: a third of a dict)
        self.history.push([R.move_text(move), position_text(before)])
        self.said = None
        self.chosen = []
        self.pos = 0
        self.act = 0
        self.on_actions = False
        collect()  # a quiet moment between two moves, and room for the save's text
        problem = self.save(app)
        news = []
        if g.enemies_defeated() > defeated:
            exact = g.tavern and g.tavern[0] == was
            news.append(tr(app, "%s defeated exactly: it joins the tavern." if exact else
                           "%s defeated.") % gfx.card_label(was))
            if g.enemy:
                news.append(tr(app, "Next: %s.") % gfx.card_label(g.enemy))
        if g.phase == R.PHASE_WON:
            news.append(tr(app, "Victory! Grade: %s.") % tr(app, g.grade()))
        elif g.phase == R.PHASE_LOST:
            news.append(tr(app, "Lost: %s.") % self.lost(app))
        elif g.phase == R.PHASE_PAY:
            news.append(tr(app, "%s attacks: pay %d.") % (gfx.card_label(g.enemy), g.owed))
        if problem:
            news.append(problem)
        if news:
            app.push(ui.Message(" ".join(news)))
        if not self.game.hands[0]:
            self.on_actions = True

"""Regicide with 2-4 seats on one device: any mix of people and bots, pass and play.

The device is the deck and keeps every hand: every rule comes from
`shared_rules.regicide.game.Regicide` (`apply` refuses with the reason), every bot move from
`shared_rules.regicide.bot.choose` at the seat's level (Easy, Normal or Hard: picked at the
setup, last time's offered, `firmware/bot_levels.py`) and the Hint with its reason from
`shared_rules.regicide.hint`, each on that seat's own view. The table's hidden-hand
rule holds on the screen: before a person's turn the device shows "P2: take the device" and
shows the hand only after A (`firmware.handover`: an A pressed and released on it, never the A
that skipped a bot's move or one within reaction time of it); a hand is never shown on another
seat's turn, and the Hint sees only the seat to play. With two or more people, a screen woken
from sleep hides the hand behind the hand-over again. A bot's move stays on the screen
PACE_MS (A skips), under the last moves' log and "Next: P2 (bot N)", the bot's level's letter (who played what, what it did: only what a
real table sees, the cards played or paid and the counts drawn).

One screen: on top in large type the enemy and its health ("J♣ 14/20"), its attack after the
shield and its immunity ("immune ♣"), whose turn; below, the hand of the seat to play
(Left/Right, A selects), the actions below (Down to reach them: Play, Yield, Hint; when
attacked: Pay, Hint; after a Jester: the seat to play next). B pauses in a menu, every mode's:
Back to the game, "Undo: P1 plays 5♠+5♥" ("Undo: nothing yet"), the game menu; after an undo
it stays on its Undo line, titled with what it took back: one A a step.
The game is saved after every move in `regiteam.sav` (a finished game `"over": true`, off the
Resume list; `"levels"`: each seat's bot level, a letter, none in older saves: Normal); Undo takes back the last move of a person (with the bots' moves after it; the last
10 kept as one position and the moves since: `Undo`), across a reboot.
"""
import json

from shared_rules import cards as C
from shared_rules.regicide import game as R
from shared_rules.compat import collect, const, import_once, ticks_diff
from firmware import handover, storage
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.names import seat_name
from firmware.regicide.enemy import draw as big_enemy, words as big_enemy_words
from shared_rules.regicide.rules import loss_refusal

NEW_GAME = "firmware.new_game"  # a new game in place of the saved one

GAME_KEY = "regicide-team"
WORDS = "regicide_play"  # its words: words/<lang>_regicide_play.txt (firmware/ui/widgets.py's `tr`)
LEVEL_CODE = "firmware.bot_levels"
PACE_MS = const(2500)  # a bot's move stays on the screen this long (A skips)
LOG_LINES = const(3)  # the last moves' lines shown while a bot plays
UNDO_DEPTH = 10  # people's moves: one position (~0.7 KB of JSON) and the moves since it


def start(app):
    """From the Regicide mode menu: seats and bots, then the deal."""
    app.words_area = WORDS
    app.push(Setup(app))


def resume(app, data):
    """From the game menu's Resume: the saved team game (`data`, the save's newest good copy,
    or None); the next person takes the device. False if it cannot be read."""
    app.words_area = WORDS
    table = None
    if isinstance(data, dict) and data.get("game") == GAME_KEY \
            and type(data.get("over", False)) is bool:
        try:
            game = R.Regicide.from_dict(data.get("position"))
            table = Team(game, data.get("bots"), data.get("undo"),
                         import_once(LEVEL_CODE).read(data.get("levels"), game.players))
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            table = None
    if table is None:
        return False
    table.recorded = data.get("recorded")  # (firmware/records_write.py)
    app.push(table)
    return True


def cards_text(cards):
    labels = [gfx.card_label(c) if c != C.JOKER else "JK" for c in cards]
    return "+".join(labels)


def names(app):
    return [seat_name(app, s) for s in range(4)]


def table_said(app, refusal):
    """An engine's refusal (or a loss's reason) as the table says it, in the language."""
    from firmware.wording import said
    return said(app, refusal, names(app))


def loss_words(app, reason):
    """The engine's reason for a loss with the seat named as the table names it."""
    return table_said(app, loss_refusal(reason))


def move_words(app, seat, move):
    """A move as the table says it: "P2 plays 5♠+5♥", "P3 yields", "P1: P2 next"."""
    who = seat_name(app, seat)
    kind = move[0]
    tr = ui.tr
    if kind == R.PLAY:
        return tr(app, "%s plays %s") % (who, cards_text(move[1:]))
    if kind == R.PAY:
        return tr(app, "%s pays %s") % (who, cards_text(move[1:]))
    if kind == R.YIELD:
        return tr(app, "%s yields") % who
    if kind == R.NEXT:
        return tr(app, "%s: %s next") % (who, seat_name(app, move[1]))
    return "%s: %s" % (who, R.move_text(move))


class Setup(ui.Menu):
    """New team game: how many seats (2-4), which are bots and each bot's level (last time's:
    no press), Start. On a seat's line A makes it a person or a bot, Left/Right a bot's level.
    Jester self: Settings."""

    def __init__(self, app):
        self.players = 2
        self.bots = [False, False, False, False]
        self.levels = import_once(LEVEL_CODE).remembered(app)
        ui.Menu.__init__(self, ui.tr(app, "New Regicide team"), [], self.select, 0, self.change)
        self.relabel(app)

    def relabel(self, app):
        tr = ui.tr
        items = [tr(app, "Seats: %d") % self.players]
        for s in range(self.players):
            items.append("%s: %s" % (seat_name(app, s), tr(app, "bot %s") % tr(
                app, ("Easy", "Normal", "Hard")[self.levels[s]]) if self.bots[s]
                else tr(app, "person")))
        self.items = items + [tr(app, "Start")]

    def change(self, app, index, step):
        if index == 0:
            self.players = (self.players - 2 + step) % 3 + 2
            self.index = 0
        elif index <= self.players:
            s = index - 1
            if self.bots[s]:
                self.levels[s] = (self.levels[s] + step) % 3
            else:
                self.bots[s] = True
        self.relabel(app)

    def select(self, app, i):
        if i == 0:
            self.change(app, i, 1)
        elif i <= self.players:
            self.bots[i - 1] = not self.bots[i - 1]
            self.relabel(app)
        else:
            import_once(NEW_GAME).begin(app, self.start)

    def start(self, app):
        # The press that starts the game picks the deal: its time is the seed.
        game = R.new_game(app.now & 0x3FFFFFFF, players=self.players, solo_yield="never",
                          jester_self=app.settings["regicide"]["jester_self"])
        levels = self.levels[:self.players]
        table = Team(game, self.bots[:self.players], None, levels)
        import_once(LEVEL_CODE).remember(app, levels)
        problem = table.save(app)
        app.pop_to(self)
        app.pop()
        while isinstance(app.top(), Team):  # New game: the finished game's screen goes
            app.pop()
        app.push(table)
        if problem:
            app.push(ui.Message(problem))


# The actions of each phase (tuples made once: a redraw asks for them); Undo is the pause
# menu's (B), as in every mode.
_PLAY_ACTIONS = ("Play", "Yield", "Hint")
_PAY_ACTIONS = ("Pay", "Hint")
_END_ACTIONS = ("New game",)


def _actions(table):
    g = table.game
    if g.phase == R.PHASE_PLAY:
        return _PLAY_ACTIONS
    if g.phase == R.PHASE_PAY:
        return _PAY_ACTIONS
    if g.phase == R.PHASE_CHOOSE:
        if table.choices is None:  # made once per position
            table.choices = tuple("next:%d" % m[1] for m in g.legal_moves() if m[0] == R.NEXT)
        return table.choices
    return _END_ACTIONS


class Undo:
    """People's moves to take back (the last UNDO_DEPTH), kept small: `base`, the position (JSON
    text) before the oldest person's move kept, and `moves`, every move since in order, each
    [1 for a person's or 0 for a bot's, the move's text]. Undo replays them on the base up to
    the last person's move: that move and the bots' after it are taken back (the engine's
    moves are deterministic: the tavern's order is in the position). `last`: (seat, move
    text) of the last person's move kept, None when there is none, known since the last
    push or undo (after a Resume found by a replay when the pause menu first asks)."""

    def __init__(self, base=None, moves=None):
        self.base = base
        self.moves = moves or []
        self.last = None
        self.known = not self.moves

    def can_undo(self):
        return bool(self.moves)

    def push(self, before, text, person, seat):
        """Record the move `text` just made by `seat` (a person, or a bot); `before`: the
        position before it as JSON text, needed only when nothing is kept yet (a bot's move
        then is not kept: nothing before it can be undone). Past UNDO_DEPTH people's moves,
        the oldest and the bots' after it go into the base."""
        if person:
            self.last = (seat, text)
            self.known = True
        if not self.moves:
            if not person:
                return
            self.base = before
        self.moves.append([1 if person else 0, text])
        if sum(m[0] for m in self.moves) > UNDO_DEPTH:
            k = 1
            while not self.moves[k][0]:
                k += 1
            self.base = json.dumps(self.replayed(k)[0].to_dict())
            self.moves = self.moves[k:]

    def replayed(self, n):
        """The game at the base after the first `n` moves, and (seat, text) of the last
        person's move among them (None if none)."""
        g = R.Regicide.from_dict(json.loads(self.base))
        last = None
        for m in self.moves[:n]:
            if m[0]:
                last = (g.current_player(), m[1])
            g.apply(R.parse_move(m[1]))
        return g, last

    def last_person(self):
        """The index in `moves` of the last person's move, -1 when there is none."""
        k = len(self.moves) - 1
        while k >= 0 and not self.moves[k][0]:
            k -= 1
        return k

    def last_move(self):
        """(seat, move text) of the move an undo takes back, or None."""
        if not self.known:
            k = self.last_person()
            self.last = None if k < 0 else (self.replayed(k)[0].current_player(),
                                            self.moves[k][1])
            self.known = True
        return self.last

    def undo(self):
        """The game before the last person's move (and the bots' after it), which leave the
        list; None when there is none. An error of the replay reaches the caller, every move
        kept."""
        k = self.last_person()
        if k < 0:
            return None
        g, self.last = self.replayed(k)
        self.known = True
        self.moves = self.moves[:k]
        return g

    def to_save(self):
        return {"base": self.base, "moves": self.moves} if self.moves else None

    @classmethod
    def from_save(cls, data):
        """From a save: None (or an older version's list of positions) is nothing to undo;
        ValueError for what the code did not write."""
        if data is None or isinstance(data, list):
            return cls()
        moves = data.get("moves") if isinstance(data, dict) else None
        if not isinstance(moves, list) or not moves or not isinstance(data.get("base"), str):
            raise ValueError("the undo moves are damaged")
        people = 0
        for m in moves:
            if not (isinstance(m, list) and len(m) == 2 and (m[0] == 0 or m[0] == 1)
                    and type(m[0]) is int and isinstance(m[1], str)):
                raise ValueError("an undo move is damaged")
            people += m[0]
        if not moves[0][0] or people > UNDO_DEPTH:
            raise ValueError("the undo moves are damaged")
        return cls(data["base"], moves)


class Team(ui.Screen):
    """The team table. `revealed` is the seat whose hand is unlocked on the screen (-1: none,
    the device may be in anyone's hands)."""

    def __init__(self, game, bots, undo=None, levels=None):
        if not isinstance(bots, list) or len(bots) != game.players \
                or any(b is not True and b is not False for b in bots):
            raise ValueError("one person/bot flag per seat")
        self.game = game
        self.bots = list(bots)
        self.recorded = None  # the number of this game's record in the log, once it ended
        self.levels = levels or [1] * game.players  # each seat's bot level, an index of the bot's LEVELS
        self.history = Undo.from_save(undo)
        self.revealed = -1
        self.sorted_hand = []
        self.chosen = []
        self.pos = 0
        self.on_actions = False
        self.act = 0
        self.log = []  # the last moves' lines (who played what, what it did), newest last
        self.paused_at = None
        self.handover = handover.HandOver()
        self.moved()

    def moved(self):
        """The position changed: what was made for the last one goes (made again when asked,
        once: a redraw makes no string), the words too (`say`; the last move goes in the `log`
        after this call)."""
        self.choices = None  # a Jester's choices, as actions
        self.said = None

    def say(self, app):
        """The enemy's large line ("J♣ 14/20") and attack (None between enemies) and, in a
        lost game, how it ended."""
        g = self.game
        enemy = big_enemy_words(app, g.enemy, g.damage, g.shield) if g.enemy else None
        end = ()
        if g.phase == R.PHASE_LOST:
            end = gfx.wrap(ui.tr(app, "Lost, %d defeated: %s.") % (
                g.enemies_defeated(), loss_words(app, g.loss_reason)))[:2]
        return enemy, end, ui.tr(app, "tav") + " "  # (the tavern's count: "tav 12")

    def logged(self, lines):
        """A move's `lines` go in the log, over the last moves' while there is room: the
        newest move's first line (who played what) is always kept."""
        log = self.log + lines
        start = len(log) - LOG_LINES
        if start > len(self.log):
            start = len(self.log)
        self.log = log[start if start > 0 else 0:][:LOG_LINES]

    # --- saving ------------------------------------------------------------------------------
    def save(self, app):
        """Save the game (a finished one recorded first, anew after an undo past its end);
        None, or why it could not be saved."""
        over = self.game.is_terminal()
        problem = import_once("firmware.records_write").finished(app, self) if over else None
        try:
            storage.save(app.files, app.save_file, {"game": GAME_KEY, "bots": self.bots,
                                                "levels": "".join("ENH"[i] for i in self.levels),
                                                "position": self.game.to_dict(),
                                                "undo": self.history.to_save(), "over": over,
                                                "rec": self.game_record(app),
                                                "recorded": self.recorded})
            return problem
        except OSError as e:
            return ui.tr(app, "Not saved: %s") % e

    def game_record(self, app):
        """The record's fields (firmware/records_write.py); None before the first play."""
        g = self.game
        if not (g.discard or g.damage or g.enemies_defeated()):
            return None
        bots = [s for s in range(len(self.bots)) if self.bots[s]]
        return ["regicide", "team", [seat_name(app, s) for s in range(len(self.bots))],
                {"won": g.phase == R.PHASE_WON, "defeated": g.enemies_defeated(),
                 "grade": g.grade()}, {"jester_self": g.jester_self,
                                       "bot_levels": "".join("ENH"[self.levels[s]] for s in bots)},
                bots]

    # --- whose turn ---------------------------------------------------------------------------
    def seat(self):
        return self.game.current_player()

    def person_to_play(self):
        s = self.seat()
        return s is not None and not self.bots[s]

    def handing_over(self):
        """The device goes to the person to play: the hand-over shows, no hand."""
        return self.paused_at is None and not self.game.is_terminal() \
            and self.person_to_play() and self.revealed != self.seat()

    def hand_shown(self):
        """The hand on screen: only the seat to play, a person, after taking the device."""
        return self.person_to_play() and self.revealed == self.seat() and self.paused_at is None

    def hand(self):
        """The shown hand, sorted; the same list while it holds the same cards (a redraw
        sorts nothing)."""
        if not self.hand_shown():
            return ()
        self.sorted_hand = C.sorted_again(self.sorted_hand, self.game.hands[self.seat()])
        return self.sorted_hand

    # --- frames --------------------------------------------------------------------------------
    def tick(self, app, now):
        if self.paused_at is not None and ticks_diff(now, self.paused_at) >= PACE_MS:
            self.paused_at = None
            app.redraw()
        if self.paused_at is None and not self.game.is_terminal() \
                and not self.person_to_play():
            from shared_rules.regicide import bot as regicide_bot
            seat = self.seat()
            self.apply(app, regicide_bot.choose(self.game.view(seat),
                                                regicide_bot.LEVELS[self.levels[seat]]), seat)
            self.paused_at = app.now
        if self.handover.taken(app, now, self.handing_over()):
            self.revealed = self.seat()
            app.redraw()

    def wake(self, app):
        """The screen woke from sleep: with two or more people the device may be in other
        hands, so the hand goes back behind the hand-over."""
        if self.bots.count(False) >= 2:
            self.revealed = -1
        self.handover.reset()  # (up again from the next frame: its guard time anew)

    def apply(self, app, move, seat):
        """One move of `seat`; a refusal is shown and changes nothing. Saved; news shown."""
        g = self.game
        enemy = g.enemy
        defeated = g.enemies_defeated()
        sizes = [len(h) for h in g.hands]
        if move[0] == R.PLAY or move[0] == R.PAY:
            sizes[seat] -= len(move) - 1  # the cards leave the hand before any draw
        tavern = len(g.tavern)
        person = not self.bots[seat]
        # (the position before a move is kept only under the first person's move kept)
        before = json.dumps(g.to_dict()) if person and not self.history.moves else None
        try:
            g.apply(move)
        except ValueError as e:
            why = getattr(e, "refusal", None)
            app.push(ui.Message(table_said(app, why) if why else str(e)))
            return False
        self.history.push(before, R.move_text(move), person, seat)
        self.moved()
        said = move_words(app, seat, move)
        self.chosen = []
        self.pos = 0
        self.act = 0
        self.on_actions = False
        problem = self.save(app)
        collect()  # a quiet moment: between two moves
        news = self.news(app, enemy, defeated, sizes, tavern)
        if problem:
            news.append(problem)
        lines = [said]
        for phrase in news:
            lines += gfx.wrap(phrase)
        self.logged(lines)
        if news and not self.bots[seat]:
            app.push(ui.Message(" ".join(news)))
        app.redraw()
        return True

    def news(self, app, enemy, defeated, sizes, tavern):
        """What the table must hear after a move: draws, heals, a defeat, the end, an attack."""
        g = self.game
        tr = ui.tr
        out = []
        drawn = []
        for s in range(g.players):
            n = len(g.hands[s]) - sizes[s]
            if n > 0:
                drawn.append("%s +%d" % (seat_name(app, s), n))
        if drawn:
            out.append(tr(app, "Drawn: %s.") % ", ".join(drawn))
        if len(g.tavern) > tavern and g.enemies_defeated() == defeated:
            out.append(tr(app, "%d healed into the tavern.") % (len(g.tavern) - tavern))
        if g.enemies_defeated() > defeated:
            exact = g.tavern and g.tavern[0] == enemy
            out.append(tr(app, "%s defeated exactly: it joins the tavern." if exact else
                          "%s defeated.") % gfx.card_label(enemy))
        if g.phase == R.PHASE_WON:
            out.append(tr(app, "Victory! All 12 defeated."))
        elif g.phase == R.PHASE_LOST:
            out.append(tr(app, "Lost: %s.") % loss_words(app, g.loss_reason))
        elif g.phase == R.PHASE_PAY:
            out.append(tr(app, "%s must pay %d.") % (seat_name(app, g.turn), g.owed))
        return out

    # --- the pause menu and undo ------------------------------------------------------------
    def menu(self, app, took=None):
        """B: the game pauses in a menu in the table's place (Back to the game, "Undo: <the
        person's move>" or "Undo: nothing yet", the game menu; B there too: the game is
        saved), as every mode's. After an undo (`took`: the move taken back, in the title) it
        opens on its Undo line again: one A a step."""
        tr = ui.tr
        last = self.undo_words(app)
        menu = ui.PauseMenu(self, ((tr(app, "Back to the game"), None),
                                   (tr(app, "Undo: %s") % last if last else
                                    tr(app, "Undo: nothing yet"), self.undo),
                                   (tr(app, "Game menu"), lambda app: app.home("Regicide"))),
                            "Regicide", tr(app, "Took back %s") % took if took else
                            tr(app, "Regicide team"))
        if took:
            menu.index = 1
        app.pop()
        app.push(menu)

    def undo_words(self, app):
        """The move an undo takes back as the table says it ("P1 plays 5♠+5♥"), or None."""
        try:
            last = self.history.last_move()
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            return ui.tr(app, "a move")  # (the undo itself says it cannot be done)
        return move_words(app, last[0], R.parse_move(last[1])) if last else None

    def undo(self, app):
        try:
            took = self.undo_words(app)
            game = self.history.undo()
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            app.push(ui.Message(ui.tr(app, "That move cannot be undone.")))
            return
        if game is None:
            app.push(ui.Message(ui.tr(app, "Nothing to undo yet.")))
            return
        self.game = game
        self.moved()
        if self.revealed != self.seat():
            self.revealed = -1  # another person's hand: the device is handed over first
        self.chosen = []
        self.on_actions = False
        self.paused_at = None
        self.logged([ui.tr(app, "Undone")])
        problem = self.save(app)
        self.menu(app, took)
        if problem:
            app.push(ui.Message(problem))

    # --- keys ------------------------------------------------------------------------------
    def key(self, app, k):
        if k == B:
            self.menu(app)  # (saved after every move: the menu's B goes to the game menu)
            return
        if self.paused_at is not None:
            if k == A:
                self.paused_at = app.now - PACE_MS  # the next frame goes on
            return
        g = self.game
        if not g.is_terminal() and not self.person_to_play():
            return
        if not g.is_terminal() and self.revealed != self.seat():
            if k == A:
                self.handover.press(app.now)  # the hand shows when this A is released
            return
        n = len(self.hand())
        acts = _actions(self)
        if k in (UP, DOWN):
            self.on_actions = not self.on_actions or not n
        elif self.on_actions or not n:
            self.on_actions = True
            self.act = min(self.act, len(acts) - 1)
            if k == LEFT:
                self.act = (self.act - 1) % len(acts)
            elif k == RIGHT:
                self.act = (self.act + 1) % len(acts)
            elif k == A:
                self.action(app, acts[self.act])
        else:
            self.pos %= n
            if k == LEFT:
                self.pos = (self.pos - 1) % n
            elif k == RIGHT:
                self.pos = (self.pos + 1) % n
            elif k == A:
                c = self.hand()[self.pos]
                if c in self.chosen:
                    self.chosen.remove(c)
                else:
                    self.chosen.append(c)
        app.redraw()

    def action(self, app, name):
        seat = self.seat()
        if name == "Hint":
            self.hint(app)
        elif name == "New game":
            start(app)
        elif name == "Yield":
            self.apply(app, (R.YIELD,), seat)
        elif name in ("Play", "Pay"):
            if not self.chosen:
                app.push(ui.Message(ui.tr(app, "Choose cards first: Up, then Left/Right and A.")))
                return
            kind = R.PLAY if name == "Play" else R.PAY
            self.apply(app, (kind,) + tuple(sorted(self.chosen)), seat)
        elif name.startswith("next:"):
            self.apply(app, (R.NEXT, int(name[5:])), seat)

    def hint(self, app):
        """The Normal bot's move for the seat to play, from that seat's view only, and why."""
        from firmware.wording import value_words
        hint = import_once("shared_rules.regicide.hint")
        move, why = hint.hint(self.game.view(self.seat()))
        names = [seat_name(app, s) for s in range(4)]
        why = "\n".join(hint.lines(why, lambda code, values: ui.tr(app, code) % values,
                                    lambda word: value_words(word, names)))
        if move[0] in (R.PLAY, R.PAY):
            self.chosen = list(move[1:])
            self.act = 0  # on Play / Pay: one press plays the hint
            self.on_actions = True
            text = ui.tr(app, "Play %s" if move[0] == R.PLAY else "Pay %s") % cards_text(move[1:])
        elif move[0] == R.NEXT:
            text = ui.tr(app, "%s next") % seat_name(app, move[1])
        else:
            text = ui.tr(app, "Yield")
        app.push(import_once("firmware.ui.hint_box").HintBox(text, why))

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, app, buf):
        g = self.game
        self.draw_enemy(app, buf)
        seat = self.seat()
        if g.is_terminal():
            self.draw_end(app, buf)
        elif self.paused_at is not None or self.bots[seat]:
            lines = self.log  # the last moves, then "Next: Ann (bot N)"
            for i in range(len(lines)):
                gfx.text(buf, 0, 33 + i * 8, lines[i])
            y = 33 + len(lines) * 8
            x = gfx.text(buf, 0, y, ui.tr(app, "Next:")) + gfx.CHAR_W
            x = gfx.text(buf, x, y, seat_name(app, seat))
            if self.bots[seat]:
                gfx.text(buf, x, y, ui.tr(app, (" (bot E)", " (bot N)", " (bot H)")[
                    self.levels[seat]]))
        elif self.revealed != seat:  # (handover.draw's, in the language)
            ui.headline(buf, 34, seat_name(app, seat))
            gfx.text_center(buf, 48, ui.tr(app, "take the device"))
            gfx.text_center(buf, 56, ui.tr(app, "A: show my hand"))
        else:
            self.draw_hand(app, buf)

    def draw_enemy(self, app, buf):
        """In large type the enemy and its health, its attack, its immunity (the whole table
        reads them); the tavern's count."""
        g = self.game
        if g.enemy:
            big_enemy(buf, self.words(app)[0], g.enemy, g.jester)
        gfx.number_right(buf, 127, 24, len(g.tavern), self.words(app)[2])
        gfx.hline(buf, 0, 31, 128)

    def draw_end(self, app, buf):
        g = self.game
        if g.phase == R.PHASE_WON:
            ui.headline(buf, 4, ui.tr(app, "Victory!"))
            gfx.text(buf, 0, 34, ui.tr(app, "All 12 court cards"))
            gfx.text(buf, 0, 42, ui.tr(app, "defeated together."))
        else:
            lines = self.words(app)[1]
            for i in range(len(lines)):
                gfx.text(buf, 0, 35 + i * 9, lines[i])
        self.draw_actions(buf, app)

    def draw_hand(self, app, buf):
        g = self.game
        hand = self.hand()
        seat = self.seat()
        for i in range(len(hand)):
            x = 2 + i * 18
            if hand[i] == C.JOKER:
                gfx.text(buf, x + 1, 35, "JK")
            else:
                gfx.card(buf, x + 1, 35, hand[i])
            if hand[i] in self.chosen:
                gfx.mark(buf, x - 1, 34, 15, 9)
            if i == self.pos and not self.on_actions:
                gfx.hline(buf, x, 44, 14)
        x = 0
        if g.phase != R.PHASE_CHOOSE:
            x = gfx.text(buf, 0, 46, seat_name(app, seat))
        if g.phase == R.PHASE_PAY:  # "Ann pays 12: 7"
            x = gfx.text(buf, x, 46, ui.tr(app, " pays")) + gfx.CHAR_W
            x = gfx.number(buf, x, 46, g.owed)
            gfx.number(buf, gfx.text(buf, x, 46, ": "), 46, R.hand_value(self.chosen))
        elif g.phase == R.PHASE_CHOOSE:
            gfx.text(buf, 0, 46, ui.tr(app, "Jester: who is next?"))
        else:
            gfx.text(buf, x, 46, ui.tr(app, " to play"))
        self.draw_actions(buf, app)

    def draw_actions(self, buf, app=None):
        acts = _actions(self)
        x = 0
        for i in range(len(acts)):
            name = acts[i]
            if name.startswith("next:") and app is not None:
                name = seat_name(app, int(name[5]))  # (one digit: a slice would be a string)
            elif app is not None:
                name = ui.tr(app, name)
            w = gfx.text_width(name) + 4
            gfx.text(buf, x + 2, 55, name)
            if (self.on_actions or not self.hand()) and i == self.act:
                gfx.mark(buf, x, 54, w, 9)
            x += w + 2

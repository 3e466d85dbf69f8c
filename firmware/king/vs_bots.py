"""King against three bots: you are seat 0, the device deals, the bots play their seats.

Every rule comes from `shared_rules.king.game` (`legal_moves`, `apply` raising ValueError with the
reason) and every bot decision from `shared_rules.king.bot.choose(view, level)` on the bot's
own view, at its seat's level (Easy, Normal or Hard: last time's, `firmware/bot_levels.py`;
the pause menu's "Bot levels: N N N" changes them, for this game and the next). The screens only show the game and pass on what the player picks. The game is saved
(`kingplay.sav`) after every move of the player and every finished trick, with what Undo
needs and the bots' levels (`"levels"`, a letter a seat; none in older saves: Normal); Resume reloads both. Undo goes back to the position before any of your last
`UNDO_DEPTH` decisions: a position (`base`, kept as JSON text: a quarter of its dict's RAM),
every move since (`log`, bots' and yours), and in a `firmware.undo.History` the length the log
had at each of your decisions; undo replays the log up to that point. (Ten whole positions
would not fit the save's RAM on a Pico.)

Screens: the table (title with the deal and contract, the trick as four cells, a status line
that says "Your turn" in large type when it is, your hand in two rows with a cursor; legal
cards are underlined), menus for your bid, your decision as auctioneer, your answer to an
ultimatum and your contract, the end-of-deal summary (the points in large type,
`score_table.DealScores`; Down: `score_table.ScoreTable`, what each seat took and the points,
totals below), the final standings in large type. B on the table opens a menu: back to the
game, undo back to your last decision, the game menu, on your turn a Hint (the Normal bot's
move in large type and why, `shared_rules/king/hint.py`: a card gets the cursor), the last
trick, who played what, the chart of the totals and the bots' levels.

A pause (a bot's card, a finished trick) ends after its time or with A; that A never plays a
card: A acts on your turn only once "Your turn" has been on the screen `TURN_GUARD_MS` (the
guard of `firmware.handover`: your hand is never hidden, nobody else plays on this device).
"""
import json

from shared_rules.king import bot as king_bot
from shared_rules.king import notation as king_notation  # a save after every move
from shared_rules.compat import collect, const, import_once, ticks_diff
from shared_rules.king.game import King, new_game
from shared_rules.king.points import BIDS, CONTRACTS, counted_items
from shared_rules.king.rules import (ANSWER, BID, CONTRACT, DECIDE, OVER, PLAY, card_strength,
                                     trick_winner)
from shared_rules.cards import sorted_again
from firmware import storage
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.king.labels import CONTRACT_LABELS, KIND_LABELS
from firmware.handover import GUARD_MS, Guard
from firmware.undo import History, whole

NEW_GAME = "firmware.new_game"  # a new game in place of the saved one
WORDS = "king_bots"  # its words: words/<lang>_king_bots.txt (firmware/ui/widgets.py's `tr`)

NAMES = ("You", "Ann", "Bob", "Cat")
PACE_MS = const(2500)  # a bot's card stays alone on the table this long (A skips)
TRICK_MS = const(2500)  # a finished trick stays this long (A skips)
TURN_GUARD_MS = GUARD_MS  # "Your turn" shows this long before A acts (not an A that skips)
UNDO_DEPTH = const(10)
REBASE_AT = const(80)  # log length that moves the base up to the oldest decision kept
_PER_ROW = const(7)
_HAND_Y = const(43)
# Imported for their step alone (`compat.import_once`):
WORDING = "firmware.wording"  # a refusal's words
SCORE_TABLE = "firmware.ui.score_table"
CHART = "firmware.ui.chart"  # the running totals as a chart, while it shows
LEVEL_CODE = "firmware.bot_levels"  # the levels at a new game, a Resume, their menu
HINT = "shared_rules.king.hint"  # a Hint: the Normal bot's move and why
HINT_BOX = "firmware.ui.hint_box"

ITEM_LABELS = {"tricks": "Tk", "hearts": "♥", "queens": "Q", "kings_jacks": "KJ",
               "king_hearts": "K♥", "last_two": "L2"}


def start(app):
    """From the King mode menu: a new game against three bots."""
    app.words_area = WORDS
    import_once(NEW_GAME).begin(app, _new_game)


def _new_game(app):
    seed = app.now & 0x3FFFFFFF
    game = new_game(seed, dict(app.settings["king"]))
    screen = Table(game, None, import_once(LEVEL_CODE).remembered(app))
    screen.app = app
    screen.note = screen.tr("Dealer by lot: %s") % screen.name(game.dealer)
    app.push(screen)
    screen.save(app)
    screen.pause(app, PACE_MS)  # time to read who deals before a bot leads


def resume(app, data):
    """From the game menu's Resume: the saved game vs bots (`data`, the save's newest good
    copy, or None); False if it cannot be read."""
    app.words_area = WORDS
    screen = None
    if isinstance(data, dict) and data.get("game") == "kingplay":
        try:
            game = King.from_dict(data.get("position"))
            if game.phase != OVER and not game.referee:  # (a referee's position: no hands)
                screen = Table(game, data.get("undo"),
                               import_once(LEVEL_CODE).read(data.get("levels"), 4))
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            screen = None
    if screen is None:
        return False
    game = screen.game
    screen.app = app
    screen.note = screen.tr("Resumed: deal %d") % (game.deal_index + 1)
    app.push(screen)
    screen.pause(app, PACE_MS)
    return True


def refusal(app, e):
    """The engine's refusal (the args of its exception) in the table's words and the mode's
    language (cards as glyphs, seats by name); the wording's code is in RAM only for this (a
    refusal is rare: the cursor offers legal cards first)."""
    names = (ui.tr(app, "you"),) + NAMES[1:]
    return import_once(WORDING).said(app, e.args, names)


def move_rank(move):
    """Menu order of auction moves: pass/accept/take, reject/decline, bids by rank, contracts,
    4-3-3."""
    if move.startswith("ultimatum "):
        return 3 + BIDS.index(move[10:])
    if move in BIDS:
        return 3 + BIDS.index(move)
    if move in ("pass", "accept", "take"):
        return 0
    if move in ("reject", "decline"):
        return 1
    return 20 + CONTRACTS.index(move) if move in CONTRACTS else 30  # 4-3-3 last


def _bid_name(a):
    return BIDS[a.best] if a.best >= 0 else ""


def move_ultimatum(a):
    return BIDS[a.ultimatum] if a.ultimatum >= 0 else ""


_NOTHING_DRAWN = (-1, -1, -1, ())


def _cell_y(seat):
    """The table's row of a seat's place (seats 1 and 2 above, 3 and 0 below)."""
    return 9 if seat in (1, 2) else 18


def _shown_order(c):
    """A card's place in your hand as shown: by suit, Ace high within a suit."""
    return (c & 3) * 16 + card_strength(c)


class Table(ui.Screen):
    """The card table: the bots act here at a readable pace; you pick cards with a cursor."""

    def __init__(self, game, undo=None, levels=None):
        self.game = game
        self.levels = levels or [1, 1, 1, 1]  # each seat's bot level, an index of the bot's LEVELS
        self.base = None  # the position the log starts from, as JSON text
        self.log = []
        self.history = History(None, UNDO_DEPTH)  # the log's length at each of your decisions
        self.load_undo(undo)
        self.turn = Guard()  # when "Your turn" went up (A acts TURN_GUARD_MS later)
        self.cursor = 0
        self.paused_at = None  # ticks: what is shown stays pause_ms from then (A skips)
        self.pause_ms = 0
        self.done = None  # a finished trick still on show: (leader, c0, c1, c2, c3)
        self.deal = game.deal_index
        self.summary_due = False
        self.taken = None
        self.won_by = -1
        self.note = ""
        self.drawn_title = (None, -1, -1, None, "")  # (summary due, deal, phase, contract, text)
        self.sorted_hand = []
        # (deal, tricks done, cards in the trick, your legal cards); forgotten when the game
        # is replaced (Undo), whose position may count the same
        self.drawn_legal = _NOTHING_DRAWN
        self.recorded = None  # (no undo past the end: the save goes when the game ends)
        self.app = None  # the App, once shown: its language (`tr`)
        self.cursor_to_legal()

    # --- words ----------------------------------------------------------------------------
    def tr(self, s):
        """`s` in the language of the mode's screens (firmware/ui/widgets.py's `tr`)."""
        return ui.tr(self.app, s)

    def name(self, seat):
        """A seat's name as the screens show it: yours "You" in the language."""
        return self.tr(NAMES[0]) if seat == 0 else NAMES[seat]

    def names(self):
        """The four seats' names as the screens show them (a new list)."""
        return [self.name(s) for s in range(4)]

    def move_label(self, move):
        """A short menu label for an auction move."""
        tr = self.tr
        if move in CONTRACT_LABELS:
            return tr(CONTRACT_LABELS[move])
        a = self.game.auction
        if move == "pass":
            return tr("Pass")
        if move == "accept":
            if a.best_seat >= 0:
                return tr("Accept %s %s") % (self.name(a.best_seat), _bid_name(a))
            return tr("Accept")
        if move == "reject":
            return tr("Reject, keep it")
        if move == "take":
            return tr("Take %s") % move_ultimatum(a)
        if move == "decline":
            return tr("Decline")
        if move.startswith("ultimatum "):
            return tr("Ultimatum %s") % move[10:]
        return move

    def auction_outcome(self, a):
        """One status line on how an auction ended (the title names the contract and
        holder)."""
        tr = self.tr
        if a.decision == "accept":
            return tr("%s bought at %s") % (self.name(a.buyer), BIDS[a.price])
        if a.decision == "reject":
            return tr("Bid rejected")
        if a.decision == "ultimatum":
            if a.answer == "take":
                return tr("%s took %s") % (self.name(a.buyer), BIDS[a.price])
            return tr("Ultimatum declined")
        return tr("No bids")

    # --- saving ---------------------------------------------------------------------------
    def save(self, app):
        # A quiet moment (storage.save_made collects): what the bots' last decisions left is
        # freed, the file's buffer placed, then the position's dict made.
        try:
            storage.save_made(app.files, app.save_file, self.save_data)
        except OSError as e:
            app.push(ui.Message(self.tr("Not saved: %s") % e))

    def save_data(self):
        return {"game": "kingplay", "position": king_notation.to_dict(self.game),
                "undo": self.undo_data(), "rec": self.game_record(),
                "levels": "".join("ENH"[i] for i in self.levels)}

    def game_record(self, app=None):
        """The record's fields (firmware/records_write.py); None before the first deal ends."""
        scores = self.game.scores
        if not scores[0]:
            return None
        options = dict(self.game.options)
        options["bot_levels"] = "".join("ENH"[i] for i in self.levels[1:])  # (the bots' seats')
        return ["king", "vs_bots", NAMES, {"deals": [[scores[s][i] for s in range(4)]
                                                      for i in range(len(scores[0]))]},
                options, [1, 2, 3]]

    # --- undo -----------------------------------------------------------------------------
    def undo_data(self):
        if self.base is None:
            return None
        return {"base": self.base, "log": self.log, "points": self.history.to_list()}

    def load_undo(self, data):
        """Undo from a save (None: nothing to undo yet); ValueError when it is not what
        `undo_data` saves. The moves are checked by the engine when Undo replays them."""
        if data is None:
            return
        log = data["log"]
        base = data["base"]
        if isinstance(base, dict):  # a save from before the base was kept as text
            base = json.dumps(base)
        if not isinstance(log, list) or not isinstance(base, str):
            raise ValueError("the undo record is damaged")
        for move in log:
            if not (isinstance(move, str) or whole(move, 0, 63)):
                raise ValueError("the undo record is damaged")
        self.history = History.from_list(data["points"], UNDO_DEPTH,
                                         lambda point: whole(point, 0, len(log)))
        self.base = base
        self.log = log

    def replay(self, n):
        """The game at the base, with the first n moves of the log applied."""
        game = King.from_dict(json.loads(self.base))
        for move in self.log[:n]:
            game.apply(move)
        return game

    def remember(self, move, mine):
        """Log a move the engine took (`apply` set the base before it); before one of yours,
        mark the point Undo returns to."""
        if mine:
            self.history.push(len(self.log))
        self.log.append(move)
        if len(self.log) > REBASE_AT and self.history.snapshots[0] > 0:
            first = self.history.snapshots[0]
            self.base = json.dumps(king_notation.to_dict(self.replay(first)))
            self.log = self.log[first:]
            self.history = History([p - first for p in self.history.snapshots], UNDO_DEPTH)

    def undo_what(self):
        """Your last decision, as the Undo line names it (None: nothing to undo)."""
        if not self.history.can_undo():
            return None
        move = self.log[self.history.snapshots[-1]]
        if isinstance(move, int):
            return self.tr("your %s") % gfx.card_label(move)
        label = CONTRACT_LABELS.get(move)
        return self.tr("your %s") % (move if label is None else self.tr(label))

    def undo(self, app):
        """Back to the position before your last decision (the bots' moves after it too)."""
        point = self.history.pop()
        if point is None:
            app.push(ui.Message(self.tr("Nothing to undo yet.")))
            return
        try:
            game = self.replay(point)
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            self.history.clear()  # a damaged undo record: the game goes on as it is
            app.push(ui.Message(self.tr("Cannot undo: the undo record is damaged.")))
            return
        self.log = self.log[:point]
        self.game = game
        self.drawn_legal = _NOTHING_DRAWN
        self.deal = self.game.deal_index
        self.done = None
        self.summary_due = False
        self.taken = None
        self.paused_at = None
        self.turn.reset()
        self.note = self.tr("Undone: your move again")
        self.cursor_to_legal()
        self.save(app)
        app.redraw()

    # --- moves ----------------------------------------------------------------------------
    def apply(self, app, move, mine=False):
        """Apply a move for whoever acts: None if the engine refused it (its reason is shown),
        True if the position was saved (a trick or a deal ended), else False. `mine`: your
        move (Undo can go back to before it)."""
        game = self.game
        tricks = len(game.history)
        card = game.phase == PLAY
        trump = game.trump
        if self.base is None:
            self.base = json.dumps(king_notation.to_dict(game))
        try:
            game.apply(move)
        except ValueError as e:
            app.push(ui.Message(refusal(app, e)))
            return None
        self.remember(move, mine)
        saved = False
        self.note = ""
        if not card and game.phase == PLAY and game.deal_index == self.deal:
            self.note = self.auction_outcome(game.auction)
            self.pause(app, PACE_MS)  # time to read how the auction ended
            app.redraw()
            return False
        if game.deal_index != self.deal or game.phase == OVER:
            last = game.last_deal
            self.done = tuple(last["played"][-1]) if last["played"] else None
            self.taken = [len(t) // 4 for t in last["taken"]]
            self.summary_due = True
            self.deal = game.deal_index
            if game.phase == OVER:
                problem = import_once("firmware.records_write").finished(app, self)
                app.delete_save()  # a flash that refuses: the save stays, and that is said
                if problem:
                    app.push(ui.Message(problem))
            else:
                self.save(app)
            saved = True
        elif len(game.history) != tricks:
            self.done = game.history[-1]
            self.save(app)
            saved = True
        if self.done is not None:
            self.won_by = trick_winner(self.done[0], self.done[1:], trump)
            self.pause(app, TRICK_MS)
        elif self.summary_due:
            self.pause(app, 0)  # a 4-3-3: straight to the summary
        elif card:
            self.pause(app, PACE_MS)
        else:
            self.paused_at = None  # the auction: bots decide at once
        app.redraw()
        return saved

    def human_move(self, app, move):
        self.turn.reset()
        if self.apply(app, move, True) is False:
            self.save(app)  # the player's move is a completed turn

    def tick(self, app, now):
        if self.paused_at is not None:
            if ticks_diff(now, self.paused_at) >= self.pause_ms:
                self.paused_at = None
                self.next_step(app)
            self.watch_turn(app, now)
            return
        game = self.game
        if self.summary_due or self.done is not None or game.phase == OVER:
            return
        seat = game.current_player()
        if seat is not None and seat != 0:
            collect()  # a quiet moment: no collection lands inside the bot's decision
            self.apply(app, king_bot.choose(game.view(seat),
                                         king_bot.LEVELS[self.levels[seat]]))
        self.watch_turn(app, now)

    def watch_turn(self, app, now):
        """Note when "Your turn" goes up (A acts from TURN_GUARD_MS later)."""
        self.turn.watch(now, self.my_turn())

    def turn_ready(self, now):
        return self.turn.ready(now)

    def next_step(self, app):
        """The pause is over (or A skipped it): clear a finished trick, show a deal's end."""
        self.done = None
        if self.summary_due:
            self.summary_due = False
            app.push(summary(self, self.after_summary))
        else:
            self.cursor_to_legal()
        app.redraw()

    def after_summary(self, app):
        app.pop_to(self)
        collect()  # a quiet moment: between two deals
        if self.game.phase == OVER:  # the save went when the last deal ended
            app.push(Standings(self.game, self.names()))
        else:
            kind = self.game.kind()
            self.note = self.tr("Deal %d: %s") % (self.game.deal_index + 1,
                                                  self.tr(KIND_LABELS.get(kind, kind)))
            self.pause(app, PACE_MS)  # time to read the new deal's name
            self.cursor_to_legal()

    def pause(self, app, ms):
        """Hold what is shown for `ms` (A skips), then go on (`next_step`)."""
        self.paused_at = app.now
        self.pause_ms = ms

    def hand(self):
        """Your cards as shown: by suit (♠ ♥ ♦ ♣), Ace high within a suit; the same list while
        they are the same cards (a redraw sorts nothing)."""
        hand = self.game.hands[0] if self.game.hands is not None else ()
        self.sorted_hand = sorted_again(self.sorted_hand, hand, _shown_order)
        return self.sorted_hand

    def cursor_to_legal(self):
        game = self.game
        if game.phase == PLAY and game.current_player() == 0:
            hand = self.hand()
            legal = game.legal_moves()
            if self.cursor >= len(hand) or hand[self.cursor] not in legal:
                for i in range(len(hand)):
                    if hand[i] in legal:
                        self.cursor = i
                        break

    def my_turn(self):
        return (self.paused_at is None and not self.summary_due and self.done is None
                and self.game.current_player() == 0)

    # --- keys -----------------------------------------------------------------------------
    def key(self, app, k):
        game = self.game
        if k == B:
            self.ask_menu(app)
            return
        if self.paused_at is not None:
            if k == A:
                self.paused_at = None
                self.next_step(app)
            return
        if not self.my_turn():
            return
        if k == A and not self.turn_ready(app.now):
            return  # "Your turn" is not up long enough: this A was meant for a pause
        if game.phase == PLAY:
            hand = self.hand()
            n = len(hand)
            if k == LEFT:
                self.cursor = (self.cursor - 1) % n
            elif k == RIGHT:
                self.cursor = (self.cursor + 1) % n
            elif k in (UP, DOWN):
                c = self.cursor + (_PER_ROW if self.cursor < _PER_ROW else -_PER_ROW)
                self.cursor = c if 0 <= c < n else n - 1
            elif k == A:
                self.cursor = min(self.cursor, n - 1)
                self.human_move(app, hand[self.cursor])
                self.cursor_to_legal()
            app.redraw()
        elif k == A:
            self.ask_auction(app)

    def ask_menu(self, app):
        """B: the game pauses in a menu that takes the table's place (so B never goes deeper):
        back to the game, undo back to your last decision, or the game menu; B again leaves."""
        tr = self.tr
        what = self.undo_what()
        acts = [(tr("Back to the game"), None),
                (tr("Undo: %s") % what if what else tr("Undo: nothing yet"), self.undo),
                (tr("Game menu (saved)"), lambda app: app.home("King"))]
        if self.my_turn():
            acts.append((tr("Hint"), self.hint))
        if self.game.history:  # what lay face up: readable after the fact
            trick = self.game.history[-1]
            acts.append((tr("Last trick: %s") % " ".join(
                [self.name((trick[0] + i) % 4) + " " + gfx.card_label(trick[1 + i])
                 for i in range(4)]), None))
        if self.game.scores[0]:
            acts.append((tr("Chart of the totals"), self.chart))
        letters = tr("ENH")
        acts.append((tr("Bot levels: %s %s %s") % tuple(letters[i] for i in self.levels[1:]),
                     self.ask_levels))
        app.pop()
        app.push(ui.PauseMenu(self, acts, "King", tr("Paused")))

    def hint(self, app):
        """The Normal bot's move for you and why (shared_rules/king/hint.py, in RAM for this
        alone) in large type; a card gets the cursor, so A plays it."""
        game = self.game
        move, why = import_once(HINT).hint(game.view(0))
        if game.phase == PLAY:
            self.cursor = self.hand().index(move)
            text = gfx.card_label(move)
        else:
            text = self.move_label(move)
        # the reason in the mode's words, in the panel's two lines
        why = gfx.wrap(import_once(WORDING).said(app, why, self.names()))
        app.push(import_once(HINT_BOX).HintBox(text, "\n".join(why[:2])))

    def ask_levels(self, app):
        """The bots' levels, Ann's, Bob's and Cat's: each change saved with the game and
        kept for the next one (firmware/bot_levels.py, in RAM while the menu shows)."""
        levels = self.levels[1:]

        def changed(app):
            self.levels[1:] = levels
            self.save(app)
            import_once(LEVEL_CODE).remember(app, self.levels)
        app.push(import_once(LEVEL_CODE).LevelsMenu(app, NAMES[1:], levels, changed))

    def chart(self, app):
        """King's story so far: each seat's running total after each deal (ui/chart.py)."""
        scores = self.game.scores
        lines = []
        for seat in range(4):
            line = [0]
            for points in scores[seat]:
                line.append(line[-1] + points)
            lines.append(line)
        app.push(import_once(CHART).Chart(self.tr("King after deal %d") % len(scores[0]), lines,
                                          self.names()))

    def ask_auction(self, app):
        game = self.game
        moves = sorted(game.legal_moves(), key=move_rank)
        tr = self.tr
        titles = {BID: tr("Your bid"), DECIDE: tr("Your decision"),
                  ANSWER: tr("Ultimatum to you"), CONTRACT: tr("Your contract")}

        def picked(app, i):
            app.pop_to(self)
            self.human_move(app, moves[i])

        app.push(ui.Menu(titles.get(game.phase) or tr("Your move"),
                         [self.move_label(m) for m in moves], picked))

    # --- drawing --------------------------------------------------------------------------
    def title(self):
        """The title bar's text, made again only when what it says changes (a redraw makes
        no string)."""
        game = self.game
        a = game.auction
        contract = a.contract if a is not None else None
        kept = self.drawn_title
        if kept[0] == self.summary_due and kept[1] == game.deal_index and \
                kept[2] == game.phase and kept[3] == contract:
            return kept[4]
        text = self.make_title()
        self.drawn_title = (self.summary_due, game.deal_index, game.phase, contract, text)
        return text

    def make_title(self):
        game = self.game
        tr = self.tr
        if self.summary_due:
            last = game.last_deal
            return tr("%d %s done") % (last["deal"], tr(KIND_LABELS.get(last["kind"],
                                                                        last["kind"])))
        n = game.deal_index + 1
        if game.phase == PLAY:
            if game.kind() == "positive":
                a = game.auction
                label = tr(CONTRACT_LABELS.get(a.contract, a.contract)) + " " + \
                    self.name(a.holder)
            else:
                label = tr(KIND_LABELS.get(game.kind(), game.kind()))
            return "%d %s" % (n, label)
        if game.phase == OVER:
            return tr("Game over")
        return tr("%d Auction by %s") % (n, self.name(game.auction.auctioneer))

    def cell(self, buf, seat, mark=False):
        """A seat's place on the table, its name drawn (after "►" if `mark`); returns the x
        where what it shows goes, on the row `_cell_y(seat)` (one number: a pair returned
        would be a tuple made at each redraw)."""
        x = 0 if seat in (1, 3) else 66
        y = _cell_y(seat)
        if mark:
            gfx.text(buf, x, y, "►")
        gfx.text(buf, x + 6, y, self.name(seat))
        return x + 28

    def draw(self, app, buf):
        game = self.game
        ui.title_bar(buf, self.title())
        if self.done is not None:
            self.draw_trick(buf, self.done[0], self.done, True, 1)
        elif game.phase == PLAY:
            self.draw_trick(buf, game.leader, game.trick, False)
        else:
            self.draw_auction(buf)
        if self.my_turn():
            # What the player must read before A acts, in large type.
            ui.headline(buf, 27, self.turn_headline(), invert=True)
        else:
            if self.note and self.done is None:
                gfx.text(buf, 0, 27, self.note, gfx.COLS)
            else:
                self.draw_status(buf, 27)
            gfx.text(buf, 0, 35, self.tr("A: next    B: menu" if self.paused_at is not None
                                         else "B: menu"))
        self.draw_hand(buf)

    def turn_headline(self):
        """Your turn in at most 10 characters (large type)."""
        phase = self.game.phase
        if phase == PLAY:
            return self.tr("Your lead" if not self.game.trick else "Your turn")
        if phase == BID:
            return self.tr("Your bid")
        if phase == DECIDE:
            return self.tr("You decide")
        if phase == ANSWER:
            return self.tr("Ultimatum")
        return self.tr("Contract?" if phase == CONTRACT else "Your move")

    def draw_trick(self, buf, leader, cards, finished, first=0):
        """The trick's cards from `cards[first]` on (the leader's), with the tricks taken."""
        taken = self.game.taken
        win = self.won_by if finished else -1
        for i in range(4):
            seat = (leader + i) % 4
            x = self.cell(buf, seat, seat == leader)
            y = _cell_y(seat)
            if first + i < len(cards):
                gfx.card(buf, x, y, cards[first + i])
            else:
                gfx.text(buf, x, y, "..")
            gfx.number(buf, x + 4 * gfx.CHAR_W, y,
                       self.taken[seat] if self.summary_due else len(taken[seat]) // 4)
            if seat == win:
                gfx.mark(buf, x - 23, y - 1, 50, 9)

    def draw_status(self, buf, y):
        """Who acts, or what just happened, drawn in pieces (no string made): "Bob takes the
        trick", "Cy to play", "Your lead", "Bob decides", "Ultimatum +2", "Best +3 Cy"..."""
        game = self.game
        if self.done is not None:
            x = gfx.text(buf, 0, y, self.name(self.won_by))
            gfx.text(buf, x, y, self.tr(" take the trick" if self.won_by == 0
                                        else " takes the trick"))
            return
        who = game.current_player()
        if game.phase == PLAY:
            if who == 0:
                gfx.text(buf, 0, y, self.tr("Your lead" if not game.trick else "Your turn"))
            else:
                gfx.text(buf, gfx.text(buf, 0, y, NAMES[who]), y, self.tr(" to play"))
            return
        a = game.auction
        if game.phase == DECIDE:
            if who:
                gfx.text(buf, gfx.text(buf, 0, y, NAMES[who]), y, self.tr(" decides"))
            else:
                gfx.text(buf, 0, y, self.tr("Your decision"))
        elif game.phase == ANSWER:
            x = gfx.text(buf, gfx.text(buf, 0, y, self.tr("Ultimatum")), y, " ")
            gfx.text(buf, x, y, move_ultimatum(a))
        elif game.phase == CONTRACT:
            if who:
                gfx.text(buf, gfx.text(buf, 0, y, NAMES[who]), y, self.tr(" picks contract"))
            else:
                gfx.text(buf, 0, y, self.tr("Your contract"))
        elif a.best >= 0:
            x = gfx.text(buf, gfx.text(buf, gfx.text(buf, 0, y, self.tr("Best")), y, " "), y,
                         _bid_name(a))
            gfx.text(buf, gfx.text(buf, x, y, " "), y, self.name(a.best_seat))
        else:
            gfx.text(buf, 0, y, self.tr("No bid yet"))

    def draw_auction(self, buf):
        a = self.game.auction
        last = ["", "", "", ""]
        for seat, bid in a.bids:
            last[seat] = bid
        for seat in range(4):
            if seat == a.auctioneer:
                text = self.tr("auct")
            else:  # a bid, or "pass" in the mode's words
                text = self.tr(last[seat] or "..")
            gfx.text(buf, self.cell(buf, seat, seat == self.game.current_player()),
                     _cell_y(seat), text)

    def draw_hand(self, buf):
        game = self.game
        hand = () if self.summary_due else self.hand()
        mine = self.my_turn() and game.phase == PLAY
        legal = ()
        if mine:  # the engine's list, asked again only when a card has been played
            kept = self.drawn_legal
            if kept[0] != game.deal_index or kept[1] != len(game.history) or \
                    kept[2] != len(game.trick):
                kept = (game.deal_index, len(game.history), len(game.trick), game.legal_moves())
                self.drawn_legal = kept
            legal = kept[3]
        for i in range(len(hand)):
            x = (i % _PER_ROW) * 18 + 2
            y = _HAND_Y + (i // _PER_ROW) * 10
            gfx.card(buf, x, y, hand[i])
            if hand[i] in legal:
                gfx.hline(buf, x, y + 8, 11)
            if mine and i == self.cursor:
                gfx.mark(buf, x - 1, y - 1, 13, 9)


def summary(table, then):
    """The end of a deal (`table`'s game): the points in large type; Down, what each seat took
    (the deal's items) and the points, totals below. The tables' code is in RAM while they are
    shown (it is imported for them alone)."""
    game = table.game
    tr = table.tr
    last = game.last_deal
    score_table = import_once(SCORE_TABLE)
    names = table.names()

    def detail():
        entry = last["entry"]
        rows = []
        if "counts" in entry:
            for item, _ in counted_items(last["kind"], game.options):
                rows.append((tr(ITEM_LABELS.get(item, item[:2])), entry["counts"][item]))
        elif entry.get("tricks"):
            rows.append((tr("Tk"), entry["tricks"]))
        rows.append((tr("Pt"), last["points"]))
        return score_table.ScoreTable(str(last["deal"]), names, rows, game.totals(), then)
    kind = tr(KIND_LABELS.get(last["kind"], last["kind"]))
    title = "%d %s" % (last["deal"], kind)
    # the deal's number left out where the title and "A: next" would not fit side by side
    if (len(title) + 1 + len(tr("A: next"))) * gfx.CHAR_W > gfx.W + 1:
        title = kind
    return score_table.DealScores(title, names, last["points"], then, detail)


class Standings(ui.Screen):
    """Final standings (places shared on equal totals); A or B back to the game menu."""

    def __init__(self, game, names):
        self.game = game
        self.names = names  # the seats' names in the mode's language
        self.score_table = import_once(SCORE_TABLE)  # in RAM while they are shown

    def say(self, app):
        return self.score_table.standings_lines(self.game.standings(), self.names)

    def draw(self, app, buf):
        self.score_table.draw_standings(buf, self.words(app))

    def key(self, app, k):
        if k in (A, B):
            app.home("King")

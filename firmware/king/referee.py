"""King table referee: real cards, entered as they fall; the score sheet fills itself.

The referee is `shared_rules.king.referee.KingReferee` (hands unknown): it refuses what the
played cards make impossible and proves revokes and forbidden leads. Per deal the table enters
the auction's outcome as on the score sheet, then each card, seat by seat, on the card cross
(`firmware.ui.card_cross`: the led suit first for a seat not proven void in it, a played card
never offered). A finished deal's counts come from its cards and go into the same score sheet
as the score-sheet mode (`firmware.king.sheet.Keeper`: the table, correcting a deal, the final
standings). A proven fault is shown at once, naming the seat and the trick: the table rolls
back to that trick or keeps playing and records it.

The game is the list of moves since the first deal (replayed to rebuild the referee; a
`bytearray`, one byte a move, see `code`), the sheet's entries, the recorded faults and the
undo history; it is saved in `kingref.sav` after every card, and Undo takes back the last card
(or roll-back) across a reboot; a finished game is saved `"over": true` and leaves the Resume
list.
"""

from shared_rules.king import scoresheet as ks
from shared_rules.compat import collect, held, import_once
from shared_rules.king.game import King
from shared_rules.king.points import BIDS, CONTRACTS
from shared_rules.king.rules import OVER, PLAY
from shared_rules.king.referee import KingReferee
from firmware import storage
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.king.sheet import ENTRY, Keeper
from firmware.names import seat_name
from firmware.undo import History

GAME_KEY = "kingref"
UNDO_DEPTH = 10
# Imported for their step alone (`compat.import_once`); each is given the Referee it works on
# (the class, for the ways in), never importing this module.
START = "firmware.king.referee_start"  # a new game's setup, a Resume's loader
AUCTION = "firmware.king.referee_auction"  # a positive deal's start
FAULT = "firmware.king.referee_fault"
WORDING = "firmware.wording"  # a refused card's reason
SCORING = "shared_rules.king.scoring"  # held while a replay scores deals
AUCTION_RULES = "shared_rules.king.auction"  # held while a positive deal's start is applied

# The auction's words: a move is one byte, a card its own code (4-55), a word 64 + its place
# here. A whole game is ~550 moves: as a list it grew by whole-block copies of up to 3 KB.
WORDS = ("pass", "accept", "reject", "take", "decline", "4-3-3") + BIDS + tuple(
    "ultimatum " + b for b in BIDS) + CONTRACTS


def code(move):
    """The byte of a move (a card or an auction word); ValueError for anything else."""
    if isinstance(move, int):
        if 4 <= move <= 55:
            return move
        raise ValueError("not a card: %r" % (move,))
    return 64 + WORDS.index(move)


def move(byte):
    """The move (a card, or an auction word) of a byte of the move list."""
    return byte if byte < 64 else WORDS[byte - 64]


def move_bytes(moves):
    """The move list of a save (its hex text; the bytes themselves in an undo step not yet
    saved) or of an older save (a list of moves); ValueError or TypeError when it is none."""
    if isinstance(moves, bytearray):
        return bytearray(moves)
    if isinstance(moves, str):
        out = bytearray(bytes.fromhex(moves))
        for b in out:
            code(move(b))  # IndexError past the words, ValueError for no card
        return out
    if not isinstance(moves, list):
        raise TypeError("the moves are not a list: %r" % (moves,))
    return bytearray([code(m) for m in moves])


def start(app):
    """From the King mode menu: a new refereed game (first dealer, then the first deal)."""
    app.push(import_once(START).Setup(app, Referee))


def resume(app, data):
    """From the game menu's Resume: the saved refereed game (`data`, the save's newest good
    copy, or None), where it was left; False if it cannot be read."""
    return import_once(START).resume(app, data, Referee)


class Referee(Keeper):
    """A refereed game: the score sheet (Keeper) plus the cards behind it."""
    # What its loader (START, given this class) checks a save against.
    GAME_KEY = GAME_KEY
    UNDO_DEPTH = UNDO_DEPTH
    MODE = "referee"  # its record's mode (firmware/records_write.py, Keeper's game_record)
    move_bytes = staticmethod(move_bytes)

    def __init__(self, app, sheet, moves=None, faults=None, pending=None, undo=None,
                 base=None):
        Keeper.__init__(self, [seat_name(app, s) for s in range(4)], sheet)
        # The sheet's own undo (of whole entries) is off: here Undo takes back cards, and a
        # deal's line comes and goes with its last card.
        self.history = History(None, 0)
        self.moves = move_bytes(moves) if moves else bytearray()
        self.faults = list(faults) if isinstance(faults, list) else []
        self.pending = pending if isinstance(pending, dict) else None
        # The referee's undo (a saved list is checked by its loader, king_table_start).
        self.steps = History(undo, UNDO_DEPTH)
        self.base = None
        if isinstance(base, list) and len(base) == 3 and isinstance(base[2], dict):
            self.base = (base[0], base[1], base[2])
        self.rebuild()

    # --- the referee, rebuilt from the moves -------------------------------------------------
    def rebuild(self):
        """Replay the moves, from the start of the previous deal (`base`: a deal's start
        position, kept in the save so a Resume or an Undo on the board replays at most two
        deals) while it is not ahead of them, else from the first deal. The proven voids come
        back with the moves; the roll-back reaches the previous deal as the engine's does."""
        self.drop_referee()
        s = self.sheet
        base = self.base
        if base is not None and 0 <= base[0] <= len(self.moves):
            start = base[2]
            game = King.table_at_deal(s.options, s.first_dealer, start.get("deal"),
                                      start.get("scores"))
            self.ref = KingReferee(game=game)
            first = base[0]
        else:
            self.ref = KingReferee(s.options, s.first_dealer)
            first = 0
            base = None
        start = self.ref.deal_start() if base else None  # (one copy: the referee's)
        self.starts = [(first, self.ref.game.deal_index, start)]
        self.deal_first = {self.ref.game.deal_index: first}
        for i in range(first, len(self.moves)):
            self.apply_move(move(self.moves[i]), i + 1)
        self.base = self.starts[0] if self.starts[0][2] is not None else None
        self.ref.game.last_deal = None  # the sheet has the replayed deals' lines (see finish_deal)
        if len(s.entries) < self.ref.game.deal_index and self.ref.game.phase != OVER:
            raise ValueError("the sheet misses a refereed deal")

    def drop_referee(self):
        """The referee freed before it is rebuilt: what replaces it fills its holes instead of
        spreading up a heap that then has no room for the save's file buffer
        (docs/benchmarks.md)."""
        self.ref = self.starts = self.deal_first = None
        collect()

    def apply_move(self, move, count):
        """`move` applied to the referee as the game's `count`th move; the faults it proves."""
        deal = self.ref.game.deal_index
        found = self.ref.apply(move)
        game = self.ref.game
        if game.deal_index != deal and game.phase != OVER:
            self.deal_first[game.deal_index] = count
            # The referee's own copy of the deal's start (a dict of ~0.4 KB: kept once).
            self.starts.append((count, game.deal_index, self.ref.deal_start()))
            if len(self.starts) > 2:
                self.starts.pop(0)
                self.base = self.starts[0]
        return found

    def add_move(self, move):
        """`move` applied as the game's next move and added to the moves; the faults it
        proves. ValueError (the engine's reason) when it is refused: nothing is added."""
        found = self.apply_move(move, len(self.moves) + 1)
        self.moves.append(code(move))
        return found

    def deal(self):
        """The deal being refereed (0-based), or None when the game is over."""
        game = self.ref.game
        return None if game.phase == OVER else game.deal_index

    def in_deal(self):
        """True once the deal being refereed has a move (its auction or a card)."""
        i = self.deal()
        return i is not None and len(self.moves) > self.deal_first[i]

    # --- saving ------------------------------------------------------------------------------
    def save(self, app, f=None):
        """The game saved (into `f`, the save's file opened ahead, when given); None, or the
        message of a failed save."""
        # A quiet moment, once a card: the save's pieces then fill the holes the last frames'
        # garbage left, and what stays is placed low (1 KB less peak heap, docs/benchmarks.md);
        # again after the save, so the card cross's lists of the next frame fill the save's
        # holes instead of spreading upwards (3 KB less from ROMFS).
        collect()
        sheet = self.sheet
        over = sheet.finished() and not self.pending
        # its record, written anew after a correction or an undo past the end
        problem = import_once("firmware.records_write").finished(app, self) if over else None
        try:
            # The file's 1.1 KB buffer before the save's dict: the dict's pieces took the one
            # hole it fits in once (the 96 KB soak with a small board's files, issue 35).
            f = f or storage.open_ahead(app.files, app.save_file)
            try:
                data = {
                    "game": GAME_KEY,
                    # (the sheet's `to_dict` without its copies: the save's peak is the
                    # roll-back's)
                    "sheet": {"first_dealer": sheet.first_dealer, "options": sheet.options,
                              "entries": sheet.entries}, "moves": self.moves,
                    "faults": self.faults, "pending": self.pending,
                    "undo": self.steps.snapshots, "base": self.base and list(self.base),
                    "over": over, "rec": self.game_record(app, True), "recorded": self.recorded}
            except BaseException:
                f.close()
                raise
            storage.save(app.files, app.save_file, data, f)
            data = None
            collect()
            return problem
        except OSError as e:
            return ui.tr(app, "Not saved: %s") % e

    def rebuild_and_save(self, app):
        """After an Undo or a roll-back changed the moves: the referee rebuilt and the game
        saved; None, or the message of a failed save. The save's file is opened first, while
        the old referee's RAM is free: rebuilt, the referee leaves no hole the file's 1.1 KB
        buffer fits in a 64 KB heap (docs/benchmarks.md)."""
        self.drop_referee()
        # A replay that ends a deal scores it: the scoring is imported before the file is
        # opened (an import from LittleFS takes a file buffer of its own).
        with held(SCORING):
            try:
                f = storage.open_ahead(app.files, app.save_file)
            except OSError as e:
                self.rebuild()
                return ui.tr(app, "Not saved: %s") % e
            try:
                self.rebuild()
            except BaseException:
                f.close()
                raise
        return self.save(app, f)

    # --- undo --------------------------------------------------------------------------------
    def snapshot(self, keep=None, seat=-1):
        """What Undo needs to come back here: moves, entries and faults as counts, and before
        a card the seat playing it (its Undo line names it); before a roll-back to `keep`
        moves, the moves it removes (as the save holds moves, in hex) and the whole fault
        list."""
        snap = {"k": len(self.sheet.entries)}
        if self.pending:  # (no "pending": null in every step: the save is read whole)
            snap["pending"] = self.pending
        if seat >= 0:
            snap["s"] = seat
        if keep is not None:
            snap["moves"] = keep
            snap["cut"] = self.moves[keep:].hex()
            snap["faults"] = list(self.faults)
        else:
            snap["moves"] = len(self.moves)
            snap["faults"] = len(self.faults)
        self.steps.push(snap)

    def undo(self, app):
        """The newest step taken back; the sheet menu stays, on its Undo line, titled with
        what it took back: one A a step."""
        what = self.undo_what()
        snap = self.steps.pop()
        if snap is None:
            app.push(ui.Message(self.tr("Nothing to undo yet.")))
            return
        kept = (self.moves, self.faults, self.sheet, self.pending)
        with held(SCORING):  # the sheet's entries and the replay score
            try:
                self._undo(app, snap, what)
            except (ValueError, TypeError, KeyError, AttributeError, IndexError):
                # Moves the referee refuses in a saved step: the game goes on as it was.
                self.moves, self.faults, self.sheet, self.pending = kept
                self.steps.clear()
                self.rebuild()
                self.after_change(app, self.tr("Cannot undo: the undo record is damaged."))

    def _undo(self, app, snap, what):
        self.drop_referee()  # the new moves, entries and sheet take its place
        moves = snap["moves"]
        if not isinstance(moves, int):  # an older save's roll-back: the whole move list
            self.moves = move_bytes(moves)
        else:
            self.moves = self.moves[:moves] + move_bytes(snap.get("cut", ""))
        faults = snap["faults"]
        self.faults = list(faults) if isinstance(faults, list) else self.faults[:faults]
        entries = (self.sheet.entries + snap.get("tail", []))[:snap["k"]]
        self.set_entries(entries)
        self.pending = snap.get("pending")
        problem = self.rebuild_and_save(app)
        self.relabel_hub(what)
        app.pop_to(self.hub)
        if problem:
            app.push(ui.Message(problem))

    def set_entries(self, entries):
        self.sheet = ks.ScoreSheet.from_dict({"first_dealer": self.sheet.first_dealer,
                                              "options": self.sheet.options,
                                              "entries": entries})

    def undo_what(self):
        """What Undo takes back, as its line and the sheet menu's title after it name it: a
        card and who played it ("P2 3♠"; an older save's step, the card), the auction, the
        roll-back; None when there is nothing to undo."""
        if not self.steps.can_undo():
            return None
        snap = self.steps.snapshots[-1]
        n = snap["moves"]
        if "cut" in snap or not isinstance(n, int):
            return self.tr("the roll-back")
        if n >= len(self.moves) or self.moves[n] >= 64:
            return self.tr("the auction")
        card = gfx.card_label(self.moves[n])
        seat = snap.get("s")
        return card if seat is None else self.names[seat] + " " + card

    # --- the sheet menu, with the cards behind it ---------------------------------------------
    def hub_actions(self):
        acts = Keeper.hub_actions(self)
        if self.pending:
            acts.insert(0, (self.tr("Fault: decide"), "fault"))
        # always second, as in every mode: the undo gesture is B, Down, A (ui.undo_item's
        # line, in the mode's words)
        what = self.undo_what()
        acts.insert(1, (self.tr("Undo: %s") % what if what else self.tr("Undo: nothing yet"),
                        "undo"))
        if self.faults:
            acts.insert(len(acts) - 1, (self.tr("Faults recorded: %d") % len(self.faults),
                                        "faults"))
        return acts

    def hub_select(self, app, i):
        act = self.hub_actions()[i][1]
        if act == "undo":
            self.undo(app)
        elif act == "fault":
            self.show_fault(app)
        elif act == "faults":
            import_once(FAULT).recorded(app, self)
        else:
            Keeper.hub_select(self, app, i)

    def relabel_hub(self, took=None):
        """The sheet menu's lines anew, on its first; after an undo (`took`: what it took
        back) titled with it and on its Undo line."""
        Keeper.relabel_hub(self)
        hub = self.hub
        hub.title = self.tr("Undone: %s") % took if took else self.tr("King sheet")
        hub.shift = 0
        hub.since = None
        if took:
            hub.index = 1

    def enter_deal(self, app, i, old=None):
        if old is None and i == self.deal():
            if self.ref.game.phase == PLAY or self.in_deal():
                app.push(PlayTable(self))
            else:  # the auction's outcome, as on the sheet: the cards will count the tricks
                entry = import_once(ENTRY)
                entry.DealEntry(self, i, None, self.begin_positive, True).start(app)
            return
        Keeper.enter_deal(self, app, i, old)  # a correction: Undo keeps it (entries by count)

    def begin_positive(self, app, i, entry):
        """The auction's outcome entered: the deal's play begins on its table, which applies
        the outcome at its first frame (firmware/king/referee_auction.py): by then the entry's
        screens, and their code, are gone from RAM."""
        app.pop_to(self.hub)
        app.push(PlayTable(self, (i, entry)))

    def rebuild_from(self, count):
        self.moves = self.moves[:count]
        self.rebuild()

    # --- cards -------------------------------------------------------------------------------
    def play(self, app, card):
        """One card of the seat to play: applied, checked, saved; a fault or a deal's end
        shown."""
        i = self.deal()
        self.snapshot(None, self.ref.game.current_player())
        try:
            found = self.add_move(card)
        except ValueError as e:  # the engine's refusal, in the table's words
            self.steps.pop()
            app.push(ui.Message(import_once(WORDING).said(app, e.args, self.names)))
            return
        if found:
            # kept without the engine's own words: the screen says it (referee_fault), and
            # the save is read whole at the game menu (~100 bytes less a fault)
            self.pending = {k: v for k, v in found[0].items() if k != "message"}
        if self.deal() != i:
            self.finish_deal(app, i, found)
            return
        problem = self.save(app)
        if found:
            self.show_fault(app)
        if problem:
            app.push(ui.Message(problem))

    def finish_deal(self, app, i, found):
        """The deal's counts from its cards into the sheet: the table of points, or the fault
        proven by its last card first."""
        game = self.ref.game
        entry = game.last_deal["entry"]
        # The engine's record of the deal (its 13 tricks' cards, ~0.8 KB) is let go: the
        # sheet's line is what the table reads now, as after a Resume, which has none.
        game.last_deal = None
        Keeper.record(self, app, i, entry)
        collect()  # a quiet moment: between two deals
        if found:
            self.show_fault(app)

    def show_fault(self, app):
        """The pending fault and the table's choice."""
        app.push(import_once(FAULT).Fault(self))

    def continue_play(self, app):
        """After Resume: a pending fault first, else the deal being played."""
        if self.pending:
            self.show_fault(app)
        elif self.deal() is not None and (self.ref.game.phase == PLAY or self.in_deal()):
            app.push(PlayTable(self))

    def after_change(self, app, problem):
        """After an undo or a roll-back: the sheet menu, and the deal's table on top."""
        self.relabel_hub()
        app.pop_to(self.hub)
        self.continue_play(app)
        if problem:
            app.push(ui.Message(problem))

# Where the card cross's places are drawn: (button, x, y).
_CROSS_SPOTS = ((LEFT, 50, 19), (UP, 76, 9), (A, 76, 19), (DOWN, 76, 29), (RIGHT, 102, 19))


class PlayTable(ui.Screen):
    """The trick and the card cross of the seat to play; B steps back (the cross, then the
    sheet menu, where Undo is)."""

    def __init__(self, referee, auction=None):
        self.referee = referee
        self.auction = auction  # (deal, the auction's outcome entered): applied by `tick`
        self.path = []  # the groups opened on the cross
        self.seen = -1  # moves count the cross was laid out for
        self.first = None
        # What the redraws show, made when it changes (a redraw then makes no strings): the
        # group on the cross and its places' labels; the title and what it was made for.
        self.drawn_group = None
        self.drawn_places = ()
        self.drawn_title = (-1, None, -1, "")

    def group(self):
        ref = self.referee
        if self.seen != len(ref.moves) or self.first is None:
            self.seen = len(ref.moves)
            self.path = []
            game = ref.ref.game
            seat = game.current_player()
            led = game.trick[0] & 3 if game.trick else -1
            void = led >= 0 and bool(game.voids[seat] & (1 << led))
            from firmware.ui import card_cross  # (see _place_cross)
            self.first = card_cross.first_group(game.legal_moves(), led, void)
        return self.path[-1] if self.path else self.first

    def tick(self, app, now):
        if self.auction is not None:
            i, entry = self.auction
            self.auction = None
            # The engine's auction first, while the heap has the most room: from LittleFS its
            # import needs a file buffer of its own (1,148 bytes in one piece)
            with held(AUCTION_RULES):
                import_once(AUCTION).begin(self.referee, app, i, entry)

    def key(self, app, k):
        ref = self.referee
        game = ref.ref.game
        if game.phase != PLAY:
            app.pop()
            return
        if k == B:
            if self.path:
                self.path.pop()
            else:
                ref.relabel_hub()  # the cards played since it was built: Undo, faults
                app.pop_to(ref.hub)
            app.redraw()
            return
        from firmware.ui import card_cross  # (see _place_cross)
        entry = card_cross.places(self.group()).get(k)
        if entry is None:
            return
        if isinstance(entry, int):
            ref.play(app, entry)
        else:
            self.path.append(entry)
        app.redraw()

    # --- drawing ----------------------------------------------------------------------------
    def title(self):
        ref = self.referee
        game = ref.ref.game
        i = game.deal_index
        a = game.auction if game.kind() == "positive" else None
        contract = a.contract if a is not None else None
        holder = a.holder if a is not None else -1
        kept = self.drawn_title
        if kept[0] == i and kept[1] == contract and kept[2] == holder:
            return kept[3]
        if contract:
            text = "%d %s %s" % (i + 1, ref.contract_label(contract), ref.names[holder])
        else:
            text = ref.deal_title(i)
        self.drawn_title = (i, contract, holder, text)
        return text

    def draw(self, app, buf):
        ref = self.referee
        game = ref.ref.game
        if game.phase != PLAY:
            return
        ui.title_bar(buf, self.title())
        gfx.number_right(buf, 127, 0, game.trick_number(), ref.tr("T"))
        # The trick so far, or the last one (leader, its 4 cards) until the next card:
        # cards[first:] without slicing it.
        # (one name a line: assigning four at once would build a tuple)
        leader = game.leader
        cards = game.trick
        first = 0
        win = -1
        if not cards and game.history:
            cards = game.history[-1]
            leader = cards[0]
            first = 1
            win = game.winners[-1]
        seat = game.current_player()
        # Whose turn, in large type, and the cross beside it: the holder's part.
        gfx.big_text(buf, 0, 9, seat_name(app, seat))
        gfx.text(buf, 0, 28, ref.tr("leads" if win >= 0 or not cards else "to play"))
        gfx.vline(buf, 47, 9, 28)
        self.draw_cross(buf)
        gfx.hline(buf, 0, 37, 128)
        # The trick, a column a seat (P1 to P4), its cards in large type: what the whole
        # table reads. The seat to play has "?", the trick's winner is framed.
        for i in range(4):
            s = (leader + i) % 4
            x = s * 32
            name = seat_name(app, s)
            gfx.text(buf, x + 16 - gfx.text_width(name) // 2, 39, name)
            if first + i < len(cards):
                c = cards[first + i]
                gfx.big_text(buf, x + 4, 48, gfx.RANK_GLYPHS[((c & 63) >> 2) - 1])
                gfx.big_text(buf, x + 16, 48, gfx.SUIT_GLYPHS[c & 3])
            elif s == seat:
                gfx.big_text(buf, x + 11, 48, "?")
            if s == win:
                gfx.mark(buf, x, 38, 32, 26)

    def _place_cross(self, group):
        # Imported when the cards are first shown, not with the module: a Resume's replay of
        # the moves, the heap's peak on a board, runs without the cross's code in RAM.
        from firmware.ui import card_cross
        at = card_cross.places(group)
        self.drawn_places = [(x, y, card_cross.label(at[k], gfx.card_label))
                             for k, x, y in _CROSS_SPOTS if k in at]
        self.drawn_group = group

    def draw_cross(self, buf):
        # (the labels made apart: with them here the frame would not fit the C stack, and a
        # frame that does not is taken from the heap at every redraw)
        group = self.group()
        if group is not self.drawn_group:
            self._place_cross(group)
        for x, y, label in self.drawn_places:
            gfx.text(buf, x, y, label, 4)
        gfx.rect(buf, 74, 17, 27, 11)

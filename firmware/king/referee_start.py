"""The King table referee's ways in: a new game (who deals first, the names come from
Settings, then Start) and a saved game resumed where it was left. Imported for that step alone
(`compat.import_once`), given the class of the referee (`firmware/king/referee.py`'s Referee,
which carries its save's key, undo depth and move list's reader), never importing it.
"""
from shared_rules import cards as C
from shared_rules.king import scoresheet as ks
from shared_rules.compat import held, import_once
from firmware.ui import widgets as ui
from firmware.names import seat_name
from firmware.undo import History, whole

FAULT = "firmware.king.referee_fault"  # held while a Resume with a pending fault rebuilds
SCORING = "shared_rules.king.scoring"  # held while a save's entries and replay are checked
NEW_GAME = "firmware.new_game"  # a new game in place of the saved one
WORDS = "king_table"  # its words: words/<lang>_king_table.txt (firmware/ui/widgets.py's `tr`)


def resume(app, data, Referee):
    """From the game menu's Resume: the saved refereed game (`data`, the save's newest good
    copy, or None), where it was left; False if it cannot be read."""
    app.words_area = WORDS
    if isinstance(data, dict) and data.get("pending"):
        # The pending fault's screen comes first: its code is imported before the referee is
        # rebuilt, while the heap has whole blocks (a Resume in 96 KB from LittleFS needs it).
        with held(FAULT):
            return _resume(app, data, Referee)
    return _resume(app, data, Referee)


def _resume(app, data, Referee):
    referee = referee_from(app, data, Referee)
    if referee is None:
        return False
    referee.show_hub(app)
    referee.continue_play(app)
    return True


def referee_from(app, data, Referee):
    """The saved game `data` as a `Referee`, or None if it cannot be read: every field is
    checked (the sheet's entries by the engine, the moves by replaying them)."""
    move_bytes = Referee.move_bytes
    if not isinstance(data, dict) or data.get("game") != Referee.GAME_KEY \
            or type(data.get("over", False)) is not bool:
        return None
    try:
        with held(SCORING):  # the sheet's entries and the replay score
            sheet = ks.ScoreSheet.from_dict(data.get("sheet"))
            moves = move_bytes(data["moves"])
            faults, pending, base = data["faults"], data["pending"], data["base"]
            deals = sheet.deal_count()
            if not _faults(faults, deals) or not (pending is None or _fault(pending, deals)):
                return None
            if base is not None and not (isinstance(base, list) and len(base) == 3
                                         and whole(base[0], 0, len(moves))
                                         and whole(base[1], 0, deals - 1)
                                         and isinstance(base[2], dict)):
                return None
            steps = History.from_list(data["undo"], Referee.UNDO_DEPTH,
                                      lambda snap: _undo_step(snap, deals, move_bytes))
            if not _undone_in_turn(sheet, moves, faults, steps.snapshots, move_bytes):
                return None
            recorded = data.get("recorded")  # (firmware/records_write.py)
            # The save's parsed text let go (what it held is taken): the replay is a Resume's
            # peak in 96 KB.
            data.clear()
            referee = Referee(app, sheet, moves, faults, pending, steps.snapshots, base)
            referee.recorded = recorded
            return referee
    except (ValueError, TypeError, KeyError, AttributeError, IndexError):
        return None


def _fault(f, deals):
    """True for a fault as the referee proves it (`KingReferee`), as far as the table reads
    it: its kind, seat, deal, trick, the card that proves it, the suit not followed."""
    if not isinstance(f, dict) or not whole(f.get("seat"), 0, 3) \
            or not whole(f.get("deal"), 1, deals) or not whole(f.get("trick"), 1, 13):
        return False
    C.parse(f.get("proof"))  # ValueError if it is no card
    kind = f.get("kind")
    suit = f.get("suit")
    if kind == "heart_lead":
        return True
    return kind in ("revoke", "king_kept") and isinstance(suit, str) and len(suit) == 1 \
        and suit in C.SUIT_LETTERS and type(f.get("void", True)) is bool


def _faults(faults, deals):
    if not isinstance(faults, list):
        return False
    for f in faults:
        if not _fault(f, deals):
            return False
    return True


def _undo_step(snap, deals, move_bytes):
    """True for an Undo step as `Referee.snapshot` saves it (and a roll-back's `tail`)."""
    if not isinstance(snap, dict) or not whole(snap.get("k"), 0, deals) \
            or not whole(snap.get("s", 0), 0, 3):
        return False
    pending, moves, faults = snap.get("pending"), snap.get("moves"), snap.get("faults")
    if not (pending is None or _fault(pending, deals)):
        return False
    if not (whole(faults, 0, 1 << 16) or _faults(faults, deals)):
        return False
    if not whole(moves, 0, 1 << 16):
        move_bytes(moves)  # an older roll-back: the whole move list (checked here)
    move_bytes(snap.get("cut", ""))
    return isinstance(snap.get("tail", []), list)


def _undone_in_turn(sheet, moves, faults, snapshots, move_bytes):
    """True if each Undo step, newest first, finds what it takes back: no more moves, faults
    or sheet lines than there are then, and the lines a roll-back put aside are lines of their
    deals."""
    n, f, k = len(moves), len(faults), len(sheet.entries)
    for snap in reversed(snapshots):
        m = snap["moves"]
        if type(m) is int:
            if m > n:
                return False
            n = m + len(snap.get("cut", "")) // 2
        else:
            n = len(move_bytes(m))
        if type(snap["faults"]) is int:
            if snap["faults"] > f:
                return False
            f = snap["faults"]
        else:
            f = len(snap["faults"])
        tail = snap.get("tail", [])
        for j in range(len(tail)):
            sheet.score_entry(k + j, tail[j])  # ValueError if it is no line of that deal
        if snap["k"] > k + len(tail):
            return False
        k = snap["k"]
    return True


class Setup(ui.Menu):
    """New refereed game: who deals first (names come from Settings), Start."""

    def __init__(self, app, Referee):
        app.words_area = WORDS
        self.Referee = Referee
        self.dealer = 0
        ui.Menu.__init__(self, ui.tr(app, "New King referee"), [], self.select)
        self.relabel(app)

    def relabel(self, app):
        self.items = [ui.tr(app, "First dealer: %s") % seat_name(app, self.dealer),
                      ui.tr(app, "Start")]

    def select(self, app, i):
        if i == 0:
            def pick(app, seat):
                self.dealer = seat
                self.relabel(app)
                app.pop()
            names = [seat_name(app, s) for s in range(4)]
            app.push(ui.PlayerPicker(ui.tr(app, "Who deals first?"), names, pick,
                                     index=self.dealer))
        else:
            import_once(NEW_GAME).begin(app, self.start)

    def start(self, app):
        referee = self.Referee(app, ks.ScoreSheet(self.dealer, dict(app.settings["king"])))
        problem = referee.save(app)
        if problem:
            app.push(ui.Message(problem))
            return
        referee.show_hub(app, replace=self)
        referee.enter_deal(app, 0)

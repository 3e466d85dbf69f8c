"""A proven fault at the King table (a revoke, a forbidden heart lead, K♥ kept): its words,
its screen and the table's choice, rolling back to the fault's trick or recording it and playing
on. Imported while a fault is shown (`compat.import_once`), so on a board its code is in RAM
only then; the referee is `firmware/king/referee.py`.
"""
from shared_rules import cards as C
from shared_rules.compat import held
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, UP
from firmware.names import seat_name

FAULT_LABELS = {"revoke": "Revoke", "heart_lead": "Heart lead", "king_kept": "K♥ kept"}


def fault_text(app, fault):
    """A proven fault in the table's words: the seat (counted from 1), the trick, the proof."""
    tr = ui.tr
    who = seat_name(app, fault["seat"])
    proof = gfx.card_label(C.parse(fault["proof"]))
    if fault["kind"] == "revoke":
        suit = gfx.SUIT_GLYPHS[C.suit_index(fault["suit"])]
        return tr(app, "%s revoked in trick %d: did not follow %s, now plays %s.") % (
            who, fault["trick"], suit, proof)
    if fault["kind"] == "heart_lead":
        return tr(app, "%s led a heart in trick %d while holding %s.") % (who, fault["trick"],
                                                                           proof)
    if fault.get("void", True):
        return tr(app, "%s kept K♥ in trick %d: had to play it.") % (who, fault["trick"])
    # not known yet whether the seat held the led suit (a revoke) or was void (K♥ kept)
    suit = gfx.SUIT_GLYPHS[C.suit_index(fault["suit"])]
    return tr(app, "%s did not follow %s in trick %d holding K♥: had to follow or play K♥.") % (
        who, suit, fault["trick"])


def recorded(app, ref):
    """The faults recorded on the sheet, one page each."""
    from firmware.ui.pages import Pages  # not for the fault's own screen
    pages = Pages(ui.tr(app, "Faults"), [fault_text(app, f) for f in ref.faults])
    pages.footer = tuple([ui.tr(app, s) for s in Pages.footer])
    app.push(pages)


def roll_back(ref, app):
    """Back to the start of the fault's trick: its cards (and any after) are removed."""
    with held("shared_rules.king.scoring"):  # the sheet's entries and the replay score
        _roll_back(ref, app, ref.pending)
    # Rebuilt and saved once the scoring's code has left RAM (rebuild_and_save holds it for
    # the replay alone): held here, it stayed through the save, the King table's peak heap.
    ref.after_change(app, ref.rebuild_and_save(app))


def _roll_back(ref, app, fault):
    deal = fault["deal"] - 1
    if deal not in ref.deal_first:  # before the replay's base: replay it all
        ref.base = None
        ref.rebuild()
    start = ref.deal_first[deal]
    auction = 0
    while start + auction < len(ref.moves) and ref.moves[start + auction] >= 64:
        auction += 1
    keep = start + auction + 4 * (fault["trick"] - 1)
    ref.snapshot(keep)
    tail = ref.sheet.entries[deal:]
    ref.steps.snapshots[-1]["tail"] = tail
    ref.set_entries(ref.sheet.entries[:deal])
    ref.faults = [f for f in ref.faults
                  if f["deal"] - 1 < deal or (f["deal"] - 1 == deal
                                              and f["trick"] < fault["trick"])]
    ref.pending = None
    ref.moves = ref.moves[:keep]


def keep_playing(ref, app):
    """The fault recorded (the sheet menu lists it) and the deal played on."""
    ref.faults.append(ref.pending)
    ref.pending = None
    ref.after_change(app, ref.save(app))


class Fault(ui.Screen):
    """A proven fault: what it is, then the table's choice (roll back, or record and play on).
    B leaves it undecided (it comes back with the game)."""

    def __init__(self, referee):
        self.referee = referee
        self.choice = 0

    def say(self, app):
        """The fault's explanation, wrapped (the screen shows one fault)."""
        return gfx.wrap(fault_text(app, self.referee.pending))[:4]

    def draw(self, app, buf):
        fault = self.referee.pending
        if fault is None:
            return
        lines = self.words(app)
        tr = ui.tr
        ui.title_bar(buf, tr(app, "%s! deal %d") % (tr(app, FAULT_LABELS.get(fault["kind"],
                                                                             "Fault")),
                                                    fault["deal"]))
        for i in range(len(lines)):
            gfx.text(buf, 0, 9 + i * 8, lines[i])
        choices = (tr(app, "Roll back to trick %d") % fault["trick"],
                   tr(app, "Keep playing, record"))
        for i in range(2):
            y = 46 + i * 9
            gfx.text(buf, 2, y, choices[i])
            if i == self.choice:
                gfx.mark(buf, 0, y - 1, 128, 9)

    def key(self, app, k):
        if self.referee.pending is None:
            app.pop()
        elif k in (UP, DOWN):
            self.choice = 1 - self.choice
        elif k == A:
            if self.choice == 0:
                roll_back(self.referee, app)
            else:
                keep_playing(self.referee, app)
        elif k == B:
            app.home("King")
            return
        app.redraw()

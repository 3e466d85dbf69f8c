"""A new game in place of a saved one, the same in every mode (firmware/new_game.py, issue 36):
asked first when the save holds a game not over, that game then recorded as given up."""
import glob
import os

from firmware import new_game, records, storage
from firmware.buttons import A, RIGHT
from firmware.ui import widgets as ui
from tests.support.memory_files import MemoryFiles

SAVE = "kingplay.sav"
BEGUN = {"over": False, "recorded": None,
         "rec": ["king", "vs_bots", ["You", "Ann", "Bob", "Cat"],
                 {"deals": [[-50, 25, 0, 25]]}, {}, [1, 2, 3]]}


class App:
    """What the question needs of the App: its files, the open mode's save, the screens."""

    def __init__(self, saved=None):
        self.files = MemoryFiles()
        self.save_file = SAVE
        self.stack = []
        self.jobs = []
        if saved is not None:
            storage.save(self.files, SAVE, saved)

    def push(self, screen):
        self.stack.append(screen)

    def pop(self):
        return self.stack.pop()

    def top(self):
        return self.stack[-1]

    def redraw(self):
        pass

    def after_show(self, job):
        self.jobs.append(job)

    def shown(self):
        """The frame's picture shown: what was left for after it runs (App.tick's end)."""
        while self.jobs:
            self.jobs.pop(0)(self)


def started(app):
    app.push("the new game")


def test_a_begun_game_is_asked_about_and_on_yes_recorded_as_given_up_then_replaced():
    app = App(BEGUN)
    new_game.begin(app, started)
    question = app.top()
    assert isinstance(question, ui.Confirm) and question.text == "Replace the saved game?"
    question.key(app, RIGHT)  # No is under the cursor: one stray A replaces nothing
    question.key(app, A)
    assert app.stack == ["the new game"]
    assert list(records.each(app.files)) == []  # committed once the frame is shown
    app.shown()
    recs = list(records.each(app.files))
    assert len(recs) == 1
    assert (recs[0]["game"], recs[0]["mode"], recs[0]["over"]) == ("king", "vs_bots", False)
    assert recs[0]["result"] == {"deals": [[-50, 25, 0, 25]]}


def test_no_keeps_the_saved_game_and_writes_no_record():
    app = App(BEGUN)
    new_game.begin(app, started)
    app.top().key(app, A)  # on No
    assert app.stack == []
    assert storage.load(app.files, SAVE) == BEGUN
    assert list(records.each(app.files)) == []


def test_a_finished_game_or_none_is_replaced_unasked():
    for saved in (None, dict(BEGUN, over=True)):
        app = App(saved)
        new_game.begin(app, started)
        assert app.stack == ["the new game"]
        assert list(records.each(app.files)) == []


def test_no_mode_asks_a_question_of_its_own():
    # One question, one place: the modes' set-ups start a game through new_game.begin.
    root = os.path.join(os.path.dirname(__file__), "..", "..", "firmware")
    askers = []
    for path in glob.glob(os.path.join(root, "**", "*.py"), recursive=True):
        with open(path, encoding="utf-8") as f:
            if "Replace the saved" in f.read():
                askers.append(os.path.relpath(path, root))
    # (the question's words are widgets.SAID's, in the language of Settings)
    assert sorted(askers) == ["new_game.py", os.path.join("ui", "widgets.py")]

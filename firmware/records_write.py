"""A game's record written when it ends or is given up: what every mode needs, written once
(issue 39). A mode calls it through `import_once` (its code and the log's leave RAM after).

A mode's keeper (the object its save is made from) gives `game_record(app)`: the list of
`records.record`'s first arguments (game, mode, names, result as it stands, options, bots),
None before the first deal or turn; and keeps `recorded`: the number of the record written for
this game, or None. Its save carries both ("rec", "recorded"), so a game replaced by a new one
is recorded from its save alone, and the mode's code never imports the log's. (A King save's
"rec" leaves out the options, which its "sheet" holds: a smaller save to read whole in 96 KB.)

- `finished(app, keeper)` when the game ends. A game that ends again (the King sheet's
  correction after the last deal, an undo past the end and another ending) replaces the
  record it wrote: the new one is appended, then the old one deleted, so a game has one
  record, its last ending's.
- `given_up(app, keeper=None)` before a game is deleted or replaced by a new one (from its
  save when no keeper is given): a game played for at least one deal or turn and never
  finished gets a record with "over" false. A game that ended once, then was taken back by
  an undo and left, keeps the record of its ending.

Each returns None, or a short message for the mode to show (a flash that refuses to write:
the game's state is never touched), in the language of the open mode's words (its area's
catalogue holds them: host_tools/word_rows/records_kept.py).
"""
from firmware import records, storage
from firmware.ui import widgets as ui


def _write(app, fields, over, old, keeper=None):
    """(the number of the game's record, the message): `old` while the flash refuses.

    The record's line is written now and committed once the frame is shown (`App.after_show`),
    and so is the delete of the game's `old` record: a game's end waits for one flash erase
    rather than two or three (firmware/records.py). A commit the flash refuses is said then,
    and the `keeper` given goes back to `old` (its save, written with the new number before
    the commit, is not rewritten: a record's number taken by no line is never deleted, below).
    """
    rec = records.record(*fields, over=over, date=records.today())
    try:
        f, n = records.begin(app.files, rec)
    except OSError as e:
        return old, ui.tr(app, "Record not kept: %s") % e
    if old is not None and old >= n:
        old = None  # a record whose commit a power cut stopped: its number is this one's

    def commit(app):
        try:
            f.close()
        except OSError as e:
            if keeper is not None:
                keeper.recorded = old
            app.push(ui.Message(ui.tr(app, "Record not kept: %s") % e))
            return
        if old is not None:
            try:
                records.delete(app.files, old)
            except OSError as e:  # (the list shows both until one is deleted there)
                app.push(ui.Message(ui.tr(app, "Old record kept: %s") % e))

    app.after_show(commit)
    return n, None


def finished(app, keeper):
    fields = keeper.game_record(app)
    if fields is None:
        return None
    keeper.recorded, problem = _write(app, fields, True, keeper.recorded, keeper)
    return problem


def given_up(app, keeper=None):
    sheet = None
    if keeper is None:
        data = storage.load(app.files, app.save_file)
        if not isinstance(data, dict) or data.get("over") is True:
            return None
        fields = data.get("rec")
        done = data.get("recorded")
        sheet = data.get("sheet")  # (a King save's record leaves out the options its sheet has)
        data = None
    else:
        fields = keeper.game_record(app)
        done = keeper.recorded
    if fields is None or done is not None:
        return None
    try:  # (a hand-made save: said, and the game replaced all the same)
        if fields[4] is None and sheet is not None:
            fields[4] = sheet["options"]
        for field, kind in zip(fields, (str, str, list, dict, dict, list)):
            if not isinstance(field, kind):
                raise TypeError
        if len(fields) != 6:
            raise TypeError
    except (TypeError, KeyError, IndexError):
        return ui.tr(app, "Record not kept: the save cannot be read")
    return _write(app, fields, False, None)[1]


def deleted(app, keeper, game):
    """The mode's game deleted as asked (`app.delete_save()`; a flash that refuses keeps it and
    stays), then recorded as given up if it was begun; home to `game`'s item, a record the
    flash refused said on the way."""
    if app.delete_save():
        problem = given_up(app, keeper)
        if problem:
            app.push(ui.Message(problem, lambda app: app.home(game)))
        else:
            app.home(game)

"""Saving: checksum and version, and a save cut at any write step leaves the old or new game."""
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from firmware import storage
from menu import power_on
from firmware.app import App
from firmware.display import BufferBoard
from tests.support.memory_files import MemoryFiles, save_text
from tests.support.power_cuts import CuttingFiles, PowerCut, on_flash, rebooted


def test_a_save_round_trips():
    files = MemoryFiles()
    storage.save(files, "g.sav", {"a": [1, 2, 3], "b": "x"})
    assert storage.load(files, "g.sav") == {"a": [1, 2, 3], "b": "x"}


def test_the_file_carries_a_format_version_and_a_checksum():
    files = MemoryFiles()
    storage.save(files, "g.sav", {"a": 1})
    head = files.data["g.sav"].split("\n")[0].split(" ")
    assert head[0] == "RGL" and head[1] == str(storage.FORMAT_VERSION)


def test_a_damaged_file_is_refused_and_the_previous_one_is_used():
    files = MemoryFiles()
    storage.save(files, "g.sav", {"n": 1})
    storage.save(files, "g.sav", {"n": 2})
    text = files.data["g.sav"]
    files.data["g.sav"] = text[:-3] + "9" + text[-2:]
    assert storage.load(files, "g.sav") == {"n": 1}


def test_a_file_whose_header_is_not_a_saves_is_not_read():
    files = MemoryFiles()
    files.data["g.sav"] = save_text({"n": 1})
    assert storage.load(files, "g.sav") == {"n": 1}
    for head, other in (("RGL ", "XYZ "), ("RGL 1 ", "RGL 1 7 ")):
        files.data["g.sav"] = save_text({"n": 1}).replace(head, other, 1)
        assert storage.load(files, "g.sav") is None, other


def test_another_format_version_is_not_read():
    files = MemoryFiles()
    files.data["g.sav"] = save_text({"n": 1}).replace("RGL 1", "RGL 9", 1)
    assert storage.load(files, "g.sav") is None


def test_checksum_stays_a_small_int():
    assert storage.checksum("\uffff" * 5000) < 2 ** 30


CHECKSUM_TEXTS = ["", "{}", save_text({"names": ["ANN", "BO", "", ""], "deal": 3}),
                  '{"x": "' + "~" * 3000 + '"}', "z" * 511, "z" * 512, "z" * 513,
                  '{"n": "\u00c5SA \u2665"}', "\u00c5sa \u2665 " * 300]


def test_checksum_is_the_same_on_micropython_whose_str_is_summed_as_bytes(tmp_path):
    """The unix port sums an ASCII text's bytes in place, 512 at a time (CPython, character by
    character): every text's checksum is CPython's, long, at the runs' edges or not ASCII."""
    from host_tools.micropython_runner import run_unix
    script = tmp_path / "sums.py"
    script.write_text("import json\nfrom firmware import storage\n"
                      "for s in json.loads(%r):\n    print(storage.checksum(s))\n"
                      % json.dumps(CHECKSUM_TEXTS))
    result = run_unix(str(script))
    assert result.ok, result.traceback
    assert result.stdout.split() == [str(storage.checksum(s)) for s in CHECKSUM_TEXTS]



def test_a_save_cut_at_any_step_leaves_the_previous_or_the_new_game():
    old = {"deal": 3, "pad": "x" * 700}
    new = {"deal": 4, "pad": "y" * 700}
    base = MemoryFiles()
    storage.save(base, "king.sav", {"deal": 2})
    storage.save(base, "king.sav", old)
    steps = 0
    outcomes = set()
    for cut in range(1, 40):
        files = CuttingFiles(base.data, cut)
        try:
            storage.save(files, "king.sav", new)
        except PowerCut:
            steps += 1
            got = storage.load(rebooted(files), "king.sav")
            assert got in (old, new), (cut, got)
            outcomes.add(got["deal"])
            continue
        assert storage.load(rebooted(files), "king.sav") == new
        break
    assert steps >= 5  # open, several writes, rename, rename
    assert outcomes == {3, 4}


def cut_runs(data, action):
    """`action(files)` on a copy of the flash `data`, its power cut at each operation in turn,
    then run to its end: (the flash after, the operation cut or 0, what it returned)."""
    cut = 1
    while True:
        files = CuttingFiles(data, cut)
        try:
            got = action(files)
        except PowerCut:
            yield files.data, cut, None
            cut += 1
        else:
            yield files.data, 0, got
            return


def boots(data, name):
    """What a reboot reads from the flash `data`: its load cut at each operation in turn (and
    then read by the next boot) or not cut: (the flash after, the load's operation cut or 0,
    the game read)."""
    for after, cut, got in cut_runs(data, lambda files: storage.load(files, name)):
        if cut:
            files = on_flash(after)
            got = storage.load(files, name)
            after = files.data
        yield after, cut, got


GAMES = [{"deal": n, "pad": str(n) * 300} for n in range(6)]


def saves_cut_anywhere(data, before, games, trail=()):
    """Each of `games` saved in turn on the flash `data` (whose game is `before`), each save cut
    at each of its operations and the flash read by a reboot (itself cut anywhere), the game
    then going on from what the reboot read; or not cut. Asserts that every reboot reads the
    game being saved or the one before it and leaves no `.tmp`; returns the number of ways."""
    if not games:
        return 1
    new = games[0]
    ways = 0
    for after, cut, _ in cut_runs(data, lambda files: storage.save(files, "king.sav", new)):
        if not cut:
            ways += saves_cut_anywhere(after, new, games[1:], trail + ("saved",))
            continue
        for booted, load_cut, got in boots(after, "king.sav"):
            where = trail + ("save cut at", cut, "load cut at", load_cut)
            assert got in (new, before), (where, got and got["deal"], new["deal"])
            assert "king.sav.tmp" not in booted, where
            ways += saves_cut_anywhere(booted, got, games[1:], where)
    return ways


def test_two_saves_in_a_row_each_cut_anywhere_resume_the_newest_or_the_one_before():
    """A cut between a save's renames leaves the newest game only in the `.tmp`; the next
    save rewrites that file, so a second cut in it would find only the `.bak`, two games
    back, had the first boot not settled the `.tmp` into the save."""
    files = MemoryFiles()
    storage.save(files, "king.sav", GAMES[0])
    storage.save(files, "king.sav", GAMES[1])
    assert saves_cut_anywhere(files.data, GAMES[1], GAMES[2:4]) > 400


def test_three_saves_in_a_row_each_cut_anywhere_resume_the_newest_or_the_one_before():
    files = MemoryFiles()
    storage.save(files, "king.sav", GAMES[0])
    storage.save(files, "king.sav", GAMES[1])
    assert saves_cut_anywhere(files.data, GAMES[1], GAMES[2:5]) > 8000


def test_a_games_first_saves_cut_anywhere_resume_the_newest_the_one_before_or_nothing():
    assert saves_cut_anywhere({}, None, GAMES[:2]) > 400


def test_a_stale_unfinished_temp_file_is_ignored_and_removed():
    files = MemoryFiles()
    storage.save(files, "g.sav", {"n": 1})
    storage.save(files, "g.sav", {"n": 2})
    files.data["g.sav.tmp"] = "RGL 1 12"
    assert storage.load(files, "g.sav") == {"n": 2}
    assert files.data == {"g.sav": save_text({"n": 2}), "g.sav.bak": save_text({"n": 1})}


def test_a_whole_temp_file_found_is_the_newest_game_and_becomes_the_save():
    """A cut after the new file was closed, before the renames: the load does them."""
    files = MemoryFiles()
    storage.save(files, "g.sav", {"n": 1})
    storage.save(files, "g.sav", {"n": 2})
    files.data["g.sav.tmp"] = save_text({"n": 3})
    assert storage.load(files, "g.sav") == {"n": 3}
    assert files.data == {"g.sav": save_text({"n": 3}), "g.sav.bak": save_text({"n": 2})}


def test_a_whole_temp_file_with_only_a_previous_copy_becomes_the_save():
    """A cut between the renames: the save is already the `.bak`."""
    files = MemoryFiles()
    files.data["g.sav.bak"] = save_text({"n": 2})
    files.data["g.sav.tmp"] = save_text({"n": 3})
    assert storage.load(files, "g.sav") == {"n": 3}
    assert files.data == {"g.sav": save_text({"n": 3}), "g.sav.bak": save_text({"n": 2})}


def test_a_partial_temp_file_with_only_a_previous_copy_gives_that_copy_and_goes():
    files = MemoryFiles()
    files.data["g.sav.bak"] = save_text({"n": 2})
    files.data["g.sav.tmp"] = save_text({"n": 3})[:-1]
    assert storage.load(files, "g.sav") == {"n": 2}
    assert files.data == {"g.sav.bak": save_text({"n": 2})}


def test_a_partial_temp_file_alone_is_no_save_and_is_removed():
    files = MemoryFiles()
    files.data["g.sav.tmp"] = ""
    assert storage.has_save(files, "g.sav")
    assert storage.load(files, "g.sav") is None
    assert files.data == {} and not storage.has_save(files, "g.sav")


@pytest.mark.parametrize("refused", ["rename", "remove"])
def test_a_flash_that_refuses_to_settle_a_temp_file_keeps_it_and_still_gives_the_newest(
        refused):
    files = MemoryFiles()
    storage.save(files, "g.sav", {"n": 2})
    files.data["g.sav.tmp"] = save_text({"n": 3}) if refused == "rename" else "RGL"
    before = dict(files.data)
    files.refuse = (refused,)
    assert storage.load(files, "g.sav") == ({"n": 3} if refused == "rename" else {"n": 2})
    assert files.data == before


@pytest.mark.parametrize("name", ["g.sav", "g.sav.tmp", "g.sav.bak"])
def test_has_save_sees_any_copy(name):
    files = MemoryFiles()
    files.data[name] = "x"
    assert storage.has_save(files, "g.sav")


def test_real_files_in_a_folder_save_and_fall_back(tmp_path):
    files = storage.Files(str(tmp_path))
    storage.save(files, "king.sav", {"n": 1})
    storage.save(files, "king.sav", {"n": 2})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["king.sav", "king.sav.bak"]
    assert storage.load(files, "king.sav") == {"n": 2}
    (tmp_path / "king.sav").write_text("RGL 1 0 0\n")
    assert storage.load(files, "king.sav") == {"n": 1}
    storage.delete(files, "king.sav")
    assert not storage.has_save(files, "king.sav")


def test_a_missing_save_folder_is_created_on_the_first_save(tmp_path):
    files = storage.Files(str(tmp_path / "regalia"))
    assert storage.load(files, "settings.sav") is None
    storage.save(files, "settings.sav", {"contrast": 2})
    assert storage.load(files, "settings.sav") == {"contrast": 2}


class FlashLikeFiles(MemoryFiles):
    """Files as littlefs keeps them: what is written reaches flash when the file is closed;
    renaming or losing power before that keeps only what was there. Records every operation."""

    def __init__(self):
        MemoryFiles.__init__(self)
        self.log = []
        self.open_files = set()

    def open(self, name, mode):
        self.log.append(("open", name))
        outer = self
        if "w" not in mode:
            return MemoryFiles.open(self, name, mode)

        class Pending:
            def __init__(self):
                self.parts = []
                outer.open_files.add(name)

            def write(self, s):
                outer.log.append(("write", name))
                self.parts.append(s)

            def close(self):
                outer.log.append(("close", name))
                outer.data[name] = "".join(self.parts)
                outer.open_files.discard(name)

        return Pending()

    def rename(self, old, new):
        self.log.append(("rename", old, new))
        if old in self.open_files:
            raise OSError(16)  # busy: littlefs keeps an open file's data uncommitted
        MemoryFiles.rename(self, old, new)


def test_a_save_closes_the_new_file_before_it_renames_it_over_the_old():
    files = FlashLikeFiles()
    storage.save(files, "g.sav", {"n": 1})
    storage.save(files, "g.sav", {"n": 2})
    ops = [op[0] for op in files.log[files.log.index(("open", "g.sav.tmp"), 1):]]
    assert ops[-3:] == ["close", "rename", "rename"]
    assert files.log[-2:] == [("rename", "g.sav", "g.sav.bak"), ("rename", "g.sav.tmp", "g.sav")]
    assert storage.load(files, "g.sav") == {"n": 2}
    assert storage.load(files, "g.sav.bak") == {"n": 1}


def test_loading_a_save_that_is_not_there_collects_nothing_and_one_that_is_collects_first(
        monkeypatch):
    """A board's collect takes ~13 ms of the 500 ms boot (the settings are loaded at every
    boot, and most boards have none saved); a save that is there is read after a collect."""
    collects = []
    monkeypatch.setattr(storage, "collect", lambda: collects.append("collect"))
    files = MemoryFiles()
    assert storage.load(files, "settings.sav") is None and collects == []
    files.data["g.sav.bak"] = save_text({"n": 1})
    assert storage.load(files, "g.sav") == {"n": 1} and collects == ["collect"]


def test_a_file_opened_ahead_takes_the_save_and_a_cut_before_it_keeps_the_old_game():
    files = FlashLikeFiles()
    storage.save(files, "g.sav", {"n": 1})
    f = storage.open_ahead(files, "g.sav")
    assert storage.load(rebooted(files), "g.sav") == {"n": 1}  # the cut before the save
    storage.save(files, "g.sav", {"n": 2}, f)
    assert files.log.count(("open", "g.sav.tmp")) == 2  # the save opened no second file
    assert [op[0] for op in files.log[-3:]] == ["close", "rename", "rename"]
    assert storage.load(files, "g.sav") == {"n": 2}
    assert storage.load(files, "g.sav.bak") == {"n": 1}


def test_a_save_that_cannot_be_written_closes_the_file_opened_ahead():
    files = FlashLikeFiles()
    storage.save(files, "g.sav", {"n": 1})
    f = storage.open_ahead(files, "g.sav")
    with pytest.raises(TypeError):
        storage.save(files, "g.sav", {"n": object()}, f)
    assert files.log[-1][0] == "close" and not files.open_files
    assert storage.load(files, "g.sav") == {"n": 1}


def test_save_made_opens_the_file_before_the_object_is_made():
    files = FlashLikeFiles()
    storage.save(files, "g.sav", {"n": 1})
    seen = []

    def make():
        seen.append(list(files.open_files))  # the file is open while the object is made
        return {"n": 2}

    storage.save_made(files, "g.sav", make)
    assert seen and seen[0] and files.log.count(("open", "g.sav.tmp")) == 2
    assert storage.load(files, "g.sav") == {"n": 2} and not files.open_files


def test_save_made_closes_its_file_when_the_object_cannot_be_made():
    files = FlashLikeFiles()
    storage.save(files, "g.sav", {"n": 1})

    def make():
        raise MemoryError("no room for the position")

    with pytest.raises(MemoryError):
        storage.save_made(files, "g.sav", make)
    assert not files.open_files and storage.load(rebooted(files), "g.sav") == {"n": 1}


_json = st.recursive(
    st.none() | st.booleans() | st.integers(-2**30, 2**30) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=5), inner,
                                                                  max_size=5),
    max_leaves=30)


@given(_json)
def test_a_save_written_in_pieces_is_the_whole_text_of_the_format_and_reads_back(obj):
    files = MemoryFiles()
    storage.save(files, "g.sav", obj)
    assert files.data["g.sav"] == save_text(obj)
    assert storage.load(files, "g.sav") == obj
    assert "".join(storage.pieces(obj)) == json.dumps(obj)  # the same text as before, in pieces


@given(st.lists(st.text(max_size=400) | st.dictionaries(st.text(max_size=3),
                                                        st.text(max_size=300), max_size=3),
                max_size=4))
def test_long_strings_are_saved_in_pieces_with_the_same_text(obj):
    """A long string (a game's moves as hex) is cut: no piece holds more than a line of it,
    and the text is json.dumps's (escapes and all)."""
    assert "".join(storage.pieces(obj)) == json.dumps(obj)
    files = MemoryFiles()
    storage.save(files, "g.sav", {"moves": obj})
    assert storage.load(files, "g.sav") == {"moves": obj}


def test_no_piece_of_a_long_move_string_is_long():
    obj = {"game": "kingref", "sheet": {"first_dealer": 0}, "moves": "3c" * 600}
    longest = max(len(p) for p in storage.pieces(obj))
    assert longest <= 2 * storage._LINE and "".join(storage.pieces(obj)) == json.dumps(obj)


def test_bytes_are_saved_as_their_hex_text_in_pieces():
    moves = bytearray(range(4, 56)) * 12
    obj = {"moves": moves, "n": 1}
    text = "".join(storage.pieces(obj))
    assert text == json.dumps({"moves": moves.hex(), "n": 1})
    assert max(len(p) for p in storage.pieces(obj)) <= storage._LINE
    files = MemoryFiles()
    storage.save(files, "g.sav", obj)
    assert bytes.fromhex(storage.load(files, "g.sav")["moves"]) == moves


def test_an_undo_steps_long_text_and_a_deals_start_are_saved_in_short_pieces():
    """The save's parts three levels deep: each undo step's snapshot text (a Regicide game's
    ~1 KB of JSON) is cut, and a deal's start [moves, deal, position] opens although it
    starts with a number; a list of numbers only stays whole."""
    position = {"game": "king", "scores": [[0, -50, 75]] * 4, "hands": None,
                "options": {"lead": "dealer", "deck": 52}, "played": list(range(40))}
    obj = {"game": "regicide", "undo": [["P2 paid ⑩♣", json.dumps(position) * 3]] * 12,
           "base": [393, 8, position], "sizes": [3, 6, 0, 7]}
    got = list(storage.pieces(obj))
    assert "".join(got) == json.dumps(obj)
    assert max(len(p) for p in got) <= 2 * storage._LINE
    assert "[3, 6, 0, 7]" in got
    files = MemoryFiles()
    storage.save(files, "g.sav", obj)
    assert storage.load(files, "g.sav") == obj


class LoggedFiles(MemoryFiles):
    """Memory files that note how each file is read (`reads`: (how, length)) and each write
    (`writes`: the text)."""

    def __init__(self):
        MemoryFiles.__init__(self)
        self.reads = []
        self.writes = []

    def open(self, name, mode):
        f = MemoryFiles.open(self, name, mode)
        if "w" in mode:
            def write(s, inner=f.write):
                self.writes.append(s)
                return inner(s)
            f.write = write
        else:
            for how in ("read", "readline"):
                def call(inner=getattr(f, how), how=how):
                    s = inner()
                    self.reads.append((how, len(s)))
                    return s
                setattr(f, how, call)
        return f


def test_a_save_is_read_as_its_header_line_then_its_body_never_its_whole_text():
    files = LoggedFiles()
    obj = {"undo": ["x" * 3000]}
    storage.save(files, "g.sav", obj)
    head = files.data["g.sav"].index("\n") + 1
    assert storage.load(files, "g.sav") == obj
    assert files.reads == [("readline", head), ("read", len(files.data["g.sav"]) - head)]


def test_a_file_without_a_whole_header_line_is_no_save():
    files = MemoryFiles()
    files.data["g.sav"] = "RGL 1 5 3"
    assert storage.load(files, "g.sav") is None


def test_a_delete_cut_anywhere_leaves_the_game_as_it_was_or_gone():
    files = MemoryFiles()
    storage.save(files, "g.sav", {"n": 1})
    storage.save(files, "g.sav", {"n": 2})
    files.data["g.sav.tmp"] = "RGL 1 12"
    got = [(cut, storage.load(on_flash(after), "g.sav"))
           for after, cut, _ in cut_runs(files.data, lambda f: storage.delete(f, "g.sav"))]
    assert got == [(1, {"n": 2}), (2, {"n": 2}), (3, {"n": 2}), (0, None)]


def test_a_delete_the_flash_refuses_raises_and_leaves_every_copy():
    files = MemoryFiles()
    storage.save(files, "g.sav", {"n": 1})
    storage.save(files, "g.sav", {"n": 2})
    before = dict(files.data)
    files.refuse = ("remove",)
    with pytest.raises(OSError):
        storage.delete(files, "g.sav")
    assert files.data == before


def test_deleting_a_save_removes_its_unfinished_and_previous_copies_too():
    files = MemoryFiles()
    storage.save(files, "g.sav", {"n": 1})
    storage.save(files, "g.sav", {"n": 2})
    files.data["g.sav.tmp"] = save_text({"n": 3})  # a save cut before its rename
    storage.delete(files, "g.sav")
    assert files.data == {} and not storage.has_save(files, "g.sav")


@pytest.mark.parametrize("folder", ["GAMES", "GAMES/", "SAVEX/"])
def test_a_folder_is_named_with_or_without_its_slash_and_made_as_named(tmp_path, folder):
    files = storage.Files(str(tmp_path) + "/" + folder)
    name = folder.rstrip("/")
    assert files.path("g.sav") == "%s/%s/g.sav" % (tmp_path, name)
    storage.save_made(files, "g.sav", lambda: {"n": 1})
    assert storage.load(files, "g.sav") == {"n": 1}
    assert [p.name for p in tmp_path.iterdir()] == [name]
    assert [p.name for p in (tmp_path / name).iterdir()] == ["g.sav"]


def test_pieces_open_dicts_and_lists_three_levels_deep_and_no_deeper():
    obj = {"a": [{"b": {"c": "x"}}, "y"]}
    assert list(storage.pieces(obj)) == [
        "{", '"a": ', "[", "{", '"b": ', '{"c": "x"}', "}", ", ", '"y"', "]", "}"]
    assert list(storage.pieces(obj, 1)) == ["{", '"a": ', '[{"b": {"c": "x"}}, "y"]', "}"]


def test_a_string_of_a_line_is_one_piece_and_a_longer_one_is_cut():
    line = "m" * storage._LINE
    assert list(storage.pieces(line)) == [json.dumps(line)]
    assert list(storage.pieces(line + "m")) == ['"', line, "m", '"']


def test_a_save_is_written_in_pieces_of_under_256_characters_joined_from_short_ones():
    # A game's save: many short pieces (an undo list's steps) and a long list of numbers.
    obj = {"undo": [["P%d paid" % i, {"n": i, "hand": "4S 9H"}] for i in range(60)],
           "scores": list(range(200))}
    files = LoggedFiles()
    storage.save(files, "g.sav", obj)
    head, body = files.writes[0], files.writes[1:]
    assert head + "".join(body) == save_text(obj)
    long_pieces = [p for p in storage.pieces(obj) if len(p) >= 256]
    assert len(long_pieces) == 1 and long_pieces[0] in body  # the numbers, written as they are
    short = [w for w in body if w not in long_pieces]
    assert all(0 < len(w) < 256 for w in short)
    # joined: every write of short pieces but the one before the long piece and the last
    # holds over 200 characters
    assert len(short) <= sum(len(w) for w in short) // 200 + 2


# -- a board updated from a version that saved at its root ----------------------------------
# What such a board's root held: the code a deploy put there and the saves beside it.
CODE = ("main.py", "boot.py")
OLD_SAVES = {"king.sav": save_text({"n": 2}), "king.sav.bak": save_text({"n": 1}),
             "treasure.sav.tmp": save_text({"t": 1}), "settings.sav": save_text({"contrast": 2}),
             "settings.sav.bak": save_text({"contrast": 1}), "restart.txt": "resume king.sav 5\n",
             "records0.log": "1 record\n", "records1.log": "2 records\n"}


def old_board(tmp_path):
    """A board's flash as a version saving at the root left it (a folder: the root)."""
    root = tmp_path / "flash"
    (root / "firmware").mkdir(parents=True)
    (root / "firmware" / "app.mpy").write_text("code")
    for name in CODE:
        (root / name).write_text("code")
    for name, text in OLD_SAVES.items():
        (root / name).write_text(text)
    return root


def contents(folder):
    return {p.name: p.read_text() for p in folder.iterdir() if p.is_file()}


def test_a_boards_old_saves_at_its_root_move_into_the_saves_folder_and_the_code_stays(tmp_path):
    root = old_board(tmp_path)
    files = storage.Files(str(root / "saves"))
    power_on.move_in(files, str(root) + "/")
    assert contents(root / "saves") == OLD_SAVES
    assert sorted(p.name for p in root.iterdir()) == ["boot.py", "firmware", "main.py", "saves"]
    assert storage.load(files, "king.sav") == {"n": 2}
    power_on.move_in(files, str(root) + "/")  # every later power-on: nothing to move
    assert contents(root / "saves") == OLD_SAVES


def test_a_board_with_nothing_saved_makes_no_folder_until_its_first_save(tmp_path):
    root = tmp_path / "flash"
    root.mkdir()
    (root / "main.py").write_text("code")
    files = storage.Files(str(root / "saves"))
    power_on.move_in(files, str(root) + "/")
    assert [p.name for p in root.iterdir()] == ["main.py"]  # no write at power-on


class CutOs:
    """`os` for menu/power_on.py and firmware/storage.py whose power is cut at its
    `cut_at`-th step of a move: a mkdir, a file's copy (cut half-way: half the file written),
    a rename inside the folder, a remove (each whole or not at all, as littlefs makes them)."""

    def __init__(self, cut_at):
        self.cut_at = cut_at
        self.ops = 0

    def __getattr__(self, name):
        import os
        return getattr(os, name)

    def step(self):
        self.ops += 1
        if self.ops == self.cut_at:
            raise PowerCut

    def mkdir(self, path):
        self.step()
        __import__("os").mkdir(path)

    def rename(self, old, new):
        self.step()
        __import__("os").rename(old, new)

    def remove(self, path):
        self.step()
        __import__("os").remove(path)

    def copy(self, source, target):
        self.ops += 1
        if self.ops == self.cut_at:
            with open(source) as f, open(target, "w") as g:
                text = f.read()
                g.write(text[:len(text) // 2])
            raise PowerCut
        copy_file(source, target)


copy_file = power_on._copy


def cut_move(monkeypatch, cut_at):
    cut = CutOs(cut_at)
    monkeypatch.setattr(power_on, "os", cut)
    monkeypatch.setattr(storage, "os", cut)
    monkeypatch.setattr(power_on, "_copy", cut.copy)
    return cut


def test_a_move_cut_at_any_step_loses_nothing_and_the_next_power_on_finishes_it(
        tmp_path, monkeypatch):
    steps = 1 + 3 * len(OLD_SAVES)  # the folder made; a file's copy, rename and remove
    for cut_at in range(1, steps + 1):
        root = old_board(tmp_path / str(cut_at))
        files = storage.Files(str(root / "saves"))
        cut_move(monkeypatch, cut_at)
        with pytest.raises(PowerCut):
            power_on.move_in(files, str(root) + "/")
        monkeypatch.undo()
        moved = contents(root / "saves") if (root / "saves").exists() else {}
        left = {k: v for k, v in contents(root).items() if k not in CODE}
        # each save whole in one folder or both; a copy cut short only under its .mv name
        for name, text in OLD_SAVES.items():
            assert left.get(name, text) == text and moved.get(name, text) == text
            assert name in left or name in moved
        assert set(moved) - set(OLD_SAVES) <= {n + ".mv" for n in OLD_SAVES}
        power_on.move_in(files, str(root) + "/")  # the next power-on
        assert contents(root / "saves") == OLD_SAVES
        assert sorted(contents(root)) == sorted(CODE)


def test_a_save_the_folder_has_already_is_kept_and_the_roots_copy_removed(tmp_path):
    """A root copy left beside the folder's (a cut after the copy's rename; or a flash that
    refused the remove while the game went on in the folder) never overwrites it."""
    root = old_board(tmp_path)
    (root / "saves").mkdir()
    newer = save_text({"n": 9})
    (root / "saves" / "king.sav").write_text(newer)
    power_on.move_in(storage.Files(str(root / "saves")), str(root) + "/")
    assert contents(root / "saves") == dict(OLD_SAVES, **{"king.sav": newer})
    assert sorted(contents(root)) == sorted(CODE)


def test_a_flash_that_refuses_a_move_keeps_the_rest_at_the_root_and_the_board_starts(
        tmp_path, monkeypatch):
    root = old_board(tmp_path)
    board = BufferBoard(str(root / "saves") + "/")
    board.OLD_SAVE_DIR = str(root) + "/"

    def refused(path):
        raise OSError(30)  # EROFS

    monkeypatch.setattr(power_on.os, "remove", refused)
    app = App(board)
    assert app.files.folder == str(root / "saves") + "/"
    assert contents(root) == dict(OLD_SAVES, **dict.fromkeys(CODE, "code"))
    copied = contents(root / "saves")  # the first one listed, before its remove was refused
    assert len(copied) == 1 and set(copied.items()) <= set(OLD_SAVES.items())


def test_an_updated_board_resumes_the_game_and_keeps_the_settings_it_saved_at_its_root(
        tmp_path):
    from tests.support.firmware_script import Driver, counts, start_sheet
    root = tmp_path / "flash"
    root.mkdir()
    (root / "main.py").write_text("code")
    # The version before: saves at the root (its SAVE_DIR "/"): the contrast changed, a King
    # score sheet with a deal entered, left, a Resume's frame.
    before = Driver(storage.Files(str(root) + "/"))
    steps = ["wait 1700", "U", "U", "U", "A", "R", "B", "wait 200", "reboot"]  # Settings
    steps += start_sheet(snaps=False) + ["A"] + counts([3, 4, 2, 4]) + ["hold B 1200", "R", "A",
                                                                       "wait 200"]
    before.run(steps + ["reboot", "wait 1600", "snap menu", "A", "wait 200", "snap resumed"])
    saved = contents(root)
    assert "king.sav" in saved and "settings.sav" in saved

    class Updated(Driver):
        """The new version on that flash: the board's files, the old ones moved in."""

        def __init__(self):
            self.board = BufferBoard(str(root / "saves") + "/")
            self.board.OLD_SAVE_DIR = str(root) + "/"
            self.app = App(self.board)
            self.files = self.app.files
            self.now = 0
            self.snaps = []

    after = Updated()
    assert after.app.settings["contrast"] == before.app.settings["contrast"] != 4
    after.run(["wait 1600", "snap menu", "A", "wait 200", "snap resumed"])
    assert after.snaps == before.snaps[-2:]
    assert sorted(p.name for p in root.iterdir()) == ["main.py", "saves"]


def test_a_file_kept_open_is_closed_before_another_opens_and_at_the_frames_end(tmp_path):
    """One file open at a time on a board (shared_rules/compat.py): the words' catalogue,
    kept open for a frame's lookups, is closed before a save's file opens (its 1,148-byte
    buffer's block then free for the save's) and at the frame's end."""
    from shared_rules import compat
    closed = []
    app = App(BufferBoard(str(tmp_path)))
    compat.kept_file[0] = lambda: closed.append("catalogue")
    storage.save(app.files, "king.sav", {"deal": 1})
    assert closed == ["catalogue"]
    compat.kept_file[0] = lambda: closed.append("again")
    app.tick(0, 0)
    assert closed == ["catalogue", "again"]
    app.tick(20, 0)
    assert closed == ["catalogue", "again"]  # closed once

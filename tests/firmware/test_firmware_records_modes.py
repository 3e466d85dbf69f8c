"""Every mode writes its game's record (issue 39, firmware/records_write.py): once at the
game's end, anew after a correction or an undo past the end (one record a game), with
"over" false for a game given up after its first deal or turn; the statistics recomputed from
the records read back."""
import pytest

from firmware import records
from menu import records_stats
from shared_rules.compat import forget
from tests.support import language_check
from tests.support.firmware_script import Driver, whole_game
from tests.support.memory_files import MemoryFiles
from firmware import storage
from firmware.ui import widgets as ui


def kept(files):
    return list(records.each(files))


def test_the_king_sheet_writes_one_record_its_last_correction_s():
    d = Driver()
    d.run(whole_game())
    assert d.app.errors == 0
    recs = kept(d.files)
    assert len(recs) == 1
    rec = recs[0]
    assert (rec["game"], rec["mode"], rec["over"]) == ("king", "sheet", True)
    assert rec["names"] == ["Ann", "Ben", "Cat", "Dan"] and rec["bots"] == []
    assert len(rec["result"]["deals"]) == 10
    # the sheet's own totals (its save, after the correction undone) are the record's
    from firmware import storage
    from shared_rules.king.scoresheet import ScoreSheet
    sheet = ScoreSheet.from_dict(storage.load(d.files, "king.sav")["sheet"])
    assert records_stats.totals(rec) == sheet.totals()
    assert sum(records_stats.totals(rec)) == 0  # King's deals sum to zero over a game
    assert records_stats.winners(rec) == [s for s, t in enumerate(sheet.totals())
                                          if t == max(sheet.totals())]


def test_the_king_sheet_given_up_after_a_deal_is_recorded_not_over_when_replaced():
    from tests.support.mash import back_to_game_menu, select
    from tests.support.firmware_script import negative, start_sheet
    d = Driver()
    d.run(start_sheet(snaps=False) + negative(0))
    assert kept(d.files) == []  # a game in progress has no record yet
    saved = storage.load(d.files, "king.sav")
    first_deal = saved["rec"][3]["deals"]
    back_to_game_menu(d)
    select(d, "King")
    select(d, "Score sheet")
    select(d, "New sheet")
    select(d, "Start")
    assert isinstance(d.app.top(), ui.Confirm)  # "Replace the saved sheet?"
    d.run(["R", "A"])
    recs = kept(d.files)
    assert len(recs) == 1 and recs[0]["over"] is False and recs[0]["mode"] == "sheet"
    assert recs[0]["result"]["deals"] == first_deal and len(first_deal) == 1
    # (the save's record leaves the options to its sheet: the record has them all the same)
    assert recs[0]["options"] == saved["sheet"]["options"] and "deck" in recs[0]["options"]
    assert records_stats.winners(recs[0]) == []  # a game given up counts for no one
    assert d.app.top().title == "King sheet"  # the new sheet, not begun
    select(d, "Delete this sheet")
    d.run(["R", "A"])
    assert d.app.at_game_menu() and len(kept(d.files)) == 1  # nothing played: no record


def solo_by_hints():
    from tests.support.solo_steps import play_by_hints, solo_game, started
    d = started()
    play_by_hints(d)
    return d, solo_game(d)


def test_regicide_solo_writes_its_result_once_and_again_after_an_undo_past_the_end():
    d, s = solo_by_hints()
    g = s.game
    recs = kept(d.files)
    assert len(recs) == 1
    rec = recs[0]
    assert (rec["game"], rec["mode"], rec["bots"]) == ("regicide", "solo", [])
    assert rec["result"] == {"won": g.phase == "won", "defeated": g.enemies_defeated(),
                             "grade": g.grade()}
    assert records_stats.winners(rec) == ([0] if g.phase == "won" else [])
    s.undo(d.app)  # the last move taken back: the game goes on, saved with its record's number
    while isinstance(d.app.top(), ui.Message):
        d.run(["A"])
    assert not s.game.is_terminal()
    assert storage.load(d.files, "regicide_solo.sav")["recorded"] == rec["n"]
    from tests.support.solo_steps import play_by_hints
    play_by_hints(d)
    again = kept(d.files)
    assert len(again) == 1 and again[0]["n"] > rec["n"]  # the new ending's, the old deleted
    assert again[0]["result"]["defeated"] == s.game.enemies_defeated()


def test_a_full_flash_says_the_record_was_not_kept_and_the_game_goes_on():
    from tests.support.solo_steps import play_by_hints, solo_game, started
    d = started(FullLog())
    play_by_hints(d)
    s = solo_game(d)
    assert s.game.is_terminal() and d.app.errors == 0
    assert kept(d.files) == [] and s.recorded is None


class FullLog(MemoryFiles):
    """A flash with no room left for the records' log (its saves still fit)."""

    def open(self, name, mode):
        if name.startswith("records") and ("a" in mode or "w" in mode):
            raise OSError(28)  # ENOSPC
        return MemoryFiles.open(self, name, mode)


class RefusedCommit(MemoryFiles):
    """A flash that takes the records' line but refuses its commit (the file's close)."""

    def open(self, name, mode):
        f = MemoryFiles.open(self, name, mode)
        if name.startswith("records") and ("a" in mode or "w" in mode):
            def refuse():
                f.written = None
                raise OSError(28)  # ENOSPC
            f.close = refuse
        return f


def test_a_games_record_is_committed_after_its_end_frame_is_shown_and_a_refused_commit_is_said():
    # Issue 39: writing a record waited for up to three flash erases (a new block, a line
    # across a block's end, the directory's compaction): 133.8 ms on the emulated Pico. The
    # line is written in the game's end frame and committed once its picture is shown.
    from tests.support.solo_steps import play_by_hints, solo_game, started
    d = started(MemoryFiles())
    jobs = []
    show = d.app.after_show
    d.app.after_show = lambda job: (jobs.append(job), show(job))
    play_by_hints(d)
    s = solo_game(d)
    assert s.game.is_terminal() and len(jobs) == 1
    assert [r["n"] for r in kept(d.files)] == [s.recorded] == [0]

    d = started(RefusedCommit())
    said = []
    push = d.app.push
    d.app.push = lambda screen: (said.append(getattr(screen, "text", "")), push(screen))
    play_by_hints(d)
    s = solo_game(d)
    assert s.game.is_terminal() and d.app.errors == 0
    assert kept(d.files) == [] and s.recorded is None
    assert [t for t in said if t.startswith("Record not kept: ")] == ["Record not kept: 28"]


@pytest.mark.parametrize("lang,said_then", [("sv", "Resultatet sparades inte: 28"),
                                             ("da", "Resultatet blev ikke gemt: 28")])
def test_a_refused_record_is_said_in_the_language_of_settings(lang, said_then):
    # Issue 38: the record's flash messages were English in every language.
    from firmware import records_write
    from tests.support.firmware_script import in_language

    class Keeper:
        recorded = None

        def game_record(self, app):
            return ["regicide", "solo", ["P1"], {"won": True, "defeated": 12, "grade": "gold"},
                    {"solo_yield": "never"}, []]

    d = Driver(in_language(lang, RefusedCommit()))
    d.app.words_area = "regicide_play"  # (the solo game's words, as it opens)
    keeper = Keeper()
    assert records_write.finished(d.app, keeper) is None
    d.run(["wait 40"])  # the record's commit, once the frame is shown: refused
    assert d.app.top().text == said_then and keeper.recorded is None


@pytest.mark.parametrize("area", ["king_sheet", "king_table", "king_bots", "treasure_referee",
                                  "treasure_bots", "regicide_companion", "regicide_play"])
def test_every_mode_that_writes_records_has_their_lines_in_both_languages(area):
    from tests.support.catalogues import catalogue
    used = set(language_check.looked_up("firmware/records_write.py"))
    assert len(used) == 3
    for lang in ("sv", "da"):
        words = catalogue(lang, area)
        assert [s for s in used if s not in words] == [], (lang, area)


def test_a_record_a_power_cut_kept_from_its_commit_is_not_deleted_in_anothers_place():
    # A game's save holds its record's number before the commit: after a cut between the
    # two, the game's next ending gets that same number, and must not delete it as its old one.
    from firmware import records, records_write

    class Keeper:
        recorded = None

        def game_record(self, app):
            return ["regicide", "solo", ["P1"], {"won": True, "defeated": 12, "grade": None},
                    {}, []]

    class App:
        files = MemoryFiles()
        jobs = []

        def after_show(self, job):
            self.jobs.append(job)

    app, keeper = App(), Keeper()
    records.append(app.files, records.record("king", "sheet", ["A", "B", "C", "D"],
                                             {"deals": []}, {}))
    records_write.finished(app, keeper)
    assert keeper.recorded == 1 and [r["n"] for r in records.each(app.files)] == [0]
    app.jobs.clear()  # the power cut: never committed
    records_write.finished(app, keeper)  # ended again after the restart
    assert keeper.recorded == 1
    app.jobs.pop()(app)
    assert [r["n"] for r in records.each(app.files)] == [0, 1]


def test_the_regicide_companion_records_a_loss_and_a_game_deleted_after_a_turn():
    from tests.support.companion_steps import choose, enemy_up, table_of
    from tests.support.regicide_firmware_script import tell
    d = enemy_up("JS", 1)
    choose(d, "P1 plays cards")
    tell(d, "2H")
    d.run(["B"])
    for _ in range(2):
        choose(d, "Flip a Jester")
        d.run(["B"])
    table_of(d).hand_sizes[0] = 1  # as if seat 0 held a single card
    choose(d, "P1 cannot pay")
    tell(d, "9C")
    d.run(["A"])
    recs = kept(d.files)
    assert len(recs) == 1
    assert recs[0]["result"] == {"won": False, "defeated": 0, "grade": None}
    assert (recs[0]["mode"], recs[0]["names"], recs[0]["over"]) == ("companion", ["P1"], True)
    assert records_stats.line(recs[0]).endswith("Regicide lost 0/12")
    # a second game, a play made, then deleted from its menu: recorded as given up
    e = enemy_up("JD", 2)
    choose(e, "P1 plays cards")
    tell(e, "5H")
    e.run(["B"])
    choose(e, "Delete this game")
    assert isinstance(e.app.top(), ui.Confirm)
    e.run(["R", "A"])
    assert e.app.at_game_menu()
    recs = kept(e.files)
    assert len(recs) == 1 and recs[0]["over"] is False and len(recs[0]["names"]) == 2


def test_king_vs_bots_records_its_deals_with_the_bots_seats():
    from tests.support.kingplay_steps import advance, opened
    from firmware.king.vs_bots import Standings
    files = MemoryFiles()
    storage.save(files, "settings.sav", {"king": {"deck": 32, "quick": True}})
    d = opened(files)
    advance(d, lambda d: isinstance(d.app.top(), Standings), limit=6000)
    game = d.app.top().game
    recs = kept(d.files)
    assert len(recs) == 1
    rec = recs[0]
    assert (rec["mode"], rec["bots"], rec["names"][0]) == ("vs_bots", [1, 2, 3], "You")
    assert records_stats.totals(rec) == game.totals() and len(rec["result"]["deals"]) == 7
    assert rec["options"]["deck"] == 32
    assert rec["options"]["bot_levels"] == "NNN"  # Ann's, Bob's and Cat's: Normal
    you = game.totals()[0]
    assert records_stats.players(recs) == {"You": {"king": {
        "played": 1, "won": int(you == max(game.totals())), "total": you, "best": you}}}


def test_the_game_menus_records_line_lists_the_games_played_and_b_leads_back_to_it():
    import sys
    from tests.support.mash import select
    d, s = solo_by_hints()
    d.app.home()
    d.run(["wait 100"])
    assert d.app.top().items[-1] == "Records"
    if "menu.records_screen" in sys.modules:  # (as on a board: not imported before)
        forget("menu.records_screen")
    select(d, "Records")
    listing = d.app.top()
    assert listing.title == "Records: 1 game"
    line = listing.items[len(listing.items) - 1]
    assert line.endswith("Regicide won " + s.game.grade() if s.game.phase == "won"
                         else "Regicide lost %d/12" % s.game.enemies_defeated()), line
    assert "menu.records_screen" in sys.modules
    d.run(["B"])
    menu = d.app.top()
    assert d.app.at_game_menu() and menu.items[menu.index] == "Records"
    assert "menu.records_screen" not in sys.modules  # its code leaves RAM at the menu


def test_king_vs_bots_pause_menu_shows_the_running_totals_as_a_chart_after_a_deal():
    from tests.support.kingplay_steps import advance, my_card_turn, opened, table
    d = opened()
    d.run(["B"])
    assert "Chart of the totals" not in d.app.top().items  # no deal finished yet
    d.run(["A"])
    advance(d, lambda d: table(d).game.deal_index == 1 and my_card_turn(d), limit=6000)
    scores = table(d).game.scores
    d.run(["B"])
    menu = d.app.top()
    assert menu.items[-2:] == ["Chart of the totals", "Bot levels: N N N"]
    d.run(["U", "U", "A"])
    chart = d.app.top()
    assert chart.title == "King after deal 1"
    assert chart.totals == [[0, scores[seat][0]] for seat in range(4)]
    assert chart.names[0] == "You"
    d.run(["B"])
    assert d.app.top() is table(d)  # back to the game


def played(name):
    """The heap budget's scripted game of a mode (tests/support/heap_games.py), to its end."""
    from tests.support.heap_games import MODES
    d = Driver()
    MODES[name](d)
    assert d.app.errors == 0, d.app.last_error
    return d


def test_the_king_table_referee_records_its_ten_refereed_deals():
    d = played("king_table")
    rec, = kept(d.files)
    sheet_totals = records_stats.totals(rec)
    assert (rec["game"], rec["mode"], rec["over"], rec["bots"]) == ("king", "referee", True, [])
    assert len(rec["result"]["deals"]) == 10 and sum(sheet_totals) == 0
    from shared_rules.king.scoresheet import ScoreSheet
    saved = storage.load(d.files, "kingref.sav")
    assert saved["over"] is True and saved["recorded"] == rec["n"]
    assert sheet_totals == ScoreSheet.from_dict(saved["sheet"]).totals()
    figures = records_stats.players([rec])
    assert sum(f["king"]["won"] for f in figures.values()) >= 1


def test_kings_and_treasures_referee_records_the_scores_and_the_winners():
    d = played("treasure_referee")
    rec, = kept(d.files)
    from firmware.treasure.notices import End
    state = [s for s in d.app.stack if isinstance(s, End)] or None
    assert (rec["game"], rec["mode"], rec["bots"], rec["over"]) == (
        "treasure", "referee", [], True)
    scores, winners = rec["result"]["scores"], rec["result"]["winners"]
    assert len(scores) == len(rec["names"]) and winners and all(
        scores[w] == max(scores) for w in winners)
    assert records_stats.winners(rec) == winners
    assert state is None or state[0]  # (the End screen, if still shown)


def test_kings_and_treasures_vs_bots_records_which_seats_were_bots():
    d = played("treasure_vs_bots")
    rec, = kept(d.files)
    assert (rec["mode"], rec["bots"], rec["names"][0]) == ("vs_bots", [1, 2], "P1")
    assert rec["options"]["bot_levels"] == "NN"  # a letter a bot, in the order of "bots"
    figures = records_stats.players([rec])
    assert list(figures) == ["P1"]  # the bots' seats count for no one
    assert figures["P1"]["treasure"]["treasure"] == rec["result"]["scores"][0]


def test_the_regicide_team_game_records_its_end_once():
    d = played("regicide_team")
    rec, = kept(d.files)
    assert (rec["game"], rec["mode"], rec["bots"], len(rec["names"])) == (
        "regicide", "team", [2], 3)
    assert rec["options"]["bot_levels"] == "N"
    from shared_rules.regicide import game as R
    g = R.Regicide.from_dict(storage.load(d.files, "regiteam.sav")["position"])
    assert rec["result"] == {"won": g.phase == "won", "defeated": g.enemies_defeated(),
                             "grade": None}
    figures = records_stats.players([rec])
    assert sorted(figures) == ["P1", "P2"]
    assert figures["P1"]["regicide"]["defeated"] == g.enemies_defeated()


def test_the_king_table_referee_resumed_after_its_end_replaces_its_record_when_it_ends_again():
    """A game that ended, was taken back, power-cycled and ended again has one record: the
    Resume restores the number of the record its ending wrote (the save's "recorded")."""
    from firmware.king.referee import Referee
    from firmware.king.referee_start import referee_from
    d = played("king_table")
    first, = kept(d.files)
    saved = storage.load(d.files, "kingref.sav")
    saved["over"] = False  # as an undo past the end saves it (its record's number kept)
    storage.save(d.files, "kingref.sav", saved)
    resumed = referee_from(d.app, storage.load(d.files, "kingref.sav"), Referee)
    assert resumed is not None and resumed.recorded == first["n"]
    assert resumed.save(d.app) is None  # the game's end saved again: its record anew
    assert kept(d.files) == [first]  # (the new line is committed once the frame is shown)
    d.app.tick(d.app.now + 20, 0)
    again, = kept(d.files)
    assert again["n"] > first["n"] and again["result"] == first["result"]


def test_a_hand_made_king_save_whose_record_lacks_options_is_replaced_without_the_error_screen():
    """records_write.given_up reads a replaced save as it is: a sheet without options, or a
    record of the wrong shape, says the record was not kept, and the new game starts."""
    from tests.support.mash import back_to_game_menu, select
    from tests.support.firmware_script import negative, start_sheet
    for spoil in (lambda s: s["sheet"].pop("options"), lambda s: s.update(sheet=[1]),
                  lambda s: s["rec"].__setitem__(2, 7), lambda s: s["rec"].__setitem__(3, 5)):
        d = Driver()
        d.run(start_sheet(snaps=False) + negative(0))
        saved = storage.load(d.files, "king.sav")
        spoil(saved)
        storage.save(d.files, "king.sav", saved)
        back_to_game_menu(d)
        select(d, "King")
        select(d, "Score sheet")
        select(d, "New sheet")
        select(d, "Start")
        d.run(["R", "A"])  # "Replace the saved sheet?" Yes
        assert d.app.errors == 0, d.app.last_error
        assert d.app.top().text == "Record not kept: the save cannot be read"
        assert kept(d.files) == []
        d.run(["A"])
        assert d.app.top().title == "King sheet"  # the new sheet


def test_a_games_detail_shows_the_bots_levels_beside_their_names():
    from menu.records_screen import _detail_lines as lines
    from tests.support.firmware_script import in_language
    app = Driver(in_language("en")).app

    def _detail_lines(rec):
        return lines(app, rec)

    king = records.record("king", "vs_bots", ["You", "Ann", "Bob", "Cat"],
                          {"deals": [[-20, -60, 0, 80]]}, {"bot_levels": "ENH"}, [1, 2, 3])
    assert _detail_lines(king) == [("Cat H", "+80"), ("Bob N", "0"), ("You", "-20")]
    team = records.record("regicide", "team", ["P1", "P2", "P3"],
                          {"won": False, "defeated": 5, "grade": None},
                          {"jester_self": False, "bot_levels": "HE"}, [1, 2])
    assert _detail_lines(team) == [("Lost", None), ("5/12", None), ("Bots HE", None)]
    older = records.record("treasure", "vs_bots", ["P1", "P2"], {"scores": [9, 12],
                           "winners": [1]}, {"level": 1}, [1])  # (before the levels)
    assert _detail_lines(older) == [("P2", "12"), ("P1", "9")]
    app.settings["language"] = "sv"  # the levels' letters in the language: L N S
    assert _detail_lines(king) == [("Cat S", "+80"), ("Bob N", "0"), ("You", "-20")]
    assert _detail_lines(team) == [("Förlorat", None), ("5/12", None), ("Datorer SL", None)]

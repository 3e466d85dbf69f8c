"""King score-sheet screens, one test per ruling of rules/king.md's "Scorekeeping from counts"
and the issue: refused counts, auction outcomes, corrections, saving after every deal, resume."""
from firmware import gfx, storage, ui
from firmware.king_sheet import SAVE_NAME, Keeper
from firmware.storage import MemoryFiles
from tests.firmware_script import NEGATIVE_DEALS, Driver, counts, start_sheet
from tests.test_firmware_storage import CuttingFiles, rebooted


def started(files=None, extra=()):
    d = Driver(files)
    d.run(list(extra) + start_sheet(snaps=False))
    return d


def keeper_of(d):
    hub = d.app.stack[-1]
    for s in d.app.stack:
        if isinstance(s, ui.Menu) and s.title == "King sheet":
            hub = s
    return hub.keeper


def saved(files):
    return storage.load(files, SAVE_NAME)


def test_a_new_sheet_records_initials_and_the_first_dealer():
    d = started()
    k = keeper_of(d)
    assert k.names == ["AN", "BO", "CY", "DI"] and k.sheet.first_dealer == 1
    assert d.app.top().items[0] == "Deal 1 No tricks"
    assert saved(d.files)["names"] == ["AN", "BO", "CY", "DI"]


def test_counts_that_do_not_add_up_are_refused_with_the_engines_message():
    d = started()
    d.run(["A"] + counts([3, 4, 2, 3]))
    top = d.app.top()
    assert isinstance(top, ui.Message)
    assert top.lines == gfx.wrap("tricks add up to 12, not 13", 19)
    assert keeper_of(d).sheet.entries == []
    d.run(["A"])
    assert isinstance(d.app.top(), ui.CountsEntry)  # back on the counts to fix them


def test_a_deal_is_saved_as_soon_as_it_is_recorded():
    d = started()
    for n, values in enumerate(NEGATIVE_DEALS):
        d.run(["A"] + counts(values))
        assert len(saved(d.files)["sheet"]["entries"]) == n + 1
        assert isinstance(d.app.top(), ui.Table)


def test_the_score_table_after_a_deal_shows_the_engines_points_and_totals():
    d = started()
    d.run(["A"] + counts([3, 4, 2, 4]))
    table = d.app.top()
    assert table.rows == [("1", [-60, -80, -40, -80])] and table.totals == [-60, -80, -40, -80]


def test_positive_deal_accepted_plus_bid_pays_the_auctioneer():
    d = started()
    for values in NEGATIVE_DEALS:
        d.run(["A"] + counts(values))
    # deal 7, auctioneer DI (BO dealt first): AN buys at +3, trump hearts, AN 5 tricks.
    d.run(["A", "A", "A", "D*2", "A", "D", "A"] + counts([5, 3, 2, 3]))
    k = keeper_of(d)
    assert k.sheet.entries[6] == {"decision": "accept", "buyer": 0, "bid": "+3",
                                  "contract": "trump H", "tricks": [5, 3, 2, 3]}
    assert k.sheet.points(6) == [125 - 75, 75, 50, 75 + 75]


def test_a_minus_bid_plays_the_negative_contract_without_asking():
    d = started()
    for values in NEGATIVE_DEALS:
        d.run(["A"] + counts(values))
    d.run(["A", "D*2", "A", "D", "A", "D*9", "A"])  # ultimatum taken by BO at -2
    assert isinstance(d.app.top(), ui.CountsEntry)
    d.run(counts([4, 1, 4, 4]))
    entry = keeper_of(d).sheet.entries[6]
    assert entry["contract"] == "negative" and entry["bid"] == "-2" and entry["buyer"] == 1


def test_when_the_auctioneer_keeps_the_right_nobody_pays():
    d = started()
    for values in NEGATIVE_DEALS:
        d.run(["A"] + counts(values))
    d.run(["A", "D", "A", "D*5", "A"] + counts([0, 13, 0, 0]))  # rejected; negative contract
    k = keeper_of(d)
    assert k.sheet.entries[6]["decision"] == "reject"
    assert k.sheet.points(6) == [325, 325 - 975, 325, 325]


def test_4_3_3_needs_no_tricks():
    d = started()
    for values in NEGATIVE_DEALS:
        d.run(["A"] + counts(values))
    d.run(["A", "U", "A"])
    assert keeper_of(d).sheet.points(6) == [75, 75, 75, 100]
    assert isinstance(d.app.top(), ui.Table)


def test_correcting_an_earlier_deal_recomputes_the_totals():
    d = started()
    for values in NEGATIVE_DEALS[:3]:
        d.run(["A"] + counts(values))
    d.run(["B", "D*2", "A", "U*2", "A", "L", "D", "R", "A"])  # deal 1: 2 5 2 4
    k = keeper_of(d)
    assert k.sheet.entries[0] == {"counts": {"tricks": [2, 5, 2, 4]}}
    assert d.app.top().rows[0] == ("1", [-40, -100, -40, -80])
    assert saved(d.files)["sheet"]["entries"][0] == {"counts": {"tricks": [2, 5, 2, 4]}}


def test_a_whole_game_ends_with_the_standings_and_a_zero_sum():
    d = started()
    for values in NEGATIVE_DEALS:
        d.run(["A"] + counts(values))
    for _ in range(4):
        d.run(["A", "U", "A"])  # four 4-3-3 deals
    d.run(["A"])
    assert type(d.app.top()).__name__ == "Standings"
    sheet = keeper_of(d).sheet
    sheet.check_zero_sum()
    assert [p for p, _, _ in sheet.standings()] == sorted(p for p, _, _ in sheet.standings())


def test_resume_after_a_reboot_continues_the_sheet():
    d = started()
    for values in NEGATIVE_DEALS[:2]:
        d.run(["A"] + counts(values))
    d2 = Driver(d.files)
    d2.run(["wait 1600"])
    assert d2.app.top().items[0] == "Resume King sheet"
    d2.run(["A"])
    k = keeper_of(d2)
    assert len(k.sheet.entries) == 2 and k.names == ["AN", "BO", "CY", "DI"]
    assert d2.app.top().items[0] == "Deal 3 No queens"


def test_a_damaged_save_resumes_the_previous_deal():
    d = started()
    for values in NEGATIVE_DEALS[:3]:
        d.run(["A"] + counts(values))
    d.files.data[SAVE_NAME] = d.files.data[SAVE_NAME][:-5]
    d2 = Driver(d.files)
    d2.run(["wait 1600", "A"])
    assert len(keeper_of(d2).sheet.entries) == 2


def test_a_power_cut_while_saving_a_deal_leaves_the_previous_or_the_new_sheet():
    base = started()
    for values in NEGATIVE_DEALS[:2]:
        base.run(["A"] + counts(values))
    found = set()
    for cut in range(1, 30):
        files = CuttingFiles(base.files.data, None)
        d = Driver(files)
        d.run(["wait 1600", "A", "A"] + counts(NEGATIVE_DEALS[2])[:-1])
        files.ops = 0
        files.cut_at = cut
        d.run(["A"])  # the deal is recorded and saved; the power goes at step `cut`
        after = Driver(rebooted(files))
        after.run(["wait 1600", "A"])
        n = len(keeper_of(after).sheet.entries)
        assert n in (2, 3), cut
        found.add(n)
        if files.ops < cut:  # the save went through before the cut
            break
    assert found == {2, 3}


def test_starting_a_new_sheet_over_a_saved_one_asks_first():
    d = started()
    d.run(["A"] + counts(NEGATIVE_DEALS[0]))
    d.run(["B", "B", "A", "A", "D*5", "A"])  # the game menu is back on King
    assert isinstance(d.app.top(), ui.Confirm)
    d.run(["A"])  # No
    assert len(saved(d.files)["sheet"]["entries"]) == 1


def test_quick_game_and_short_deck_options_come_from_settings():
    files = MemoryFiles()
    d = Driver(files)
    # Settings: King quick game on, deck 32.
    d.run(["wait 1600", "D*3", "A", "D*5", "A", "D", "A", "B"])
    d.run(["U*2", "A", "A", "D*5", "A"])  # the game menu still points at Settings
    k = keeper_of(d)
    assert k.sheet.options["quick"] is True and k.sheet.options["deck"] == 32
    assert k.sheet.deal_count() == 7
    d.run(["A"])
    entry = d.app.top()
    assert entry.total == 8 and entry.label == "tricks taken"
    d.run(counts([2, 2, 2, 2]))
    assert d.app.top().label == "last two tricks taken"


def test_the_keeper_refuses_a_save_without_four_players():
    import pytest
    with pytest.raises(ValueError):
        Keeper(["A", "B"], None)


def test_a_failed_save_is_said_on_the_screen_and_the_deal_stays_recorded():
    class FullFlash(MemoryFiles):
        full = False

        def open(self, name, mode):
            if self.full and "w" in mode:
                raise OSError(28)
            return MemoryFiles.open(self, name, mode)

    files = FullFlash()
    d = started(files)
    files.full = True
    d.run(["A"] + counts(NEGATIVE_DEALS[0]))
    top = d.app.top()
    assert isinstance(top, ui.Message) and top.lines[0].startswith("Not saved")
    assert len(keeper_of(d).sheet.entries) == 1
    d.run(["A"])
    assert isinstance(d.app.top(), ui.Table)


def test_a_sheet_can_be_deleted_after_a_confirm():
    d = started()
    d.run(["A"] + counts(NEGATIVE_DEALS[0]))
    d.run(["B", "U", "A"])
    assert isinstance(d.app.top(), ui.Confirm)
    d.run(["A"])  # No
    assert storage.has_save(d.files, SAVE_NAME)
    d.run(["A", "R", "A"])  # Yes
    assert not storage.has_save(d.files, SAVE_NAME)
    assert d.app.at_game_menu() and "Resume King sheet" not in d.app.top().items

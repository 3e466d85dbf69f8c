"""The Records screens (issue 39): the list newest first, read a line at a time; a game's detail
and King's story as a chart; each player's figures; a delete asked first and undone; golden
frames (tests/golden/records/, `python -m tests.firmware.test_firmware_records_screen --update`)."""
import os
import sys

import pytest

from firmware import records
from menu import records_screen
from menu import records_stats as stats
from firmware.ui import chart
from tests.support.firmware_golden import GOLDEN, frame_to_image, load_golden
from tests.support.firmware_script import Driver
from tests.support.records_script import KING_DEALS, driven, games

FOLDER = "records"


@pytest.fixture(scope="module")
def run():
    return driven()


def test_the_list_is_every_game_newest_first_under_players_and_delete_all(run):
    d = Driver()
    d.run(["wait 1600"])
    for rec in games():
        records.append(d.files, rec)
    records_screen.open_records(d.app)
    menu = d.app.top()
    assert menu.title == "Records: 5 games"
    assert [menu.items[i] for i in range(len(menu.items))] == [
        "Players", "Delete all games", "12-04 King Ben +95", "King given up", "K&T Bot 1 40",
        "Regicide won silver", "12-01 King Ann +95"]


def test_opening_the_list_reads_only_the_games_it_shows(monkeypatch):
    d = Driver()
    d.run(["wait 1600"])
    for i in range(300):
        records.append(d.files, records.record("regicide", "solo", ["Ann"],
                                               {"won": i % 3 == 0, "defeated": i % 13}))
    read = []
    real = records.read
    monkeypatch.setattr(records, "read", lambda files, place: read.append(place) or
                        real(files, place))
    records_screen.open_records(d.app)
    d.run(["wait 40"])
    assert d.app.top().title == "Records: 300 games"
    assert len(read) == 5  # the 7 rows: Players, Delete all, then 5 games
    assert read[0][2] == 299  # the newest first


def test_an_empty_record_says_so():
    d = Driver()
    d.run(["wait 1600"])
    records_screen.open_records(d.app)
    assert d.app.top().title == "Records: none yet"
    assert list(d.app.top().items.head) == ["Players"]
    d.run(["A"])
    assert "No finished game" in d.app.top().text


def test_a_deleted_game_comes_back_with_the_undo_line(run):
    d, _ = run
    menu = d.app.top()
    assert menu.title == "Records: 5 games"  # deleted, then undone: all five again
    assert "Undo" not in " ".join(menu.items.head)
    assert [r["n"] for r in records.each(d.files)] == [0, 1, 2, 3, 4]


def test_delete_all_asks_and_is_undone():
    d = Driver()
    d.run(["wait 1600"])
    for rec in games():
        records.append(d.files, rec)
    records_screen.open_records(d.app)
    d.run(["D", "A", "A"])  # Delete all, then No (the cursor's first place)
    assert len(list(records.each(d.files))) == 5
    d.run(["A", "R", "A"])  # Yes
    assert list(records.each(d.files)) == []
    menu = d.app.top()
    assert menu.title == "Records: none yet" and menu.items[menu.index] == "Undo: delete all"
    d.run(["A"])
    assert len(list(records.each(d.files))) == 5 and d.app.top().title == "Records: 5 games"


def test_a_player_page_is_their_figures_recounted(run):
    recs = [r for r in games() if r.get("over", True)]
    ann = [r for r in recs if "Ann" in r["names"]]
    assert len(ann) == 4
    figures = stats.players(recs)["Ann"]
    assert figures["king"] == {"played": 2, "won": 1, "total": 95 + 40, "best": 95}
    assert stats.fields("king", figures["king"])[2] == ("average", "+68")


def test_the_chart_draws_each_players_line_with_its_mark_and_label():
    totals = stats.running_totals(records.record("king", "sheet", "ABCD", {"deals": KING_DEALS}))
    lines, zero = chart.points(totals)
    assert [pts[0][1] for pts in lines] == [zero] * 4  # every line starts at zero
    assert lines[0][-1][0] <= 104 and lines[0][1][0] > lines[0][0][0]
    top = min(min(y for _, y in pts) for pts in lines)
    bottom = max(max(y for _, y in pts) for pts in lines)
    assert top == 11 and bottom == 62  # the highest and lowest totals span the plot
    ends = [pts[-1][1] for pts in lines]
    rows = chart.label_rows(ends)
    assert all(abs(rows[a] - rows[b]) >= 8 for a in range(4) for b in range(a))
    assert all(0 <= r and r + 7 <= 64 for r in rows)
    assert len({tuple(m) for m in chart._MARKS}) == 4


def test_labels_of_lines_that_end_together_stay_apart_and_on_the_panel():
    for y in (9, 35, 62):
        rows = chart.label_rows([y] * 4)
        assert sorted(rows) == sorted(set(rows))
        assert all(abs(rows[a] - rows[b]) >= 8 for a in range(4) for b in range(a))
        assert min(rows) >= 9 - 1 and max(rows) + 7 <= 64


def test_the_frames_equal_the_golden_pngs(run):
    d, snaps = run
    assert d.app.errors == 0, d.app.last_error
    on_disk = sorted(n[:-4] for n in os.listdir(os.path.join(GOLDEN, FOLDER)) if n.endswith(".png"))
    assert on_disk == sorted(name for name, _ in snaps)
    different = [name for name, frame in snaps if load_golden(os.path.join(FOLDER, name)) != frame]
    assert not different, different


def main(argv):
    if "--update" in argv:
        _, snaps = driven()
        for name, frame in snaps:
            frame_to_image(frame).save(os.path.join(GOLDEN, FOLDER, name + ".png"))
        print("wrote %d frames to tests/golden/%s" % (len(snaps), FOLDER))
        return 0
    print("usage: python -m tests.firmware.test_firmware_records_screen --update")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

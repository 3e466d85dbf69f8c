"""The records in the web app (issue 39): the log kept in the browser's store through the web
board's files (binary append, seek, read in pieces), a finished game recorded there as on a
device, and the Export and Import the page offers (firmware/records_export.py)."""
from boards import web
from firmware import records, records_export
from menu import records_stats
from tests.support.firmware_script import Driver


def store_files():
    store = web.MemoryStore()
    return store, web.StoreFiles(store)


def test_the_log_appends_reads_back_and_deletes_in_the_store_as_on_a_board():
    store, files = store_files()
    first = records.record("king", "sheet", ["Åsa", "Øy", "Cai", "Dan"],
                           {"deals": [[10, -5, -5, 0]]}, date="2026-12-04 21:00")
    second = records.record("regicide", "solo", ["You"], {"won": True, "defeated": 12,
                                                         "grade": "gold"})
    assert records.append(files, first) == 0
    assert records.append(files, second) == 1
    text = store.items["regalia/records0.log"]
    assert isinstance(text, str) and text.count("\n") == 2 and "Åsa" in text
    assert [r["n"] for r in records.each(files)] == [0, 1]
    assert records.read(files, records.index(files)[0])["names"][0] == "Åsa"
    records.delete(files, 0)
    assert [r["game"] for r in records.each(files)] == ["regicide"]
    records.restore(files, 0)
    assert [r["n"] for r in records.each(files)] == [0, 1]


def test_a_long_log_is_read_in_pieces_past_a_segment(monkeypatch):
    monkeypatch.setattr(records, "_CHUNK", 64)  # many pieces for a few records
    _, files = store_files()
    for i in range(120):
        records.append(files, records.record("treasure", "referee", ["Ann", "Ben"],
                                             {"scores": [i, 1], "winners": [0]}))
    kept = list(records.each(files))
    assert [r["result"]["scores"][0] for r in kept] == list(range(120))
    assert records.newest(files) == (1, 119)


def test_a_finished_solo_game_in_the_browser_is_recorded_and_exported():
    from tests.support.solo_steps import OPEN_SOLO, play_by_hints, solo_game
    _, files = store_files()
    d = Driver(files)
    d.run(OPEN_SOLO)
    play_by_hints(d)
    game = solo_game(d).game
    recs = list(records.each(files))
    assert len(recs) == 1 and recs[0]["result"]["defeated"] == game.enemies_defeated()
    csv = records_export.csv_text(recs)
    assert csv.split("\r\n")[1].startswith("0,") and ",regicide,solo,true,0,You,false," in csv


def test_an_export_imported_into_another_browser_adds_each_game_once():
    _, board = store_files()
    for i in range(3):
        records.append(board, records.record("king", "sheet", ["Ann", "Ben", "Cai", "Dan"],
                                             {"deals": [[i, -i, 0, 0]]}))
    exported = records_export.json_text(list(records.each(board)))
    _, phone = store_files()
    records.append(phone, records.record("regicide", "solo", ["You"],
                                         {"won": False, "defeated": 3, "grade": None}))
    assert records_export.import_json(phone, exported) == (3, 0)
    assert records_export.import_json(phone, exported) == (0, 3)  # the same export again
    recs = list(records.each(phone))
    assert [r["game"] for r in recs] == ["regicide", "king", "king", "king"]
    assert records_stats.players(recs)["Ann"]["king"]["played"] == 3

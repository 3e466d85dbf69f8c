"""`regalia pull` and `regalia report` on a computer (issue 39): the records a board's log holds
as records.json and records.csv (a row per player and game), charts drawn with matplotlib and
the same figures as the device's Records; one line and exit 2 for what cannot be read. The
copy from a board over its serial port is proven on the emulated Pico
(tests/pico/test_pico_records.py)."""
import csv
import json
import os

from PIL import Image

from firmware import records
from firmware.storage import Files
from host_tools import cli, records_pull, records_report
from tests.support.records_script import games


def board_folder(tmp_path):
    folder = tmp_path / "board"
    folder.mkdir()
    files = Files(str(folder))
    for rec in games():
        records.append(files, rec)
    records.delete(files, 2)  # the K&T game taken out on the device
    with open(folder / "king.sav", "w") as f:
        f.write("a save, copied as a backup and not read")
    return folder


def test_pull_from_copied_files_writes_the_json_and_a_csv_row_per_player_and_game(tmp_path):
    folder = board_folder(tmp_path)
    out = tmp_path / "out"
    assert records_pull.main(["--from", str(folder), "--out", str(out)]) == 0
    recs = json.loads((out / "records.json").read_text(encoding="utf-8"))
    assert [r["n"] for r in recs] == [0, 1, 3, 4]  # the deleted game is not there
    assert recs[0]["names"] == ["Ann", "Ben", "Cai", "Dan"] and recs[2]["over"] is False
    with open(out / "records.csv", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 4 + 1 + 4 + 4
    ann = next(r for r in rows if r["record"] == "0" and r["name"] == "Ann")
    assert ann["score"] == "95" and ann["won"] == "true" and ann["game"] == "king"
    bot = next(r for r in rows if r["record"] == "3" and r["seat"] == "1")
    assert bot["bot"] == "true" and bot["won"] == "false"  # a game given up: nobody won
    solo = next(r for r in rows if r["record"] == "1")
    assert (solo["won"], solo["defeated"], solo["grade"]) == ("true", "12", "silver")


def test_report_draws_each_king_games_story_and_the_wins_and_sums_up(tmp_path, capsys):
    folder = board_folder(tmp_path)
    records_pull.main(["--from", str(folder), "--out", str(tmp_path)])
    capsys.readouterr()
    out = tmp_path / "report"
    assert cli.main(["report", str(tmp_path / "records.json"), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert sorted(os.listdir(out)) == ["king_0.png", "king_3.png", "king_4.png", "summary.txt",
                                       "wins.png"]
    for name, height in (("king_0.png", 350), ("wins.png", 60 + 2 * 220)):  # King, Regicide (K&T deleted)
        with Image.open(out / name) as img:
            assert img.size == (600, height)
            assert len(img.convert("L").getcolors(1 << 16)) > 8  # lines drawn, not a blank page
    assert "Ann      King     played 2, won 1, average +68, best +95" in printed
    assert "Ann      Regicide played 1, won 1, win % 100, enemies 12" in printed
    assert printed.startswith("4 games recorded (1 given up)")


def test_a_file_that_is_not_records_is_refused_in_one_line(tmp_path, capsys):
    bad = tmp_path / "records.json"
    bad.write_text('{"not": "a list"}')
    assert records_report.main([str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is not a records.json" in err
    assert records_report.main([str(tmp_path / "missing.json")]) == 2
    assert records_pull.main(["--from", str(tmp_path / "nowhere")]) == 2
    assert records_pull.main([]) == 2 and "usage: regalia pull" in capsys.readouterr().err


def test_pull_from_a_port_with_no_board_says_so_in_one_line(tmp_path, capsys):
    assert records_pull.main(["--port", str(tmp_path / "ttyNONE"), "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: cannot reach the board on") and err.count("\n") == 1


def test_a_devices_export_is_imported_once(tmp_path):
    from firmware import records_export as export
    from tests.support.memory_files import MemoryFiles
    board = MemoryFiles()
    for rec in games():
        records.append(board, rec)
    text = export.json_text(records.each(board))
    phone = MemoryFiles()
    records.append(phone, games()[1])  # the phone already kept the solo game
    assert export.import_json(phone, text) == (4, 1)
    assert export.import_json(phone, text) == (0, 5)  # a second import adds nothing
    assert sorted(r["date"] or "" for r in records.each(phone)) == sorted(
        r["date"] or "" for r in games())
    for bad, reason in (("{", "not JSON"), ('{"a": 1}', "not a list"),
                        ('[{"game": "chess"}]', "without its game")):
        try:
            export.import_json(phone, bad)
        except ValueError as e:
            assert reason in str(e)
        else:
            raise AssertionError(bad)


def test_the_csv_quotes_a_name_with_a_comma():
    from firmware import records_export as export
    rec = dict(games()[2], n=7, names=['Ann, "A"', "Bot 1"])
    lines = export.csv_text([rec]).split("\r\n")
    assert lines[1] == '7,,treasure,vs_bots,true,0,"Ann, ""A""",false,false,31,,'
    assert next(csv.reader([lines[1]]))[6] == 'Ann, "A"'

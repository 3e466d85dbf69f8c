"""Copy a board's records (and its saves, as a backup) to this computer (issue 39).

    regalia pull --port PORT [--out FOLDER]       (make pull PORT=/dev/ttyACM0)
    python -m host_tools.records_pull --port PORT [--out FOLDER]
    python -m host_tools.records_pull --from FOLDER [--out FOLDER]

With mpremote it copies the records' log (`records0.log` …, firmware/records.py) and every save
(`*.sav`, their `.bak` and `.tmp`) from the board's root into FOLDER/board/ (default
`records/`), then writes FOLDER/records.json (every kept record, oldest first, the log read by
the firmware's own code: damaged lines skipped, deletes applied) and FOLDER/records.csv (a row
per player and game). `--from` reads log files already copied. Exit 2 with one line when the
board cannot be reached or its files cannot be read.
"""
import csv
import json
import os
import subprocess
import sys

from firmware import records
from firmware import records_stats as stats
from firmware.storage import Files

CSV_COLUMNS = ("record", "date", "game", "mode", "over", "seat", "name", "bot", "won", "score",
               "defeated", "grade")
LISTING = ("import os\nfor n in os.listdir():\n"
           "    if n.startswith('records') or '.sav' in n: print(n)")


def mpremote():
    from host_tools.deploy import mpremote as tool
    return tool()


def board_files(port):
    """The names of the records' and saves' files on the board at `port`."""
    out = subprocess.run([mpremote(), "connect", port, "exec", LISTING], capture_output=True,
                         text=True, timeout=600, check=False)
    if out.returncode != 0:
        raise ValueError("cannot reach the board on %s: %s" % (
            port, (out.stderr.strip() or out.stdout.strip()).splitlines()[-1:] or "no answer"))
    return [n.strip() for n in out.stdout.splitlines() if n.strip()]


def copy_from_board(port, folder):
    """Every records' and save file of the board into `folder`; their names."""
    names = board_files(port)
    os.makedirs(folder, exist_ok=True)
    if names:
        command = [mpremote(), "connect", port, "fs", "cp"]
        command += [":" + n for n in names] + [folder + "/"]
        out = subprocess.run(command, capture_output=True, text=True, timeout=1800, check=False)
        if out.returncode != 0:
            raise ValueError("copying from %s failed: %s" % (port, out.stderr.strip()[-300:]))
    return names


def rows(recs):
    """records.csv's rows: one per player and game."""
    for rec in recs:
        won = stats.winners(rec)
        game = rec["game"]
        scores = stats.totals(rec) if game == "king" else rec["result"].get("scores")
        for seat, name in enumerate(rec["names"]):
            yield {"record": rec["n"], "date": rec.get("date") or "", "game": game,
                   "mode": rec.get("mode", ""), "over": rec.get("over", True), "seat": seat,
                   "name": name, "bot": seat in rec.get("bots", ()), "won": seat in won,
                   "score": scores[seat] if scores else "",
                   "defeated": rec["result"].get("defeated", "") if game == "regicide" else "",
                   "grade": rec["result"].get("grade") or "" if game == "regicide" else ""}


def write_outputs(log_folder, out):
    """records.json and records.csv in `out` from the log files in `log_folder`; the count."""
    recs = list(records.each(Files(log_folder)))
    with open(os.path.join(out, "records.json"), "w", encoding="utf-8") as f:
        json.dump(recs, f, ensure_ascii=False, indent=1)
    with open(os.path.join(out, "records.csv"), "w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, CSV_COLUMNS)
        writer.writeheader()
        writer.writerows(rows(recs))
    return len(recs)


def main(argv):
    args = list(argv)
    try:
        out = _option(args, "--out") or "records"
        port = _option(args, "--port")
        source = _option(args, "--from")
        if args or bool(port) == bool(source):
            raise ValueError("usage: regalia pull --port PORT [--out FOLDER] | --from FOLDER")
        if port:
            source = os.path.join(out, "board")
            names = copy_from_board(port, source)
            print("copied %d files from %s to %s" % (len(names), port, source))
        elif not os.path.isdir(source):
            raise ValueError("no folder %s" % source)
        os.makedirs(out, exist_ok=True)
        count = write_outputs(source, out)
    except (ValueError, OSError, subprocess.TimeoutExpired) as e:
        print("error: %s" % e, file=sys.stderr)
        return 2
    print("%d games: %s, %s" % (count, os.path.join(out, "records.json"),
                                os.path.join(out, "records.csv")))
    return 0


def _option(args, name):
    if name not in args:
        return None
    i = args.index(name)
    if i + 1 >= len(args):
        raise ValueError("%s needs a value" % name)
    value = args[i + 1]
    del args[i:i + 2]
    return value


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Copy a board's records (and its saves, as a backup) to this computer (issue 39).

    regalia pull --port PORT [--out FOLDER]       (make pull PORT=/dev/ttyACM0)
    python -m host_tools.records_pull --port PORT [--out FOLDER]
    python -m host_tools.records_pull --from FOLDER [--out FOLDER]

With mpremote it copies the records' log (`records0.log` …, firmware/records.py) and every save
(`*.sav`, their `.bak` and `.tmp`) from the board's folder of saves into FOLDER/board/ (default
`records/`), then writes FOLDER/records.json (every kept record, oldest first, the log read by
the firmware's own code: damaged lines skipped, deletes applied) and FOLDER/records.csv (a row
per player and game), as the web app's Export writes them (firmware/records_export.py). `--from` reads log files already copied. Exit 2 with one line when the
board cannot be reached or its files cannot be read.
"""
import os
import subprocess
import sys

from firmware import records
from firmware import records_export as export
from firmware.storage import Files
# The board's folder of saves (boards/pico.py's SAVE_DIR), and its root, where a version
# before it kept them (a board moves them into the folder at its next power-on).
LISTING = ("import os\nfor d in ('', 'saves/'):\n"
           "    try:\n        names = os.listdir(d or '.')\n"
           "    except OSError:\n        names = []\n"
           "    for n in names:\n"
           "        if n.startswith('records') or '.sav' in n: print(d + n)")


def mpremote():
    from host_tools.deploy import mpremote as tool
    return tool()


def board_files(port):
    """The paths of the records' and saves' files on the board at `port`."""
    out = subprocess.run([mpremote(), "connect", port, "exec", LISTING], capture_output=True,
                         text=True, timeout=600, check=False)
    if out.returncode != 0:
        raise ValueError("cannot reach the board on %s: %s" % (
            port, (out.stderr.strip() or out.stdout.strip()).splitlines()[-1:] or "no answer"))
    return [n.strip() for n in out.stdout.splitlines() if n.strip()]


def copy_from_board(port, folder):
    """Every records' and save file of the board into `folder`; their paths on the board."""
    names = board_files(port)
    os.makedirs(folder, exist_ok=True)
    if names:
        command = [mpremote(), "connect", port, "fs", "cp"]
        command += [":" + n for n in names] + [folder + "/"]
        out = subprocess.run(command, capture_output=True, text=True, timeout=1800, check=False)
        if out.returncode != 0:
            raise ValueError("copying from %s failed: %s" % (port, out.stderr.strip()[-300:]))
    return names


def write_outputs(log_folder, out):
    """records.json and records.csv in `out` from the log files in `log_folder`; the count."""
    recs = list(records.each(Files(log_folder)))
    with open(os.path.join(out, "records.json"), "w", encoding="utf-8") as f:
        f.write(export.json_text(recs))
    with open(os.path.join(out, "records.csv"), "w", encoding="utf-8", newline="") as f:
        f.write(export.csv_text(recs))
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

"""The records as files for a computer (issue 39): records.json (every kept record, oldest first)
and records.csv (a row per player and game), the same text on every runtime; and the import of
such a records.json into this device's log. Used by `regalia pull` on the host and by the web
app's Export and Import; never on a board's screens.
"""
import json

from firmware import records
from menu import records_stats as stats

CSV_COLUMNS = ("record", "date", "game", "mode", "over", "seat", "name", "bot", "won", "score",
               "defeated", "grade")


def rows(recs):
    """records.csv's rows, a list of values per player and game (CSV_COLUMNS' order)."""
    for rec in recs:
        won = stats.winners(rec)
        game = rec["game"]
        result = rec["result"]
        scores = stats.totals(rec) if game == "king" else result.get("scores")
        for seat, name in enumerate(rec["names"]):
            yield [rec["n"], rec.get("date") or "", game, rec.get("mode", ""),
                   rec.get("over", True), seat, name, seat in rec.get("bots", ()), seat in won,
                   scores[seat] if scores else "",
                   result.get("defeated", "") if game == "regicide" else "",
                   (result.get("grade") or "") if game == "regicide" else ""]


def _cell(value):
    text = ("true" if value else "false") if value is True or value is False else str(value)
    if "," in text or '"' in text or "\n" in text:
        text = '"' + text.replace('"', '""') + '"'
    return text


def csv_text(recs):
    """records.csv's whole text (RFC 4180: a comma between cells, quotes where needed)."""
    lines = [",".join(CSV_COLUMNS)]
    for row in rows(recs):
        lines.append(",".join(_cell(v) for v in row))
    return "\r\n".join(lines) + "\r\n"


def json_text(recs):
    """records.json's whole text: the records, oldest first."""
    return json.dumps(list(recs))


def import_json(files, text):
    """The records of a records.json (another device's export) appended to this log, each not
    already kept (the same game, names, result and date) once: (added, already there). A text
    that is not a records.json raises ValueError with the reason."""
    try:
        recs = json.loads(text)
    except ValueError:
        raise ValueError("not a records.json: not JSON")
    if not isinstance(recs, list):
        raise ValueError("not a records.json: not a list of records")
    kept = [_key(r) for r in records.each(files)]
    added = there = 0
    for rec in recs:
        if not isinstance(rec, dict) or rec.get("game") not in stats.GAMES or \
                not isinstance(rec.get("names"), list) or not isinstance(rec.get("result"), dict):
            raise ValueError("not a records.json: a record without its game, names or result")
        key = _key(rec)
        if key in kept:
            there += 1
            continue
        rec = dict(rec)
        rec.pop("n", None)
        records.append(files, rec)
        kept.append(key)
        added += 1
    return added, there


def _key(rec):
    """What tells two records of the same game apart, as text (dicts' keys sorted: their order
    is the runtime's)."""
    return json.dumps(_sorted([rec.get("game"), rec.get("mode"), rec.get("names"),
                               rec.get("result"), rec.get("date"), rec.get("over", True)]))


def _sorted(value):
    if isinstance(value, dict):
        return [[k, _sorted(value[k])] for k in sorted(value)]
    if isinstance(value, list):
        return [_sorted(v) for v in value]
    return value

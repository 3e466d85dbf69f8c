"""Charts and a summary of the records a board kept (issue 39).

    regalia report records.json [--out FOLDER]
    python -m host_tools.records_report records.json [--out FOLDER]

From `regalia pull`'s records.json: a PNG of each King game's running totals
(`king_<record>.png`, a line a player), a PNG of each player's wins per game over the games
played (`wins.png`), and a text summary of each player's figures (printed, and written as
`summary.txt`), the same figures the device's Records show (menu/records_stats.py).
Charts are drawn with matplotlib (its Agg backend: no display needed). Exit 2 with one line
for a file that is not a records.json.
"""
import json
import os
import sys

from menu import records_stats as stats


def read(path):
    with open(path, encoding="utf-8") as f:
        recs = json.load(f)
    if not isinstance(recs, list) or not all(
            isinstance(r, dict) and r.get("game") in stats.GAMES and "names" in r for r in recs):
        raise ValueError("%s is not a records.json of `regalia pull`" % path)
    return recs


def summary(recs):
    """Each player's figures, a line per game, people only (the device's Records > Players)."""
    figures = stats.players(recs)
    lines = ["%d games recorded (%d given up)" % (
        len(recs), sum(1 for r in recs if not r.get("over", True)))]
    for name in sorted(figures, key=lambda n: (-sum(g["played"] for g in figures[n].values()),
                                               n)):
        for game in stats.GAMES:
            if game in figures[name]:
                lines.append("%-8s %-8s " % (name, stats.TITLES[game]) + ", ".join(
                    "%s %s" % (label, value) for label, value in
                    stats.fields(game, figures[name][game])))
    return lines


def _pyplot():
    """matplotlib's pyplot on its Agg backend (files only: no display needed)."""
    import matplotlib as mpl
    mpl.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def king_chart(rec, path):
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(6, 3.5), dpi=100)
    markers = ("s", "o", "P", "X")
    for seat, line in enumerate(stats.running_totals(rec)):
        ax.plot(range(len(line)), line, marker=markers[seat % 4],
                label="%s (%+d)" % (rec["names"][seat], line[-1]))
    ax.axhline(0, color="grey", linewidth=0.8, linestyle=":")
    ax.set_xlabel("deal")
    ax.set_ylabel("running total")
    ax.set_title("King, %s" % (rec.get("date") or "game %d" % rec["n"]))
    ax.set_xticks(range(len(rec["result"]["deals"]) + 1))
    ax.legend(fontsize="small")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def wins_chart(recs, path):
    """Each person's wins so far over the finished games they played, a panel per game (its
    games numbered in the order played), a line and a mark per person."""
    plt = _pyplot()
    from matplotlib.ticker import MaxNLocator

    finished = [r for r in recs if r.get("over", True)]
    games = [g for g in stats.GAMES if any(r["game"] == g for r in finished)] or ["king"]
    fig, axes = plt.subplots(len(games), 1, figsize=(6, 0.6 + 2.2 * len(games)), dpi=100,
                                squeeze=False)
    for ax, game in zip([row[0] for row in axes], games):
        played = [r for r in finished if r["game"] == game]
        most = 1
        for name in sorted(stats.players(played)):
            xs, ys, wins = [], [], 0
            for i, rec in enumerate(played):
                seat = rec["names"].index(name) if name in rec["names"] else None
                if seat is None or seat in rec.get("bots", ()):
                    continue
                wins += seat in stats.winners(rec)
                xs.append(i + 1)
                ys.append(wins)
            ax.step(xs, ys, where="post", marker="o", label=name)
            most = max(most, wins)
        ax.set_title("%s: wins so far" % stats.TITLES[game], fontsize="medium")
        ax.set_xlim(0.5, len(played) + 0.5)
        ax.set_ylim(-0.3, most + 0.3)
        ax.xaxis.set_major_locator(MaxNLocator(integer=True, min_n_ticks=1))
        ax.yaxis.set_major_locator(MaxNLocator(integer=True, min_n_ticks=1))
        ax.set_xlabel("game")
        ax.legend(fontsize="small", loc="upper left")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def report(recs, out):
    """The charts and summary.txt in `out`; the files written."""
    os.makedirs(out, exist_ok=True)
    written = []
    for rec in recs:
        if rec["game"] == "king" and rec["result"].get("deals"):
            path = os.path.join(out, "king_%d.png" % rec["n"])
            king_chart(rec, path)
            written.append(path)
    if recs:
        path = os.path.join(out, "wins.png")
        wins_chart(recs, path)
        written.append(path)
    path = os.path.join(out, "summary.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(summary(recs)) + "\n")
    written.append(path)
    return written


def main(argv):
    args = list(argv)
    out = "report"
    if "--out" in args:
        i = args.index("--out")
        out = args[i + 1] if i + 1 < len(args) else ""
        del args[i:i + 2]
    if len(args) != 1 or not out:
        print("usage: regalia report records.json [--out FOLDER]", file=sys.stderr)
        return 2
    try:
        recs = read(args[0])
        written = report(recs, out)
    except (ValueError, OSError) as e:
        print("error: %s" % e, file=sys.stderr)
        return 2
    print("\n".join(summary(recs)))
    print("wrote %s" % ", ".join(written))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

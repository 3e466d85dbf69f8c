"""What the records say: each game's winners and one line, each player's statistics (issue 39).

A record's result in its game's words (firmware/records.py): King `{"deals": [[a, b, c, d],
…]}` (a deal's scores, seat by seat), Regicide `{"won": …, "defeated": …, "grade": …}` (the
table wins or loses together), Kings and Treasures `{"scores": […], "winners": […]}` (the
seats the engine's tie-break left on top). Statistics count people only: a bot's seat is in
the record and in no one's figures.

Imported by the Records screens and the host's `regalia pull` and `report`; never in a game.
"""

GAMES = ("king", "regicide", "treasure")
TITLES = {"king": "King", "regicide": "Regicide", "treasure": "K&T"}


def totals(rec):
    """King: each seat's total over the deals played."""
    deals = rec["result"]["deals"]
    return [sum(deal[seat] for deal in deals) for seat in range(len(rec["names"]))]


def running_totals(rec):
    """King: each seat's total after each deal, a list per seat (the chart's lines)."""
    lines = [[0] for _ in rec["names"]]
    for deal in rec["result"]["deals"]:
        for seat, line in enumerate(lines):
            line.append(line[-1] + deal[seat])
    return lines


def winners(rec):
    """The seats that won: King the highest total (a tie shares it); Regicide every seat or
    none; Kings and Treasures as the engine decided. None for a game given up."""
    if not rec.get("over", True):
        return []
    result = rec["result"]
    if rec["game"] == "king":
        t = totals(rec)
        return [seat for seat, score in enumerate(t) if score == max(t)]
    if rec["game"] == "regicide":
        return list(range(len(rec["names"]))) if result.get("won") else []
    return list(result.get("winners", ()))


def _same(s):
    return s


def line(rec, say=_same):
    """A record as one line of the Records list: "12-04 King Ann +215" (the date when known,
    the game, the winner or the outcome); its words through `say` (English as they are; the
    Records screen's in the language of Settings)."""
    date = rec.get("date")
    head = (date[5:10] + " ") if date else ""
    head += say(TITLES.get(rec["game"], rec["game"]))
    if not rec.get("over", True):
        return head + " " + say("given up")
    won = winners(rec)
    if rec["game"] == "regicide":
        result = rec["result"]
        if result.get("won"):
            grade = result.get("grade")
            return head + " " + (say("won %s") % say(grade) if grade else say("won"))
        return head + " " + say("lost %d/12") % result.get("defeated", 0)
    if rec["game"] == "king":
        t = totals(rec)
        return head + " " + "+".join(rec["names"][s] for s in won) + " %+d" % t[won[0]]
    scores = rec["result"]["scores"]
    return head + " " + "+".join(rec["names"][s] for s in won) + " %d" % scores[won[0]]


def players(recs):
    """{name: {game: figures}} over the finished games, people only (a game given up is in
    the list, not in the figures: its scores are a part game's). A game's figures: "played",
    "won"; King "total" (the final scores' sum, for the average) and "best"; Regicide
    "defeated" (enemies over all games); Kings and Treasures "treasure" (points' sum)."""
    stats = {}
    for rec in recs:
        if not rec.get("over", True):
            continue
        game = rec["game"]
        won = winners(rec)
        bots = rec.get("bots", ())
        scores = totals(rec) if game == "king" else rec["result"].get("scores")
        for seat, name in enumerate(rec["names"]):
            if seat in bots:
                continue
            figures = stats.setdefault(name, {}).setdefault(game, {"played": 0, "won": 0})
            figures["played"] += 1
            figures["won"] += seat in won
            if game == "king":
                figures["total"] = figures.get("total", 0) + scores[seat]
                figures["best"] = max(figures.get("best", scores[seat]), scores[seat])
            elif game == "regicide":
                figures["defeated"] = figures.get("defeated", 0) + \
                    rec["result"].get("defeated", 0)
            else:
                figures["treasure"] = figures.get("treasure", 0) + scores[seat]
    return stats


def fields(game, figures):
    """A player's figures of one game as (label, value) pairs, the way a page shows them in
    large type: games played and won, then the game's own (King's average and best final
    score, Regicide's win rate and enemies defeated, Kings and Treasures' average treasure)."""
    played, won = figures["played"], figures["won"]
    out = [("played", played), ("won", won)]
    if game == "king":
        out += [("average", "%+d" % _average(figures["total"], played)),
                ("best", "%+d" % figures["best"])]
    elif game == "regicide":
        out += [("win %", _average(100 * won, played)), ("enemies", figures["defeated"])]
    else:
        out.append(("treasure", _average(figures["treasure"], played)))
    return out


def _average(total, count):
    """The rounded average of whole numbers, half away from zero (the same on every runtime:
    no floats)."""
    if count <= 0:
        return 0
    sign = -1 if total < 0 else 1
    return sign * ((abs(total) * 2 + count) // (2 * count))

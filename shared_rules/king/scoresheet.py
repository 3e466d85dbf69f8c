"""The score sheet of one King game kept from counts: each deal's entry checked and scored by
`shared_rules/king/scoring.py`, running totals, standings, the final zero sum.

The score-sheet mode and the table referee keep one (`firmware/king/sheet.py`,
`firmware/king/referee.py`); King against the bots does not load it. The scoring's code is
imported while an entry is scored (`compat.import_once`): on a board it is in RAM only then,
once for a whole sheet's load.
"""
from shared_rules.compat import import_once
from shared_rules.king.points import POSITIVE, check_options, deal_kinds

SCORING = "shared_rules.king.scoring"  # imported while an entry is scored


class ScoreSheet:
    """The score sheet of one King game kept from counts."""

    def __init__(self, first_dealer=0, options=None):
        if type(first_dealer) is not int or not 0 <= first_dealer <= 3:
            raise ValueError("the first dealer must be seat 0-3, not %r" % (first_dealer,))
        self.options = check_options(options)
        self.first_dealer = first_dealer
        self.entries = []
        self._points = []

    def deal_count(self):
        return len(deal_kinds(self.options))

    def kind(self, i):
        return deal_kinds(self.options)[i]

    def dealer(self, i):
        """The dealer of deal i (from 0); in a positive deal also its auctioneer."""
        return (self.first_dealer + i) % 4

    def next_index(self):
        n = len(self.entries)
        return None if n >= self.deal_count() else n

    def finished(self):
        return len(self.entries) >= self.deal_count()

    def score_entry(self, i, entry):
        """The points an entry would give deal i, without recording it."""
        return self._score(i, entry, import_once(SCORING))

    def _score(self, i, entry, scoring):
        if not 0 <= i < self.deal_count():
            raise ValueError("there is no deal %d" % (i + 1))
        kind = self.kind(i)
        if kind == POSITIVE:
            return scoring.positive_points(entry, self.dealer(i), self.options)
        if not isinstance(entry, dict) or "counts" not in entry:
            raise ValueError("a negative deal's entry needs its counts")
        return scoring.negative_points(kind, entry["counts"], self.options)

    def record(self, i, entry):
        """Record deal i (the next one, or an earlier one to correct it); returns its points.

        A refused entry leaves the sheet as it was.
        """
        return self._record(i, entry, import_once(SCORING))

    def _record(self, i, entry, scoring):
        if i > len(self.entries):
            raise ValueError("deal %d comes before deal %d" % (len(self.entries) + 1, i + 1))
        points = self._score(i, entry, scoring)
        if i == len(self.entries):
            self.entries.append(entry)
            self._points.append(points)
        else:
            self.entries[i] = entry
            self._points[i] = points
        return points

    def points(self, i):
        return list(self._points[i])

    def running_totals(self):
        """For each recorded deal, the four totals after it."""
        out = []
        total = [0, 0, 0, 0]
        for pts in self._points:
            total = [total[s] + pts[s] for s in range(4)]
            out.append(total)
        return out

    def totals(self):
        running = self.running_totals()
        return list(running[-1]) if running else [0, 0, 0, 0]

    def standings(self):
        """(place, seat, total) best first; equal totals share a place."""
        totals = self.totals()
        order = sorted(range(4), key=lambda s: (-totals[s], s))
        out = []
        for n, seat in enumerate(order):
            if n and totals[seat] == totals[order[n - 1]]:
                place = out[-1][0]
            else:
                place = n + 1
            out.append((place, seat, totals[seat]))
        return out

    def check_zero_sum(self):
        """After the last deal the totals sum to zero; ValueError says by how much they miss."""
        if not self.finished():
            raise ValueError("the game is not over: %d of %d deals recorded"
                             % (len(self.entries), self.deal_count()))
        s = sum(self.totals())
        if s != 0:
            raise ValueError("final totals add up to %d, not 0" % s)

    def to_dict(self):
        return {"first_dealer": self.first_dealer, "options": dict(self.options),
                "entries": list(self.entries)}

    @classmethod
    def from_dict(cls, d):
        """Rebuild a sheet from `to_dict()`; every entry is checked again."""
        if not isinstance(d, dict):
            raise ValueError("a score sheet must be a dict")
        sheet = cls(d.get("first_dealer", 0), d.get("options"))
        entries = d.get("entries", [])
        if not isinstance(entries, list) or len(entries) > sheet.deal_count():
            raise ValueError("a score sheet holds at most %d deals" % sheet.deal_count())
        scoring = import_once(SCORING)  # once for every entry
        for i, entry in enumerate(entries):
            sheet._record(i, entry, scoring)
        return sheet

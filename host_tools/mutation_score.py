"""`make mutate`: run mutmut over the rules engines and the firmware's saving and buttons, and
print the mutation score per module and for `shared_rules/` as a whole.

A mutant is one small deliberate bug (an operator flipped, a constant changed, a line
dropped). It is *killed* when some CPython test fails on it (a timeout counts as killed: the
bug was noticed); it *survives* when every test still passes; "no tests" means no test even
runs that code. A survivor listed in docs/testing.md as equivalent (it changes nothing a
player or a caller could see) is not counted. Score = killed / (killed + survived + no tests).
Which tests run is set in `setup.cfg` ([mutmut]).
Usage: python -m host_tools.mutation_score [--no-run] [--survivors] [MUTANT-GLOB ...]
(e.g. "shared_rules.cards.*": run only those mutants; the report covers every mutant run so far)
"""
import os
import subprocess
import sys

EQUIVALENTS_DOC = os.path.join(os.path.dirname(__file__), "..", "docs", "testing.md")

KILLED = ("killed", "timeout")
COUNTED = ("killed", "timeout", "survived", "no tests")


def run_mutmut(globs=()):
    return subprocess.call([sys.executable, "-m", "mutmut", "run", "--max-children", "2"]
                           + list(globs), stdout=subprocess.DEVNULL)


def equivalents(text):
    """Mutant names listed as equivalent: each a list item of docs/testing.md that starts
    with the name in backticks, e.g. "- `shared_rules.cards.x_parse__mutmut_27`: ..."."""
    names = set()
    for line in text.splitlines():
        if line.startswith("- `") and "__mutmut_" in line:
            names.add(line[3:line.index("`", 3)])
    return names


def statuses():
    """{mutant name: status} from `mutmut results --all true`."""
    out = subprocess.run([sys.executable, "-m", "mutmut", "results", "--all", "true"],
                         capture_output=True, text=True, check=True).stdout
    found = {}
    for line in out.splitlines():
        name, _, status = line.strip().rpartition(": ")
        if name:
            found[name] = status
    return found


def module_of(mutant):
    """'shared_rules.cards.x_parse__mutmut_3' -> 'shared_rules.cards'."""
    parts = mutant.split(".")
    return ".".join(parts[:2])


def score(counts):
    counted = sum(counts.get(s, 0) for s in COUNTED)
    killed = sum(counts.get(s, 0) for s in KILLED)
    return killed, counted, (100.0 * killed / counted if counted else 100.0)


def report(found, show_survivors=False, equivalent=()):
    """The table of scores per module and for shared_rules/, and the score of shared_rules/.
    A module none of whose mutants has run yet says so instead of a score."""
    by_module = {}
    for name, status in found.items():
        if status in ("survived", "no tests") and name in equivalent:
            status = "equivalent"
        by_module.setdefault(module_of(name), {}).setdefault(status, 0)
        by_module[module_of(name)][status] += 1
    lines = ["%-32s %7s %7s %7s %7s" % ("module", "killed", "counted", "equiv.", "score")]
    engines = {}
    for module in sorted(by_module):
        counts = by_module[module]
        killed, counted, pct = score(counts)
        shown = "%6.1f%%" % pct if counted else "not run"
        lines.append("%-32s %7d %7d %7d %7s" % (module, killed, counted,
                                               counts.get("equivalent", 0), shown))
        if module.startswith("shared_rules."):
            for status, n in counts.items():
                engines[status] = engines.get(status, 0) + n
    killed, counted, pct = score(engines)
    lines.append("%-32s %7d %7d %7d %6.1f%%" % ("shared_rules/ (run so far)", killed, counted,
                                               engines.get("equivalent", 0), pct))
    if show_survivors:
        lines += ["", "survivors:"] + sorted(n for n, s in found.items()
                                             if s in ("survived", "no tests")
                                             and n not in equivalent)
    return "\n".join(lines), pct


def main(argv):
    if "--no-run" not in argv:
        run_mutmut([a for a in argv if not a.startswith("--")])
    with open(EQUIVALENTS_DOC, encoding="utf-8") as f:
        equivalent = equivalents(f.read())
    text, _ = report(statuses(), "--survivors" in argv, equivalent)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

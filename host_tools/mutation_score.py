"""`make mutate`: run mutmut over the rules engines and the firmware's saving and buttons, and
print the mutation score per module and for `shared_rules/` as a whole.

A mutant is one small deliberate bug (an operator flipped, a constant changed, a line
dropped). It is *killed* when some CPython test fails on it (a timeout counts as killed: the
bug was noticed); it *survives* when every test still passes; "no tests" means no test even
runs that code. A survivor listed in docs/testing.md as equivalent (it changes nothing a
player or a caller could see) is not counted. Score = killed / (killed + survived + no tests).
Which tests run is set in `setup.cfg` ([mutmut]: file-name patterns).
Usage: python -m host_tools.mutation_score [--no-run] [--survivors] [--sample F [--seed S]]
       [MUTANT-GLOB ...]
(e.g. "shared_rules.cards.*": run only those mutants; the report covers every mutant run so far).
A whole run of `shared_rules/` takes many hours on a small machine; `--sample 0.05` runs a
seeded sample of 5 % of each module's mutants instead and reports the score of that sample with
its 95 % interval (Wilson), an estimate of the whole run's score.
"""
import fnmatch
import math
import os
import random
import subprocess
import sys

EQUIVALENTS_DOC = os.path.join(os.path.dirname(__file__), "..", "docs", "testing.md")

KILLED = ("killed", "timeout")
COUNTED = ("killed", "timeout", "survived", "no tests")


def run_mutmut(globs=(), quiet=False):
    return subprocess.call([sys.executable, "-m", "mutmut", "run", "--max-children", "2"]
                           + list(globs), stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL if quiet else None)


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
    """'shared_rules.king.game.x_beats__mutmut_3' -> 'shared_rules.king.game' (the mutated
    function's part starts with "x_", a method's with "xǁ")."""
    parts = mutant.split(".")
    for i, part in enumerate(parts):
        if part.startswith(("x_", "xǁ")):
            return ".".join(parts[:i])
    return ".".join(parts[:-1])


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


def sample(names, fraction, seed):
    """A seeded sample of `fraction` of each module's mutants (at least one of each module):
    the same seed picks the same mutants while the code stays the same."""
    by_module = {}
    for name in sorted(names):
        by_module.setdefault(module_of(name), []).append(name)
    rng = random.Random(seed)
    picked = []
    for module in sorted(by_module):
        group = by_module[module]
        picked += sorted(rng.sample(group, max(1, round(len(group) * fraction))))
    return picked


def wilson(killed, counted, z=1.96):
    """The 95 % interval (low, high) in percent of a score measured on a sample."""
    if not counted:
        return 0.0, 100.0
    p = killed / counted
    centre = (p + z * z / (2 * counted)) / (1 + z * z / counted)
    half = z * math.sqrt(p * (1 - p) / counted + z * z / (4 * counted * counted)) \
        / (1 + z * z / counted)
    return 100.0 * max(0.0, centre - half), 100.0 * min(1.0, centre + half)


def _option(argv, name, default):
    if name in argv:
        return argv[argv.index(name) + 1]
    return default


OPTIONS = ("--no-run", "--survivors", "--sample", "--seed")


def main(argv):
    # A stray option must not start a run of every mutant: that takes many hours.
    if "--help" in argv or "-h" in argv:
        print(__doc__.strip())
        return 0
    for a in argv:
        if a.startswith("-") and a not in OPTIONS:
            print("mutation_score: unknown option %s (see --help)" % a, file=sys.stderr)
            return 2
    fraction = _option(argv, "--sample", None)
    seed = int(_option(argv, "--seed", "1"))
    values = [_option(argv, n, None) for n in ("--sample", "--seed")]
    globs = [a for a in argv if not a.startswith("--") and a not in values]
    picked = None
    if fraction is not None:
        # mutmut writes the mutants and the test map, then stops: no mutant has this name
        run_mutmut(["no-mutant-is-named-this"], quiet=True)
        names = [n for n in statuses() if not globs or any(fnmatch.fnmatch(n, g) for g in globs)]
        picked = sample(names, float(fraction), seed)
        globs = picked
    if "--no-run" not in argv:
        run_mutmut(globs)
    with open(EQUIVALENTS_DOC, encoding="utf-8") as f:
        equivalent = equivalents(f.read())
    found = statuses()
    if picked is not None:
        found = {n: found[n] for n in picked if n in found}
    text, _ = report(found, "--survivors" in argv, equivalent)
    print(text)
    if picked is not None:
        counts = {}
        for name, status in found.items():
            if name.startswith("shared_rules.") and not (
                    status in ("survived", "no tests") and name in equivalent):
                counts[status] = counts.get(status, 0) + 1
        killed, counted, pct = score(counts)
        low, high = wilson(killed, counted)
        print("sample of %s, seed %d: %d mutants; shared_rules/ %.1f%% (95%% interval %.1f-%.1f%%)"
              % (fraction, seed, len(picked), pct, low, high))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""`make mutate`: run mutmut over the rules engines and the firmware's saving and buttons, and
print the mutation score per module and for `shared_rules/` as a whole.

A mutant is one small deliberate bug (an operator flipped, a constant changed, a line
dropped). It is *killed* when some CPython test fails on it (a timeout counts as killed: the
bug was noticed); it *survives* when every test still passes; "no tests" means no test even
runs that code. Score = killed / (killed + survived + no tests). Which tests run is set in
`setup.cfg` ([mutmut]); survivors judged equivalent are listed in docs/testing.md.
Usage: python -m host_tools.mutation_score [--no-run] [--survivors]
"""
import subprocess
import sys

KILLED = ("killed", "timeout")
COUNTED = ("killed", "timeout", "survived", "no tests")


def run_mutmut():
    return subprocess.call([sys.executable, "-m", "mutmut", "run", "--max-children", "2"],
                           stdout=subprocess.DEVNULL)


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


def report(found, show_survivors=False):
    by_module = {}
    for name, status in found.items():
        by_module.setdefault(module_of(name), {}).setdefault(status, 0)
        by_module[module_of(name)][status] += 1
    lines = ["%-32s %7s %7s %7s" % ("module", "killed", "mutants", "score")]
    engines = {}
    for module in sorted(by_module):
        killed, counted, pct = score(by_module[module])
        lines.append("%-32s %7d %7d %6.1f%%" % (module, killed, counted, pct))
        if module.startswith("shared_rules."):
            for status, n in by_module[module].items():
                engines[status] = engines.get(status, 0) + n
    killed, counted, pct = score(engines)
    lines.append("%-32s %7d %7d %6.1f%%" % ("shared_rules/ (all)", killed, counted, pct))
    if show_survivors:
        lines += ["", "survivors:"] + sorted(n for n, s in found.items() if s in ("survived",
                                                                                    "no tests"))
    return "\n".join(lines), pct


def main(argv):
    if "--no-run" not in argv:
        run_mutmut()
    text, _ = report(statuses(), "--survivors" in argv)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""A Regicide table companion (the engine, no device) started with its first enemy turned up,
for the companion's rules and mutant tests."""
from shared_rules.compat import english
from shared_rules.regicide.companion import TableCompanion


def started(players=2, enemy="JD", **kw):
    t = TableCompanion(players, **kw)
    t.reveal(enemy)
    return t


def said(lines):
    """The companion's instructions (refusals: shared_rules/compat.py) as English lines."""
    return [english(line) for line in lines]

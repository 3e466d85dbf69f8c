"""What the Regicide modes' language tests share (issue 38): the codes of the engine's
refusals and instructions, read from its source."""
import re

from shared_rules.regicide import rules as R
from tests.support.catalogues import ROOT


def engine_codes(path):
    """The codes of the refusals and instructions a module of the engine makes (`Refused`,
    `refuse`, `_need`'s and `_lose`'s first string, its parts joined)."""
    with open("%s/%s" % (ROOT, path), encoding="utf-8") as f:
        code = f.read()
    found = []
    for m in re.finditer(r'\b(?:Refused|refuse|_need\([^,]+,|_lose)\(?\s*((?:\s*"(?:[^"\\]|\\.)*")+)',
                         code):
        found.append("".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))))
    return found


def game_codes():
    """Every code the full game's engine can give the solo screens: its refusals, the rules'
    (a play's reason after "illegal play: ", a yield's) and the reasons a game is lost."""
    plays = engine_codes("shared_rules/regicide/rules.py")
    start = plays.index("a play needs at least one card")
    codes = ["illegal play: " + c for c in plays[start:start + 7]] + plays[start + 7:]
    codes += engine_codes("shared_rules/regicide/game.py") + list(R.LOSSES)
    return codes

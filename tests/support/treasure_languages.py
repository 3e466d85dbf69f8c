"""What the Kings and Treasures modes' language tests share (issue 38): the engine's refusal
codes read from its source, and a game played in a language with four-letter seat names."""
import ast

from tests.support import language_check
from tests.support.catalogues import ROOT
from tests.support.firmware_script import Driver

REASONS = "treasure_reasons"  # the refusals' and the Hint's catalogue, read for one alone
ENGINE = ("shared_rules/treasure/why.py", "shared_rules/treasure/powers.py",
          "shared_rules/treasure/game.py", "shared_rules/treasure/moves.py")


def refusal_codes(paths=ENGINE):
    """The code of every refusal the Kings and Treasures engine gives (`refuse("…", …)`,
    powers.py's `_refused("…", …)`), read from its source (`paths`)."""
    codes = []
    for path in paths:
        with open("%s/%s" % (ROOT, path), encoding="utf-8") as f:
            tree = ast.parse(f.read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in (
                    "refuse", "_refused") and isinstance(node.args[0], ast.Constant):
                codes.append(node.args[0].value)
    return codes


NAMES = ["Anna", "Bo", "Cleo", "Dag"]  # four letters, the longest name: "Anna: play"


class NamedDriver(Driver):
    """A Driver that also plays a function of the driver (pico_games' interactive games), its
    seats named `NAMES` from the start and again after each reboot."""

    def run(self, steps):
        if callable(steps):
            self.app.settings["names"] = list(NAMES)
            steps(self)
            return self.snaps
        for step in steps:
            Driver.run(self, [step])
            if step == "reboot":
                self.app.settings["names"] = list(NAMES)
        return self.snaps


def playing(lang, game):
    """(every string drawn, the driver) of `game(driver)` played in `lang`."""
    driver = language_check.Driver
    language_check.Driver = NamedDriver
    try:
        return language_check.played(lang, game)
    finally:
        language_check.Driver = driver

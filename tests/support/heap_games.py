"""Every device mode's scripted game (the firmware tests' own scripts), recorded frame by
frame for the heap budgets (host_tools/heap_budget.py, tests/firmware/test_heap_budget.py).

CPython only: the scripts that choose moves from the position (Kings and Treasures, the King
table, the Regicide team) run here, and `Recorder` keeps what the MicroPython player needs:
`lines` (`f MASK N` runs of frames, `s NAME` snaps, `r` reboots, `h` back to the game menu
between two games of a soak).
"""
from tests.support.firmware_script import Driver, whole_game
from tests.support.memory_files import MemoryFiles


class Recorder(Driver):
    """The tests' Driver, writing down every frame's buttons as it plays them."""

    def __init__(self, files=None):
        Driver.__init__(self, files)  # (files: a language's settings, firmware_script.in_language)
        self.lines = []

    def frame(self, mask):
        last = self.lines[-1] if self.lines else ""
        if last.startswith("f %d " % mask):
            self.lines[-1] = "f %d %d" % (mask, int(last.split()[2]) + 1)
        else:
            self.lines.append("f %d 1" % mask)
        Driver.frame(self, mask)

    def next_game(self):
        """Back to the game menu as a long B and its Confirm leave a game (`App.home`), the
        saves put aside (a new, empty store): the next game's script finds the menu as it is
        at boot. One frame builds the menu; then the clock starts again from 0, as the
        script's did from boot (deals are seeded from the clock). The player's `h`."""
        self.lines.append("h")
        self.app.home()
        self.files = MemoryFiles()
        self.app.files = self.files
        Driver.frame(self, 0)
        self.now = 0

    def run(self, steps):
        for step in steps:
            if step.startswith("snap "):
                self.lines.append("s " + step[5:])
            elif step == "reboot":
                self.lines.append("r")
            Driver.run(self, [step])
        return self.snaps


def king_sheet(d):
    d.run(whole_game())


def king_table(d):
    """A whole refereed King game: the table's ten deals entered card by card."""
    from tests.support.king_table_script import mirror, start, table_game
    d.run(start())
    mirror(d, table_game(0))
    d.run(["snap end"])


def treasure_vs_bots(d):
    """The golden game's set-up (complete level, three seats, the person in seat 1), played
    to the end with the Hint's move every turn."""
    from shared_rules.treasure import bot as treasure_bot
    from tests.support.treasure_bots_script import play_to_end, start_steps
    d.run(start_steps(2, 3, (0,)))
    play_to_end(d, lambda state: treasure_bot.choose(state.view(state.turn)))
    d.run(["A", "snap scores", "B", "B", "snap menu"])


def treasure_vs_hard_bot(d):
    """Two seats, complete level: the person against a Hard bot, whose look three rounds deep
    (and its own module, shared_rules/treasure/stops.py) is in RAM with the game's."""
    from shared_rules.treasure import bot as treasure_bot
    from tests.support.treasure_bots_script import play_screen, play_to_end, start_steps
    steps = start_steps(2, 2, (0,))
    d.run(steps[:-2] + ["R"] + steps[-2:])  # Right on the bot's line: Normal -> Hard
    assert play_screen(d).game.levels[1] == 2  # (the bot module's LEVELS: Hard)
    play_to_end(d, lambda state: treasure_bot.choose(state.view(state.turn)))
    d.run(["A", "snap scores", "B", "B", "snap menu"])


def regicide_team(d):
    """Three seats, the third a bot, played out to the end."""
    from tests.support.regicide_team_script import play_out, setup
    d.run(setup(3, [2]))
    play_out(d)
    d.run(["snap end"])


def _pico(name):
    def game(d):
        from tests.support import pico_games
        pico_games.MODES[name](d)
    game.__name__ = name
    return game


# The first five are the games played on the emulated Pico (tests/pico/test_pico_games.py).
MODES = {"king_sheet": king_sheet, "king_vs_bots": _pico("king_vs_bots"),
         "king_table": king_table, "treasure_referee": _pico("treasure_referee"),
         "treasure_vs_bots": treasure_vs_bots, "treasure_vs_hard_bot": treasure_vs_hard_bot,
         "regicide_companion": _pico("regicide_companion"),
         "regicide_solo": _pico("regicide_solo"), "regicide_team": regicide_team}

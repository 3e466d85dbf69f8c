"""The eight modes' scripted games as the emulated Pico's tests play them (each mode's steps
recorded on the host first: `Recorder`, `MODES`), and why they cannot run here (`MISSING`)."""
from firmware.treasure.notices import End
from host_tools.pico import firmware_files
from shared_rules.rng import Random
from tests.support import modes_frames
from tests.support import treasure_bots_script
from tests.support.firmware_script import Driver, whole_game
from tests.support.regicide_firmware_script import solo_game, two_player_game
from tests.support.treasure_firmware_script import choose, play, state_of


MISSING = firmware_files.problem() or firmware_files.node_module_problem()


class Recorder(Driver):
    """The host's Driver, keeping every step it was given: interactive scripts (the
    Kings and Treasures game chooses its moves from the position) become a flat list."""

    def __init__(self, files=None):
        Driver.__init__(self, files)
        self.steps = []

    def run(self, steps):
        self.steps += list(steps)
        return Driver.run(self, steps)


def king_sheet(d):
    d.run(whole_game())


def king_vs_bots(d):
    """The parity script's opening (tests/parity/firmware_kingplay.py): a deal, tricks with
    the bots, a refused card, B, a reboot and Resume, more tricks."""
    d.run(["wait 1600", "D", "A", "D", "A", "snap kingplay_deal", "wait 1000",
           "snap kingplay_turn"])
    for i in range(30):
        d.run(["A"] + (["snap a%d" % i] if i % 6 == 0 else []))
    d.run(["L", "L", "A", "snap kingplay_pressed", "B", "snap menu_resume", "reboot",
           "wait 1600", "A", "snap kingplay_resumed"])
    for i in range(30):
        d.run(["A"] + (["snap b%d" % i] if i % 10 == 0 else []))


def treasure_referee(d):
    """tests/parity/firmware_treasure.py's game: deal, random legal moves (seed 3) with
    every power's choice, passes, the end."""
    d.run(["wait 1600", "A", "A", "R", "D", "R*2", "D", "snap setup", "A", "snap deal", "A",
           "snap kings", "A", "snap turn"])
    s = state_of(d)
    rng = Random(3)
    seen = {}
    while not isinstance(d.app.top(), End):
        move = choose(s, rng)
        key = move.split()[1].split("=")[0] if " " in move else move if move == "pass" else ""
        play(d, s.copy(), move, key not in seen)
        seen[key] = 1
    d.run(["snap end", "A", "snap end_board", "B", "snap menu_resume"])


def regicide_companion(d):
    two_player_game(d)  # it presses on `d` itself: the card grid's presses follow its cursor


def regicide_solo(d):
    d.run(solo_game())


def king_table(d):
    modes_frames.king_referee(d)  # the golden frames' run (tests/golden/modes/kingref_*)


def regicide_team(d):
    modes_frames.regicide_team(d)  # tests/golden/modes/regiteam_*


def treasure_vs_bots(d):
    treasure_bots_script.golden_game(d)  # tests/golden/treasure_bots/


MODES = {"king_sheet": king_sheet, "king_vs_bots": king_vs_bots,
         "treasure_referee": treasure_referee, "regicide_companion": regicide_companion,
         "regicide_solo": regicide_solo, "king_table": king_table,
         "regicide_team": regicide_team, "treasure_vs_bots": treasure_vs_bots}

"""The scripted runs of the King table referee and the Regicide team game whose frames are
kept: golden PNGs in tests/golden/modes/ (CPython) and the parity script (MicroPython).

Runs under CPython and MicroPython. Regenerate the PNGs after an intended screen change (then
look at them): `.venv/bin/python -m tests.golden.test_firmware_modes_golden --update`.
"""
from tests.support.firmware_script import Driver


def _enter(d, tokens):
    from shared_rules import cards as C
    from tests.support.king_table_script import card_keys
    for t in tokens.split(" "):
        d.run(card_keys(d.app.top(), C.parse(t)))


def king_referee(d=None):
    """Deal 1 refereed from a dealt game, a revoke proven in deal 2 and rolled back, Undo,
    a reboot and Resume (on a new Driver, or `d`: one that also records the steps)."""
    from tests.support.king_table_script import mirror, start, table_game
    d = d or Driver()
    d.run(start()[:-2] + ["snap kingref_setup"] + start()[-2:] + ["snap kingref_first"])
    snaps = {(1, 1, 1): "kingref_follow", (1, 1, 2): "kingref_follow2",
             (1, 2, 0): "kingref_trick_won", (1, 5, 3): "kingref_last_card",
             (1, "end"): "kingref_deal_table"}
    mirror(d, table_game(0), deals=1, snaps=snaps)
    d.run(["B", "snap kingref_hub", "A"])
    _enter(d, "2H 3H 4H 5H")  # P2 leads a heart in the no-hearts deal; P1 takes it
    _enter(d, "2S")
    d.run(["snap kingref_before_fault"])
    _enter(d, "3S")  # P2 plays a spade: it held one when it led the heart
    d.run(["snap kingref_fault", "D", "snap kingref_fault_keep", "U", "A",
           "snap kingref_rolled_back", "B", "snap kingref_hub_undo", "D", "A",
           "snap kingref_undone", "B", "B", "snap kingref_menu_resume", "reboot",
           "wait 1600", "A", "snap kingref_resumed"])
    return d


def regicide_team(d=None):
    """Three seats (P3 a bot): the setup, the hand-over, a hand, a hint, the bot's move, ten
    more steps, the pause menu, a reboot and Resume (on a new Driver, or `d`)."""
    from tests.support.regicide_team_script import TAKE, play_out, setup
    d = d or Driver()
    d.run(setup(3, [2])[:-2] + ["snap regiteam_setup"] + setup(3, [2])[-2:])
    d.run(["snap regiteam_handover"] + TAKE + ["snap regiteam_hand", "D", "R*2", "A",
           "snap regiteam_hint", "A", "snap regiteam_hinted"])
    d.run(["U", "L", "A", "D", "A"])  # the hinted cards again (one off, one on), Play
    snaps = {"message": "regiteam_news", "handover": "regiteam_pass", "bot": "regiteam_bot"}
    play_out(d, snaps=snaps, stop=12)
    d.run(["snap regiteam_later"])
    # B: the pause menu (its Undo line names the last person's move), B again: the game menu
    d.run(["B", "snap regiteam_paused", "B", "snap regiteam_menu_resume", "reboot",
           "wait 1600", "A", "snap regiteam_resumed"])
    return d


SCRIPTS = (king_referee, regicide_team)

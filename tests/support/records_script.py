"""The Records screens driven by buttons over a few recorded games (issue 39): the frames the
golden test keeps and the parity script prints, the same under CPython and MicroPython."""
from firmware import records
from menu import records_screen
from tests.support.firmware_script import Driver

# A King game's ten deals (six negative deals summing to -1300, four positive to +1300)
KING_DEALS = [[-100, -50, -25, -25], [-40, -80, -40, -40], [-100, -50, -50, -50],
              [-60, -60, 0, 0], [-160, 0, 0, 0], [-20, -20, -60, -270],
              [150, 125, 0, 50], [100, 75, 75, 75], [225, 0, 50, 50], [100, 100, 100, 25]]


def games():
    """Four finished games and one given up, oldest first."""
    return [records.record("king", "sheet", ("Ann", "Ben", "Cai", "Dan"), {"deals": KING_DEALS},
                           date="2026-12-01 20:15"),
            records.record("regicide", "solo", ["Ann"],
                           {"won": True, "defeated": 12, "grade": "silver"}),
            records.record("treasure", "vs_bots", ["Ann", "Bot 1"],
                           {"scores": [31, 40], "winners": [1]}, bots=[1]),
            records.record("king", "vs_bots", ("Ben", "Bot 1", "Bot 2", "Bot 3"),
                           {"deals": KING_DEALS[:3]}, bots=[1, 2, 3], over=False),
            records.record("king", "referee", ("Ben", "Ann", "Cai", "Dan"),
                           {"deals": KING_DEALS}, date="2026-12-04 21:40")]


def driven():
    """(the Driver, its snaps): the list, a King game's detail and chart, a player's pages,
    a game deleted and undone."""
    d = Driver()
    d.run(["wait 1600"])
    for rec in games():
        records.append(d.files, rec)
    records_screen.open_records(d.app)
    d.run(["wait 40", "snap records_list", "D*2", "A", "snap records_detail", "A",
           "snap records_chart", "B", "B", "U*2", "A", "snap records_players", "A",
           "snap records_player_king", "R", "snap records_player_regicide", "B", "B",
           "D*2", "A", "D", "R", "A", "snap records_deleted", "A",
           "snap records_undone"])
    return d, d.snaps

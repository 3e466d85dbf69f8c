# King vs bots driven by buttons through the real firmware: a game from the King menu, your
# cards, a refused card, the auction menus, deal summaries, a reboot and Resume; every kept
# frame printed as hex, and the position at the end.
from tests.support.firmware_script import Driver, print_frames


def steps():
    s = ["wait 1600", "D", "A", "D", "A", "snap kingplay_deal", "wait 2500", "snap kingplay_turn"]
    for i in range(60):
        s += ["A"]
        if i % 6 == 0:
            s += ["snap a%d" % i]
    s += ["L", "L", "A", "snap kingplay_pressed"]
    s += ["B", "snap menu_resume", "reboot", "wait 1600", "A", "snap kingplay_resumed"]
    for i in range(240):
        s += ["A"]
        if i % 20 == 0:
            s += ["snap b%d" % i]
    return s


driver = Driver()
snaps = driver.run(steps())
print_frames(driver, snaps)
top = driver.app.top()
game = getattr(top, "game", None)
if game is not None:
    print("deal", game.deal_index + 1, "totals", game.totals(), "history", len(game.history))

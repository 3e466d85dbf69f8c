"""Scripted button steps for the Regicide table companion (tests, parity, screenshots).

Plain steps for `tests.firmware_script.Driver`; runs under CPython and MicroPython.
"""
RANKS = "A23456789TJQK"
SUIT_KEYS = {"S": "U", "H": "R", "D": "D", "C": "L"}


def card(token):
    """CardPicker steps for one card (`JD`, `TC`): rank from the 7 (Up/Down jump 4), A, suit."""
    diff = RANKS.index(token[0]) - 6
    steps = []
    if diff >= 4:
        steps.append("U*%d" % (diff // 4))
        diff -= 4 * (diff // 4)
    elif diff <= -4:
        steps.append("D*%d" % (-diff // 4))
        diff += 4 * (-diff // 4)
    if diff > 0:
        steps.append("R*%d" % diff)
    elif diff < 0:
        steps.append("L*%d" % -diff)
    return steps + ["A", SUIT_KEYS[token[1]]]


def cards(text):
    """Steps on a CardList just opened (picker on top): each card, then Done."""
    steps = []
    for i, token in enumerate(text.split("+")):
        if i:
            steps += ["D", "A"]  # Add a card
        steps += card(token)
    return steps + ["A"]  # Done (the cursor is on it after a card)


def open_companion(players, snaps=False):
    """Boot, Regicide > Table companion, the number of players, Start (no save yet)."""
    s = ["wait 1600", "D*2", "A", "snap regicide_modes", "A", "snap regicide_setup"]
    s += ["A"] * (players - 1) + ["D", "A", "snap regicide_status_reveal"]
    return s if snaps else [x for x in s if not x.startswith("snap")]


def two_player_game():
    """docs/regicide.md's example at the table, with a refused play, a yield and a reboot."""
    s = open_companion(2, snaps=True)
    s += ["A"] + card("JD")[:-1] + ["snap regicide_reveal_picker"] + card("JD")[-1:]
    s += ["snap regicide_enemy", "A", "snap regicide_status_play"]
    s += ["A"] + card("AC") + ["snap regicide_card_list", "D", "A"] + card("8D") + ["A",
                                                                                      "snap regicide_after_play", "A"]
    s += ["snap regicide_status_pay", "A"] + card("9S") + ["D", "A"] + card("3H") + [
        "snap regicide_payment", "A", "A"]
    # seat 1: 4S+4H+4D is refused with the engine's reason, then 2S kills JD exactly.
    s += ["A"] + cards("4S+4H+4D") + ["snap regicide_refused", "A", "D*2", "A", "A", "A", "B"]
    s += ["A"] + cards("2S") + ["snap regicide_exact_kill", "A", "A"]
    s += ["A"] + card("JS") + ["A"]
    # seat 1 plays again; yields; JS attacks for 10: seat 1 pays TC.
    s += ["D", "A", "snap regicide_yield"]
    s += ["A", "A"] + cards("TC") + ["A", "snap regicide_after_pay"]
    s += ["B", "snap regicide_menu_resume", "reboot", "wait 1600", "A", "snap regicide_resumed"]
    return s


def solo_game():
    """Solo: a new deal, the Hint and its play, a payment by hint, a refused yield, a flip,
    B and Resume after a reboot."""
    s = ["wait 1600", "D*2", "A", "D", "snap solo_modes", "A", "snap solo_deal"]
    s += ["D", "R*3", "A", "snap solo_hint", "A", "snap solo_hinted", "A", "snap solo_played"]
    s += ["A", "D", "R*2", "A", "snap solo_pay_hint", "A", "snap solo_paying", "A",
          "snap solo_after_pay"]
    s += ["D", "R", "A", "snap solo_yield_refused", "A", "R", "A", "snap solo_flipped"]
    s += ["B", "reboot", "wait 1600", "A", "snap solo_resumed"]
    return s

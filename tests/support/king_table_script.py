"""Button steps for the King table referee (tests, parity, screenshots).

A dealt game (`new_game`, bots in every seat) stands for the real table: its auction
outcomes and cards are entered on the device as a table would, button by button. Runs under
CPython and MicroPython (the parity script uses it).
"""
from firmware.ui import card_cross
from firmware.buttons import A, DOWN, LEFT, RIGHT, UP
from shared_rules.king.points import CONTRACTS
from firmware.king.sheet_entry import (BID_ORDER, KEPT, PLUS_CONTRACTS, ULTIMATUM_BIDS,
                                      last_contract)
from shared_rules.king.game import new_game
from shared_rules.king.rules import OVER, PLAY

KEY_STEPS = {UP: "U", DOWN: "D", LEFT: "L", RIGHT: "R", A: "A"}
OPEN = ["wait 1600", "D", "A", "D*2", "A"]  # King > Table referee: the setup menu


def start(first_dealer=0):
    """From boot: the setup, the first dealer, Start (the first deal's table opens)."""
    s = list(OPEN)
    if first_dealer:
        s += ["A", "D*%d" % first_dealer, "A"]
    return s + ["D", "A"]


def menu(index):
    return (["D*%d" % index] if index else []) + ["A"]


def auction_steps(entry, auctioneer, last_contract):
    """The sheet's screens for an auction outcome: the outcome list ("Sold to" a buyer, or
    what the auctioneer kept), then the bid and contract screen or the contract menu.
    `last_contract(allowed)` is the sheet's contract offered first (`king_sheet_entry.last_contract`)."""
    decision = entry["decision"]
    buyers = [(auctioneer + n) % 4 for n in (1, 2, 3)]
    if decision == "accept":
        s = menu(buyers.index(entry["buyer"]))
    else:  # the list wraps round: the shorter way
        kept = [d for d, _ in KEPT]
        down = 3 + kept.index(decision)
        up = len(kept) - kept.index(decision)  # (the 52-card list, 4-3-3 in it)
        s = ["U*%d" % up, "A"] if up < down else menu(down)
    if decision == "4-3-3":
        return s
    if decision in ("accept", "ultimatum_taken"):
        if decision == "ultimatum_taken":
            s += menu([x for x in range(4) if x != auctioneer].index(entry["buyer"]))
        bids = ULTIMATUM_BIDS if decision == "ultimatum_taken" else BID_ORDER
        up = (bids.index(entry["bid"]) - bids.index(bids[2])) % len(bids)  # from the lowest +
        s += ["U*%d" % up] if up else []
        if entry["bid"][0] == "+":
            start = PLUS_CONTRACTS.index(last_contract(PLUS_CONTRACTS))
            right = (PLUS_CONTRACTS.index(entry["contract"]) - start) % len(PLUS_CONTRACTS)
            s += ["R*%d" % right] if right else []
        return s + ["A"]
    keys = list(CONTRACTS)
    start = keys.index(last_contract(keys))
    return s + menu((keys.index(entry["contract"]) - start) % len(keys))


def card_keys(screen, card):
    """The presses that play `card` on the table screen's card cross, from its first group."""
    node = screen.group()
    keys = []
    while True:
        for k, entry in card_cross.places(node).items():
            if entry == card:
                return keys + [KEY_STEPS[k]]
            if not isinstance(entry, int) and card in entry[1]:
                keys.append(KEY_STEPS[k])
                node = entry
                break
        else:
            raise ValueError("card %d is not offered" % card)


def table_game(seed, options=None):
    """The table's own game: dealt from `seed` with the first dealer 0, bots in every seat."""
    return new_game(seed, options, 0)


def _keeper(d):
    for screen in d.app.stack:
        if getattr(screen, "keeper", None) is not None:
            return screen.keeper
    raise AssertionError("no sheet menu on the screen")


def auction_entry(game):
    """The score-sheet entry of a finished auction (tricks left out)."""
    return game.auction.entry([0, 0, 0, 0])


def mirror(d, game, deals=10, snaps=None, presses=None):
    """Play `game` (bots) and enter it on the device `d` until `deals` deals are done.

    `presses` (a list) gets (the deal's kind, the presses) of each complete trick; `snaps` maps (deal, trick,
    cards in the trick) to a snapshot name taken before that card is entered."""
    from firmware.king.referee import PlayTable
    from shared_rules.king import bot as king_bot
    trick_presses = 0
    while game.phase != OVER and game.deal_index < deals:
        seat = game.current_player()
        if game.phase != PLAY:
            deal = game.deal_index
            auctioneer = game.dealer
            while game.phase != PLAY and game.phase != OVER and game.deal_index == deal:
                game.apply(king_bot.choose(game.view(game.current_player())))
            sheet = _keeper(d).sheet

            def played_last(allowed):
                return last_contract(sheet, allowed)
            if game.deal_index == deal and game.phase == PLAY:
                d.run(auction_steps(auction_entry(game), auctioneer, played_last))
            else:  # a 4-3-3: not played; the totals, then the next deal
                d.run(auction_steps(game.last_deal["entry"], auctioneer, played_last) + ["A"])
            continue
        card = king_bot.choose(game.view(seat))
        key = (game.deal_index + 1, len(game.history) + 1, len(game.trick))
        if snaps and key in snaps:
            d.run(["snap " + snaps[key]])
        top = d.app.top()
        if not isinstance(top, PlayTable):
            raise AssertionError("no card table on the screen: %r" % top)
        keys = card_keys(top, card)
        trick_presses += len(keys)
        d.run(keys)
        deal = game.deal_index
        game.apply(card)
        if not game.trick:
            if presses is not None:
                presses.append((game.kinds[deal], trick_presses))
            trick_presses = 0
        if game.deal_index != deal or game.phase == OVER:
            if snaps and (deal + 1, "end") in snaps:
                d.run(["snap " + snaps[(deal + 1, "end")]])
            d.run(["A"])  # the score table: A goes on to the next deal
    return game

"""A positive deal's start at the King table: the auction's outcome, as the sheet's screens
enter it, turned into the engine's auction moves and applied, then the deal's play. Imported
for the deal's start alone (`compat.import_once`), given the referee
(`firmware/king/referee.py`'s Referee), never importing it.
"""
from shared_rules.compat import import_once
from shared_rules.king.points import BIDS
from firmware.ui import widgets as ui


def auction_moves(entry, auctioneer):
    """The engine's auction moves for an outcome entered as on the score sheet.

    The table enters who bought at which bid (or the auctioneer's decision), not every bid:
    the referee plays the shortest bidding that ends that way (the other seats pass, the
    seats after a +8's bidder are not asked; a rejected bid or a declined ultimatum is a +1
    bid by the auctioneer's left)."""
    decision = entry["decision"]
    seats = [(auctioneer + i) % 4 for i in (1, 2, 3)]
    if decision in ("no_bids", "4-3-3"):
        return ["pass"] * 3 + ["4-3-3" if decision == "4-3-3" else entry["contract"]]
    if decision in ("accept", "ultimatum_taken"):
        buyer = entry["buyer"]
        price = BIDS.index(entry["bid"])
        if decision == "ultimatum_taken":
            if price == 0:
                raise ValueError("an ultimatum names a bid above the best bid: it cannot be +1")
            bid = BIDS[price - 1]
        else:
            bid = entry["bid"]
        moves = [bid if s == buyer else "pass" for s in seats]
        if bid == BIDS[-1]:  # after a +8 only a seat before its bidder may bid: they passed
            moves = moves[:seats.index(buyer) + 1]
        if decision == "accept":
            moves.append("accept")
        else:
            moves += ["ultimatum " + entry["bid"], "take"]
        return moves + [entry["contract"]]
    moves = ["+1", "pass", "pass"]
    if decision == "reject":
        moves.append("reject")
    else:
        moves += ["ultimatum +2", "decline"]
    return moves + [entry["contract"]]


def begin(ref, app, i, entry):
    """The auction's outcome as engine moves, from the deal's table (`PlayTable.tick`): the
    play begins; refused as a whole if the engine says no (back on the sheet menu, the reason
    shown); a 4-3-3 is declared, not played: the deal's totals."""
    count = len(ref.moves)
    try:
        for m in auction_moves(entry, ref.sheet.dealer(i)):
            ref.add_move(m)
    except (ValueError, KeyError) as e:
        ref.rebuild_from(count)
        app.pop_to(ref.hub)
        app.push(ui.Message(import_once("firmware.wording").said(app, e.args, ref.names)))
        return
    ref.steps.push({"k": len(ref.sheet.entries), "moves": count,
                    "faults": len(ref.faults)})
    if ref.deal() != i:  # 4-3-3: the deal is over
        ref.finish_deal(app, i, [])
        return
    problem = ref.save(app)
    if problem:
        app.push(ui.Message(problem))
    app.redraw()

"""The King referee's replays, rare on a board: a position loaded with the current deal's
checks rebuilt (`KingReferee.from_dict`), and a roll-back to the start of a trick
(`KingReferee.rollback`, the host referee's). Imported for the step alone
(`compat.import_once`); the referee is `shared_rules/king/referee.py`.
"""
from shared_rules.king.game import King


def load(cls, d):
    """A referee at position `d` (hands null), with the current deal's checks rebuilt."""
    game = King.from_dict(d)
    if game.hands is not None:
        raise ValueError("the referee follows a table with unknown hands (hands null)")
    n = game.deal_index
    ref = cls(game=King.table_at_deal(game.options, game.first_dealer, n + 1,
                                      [s[:n] for s in game.scores]))
    for move in deal_moves(game):
        ref.apply(move)
    return ref


def rollback(ref, deal, trick):
    """Go back to the start of trick `trick` (1-based) of deal `deal` (current or previous)."""
    for i in range(len(ref._deals)):
        number, scores, moves = ref._deals[i]
        if number == deal:
            break
    else:
        raise ValueError("deal %d cannot be rolled back (only the last two deals)" % deal)
    game = King.table_at_deal(ref.game.options, ref.game.first_dealer, number, scores)
    auction_moves = len(moves)
    for j in range(len(moves)):
        if isinstance(moves[j], int):
            auction_moves = j
            break
    keep = auction_moves + 4 * (trick - 1)
    if trick < 1 or keep > len(moves):
        raise ValueError("deal %d has no trick %d yet" % (deal, trick))
    older = ref._deals[:i]
    ref.game = game
    ref._deals = older
    ref.violations = [v for v in ref.violations
                      if v["deal"] < deal or (v["deal"] == deal and v["trick"] < trick)]
    kept = list(ref.violations)
    ref._begin_deal()
    for m in moves[:keep]:
        ref.apply(m)
    ref.violations = kept


def deal_moves(game):
    """The moves of `game`'s current deal so far, in order (auction moves, then card codes)."""
    moves = game.auction.replay_moves() if game.auction is not None else []
    for t in game.history:
        moves.extend(t[1:])
    moves.extend(game.trick)
    return moves

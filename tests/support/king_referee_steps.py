"""The King table referee at a chosen deal, for the rules tests: a referee at the start of deal N
(`referee_at`) and a deal's moves entered into it (`enter`)."""
from shared_rules.king.game import King
from shared_rules.king.referee import KingReferee
from shared_rules.king.points import deal_total


def referee_at(deal, dealer=0, options=None):
    """A referee at the start of deal `deal`, hands unknown."""
    kinds = King(options).kinds
    scores = [[deal_total(k, options) if seat == 0 else 0 for k in kinds[:deal - 1]]
              for seat in range(4)]
    return KingReferee(game=King.table_at_deal(options, (dealer - deal + 1) % 4, deal, scores))


def enter(ref, *tokens):
    found = []
    for t in tokens:
        found.extend(ref.apply(t))
    return found

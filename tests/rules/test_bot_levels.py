"""The bots' levels (issue 40): one call in every game, `bot.choose(view, level)`; Easy makes a
beginner's mistakes (never a random-looking move) and loses clearly to Normal; Normal is the
bot as it was. The ladder's full figures: bench/levels.py (`make bench`), docs/bots.md.
"""
import pytest

from shared_rules.cards import parse, parse_list
from shared_rules.king import bot as king_bot
from shared_rules.king.game import new_game as king_game
from shared_rules.king.rules import BID, CONTRACT, DECIDE, PLAY, card_strength
from shared_rules.regicide import bot as regicide_bot
from shared_rules.regicide import bot_easy as regicide_easy
from shared_rules.regicide import game as regicide
from shared_rules.regicide.rules import FLIP, PAY, PHASE_PAY, PHASE_PLAY, PLAY as R_PLAY, value
from shared_rules.treasure import bot as treasure_bot
from shared_rules.treasure import bot_easy as treasure_easy
from shared_rules.treasure import game as treasure
from shared_rules.treasure.game import card_score
from shared_rules.treasure.moves import cell_name
from tests.support import bot_ladder
from tests.support.regicide_util import game as regicide_game

BOTS = (king_bot, regicide_bot, treasure_bot)


def test_every_game_offers_the_same_three_levels():
    for bot in BOTS:
        assert bot.LEVELS == ("easy", "normal", "hard")


def test_a_level_no_bot_has_is_refused_with_its_reason():
    views = (king_game(1).view(0), regicide.new_game(1).view(0),
             treasure.new_game(1, players=2).view(0))
    for bot, view in zip(BOTS, views):
        with pytest.raises(ValueError, match="no bot level 'expert'"):
            bot.choose(view, "expert")


def _king_decisions(seeds, level="normal"):
    for seed in seeds:
        game = king_game(seed)
        while not game.is_terminal():
            view = game.view(game.current_player())
            yield view
            game.apply(king_bot.choose(view, level))


def test_normal_is_the_bot_without_a_level():
    for view in _king_decisions((5,)):
        assert king_bot.choose(view, "normal") == king_bot.choose(view)


def _longest_trump(hand):
    counts = [sum(1 for c in hand if c & 3 == s) for s in range(4)]
    return "trump " + "SHDC"[counts.index(max(counts))]


def test_an_easy_king_bot_errs_as_a_beginner_does_and_only_so():
    # Every move of Easy that Normal would not make is one of the beginner's: the first legal
    # card, the highest card of the led suit (taking a trick it could have ducked), its best
    # card led in a positive deal, no bid, the right sold, the longest suit as trumps.
    differ = {"first": 0, "high": 0, "auction": 0}
    for view in _king_decisions((21, 22), "easy"):
        easy = king_bot.choose(view, "easy")
        normal = king_bot.choose(view)
        assert easy in view.legal
        if easy == normal:
            continue
        if view.phase == PLAY:
            top = max(view.legal, key=card_strength)
            if easy == view.legal[0]:
                differ["first"] += 1
            else:
                assert easy == top, (view.trick, view.legal, easy)
                assert (view.trick and view.trick[0] & 3 == easy & 3) or view.kind == "positive"
                differ["high"] += 1
        else:
            differ["auction"] += 1
            assert (view.phase, easy) in ((BID, "pass"), (DECIDE, "accept"),
                                          (CONTRACT, _longest_trump(view.hand))) \
                or easy == "decline"
    assert differ["first"] >= 5 and differ["high"] >= 20 and differ["auction"] >= 1, differ


def test_an_easy_regicide_bot_pays_with_its_lowest_cards_none_of_them_needless():
    hand = parse_list("AS 2S 3H 9D KC".split())
    assert regicide_easy.pay_lowest(hand, 5) == tuple(sorted(parse_list(["2S", "3H"])))
    assert regicide_easy.pay_lowest(hand, 4) == tuple(sorted(parse_list(["2S", "3H"])))  # A♠ needless
    assert regicide_easy.strongest(parse_list("5S JH 9D".split())) == parse("JH")


def test_an_easy_regicide_bot_errs_as_a_beginner_does_and_only_so():
    # Easy's own moves: its strongest single card, the first card of its hand, or the lowest
    # cards paid; every one legal.
    differ = 0
    for seed in range(6):
        g = regicide.new_game(600 + seed, players=1 + seed % 2)
        while not g.is_terminal():
            view = g.view(g.turn)
            easy = regicide_bot.choose(view, "easy")
            assert easy in g.legal_moves()
            if easy != regicide_bot.choose(view):
                differ += 1
                if view.phase == PHASE_PLAY:
                    assert easy[0] == R_PLAY and len(easy) == 2
                    assert easy[1] in (view.hand[0], regicide_easy.strongest(view.hand))
                else:
                    assert view.phase == PHASE_PAY and easy[0] == PAY
                    assert easy[1:] == regicide_easy.pay_lowest(view.hand, view.owed)
            g.apply(easy)
    assert differ >= 5


def test_an_easy_kings_and_treasures_bot_errs_as_a_beginner_does_and_only_so():
    # Easy's own moves: the first destination, the card worth most to itself at once, or the
    # Normal bot's destination with its power left unused.
    kinds = {"first": 0, "greedy": 0, "power": 0}
    for seed in range(8):
        state = treasure.new_game(700 + seed, players=2 + seed % 3, level="complete")
        while not state.is_terminal():
            view = state.view(state.turn)
            easy = treasure_bot.choose(view, "easy")
            normal = treasure_bot.choose(view)
            if easy != normal:
                moves = state.legal_moves()
                assert easy in moves
                cells = [c for c in range(49) if cell_name(c) in moves]  # in cell order
                if normal.split()[0] == easy:
                    kinds["power"] += 1
                elif easy == cell_name(cells[0]):
                    kinds["first"] += 1
                else:
                    assert easy == cell_name(treasure_easy.greedy_cell(view, cells))
                    kinds["greedy"] += 1
            state.apply(easy)
    assert kinds["first"] >= 3 and kinds["greedy"] >= 20 and kinds["power"] >= 1, kinds


def test_greedy_cell_takes_the_card_worth_most_to_the_seat():
    state = treasure.new_game(3, players=2, level="complete")
    view = state.view(state.turn)
    cells = state.destinations()
    best = treasure_easy.greedy_cell(view, cells)
    suit = view.seats[view.seat]

    def worth(c):
        code = view.board[c]
        return 0 if code & 64 or code == 56 else card_score(code, suit, view.level)
    assert worth(best) == max(worth(c) for c in cells)
    assert best == next(c for c in cells if worth(c) == worth(best))


def test_easy_decides_the_same_from_the_same_seed():
    a = [bot_ladder.treasure_match(s, "easy", "normal") for s in (41, 42)]
    assert a == [bot_ladder.treasure_match(s, "easy", "normal") for s in (41, 42)]


# The ladder in small: on these seeds the direction is certain (bench/levels.py has the
# figures with their intervals on seeds of its own).
def test_easy_loses_to_normal_at_king():
    high, low, shared = bot_ladder.tally(bot_ladder.king_match, range(400000, 400004),
                                         "easy", "normal")
    assert high == 4 and low == 0


def test_easy_loses_to_normal_at_kings_and_treasures():
    high, low, shared = bot_ladder.tally(bot_ladder.treasure_match, range(400000, 400020),
                                         "easy", "normal")
    assert high >= 16 and low <= 4


def test_easy_bots_win_fewer_regicide_games_than_normal_ones():
    seeds = range(400000, 400020)
    easy = sum(bot_ladder.regicide_won(s, "easy") for s in seeds)
    normal = sum(bot_ladder.regicide_won(s, "normal") for s in seeds)
    assert normal >= easy + 6, (easy, normal)


# --- Hard ------------------------------------------------------------------------------------
def _king_trick_view(kind, trick, hand):
    """A seat's view in a deal of `kind` following `trick` (tokens) with `hand` (tokens)."""
    view = king_game(3).view(0)
    view.kind = kind
    view.phase = PLAY
    view.trump = -1
    view.negative_contract = False
    view.trick = parse_list(trick.split())
    view.leader = 1
    view.hand = parse_list(hand.split())
    led = view.trick[0] & 3
    view.legal = sorted(c for c in view.hand if c & 3 == led) or list(view.hand)
    return view


def test_a_hard_king_bot_takes_a_free_trick_last_to_play_and_sheds_its_high_card():
    # Queens deal: no Queen in the trick and none in the hand's winners: the trick costs
    # nothing, so Hard takes it with K♠ (Normal ducks with 3♠ and keeps K♠ for later).
    view = _king_trick_view("queens", "5S 7S 9S", "3S KS 4H 8D")
    assert king_bot.choose(view) == parse("3S")
    assert king_bot.choose(view, "hard") == parse("KS")
    # ... but not a trick that holds a penalty card, nor with a penalty card of its own
    view = _king_trick_view("queens", "5S QS 9S", "3S KS 4H 8D")
    assert king_bot.choose(view, "hard") == parse("3S")
    view = _king_trick_view("hearts", "5H 7H 9H", "3H KH 4S")
    assert king_bot.choose(view, "hard") == parse("3H")
    # ... nor a trick in the deal where every trick costs
    view = _king_trick_view("tricks", "5S 7S 9S", "3S KS 4H 8D")
    assert king_bot.choose(view, "hard") == parse("3S")


def test_a_hard_king_bot_names_the_contract_its_fitted_estimates_favour():
    # Kings and Queens behind Aces: against players who throw their high cards, second and
    # third cards win often, so Hard plays no trump where Normal names its four Diamonds.
    view = king_game(3).view(0)
    view.phase = CONTRACT
    view.hand = parse_list("9S QS 2H QH KH AH 4D 8D QD KD 2C 7C JC".split())
    view.legal = ["negative", "notrump", "trump C", "trump D", "trump H", "trump S"]
    assert king_bot.choose(view) == "trump D"
    assert king_bot.choose(view, "hard") == "notrump"
    # A hand with no safe contract: Hard takes 4-3-3 when it is offered, Normal the negative.
    view.hand = parse_list("6S 9S TS 5H 8H TH 9D TD JD QD 3C 5C QC".split())
    view.legal = ["4-3-3"] + view.legal
    assert king_bot.choose(view) == "negative"
    assert king_bot.choose(view, "hard") == "4-3-3"


def _king_lead_view(kind, hand):
    """A seat's view about to lead in a deal of `kind` with `hand` (tokens), no card played."""
    view = _king_trick_view(kind, "2S", hand)
    view.trick = []
    view.leader = 0
    view.legal = sorted(view.hand)
    return view


def test_a_hard_king_bot_leads_its_shortest_suit_to_be_void_sooner():
    # No tricks: Normal leads 2♠, the card least likely to win; Hard leads its single Club,
    # void at once, to throw its high cards on the others' Club leads.
    view = _king_lead_view("tricks", "2S 3S 4S 6S 8S JS 7C 2H 5H 9H 3D 6D 8D")
    assert king_bot.choose(view) == parse("2S")
    assert king_bot.choose(view, "hard") == parse("7C")
    # Early tricks of the last-two deal: Normal sheds its highest card (A♦), Hard the highest
    # of its shortest suit.
    view = _king_lead_view("last_two", "2S 3S 4S 6S 8S JS 7C 2H 5H 9H 3D 6D AD")
    assert king_bot.choose(view) == parse("AD")
    assert king_bot.choose(view, "hard") == parse("7C")


def test_a_hard_king_bot_discards_from_a_short_suit_when_void():
    # Void in Spades: Normal throws its highest card, K♥ of five Hearts; Hard throws J♦, its
    # single Diamond, void in Diamonds too.
    view = _king_trick_view("tricks", "5S 7S", "2H 3H 4H 9H KH JD 2C 3C 4C")
    assert king_bot.choose(view) == parse("KH")
    assert king_bot.choose(view, "hard") == parse("JD")


def test_a_hard_regicide_bot_pays_to_keep_an_exact_kill():
    # The Jack of Hearts has 10 health left (T♥ on the table, blocked) and attacks for 10.
    # Normal pays with the cards of least keep-value, 4♣ and 8♥, and keeps A♦ 5♦: 6 damage,
    # no kill. Hard plans the hand each payment leaves and pays 5♦ 8♥, keeping A♦ 4♣: the
    # Ace and the Club's double deal 10, an exact kill.
    g = regicide_game([["4C", "5D", "8H", "AD"]], enemy="JH", table=[["TH"]], phase="pay",
                      owed=10)
    view = g.view(0)
    assert regicide_bot.choose(view) == (PAY,) + tuple(sorted(parse_list(["4C", "8H"])))
    hard = regicide_bot.choose(view, "hard")
    assert hard == (PAY,) + tuple(sorted(parse_list(["5D", "8H"])))
    g.apply(hard)
    assert g.phase == PHASE_PLAY and regicide_bot.choose(g.view(0), "hard") == (
        R_PLAY,) + tuple(sorted(parse_list(["AD", "4C"])))
    g.apply(regicide_bot.choose(g.view(0), "hard"))
    assert g.enemy != parse("JH") and parse("JH") == g.tavern[0]  # exact: on the tavern


def test_a_hard_regicide_bot_pays_from_a_hand_of_every_size_with_no_card_needless():
    for hand in ("5S", "2C 3D 4H", "AS 2S 3S 4S 5S 6S 7S 8S"):
        g = regicide_game([hand.split()], enemy="JH", phase="pay", owed=10)
        move = regicide_bot.choose(g.view(0), "hard")
        if move[0] == PAY:
            total = sum(value(c) for c in move[1:])
            assert total >= 10 and all(total - value(c) < 10 for c in move[1:])
        else:
            assert move == (FLIP,)  # 5♠ cannot pay 10
        g.apply(move)  # legal, or the engine refuses it


def test_hard_bots_win_more_regicide_games_than_normal_ones():
    # Solo, 80 fixed seeds (2 s): 46 Normal wins, 58 Hard (docs/bots.md has the figures on
    # seeds never used to set Hard).
    seeds = range(400000, 400080)
    normal = sum(bot_ladder.regicide_won(s, "normal") for s in seeds)
    hard = sum(bot_ladder.regicide_won(s, "hard") for s in seeds)
    assert hard >= normal + 8, (normal, hard)

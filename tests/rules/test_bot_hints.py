"""The Hint's reason (issue 40): for Regicide, King and Kings and Treasures, `hint.hint(view)`
gives the Normal bot's move and one or two lines of at most 21 characters (the panel's width)
saying why; the reason matches the move: the figures it states are what the engine then does.
"""
from textwrap import wrap

from firmware.ui.gfx import card_label
from firmware.wording import value_words
from shared_rules import cards
from shared_rules.cards import FACE_DOWN, JOKER, parse, parse_list
from shared_rules.compat import english
from shared_rules.king import bot as king_bot
from shared_rules.king import hint as king_hint
from shared_rules.king.game import King, new_game as king_game
from shared_rules.king.rules import PLAY, beats, trick_winner
from shared_rules.regicide import bot as regicide_bot
from shared_rules.regicide import game as regicide
from shared_rules.regicide import hint as regicide_hint
from shared_rules.regicide.rules import PHASE_PAY, PHASE_PLAY
from shared_rules.treasure import bot as treasure_bot
from shared_rules.treasure import game as treasure
from shared_rules.treasure import hint as treasure_hint
from shared_rules.treasure.game import card_score
from shared_rules.treasure.moves import parse_cell


def worded(why):
    """A Regicide reason (a refusal) as the English panel says it: cards as glyphs."""
    return "\n".join(regicide_hint.lines(why, lambda code, values: code % values,
                                          lambda v: value_words(v, ["P1", "P2", "P3", "P4"])))


def glyphs(play):
    return "".join([card_label(c) for c in play])


def fits_the_panel(why):
    lines = why.split("\n")
    return 1 <= len(lines) <= 2 and all(0 < len(line) <= 21 for line in lines)


# --- Regicide ------------------------------------------------------------------------------
def regicide_at(hand, enemy, damage=0, shield=0):
    """A solo game's first turn with `hand` against `enemy` (tokens), as given."""
    g = regicide.new_game(1)
    g.hands[0] = parse_list(hand.split())
    g.enemy = parse(enemy)
    g.damage = damage
    g.shield = shield
    return g.view(0)


def test_a_spade_says_the_shield_and_what_is_left_to_pay():
    view = regicide_at("5S 2D", "JH", shield=5)
    assert worded(regicide_hint.play_reason(view, (parse("5S"),))) == \
        "5\u2660: 5 dmg, shield 5\nattack 10, you pay 0"


def test_a_card_of_the_enemys_suit_says_its_power_is_blocked():
    view = regicide_at("5C 2D", "JC")
    assert worded(regicide_hint.play_reason(view, (parse("5C"),))) == \
        "5\u2663: 5 dmg, \u2663 immune\nattack 10, you pay 10"


def test_clubs_say_the_double_and_an_exact_kill():
    view = regicide_at("4C 2D", "JS", damage=12)
    assert worded(regicide_hint.play_reason(view, (parse("4C"),))) == \
        "4\u2663: 8 dmg, \u2663x2\nexact kill: to tavern"
    assert worded(regicide_hint.play_reason(view, (parse("2D"),))).startswith(
        "2\u2666: 2 dmg, draw 2\n")


def test_a_ten_and_a_jester_are_written_as_the_panel_draws_them():
    view = regicide_at("TH 2D", "KS", damage=35)
    assert worded(regicide_hint.play_reason(view, (parse("TH"),))) == \
        "\u2469\u2665: 10 dmg\nkills K\u2660"
    assert worded(regicide_hint.play_reason(view, (cards.JOKER,))).startswith(
        "Jester: no immunity\n")


def test_every_regicide_hint_is_the_bots_move_and_its_figures_come_true():
    checked = 0
    for seed in range(8):
        g = regicide.new_game(800 + seed, players=1 + seed % 3)
        while not g.is_terminal():
            view = g.view(g.turn)
            move, why = regicide_hint.hint(view)
            why = worded(why)
            assert move == regicide_bot.choose(view)
            assert fits_the_panel(why), why
            enemy, phase = g.enemy, g.phase
            g.apply(move)
            if phase != PHASE_PLAY or move[0] != regicide.PLAY or move[1] == cards.JOKER:
                if move[0] == regicide.PAY:
                    assert why.startswith("pay " + glyphs(move[1:])) \
                        or why.startswith("pay %d cards" % (len(move) - 1))
                    assert why.split("\n")[1].startswith("%d owed" % view.owed)
                continue
            assert why.startswith(glyphs(move[1:]) + ": ")
            last = why.split("\n")[1]
            if g.enemy != enemy:
                assert last in ("exact kill: to tavern", "kills " + card_label(enemy))
            else:
                owed = int(last.rpartition(" ")[2])
                if g.phase == PHASE_PAY:
                    assert g.owed == owed, why
                elif g.phase == regicide.PHASE_LOST:
                    assert owed > 0, why  # more than the hand could pay
                else:
                    assert owed == 0, why
            checked += 1
    assert checked > 150


# --- King --------------------------------------------------------------------------------
def test_every_king_hint_is_the_bots_card_and_its_trick_goes_as_said():
    said = {"avoid": 0, "win": 0, "trump": 0}
    for seed in range(4):
        g = king_game(900 + seed)
        while not g.is_terminal():
            seat = g.current_player()
            view = g.view(seat)
            move, reason = king_hint.hint(view)
            assert move == king_bot.choose(view)
            why = english(reason)  # (the mode wraps it to the panel: firmware/king/vs_bots.py)
            assert fits_the_panel("\n".join(wrap(why, 21))), why
            if g.phase != PLAY:
                g.apply(move)
                continue
            assert reason[0].startswith("%s: ") and reason[1][0] == cards.token(move)
            trick = list(g.trick)
            rest = King.from_dict(g.to_dict())  # the trick played out by the bots, on a copy
            g.apply(move)
            tricks_before = len(rest.history)
            rest.apply(move)
            while len(rest.history) == tricks_before and not rest.is_terminal():
                rest.apply(king_bot.choose(rest.view(rest.current_player())))
            if len(rest.history) != tricks_before + 1:
                continue  # the deal ended with that trick: its history went with it
            leader, *played = rest.history[-1]
            won = trick_winner(leader, played, rest.trump)
            if why.endswith("you avoid the trick"):
                w = reason[1][1]
                assert w in [cards.token(c) for c in trick]
                assert not beats(move, parse(w), trick[0] & 3, view.trump)
                assert won != seat
                said["avoid"] += 1
            elif why.endswith("the cheapest winner") or why.endswith("wins the trick"):
                if len(trick) == 3:
                    assert won == seat
                if "a trump" in why:
                    assert move & 3 == view.trump
                    said["trump"] += 1
                said["win"] += 1
    assert said["avoid"] > 40 and said["win"] > 10, said


def test_a_king_card_under_the_winning_one_says_so():
    # Deal 1 (take no trick): the trick led 9♥, 3♥ 5♥ K♥ in hand: the bot ducks with 5♥.
    g = king_game(3)
    g.hands[0] = parse_list("3H 5H KH".split()) + g.hands[0][3:]
    view = g.view(g.current_player())
    view.trick = [parse("9H")]
    view.legal = parse_list("3H 5H KH".split())
    view.leader = (view.seat - 1) % 4
    assert king_hint.card_reason(view, parse("5H")) == (
        "%s: under the %s, you avoid the trick", ("5H", "9H"))


# --- Kings and Treasures ---------------------------------------------------------------------
def test_every_kings_and_treasures_hint_is_the_bots_move_and_its_card_as_said():
    said = {"points": 0, "steps": 0, "kept": 0, "power": 0}
    for seed in range(10):
        state = treasure.new_game(950 + seed, players=2 + seed % 3,
                                  level=treasure.LEVELS[seed % 3])
        while not state.is_terminal():
            me = state.turn
            view = state.view(me)
            move, why = treasure_hint.hint(view)
            why = treasure_hint.english(why)  # (the screen says the cards as glyphs)
            assert move == treasure_bot.choose(view)
            assert fits_the_panel(why), why
            if move == "pass":
                state.apply(move)
                continue
            dest, _, power = move.partition(" ")
            if power.startswith("teleport="):
                dest = power[9:]  # the card taken is the Magician jumped to
            code = state.board[parse_cell(dest)]
            first, second = why.split("\n")
            state.apply(move)
            if code & FACE_DOWN or code == JOKER:
                continue
            points = card_score(code, state.seats[me], state.level)
            assert first == "%s is yours: %d pt%s" % (
                cards.token(code), points, "" if points in (1, -1) else "s")
            assert code in state.piles[me]
            said["points"] += 1
            if power:
                said["power"] += 1
            elif second.startswith("next turn "):
                assert state.piles[me][-1] == code
                assert second.split()[2] == str(code >> 2)
                said["steps"] += 1
            elif second.startswith("kept from "):
                suit = "SHDC".index(second[10])
                assert card_score(code, suit, state.level) == int(second.split()[3])
                said["kept"] += 1
    assert min(said.values()) >= 3, said

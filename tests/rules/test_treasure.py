"""Kings and Treasures engine: one test per ruling of rules/treasure.md, in the notation."""
import pytest

from shared_rules import cards
from shared_rules.treasure import game as treasure
from shared_rules.treasure import deal as treasure_deal
from shared_rules.treasure import players as treasure_players
from shared_rules.rng import Random
from shared_rules.treasure.game import from_dict, parse_cell, sorted_names
from shared_rules.treasure.moves import CORNERS
from shared_rules.treasure.notation import seat_dict
from tests.support.refusals import exactly
from tests.support.treasure_positions import rows_with, state


def moves(st):
    return st.legal_moves()


# ----- notation ---------------------------------------------------------------------------
def test_a_dealt_position_round_trips_exactly():
    for level in treasure.LEVELS:
        d = treasure.new_game(11, players=3, level=level).to_dict()
        assert from_dict(d).to_dict() == d


def test_removed_key_round_trips_even_when_empty():
    d = state(removed=[]).to_dict()
    assert d["removed"] == [] and from_dict(d).to_dict() == d
    assert from_dict(d).copy().to_dict() == d  # a copy (a bot's look ahead) writes it too
    d = state(removed=["4C"]).to_dict()
    assert from_dict(d).to_dict()["removed"] == ["4C"]


@pytest.mark.parametrize("change, message", [
    (lambda d: d["board"].__setitem__(0, "XX ## ## ## ## ## ##"), "invalid card token 'XX'"),
    (lambda d: d["board"].pop(), "board must be a list of 7 rows"),
    (lambda d: d["board"].__setitem__(1, d["board"][1] + " 2C"), "board row 2 has 8 cells, not 7"),
    (lambda d: d["kings"].__setitem__("H", "h1"), "invalid cell 'h1' (expected a1 … g7)"),
    (lambda d: d["kings"].__setitem__("H", "b1"), "King H stands on a card (QS at b1)"),
    (lambda d: d["piles"]["H"].append("QS"), "card QS appears twice (b1 and pile H)"),
    (lambda d: d.__setitem__("turn", "D"), "turn 'D' is not a seated suit"),
    (lambda d: d["board"].__setitem__(6, "KS ## ## ## ## ## .."), ("a King card cannot lie on "
                                         "the board (KS at a7)")),
    (lambda d: d.__setitem__("version", "expert"), ("unknown version 'expert' (expected basic, "
                                        "advanced or complete)")),
    (lambda d: d["piles"].__setitem__("H", []), "pile H is empty (it starts with the Ace)"),
    (lambda d: d["piles"]["H"].append("~9H"), "pile H holds ~9H, which cannot be in a pile"),
    (lambda d: d["board"].__setitem__(2, 5), "board row 3 is not a string"),
])
def test_bad_positions_are_rejected_with_the_problem_named(change, message):
    d = state(changes={"b1": "QS"}).to_dict()
    change(d)
    with pytest.raises(ValueError, match=exactly(message)):
        from_dict(d)


@pytest.mark.parametrize("text", [[], "board", 7, None])
def test_a_position_that_is_not_an_object_is_rejected(text):
    with pytest.raises(ValueError, match=exactly("a position must be a JSON object")):
        from_dict(text)


def test_a_card_on_the_board_twice_is_rejected():
    d = state(changes={"b1": "QS"}).to_dict()
    d["board"][0] = " ".join(d["board"][0].split()[:2] + ["~QS"] + d["board"][0].split()[3:])
    with pytest.raises(ValueError, match=exactly("card QS appears twice (b1 and c1)")):
        from_dict(d)


# ----- setup ------------------------------------------------------------------------------
def test_setup_deals_joker_centre_aces_corners_and_kings_on_their_aces():
    for seed in range(5):
        st = treasure.new_game(seed, players=2 + seed % 3, level="complete")
        assert st.board[24] == cards.JOKER
        for i, s in enumerate(st.seats):
            assert st.kings[i] in CORNERS and st.board[st.kings[i]] == cards.EMPTY
            assert st.piles[i] == [cards.card(cards.ACE, s)]
        for c in CORNERS:
            if c not in st.kings:
                assert cards.rank(st.board[c]) == cards.ACE
                assert cards.suit(st.board[c]) not in st.seats
        on_board = [c for c in st.board if cards.is_card(c)]
        assert len(on_board) == 44 + 4 - len(st.seats)


def test_the_same_seed_deals_the_same_game():
    deal = treasure.new_game(99, players=4, level="basic").to_dict()
    assert deal == treasure.new_game(99, players=4, level="basic").to_dict()
    assert deal != treasure.new_game(98, players=4, level="basic").to_dict()


def test_first_player_has_the_lowest_neighbour_sum():
    st = state(changes={"b1": "2C", "a2": "3D", "f1": "TC", "g2": "9D"},
               kings={"S": "g1", "H": "a1"})
    assert treasure_deal.first_player(st.board, st.seats, st.kings, Random(1)) == 1  # H: 5 < 19


def test_first_player_tie_goes_to_fewest_own_suit_neighbours():
    # Both sums are 5; S has one spade beside it (3S), H has no heart: H goes first,
    # whatever the random draw would have said.
    st = state(changes={"b1": "2D", "a2": "3D", "f1": "2C", "g2": "3S"},
               kings={"S": "g1", "H": "a1"})
    for seed in range(20):
        assert treasure_deal.first_player(st.board, st.seats, st.kings, Random(seed)) == 1
    st = state(changes={"b1": "2H", "a2": "3D", "f1": "2C", "g2": "3C"},
               kings={"S": "g1", "H": "a1"})
    for seed in range(20):
        assert treasure_deal.first_player(st.board, st.seats, st.kings, Random(seed)) == 0


def test_first_player_full_tie_is_the_seeded_random_draw():
    st = state(changes={"b1": "2C", "a2": "3D", "f1": "2D", "g2": "3C"},
               kings={"S": "g1", "H": "a1"})
    picks = {treasure_deal.first_player(st.board, st.seats, st.kings, Random(seed))
             for seed in range(20)}
    assert picks == {0, 1}
    assert (treasure_deal.first_player(st.board, st.seats, st.kings, Random(3))
            == treasure_deal.first_player(st.board, st.seats, st.kings, Random(3)))


def test_in_the_first_round_everyone_moves_one_step():
    st = treasure.new_game(5, players=2, level="complete")
    start = st.kings[st.turn]
    assert st.steps() == 1
    for name in moves(st):
        c = parse_cell(name)
        assert abs(c // 7 - start // 7) + abs(c % 7 - start % 7) == 1


# ----- destinations -----------------------------------------------------------------------
def test_moves_are_orthogonal_paths_of_exactly_the_step_count():
    st = state(piles={"S": ["AS", "2S"], "H": ["AH"]}, version="basic")
    assert moves(st) == ["b4", "c3", "c5", "d2", "d6", "e3", "e5", "f4"]


def test_a_path_cannot_enter_an_empty_cell():
    st = state(changes={"d3": "..", "c4": ".."}, piles={"S": ["AS", "2S"], "H": ["AH"]},
               version="basic")
    assert moves(st) == ["c5", "d6", "e3", "e5", "f4"]


def test_the_start_counts_as_entered():
    st = state(kings={"S": "a1", "H": "g7"}, piles={"S": ["AS", "2S"], "H": ["AH"]},
               version="basic")
    assert moves(st) == ["a3", "b2", "c1"]


def test_a_path_passes_through_another_king_but_never_stops_there():
    one = state(kings={"S": "d4", "H": "d3"}, version="basic")
    assert "d3" not in moves(one) and moves(one) == ["c4", "d5", "e4"]
    two = state(kings={"S": "d4", "H": "d3"}, piles={"S": ["AS", "2S"], "H": ["AH"]},
                version="basic")
    assert "d2" in moves(two)


def test_the_joker_can_be_passed_and_stopped_on():
    st = state(kings={"S": "d3", "H": "a1"}, piles={"S": ["AS", "2S"], "H": ["AH"]},
               version="basic")
    assert "d5" in moves(st)  # d3 -> d4 (Joker) -> d5 is the only way
    one = state(kings={"S": "d3", "H": "a1"}, version="basic")
    assert "d4" in moves(one)


def test_a_stop_on_the_joker_keeps_the_top_card():
    st = state(kings={"S": "d3", "H": "a1"}, piles={"S": ["AS", "3S"], "H": ["AH"]},
               version="basic")
    assert "d4" in moves(st)
    st.apply("d4")
    assert st.kings[0] == 24 and st.board[24] == cards.JOKER
    assert cards.tokens(st.piles[0]) == ["AS", "3S"] and st.steps(0) == 3


def test_a_face_up_counterfeiter_stops_the_walk():
    st = state(changes={"d3": "4C"}, piles={"S": ["AS", "2S"], "H": ["AH"]})
    assert "d3" in moves(st) and "d2" not in moves(st)


def test_a_face_down_counterfeiter_does_not_stop_you():
    st = state(changes={"d3": "~4C"}, piles={"S": ["AS", "2S"], "H": ["AH"]})
    assert "d2" in moves(st) and "d3" not in moves(st)


def test_a_forced_counterfeiter_stop_is_legal_when_the_full_count_could_not_be_walked():
    empty = [".. .. .. .. .. .. .."] * 3 + [".. .. .. JK .. .. .."] + [".. .. .. .. .. .. .."] * 3
    st = state(changes={"b1": "4C", "g7": "9H"}, kings={"S": "a1", "H": "f7"},
               piles={"S": ["AS", "QS"], "H": ["AH"]}, base=empty)
    assert moves(st) == ["b1"]
    with pytest.raises(ValueError, match=exactly("cannot pass: S has legal moves (b1)")):
        st.apply("pass")
    basic = state(changes={"b1": "4C", "g7": "9H"}, kings={"S": "a1", "H": "f7"},
                  piles={"S": ["AS", "QS"], "H": ["AH"]}, base=empty, version="basic")
    assert moves(basic) == ["pass"]


def test_a_minstrel_offers_an_early_stop_from_the_advanced_level():
    adv = state(changes={"d3": "5C"}, piles={"S": ["AS", "2S"], "H": ["AH"]}, version="advanced")
    assert "d3" in moves(adv) and "d2" in moves(adv)  # may stop, or walk on
    basic = state(changes={"d3": "5C"}, piles={"S": ["AS", "2S"], "H": ["AH"]}, version="basic")
    assert "d3" not in moves(basic)


def test_a_knight_jump_over_empty_cells_counts_one_step():
    ch = {"a4": "..", "b4": "JC", "c4": "..", "e4": "..", "f4": "9H"}
    st = state(changes=ch, kings={"S": "a4", "H": "g7"}, piles={"S": ["AS", "2S"], "H": ["AH"]})
    dest = moves(st)
    assert "d4" in dest and "f4" in dest and "g4" in dest  # b4 then one jump
    adv = state(changes=ch, kings={"S": "a4", "H": "g7"}, piles={"S": ["AS", "2S"], "H": ["AH"]},
                version="advanced")
    assert "d4" not in moves(adv) and "f4" not in moves(adv)


def test_a_knight_jump_may_land_on_the_very_next_cell():
    st = state(changes={"a4": "..", "b4": "JC", "c4": "8H"}, kings={"S": "a4", "H": "g7"},
               piles={"S": ["AS", "2S"], "H": ["AH"]})
    assert "c4" in moves(st)


def test_a_knight_jump_cannot_stop_on_a_king_but_may_pass_it():
    ch = {"a4": "..", "b4": "JC", "c4": "..", "g7": "JK", "e4": "..", "f4": ".."}
    two = state(changes=ch, kings={"S": "a4", "H": "d4"}, piles={"S": ["AS", "2S"], "H": ["AH"]},
                base=rows_with({"d4": ".."}))
    assert "d4" not in moves(two) and "g4" in moves(two)
    three = state(changes=ch, kings={"S": "a4", "H": "d4"},
                  piles={"S": ["AS", "3S"], "H": ["AH"]}, base=rows_with({"d4": ".."}))
    assert "d3" in moves(three) and "d5" in moves(three)


def test_a_knight_jump_goes_on_in_the_entering_direction_only():
    ch = {"a4": "..", "b4": "JC", "b3": "..", "b2": "..", "b1": "9H", "c4": "..", "d4": ".."}
    st = state(changes=ch, kings={"S": "a4", "H": "g7"}, piles={"S": ["AS", "2S"], "H": ["AH"]},
               base=rows_with({"g6": "JK", "d4": ".."}))
    assert "b1" not in moves(st)  # entered moving right: no jump upwards


def test_without_knights_the_parity_tip_holds_at_the_basic_level():
    for seed in range(6):
        st = treasure.new_game(seed, players=3, level="basic")
        rng = Random(seed)
        while True:
            start = st.kings[st.turn]
            for c in st.destinations():
                dist = abs(c // 7 - start // 7) + abs(c % 7 - start % 7)
                assert dist % 2 == st.steps() % 2
            move = treasure_players.random_move(st, rng)
            if move is None:
                break
            st.apply(move)


def test_fast_destinations_agree_with_the_naive_walk_on_the_whole_corpus():
    from shared_rules.treasure.moves import destinations
    from tests.support.treasure_naive import corpus, naive_destinations
    count = 0
    for label, board, start, steps, level, others in corpus():
        fast = destinations(board, start, steps, level, others)
        assert fast == naive_destinations(board, start, steps, level, others), (
            label, start, steps, level, others)
        count += 1
    assert count >= 500


# ----- applying moves and powers ----------------------------------------------------------
def test_the_card_stopped_on_goes_on_the_pile_face_up():
    st = state(changes={"d3": "~9C"})
    st.apply("d3")
    assert st.piles[0][-1] == cards.parse("9C") and st.board[parse_cell("d3")] == cards.EMPTY
    assert st.kings[0] == parse_cell("d3") and st.turn == 1


def test_an_illegal_destination_is_refused_with_the_legal_ones():
    st = state()
    with pytest.raises(ValueError, match=exactly("d2 is not a legal destination for S with 1 "
                                                 "steps (legal: c4 d3 d5 e4)")):
        st.apply("d2")


def test_a_magician_teleports_to_another_face_up_magician():
    st = state(changes={"d3": "8C", "g6": "8H", "b2": "~8D"}, version="advanced")
    with pytest.raises(ValueError, match=exactly("teleport: b2 does not hold a face-up Magician")):
        st.copy().apply("d3 teleport=b2")
    st.apply("d3 teleport=g6")
    assert st.kings[0] == parse_cell("g6") and st.piles[0][-1] == cards.parse("8H")
    assert st.board[parse_cell("d3")] == cards.parse("8C")  # the first one stays
    assert st.board[parse_cell("g6")] == cards.EMPTY
    basic = state(changes={"d3": "8C", "g6": "8H"}, version="basic")
    with pytest.raises(ValueError, match=exactly("teleport is not possible on d3: a Magician "
                                                 "there has no stopping power at this level")):
        basic.apply("d3 teleport=g6")


def test_a_priest_turns_up_to_three_cards_but_not_the_joker_or_a_king():
    st = state(changes={"d3": "9C", "b2": "2C", "c2": "~3D"})
    for bad, why in (("d3 flip=b2,c2,e2,f2", "flip: name 1 to 3 cells, not 4"),
                     ("d3 flip=a1", ("flip: a1 holds no card (the Joker, a King and empty cells "
                                    "cannot be turned)")),
                     ("d3 flip=b2,b2", "flip: b2 named twice")):
        with pytest.raises(ValueError, match=exactly(why)):
            st.copy().apply(bad)
    joker = state(changes={"d3": "9C", "d5": "JK"}, base=rows_with({"d4": ".."}),
                  kings={"S": "d4", "H": "a1"})
    with pytest.raises(ValueError, match=exactly("flip: d5 holds no card (the Joker, a King and "
                                                 "empty cells cannot be turned)")):
        joker.apply("d3 flip=d5")
    st.apply("d3 flip=b2,c2")
    assert st.board[parse_cell("b2")] == cards.parse("~2C")
    assert st.board[parse_cell("c2")] == cards.parse("3D")


def test_a_thief_takes_the_top_card_of_a_king_next_to_it():
    st = state(changes={"d3": "TC"}, kings={"S": "d4", "H": "c3"},
               piles={"S": ["AS"], "H": ["AH", "9H"]})
    st.apply("d3 steal=H")
    assert cards.tokens(st.piles[0]) == ["9H", "AS", "TC"]
    assert cards.tokens(st.piles[1]) == ["AH"]


def test_a_thief_cannot_take_a_last_card():
    st = state(changes={"d3": "TC"}, kings={"S": "d4", "H": "c3"},
               piles={"S": ["AS"], "H": ["AH"]})
    with pytest.raises(ValueError, match=exactly("steal: H has only one card, and a last card "
                                                 "cannot be taken")):
        st.apply("d3 steal=H")


def test_a_thief_is_offered_only_the_kings_with_more_than_one_card():
    # H (one card) and D (two) stand next to d3: only D can be robbed; next to H alone,
    # the Thief offers nothing and the move is a plain stop.
    both = state(changes={"d3": "TC"}, kings={"S": "d4", "H": "c3", "D": "e3"},
                 piles={"S": ["AS"], "H": ["AH"], "D": ["AD", "5D"]})
    assert both.power_choices(parse_cell("d3")) == {"steal": ["D"]}
    alone = state(changes={"d3": "TC"}, kings={"S": "d4", "H": "c3"},
                  piles={"S": ["AS"], "H": ["AH"]})
    assert alone.power_choices(parse_cell("d3")) == {}
    alone.apply("d3")
    assert cards.tokens(alone.piles[0]) == ["AS", "TC"]
    assert cards.tokens(alone.piles[1]) == ["AH"]


def test_a_thief_needs_the_king_orthogonally_next_to_it():
    st = state(changes={"d3": "TC"}, kings={"S": "d4", "H": "c2"},
               piles={"S": ["AS"], "H": ["AH", "9H"]})
    with pytest.raises(ValueError, match=exactly("steal: King H is not orthogonally next to d3")):
        st.apply("d3 steal=H")


def test_a_squire_takes_a_face_up_knight_next_to_it_knight_first():
    st = state(changes={"d3": "2C", "c3": "JD", "e3": "~JH"})
    with pytest.raises(ValueError, match=exactly("knight: e3 does not hold a face-up Knight")):
        st.copy().apply("d3 knight=e3")
    st.apply("d3 knight=c3")
    assert cards.tokens(st.piles[0]) == ["AS", "JD", "2C"]
    assert st.board[parse_cell("c3")] == cards.EMPTY and st.steps(0) == 2


def test_an_architect_swaps_two_cards_but_not_kings_or_empty_cells():
    st = state(changes={"d3": "6C", "b2": "7H", "g6": "~3D", "f6": ".."})
    with pytest.raises(ValueError, match=exactly("swap: a King stands on a1")):
        st.copy().apply("d3 swap=a1,b2")
    with pytest.raises(ValueError, match=exactly("swap: f6 is empty")):
        st.copy().apply("d3 swap=f6,b2")
    st.apply("d3 swap=b2,g6")
    assert st.board[parse_cell("b2")] == cards.parse("~3D")
    assert st.board[parse_cell("g6")] == cards.parse("7H")


def test_a_merchant_removes_a_counterfeiter_from_the_pile():
    # unnamed, the player's own-suit Counterfeiter goes (it scores -4), wherever it lies
    piles = {"S": ["AS", "4S", "4H", "2S"], "H": ["AH"]}
    st = state(changes={"d2": "7C"}, piles=piles)
    own = st.copy()
    own.apply("d2 discard")
    assert cards.tokens(own.piles[0]) == ["AS", "4H", "2S", "7C"]
    assert cards.tokens(own.removed) == ["4S"]
    named = st.copy()
    named.apply("d2 discard=4H")
    assert cards.tokens(named.removed) == ["4H"]
    assert named.to_dict()["removed"] == ["4H"]


def test_a_choice_the_card_does_not_offer_is_refused():
    st = state(changes={"d3": "3C"})
    with pytest.raises(ValueError, match=exactly("flip is not possible on d3: a Village idiot "
                                                 "there has no stopping power at this level")):
        st.apply("d3 flip=a2")


def test_no_choice_declines_the_optional_power():
    st = state(changes={"d3": "9C", "b2": "2C"})
    st.apply("d3")
    assert st.board[parse_cell("b2")] == cards.parse("2C")


def test_a_player_without_a_legal_move_passes():
    st = state(changes={"a2": "..", "b1": ".."}, kings={"S": "a1", "H": "d4"})
    assert moves(st) == ["pass"]
    with pytest.raises(ValueError, match=exactly("cannot pass: S has legal moves (c4 d3 d5 e4)")):
        state().apply("pass")
    st.apply("pass")
    assert st.turn == 1


def test_a_cell_named_by_a_player_who_cannot_move_is_refused_with_pass_as_the_way_on():
    st = state(changes={"a2": "..", "b1": ".."}, kings={"S": "a1", "H": "d4"})
    with pytest.raises(ValueError, match=exactly(
            "a2 is not a legal destination for S with 1 steps (legal: none: pass)")):
        st.apply("a2")


@pytest.mark.parametrize("move, why", [
    ("", "a move is a destination cell (and choices) or 'pass', not ''"),
    ("  ", "a move is a destination cell (and choices) or 'pass', not '  '"),
    (5, "a move is a destination cell (and choices) or 'pass', not 5"),
    ("pass d3", "a pass takes no choices"),
    ("d3 flip=a2 flip=b2", "a move takes at most one choice, not 'd3 flip=a2 flip=b2'"),
])
def test_what_is_not_a_move_is_refused_with_the_reason_and_nothing_changes(move, why):
    st = state(changes={"d3": "9C"})
    before = st.to_dict()
    with pytest.raises(ValueError, match=exactly(why)):
        st.apply(move)
    assert st.to_dict() == before


@pytest.mark.parametrize("text, move", [
    ("d4", "d4"), ("  f2   teleport=b6 ", "f2 teleport=b6"), (" pass\t", "pass"),
    ("c3 flip=a1,b2,g7", "c3 flip=a1,b2,g7"), ("c3 swap=a1,e5", "c3 swap=a1,e5"),
    ("e5 steal=H", "e5 steal=H"), ("b2 knight=b3", "b2 knight=b3"), ("c6 discard", "c6 discard"),
    ("c6 discard=4H", "c6 discard=4H"),
])
def test_a_move_is_read_from_its_notation_single_spaced(text, move):
    assert treasure.parse_move(text) == move
    assert treasure.move_text(move) == move


@pytest.mark.parametrize("text, why", [
    ("", "a move is a destination cell (and choices) or 'pass', not ''"),
    (None, "a move is a destination cell (and choices) or 'pass', not None"),
    ("no such move", "a move takes at most one choice, not 'no such move'"),
    ("pass d3", "a pass takes no choices"),
    ("z9", "invalid cell 'z9' (expected a1 … g7)"),
    ("d4 fly=a1", ("unknown choice 'fly=a1' (expected one of teleport, flip, swap, steal, knight,"
                  " discard)")),
    ("d4 teleport", "choice teleport needs a value (teleport=...)"),
    ("d4 teleport=a1,b1", "teleport names 1 cells, not 2"),
    ("d4 flip=a1,b2,c3,d5", "flip names 1 to 3 cells, not 4"),
    ("d4 swap=a1", "swap names 2 cells, not 1"),
    ("d4 knight=h1", "invalid cell 'h1' (expected a1 … g7)"),
    ("d4 steal=X", "steal names a suit (S, H, D or C), not 'X'"),
    ("d4 discard=5H", "discard names a Counterfeiter (a 4), not '5H'"),
])
def test_what_is_no_move_in_the_notation_is_refused_by_its_reader(text, why):
    with pytest.raises(ValueError, match=exactly(why)):
        treasure.parse_move(text)
    with pytest.raises(ValueError, match=exactly(why)):
        treasure.move_text(text)


def test_the_player_to_move_is_the_turn_until_the_game_is_over():
    st = state(piles={"S": ["AS", "2S"], "H": ["AH"]}, turn="H")
    assert st.current_player() == 1
    over = state(changes={"a2": "..", "b1": "..", "f7": "..", "g6": ".."},
                 kings={"S": "a1", "H": "g7"})
    assert over.current_player() is None and over.legal_moves() == []


def test_a_new_game_takes_its_options_as_keywords_two_players_at_the_complete_level_unsaid():
    st = treasure.new_game(8)
    assert len(st.seats) == 2 and st.to_dict()["version"] == "complete"
    assert st.to_dict() == treasure.new_game(8, players=2, level="complete").to_dict()
    assert len(treasure.new_game(8, players=4, level="basic").seats) == 4
    with pytest.raises(ValueError, match=exactly("Kings and Treasures needs 2 to 4 players, "
                                                 "not 5")):
        treasure.new_game(8, players=5)


@pytest.mark.parametrize("name", ["a", "a12", "h1", "a8", "A1", 5, None])
def test_a_cell_is_a_column_letter_and_a_row_digit(name):
    with pytest.raises(ValueError, match=exactly("invalid cell %r (expected a1 … g7)" % (name,))):
        parse_cell(name)


def test_a_cell_in_the_second_row_or_column_has_its_neighbour_on_the_edge():
    from shared_rules.treasure.moves import orthogonal_neighbours
    assert sorted_names(orthogonal_neighbours(parse_cell("b2"))) == ["a2", "b1", "b3", "c2"]
    assert sorted_names(orthogonal_neighbours(parse_cell("a1"))) == ["a2", "b1"]
    assert sorted_names(orthogonal_neighbours(parse_cell("g7"))) == ["f7", "g6"]


def test_without_four_queens_in_one_pile_nobody_wins_by_queens():
    queens = {"S": ["AS", "QS", "QH", "QD"], "H": ["AH", "QC"]}
    for level in ("advanced", "complete"):
        assert state(piles=queens, version=level).queens_winner() == -1
    four = {"S": ["AS", "QS", "QH", "QD", "QC"], "H": ["AH"]}
    assert state(piles=four, version="advanced").queens_winner() == -1  # the complete level's
    assert state(piles=four).queens_winner() == 0


def test_the_game_ends_when_no_player_can_move():
    st = state(changes={"a2": "..", "b1": "..", "f7": "..", "g6": ".."},
               kings={"S": "a1", "H": "g7"})
    assert moves(st) == [] and st.is_terminal()
    with pytest.raises(ValueError, match=exactly("the game is over: no player can move")):
        st.apply("pass")


# ----- scores -----------------------------------------------------------------------------
def test_scores_follow_the_level():
    piles = {"S": ["AS", "5S", "QH", "3D", "4S", "4H"], "H": ["AH"]}
    assert state(piles=piles, version="basic").scores()[0] == 1 + 5 + 1 + 1 + 4 + 1
    assert state(piles=piles, version="advanced").scores()[0] == 1 + 5 + 1 + 3 + 4 + 1
    assert state(piles=piles, version="complete").scores()[0] == 1 + 5 + 1 + 3 - 4 - 1


def test_a_tie_goes_to_the_highest_treasure_card():
    st = state(piles={"S": ["AS", "TS", "2H"], "H": ["AH", "8H", "3H"]}, version="basic")
    assert st.scores() == [12, 12] and st.winners() == [0]


def test_identical_card_lists_share_the_win():
    st = state(piles={"S": ["AS", "5S"], "H": ["AH", "5H"]}, version="basic")
    assert st.winners() == [0, 1]


def test_four_queens_win_at_once_whatever_the_scores():
    st = state(piles={"S": ["AS", "QS", "QH", "QD", "QC"], "H": ["AH", "TH", "9H", "8H"]})
    assert st.scores() == [1 + 12 + 3, 1 + 10 + 9 + 8]
    assert st.is_terminal() and st.legal_moves() == [] and st.winners() == [0]
    with pytest.raises(ValueError, match=exactly("the game is over: S holds the four Queens")):
        st.apply("d3")
    advanced = state(piles={"S": ["AS", "QS", "QH", "QD", "QC"], "H": ["AH", "TH", "9H", "8H"]},
                     version="advanced")
    assert not advanced.is_terminal() and advanced.winners() == [1]


# ----- a player's view --------------------------------------------------------------------
def seen(st, suit_letter):
    """What the King of `suit_letter` sees, as the notation writes it."""
    return seat_dict(st.view(st.seat_of(suit_letter)))


def test_a_view_shows_only_top_cards_of_other_piles_and_no_face_down_card():
    a = state(changes={"b2": "~9C"}, piles={"S": ["AS", "5S"], "H": ["AH", "7D", "3H"]})
    d = a.to_dict()  # the same public position, hidden cards exchanged
    d["board"][1] = d["board"][1].replace("~9C", "~7D")
    d["piles"]["H"] = ["AH", "9C", "3H"]
    b = from_dict(d)
    va, vb = seen(a, "S"), seen(b, "S")
    assert va == vb
    assert va["pile"] == ["AS", "5S"] and va["tops"]["H"] == "3H" and va["pile_sizes"]["H"] == 3
    assert "~??" in va["board"][1]
    assert "7D" not in str(va) and "9C" not in str(va)
    assert seen(a, "H")["pile"] == ["AH", "7D", "3H"]


def test_a_view_is_the_public_position_key_by_key():
    a = state(changes={"b2": "~9C"}, piles={"S": ["AS", "5S"], "H": ["AH", "7D", "3H"]},
              removed=["4C"])
    full = a.to_dict()
    view = seen(a, "H")
    rows = [" ".join("~??" if t[0] == "~" else t for t in r.split()) for r in full["board"]]
    assert view == {"game": "treasure", "version": "complete", "viewer": "H", "seats": ["S", "H"],
                    "turn": full["turn"], "board": rows, "kings": full["kings"],
                    "pile": ["AH", "7D", "3H"], "tops": {"S": "5S", "H": "3H"},
                    "pile_sizes": {"S": 2, "H": 3}, "removed": ["4C"], "steps": 5}
    assert "~??" in view["board"][1] and "JK" in view["board"][3]
    assert seen(state(), "S")["removed"] == []


@pytest.mark.parametrize("suit", ["D", None, 0])
def test_a_view_for_a_suit_not_seated_is_refused_by_name(suit):
    with pytest.raises(ValueError, match=exactly("suit %r is not seated" % (suit,))):
        seen(state(), suit)


@pytest.mark.parametrize("seat", [2, -1, None, "S"])
def test_a_view_for_a_seat_not_at_the_table_is_refused(seat):
    with pytest.raises(ValueError, match=exactly("no seat %r (the seats are 0 to 1)" % (seat,))):
        state().view(seat)


def test_the_state_names_a_path_for_the_player_to_move_or_another_seat():
    st = state(piles={"S": ["AS", "2S"], "H": ["AH"]})
    assert st.path(parse_cell("d6")) == [parse_cell("d5"), parse_cell("d6")]
    assert st.path(parse_cell("d5")) is None  # two steps cannot end one cell away
    assert st.path(parse_cell("a2"), seat=1) == [parse_cell("a2")]  # H walks 1 from a1


def test_stopping_on_a_face_down_card_turns_it_up_and_its_power_acts():
    st = state(changes={"d3": "~9C", "b2": "2C"})
    st.apply("d3 flip=b2")
    assert st.piles[0][-1] == cards.parse("9C")
    assert st.board[parse_cell("b2")] == cards.parse("~2C")


def test_power_choices_lists_what_a_stop_offers():
    empty = ([".. .. .. .. .. .. .."] * 3 + [".. .. .. JK .. .. .."]
             + [".. .. .. .. .. .. .."] * 3)
    st = state(changes={"d3": "8C", "g6": "8H", "b2": "~8D", "d5": "TC", "c4": "2C",
                        "b4": "JD", "e4": "7C", "f4": "9D", "a1": "6C"},
               kings={"S": "d4", "H": "c5"}, piles={"S": ["AS", "4S"], "H": ["AH", "9H"]},
               base=empty)
    assert st.power_choices(parse_cell("d3")) == {"teleport": ["g6"]}
    assert st.power_choices(parse_cell("d5")) == {"steal": ["H"]}
    assert st.power_choices(parse_cell("e4")) == {"discard": ["4S"]}
    assert st.power_choices(parse_cell("c4")) == {"knight": ["b4"]}
    flips = st.power_choices(parse_cell("f4"))["flip"]
    assert "f4" not in flips and "d4" not in flips and "b2" in flips
    assert st.power_choices(parse_cell("b4")) == {}  # a Knight has no stopping power


# ----- audit: further rulings of the rules page, each in the notation ---------------------
EMPTY_BOARD = ([".. .. .. .. .. .. .."] * 3 + [".. .. .. JK .. .. .."]
               + [".. .. .. .. .. .. .."] * 3)


def test_a_knight_jump_over_a_face_up_counterfeiter_does_not_stop_there():
    # a4 -> b4 (Knight) -> jump over c4 (4D) to e4 or f4: jumped-over cells are not entered.
    st = state(changes={"b4": "JC", "c4": "4D", "e4": "9H", "f4": "8H"},
               kings={"S": "a4", "H": "g7"}, piles={"S": ["AS", "3S"], "H": ["AH"]},
               base=EMPTY_BOARD)
    assert moves(st) == ["c4", "d4", "e4", "f4"]


def test_a_cell_jumped_over_may_be_entered_later_in_the_same_move():
    # a4 -> b4 (Knight) -> jump over c4 to d4 (Joker) -> back to c4: three steps.
    st = state(changes={"b4": "JC", "c4": "9C"}, kings={"S": "a4", "H": "g7"},
               piles={"S": ["AS", "3S"], "H": ["AH"]}, base=EMPTY_BOARD)
    assert "c4" in moves(st)


def test_a_face_down_knight_gives_no_jump():
    st = state(changes={"b4": "~JC", "e4": "9H", "g1": "2C"}, kings={"S": "a4", "H": "g7"},
               piles={"S": ["AS", "2S"], "H": ["AH"]}, base=EMPTY_BOARD)
    assert "e4" not in moves(st)
    up = state(changes={"b4": "JC", "e4": "9H", "g1": "2C"}, kings={"S": "a4", "H": "g7"},
               piles={"S": ["AS", "2S"], "H": ["AH"]}, base=EMPTY_BOARD)
    assert "e4" in moves(up)


def test_a_knight_jump_onto_a_counterfeiter_with_steps_left_is_a_forced_stop():
    st = state(changes={"b4": "JC", "e4": "4D", "e3": "9H", "e5": "8H", "f4": "2D"},
               kings={"S": "a4", "H": "g7"}, piles={"S": ["AS", "3S"], "H": ["AH"]},
               base=EMPTY_BOARD)
    assert moves(st) == ["e4"]


def test_a_knight_reached_by_a_jump_jumps_on_in_the_same_direction():
    # a4 -> b4 (Knight) -> jump to e4 (Knight) -> jump to g4.
    st = state(changes={"b4": "JC", "e4": "JD", "g4": "9H"}, kings={"S": "a4", "H": "g7"},
               piles={"S": ["AS", "3S"], "H": ["AH"]}, base=EMPTY_BOARD)
    assert "g4" in moves(st)


def test_a_counterfeiter_has_no_passing_power_below_the_complete_level():
    st = state(changes={"d3": "4C"}, piles={"S": ["AS", "2S"], "H": ["AH"]}, version="advanced")
    assert "d2" in moves(st) and "d3" not in moves(st)


def test_an_optional_minstrel_stop_is_legal_when_the_full_count_could_not_be_walked():
    st = state(changes={"b1": "5C", "g7": "9H"}, kings={"S": "a1", "H": "f7"},
               piles={"S": ["AS", "QS"], "H": ["AH"]}, base=EMPTY_BOARD, version="advanced")
    assert moves(st) == ["b1"]


def test_a_face_down_minstrel_offers_no_stop():
    st = state(changes={"d3": "~5C"}, piles={"S": ["AS", "2S"], "H": ["AH"]}, version="advanced")
    assert "d3" not in moves(st) and "d2" in moves(st)


def test_a_thief_taking_the_fourth_queen_wins_at_once():
    st = state(changes={"d3": "TC"}, kings={"S": "d4", "H": "c3"},
               piles={"S": ["AS", "QS", "QD", "QC", "AC"], "H": ["AH", "QH"]})
    st.apply("d3 steal=H")
    assert st.is_terminal() and st.winners() == [0] and st.legal_moves() == []


def test_an_architect_may_swap_the_joker_but_not_a_king_standing_on_it():
    st = state(changes={"d3": "6C", "b2": "7H"}, kings={"S": "d2", "H": "a1"},
               base=rows_with({"d2": ".."}))
    st.apply("d3 swap=b2,d4")
    assert st.board[parse_cell("b2")] == cards.JOKER
    assert st.board[parse_cell("d4")] == cards.parse("7H")
    on = state(changes={"d3": "6C", "b2": "7H"}, kings={"S": "d2", "H": "d4"},
               base=rows_with({"d2": ".."}))
    with pytest.raises(ValueError, match=exactly("swap: a King stands on d4")):
        on.apply("d3 swap=b2,d4")


@pytest.mark.parametrize("card, move, why", [
    ("6C", "d3 swap=b2,g6", ("swap is not possible on d3: an Architect there has no stopping "
                            "power at this level")),
    ("7C", "d3 discard", ("discard is not possible on d3: a Merchant there has no stopping power "
                         "at this level")),
    ("2C", "d3 knight=c3", ("knight is not possible on d3: a Squire there has no stopping power "
                           "at this level"))])
def test_complete_level_powers_do_not_act_at_the_advanced_level(card, move, why):
    st = state(changes={"d3": card, "b2": "7H", "g6": "3D", "c3": "JD"},
               piles={"S": ["4S", "AS"], "H": ["AH"]}, version="advanced")
    with pytest.raises(ValueError, match=exactly(why)):
        st.apply(move)


@pytest.mark.parametrize("changes, piles, move, why", [
    ({"d2": "7C"}, {"S": ["AS", "2S"], "H": ["AH"]}, "d2 discard",
     "discard: no Counterfeiter in your pile"),
    ({"d2": "7C"}, {"S": ["AS", "4H", "2S"], "H": ["AH"]}, "d2 discard=4D",
     "discard: 4D is not a Counterfeiter in your pile"),
    ({"d2": "7C"}, {"S": ["AS", "4H", "2S"], "H": ["AH", "4C"]}, "d2 discard=4C",
     "discard: 4C is not a Counterfeiter in your pile"),
    ({"d3": "2C", "b3": "JD"}, {"S": ["AS"], "H": ["AH"]}, "d3 knight=b3",
     "knight: b3 is not orthogonally next to d3"),
    ({"d3": "TC"}, {"S": ["AS"], "H": ["AH", "9H"]}, "d3 steal=S",
     "steal: a Thief cannot rob its own King"),
    ({"d3": "TC"}, {"S": ["AS"], "H": ["AH", "9H"]}, "d3 steal=D", "steal: 'D' is not a seated suit"),
    ({"d3": "8C", "f5": "8H"}, {"S": ["AS"], "H": ["AH"]}, "d3 teleport=d3",
     "teleport: d3 is the Magician you stopped on"),
    ({"d3": "8C"}, {"S": ["AS"], "H": ["AH"]}, "d3 flip=a2",
     "flip is not possible on d3: a Magician there gives teleport"),
    ({"d3": "9C"}, {"S": ["AS"], "H": ["AH"]}, "d3 flip=", "flip: name 1 to 3 cells, not 0"),
    ({"d3": "6C", "b2": "7H"}, {"S": ["AS"], "H": ["AH"]}, "d3 swap",
     "choice swap needs a value (swap=...)"),
    ({"d3": "6C", "b2": "7H"}, {"S": ["AS"], "H": ["AH"]}, "d3 swap=b2",
     "swap: name exactly 2 cells"),
    ({"d3": "6C", "b2": "7H"}, {"S": ["AS"], "H": ["AH"]}, "d3 swap=b2,b2",
     "swap: b2 named twice"),
])
def test_an_illegal_power_choice_is_refused_with_the_reason_and_nothing_changes(
        changes, piles, move, why):
    st = state(changes=changes, kings={"S": "d4", "H": "c3"} if "steal" in move else None,
               piles=piles)
    before = st.to_dict()
    with pytest.raises(ValueError, match=exactly(why)):
        st.apply(move)
    assert st.to_dict() == before


def test_a_knight_whose_jumps_cover_only_odd_distances_keeps_the_parity_rule():
    # The Knight on b4 can only be entered moving right or left (b3 and b5 are empty), and
    # only the jump to the right goes two cells or more on. With d4 and f4 empty its jumps
    # go three or five cells on (e4, g4): a jump over an odd distance changes the cell's
    # colour like a step, so no path of 4 steps ends an odd distance away.
    from shared_rules.treasure.moves import destinations
    from tests.support.treasure_naive import naive_destinations

    odd = state(changes={"a4": "..", "b4": "JC", "b3": "..", "b5": "..", "d4": "..", "f4": ".."},
                kings={"S": "a4", "H": "g7"}, piles={"S": ["AS", "4H"], "H": ["AH"]},
                base=rows_with({"g6": "JK"}))
    assert odd.steps() == 4
    assert "g2" in moves(odd)  # b4, a jump of five to g4, g3, g2: 8 cells away in 4 steps
    start = parse_cell("a4")
    for name in moves(odd):
        c = parse_cell(name)
        assert (abs(c // 7 - start // 7) + abs(c % 7 - start % 7)) % 2 == 0, name
    # With a card on d4 a jump of two breaks the rule: b4, d4, d3, d2 ends 5 cells away.
    even = state(changes={"a4": "..", "b4": "JC", "b3": "..", "b5": "..", "d4": "9H",
                          "f4": ".."},
                 kings={"S": "a4", "H": "g7"}, piles={"S": ["AS", "4H"], "H": ["AH"]},
                 base=rows_with({"g6": "JK"}))
    assert "d2" in moves(even) and "d2" not in moves(odd)
    for st in (odd, even):
        others = tuple(k for i, k in enumerate(st.kings) if i != st.turn)
        args = (st.board, st.kings[st.turn], st.steps(), st.level, others)
        assert destinations(*args) == naive_destinations(*args)

"""King table referee on the device: real cards entered as they fall (rules/king.md "Referee
mode: revokes"), the score sheet filled from the cards, faults, undo, saving, resume."""
import os

import pytest

from firmware import storage
from firmware.ui import card_cross
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.king.referee import PlayTable, Referee, code, move
from firmware.king.referee_auction import auction_moves
from firmware.king.referee_fault import Fault, fault_text
from firmware.king.referee_start import Setup, referee_from
from shared_rules import cards as C
from shared_rules.king.game import King
from shared_rules.king.referee import KingReferee
from shared_rules.rng import Random
from tests.support.firmware_script import Driver
from tests.support.memory_files import save_text
from tests.support.king_table_script import card_keys, mirror, start, table_game
from tests.support.mash import back_to_game_menu, mash_inside, select
from tests.support.power_cuts import CuttingFiles, rebooted

SAVE_NAME = "kingref.sav"  # the table referee's save (menu/home.py's MODES)


def referee(d):
    for s in reversed(d.app.stack):
        if getattr(s, "keeper", None) is not None:
            return s.keeper
        if isinstance(s, (PlayTable, Fault)):
            return s.referee
    raise AssertionError("no refereed game on the screen: %r" % d.app.stack)


def enter(d, *tokens):
    """Enter cards (tokens) on the card table, seat by seat; returns the presses."""
    n = 0
    for t in tokens:
        top = d.app.top()
        assert isinstance(top, PlayTable), top
        keys = card_keys(top, C.parse(t))
        n += len(keys)
        d.run(keys)
    return n


def started(files=None):
    d = Driver(files)
    d.run(start())
    return d


def moves_of(ref):
    """The referee's moves (cards and auction words), from its one-byte codes."""
    return [move(b) for b in ref.moves]


def saved(files):
    data = storage.load(files, SAVE_NAME)
    moves = [move(b) for b in bytes.fromhex(data["moves"])]
    return moves, data["sheet"]["entries"], data["pending"]


@pytest.mark.parametrize("seed", [0, 1])
def test_a_whole_refereed_game_fills_the_sheet_as_the_engine_scores_it(seed):
    d = started()
    game = mirror(d, table_game(seed))
    ref = referee(d)
    assert d.app.errors == 0, d.app.last_error
    assert ref.sheet.finished() and ref.sheet.totals() == game.totals()
    for i in range(10):
        assert [game.scores[s][i] for s in range(4)] == ref.sheet.points(i)
    assert type(d.app.top()).__name__ == "Standings"
    moves, entries, _ = saved(d.files)
    assert len(entries) == 10 and moves == moves_of(ref) and len(moves) > 400
    d.run(["B", "B"])  # the standings, the sheet menu: a finished game leaves the Resume list
    assert d.app.at_game_menu() and "Resume King referee" not in d.app.top().items


def test_a_trick_is_entered_in_at_most_9_presses_on_average():
    """Issue 37: a trick in at most 9 presses with a realistic mix of outcomes: three whole
    dealt games (every contract, the auctions the bots chose: no bids, accepted, rejected,
    an ultimatum taken, a 4-3-3), seats following, discarding and proven void."""
    presses = []
    for seed in (0, 1, 2):
        d = started()
        mirror(d, table_game(seed), presses=presses)
        assert d.app.errors == 0
    average = sum(n for _, n in presses) / len(presses)
    assert average <= 9, average
    assert average < 7.2  # measured 6.9 (docs/king_table.md); 8.25 with even groups
    for positive in (False, True):
        some = [n for kind, n in presses if (kind == "positive") == positive]
        assert len(some) > 100 and sum(some) / len(some) <= 9
    assert max(n for _, n in presses) <= 11


def test_the_cards_a_table_plays_most_take_a_place_of_their_own():
    """Issue 37: the cards of a run take as many places of their own as leave room for the
    rest in groups of at most five: the lowest on a lead or a follow, the highest on a
    discard; five cards or fewer of any suits sit one to a place."""
    spades = [C.parse(r + "S") for r in "23456789TJQKA"]
    lead = card_cross.layout(("cards", spades))
    assert [lead[k] for k in (LEFT, UP, A)] == spades[:3]
    assert lead[DOWN] == ("cards", spades[3:8]) and lead[RIGHT] == ("cards", spades[8:])
    throw = card_cross.layout(("discard", spades))
    assert [throw[k] for k in (A, DOWN, RIGHT)] == spades[10:]
    assert throw[LEFT] == ("discard", spades[:5]) and throw[UP] == ("discard", spades[5:10])
    follow = card_cross.first_group(spades[1:] + [C.parse("2H")], 0, False)
    at = card_cross.places(follow)
    assert [at[LEFT], at[UP]] == spades[1:3]  # 3♠ 4♠
    assert at[A] == ("cards", spades[3:8]) and at[DOWN] == ("cards", spades[8:])  # 5-9♠ T-A♠
    assert at[RIGHT] == ("discards", [C.parse("2H")])
    few = [C.parse(t) for t in ("7S", "2H", "QH", "3C", "9D")]
    assert sorted(card_cross.places(card_cross.first_group(few, -1, False)).values()) == \
        sorted(few)
    # a whole trick of the opening deal, each card where the table reaches it at once
    cands = list(range(4, 56))
    assert card_cross.presses(cands, -1, False, C.parse("2S")) == 2  # Up, Left
    cands.remove(C.parse("2S"))
    assert card_cross.presses(cands, 0, False, C.parse("3S")) == 1  # Left
    cands.remove(C.parse("3S"))
    assert card_cross.presses(cands, 0, True, C.parse("AH")) == 2  # ♥ on the Right, A♥ on it
    assert card_cross.presses(cands, 0, False, C.parse("AH")) == 3  # one press more: Right


def test_the_tricks_cards_are_drawn_in_large_type_and_its_winner_framed(monkeypatch):
    """Issue 37: the trick's cards are what the whole table reads: large type, a column a
    seat; the winner is framed (gfx.mark), no small glyph inverted."""
    d = started()
    enter(d, "2S", "5S", "TS", "9S")  # P3 takes the trick with 10♠
    calls = []
    for name in ("big_text", "mark", "invert_rect", "fill_rect"):
        def record(*args, name=name, real=getattr(gfx, name)):
            calls.append((name,) + args[1:])
            return real(*args)
        monkeypatch.setattr(gfx, name, record)
    d.app.redraw()
    d.run(["wait 40"])
    monkeypatch.undo()
    big = [c[3] for c in calls if c[0] == "big_text"]
    assert big == ["P3", "2", "♠", "5", "♠", gfx.TEN, "♠", "9", "♠"]  # whose turn, the cards
    assert ("mark", 64, 38, 32, 26) in calls  # P3's column
    assert not [c for c in calls if c[0] == "invert_rect" or (c[0] == "fill_rect"
                                                              and c[-1] == 2)]


def test_the_led_suit_comes_first_and_a_played_card_is_never_offered():
    d = started()
    enter(d, "2S")  # P1 leads
    t = d.app.top()
    at = card_cross.places(t.group())
    spades = [at[k] for k in (LEFT, UP, A, DOWN)]
    offered = []
    for e in spades:
        offered += [e] if isinstance(e, int) else e[1]
    assert offered == [C.parse(x) for x in ("3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS",
                                            "JS", "QS", "KS", "AS")]
    assert at[RIGHT][0] == "discards" and all(c & 3 != 0 for c in at[RIGHT][1])
    assert C.parse("2S") not in offered


def test_a_seat_proven_void_in_the_led_suit_gets_the_suits_first():
    d = started()
    enter(d, "2S", "3H", "4S", "5S")  # P2 did not follow spades; P4 takes the trick
    enter(d, "6S", "7S")  # P4 leads spades again, P1 follows; P2 to play
    t = d.app.top()
    at = card_cross.places(t.group())
    assert at[UP][0] == "discard" and at[RIGHT][0] == "discard"  # suits by direction
    assert sorted(at) == [UP, DOWN, LEFT, RIGHT]


def test_a_revoke_is_shown_at_once_with_the_seat_and_trick_and_a_roll_back_replays_it():
    d = started()
    enter(d, "2S", "3H", "4S", "5S", "6S", "7S", "8S")  # P2 plays a spade: the revoke
    fault = d.app.top()
    assert isinstance(fault, Fault)
    assert " ".join(fault.said) == "P2 revoked in trick 1: did not follow ♠, now plays 8♠."
    moves, _, pending = saved(d.files)
    assert pending["seat"] == 1 and pending["trick"] == 1 and len(moves) == 7
    d.run(["A"])  # Roll back to trick 1
    ref = referee(d)
    assert moves_of(ref) == [] and isinstance(d.app.top(), PlayTable)
    assert saved(d.files)[0] == [] and saved(d.files)[2] is None
    enter(d, "2S", "3S")  # the trick replayed correctly
    assert ref.ref.game.trick == [C.parse("2S"), C.parse("3S")]


def test_keep_playing_records_the_fault_on_the_sheet_menu():
    d = started()
    enter(d, "2S", "3H", "4S", "5S", "6S", "7S", "8S")
    d.run(["D", "A"])  # Keep playing, record
    ref = referee(d)
    assert len(ref.faults) == 1 and ref.pending is None
    assert isinstance(d.app.top(), PlayTable) and ref.ref.game.trick == [24, 28, 32]
    d.run(["B"])
    assert "Faults recorded: 1" in d.app.top().items


def test_a_forbidden_heart_lead_is_proven_in_the_no_hearts_deal():
    d = started()
    mirror(d, table_game(3), deals=1)  # deal 1 played; deal 2 (no hearts): P2 deals, leads
    ref = referee(d)
    assert ref.ref.game.kind() == "hearts" and ref.ref.game.current_player() == 1
    enter(d, "2H", "3H", "4H", "5H")  # P2 leads a heart; P1 takes the trick
    assert d.app.top().__class__ is PlayTable
    enter(d, "2S", "3S")  # P2 follows spades: it held a spade when it led the heart
    fault = d.app.top()
    assert isinstance(fault, Fault)
    assert " ".join(fault.said) == "P2 led a heart in trick 1 while holding 3♠."
    assert referee(d).pending["kind"] == "heart_lead"


def test_undo_takes_back_the_last_card_across_a_reboot():
    d = started()
    enter(d, "2S", "3S", "4S")
    before = referee(d).ref.game.to_dict()
    enter(d, "5S")
    d.run(["B", "reboot", "wait 1600", "A"])  # Resume King referee
    assert isinstance(d.app.top(), PlayTable)
    d.run(["B"])
    hub = d.app.top()
    assert hub.items[1] == "Undo: P4 5♠"
    d.run(["D", "A"])
    assert referee(d).ref.game.to_dict() == before
    assert saved(d.files)[0] == [C.parse(x) for x in ("2S", "3S", "4S")]
    # the sheet menu stays, titled with what it took back, on its Undo line: A again
    assert d.app.top() is hub and hub.title == "Undone: P4 5♠" and hub.index == 1
    assert hub.items[1] == "Undo: P3 4♠"
    d.run(["U", "A"])  # the deal's table again
    assert isinstance(d.app.top(), PlayTable) and referee(d).ref.game.trick == [8, 12, 16]


def test_the_save_holds_no_empty_pending_fault_in_its_steps_nor_the_engines_words():
    """The game menu reads a save whole (its file's text in one block): the referee's grew
    past 1 KB in the scripted game's deal 2 with ten undo steps, each with "pending": null,
    and the fault's English message beside the fields its screen words it from."""
    d = started()
    enter(d, "2S", "3H", "4S", "5S", "6S", "7S", "8S")  # P2 revoked in the first trick
    data = storage.load(d.files, SAVE_NAME)
    assert [sorted(step) for step in data["undo"]] == [["faults", "k", "moves", "s"]] * 7
    assert data["pending"]["kind"] == "revoke" and "message" not in data["pending"]
    assert " ".join(d.app.top().said) == fault_text(d.app, data["pending"])
    d.run(["D", "A"])  # keep playing, record
    assert "message" not in storage.load(d.files, SAVE_NAME)["faults"][0]


def test_an_older_saves_card_step_without_its_seat_names_the_card():
    d = started()
    enter(d, "2S", "3S")
    data = storage.load(d.files, SAVE_NAME)
    for step in data["undo"]:
        del step["s"]  # as saves held them before the Undo line named the seat
        step["pending"] = None  # and each step its pending fault, null when none
    d.files.data[SAVE_NAME] = save_text(data)
    d.run(["reboot", "wait 1600", "A", "B"])  # Resume; the sheet menu
    assert d.app.top().items[1] == "Undo: 3♠"
    d.run(["D", "A"])
    assert d.app.top().title == "Undone: 3♠" and moves_of(referee(d)) == [C.parse("2S")]


def test_ten_undo_steps_take_twelve_presses_and_each_names_the_seat_and_card():
    """Issue 37: Undo as in every mode: "Undo: <what>" in full, second on the sheet menu
    (B, Down, A), then one A a step; ten steps kept (8 before; 3 presses a card before)."""
    d = started()
    d.run(["B"])
    assert d.app.top().items[1] == "Undo: nothing yet"  # there from the start: B, Down, A
    d.run(["A"])  # back to the cards
    tokens = "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS".split()
    enter(d, *tokens)
    ref = referee(d)
    assert len(ref.steps.snapshots) == 10
    presses = 0
    titles = []
    for i in range(10):
        step = ["B", "D", "A"] if i == 0 else ["A"]
        presses += len(step)
        d.run(step)
        titles.append(d.app.top().title)
    assert presses == 12
    assert moves_of(ref) == [C.parse(t) for t in tokens[:2]]
    # P1 leads; P4 takes the first trick (5♠), P3 the second (9♠)
    seats = "P1 P2 P3 P4 P4 P1 P2 P3 P3 P4 P1 P2".split()
    assert titles == ["Undone: %s %s" % (seats[i], gfx.card_label(C.parse(tokens[i])))
                      for i in range(11, 1, -1)]
    assert titles[0] == "Undone: P2 K♠"
    hub = d.app.top()
    assert hub.items[1] == "Undo: nothing yet"  # the two first cards are older than ten steps
    d.run(["A"])
    assert isinstance(d.app.top(), ui.Message) and moves_of(ref) == [C.parse("2S"),
                                                                     C.parse("3S")]


def test_a_finished_deal_leaves_its_line_on_the_sheet_and_the_engine_lets_its_cards_go():
    """Issue 15: the engine's record of a finished deal (its tricks' cards) is not kept beside
    the sheet's line, neither after the deal's last card nor after a replay (Undo, Resume)."""
    d = started()
    mirror(d, table_game(0), deals=1)
    ref = referee(d)
    assert len(ref.sheet.entries) == 1 and ref.ref.game.deal_index == 1
    assert ref.ref.game.last_deal is None
    enter(d, C.token(ref.ref.game.legal_moves()[0]))
    d.run(["B", "D", "A"])  # Undo that card: the referee replays deal 1 and deal 2's start
    assert ref.ref.game.deal_index == 1 and ref.ref.game.last_deal is None
    assert len(ref.sheet.entries) == 1


def test_undo_of_a_deals_last_card_takes_its_line_off_the_sheet():
    d = started()
    mirror(d, table_game(0), deals=1)
    ref = referee(d)
    assert len(ref.sheet.entries) == 1
    d.run(["B"])  # from deal 2's table to the sheet menu
    assert d.app.top().items[1].startswith("Undo")
    d.run(["D", "A"])
    assert len(ref.sheet.entries) == 0 and ref.ref.game.deal_index == 0
    assert len(ref.ref.game.history) == 12 and len(ref.ref.game.trick) == 3


def test_a_roll_back_can_be_undone():
    d = started()
    enter(d, "2S", "3H", "4S", "5S", "6S", "7S", "8S")
    moves = moves_of(referee(d))
    d.run(["A", "B"])  # roll back; the sheet menu
    d.run(["D", "A"])  # Undo
    ref = referee(d)
    hub = d.app.top()
    assert moves_of(ref) == moves and ref.pending["kind"] == "revoke"
    assert hub.title == "Undone: the roll-back" and hub.items[:2] == ["Fault: decide",
                                                                     "Undo: P2 8♠"]
    d.run(["U", "A"])  # the fault's question again
    assert isinstance(d.app.top(), Fault)


def test_a_roll_backs_undo_step_keeps_only_the_removed_moves_and_survives_a_reboot():
    d = started()
    mirror(d, table_game(1), deals=3)
    before = moves_of(referee(d))
    enter(d, "2S", "3H", "4S", "5S", "6S", "7S", "8S")  # P2 revoked in deal 4's first trick
    moves = moves_of(referee(d))
    d.run(["A", "B"])  # roll back to the trick's start; the sheet menu
    assert moves_of(referee(d)) == moves[:-7] and moves[:len(before)] == before
    step = storage.load(d.files, SAVE_NAME)["undo"][-1]
    assert step["moves"] == len(moves) - 7
    assert step["cut"] == bytes(code(m) for m in moves[-7:]).hex()
    d.run(["B", "reboot", "wait 1600", "A", "B"])  # Resume; the sheet menu
    assert d.app.top().items[1] == "Undo: the roll-back"
    d.run(["D", "A"])
    assert moves_of(referee(d)) == moves and d.app.top().items[0] == "Fault: decide"


def test_a_roll_back_and_its_undo_open_the_save_before_the_referee_is_rebuilt(monkeypatch):
    """The save's file (1.1 KB in one piece on a board) is opened while the old referee's RAM
    is free, before the new referee takes it (issue 15: the King table's 64 KB from ROMFS)."""
    from firmware.king import referee as king_table
    events = []
    built = king_table.KingReferee

    def referee_built(*args, **kwargs):
        events.append("referee")
        return built(*args, **kwargs)
    opened = storage.open_ahead

    def opened_ahead(files, name):
        events.append("open")
        return opened(files, name)
    d = started()
    enter(d, "2S", "3H", "4S", "5S", "6S", "7S", "8S")  # P2 revoked in the first trick
    moves = moves_of(referee(d))
    monkeypatch.setattr(king_table, "KingReferee", referee_built)
    monkeypatch.setattr(storage, "open_ahead", opened_ahead)
    d.run(["A"])  # roll back
    assert events == ["open", "referee"]
    assert [move(b) for b in bytes.fromhex(storage.load(d.files, SAVE_NAME)["moves"])] == []
    d.run(["B", "D", "A"])  # the sheet menu; Undo the roll-back
    assert events == ["open", "referee"] * 2
    assert moves_of(referee(d)) == moves and saved(d.files)[0] == moves


def test_an_older_saves_roll_back_step_with_the_whole_move_list_still_undoes():
    d = started()
    enter(d, "2S", "3H", "4S", "5S", "6S", "7S", "8S")
    moves = moves_of(referee(d))
    d.run(["A"])  # roll back
    data = storage.load(d.files, SAVE_NAME)
    step = data["undo"][-1]
    step["moves"] = bytes(code(m) for m in moves).hex()  # as saves held it before
    del step["cut"]
    d.files.data[SAVE_NAME] = save_text(data)
    d.run(["reboot", "wait 1600", "A", "B"])
    assert d.app.top().items[1] == "Undo: the roll-back"
    d.run(["D", "A"])
    assert moves_of(referee(d)) == moves and d.app.top().items[0] == "Fault: decide"


def test_a_corrected_refereed_deal_stays_corrected_after_undo():
    d = started()
    mirror(d, table_game(0), deals=1)
    ref = referee(d)
    entry = ref.sheet.entries[0]["counts"]["tricks"]
    most = entry.index(max(entry))
    least = entry.index(min(entry))
    fixed = list(entry)
    fixed[most] -= 1
    fixed[least] += 1
    d.run(["B"])
    hub = d.app.top()
    d.run(["D*%d" % hub.items.index("Correct a deal"), "A", "A"])  # deal 1
    steps = []
    for s in range(3):  # CountsEntry: each player from the old count, the last one the rest
        delta = fixed[s] - entry[s]
        steps += (["U*%d" % delta] if delta > 0 else ["D*%d" % -delta] if delta < 0 else [])
        steps += ["A"]
        if sum(fixed[:s + 1]) == 13:
            break
    d.run(steps)
    assert ref.sheet.entries[0]["counts"]["tricks"] == fixed
    d.run(["A"])  # the totals: on to deal 2 (the card table)
    enter(d, C.token(ref.ref.game.legal_moves()[0]))
    d.run(["B", "D", "A"])  # Undo that card
    assert ref.sheet.entries[0]["counts"]["tricks"] == fixed
    assert ref.ref.game.trick == [] and ref.ref.game.deal_index == 1


def test_auction_outcomes_become_engine_auctions():
    for entry in ({"decision": "accept", "buyer": 3, "bid": "+3", "contract": "trump H"},
                  {"decision": "accept", "buyer": 0, "bid": "-2", "contract": "negative"},
                  {"decision": "reject", "buyer": None, "bid": None, "contract": "notrump"},
                  {"decision": "ultimatum_taken", "buyer": 1, "bid": "+6",
                   "contract": "trump S"},
                  {"decision": "ultimatum_declined", "buyer": None, "bid": None,
                   "contract": "negative"},
                  {"decision": "no_bids", "buyer": None, "bid": None, "contract": "trump C"},
                  {"decision": "4-3-3", "buyer": None, "bid": None, "contract": None}):
        game = King(None, 0, None, referee=True)
        game.deal_index = 5
        game.start_deal()
        for m in auction_moves(entry, 2):
            game.apply(m)
        if entry["decision"] == "4-3-3":
            assert game.last_deal["entry"]["decision"] == "4-3-3"
            continue
        got = game.auction.entry([13, 0, 0, 0])
        for key in ("decision", "buyer", "bid", "contract"):
            assert got[key] == entry[key], (entry, got)
    with pytest.raises(ValueError, match="cannot be \\+1"):
        auction_moves({"decision": "ultimatum_taken", "buyer": 1, "bid": "+1",
                       "contract": "trump S"}, 0)


def test_a_plus_8_bought_by_any_seat_becomes_an_engine_auction():
    """After a +8 only a seat before its bidder may bid (to match it): the shortest bidding
    that ends that way asks nobody after it (a pass there was refused for the first two)."""
    for seat in (3, 0, 1):  # the first, second and third to bid after auctioneer 2
        game = King(None, 0, None, referee=True)
        game.deal_index = 5
        game.start_deal()
        for m in auction_moves({"decision": "accept", "buyer": seat, "bid": "+8",
                                "contract": "notrump"}, 2):
            game.apply(m)
        got = game.auction.entry([13, 0, 0, 0])
        assert (got["decision"], got["buyer"], got["bid"]) == ("accept", seat, "+8")


def test_a_kept_king_of_hearts_the_cards_cannot_yet_tell_from_a_revoke_says_both():
    """Issue 34: a seat that did not follow and kept K♥ either held the led suit or had to
    play K♥; until the cards tell which, the table is told both."""
    app = type("App", (), {"settings": {"names": ["Ann", "Ben", "Cat", "Dan"]}})()
    ref = KingReferee(game=King.table_at_deal({"force_king": True}, 0, 5,
                                              [[-260, -260, -200, -240], [0] * 4, [0] * 4,
                                               [0] * 4]))
    for t in ("2D", "3D", "4D", "2S"):  # Ann leads (deal 5, dealer 0); Dan does not follow
        ref.apply(t)
    ref.apply("KD")
    fault = ref.apply("KH")[0]  # Cat won; Dan plays K♥
    assert fault_text(app, fault) == ("Dan did not follow ♦ in trick 1 holding K♥: had to "
                                      "follow or play K♥.")
    fault["void"] = True
    assert fault_text(app, fault) == "Dan kept K♥ in trick 1: had to play it."


def test_a_taken_ultimatum_is_never_offered_the_impossible_bid_plus_one():
    """An ultimatum tops the standing bid, so +1 (the lowest) cannot be one: the bid screen
    starts on +2 and never shows +1, and the deal starts at the bid chosen."""
    d = started()
    mirror(d, table_game(0), deals=6)
    ref = referee(d)
    assert ref.ref.game.kind() == "positive"
    d.run(["D*3", "A", "A"])  # ultimatum taken, who took it
    assert d.app.top().chosen()[0] == "+2"
    seen = []
    for _ in range(9):
        seen.append(d.app.top().chosen()[0])
        d.run(["U"])
    assert seen == ["+2", "+3", "+4", "+5", "+6", "+7", "+8", "-2", "-1"]
    d.run(["A"])  # +2 and a contract
    assert isinstance(d.app.top(), PlayTable)
    assert moves_of(ref)[-3:] == ["ultimatum +2", "take", "trump S"]


def test_resume_continues_the_deal_being_played():
    d = started()
    enter(d, "2S", "3S")
    d.run(["B", "B"])
    assert d.app.at_game_menu() and d.app.top().items[0] == "Resume King referee"
    d2 = Driver(d.files)
    d2.run(["wait 1600", "A"])
    ref = referee(d2)
    assert isinstance(d2.app.top(), PlayTable)
    assert ref.ref.game.trick == [C.parse("2S"), C.parse("3S")]


def load(app, Referee):
    """The saved table as a Resume reads it: a Referee, or None if it cannot be read."""
    return referee_from(app, storage.load(app.files, SAVE_NAME), Referee)


def in_a_later_deal(deals):
    """A table `deals` deals in, one card into the next: (driver, its referee, the save)."""
    d = started()
    mirror(d, table_game(2), deals=deals)
    enter(d, C.token(referee(d).ref.game.legal_moves()[0]))
    return d, referee(d), storage.load(d.files, SAVE_NAME)


def test_resume_replays_from_the_previous_deals_start_and_equals_the_game():
    d, live, data = in_a_later_deal(4)
    count, deal, position = data["base"]
    assert deal == 3 and position["deal"] == 4 and count == live.deal_first[3]
    assert sorted(position) == ["deal", "scores"]  # what King.table_at_deal takes, no more
    again = load(Driver(d.files).app, Referee)
    assert again.ref.game.to_dict() == live.ref.game.to_dict()
    assert again.sheet.to_dict() == live.sheet.to_dict()
    again.base = None
    again.rebuild()  # the whole replay from the first deal agrees
    assert again.ref.game.to_dict() == live.ref.game.to_dict()


def test_an_older_save_with_a_whole_position_as_its_deals_start_still_resumes():
    d, live, data = in_a_later_deal(3)
    count, deal, position = data["base"]
    whole = King.table_at_deal(live.sheet.options, live.sheet.first_dealer, **position)
    data["base"] = [count, deal, whole.to_dict()]  # as saves before the compact start had it
    storage.save(d.files, SAVE_NAME, data)
    again = load(Driver(d.files).app, Referee)
    assert again.ref.game.to_dict() == live.ref.game.to_dict()
    assert again.base[0] == count and sorted(again.base[2]) == ["deal", "scores"]


def test_every_move_is_one_byte_and_back():
    words = ["pass", "accept", "reject", "take", "decline", "4-3-3", "+1", "-2", "+8",
             "ultimatum +2", "ultimatum -1", "trump S", "notrump", "negative"]
    for m in [C.parse(t) for t in ("2S", "AS", "KC", "TH")] + words:
        assert move(code(m)) == m and 0 <= code(m) < 256
    assert len({code(m) for m in words}) == len(words)
    for bad in (0, 56, "ultimatum", "+9"):
        with pytest.raises(ValueError):
            code(bad)


def test_a_save_with_the_moves_as_a_list_still_resumes():
    """Saves written before the one-byte moves held them as a list of cards and words."""
    d = started()
    mirror(d, table_game(1), deals=7)
    live = referee(d)
    data = storage.load(d.files, SAVE_NAME)
    data["moves"] = moves_of(live)
    assert any(isinstance(m, str) for m in data["moves"])
    d.files.data[SAVE_NAME] = save_text(data)
    again = load(Driver(d.files).app, Referee)
    assert again.moves == live.moves
    assert again.ref.game.to_dict() == live.ref.game.to_dict()


def test_the_sheet_menu_reached_from_the_cards_names_what_each_item_does():
    """Its labels were those of when it was built: after a card, "Score table" stood where
    the actions had "Undo 2♠" (and ran it), "Delete this sheet" where they had the table."""
    d = started()
    enter(d, "2S")
    d.run(["B"])
    assert d.app.top().items == [label for label, _ in referee(d).hub_actions()]
    assert d.app.top().items[1:] == ["Undo: P1 2♠", "Score table", "Delete this sheet"]


def delete_sheet(d):
    """From the sheet menu: Delete this sheet (its last item), Yes."""
    hub = d.app.top()
    assert hub.items[-1] == "Delete this sheet"
    d.run(["D*%d" % (len(hub.items) - 1 - hub.index), "A", "R", "A"])


def test_a_sheet_the_flash_will_not_delete_says_so_and_stays_as_it_was():
    d = started()
    enter(d, "2S", "3S")
    before = dict(d.files.data)
    moves = moves_of(referee(d))
    d.files.refuse = ("remove",)
    d.run(["B"])  # the sheet menu
    delete_sheet(d)
    assert d.app.top().lines == ["Could not delete:", "30"]
    assert d.files.data == before
    d.run(["A"])
    assert d.app.top().items[-1] == "Delete this sheet" and moves_of(referee(d)) == moves
    d.run(["reboot", "wait 1600"])
    assert d.app.top().items[0] == "Resume King referee"


def test_a_sheet_can_be_deleted_after_a_confirm():
    d = started()
    enter(d, "2S")
    d.run(["B"])
    delete_sheet(d)
    assert d.app.at_game_menu() and "Resume King referee" not in d.app.top().items
    assert d.files.data == {}


def test_a_broken_save_is_said_so():
    d = started()
    d.files.data[SAVE_NAME] = save_text({"game": "kingref", "sheet": {}, "moves": ["x"]})
    for name in (SAVE_NAME + ".bak", SAVE_NAME + ".tmp"):
        d.files.data.pop(name, None)
    d2 = Driver(d.files)
    d2.run(["wait 1600"])
    assert d2.app.top().items[0] == "Resume King referee"
    d2.run(["A"])
    assert isinstance(d2.app.top(), ui.Message) and d2.app.errors == 0


def test_a_power_cut_while_saving_a_card_leaves_the_card_or_not():
    base = started()
    enter(base, "2S", "3S")
    found = set()
    for cut in range(1, 40):
        files = CuttingFiles(base.files.data, None)
        d = Driver(files)
        d.run(["wait 1600", "A"])
        keys = card_keys(d.app.top(), C.parse("4S"))
        d.run(keys[:-1])
        files.ops = 0
        files.cut_at = cut
        d.run(keys[-1:])
        after = load(Driver(rebooted(files)).app, Referee)
        assert after is not None, cut
        n = len(after.moves)
        assert n in (2, 3), cut
        found.add(n)
        if files.ops < cut:
            break
    assert found == {2, 3}


MASH_PRESSES = int(os.environ.get("REGALIA_MODES_MASH", "3200"))
KEYS = (UP, DOWN, LEFT, RIGHT, A, A, UP, DOWN, LEFT, RIGHT, A, A, A, B)


def in_mode(d):
    return any(isinstance(s, (PlayTable, Fault, Setup)) or getattr(s, "keeper", None) is not None
               for s in d.app.stack) or isinstance(d.app.top(), ui.Confirm)


def enter_mode(d):
    while not in_mode(d):
        if not d.app.at_game_menu():
            back_to_game_menu(d)
        if d.app.top().items[0] == "Resume King referee":
            select(d, "Resume King referee")
        else:
            select(d, "King")
            select(d, "Table referee")


def test_mashing_inside_the_referee_never_raises_and_b_leads_home():
    d = Driver()
    d.run(["wait 1600"])
    assert mash_inside(d, Random(1212), enter_mode, in_mode, MASH_PRESSES, KEYS) >= 3000


def test_a_cards_save_opens_its_file_before_it_builds_what_it_saves(monkeypatch):
    # The 96 KB soak (issue 35): a card's save stopped on the file's 1,148-byte buffer, its
    # one hole taken by the save's dict built first. The file is opened first now.
    d = started()
    ref = referee(d)
    order = []
    files = d.app.files
    open_file = files.open
    record = ref.game_record

    def opening(name, mode):
        if name == SAVE_NAME + ".tmp":
            order.append("open")
        return open_file(name, mode)

    def recording(*args):
        order.append("build")
        return record(*args)

    monkeypatch.setattr(files, "open", opening)
    monkeypatch.setattr(ref, "game_record", recording)
    assert ref.save(d.app) is None
    assert order == ["open", "build"]
    assert saved(files)[0] == moves_of(ref)

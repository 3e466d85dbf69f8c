"""King vs three bots (firmware/king/vs_bots.py): you are seat 0, the engine decides every rule,
the bots decide from their own view; pacing, refusals, the auction menus, the deal summary,
saving after every trick, Resume after a reboot, a power cut during a save, B, and mashing."""
import json

import pytest

from firmware import app as app_module
from firmware import storage
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.app import App
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.king.vs_bots import (_HAND_Y, NAMES, TURN_GUARD_MS, Standings, Table,
                               refusal)
from shared_rules.king.game import King
from shared_rules.king.rules import BID, DECIDE, PLAY
from shared_rules.rng import Random
from tests.support.firmware_script import Driver
from tests.support.memory_files import MemoryFiles
from tests.support.mash import back_to_game_menu, fast_press, select
from tests.support.power_cuts import CuttingFiles, rebooted
from tests.support.king_deals import at_deal, by_suit, play
from tests.support.kingplay_steps import advance, my_card_turn, opened, table

SAVE_NAME = "kingplay.sav"  # King vs bots' save (menu/home.py's MODES)


def saved(files):
    return storage.load(files, SAVE_NAME)


def test_a_new_game_deals_you_thirteen_cards_and_draws_the_dealer_by_lot():
    d = opened()
    t = d.app.top()
    assert isinstance(t, Table)
    game = t.game
    assert len(game.hands[0]) == 13 and game.deal_index == 0
    assert t.note == "Dealer by lot: %s" % NAMES[game.dealer]
    assert saved(d.files)["position"]["deal"] == 1
    assert game.options == dict(d.app.settings["king"])


def test_your_hand_is_shown_by_suit_and_only_legal_cards_are_underlined():
    d = opened()
    advance(d, my_card_turn)
    t = table(d)
    hand = t.hand()
    assert sorted(hand) == sorted(t.game.hands[0])
    suits = [c & 3 for c in hand]
    assert suits == sorted(suits)
    legal = t.game.legal_moves()
    buf = d.frame_bytes()
    for i, c in enumerate(hand):
        x = (i % 7) * 18 + 2
        y = _HAND_Y + (i // 7) * 10 + 8
        if i != t.cursor:
            assert bool(gfx.pixel(buf, x + 5, y)) == (c in legal)


def test_an_illegal_card_is_refused_with_the_engines_reason_and_nothing_changes():
    d = opened()

    def illegal_card_in_hand(d):
        if not my_card_turn(d):
            return False
        t = table(d)
        return any(c not in t.game.legal_moves() for c in t.hand())

    advance(d, illegal_card_in_hand)
    t = table(d)
    hand = t.hand()
    bad = next(i for i in range(len(hand)) if hand[i] not in t.game.legal_moves())
    d.run(["R*%d" % ((bad - t.cursor) % len(hand)), "A"])
    before = t.game.to_dict()
    msg = d.app.top()
    assert isinstance(msg, ui.Message)
    probe = King.from_dict(before)
    try:
        probe.apply(hand[bad])
        raise AssertionError("the engine took an illegal card")
    except ValueError as e:
        assert msg.lines == gfx.wrap(refusal(d.app, e), 19)[:5]
        assert "seat" not in msg.lines[0] and gfx.card_label(hand[bad]) in " ".join(msg.lines)
    d.run(["A"])
    assert d.app.top() is t and t.game.to_dict() == before and t.my_turn()


def test_a_refusal_naming_the_person_reads_as_a_sentence_about_you():
    # The engine's code names the seat ("%s must play the King of hearts"): for the person
    # it says "you" with the verb as written (it said "you holds", mended by a string
    # replace; the code now reads for any name).
    game = at_deal(5, by_suit("KH 2S"), dealer=2, options={"force_king": True})
    play(game, "AD", "AC")  # seat 0, void in diamonds, holds K♥
    d = Driver()
    d.run(["wait 1600"])
    with pytest.raises(ValueError) as refused:
        game.apply("AS")
    said = refusal(d.app, refused.value)
    assert "you must play the King of hearts" in said and "hold" not in said


def test_a_bots_card_stays_on_screen_until_A_or_two_and_a_half_seconds():
    # Issue 37: a bot's move stays long enough to be read (1 s before).
    d = opened()
    t = table(d)
    d.run(["wait 2700"])  # the dealer's name has been read; a bot leads if it deals

    def bot_just_played(d):
        return table(d).paused_at is not None and table(d).done is None \
            and table(d).game.trick and table(d).game.current_player() != 0
    advance(d, bot_just_played)
    n = len(t.game.trick)
    d.run(["wait %d" % (t.paused_at + 2400 - d.app.now)])
    assert len(t.game.trick) == n  # still showing the last card alone
    d.run(["wait 200"])
    assert len(t.game.trick) != n or t.done is not None
    advance(d, bot_just_played)
    n = len(t.game.trick)
    d.run(["A", "wait 40"])
    assert len(t.game.trick) != n or t.done is not None


def test_a_finished_trick_stays_until_A_or_two_and_a_half_seconds():
    d = opened()
    t = table(d)
    advance(d, lambda d: len(table(d).game.history) == 1)
    assert t.done is not None
    d.run(["wait %d" % (t.paused_at + 2400 - d.app.now)])
    assert t.done is not None
    d.run(["wait 200"])
    assert t.done is None


def test_the_pause_menu_shows_the_last_trick_who_played_what():
    # Issue 37: the last moves, readable after the fact; only cards that lay face up.
    d = opened()
    advance(d, lambda d: len(table(d).game.history) == 1 and my_card_turn(d))
    leader, *cards = table(d).game.history[-1]
    d.run(["B"])
    line = d.app.top().items[-2]  # (above the bots' levels)
    want = "Last trick: " + " ".join(
        "%s %s" % (NAMES[(leader + i) % 4], gfx.card_label(cards[i])) for i in range(4))
    assert line == want
    d.run(["D*%d" % (len(d.app.top().items) - 2), "A"])  # the line takes you back
    assert table(d) is d.app.top()


def test_the_finished_trick_names_its_winner_and_the_game_is_saved_after_every_trick():
    d = opened()
    t = table(d)
    for tricks in range(1, 4):
        advance(d, lambda d: len(table(d).game.history) == tricks)
        assert t.done == t.game.history[-1]
        assert saved(d.files)["position"] == t.game.to_dict()
        assert t.game.winners[-1] == t.won_by
        d.run(["A"])


def test_an_auction_offers_exactly_the_engines_legal_moves():
    d = opened()

    def my_auction_menu(d):
        top = d.app.top()
        return isinstance(top, ui.Menu) and top.title in ("Your bid", "Your decision")
    advance(d, lambda d: table(d).game.phase in (BID, DECIDE)
            and table(d).turn_ready(d.app.now) and d.app.top() is table(d))
    t = table(d)
    legal = t.game.legal_moves()
    d.run(["A"])
    assert my_auction_menu(d)
    assert len(d.app.top().items) == len(legal)
    d.run(["B"])
    assert d.app.top() is t  # B closes the menu, the hand is visible again
    d.run(["A", "D", "A"])
    assert t.game.auction.bids or t.game.phase != BID


def test_the_deal_summary_shows_the_points_in_large_type_and_down_what_each_took():
    # Issue 37: the deal's points in large type for the table; the detail a press away.
    d = opened()
    advance(d, lambda d: type(d.app.top()).__name__ == "DealScores")
    game = table(d).game
    last = game.last_deal
    frame = d.frame_bytes()
    for row in range(2):
        ref = bytearray(1024)
        ui.big_fields(ref, 10 + row * 27, [(NAMES[s], last["points"][s])
                                           for s in (row * 2, row * 2 + 1)])
        y0 = 10 + row * 27
        assert all(gfx.pixel(frame, x, y) == gfx.pixel(ref, x, y)
                   for y in range(y0, y0 + 23) for x in range(128) if x not in (62, 63, 64))
    d.run(["D"])
    summary = d.app.top()
    assert summary.rows[0] == ("Tk", last["entry"]["counts"]["tricks"])
    assert summary.rows[-1] == ("Pt", last["points"])
    assert summary.totals == game.totals() and sum(last["points"]) == -260
    d.run(["A"])
    assert d.app.top() is table(d) and game.deal_index == 1


def test_a_whole_game_ends_on_the_final_standings_and_the_save_is_gone():
    d = opened()
    advance(d, lambda d: isinstance(d.app.top(), Standings), limit=6000)
    game = d.app.top().game
    assert game.phase == 5 and sum(game.totals()) == 0 and len(game.scores[0]) == 10
    assert not storage.has_save(d.files, SAVE_NAME)
    d.run(["A"])
    assert d.app.at_game_menu() and d.app.top().items[d.app.top().index] == "King"


def test_b_leaves_the_game_saved_and_resume_after_a_reboot_brings_it_back():
    d = opened()
    advance(d, lambda d: len(table(d).game.history) == 3 and my_card_turn(d))
    before = table(d).game.to_dict()
    d.run(["B"])
    assert d.app.top().title == "Paused" and table(d) is None  # in the table's place
    d.run(["B"])
    assert d.app.at_game_menu()
    assert d.app.top().items[d.app.top().index] == "King"
    assert d.app.top().items[0] == "Resume King vs bots"
    d.run(["reboot", "wait 1600", "A", "wait 2700"])  # Resume; the note stays 2.5 s
    t = d.app.top()
    assert isinstance(t, Table) and t.game.to_dict() == before and t.my_turn()


@pytest.mark.parametrize("in_romfs", [False, True])
def test_resume_reads_the_save_before_the_import_from_files_and_after_it_from_romfs(
        monkeypatch, in_romfs):
    d = opened()
    advance(d, lambda d: len(table(d).game.history) == 3 and my_card_turn(d))
    before = table(d).game.to_dict()
    d.run(["B", "B"])
    events = []
    load, game_module = storage.load, App.game_module
    monkeypatch.setattr(app_module, "CODE_IN_ROMFS", in_romfs)
    monkeypatch.setattr(storage, "load", lambda *a: events.append("save") or load(*a))
    monkeypatch.setattr(App, "game_module",
                        lambda self, m: events.append("code") or game_module(self, m))
    d.run(["reboot", "wait 1600"])  # the game menu (it reads the saves to list them)
    del events[:]
    d.run(["A", "wait 1200"])  # Resume King vs bots
    assert events == (["code", "save"] if in_romfs else ["save", "code"])
    assert isinstance(d.app.top(), Table) and table(d).game.to_dict() == before


def test_a_power_cut_while_saving_a_trick_leaves_the_previous_or_the_new_position():
    base = opened()
    advance(base, lambda d: my_card_turn(d) and len(table(d).game.trick) == 3)
    old = saved(base.files)["position"]
    found = set()
    for cut in range(1, 40):
        files = CuttingFiles(base.files.data, None)
        d = Driver(files)
        d.run(["wait 1600", "A"])  # Resume: the last saved position
        advance(d, lambda d: my_card_turn(d) and len(table(d).game.trick) == 3)
        files.ops = 0
        files.cut_at = cut
        d.run(["A"])  # my card ends the trick: saved; the power goes at step `cut`
        after = Driver(rebooted(files))
        after.run(["wait 1600", "A"])
        t = after.app.top()
        assert isinstance(t, Table), cut
        n = len(t.game.history)
        assert n in (len(old["played"]), len(old["played"]) + 1), cut
        found.add(n - len(old["played"]))
        if files.ops < cut:  # the save went through before the cut
            break
    assert found == {0, 1}


def test_starting_a_new_game_over_a_saved_one_asks_first():
    d = opened()
    d.run(["B", "B", "A", "D", "A"])  # B, B lands on King; Play vs bots again
    assert isinstance(d.app.top(), ui.Confirm)
    d.run(["A"])  # No
    assert storage.has_save(d.files, SAVE_NAME)
    assert not isinstance(d.app.top(), Table)


def test_a_short_deck_quick_game_from_the_settings_is_played_through():
    files = MemoryFiles()
    storage.save(files, "settings.sav", {"king": {"deck": 32, "quick": True}})
    d = opened(files)
    assert len(table(d).game.hands[0]) == 8
    advance(d, lambda d: isinstance(d.app.top(), Standings), limit=6000)
    assert len(d.app.top().game.scores[0]) == 7


def test_a_finished_game_the_flash_will_not_delete_says_so_and_the_standings_follow():
    files = MemoryFiles()
    storage.save(files, "settings.sav", {"king": {"deck": 32, "quick": True}})
    d = opened(files)
    files.refuse = ("remove",)
    advance(d, lambda d: isinstance(d.app.top(), ui.Message), limit=6000)
    assert d.app.top().lines == gfx.wrap("Could not delete: 30", 19)
    assert table(d).game.phase == 5  # the save is kept as it was: the last trick to play
    assert [len(hand) for hand in saved(files)["position"]["hands"]] == [1, 1, 1, 1]
    advance(d, lambda d: isinstance(d.app.top(), Standings))
    assert len(d.app.top().game.scores[0]) == 7


MASH_KEYS = (UP, DOWN, LEFT, RIGHT, A, A, A, UP, DOWN, LEFT, RIGHT, A, A, B)


def enter(d):
    """From the game menu into the mode: Resume if there is a game, else a new one."""
    if "Resume King vs bots" in d.app.top().items:
        select(d, "Resume King vs bots")
    else:
        select(d, "King")
        select(d, "Play vs bots")


def test_mashing_inside_the_mode_never_raises_and_b_leads_home():
    """At least 3,000 random presses with the table on the screen stack (B and long B lead out
    of the mode now and then; the next press goes back in through Resume)."""
    rng = Random(2026)
    d = Driver()
    d.run(["wait 1600"])
    inside = 0
    while inside < 3000:
        enter(d)
        for _ in range(400):
            if d.app.at_game_menu():
                enter(d)
            r = rng.randbelow(300)
            if 0 < r < 40:
                d.run(["wait 1000"])  # let the bots play
                continue
            if table(d) is not None:
                inside += 1
            if r == 0:
                fast_press(d, B, hold_frames=30)  # a long B
            else:
                fast_press(d, MASH_KEYS[rng.randbelow(len(MASH_KEYS))])
        assert d.app.errors == 0, d.app.last_error
        back_to_game_menu(d)
    assert d.app.errors == 0, d.app.last_error


def test_your_bid_decision_answer_and_contract_are_menus_of_the_engines_legal_moves():
    """Bid the lowest bid, reject as auctioneer, take every ultimatum, choose the first
    contract: each menu lists the engine's legal moves, and the pick is what the engine got."""
    from firmware.king.vs_bots import move_rank
    d = opened()
    seen = set()
    for _ in range(4000):
        top = d.app.top()
        if isinstance(top, Standings):
            break
        t = table(d)
        if isinstance(top, ui.Menu) and t is not None:
            game = t.game
            moves = sorted(game.legal_moves(), key=move_rank)
            assert top.items == [t.move_label(m) for m in moves]
            pick = 0
            if top.title == "Your bid":
                pick = 1  # the lowest legal bid (Pass is first)
            elif top.title == "Your decision" and "reject" in moves:
                pick = moves.index("reject")
            seen.add(top.title)
            bids = len(game.auction.bids)
            d.run(["D*%d" % pick, "A"] if pick else ["A"])
            a = game.auction
            if top.title == "Your bid":
                assert a.bids[bids] == (0, moves[pick])
            elif top.title == "Your decision":
                assert a.decision == moves[pick].split(" ")[0]
            elif top.title == "Ultimatum to you":
                assert a.answer == "take"
            else:
                assert a.contract == moves[0] and game.phase == PLAY
            continue
        d.run(["A"])
        assert d.app.errors == 0, d.app.last_error
    assert seen == {"Your bid", "Your decision", "Ultimatum to you", "Your contract"}


# --- issue 10: an A that ends a pause never plays; "Your turn" first; undo ------------------
def paused_before_my_card(d):
    """A bot's card is on show (a pause) and the next card is yours."""
    t = table(d)
    return t is not None and d.app.top() is t and t.paused_at is not None and t.done is None \
        and t.game.phase == PLAY and t.game.current_player() == 0


def test_an_a_that_ends_a_pause_never_plays_a_card():
    d = opened()
    advance(d, paused_before_my_card)
    t = table(d)
    hand = len(t.game.hands[0])
    d.run(["A", "A"])  # the first A ends the pause; the second lands on "Your turn" at once
    assert len(t.game.hands[0]) == hand and t.my_turn()
    d.run(["wait %d" % TURN_GUARD_MS, "A"])  # a deliberate A once "Your turn" is up plays
    assert len(t.game.hands[0]) == hand - 1


def test_an_a_landing_as_the_pause_ends_does_not_play():
    d = opened()
    advance(d, paused_before_my_card)
    t = table(d)
    hand = len(t.game.hands[0])
    while t.paused_at is not None:
        d.run(["wait 20"])  # the pause runs out by itself ...
    d.run(["A"])  # ... and the A meant to skip it arrives a frame later
    assert len(t.game.hands[0]) == hand


def test_the_screen_says_your_turn_in_large_type_before_a_plays():
    d = opened()
    advance(d, paused_before_my_card)
    d.run(["A"])
    t = table(d)
    assert t.my_turn() and not t.turn_ready(d.app.now)
    buf = d.frame_bytes()
    ref = bytearray(1024)
    ui.headline(ref, 27, t.turn_headline(), invert=True)
    assert all(gfx.pixel(buf, x, y) == gfx.pixel(ref, x, y)
               for y in range(26, 42) for x in range(128))
    assert t.turn_headline() in ("Your turn", "Your lead")


def test_undo_goes_back_to_your_last_decision_and_the_bots_moves_after_it():
    d = opened()
    advance(d, my_card_turn)
    t = table(d)
    before = t.game.to_dict()
    card = t.hand()[t.cursor]
    d.run(["A", "wait 3000"])  # your card, then the bots go on
    assert t.game.to_dict() != before
    d.run(["B"])
    assert d.app.top().items[:3] == ["Back to the game", "Undo: your " + gfx.card_label(card),
                                     "Game menu (saved)"]
    d.run(["D", "A"])
    t = table(d)
    assert d.app.top() is t and t.game.to_dict() == before and t.my_turn()
    assert saved(d.files)["position"] == before


def test_with_nothing_to_undo_the_undo_gesture_stays_in_the_game():
    """Issue 37: the Undo line vanished when there was nothing to undo, so B, Down, A left for
    the game menu; it says "Undo: nothing yet" as in the other modes."""
    d = opened()
    t = table(d)
    assert not t.history.can_undo()
    d.run(["B"])
    assert d.app.top().items == ["Back to the game", "Undo: nothing yet", "Game menu (saved)",
                                 "Bot levels: N N N"]
    d.run(["D", "A"])
    assert not d.app.at_game_menu() and table(d) is t
    assert " ".join(d.app.top().lines) == "Nothing to undo yet."
    d.run(["A"])
    assert d.app.top() is t


def test_undo_works_across_a_reboot():
    d = opened()
    advance(d, my_card_turn)
    before = table(d).game.to_dict()
    d.run(["A", "wait 3000", "B", "B", "reboot", "wait 1600", "A", "B", "D", "A"])
    t = table(d)
    assert t.game.to_dict() == before and d.app.top() is t


def test_undo_reads_a_save_whose_base_position_is_an_object():
    # The base position is kept (and saved) as JSON text, a quarter of its dict's RAM; a save
    # from before, with the base as an object, still undoes after the update.
    d = opened()
    advance(d, my_card_turn)
    before = table(d).game.to_dict()
    d.run(["A", "wait 3000"])
    data = saved(d.files)
    assert isinstance(data["undo"]["base"], str)
    data["undo"]["base"] = json.loads(data["undo"]["base"])
    storage.save(d.files, SAVE_NAME, data)
    d2 = Driver(d.files)
    d2.run(["wait 1600", "A", "B", "D", "A"])
    t = table(d2)
    assert t.game.to_dict() == before and d2.app.top() is t


def test_undo_reaches_back_ten_decisions_and_the_save_stays_small():
    d = opened()
    positions = []
    while len(positions) < 30:  # past a deal's end and past a rebase of the undo log
        advance(d, my_card_turn)
        positions.append(table(d).game.to_dict())
        d.run(["A"])
        assert len(d.files.data[SAVE_NAME]) < 4500  # two positions and a move log at most
    assert table(d).game.deal_index >= 1
    for n in range(10):
        d.run(["B", "D", "A"])
        assert table(d).game.to_dict() == positions[29 - n], n
    d.run(["B"])
    assert d.app.top().items[1] == "Undo: nothing yet"


def test_a_damaged_undo_record_leaves_the_game_playable():
    d = opened()
    advance(d, my_card_turn)
    d.run(["A", "wait 3000"])
    data = saved(d.files)
    data["undo"]["log"] = ["XX"] + data["undo"]["log"]
    storage.save(d.files, SAVE_NAME, data)
    d2 = Driver(d.files)
    d2.run(["wait 1600", "A", "B", "D", "A"])
    assert isinstance(d2.app.top(), ui.Message)
    d2.run(["A"])
    t = table(d2)
    assert t.game.to_dict() == data["position"] and not t.history.can_undo()


# --- issue 35: Undo never shows a bot's cards ----------------------------------------------
def test_undo_after_the_bots_played_never_draws_a_bots_card(monkeypatch):
    # Every card drawn on every frame, from the first deal through ten undos (across a deal's
    # end), against the hands at that frame: a card in your hand's rows is yours, and a card a
    # bot holds is never drawn (but the last trick of a deal, on show while the next deal is
    # already dealt); after each undo your whole hand is drawn.
    drawn = []
    card = gfx.card

    def recording(buf, x, y, c, *rest):
        drawn.append((y, c))
        return card(buf, x, y, c, *rest)
    monkeypatch.setattr(gfx, "card", recording)
    d = opened()
    frame = d.frame

    def checked(mask):
        del drawn[:]
        frame(mask)
        t = table(d)
        if t is None or t.game.hands is None:
            return
        hands = t.game.hands
        trick = t.done[1:] if t.done is not None and t.summary_due else ()
        for y, c in drawn:
            if y >= _HAND_Y:
                assert c in hands[0], (d.now, c)
            else:
                assert c in trick or not (c in hands[1] or c in hands[2] or c in hands[3]), \
                    (d.now, c)
    d.frame = checked
    for _ in range(16):  # your cards (and the bots' after each), past the first deal's end
        advance(d, my_card_turn)
        d.run(["A", "wait 3000"])
    assert table(d).game.deal_index >= 1
    for n in range(15):  # your card, the bots' cards and tricks for a while, then Undo
        advance(d, my_card_turn)
        d.run(["A", "wait %d" % (n % 5 * 1000)])
        d.run(["B", "D", "A"])
        undone(d, drawn, n)
    n = 0
    while table(d).history.can_undo():  # back every decision kept, in a row
        d.run(["B", "D", "A"])
        undone(d, drawn, n)
        n += 1
    assert n == 9


def undone(d, drawn, n):
    """Undo has just put your turn back: your whole hand is drawn (what `drawn` kept)."""
    t = table(d)
    assert d.app.top() is t and t.my_turn() and t.note == "Undone: your move again", n
    d.app.redraw()
    d.frame(0)
    assert sorted(c for y, c in drawn if y >= _HAND_Y) == sorted(t.game.hands[0]), n


def test_the_bots_are_normal_at_no_press_and_the_pause_menu_changes_their_levels(monkeypatch):
    from shared_rules.king import bot as king_bot
    asked = []
    choose = king_bot.choose
    monkeypatch.setattr(king_bot, "choose", lambda view, level="normal":
                        asked.append((view.seat, level)) or choose(view, level))
    d = opened()
    t = table(d)
    assert t.levels[1:] == [1, 1, 1] and saved(d.files)["levels"] == "NNNN"
    d.run(["B"])
    menu = d.app.top()
    assert menu.items[-1] == "Bot levels: N N N"  # last: the lines above keep their places
    d.run(["U", "A"])
    levels = d.app.top()
    assert levels.title == "Bot levels" and levels.items == [
        "Ann: Normal", "Bob: Normal", "Cat: Normal"]
    d.run(["R", "D", "L", "B"])  # Ann Hard, Bob Easy; B: back to the table
    assert d.app.top() is t and t.levels == [1, 2, 0, 1]
    assert saved(d.files)["levels"] == "NHEN" and d.app.settings["bots"] == "NHEN"
    del asked[:]
    advance(d, lambda d: {1, 2, 3} <= {seat for seat, _ in asked})
    assert all(level == ("hard", "easy", "normal")[seat - 1] for seat, level in asked)
    d.run(["B"])  # the pause menu shows them
    assert d.app.top().items[-1] == "Bot levels: H E N"


def test_resume_keeps_the_levels_and_a_new_game_offers_last_times():
    d = opened()
    d.run(["B", "U", "A", "A", "B"])  # Ann: Hard
    d.run(["reboot", "wait 1600", "A"])  # Resume King vs bots
    assert table(d).levels[1:] == [2, 1, 1]
    d.run(["B", "B", "A", "D", "A", "D", "A"])  # King > Play vs bots > replace it: Yes
    t = table(d)
    assert t is not None and t.levels[1:] == [2, 1, 1] and t.game.deal_index == 0


def test_a_save_from_before_the_levels_has_normal_bots_and_a_damaged_one_cannot_be_read():
    d = opened()
    data = saved(d.files)
    del data["levels"]
    files = MemoryFiles()
    storage.save(files, SAVE_NAME, data)
    d = Driver(files)
    d.run(["wait 1600", "A"])
    assert table(d).levels == [1, 1, 1, 1]
    for bad in ("NNN", "NNNX", 3):
        data["levels"] = bad
        files = MemoryFiles()
        storage.save(files, SAVE_NAME, data)
        d = Driver(files)
        d.run(["wait 1600", "A"])
        assert table(d) is None
        assert d.app.top().lines == gfx.wrap("The saved game cannot be read.", 19), bad


def test_the_hint_on_your_turn_names_the_card_and_why_and_puts_the_cursor_on_it():
    # The Driver's clock deals the first deal, No tricks; before your turn 6♠ leads the trick
    d = opened()
    advance(d, my_card_turn)
    t = table(d)
    assert t.game.kind() == "tricks" and 24 in t.game.trick  # 6♠ on the table
    d.run(["B"])
    items = d.app.top().items
    assert items == ["Back to the game", "Undo: nothing yet", "Game menu (saved)", "Hint",
                     "Bot levels: N N N"]
    d.run(["D*3", "A"])
    box = d.app.top()
    assert box.lines == ["Hint: 3♠", "3♠: under the 6♠, you", "avoid the trick"]
    assert t.hand()[t.cursor] == 12  # 3♠ under the cursor
    d.run(["A", "wait %d" % (TURN_GUARD_MS + 100), "A"])  # read; A plays it
    assert 12 not in t.game.hands[0]

"""A mode imports only its own code (issue 15: what a mode imports stays in RAM beside its
game): the solo game does not bring the table companion, the game against bots does not
bring the Kings and Treasures referee's screens. Checked in a fresh interpreter, where no
other test has imported anything yet."""
import subprocess
import sys

import pytest

from host_tools.micropython_runner import ROOT
from tests.support.unix_port import micropython_prints



def imported_with(module):
    code = "import sys, %s; print(' '.join(sorted(sys.modules)))" % module
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    return set(out.split())


@pytest.mark.parametrize("module,not_there", [
    ("firmware.regicide.solo", ("firmware.regicide.companion", "shared_rules.regicide.companion",
                                     "firmware.ui.card_grid")),
    # the bots' code while bots move, a person's move input while a person moves, a bot's move
    # in steps while it shows; the setup, the resume and the scores for those steps
    ("firmware.treasure.vs_bots", ("firmware.treasure.referee", "shared_rules.treasure.why",
                                     "shared_rules.treasure.bot", "firmware.treasure.vs_bots_start",
                                     "firmware.treasure.vs_bots_scores",
                                     "shared_rules.treasure.players",
                                     "shared_rules.treasure.notation",
                                     "shared_rules.treasure.powers",
                                     "firmware.treasure.vs_bots_turn",
                                     "firmware.treasure.vs_bots_shown")),
    # the bots' code without the benchmark's baseline player, nor the powers' checks (a bot
    # judges powers its own way)
    ("shared_rules.treasure.bot", ("shared_rules.treasure.players",
                                   "shared_rules.treasure.powers")),
    # the companion rules with the rules' functions, not the full game's state machine
    # (nor its loaders, its words, its end on "cannot pay", its ways in, nor the other modes'
    # undo)
    ("firmware.regicide.companion", ("shared_rules.regicide.game", "shared_rules.regicide.load",
                                "shared_rules.regicide.companion_load",
                                "shared_rules.regicide.companion_cards",
                                "shared_rules.regicide.companion_audit",
                                "shared_rules.regicide.where",
                                "shared_rules.regicide.companion_pay",
                                "firmware.regicide.companion_start",
                                "firmware.regicide.companion_resume", "firmware.undo")),
    # Undo by replay and positions as text are the Regicide modes' alone (firmware/replay.py);
    # a deal's points are imported while an entry is scored; the sheet's entry screens, its
    # totals and score table while they show; the table's setup, its faults' screen and the
    # auction's moves for those steps alone
    ("firmware.king.referee", ("firmware.replay", "menu.home", "menu.settings",
                             "shared_rules.king.scoring", "firmware.king.sheet_entry",
                             "firmware.ui.counts_entry", "firmware.king.sheet_totals",
                             "firmware.ui.score_table", "firmware.king.referee_start",
                             "firmware.king.referee_fault", "firmware.king.referee_auction",
                             "shared_rules.king.auction", "shared_rules.king.view",
                             "shared_rules.king.why", "shared_rules.king.notation")),
    ("firmware.king.sheet", ("shared_rules.king.scoring", "firmware.king.sheet_entry",
                             "firmware.ui.counts_entry", "firmware.king.sheet_totals",
                             "firmware.ui.score_table")),
    # the King engine's auction comes with the first positive deal, the seats' views with the
    # bots' first look
    ("shared_rules.king.game", ("shared_rules.king.auction", "shared_rules.king.view",
                           "shared_rules.king.why", "shared_rules.king.load",
                           "shared_rules.king.notation")),
    # King vs bots keeps no score sheet; a position's loader, a deal's scoring, a refusal's
    # wording and the score table only while they work
    ("firmware.king.vs_bots", ("firmware.replay", "shared_rules.king.scoresheet",
                            "shared_rules.king.load", "shared_rules.king.scoring",
                            "firmware.wording", "firmware.ui.score_table")),
    # the referee explains a refused cell with treasure_why, imported for that refusal only
    # and deals with treasure_deal (and the random numbers), imported for the deal only
    # and shows who holds which King, a pass and the end with treasure_notices, for those alone
    ("firmware.treasure.referee", ("firmware.replay", "shared_rules.treasure.why",
                                "shared_rules.treasure.deal", "shared_rules.rng",
                                "firmware.treasure.notices")),
    ("firmware.regicide.team", ("firmware.replay",)),
])
def test_a_mode_does_not_import_another_modes_code(module, not_there):
    got = imported_with(module)
    assert module in got
    for name in not_there:
        assert name not in got


@pytest.mark.parametrize("engine,loader,cls,start", [
    ("king.game", "king.load", "King", "new_game(5)"),
    ("regicide.game", "regicide.load", "Regicide", "new_game(5, players=2)"),
    ("treasure.game", "treasure.load", "TreasureState", "new_game(5, players=2)"),
    ("regicide.companion", "regicide.companion_load", "TableCompanion",
     "TableCompanion(2, 'never', True)")])
def test_a_position_loader_leaves_micropythons_modules_after_the_load(engine, loader, cls, start):
    # On a board the loader's code (from_dict's checks) is in RAM only while it runs: after a
    # load it is in neither sys.modules nor its package, and loading again works.
    code = "\n".join([
        "import sys",
        "from shared_rules.{e} import *",
        "d = {start}.to_dict()",
        "again = {cls}.from_dict({cls}.from_dict(d).to_dict()).to_dict() == d",
        "package = sys.modules['shared_rules.{package}']",
        "print(again, 'shared_rules.{loader}' in sys.modules, hasattr(package, '{short}'))",
    ]).format(e=engine, cls=cls, start=start, loader=loader, package=loader.split(".")[0],
              short=loader.split(".")[1])
    out = micropython_prints(code)
    assert out.split() == ["True", "False", "False"]


def test_a_kings_and_treasures_deal_leaves_micropythons_modules_after_the_deal():
    # The deal's code (and the random numbers') is in RAM only while it deals; dealing again
    # from the same seed deals the same game.
    code = "\n".join([
        "import sys",
        "from shared_rules.treasure import game as treasure",
        "a = treasure.new_game(7, players=3, level='complete').to_dict()",
        "b = treasure.new_game(7, players=3, level='complete').to_dict()",
        "print(a == b, 'shared_rules.treasure.deal' in sys.modules, 'shared_rules.rng' in sys.modules)",
    ])
    out = micropython_prints(code)
    assert out.split() == ["True", "False", "False"]


def test_a_kings_and_treasures_power_leaves_micropythons_modules_after_the_move():
    # A card's power (what it offers, its choice checked and carried out) is in RAM only for
    # the call: a Magician's teleport is played, a refused choice leaves the position as it was.
    code = "\n".join([
        "import sys",
        "from shared_rules.treasure import game as treasure",
        "s = treasure.from_dict({'game': 'treasure', 'version': 'complete', 'seats': ['S', 'H'],",
        "    'turn': 'S', 'kings': {'S': 'a1', 'H': 'g7'}, 'piles': {'S': ['AC'], 'H': ['5D']},",
        "    'board': ['.. 8D .. .. .. .. ..', '.. .. .. .. .. .. ..', '.. .. .. .. .. .. ..',",
        "              '.. .. .. 8H .. .. ..', '.. .. .. .. .. .. ..', '.. .. .. .. .. .. ..',",
        "              '.. .. .. .. .. .. ..']})",
        "offer = s.power_choices(treasure.parse_cell('b1'))",
        "kept = 'shared_rules.treasure.powers' in sys.modules",
        "before = s.to_dict()",
        "try:",
        "    s.apply('b1 teleport=c1')",
        "except ValueError as e:",
        "    said = str(e)",
        "same = s.to_dict() == before",
        "s.apply('b1 teleport=d4')",
        "print(offer == {'teleport': ['d4']}, kept, 'face-up Magician' in said, same,",
        "      treasure.cell_name(s.kings[0]), s.piles[0], treasure.cards.token(s.board[1]),",
        "      'shared_rules.treasure.powers' in sys.modules)",
    ])
    out = micropython_prints(code)
    assert out.split() == ["True", "False", "True", "True", "d4", "[7,", "33]", "8D", "False"]


def test_a_king_refusals_words_leave_micropythons_modules_after_the_refusal():
    # Why a card is refused is worded by shared_rules/king/why.py, in RAM only for the refusal;
    # a second refusal is worded the same.
    code = "\n".join([
        "import sys",
        "from shared_rules.king.game import new_game",
        "game = new_game(1)",
        "seat = game.current_player()",
        "other = game.hands[(seat + 1) % 4][0]",
        "said = []",
        "for _ in range(2):",
        "    try:",
        "        game.apply(other)",
        "    except ValueError as e:",
        "        said.append(str(e))",
        "print(len(said) == 2 and said[0] == said[1], 'is not in seat' in said[0],",
        "      'shared_rules.king.why' in sys.modules)",
    ])
    out = micropython_prints(code)
    assert out.split() == ["True", "True", "False"]


def test_a_held_module_is_imported_once_for_the_block_and_leaves_after_it():
    # compat.held: import_once inside the block finds the held module (no second copy); after
    # the block MicroPython's modules no longer have it.
    code = "\n".join([
        "import sys",
        "from shared_rules.compat import held, import_once",
        "with held('shared_rules.king.scoring'):",
        "    inside = 'shared_rules.king.scoring' in sys.modules",
        "    same = import_once('shared_rules.king.scoring') is sys.modules['shared_rules.king.scoring']",
        "print(inside, same, 'shared_rules.king.scoring' in sys.modules)",
    ])
    out = micropython_prints(code)
    assert out.split() == ["True", "True", "False"]


def test_a_positive_deals_auction_comes_at_its_first_use_and_its_code_goes_with_the_bidding():
    # The table enters a deal's auction after the previous deal's totals: until then neither
    # the Auction nor its module is in RAM. The module is imported for the Auction alone (not
    # kept in sys.modules), and once the contract is chosen the deal keeps an AuctionResult:
    # the bidding's code is then freed (several KB of bytecode from source).
    # (the bidding in a function: a pointer to the Auction left in the module's own frame
    # would keep it alive for MicroPython's conservative collector)
    code = "\n".join([
        "import gc, sys",
        "from shared_rules.king.game import King",
        "from shared_rules.king.rules import BID, PLAY",
        "def bid(game):",
        "    before = 'shared_rules.king.auction' in sys.modules",
        "    first = game.current_player()",
        "    print(game.phase == BID, before, 'shared_rules.king.auction' in sys.modules, first,",
        "          game.auction.auctioneer, game.legal_moves()[:2],",
        "          hasattr(game.auction, 'apply'))",
        "    for m in ('pass', 'pass', 'pass'):",
        "        game.apply(m)",
        "game = King.table_at_deal(None, 0, 7, [[0] * 6] * 4)",
        "bid(game)",
        "gc.collect()",
        "bidding = gc.mem_alloc()",
        "game.apply('notrump')",
        "gc.collect()",
        "freed = bidding - gc.mem_alloc()",
        "a = game.auction",
        "print(game.phase == PLAY, hasattr(a, 'apply'), a.contract, a.holder, a.replay_moves(),",
        "      'shared_rules.king.auction' in sys.modules, freed > 2000)",
    ])
    assert micropython_prints(code).split() == [
        "True", "False", "False", "3", "2", "['+1',", "'+2']", "True",
        "True", "False", "notrump", "2", "['pass',", "'pass',", "'pass',", "'notrump']", "False",
        "True"]


def test_a_packed_import_collects_before_each_module_it_brings_in_on_micropython(tmp_path):
    # On a board each module is read through a 1.1 KB file buffer, garbage once it is loaded;
    # a collection before each module an import brings in lets the next buffer take the last
    # one's hole instead of leaving a hole per module between their code (compat.import_packed:
    # a game's modules, the steps' imports of compat.held).
    package = tmp_path / "pk"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from pk import b\nimport pk.c\nfrom pk.b import X\n")
    (package / "b.py").write_text("X = 1\n")
    (package / "c.py").write_text("Y = 2\n")
    (package / "d.py").write_text("Z = 3\n")
    code = "\n".join([
        "import sys", "sys.path.insert(0, %r)" % str(tmp_path),
        "from shared_rules import compat",
        "log = []",
        ("compat.collect = lambda: log.append(' '.join(sorted(m for m in sys.modules"
         " if m.startswith('pk'))))"),
        "a = compat.import_packed('pk.a')",
        "print(a.__name__)",
        "import pk.d",  # after it: imports as before, no collection
        "print('|'.join(log))"])
    assert micropython_prints(code).split("\n")[:2] == ["pk.a", "pk pk.a|pk pk.a pk.b"]

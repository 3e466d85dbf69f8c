"""Benchmarks on the emulated Pico (`make bench` runs this after the unix-port benchmarks).

Label of every figure: emulated RP2040 at 125 MHz, zero-wait flash (no XIP cache misses), so a
lower bound for a real Pico. The stock v1.28.0 firmware with the files laid out as
`make deploy` lays them out.

`python -m host_tools.pico.bench [boot] [bootused] [restart] [engines] [treasure] [bot]
[regicidehard] [treasurehard] [heap]
[romfs] [hardfs] [hardrom] [hardbytecode] [hard120] [kingtable] [imports] [soak] [soakbytecode]
[soakfs] [powercut]` (boot, restart, engines, heap, romfs, hardfs, hardrom, soak,
soakbytecode and powercut by default; engines runs treasure and bot too):
- boot: power-on to the splash and to the first game-menu frame; a button press (pin low) to
  the next frame on the panel, for menu moves and score-sheet entries (debounce included);
- bootused: the same power-on on a flash written since the deploy (the settings saved; a King
  score sheet started and left; Svenska chosen in Settings), each on an image of its own;
- restart: a game chosen after another opens after a restart into a heap made anew
  (firmware/restart.py): what that costs, from the frame that takes the press to the game's
  first picture, `.mpy` on LittleFS and in ROMFS;
- engines: the engines' answers timed on the chip over a representative subset of the unix
  benchmarks' sets: Kings and Treasures destinations (every 6th corpus position with the
  sparse Knight board, and apart the bot games' slowest boards; each set's slowest retimed:
  `treasure` runs this part alone), the Regicide hint
  (solo games), the King bot (whole games), then bot;
- treasurehard: `bot` with the Kings and Treasures bot's Hard level;
- regicidehard: the Regicide bot's Hard level on the chip, every seat Hard, solo and the
  team game at 2-4 players (a part of engines too);
- bot: the Kings and Treasures bot's whole decisions over whole games against the greedy
  baseline (REGALIA_PICO_BOT_GAMES games per level and seat count, 2 by default);
- heap: each device mode's whole scripted game (the games of tests/pico/test_pico_games.py, whose
  `make test` part plays only their openings), frames compared with the host's, peak heap
  sampled at every frame drawn (host_tools/pico/heap_main.py), `.mpy` on LittleFS;
- romfs: the same games with the compiled files in the ROMFS partition (romfs256k firmware);
- hardfs, hardrom: the same games in a hard heap of issue 15's budget (96 KB with the `.mpy`
  files on LittleFS, 64 KB with them in ROMFS; a ballast holds the rest of the Pico's heap):
  each mode fits, or ends in a MemoryError; hardbytecode: hardfs with every module bytecode,
  the Kings and Treasures walk too (the Pico's walk is machine code, 6 KB more heap from
  LittleFS, for its 240 KB heap; a board with ~100 KB, an ESP32 without PSRAM, gets
  bytecode: `make deploy BOARD=esp32`); hard120: the same in 120 KB, `.mpy` on LittleFS
  (issue 11's budget: half the Pico's heap);
- kingtable: the King table referee's whole 10-deal game (every card of a bots' game entered,
  the positive deals' auctions too), beyond its script, in 96 KB with the files on LittleFS;
- imports: what importing each module costs the heap (with its new dependencies), `.mpy` on
  LittleFS;
- soak, soakbytecode, soakfs: 20 whole games back to back in one power-on, each after the
  first from a restart (host_tools/pico/soak.py), in 64 KB from ROMFS (issue 15's budget) /
  96 KB with every module bytecode on LittleFS (a small board's files) / 120 KB from LittleFS
  (issue 11's): no MemoryError, the largest free block at each game's start (~40 min each);
- powercut: the power-cut sweep (host_tools/pico/powercut.py) at every erase and program step
  of each write: every mode's first save and a mid-game save, the settings saved twice, a
  score sheet deleted, a second cut after recovering from each kind of cut inside each
  mid-game save; every image booted and its Resume (or Settings) frame compared with the
  host's; per mode, the cuts tried and the distinct images booted.
"""
import os
import statistics
import sys
import time

from host_tools import build, deploy
from host_tools.pico import firmware_files, image
from host_tools.pico.board import EmulatedPico, EmulatorError
from host_tools.pico.play import Lockstep, Player, heap_samples

LABEL = "emulated RP2040 at 125 MHz, zero-wait flash"
BUDGETS = {"menu": 500, "press": 50, "treasure": 100, "treasure_bot": 300, "regicide": 150,
           "king": 20, "heap": 120 * 1024}
BOT_GAMES = int(os.environ.get("REGALIA_PICO_BOT_GAMES", "2"))  # per level and seat count

# The Kings and Treasures bot's whole decisions (destinations, judging, powers' choices): the
# games of bench/treasure_bot.py against the greedy baseline (seeds 0 … BOT_GAMES-1, the bot's
# seat rotating), 2, 3 and 4 seats at each level, every bot decision timed on the chip after a
# collect (as the device collects between turns).
TREASURE_BOT = r"""
import gc, time
BOT_LEVEL = %r
from shared_rules.treasure import game as treasure
from shared_rules.treasure import bot as treasure_bot
from shared_rules.treasure.players import greedy
from shared_rules.rng import Random
worst = (0, "")
for level in treasure.LEVELS:
    times = []
    for players in (2, 3, 4):
        for g in range(%d):
            rng = Random(g * 7 + 1)
            state = treasure.new_game(g, players=players, level=level)
            seat = g %% players
            while not state.is_terminal():
                if state.turn == seat:
                    gc.collect()
                    t = time.ticks_us()
                    move = treasure_bot.choose(state.view(seat), BOT_LEVEL)
                    dt = time.ticks_diff(time.ticks_us(), t)
                    times.append(dt)
                    if dt > worst[0]:
                        worst = (dt, "%%s, %%d seats, %%d steps, game %%d" %% (
                            level, players, state.steps(), g))
                else:
                    move = greedy(state, rng)
                state.apply(move)
            gc.collect()
    times.sort()
    print("bot", level, len(times), sum(times) // len(times), times[len(times) // 2], times[-1])
print("botworst", worst[0], worst[1])
"""

# Kings and Treasures destinations, two sets timed apart: every 6th position of the unix
# corpus with the sparse Knight board (the "bench positions"), and the bot games' slowest
# boards. Each set's slowest five are timed again, best of 3.
TREASURE = r"""
import gc, time
from shared_rules.treasure.moves import destinations
from tests.support.treasure_naive import corpus
def took(fn, *args):
    t = time.ticks_us()
    fn(*args)
    return time.ticks_diff(time.ticks_us(), t)
bench = []
games = []
for i, (label, board, start, steps, level, others) in enumerate(corpus(1)):
    if label == "bot-game":
        games.append((took(destinations, board, start, steps, level, others), i,
                      (board, start, steps, level, others)))
    elif i % 6 == 0 or label == "sparse-knight":
        bench.append((took(destinations, board, start, steps, level, others), i,
                      (board, start, steps, level, others)))
for name, times in (("treasure", bench), ("treasure_games", games)):
    times.sort()
    worst = [min(took(destinations, *a) for _ in range(3)) for _, _, a in times[-5:]]
    print(name, len(times), times[len(times) // 2][0], max(worst))
del bench, games, times
gc.collect()
"""

ENGINES = TREASURE + r"""
from shared_rules.regicide import game as R
from shared_rules.regicide import bot as RB
from shared_rules.king import bot as king_bot
from shared_rules.king.game import new_game
hint = []
for seed in range(3):
    g = R.new_game(seed, players=1)
    while not g.is_terminal():
        view = g.view(g.turn)
        t = time.ticks_us()
        move = RB.choose(view)
        hint.append(time.ticks_diff(time.ticks_us(), t))
        g.apply(move)
print("regicide", len(hint), sum(hint) // len(hint), max(hint))
bot = []
hard = []  # the Hard level (issue 40) on the same views
g = new_game(1)
while not g.is_terminal():
    view = g.view(g.current_player())
    gc.collect()  # as the device collects before a bot's decision (firmware/king/vs_bots.py)
    t = time.ticks_us()
    king_bot.choose(view, "hard")
    hard.append(time.ticks_diff(time.ticks_us(), t))
    gc.collect()
    t = time.ticks_us()
    move = king_bot.choose(view)
    bot.append(time.ticks_diff(time.ticks_us(), t))
    g.apply(move)
print("king", len(bot), sum(bot) // len(bot), max(bot))
print("kinghard", len(hard), sum(hard) // len(hard), max(hard))
"""


# The Regicide bot's Hard level (issue 40), every seat Hard: solo (three games) and the team
# game at 2, 3 and 4 players (two games each): its decisions' mean and worst
REGICIDE_HARD = r"""
import gc, time
from shared_rules.regicide import game as R
from shared_rules.regicide import bot as RB
def hard(players, seeds):
    took = []
    for seed in seeds:
        g = R.new_game(seed, players=players)
        while not g.is_terminal():
            view = g.view(g.turn)
            gc.collect()
            t = time.ticks_us()
            move = RB.choose(view, "hard")
            took.append(time.ticks_diff(time.ticks_us(), t))
            g.apply(move)
    print("regicide_hard_%d" % players, len(took), sum(took) // len(took), max(took))
hard(1, range(3))
for players in (2, 3, 4):
    hard(players, range(2))
"""

def line(what, figure, budget=None, unit="ms"):
    verdict = ""
    if budget is not None:
        verdict = "  (budget <= %s %s: %s)" % (budget, unit, "within" if figure <= budget
                                                else "OVER")
    print("  %-58s %8s %s%s" % (what, figure if isinstance(figure, str) else
                                "%.1f" % figure, unit, verdict), flush=True)


def bench_boot():
    from tests.support.firmware_script import Driver, counts, start_sheet
    menu = Driver().run(["wait 1600", "snap menu"])[0][1]
    flash = image.deployed_image(deploy.board_main("pico"), fresh=True)
    with EmulatedPico(flash_image=flash) as pico:
        player = Player(pico)
        player.boot()
        player.run(["wait 1700"])
        splash = pico.frames[1][0]
        at_menu = next(ms for ms, frame in pico.frames if frame == menu)
        line("power-on to the splash frame", splash)
        line("power-on to the first game-menu frame", at_menu, BUDGETS["menu"])
        player.latencies, player.frame_work = [], []
        player.run(["D", "U", "D", "U"])
        menu_moves, menu_work = player.latencies, player.frame_work
        player.latencies, player.frame_work = [], []
        player.run(start_sheet(snaps=False)[2:] + ["A"])
        player.latencies, player.frame_work = [], []
        player.run(counts([3, 4, 2, 4])[:-1])
        entries, entry_work = player.latencies, player.frame_work
        player.latencies, player.frame_work = [], []
        player.run(["A"])
        saved_work = player.frame_work
    line("press to next frame, game menu: drawing + show() (worst of %d)" % len(menu_work),
         max(menu_work), BUDGETS["press"])
    line("press to next frame, entering counts: drawing + show() (worst of %d)"
         % len(entry_work), max(entry_work), BUDGETS["press"])
    line("... confirming a deal: the save to flash, drawing + show()", saved_work[0])
    line("pin low to the new frame on the panel, debounce included: median",
         statistics.median(menu_moves + entries))
    line("... worst", max(menu_moves + entries))


def bench_boot_used():
    """Power-on to the game menu on a flash written since the deploy, as a device in use has
    it: every write at the LittleFS root (a save, its renames) leaves the root slower to search,
    and every import searches it; the saved files are read too."""
    from tests.support.firmware_script import Driver, start_sheet
    settings = ["wait 1700", "U", "U", "U", "A", "R", "B", "wait 200"]  # Settings > Contrast, saved
    sheet = start_sheet(snaps=False) + ["hold B 1200", "R", "A", "wait 200"]  # started, left
    # Settings > Language (one Up past Players, the last line) to Svenska, saved: the power-on
    # then reads its words (issue 38: the power-on's time holds in every language)
    swedish = ["wait 1700", "U", "U", "U", "A", "U", "U", "R", "B", "wait 200"]
    for what, steps in (("the settings saved", settings), ("a King score sheet saved", sheet),
                        ("Svenska chosen in Settings", swedish)):
        host = Driver()
        host.run(steps + ["reboot", "wait 1600"])
        menu = host.frame_bytes()
        flash = image.deployed_image(deploy.board_main("pico"), fresh=True)
        with EmulatedPico(flash_image=flash) as pico:
            player = Player(pico)
            player.boot()
            player.run(steps + ["reboot", "wait 1700"])
            at_menu = next(ms for ms, frame in pico.frames if frame == menu)
            line("power-on to the splash, %s" % what, pico.frames[1][0])
            line("power-on to the first game-menu frame, %s" % what, at_menu, BUDGETS["menu"])


class _Timed(Lockstep):
    """Lockstep, keeping the emulated time at which each frame read its buttons (ms)."""

    def boot(self):
        Lockstep.boot(self)
        self.read_at = [self.frame_at]

    def _advance_to(self, frame):
        while self.current < frame:
            Lockstep._advance_to(self, self.current + 1)
            self.read_at.append(self.frame_at)


def bench_restart():
    """What a restart into a game costs (firmware/restart.py): King > Score sheet chosen as the
    boot's first game (opened in this heap) and after another game (the App restarts: the soft
    reset, main.py's imports, the App and its display again, the game menu's entries, the
    mode's code and its first frame), from the frame that takes the press to the sheet's first
    picture on the panel, `.mpy` on LittleFS (`make deploy`) and in ROMFS. main.py is the
    device's loop with the frame clock (host_tools/pico/heap_main.py, no heap samples): the
    frame that takes a press is known (the device's own clock gives the same times on
    LittleFS; on the ROMFS image the panel missed a frame after B with it, emulated only)."""
    from tests.support.firmware_script import Driver
    pick = ["wait 1600", "D", "A", "A"]  # King, Score sheet: the press counts at its 3rd frame
    again = ["hold B 1200", "R", "A", "A", "A"]  # the game menu (on King), King, Score sheet
    host = Driver()
    setup = host.run(pick + ["snap setup"])[0][1]
    for storage, uf2 in (("on LittleFS", firmware_files.STOCK_UF2),
                         ("in ROMFS", firmware_files.ROMFS_UF2)):
        flash = image.deployed_image(image.lockstep_main(), uf2)
        with EmulatedPico(uf2, flash_image=flash) as pico:
            player = _Timed(pico)
            player.boot()
            player.run(pick + ["wait 200"])
            first = _to_picture(pico, player, len(player.masks) - 10 - 4, setup)
            player.run(again + ["wait 1000"])
            after = _to_picture(pico, player, len(player.masks) - 50 - 4, setup)
            restarts = pico.console.count(b"soft reboot")
        line("King > Score sheet, the press's frame to its first picture, .mpy %s: the boot's "
             "first game" % storage, first)
        line("... after another game (%d restart)" % restarts, after)
        line("... the restart's own cost", after - first)


def _to_picture(pico, player, frame, picture):
    """ms from the start of `frame` to the first time the panel shows `picture` after it."""
    start = player.read_at[frame]
    shown = [ms for ms, seen in pico.frames if ms > start and seen == picture]
    if not shown:
        raise EmulatorError("the picture never reached the panel")
    return shown[0] - start


# The bench's own modules, copied beside the deployed files (the board's path, the source):
# the corpus, and the players the bot is measured against (build.HOST_ONLY: not deployed).
BENCH_MODULES = (("tests/treasure_naive.mpy", "tests/support/treasure_naive.py"),
                 ("shared_rules/treasure/players.mpy", "shared_rules/treasure/players.py"))


def run_on_pico(script):
    """Run a bench script on the emulated Pico (BENCH_MODULES copied beside the deployed
    files) and return its rows: {name: (count, typical ms, worst ms)}."""
    flash = image.deployed_image(deploy.board_main("pico"))
    with EmulatedPico(flash_image=flash) as pico:
        pico.boot_to_repl()
        for board_path, source in BENCH_MODULES:
            target, error = build.compile_one(source, os.path.join(build.BUILD, "pico"))
            if error:
                raise RuntimeError(error)
            with open(target, "rb") as f:
                pico.put_file(board_path, f.read())
        pico.put_file("tests/__init__.py", b"")
        out = pico.exec(script, limit_ms=3600 * 1000)
    figures = {}
    for row in out.splitlines():
        name, n, typical, worst = row.split()
        figures[name] = (int(n), int(typical) / 1000, int(worst) / 1000)
    return figures


def treasure_lines(figures):
    n, median, worst = figures["treasure"]
    line("Kings and Treasures destinations, median of %d bench positions" % n, median)
    line("... worst", worst, BUDGETS["treasure"])
    n, median, worst = figures["treasure_games"]
    line("Kings and Treasures destinations, median of %d bot-game boards" % n, median)
    line("... worst", worst, BUDGETS["treasure"])


def bench_treasure():
    """Kings and Treasures destinations alone (TREASURE)."""
    treasure_lines(run_on_pico(TREASURE))


def bench_engines():
    figures = run_on_pico(ENGINES)
    treasure_lines(figures)
    n, mean, worst = figures["regicide"]
    line("Regicide hint (solo), mean of %d decisions" % n, mean)
    line("Regicide hint (solo), worst", worst, BUDGETS["regicide"])
    n, mean, worst = figures["king"]
    line("King bot, mean of %d decisions (one game)" % n, mean)
    line("King bot, worst", worst, BUDGETS["king"])
    n, mean, worst = figures["kinghard"]
    line("King bot Hard, mean of %d decisions (the same game)" % n, mean)
    line("King bot Hard, worst", worst, BUDGETS["king"])
    bench_regicide_hard()
    bench_treasure_bot()


def bench_regicide_hard():
    """The Regicide bot's Hard decisions on the chip (REGICIDE_HARD): the team game's bots
    within the Regicide budget; solo Hard (no device mode plays it: the solo Hint is Normal's)
    within the 1 s of a bot that shows it is thinking."""
    figures = run_on_pico(REGICIDE_HARD)
    for players in (1, 2, 3, 4):
        n, mean, worst = figures["regicide_hard_%d" % players]
        what = "solo" if players == 1 else "%d players" % players
        line("Regicide Hard bot, %s: mean of %d decisions" % (what, n), mean)
        line("... worst", worst, 1000 if players == 1 else BUDGETS["regicide"])


def bench_treasure_bot(games=BOT_GAMES, bot_level="normal"):
    """The Kings and Treasures bot's decisions over whole games (TREASURE_BOT), at the bot's
    `bot_level` ("normal"; "hard": `treasurehard`)."""
    flash = image.deployed_image(deploy.board_main("pico"))
    with open(os.path.join(build.ROOT, "shared_rules", "treasure", "players.py")) as f:
        players = f.read()  # the greedy baseline: a host module, off the boards (build.HOST_ONLY)
    with EmulatedPico(flash_image=flash) as pico:
        pico.boot_to_repl()
        pico.exec("f = open('shared_rules/treasure/players.py', 'w')\nf.write(%r)\nf.close()"
                  % players)
        out = pico.exec(TREASURE_BOT % (bot_level, games), limit_ms=4 * 3600 * 1000)
    worst = 0
    for row in out.splitlines():
        fields = row.split(None, 2)
        if fields[0] == "bot":
            level, n, mean, median, top = row.split()[1:]
            line("Kings and Treasures bot %s, %s: %s decisions (%d games), mean / median"
                 % (bot_level, level, n, 3 * games), "%.1f / %.1f" % (int(mean) / 1000, int(median) / 1000))
            line("... worst", int(top) / 1000, BUDGETS["treasure_bot"])
        elif fields[0] == "botworst":
            worst = int(fields[1]) / 1000
            line("Kings and Treasures bot %s, worst decision (%s)" % (bot_level, fields[2]),
                 worst,
                 BUDGETS["treasure_bot"])


# What importing each module costs the heap, with the modules it imports itself that were not
# imported yet; each is dropped again before the next (as the app's unload_game does).
IMPORTS = r"""
import gc, sys
def cost(name):
    before = list(sys.modules)
    gc.collect()
    a = gc.mem_alloc()
    __import__(name)
    gc.collect()
    b = gc.mem_alloc()
    new = [m for m in sys.modules if m not in before]
    for m in new:
        del sys.modules[m]
        package, _, leaf = m.rpartition(".")
        if package in sys.modules and hasattr(sys.modules[package], leaf):
            delattr(sys.modules[package], leaf)
    gc.collect()
    return b - a, len(new)
for name in %r:
    kb, count = cost(name)
    print("import", name, kb, count)
"""


def device_modules():
    """The device's modules, firmware/ then shared_rules/ (`firmware.main` starts the loop)."""
    names = []
    for package in ("firmware", "shared_rules"):
        for source in build.device_sources((package,)):
            if not source.endswith(("__init__.py", "firmware/main.py")):
                names.append(build.module_name(source))
    return names


def bench_imports():
    """Each module's import cost on the chip, `.mpy` on LittleFS (in ROMFS the bytecode stays
    in flash: what is left in the heap is the modules' objects and tables)."""
    names = device_modules()
    uf2 = firmware_files.STOCK_UF2
    with EmulatedPico(uf2, flash_image=image.deployed_image("", uf2)) as pico:
        pico.boot_to_repl()
        out = pico.exec(IMPORTS % (names,), limit_ms=120000)
    print("  import cost with its new dependencies, .mpy on LittleFS (KB, modules):",
          flush=True)
    for text in out.splitlines():
        parts = text.split()
        if parts[:1] == ["import"]:
            print("    %-36s %6.1f  %2s" % (parts[1], int(parts[2]) / 1024, parts[3]))


HARD_HEAP_KB = {False: 96, True: 64}  # issue 15's budgets: .mpy files / ROMFS
ISSUE_11_HEAP_KB = 120  # issue 11's: half the Pico's heap, .mpy files as make deploy lays them


def bench_heap(romfs=False, hard=False, kb=None, native=True):
    """Every mode's whole scripted game (tests/pico/test_pico_games.py, REGALIA_PICO_FRAMES=0's),
    two emulators at a time; each mode's frames compared with the host's. `hard`: in a heap of
    issue 15's budget (a ballast holds the rest of the Pico's), where a game that needs more
    ends in a MemoryError: its frames differ from the host's, or the firmware stops.
    `native=False`: every module bytecode (the Kings and Treasures walk too), as the boards
    that have such a heap get them."""
    from concurrent.futures import ThreadPoolExecutor
    from tests.pico.test_pico_games import PARALLEL, scripted_runs
    uf2 = firmware_files.ROMFS_UF2 if romfs else firmware_files.STOCK_UF2
    kb = kb or HARD_HEAP_KB[romfs]
    main_py = image.hard_heap_main(kb * 1024) if hard else image.heap_main()
    flash = image.deployed_image(main_py, uf2, native)
    runs = scripted_runs(0)

    def play(name):
        run = runs[name]
        with EmulatedPico(uf2, flash_image=flash) as pico:
            player = Lockstep(pico)
            try:
                player.boot()
                run["snaps"] = player.run(run["steps"])
            except EmulatorError as e:
                run["stopped"] = str(e)
            run["heap"] = heap_samples(pico.console) or [(0, 0)]
            run["presses"] = player.presses
            run["console"] = pico.console
        return name

    with ThreadPoolExecutor(PARALLEL) as pool:
        for name in pool.map(play, runs):
            run = runs[name]
            heap = run["heap"]
            if hard:
                fits = "stopped" not in run and run.get("snaps") == run["host"]
                error = b"MemoryError" in run["console"]
                print("  %-20s in %d KB: %s (%d presses)%s" % (
                    name, kb, "fits" if fits else "MemoryError" if error else "FAILED",
                    run["presses"], "" if fits else ": " + run.get(
                        "stopped", "frames differ from the host's")), flush=True)
                continue
            line("%s (%d presses, frames %s the host's): live max"
                 % (name, run["presses"], "equal to" if run.get("snaps") == run["host"]
                    else "DIFFERENT from"),
                 max(after for _, after in heap) / 1024, BUDGETS["heap"] / 1024, "KB")
            line("... peak, upper bound (live + all allocated within a frame)",
                 max(before for before, _ in heap) / 1024, BUDGETS["heap"] / 1024, "KB")


def bench_king_table_game(kb=HARD_HEAP_KB[False], deals=10):
    """The King table referee's whole game, beyond its script: every deal of a bots' game
    entered card by card (tests/support/king_table_script.py's `mirror`: the six negative deals and
    the four positive ones, their auctions' outcomes), in a hard heap of `kb` KB, `.mpy` on
    LittleFS (the table has no machine code: a small board's files are the same). ~12 min."""
    from tests.support.king_table_script import mirror, start, table_game
    from tests.pico.test_pico_games import Recorder
    host = Recorder()
    host.run(start())
    mirror(host, table_game(0), deals=deals)
    host.run(["snap end_%d" % deals])
    flash = image.deployed_image(image.hard_heap_main(kb * 1024))
    stopped = None
    with EmulatedPico(flash_image=flash) as pico:
        player = Lockstep(pico)
        try:
            player.boot()
            snaps = player.run(host.steps)
        except EmulatorError as e:
            snaps, stopped = None, str(e)
        heap = heap_samples(pico.console) or [(0, 0)]
        error = b"MemoryError" in pico.console
    fits = stopped is None and snaps == host.snaps and not error
    print("  King table referee, %d deals (%d frames) in %d KB, .mpy on LittleFS: %s; live max "
          "%.1f KB, peak bound %.1f KB" % (
              deals, len(host.steps), kb, "fits" if fits else "MemoryError" if error else
              "FAILED: " + (stopped or "frames differ from the host's"),
              max(after for _, after in heap) / 1024, max(before for before, _ in heap) / 1024),
          flush=True)


def main(argv):
    parts = argv or ["boot", "restart", "engines", "heap", "romfs", "hardfs", "hardrom", "soak",
                     "soakbytecode", "powercut", "records"]
    needed = (firmware_files.BOOTROM, firmware_files.STOCK_UF2) + (
        (firmware_files.ROMFS_UF2,) if {"romfs", "hardrom", "restart", "soak"} & set(parts)
        else ())
    missing = firmware_files.problem(*needed) or firmware_files.node_module_problem()
    if missing:
        print("== emulated Pico: skipped (%s)" % missing)
        return 0
    print("== emulated Pico (%s; MicroPython v1.28.0)" % LABEL, flush=True)
    started = time.time()
    for part in parts:
        if part == "boot":
            bench_boot()
        elif part == "bootused":
            bench_boot_used()
        elif part == "restart":
            bench_restart()
        elif part == "engines":
            bench_engines()
        elif part == "bot":
            bench_treasure_bot()
        elif part == "regicidehard":
            bench_regicide_hard()
        elif part == "treasurehard":
            bench_treasure_bot(bot_level="hard")
        elif part == "treasure":
            bench_treasure()
        elif part == "heap":
            print("  heap per mode, .mpy on LittleFS (as make deploy):", flush=True)
            bench_heap()
        elif part == "romfs":
            print("  heap per mode, .mpy in ROMFS (as make deploy ROMFS=1):", flush=True)
            bench_heap(romfs=True)
        elif part == "imports":
            bench_imports()
        elif part in ("soak", "soakfs", "soakbytecode"):
            from host_tools.pico import soak
            soak.soak({"soak": "rom", "soakfs": "fs", "soakbytecode": "bytecode"}[part])
        elif part == "hard120":
            print("  each mode's whole game in a hard heap of %d KB, .mpy on LittleFS (issue 11):"
                  % ISSUE_11_HEAP_KB, flush=True)
            bench_heap(hard=True, kb=ISSUE_11_HEAP_KB)
        elif part in ("hardfs", "hardrom"):
            romfs = part == "hardrom"
            print("  each mode's whole game in a hard heap of %d KB, .mpy %s (issue 15):"
                  % (HARD_HEAP_KB[romfs], "in ROMFS" if romfs else "on LittleFS"), flush=True)
            bench_heap(romfs=romfs, hard=True)
        elif part == "kingtable":
            bench_king_table_game()
        elif part == "powercut":
            from host_tools.pico import powercut
            powercut.bench()
        elif part == "records":  # (~20 s: 300 records written, the list opened)
            from host_tools.pico import records_bench
            records_bench.main([])
        elif part == "hardbytecode":
            print("  each mode's whole game in a hard heap of %d KB, .mpy on LittleFS, every module"
                  " bytecode (as a board of that heap gets them, the ESP32):" % HARD_HEAP_KB[False],
                  flush=True)
            bench_heap(hard=True, native=False)
        else:
            print("unknown part %r (boot, bootused, restart, engines, treasure, bot, heap, romfs,"
                  " hardfs, hardrom, hardbytecode, hard120, kingtable, imports, soak,"
                  " soakbytecode, soakfs, powercut, records)" % part,
                  file=sys.stderr)
            return 2
    print("  (%d s on this machine)" % (time.time() - started))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

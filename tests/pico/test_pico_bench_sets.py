"""The emulated Pico's Kings and Treasures bench times its two position sets apart.

`host_tools/pico/bench.py`'s TREASURE script is plain MicroPython: run here under the unix port
(fast), it must report the 74 bench positions (every 6th of `corpus(1)` and the sparse Knight
board's four seats) and the 8 bot-game boards as two rows, so the Pico's figures in
docs/benchmarks.md compare like with like from one session to the next.
"""
from host_tools.micropython_runner import run_unix
from host_tools.pico.bench import TREASURE


def test_the_treasure_bench_reports_the_bench_positions_and_the_bot_game_boards_apart(tmp_path):
    script = tmp_path / "treasure_sets.py"
    script.write_text(TREASURE)
    result = run_unix(str(script))
    assert result.ok, result.traceback
    rows = {}
    for row in result.stdout.splitlines():
        name, n, median, worst = row.split()
        rows[name] = (int(n), int(median), int(worst))
    assert sorted(rows) == ["treasure", "treasure_games"]
    assert rows["treasure"][0] == 74
    assert rows["treasure_games"][0] == 8
    for n, median, worst in rows.values():
        assert 0 < median and 0 < worst

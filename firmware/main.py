"""The device's loop: `run(board)` ticks the app every 20 ms with the board's buttons.

The App ends it when it restarts the board into a game (`board.restart()`, a soft reset that
raises SystemExit: firmware/restart.py); the board then runs main.py, and this, again.
Nothing else ends it: the App shows every error its screens raise, and a MemoryError raised
outside their reach costs only that frame."""
from shared_rules.compat import collect
from firmware.app import App

FRAME_MS = 20


def run(board):
    app = App(board)
    while True:
        try:
            app.tick(board.ticks_ms(), board.read_buttons())
        except MemoryError:
            collect()  # the next frame tries again, with the garbage gone
        board.sleep_ms(FRAME_MS)

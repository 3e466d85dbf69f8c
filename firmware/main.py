"""The device's loop: `run(board)` ticks the app every 20 ms with the board's buttons.

The App ends it when it restarts the board into a game (`board.restart()`, a soft reset that
raises SystemExit: firmware/restart.py); the board then runs main.py, and this, again."""
from firmware.app import App

FRAME_MS = 20


def run(board):
    app = App(board)
    while True:
        app.tick(board.ticks_ms(), board.read_buttons())
        board.sleep_ms(FRAME_MS)

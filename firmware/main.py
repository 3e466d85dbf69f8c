"""The device's loop: `run(board)` ticks the app every 20 ms with the board's buttons."""
from firmware.app import App

FRAME_MS = 20


def run(board):
    app = App(board)
    while True:
        app.tick(board.ticks_ms(), board.read_buttons())
        board.sleep_ms(FRAME_MS)

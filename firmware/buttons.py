"""The six buttons as bits of the held mask a board's `read_buttons()` returns."""
from shared_rules.compat import const

UP = const(1)
DOWN = const(2)
LEFT = const(4)
RIGHT = const(8)
A = const(16)
B = const(32)
ALL = const(63)
COUNT = const(6)

NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B")

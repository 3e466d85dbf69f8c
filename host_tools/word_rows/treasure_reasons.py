"""The Kings and Treasures engine's refusals and the Hint's reasons (shared_rules/treasure/why.py,
powers.py, hint.py: their codes), for both modes: a catalogue of their own, read for a refusal
or a Hint alone (firmware/treasure/board.py's REASONS), not held in RAM while a game plays."""
from host_tools.word_rows import treasure

ABOUT = "the Kings and Treasures engine's refusals and the Hint's reasons"
ROWS = treasure.REFUSALS + treasure.HINTS

"""`exactly(message)`: a `pytest.raises(..., match=...)` pattern for the whole message and
nothing else. A refusal is what a player reads: a test of one fails when any word of it changes
(a `match` on a fragment lets a changed or garbled message pass)."""
import re


def exactly(message):
    return "^%s$" % re.escape(message)

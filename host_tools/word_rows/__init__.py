"""The words of each area of the device (an area: the screens that show them), one module an
area: `ROWS`, the (English, Svenska, Dansk) lines of its catalogue, and `ABOUT`, what its
screens are. host_tools/make_words.py makes words/<lang>_<area>.txt from them; only that tool and
the language tests import these modules. A row list several areas share (the Players screen's)
is a module of its own that those areas add to their ROWS.
"""

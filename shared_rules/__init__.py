"""Regalia's rules engines: pure Python that runs unchanged on MicroPython and CPython."""

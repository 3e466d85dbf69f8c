"""What code prints under the MicroPython unix port with the project on its path, for the tests
that ask MicroPython itself (an import's modules, a loader's refusal)."""
import os
import subprocess
from host_tools.micropython_runner import ROOT, micropython_command


def micropython_prints(code):
    """What `code` prints under the MicroPython unix port, with the project on its path."""
    return subprocess.run([micropython_command(), "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True, env=dict(os.environ, MICROPYPATH=ROOT)).stdout

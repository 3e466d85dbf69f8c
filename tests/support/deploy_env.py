"""The environment of the tests that run make and the deploy: nothing installed, no network, and
make told its setup is done (`hermetic_env`, `MAKE_NO_SETUP`)."""
import os


def hermetic_env():
    """No test may install anything or reach a network: pip and npm are told so, and make
    is told its setup stamps are up to date."""
    return dict(os.environ, MAKEFLAGS="", PIP_NO_INDEX="1", PIP_NO_DOWNLOAD="1",
                npm_config_offline="true", npm_config_registry="http://127.0.0.1:9/")


MAKE_NO_SETUP = ["make", "-s", "-o", ".venv/.installed", "-o", "node_modules/.installed",
                 "-o", ".venv/mplib/.installed"]

"""What `make sim` and `make test` install: the simulator's packages alone for `make sim`, a
closed, pinned set; everything for `make test`."""
import os
import re
import subprocess
from importlib import metadata

from packaging.markers import default_environment
from packaging.requirements import Requirement

from tests.support.paths import ROOT


def pins(name):
    with open(os.path.join(ROOT, name)) as f:
        return {line.split("==")[0].lower().replace("_", "-"): line.split("==")[1].strip()
                for line in f if "==" in line and not line.startswith("#")}


def planned(target, tmp_path):
    """The commands `make TARGET` would run on a machine without the project's .venv."""
    proc = subprocess.run(["make", "-n", target, "VENV=%s" % (tmp_path / "venv"),
                           "NODE_STAMP=%s" % (tmp_path / "node-stamp")],
                          cwd=ROOT, capture_output=True, text=True, check=True)
    return proc.stdout


def test_make_sim_installs_only_the_simulators_packages(tmp_path):
    plan = planned("sim", tmp_path)
    assert "-r requirements-sim.txt" in plan
    assert "-r requirements.txt" not in plan and "npm" not in plan
    assert "micropython-ssd1306" not in plan  # the host tests' driver copy
    plan = planned("test", tmp_path)
    assert "-r requirements.txt" in plan and "npm ci" in plan


def test_the_simulators_packages_bring_every_package_they_need():
    """Each package of requirements-sim.txt needs (for this machine) only packages pinned there,
    so `make sim` alone gives a simulator that starts."""
    sim = pins("requirements-sim.txt")
    environment = default_environment()
    for name in sim:
        assert metadata.version(name) == sim[name], name
        for text in metadata.requires(name) or ():
            need = Requirement(text)
            if need.marker is None or need.marker.evaluate(dict(environment, extra="")):
                key = re.sub(r"[-_.]+", "-", need.name).lower()
                assert key in sim, "%s needs %s" % (name, need.name)


def test_everything_else_is_in_requirements_txt_which_includes_the_simulators():
    with open(os.path.join(ROOT, "requirements.txt")) as f:
        assert "-r requirements-sim.txt\n" in f.read()
    assert not set(pins("requirements.txt")) & set(pins("requirements-sim.txt"))

"""The bots' levels kept in the settings (firmware/bot_levels.py, menu/power_on.py): last
time's levels read back, a damaged value said and reset, a save's levels read or refused."""
import pytest

from firmware import bot_levels, storage
from menu import power_on
from menu.power_on import SETTINGS_FILE
from tests.support.memory_files import MemoryFiles


def test_the_levels_last_picked_are_read_back_from_the_settings():
    files = MemoryFiles()
    storage.save(files, SETTINGS_FILE, {"bots": "NHEN"})
    settings, reset = power_on.load(files)
    assert settings["bots"] == "NHEN" and reset == [] and power_on.reset_note(reset) is None


@pytest.mark.parametrize("bad", ["NHX", "nnnn", "NHENN", 3, ["N", "N", "N", "N"]])
def test_a_damaged_levels_setting_is_reset_and_said(bad):
    files = MemoryFiles()
    storage.save(files, SETTINGS_FILE, {"bots": bad, "sleep": 60})
    settings, reset = power_on.load(files)
    assert "bots" not in settings and settings["sleep"] == 60
    assert power_on.reset_note(reset) == "Settings: bot levels reset to default."


def test_a_saves_levels_are_read_none_is_all_normal_and_a_damaged_one_refused():
    assert bot_levels.read("EHN", 3) == [0, 2, 1]
    assert bot_levels.read(None, 3) == [1, 1, 1]
    for bad in ("EH", "EHX", 5, ["E", "H", "N"]):
        with pytest.raises(ValueError):
            bot_levels.read(bad, 3)

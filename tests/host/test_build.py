"""Every file that goes on the board compiles with mpy-cross."""
import pytest

from host_tools import build


def test_the_board_files_include_the_shared_core():
    sources = build.device_sources()
    assert "shared_rules/cards.py" in sources and "shared_rules/rng.py" in sources


@pytest.mark.parametrize("source", build.device_sources())
def test_compiles_with_mpy_cross(source, tmp_path):
    target, error = build.compile_one(source, out_dir=str(tmp_path))
    assert error is None, error
    with open(target, "rb") as f:
        assert f.read(1) == b"M"  # .mpy magic


def test_a_syntax_error_is_reported(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def broken(:\n")
    _, error = build.compile_one("bad.py", out_dir=str(tmp_path / "out"), root=str(tmp_path))
    assert error and "SyntaxError" in error


def test_a_module_carries_its_dotted_name_not_its_path(tmp_path):
    """The name a `.mpy` carries for tracebacks is interned on the board when it loads, from
    ROMFS too: the dotted name is interned by the import anyway, a path would be one more."""
    target, error = build.compile_one("firmware/regicide/companion.py", out_dir=str(tmp_path))
    assert error is None, error
    with open(target, "rb") as f:
        compiled = f.read()
    assert b"firmware.regicide.companion" in compiled
    assert b"game_regicide.py" not in compiled
    assert build.module_name("firmware/__init__.py") == "firmware"

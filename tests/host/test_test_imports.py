"""Tests import from the project, never from other test files (issue 36): what several test
files share lives in tests/support/, where it is named for what it is. A test file imported by
another runs its module code twice and ties the two files' edits together; pytest would also
collect the importer's copy of any test function it pulled in."""
import ast
import os

from tests.support.paths import TESTS


def python_files():
    for folder, _, names in os.walk(TESTS):
        for name in names:
            if name.endswith(".py"):
                yield os.path.join(folder, name)


def imported_test_modules(path):
    """The test modules (`tests.<folder>.test_*` or `.test_*`) the file at `path` imports."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            names = [node.module or ""] + ["%s.%s" % (node.module or "", a.name)
                                           for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        found += [n for n in names if n.split(".")[-1].startswith("test_")]
    return found


def test_no_test_file_imports_another_test_file():
    offenders = {}
    for path in python_files():
        got = imported_test_modules(path)
        if got:
            offenders[os.path.relpath(path, TESTS)] = sorted(set(got))
    assert offenders == {}, "move what they share into tests/support/: %r" % offenders


def test_the_check_sees_each_form_of_import(tmp_path):
    forms = {"from tests.rules.test_king import deal": ["tests.rules.test_king"],
             "import tests.pico.test_pico_games": ["tests.pico.test_pico_games"],
             "from . import test_x": [".test_x"],
             "from tests.support.mash import select": []}
    for line, expected in forms.items():
        path = tmp_path / "t.py"
        path.write_text(line + "\n")
        assert imported_test_modules(str(path)) == expected, line

"""The import graph of the device's code (shared_rules/ and firmware/): no circles, and every
module named by a string exists.

A module here often imports another inside a function, or by its name as a string
(`compat.import_once(NAME)`, `compat.held(NAME)`, `__import__(NAME)`, with NAME a constant
at the top of the module): all of them are edges of the graph. Any string that is a dotted
name under shared_rules/ or firmware/ counts as such a name, so a constant naming a module
that was moved or deleted fails here rather than on the device, in the one step that loads it.
"""
import ast
import os
import re

from tests.support.paths import ROOT
TOPS = ("shared_rules", "firmware")
MODULE_NAME = re.compile(r"^(%s)(\.[A-Za-z_][A-Za-z0-9_]*)+$" % "|".join(TOPS))


def module_files():
    """{dotted name: path} of every module and package of TOPS."""
    found = {}
    for top in TOPS:
        for folder, dirs, files in os.walk(os.path.join(ROOT, top)):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for f in files:
                if f.endswith(".py"):
                    path = os.path.join(folder, f)
                    name = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
                    if name.endswith(".__init__"):
                        name = name[:-len(".__init__")]
                    found[name] = path
    return found


def named_modules(name, source, package=False):
    """(imported, by_string): the dotted names module `name` (its `source` text; `package`:
    an __init__.py) imports, at its top or inside functions, relative imports resolved, and
    the module names it writes as strings."""
    tree = ast.parse(source, name)
    base_package = name if package else name.rpartition(".")[0]
    imported, by_string = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = base_package.split(".")
                parts = parts[:len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            imported.add(base)
            imported.update(base + "." + a.name for a in node.names)  # `from pkg import mod`
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and MODULE_NAME.match(node.value):
            by_string.add(node.value)
    return imported, by_string


def graph():
    """({module: the project's modules it imports}, [(module, a string naming no module)])."""
    files = module_files()
    edges, missing = {}, []
    for name, path in sorted(files.items()):
        with open(path, encoding="utf-8") as f:
            imported, by_string = named_modules(name, f.read(), path.endswith("__init__.py"))
        missing += [(name, s) for s in sorted(by_string) if s not in files]
        edges[name] = {m for m in imported | by_string if m in files and m != name}
    return edges, missing


def circles(edges):
    """The groups of modules that reach each other (Tarjan's strongly connected components
    of more than one module), each sorted."""
    index, low, stack, on, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted(found)


def test_no_module_of_the_device_imports_itself_back():
    edges, _ = graph()
    found = circles(edges)
    # A part should take what it needs as an argument, or the shared pieces move to the
    # lower module (docs/firmware.md).
    assert not found, "import circles:\n" + "\n".join(" <-> ".join(g) for g in found)


def test_every_module_named_by_a_string_exists():
    _, missing = graph()
    assert not missing, "strings naming no module: " + ", ".join(
        "%s names %s" % pair for pair in missing)


def test_the_graph_sees_lazy_and_by_string_imports_and_their_circles():
    # The two ways a circle hid before: an import inside a function, and a module's name as a
    # constant given to import_once (firmware/king/sheet.py <-> sheet_entry.py was both).
    source = "\n".join([
        'ENTRY = "firmware.king.sheet_entry"',
        "def enter():",
        "    from . import sheet_totals",
        "    from firmware.ui.widgets import Menu",
        '    return import_once(ENTRY), held("firmware.ui.nowhere"), __import__("firmware.app")'])
    imported, by_string = named_modules("firmware.king.sheet", source)
    assert {"firmware.king.sheet_totals", "firmware.ui.widgets"} <= imported
    assert by_string == {"firmware.king.sheet_entry", "firmware.ui.nowhere", "firmware.app"}
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []

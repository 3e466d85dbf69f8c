"""The README and docs link only files inside the repository, and the rules pages the engines
implement live in docs/rules/ with their Decisions, Options and sources (issue 10)."""
import glob
import os
import re

import pytest

from host_tools.micropython_runner import ROOT

DOCS = [os.path.join(ROOT, "README.md")] + sorted(
    glob.glob(os.path.join(ROOT, "docs", "**", "*.md"), recursive=True))
LINK = re.compile(r"\]\(([^)#\s]+)(#[^)]*)?\)")


@pytest.mark.parametrize("path", DOCS, ids=[os.path.relpath(p, ROOT) for p in DOCS])
def test_every_link_resolves_to_a_file_inside_the_repository(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    assert not re.search(r"\.\./shared\b(?!_)", text)  # a clone has no ../shared/ (shared_rules/ is ours)
    for target, _ in LINK.findall(text):
        if re.match(r"[a-z]+:", target):  # http:, https:, mailto:
            continue
        full = os.path.normpath(os.path.join(os.path.dirname(path), target))
        assert full.startswith(ROOT + os.sep), (path, target)
        assert os.path.exists(full), (path, target)


# (game, Decisions, Options) as the rules pages settle them
RULES = (("king", 3, 5), ("regicide", 5, 3), ("treasure", 8, 0))


@pytest.mark.parametrize("game, decisions, options", RULES)
def test_each_rules_page_has_its_decisions_options_and_sources(game, decisions, options):
    with open(os.path.join(ROOT, "docs", "rules", game + ".md"), encoding="utf-8") as f:
        text = f.read()
    assert text.count("**Decision**") == decisions
    assert text.count("**Option**") == options
    assert "**Source" in text
    assert "## Position notation (JSON)" in text


def test_the_readme_links_the_three_rules_pages():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        text = f.read()
    for game in ("treasure", "king", "regicide"):
        assert "(docs/rules/%s.md)" % game in text


def test_the_king_page_lets_deal_5_lead_any_heart_but_the_king():
    with open(os.path.join(ROOT, "docs", "rules", "king.md"), encoding="utf-8") as f:
        text = f.read()
    assert "K♥ may be led only as the leader's last card; other hearts may be led freely" in text
    assert "deal 5 also forbids\n  leading a heart while holding another suit" in text


CODE_PATH = re.compile(r"`([\w./*<>{},-]+\.py)(?:::[^`]*)?`")


def named_files(text):
    """Each `path.py` a page names in code type, its placeholders (`<game>`, `{a,b}`) as globs;
    `.venv/...` (an installed package) and an all-capitals placeholder (`NAME.py`) left out."""
    for name in CODE_PATH.findall(text):
        if name.startswith(".venv/") or name[:-3].split("/")[-1].isupper():
            continue
        name = re.sub(r"<[^>]*>", "*", name)
        alternatives = re.search(r"\{([^}]*)\}", name)
        if alternatives:
            for each in alternatives.group(1).split(","):
                yield name.replace(alternatives.group(0), each)
        else:
            yield name


@pytest.mark.parametrize("path", DOCS, ids=[os.path.relpath(p, ROOT) for p in DOCS])
def test_every_module_a_page_names_exists(path):
    """A page sends a reader to a file by its name: after the package move (issue 36) the old
    flat names (`king_table_start.py`) named nothing. A bare name is found anywhere in the tree,
    a path from the root or from a package folder;
    the history of docs/benchmarks.md names the files of its day and is left out."""
    import fnmatch
    import subprocess
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.split()
    with open(path, encoding="utf-8") as f:
        text = f.read().split("\n## History\n")[0]
    missing = []
    for name in named_files(text):
        if "/" in name:  # from the root, or from a package (`ui/gfx.py`)
            found = fnmatch.filter(tracked, name) or fnmatch.filter(tracked, "*/" + name)
        else:
            found = fnmatch.filter([os.path.basename(t) for t in tracked], name)
        if not found:
            missing.append(name)
    assert not missing, missing

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

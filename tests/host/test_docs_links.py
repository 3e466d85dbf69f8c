"""The READMEs and docs link only files inside the repository, and the rules pages the engines
implement live in docs/rules/ with their Decisions, Options and sources (issue 10); the Swedish
and Danish pages (issue 38) keep the English pages' sections, Decisions and Options, and the
words decided in docs/languages.md fit the room the panel has for them."""
import glob
import os
import re

import pytest

from host_tools.micropython_runner import ROOT

DOCS = sorted(glob.glob(os.path.join(ROOT, "README*.md"))) + sorted(
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


def read(*parts):
    with open(os.path.join(ROOT, *parts), encoding="utf-8") as f:
        return f.read()


# (translated page, its English page, the word for Decision, the word for Option)
TRANSLATED = (("sv/treasure.md", "treasure.md", "Beslut", "Inställning"),
              ("sv/king.md", "king.md", "Beslut", "Inställning"),
              ("da/regicide.md", "regicide.md", "Afgørelse", "Indstilling"))


@pytest.mark.parametrize("page, english, decision, option", TRANSLATED)
def test_a_translated_rules_page_keeps_the_english_pages_rulings(page, english, decision, option):
    """A reader of both pages finds the same rules: as many sections in the same order (the
    JSON one last), each Decision and Option, the same notation, and a link to the English."""
    text = read("docs", "rules", page)
    original = read("docs", "rules", english)
    assert text.count("**%s**" % decision) == original.count("**Decision**")
    assert text.count("**%s**" % option) == original.count("**Option**")
    assert len(re.findall(r"^## ", text, re.M)) == len(re.findall(r"^## ", original, re.M))
    assert re.findall(r"```json\n(.*?)```", text, re.S) == re.findall(r"```json\n(.*?)```",
                                                                     original, re.S)
    assert "](../%s)" % english in text


def test_the_readmes_link_each_other_and_their_rules_pages():
    english = read("README.md")
    assert english.splitlines()[0] == "[Svenska](README.sv.md) · [Dansk](README.da.md)"
    for lang, pages in (("sv", ("treasure", "king")), ("da", ("regicide",))):
        text = read("README.%s.md" % lang)
        assert "(README.md)" in text
        for page in pages:
            assert "(docs/rules/%s/%s.md)" % (lang, page) in text
        for command in ("make sim", "make test", "make deploy PORT="):
            assert command in text
        for pin in ("GP4", "GP5", "GP10", "GP11", "GP12", "GP13", "GP14", "GP15"):
            assert pin in text


def word_rows():
    """(English, Swedish, Danish, room) of every row of docs/languages.md's tables."""
    for line in read("docs", "languages.md").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) >= 4 and not set(cells[1]) <= set("-"):
            if cells[0] != "English":
                yield cells[:4]


def shown(text):
    """A catalogue string as the panel draws it: a name of three letters, numbers of two, and a
    rank token's Kn (Swedish and Danish for J) in one cell, as the font draws it (like ⑩)."""
    if " " not in text:
        text = text.replace("Kn", "J")
    return text.replace("%s", "Ann").replace("%d", "10")


def test_every_word_decided_fits_its_room_on_the_panel():
    """`21`: a small line; `10L`: a large one; `box`/`text`: wraps or is not on the panel. A
    cell's " / " separates words drawn one at a time (a setting's values, the levels)."""
    rows = list(word_rows())
    assert len(rows) > 200
    too_long = []
    for english, swedish, danish, room in rows:
        assert swedish and danish, english
        if room in ("box", "text"):
            continue
        limit = int(room[:-1]) if room.endswith("L") else int(room)
        for word in swedish.split(" / ") + danish.split(" / "):
            if len(shown(word)) > limit:
                too_long.append((english, word, room))
    assert not too_long, too_long


def test_the_words_decided_give_issue_38s_ranks_and_powers():
    rows = {english: (swedish, danish) for english, swedish, danish, _ in word_rows()}
    assert rows["J (Jack)"] == ("Kn", "Kn")
    assert rows["Q (Queen)"] == ("D", "D")
    assert rows["A (Ace)"] == ("E", "E")
    for english, swedish in (("Thief (10)", "Tjuv"), ("Magician (8)", "Magiker"),
                             ("Architect (6)", "Arkitekt"), ("Knight (J)", "Riddare"),
                             ("Merchant (7)", "Köpman"), ("Counterfeiter (4)", "Falskmyntare"),
                             ("Priest (9)", "Präst")):
        assert rows[english][0] == swedish
    for english in ("Resume", "Undo", "Hint", "Settings", "Records", "Table referee",
                    "Play vs bots", "Score sheet", "Replace the saved game?", "(cannot be read)"):
        assert english in rows


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

"""The repository explains itself: what its files cite lies inside it.

- No file points outside the repository: not at the rules folder or design note that lived next to
  it, and not at an absolute path of the machine it was written on.
- Every path of a Markdown file under ``docs/`` cited anywhere exists, and an anchor cited after
  such a path (``#ruling-3``) names a heading of that file (GitHub's anchors: the heading
  lowercased, spaces turned into hyphens, punctuation other than hyphens and underscores dropped).
- Every registered game has its rules page, ``docs/rules/<game id>.md``, whose rulings are headed
  "Ruling 1", "Ruling 2", ... in order, so that code can cite ``#ruling-<number>``.

"The repository" is every file under its root except build outputs and what ``.gitignore`` leaves
out (caches, test and benchmark by-products), whether or not it is committed yet.
"""

from __future__ import annotations

import fnmatch
import os
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from game.core import REGISTRY

ROOT = Path(__file__).resolve().parent.parent
EXCLUDED_DIRS = {"node_modules", ".venv", "_site", "dist", "build", ".git", ".make"}

# Written in pieces so that this file does not trip its own check.
OUTSIDE = (
    "shared" + "/rules",
    "DESIGN" + ".md",
    "/" + "work/",
    ROOT.as_posix() + "/",
)
CITED_DOC = re.compile(r"(?<![\w.-])(docs/[\w/.-]+\.md)(?:#([\w-]+))?")
LOCAL_LINK = re.compile(r"\]\(#([^)\s]+)\)")
HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^ {0,3}(```|~~~)")
HTML_ID = re.compile(r"""<a\s+(?:id|name)=["']([^"']+)["']""")


# --- the repository's files ------------------------------------------------------------------------


@cache
def _ignore_rules() -> tuple[tuple[str, bool, bool], ...]:
    """The top-level ``.gitignore`` as ``(pattern, directories only, anchored to the root)``."""
    rules = []
    path = ROOT / ".gitignore"
    for line in path.read_text(encoding="utf-8").splitlines() if path.exists() else ():
        line = line.strip()
        if not line or line.startswith(("#", "!")):
            continue
        pattern = line.strip("/")
        rules.append((pattern, line.endswith("/"), line.startswith("/") or "/" in pattern))
    return tuple(rules)


def _ignored(relative: str, is_dir: bool) -> bool:
    name = relative.rsplit("/", 1)[-1]
    for pattern, dirs_only, anchored in _ignore_rules():
        if dirs_only and not is_dir:
            continue
        if fnmatch.fnmatchcase(relative if anchored else name, pattern):
            return True
    return False


def repository_files() -> Iterator[tuple[str, Path]]:
    """``(path relative to the root, path)`` of every file of the repository, sorted."""
    for folder, dirs, files in os.walk(ROOT):
        base = Path(folder).relative_to(ROOT).as_posix()
        prefix = "" if base == "." else base + "/"
        dirs[:] = sorted(
            d for d in dirs if d not in EXCLUDED_DIRS and d != "__pycache__" and not _ignored(prefix + d, True)
        )
        for name in sorted(files):
            # (a git worktree's .git is a file, which names the main repository's folder)
            if not _ignored(prefix + name, False) and not (name in EXCLUDED_DIRS and not prefix):
                yield prefix + name, Path(folder) / name


@cache
def texts() -> tuple[tuple[str, str], ...]:
    """``(relative path, text)`` of every text file of the repository (binary files left out)."""
    found = []
    for relative, path in repository_files():
        if not path.is_file():  # a broken link
            continue
        data = path.read_bytes()
        if b"\0" in data[:8192]:
            continue
        found.append((relative, data.decode("utf-8", errors="replace")))
    return tuple(found)


def lines_matching(pattern: re.Pattern[str]) -> Iterator[tuple[str, int, re.Match[str]]]:
    for relative, text in texts():
        for number, line in enumerate(text.splitlines(), 1):
            for match in pattern.finditer(line):
                yield relative, number, match


# --- headings and their anchors ----------------------------------------------------------------------


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: lowercase, inline code and emphasis marks and punctuation dropped
    (hyphens and underscores kept), each space a hyphen."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link counts by its text
    text = text.strip().lower()
    text = "".join(ch for ch in text if ch.isalnum() or ch in " -_")
    return text.replace(" ", "-")


@cache
def anchors(relative: str) -> frozenset[str]:
    """The anchors of a Markdown file: its headings' slugs (a repeated one gets ``-1``, ``-2``, ...)
    and explicit ``<a id="...">`` targets."""
    text = (ROOT / relative).read_text(encoding="utf-8")
    seen: dict[str, int] = {}
    found = set(HTML_ID.findall(text))
    fenced = False
    for line in text.splitlines():
        if FENCE.match(line):
            fenced = not fenced
            continue
        heading = None if fenced else HEADING.match(line)
        if heading is None:
            continue
        base = slug(heading.group(2))
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return frozenset(found)


def headings(relative: str) -> list[tuple[int, str]]:
    """``(level, text)`` of every heading of a Markdown file, outside code blocks."""
    found, fenced = [], False
    for line in (ROOT / relative).read_text(encoding="utf-8").splitlines():
        if FENCE.match(line):
            fenced = not fenced
        elif not fenced and (heading := HEADING.match(line)):
            found.append((len(heading.group(1)), heading.group(2)))
    return found


def test_slugs_are_githubs():
    assert slug("Ruling 3") == "ruling-3"
    assert slug("Enclosures and scoring") == "enclosures-and-scoring"
    assert slug("The sheep player's turn") == "the-sheep-players-turn"
    assert slug("Bonuses (options)") == "bonuses-options"
    assert slug("Kulami — rules") == "kulami--rules"
    assert slug("Téméraires") == "téméraires"
    assert slug("`done` and `stop`") == "done-and-stop"


# --- nothing outside -------------------------------------------------------------------------------


def test_the_walk_sees_the_repository_and_leaves_out_build_outputs_and_by_products():
    files = {relative for relative, _ in repository_files()}
    assert {"README.md", "game/core.py", "tests/test_docs.py"} <= files
    assert not any(f.split("/")[0] in EXCLUDED_DIRS | {".hypothesis", ".pytest_cache"} for f in files)
    assert not any("__pycache__" in f.split("/") for f in files)


def test_no_file_points_outside_the_repository():
    found = [
        f"{relative}:{number}: {line.strip()[:120]}"
        for relative, text in texts()
        for number, line in enumerate(text.splitlines(), 1)
        if any(outside in line for outside in OUTSIDE)
    ]
    assert not found, "files point outside the repository:\n" + "\n".join(found)


# --- cited documents and anchors -------------------------------------------------------------------


def test_every_cited_doc_exists():
    missing = sorted(
        {f"{relative}:{number}: {match.group(1)}" for relative, number, match in lines_matching(CITED_DOC)
         if not (ROOT / match.group(1)).is_file()}
    )  # fmt: skip
    assert not missing, "cited documents that do not exist:\n" + "\n".join(missing)


def test_every_cited_anchor_is_a_heading_of_its_doc():
    wrong = sorted(
        {f"{relative}:{number}: {match.group(0)}" for relative, number, match in lines_matching(CITED_DOC)
         if match.group(2) and (ROOT / match.group(1)).is_file() and match.group(2) not in anchors(match.group(1))}
    )  # fmt: skip
    assert not wrong, "cited anchors that name no heading:\n" + "\n".join(wrong)


def test_every_link_inside_a_doc_finds_its_heading():
    wrong = []
    for relative, _ in texts():
        if relative.startswith("docs/") and relative.endswith(".md"):
            for number, line in enumerate((ROOT / relative).read_text(encoding="utf-8").splitlines(), 1):
                wrong += [f"{relative}:{number}: #{m.group(1)}" for m in LOCAL_LINK.finditer(line)
                          if m.group(1) not in anchors(relative)]  # fmt: skip
    assert not wrong, "links to no heading of their own page:\n" + "\n".join(wrong)


# --- the rules pages ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", [e.id for e in REGISTRY])
def test_every_game_has_its_rules_page(game_id):
    assert (ROOT / "docs" / "rules" / f"{game_id}.md").is_file(), f"docs/rules/{game_id}.md is missing"


@pytest.mark.parametrize("game_id", [e.id for e in REGISTRY])
def test_a_rules_page_numbers_its_rulings_in_order_and_gives_the_action_text(game_id):
    relative = f"docs/rules/{game_id}.md"
    if not (ROOT / relative).is_file():
        pytest.skip(f"{relative} is missing (see test_every_game_has_its_rules_page)")
    found = headings(relative)
    titles = [text for level, text in found if level == 2]
    assert "Rulings" in titles and "Action text" in titles, f"{relative}: sections {titles}"
    rulings = [text for level, text in found if re.fullmatch(r"Ruling \d+", text)]
    assert rulings, f"{relative} has no ruling"
    assert rulings == [f"Ruling {n}" for n in range(1, len(rulings) + 1)], f"{relative}: {rulings}"
    assert {level for level, text in found if text in rulings} == {3}, f"{relative}: rulings are ### headings"

"""A sixth game costs its two packages and one registry line, so nothing else may name a game: no file
the repository tracks, outside the games' own packages (``game/<package>/``, ``web/<package>/``),
names a registered game by its id, its title or its packages' name, but the registry's lines in
game/core.py. Tests (tests/, e2e/) and the pages for people (Markdown: docs/, README.md) may.

The names are the registry's, matched whatever their case and their separators (``guerre-des-moutons``,
``guerre_des_moutons``, ``GuerreDesMoutons``), so a game's name used as an ordinary word (``clustered``)
counts too: word it otherwise outside the game's packages.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from game import core

ROOT = Path(__file__).resolve().parent.parent
ALLOWED_FOLDERS = ("tests/", "e2e/", "docs/")
ALLOWED_SUFFIXES = (".md",)
REGISTRY_FILE = "game/core.py"


def site_games() -> list[core.Entry]:
    """The registry's games whose packages are the repository's (not the tests' own sixth game)."""
    return [e for e in core.REGISTRY
            if (e.module or "game.").startswith("game.") and (e.ui or "web.").startswith("web.")]


def names(entry: core.Entry) -> set[str]:
    found = {entry.id, entry.title}
    found.update(package.rsplit(".", 1)[-1] for package in (entry.module, entry.ui) if package)
    return found


def pattern(games: list[core.Entry]) -> re.Pattern[str]:
    """Any of the games' names, whatever the case, with or without separators between its words."""
    words = {tuple(re.split(r"[-_\s]+", name.strip().lower())) for game in games for name in names(game)}
    return re.compile("|".join(r"[-_\s]*".join(map(re.escape, parts)) for parts in sorted(words)), re.IGNORECASE)


def own_folders(games: list[core.Entry]) -> tuple[str, ...]:
    return tuple(package.replace(".", "/") + "/" for game in games for package in (game.module, game.ui) if package)


def registry_lines(text: str) -> range:
    """The lines (0-based) of game/core.py's ``REGISTRY = (...)``, its closing parenthesis included."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("REGISTRY"))
    end = next(i for i in range(start, len(lines)) if lines[i] == ")")
    return range(start, end + 1)


def tracked_files() -> list[str]:
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
    return [name for name in listed.stdout.decode().split("\0") if name]


def mentions(text: str, names_pattern: re.Pattern[str], skip: range = range(0)) -> list[str]:
    """``line: name`` for each game name the text holds, outside the lines skipped."""
    return [f"{number + 1}: {found.group()}" for number, line in enumerate(text.splitlines())
            if number not in skip for found in names_pattern.finditer(line)]  # fmt: skip


def test_the_check_finds_a_games_name_whatever_its_case_or_separators():
    games = site_games()
    assert games, "the registry lists the site's games"
    names_pattern = pattern(games)
    for game in games:
        for name in names(game):
            spelt = (name.upper(), name.replace(" ", "-"), name.replace("-", "_"), name.title().replace(" ", ""))
            for text in (name, *spelt):
                assert mentions(f"x = 1  # as {text} does", names_pattern), f"{text!r} goes unnoticed"
    assert not mentions("the shell's lesson, contract and tools", names_pattern)


def test_no_file_outside_the_game_packages_names_a_game():
    games = site_games()
    names_pattern, own = pattern(games), own_folders(games)
    checked, naming = [], []
    for name in tracked_files():
        if name.startswith((*own, *ALLOWED_FOLDERS)) or name.endswith(ALLOWED_SUFFIXES):
            continue
        path = ROOT / name
        if path.is_symlink() or not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:  # an image: no words
            continue
        checked.append(name)
        found = mentions(text, names_pattern, registry_lines(text) if name == REGISTRY_FILE else range(0))
        if found:
            naming.append(f"{name} ({', '.join(found)})")
    assert {"game/core.py", "web/lesson.py", "tools/find_lessons.py", "bench/review.py"} <= set(checked)
    assert not naming, (
        "outside the games' packages (game/<package>/, web/<package>/), the registry line in game/core.py, "
        "the tests and the Markdown pages, these files name a game: move what is the game's into its "
        "packages, or word it generically:\n" + "\n".join(naming)
    )

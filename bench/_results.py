"""Shared by the bench/ scripts: bench/results.json (merged key by key) and where each figure came from.

Every script writes its figures under its own stable keys with ``merge_results(key, value)``, which
keeps every other key (another script's, or an older run's of a game left out with ``--only``) and
writes atomically under a lock. Each entry carries ``provenance()``: the command that produced it
(as typed from the repository root), the date, the git commit ("+modified" when tracked files
differ from it) and, for the browser figures, the version of the built site (``_site/sw.js``'s
VERSION, a hash of every file the site serves).

``BENCH_RESULTS=/tmp/x.json`` sends the figures elsewhere (trial runs that should not touch
bench/results.json).
"""

from __future__ import annotations

import datetime
import json
import os
import platform
import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RESULTS = Path(os.environ.get("BENCH_RESULTS") or ROOT / "bench" / "results.json")
SITE = ROOT / "_site"


def _relative(path: str) -> str:
    """``path`` relative to the repository root when it lies inside it (``.venv/bin/python``)."""
    try:
        return Path(path).absolute().relative_to(ROOT).as_posix()
    except ValueError:
        return path


def command_line() -> str:
    """The command that is running, as one would type it at the repository root:
    ``.venv/bin/python bench/startup.py --runs 3``."""
    python = _relative(sys.executable)
    if "/" not in python:
        python = Path(sys.executable).name
    return shlex.join([python, _relative(sys.argv[0]), *sys.argv[1:]])


def git_commit() -> str | None:
    """The commit checked out, with "+modified" when tracked files differ from it (git reads only:
    ``rev-parse``, and ``diff --quiet`` without optional locks), or None outside a repository."""

    def git(*args: str) -> subprocess.CompletedProcess[str] | None:
        try:
            return subprocess.run(["git", "--no-optional-locks", *args], cwd=ROOT, capture_output=True, text=True,
                                  timeout=30)  # fmt: skip
        except (OSError, subprocess.SubprocessError):
            return None

    head = git("rev-parse", "--short=12", "HEAD")
    if head is None or head.returncode != 0 or not head.stdout.strip():
        return None
    diff = git("diff", "--quiet", "HEAD", "--")
    return head.stdout.strip() + ("+modified" if diff is not None and diff.returncode == 1 else "")


def site_version() -> str | None:
    """The built site's version (``VERSION`` in _site/sw.js), or None when the site is not built."""
    try:
        found = re.search(r'^const VERSION = "([^"]+)";', (SITE / "sw.js").read_text(), re.MULTILINE)
    except OSError:
        return None
    return found.group(1) if found else None


def provenance(*, site: bool = False) -> dict[str, Any]:
    """Where a figure comes from: command, date (UTC), git commit (and the site's version)."""
    found: dict[str, Any] = {
        "command": command_line(),
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "git": git_commit(),
    }
    if site:
        found["site_version"] = site_version()
    return found


def load_results() -> dict[str, Any]:
    """bench/results.json as a dict ({} when missing or unreadable)."""
    try:
        results = json.loads(RESULTS.read_text())
    except (FileNotFoundError, ValueError):
        return {}
    return results if isinstance(results, dict) else {}


def merge_results(key: str, value: object, *, merge: bool = False) -> None:
    """Set ``key`` of bench/results.json, keeping every other key (written atomically, under a lock
    so that two scripts finishing at once both land). ``merge=True`` updates a dict entry key by key
    instead of replacing it (per-game entries that ``--only`` runs fill one at a time)."""
    import fcntl  # here: bench/ai_think.py imports this module in Pyodide too, where it is never called

    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    folder = os.open(RESULTS.parent, os.O_RDONLY)  # the lock: the folder (the file itself is replaced)
    try:
        fcntl.flock(folder, fcntl.LOCK_EX)
        results = load_results()
        old = results.get(key)
        if merge and isinstance(old, dict) and isinstance(value, dict):
            value = {**old, **value}
        results[key] = value
        temporary = RESULTS.with_name(RESULTS.name + ".tmp")
        temporary.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n")
        os.replace(temporary, RESULTS)
    finally:
        os.close(folder)  # releases the lock


def shown(path: Path = RESULTS) -> str:
    """``path`` for messages: relative to the repository root when inside it."""
    return _relative(str(path))


def only_option(parser: Any, games: list[str] | tuple[str, ...]) -> None:
    """``--only GAME`` (repeatable): the registered games a script measures (all by default)."""
    parser.add_argument("--only", choices=games, action="append", help="measure only this game (repeatable)")


def interpreter() -> str:
    """This Python, as the figures name it (``CPython 3.14.0``)."""
    return f"{platform.python_implementation()} {platform.python_version()}"


# --- where a game's figures are kept (its package's BENCHMARKS, see game.core) ------------------------


def seat_label(players: int) -> str:
    """How the figures name a seat count: "solo" for one seat."""
    return "solo" if players == 1 else str(players)


def seat_word(benchmarks: dict[str, Any]) -> str:
    return benchmarks.get("seat_word", "players")


def browser_key(game_id: str, benchmarks: dict[str, Any]) -> str:
    """A game's key among the browser figures: its id, with the seats when more than two play."""
    seats = benchmarks["seats"]
    return game_id if seats <= 2 else f"{game_id}-{seats}"


def shown_figures(benchmarks: dict[str, Any], script: str) -> tuple[str, tuple[str, ...]]:
    """Where a script (``playouts``, ``think``) keeps the figures of a game's benchmark seats: its key
    and the path inside the entry (empty when the script measures one seat count: they are its top)."""
    spec = benchmarks[script]
    if len(spec["seats"]) == 1:
        return spec["key"], ()
    return spec["key"], (seat_word(benchmarks), seat_label(benchmarks["seats"]))

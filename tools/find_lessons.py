"""Search deals for the games' lessons (Learn to play): run once per game, its result kept as data in
``web/<package>/lesson.py``; nothing reads this at run time.

    .venv/bin/python tools/find_lessons.py [GAME ...]

Each game's search is its own, ``search()`` in ``web/<package>/lesson_search.py`` (its docstring says
what it looks for and what a run found); this runs the searches of the games named (their ids in
game/core.py's registry), or with no argument of every registered game that has one. The site leaves
the searches out (tools/build_site.py): they are for this tool only.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python tools/find_lessons.py` from anywhere
    sys.path.insert(0, str(ROOT))

from game import core  # noqa: E402

MODULE = "lesson_search"  # in a game's web package


def lesson_search(game_id: str) -> ModuleType | None:
    """The game's lesson search module, or None if its web package has none (KeyError: no such game)."""
    ui = core.entry(game_id).ui
    if ui is None:
        return None
    try:
        return importlib.import_module(f"{ui}.{MODULE}")
    except ModuleNotFoundError as missing:
        if missing.name != f"{ui}.{MODULE}":
            raise
        return None


def main(names: list[str]) -> int:
    for name in names or [e.id for e in core.REGISTRY if lesson_search(e.id) is not None]:
        try:
            search = lesson_search(name)
        except KeyError:
            print(f"find_lessons: no game {name!r} (the registry's: {', '.join(e.id for e in core.REGISTRY)})")
            return 2
        if search is None:
            print(f"find_lessons: {name} has no {MODULE} module in its web package")
            return 2
        print(f"-- {name}")
        search.search()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

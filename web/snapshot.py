"""What Python has imported when its memory is kept for later starts (web/python-snapshot.mjs).

A snapshot holds Python's memory, so every module imported before it is taken is already there when
a later start restores it: no archive read, no module body run. It may hold only pure Python: no
handle on the page (the worker that makes it has none, and a handle would not survive), so the
modules that reach the page (through ``web.dom``, the one module that does, or PyScript) are left
to the page, as is ``web.main``, which starts the app. Everything else of the engines and the
screens is imported, with the standard-library modules PyScript's own package needs.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys

PACKAGES = ("game", "web")
# Imported by the page, never here: the app's start, and what needs the page (blocked while importing).
PAGE_ONLY = ("web.main", "web.dom", "pyscript", "js", "pyodide_js")
# The command-line tools' modules (tools/soak.py, tools/leaks.py, the arena, tools/find_lessons.py,
# a game's learn_odds.py): never imported by the app. TOOLS_ONLY_MODULES, by their last name in any
# game's package, are not even in the site (tools/build_site.py leaves them out by this list).
TOOLS_ONLY = ("game.arena", "game.hiding")
TOOLS_ONLY_MODULES = ("soak", "redeal", "lesson_search", "learn_odds")
# The standard library's modules PyScript's Python package imports as it starts.
PYSCRIPT_NEEDS = ("asyncio", "base64", "collections", "functools", "json")


def wanted(name: str) -> bool:
    return name not in PAGE_ONLY and name not in TOOLS_ONLY and name.rsplit(".", 1)[-1] not in TOOLS_ONLY_MODULES


def modules() -> list[str]:
    """Every module of the engines and the screens a snapshot may hold, packages before their modules."""
    names = []
    for package_name in PACKAGES:
        package = importlib.import_module(package_name)
        names.append(package_name)
        names += [info.name for info in pkgutil.walk_packages(package.__path__, f"{package_name}.") if wanted(info.name)]
    return names


def import_all() -> list[str]:
    """Imports every module a snapshot may hold; returns those imported (the others need the page)."""
    blocked = {name: sys.modules.pop(name, None) for name in PAGE_ONLY}
    for name in PAGE_ONLY:
        sys.modules[name] = None  # an import of it raises ImportError
    imported = []
    try:
        for name in PYSCRIPT_NEEDS:
            importlib.import_module(name)
        for name in modules():
            try:
                importlib.import_module(name)
            except ImportError:
                continue
            imported.append(name)
    finally:
        for name, module in blocked.items():
            if module is None:
                del sys.modules[name]
            else:
                sys.modules[name] = module
    return imported

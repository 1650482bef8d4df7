"""The screens that need no game in play, drawn at build time by the app's own code under CPython, so
that the first paint shows the real screen while Python starts in the page (issue 23).

``render(route, language)`` is ``#app``'s markup for ``#/`` (the menu), ``#/<game>`` (its setup),
``#/<game>/rules``, as the app's screens paint it for a first visit (nothing saved), or
``#/<game>/play`` (the table's frame, empty until the game is dealt). The screens are given
stand-ins for the page (``#app`` and ``<html>`` that keep what is painted, and a ``Nothing`` for the
rest), and web/dom.py, the app's one module that imports the browser, is stood in for too (each name
it gives, nothing behind it), for any module that would import it: the screens drawn here only build
markup. ``write(folder)`` writes every screen in every language as
``<folder>/<language>/<name>.html``, which web/first-paint.js puts in the page.
"""

from __future__ import annotations

import ast
import sys
import types
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


class _Element:
    """What the app touches of ``#app`` and ``<html>`` while it paints a screen."""

    def __init__(self) -> None:
        self.innerHTML = ""
        self.attributes: dict[str, str] = {}

    def setAttribute(self, name: str, value: str) -> None:  # noqa: N802 (the DOM's name)
        self.attributes[name] = value

    def hasAttribute(self, name: str) -> bool:  # noqa: N802
        return name in self.attributes

    def getAttribute(self, name: str) -> str | None:  # noqa: N802
        return self.attributes.get(name)


class Nothing:
    """Any browser object the drawing code names but does not use here."""

    def __getattr__(self, name: str) -> Any:
        return self

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self


class _MemoryStorage:
    """A first visit's storage: empty."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        self.items[key] = value

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.items)


def _stand_in_for_the_browser() -> None:
    """web.dom with the names web/dom.py imports, each a Nothing: a name it lacks fails here as there."""
    if "web.dom" in sys.modules:
        return
    dom = types.ModuleType("web.dom")
    for node in ast.parse((ROOT / "web" / "dom.py").read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                setattr(dom, alias.asname or alias.name, Nothing())
    sys.modules["web.dom"] = dom
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))


class Screens:
    """The app's screens as web/app.py wires them for a first visit (nothing saved), on stand-ins
    for ``#app`` and ``<html>``: ``root`` holds what was painted last."""

    def __init__(self, language: str) -> None:
        _stand_in_for_the_browser()
        from web.embed_screen import EmbedScreen
        from web.menu import MenuScreen
        from web.notices import Notices
        from web.page import Page
        from web.rules_screen import RulesScreen
        from web.saved_games import SavedGames
        from web.saves import Saves
        from web.setup_screen import SetupScreen

        self.root, self.html = _Element(), _Element()
        storage, document, window = _MemoryStorage(), Nothing(), Nothing()
        notices = Notices(document)
        self.page = Page(self.root, self.html, storage, notices, embedded=False, language=language)
        saved = SavedGames(Saves(storage, lambda: "0"), notices, self.page, window)
        self.menu = MenuScreen(self.page, saved, notices)
        self.setup = SetupScreen(self.page, saved, document, window)
        self.rules = RulesScreen(self.page)
        self.embed_page = EmbedScreen(self.page, window)


def render(route: str, language: str) -> str:
    """``#app``'s markup for a route (``/``, ``/<game>``, ``/<game>/rules``) in ``language``."""
    drawn = Screens(language)
    parts = [p for p in route.split("/") if p]
    if not parts:
        drawn.menu.show()
    elif len(parts) == 1:
        drawn.setup.show(parts[0])
    elif parts[1:] == ["rules"]:
        drawn.rules.show(parts[0])
    elif parts[1:] == ["play"]:
        table_frame(drawn, parts[0])
    else:
        raise ValueError(f"no screen to draw ahead for {route!r}")
    return str(drawn.root.innerHTML)


def table_frame(drawn: Screens, game_id: str) -> None:
    """A game's table before its game is dealt: the shell's layout, the game's parts empty, the
    toolbar; Python fills it in place when it is up."""
    from web import games, table
    from web.markup import Markup

    drawn.page.show(None, *table.frame(drawn.page, games.table(game_id), Markup(""), embedded=False), play=True)


def screens() -> dict[str, str]:
    """Every screen drawn ahead: its file name -> its route."""
    _stand_in_for_the_browser()
    from game.core import REGISTRY

    found = {"menu": "/"}
    for entry in REGISTRY:
        if entry.available:
            found[entry.id] = f"/{entry.id}"
            found[f"{entry.id}.rules"] = f"/{entry.id}/rules"
            found[f"{entry.id}.play"] = f"/{entry.id}/play"
    return found


def write(folder: Path) -> int:
    """Every screen in every language, as ``<folder>/<language>/<name>.html``; the bytes written."""
    _stand_in_for_the_browser()
    from web.i18n import LANGUAGES

    size = 0
    for language in LANGUAGES:
        (folder / language).mkdir(parents=True, exist_ok=True)
        for name, route in screens().items():
            data = render(route, language).encode("utf-8")
            (folder / language / f"{name}.html").write_bytes(data)
            size += len(data)
    return size

"""The screens that need no game in play, drawn at build time by the app's own code under CPython, so
that the first paint shows the real screen while Python starts in the page (issue 23).

``render(route, language)`` is ``#app``'s markup for ``#/`` (the menu), ``#/<game>`` (its setup),
``#/<game>/rules``, as ``web.app.App`` paints it for a first visit (nothing saved), or
``#/<game>/play`` (the table's frame, empty until the game is dealt). The app's one module
that imports the browser, web/dom.py, is stood in for (each name it gives, nothing behind it): the
screens drawn here only build markup. ``write(folder)`` writes every screen in every language as
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


class _Nothing:
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
    """web.dom with the names web/dom.py imports, each a _Nothing: a name it lacks fails here as there."""
    if "web.dom" in sys.modules:
        return
    dom = types.ModuleType("web.dom")
    for node in ast.parse((ROOT / "web" / "dom.py").read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                setattr(dom, alias.asname or alias.name, _Nothing())
    sys.modules["web.dom"] = dom
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))


def _app(language: str) -> Any:
    """An App as ``App.__init__`` makes it on a first visit, without a browser."""
    _stand_in_for_the_browser()
    from web.app import App
    from web.i18n import Translator
    from web.saves import Saves

    app = App.__new__(App)
    app.root, app.html = _Element(), _Element()
    app.storage = _MemoryStorage()
    app.saves = Saves(app.storage, lambda: "0")
    app.t = Translator(language)
    app.embedded, app.session, app.ui, app.screen = False, None, None, ""
    app.notice = app.message = app.announcement = ""
    app.proxies, app.play_params, app.route_hash, app.rules_game = [], {}, "", ""
    app.replay_at = app.focus_hole = app.pace = None
    app.update_waiting = False
    app.pictures = {}
    return app


def render(route: str, language: str) -> str:
    """``#app``'s markup for a route (``/``, ``/<game>``, ``/<game>/rules``) in ``language``."""
    app = _app(language)
    parts = [p for p in route.split("/") if p]
    if not parts:
        app.show_menu()
    elif len(parts) == 1:
        app.show_setup(parts[0])
    elif parts[1:] == ["rules"]:
        app.show_rules(parts[0])
    elif parts[1:] == ["play"]:
        table_frame(app, parts[0])
    else:
        raise ValueError(f"no screen to draw ahead for {route!r}")
    return str(app.root.innerHTML)


def table_frame(app: Any, game_id: str) -> None:
    """A game's table before its game is dealt: the shell's layout, the game's parts empty, the
    toolbar; Python fills it in place when it is up."""
    from web import games

    app.screen, app.ui = "play", games.table(game_id)
    app.paint(app.frame(app.replay_banner(), app.ui.table_screen(app.t), app.toolbar(), play=True))


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

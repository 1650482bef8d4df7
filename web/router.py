"""Routes (``docs/architecture.md``, "Interfaces others rely on"): ``#/`` the menu, ``#/<game>`` its
setup, ``#/<game>/rules`` its rules, ``#/<game>/play?seats=..&seed=..[&moves=a1,b2]`` a game
(``moves``: a shared position).
``embed.html?game=<game>&seats=..`` shows one game and nothing else.

The browser's URLSearchParams does the decoding and encoding (importing urllib.parse costs ~40 ms
at start-up).
"""

from __future__ import annotations

from typing import Any

from game import core

from .dom import to_js, window


def parse_route(hash_text: str) -> tuple[list[str], dict[str, str]]:
    """``#/<game>/play?seed=4`` -> (["<game>", "play"], {"seed": "4"})."""
    text = hash_text[1:] if hash_text.startswith("#") else hash_text
    path, _, query = text.partition("?")
    parts = [p for p in path.split("/") if p]
    return parts, query_params(query)


def query_params(query: str) -> dict[str, str]:
    params = window.Object.fromEntries(window.URLSearchParams.new(query)).to_py()
    return {str(k): str(v) for k, v in params.items()}


def urlencode(params: dict[str, Any]) -> str:
    """A query string, encoded by the browser."""
    pairs = to_js({k: str(v) for k, v in params.items()})
    return str(window.URLSearchParams.new(pairs).toString())


class Router:
    """The part of the app that turns the address into a screen (mixed into web.app.App)."""

    def route(self) -> None:
        hash_text = str(window.location.hash or "")
        parts, params = parse_route(hash_text)
        if not parts:
            return self.leave_table(lambda: self.show_menu())
        if parts == ["embed"]:
            return self.leave_table(lambda: self.show_embed_page())
        try:
            entry = core.entry(parts[0])
        except KeyError:
            return self.leave_table(lambda: self.show_menu(self.t("app.unknown_page")))
        if not entry.available:
            return self.leave_table(lambda: self.show_menu(self.t("app.coming_notice", game=entry.title)))
        if len(parts) == 1:
            return self.leave_table(lambda: self.show_setup(entry.id))
        if len(parts) == 2 and parts[1] == "rules":
            return self.leave_table(lambda: self.show_rules(entry.id))
        if len(parts) == 2 and parts[1] == "play":
            return self.start_game(entry.id, params, hash_text)
        return self.leave_table(lambda: self.show_menu(self.t("app.unknown_page")))

    def route_embed(self) -> None:
        """embed.html: the game its query names (the first game on the menu if it names none)."""
        params = query_params(str(window.location.search or "").lstrip("?"))
        first = core.available_games()[0]
        game_id = params.pop("game", first)
        params.pop("autoplay", None)  # embed.html's own (web/embed-preview.js): Python is up already
        try:
            available = core.entry(game_id).available
        except KeyError:
            available = False
        if not available:
            game_id = first
            self.notice = self.t("app.unknown_page")
        self.start_game(game_id, params, "")

    def leave_table(self, show: Any) -> None:
        if self.session is not None:
            self.session.stop()
            self.session = None
        self.html.removeAttribute("data-busy")
        self.route_hash = str(window.location.hash or "")
        show()

    def go(self, hash_text: str) -> None:
        if str(window.location.hash) == hash_text:
            self.route()
        else:
            window.location.hash = hash_text

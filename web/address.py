"""The page's address, read and written: routes (``docs/architecture.md``, "Interfaces others rely on")
are ``#/`` the menu, ``#/embed`` the embed page, ``#/games`` Your games, ``#/<game>`` its setup,
``#/<game>/rules`` its rules, ``#/<game>/play?seats=..&seed=..[&moves=a1,b2][&kept=<id>]`` a game
(``moves``: a shared position; ``kept``: the game kept under that id, resumed);
``embed.html?game=<game>&seats=..`` shows one game and nothing else.

The browser's URLSearchParams does the decoding and encoding (importing urllib.parse costs ~40 ms
at start-up).
"""

from __future__ import annotations

from typing import Any


def parse_route(window: Any, hash_text: str) -> tuple[list[str], dict[str, str]]:
    """``#/<game>/play?seed=4`` -> (["<game>", "play"], {"seed": "4"})."""
    text = hash_text[1:] if hash_text.startswith("#") else hash_text
    path, _, query = text.partition("?")
    parts = [p for p in path.split("/") if p]
    return parts, query_params(window, query)


def query_params(window: Any, query: str) -> dict[str, str]:
    params = window.Object.fromEntries(window.URLSearchParams.new(query)).to_py()
    return {str(k): str(v) for k, v in params.items()}


def urlencode(window: Any, params: dict[str, Any]) -> str:
    """A query string, encoded by the browser."""
    query = window.URLSearchParams.new()
    for name, value in params.items():
        query.append(name, str(value))
    return str(query.toString())


def play_address(window: Any, game_id: str, params: dict[str, Any]) -> str:
    """The play route of ``game_id`` with these settings."""
    return f"#/{game_id}/play?{urlencode(window, params)}"

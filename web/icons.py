"""The toolbar's icons, drawn inline in SVG (no emoji or font glyph, which some fonts lack): each
is decoration for a button that carries its own accessible name."""

from __future__ import annotations

from .markup import Markup, h

# 24x24 shapes in the current text colour: "fill" ones are solid, the others are drawn as lines
SOLID = {
    "first": "M6 5v14M18 5l-9 7 9 7z",
    "back": "M16 5l-9 7 9 7z",
    "forward": "M8 5l9 7-9 7z",
    "last": "M18 5v14M6 5l9 7-9 7z",
    "more": "M5 11h2v2H5zM11 11h2v2h-2zM17 11h2v2h-2z",
}
LINES = {
    "undo": "M9 5L4 10l5 5M4 10h10a5 5 0 0 1 0 10h-4",
    "rules": "M4 5c3-1 6-1 8 1v14c-2-2-5-2-8-1zM20 5c-3-1-6-1-8 1v14c2-2 5-2 8-1z",
    "new": "M12 5v14M5 12h14",
    "settings": "M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4",
    "save": "M12 4v11M7 10l5 5 5-5M5 20h14",
    "open": "M12 16V5M7 10l5-5 5 5M5 20h14",
    "share": "M10 14l4-4M9 10H7a4 4 0 0 0 0 8h2M15 14h2a4 4 0 0 0 0-8h-2",
    "menu": "M4 11l8-7 8 7M6 9v11h12V9",
    "zoom-in": "M11 4a7 7 0 1 1 0 14a7 7 0 1 1 0-14zM16 16l5 5M8 11h6M11 8v6",
    "zoom-out": "M11 4a7 7 0 1 1 0 14a7 7 0 1 1 0-14zM16 16l5 5M8 11h6",
    "whole": "M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5",
    "board": "M4 4h16v16H4zM4 12h16M12 4v16",
    "turn": "M19 12a7 7 0 1 1-3-5.7M16 3v4h4",
    "turn-back": "M5 12a7 7 0 1 0 3-5.7M8 3v4H4",
    "result": "M7 4h10v5a5 5 0 0 1-10 0zM12 14v4M8 20h8",
    "log": "M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1",
    "counts": "M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 1 0 6a3 3 0 1 1 0-6z",
    "hint": "M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z",
}


def icon(name: str) -> Markup:
    solid = name in SOLID
    return h(
        "svg", {"class": "icon", "viewBox": "0 0 24 24", "width": 22, "height": 22, "aria-hidden": "true",
                "focusable": "false"},
        h("path", {"d": SOLID[name] if solid else LINES[name], "fill": "currentColor" if solid else "none",
                   "stroke": "currentColor", "stroke-width": 2, "stroke-linejoin": "round",
                   "stroke-linecap": "round"}),
    )  # fmt: skip

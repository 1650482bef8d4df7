"""The toolbar's icons, drawn inline in SVG (no emoji or font glyph, which some fonts lack): each
is decoration for a button that carries its own accessible name."""

from __future__ import annotations

from .markup import Markup, h

# 24x24 outlines, in the current text colour
PATHS = {
    "first": "M6 5v14M18 5l-9 7 9 7z",
    "back": "M16 5l-9 7 9 7z",
    "forward": "M8 5l9 7-9 7z",
    "last": "M18 5v14M6 5l9 7-9 7z",
}


def icon(name: str) -> Markup:
    return h(
        "svg", {"class": "icon", "viewBox": "0 0 24 24", "width": 20, "height": 20, "aria-hidden": "true",
                "focusable": "false"},
        h("path", {"d": PATHS[name], "fill": "currentColor", "stroke": "currentColor", "stroke-width": 2,
                   "stroke-linejoin": "round", "stroke-linecap": "round"}),
    )  # fmt: skip

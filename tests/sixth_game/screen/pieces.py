"""Four by Four's pieces as the grid draws them, a cell's square and a stone: for its table and for
its picture on the menu (which stays away from the table, as every game's picture does)."""

from __future__ import annotations

from web.markup import Markup, h

COLOURS = ("light", "dark")  # seat 0, seat 1
FILLS = ("#f4e9d0", "#2f3a45")
UNIT = 10  # a cell's square in SVG units


def square(x: float, y: float, in_line: bool = False) -> Markup:
    """The square of the cell whose top left corner is (``x``, ``y``), lit when in the winning line."""
    return h("rect", {"class": "cell-square" + (" in-line" if in_line else ""), "x": x + 0.5, "y": y + 0.5,
                      "width": UNIT - 1, "height": UNIT - 1, "fill": "#e8f0e0" if in_line else "#c9d6bf"})  # fmt: skip


def stone(x: float, y: float, seat: int) -> Markup:
    return h("circle", {"class": f"stone {COLOURS[seat]}", "cx": x, "cy": y, "r": 3.8, "fill": FILLS[seat],
                        "stroke": "#2f3a45", "stroke-width": 0.6})  # fmt: skip

"""Four by Four on the menu: its grid, three light stones in a row and the dark ones around them,
drawn with the grid's own pieces (pieces.py)."""

from __future__ import annotations

from typing import Any

from web.markup import Markup, h

from .pieces import UNIT, square, stone

PIECES = ("cell-square", "stone")  # the classes of the grid's pieces it draws with
STONES = {(0, 1): 0, (1, 1): 0, (2, 1): 0, (1, 2): 1, (3, 0): 1, (2, 3): 1}  # (column, row): seat


def picture(t: Any) -> Markup:
    """The menu's picture of Four by Four (decorative: the card names the game)."""
    cells = []
    for row in range(4):
        for column in range(4):
            x, y = column * UNIT, row * UNIT
            seat = STONES.get((column, row))
            cells.append(square(x, y))
            if seat is not None:
                cells.append(stone(x + UNIT / 2, y + UNIT / 2, seat))
    return h("svg", {"class": "game-picture four-by-four-picture", "viewBox": f"0 0 {4 * UNIT} {4 * UNIT}",
                     "aria-hidden": "true", "focusable": "false"}, *cells)  # fmt: skip

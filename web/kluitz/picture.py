"""The Kluitz on the menu: a pen fenced in on the field, four sheep inside, tiles still face down
around it.

The tiles are the field's own (web/kluitz/tiles.py), drawn in the field's units (a cell is 100) and
styled by its classes (``kluitz-field``: web/kluitz/style.css).
"""

from __future__ import annotations

from typing import Any

from ..markup import Markup, h
from .tiles import tile_back, tile_face

PIECES = ("tile", "fence")  # the classes of the field's pieces it draws with
CELL = 100
INSET = 14  # a tile sits this far inside its cell, as on the field
MARGIN = 10
COLUMNS, ROWS = 4, 2
PEN = {(1, 0): "happy", (2, 0): "sleepy", (1, 1): "shy", (2, 1): "dreamy"}  # (column, row): the sheep inside
OUTSIDE = {(3, 1): "ram"}  # face up outside the pen; the other cells are face down


def _line(cls: str, x1: int, y1: int, x2: int, y2: int) -> Markup:
    return h("line", {"class": cls, "x1": x1, "y1": y1, "x2": x2, "y2": y2})


def picture(t: Any) -> Markup:
    """The menu's picture of The Kluitz (decorative: the card names the game)."""
    layers = []
    for row in range(ROWS):
        for col in range(COLUMNS):
            x, y = MARGIN + col * CELL, MARGIN + row * CELL
            enclosed = (col, row) in PEN
            layers.append(h("rect", {"class": "ground enclosed" if enclosed else "ground", "x": x, "y": y,
                                     "width": CELL, "height": CELL}))  # fmt: skip
    for row in range(ROWS + 1):  # the free edges: dashed slots where a fence may go
        layers.append(_line("slot", MARGIN, MARGIN + row * CELL, MARGIN + COLUMNS * CELL, MARGIN + row * CELL))
    for col in range(COLUMNS + 1):
        layers.append(_line("slot", MARGIN + col * CELL, MARGIN, MARGIN + col * CELL, MARGIN + ROWS * CELL))
    for row in range(ROWS):
        for col in range(COLUMNS):
            x, y, size = MARGIN + col * CELL + INSET, MARGIN + row * CELL + INSET, CELL - 2 * INSET
            kind = PEN.get((col, row)) or OUTSIDE.get((col, row))
            layers.append(tile_face(kind, x, y, size, t.language) if kind else tile_back(x, y, size))
    left, top = MARGIN + CELL, MARGIN
    right, bottom = left + 2 * CELL, top + 2 * CELL
    for x1, y1, x2, y2 in ((left, top, left + CELL, top), (left + CELL, top, right, top), (right, top, right, top + CELL),
                           (right, top + CELL, right, bottom), (left, bottom, left + CELL, bottom),
                           (left + CELL, bottom, right, bottom), (left, top, left, top + CELL),
                           (left, top + CELL, left, bottom)):  # fmt: skip
        layers.append(_line("fence", x1, y1, x2, y2))
    size_x, size_y = 2 * MARGIN + COLUMNS * CELL, 2 * MARGIN + ROWS * CELL
    return h("svg", {"class": "game-picture kluitz-field kluitz-picture", "viewBox": f"0 0 {size_x} {size_y}",
                     "aria-hidden": "true", "focusable": "false"}, *layers)  # fmt: skip

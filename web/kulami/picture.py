"""Kulami on the menu: a few wooden plates with red and black marbles in their holes.

Drawn with the board's own classes (``plate``, ``hole``, ``marble red``/``black``, ``mark``,
``shine``: web/kulami/style.css), in the board's units (a hole's square is 10). The marble is drawn
here rather than imported from web/kulami/table.py: that module brings the rules engine with it,
which the menu, the first screen, does not need (measured: most of the cost of this picture).
"""

from __future__ import annotations

from typing import Any

from ..markup import Markup, h, join

PIECES = ("plate", "marble")  # the classes of the board's pieces it draws with
UNIT = 10  # one hole's square, as on the board
# The plates: (column, row, width, height) in holes, and the marbles on them: (column, row, seat).
PLATES = ((0, 0, 2, 3), (2, 0, 3, 2), (5, 0, 1, 3), (6, 0, 2, 2), (8, 0, 2, 3), (2, 2, 2, 2), (4, 2, 1, 3),
          (6, 2, 2, 2), (0, 3, 2, 2), (5, 3, 1, 2), (8, 3, 2, 2), (2, 4, 2, 1), (6, 4, 2, 1))  # fmt: skip
MARBLES = ((1, 0, 0), (1, 1, 1), (3, 1, 0), (4, 1, 1), (2, 2, 0), (5, 2, 1), (6, 1, 0), (7, 2, 1), (9, 1, 0),
           (3, 3, 1), (1, 3, 0), (8, 3, 1), (4, 4, 0))  # fmt: skip
COLOURS = ("red", "black")  # seat 0, seat 1 (as game.kulami.COLOURS)


def marble(x: float, y: float, r: float, seat: int) -> Markup:
    """A marble as the board draws it: red ones carry a ring, so colour is not the only difference."""
    colour = COLOURS[seat]
    ring = h("circle", {"class": "mark", "cx": x, "cy": y, "r": round(r * 0.45, 2)}) if colour == "red" else ""
    return join(
        h("circle", {"class": f"marble {colour}", "cx": x, "cy": y, "r": r}),
        ring,
        h("circle", {"class": "shine", "cx": round(x - r * 0.35, 2), "cy": round(y - r * 0.35, 2), "r": round(r * 0.22, 2)}),
    )  # fmt: skip


def picture(t: Any) -> Markup:
    """The menu's picture of Kulami (decorative: the card names the game)."""
    marbles = {(col, row): seat for col, row, seat in MARBLES}
    layers = []
    for col, row, width, height in PLATES:
        layers.append(h("rect", {"class": "plate", "x": col * UNIT + 1.5, "y": row * UNIT + 1.5, "width": width * UNIT - 1,
                                 "height": height * UNIT - 1, "rx": 2}))  # fmt: skip
        for c in range(col, col + width):
            for r in range(row, row + height):
                cx, cy = c * UNIT + 6, r * UNIT + 6
                seat = marbles.get((c, r))
                if seat is None:
                    layers.append(h("circle", {"class": "hole", "cx": cx, "cy": cy, "r": 2.2}))
                else:
                    layers.append(marble(cx, cy, 3.5, seat))
    return h("svg", {"class": "game-picture kulami-picture", "viewBox": "0 0 102 52", "aria-hidden": "true",
                     "focusable": "false"}, *layers)  # fmt: skip

"""La Guerre des Moutons on the menu: a few meadow tiles laid edge to edge, a wolf in the forest.

The tiles are the table's own (web/guerre_des_moutons/tiles.py ``face_svg`` and its ``defs_svg``).
"""

from __future__ import annotations

from typing import Any

from game.guerre_des_moutons.tiles import BLACK as K, BLUE as B, FOREST as F, RED as R, VILLAGE as V, YELLOW as Y

from ..markup import Markup, h
from .tiles import defs_svg, face_svg

PIECES = ("gdm-face", "gdm-sheep")  # the classes of the table's pieces it draws with
SIZE = 100  # a tile
GAP = 3
# Two rows of four faces (north, east, south, west), each edge agreeing with its neighbour's.
ROWS = (
    ((F, R, R, F), (R, Y, R, R), (Y, F, B, Y), (F, F, F, F)),
    ((R, R, V, V), (R, B, R, R), (B, B, K, B), (F, F, F, B)),
)
WOLF = (0, 3)  # (row, column) of the wolf's tile


def picture(t: Any) -> Markup:
    """The menu's picture of La Guerre des Moutons (decorative: the card names the game)."""
    faces = [
        face_svg(face, 4 + col * (SIZE + GAP), 4 + row * (SIZE + GAP), SIZE, figure="wolf" if (row, col) == WOLF else None)
        for row, line in enumerate(ROWS) for col, face in enumerate(line)
    ]  # fmt: skip
    width, height = 8 + 4 * SIZE + 3 * GAP, 8 + 2 * SIZE + GAP
    return h("svg", {"class": "game-picture gdm-picture", "viewBox": f"0 0 {width} {height}", "aria-hidden": "true",
                     "focusable": "false"}, defs_svg(), *faces)  # fmt: skip

"""Troupeaux on the menu: herds of sheep cards, Blue's and Red's, on the narrowing path.

The cards are the game's own (web/troupeaux/cards.py ``card_face``), the path cells and the herd
sizes styled by the board's classes (``troupeaux-svg``: web/troupeaux/style.css).
"""

from __future__ import annotations

from typing import Any

from ..markup import Markup, h
from .cards import card_face

PIECES = ("cell-box", "herd")  # the classes of the board's pieces it draws with
CELL_W, CELL_H = 150, 112  # a path cell
CARD_W, CARD_H, CARD_GAP = 43, 64, 3
ROWS = ((90, 10, 2), (10, 142, 3))  # each row of the path: its left, its top, its cells (one fewer ahead)
HERDS = {  # (row, cell): (owner, cards)
    (0, 0): (1, ("R2", "D3")),
    (0, 1): (0, ("R1", "D5")),
    (1, 0): (0, ("G1", "T2", "R3")),
    (1, 1): (1, ("D4", "G2")),
    (1, 2): (1, ("T1",)),
}


def _cell(row: int, index: int) -> tuple[int, int]:
    left, top, _ = ROWS[row]
    return left + index * (CELL_W + 10), top


def _herd(owner: int, cards: tuple[str, ...], x: int, y: int) -> Markup:
    width = len(cards) * (CARD_W + CARD_GAP) - CARD_GAP
    left, top = x + (CELL_W - width) / 2, y + 38
    faces = [card_face(card, left + i * (CARD_W + CARD_GAP), top, CARD_W, CARD_H, owner, printed=False)
             for i, card in enumerate(cards)]  # fmt: skip
    badge_x, badge_y = x + CELL_W - 22, y + 18
    return h(
        "g", {"class": f"herd owner-{owner}"}, *faces,
        h("circle", {"class": f"herd-size owner-{owner}", "cx": badge_x, "cy": badge_y, "r": 12}),
        h("text", {"class": "herd-size-text", "x": badge_x, "y": badge_y + 5, "text-anchor": "middle"}, len(cards)),
    )  # fmt: skip


def picture(t: Any) -> Markup:
    """The menu's picture of Troupeaux (decorative: the card names the game)."""
    links, cells = [], []
    for row, (_, _, count) in enumerate(ROWS):
        for index in range(count):
            x, y = _cell(row, index)
            if row:  # the path goes up: each cell leads to the one or two cells ahead of it
                for ahead in (index - 1, index):
                    if 0 <= ahead < ROWS[row - 1][2]:
                        ax, ay = _cell(row - 1, ahead)
                        links.append(h("line", {"class": "path-link", "x1": x + CELL_W / 2, "y1": y, "x2": ax + CELL_W / 2,
                                                "y2": ay + CELL_H}))  # fmt: skip
            cells.append(h("rect", {"class": "cell-box", "x": x, "y": y, "width": CELL_W, "height": CELL_H, "rx": 12}))
            herd = HERDS.get((row, index))
            if herd:
                cells.append(_herd(herd[0], herd[1], x, y))
    return h("svg", {"class": "game-picture troupeaux-svg troupeaux-picture", "viewBox": "0 0 490 264",
                     "aria-hidden": "true", "focusable": "false"}, *links, *cells)  # fmt: skip

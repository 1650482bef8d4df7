"""Clustered on the menu: a cluster of cards around the black start card, one more being laid.

The cards are the table's own (web/clustered/cards.py ``card_svg``), in three players' colours.
"""

from __future__ import annotations

from typing import Any

from ..markup import Markup, h
from .cards import card_svg

PIECES = ("card", "card-start")  # the classes of the table's pieces it draws with
PITCH = 106  # from one cell to the next, as on the table (a card is a little smaller than its cell)
SIZE = 98
# The cluster: (column, row, card, seat); the start card has no seat.
CLUSTER = ((1, 0, "2ts", 0), (2, 0, "2cs", 1), (3, 0, "2ss", 2), (0, 1, "1cf", 2), (1, 1, "3tf", 0),
           (2, 1, "start", None), (3, 1, "3ce", 1))  # fmt: skip
LAID = (4.1, 0.62, "1ce", 1, 10)  # the card being laid: column, row, card, seat, turned by degrees


def picture(t: Any) -> Markup:
    """The menu's picture of Clustered (decorative: the card names the game)."""
    cards = [card_svg(card, 10 + col * PITCH, 8 + row * PITCH, SIZE, seat) for col, row, card, seat in CLUSTER]
    col, row, card, seat, turn = LAID
    x, y = 10 + col * PITCH, 8 + row * PITCH
    cards.append(h("g", {"transform": f"rotate({turn} {x + SIZE / 2} {y + SIZE / 2})"}, card_svg(card, x, y, SIZE, seat)))
    return h("svg", {"class": "game-picture clustered-picture", "viewBox": "0 0 548 224", "aria-hidden": "true",
                     "focusable": "false"}, *cards)  # fmt: skip

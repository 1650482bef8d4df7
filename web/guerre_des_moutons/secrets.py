"""What La Guerre des Moutons keeps secret, and how its page would write each secret: for the leak
tests (e2e/test_hand_over_leaks.py), which play a hot-seat game and search the page after each
hand-over. Not for the page.

Secret: each seat's hand of tiles and its colour, from the other seats; the bag, from everyone. What
everyone sees: the tiles on the table and the hunters covering wolves. The page would write a tile as
its id (``L3K``) in ``data-tile``, ``data-pick``, ``data-action``...; and a seat's colour as marks
(``MARKS``): on the enclosures of its colour ("your colour", ``data-own-colour``) and on the "?" tile
it may reveal (``data-colour``), which only that seat may see.
"""

from __future__ import annotations

import re
from typing import Any

from game.guerre_des_moutons.tiles import TERRAIN_LETTERS

HOT_SEAT_ROUTE = "/guerre-des-moutons/play?seats=human,human,human&seed=6"
# The page's elements whose data attribute (a dataset key) holds secret marks, comma-separated.
MARKS = {"[data-own-colour]": "ownColour", ".gdm-question-tile[data-colour]": "colour"}


def secrets(state: Any, seat: int | None) -> set[str]:
    """The tiles ``seat`` holds unseen by the others; (``seat`` None) those no one sees."""
    return set(state.bag) if seat is None else set(state.hands[seat])


def public(state: Any) -> set[str]:
    """The tiles everyone sees."""
    return set(state.table.tiles.values()) | set(state.covers.values())


def tokens(tile: str) -> list[re.Pattern[str]]:
    """The texts the page would carry for ``tile``: its id as a word of its own."""
    return [re.compile(rf"(?<![\w-]){re.escape(tile)}(?![\w-])")]  # in data-tile, data-pick, data-action...


def marks(state: Any, seat: int | None) -> set[str]:
    """The marks of ``MARKS`` the page may show ``seat`` (None, the hand-over screen: none): its colours."""
    return {TERRAIN_LETTERS[c] for c in state.secret_colours(seat)} if seat is not None else set()

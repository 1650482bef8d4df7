"""Clustered (id ``clustered``): lay cards from your own deck next to the cards on the table, for 1 to
8 players.

The package's modules: :mod:`.rules` (cards, the table, turns, scores, views), :mod:`.search` (the
computer player), :mod:`.soak` (the invariants the soak recounts) and :mod:`.redeal` (what a seat
cannot see, dealt anew by the leak checks).
"""

from typing import Any

from ..core import lazy
from .rules import (
    COLOURS, FIGURES, INFO, JOKER, PLAY, START, TRIM, ClusteredState, Discard, Place, _fits, card_text, cell,
    cell_text, determinize, differences, largest_rectangle, lines, new_game, parse_action, parse_card, xy,
)  # fmt: skip

# What the soak and the benchmarks play of this game (see game.core).
SOAK_SETUPS: tuple[tuple[str, dict[str, Any], tuple[int, ...] | None], ...] = (
    ("default", {}, None),
    ("quick+speed+size+joker", {"quick": True, "speed": True, "size": True, "extra_joker": [0]}, None),
)
BENCHMARKS: dict[str, Any] = {
    "seats": 4,
    "seat_word": "seats",
    "playouts": {"key": "playouts_clustered", "seats": (2, 4)},
    "think": {"key": "ai_think_cpython_clustered", "seats": (2, 4), "games": 2, "target": 0.35, "pyodide": True},
}

search_class = lazy(__name__, "search:ClusteredSearch")  # the computer player
soak_check = lazy(__name__, "soak:check")  # the invariants the soak recounts
hiding = lazy(__name__, "redeal:HIDING")  # what a seat cannot see, for the leak checks


__all__ = ["BENCHMARKS", "COLOURS", "FIGURES", "INFO", "JOKER", "PLAY", "SOAK_SETUPS", "START", "TRIM",
           "ClusteredState", "Discard", "Place", "_fits", "card_text", "cell", "cell_text", "determinize",
           "differences", "hiding", "largest_rectangle", "lines", "new_game", "parse_action", "parse_card",
           "search_class", "soak_check", "xy"]

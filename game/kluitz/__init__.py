"""The Kluitz (id ``kluitz``): a shepherd fences the field in while the sheep player turns tiles over
for pairs; 2 players, or 1 (the solo game, with flowers).

The package's modules: :mod:`.rules` (the field, fences, tiles, rounds, scores, views),
:mod:`.search` (the computer player: it remembers, it searches no tree), :mod:`.soak` (the invariants
the soak recounts) and :mod:`.redeal` (what no seat can see, dealt anew by the leak checks).
"""

from typing import Any

from ..core import lazy
from .rules import (
    CELLS, FENCES, FENCING, INFO, KINDS, RAM, RAM_FENCE, SAME_VIEW_FOR_ALL, SHEPHERD, SHEPHERD_FENCE, SHOWN, SIZE,
    TURNING, KluitzState, Turn, bits, cell_text, determinize, edge_text, enclosed_cells, has_flower,
    looking_back, new_game, parse_action, parse_cell, parse_edge,
)  # fmt: skip

TREE_SEARCH = False  # a memory game: even the plain engine plays with the player that remembers

# What the soak and the benchmarks play of this game (see game.core).
SOAK_SETUPS: tuple[tuple[str, dict[str, Any], tuple[int, ...] | None], ...] = (
    ("default", {}, None),
    ("random-shepherd", {"first": "random"}, (2,)),
)
BENCHMARKS: dict[str, Any] = {
    "seats": 2,
    "playouts": {"key": "playouts_kluitz", "seats": (2, 1)},
    "think": {"key": "ai_think_cpython_kluitz", "seats": (2, 1), "games": 1, "pyodide": True,
              "decisions": "search:decision"},
    "browser": {"min_moves": 30},  # the costly decision, a shepherd's first fence, comes once in a few moves
}

search_class = lazy(__name__, "search:KluitzSearch")  # the computer player
soak_check = lazy(__name__, "soak:check")  # the invariants the soak recounts
hiding = lazy(__name__, "redeal:HIDING")  # what a seat cannot see, for the leak checks


__all__ = ["BENCHMARKS", "CELLS", "FENCES", "FENCING", "INFO", "KINDS", "RAM", "RAM_FENCE", "SAME_VIEW_FOR_ALL",
           "SHEPHERD", "SHEPHERD_FENCE", "SHOWN", "SIZE", "SOAK_SETUPS", "TREE_SEARCH", "TURNING", "KluitzState",
           "Turn", "bits", "cell_text", "determinize", "edge_text", "enclosed_cells", "has_flower", "hiding",
           "looking_back", "new_game", "parse_action", "parse_cell", "parse_edge", "search_class", "soak_check"]

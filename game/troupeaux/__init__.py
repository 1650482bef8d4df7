"""Troupeaux (id ``troupeaux``): two sheepdogs lead herds of sheep cards along a narrowing path to the
arrival pen, for 2 players.

The package's modules: :mod:`.rules` (cards, the path, turns, scores, views); the computer player,
:mod:`.search`, with :mod:`.position` (a position as it weighs it) and :mod:`.memory` (the cards it
remembers); :mod:`.soak` (the invariants the soak recounts) and :mod:`.redeal` (what a seat cannot
see, dealt anew by the leak checks).
"""

from typing import Any

from ..core import lazy
from .rules import (
    BONUS_DRAWS, BREED_OF, CELL_INDEX, CELL_NAMES, CELLS, COMPUTERS_OBSERVE, DECK, END, FORWARD, GLORIEUX, INFO,
    KIND_TEXTS, ROW_OF, STACK_CARDS, STEPS, TEMERAIRES, TroupeauxState, cell_name, conforms, determinize,
    estimated_arrival, is_complete_daring, kind_text, new_game, parse_action, parse_kind,
)  # fmt: skip

# What the soak and the benchmarks play of this game (see game.core).
SOAK_SETUPS: tuple[tuple[str, dict[str, Any], tuple[int, ...] | None], ...] = (
    ("default", {}, None),
    ("arrival-counts", {"show_arrival_counts": True}, None),
)
BENCHMARKS: dict[str, Any] = {
    "seats": 2,
    "playouts": {"key": "playouts_troupeaux", "seats": (2,)},
    "think": {"key": "ai_think_cpython_troupeaux", "seats": (2,), "games": 2, "target": 0.25, "pyodide": True,
              "decisions": "search:decision"},
    "browser": {"min_moves": 120},  # the costly decisions come once or twice a turn of many small ones
}

search_class = lazy(__name__, "search:TroupeauxSearch")  # the computer player
soak_check = lazy(__name__, "soak:check")  # the invariants the soak recounts
hiding = lazy(__name__, "redeal:HIDING")  # what a seat cannot see, for the leak checks


__all__ = ["BENCHMARKS", "BONUS_DRAWS", "BREED_OF", "CELLS", "CELL_INDEX", "CELL_NAMES", "COMPUTERS_OBSERVE", "DECK",
           "END", "FORWARD", "GLORIEUX", "INFO", "KIND_TEXTS", "ROW_OF", "SOAK_SETUPS", "STACK_CARDS", "STEPS",
           "TEMERAIRES", "TroupeauxState", "cell_name", "conforms", "determinize", "estimated_arrival", "hiding",
           "is_complete_daring", "kind_text", "new_game", "parse_action", "parse_kind", "search_class", "soak_check"]

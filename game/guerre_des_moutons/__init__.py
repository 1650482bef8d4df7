"""La Guerre des Moutons (id ``guerre-des-moutons``): double-sided tiles, secret sheep colours,
wolves and hunters, for 2 to 4 players (or 2 with two colours each).

The spec is ``docs/rules/guerre-des-moutons.md``. The package's modules, in the players' words:
:mod:`.tiles` (the tile set), :mod:`.table` (placed tiles and the edge rule), :mod:`.meadows`
(meadows, enclosures, scoring), :mod:`.actions` (the move texts) and :mod:`.state` (turns,
reactions, the end, views and determinizations); the computer player, :mod:`.search`, with
:mod:`.search_board` (the table as it weighs it); :mod:`.soak` (the invariants the soak recounts)
and :mod:`.redeal` (what a seat cannot see, dealt anew by the leak checks).
"""

from typing import Any

from ..core import lazy
from .actions import Action, parse_action
from .state import INFO, OLDEST_RECORD_VERSION, GuerreState, automatic, determinize, new_game

# What the soak and the benchmarks play of this game (see game.core).
SOAK_SETUPS: tuple[tuple[str, dict[str, Any], tuple[int, ...] | None], ...] = (
    ("default", {}, None),
    ("bicolour", {"bicolour": True}, (2,)),
)
BENCHMARKS: dict[str, Any] = {
    "seats": 4,
    "playouts": {"key": "playouts_guerre_des_moutons", "seats": (2, 4)},
    "think": {"key": "ai_think_cpython_guerre_des_moutons", "seats": (2, 4), "games": 1, "target": 0.45,
              "pyodide": True, "decisions": "search:decision"},
    "browser": {"min_moves": 60, "target": 1.5},  # with 4 players most decisions are quick reactions
}

search_class = lazy(__name__, "search:GuerreSearch")  # the computer player
soak_check = lazy(__name__, "soak:check")  # the invariants the soak recounts
hiding = lazy(__name__, "redeal:HIDING")  # what a seat cannot see, for the leak checks


__all__ = ["BENCHMARKS", "INFO", "OLDEST_RECORD_VERSION", "SOAK_SETUPS", "Action", "GuerreState", "automatic",
           "determinize", "hiding", "new_game", "parse_action", "search_class", "soak_check"]

"""Kulami (id ``kulami``): marbles on wooden plates, for 2 players.

The package's modules: :mod:`.rules` (the frame, the plates, where a marble may go, the scores),
:mod:`.search` (the computer player; its exact end :mod:`.endgame`, its plate odds :mod:`.odds`, learned
by :mod:`.learn_odds`) and :mod:`.soak` (the invariants the soak recounts).
"""

from typing import Any

from ..core import lazy
from .rules import (
    COLOURS, HOLES, INFO, PRESETS, SIZE, KulamiState, chains, check_layout, determinize, hole_cell, hole_name,
    largest_zone, new_game, parse_action,
)  # fmt: skip

# What the soak and the benchmarks play of this game (see game.core).
SOAK_SETUPS: tuple[tuple[str, dict[str, Any], tuple[int, ...] | None], ...] = (
    ("default", {}, None),
    ("random-8x8+zones+chains", {"layout": "random-8x8", "zones": True, "chains": True}, None),
    ("irregular+zones+chains", {"layout": "random-irregular", "zones": True, "chains": True}, None),
)
BENCHMARKS: dict[str, Any] = {
    "seats": 2,
    "playouts": {"key": "playouts", "seats": (2,), "options": {"layout": "classic"}, "target": 4000,
                 "same_deal": True},
    "think": {"key": "ai_think_cpython", "seats": (2,), "games": 3, "options": {"layout": "classic"},
              "random_positions": {"opening": 2, "middle": 20, "late": 40}},
    "browser": {"click": {"target": '[data-hole="a1"]', "options": "&first=red"}},  # a hole, while hard thinks
}

search_class = lazy(__name__, "search:KulamiSearch")  # the computer player
# earlier searches kept as they were, as references for the arena (game.ai FROZEN_LEVELS)
frozen_searches = {"2026": lazy(__name__, "search_2026:KulamiSearch2026")}
soak_check = lazy(__name__, "soak:check")  # the invariants the soak recounts


__all__ = ["BENCHMARKS", "COLOURS", "HOLES", "INFO", "PRESETS", "SIZE", "SOAK_SETUPS", "KulamiState", "chains",
           "check_layout", "determinize", "hole_cell", "hole_name", "largest_zone", "new_game", "parse_action",
           "search_class", "soak_check"]

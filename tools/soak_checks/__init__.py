"""Per-game invariants for the soak (``tools/soak.py``), one module per game.

Each module ``tools/soak_checks/<game_module>.py`` (the game id with ``-`` as ``_``) defines
``check(state) -> None``: it raises ``AssertionError`` with a readable message when the position
breaks one of the game's invariants (pieces conserved, scores equal to a recount from scratch).
The recounts are written from the rules, independently of the engine's own (incremental) counting.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def checker(game_id: str) -> Callable[[Any], None]:
    """The ``check(state)`` of a game's invariants."""
    module = importlib.import_module(f"tools.soak_checks.{game_id.replace('-', '_')}")
    return module.check

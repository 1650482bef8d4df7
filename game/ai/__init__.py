"""Agents that play any game through the protocol, seeing only views.

``make_agent(level, seed)`` gives the agent behind a seat such as ``ai-hard``; every agent offers
``think(module, view)``, a search that runs in slices (so a page stays responsive) and then names
its move, and ``choose(module, view)`` that runs it to the end at once.
"""

from __future__ import annotations

from typing import Any

from .mcts import MCTSAgent, Search
from .random_agent import RandomAgent

LEVELS: dict[str, dict[str, Any]] = {
    # a beginner wins: a short look ahead that still misses most of the board
    "easy": {"iterations": 40, "seconds": 0.5},
    # a casual player's opponent
    "medium": {"iterations": 800, "seconds": 0.6},
    # as strong as one second a move allows in the browser
    "hard": {"iterations": 50_000, "seconds": 0.85},
}

# Levels kept as they were on a date, as references for the arena: each its budget then, and the
# search then (``engine``: a game's ``frozen_searches[engine]``; a game without one has not changed
# its search since, and plays its own).
FROZEN_LEVELS: dict[str, dict[str, Any]] = {
    "hard-2026": {"iterations": 50_000, "seconds": 0.85, "engine": "2026"},
}


def make_agent(level: str, seed: int = 0, **overrides: Any) -> RandomAgent | MCTSAgent:
    """The agent for a level name (``random``, ``easy``, ``medium``, ``hard``); ``overrides``
    replace the level's settings (for experiments)."""
    if level == "random":
        return RandomAgent(seed)
    if level not in LEVELS and level not in FROZEN_LEVELS:
        raise ValueError(f"unknown AI level {level!r}")
    budget = dict(LEVELS.get(level) or FROZEN_LEVELS[level], **overrides)
    budget.setdefault("level", level)
    iterations, seconds = int(budget.pop("iterations")), float(budget.pop("seconds"))
    return MCTSAgent(seed=seed, iterations=iterations, seconds=seconds, **budget)


__all__ = ["FROZEN_LEVELS", "LEVELS", "MCTSAgent", "RandomAgent", "Search", "make_agent"]

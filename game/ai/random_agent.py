"""The agent that plays any legal move, uniformly at random (seeded)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import GameModule, new_rng


class Decided:
    """A decision that needs no thinking: same interface as a running search."""

    def __init__(self, action: Any) -> None:
        self.action = action

    def step(self, max_seconds: float = 0.0) -> bool:
        return True

    def best(self) -> Any:
        return self.action


class RandomAgent:
    def __init__(self, seed: int = 0) -> None:
        self.rng = new_rng(seed, "random-agent")

    def think(self, module: GameModule, view: Mapping[str, Any]) -> Decided:
        state = module.determinize(view, self.rng)
        return Decided(self.rng.choice(state.legal_actions()))

    def choose(self, module: GameModule, view: Mapping[str, Any]) -> Any:
        return self.think(module, view).best()

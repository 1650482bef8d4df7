"""The computer players as the AI tests use them: with no clock (the level's work is fixed, so a busy
machine makes the same choices), deciding from the mover's view alone."""

from __future__ import annotations

import json
from typing import Any

from game.ai import make_agent


def bounded(level: str, seed: int, **settings: Any) -> Any:
    """The level's agent with no clock, so that it is reproducible on a busy machine."""
    return make_agent(level, seed, seconds=float("inf"), **settings)


def decision(agent: Any, module: Any, state: Any, plain_json: bool = False) -> str:
    """The agent's move from the mover's view (with ``plain_json``, the view as the page sends it:
    through JSON); it must be legal."""
    view = state.view(state.to_move)
    if plain_json:
        view = json.loads(json.dumps(view))
    search = agent.think(module, view)
    while not search.step(0.05):
        pass
    choice = str(search.best())
    assert choice in view["legal"], (choice, view["legal"])
    return choice


def check_search_in_short_slices(module: Any, view: Any, level: str = "hard") -> None:
    """A search works in slices (a step asked for no time does one piece of its work and returns, over
    several steps), and its choice is the one it makes in one go. (How long a piece takes depends on
    the machine: bench/ai_think.py measures it; no test does.)"""
    search = bounded(level, 1).think(module, view)
    slices = 0
    while True:
        before = search.done_iterations
        done = search.step(0.0)  # one piece of work at a time
        assert search.done_iterations - before <= 1, "a step asked for no time did more than one piece"
        slices += 1
        if done:
            break
    assert slices > 5
    assert search.best() == bounded(level, 1).think(module, view).run()

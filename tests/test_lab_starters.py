"""Each game's starter agent (``game/<package>/starter.py``, the code the lab opens with) beats the
random player over a seeded match, seats turned, through the arena's file agents."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from game import arena, core

GAMES = [entry for entry in core.REGISTRY if entry.available]


@pytest.mark.parametrize("entry", GAMES, ids=[e.id for e in GAMES])
def test_the_starter_agent_beats_random(entry):
    path = str(Path(importlib.import_module(f"{entry.module}.starter").__file__))
    specs = [path, "random"]
    results = [arena.play_one((entry.id, specs, 3, index, {}, 2, None)) for index in range(8)]
    assert all(r.error is None and r.forfeit is None for r in results)
    starter, random = arena.tally(specs, results)
    assert starter["wins"] > random["wins"] + 2, arena.summarise(specs, results)


@pytest.mark.parametrize("entry", GAMES, ids=[e.id for e in GAMES])
def test_the_starter_is_one_choose_function_that_runs_alone(entry):
    source = Path(importlib.import_module(f"{entry.module}.starter").__file__).read_text(encoding="utf-8")
    choose = arena.load_choose(source, "starter.py")
    state = core.load(entry.id).new_game(5, 2, {})
    view = state.view(state.to_move)
    assert choose(view, list(view["legal"]), core.new_rng(1)) in view["legal"]

"""A game's hard search against its frozen reference (``game.ai.FROZEN_LEVELS``): iterations per second
of both, side by side, in CPython and in Pyodide under Node.

    python bench/frozen.py [--games 3] [--seconds 0.5] [--only GAME] [--no-pyodide]

Only the games whose package keeps a frozen search (``frozen_searches``) are measured: the others'
reference is their own search. The positions are those of seeded random games after 4, 16 and 28
moves (an opening, a middle and a later position of a long game); on each, the hard search and the
reference are given the same seconds (no iteration cap) one after the other, and the iterations
each made are counted (a search that finished early, e.g. on a proven win, is left out). The median
iterations per second of each and their ratio are printed (new over reference: 1.00 is as fast).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._pyodide import in_pyodide  # noqa: E402
from bench._results import command_line, only_option  # noqa: E402
from game import core  # noqa: E402
from game.ai import FROZEN_LEVELS, LEVELS  # noqa: E402
from game.ai.mcts import search_class  # noqa: E402

PHASES = (4, 16, 28)  # moves played before the position measured


def frozen_games() -> list[str]:
    return [game_id for game_id in core.available_games() if getattr(core.load(game_id), "frozen_searches", None)]


def positions(game_id: str, games: int) -> list[Any]:
    module = core.load(game_id)
    found = []
    for seed in range(1, games + 1):
        rng = random.Random(seed)
        state = module.new_game(seed, module.INFO.min_players)
        for moves in range(max(PHASES) + 1):
            if state.is_over:
                break
            if moves in PHASES:
                found.append(state.view(state.to_move))
            state.apply(rng.choice(state.legal_actions()))
    return found


def rate(cls: Any, module: Any, view: Any, seconds: float, settings: dict[str, Any]) -> float | None:
    search = cls(module, view, 7, 10**9, seconds, **settings)
    while not search.step(0.05):
        pass
    if search.spent < 0.9 * seconds:
        return None  # finished early (a proven result, a single move): no rate to compare
    return search.done_iterations / search.spent


def measure(game_id: str, games: int, seconds: float = 0.5) -> dict[str, Any]:
    """Median iterations per second of the hard search and of each frozen reference."""
    module = core.load(game_id)
    rows: dict[str, list[float]] = {name: [] for name in ("hard", *FROZEN_LEVELS)}
    hard_settings = {k: v for k, v in LEVELS["hard"].items() if k not in ("iterations", "seconds")}
    for view in positions(game_id, games):
        measured = {"hard": rate(search_class(module), module, view, seconds, dict(hard_settings, level="hard"))}
        for name, level in FROZEN_LEVELS.items():
            settings = {k: v for k, v in level.items() if k not in ("iterations", "seconds", "engine")}
            measured[name] = rate(search_class(module, level["engine"]), module, view, seconds, settings)
        counted = {name: value for name, value in measured.items() if value is not None}
        if len(counted) == len(measured):  # none finished early
            for name, value in counted.items():
                rows[name].append(value)
    return {name: round(statistics.median(values)) if values else math.nan for name, values in rows.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=0.5)
    parser.add_argument("--no-pyodide", action="store_true")
    only_option(parser, frozen_games())
    args = parser.parse_args()
    print(f"$ {command_line()}", flush=True)
    for game_id in args.only or frozen_games():
        found = {"CPython": measure(game_id, args.games, args.seconds)}
        if not args.no_pyodide:
            pyodide = in_pyodide("frozen", "measure", game_id, args.games, timeout=1800)
            if pyodide is not None:
                found["Pyodide"] = pyodide["results"]
        for where, rates in found.items():
            hard = rates.pop("hard")
            for name, value in rates.items():
                print(f"{game_id} ({where}): hard {hard:,} iterations/s, {name} {value:,}/s: "
                      f"ratio {hard / value:.2f}", flush=True)


if __name__ == "__main__":
    main()

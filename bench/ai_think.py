"""AI think time per level (easy, medium, hard) in CPython, and in Pyodide under Node, on positions of
seeded games of every registered game.

    python bench/ai_think.py [--games N] [--pyodide-games 1] [--only GAME] [--no-save]

What each game is measured on is its package's ``BENCHMARKS["think"]`` (see ``game.core``):

- ``seats``: the seat counts (one seat shows as "solo"); ``games``: seeded games per seat count
  (``--games`` for every game);
- ``random_positions`` (``{phase: moves}``): the positions of seeded random games (with ``options``)
  after that many moves, each decided once by a new agent of the level. Otherwise every position of
  seeded games between medium players, the level's players seeing every position before they decide
  (their memory, when they keep one, as at the table), tagged by ``decisions`` (``"module:function"``
  of the package: what the position asks for) or else by the part of the game it comes from
  (opening: the first sixth of the moves; early: to a third; middle: to two thirds; late);
- ``target``: hard's every decision in CPython with the package's ``BENCHMARKS["seats"]``, in
  seconds (without one, the browser's: ``BENCHMARKS["browser"]["target"]``, else 1 s);
- ``key``: where the figures are merged in bench/results.json; with ``pyodide``, the same measure runs
  in Pyodide under Node (``--pyodide-games``; skipped without node or node_modules/pyodide) and is
  merged under the key with "pyodide" for "cpython".

Each agent (``make_agent``, with its level's real budget) thinks in the page's slices; the median and
the maximum think time per level, overall and per tag, are printed and merged.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._pyodide import in_pyodide as pyodide_run  # noqa: E402
from bench._results import (  # noqa: E402
    command_line, interpreter, merge_results, only_option, provenance, seat_label, seat_word, shown,
)
from game import core  # noqa: E402
from game.ai import LEVELS, make_agent  # noqa: E402
from game.core import new_rng  # noqa: E402

SLICE = 0.02  # the page's slice
BROWSER_TARGET = 1.0  # seconds, hard's every decision in the browser, unless the game says otherwise
Results = dict[str, dict[str, dict[str, object]]]  # seat label -> level -> figures


def settings(game_id: str) -> dict[str, Any]:
    return core.load(game_id).BENCHMARKS["think"]


def browser_target(game_id: str) -> float:
    return core.load(game_id).BENCHMARKS.get("browser", {}).get("target", BROWSER_TARGET)


# --- positions ------------------------------------------------------------------------------------


def random_positions(module: Any, games: int, players: int) -> list[tuple[str, Any]]:
    """(phase, position) of seeded random games after each phase's number of moves."""
    think = module.BENCHMARKS["think"]
    found = []
    for seed in range(1, games + 1):
        for phase, moves in think["random_positions"].items():
            state = module.new_game(seed, players, think.get("options", {}))
            rng = new_rng(seed, "bench-ai")
            while not state.is_over and len(state.history) < moves:
                legal = state.legal_actions()
                state.apply(legal[int(rng.random() * len(legal))])
            if not state.is_over:
                found.append((phase, state))
    return found


def medium_games(module: Any, games: int, players: int) -> list[list[Any]]:
    """Every position (before each move) of ``games`` seeded games between medium players, each
    computer seeing every move (as the page shows it to them; only memory games use it)."""
    found = []
    for seed in range(1, games + 1):
        state = module.new_game(seed, players, module.BENCHMARKS["think"].get("options", {}))
        agents = [make_agent("medium", seed * 10 + s) for s in range(players)]
        game: list[Any] = []
        while not state.is_over:
            game.append(state.clone())
            seat = state.to_move
            state.apply(str(agents[seat].choose(module, state.view(seat))))
            for s, agent in enumerate(agents):
                agent.observe(state.view(s))
        found.append(game)
    return found


def part_of_game(move: int, total: int) -> str:
    """opening (the first sixth of the moves), early (to a third), middle (to two thirds), late."""
    for name, end in (("opening", 1 / 6), ("early", 1 / 3), ("middle", 2 / 3)):
        if move < total * end:
            return name
    return "late"


# --- thinking -------------------------------------------------------------------------------------


def think_time(agent: Any, module: Any, view: dict[str, Any]) -> tuple[float, Any]:
    """Seconds the agent takes to decide in the page's slices, and its search."""
    start = time.perf_counter()
    search = agent.think(module, view)
    while not search.step(SLICE):
        pass
    search.best()
    return time.perf_counter() - start, search


def figures(level: str, times: list[float], by_tag: dict[str, list[float]], iterations: list[int]) -> dict[str, object]:
    row: dict[str, object] = {
        "median": round(statistics.median(times), 4), "max": round(max(times), 4), "n": len(times),
        "budget_seconds": LEVELS[level]["seconds"],
        "by_phase": {k: {"median": round(statistics.median(v), 4), "max": round(max(v), 4), "n": len(v)}
                     for k, v in by_tag.items()},
    }  # fmt: skip
    if iterations:
        row["iterations_median"] = int(statistics.median(iterations))
    return row


def fresh_agents(module: Any, cases: list[tuple[str, Any]], level: str) -> dict[str, object]:
    """Each position decided once by a new agent of the level."""
    times: list[float] = []
    by_tag: dict[str, list[float]] = {}
    iterations: list[int] = []
    for number, (tag, state) in enumerate(cases):
        elapsed, search = think_time(make_agent(level, seed=number), module, state.view(state.to_move))
        assert str(search.best()) in {str(a) for a in state.legal_actions()}
        times.append(elapsed)
        by_tag.setdefault(tag, []).append(elapsed)
        if hasattr(search, "done_iterations"):
            iterations.append(search.done_iterations)
    return figures(level, times, by_tag, iterations)


def observing_agents(module: Any, recorded: list[list[Any]], level: str, players: int) -> dict[str, object]:
    """Every position of the recorded games decided by the level's players, who have seen every
    position before (their memory, when the level keeps one, as at the table)."""
    spec = module.BENCHMARKS["think"].get("decisions")
    decision = core.lazy(module.__name__, spec)() if spec else None
    times: list[float] = []
    by_tag: dict[str, list[float]] = {}
    for number, game in enumerate(recorded):
        agents = [make_agent(level, seed=number * 10 + s) for s in range(players)]
        for move, state in enumerate(game):
            for s, agent in enumerate(agents):
                agent.observe(state.view(s))
            view = state.view(state.to_move)
            elapsed, search = think_time(agents[state.to_move], module, view)
            assert str(search.best()) in {str(a) for a in state.legal_actions()}
            times.append(elapsed)
            tag = decision(view) if decision else part_of_game(move, len(game))
            by_tag.setdefault(tag, []).append(elapsed)
    return figures(level, times, by_tag, [])


def measure(game_id: str, games: int) -> Results:
    """Per seat count and level: the think-time figures (also run in Pyodide, by name)."""
    module = core.load(game_id)
    think = module.BENCHMARKS["think"]
    results: Results = {}
    for players in think["seats"]:
        if "random_positions" in think:
            cases = random_positions(module, games, players)
            per_level = {level: fresh_agents(module, cases, level) for level in LEVELS}
        else:
            recorded = medium_games(module, games, players)
            per_level = {level: observing_agents(module, recorded, level, players) for level in LEVELS}
        results[seat_label(players)] = per_level
    return results


# --- Pyodide ----------------------------------------------------------------------------------------


def in_pyodide(game_id: str, games: int) -> dict[str, Any] | None:
    """``measure`` in Pyodide under Node, or None (with a note) when Node or Pyodide is missing."""
    return pyodide_run("ai_think", "measure", game_id, games, timeout=1800)


# --- reports ----------------------------------------------------------------------------------------


def print_table(results: Results, word: str) -> None:
    print(f"  {word:<7} {'level':<8} {'budget s':>9} {'median s':>9} {'max s':>7} {'moves':>6}"
          f"  by phase or decision (median / max s)")
    for players, per_level in results.items():
        for level, row in per_level.items():
            phases: dict[str, dict[str, float]] = row["by_phase"]  # type: ignore[assignment]
            phase_text = ", ".join(f"{p} {v['median']:.3f}/{v['max']:.3f}" for p, v in phases.items())
            print(f"  {players:<7} {level:<8} {row['budget_seconds']:>9g} {row['median']:>9.3f} {row['max']:>7.3f} "
                  f"{row['n']:>6}  {phase_text}")


def print_target(game_id: str, results: Results, browser: bool) -> None:
    """Hard's worst decision against the game's target (CPython's, or the browser's)."""
    benchmarks = core.load(game_id).BENCHMARKS
    label = seat_label(benchmarks["seats"])
    shown_seats = results.get(label) or next(iter(results.values()))
    worst = shown_seats["hard"]["max"]
    target = benchmarks["think"].get("target")
    where = "in CPython"
    if browser or target is None:
        target, where = browser_target(game_id), "in the browser"
    print(f"  hard, {label} {seat_word(benchmarks)}: max {worst:.3f} s (target <= {target} s {where})")


def entry(game_id: str, results: Results, games: int, python: str) -> dict[str, Any]:
    """What bench/results.json keeps: one seat count's figures at the top, several under the seat word."""
    benchmarks = core.load(game_id).BENCHMARKS
    think = benchmarks["think"]
    positions = {"games_per_seat_count": games, "slice_seconds": SLICE, "options": think.get("options", {}),
                 "phases": think.get("random_positions"), "players": None if "random_positions" in think else "medium"}
    kept: dict[str, Any] = {**provenance(), "python": python, "positions": positions,
                            "target_hard_max_s": think.get("target"),
                            "target_hard_max_s_browser": browser_target(game_id)}
    if len(results) == 1:
        return {**kept, **next(iter(results.values()))}
    return {**kept, seat_word(benchmarks): results}


def run(game_id: str, games: int, pyodide_games: int, save: bool) -> None:
    module = core.load(game_id)
    think = module.BENCHMARKS["think"]
    word = seat_word(module.BENCHMARKS)
    python = interpreter()
    print(f"{module.INFO.title} AI think time per decision, {python}, {games} game(s) per seat count "
          f"({', '.join(seat_label(p) for p in think['seats'])} {word}), slices of {SLICE:g} s")
    results = measure(game_id, games)
    print_table(results, word)
    print_target(game_id, results, browser=False)
    pyodide = in_pyodide(game_id, pyodide_games) if think.get("pyodide") and pyodide_games > 0 else None
    if pyodide is not None:
        print(f"{module.INFO.title} AI think time per decision, {pyodide['python']} (Pyodide under Node), "
              f"{pyodide_games} game(s) per seat count")
        print_table(pyodide["results"], word)
        print_target(game_id, pyodide["results"], browser=True)
    if save:
        merge_results(think["key"], entry(game_id, results, games, python))
        print(f"  merged under \"{think['key']}\" in {shown()}")
        if pyodide is not None:
            key = think["key"].replace("cpython", "pyodide")
            merge_results(key, {**entry(game_id, pyodide["results"], pyodide_games, pyodide["python"]),
                                "runner": pyodide["runner"]})
            print(f"  merged under \"{key}\" in {shown()}")


def main() -> None:
    games = core.available_games()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, help="seeded games per seat count (default: each game's own)")
    parser.add_argument("--pyodide-games", type=int, default=1, help="the same in Pyodide under Node (0: skip)")
    parser.add_argument("--no-save", action="store_true", help="print only; leave bench/results.json alone")
    only_option(parser, games)
    args = parser.parse_args()
    print(f"$ {command_line()}")
    for game_id in args.only or games:
        run(game_id, args.games or settings(game_id)["games"], args.pyodide_games, not args.no_save)


if __name__ == "__main__":
    main()

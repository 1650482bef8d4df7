"""AI think time per level (easy, medium, hard) in CPython, on Kulami positions from seeded games.

    python bench/ai_think.py [--games 3]

Positions come from seeded random games on the 'classic' layout: the opening (2 marbles down),
the middle game (20) and the late game (40). For each level the agent of that level
(``make_agent``, with its real iteration and time budget) decides every position once; the
median and the maximum think time per level are printed and merged into bench/results.json
under "ai_think_cpython" (the browser's figures are "ai_think_browser", from ai_browser.py).
"""

from __future__ import annotations

import argparse
import datetime
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.playouts import RESULTS, command_line, merge_results  # noqa: E402
from game import kulami  # noqa: E402
from game.ai import LEVELS, make_agent  # noqa: E402
from game.core import new_rng  # noqa: E402

PHASES = {"opening": 2, "middle": 20, "late": 40}


def positions(games: int) -> list[tuple[str, int, kulami.KulamiState]]:
    found = []
    for seed in range(1, games + 1):
        for phase, placed in PHASES.items():
            state = kulami.new_game(seed, 2, {"layout": "classic"})
            rng = new_rng(seed, "bench-ai")
            while not state.is_over and state.placed < placed:
                legal = state.legal_actions()
                state.apply(legal[int(rng.random() * len(legal))])
            if not state.is_over:
                found.append((phase, seed, state))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="seeded games to take positions from")
    parser.add_argument("--no-save", action="store_true", help="print only; leave bench/results.json alone")
    args = parser.parse_args()

    python = f"{platform.python_implementation()} {platform.python_version()}"
    print(f"$ {command_line()}")
    print(f"Kulami AI think time per decision, {python}, {args.games} games x {len(PHASES)} phases")
    print(f"  {'level':<8} {'budget':>18} {'median s':>9} {'max s':>7} {'iterations (median)':>20}  by phase (median s)")
    results: dict[str, object] = {}
    cases = positions(args.games)
    for level in ("easy", "medium", "hard"):
        times: list[float] = []
        iterations: list[int] = []
        by_phase: dict[str, list[float]] = {phase: [] for phase in PHASES}
        for number, (phase, seed, state) in enumerate(cases):
            agent = make_agent(level, seed=number)
            view = state.view(state.to_move)
            start = time.perf_counter()
            search = agent.think(kulami, view)
            while not search.step(0.05):  # the slices the page would run between frames
                pass
            move = search.best()
            elapsed = time.perf_counter() - start
            assert str(move) in {str(a) for a in state.legal_actions()}
            times.append(elapsed)
            iterations.append(search.done_iterations)
            by_phase[phase].append(elapsed)
        budget = LEVELS[level]
        phases = {phase: round(statistics.median(values), 4) for phase, values in by_phase.items() if values}
        results[level] = {
            "median": round(statistics.median(times), 4),
            "max": round(max(times), 4),
            "n": len(times),
            "iterations_median": int(statistics.median(iterations)),
            "budget": {"iterations": int(budget["iterations"]), "seconds": budget["seconds"]},
            "median_by_phase": phases,
        }
        budget_text = f"{int(budget['iterations'])} it / {budget['seconds']:g} s"
        phase_text = ", ".join(f"{p} {v:.3f}" for p, v in phases.items())
        print(f"  {level:<8} {budget_text:>18} {statistics.median(times):>9.3f} {max(times):>7.3f} "
              f"{int(statistics.median(iterations)):>20}  {phase_text}")

    if not args.no_save:
        merge_results("ai_think_cpython", {
            "command": command_line(),
            "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "python": python,
            "positions": {"games": args.games, "phases": PHASES, "layout": "classic"},
            **results,
        })  # fmt: skip
        print(f"  merged under \"ai_think_cpython\" in {RESULTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()

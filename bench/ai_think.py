"""AI think time per level (easy, medium, hard) in CPython, on Kulami, Clustered, The Kluitz,
Troupeaux and La Guerre des Moutons positions from seeded games.

    python bench/ai_think.py [--games 3] [--clustered-games 2] [--kluitz-games 1] [--troupeaux-games 2]
                             [--guerre-games 1] [--only troupeaux]

Kulami positions come from seeded random games on the 'classic' layout: the opening (2 marbles
down), the middle game (20) and the late game (40). Clustered positions are every position of seeded
games between medium players, with 2 and with 4 seats, tagged by the part of the game they come
from (opening: the first sixth of the moves; early: to a third; middle: to two thirds; late). For each level
the agent of that level (``make_agent``, with its real budget) decides every position once, in the
page's slices; the median and the maximum think time per level are printed and merged into
bench/results.json under "ai_think_cpython" and "ai_think_cpython_clustered" (the browser's
figures are "ai_think_browser", from ai_browser.py). Clustered's target: hard at most 0.35 s in
CPython with 4 seats (the browser is 2-3 times slower; it must answer within 1 s). The Clustered
figures are also measured in Pyodide under Node (``--pyodide-games``; skipped without node or
node_modules/pyodide) and merged under "ai_think_pyodide_clustered".

The Kluitz positions are every position of seeded games between medium players, with 2 players (both
rounds) and solo; each level's players see every position before they decide, so that their memory
is what it would be at the table. Positions are tagged by the decision: "fences" (the first fence of
a shepherd's turn, where hard weighs the turn's two fences together), "fence" (a second fence, or the
one a shepherd tile gives), "turn", "remove" (after a ram) and "down". Merged under
"ai_think_cpython_kluitz" and, from Pyodide under Node, "ai_think_pyodide_kluitz"; the target is
hard's every decision within 1 s in the browser.

Troupeaux positions are every position of seeded games between medium players, the level's players
seeing every position before they decide (their memory of the arrival pens as at the table), tagged
by the decision: "draw" (a draw step with draws left), "lay" (the draws done), "move" (after a lay),
"bonus" (Glorieux bonus draws) and "after" (only dares or the end left). Merged under
"ai_think_cpython_troupeaux" and "ai_think_pyodide_troupeaux"; the target is hard's every decision
within 0.25 s in CPython and 1 s in the browser (the work is fixed by the level, not by the clock).

La Guerre des Moutons positions are every position of seeded games between medium players, with 2 and
4 players, tagged by the decision: "turn" (a regular turn: a tile, pass or stop), "react" (a reaction
window: wolves, hunters, covers, a reveal, or done) and "extra" (the tile after a reveal). Merged under
"ai_think_cpython_guerre_des_moutons" and "ai_think_pyodide_guerre_des_moutons"; the target is hard's
every decision within 0.45 s in CPython with 4 players and 1.5 s in the browser (the work is fixed by
the level, not by the clock).
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._results import command_line, merge_results, provenance, shown  # noqa: E402
from game import clustered, guerre_des_moutons, kluitz, kulami, troupeaux  # noqa: E402
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
    parser.add_argument("--clustered-games", type=int, default=2, help="seeded Clustered games per seat count")
    parser.add_argument("--pyodide-games", type=int, default=1, help="the same in Pyodide under Node (0: skip)")
    parser.add_argument("--kluitz-games", type=int, default=1, help="seeded Kluitz games per player count")
    parser.add_argument("--troupeaux-games", type=int, default=2, help="seeded Troupeaux games")
    parser.add_argument("--guerre-games", type=int, default=1,
                        help="seeded La Guerre des Moutons games per player count")
    parser.add_argument("--no-save", action="store_true", help="print only; leave bench/results.json alone")
    parser.add_argument("--only", choices=GAMES, action="append", help="measure only this game (repeatable)")
    args = parser.parse_args()
    games = args.only or list(GAMES)
    print(f"$ {command_line()}")
    if "kulami" in games:
        kulami_main(args.games, not args.no_save)
    if "clustered" in games:
        clustered_main(args.clustered_games, not args.no_save, args.pyodide_games)
    if "kluitz" in games:
        kluitz_main(args.kluitz_games, not args.no_save, args.pyodide_games)
    if "troupeaux" in games:
        troupeaux_main(args.troupeaux_games, not args.no_save, args.pyodide_games)
    if "guerre-des-moutons" in games:
        guerre_main(args.guerre_games, not args.no_save, args.pyodide_games)


GAMES = ("kulami", "clustered", "kluitz", "troupeaux", "guerre-des-moutons")  # --only


def kulami_main(games: int, save: bool) -> None:
    python = f"{platform.python_implementation()} {platform.python_version()}"
    print(f"Kulami AI think time per decision, {python}, {games} games x {len(PHASES)} phases")
    print(f"  {'level':<8} {'budget':>18} {'median s':>9} {'max s':>7} {'iterations (median)':>20}  by phase (median s)")
    results: dict[str, object] = {}
    cases = positions(games)
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

    if save:
        merge_results("ai_think_cpython", {
            **provenance(),
            "python": python,
            "positions": {"games": games, "phases": PHASES, "layout": "classic"},
            **results,
        })  # fmt: skip
        print(f"  merged under \"ai_think_cpython\" in {shown()}")


CLUSTERED_TARGET = 0.35  # seconds, hard, 4 seats, CPython
SLICE = 0.02  # the page's slice


def medium_games(module: Any, games: int, players: int) -> list[list[Any]]:
    """Every position (before each move) of ``games`` seeded games between medium players, each
    computer seeing every move (as the page shows it to them; only memory games use it)."""
    found = []
    for seed in range(1, games + 1):
        state = module.new_game(seed, players)
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


def clustered_positions(games: int, players: int) -> list[tuple[str, clustered.ClusteredState]]:
    """Every position of ``games`` seeded games between medium players, tagged with its part of the game."""
    return [(phase_of(move, len(game)), position)
            for game in medium_games(clustered, games, players) for move, position in enumerate(game)]  # fmt: skip


def phase_of(move: int, total: int) -> str:
    """opening (the first sixth of the moves), early (to a third), middle (to two thirds), late."""
    for name, end in (("opening", 1 / 6), ("early", 1 / 3), ("middle", 2 / 3)):
        if move < total * end:
            return name
    return "late"


def clustered_measure(games: int) -> dict[str, dict[str, dict[str, object]]]:
    """Per seat count (2, 4) and level: median and max think time over every position of the games."""
    results: dict[str, dict[str, dict[str, object]]] = {}
    for players in (2, 4):
        cases = clustered_positions(games, players)
        per_level: dict[str, dict[str, object]] = {}
        for level in ("easy", "medium", "hard"):
            times: list[float] = []
            by_phase: dict[str, list[float]] = {}
            for number, (phase, state) in enumerate(cases):
                agent = make_agent(level, seed=number)
                view = state.view(state.to_move)
                start = time.perf_counter()
                search = agent.think(clustered, view)
                while not search.step(SLICE):
                    pass
                move = search.best()
                elapsed = time.perf_counter() - start
                assert str(move) in {str(a) for a in state.legal_actions()}
                times.append(elapsed)
                by_phase.setdefault(phase, []).append(elapsed)
            phases = {p: {"median": round(statistics.median(v), 4), "max": round(max(v), 4)}
                      for p, v in by_phase.items()}
            per_level[level] = {"median": round(statistics.median(times), 4), "max": round(max(times), 4),
                                "n": len(times), "budget_seconds": LEVELS[level]["seconds"], "by_phase": phases}
        results[str(players)] = per_level
    return results


def clustered_print(results: dict[str, dict[str, dict[str, object]]], seats: str = "seats",
                    by: str = "phase") -> None:
    print(f"  {seats:<6} {'level':<8} {'budget s':>9} {'median s':>9} {'max s':>7} {'moves':>6}"
          f"  by {by} (median / max s)")
    for players, per_level in results.items():
        for level, row in per_level.items():
            phases: dict[str, dict[str, float]] = row["by_phase"]  # type: ignore[assignment]
            phase_text = ", ".join(f"{p} {v['median']:.3f}/{v['max']:.3f}" for p, v in phases.items())
            print(f"  {players:<6} {level:<8} {row['budget_seconds']:>9g} {row['median']:>9.3f} {row['max']:>7.3f} "
                  f"{row['n']:>6}  {phase_text}")


# Runs the same measure in Pyodide under Node (the interpreter the page uses): game/ and bench/ are
# copied into Pyodide's file system, then ``clustered_measure`` (or another measure) runs there and prints JSON.
PYODIDE_RUNNER = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
import fs from "fs";
import path from "path";
const py = await loadPyodide({ indexURL: "%(pyodide)s/" });
function copy(src, dst) {
  py.FS.mkdirTree(dst);
  for (const name of fs.readdirSync(src)) {
    if (name === "__pycache__") continue;
    const s = path.join(src, name), d = dst + "/" + name;
    if (fs.statSync(s).isDirectory()) copy(s, d); else py.FS.writeFile(d, fs.readFileSync(s));
  }
}
copy("%(root)s/game", "/home/pyodide/bench-root/game");
copy("%(root)s/bench", "/home/pyodide/bench-root/bench");
const out = await py.runPythonAsync(`
import sys, json, platform
sys.path.insert(0, "/home/pyodide/bench-root")
from bench.ai_think import %(measure)s
json.dumps({"python": platform.python_implementation() + " " + platform.python_version(),
            "results": %(measure)s(%(games)d)})
`);
console.log(out);
"""


def clustered_in_pyodide(games: int, measure: str = "clustered_measure") -> dict[str, object] | None:
    """The Clustered measure (or ``measure``, a function of this module) in Pyodide under Node, or None
    (with a note) when Node or Pyodide is missing."""
    import json
    import shutil
    import subprocess
    import tempfile

    pyodide = ROOT / "node_modules" / "pyodide"
    node = shutil.which("node")
    if node is None or not (pyodide / "pyodide.mjs").exists():
        print("  (Pyodide figures skipped: no node or node_modules/pyodide; run make first)")
        return None
    with tempfile.TemporaryDirectory() as folder:
        runner = Path(folder) / "run.mjs"
        runner.write_text(PYODIDE_RUNNER % {"pyodide": pyodide.as_posix(), "root": ROOT.as_posix(), "games": games,
                                            "measure": measure})
        done = subprocess.run([node, str(runner)], capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        print(f"  (Pyodide figures failed: {done.stderr.strip().splitlines()[-1:]})")
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def clustered_main(games: int, save: bool, pyodide_games: int = 1) -> None:
    python = f"{platform.python_implementation()} {platform.python_version()}"
    print(f"Clustered AI think time per decision, {python}, every move of {games} games between medium "
          f"players per seat count, slices of {SLICE:g} s")
    results = clustered_measure(games)
    clustered_print(results)
    hard4 = results["4"]["hard"]["max"]
    print(f"  hard, 4 seats: max {hard4:.3f} s (target <= {CLUSTERED_TARGET} s in CPython)")
    pyodide = clustered_in_pyodide(pyodide_games) if pyodide_games > 0 else None
    if pyodide is not None:
        print(f"Clustered AI think time per decision, {pyodide['python']} (Pyodide under Node), every move of "
              f"{pyodide_games} game(s) between medium players per seat count")
        clustered_print(pyodide["results"])  # type: ignore[arg-type]
        hard4 = pyodide["results"]["4"]["hard"]["max"]  # type: ignore[index]
        print(f"  hard, 4 seats: max {hard4:.3f} s (target <= 1.0 s in the browser)")
    if save:
        merge_results("ai_think_cpython_clustered", {
            **provenance(),
            "python": python,
            "positions": {"games_per_seat_count": games, "players": "medium", "slice_seconds": SLICE},
            "target_hard_4_seats_max_s": CLUSTERED_TARGET,
            "seats": results,
        })  # fmt: skip
        print(f"  merged under \"ai_think_cpython_clustered\" in {shown()}")
        if pyodide is not None:
            merge_results("ai_think_pyodide_clustered", {
                **provenance(),
                "python": pyodide["python"],
                "runner": "Node " + __import__("subprocess").run(["node", "--version"], capture_output=True,
                                                                 text=True).stdout.strip(),
                "positions": {"games_per_seat_count": pyodide_games, "players": "medium", "slice_seconds": SLICE},
                "target_hard_4_seats_max_s": 1.0,
                "seats": pyodide["results"],
            })  # fmt: skip
            print(f"  merged under \"ai_think_pyodide_clustered\" in {shown()}")


# --- The Kluitz ---------------------------------------------------------------------------------

KLUITZ_TARGET = 1.0  # seconds, hard, every decision, in the browser


def kluitz_decision(view: dict[str, object]) -> str:
    """What the position asks for: fences (the first of a shepherd's two), fence, turn, remove, down."""
    phase = view["phase"]
    if phase == "fencing":
        return "fences" if view["placed"] == 0 and view["supply"] >= 2 else "fence"  # type: ignore[operator]
    return {"shepherd-tile": "fence", "turning": "turn", "ram": "remove", "shown": "down"}[phase]  # type: ignore[index]


def kluitz_measure(games: int) -> dict[str, dict[str, dict[str, object]]]:
    """Per player count ("2", "solo") and level: median and max think time over every position of the
    games, the level's players having seen every position before (their memory as at the table)."""
    results: dict[str, dict[str, dict[str, object]]] = {}
    for players in (2, 1):
        recorded = medium_games(kluitz, games, players)
        per_level = {level: observed_think_times(kluitz, recorded, level, players, kluitz_decision)
                     for level in ("easy", "medium", "hard")}
        results["solo" if players == 1 else str(players)] = per_level
    return results


def observed_think_times(module: object, recorded: list, level: str, players: int, decision: object) -> dict[str, object]:
    """Median and max think time of ``level`` over every position of the recorded games, overall and
    per kind of decision (``decision(view)``); each seat's agent has seen every position before, as
    at the table (its memory, when the level keeps one)."""
    times: list[float] = []
    by_kind: dict[str, list[float]] = {}
    for number, game in enumerate(recorded):
        agents = [make_agent(level, seed=number * 10 + s) for s in range(players)]
        for state in game:
            for s, agent in enumerate(agents):
                agent.observe(state.view(s))
            view = state.view(state.to_move)
            start = time.perf_counter()
            search = agents[state.to_move].think(module, view)
            while not search.step(SLICE):
                pass
            move = search.best()
            elapsed = time.perf_counter() - start
            assert str(move) in view["legal"]
            times.append(elapsed)
            by_kind.setdefault(decision(view), []).append(elapsed)  # type: ignore[operator]
    kinds = {k: {"median": round(statistics.median(v), 4), "max": round(max(v), 4), "n": len(v)}
             for k, v in by_kind.items()}
    return {"median": round(statistics.median(times), 4), "max": round(max(times), 4),
            "n": len(times), "budget_seconds": LEVELS[level]["seconds"], "by_phase": kinds}


def kluitz_main(games: int, save: bool, pyodide_games: int = 1) -> None:
    python = f"{platform.python_implementation()} {platform.python_version()}"
    print(f"The Kluitz AI think time per decision, {python}, every position of {games} game(s) between medium "
          f"players, 2 players and solo, slices of {SLICE:g} s (the levels' budgets do not bind: no search)")
    results = kluitz_measure(games)
    clustered_print(results, "players", "decision")
    print(f"  hard: max {max(row['hard']['max'] for row in results.values()):.3f} s "  # type: ignore[type-var]
          f"(target <= {KLUITZ_TARGET} s in the browser)")
    pyodide = clustered_in_pyodide(pyodide_games, "kluitz_measure") if pyodide_games > 0 else None
    if pyodide is not None:
        print(f"The Kluitz AI think time per decision, {pyodide['python']} (Pyodide under Node), every position of "
              f"{pyodide_games} game(s) between medium players, 2 players and solo")
        clustered_print(pyodide["results"], "players", "decision")  # type: ignore[arg-type]
        worst = max(row["hard"]["max"] for row in pyodide["results"].values())  # type: ignore[attr-defined]
        print(f"  hard: max {worst:.3f} s (target <= {KLUITZ_TARGET} s in the browser)")
    if save:
        positions = {"games_per_player_count": games, "players": "medium", "slice_seconds": SLICE}
        merge_results("ai_think_cpython_kluitz", {
            **provenance(),
            "python": python,
            "positions": positions,
            "target_hard_max_s_browser": KLUITZ_TARGET,
            "players": results,
        })  # fmt: skip
        print(f"  merged under \"ai_think_cpython_kluitz\" in {shown()}")
        if pyodide is not None:
            merge_results("ai_think_pyodide_kluitz", {
                **provenance(),
                "python": pyodide["python"],
                "runner": "Node " + __import__("subprocess").run(["node", "--version"], capture_output=True,
                                                                 text=True).stdout.strip(),
                "positions": {**positions, "games_per_player_count": pyodide_games},
                "target_hard_max_s_browser": KLUITZ_TARGET,
                "players": pyodide["results"],
            })  # fmt: skip
            print(f"  merged under \"ai_think_pyodide_kluitz\" in {shown()}")


# --- Troupeaux ----------------------------------------------------------------------------------

TROUPEAUX_TARGET = 0.25  # seconds, hard, every decision, CPython (the browser: 1 s)


def troupeaux_decision(view: dict[str, object]) -> str:
    """What the position asks for: draw, lay (draws done), move (after a lay), bonus, after."""
    step = view["step"]
    if step == "draw":
        return "draw" if view["draws_left"] else "lay"
    if step == "move":
        return "move"
    return "bonus" if view["bonus_left"] else "after"


def troupeaux_measure(games: int) -> dict[str, dict[str, dict[str, object]]]:
    """Per level: median and max think time over every position of the games, the level's players
    having seen every position before (their memory as at the table)."""
    recorded = medium_games(troupeaux, games, 2)
    per_level = {level: observed_think_times(troupeaux, recorded, level, 2, troupeaux_decision)
                 for level in ("easy", "medium", "hard")}
    return {"2": per_level}


def troupeaux_main(games: int, save: bool, pyodide_games: int = 1) -> None:
    python = f"{platform.python_implementation()} {platform.python_version()}"
    print(f"Troupeaux AI think time per decision, {python}, every position of {games} game(s) between medium "
          f"players, slices of {SLICE:g} s (the levels' budgets are caps: the work is fixed by the level)")
    results = troupeaux_measure(games)
    clustered_print(results, "players", "decision")
    print(f"  hard: max {results['2']['hard']['max']:.3f} s (target <= {TROUPEAUX_TARGET} s in CPython)")
    pyodide = clustered_in_pyodide(pyodide_games, "troupeaux_measure") if pyodide_games > 0 else None
    if pyodide is not None:
        print(f"Troupeaux AI think time per decision, {pyodide['python']} (Pyodide under Node), every position of "
              f"{pyodide_games} game(s) between medium players")
        clustered_print(pyodide["results"], "players", "decision")  # type: ignore[arg-type]
        worst = pyodide["results"]["2"]["hard"]["max"]  # type: ignore[index]
        print(f"  hard: max {worst:.3f} s (target <= 1.0 s in the browser)")
    if save:
        positions = {"games": games, "players": "medium", "slice_seconds": SLICE}
        merge_results("ai_think_cpython_troupeaux", {
            **provenance(),
            "python": python,
            "positions": positions,
            "target_hard_max_s": TROUPEAUX_TARGET,
            "levels": results["2"],
        })  # fmt: skip
        print(f"  merged under \"ai_think_cpython_troupeaux\" in {shown()}")
        if pyodide is not None:
            merge_results("ai_think_pyodide_troupeaux", {
                **provenance(),
                "python": pyodide["python"],
                "runner": "Node " + __import__("subprocess").run(["node", "--version"], capture_output=True,
                                                                 text=True).stdout.strip(),
                "positions": {**positions, "games": pyodide_games},
                "target_hard_max_s_browser": 1.0,
                "levels": pyodide["results"]["2"],  # type: ignore[index]
            })  # fmt: skip
            print(f"  merged under \"ai_think_pyodide_troupeaux\" in {shown()}")


# --- La Guerre des Moutons ------------------------------------------------------------------------

GUERRE_TARGET = 0.45  # seconds, hard, every decision, 4 players, CPython (the browser: 1.5 s)


def guerre_decision(view: dict[str, object]) -> str:
    """What the position asks for: turn (a tile, pass or stop), react (a reaction window), extra."""
    return str(view["phase"])


def guerre_measure(games: int) -> dict[str, dict[str, dict[str, object]]]:
    """Per player count (2, 4) and level: median and max think time over every position of the games."""
    results: dict[str, dict[str, dict[str, object]]] = {}
    for players in (2, 4):
        recorded = medium_games(guerre_des_moutons, games, players)
        results[str(players)] = {level: observed_think_times(guerre_des_moutons, recorded, level, players,
                                                             guerre_decision)
                                 for level in ("easy", "medium", "hard")}  # fmt: skip
    return results


def guerre_main(games: int, save: bool, pyodide_games: int = 1) -> None:
    python = f"{platform.python_implementation()} {platform.python_version()}"
    print(f"La Guerre des Moutons AI think time per decision, {python}, every position of {games} game(s) between "
          f"medium players, 2 and 4 players, slices of {SLICE:g} s (the levels' budgets are caps: the work is "
          f"fixed by the level)")
    results = guerre_measure(games)
    clustered_print(results, "players", "decision")
    print(f"  hard, 4 players: max {results['4']['hard']['max']:.3f} s (target <= {GUERRE_TARGET} s in CPython)")
    pyodide = clustered_in_pyodide(pyodide_games, "guerre_measure") if pyodide_games > 0 else None
    if pyodide is not None:
        print(f"La Guerre des Moutons AI think time per decision, {pyodide['python']} (Pyodide under Node), every "
              f"position of {pyodide_games} game(s) between medium players, 2 and 4 players")
        clustered_print(pyodide["results"], "players", "decision")  # type: ignore[arg-type]
        worst = pyodide["results"]["4"]["hard"]["max"]  # type: ignore[index]
        print(f"  hard, 4 players: max {worst:.3f} s (target <= 1.5 s in the browser)")
    if save:
        positions = {"games_per_player_count": games, "players": "medium", "slice_seconds": SLICE}
        merge_results("ai_think_cpython_guerre_des_moutons", {
            **provenance(),
            "python": python,
            "positions": positions,
            "target_hard_4_players_max_s": GUERRE_TARGET,
            "players": results,
        })  # fmt: skip
        print(f"  merged under \"ai_think_cpython_guerre_des_moutons\" in {shown()}")
        if pyodide is not None:
            merge_results("ai_think_pyodide_guerre_des_moutons", {
                **provenance(),
                "python": pyodide["python"],
                "runner": "Node " + __import__("subprocess").run(["node", "--version"], capture_output=True,
                                                                 text=True).stdout.strip(),
                "positions": {**positions, "games_per_player_count": pyodide_games},
                "target_hard_4_players_max_s_browser": 1.5,
                "players": pyodide["results"],
            })  # fmt: skip
            print(f"  merged under \"ai_think_pyodide_guerre_des_moutons\" in {shown()}")


if __name__ == "__main__":
    main()

"""Play two computer agents against each other over many games and report who is stronger.

    python -m game.arena kulami --agents hard,medium --games 40 --seed 1 [--jobs 2]
                                [--layout random-8x8] [--option zones=on]

Games come in pairs on the same game seed (so the same layout and the same colour to start), the
agents swapping seats between the two games of a pair: each agent plays each seat, and so starts,
equally often. The agents are made by ``game.ai.make_agent`` from a level name, optionally with
overrides after colons (``hard:seconds=0.2:iterations=900``), seeded from ``--seed``; they are
given views only (``state.view(seat)``) and think the way the page runs them, in short slices.

The report gives, per agent, wins / losses / draws, the score rate (a draw counts half) with its
95% Wilson interval, the mean think time per move and the mean searched iterations per move, and
the mean score margin of the first agent. Everything but the think times is fixed by the seed when
the agents' iteration budgets (not their clocks) bind; ``--jobs`` changes only the wall time.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .core import load, new_rng

SLICE_SECONDS = 0.05  # the page runs a search in slices of this length


@dataclass
class GameResult:
    index: int
    game_seed: int
    seats: tuple[int, int]  # seats[k]: the seat of agent k (0 = A, 1 = B)
    scores: list[float]
    winners: list[int]
    moves: int
    think: list[list[float]] = field(default_factory=lambda: [[], []])  # per agent, seconds per move
    iterations: list[list[int]] = field(default_factory=lambda: [[], []])
    error: str | None = None

    def points(self, agent: int) -> float:
        """1 for a sole win, 1/k for a win shared by k, 0 for a loss."""
        seat = self.seats[agent]
        return 1.0 / len(self.winners) if seat in self.winners else 0.0

    def margin(self, agent: int) -> float:
        mine = self.scores[self.seats[agent]]
        other = max(s for i, s in enumerate(self.scores) if i != self.seats[agent])
        return mine - other


def parse_agent(spec: str) -> tuple[str, dict[str, Any]]:
    """``level[:key=value]...`` -> (level, overrides); values are numbers when they look like ones."""
    level, *parts = spec.strip().split(":")
    overrides: dict[str, Any] = {}
    for part in parts:
        key, sep, text = part.partition("=")
        if not sep:
            raise ValueError(f"agent {spec!r}: {part!r} is not key=value")
        value: Any = text
        for cast in (int, float):
            try:
                value = cast(text)
                break
            except ValueError:
                pass
        if text.lower() in ("true", "false"):
            value = text.lower() == "true"
        overrides[key.strip()] = value
    return level, overrides


def build_agent(spec: str, seed: int) -> Any:
    from .ai import make_agent

    level, overrides = parse_agent(spec)
    if not overrides:
        return make_agent(level, seed)
    return make_agent(level, seed, **overrides)


def game_seed(seed: int, pair: int) -> int:
    return new_rng(seed, "arena-game", pair).randrange(1, 2**31)


def play_one(task: tuple[str, Sequence[str], int, int, dict[str, Any]]) -> GameResult:
    """Game number ``index``: pair index // 2, agent A in seat 0 on even games, seat 1 on odd ones."""
    game_id, specs, seed, index, options = task
    module = load(game_id)
    pair, swapped = divmod(index, 2)
    gseed = game_seed(seed, pair)
    seats = (1, 0) if swapped else (0, 1)
    agents_by_seat: dict[int, Any] = {}
    agent_of_seat: dict[int, int] = {}
    for k, spec in enumerate(specs):
        agents_by_seat[seats[k]] = build_agent(spec, new_rng(seed, "arena-agent", index, k).randrange(1, 2**31))
        agent_of_seat[seats[k]] = k
    state = module.new_game(gseed, 2, options)
    result = GameResult(index, gseed, seats, [], [], 0)
    try:
        while not state.is_over:
            seat = state.to_move
            agent = agents_by_seat[seat]
            started = time.perf_counter()
            search = agent.think(module, state.view(seat))
            while not search.step(SLICE_SECONDS):
                pass
            action = search.best()
            elapsed = time.perf_counter() - started
            k = agent_of_seat[seat]
            result.think[k].append(elapsed)
            result.iterations[k].append(getattr(search, "done_iterations", 0))
            state.apply(str(action))
            result.moves += 1
    except Exception as error:  # report, do not lose the whole match to one game
        result.error = f"{type(error).__name__}: {error}"
        return result
    result.scores = list(state.scores())
    result.winners = state.winners()
    return result


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (successes may be fractional: draws count half)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def summarise(specs: Sequence[str], results: Sequence[GameResult]) -> str:
    done = [r for r in results if r.error is None]
    lines = []
    errors = [r for r in results if r.error is not None]
    n = len(done)
    for k, spec in enumerate(specs):
        wins = sum(1 for r in done if r.points(k) == 1.0)
        draws = sum(1 for r in done if 0.0 < r.points(k) < 1.0)
        losses = n - wins - draws
        score = sum(r.points(k) for r in done)
        low, high = wilson(score, n)
        think = [t for r in done for t in r.think[k]]
        its = [i for r in done for i in r.iterations[k]]
        margins = [r.margin(k) for r in done]
        first = [r for r in done if r.seats[k] == 0]
        lines.append(
            f"{spec:<28} W {wins:3d}  L {losses:3d}  D {draws:3d}   score rate {score / max(1, n):6.1%} "
            f"[95% {low:6.1%} .. {high:6.1%}]   think {mean(think):6.3f} s/move (max {max(think, default=0):.3f})"
            f"   iterations {mean(its):8.0f}/move   margin {mean(margins):+6.2f}"
            f"   as seat 0: {sum(r.points(k) for r in first):.1f}/{len(first)}"
        )
    lines.append(f"{n} games, {sum(r.moves for r in done)} moves" + (f", {len(errors)} failed" if errors else ""))
    for r in errors:
        lines.append(f"  game {r.index} (seed {r.game_seed}) failed: {r.error}")
    return "\n".join(lines)


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.arena", description=__doc__.splitlines()[0])
    parser.add_argument("game", help="a registered game id, e.g. kulami")
    parser.add_argument("--agents", required=True, help="two agents, A,B: level names (easy, medium, hard, random)"
                        " with optional overrides, e.g. hard:seconds=0.2")
    parser.add_argument("--games", type=int, default=20, help="number of games (rounded up to an even number)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    parser.add_argument("--layout", help="the game's layout option, e.g. random-8x8 (Kulami)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="any game option")
    parser.add_argument("--quiet", action="store_true", help="no line per game")
    args = parser.parse_args(argv)

    specs = [s.strip() for s in args.agents.split(",")]
    if len(specs) != 2:
        parser.error("--agents takes exactly two agents, A,B")
    for spec in specs:  # fail early on a bad level
        build_agent(spec, 0)
    module = load(args.game)
    options: dict[str, Any] = {}
    if args.layout:
        options["layout"] = args.layout
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            parser.error(f"--option {item!r} is not NAME=VALUE")
        options[name] = value
    options, _ = module.INFO.settle_options(options)
    games = args.games + (args.games % 2)
    tasks = [(args.game, specs, args.seed, i, options) for i in range(games)]

    print(f"$ python -m game.arena {' '.join(argv if argv is not None else sys.argv[1:])}")
    started = time.perf_counter()
    results: list[GameResult] = []

    def report(r: GameResult) -> None:
        results.append(r)
        if not args.quiet:
            if r.error:
                print(f"  game {r.index:3d} (seed {r.game_seed}): failed: {r.error}", flush=True)
            else:
                who = "A" if r.points(0) == 1 else "B" if r.points(1) == 1 else "draw"
                print(f"  game {r.index:3d} (seed {r.game_seed}, A seat {r.seats[0]}): scores {r.scores} "
                      f"-> {who}   [{len(results)}/{games}]", flush=True)

    if args.jobs > 1:
        import multiprocessing

        with multiprocessing.Pool(args.jobs) as pool:
            for r in pool.imap_unordered(play_one, tasks):
                report(r)
    else:
        for task in tasks:
            report(play_one(task))
    results.sort(key=lambda r: r.index)
    print(summarise(specs, results))
    print(f"wall time {time.perf_counter() - started:.0f} s, jobs {args.jobs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Play computer agents against each other over many games and report who is stronger.

    python -m game.arena kulami --agents hard,medium --games 40 --seed 1 [--jobs 2]
                                [--layout random-8x8] [--option zones=on]
    python -m game.arena clustered hard medium --games 20            (agents may come after the game)
    python -m game.arena clustered --agents hard,medium --players 4  (seats A B A B)
    python -m game.arena clustered --agents hard,medium,medium,medium

Games come in groups on the same game seed (so the same layout or deal and the same seat to start),
one game per rotation of the seats: with two agents on two seats, a pair in which they swap seats;
with ``--players`` more seats than agents, the agents are repeated in turn (A B A B ...), and each
group has one game per seat, the line-up turned one seat further each time. Each agent so plays each
seat, and starts, equally often. The agents are made by ``game.ai.make_agent`` from a level name,
optionally with overrides after colons (``hard:seconds=0.2:iterations=900``), seeded from
``--seed``; they are given views only (``state.view(seat)``) and think the way the page runs them,
in short slices.

The report gives, per agent, wins / losses / draws (a game counts as a win when one of its seats
wins alone), the score rate (the share of the games it won, a shared win counting by its share) with
its 95% Wilson interval and the share a level field would give it, the mean think time per move and
the mean searched iterations per move, and the mean score margin of its seats over the best other
seat. Everything but the think times is fixed by the seed when the agents' iteration budgets (not
their clocks) bind; ``--jobs`` changes only the wall time.
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
    lineup: tuple[int, ...]  # lineup[seat]: the agent in that seat (0 = A, 1 = B, ...)
    scores: list[float]
    winners: list[int]
    moves: int
    think: list[list[float]] = field(default_factory=list)  # per agent, seconds per move
    iterations: list[list[int]] = field(default_factory=list)
    error: str | None = None

    def seats_of(self, agent: int) -> list[int]:
        return [seat for seat, k in enumerate(self.lineup) if k == agent]

    @property
    def seats(self) -> tuple[int, ...]:
        """seats[k]: the (first) seat of agent k."""
        agents = max(self.lineup) + 1
        return tuple(self.lineup.index(k) for k in range(agents))

    def points(self, agent: int) -> float:
        """The agent's share of the win: 1 for a sole win of one of its seats, 1/k for a win shared by k."""
        return sum(1.0 / len(self.winners) for seat in self.seats_of(agent) if seat in self.winners)

    def margin(self, agent: int) -> float:
        """The mean over the agent's seats of its score less the best score of another seat."""
        margins = []
        for seat in self.seats_of(agent):
            other = max((s for i, s in enumerate(self.scores) if i != seat), default=self.scores[seat])
            margins.append(self.scores[seat] - other)
        return sum(margins) / len(margins)


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


def lineup(agents: int, players: int, rotation: int) -> tuple[int, ...]:
    """The agent of each seat: the agents repeated in turn, turned ``rotation`` seats on."""
    return tuple((seat - rotation) % players % agents for seat in range(players))


def play_one(task: tuple[str, Sequence[str], int, int, dict[str, Any]] | tuple[str, Sequence[str], int, int,
             dict[str, Any], int]) -> GameResult:
    """Game number ``index``: group index // players, the line-up turned index % players seats on."""
    game_id, specs, seed, index, options, *rest = task
    players = rest[0] if rest else len(specs)
    module = load(game_id)
    group, rotation = divmod(index, players)
    gseed = game_seed(seed, group)
    seat_agents = lineup(len(specs), players, rotation)
    agents_by_seat: dict[int, Any] = {}
    for seat, k in enumerate(seat_agents):
        salt = (index, k) if players == len(specs) else (index, k, seat)
        agents_by_seat[seat] = build_agent(specs[k], new_rng(seed, "arena-agent", *salt).randrange(1, 2**31))
    state = module.new_game(gseed, players, options)
    result = GameResult(index, gseed, seat_agents, [], [], 0,
                        think=[[] for _ in specs], iterations=[[] for _ in specs])
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
            k = seat_agents[seat]
            result.think[k].append(elapsed)
            result.iterations[k].append(getattr(search, "done_iterations", 0))
            state.apply(str(action))
            result.moves += 1
            for watcher, watching in agents_by_seat.items():  # memory games: everyone sees the move
                if hasattr(watching, "observe"):
                    watching.observe(state.view(watcher))
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
    players = len(done[0].lineup) if done else len(specs)
    for k, spec in enumerate(specs):
        wins = sum(1 for r in done if r.points(k) == 1.0)
        draws = sum(1 for r in done if 0.0 < r.points(k) < 1.0)
        losses = n - wins - draws
        score = sum(r.points(k) for r in done)
        low, high = wilson(score, n)
        think = [t for r in done for t in r.think[k]]
        its = [i for r in done for i in r.iterations[k]]
        margins = [r.margin(k) for r in done]
        own = [r.scores[seat] for r in done for seat in r.seats_of(k)]
        first = [r for r in done if r.lineup[0] == k]
        fair = len(done[0].seats_of(k)) / players if done else 0.0
        lines.append(
            f"{spec:<28} W {wins:3d}  L {losses:3d}  D {draws:3d}   score rate {score / max(1, n):6.1%} "
            f"[95% {low:6.1%} .. {high:6.1%}]" + (f" (even share {fair:.0%})" if players != 2 else "") +
            f"   think {mean(think):6.3f} s/move (max {max(think, default=0):.3f})"
            f"   iterations {mean(its):8.0f}/move   mean score {mean(own):6.2f}   margin {mean(margins):+6.2f}"
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
    parser.add_argument("agent", nargs="*", help="the agents, as --agents takes them (e.g. hard medium)")
    parser.add_argument("--agents", help="agents A,B[,C...]: level names (easy, medium, hard, random)"
                        " with optional overrides, e.g. hard:seconds=0.2")
    parser.add_argument("--players", type=int, help="seats per game (default: one per agent); the agents are"
                        " repeated in turn to fill them")
    parser.add_argument("--games", type=int, default=20, help="number of games (rounded up to whole groups:"
                        " a multiple of the seats)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    parser.add_argument("--layout", help="the game's layout option, e.g. random-8x8 (Kulami)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="any game option")
    parser.add_argument("--quiet", action="store_true", help="no line per game")
    args = parser.parse_args(argv)

    specs = [s.strip() for s in args.agents.split(",")] if args.agents else []
    specs += [s.strip() for item in args.agent for s in item.split(",")]
    if len(specs) < 2:
        parser.error("give at least two agents, e.g. --agents hard,medium")
    players = args.players or len(specs)
    for spec in specs:  # fail early on a bad level
        build_agent(spec, 0)
    module = load(args.game)
    if not module.INFO.min_players <= players <= module.INFO.max_players:
        parser.error(f"{module.INFO.title} is played by {module.INFO.min_players} to {module.INFO.max_players}")
    if players < len(specs):
        parser.error(f"{len(specs)} agents need at least {len(specs)} seats")
    options: dict[str, Any] = {}
    if args.layout:
        options["layout"] = args.layout
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            parser.error(f"--option {item!r} is not NAME=VALUE")
        options[name] = value
    options, _ = module.INFO.settle_options(options)
    games = -(-args.games // players) * players
    tasks = [(args.game, specs, args.seed, i, options, players) for i in range(games)]

    print(f"$ python -m game.arena {' '.join(argv if argv is not None else sys.argv[1:])}")
    started = time.perf_counter()
    results: list[GameResult] = []

    def report(r: GameResult) -> None:
        results.append(r)
        if not args.quiet:
            if r.error:
                print(f"  game {r.index:3d} (seed {r.game_seed}): failed: {r.error}", flush=True)
            else:
                who = next((chr(65 + k) for k in range(len(specs)) if r.points(k) == 1), "draw")
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

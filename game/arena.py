"""Play computer agents against each other over many games and report who is stronger.

    python -m game.arena GAME --agents hard,medium --games 40 --seed 1 [--jobs 2]
                              [--layout NAME] [--option NAME=VALUE]
    python -m game.arena GAME hard medium --games 20            (agents may come after the game)
    python -m game.arena GAME --agents hard,medium --players 4  (seats A B A B)
    python -m game.arena GAME --agents hard,medium,medium,medium
    python -m game.arena GAME --agents path/to/agent.py,hard     (your own agent, from a file)

GAME is a registered game's id (``game.core.REGISTRY``).

Games come in groups on the same game seed (so the same layout or deal and the same seat to start),
one game per rotation of the seats: with two agents on two seats, a pair in which they swap seats;
with ``--players`` more seats than agents, the agents are repeated in turn (A B A B ...), and each
group has one game per seat, the line-up turned one seat further each time. Each agent so plays each
seat, and starts, equally often. The agents are made by ``game.ai.make_agent`` from a level name,
optionally with overrides after colons (``hard:seconds=0.2:iterations=900``), seeded from
``--seed``; they are given views only (``state.view(seat)``) and think the way the page runs them,
in short slices.

The report gives, per agent, wins / losses / draws (a win: its seats take the whole win; a draw: it
shares the win with another agent's seat), the score rate (a win 1, a loss 0, a win shared by k seats
1/k: a two-player draw counts half) with its 95% Wilson interval and the share a level field would
give it, the mean think time per move (wall clock, and the CPU time of the process, which a busy
machine does not inflate) and the mean searched iterations per move, and the mean score and the
mean margin of its seats over the best other seat. ``--markdown`` ends with a table row for the
match (the first agent against the others) and the command that reproduces it; ``--save FILE.json``
keeps the report and every game's result in a JSON file under that command.

An agent may also be a Python file (a spec ending in ``.py``) that defines ``choose(view, legal, rng)``:
given its seat's view (the same dict our agents see), the legal moves as text (``view["legal"]``) and
a seeded ``random.Random``, it returns one of them (the lab's agents, ``docs/lab.md``). Such an agent
loses the game (a forfeit: every other seat wins) when it raises, returns a move that is not legal, or
thinks longer than ``--move-seconds``; the report says why.

Everything but the think times is fixed by the seed when the agents' work (their iteration budgets or
a level's fixed look-ahead), not their clocks, binds: give a level ``seconds=inf`` (``hard:seconds=inf``)
to take the clock away, so that a busy machine plays the same games as an idle one. ``--jobs``
changes only the wall time.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, cast

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
    cpu: list[list[float]] = field(default_factory=list)  # per agent, CPU seconds per move (this process)
    actions: list[str] = field(default_factory=list)  # the moves, as text (the game's record)
    forfeit: int | None = None  # the seat that lost by its agent's fault (a file agent), else None
    reason: str | None = None  # why it forfeited
    details: str = ""  # the traceback of its exception
    why: dict[str, Any] | None = None  # the reason's kind and values, for words in another language

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


class Forfeit(Exception):
    """A file agent lost the game by its own fault: it raised, named an illegal move or took too long."""

    def __init__(self, reason: str, details: str = "", why: dict[str, Any] | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.details = details  # the traceback, for an exception
        self.why = why  # {"kind": "raised" | "illegal" | "slow", and its values}: the reason, to be said anew


class FileAgent:
    """An agent given by a function ``choose(view, legal, rng) -> move`` (from a file or from code).

    It sees only its seat's view; ``think`` gives a decision already made (the interface of
    ``game.ai``'s searches). Whatever ``choose`` raises, and a move that is not in ``legal``, become a
    :class:`Forfeit`."""

    def __init__(self, choose: Any, seed: int = 0, name: str = "agent") -> None:
        if not callable(choose):
            raise TypeError(f"{name}: choose is not a function")
        self.choose_function = choose
        self.rng = new_rng(seed, "file-agent")
        self.name = name

    def think(self, module: Any, view: Any) -> Any:
        from .ai.random_agent import Decided

        legal = list(view.get("legal") or ())
        try:
            move = self.choose_function(view, list(legal), self.rng)
        except Exception as error:  # the reader's code: anything may go wrong
            import traceback

            said = f"{type(error).__name__}: {error}"
            raise Forfeit(said, traceback.format_exc(), {"kind": "raised", "error": said}) from error
        if move is None:  # a choose whose path ends without a return
            raise Forfeit("choose returned None: no move (does every path end with a return?)", why={"kind": "none"})
        text = move if isinstance(move, str) else str(move)
        if text not in legal:
            shown, some = repr(move)[:80], ", ".join(legal[:5]) + (", ..." if len(legal) > 5 else "")
            raise Forfeit(f"illegal move {shown}: not one of the {len(legal)} legal moves" + (f" ({some})" if legal else ""),
                          why={"kind": "illegal", "move": shown, "n": len(legal), "some": some})
        return Decided(text)

    def choose(self, module: Any, view: Any) -> Any:
        return self.think(module, view).best()


def load_choose(source: str, filename: str = "<agent>") -> Any:
    """The ``choose`` function that Python source defines (raises if it defines none)."""
    namespace: dict[str, Any] = {"__name__": "agent", "__file__": filename}
    exec(compile(source, filename, "exec"), namespace)
    choose = namespace.get("choose")
    if not callable(choose):
        raise ValueError(f"{filename} defines no function choose(view, legal, rng)")
    return choose


def is_file_spec(spec: str) -> bool:
    return spec.strip().endswith(".py")


def build_agent(spec: str, seed: int) -> Any:
    from .ai import make_agent

    if is_file_spec(spec):
        path = spec.strip()
        with open(path, encoding="utf-8") as handle:
            return FileAgent(load_choose(handle.read(), path), seed, path)
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
             dict[str, Any], int] | tuple[str, Sequence[str], int, int, dict[str, Any], int, float | None],
             made: dict[int, Any] | None = None) -> GameResult:
    """Game number ``index``: group index // players, the line-up turned index % players seats on.

    The task's seventh item, when given, is the time limit of a file agent's move in seconds (None: no
    limit). ``made`` gives ready agents by their index in ``specs`` (the lab: the reader's code), in
    place of building them from their spec."""
    game_id, specs, seed, index, options, *rest = task
    players = int(rest[0]) if rest and rest[0] is not None else len(specs)
    move_limit = float(rest[1]) if len(rest) > 1 and rest[1] is not None else None
    module = load(game_id)
    group, rotation = divmod(index, players)
    gseed = game_seed(seed, group)
    seat_agents = lineup(len(specs), players, rotation)
    agents_by_seat: dict[int, Any] = {}
    for seat, k in enumerate(seat_agents):
        salt = (index, k) if players == len(specs) else (index, k, seat)
        agent_seed = new_rng(seed, "arena-agent", *salt).randrange(1, 2**31)
        if made is not None and k in made:
            agents_by_seat[seat] = made[k](agent_seed)
        else:
            agents_by_seat[seat] = build_agent(specs[k], agent_seed)
    state = module.new_game(gseed, players, options)
    result = GameResult(index, gseed, seat_agents, [], [], 0,
                        think=[[] for _ in specs], iterations=[[] for _ in specs], cpu=[[] for _ in specs])
    try:
        while not state.is_over:
            seat = cast(int, state.to_move)  # never None: the game is not over
            agent = agents_by_seat[seat]
            started, started_cpu = time.perf_counter(), time.process_time()
            try:
                search = agent.think(module, state.view(seat))
            except Forfeit as lost:
                return forfeited(result, state, seat, lost)
            while not search.step(SLICE_SECONDS):
                pass
            action = search.best()
            elapsed = time.perf_counter() - started
            if move_limit is not None and isinstance(agent, FileAgent) and elapsed > move_limit:
                return forfeited(result, state, seat, Forfeit(
                    f"too slow: {elapsed:.2f} s for a move, the limit is {move_limit:g} s",
                    why={"kind": "slow", "seconds": round(elapsed, 2), "limit": move_limit}))
            k = seat_agents[seat]
            result.think[k].append(elapsed)
            result.cpu[k].append(time.process_time() - started_cpu)
            result.iterations[k].append(getattr(search, "done_iterations", 0))
            state.apply(str(action))
            result.actions.append(str(action))
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


def forfeited(result: GameResult, state: Any, seat: int, lost: Forfeit) -> GameResult:
    """The game ends: ``seat`` loses it by its agent's fault, every other seat wins."""
    result.forfeit, result.reason, result.details, result.why = seat, lost.reason, lost.details, lost.why
    result.scores = list(state.scores())
    result.winners = [s for s in range(len(result.lineup)) if s != seat]
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


def tally(specs: Sequence[str], results: Sequence[GameResult]) -> list[dict[str, Any]]:
    """Per agent: its record over the games that did not fail (see :func:`summarise`)."""
    done = [r for r in results if r.error is None]
    n = len(done)
    players = len(done[0].lineup) if done else len(specs)
    rows = []
    for k, spec in enumerate(specs):
        score = sum(r.points(k) for r in done)
        wins = sum(1 for r in done if r.points(k) == 1.0)
        draws = sum(1 for r in done if 0.0 < r.points(k) < 1.0)
        low, high = wilson(score, n)
        think = [t for r in done for t in r.think[k]]
        cpu = [t for r in done for t in (r.cpu[k] if r.cpu else ())]
        first = [r for r in done if r.lineup[0] == k]
        rows.append({
            "agent": spec, "games": n, "wins": wins, "losses": n - wins - draws, "draws": draws,
            "points": score, "score_rate": score / max(1, n), "ci95": [low, high],
            "even_share": (len(done[0].seats_of(k)) / players) if done else 0.0,
            "think_mean_s": mean(think), "think_max_s": max(think, default=0.0),
            "cpu_mean_s": mean(cpu), "cpu_max_s": max(cpu, default=0.0),
            "iterations_per_move": mean([i for r in done for i in r.iterations[k]]),
            "mean_score": mean([r.scores[seat] for r in done for seat in r.seats_of(k)]),
            "margin": mean([r.margin(k) for r in done]),
            "as_seat_0": [sum(r.points(k) for r in first), len(first)],
        })
    return rows


def summarise(specs: Sequence[str], results: Sequence[GameResult]) -> str:
    """A line per agent: wins, losses and draws (a draw: a win shared with another agent's seat), the
    score rate (a win 1, a win shared by k seats 1/k: a two-seat draw counts half) with its 95% Wilson
    interval, think times (wall clock, and CPU of this process), iterations, mean score and margin."""
    done = [r for r in results if r.error is None]
    errors = [r for r in results if r.error is not None]
    players = len(done[0].lineup) if done else len(specs)
    lines = []
    for row in tally(specs, results):
        low, high = row["ci95"]
        lines.append(
            f"{row['agent']:<28} W {row['wins']:3d}  L {row['losses']:3d}  D {row['draws']:3d}   "
            f"score rate {row['score_rate']:6.1%} [95% {low:6.1%} .. {high:6.1%}]"
            + (f" (even share {row['even_share']:.0%})" if players != 2 else "") +
            f"   think {row['think_mean_s']:6.3f} s/move (max {row['think_max_s']:.3f}; cpu {row['cpu_mean_s']:.3f},"
            f" max {row['cpu_max_s']:.3f})   iterations {row['iterations_per_move']:8.0f}/move"
            f"   mean score {row['mean_score']:6.2f}   margin {row['margin']:+6.2f}"
            f"   as seat 0: {row['as_seat_0'][0]:.1f}/{row['as_seat_0'][1]}"
        )
    lines.append(f"{len(done)} games, {sum(r.moves for r in done)} moves" + (f", {len(errors)} failed" if errors else ""))
    for r in errors:
        lines.append(f"  game {r.index} (seed {r.game_seed}) failed: {r.error}")
    for r in done:
        if r.forfeit is not None:
            lines.append(f"  game {r.index} (seed {r.game_seed}): {specs[r.lineup[r.forfeit]]} (seat {r.forfeit})"
                         f" lost by forfeit: {r.reason}")
    return "\n".join(lines)


MARKDOWN_HEADER = ("| game | match | seats | games | W–L–D (first agent) | score rate | 95% CI | mean scores | command |\n"
                   "|---|---|---|---:|---|---:|---|---|---|")


def match_name(specs: Sequence[str], players: int) -> str:
    """``hard vs medium``, ``hard vs 3 × medium``; with more seats than agents, the seats each holds."""
    others: dict[str, int] = {}
    for spec in specs[1:]:
        others[spec] = others.get(spec, 0) + 1
    name = f"{specs[0]} vs " + ", ".join(f"{count} × {spec}" if count > 1 else spec for spec, count in others.items())
    if players != len(specs):
        name += f" ({players} seats, the agents in turn)"
    return name


def markdown_row(game_title: str, specs: Sequence[str], results: Sequence[GameResult], command: str) -> str:
    """One table row for the match, from the first agent's side: its record and score rate against the
    others (a draw counts half; in a game of more seats, a win shared by k seats 1/k), and the mean
    score of the first agent and of the others (the same level's seats averaged together)."""
    rows = tally(specs, results)
    done = [r for r in results if r.error is None]
    players = len(done[0].lineup) if done else len(specs)
    first = rows[0]
    low, high = first["ci95"]
    by_spec: dict[str, list[float]] = {}
    for k, spec in enumerate(specs[1:], start=1):
        by_spec.setdefault(spec, []).extend(r.scores[seat] for r in done for seat in r.seats_of(k))
    scores = " – ".join([f"{first['mean_score']:.1f}"] + [f"{mean(v):.1f}" for v in by_spec.values()])
    rate = f"**{first['score_rate']:.1%}**"
    if players != 2:
        rate += f" (even share {first['even_share']:.0%})"
    failed = len(results) - len(done)
    return (f"| {game_title} | {match_name(specs, players)} | {players} | {len(done)}"
            + (f" ({failed} failed)" if failed else "") +
            f" | {first['wins']}–{first['losses']}–{first['draws']} | {rate} | {low:.1%} – {high:.1%} | {scores}"
            f" | `{command}` |")


def save(path: str, key: str, record: dict[str, Any]) -> None:
    """Put ``record`` under ``key`` in the JSON file at ``path`` (made if missing), keeping the others
    (two arenas saving to one file at once take turns: the file is locked while it is rewritten)."""
    import json

    with open(path, "a+", encoding="utf-8") as handle:
        try:
            import fcntl

            fcntl.flock(handle, fcntl.LOCK_EX)
        except ImportError:  # Windows: no lock
            pass
        handle.seek(0)
        text = handle.read()
        data: dict[str, Any] = json.loads(text) if text.strip() else {}
        data.setdefault("runs", {})[key] = record
        data["runs"] = dict(sorted(data["runs"].items()))
        # indented, but each game's result (an entry of "results") on one line
        compact: dict[str, str] = {}
        for number, run in enumerate(data["runs"].values()):
            for i, game in enumerate(run.get("results", [])):
                token = f"@game-{number}-{i}@"
                compact[token] = json.dumps(game, ensure_ascii=False)
                run["results"][i] = token
        text = json.dumps(data, indent=1, ensure_ascii=False)
        for token, game_text in compact.items():
            text = text.replace(f'"{token}"', game_text, 1)
        handle.seek(0)
        handle.truncate()
        handle.write(text + "\n")


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.arena", description=__doc__.splitlines()[0])
    parser.add_argument("game", help="a registered game id")
    parser.add_argument("agent", nargs="*", help="the agents, as --agents takes them (e.g. hard medium)")
    parser.add_argument("--agents", help="agents A,B[,C...]: level names (easy, medium, hard, random)"
                        " with optional overrides, e.g. hard:seconds=0.2")
    parser.add_argument("--players", type=int, help="seats per game (default: one per agent); the agents are"
                        " repeated in turn to fill them")
    parser.add_argument("--games", type=int, default=20, help="number of games (rounded up to whole groups:"
                        " a multiple of the seats)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    parser.add_argument("--move-seconds", type=float, default=None, metavar="S", help="a file agent's time"
                        " limit per move: a slower move loses the game (default: none)")
    parser.add_argument("--layout", help="the game's layout option, for a game that has one")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="any game option")
    parser.add_argument("--quiet", action="store_true", help="no line per game")
    parser.add_argument("--markdown", action="store_true", help="end with a Markdown table row for the match"
                        " (the first agent against the others) and the command that reproduces it")
    parser.add_argument("--save", metavar="FILE.json", help="keep the report and every game's result in this"
                        " JSON file, under the reproducing command (other runs in the file are kept)")
    args = parser.parse_args(argv)

    specs = [s.strip() for s in args.agents.split(",")] if args.agents else []
    specs += [s.strip() for item in args.agent for s in item.split(",")]
    if len(specs) < 2:
        parser.error("give at least two agents, e.g. --agents hard,medium")
    players = args.players or len(specs)
    for spec in specs:  # fail early on a bad level or file
        try:
            build_agent(spec, 0)
        except (OSError, SyntaxError, ValueError, TypeError) as error:
            parser.error(f"agent {spec!r}: {error}")
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
    tasks: list[Any] = [(args.game, specs, args.seed, i, options, players, args.move_seconds) for i in range(games)]

    argv_text = " ".join(argv if argv is not None else sys.argv[1:])
    # the command that gives the same figures: --jobs, --quiet, --markdown and --save change none
    command = f"python -m game.arena {args.game} --agents {','.join(specs)} --games {games} --seed {args.seed}"
    if args.players and args.players != len(specs):
        command += f" --players {players}"
    if args.layout:
        command += f" --layout {args.layout}"
    command += "".join(f" --option {item}" for item in args.option)
    print(f"$ python -m game.arena {argv_text}")
    started, started_cpu = time.perf_counter(), time.process_time()
    results: list[GameResult] = []

    def report(r: GameResult) -> None:
        results.append(r)
        if not args.quiet:
            if r.error:
                print(f"  game {r.index:3d} (seed {r.game_seed}): failed: {r.error}", flush=True)
            elif r.forfeit is not None:
                print(f"  game {r.index:3d} (seed {r.game_seed}): seat {r.forfeit} forfeits: {r.reason}"
                      f"   [{len(results)}/{games}]", flush=True)
                if r.details:
                    print("    " + r.details.rstrip().replace("\n", "\n    "), flush=True)
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
    wall = time.perf_counter() - started
    cpu = time.process_time() - started_cpu  # this process (with --jobs 1, every game's)
    summary = summarise(specs, results)
    print(summary)
    print(f"wall time {wall:.0f} s, jobs {args.jobs}" + (f", CPU {cpu:.0f} s" if args.jobs == 1 else ""))
    row = markdown_row(module.INFO.title, specs, results, command)
    if args.markdown:
        print(MARKDOWN_HEADER)
        print(row)
    if args.save:
        import platform
        from datetime import datetime, timezone

        save(args.save, command, {
            "command": command, "argv": f"python -m game.arena {argv_text}",
            "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "python": f"{platform.python_implementation()} {platform.python_version()}",
            "wall_s": round(wall, 1), "cpu_s": round(cpu, 1) if args.jobs == 1 else None, "jobs": args.jobs,
            "game": args.game, "players": players, "options": options, "report": summary.splitlines(),
            "markdown": row, "agents": tally(specs, results),
            "results": [{"index": r.index, "seed": r.game_seed, "lineup": list(r.lineup), "scores": r.scores,
                       "winners": r.winners, "moves": r.moves, **({"error": r.error} if r.error else {})}
                      for r in results],
        })
    return 0


if __name__ == "__main__":
    sys.exit(main())

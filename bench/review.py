"""The review after a game (game/review.py): how long it takes, and how far a bigger search agrees with it.

    python bench/review.py [--games 3] [--only GAME] [--no-quality] [--pyodide-games 1] [--no-save]
    python bench/review.py --calibrate [--calibrate-games 10] [--only GAME]

Per game, on seeded computer games of its ``BENCHMARKS["seats"]`` seats (seat 0 easy, the others
medium, no clock: the same games on any machine):

- **time** in CPython, median and max over the games: a whole review at budget 1 with every seat
  graded and drawn (hot-seat, the most work) and with seat 0 alone (a person against the computer:
  ``seats=[0], lines=[0]``), and the seconds to seat 0's first graded move (the page shows moves as
  they come); with ``--pyodide-games``, the same in Pyodide under Node (the browser's interpreter),
  skipped without node or node_modules/pyodide;
- **quality**: the same games reviewed again (every seat) with 4x the budget and another seed, the
  first review's best move estimated too; over every decision graded (not forced, weighed):
  *agreement*, how often the 4x review's best move is the review's; *close*, how often the review's
  best is within the inaccuracy threshold (0.10) of the 4x best by the 4x estimate (a different move
  as good); *confirmed*, of the moves the review grades mistake or blunder, how often the 4x review
  grades them mistake or blunder too (and of the blunders alone), for the moves played and, since
  computers seldom blunder, for a random legal move at each decision (seeded), graded by both
  reviews; and the share of each grade among the easy seat's moves and the medium seats'. Targets:
  agreement >= 80 %, confirmed blunders >= 90 %.

``--calibrate`` plays seeded hard-against-hard games (``--calibrate-games`` per seat count; the
hard players at 4,000 iterations a move, in the games whose hard level counts iterations) and, at
every decision of every seat, notes the hints module's projected margin of the best move and how much
of the game is left (``left(view)``), against the seat's result; it prints, per game, the logistic
scale ``a + b x left`` that fits best (maximum likelihood on a grid) and the log loss of the scale the
module ships (``SCALE_END``, ``SCALE_LEFT``), against the base rate's. (A game whose chances come from
its search's win rates gives as "margin" the log-odds of that rate: its hints module says which.)

Figures are printed and merged into bench/results.json under ``review`` (one entry per game).
"""

from __future__ import annotations

import argparse
import math
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
from game import core, review  # noqa: E402
from game.ai import make_agent  # noqa: E402

GAMES_DEFAULT = 3
SLICE = 0.02  # the page's slice
CHECK = 4.0  # the quality check's budget, against the review's 1
BAD = ("mistake", "blunder")
CALIBRATION_ITERATIONS = 4000  # the calibration games' hard players, where the hard level counts iterations
TARGETS = {"agreement": 0.80, "confirmed_blunders": 0.90, "browser_seconds": 30.0, "first_graded_seconds": 2.0}


def seats(game_id: str) -> int:
    return int(core.load(game_id).BENCHMARKS["seats"])


def computer_game(game_id: str, seed: int, players: int,
                  levels: tuple[str, ...] = ("easy", "medium")) -> dict[str, Any]:
    """A seeded game between computers (seat 0 the first level, the others the second), no clock."""
    module = core.load(game_id)
    state = module.new_game(seed, players, {})
    agents = [make_agent(levels[min(s, len(levels) - 1)], seed * 10 + s, seconds=math.inf) for s in range(players)]
    while not state.is_over:
        seat = state.to_move
        state.apply(str(agents[seat].choose(module, state.view(seat))))
        for s, agent in enumerate(agents):
            agent.observe(state.view(s))
    return state.record()


def timed(record: dict[str, Any], **settings: Any) -> tuple[float, float | None, review.Review]:
    """Seconds for a whole review in the page's slices, and to seat 0's first estimate."""
    start = time.perf_counter()
    found = review.Review(record, seed=1, **settings)
    first = None
    while not found.step(SLICE):
        if first is None and any(found.movers[n] == 0 for n in found.estimates):
            first = time.perf_counter() - start
    if first is None and any(found.movers[n] == 0 for n in found.estimates):
        first = time.perf_counter() - start
    return time.perf_counter() - start, first, found


def summary(values: list[float]) -> dict[str, float]:
    return {"median": round(statistics.median(values), 3), "max": round(max(values), 3)}


def timing(game_id: str, games: int) -> dict[str, Any]:
    """The time figures of ``games`` seeded games (also run in Pyodide, by name)."""
    players = seats(game_id)
    every, alone, first, actions = [], [], [], []
    for seed in range(1, games + 1):
        record = computer_game(game_id, seed, players)
        actions.append(len(record["actions"]))
        seconds, _, _ = timed(record)
        every.append(seconds)
        seconds, first_seconds, _ = timed(record, seats=[0], lines=[0])
        alone.append(seconds)
        first.append(first_seconds if first_seconds is not None else seconds)
    return {"players": players, "games": games, "actions_median": statistics.median(actions),
            "every_seat_s": summary(every), "one_seat_s": summary(alone), "first_graded_s": summary(first)}


def legal_texts(record: dict[str, Any]) -> list[list[str]]:
    """The legal moves' texts at each position of a record."""
    state = core.replay(record, upto=0)
    found = []
    for text in record["actions"]:
        found.append([str(a) for a in state.legal_actions()])
        state.apply(text)
    return found


def share(part: int, whole: int) -> float | None:
    return round(part / whole, 3) if whole else None


class Tally:
    """Grades given at budget 1 and at 4x: how many of the bad ones the bigger search confirms."""

    def __init__(self) -> None:
        self.bad = self.confirmed = self.blunders = self.confirmed_blunders = 0

    def add(self, first: str, check: str) -> None:
        if first in BAD:
            self.bad += 1
            self.confirmed += check in BAD
        if first == "blunder":
            self.blunders += 1
            self.confirmed_blunders += check in BAD

    def figures(self) -> dict[str, Any]:
        return {"mistakes_and_blunders": self.bad, "confirmed": share(self.confirmed, self.bad),
                "blunders": self.blunders, "confirmed_blunders": share(self.confirmed_blunders, self.blunders)}


def quality(game_id: str, games: int) -> dict[str, Any]:
    """Agreement and confirmed grades against a review with 4x the budget (see the docstring)."""
    players = seats(game_id)
    decisions = agree = close = 0
    played, sampled = Tally(), Tally()
    grades: dict[str, dict[str, int]] = {level: {g: 0 for g in review.GRADES} for level in ("easy", "medium")}
    for seed in range(1, games + 1):
        record = computer_game(game_id, seed, players)
        legal = legal_texts(record)
        rng = core.new_rng(seed, "bench-review")
        others = {n: [moves[int(rng.random() * len(moves))]] for n, moves in enumerate(legal) if len(moves) > 1}
        first = review.Review(record, seed=1, also=others)
        first.run()
        also = {n: [found["best"], *others.get(n, [])] for n, found in first.estimates.items()}
        check = review.Review(record, seed=2, budget=CHECK, also=also)
        check.run()
        for n, found in first.estimates.items():
            other = check.estimates.get(n)
            if other is None:
                continue
            decisions += 1
            grades["easy" if first.movers[n] == 0 else "medium"][found["grade"]] += 1
            agree += other["best"] == found["best"]
            chances = other["chances"]
            close += chances[other["best"]] - chances.get(found["best"], 0.0) < review.THRESHOLDS[-1][1]
            played.add(found["grade"], other["grade"])
            for move in others.get(n, []):  # a random legal move, graded at both budgets
                before = found["chances"][found["best"]] - found["chances"].get(move, 0.0)
                after = chances[other["best"]] - chances.get(move, 0.0)
                sampled.add(review.grade(before), review.grade(after))
    return {"decisions": decisions, "agreement": share(agree, decisions), "close": share(close, decisions),
            "played": played.figures(), "random_moves": sampled.figures(), "grades": grades,
            "check_budget": CHECK}


# --- Pyodide ---------------------------------------------------------------------------------------


def in_pyodide(game_id: str, games: int) -> dict[str, Any] | None:
    """``timing`` in Pyodide under Node, or None (with a note) when Node or Pyodide is missing."""
    return pyodide_run("review", "timing", game_id, games, timeout=3600)


# --- calibration -----------------------------------------------------------------------------------


def logistic_loss(rows: list[tuple[float, float, float]], a: float, b: float) -> float:
    total = 0.0
    for margin, left, result in rows:
        p = min(1 - 1e-6, max(1e-6, review.logistic(margin, a + b * left)))
        total -= result * math.log(p) + (1 - result) * math.log(1 - p)
    return total / len(rows)


def calibration_rows(game_id: str, games: int, players: int) -> list[tuple[float, float, float]]:
    """(projected margin of the best move, the game left, the seat's result) at every decision of
    seeded hard-against-hard games."""
    module = core.load(game_id)
    hints = review.hints_of(module)
    rows: list[tuple[float, float, float]] = []
    for seed in range(1, games + 1):
        state = module.new_game(seed, players, {})
        agents = [make_agent("hard", seed * 10 + s, seconds=math.inf, iterations=CALIBRATION_ITERATIONS)
                  for s in range(players)]
        memories = {s: review.make_memory(module, seed * 7 + s) for s in range(players)}
        noted = []
        while not state.is_over:
            seat = state.to_move
            for s, memory in memories.items():
                if memory is not None:
                    memory.observe(state.view(s))
            view = state.view(seat)
            weighed = not getattr(hints, "unweighed", lambda v: False)(view)
            if len(view["legal"]) > 1 and weighed:
                found = hints.margins(view, [], 1.0, seed * 1000 + len(noted), memories[seat])
                if not isinstance(found, tuple):
                    found = review.Sliced(found).finish()
                noted.append((seat, max(found[1].values()), hints.left(view)))
            state.apply(str(agents[seat].choose(module, view)))
            for s, agent in enumerate(agents):
                agent.observe(state.view(s))
        winners = state.winners()
        rows += [(margin, left, review.result_share(winners, seat)) for seat, margin, left in noted]
    return rows


def calibrate(game_id: str, games: int) -> dict[str, Any] | None:
    module = core.load(game_id)
    hints = review.hints_of(module)
    if hints is None or not hasattr(hints, "margins"):
        print(f"{module.INFO.title}: no margins in a hints module, nothing to fit")
        return None
    counts = sorted({2 if module.INFO.min_players <= 2 <= module.INFO.max_players else module.INFO.min_players,
                     seats(game_id)})
    found: dict[str, Any] = {}
    for players in counts:
        rows = calibration_rows(game_id, games, players)
        grid = [(logistic_loss(rows, 0.25 * i, 0.5 * j), 0.25 * i, 0.5 * j) for i in range(1, 41) for j in range(61)]
        loss, a, b = min(grid)
        base = sum(r[2] for r in rows) / len(rows)
        coin = -sum(r * math.log(base) + (1 - r) * math.log(1 - base) for _, _, r in rows) / len(rows)
        shipped = logistic_loss(rows, hints.SCALE_END, hints.SCALE_LEFT)
        found[seat_label(players)] = {"decisions": len(rows), "fit": [a, b], "fit_log_loss": round(loss, 3),
                                      "shipped": [hints.SCALE_END, hints.SCALE_LEFT],
                                      "shipped_log_loss": round(shipped, 3), "base_rate_log_loss": round(coin, 3)}
        print(f"{module.INFO.title}, {players} {seat_word(module.BENCHMARKS)}, {games} hard games, {len(rows)} "
              f"decisions: fit {a:g} + {b:g} x left (log loss {loss:.3f}); shipped {hints.SCALE_END:g} + "
              f"{hints.SCALE_LEFT:g} x left ({shipped:.3f}); the base rate alone {coin:.3f}")
    return found


# --- reports -----------------------------------------------------------------------------------------


def percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.0f} %"


def print_timing(title: str, found: dict[str, Any], where: str) -> None:
    every, alone, first = found["every_seat_s"], found["one_seat_s"], found["first_graded_s"]
    print(f"  {where}: every seat {every['median']:.2f} / {every['max']:.2f} s, seat 0 alone {alone['median']:.2f}"
          f" / {alone['max']:.2f} s, seat 0's first graded move {first['median']:.2f} / {first['max']:.2f} s"
          f" (median / max over {found['games']} games of {found['actions_median']:g} moves)")


def run(game_id: str, games: int, pyodide_games: int, with_quality: bool, save: bool) -> None:
    module = core.load(game_id)
    players = seats(game_id)
    print(f"{module.INFO.title}, {players} {seat_word(module.BENCHMARKS)}, seat 0 easy, the others medium:")
    entry: dict[str, Any] = {**provenance(), "python": interpreter(), "targets": TARGETS}
    found = timing(game_id, games)
    entry["cpython"] = found
    print_timing(module.INFO.title, found, interpreter())
    if pyodide_games > 0:
        pyodide = in_pyodide(game_id, pyodide_games)
        if pyodide is not None:
            entry["pyodide"] = {**pyodide["results"], "python": pyodide["python"], "runner": pyodide["runner"]}
            print_timing(module.INFO.title, pyodide["results"], f"{pyodide['python']} under {pyodide['runner']}")
    if with_quality:
        checked = quality(game_id, games)
        entry["quality"] = checked
        print(f"  4x budget: best move agreed {percent(checked['agreement'])} (within 0.10: "
              f"{percent(checked['close'])}) of {checked['decisions']} decisions")
        for name, label in (("played", "moves played"), ("random_moves", "a random legal move at each decision")):
            found = checked[name]
            print(f"    {label}: mistakes and blunders confirmed {percent(found['confirmed'])} of "
                  f"{found['mistakes_and_blunders']}, blunders {percent(found['confirmed_blunders'])} of "
                  f"{found['blunders']}")
        for level, counts in checked["grades"].items():
            total = sum(counts.values())
            shares = ", ".join(f"{g} {percent(share(c, total))}" for g, c in counts.items())
            print(f"    {level} seats' moves: {shares}")
    if save:
        merge_results("review", {game_id: entry}, merge=True)
        print(f"  merged under \"review\" in {shown()}")


def main() -> None:
    games = core.available_games()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=GAMES_DEFAULT, help="seeded games per title")
    parser.add_argument("--pyodide-games", type=int, default=1, help="the timing in Pyodide under Node (0: skip)")
    parser.add_argument("--no-quality", action="store_true", help="time only, no check with 4x the budget")
    parser.add_argument("--calibrate", action="store_true", help="fit the chances' logistic scales (slow)")
    parser.add_argument("--calibrate-games", type=int, default=10, help="hard games per seat count to fit on")
    parser.add_argument("--no-save", action="store_true", help="print only; leave bench/results.json alone")
    only_option(parser, games)
    args = parser.parse_args()
    print(f"$ {command_line()}")
    for game_id in args.only or games:
        if args.calibrate:
            found = calibrate(game_id, args.calibrate_games)
            if found is not None and not args.no_save:
                merge_results("review_calibration", {game_id: {**provenance(), **found}}, merge=True)
            continue
        run(game_id, args.games, args.pyodide_games, not args.no_quality, not args.no_save)


if __name__ == "__main__":
    main()

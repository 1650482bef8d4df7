"""Random playouts per second in CPython, for every registered game.

    python bench/playouts.py [--repeats 5] [--seconds 1.0] [--only GAME] [--no-save]

What each game is measured on is its package's ``BENCHMARKS["playouts"]`` (see ``game.core``): the
seat counts (``seats``; one seat shows as "solo"), the options, a target in playouts per second and
the key its figures are merged under in bench/results.json. A new game (a new deal) is started for
every playout, or with ``same_deal`` every playout starts from the same one. Two figures per seat
count from the same run, measured in alternation so that both see the same machine load:
  (a) the fast path, ``state.rollout(rng)``, for a game whose states have one (a game's computer
      player may not run random playouts at all: these figures measure the engine);
  (b) the protocol path, ``legal_actions()`` + ``apply()`` until the game is over, then ``scores()``.
Each repeat counts whole playouts for ``--seconds``; the medians over the repeats are reported.
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

from bench._results import (  # noqa: E402
    command_line, interpreter, merge_results, only_option, provenance, seat_label, seat_word, shown,
)
from game import core  # noqa: E402
from game.core import new_rng  # noqa: E402

PATHS = {"rollout": "(a) state.rollout(rng)", "protocol": "(b) legal_actions + apply + scores"}


def random_playout(state: Any, rng: Any) -> None:
    """The protocol path: random legal moves until the game is over, then the scores."""
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    state.scores()


def fast_playout(state: Any, rng: Any) -> None:
    """The fast path: the game's own ``rollout``."""
    state.rollout(rng)


PLAYS = {"rollout": fast_playout, "protocol": random_playout}


def per_second(module: Any, path: str, seconds: float, seed: int, players: int) -> tuple[float, float]:
    """(playouts/s, moves/s) of a path on games of ``module``."""
    playouts = module.BENCHMARKS["playouts"]
    options = playouts.get("options", {})
    deal = module.new_game(seed, players, options) if playouts.get("same_deal") else None
    play = PLAYS[path]
    rng = new_rng(seed, "bench-playouts", module.INFO.id, path, players)
    count = moves = 0
    start = time.perf_counter()
    while True:
        if deal is None:
            state = module.new_game(seed * 1000 + count, players, options)
        else:  # a rollout leaves its state as it was
            state = deal if path == "rollout" else deal.clone()
        play(state, rng)
        count += 1
        moves += len(state.history)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return count / elapsed, moves / elapsed


def measure(module: Any, players: int, repeats: int, seconds: float) -> dict[str, Any]:
    """The medians of each path over ``repeats`` (the paths in alternation), after a warm-up."""
    probe = module.new_game(1, players, module.BENCHMARKS["playouts"].get("options", {}))
    paths = [path for path in PLAYS if path != "rollout" or hasattr(probe, "rollout")]
    samples: dict[str, list[tuple[float, float]]] = {path: [] for path in paths}
    for path in paths:
        per_second(module, path, 0.1, 0, players)  # warm up
    for repeat in range(repeats):
        for path in paths:
            samples[path].append(per_second(module, path, seconds, repeat + 1, players))
    found: dict[str, Any] = {}
    for path, taken in samples.items():
        found[f"{path}_per_s"] = round(statistics.median(r for r, _ in taken), 1)
        found[f"{path}_moves_per_s"] = round(statistics.median(m for _, m in taken))
    found["moves_per_playout"] = round(statistics.median(m / r for r, m in samples["protocol"]), 1)
    found["samples_per_s"] = {path: [round(r, 1) for r, _ in taken] for path, taken in samples.items()}
    target = module.BENCHMARKS["playouts"].get("target")
    if target:
        found["target_per_s"] = target
        found.update({f"{path}_over_target": round(found[f"{path}_per_s"] / target, 3) for path in paths})
    return found


def run(game_id: str, repeats: int, seconds: float, save: bool) -> None:
    module = core.load(game_id)
    playouts = module.BENCHMARKS["playouts"]
    word = seat_word(module.BENCHMARKS)
    python = interpreter()
    deals = "one deal" if playouts.get("same_deal") else "a new game per playout"
    print(f"{module.INFO.title} random playouts per second, {python}, options {playouts.get('options', {})}, "
          f"{deals}, median of {repeats} x {seconds:g} s")
    print(f"  {word:<8} {'path':<36} {'playouts/s':>10} {'moves/s':>9}  target")
    found: dict[str, Any] = {}
    for players in playouts["seats"]:
        label = seat_label(players)
        figures = found[label] = measure(module, players, repeats, seconds)
        for path, text in PATHS.items():
            if f"{path}_per_s" in figures:
                ratio = f"{figures[f'{path}_over_target']:.2f}x of {figures['target_per_s']}" \
                    if "target_per_s" in figures else ""
                print(f"  {label:<8} {text:<36} {figures[f'{path}_per_s']:>10.1f} "
                      f"{figures[f'{path}_moves_per_s']:>9.0f}  {ratio}")
    if save:
        kept = found[next(iter(found))] if len(found) == 1 else {word: found}
        merge_results(playouts["key"], {**provenance(), "python": python, "machine": platform.machine(),
                                        "repeats": repeats, "seconds_each": seconds,
                                        "options": playouts.get("options", {}), **kept})
        print(f"  merged under \"{playouts['key']}\" in {shown()}")


def main() -> None:
    games = core.available_games()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5, help="measurements of each path (median reported)")
    parser.add_argument("--seconds", type=float, default=1.0, help="length of one measurement")
    parser.add_argument("--no-save", action="store_true", help="print only; leave bench/results.json alone")
    only_option(parser, games)
    args = parser.parse_args()
    print(f"$ {command_line()}")
    for game_id in args.only or games:
        run(game_id, args.repeats, args.seconds, not args.no_save)


if __name__ == "__main__":
    main()

"""Random playouts per second in CPython: Kulami, Clustered, The Kluitz, Troupeaux and La Guerre des
Moutons.

Kulami on the standard 8x8 ('classic') layout, Clustered with 2 and 4 seats, The Kluitz with 2
players and solo, Troupeaux, and La Guerre des Moutons with 2 and 4 players (``--only`` picks games).

    python bench/playouts.py [--repeats 5] [--seconds 1.0] [--only kluitz]

Two figures per game from the same run, measured in alternation so that both see the same machine load:
  (a) the fast path, ``state.rollout(rng)`` from a new game;
  (b) the protocol path, ``legal_actions()`` + ``apply()`` until the game is over, then ``scores()``.
Each repeat counts whole playouts for ``--seconds``; the median over the repeats is reported (for
Kulami against the target of 4000 playouts/s) and merged into bench/results.json under "playouts"
and "playouts_clustered". (The Clustered AI does not run random playouts: its look-ahead plays
greedy moves on its own light board; these figures measure the engine.) The Kluitz has no fast path:
its figures are the protocol path's, from a new field each playout (both rounds with 2 players),
merged under "playouts_kluitz"; its AI does not run playouts either (it remembers and plans).
Troupeaux has no fast path either: the protocol path from a new deal each playout, merged under
"playouts_troupeaux" (its AI plays no playouts: it weighs the plans of a turn and the replies to them).
La Guerre des Moutons has no fast path either: the protocol path from a new deal each playout, with 2
and 4 players, merged under "playouts_guerre_des_moutons"; a random player picks ``stop`` as often
as any tile, so its games are shorter than real ones (its AI plays no playouts either: it weighs every
move on its own reading of the table, and hard its best moves against sampled replies).
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
from game.core import new_rng  # noqa: E402

TARGET = 4000  # playouts per second
LAYOUT = "classic"
GAMES = ("kulami", "clustered", "kluitz", "troupeaux", "guerre-des-moutons")  # --only


def rollouts_per_second(seconds: float, seed: int) -> float:
    state = kulami.new_game(seed, 2, {"layout": LAYOUT})
    rng = new_rng(seed, "bench-rollout")
    count, start = 0, time.perf_counter()
    while True:
        state.rollout(rng)
        count += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return count / elapsed


def protocol_playouts_per_second(seconds: float, seed: int) -> float:
    start_state = kulami.new_game(seed, 2, {"layout": LAYOUT})
    rng = new_rng(seed, "bench-protocol")
    count, start = 0, time.perf_counter()
    while True:
        random_playout(start_state.clone(), rng)
        count += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return count / elapsed


def random_playout(state: Any, rng: Any) -> None:
    """The protocol path: random legal moves until the game is over, then the scores."""
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    state.scores()


def fast_playout(state: Any, rng: Any) -> None:
    """The fast path: the game's own ``rollout``."""
    state.rollout(rng)


def new_games_per_second(module: Any, play: Any, salt: str, seconds: float, seed: int, players: int) -> tuple[float, float]:
    """(playouts/s, moves/s) of ``play(state, rng)`` on new games of ``module`` (a new deal each)."""
    rng = new_rng(seed, salt, players)
    count = moves = 0
    start = time.perf_counter()
    while True:
        state = module.new_game(seed * 1000 + count, players)
        play(state, rng)
        count += 1
        moves += len(state.history)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return count / elapsed, moves / elapsed


def clustered_rollouts_per_second(seconds: float, seed: int, players: int) -> tuple[float, float]:
    return new_games_per_second(clustered, fast_playout, "bench-clustered-rollout", seconds, seed, players)


def clustered_protocol_per_second(seconds: float, seed: int, players: int) -> tuple[float, float]:
    return new_games_per_second(clustered, random_playout, "bench-clustered-protocol", seconds, seed, players)


def kluitz_protocol_per_second(seconds: float, seed: int, players: int) -> tuple[float, float]:
    return new_games_per_second(kluitz, random_playout, "bench-kluitz-protocol", seconds, seed, players)


def troupeaux_protocol_per_second(seconds: float, seed: int) -> tuple[float, float]:
    return new_games_per_second(troupeaux, random_playout, "bench-troupeaux-protocol", seconds, seed, 2)


def guerre_protocol_per_second(seconds: float, seed: int, players: int) -> tuple[float, float]:
    return new_games_per_second(guerre_des_moutons, random_playout, "bench-guerre-protocol", seconds, seed, players)


def protocol_summary(measure: Any, repeats: int, seconds: float, *args: Any) -> dict[str, Any]:
    """``measure(seconds, seed, *args) -> (playouts/s, moves/s)``, warmed up then run ``repeats``
    times: the medians, the moves per playout and the samples."""
    measure(0.1, 0, *args)  # warm up
    samples = [measure(seconds, repeat + 1, *args) for repeat in range(repeats)]
    return {
        "protocol_per_s": round(statistics.median(r for r, _ in samples), 1),
        "protocol_moves_per_s": round(statistics.median(m for _, m in samples)),
        "moves_per_playout": round(statistics.median(m / r for r, m in samples), 1),
        "samples_per_s": [round(r, 1) for r, _ in samples],
    }


def save_playouts(key: str, python: str, repeats: int, seconds: float, **figures: Any) -> None:
    """Merge one game's playout figures into bench/results.json, with how they were measured."""
    merge_results(key, {
        **provenance(),
        "python": python,
        "machine": platform.machine(),
        "repeats": repeats,
        "seconds_each": seconds,
        **figures,
    })  # fmt: skip
    print(f"  merged under \"{key}\" in {shown()}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5, help="measurements of each path (median reported)")
    parser.add_argument("--seconds", type=float, default=1.0, help="length of one measurement")
    parser.add_argument("--no-save", action="store_true", help="print only; leave bench/results.json alone")
    parser.add_argument("--only", choices=GAMES, action="append", help="measure only this game (repeatable)")
    args = parser.parse_args()
    games = args.only or list(GAMES)
    if "kulami" in games:
        kulami_main(args.repeats, args.seconds, not args.no_save)
    else:
        print(f"$ {command_line()}")
    if "clustered" in games:
        clustered_main(args.repeats, args.seconds, not args.no_save)
    if "kluitz" in games:
        kluitz_main(args.repeats, args.seconds, not args.no_save)
    if "troupeaux" in games:
        troupeaux_main(args.repeats, args.seconds, not args.no_save)
    if "guerre-des-moutons" in games:
        guerre_main(args.repeats, args.seconds, not args.no_save)


def kulami_main(repeats: int, seconds: float, save: bool) -> None:
    rollout_rates: list[float] = []
    protocol_rates: list[float] = []
    rollouts_per_second(0.2, 0)  # warm up (layout cache, bytecode caches)
    for repeat in range(repeats):
        rollout_rates.append(rollouts_per_second(seconds, repeat + 1))
        protocol_rates.append(protocol_playouts_per_second(seconds, repeat + 1))

    rollout = statistics.median(rollout_rates)
    protocol = statistics.median(protocol_rates)
    python = f"{platform.python_implementation()} {platform.python_version()}"
    print(f"$ {command_line()}")
    print(f"Kulami random playouts per second, {python}, layout '{LAYOUT}', "
          f"median of {repeats} x {seconds:g} s")
    print(f"  {'path':<36} {'playouts/s':>10} {'target':>8} {'ratio':>7}")
    for label, rate in (("(a) state.rollout(rng)", rollout), ("(b) legal_actions + apply + scores", protocol)):
        print(f"  {label:<36} {rate:>10.0f} {TARGET:>8} {rate / TARGET:>6.2f}x")
    print(f"  fast path / protocol path: {rollout / protocol:.2f}x")
    print(f"  samples (a): {', '.join(f'{r:.0f}' for r in rollout_rates)}")
    print(f"  samples (b): {', '.join(f'{r:.0f}' for r in protocol_rates)}")

    if save:
        merge_results("playouts", {
            **provenance(),
            "python": python,
            "machine": platform.machine(),
            "layout": LAYOUT,
            "repeats": repeats,
            "seconds_each": seconds,
            "target_per_s": TARGET,
            "rollout_per_s": round(rollout, 1),
            "protocol_per_s": round(protocol, 1),
            "rollout_over_target": round(rollout / TARGET, 3),
            "protocol_over_target": round(protocol / TARGET, 3),
            "samples_per_s": {
                "rollout": [round(r, 1) for r in rollout_rates],
                "protocol": [round(r, 1) for r in protocol_rates],
            },
        })  # fmt: skip
        print(f"  merged under \"playouts\" in {shown()}")


def clustered_main(repeats: int, seconds: float, save: bool) -> None:
    python = f"{platform.python_implementation()} {platform.python_version()}"
    print(f"Clustered random playouts per second, {python}, default options, a new deal per playout, "
          f"median of {repeats} x {seconds:g} s")
    print(f"  {'seats':<6} {'path':<36} {'playouts/s':>10} {'moves/s':>9}")
    found: dict[str, object] = {}
    for players in (2, 4):
        rollouts: list[tuple[float, float]] = []
        protocols: list[tuple[float, float]] = []
        clustered_rollouts_per_second(0.1, 0, players)  # warm up
        for repeat in range(repeats):
            rollouts.append(clustered_rollouts_per_second(seconds, repeat + 1, players))
            protocols.append(clustered_protocol_per_second(seconds, repeat + 1, players))
        rollout = statistics.median(r for r, _ in rollouts)
        protocol = statistics.median(r for r, _ in protocols)
        for label, rate, samples in (("(a) state.rollout(rng)", rollout, rollouts),
                                     ("(b) legal_actions + apply + scores", protocol, protocols)):
            moves = statistics.median(m for _, m in samples)
            print(f"  {players:<6} {label:<36} {rate:>10.1f} {moves:>9.0f}")
        found[str(players)] = {
            "rollout_per_s": round(rollout, 1),
            "protocol_per_s": round(protocol, 1),
            "rollout_moves_per_s": round(statistics.median(m for _, m in rollouts)),
            "samples_per_s": {"rollout": [round(r, 1) for r, _ in rollouts],
                              "protocol": [round(r, 1) for r, _ in protocols]},
        }
    if save:
        save_playouts("playouts_clustered", python, repeats, seconds, seats=found)


def kluitz_main(repeats: int, seconds: float, save: bool) -> None:
    python = f"{platform.python_implementation()} {platform.python_version()}"
    print(f"The Kluitz random playouts per second, {python}, a new field per playout (2 players: both "
          f"rounds), median of {repeats} x {seconds:g} s")
    print(f"  {'players':<8} {'path':<36} {'playouts/s':>10} {'moves/s':>9} {'moves/playout':>14}")
    found: dict[str, object] = {}
    for players in (2, 1):
        figures = protocol_summary(kluitz_protocol_per_second, repeats, seconds, players)
        label = "solo" if players == 1 else str(players)
        path = "(b) legal_actions + apply + scores"
        print(f"  {label:<8} {path:<36} {figures['protocol_per_s']:>10.1f} {figures['protocol_moves_per_s']:>9.0f} "
              f"{figures['moves_per_playout']:>14.1f}")
        found[label] = figures
    if save:
        save_playouts("playouts_kluitz", python, repeats, seconds, players=found)


def troupeaux_main(repeats: int, seconds: float, save: bool) -> None:
    python = f"{platform.python_implementation()} {platform.python_version()}"
    print(f"Troupeaux random playouts per second, {python}, a new deal per playout, median of {repeats} x "
          f"{seconds:g} s")
    print(f"  {'path':<36} {'playouts/s':>10} {'moves/s':>9} {'moves/playout':>14}")
    figures = protocol_summary(troupeaux_protocol_per_second, repeats, seconds)
    print(f"  {'(b) legal_actions + apply + scores':<36} {figures['protocol_per_s']:>10.1f} "
          f"{figures['protocol_moves_per_s']:>9.0f} {figures['moves_per_playout']:>14.1f}")
    if save:
        save_playouts("playouts_troupeaux", python, repeats, seconds, **figures)


def guerre_main(repeats: int, seconds: float, save: bool) -> None:
    python = f"{platform.python_implementation()} {platform.python_version()}"
    print(f"La Guerre des Moutons random playouts per second, {python}, a new deal per playout, median of "
          f"{repeats} x {seconds:g} s")
    print(f"  {'players':<8} {'path':<36} {'playouts/s':>10} {'moves/s':>9} {'moves/playout':>14}")
    found: dict[str, object] = {}
    for players in (2, 4):
        figures = protocol_summary(guerre_protocol_per_second, repeats, seconds, players)
        path = "(b) legal_actions + apply + scores"
        print(f"  {players:<8} {path:<36} {figures['protocol_per_s']:>10.1f} {figures['protocol_moves_per_s']:>9.0f} "
              f"{figures['moves_per_playout']:>14.1f}")
        found[str(players)] = figures
    if save:
        save_playouts("playouts_guerre_des_moutons", python, repeats, seconds, players=found)


if __name__ == "__main__":
    main()

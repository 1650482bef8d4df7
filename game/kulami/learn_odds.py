"""Learn Kulami's plate odds (game/kulami/odds.py ``HELD``) from games of the computer against itself.

    .venv/bin/python -m game.kulami.learn_odds [--games 24] [--seed 101] [--jobs 2] [--agent SPEC]

Plays ``--games`` games on each layout (the named ones, random 8x8, random irregular) of ``--agent``
against itself, through the arena (game/arena.py), then, at every position of every game, for each
plate still open (led by ``lead`` marbles, ``empty`` holes empty, the other player still able to catch
up): +1 if it ended with its leader, -1 with the other player, 0 tied. Prints the mean per (holes,
lead, empty) with its count, as ``HELD`` holds it. The searches are timed, so two runs differ a little.
The table in odds.py is two runs of 24 games a layout, seeds 101 and 202, of hard without the odds
(the default agent), pooled. Nothing imports this module at run time (the soak's is beside it).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from multiprocessing import Pool
from typing import cast

from ..arena import load, play_one
from .rules import PRESETS, KulamiState
from .search import SIGNED

LAYOUTS = (*PRESETS, "random-8x8", "random-irregular")
AGENT = "hard:seconds=0.1:iterations=1000000000:odds=0"
Tally = dict[tuple[int, int, int], list[int]]  # (holes, lead, empty) -> [sum of outcomes, count]


def sign(value: int) -> int:
    return (value > 0) - (value < 0)


def tally_game(plates: Sequence[Sequence[int]], boards: Sequence[Sequence[int]], final: Sequence[int],
               into: Tally) -> None:
    """Adds one game's plates to ``into``: ``boards`` are its positions (0 empty, 1 red, 2 black)."""
    owners = [sign(sum(SIGNED[final[c]] for c in plate)) for plate in plates]
    for board in boards:
        for plate, owner in zip(plates, owners):
            marbles = [SIGNED[board[c]] for c in plate]
            lead, empty = sum(marbles), marbles.count(0)
            if lead == 0 or abs(lead) > empty:
                continue  # even, or decided
            entry = into.setdefault((len(plate), abs(lead), empty), [0, 0])
            entry[0] += sign(lead) * owner
            entry[1] += 1


Game = tuple[list[list[int]], list[list[int]], list[int]]  # plates, positions (boards), final board


def played(task: tuple[str, list[str], int, int, dict[str, str]]) -> Game | None:
    """One arena game replayed: (plates, positions, final board), None if it failed."""
    result = play_one(task)
    if result.error:
        return None
    state = cast(KulamiState, load("kulami").new_game(result.game_seed, 2, task[4]))
    boards = []
    for action in result.actions:
        boards.append(list(state.board))
        state.apply(action)
    return [list(p) for p in state.layout.plates], boards, list(state.board)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=24, help="games per layout")
    parser.add_argument("--seed", type=int, default=101)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--agent", default=AGENT, help="the arena agent playing both seats")
    args = parser.parse_args(argv)
    tasks = [("kulami", [args.agent, args.agent], args.seed + j, i, {"layout": layout})
             for j, layout in enumerate(LAYOUTS) for i in range(args.games)]
    with Pool(args.jobs) as pool:
        games = [game for game in pool.map(played, tasks, chunksize=1) if game]
    table: Tally = {}
    for plates, boards, final in games:
        tally_game(plates, boards, final, table)
    print(f"# {len(games)} games of {args.agent}, seed {args.seed}")
    for key, (total, count) in sorted(table.items()):
        print(f"{key}: {total / count:.2f},  # {count} positions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

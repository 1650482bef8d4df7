"""Kulami's invariants (docs/rules/kulami.md), recounted from scratch from the board.

- Marbles: 28 of each colour; the players alternate, so the starting colour has placed half the
  marbles rounded up; every marble sits in a hole of a plate.
- Where a marble may go: anywhere first; then an empty hole in the row or column of the last marble,
  not on the plate of the last marble nor of the one before. The game ends when all 56 are placed or
  the player to move has no hole.
- Scores: a plate's holes go to the strict majority on it; with the options, the larger largest
  orthogonal zone gains the difference, and the larger sum of chains (maximal straight lines of 5 or
  more, diagonals included) gains the difference.
"""

from __future__ import annotations

import itertools
from typing import Any

SIZE = 10
COLUMNS = "abcdefghij"
MARBLES_EACH = 28
COLOURS = ("red", "black")


def hole(name: str) -> tuple[int, int]:
    """(row, column) of a hole name such as ``d4``."""
    return int(name[1:]) - 1, COLUMNS.index(name[0])


def check(state: Any) -> None:
    plates = [[hole(name) for name in plate] for plate in state.options["layout"]]
    holes = {h for plate in plates for h in plate}
    marbles = {divmod(cell, SIZE): value - 1 for cell, value in enumerate(state.board) if value}
    history = [divmod(int(a), SIZE) for a in state.history]

    _check_marbles(state, holes, marbles, history)
    _check_moves(state, plates, holes, marbles, history)
    recount = points(plates, marbles, state.options.get("zones"), state.options.get("chains"))
    assert state.scores() == recount, f"scores {state.scores()} but a recount gives {recount}"


def _check_marbles(state: Any, holes: set, marbles: dict, history: list) -> None:
    assert set(marbles) <= holes, f"marbles off the board: {sorted(set(marbles) - holes)}"
    assert set(marbles) == set(history) and len(history) == len(set(history)), \
        "the marbles on the board are not the holes played, once each"
    first = COLOURS.index(state.options["first"])
    for seat in (0, 1):
        placed = sum(1 for s in marbles.values() if s == seat)
        expected = (len(history) + (seat == first)) // 2
        assert placed == expected <= MARBLES_EACH, f"seat {seat} has {placed} marbles down, not {expected}"
        assert all(marbles[h] == seat for h in history[(seat != first)::2]), "a marble of the wrong colour"
    left = state.view(None)["left"]
    assert left == [MARBLES_EACH - sum(1 for s in marbles.values() if s == seat) for seat in (0, 1)], \
        f"{left} marbles left in the supply, not 28 less those down"


def _check_moves(state: Any, plates: list, holes: set, marbles: dict, history: list) -> None:
    plate_of = {h: i for i, plate in enumerate(plates) for h in plate}
    for number in range(1, len(history)):  # every marble after the first followed the rules
        row, col = history[number]
        last = history[number - 1]
        banned = {plate_of[h] for h in history[max(0, number - 2):number]}
        assert row == last[0] or col == last[1], f"marble {number + 1} is off the row and column of the last"
        assert plate_of[(row, col)] not in banned, f"marble {number + 1} is on one of the last two plates"
    if len(history) >= 2 * MARBLES_EACH:
        legal = set()
    elif not history:
        legal = set(holes)
    else:
        last = history[-1]
        banned = {plate_of[h] for h in history[-2:]}
        legal = {h for h in holes if h not in marbles and (h[0] == last[0] or h[1] == last[1])
                 and plate_of[h] not in banned}
    listed = {divmod(int(a), SIZE) for a in state.legal_actions()}
    assert listed == legal, f"legal holes {sorted(listed)} but the rules allow {sorted(legal)}"
    assert (state.to_move is None) == (not legal), "the game ends exactly when no hole is left to play"


# --- the recount -------------------------------------------------------------------------------------


def points(plates: list, marbles: dict, zones: bool = False, chains: bool = False) -> list[int]:
    """Each seat's points: plates by strict majority, then the bonuses the options switch on."""
    total = [0, 0]
    for plate in plates:
        counts = [sum(1 for h in plate if marbles.get(h) == seat) for seat in (0, 1)]
        if counts[0] != counts[1]:
            total[counts.index(max(counts))] += len(plate)
    figures = []
    if zones:
        figures.append([largest_zone({h for h, s in marbles.items() if s == seat}) for seat in (0, 1)])
    if chains:
        figures.append([sum(chain_lengths({h for h, s in marbles.items() if s == seat})) for seat in (0, 1)])
    for a, b in figures:
        total = [total[0] + max(0, a - b), total[1] + max(0, b - a)]
    return total


def largest_zone(cells: set) -> int:
    """The most marbles in one orthogonally connected group (merging groups until none touch)."""
    groups: list[set] = []
    for cell in cells:
        row, col = cell
        near = {(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)}
        touching = [g for g in groups if g & near]
        merged = {cell}.union(*touching)
        groups = [g for g in groups if not g & near] + [merged]
    return max(map(len, groups), default=0)


def frame_lines() -> list[list[tuple[int, int]]]:
    """Every straight line through the 10x10 frame: rows, columns and both diagonals."""
    lines = [[(r, c) for c in range(SIZE)] for r in range(SIZE)]
    lines += [[(r, c) for r in range(SIZE)] for c in range(SIZE)]
    for d in range(-SIZE + 1, SIZE):
        lines.append([(r, r - d) for r in range(SIZE) if 0 <= r - d < SIZE])
        lines.append([(r, d + SIZE - 1 - r) for r in range(SIZE) if 0 <= d + SIZE - 1 - r < SIZE])
    return lines


LINES = frame_lines()


def chain_lengths(cells: set, minimum: int = 5) -> list[int]:
    """The lengths of the runs of ``minimum`` or more adjacent marbles along every line of the frame."""
    found = []
    for line in LINES:
        for mine, run in itertools.groupby(line, key=lambda h: h in cells):
            length = sum(1 for _ in run)
            if mine and length >= minimum:
                found.append(length)
    return sorted(found, reverse=True)

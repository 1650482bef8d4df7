"""Four by Four's invariants, recounted from the history alone (for tools/soak.py)."""

from __future__ import annotations

from typing import Any

LINES = [[(r, c) for c in range(4)] for r in range(4)] + [[(r, c) for r in range(4)] for c in range(4)] \
    + [[(i, i) for i in range(4)], [(i, 3 - i) for i in range(4)]]


def check(state: Any) -> None:
    played = [(int(a) // 4, int(a) % 4) for a in state.history]
    assert len(played) == len(set(played)), "a cell was played twice"
    stones = {cell: number % 2 for number, cell in enumerate(played)}  # seat 0 plays first, then turns
    shown = {(int(n[1]) - 1, "abcd".index(n[0])): seat for n, seat in state.view(None)["stones"].items()}
    assert shown == stones, "the stones on the grid are not the moves played, in turn"
    won = [seat for seat in (0, 1) if any(all(stones.get(cell) == seat for cell in line) for line in LINES)]
    assert len(won) <= 1, "both players have four in a line: play went on after a win"
    assert state.scores() == [int(seat in won) for seat in (0, 1)], f"scores {state.scores()}, winners {won}"
    assert state.is_over == (bool(won) or len(played) == 16), "the game ends at four in a line or a full grid"

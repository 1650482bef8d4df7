"""The Kluitz's invariants (docs/rules/kluitz.md), recounted from scratch from the field.

- Tiles: the 25 (4 of each of the 5 sheep kinds, 3 rams, 2 shepherds) are each on the field or
  taken away this round (sheep only in identical pairs), never both; empty cells are the cells taken.
- Fences: those on the field plus the supply make 30; the shepherd never fences with an empty supply.
- Enclosure: a cell is enclosed when no path of unfenced edges leads from it out of the field.
- The legal moves: the shepherd fences any free edge; the sheep player turns any face-down tile on a
  cell that is not enclosed, removes any fence after a ram, turns unmatched sheep back down; face-up
  tiles are this turn's, except in the end phase.
- Scores: per round, 1 a sheep taken for the sheep player and 1 a tile on an enclosed cell for the
  shepherd; two rounds, the shepherd of the first (option ``first``) is the sheep player of the
  second. Solo: the sheep taken.

Fences are read by their text names (``c3n``: the north side of c3), kinds by ``KINDS``, as the module
documents them; the enclosures are recounted here.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .rules import KINDS, edge_text

SIZE = 5
COLUMNS = "abcde"
FENCES = 30
SHEEP = KINDS[:5]
MATERIAL = Counter({**{kind: 4 for kind in SHEEP}, "ram": 3, "shepherd": 2})
OUTSIDE = "outside"
SIDE_STEPS = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
CELLS = [f"{c}{r}" for r in range(1, SIZE + 1) for c in COLUMNS]  # in the engine's cell order
ALL_EDGES = {f"{c}{r}{side}" for c in COLUMNS for r in range(1, SIZE + 1) for side in "nw"} | \
    {f"{c}{SIZE}s" for c in COLUMNS} | {f"e{r}e" for r in range(1, SIZE + 1)}  # the canonical names


def beyond(cell: str, side: str) -> str:
    """The cell across a side of ``cell``, or OUTSIDE."""
    dx, dy = SIDE_STEPS[side]
    col, row = COLUMNS.index(cell[0]) + dx, int(cell[1]) + dy
    return f"{COLUMNS[col]}{row}" if 0 <= col < SIZE and 1 <= row <= SIZE else OUTSIDE


def edge(cell: str, side: str) -> Any:
    """An edge whichever of its names it goes by: the two cells it parts, or a border cell and side."""
    other = beyond(cell, side)
    return (cell, side) if other == OUTSIDE else frozenset((cell, other))


LINKS = [(cell, beyond(cell, side), edge(cell, side)) for cell in CELLS for side in SIDE_STEPS]


def enclosed(fences: list[str]) -> set[str]:
    """The cells no path of unfenced edges leads out of: spread from the outside until nothing changes."""
    walls = {edge(name[:2], name[2]) for name in fences}
    reached = {OUTSIDE}
    spreading = True
    while spreading:
        spreading = False
        for a, b, between in LINKS:
            if (a in reached) != (b in reached) and between not in walls:
                reached |= {a, b}
                spreading = True
    return set(CELLS) - reached


def check(state: Any) -> None:
    field = {CELLS[i]: KINDS[k] for i, k in enumerate(state.kinds) if k is not None}
    up = {CELLS[i] for i in range(SIZE * SIZE) if state.up >> i & 1}
    fences = [edge_text(e) for e in range(len(ALL_EDGES)) if state.fences >> e & 1]
    closed = enclosed(fences)
    _check_material(state, field, up, fences)
    _check_moves(state, field, up, fences, closed)
    recount = points(state, field, closed)
    assert state.scores() == recount, f"scores {state.scores()} but a recount gives {recount}"


def _check_material(state: Any, field: dict, up: set, fences: list[str]) -> None:
    removed = [cell for cell, _, _ in state.removed]
    assert len(set(removed)) == len(removed) and set(removed) == set(CELLS) - set(field), \
        "the empty cells are not the cells whose tile was taken away, once each"
    gone = Counter(kind for _, kind, _ in state.removed)
    assert Counter(field.values()) + gone == MATERIAL, "the tiles on the field and taken away are not the 25"
    taken = [KINDS[k] for k in state.taken]
    assert all(a == b and a in SHEEP for a, b in zip(taken[::2], taken[1::2])) and len(taken) % 2 == 0, \
        f"sheep taken other than in identical pairs: {taken}"
    assert Counter(taken) == Counter({k: n for k, n in gone.items() if k in SHEEP}), \
        "sheep left the field without being taken"
    assert len(fences) + state.supply == FENCES and state.supply >= 0, \
        f"{len(fences)} fences down and {state.supply} in the supply"
    assert up <= set(field), "a face-up tile on an empty cell"
    if not state.end_phase and state.to_move is not None:  # a round may end with this turn's sheep up
        turned = {CELLS[c] for c in state.this_turn}
        assert up <= turned, "a tile stays face up after its turn"


def _check_moves(state: Any, field: dict, up: set, fences: list[str], closed: set) -> None:
    phase, mover = state.phase, state.to_move
    solo = state.players == 1
    shepherd = None if solo else (state.options["first"] + state.round) % 2
    sheep = 0 if shepherd is None else 1 - shepherd
    if phase in ("fencing", "shepherd-tile"):
        legal = {f"fence:{e}" for e in ALL_EDGES - set(fences)}
        assert mover == shepherd and state.supply > 0, "fences are placed by the shepherd, from the supply"
    elif phase == "turning":
        legal = {f"turn:{c}" for c in field if c not in up and c not in closed}
        assert mover == sheep, "tiles are turned by the sheep player"
    elif phase == "ram":
        legal = {f"remove:{e}" for e in fences}
        assert mover == sheep, "a fence is removed by the sheep player"
    elif phase == "shown":
        legal = {"down"}
        assert mover == sheep, "sheep are turned back by the sheep player"
    else:
        legal = set()
        assert mover is None and len(state.results) == (1 if solo else 2), "the game ends after its rounds"
    listed = {str(a) for a in state.legal_actions()}
    assert listed == legal, f"legal moves differ from the rules: {sorted(listed ^ legal)[:6]}"
    if mover is not None:
        assert len(state.results) == state.round, "a round's result is missing"


# --- the recount -------------------------------------------------------------------------------------


def round_points(taken: list[str], tiles: list[str], fences: list[str]) -> tuple[int, int]:
    """(sheep player's, shepherd's) points of a round: sheep taken, tiles on enclosed cells."""
    return len(taken), len(set(tiles) & enclosed(fences))


def points(state: Any, field: dict, closed: set) -> list[int]:
    total = [0] * state.players
    first = state.options["first"]
    rounds = [(r["taken"], r["left"], r["fences"]) for r in state.results]
    for number, (taken, left, fences) in enumerate(rounds):
        result = state.results[number]
        assert set(result["enclosed"]) == enclosed(fences), f"round {number + 1}'s enclosure is miscounted"
        _add(total, state.players, first, number, round_points(taken, left, fences))
    if state.to_move is not None:
        sheep, shepherd = len(state.taken), len(set(field) & closed)
        _add(total, state.players, first, len(rounds), (sheep, shepherd))
    return total


def _add(total: list[int], players: int, first: int, number: int, figures: tuple[int, int]) -> None:
    sheep_points, shepherd_points = figures
    if players == 1:
        total[0] += sheep_points
        return
    shepherd = (first + number) % 2
    total[shepherd] += shepherd_points
    total[1 - shepherd] += sheep_points

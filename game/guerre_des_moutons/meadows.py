"""La Guerre des Moutons: meadows, enclosures and their scoring (sections "Tiles", "Wolves and
hunters" and "Enclosures and scoring" of ``docs/rules/guerre-des-moutons.md``).

Pure functions over a table given as plain data:

``faces``   ``dict[(x, y), Face]``: the face shown on each occupied cell (x grows to the right, y
            downwards: the north neighbour of ``(x, y)`` is ``(x, y - 1)``). Cells not in the dict
            are empty.
``figures`` ``dict[(x, y), "wolf" | "hunter"]``: the figure on top of a cell, if any. A wolf tile
            played face up is ``"wolf"``; a hunter played like a forest tile is ``"hunter"``; a wolf
            covered by a hunter laid on top of it is ``"hunter"`` too (the hunter is what lies on top).
            Only ``"wolf"`` entries count: they are the *uncovered* wolves. A figure acts through the
            forest triangles of its cell (a wolf face is four forest triangles).

A *triangle* is ``(cell, direction)`` with direction ``N E S W`` = 0..3 as in :mod:`.tiles`.
A *region* is a connected set of triangles of one terrain: two triangles are joined when they touch
on one face (N-E, E-S, S-W, W-N) and have the same terrain, or lie against the two sides of one edge
between occupied cells and have the same terrain (on a legal table they always do; this module does
not assume it). Opposite triangles of a face are joined only through a touching one.
"""

from __future__ import annotations

from typing import NamedTuple, Optional

from .tiles import COLOURS, FOREST, OPPOSITE, Face

Cell = tuple[int, int]
Triangle = tuple[Cell, int]

WOLF_FIGURE = "wolf"
HUNTER_FIGURE = "hunter"

# (dx, dy) of the neighbour across the N, E, S, W edges.
STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))


class Meadow(NamedTuple):
    """A connected set of sheep triangles of one colour.

    ``triangles`` is sorted; ``sheep`` is one per triangle; ``closed`` says it is an enclosure.
    """

    colour: int
    triangles: tuple[Triangle, ...]
    sheep: int
    closed: bool


def across(triangle: Triangle) -> Triangle:
    """The triangle on the other side of ``triangle``'s edge (its cell may be empty)."""
    (x, y), d = triangle
    dx, dy = STEP[d]
    return ((x + dx, y + dy), OPPOSITE[d])


def joined(faces: dict[Cell, Face], triangle: Triangle) -> list[Triangle]:
    """The triangles directly joined to ``triangle`` (which must lie on an occupied cell)."""
    cell, d = triangle
    face = faces[cell]
    terrain = face[d]
    out = [(cell, e) for e in ((d + 1) % 4, (d + 3) % 4) if face[e] == terrain]
    other_cell, other_d = across(triangle)
    other = faces.get(other_cell)
    if other is not None and other[other_d] == terrain:
        out.append((other_cell, other_d))
    return out


def regions(faces: dict[Cell, Face]) -> list[tuple[int, tuple[Triangle, ...]]]:
    """Every region of the table as ``(terrain, sorted triangles)``, sorted by first triangle."""
    seen: set[Triangle] = set()
    found = []
    for cell in sorted(faces):
        for d in range(4):
            start = (cell, d)
            if start in seen:
                continue
            seen.add(start)
            stack, region = [start], [start]
            while stack:
                for nxt in joined(faces, stack.pop()):
                    if nxt not in seen:
                        seen.add(nxt)
                        stack.append(nxt)
                        region.append(nxt)
            found.append((faces[cell][d], tuple(sorted(region))))
    return found


def is_closed(faces: dict[Cell, Face], triangles) -> bool:
    """The rules (``docs/rules/guerre-des-moutons.md#enclosures-and-scoring``): a meadow is closed
    when no triangle of it lies against an edge with no tile beyond it. A triangle faces the cell
    across its own edge."""
    return all(across(t)[0] in faces for t in triangles)


def meadows(faces: dict[Cell, Face]) -> list[Meadow]:
    """Every meadow of the table (sheep regions), sorted by first triangle."""
    return [
        Meadow(terrain, triangles, len(triangles), is_closed(faces, triangles))
        for terrain, triangles in regions(faces)
        if terrain in COLOURS
    ]


def enclosures(faces: dict[Cell, Face], colour: Optional[int] = None) -> list[Meadow]:
    """The closed meadows (of ``colour`` when given)."""
    return [m for m in meadows(faces) if m.closed and (colour is None or m.colour == colour)]


def wolf_forest_triangles(faces: dict[Cell, Face], figures: dict[Cell, str]) -> set[Triangle]:
    """The forest triangles of every forest holding an uncovered wolf.

    The rules (``docs/rules/guerre-des-moutons.md#wolves-and-hunters``): a forest is joined within
    faces and across edges, and when forests join, a hunter in one does not cancel a wolf of the
    other; only covering cancels a wolf -- so a hunter elsewhere in the forest never helps; only
    ``"wolf"`` cells count.
    """
    wolf_cells = {cell for cell, fig in figures.items() if fig == WOLF_FIGURE and cell in faces}
    spoiled: set[Triangle] = set()
    for terrain, triangles in regions(faces):
        if terrain == FOREST and any(cell in wolf_cells for cell, _ in triangles):
            spoiled.update(triangles)
    return spoiled


def is_valid(
    faces: dict[Cell, Face], figures: dict[Cell, str], enclosure: Meadow, _spoiled=None
) -> bool:
    """Whether an enclosure scores.

    The rules (``docs/rules/guerre-des-moutons.md#enclosures-and-scoring``): an enclosure is valid
    unless one of its triangles has, on its own face, a neighbouring triangle (N-E, E-S, S-W, W-N)
    in a forest holding an uncovered wolf. The opposite triangle is no neighbour, and nothing across
    an edge counts.
    """
    spoiled = wolf_forest_triangles(faces, figures) if _spoiled is None else _spoiled
    return enclosure.closed and not any(
        (cell, e) in spoiled for cell, d in enclosure.triangles for e in ((d + 1) % 4, (d + 3) % 4)
    )


def valid_enclosures(
    faces: dict[Cell, Face], figures: dict[Cell, str], colour: int
) -> list[Meadow]:
    """The valid enclosures of ``colour``, largest first (equal sizes by first triangle)."""
    spoiled = wolf_forest_triangles(faces, figures)
    found = [m for m in enclosures(faces, colour) if is_valid(faces, figures, m, spoiled)]
    return sorted(found, key=lambda m: (-m.sheep, m.triangles))


def best_enclosure(
    faces: dict[Cell, Face], figures: dict[Cell, str], colour: int
) -> Optional[Meadow]:
    """The largest valid enclosure of ``colour``, or None.

    Several of the same size score the same; the one whose first triangle comes first (by cell,
    then direction) is returned so the answer is deterministic.
    """
    found = valid_enclosures(faces, figures, colour)
    return found[0] if found else None


def score(faces: dict[Cell, Face], figures: dict[Cell, str], colour: int) -> int:
    """The largest valid enclosure of ``colour``, 1 point per sheep
    (``docs/rules/guerre-des-moutons.md#enclosures-and-scoring``) -- 0 without one."""
    best = best_enclosure(faces, figures, colour)
    return 0 if best is None else best.sheep


def rankings(faces: dict[Cell, Face], figures: dict[Cell, str]) -> dict[int, tuple[int, ...]]:
    """:func:`ranking_key` of every colour at once (the table's regions worked out once)."""
    spoiled = wolf_forest_triangles(faces, figures)
    found: dict[int, list[int]] = {colour: [] for colour in COLOURS}
    for meadow in meadows(faces):
        if is_valid(faces, figures, meadow, spoiled):
            found[meadow.colour].append(meadow.sheep)
    return {colour: tuple(sorted(sizes, reverse=True)) for colour, sizes in found.items()}


def ranking_key(faces: dict[Cell, Face], figures: dict[Cell, str], colour: int) -> tuple[int, ...]:
    """The sizes of the valid enclosures of ``colour``, largest first: compare two colours' keys
    (greater wins): ties are parted by the next-largest enclosures
    (``docs/rules/guerre-des-moutons.md#ruling-14``). A longer key beats its own prefix (one more
    enclosure wins the tie)."""
    return tuple(m.sheep for m in valid_enclosures(faces, figures, colour))

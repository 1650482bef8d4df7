"""La Guerre des Moutons: the table of placed tiles (section "A turn" of
``docs/rules/guerre-des-moutons.md#a-turn``).

Cells
    A cell is ``(x, y)``, x to the right and y downward; the village square lies on ``(0, 0)``. The
    neighbour of a cell in direction ``N E S W`` (0..3, as in :mod:`tiles`) is one step
    ``(0, -1) (1, 0) (0, 1) (-1, 0)`` away. A cell's text is ``x:y`` (``3:-1``).

Placing
    A face may go on an empty cell that touches at least one placed tile when on every shared edge
    the two triangles have the same terrain; while the village square is alone on the table, the new
    tile must touch it with a village triangle (:meth:`Table.refusal`). Placing draws one tile per
    placed tile the new tile touches (:meth:`Table.draws_for`).
"""

from __future__ import annotations

import re

from ..core import IllegalAction, quoted
from .tiles import (
    SIDE_A,
    TERRAIN_LETTERS,
    VILLAGE,
    VILLAGE_TILE,
    Face,
    Tile,
    edge_mismatch,
    mismatch_text,
    oriented,
)

Cell = tuple[int, int]

STEPS: tuple[Cell, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))  # indexed by direction N E S W
ORIGIN: Cell = (0, 0)
_LIMIT = 1000  # cells are far nearer than this: 73 tiles at most
_CELL_RE = re.compile(r"(-?[0-9]{1,4}):(-?[0-9]{1,4})")


def neighbour(cell: Cell, direction: int) -> Cell:
    dx, dy = STEPS[direction]
    return (cell[0] + dx, cell[1] + dy)


_CELL_TEXTS: dict[Cell, str] = {}


def cell_text(cell: Cell) -> str:
    text = _CELL_TEXTS.get(cell)
    if text is None:
        text = _CELL_TEXTS[cell] = f"{cell[0]}:{cell[1]}"
    return text


def parse_cell(text: str) -> Cell:
    m = _CELL_RE.fullmatch(text)
    if m is None:
        raise IllegalAction(f"{quoted(text)} is not a cell (x:y, like 3:-1)", "not-a-cell", text=text)
    x, y = int(m.group(1)), int(m.group(2))
    if abs(x) >= _LIMIT or abs(y) >= _LIMIT:
        raise IllegalAction(f"{quoted(text)} is too far from the table", "not-a-cell", text=text)
    return (x, y)


class Table:
    """The placed tiles: ``faces[cell]`` the face showing, ``tiles[cell]`` the tile id and
    ``orients[cell]`` its ``(side, rotation)``."""

    __slots__ = ("faces", "tiles", "orients")

    def __init__(
        self,
        faces: dict[Cell, Face] | None = None,
        tiles: dict[Cell, str] | None = None,
        orients: dict[Cell, tuple[int, int]] | None = None,
    ) -> None:
        self.faces: dict[Cell, Face] = {} if faces is None else faces
        self.tiles: dict[Cell, str] = {} if tiles is None else tiles
        self.orients: dict[Cell, tuple[int, int]] = {} if orients is None else orients

    @classmethod
    def start(cls) -> Table:
        table = cls()
        table.place(VILLAGE_TILE, SIDE_A, 0, ORIGIN)
        return table

    def clone(self) -> Table:
        return Table(dict(self.faces), dict(self.tiles), dict(self.orients))

    def __len__(self) -> int:
        return len(self.faces)

    def __repr__(self) -> str:
        return f"Table({len(self.faces)} tiles)"

    # --- looking -------------------------------------------------------------------------------

    def touching(self, cell: Cell) -> list[int]:
        """Directions from ``cell`` in which a tile is placed."""
        return [d for d in range(4) if neighbour(cell, d) in self.faces]

    def frontier(self) -> list[Cell]:
        """Empty cells touching at least one placed tile, sorted."""
        faces = self.faces
        found = {
            neighbour(cell, d)
            for cell in faces
            for d in range(4)
            if neighbour(cell, d) not in faces
        }
        return sorted(found)

    def draws_for(self, cell: Cell) -> int:
        """Multi-draw: one tile per placed tile that a tile on ``cell`` touches (1 to 4)."""
        return len(self.touching(cell))

    # --- the placing rule ----------------------------------------------------------------------

    def why_not(self, face: Face, cell: Cell) -> tuple[str, str, dict] | None:
        """None when ``face`` may go on ``cell``, else ``(reason word, message, params)``."""
        where = cell_text(cell)
        if cell in self.faces:
            return ("cell-taken", f"{where} already holds a tile", {"cell": where})
        directions = self.touching(cell)
        if not directions:
            return ("not-touching", f"{where} touches no tile", {"cell": where})
        if len(self.faces) == 1 and ORIGIN in self.faces:
            if not any(face[d] == VILLAGE for d in directions):
                return (
                    "first-tile",
                    "the first tile must touch the village square with a village triangle",
                    {"cell": where},
                )
        for d in directions:
            mismatch = edge_mismatch(face, self.faces[neighbour(cell, d)], d)
            if mismatch is not None:
                _, mine, theirs = mismatch
                params = {"cell": where, "edge": d, "mine": TERRAIN_LETTERS[mine], "theirs": TERRAIN_LETTERS[theirs]}
                return ("edge-mismatch", mismatch_text(mismatch), params)
        return None

    def refusal(self, face: Face, cell: Cell) -> str | None:
        """None when ``face`` may go on ``cell``, else why not, for players."""
        why = self.why_not(face, cell)
        return None if why is None else why[1]

    def require(self, face: Face, cell: Cell) -> None:
        """Raise :class:`IllegalAction` when ``face`` may not go on ``cell``."""
        why = self.why_not(face, cell)
        if why is not None:
            reason, message, params = why
            raise IllegalAction(message, reason, **params)

    def placements(self, face: Face) -> list[Cell]:
        """Every cell where ``face`` may go, sorted."""
        return [cell for cell in self.frontier() if self.why_not(face, cell) is None]

    def placements_of(self, tile: Tile, side: int) -> list[tuple[Cell, int]]:
        """Every ``(cell, rotation)`` where ``tile`` may go on ``side``, sorted; rotations showing
        the same face as a smaller one are left out."""
        seen: set[Face] = set()
        found: list[tuple[Cell, int]] = []
        frontier = self.frontier()
        for rotation in range(4):
            face = oriented(tile, side, rotation)
            if face in seen:
                continue
            seen.add(face)
            found.extend((cell, rotation) for cell in frontier if self.why_not(face, cell) is None)
        found.sort()
        return found

    # --- changing ------------------------------------------------------------------------------

    def place(self, tile: Tile, side: int, rotation: int, cell: Cell) -> None:
        """Lay ``tile`` on ``cell`` (the caller has checked it is legal)."""
        self.faces[cell] = oriented(tile, side, rotation)
        self.tiles[cell] = tile[0]
        self.orients[cell] = (side, rotation)


__all__ = [
    "Cell",
    "ORIGIN",
    "STEPS",
    "Table",
    "cell_text",
    "neighbour",
    "parse_cell",
]

"""La Guerre des Moutons: the tile set (``docs/rules/guerre-des-moutons.md#tiles``).

Terrains
    An int 0..5, written by one letter: ``V`` village, ``F`` forest, and the sheep colours ``K``
    black, ``Y`` yellow, ``R`` red, ``B`` blue (``TERRAIN_LETTERS = "VFKYRB"``).

Faces
    A face is a tuple of 4 terrains, the triangles against its north, east, south and west edges, in
    that order (directions ``N E S W`` = 0..3, clockwise). Its text is the 4 letters: ``"VVKK"``.
    A face that is never played (the "?" face, both faces of a marker) is ``None``.

Tiles
    A tile is ``(id, face A, face B, kind)``; kind is ``"landscape" "wolf" "hunter" "question"
    "village" "marker"``. The wolf or hunter figure is on face A of a wolf or hunter tile (four forest
    triangles); face B is four sheep of one colour (:func:`figure` names it). A tile's text is its id:

    ``V``                the village square (all village, placed first);
    ``Q-K`` .. ``Q-B``   the "?" tiles: face A "?" (``None``), face B four sheep of the colour;
    ``M-K`` .. ``M-B``   the markers (both faces ``None``: never played);
    ``W-K`` .. ``W-B``   the wolves, face B four sheep of the colour;
    ``H-K`` .. ``H-B``   the hunters, likewise;
    ``L1K`` .. ``L15B``  the landscape tiles: base tile 1..15 of the spec's table, taken in the colour
                         rotation whose ``c0`` is the letter (``L3Y``: c0 c1 c2 c3 = Y R B K).

    ``BAG_TILES`` (68) lists ``L1K L1Y L1R L1B L2K .. L15B`` then ``W-K .. W-B`` then ``H-K .. H-B``.

Placing
    A tile is played on a side (``A`` = 0, ``B`` = 1) and a rotation (0..3 clockwise quarter turns:
    one turn brings the north triangle to the east): :func:`oriented`. Two placed faces agree on an
    edge when its two triangles have the same terrain: :func:`edge_mismatch`.
"""

from __future__ import annotations

from typing import Optional

from ..core import IllegalAction, NotAMove, quoted

VILLAGE, FOREST, BLACK, YELLOW, RED, BLUE = range(6)
TERRAIN_LETTERS = "VFKYRB"
TERRAIN_NAMES = ("village", "forest", "black sheep", "yellow sheep", "red sheep", "blue sheep")
COLOURS = (BLACK, YELLOW, RED, BLUE)
NORTH, EAST, SOUTH, WEST = range(4)
DIRECTION_LETTERS = "NESW"
DIRECTION_NAMES = ("north", "east", "south", "west")
OPPOSITE = (SOUTH, WEST, NORTH, EAST)
SIDE_A, SIDE_B = 0, 1
SIDES = "AB"
LANDSCAPE, WOLF, HUNTER, QUESTION, VILLAGE_SQUARE, MARKER = (
    "landscape", "wolf", "hunter", "question", "village", "marker",
)

Face = tuple[int, int, int, int]
Tile = tuple[str, Optional[Face], Optional[Face], str]


# --- faces ----------------------------------------------------------------------------------------


def face_text(face: Face | None) -> str:
    return "?" if face is None else "".join(TERRAIN_LETTERS[t] for t in face)


def parse_face(text: str) -> Face:
    if len(text) != 4 or any(ch not in TERRAIN_LETTERS for ch in text):
        raise NotAMove(
            f"{quoted(text)} is no face (4 letters N E S W among V F K Y R B)", "malformed", text=text
        )
    n, e, s, w = (TERRAIN_LETTERS.index(ch) for ch in text)
    return (n, e, s, w)


def rotate(face: Face, quarter_turns: int) -> Face:
    """The face turned clockwise ``quarter_turns`` times (one turn: the north triangle goes east)."""
    q = quarter_turns % 4
    return face[4 - q :] + face[: 4 - q]  # type: ignore[return-value]


def pieces(face: Face) -> tuple[tuple[int, ...], ...]:
    """The pieces of a face: groups of directions whose triangles are joined (same terrain, touching).

    Opposite triangles are joined only through a touching triangle of the same terrain. Each group
    is sorted; groups come in the order of their first direction.
    """
    group = [0, 1, 2, 3]
    for d in range(4):
        nxt = (d + 1) % 4
        if face[d] == face[nxt]:
            old, new = group[nxt], group[d]
            group = [new if g == old else g for g in group]
    found: dict[int, list[int]] = {}
    for d in range(4):
        found.setdefault(group[d], []).append(d)
    return tuple(tuple(ds) for ds in found.values())


def edge_mismatch(face: Face, neighbour: Face, direction: int) -> tuple[int, int, int] | None:
    """``face`` placed with ``neighbour`` on its ``direction`` side: None when the shared edge's two
    triangles have the same terrain, else ``(direction, terrain of face, terrain of neighbour)``."""
    mine, theirs = face[direction], neighbour[OPPOSITE[direction]]
    return None if mine == theirs else (direction, mine, theirs)


def mismatch_text(mismatch: tuple[int, int, int]) -> str:
    """``"the west edge: forest against red sheep"``."""
    direction, mine, theirs = mismatch
    edge = DIRECTION_NAMES[direction]
    return f"the {edge} edge: {TERRAIN_NAMES[mine]} against {TERRAIN_NAMES[theirs]}"


# --- the tiles ------------------------------------------------------------------------------------

# The spec's table: 15 base tiles, faces (N, E, S, W); 0..3 are the colours c0..c3, V and F terrains.
_V, _F = "V", "F"
BASE_TILES = (
    ((0, 0, 0, 0), (1, 1, 2, 2)),
    ((0, 0, 1, 1), (2, 2, 3, 3)),
    ((0, 1, 0, 1), (0, 0, 0, 2)),
    ((0, 0, 0, 1), (1, 1, 1, 3)),
    ((0, 0, 1, 2), (3, 3, 0, 0)),
    ((_V, _V, 0, 0), (_F, _F, 1, 1)),
    ((_V, 0, 0, 0), (_F, 2, 2, 2)),
    ((_V, _V, _V, 0), (_F, _F, _F, 3)),
    ((_V, 0, _V, 1), (_F, 0, 0, 1)),
    ((_V, _V, 0, 1), (2, 2, 3, 0)),
    ((_F, _F, 0, 0), (1, 2, 1, 2)),
    ((_F, 0, 0, 0), (_V, 1, 1, 1)),
    ((_F, 0, _F, 0), (_V, _V, 2, 2)),
    ((0, 0, 1, 1), (_F, _F, 2, 3)),
    ((_V, 0, 0, 1), (3, 3, 3, 3)),
)


def _coloured(base: tuple, shift: int) -> Face:
    """A base face with colour ``ci`` taken as ``COLOURS[(i + shift) % 4]``."""
    n, e, s, w = (
        TERRAIN_LETTERS.index(t) if isinstance(t, str) else COLOURS[(t + shift) % 4] for t in base
    )
    return (n, e, s, w)


def _all(terrain: int) -> Face:
    return (terrain, terrain, terrain, terrain)


VILLAGE_TILE: Tile = ("V", _all(VILLAGE), _all(VILLAGE), VILLAGE_SQUARE)
QUESTION_TILES: tuple[Tile, ...] = tuple(
    (f"Q-{TERRAIN_LETTERS[c]}", None, _all(c), QUESTION) for c in COLOURS
)
MARKERS: tuple[Tile, ...] = tuple((f"M-{TERRAIN_LETTERS[c]}", None, None, MARKER) for c in COLOURS)
WOLF_TILES: tuple[Tile, ...] = tuple(
    (f"W-{TERRAIN_LETTERS[c]}", _all(FOREST), _all(c), WOLF) for c in COLOURS
)
HUNTER_TILES: tuple[Tile, ...] = tuple(
    (f"H-{TERRAIN_LETTERS[c]}", _all(FOREST), _all(c), HUNTER) for c in COLOURS
)
LANDSCAPE_TILES: tuple[Tile, ...] = tuple(
    (f"L{n}{TERRAIN_LETTERS[COLOURS[shift]]}", _coloured(a, shift), _coloured(b, shift), LANDSCAPE)
    for n, (a, b) in enumerate(BASE_TILES, 1)
    for shift in range(4)
)
BAG_TILES: tuple[Tile, ...] = LANDSCAPE_TILES + WOLF_TILES + HUNTER_TILES
ALL_TILES: tuple[Tile, ...] = (VILLAGE_TILE,) + QUESTION_TILES + MARKERS + BAG_TILES
TILE_BY_ID = {tile[0]: tile for tile in ALL_TILES}


def tile_text(tile: Tile) -> str:
    return tile[0]


def parse_tile(text: str) -> Tile:
    tile = TILE_BY_ID.get(text)
    if tile is None:
        raise NotAMove(
            f"{quoted(text)} is no tile (V, Q-K, M-K, W-K, H-K, L1K .. L15B; colours K Y R B)",
            "malformed",
            text=text,
        )
    return tile


def figure(tile: Tile, side: int) -> str | None:
    """``"wolf"`` or ``"hunter"`` for the figure face (A) of a wolf or hunter tile, else None."""
    return tile[3] if side == SIDE_A and tile[3] in (WOLF, HUNTER) else None


def oriented(tile: Tile, side: int, rotation: int) -> Face:
    """The face a tile shows when played on ``side`` (0 = A, 1 = B) turned ``rotation`` times."""
    face = tile[1 + side]
    if face is None:
        raise IllegalAction(
            f"face {SIDES[side]} of {tile[0]} is never played", "unplayable-face", tile=tile[0]
        )
    return rotate(face, rotation)  # type: ignore[arg-type]  # a tile's [1 + side] is a face


def terrain_counts(tiles: tuple[Tile, ...] = LANDSCAPE_TILES) -> tuple[int, ...]:
    """Triangles of each terrain (indexed by terrain) over both faces of ``tiles``."""
    counts = [0] * len(TERRAIN_LETTERS)
    for tile in tiles:
        for face in tile[1:3]:
            for t in face or ():
                counts[t] += 1
    return tuple(counts)

"""La Guerre des Moutons: the actions and their text forms (records, links, ``data-action``).

``play:L3K/B2@1:-1``   play tile ``L3K`` on face B turned 2 quarter turns onto cell ``1:-1`` (a wolf
                       or hunter tile on face A is its figure: ``play:W-K/A0@2:0``);
``reveal:K@1:0``       reveal your colour K: play your "?" tile by its shepherd face onto ``1:0``;
``cover:H-R@2:0``      lay hunter ``H-R`` on top of the uncovered wolf on ``2:0``;
``done``               end your reactions (or, in your turn or after a reveal, pass when no tile fits);
``stop``               stop (abandon) in your turn, keeping your tiles.

A face that looks the same under several rotations is written with the smallest of them (a wolf
face is always ``/A0``), so one placement has one text.
"""

from __future__ import annotations

from ..core import IllegalAction, NotAMove, quoted
from .table import Cell, cell_text, parse_cell
from .tiles import COLOURS, SIDES, TERRAIN_LETTERS, TILE_BY_ID, parse_tile, rotate


def _canonical_rotations() -> dict[tuple[str, int, int], int]:
    found = {}
    for tile_id, tile in TILE_BY_ID.items():
        for side in (0, 1):
            face = tile[1 + side]
            if face is None:  # a hidden face: each of its turns is written as it is
                turns: list = list(range(4))
            else:
                turns = [rotate(face, rotation) for rotation in range(4)]  # type: ignore[arg-type]  # a tile's [1 + side] is a face
            for rotation, turned in enumerate(turns):
                found[(tile_id, side, rotation)] = turns.index(turned)
    return found


CANONICAL = _canonical_rotations()


class Action(tuple):
    """``(verb, tile id, side, rotation, cell)``; verbs play reveal cover done stop."""

    __slots__ = ()

    def __new__(cls, verb: str, tile: str = "", side: int = 0, rotation: int = 0, cell: Cell = (0, 0)) -> Action:
        if verb == "play":
            rotation = CANONICAL[(tile, side, rotation % 4)]
        return tuple.__new__(cls, (verb, tile, side, rotation, cell))

    verb = property(lambda self: self[0])
    tile = property(lambda self: self[1])
    side = property(lambda self: self[2])
    rotation = property(lambda self: self[3])
    cell = property(lambda self: self[4])

    def __str__(self) -> str:
        verb, tile, side, rotation, cell = self
        if verb == "play":
            return f"play:{tile}/{SIDES[side]}{rotation}@{cell_text(cell)}"
        if verb == "reveal":
            return f"reveal:{tile[2]}@{cell_text(cell)}"
        if verb == "cover":
            return f"cover:{tile}@{cell_text(cell)}"
        return verb

    def __repr__(self) -> str:
        return f"Action({self})"


DONE = Action("done")
STOP = Action("stop")


def play(tile: str, side: int, rotation: int, cell: Cell) -> Action:
    return Action("play", tile, side, rotation, cell)


def reveal(colour: int, cell: Cell) -> Action:
    return Action("reveal", f"Q-{TERRAIN_LETTERS[colour]}", 1, 0, cell)


def cover(hunter: str, cell: Cell) -> Action:
    return Action("cover", hunter, 0, 0, cell)


def _malformed(text: str, expected: str = "") -> NotAMove:
    hint = f" (expected {expected})" if expected else ""
    return NotAMove(f"{quoted(text)} is not a move of La Guerre des Moutons{hint}", "malformed", text=text)


def parse_action(text: str) -> Action:
    if not isinstance(text, str):
        raise NotAMove(f"{quoted(text)} is not a move", "malformed", text=str(text))
    text = text.strip()
    if text in ("done", "stop"):
        return Action(text)
    verb, colon, rest = text.partition(":")
    what, at, where = rest.partition("@")
    if not colon or not at:
        raise _malformed(text)
    cell = parse_cell(where)
    if verb == "play":
        tile_text, slash, placing = what.partition("/")
        if not slash or len(placing) != 2 or placing[0] not in SIDES or placing[1] not in "0123":
            raise _malformed(text, "play:L3K/B2@1:-1")
        tile = parse_tile(tile_text)
        return play(tile[0], SIDES.index(placing[0]), int(placing[1]), cell)
    if verb == "reveal":
        if len(what) != 1 or what not in TERRAIN_LETTERS or TERRAIN_LETTERS.index(what) not in COLOURS:
            raise _malformed(text, "reveal:K@1:0, a colour among K Y R B")
        return reveal(TERRAIN_LETTERS.index(what), cell)
    if verb == "cover":
        tile = parse_tile(what)
        return cover(tile[0], cell)
    raise _malformed(text)

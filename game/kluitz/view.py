"""The shape of a Kluitz view (``KluitzState.view(seat)``), for the type checker.

Every seat sees the same (face-down tiles are hidden from all); only ``seat`` and ``legal`` differ.
The screen (``web/kluitz/``) reads views through these types, so a key read wrong is a type error;
``tests/test_view_types.py`` checks real views against them. A fixed-length row is declared as a
tuple: JSON has no tuples, so the engine gives a list, which the type checker cannot describe place
by place.

Only the type checker and the tests import this module (the rules import it under
``TYPE_CHECKING``), so the browser never loads it.
"""

from typing import Literal, TypedDict

# whose task it is: the shepherd's fences, the sheep player's turning, the ram's fence to take away,
# the shepherd tile's fence, two tiles shown (the sheep player ends the turn), the end
Phase = Literal["fencing", "turning", "ram", "shepherd-tile", "shown", "over"]


class KluitzOptions(TypedDict):
    first: int  # the shepherd of round 1 (never "random" once dealt)
    assisted_memory: bool  # the screen marks the tiles already seen


class KluitzResult(TypedDict):
    """A round that is over."""

    shepherd: int | None  # None: solo
    sheep: int
    taken: list[str]  # the kinds the sheep player took
    enclosed_tiles: list[str]  # the cells of the tiles left inside the fences
    enclosed: list[str]  # the enclosed cells
    left: list[str]  # the cells of every tile left on the field
    fences: list[str]  # the edges with a fence ("a1n")
    sheep_points: int
    shepherd_points: int


# a tile taken away this round: its cell, its kind and (solo) the side of its flower, or None
Removed = tuple[str, str, str | None]


class KluitzView(TypedDict):
    game: str  # "kluitz"
    seat: int | None  # None for the spectator
    players: int  # 1 (solo) or 2
    options: KluitzOptions
    round: int  # 0 or 1
    round_moves: int  # moves made this round
    shepherd: int | None  # this round's shepherd (None: solo)
    sheep: int  # this round's sheep player
    to_move: int | None
    phase: Phase  # "fencing", "turning", "ram" (take a fence away), "shepherd-tile", "shown" (a pair up), "over"
    placed: int  # fences placed so far in this shepherd turn
    supply: int  # fences left
    fences: list[str]  # the edges with a fence ("a1n")
    field: list[str]  # per cell: "" no tile, "?" face down, else the kind face up
    flowers: dict[str, str]  # solo: cell -> the side ("n", "e", "s", "w") of a face-up tile's flower
    seen: list[str]  # the cells of the tiles shown at least once this round
    enclosed: list[str]  # the enclosed cells
    this_turn: list[str]  # the cells of the sheep turned up this sheep turn
    end_phase: bool  # few open tiles are left: face-up pairs are taken at once
    last_turn: bool  # the shepherd's last turn of the round
    taken: list[str]  # the kinds the sheep player took this round
    removed: list[Removed]  # the tiles taken away this round: (cell, kind, flower side or None)
    results: list[KluitzResult]  # the rounds already over
    round_points: list[int]  # per seat
    scores: list[int]  # per seat
    last: list[str]  # what the last move did, in words the screen translates ("turned", "a1", "shy")
    history: list[str]  # every move's text
    over: bool
    won: bool | None  # solo: whether the field was emptied (None while playing, and for two)
    winners: list[int]
    legal: list[str]  # empty unless the seat is to move

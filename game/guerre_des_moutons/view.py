"""The shape of a view of La Guerre des Moutons (``GuerreState.view(seat)``), for the type checker.

A player's own seat sees its hand and its secret colours; another seat and the spectator see
``None`` there and an empty ``legal``; everyone sees every colour once the game is over. The screen
(``web/guerre_des_moutons/``) reads views through these types, so a key read wrong is a type error;
``tests/test_view_types.py`` checks real views against them. A fixed-length row is declared as a
tuple: JSON has no tuples, so the engine gives a list, which the type checker cannot describe place
by place.

Only the type checker and the tests import this module (the state imports it under
``TYPE_CHECKING``), so the browser never loads it.
"""

from typing import Literal, NotRequired, TypedDict

# a reaction window (anyone may lay a wolf or a hunter), the extra tile, a regular turn, the end
Phase = Literal["react", "extra", "turn", "over"]
EventKind = Literal["play", "reveal", "cover", "done", "stop", "pass", "no-extra", "finish", "over"]


class GuerreOptions(TypedDict):
    bicolour: bool


class GuerreEvent(TypedDict):
    """One line of the log. Every event has the first four keys; a tile laid (``play``, ``reveal``,
    ``cover``) has the next five, and ``finish`` has ``bonus``."""

    move: int  # the number of the move that made it (1 for the first)
    turn: int
    seat: int  # who acted (-1 for the end of the game)
    what: EventKind
    tile: NotRequired[str]  # the tile's id ("L10B")
    side: NotRequired[str]  # "A" or "B"
    rotation: NotRequired[int]
    cell: NotRequired[str]  # "x:y"
    drew: NotRequired[int]  # tiles drawn after it
    bonus: NotRequired[int]  # the points for finishing


# a tile on the table: its cell ("x:y"), its id, its side ("A" or "B"), its rotation, the seat that
# laid it (None: the start tile), the figure on top ("wolf", "hunter", "covered": a wolf under a
# hunter) and the hunter tile laid over a wolf
TableTile = tuple[str, str, str, int, int | None, str | None, str | None]


class GuerreView(TypedDict):
    game: str  # "guerre-des-moutons"
    seat: int | None  # None for the spectator
    players: int
    options: GuerreOptions
    to_move: int | None
    phase: Phase  # "turn", "react" (out of turn: a wolf, a hunter or the "?" tile), "extra" (the reveal's extra tile), "over"
    over: bool
    turn: int  # the turn's number
    turn_seat: int  # whose regular turn it is (or comes next, in a reaction window)
    queue: list[int]  # the seats still to be asked in this reaction window
    table: list[TableTile]  # in the order the tiles were laid
    hand: list[str] | None  # the seat's own tiles; None for another seat and the spectator
    hand_sizes: list[int]  # per seat
    bag: int  # tiles left in the bag
    colours: list[str] | None  # the seat's own colours ("B", "K", "R", "Y"); None likewise
    revealed: list[list[str]]  # per seat: the colours it has shown
    secret_left: list[int]  # per seat: its colours not shown yet
    colours_of: list[list[str]] | None  # per seat: its colours, once the game is over
    finished: list[int]  # the seats that played out their tiles, in that order
    stopped: list[int]  # the seats that stopped
    bonuses: list[int]  # per seat
    idle: int  # regular turns passed in a row with nothing laid
    log: list[GuerreEvent]  # the last events
    legal: list[str]  # empty unless the seat is to move
    scores: list[int] | None  # per seat, once the game is over
    winners: list[int]
    drawn_at: int  # moves up to the last draw or reveal: undo never goes back across it

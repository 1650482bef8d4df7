"""The shape of a Clustered view (``ClusteredState.view(seat)``), for the type checker.

A player's own seat sees its hand and its secret discards; another seat and the spectator see
``None`` there, and an empty ``legal``. The screen (``web/clustered/``) reads views through these
types, so a key read wrong is a type error; ``tests/test_view_types.py`` checks real views against
them. A fixed-length row is declared as a tuple: JSON has no tuples, so the engine gives a list,
which the type checker cannot describe place by place.

Only the type checker and the tests import this module (the rules import it under
``TYPE_CHECKING``), so the browser never loads it.
"""

from typing import Literal, TypedDict

Phase = Literal["opening", "play", "trim"]  # quick play discards at the start ("opening") and after a draw ("trim")


class ClusteredOptions(TypedDict):
    quick: bool
    speed: bool
    size: bool
    extra_joker: list[int]  # the seats given a third joker
    first: int  # the seat that started (never "random" once dealt)


class ClusteredSpeed(TypedDict):
    rectangle: int | None  # the seat that completed a 2x3 first (the speed bonus)
    line: int | None  # the seat that completed a line of 5 first


class ClusteredBonus(TypedDict, total=False):
    """A seat's bonus points, each present only when the seat earned it."""

    speed_rectangle: int
    speed_line: int
    size_rectangle: int
    size_line: int


class ClusteredSeatCount(TypedDict):
    rectangle: tuple[int, int, int, int] | None  # the counted rectangle: x, y, width, height
    rectangle_points: int
    lines: list[list[str]]  # each counted line's cells ("x:y")
    line_points: int
    longest: int
    bonus: ClusteredBonus
    total: int


class ClusteredBreakdown(TypedDict):
    seats: list[ClusteredSeatCount]
    total: list[int]  # per seat


# x, y, the card ("1ce"; the start card is "start"), and the seat that laid it (-1: a start card)
TableCard = tuple[int, int, str, int]
# per move: the seat that made it, whether it was a secret discard, and its text
# (another seat's secret discard reads "discard:?")
Move = tuple[int, bool, str]


class ClusteredView(TypedDict):
    game: str  # "clustered"
    seat: int | None  # None for the spectator
    players: int
    options: ClusteredOptions
    to_move: int | None
    phase: Phase  # "play"; quick play: "opening" and "trim", the discards
    owed: int  # discards the mover still owes (quick play)
    over: bool
    table: list[TableCard]  # the cards laid: (x, y, card, seat; -1 for a start card)
    hand_sizes: list[int]  # per seat
    deck_sizes: list[int]  # per seat
    shown_discards: list[list[str]]  # per seat: forced discards, which everyone saw
    secret_discard_counts: list[int]  # per seat
    last: list[str | None]  # per seat: the cell of its last card
    speed: ClusteredSpeed  # who first completed a 2x3 rectangle and a line of 5 (the speed bonus)
    history: list[Move]  # every move: (seat, a secret discard?, its text)
    breakdown: ClusteredBreakdown  # the scores in detail, per seat: rectangle, lines, bonuses
    winners: list[int]
    hand: list[str] | None  # the seat's own hand; None for another seat and the spectator
    secret_discards: list[str] | None  # the seat's own secret discards; None likewise
    legal: list[str]  # empty unless the seat is to move
    must_discard: bool  # quick play: the seat to move must discard first

"""The shape of a Troupeaux view (``TroupeauxState.view(seat)``), for the type checker.

A player's own seat sees its hand; another seat and the spectator see ``None`` there (the breeds
of both hands are public) and an empty ``legal``. The screen (``web/troupeaux/``) reads views
through these types, so a key read wrong is a type error; ``tests/test_view_types.py`` checks real
views against them. A fixed-length row is declared as a tuple: JSON has no tuples, so the engine
gives a list, which the type checker cannot describe place by place.

Only the type checker and the tests import this module (the rules import it under
``TYPE_CHECKING``), so the browser never loads it.
"""

from typing import Literal, NotRequired, TypedDict

Step = Literal["draw", "lay", "move", "after"]  # where the turn stands: what may still come
EventKind = Literal["draw", "last", "lay", "add", "move", "disperse", "glory", "dare", "end", "over"]


class TroupeauxOptions(TypedDict):
    show_arrival_counts: bool


class TroupeauxEvent(TypedDict):
    """One line of the log. Every event has the first four keys; the others come with some kinds:
    ``draw`` (breed, bonus), ``lay`` and ``add`` (cards, cell), ``move`` (cell, to, size),
    ``disperse`` (cell, cards, why), ``glory`` (n), ``dare`` (cell, to), ``end`` (idle),
    ``over`` (why)."""

    turn: int
    move: int  # the number of the move that made it (1 for the first)
    seat: int | None  # who acted (None for the end of the game)
    what: EventKind
    breed: NotRequired[str]  # a breed's letter: "G", "T", "R" or "D"
    bonus: NotRequired[bool]  # a bonus draw (Glorieux)
    cards: NotRequired[list[str]]
    cell: NotRequired[str]
    to: NotRequired[str]  # a cell's name, or "arrival"
    size: NotRequired[int]
    n: NotRequired[int]
    idle: NotRequired[bool]  # a turn ended without acting
    # why a herd dispersed ("rapides", "breaks", "merge", "clash", "dare", "dared") or the game
    # ended ("last-card", "idle")
    why: NotRequired[str]


# a herd on the path: its cell, its owner's seat and its cards
Herd = tuple[str, int, list[str]]


class TroupeauxView(TypedDict):
    game: str  # "troupeaux"
    seat: int | None  # None for the spectator
    players: int  # 2
    options: TroupeauxOptions
    to_move: int | None
    over: bool
    turn: int  # the turn's number
    step: Step  # where the turn stands: "draw", "lay", "move", "after"
    draws_left: int  # the cards the mover may still draw this turn
    bonus_left: int  # Glorieux's bonus draws left
    final: bool  # a pen is empty: this is the last turn
    acted: bool  # the mover has done something this turn
    idle: int  # turns ended in a row without acting
    piles: list[list[int]]  # per seat, per breed: the cards left in the pen's pile
    hand: list[str] | None  # the seat's own hand; None for another seat and the spectator
    hand_breeds: list[list[str]]  # per seat: the breeds of its hand, in order
    herds: list[Herd]  # the herds on the path: (cell, the owner's seat, its cards)
    arrival_stack: list[int]  # per seat: the layers of its arrival pile
    arrival_counts: list[int] | None  # per seat: cards that arrived (None unless shown)
    log: list[TroupeauxEvent]  # this turn's and the last turn's events
    legal: list[str]  # empty unless the seat is to move
    winners: list[int]

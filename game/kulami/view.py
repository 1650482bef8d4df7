"""The shape of a Kulami view (``KulamiState.view(seat)``), for the type checker.

Kulami hides nothing: every seat and the spectator get the same keys. The screen
(``web/kulami/``) reads views through these types, so a key read wrong is a type error; the engine
builds them through the same types, and ``tests/test_view_types.py`` checks real views against them.

Only the type checker and the tests import this module (the rules import it under
``TYPE_CHECKING``), so the browser never loads it.
"""

from typing import Literal, NotRequired, TypedDict

Colour = Literal["red", "black"]


class KulamiOptions(TypedDict):
    first: Colour  # the colour that actually started (never "random" once dealt)
    zones: bool
    chains: bool


class KulamiZones(TypedDict):
    largest: list[int]  # per seat: its largest zone of marbles side by side
    bonus: list[int]  # per seat


class KulamiChains(TypedDict):
    chains: list[list[int]]  # per seat: the lengths of its chains of 5 or more
    sums: list[int]  # per seat
    bonus: list[int]  # per seat


class KulamiBreakdown(TypedDict):
    plates: list[int]  # per seat: the holes of the plates it holds
    plate_owners: list[int]  # per plate: the seat with a majority on it, or -1
    total: list[int]  # per seat
    zones: NotRequired[KulamiZones]  # only with the zones option
    chains: NotRequired[KulamiChains]  # only with the chains option


class KulamiView(TypedDict):
    game: str  # "kulami"
    seat: int | None
    colours: list[Colour]  # per seat
    options: KulamiOptions
    plates: list[list[str]]  # each plate's holes, by name ("d4")
    marbles: dict[str, int]  # hole name -> the seat whose marble is on it
    last: str | None  # the hole of the last marble
    previous: str | None  # the hole of the one before it
    forbidden_plates: list[int]  # the plates of those two marbles (indexes into plates)
    mover: int  # the seat whose turn it is, even once no hole is left to it
    to_move: int | None
    legal: list[str]
    left: list[int]  # per seat: marbles not yet placed
    placed: int  # marbles on the board so far
    breakdown: KulamiBreakdown  # the scores in detail: the plates held, zones and chains
    scores: list[int]
    over: bool
    winners: list[int]

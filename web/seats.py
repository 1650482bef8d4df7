"""Who sits where, in words, and reading a setup form: shared by every game's table module."""

from __future__ import annotations

from typing import Any

from .i18n import Name

LEVELS = ("easy", "medium", "hard")  # the computer's levels a setup form offers (game.ai.LEVELS)
SEAT_KINDS = ("off", "human", *(f"ai-{level}" for level in LEVELS))  # a seat on a form for 3 or more


def chosen_seats(chosen: dict[str, str], default: list[str], kinds: tuple[str, ...] = SEAT_KINDS[1:]) -> list[str]:
    """The seats a setup form opens on: those of ``chosen`` (the last game's play route query), when
    each is one the form offers, else ``default``."""
    seats = [kind for kind in str(chosen.get("seats", "")).split(",") if kind]
    return seats if seats and all(kind in kinds for kind in seats) else list(default)


def chosen_on(chosen: dict[str, str], name: str) -> bool:
    """Whether the on/off setting ``name`` was on in ``chosen`` (a play route's "1")."""
    return chosen.get(name) == "1"


def seat_name(seat: int, seats: list[str], t: Any, short: bool = False) -> Name:
    """"You", "Computer (hard)" or "Player 2", for the seat kinds of a game (``human``, ``ai-<level>``;
    ``agent``: the agent lab's reader's own, as its review names it); several computers are numbered
    in seat order ("Computer 2 (medium)"). `short`: without the level ("Computer 2"), for a label on
    the board."""
    kind = seats[seat]
    if kind == "agent":
        return Name(t("seat.agent"))
    if kind.startswith("ai-"):
        level = t(f"level.{kind[3:]}")
        computers = [s for s, other in enumerate(seats) if other.startswith("ai-")]
        short_key = "_short" if short else ""
        if len(computers) > 1:
            return Name(t(f"seat.computer_n{short_key}", n=computers.index(seat) + 1, level=level))
        return Name(t(f"seat.computer{short_key}", level=level))
    if seats.count("human") == 1:
        return Name(t("seat.you"), you=True)
    return Name(t("seat.player", n=seat + 1))


def form_value(form: Any, selector: str, default: str) -> str:
    """The value of the form's field that ``selector`` finds, or ``default`` when there is none."""
    element = form.querySelector(selector)
    return str(element.value) if element else default


def form_checked(form: Any, name: str) -> bool:
    """Whether the form's checkbox ``name`` is ticked (False when there is none)."""
    element = form.querySelector(f"input[name={name}]")
    return bool(element and element.checked)


def form_switch(form: Any, name: str) -> str:
    """A checkbox as a route setting: "1" ticked, "0" not."""
    return "1" if form_checked(form, name) else "0"

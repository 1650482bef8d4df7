"""La Guerre des Moutons's setup form: up to four seats, each a person or a computer level (two
players at least), the two-colour option for two; and the play route's settings it makes."""

from __future__ import annotations

from typing import Any

from ..controls import fieldset, setup_form, switch
from ..markup import Markup, h
from ..seats import LEVELS, SEAT_KINDS, chosen_on, chosen_seats, form_switch, form_value
from .table import GAME_ID

DEFAULT_SEATS = ["human", "ai-medium", "ai-medium"]


def _seat_row(seat: int, t: Any, seats: list[str]) -> Markup:
    chosen = seats[seat] if seat < len(seats) else "off"
    kinds = SEAT_KINDS if seat >= 2 else SEAT_KINDS[1:]  # two players at least
    options = [h("option", {"value": kind, "selected": kind == chosen}, t(f"gdm.setup.kind.{kind}")) for kind in kinds]
    return h("div", {"class": "seat-row", "data-seat-row": seat},
             h("label", {"class": "field"}, h("span", {}, t("seat.player", n=seat + 1)),
               h("select", {"name": f"seat-{seat}"}, *options)))  # fmt: skip


def form(t: Any, shared: Any = "", chosen: dict[str, str] | None = None, lead: Any = "") -> Markup:
    """The setup form, open on ``chosen`` (the last game's settings); ``shared`` is the app's settings
    common to every game, shown before the buttons; ``lead``, what the screen says first, under the title."""
    chosen = chosen or {}
    seats = chosen_seats(chosen, DEFAULT_SEATS)
    seats = seats if 2 <= len(seats) <= 4 else DEFAULT_SEATS
    return setup_form(
        GAME_ID, t("gdm.setup.title"), t("gdm.setup.start"), t, shared, lead,
        h("fieldset", {"class": "seats"}, h("legend", {}, t("gdm.setup.seats")),
          h("p", {"class": "note"}, t("gdm.setup.seats.note")),
          *[_seat_row(seat, t, seats) for seat in range(4)]),
        fieldset(t("gdm.setup.options"),
          switch("bicolour", t("gdm.option.bicolour"), t("gdm.option.bicolour.note"), chosen_on(chosen, "bicolour")),
          h("p", {"class": "note only-two"}, t("gdm.option.bicolour.only_two"))),
    )  # fmt: skip


def params(document: Any) -> dict[str, str]:
    """The play route's settings for what the setup form says."""
    form = document.getElementById("setup")
    seats = [kind for row in range(4) if (kind := form_value(form, f"select[name=seat-{row}]", "off")) in SEAT_KINDS[1:]]
    while len(seats) < 2:
        seats.append("ai-medium")
    return {"seats": ",".join(seats), "bicolour": form_switch(form, "bicolour") if len(seats) == 2 else "0"}

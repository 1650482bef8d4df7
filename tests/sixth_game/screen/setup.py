"""Four by Four's setup form: who sits at each colour, a person or a computer level; and the play
route's settings it makes."""

from __future__ import annotations

from typing import Any

from web.controls import fieldset, radio, setup_form
from web.markup import Markup
from web.seats import chosen_seats, form_value

from .table import GAME_ID, colour_name

DEFAULT_SEATS = ["human", "ai-easy"]
SEAT_KINDS = ("human", "ai-easy", "ai-medium", "ai-hard")


def kind_label(kind: str, t: Any) -> str:
    return t("four-by-four.setup.human") if kind == "human" else t("seat.computer", level=t(f"level.{kind[3:]}"))


def form(t: Any, shared: Any = "", chosen: dict[str, str] | None = None, lead: Any = "") -> Markup:
    """One choice per colour: a person or a computer level (two computers play on their own), open on
    ``chosen`` (the last game's settings)."""
    kinds = chosen_seats(chosen or {}, DEFAULT_SEATS, SEAT_KINDS)
    kinds = kinds if len(kinds) == 2 else DEFAULT_SEATS
    seats = [
        fieldset(t("four-by-four.setup.seat", colour=colour_name(seat, t)),
                 *[radio(f"seat{seat}", kind, kind_label(kind, t), kind == kinds[seat]) for kind in SEAT_KINDS])
        for seat in (0, 1)
    ]  # fmt: skip
    return setup_form(GAME_ID, t("four-by-four.setup.title"), t("four-by-four.setup.start"), t, shared, lead, *seats)


def params(document: Any) -> dict[str, str]:
    """The play route's settings for what the setup form says."""
    form = document.getElementById("setup")
    kinds = [form_value(form, f"input[name=seat{seat}]:checked", DEFAULT_SEATS[seat]) for seat in (0, 1)]
    return {"seats": ",".join(kinds)}

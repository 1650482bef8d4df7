"""Troupeaux's setup form: against the computer (its level, and the person's colour: Blue starts) or
a friend; the arrival piles' counts shown or not; and the play route's settings it makes."""

from __future__ import annotations

from typing import Any

from ..controls import fieldset, level_select, radio, setup_form, switch
from ..markup import Markup, h
from ..seats import LEVELS, chosen_on, chosen_seats, form_switch, form_value
from .table import GAME_ID

DEFAULT_SEATS = ["human", "ai-medium"]


def form(t: Any, shared: Any = "", chosen: dict[str, str] | None = None, lead: Any = "") -> Markup:
    """The setup form, open on ``chosen`` (the last game's settings); ``shared`` is the app's settings
    common to every game, shown before the buttons; ``lead``, what the screen says first, under the title."""
    chosen = chosen or {}
    seats = chosen_seats(chosen, DEFAULT_SEATS)
    mode = "friend" if seats == ["human", "human"] else "computer"
    colour = "red" if seats[0] != "human" else "blue"
    level = next((s for s in seats if s != "human"), "ai-medium")
    modes = [radio("mode", m, t(f"troupeaux.setup.mode.{m}"), m == mode) for m in ("computer", "friend")]
    colours = [radio("colour", c, t(f"troupeaux.setup.colour.{c}"), c == colour) for c in ("blue", "red")]
    counts = switch("show_arrival_counts", t("troupeaux.setup.counts"), t("troupeaux.setup.counts.note"),
                    chosen_on(chosen, "show_arrival_counts"))
    return setup_form(
        GAME_ID, t("troupeaux.setup.title"), t("troupeaux.setup.start"), t, shared, lead,
        fieldset(t("troupeaux.setup.mode"), *modes),
        level_select(t("troupeaux.setup.level"), t, LEVELS, level),
        fieldset(t("troupeaux.setup.colour"), *colours,
          h("p", {"class": "note"}, t("troupeaux.setup.colour.note"))),
        fieldset(t("troupeaux.setup.options"), counts),
    )  # fmt: skip


def params(document: Any) -> dict[str, str]:
    """The play route's settings for what the setup form says."""
    form = document.getElementById("setup")
    mode = form_value(form, "input[name=mode]:checked", "computer")
    level = form_value(form, "select[name=level]", "ai-medium")
    colour = form_value(form, "input[name=colour]:checked", "blue")
    params = {"show_arrival_counts": form_switch(form, "show_arrival_counts")}
    if mode == "friend":
        params["seats"] = "human,human"
    else:  # Blue (seat 0) starts
        params["seats"] = f"human,{level}" if colour == "blue" else f"{level},human"
    return params

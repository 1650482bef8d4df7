"""Kulami's setup form: the opponent (a computer level or a friend), the colour, who starts, the
layout of the plates, the scoring's extra points; and the play route's settings it makes."""

from __future__ import annotations

from typing import Any

from game.kulami import COLOURS, PRESETS

from ..controls import fieldset, radio, setup_form
from ..markup import Markup, h
from ..seats import LEVELS, chosen_on, chosen_seats, form_switch, form_value
from .table import GAME_ID

DEFAULT_SEATS = ["human", "ai-medium"]
LAYOUTS = (*PRESETS, "random-8x8", "random-irregular")


def form(t: Any, shared: Any = "", chosen: dict[str, str] | None = None, lead: Any = "") -> Markup:
    """The setup form, open on ``chosen`` (the last game's settings); ``shared`` is the app's settings
    common to every game, shown before the buttons; ``lead``, what the screen says first, under the title."""
    chosen = chosen or {}
    seats = chosen_seats(chosen, DEFAULT_SEATS)
    opponent = "human" if seats == ["human", "human"] else next((s for s in seats if s != "human"), "ai-medium")
    colour = COLOURS[1] if seats[0] != "human" else COLOURS[0]
    first, layout = chosen.get("first", "random"), chosen.get("layout", "classic")
    opponents = [radio("opponent", f"ai-{lvl}", t("kulami.setup.computer", level=t(f"level.{lvl}")), f"ai-{lvl}" == opponent) for lvl in LEVELS]
    opponents.append(radio("opponent", "human", t("kulami.setup.friend"), opponent == "human"))
    colours = [radio("colour", c, t(f"kulami.{c}"), c == colour) for c in COLOURS]
    firsts = [h("option", {"value": "random"}, t("kulami.setup.first.random"))] + [
        h("option", {"value": c, "selected": c == first}, t(f"kulami.{c}")) for c in COLOURS
    ]
    layouts = [h("option", {"value": name, "selected": name == layout}, t(f"kulami.layout.{name}")) for name in LAYOUTS]
    scoring = [
        h("label", {"class": "choice"}, h("input", {"type": "checkbox", "checked": True, "disabled": True}), h("span", {}, t("kulami.setup.plates"))),
        *[h("label", {"class": "choice"}, h("input", {"type": "checkbox", "name": name, "checked": chosen_on(chosen, name)}),
            h("span", {}, t(f"kulami.setup.{name}"))) for name in ("zones", "chains")],
    ]
    return setup_form(
        GAME_ID, t("kulami.setup.title"), t("kulami.setup.start"), t, shared, lead,
        fieldset(t("kulami.setup.opponent"), *opponents),
        fieldset(t("kulami.setup.colour"), *colours, h("p", {"class": "note"}, t("kulami.setup.colour.note"))),
        h("label", {"class": "field"}, h("span", {}, t("kulami.setup.first")), h("select", {"name": "first"}, *firsts)),
        h("label", {"class": "field"}, h("span", {}, t("kulami.setup.layout")), h("select", {"name": "layout"}, *layouts)),
        fieldset(t("kulami.setup.scoring"), *scoring),
    )  # fmt: skip


def params(document: Any) -> dict[str, str]:
    """The play route's settings for what the setup form says."""
    form = document.getElementById("setup")

    def value(selector: str, default: str) -> str:
        return form_value(form, selector, default)

    opponent = value("input[name=opponent]:checked", "ai-medium")
    colour = value("input[name=colour]:checked", "red")
    if opponent == "human":
        seats = ["human", "human"]
    else:
        seats = ["human", opponent] if colour == "red" else [opponent, "human"]
    params = {
        "seats": ",".join(seats),
        "layout": value("select[name=layout]", "classic"),
        "first": value("select[name=first]", "random"),
        "zones": form_switch(form, "zones"),
        "chains": form_switch(form, "chains"),
    }
    return params

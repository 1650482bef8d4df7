"""The Kluitz's setup form: against the computer (its level, and whether the person is the sheep or
the shepherd first), a friend or alone; the assisted memory; and the play route's settings it makes."""

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
    mode = {1: "solo"}.get(len(seats), "friend" if seats == ["human", "human"] else "computer")
    level = seats[1] if mode == "computer" and seats[0] == "human" else "ai-medium"
    role = "shepherd" if mode == "computer" and chosen.get("first") == "0" else "sheep"  # "first": round 1's shepherd
    modes = [radio("mode", m, t(f"kluitz.setup.mode.{m}"), m == mode) for m in ("computer", "friend", "solo")]
    roles = [radio("role", r, t(f"kluitz.setup.role.{r}"), r == role) for r in ("sheep", "shepherd")]
    memory = switch("assisted_memory", t("kluitz.setup.memory"), t("kluitz.setup.memory.note"), chosen_on(chosen, "assisted_memory"))
    return setup_form(
        GAME_ID, t("kluitz.setup.title"), t("kluitz.setup.start"), t, shared, lead,
        fieldset(t("kluitz.setup.mode"), *modes),
        level_select(t("kluitz.setup.level"), t, LEVELS, level),
        fieldset(t("kluitz.setup.role"), *roles, h("p", {"class": "note"}, t("kluitz.setup.role.note"))),
        fieldset(t("kluitz.setup.options"), memory),
    )  # fmt: skip


def params(document: Any) -> dict[str, str]:
    """The play route's settings for what the setup form says."""
    form = document.getElementById("setup")
    mode = form_value(form, "input[name=mode]:checked", "computer")
    level = form_value(form, "select[name=level]", "ai-medium")
    role = form_value(form, "input[name=role]:checked", "sheep")
    params = {"assisted_memory": form_switch(form, "assisted_memory")}
    if mode == "solo":
        params["seats"] = "human"
    elif mode == "friend":
        params.update(seats="human,human", first="0")
    else:  # the person is seat 0; "first" is the shepherd of round 1
        params.update(seats=f"human,{level}", first="0" if role == "shepherd" else "1")
    return params

"""Troupeaux's setup form: against the computer (its level, and the person's colour: Blue starts) or
a friend; the arrival piles' counts shown or not; and the play route's settings it makes."""

from __future__ import annotations

from typing import Any

from ..controls import fieldset, level_select, radio, setup_form, switch
from ..markup import Markup, h
from ..seats import LEVELS, form_switch, form_value
from .table import GAME_ID

DEFAULT_SEATS = ["human", "ai-medium"]


def form(t: Any, shared: Any = "") -> Markup:
    """The setup form; ``shared`` is the app's settings common to every game, shown before the buttons."""
    modes = [radio("mode", m, t(f"troupeaux.setup.mode.{m}"), m == "computer") for m in ("computer", "friend")]
    colours = [radio("colour", c, t(f"troupeaux.setup.colour.{c}"), c == "blue") for c in ("blue", "red")]
    counts = switch("show_arrival_counts", t("troupeaux.setup.counts"), t("troupeaux.setup.counts.note"))
    return setup_form(
        GAME_ID, t("troupeaux.setup.title"), t("troupeaux.setup.start"), t, shared,
        fieldset(t("troupeaux.setup.mode"), *modes),
        level_select(t("troupeaux.setup.level"), t, LEVELS),
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

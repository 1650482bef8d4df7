"""Clustered's setup form: the seats in use, each with its colour and mark, who sits there and a 3rd
joker, buttons for a seat more or less (``command``), the options, who starts; and the play route's
settings it makes."""

from __future__ import annotations

from typing import Any

from game import core

from ..controls import fieldset, setup_form, switch
from ..markup import Markup, h
from ..seats import LEVELS, SEAT_KINDS, chosen_on, chosen_seats, form_checked, form_switch, form_value
from .cards import mark_svg, seat_mark_name
from .table import GAME_ID, colour_name

DEFAULT_SEATS = ["human", "ai-medium"]
NEW_SEAT = "ai-medium"  # who sits on a seat added on the form


def _seat_row(seat: int, t: Any, kind: str = "", joker: bool = False) -> Markup:
    """One seat of the form: its colour and mark, who sits there (a person or the computer), a 3rd joker."""
    chosen = kind or (DEFAULT_SEATS[seat] if seat < len(DEFAULT_SEATS) else NEW_SEAT)
    options = [h("option", {"value": k, "selected": k == chosen}, t(f"clustered.setup.kind.{k}")) for k in SEAT_KINDS if k != "off"]
    label = t("clustered.setup.seat", n=seat + 1, colour=colour_name(seat, t), mark=seat_mark_name(seat, t.language))
    return h(
        "div", {"class": "seat-row", "data-seat-row": seat},
        h("svg", {"class": "swatch", "viewBox": "0 0 20 20", "aria-hidden": "true"}, mark_svg(seat, 10, 10, 18)),
        h("label", {"class": "field"}, h("span", {}, label), h("select", {"name": f"seat-{seat}"}, *options)),
        h("label", {"class": "choice"}, h("input", {"type": "checkbox", "name": f"joker-{seat}", "checked": joker}),
          h("span", {}, t("clustered.setup.joker"))),
    )  # fmt: skip


def _first_option(seat: int, t: Any, chosen: bool = False) -> Markup:
    return h("option", {"value": seat, "selected": chosen}, t("clustered.setup.first.seat", n=seat + 1, colour=colour_name(seat, t)))


def _seat_buttons(count: int, t: Any) -> Markup:
    """A seat more (the next colour) or the last one less, within the game's limits; the count, read out."""
    low, high = _seat_limits()
    return h(
        "div", {"class": "actions seat-buttons"},
        h("button", {"type": "button", "class": "button", "data-cmd": "seat-add", "disabled": count >= high},
          t("clustered.setup.add")),
        h("button", {"type": "button", "class": "button", "data-cmd": "seat-remove", "disabled": count <= low},
          t("clustered.setup.remove")),
        h("span", {"class": "visually-hidden", "data-seat-count": count, "aria-live": "polite"},
          t("clustered.setup.count", n=count)),
    )  # fmt: skip


def _seat_limits() -> tuple[int, int]:
    entry = core.entry(GAME_ID)
    return entry.min_players, entry.max_players


def form(t: Any, shared: Any = "", chosen: dict[str, str] | None = None, lead: Any = "") -> Markup:
    """The setup form, open on ``chosen`` (the last game's settings); ``shared`` is the app's settings
    common to every game, shown before the buttons; ``lead``, what the screen says first, under the
    title. The seats in use only (``DEFAULT_SEATS`` at first; a solo game's one seat as the solo
    switch), and buttons to add or remove one."""
    chosen = chosen or {}
    seats = chosen_seats(chosen, DEFAULT_SEATS)
    solo = len(seats) == 1
    low, high = _seat_limits()
    seats = DEFAULT_SEATS if solo or not low <= len(seats) <= high else seats
    count = len(seats)
    jokers = str(chosen.get("extra_joker", "")).split(",")
    first = str(chosen.get("first", "random"))
    firsts = [h("option", {"value": "random"}, t("clustered.setup.first.random")),
              *[_first_option(s, t, str(s) == first) for s in range(count)]]
    return setup_form(
        GAME_ID, t("clustered.setup.title"), t("clustered.setup.start"), t, shared, lead,
        h("fieldset", {"class": "seats"}, h("legend", {}, t("clustered.setup.seats")),
          h("p", {"class": "note"}, t("clustered.setup.seats.note")),
          h("div", {"class": "seat-list"}, *[_seat_row(seat, t, kind, str(seat) in jokers) for seat, kind in enumerate(seats)]),
          _seat_buttons(count, t)),
        fieldset(t("clustered.setup.options"),
          switch("solo", t("clustered.option.solo"), t("clustered.option.solo.note"), solo),
          *[switch(name, t(f"clustered.option.{name}"), t(f"clustered.option.{name}.note"), chosen_on(chosen, name))
            for name in ("quick", "speed", "size")]),
        h("label", {"class": "field"}, h("span", {}, t("clustered.setup.first")), h("select", {"name": "first"}, *firsts)),
    )  # fmt: skip


def command(name: str, target: Any, document: Any, t: Any) -> None:
    """The setup form's seat buttons: ``seat-add`` seats one more (the next colour, the computer at
    first), ``seat-remove`` takes the last seat away; "who starts" offers the seats in use."""
    form = document.getElementById("setup")
    count = form.querySelectorAll("[data-seat-row]").length
    low, high = _seat_limits()
    first = form.querySelector("select[name=first]")
    if name == "seat-add" and count < high:
        form.querySelector(".seat-list").insertAdjacentHTML("beforeend", str(_seat_row(count, t, NEW_SEAT)))
        first.insertAdjacentHTML("beforeend", str(_first_option(count, t)))
        count += 1
    elif name == "seat-remove" and count > low:
        count -= 1
        form.querySelector(f'[data-seat-row="{count}"]').remove()
        if str(first.value) == str(count):
            first.value = "random"
        first.querySelector(f'option[value="{count}"]').remove()
    else:
        return
    add, remove = form.querySelector('[data-cmd="seat-add"]'), form.querySelector('[data-cmd="seat-remove"]')
    add.disabled, remove.disabled = count >= high, count <= low
    said = form.querySelector("[data-seat-count]")
    said.setAttribute("data-seat-count", count)
    said.textContent = t("clustered.setup.count", n=count)
    if target.disabled:  # the last seat there may be added or removed: the focus goes to the other button
        (remove if name == "seat-add" else add).focus()


def params(document: Any) -> dict[str, str]:
    """The play route's settings for what the setup form says."""
    form = document.getElementById("setup")

    def value(selector: str, default: str) -> str:
        return form_value(form, selector, default)

    seats: list[str] = []
    jokers: list[int] = []
    order: dict[int, int] = {}  # a row of the form -> its seat in the game
    for row in range(8):
        kind = value(f"select[name=seat-{row}]", "off")
        if kind == "off" or kind not in SEAT_KINDS:
            continue
        order[row] = len(seats)
        if form_checked(form, f"joker-{row}"):
            jokers.append(len(seats))
        seats.append(kind)
    if form_checked(form, "solo") or not seats:
        seats, jokers = ["human"], [0] if jokers[:1] == [0] else []
    first = value("select[name=first]", "random")
    params = {
        "seats": ",".join(seats),
        "quick": form_switch(form, "quick"),
        "speed": form_switch(form, "speed"),
        "size": form_switch(form, "size"),
        "extra_joker": ",".join(map(str, jokers)),
        "first": str(order[int(first)]) if first.isdigit() and int(first) in order and len(seats) > 1 else "random",
    }
    return params

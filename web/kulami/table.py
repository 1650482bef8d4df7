"""Kulami at the table: the board as SVG, the players, the end screen (the setup form: setup.py).

Everything drawn comes from the engine's view; a playable hole carries ``data-action="<hole>"``
and an unplayable one ``data-refuse="<hole>"`` so that a click on it explains the rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.kulami import COLOURS, SIZE, hole_cell, hole_name

from ..controls import board_area, end_screen, score_head, table_section
from ..markup import Markup, h, join
from ..motion import piece
from ..seats import seat_name

if TYPE_CHECKING:
    from game.kulami.view import KulamiView

GAME_ID = "kulami"
UNIT = 10  # one hole's square in SVG units
MARGIN = 5  # room for the coordinates (narrow: 8 holes stay 44 px wide on a 390 px phone)


def colour_name(seat: int, t: Any) -> str:
    return t(f"kulami.{COLOURS[seat]}")


# --- the table ------------------------------------------------------------------------------------


def table_screen(t: Any) -> Markup:
    return table_section(
        GAME_ID, "kulami", t,
        board_area("board"),
    )  # fmt: skip


def table_parts(view: KulamiView, session: Any, t: Any, playable: bool = True) -> dict[str, Any]:
    """The parts of the table to redraw after a change: markup or plain text, by element id.

    ``playable`` is False while stepping through the game: the board then offers no move.
    """
    return {
        "status": status_text(view, session, t),
        "players": players(view, session, t),
        "board": board(view, session, t, playable),
        "hint": hint_text(view, t),
        "end": end_panel(view, session, t) if view["over"] else Markup(""),
    }


def status_text(view: KulamiView, session: Any, t: Any) -> str:
    seats = session.seats
    if view["over"]:
        return t("end.title")
    mover = view["to_move"]
    assert mover is not None  # someone is to move until the game is over
    colour = colour_name(mover, t)
    if not session.is_human(mover):
        return t("play.thinking", who=f"{colour} · {seat_name(mover, seats, t)}")
    if seats.count("human") == 1:
        return t("play.your_turn", colour=colour)
    return t("play.to_play", who=seat_name(mover, seats, t), colour=colour)


def players(view: KulamiView, session: Any, t: Any) -> Markup:
    cards = []
    for seat, colour in enumerate(COLOURS):
        current = view["to_move"] == seat
        cards.append(h(
            "div", {"class": f"player {colour}" + (" to-move" if current else ""), "data-seat": seat,
                    "aria-current": "true" if current else None},
            h("svg", {"class": "swatch", "viewBox": "0 0 20 20", "aria-hidden": "true"}, marble_svg(10, 10, 8, seat)),
            h("div", {},
              h("strong", {}, colour_name(seat, t)), " · ", seat_name(seat, session.seats, t),
              h("div", {"class": "meta"},  # the points first: a short screen keeps one line of it
                h("span", {"data-score": seat}, t("kulami.points", n=view["breakdown"]["plates"][seat])), " · ",
                t("kulami.left", n=view["left"][seat]))),
        ))  # fmt: skip
    return join(*cards)


def hint_text(view: KulamiView, t: Any) -> str:
    if view["over"]:
        return ""
    if view["last"] is None:
        return t("kulami.hint.first")
    return t("kulami.hint.line", last=view["last"])


def marble_svg(x: float, y: float, r: float, seat: int) -> Markup:
    """A marble; red ones carry a ring inside so colour is not the only difference."""
    colour = COLOURS[seat]
    parts = [h("circle", {"class": f"marble {colour}", "cx": x, "cy": y, "r": r})]
    if colour == "red":
        parts.append(h("circle", {"class": "mark", "cx": x, "cy": y, "r": r * 0.45}))
    parts.append(h("circle", {"class": "shine", "cx": x - r * 0.35, "cy": y - r * 0.35, "r": r * 0.22}))
    return join(*parts)


def plate_words(view: KulamiView, cells: list[int], forbidden: bool, t: Any) -> str:
    """A plate in words, for each of its holes' names: "plate of 4 holes, c3 to d4: 2 red, 1 black"
    (and "forbidden plate" when the last two marbles' plates forbid it)."""
    names = [hole_name(cell) for cell in sorted(cells)]  # row by row: its first and last hole
    said = t("kulami.plate_of", n=len(cells), first=names[0], last=names[-1])
    marbles = [view["marbles"].get(name) for name in names]
    held = [t(f"kulami.plate.{COLOURS[seat]}", n=marbles.count(seat)) for seat in (0, 1) if seat in marbles]
    said = t("kulami.plate.held", plate=said, held=", ".join(held)) if held else said
    return said + (", " + t("kulami.forbidden") if forbidden else "")


def board(view: KulamiView, session: Any, t: Any, playable: bool = True) -> Markup:
    cells_of = [[hole_cell(n) for n in plate] for plate in view["plates"]]
    every = [c for plate in cells_of for c in plate]
    top, bottom = min(c // SIZE for c in every), max(c // SIZE for c in every)
    left, right = min(c % SIZE for c in every), max(c % SIZE for c in every)
    width, height = (right - left + 1) * UNIT, (bottom - top + 1) * UNIT

    def x(cell: int) -> float:
        return MARGIN + (cell % SIZE - left) * UNIT

    def y(cell: int) -> float:
        return MARGIN + (cell // SIZE - top) * UNIT

    layers: list[Any] = [h("defs", {}, h(
        "pattern", {"id": "hatch", "width": 3, "height": 3, "patternUnits": "userSpaceOnUse", "patternTransform": "rotate(45)"},
        h("rect", {"width": 3, "height": 3, "class": "hatch-bg"}), h("line", {"x1": 0, "y1": 0, "x2": 0, "y2": 3, "class": "hatch-line"}),
    ))]  # fmt: skip
    # the coordinates
    for col in range(left, right + 1):
        layers.append(h("text", {"class": "coord", "x": MARGIN + (col - left + 0.5) * UNIT, "y": MARGIN - 2}, "abcdefghij"[col]))
    for row in range(top, bottom + 1):
        layers.append(h("text", {"class": "coord", "x": MARGIN - 3.5, "y": MARGIN + (row - top + 0.5) * UNIT + 1.2}, row + 1))
    # the row and column of the last marble
    if view["last"] and not view["over"]:
        last = hole_cell(view["last"])
        layers.append(h("rect", {"class": "line-band", "x": MARGIN, "y": y(last), "width": width, "height": UNIT}))
        layers.append(h("rect", {"class": "line-band", "x": x(last), "y": MARGIN, "width": UNIT, "height": height}))
    # the plates
    owners = view["breakdown"]["plate_owners"]
    forbidden = set(view["forbidden_plates"]) if not view["over"] else set()
    for index, cells in enumerate(cells_of):
        px, py = min(x(c) for c in cells), min(y(c) for c in cells)
        pw, ph = max(x(c) for c in cells) + UNIT - px, max(y(c) for c in cells) + UNIT - py
        classes = ["plate"]
        if owners[index] >= 0:
            classes.append(f"owned-{COLOURS[owners[index]]}")
        if index in forbidden:
            classes.append("forbidden")
        layers.append(h("rect", {"class": " ".join(classes), "x": px + 0.5, "y": py + 0.5, "width": pw - 1, "height": ph - 1,
                                 "rx": 2, "data-plate": index}))  # fmt: skip
        if index in forbidden:
            layers.append(h("rect", {"class": "plate-hatch", "x": px + 0.5, "y": py + 0.5, "width": pw - 1, "height": ph - 1, "rx": 2}))
    # the holes and marbles, each named with its plate (a screen reader's way to see the plates)
    legal = set(view["legal"]) if playable and session.is_human(view["to_move"]) and not session.thinking else set()
    marbles = view["marbles"]
    plate_said: dict[int, str] = {}
    for index, cells in enumerate(cells_of):
        plate_said.update(dict.fromkeys(cells, plate_words(view, cells, index in forbidden, t)))
    for cell in sorted(every):
        name = f"{'abcdefghij'[cell % SIZE]}{cell // SIZE + 1}"
        cx, cy = x(cell) + UNIT / 2, y(cell) + UNIT / 2
        hit = h("rect", {"class": "hit", "x": x(cell), "y": y(cell), "width": UNIT, "height": UNIT})
        if name in marbles:
            seat = marbles[name]
            is_last = name == view["last"]
            label = t("kulami.marble.last" if is_last else "kulami.marble", colour=t(f"kulami.{COLOURS[seat]}.adj"), hole=name)
            ring = h("circle", {"class": "last-ring", "cx": cx, "cy": cy, "r": 4.4}) if is_last else ""
            prev = h("circle", {"class": "previous-ring", "cx": cx, "cy": cy, "r": 4.4}) if name == view["previous"] else ""
            layers.append(h("g", {"class": "cell", "data-refuse": name, "data-hole": name, "role": "button",
                                  "tabindex": -1, "aria-label": t("kulami.on_plate", hole=label, plate=plate_said[cell])},
                            hit, h("g", piece(f"marble-{name}"), marble_svg(cx, cy, 3.5, seat)), ring, prev))  # fmt: skip
        elif name in legal:
            layers.append(h("g", {"class": "cell playable", "data-action": name, "data-hole": name, "role": "button",
                                  "tabindex": -1, "aria-label": t("kulami.on_plate", hole=t("kulami.place", hole=name), plate=plate_said[cell])},
                            hit, h("circle", {"class": "hole legal", "cx": cx, "cy": cy, "r": 2.6})))  # fmt: skip
        else:
            layers.append(h("g", {"class": "cell", "data-refuse": name, "data-hole": name, "role": "button",
                                  "tabindex": -1, "aria-label": t("kulami.on_plate", hole=t("kulami.hole", hole=name), plate=plate_said[cell])},
                            hit, h("circle", {"class": "hole", "cx": cx, "cy": cy, "r": 2.2})))  # fmt: skip
    return h(
        "svg", {"viewBox": f"0 0 {width + MARGIN + 1} {height + MARGIN + 1}", "class": "kulami-board", "role": "group",
                "aria-label": t("kulami.board")},
        *layers,
    )  # fmt: skip


def end_panel(view: KulamiView, session: Any, t: Any) -> Markup:
    breakdown = view["breakdown"]
    total = breakdown["total"]
    winners = view["winners"]
    if len(winners) == 2:
        result = t("end.draw", a=total[0])
    else:
        winner = winners[0]
        a, b = total[winner], total[1 - winner]
        if session.seats.count("human") == 1 and session.is_human(winner):
            result = t("end.you_win", a=a, b=b)
        else:
            result = t("end.wins", who=f"{colour_name(winner, t)} · {seat_name(winner, session.seats, t)}", a=a, b=b)
    rows = [h("tr", {}, h("th", {}, t("kulami.end.plates")), *[h("td", {}, p) for p in breakdown["plates"]])]
    if "zones" in breakdown:
        zones = breakdown["zones"]
        label = t("kulami.end.zones", a=zones["largest"][0], b=zones["largest"][1])
        rows.append(h("tr", {}, h("th", {}, label), *[h("td", {}, f"+{b}") for b in zones["bonus"]]))
    if "chains" in breakdown:
        found = breakdown["chains"]
        label = t("kulami.end.chains", a=found["sums"][0], b=found["sums"][1])
        rows.append(h("tr", {}, h("th", {}, label), *[h("td", {}, f"+{b}") for b in found["bonus"]]))
    rows.append(h("tr", {"class": "total"}, h("th", {}, t("end.total")), *[h("td", {"data-total": s}, v) for s, v in enumerate(total)]))
    head = score_head(*[colour_name(s, t) for s in (0, 1)])
    return end_screen(
        GAME_ID, t,
        h("p", {"class": "result"}, result),
        h("p", {"class": "note", "data-why-over": "blocked" if view["left"][view["mover"]] else "placed"}, why_over(view, session, t)),
        h("table", {"class": "breakdown"}, h("thead", {}, head), h("tbody", {}, *rows)),
    )  # fmt: skip


def why_over(view: KulamiView, session: Any, t: Any) -> str:
    """Why the game ended: the mover had marbles left but no hole to play, or every marble is placed."""
    mover = view["mover"]
    if not view["left"][mover]:
        return t("kulami.end.all_placed")
    name = seat_name(mover, session.seats, t)
    return t("kulami.end.blocked", who=name if getattr(name, "you", False) else colour_name(mover, t))


def neighbour(name: str, key: str, names: list[str]) -> str | None:
    """The next hole from ``name`` in an arrow key's direction (skipping gaps), or None at the edge."""
    step = {"ArrowUp": -SIZE, "ArrowDown": SIZE, "ArrowLeft": -1, "ArrowRight": 1}[key]
    holes = {hole_cell(n) for n in names}
    cell = hole_cell(name)
    while True:
        row = cell // SIZE
        cell += step
        if not 0 <= cell < SIZE * SIZE or (abs(step) == 1 and cell // SIZE != row):
            return None
        if cell in holes:
            return f"{'abcdefghij'[cell % SIZE]}{cell // SIZE + 1}"


def suggest_move(seat: int, move: str, t: Any) -> str:
    return t("kulami.place", hole=move)


def describe_move(seat: int, move: str, t: Any, who: str) -> str:
    """"Red played e3."; "You played e3." for the person (as the review's names say it)."""
    return t("play.played", colour=who if getattr(who, "you", False) else colour_name(seat, t), move=move)

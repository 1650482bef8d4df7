"""Four by Four at the table: the grid as SVG, the end (the setup form: setup.py).

Every playable cell carries ``data-action="<cell>"``, a taken one ``data-refuse="<cell>"`` (a click
explains the rule); both carry ``data-hole`` for the arrow keys (``neighbour``).
"""

from __future__ import annotations

from typing import Any

from web.controls import board_area, end_screen, table_section
from web.markup import Markup, h, join
from web.seats import seat_name

from ..engine import NAMES
from .pieces import COLOURS, UNIT, square, stone

GAME_ID = "four-by-four"


def colour_name(seat: int, t: Any) -> str:
    return t(f"four-by-four.{COLOURS[seat]}")


# --- the table ------------------------------------------------------------------------------------


def table_screen(t: Any) -> Markup:
    return table_section(GAME_ID, "four-by-four", t, board_area("board"))


def table_parts(view: dict[str, Any], session: Any, t: Any, playable: bool = True) -> dict[str, Any]:
    return {
        "status": status_text(view, session, t),
        "players": players(view, session, t),
        "board": board(view, session, t, playable),
        "hint": "" if view["over"] else t("four-by-four.hint"),
        "end": end_panel(view, session, t) if view["over"] else Markup(""),
    }


def status_text(view: dict[str, Any], session: Any, t: Any) -> str:
    if view["over"]:
        return t("end.title")
    mover = view["to_move"]
    who = seat_name(mover, session.seats, t)
    if not session.is_human(mover):
        return t("play.thinking", who=f"{who} · {colour_name(mover, t)}")
    return t("play.to_play", who=who, colour=colour_name(mover, t))


def players(view: dict[str, Any], session: Any, t: Any) -> Markup:
    cards = []
    for seat in (0, 1):
        current = view["to_move"] == seat
        cards.append(h(
            "div", {"class": "player" + (" to-move" if current else ""), "data-seat": seat,
                    "aria-current": "true" if current else None},
            h("svg", {"class": "swatch", "viewBox": "0 0 10 10", "aria-hidden": "true"}, stone(5, 5, seat)),
            h("div", {}, h("strong", {}, colour_name(seat, t)), " · ", seat_name(seat, session.seats, t)),
        ))  # fmt: skip
    return join(*cards)


def board(view: dict[str, Any], session: Any, t: Any, playable: bool = True) -> Markup:
    mine = playable and session.is_human(view["to_move"]) and not session.thinking
    legal = set(view["legal"]) if mine else set()
    line = set(view["line"])
    cells = []
    for index, name in enumerate(NAMES):
        x, y = (index % 4) * UNIT, (index // 4) * UNIT
        cell = square(x, y, name in line)
        seat = view["stones"].get(name)
        if seat is not None:
            label = t("four-by-four.stone", cell=name, colour=colour_name(seat, t))
            cells.append(h("g", {"class": "cell", "data-refuse": name, "data-hole": name, "role": "button", "tabindex": -1,
                                 "aria-label": label}, cell, stone(x + UNIT / 2, y + UNIT / 2, seat)))  # fmt: skip
        elif name in legal:
            cells.append(h("g", {"class": "cell playable", "data-action": name, "data-hole": name, "role": "button",
                                 "tabindex": -1, "aria-label": t("four-by-four.place", cell=name)}, cell))  # fmt: skip
        else:
            cells.append(h("g", {"class": "cell", "data-refuse": name, "data-hole": name, "role": "button", "tabindex": -1,
                                 "aria-label": t("four-by-four.empty", cell=name)}, cell))  # fmt: skip
    return h("svg", {"viewBox": f"0 0 {4 * UNIT} {4 * UNIT}", "class": "four-by-four-board", "role": "group",
                     "aria-label": t("four-by-four.board")}, *cells)  # fmt: skip


def end_panel(view: dict[str, Any], session: Any, t: Any) -> Markup:
    scores, winners = view["scores"], view["winners"]
    if len(winners) == 2:
        result, why = t("end.draw", a=scores[0]), t("four-by-four.full")
    else:
        winner = winners[0]
        who = f"{colour_name(winner, t)} · {seat_name(winner, session.seats, t)}"
        result = t("end.wins", who=who, a=scores[winner], b=scores[1 - winner])
        why = t("four-by-four.line", colour=colour_name(winner, t))
    return end_screen(GAME_ID, t, h("p", {"class": "result"}, result), h("p", {}, why))


def neighbour(name: str, key: str, names: list[str]) -> str | None:
    """The next cell from ``name`` in an arrow key's direction, or None at the edge."""
    column, row = "abcd".index(name[0]), int(name[1:])
    column += {"ArrowLeft": -1, "ArrowRight": 1}.get(key, 0)
    row += {"ArrowUp": -1, "ArrowDown": 1}.get(key, 0)
    found = f"{'abcd'[column]}{row}" if 0 <= column < 4 and 1 <= row <= 4 else None
    return found if found in names else None


def describe_move(seat: int, move: str, t: Any, who: str) -> str:
    return t("play.played", colour=colour_name(seat, t), move=move)

"""Clustered at the table: the table as SVG (pan and zoom), the hand, the end screen (the setup
form: setup.py).

Everything drawn comes from the viewer's view (``state.view(seat)``): the hand shown is the
viewer's own, the others are counts. A card in hand that can be laid carries ``data-pick``; once
picked, its cells carry ``data-action="2ts@3:-1"`` and the other empty cells ``data-refuse`` (a
click explains which neighbour refuses it). Discards (forced, or quick play) are ``data-action``
on the hand's cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .cards import card_label, card_name, card_svg, mark_svg, seat_colour_name
from ..controls import capital, end_screen, hand_over, score_head, table_section
from .. import controls, grid, pan
from ..icons import icon
from ..markup import Markup, h, join
from ..motion import piece
from .pieces import hand_pieces, laid_pieces
from ..good_move import attr
from ..seats import seat_name

if TYPE_CHECKING:
    from game.clustered.view import ClusteredSeatCount, ClusteredView

GAME_ID = "clustered"
CELL = 100  # one cell of the table in SVG units (a card is drawn a little smaller)
GAP = 6



# --- names ----------------------------------------------------------------------------------------


def colour_name(seat: int, t: Any) -> str:
    return seat_colour_name(seat, t.language)


def who(seat: int, seats: list[str], t: Any) -> str:
    """"Orange · Player 2", "Blue · You": the colour first, as the players' cards name them."""
    return f"{colour_name(seat, t)} · {seat_name(seat, seats, t)}"


def cell_name(x: int, y: int) -> str:
    return f"{x}:{y}"


def place(name: str, t: Any) -> str:
    """Where cell ``name`` lies, in words: "3 right and 2 up from the start card"."""
    return grid.place_words(grid.cell_spot(name), "clustered.start", t)


# --- the table ------------------------------------------------------------------------------------


def table_screen(t: Any) -> Markup:
    return table_section(
        GAME_ID, "clustered", t,
        pan.board("clustered-board", t("clustered.table"), t),
        h("div", {"id": "hand", "class": "hand-area"}),
    )  # fmt: skip


@dataclass
class Screen:
    """Clustered on screen: the seat whose counted cards are lit (the players' Show button), if any."""

    highlight: int | None = None


def attach(document: Any, window: Any) -> None:
    """Pan (drag) and zoom (wheel, pinch, buttons) on the table; the board is redrawn inside it."""
    pan.attach(document, window, min_scale=0.4)


def command(name: str, target: Any, session: Any, t: Any) -> str | bool | None:
    """Commands of this table: highlight a player's counted cards, a click on an empty cell."""
    if name == "highlight":
        seat = int(target.getAttribute("data-seat"))
        screen = session.screen
        screen.highlight = None if screen.highlight == seat else seat
        return True
    if name == "pick-first":
        return t("clustered.pick_first")
    return None


def table_parts(view: ClusteredView, session: Any, t: Any, playable: bool = True) -> dict[str, Any]:
    """The parts of the table to redraw after a change: markup or plain text, by element id.

    ``playable`` is False while stepping through the game: the table then offers no move.
    """
    live = playable and not session.thinking and view["seat"] is not None and view["to_move"] == view["seat"]
    picked = session.picked if live else None
    return {
        "status": status_text(view, session, t),
        "players": players(view, session, t),
        "table-pan": table(view, session, t, picked, live),
        "hint": hint_text(view, session, t, live),
        "hand": hand(view, session, t, picked, live),
        "end": end_panel(view, session, t) if view["over"] else Markup(""),
    }


def status_text(view: ClusteredView, session: Any, t: Any) -> str:
    seats = session.seats
    if view["over"]:
        return t("end.title")
    mover = view["to_move"]
    assert mover is not None  # someone is to move until the game is over
    if not session.is_human(mover):
        return t("play.thinking", who=who(mover, seats, t))
    if session.awaiting_hand_over:
        return t("clustered.hand_over", who=who(mover, seats, t))
    if seats.count("human") == 1:
        return t("play.your_turn", colour=colour_name(mover, t))
    return t("play.to_play", who=seat_name(mover, seats, t), colour=colour_name(mover, t))


def players(view: ClusteredView, session: Any, t: Any) -> Markup:
    rows = []
    highlight = session.screen.highlight
    totals = view["breakdown"]["total"]
    for seat in range(view["players"]):
        current = view["to_move"] == seat
        shown = highlight == seat
        best = ""
        if session.best is not None and session.best.get("before") is not None:
            best = h("span", {"class": "best", "data-best": session.best["before"]}, t("clustered.best", n=session.best["before"]))
        rows.append(h(
            "div", {"class": "player" + (" to-move" if current else ""), "data-seat": seat,
                    "aria-current": "true" if current else None},
            h("svg", {"class": "swatch", "viewBox": "0 0 20 20", "aria-hidden": "true"}, mark_svg(seat, 10, 10, 18)),
            h("div", {},
              h("strong", {}, colour_name(seat, t)), " · ", seat_name(seat, session.seats, t),
              h("div", {"class": "meta"},  # the score first: a phone shows only the line's start
                h("span", {"data-score": seat}, t("clustered.points", n=totals[seat])), " ", best, " · ",
                t("clustered.cards_left", hand=view["hand_sizes"][seat], deck=view["deck_sizes"][seat]))),
            h("button", {"type": "button", "class": "button small", "data-cmd": "highlight", "data-seat": seat,
                         "aria-pressed": "true" if shown else "false",
                         "aria-label": t("clustered.show_counted", colour=colour_name(seat, t))},
              icon("counts"), h("span", {"class": "button-words"}, t("clustered.show"))),
        ))  # fmt: skip
    return join(*rows)


def hint_text(view: ClusteredView, session: Any, t: Any, live: bool) -> str:
    if view["over"] or not live:
        return ""
    if view["phase"] != "play":
        return t("clustered.hint.trim", n=view["owed"])
    if view["must_discard"]:
        return t("clustered.hint.stuck")
    if session.picked is None:
        return t("clustered.hint.pick")
    return t("clustered.hint.cell", card=card_name(session.picked, t.language))


def since_last_turn(view: ClusteredView, mover: int, seats: list[str], t: Any) -> tuple[str, list[str]]:
    """The hand-over's account of the others' moves (web/controls.py), as the view tells them: a
    secret discard stays secret, and a seat's secret discards in a row are counted together."""
    moves: list[tuple[int, tuple[str, int]]] = []  # (seat, (move, how many times in a row))
    for seat, _secret, text in view["history"]:
        again = bool(moves) and moves[-1][0] == seat and moves[-1][1][0] == text
        if text == "discard:?" and again:
            moves[-1] = (seat, (text, moves[-1][1][1] + 1))
        else:
            moves.append((seat, (text, 1)))

    def say(seat: int, move: tuple[str, int]) -> str:
        text, count = move
        if count > 1:
            return str(t("clustered.said.discard_secrets", colour=seat_colour_name(seat, t.language), n=count))
        return describe_move(seat, text, t, seat_name(seat, seats, t))

    return controls.since_last_turn(moves, mover, say, t)


def _legal_by_card(view: ClusteredView) -> dict[str, list[str]]:
    by_card: dict[str, list[str]] = {}
    for text in view["legal"]:
        if "@" in text:
            card, _, where = text.partition("@")
            by_card.setdefault(card, []).append(where)
    return by_card


def hand(view: ClusteredView, session: Any, t: Any, picked: str | None, live: bool) -> Markup:
    """The viewer's hand, or the hand-over screen in hot-seat play."""
    if view["over"]:
        return Markup("")
    if session.awaiting_hand_over:
        mover = view["to_move"]
        assert mover is not None  # the hand-over is to the person to move
        return hand_over(mover, t("clustered.hand_over", who=who(mover, session.seats, t)), t("clustered.hand_over.text"),
                         t("clustered.hand_over.go", who=seat_name(mover, session.seats, t)),
                         since_last_turn(view, mover, session.seats, t))
    if view["hand"] is None:
        return Markup("")
    seat = view["seat"]
    fits = _legal_by_card(view)
    discarding = live and (view["phase"] != "play" or view["must_discard"])
    names = hand_pieces(view)
    cards = []
    for index, card in enumerate(view["hand"]):
        name = card_name(card, t.language)
        attrs: dict[str, Any] = {"type": "button", "class": "hand-card", "data-card": card, "data-index": index,
                                 **piece(names[index])}  # fmt: skip
        if discarding:
            attrs.update({"data-action": f"discard:{card}", "aria-label": t("clustered.discard", card=name)})
            attrs["class"] += " discard"
        elif live and card in fits:
            attrs.update({"data-pick": card, "aria-pressed": "true" if picked == card else "false",
                          "aria-label": t("clustered.pick", card=name, n=len(fits[card]))})
            if picked == card:
                attrs["class"] += " picked"
        else:
            attrs.update({"aria-disabled": "true", "aria-label": name if not live else t("clustered.fits_nowhere", card=name)})
            attrs["class"] += " idle" if not live else " no-fit"
        cards.append(h("button", attrs, h("svg", {"viewBox": "0 0 100 100", "aria-hidden": "true"}, card_svg(card, 0, 0, 100, seat))))
    title = t("clustered.your_hand", colour=colour_name(seat, t)) if seat is not None else ""
    return h(
        "section", {"class": "hand", "aria-labelledby": "hand-title", "data-seat": seat},
        h("h2", {"id": "hand-title", "class": "hand-title"}, title),
        h("div", {"class": "hand-cards", "role": "group", "aria-labelledby": "hand-title"}, *cards),
    )  # fmt: skip


def _frontier(taken: set[tuple[int, int]]) -> list[tuple[int, int]]:
    near = {(x + dx, y + dy) for x, y in taken for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}
    return sorted(near - taken, key=lambda p: (p[1], p[0]))


def table(view: ClusteredView, session: Any, t: Any, picked: str | None, live: bool) -> Markup:
    """The table as SVG: the cards, the empty cells next to them, the last cards, the counted shapes."""
    cards = {(x, y): (card, owner) for x, y, card, owner in view["table"]}
    empty = _frontier(set(cards)) if not view["over"] else []  # at the end: the cards alone
    every = [*cards, *empty]
    left, right = min(p[0] for p in every), max(p[0] for p in every)
    top, bottom = min(p[1] for p in every), max(p[1] for p in every)
    legal = set(_legal_by_card(view).get(picked, [])) if picked else set()
    last_by_seat = {where: seat for seat, where in enumerate(view["last"]) if where}
    latest = _latest_cell(view)
    laid = laid_pieces(view)

    def at(x: int, y: int) -> tuple[float, float]:
        return (x - left) * CELL, (y - top) * CELL

    layers: list[Any] = []
    for x, y in empty:
        px, py = at(x, y)
        name = cell_name(x, y)
        box = h("rect", {"class": "slot-box", "x": px + GAP, "y": py + GAP, "width": CELL - 2 * GAP, "height": CELL - 2 * GAP, "rx": 10})
        if picked and name in legal:
            move = f"{picked}@{name}"
            layers.append(h("g", {"class": "cell slot playable", "data-action": move, "data-hole": name, "role": "button", "tabindex": -1,
                                  "aria-label": t("clustered.lay", card=card_name(picked, t.language), place=place(name, t))}, box))  # fmt: skip
        elif picked and live:
            layers.append(h("g", {"class": "cell slot refused", "data-refuse": f"{picked}@{name}", "data-hole": name, "role": "button",
                                  "tabindex": -1, "aria-label": t("clustered.empty", place=place(name, t))}, box))  # fmt: skip
        else:
            attrs = {"class": "cell slot", "data-hole": name, "role": "button" if live else "img", "tabindex": -1,
                     "aria-label": t("clustered.empty", place=place(name, t))}
            if live:
                attrs["data-cmd"] = "pick-first"
            layers.append(h("g", attrs, box))
    for (x, y), (card, owner) in sorted(cards.items(), key=lambda item: (item[0][1], item[0][0])):
        px, py = at(x, y)
        name = cell_name(x, y)
        seat = owner if owner >= 0 else None
        label = t("clustered.on_table", card=card_label(card, seat, t.language), place=place(name, t))
        extra = []
        if name == latest:
            extra.append(h("rect", {"class": "latest-ring", "x": px + 1, "y": py + 1, "width": CELL - 2, "height": CELL - 2, "rx": 12}))
            label = t("clustered.latest", what=label)
        elif name in last_by_seat:
            extra.append(h("rect", {"class": "last-ring", "x": px + 2, "y": py + 2, "width": CELL - 4, "height": CELL - 4, "rx": 12}))
        layers.append(h("g", {"class": "cell", "data-hole": name, "role": "img", "tabindex": -1, "aria-label": label},
                        h("g", piece(laid.get(name, f"card-{card}-{name}")), card_svg(card, px + GAP, py + GAP, CELL - 2 * GAP, seat)),
                        *extra))  # fmt: skip
    layers.extend(_highlights(view, session.screen.highlight, at))
    width, height = (right - left + 1) * CELL, (bottom - top + 1) * CELL
    return h(
        "svg", {"viewBox": f"-10 -10 {width + 20} {height + 20}", "class": "clustered-table", "id": "table-svg",
                "preserveAspectRatio": "xMidYMid meet"},
        *layers,
    )  # fmt: skip


def _latest_cell(view: ClusteredView) -> str | None:
    for _, _, text in reversed(view["history"]):
        if "@" in text:
            return text.partition("@")[2]
    return None


def _highlights(view: ClusteredView, seat: int | None, at: Any) -> list[Markup]:
    """The counted rectangle and lines of ``seat`` (on demand)."""
    if seat is None or seat >= view["players"]:
        return []
    found = view["breakdown"]["seats"][seat]
    marks: list[Markup] = []
    if found["rectangle"]:
        x, y, w, hgt = found["rectangle"]
        px, py = at(x, y)
        marks.append(h("rect", {"class": "counted-rectangle", "x": px + 2, "y": py + 2, "width": w * CELL - 4, "height": hgt * CELL - 4,
                                "rx": 14, "data-counted": "rectangle"}))  # fmt: skip
    for run in found["lines"]:
        (x1, y1), (x2, y2) = (tuple(map(int, run[0].split(":"))), tuple(map(int, run[-1].split(":"))))
        a, b = at(x1, y1), at(x2, y2)
        marks.append(h("line", {"class": "counted-line", "x1": a[0] + CELL / 2, "y1": a[1] + CELL / 2, "x2": b[0] + CELL / 2,
                                "y2": b[1] + CELL / 2, "data-counted": "line"}))  # fmt: skip
    return marks


def line_lengths(runs: list[Any]) -> str:
    """A seat's lines by length, the longest first, lines of one length counted: "4 + 3×3"."""
    lengths = sorted((len(run) for run in runs), reverse=True)
    counted = [(length, lengths.count(length)) for length in dict.fromkeys(lengths)]
    return " + ".join(f"{n}×{length}" if n > 1 else str(length) for length, n in counted)


def end_panel(view: ClusteredView, session: Any, t: Any) -> Markup:
    seats = view["breakdown"]["seats"]
    total = view["breakdown"]["total"]
    winners = view["winners"]
    count = view["players"]
    if count == 1:
        result = t("clustered.end.solo", n=total[0])
    elif len(winners) > 1:
        result = t("clustered.end.shared", who=", ".join(colour_name(s, t) for s in winners), n=total[winners[0]])
    elif session.seats.count("human") == 1 and session.is_human(winners[0]):
        result = t("clustered.end.you_win", n=total[winners[0]])
    else:  # by colour, as the table's columns below (and each player's line) name them
        result = t("clustered.end.wins", who=colour_name(winners[0], t), n=total[winners[0]])
    if count > 1 and session.seats.count("human") == 1 and not session.is_human(winners[0]):
        result += " " + t("clustered.end.you_have", n=total[session.seats.index("human")])

    def row(label: str, values: list[Any]) -> Markup:
        return h("tr", {}, h("th", {"scope": "row"}, label), *[h("td", {}, v) for v in values])

    def rectangle(s: ClusteredSeatCount) -> str:
        return f"{s['rectangle'][2]}×{s['rectangle'][3]}\u00a0=\u00a0{s['rectangle_points']}" if s["rectangle"] else "0"

    def lines(s: ClusteredSeatCount) -> str:
        return f"{line_lengths(s['lines'])}\u00a0=\u00a0{s['line_points']}" if s["lines"] else "0"

    rows = [row(t("clustered.end.rectangle"), [rectangle(s) for s in seats]), row(t("clustered.end.lines"), [lines(s) for s in seats])]
    for bonus in ("speed_rectangle", "speed_line", "size_rectangle", "size_line"):
        if any(bonus in s["bonus"] for s in seats):
            rows.append(row(t(f"clustered.end.{bonus}"), [f"+{s['bonus'][bonus]}" if bonus in s["bonus"] else "" for s in seats]))
    rows.append(h("tr", {"class": "total"}, h("th", {"scope": "row"}, t("end.total")),
                  *[h("td", {"data-total": s}, v) for s, v in enumerate(total)]))  # fmt: skip
    head = score_head(*[colour_name(s, t) for s in range(count)])
    best = ""
    if count == 1 and session.best is not None:
        before = session.best.get("before")
        if before is None or total[0] > before:
            best = h("p", {"class": "best", "data-best": total[0]}, t("clustered.end.new_best", n=total[0]))
        else:
            best = h("p", {"class": "best", "data-best": before}, t("clustered.end.best", n=before))
    return end_screen(
        GAME_ID, t,
        h("p", {"class": "result"}, result),
        best,
        h("div", {"class": "breakdown-wrap"}, h("table", {"class": "breakdown"}, h("thead", {}, head), h("tbody", {}, *rows))),
    )  # fmt: skip


# --- keyboard, announcements, refusals ------------------------------------------------------------


neighbour = grid.neighbour  # the arrow keys on the table


def public_move(view: ClusteredView, data: dict[str, Any]) -> str:
    """The move just made as the viewer may know it (another's quick-play discard stays secret)."""
    history = view.get("history") or []
    return history[-1][2] if history else data["move"]


def suggest_move(seat: int, move: str, t: Any) -> str:
    if move.startswith("discard:"):
        return t("clustered.discard", card=card_name(move[len("discard:"):], t.language))
    card, _, where = move.partition("@")
    return t("clustered.lay", card=card_name(card, t.language), place=place(where, t))


def describe_move(seat: int, move: str, t: Any, who: str) -> str:
    colour = who if getattr(who, "you", False) else seat_colour_name(seat, t.language)  # "You laid…", else "Blue laid…"
    if move == "discard:?":
        return t("clustered.said.discard_secret", colour=colour)
    if move.startswith("discard:"):
        return t("clustered.said.discard", colour=colour, card=card_name(move[len("discard:"):], t.language))
    card, _, where = move.partition("@")
    return t("clustered.said.lay", colour=colour, card=card_name(card, t.language), place=place(where, t))


def after_pick(view: ClusteredView, picked: str, t: Any) -> str:
    return t("clustered.picked", card=card_name(picked, t.language), n=len(_legal_by_card(view).get(picked, [])))


FEATURE_WORDS = {
    "en": {"shape": "shape", "fill": "fill", "count": "count"},
    "fr": {"shape": "la forme", "fill": "le remplissage", "count": "le nombre"},
}


def explain(error: Any, t: Any) -> str | None:
    """Refusals in the player's words: which neighbour refuses the card, and on what."""
    params = error.params
    if error.reason == "clash":
        words = FEATURE_WORDS.get(t.language, FEATURE_WORDS["en"])
        differ = [words[f] for f in params["differ"].split(",") if f in words]
        joined = ", ".join(differ[:-1]) + t("clustered.and") + differ[-1] if len(differ) > 1 else "".join(differ)
        said = t("illegal.clash", card=card_name(params["card"], t.language),
                 neighbour=card_name(params["neighbour"], t.language), at=_side(params, t), differ=joined)  # fmt: skip
        return capital(said)
    if error.reason in ("not-in-hand",):
        return t("illegal.not-in-hand", card=card_name(params["card"], t.language))
    return None


SIDES = {(0, -1): "clustered.side.up", (0, 1): "clustered.side.down", (-1, 0): "clustered.side.left", (1, 0): "clustered.side.right"}


def _side(params: dict[str, Any], t: Any) -> str:
    """Which side of the space tapped the refusing neighbour lies on ("above"), else where it lies."""
    x, y = grid.cell_spot(params["at"])
    if "cell" in params:
        x0, y0 = grid.cell_spot(params["cell"])
        side = SIDES.get((x - x0, y - y0))
        if side:
            return t(side)
    return place(params["at"], t)


def hint_marks(view: ClusteredView, move: str) -> list[str]:
    """A hinted move on the table: the card in hand and the cell it goes to (or the discard)."""
    card, at, cell = move.partition("@")
    return [attr("data-pick", card), attr("data-hole", cell)] if at else [attr("data-action", move)]

"""The Kluitz at the table: the field as SVG, the players, the round and end screens (the setup form:
setup.py).

Everything drawn comes from the view, which never says what a face-down tile is (remembering is the
game). A tile the viewer may turn carries ``data-action="turn:c3"``, an edge that takes a fence
``data-action="fence:c3n"`` (after a ram, a fence carries ``data-action="remove:c3n"``); the others
carry ``data-refuse`` with the move they would be, so a click explains the rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.kluitz import FENCES, SIZE, edge_text, parse_cell, parse_edge

from .tiles import kind_name, tile_back, tile_face
from .. import grid
from ..controls import board_area, end_screen, score_head, see_board, table_section
from ..i18n import Name
from ..markup import Markup, h, join
from ..motion import piece
from ..seats import seat_name

if TYPE_CHECKING:
    from game.kluitz.view import KluitzView

GAME_ID = "kluitz"
CELL = 100  # one cell of the field in SVG units
MARGIN = 34  # room for the coordinates and the border fences
INSET = 14  # a tile is drawn this far inside its cell
BAND = 15  # half the thickness of an edge's touch target
SHOW_PAIR_SECONDS = 5.0  # the computer's unmatched pair stays up this long (or until Continue)
PACE_SECONDS = 0.7  # between the computer's reveals, so a person can follow them


# --- on screen ------------------------------------------------------------------------------------


@dataclass
class Screen:
    """The Kluitz on screen: whether a person has seen round 1's result (then round 2 is shown)."""

    round_seen: bool = False


# --- the table ------------------------------------------------------------------------------------


def table_screen(t: Any) -> Markup:
    return table_section(
        GAME_ID, "kluitz", t,
        board_area("board kluitz-board"),
        h("div", {"id": "event", "class": "event", "aria-live": "polite"}),
        h("div", {"id": "event-act", "class": "event-act"}),  # its button, out of the live region
    )  # fmt: skip


def table_parts(view: KluitzView, session: Any, t: Any, playable: bool = True) -> dict[str, Any]:
    """The parts of the table to redraw after a change, by element id."""
    live = playable and not session.thinking and session.is_human(view["to_move"]) and bool(view["legal"])
    between_rounds = playable and round_panel_due(view, session)  # round 1's result and field, until seen
    return {
        "status": t("kluitz.round_over", n=1) if between_rounds else status_text(view, session, t),
        "players": players(view, session, t),
        "event": "" if between_rounds else event_panel(view, session, t),
        "event-act": "" if between_rounds else event_action(view, session, t, playable, live),
        "board": field(round_one_end(view) if between_rounds else view, session, t, live),
        "hint": "" if between_rounds else hint_text(view, session, t, live),  # round 2 is told once begun
        "end": end_or_round_panel(view, session, t, playable),
    }


def who(seat: int, session: Any, t: Any) -> str:
    return seat_name(seat, session.seats, t)


def role_of(view: KluitzView, seat: int) -> str:
    if view["players"] == 1:
        return "solo"
    return "shepherd" if view["shepherd"] == seat else "sheep"


def status_text(view: KluitzView, session: Any, t: Any) -> str:
    if view["over"]:
        return t("end.title")
    mover = view["to_move"]
    assert mover is not None  # someone is to move until the game is over
    task = t(f"kluitz.task.{view['phase']}")
    if view["players"] == 1:
        return t("kluitz.status.solo", task=task)
    role = t(f"kluitz.role.{role_of(view, mover)}")
    head = t("kluitz.status.round", n=view["round"] + 1)
    if not session.is_human(mover):
        if view["phase"] == "shown":  # not thinking: it leaves its pair up a while for everyone to see
            return f"{head} · " + t("kluitz.status.computer_shows", computer=who(mover, session, t))
        return f"{head} · " + t("kluitz.status.computer", who=who(mover, session, t), role=role, task=task)
    if session.seats.count("human") == 1:
        return f"{head} · " + t("kluitz.status.you", role=role, task=task)
    return f"{head} · " + t("kluitz.status.player", who=who(mover, session, t), role=role, task=task)


def players(view: KluitzView, session: Any, t: Any) -> Markup:
    supply = h("div", {"class": "supply", "data-supply": view["supply"]}, t("kluitz.supply", n=view["supply"]))
    if view["players"] == 1:
        taken = len(view["taken"])
        card = h("div", {"class": "player to-move" if not view["over"] else "player", "data-seat": 0},
                 h("strong", {}, t("seat.you")),
                 h("div", {"class": "meta"}, h("span", {"data-score": 0}, t("kluitz.taken", n=taken)), " · ",
                   t("kluitz.left_on_field", n=sum(1 for s in view["field"] if s))))  # fmt: skip
        return join(card, supply)
    cards = []
    for seat in (0, 1):
        current = view["to_move"] == seat
        role = role_of(view, seat)
        cards.append(h(
            "div", {"class": f"player role-{role}" + (" to-move" if current else ""), "data-seat": seat,
                    "aria-current": "true" if current else None},
            h("strong", {}, who(seat, session, t)), " · ", t(f"kluitz.role.{role}"),
            h("div", {"class": "meta"},
              h("span", {"data-score": seat}, t("kluitz.total", n=view["scores"][seat])),
              "" if view["over"] else f" · {t('kluitz.this_round', n=view['round_points'][seat])}"),
        ))  # fmt: skip
    return join(*cards, supply)


def event_action(view: KluitzView, session: Any, t: Any, playable: bool, live: bool) -> Markup:
    """The button a pair on show asks for, apart from the live region, which would read its words run
    into the event's."""
    if view["over"]:
        return Markup("")
    if live and view["phase"] == "turning":  # its room kept while the person turns: the board stays put
        return h("span", {"class": "button primary event-act-room", "aria-hidden": "true"}, t("kluitz.down"))
    if view["phase"] != "shown":
        return Markup("")
    if live and "down" in view["legal"]:
        return h("button", {"type": "button", "class": "button primary", "data-action": "down"}, t("kluitz.down"))
    if playable and session.holding:
        return h("button", {"type": "button", "class": "button primary", "data-cmd": "continue"}, t("kluitz.continue"))
    return Markup("")


def event_panel(view: KluitzView, session: Any, t: Any) -> Markup:
    """What just came up and whose action it is now: a ram, a shepherd tile, a pair on show."""
    if view["over"]:
        return Markup("")
    phase, mover = view["phase"], view["to_move"]
    parts: list[Any] = []
    if phase == "ram":
        parts.append(h("p", {"class": "event-ram", "data-event": "ram"}, t("kluitz.event.ram", who=_actor(view, session, t, mover))))
    elif phase == "shepherd-tile":
        parts.append(h("p", {"class": "event-shepherd", "data-event": "shepherd"},
                       t("kluitz.event.shepherd", who=_actor(view, session, t, mover))))  # fmt: skip
    elif phase == "shown":
        yours = "down" in view["legal"] and session.is_human(mover)  # the person turns them back
        parts.append(h("p", {"data-event": "shown"}, t("kluitz.event.shown.yours" if yours else "kluitz.event.shown")))
    elif view["last"][:1] == ["turned"] and "taken" in view["last"]:
        parts.append(h("p", {"data-event": "taken"}, t("kluitz.event.taken", kind=kind_name(view["last"][2], t.language))))
    elif _fences_of_another(view, session):
        first, second = (_edge_words(edge, t) for edge in view["last"][1::2])
        parts.append(h("p", {"data-event": "fences", "aria-hidden": "true"},  # each fence was said as placed (#announce)
                       t("kluitz.event.fences", who=_actor(view, session, t, view["shepherd"]), first=first, second=second)))
    if view["end_phase"]:
        parts.append(h("p", {"class": "note", "data-event": "end-phase"},
                       t("kluitz.event.last_turn" if view["last_turn"] else "kluitz.event.end_phase")))  # fmt: skip
    return join(*parts)


def _fences_of_another(view: KluitzView, session: Any) -> bool:
    """The shepherd's two fences just placed by a seat other than the person's own (a computer, or the
    other player on this device): the sheep player reads where they went."""
    last = view["last"]
    if len(last) != 4 or last[0::2] != ["fence", "fence"] or view["phase"] != "turning":
        return False
    return not (session.is_human(view["shepherd"]) and session.seats.count("human") == 1)


def _actor(view: KluitzView, session: Any, t: Any, seat: int | None) -> str:
    if seat is None:
        return ""
    if view["players"] == 1 or (session.is_human(seat) and session.seats.count("human") == 1):
        return Name(t("kluitz.you"), you=True)
    return who(seat, session, t)


def hint_text(view: KluitzView, session: Any, t: Any, live: bool) -> str:
    if view["over"] or not live:
        return ""
    if view["phase"] in ("fencing", "shepherd-tile"):
        left = 1 if view["phase"] == "shepherd-tile" else 2 - view["placed"]
        return t("kluitz.hint.fence", n=min(left, view["supply"]))
    if view["phase"] == "ram":
        return t("kluitz.hint.remove")
    if view["phase"] == "shown":
        return t("kluitz.hint.down")
    return t("kluitz.hint.turn", n=2 - len(view["this_turn"]))


# --- the field ------------------------------------------------------------------------------------


def cell_origin(c: int) -> tuple[int, int]:
    return MARGIN + (c % SIZE) * CELL, MARGIN + (c // SIZE) * CELL


def edge_line(edge: int) -> tuple[int, int, int, int]:
    """The edge's ends (x1, y1, x2, y2) in SVG units."""
    if edge < 30:
        line, col = divmod(edge, SIZE)
        y = MARGIN + line * CELL
        return MARGIN + col * CELL, y, MARGIN + (col + 1) * CELL, y
    row, line = divmod(edge - 30, SIZE + 1)
    x = MARGIN + line * CELL
    return x, MARGIN + row * CELL, x, MARGIN + (row + 1) * CELL


def field(view: KluitzView, session: Any, t: Any, live: bool) -> Markup:
    size = SIZE * CELL + 2 * MARGIN
    legal = set(view["legal"]) if live else set()
    enclosed = {parse_cell(n) for n in view["enclosed"]}
    layers: list[Any] = [_defs()]
    for c in range(SIZE * SIZE):
        x, y = cell_origin(c)
        layers.append(h("rect", {"class": "ground" + (" enclosed" if c in enclosed else ""), "x": x, "y": y, "width": CELL, "height": CELL}))
        if c in enclosed:
            layers.append(h("rect", {"class": "enclosed-hatch", "x": x, "y": y, "width": CELL, "height": CELL, "data-enclosed": _cell(c)}))
    for col in range(SIZE):
        layers.append(h("text", {"class": "coord", "x": MARGIN + (col + 0.5) * CELL, "y": MARGIN - 20}, "abcde"[col]))
    for row in range(SIZE):
        layers.append(h("text", {"class": "coord", "x": MARGIN - 22, "y": MARGIN + (row + 0.5) * CELL + 6}, row + 1))
    layers += [_tile(view, c, c in enclosed, legal, t) for c in range(SIZE * SIZE)]
    layers += _edges(view, legal, live, t)
    return h("svg", {"viewBox": f"0 0 {size} {size}", "class": "kluitz-field", "role": "group", "aria-label": t("kluitz.field")}, *layers)


def _defs() -> Markup:
    return h("defs", {}, h(
        "pattern", {"id": "pen-hatch", "width": 14, "height": 14, "patternUnits": "userSpaceOnUse", "patternTransform": "rotate(45)"},
        h("line", {"x1": 0, "y1": 0, "x2": 0, "y2": 14, "class": "pen-line"}),
    ))  # fmt: skip


def _cell(c: int) -> str:
    return "abcde"[c % SIZE] + str(c // SIZE + 1)


def _tile(view: KluitzView, c: int, enclosed: bool, legal: set[str], t: Any) -> Markup:
    name = _cell(c)
    shown = view["field"][c]
    x, y = cell_origin(c)
    box = (x + INSET, y + INSET, CELL - 2 * INSET)
    attrs: dict[str, Any] = {"class": "tile-cell", "data-hole": name, "data-cell": name, "role": "button", "tabindex": -1}
    hit = h("rect", {"class": "hit", "x": x + INSET, "y": y + INSET, "width": CELL - 2 * INSET, "height": CELL - 2 * INSET})
    where = t("kluitz.in_pen") if enclosed else ""
    if shown == "":
        attrs["aria-label"] = t("kluitz.cell.empty", cell=name) + where
        ghost = _leaving_tile(view, name, box, t)
        return h("g", attrs, hit, ghost)
    move = f"turn:{name}"
    if move in legal:
        attrs["data-action"] = move
        attrs["class"] += " playable"
    else:
        attrs["data-refuse"] = move
    if shown == "?":
        seen = view["options"].get("assisted_memory") and name in view["seen"]
        attrs["aria-label"] = t("kluitz.cell.down", cell=name) + (t("kluitz.cell.seen") if seen else "") + where
        attrs["data-face"] = "down"
        return h("g", attrs, hit, h("g", piece(f"tile-{name}", look="down"), tile_back(*box, seen=bool(seen))))
    this_turn = name in view["this_turn"]
    flower = view["flowers"].get(name)
    attrs["aria-label"] = t("kluitz.cell.up", cell=name, kind=kind_name(shown, t.language)) + where
    attrs["data-face"] = shown
    if this_turn:
        attrs["class"] += " this-turn"
    return h("g", attrs, hit, h("g", piece(f"tile-{name}", look=shown), tile_face(shown, *box, t.language, flower=flower)))


def _leaving_tile(view: KluitzView, name: str, box: tuple[int, int, int], t: Any) -> Markup:
    """The ram or shepherd tile that has just come up and left: shown faded for a moment."""
    last = view["last"]
    if len(last) >= 3 and last[0] == "turned" and last[1] == name and last[2] in ("ram", "shepherd"):
        return h("g", {"class": "leaving", "data-leaving": last[2]}, tile_face(last[2], *box, t.language))
    return Markup("")


def _edges(view: KluitzView, legal: set[str], live: bool, t: Any) -> list[Markup]:
    fences = {parse_edge(n) for n in view["fences"]}
    last = view["last"]
    newest = {parse_edge(last[i + 1]) for i, word in enumerate(last[:-1]) if word in ("fence", "flower")}
    removed = parse_edge(last[1]) if last[:1] == ["removed"] else None
    drawn: list[Markup] = []
    fencing = live and any(move.startswith(("fence:", "remove:")) for move in legal) and not any(
        move.startswith("turn:") for move in legal)  # fmt: skip
    for edge in range(60):
        x1, y1, x2, y2 = edge_line(edge)
        name = edge_text(edge)
        fenced = edge in fences
        attrs: dict[str, Any] = {"class": "edge", "data-hole": name, "data-edge": name, "role": "button", "tabindex": -1}
        wanted = f"remove:{name}" if view["phase"] == "ram" else f"fence:{name}"
        if wanted in legal:
            attrs["data-action"] = wanted
            attrs["class"] += " playable"
        elif live:
            attrs["data-refuse"] = wanted
        attrs["aria-label"] = t("kluitz.edge.fence" if fenced else "kluitz.edge.free", edge=_edge_words(name, t))
        parts = [_edge_hit(x1, y1, x2, y2, fencing), h("line", {"class": "slot", "x1": x1, "y1": y1, "x2": x2, "y2": y2})]
        if fenced:
            attrs["data-fence"] = "1"
            classes = "fence" + (" newest" if edge in newest else "")
            parts.append(h("line", {"class": classes, "x1": x1, "y1": y1, "x2": x2, "y2": y2, **piece(f"fence-{name}")}))
        elif edge == removed:
            parts.append(h("line", {"class": "fence-removed", "x1": x1, "y1": y1, "x2": x2, "y2": y2}))
        elif wanted in legal:
            parts.append(h("line", {"class": "fence-preview", "x1": x1, "y1": y1, "x2": x2, "y2": y2}))
        drawn.append(h("g", attrs, *parts))
    return drawn


def _edge_hit(x1: int, y1: int, x2: int, y2: int, fencing: bool) -> Markup:
    """The touch target of an edge: while fences are placed (or one removed), a diamond reaching the
    middle of both tiles it parts, so that a finger anywhere near it finds it; else a band along it,
    between the tiles."""
    if fencing:
        mx, my, half = (x1 + x2) / 2, (y1 + y2) / 2, CELL / 2
        if y1 == y2:
            points = f"{x1},{y1} {mx},{y1 - half} {x2},{y2} {mx},{y1 + half}"
        else:
            points = f"{x1},{y1} {x1 + half},{my} {x2},{y2} {x1 - half},{my}"
        return h("polygon", {"class": "hit", "points": points})
    if y1 == y2:
        return h("rect", {"class": "hit", "x": min(x1, x2) + INSET - 2, "y": y1 - BAND, "width": CELL - 2 * INSET + 4, "height": 2 * BAND})
    return h("rect", {"class": "hit", "x": x1 - BAND, "y": min(y1, y2) + INSET - 2, "width": 2 * BAND, "height": CELL - 2 * INSET + 4})


def _edge_words(name: str, t: Any) -> str:
    return t(f"kluitz.side.{name[2]}", cell=name[:2])


# --- round and end screens ------------------------------------------------------------------------


def round_panel_due(view: KluitzView, session: Any) -> bool:
    """The result of round 1 is shown until a person has seen it (before round 2's first move)."""
    return (view["players"] == 2 and not view["over"] and view["round"] == 1 and view["round_moves"] == 0
            and not session.screen.round_seen)  # fmt: skip


def round_one_end(view: KluitzView) -> KluitzView:
    """The field as round 1 ended, from its result: the tiles left face down, the fences, the pens
    shaded; shown under the round's summary until round 2 starts."""
    result = view["results"][0]
    left = set(result["left"])
    return {**view, "field": ["?" if _cell(c) in left else "" for c in range(SIZE * SIZE)], "fences": result["fences"],
            "enclosed": result["enclosed"], "flowers": {}, "seen": [], "this_turn": [], "last": [], "legal": []}  # fmt: skip


def end_or_round_panel(view: KluitzView, session: Any, t: Any, playable: bool) -> Markup:
    if view["over"]:
        return end_panel(view, session, t)
    if playable and round_panel_due(view, session):
        return round_panel(view, session, t)
    return Markup("")


def round_panel(view: KluitzView, session: Any, t: Any) -> Markup:
    result = view["results"][0]
    shepherd, next_shepherd = result["shepherd"], view["shepherd"]
    assert shepherd is not None and next_shepherd is not None  # two players: each round has a shepherd
    return join(h(
        "section", {"class": "round-screen", "data-round-over": "1", "aria-labelledby": "round-title"},
        h("h2", {"id": "round-title"}, t("kluitz.round_over", n=1)),
        h("p", {}, t("kluitz.round.shepherd", who=who(shepherd, session, t), n=result["shepherd_points"])),
        h("p", {}, t("kluitz.round.sheep", who=who(result["sheep"], session, t), n=result["sheep_points"])),
        h("p", {}, t("kluitz.round.swap", who=who(next_shepherd, session, t))),
        h("div", {"class": "actions"},
          h("button", {"type": "button", "class": "button primary", "data-cmd": "continue"}, t("kluitz.round.start")),
          see_board(t)),
    ), h("button", {"type": "button", "class": "button primary peek-back", "data-cmd": "end-peek"}, t("end.see_result")))  # fmt: skip


def end_panel(view: KluitzView, session: Any, t: Any) -> Markup:
    if view["players"] == 1:
        return solo_end_panel(view, session, t)
    scores, winners = view["scores"], view["winners"]
    if len(winners) == 2:
        result = t("end.draw", a=scores[0])
    elif session.seats.count("human") == 1 and session.is_human(winners[0]):
        result = t("end.you_win", a=scores[winners[0]], b=scores[1 - winners[0]])
    else:
        result = t("end.wins", who=who(winners[0], session, t), a=scores[winners[0]], b=scores[1 - winners[0]])
    rows = []
    for number, r in enumerate(view["results"], start=1):
        shepherd = r["shepherd"]
        assert shepherd is not None  # two players: each round has a shepherd
        points = [0, 0]
        points[shepherd] += r["shepherd_points"]
        points[r["sheep"]] += r["sheep_points"]
        why = t("kluitz.end.no_fence" if len(r["fences"]) == FENCES else "kluitz.end.no_tile")  # what ended it
        label = h("th", {"scope": "row"}, t("kluitz.end.round", n=number),
                  h("span", {"class": "row-note"}, t("kluitz.end.shepherd", who=who(shepherd, session, t)), " · ", why))
        rows.append(h("tr", {}, label, *[h("td", {}, p) for p in points]))
    rows.append(h("tr", {"class": "total"}, h("th", {}, t("end.total")), *[h("td", {"data-total": s}, v) for s, v in enumerate(scores)]))
    head = score_head(*[who(s, session, t) for s in (0, 1)])
    return end_screen(
        GAME_ID, t,
        h("p", {"class": "result"}, result),
        h("table", {"class": "breakdown"}, h("thead", {}, head), h("tbody", {}, *rows)),
    )  # fmt: skip


def solo_end_panel(view: KluitzView, session: Any, t: Any) -> Markup:
    won = bool(view["won"])
    left = sum(1 for s in view["field"] if s)
    lines = [h("p", {"class": "result", "data-won": "1" if won else "0"}, t("kluitz.solo.won") if won else t("kluitz.solo.lost", n=left))]
    lines.append(h("p", {}, t("kluitz.taken", n=len(view["taken"]))))
    best = session.best or {}
    if best.get("before") is not None:
        lines.append(h("p", {"data-best": best["before"]}, t("kluitz.solo.best", n=best["before"])))
    return end_screen(
        GAME_ID, t,
        *lines,
    )  # fmt: skip


# --- the computer's pace, commands, keyboard, words -----------------------------------------------


def hold(view: KluitzView, session: Any) -> tuple[float, bool]:
    """How long the computer waits before its move, and whether a Continue button is offered."""
    if round_panel_due(view, session):
        return float("inf"), True
    if view["phase"] == "shown":
        return SHOW_PAIR_SECONDS, True
    if view["history"] and view["history"][-1].startswith("turn:"):
        return PACE_SECONDS, False
    return 0.0, False


def command(name: str, target: Any, session: Any, t: Any) -> str | bool | None:
    if name == "continue":
        view = session.view()
        if round_panel_due(view, session):
            session.screen.round_seen = True
        session.release()
        return True
    return None


def neighbour(name: str, key: str, names: list[str]) -> str | None:
    """The nearest tile or edge from ``name`` in an arrow key's direction."""
    return grid.nearest(name, key, names, _spot)


def _spot(name: str) -> tuple[float, float]:
    """Where a tile (``c3``) or an edge (``c3n``) lies, in cells."""
    c = parse_cell(name[:2])
    x, y = c % SIZE + 0.5, c // SIZE + 0.5
    if len(name) == 3:
        dx, dy = {"n": (0, -0.5), "e": (0.5, 0), "s": (0, 0.5), "w": (-0.5, 0)}[name[2]]
        x, y = x + dx, y + dy
    return x, y


def public_move(view: KluitzView, data: dict[str, Any]) -> str:
    """The move, who made it (their role) and what everyone saw: ``sheep|turn:c3=happy+taken``."""
    move = data["move"]
    last = view.get("last") or []
    if move.startswith("turn:") and last[:2] == ["turned", move[5:]]:
        move = f"{move}={last[2]}" + ("+taken" if "taken" in last else "")
    role = "solo" if view["players"] == 1 else ("shepherd" if move.startswith("fence:") else "sheep")
    return f"{role}|{move}"


def suggest_move(seat: int, move: str, t: Any) -> str:
    """A move as something to do, for the review's better move."""
    move = move.rpartition("|")[2]
    kind, _, rest = move.partition(":")
    if move == "down":
        return t("kluitz.down")
    if kind == "turn":
        return t("kluitz.suggest.turn", cell=rest.partition("=")[0])
    if kind in ("fence", "remove"):
        return t(f"kluitz.suggest.{kind}", edge=_edge_words(rest, t))
    return move


def describe_move(seat: int, move: str, t: Any, who: str) -> str:
    role, _, move = move.rpartition("|")
    actor = who if getattr(who, "you", False) else t(f"kluitz.actor.{role or 'sheep'}")  # "You placed…"
    if move == "down":
        return t("kluitz.said.down", who=actor)
    kind, _, rest = move.partition(":")
    if kind == "turn":
        where, _, what = rest.partition("=")
        shown, _, taken = what.partition("+")
        said = t("kluitz.said.turn", who=actor, cell=where, kind=kind_name(shown, t.language) if shown else "?")
        return said + (" " + t("kluitz.said.taken") if taken else "")
    if kind in ("fence", "remove"):
        return t(f"kluitz.said.{kind}", who=actor, edge=_edge_words(rest, t))
    return t("play.played", colour=actor, move=move)


def explain(error: Any, t: Any) -> str | None:
    params = dict(error.params)
    if "edge" in params:
        params["edge"] = _edge_words(params["edge"], t)
        key = f"illegal.{error.reason}"
        return t(key, **params)
    return None


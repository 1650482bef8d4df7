"""Troupeaux at the table: the board as SVG, the hand, the turn's steps, the log (the setup form:
setup.py).

Everything drawn comes from the viewer's view (``state.view(seat)``): the viewer's own hand, the
other hand as card backs (their breed only), pile sizes, the herds, and the arrival piles as stacks
whose thickness hints at their size (no number until the game is over, unless the option says so).

Playing is picking then acting, as ``docs/architecture.md`` ("Interfaces others rely on") says:
- hand cards carry ``data-pick="card:<index>"`` (several may be picked); the cells that take the
  picked cards then carry ``data-action="lay:G1+G3@b1"`` / ``"add:G2@c2"``, the others
  ``data-refuse`` (a click explains the rule);
- one of your herds carries ``data-pick="herd:b1"``; once picked, the cells ahead carry
  ``data-action="move:b1>a2"`` (the arrival pen ``move:a5>arrival``);
- a complete Téméraires herd is offered as a power, ``data-pick="dare:b1"``; the opponent herds then
  carry ``data-action="dare:b1>c4"``;
- your piles carry ``data-action="draw:G"`` while you may draw; "End turn" is ``data-action="end"``.
An add or a merge that would make a herd disperse is first a ``data-pick="confirm:<move>"``: a
warning then offers the move itself (``data-action``) or a way back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.troupeaux import CELL_NAMES, CELLS, FORWARD, KIND_TEXTS, ROW_OF, conforms, parse_kind

from ..controls import board_area, end_screen, game_log, hand_over, log_lines, score_head, table_section
from ..i18n import Name
from ..markup import Markup, h, join
from ..motion import piece
from ..seats import seat_name
from .cards import (
    BREEDS,
    breed_icon,
    breed_name,
    card_back,
    card_face,
    card_name,
    card_text,
    cards_name,
    character_name,
    colour_name,
)
from .pieces import HerdNames, hand_pieces, herd_names, laid_from
from ..good_move import attr

if TYPE_CHECKING:
    from game.troupeaux.view import TroupeauxEvent, TroupeauxView

GAME_ID = "troupeaux"
# Stepping back through the game would let a player count the arrival pens, which the rules forbid:
# the replay opens once the game is over.
REPLAY_AFTER_END = True
PACE_SECONDS = 0.45  # between the computer's visible actions (a lay, a move), so a person can follow

# The board, in SVG units: the arrival pen on top, the path's rows 5 (top) to 1, the start pens below.
WIDTH = 720
CELL_W, CELL_H, ROW_PITCH = 140, 104, 116
PATH_TOP = 132
PENS_TOP = PATH_TOP + 5 * ROW_PITCH + 8
PILE_W, PILE_H = 74, 104
PILE_SLOT = WIDTH / 8
HEIGHT = PENS_TOP + PILE_H + 44
CHIP_ROOM, CHIP_GAP = (124, 70), 2  # a herd's cards fill its cell's room below the cell's name


# --- names ----------------------------------------------------------------------------------------


@dataclass
class Screen:
    """Troupeaux on screen: the herds' names, followed from one drawing to the next (web/troupeaux/pieces.py)."""

    herds: HerdNames = field(default_factory=HerdNames)


def who(seat: int, session: Any, t: Any) -> str:
    """"Blue · You", "Red · Computer (hard)"."""
    return f"{colour_name(seat, t.language)} · {seat_name(seat, session.seats, t)}"


def _actor(seat: int, session: Any, t: Any) -> str:
    """"You" when the one person at the table acts, else the seat's colour."""
    if session.is_human(seat) and session.seats.count("human") == 1:
        return Name(t("seat.you"), you=True)
    return colour_name(seat, t.language)


# --- the table ------------------------------------------------------------------------------------


def table_screen(t: Any) -> Markup:
    return table_section(
        GAME_ID, "troupeaux", t,
        board_area("board troupeaux-board"),
        h("div", {"id": "turn", "class": "turn-bar"}),
        h("div", {"id": "confirm"}),
        h("div", {"id": "hand", "class": "hand-area"}),
        aside=game_log(t("troupeaux.log.title")),
    )  # fmt: skip


def table_parts(view: TroupeauxView, session: Any, t: Any, playable: bool = True) -> dict[str, Any]:
    """The parts of the table to redraw after a change, by element id."""
    live = playable and not session.thinking and view["seat"] is not None and view["to_move"] == view["seat"]
    picked = session.picked if live else None
    return {
        "status": status_text(view, session, t),
        "players": players(view, session, t),
        "turn": turn_bar(view, session, t, live),
        "board": board(view, session, t, picked, live),
        "hint": hint_text(view, session, t, picked, live),
        "confirm": confirm_panel(view, t, picked),
        "hand": hand(view, session, t, picked, live),
        "log": log_items(view, session, t),
        "end": end_panel(view, session, t) if view["over"] else Markup(""),
    }


def status_text(view: TroupeauxView, session: Any, t: Any) -> str:
    if view["over"]:
        return t("end.title")
    mover = view["to_move"]
    assert mover is not None  # someone is to move until the game is over
    colour = colour_name(mover, t.language)
    if not session.is_human(mover):
        return t("play.thinking", who=who(mover, session, t))
    if session.awaiting_hand_over:
        return t("troupeaux.hand_over", who=who(mover, session, t))
    if session.seats.count("human") == 1:
        return t("play.your_turn", colour=colour)
    return t("play.to_play", who=seat_name(mover, session.seats, t), colour=colour)


def _pen_text(view: TroupeauxView, seat: int, t: Any) -> str:
    piles = view["piles"][seat]
    return t("troupeaux.pen", n=sum(piles))


def _stack_words(view: TroupeauxView, seat: int, t: Any) -> str:
    """The arrival pile as a player sees it: a count only when the view gives one."""
    counts = view["arrival_counts"]
    if counts is not None:
        return t("troupeaux.arrival.count", n=counts[seat])
    layers = view["arrival_stack"][seat]
    return t(f"troupeaux.arrival.stack.{min(layers, 4)}")


def players(view: TroupeauxView, session: Any, t: Any) -> Markup:
    rows = []
    for seat in (0, 1):
        current = view["to_move"] == seat
        breeds = view["hand_breeds"][seat]
        backs = h("svg", {"class": "backs", "viewBox": f"0 0 {max(1, len(breeds)) * 16 + 10} 34", "aria-hidden": "true"},
                  *[card_back(b, 2 + i * 16, 2, 22, 30, seat) for i, b in enumerate(breeds)])  # fmt: skip
        counted = {b: breeds.count(b) for b in BREEDS if breeds.count(b)}
        hand_words: Any = t("troupeaux.hand_empty")
        if breeds:
            named = ", ".join(f"{n} {breed_name(b, t.language, one=n == 1)}" for b, n in counted.items())
            hand_words = join(t("troupeaux.hand_size", n=len(breeds)),
                              h("span", {"class": "hand-breeds"}, t("troupeaux.hand_breeds", breeds=named)))
        rows.append(h(
            "div", {"class": f"player seat-{seat}" + (" to-move" if current else ""), "data-seat": seat,
                    "aria-current": "true" if current else None},
            h("div", {},
              h("strong", {}, who(seat, session, t)),
              h("div", {"class": "meta"},  # the sheep home first: a phone shows only the line's start
                h("span", {"data-arrival": seat}, _stack_words(view, seat, t)), h("span", {"class": "sep"}, " · "),
                h("span", {"data-hand-size": seat}, hand_words),
                h("span", {"class": "pen-left"}, " · ", _pen_text(view, seat, t)))),  # on the board too
            backs if breeds else "",
        ))  # fmt: skip
    return join(*rows)


# --- the turn's steps ------------------------------------------------------------------------------


def turn_bar(view: TroupeauxView, session: Any, t: Any, live: bool) -> Markup:
    """The steps of the turn (draw, lay, move), where the turn stands, and the End turn button."""
    if view["over"] or view["to_move"] is None:
        return Markup("")
    order = ("draw", "lay", "move", "after")
    at = order.index(view["step"])
    steps = []
    for index, name in enumerate(order[:3]):
        state = "done" if index < at else "now" if index == at else "next"
        label = t(f"troupeaux.step.{name}")
        if name == "draw" and state == "now":
            label = t("troupeaux.step.draw_left", n=view["draws_left"])
        steps.append(h("li", {"class": f"step {state}", "data-step": name, "aria-current": "step" if state == "now" else None}, label))
    extras: list[Any] = []
    if view["bonus_left"]:
        extras.append(h("p", {"class": "power-note", "data-bonus": view["bonus_left"]}, t("troupeaux.bonus", n=view["bonus_left"])))
    if view["final"]:
        extras.append(h("p", {"class": "power-note", "data-final": "1"}, t("troupeaux.final")))
    end = ""
    if live and "end" in view["legal"]:
        end = h("button", {"type": "button", "class": "button primary end-turn", "data-action": "end"}, t("troupeaux.end_turn"))
    return join(h("ol", {"class": "steps", "aria-label": t("troupeaux.steps")}, *steps), *extras, _powers(view, session, t, live), end)


def _powers(view: TroupeauxView, session: Any, t: Any, live: bool) -> Markup:
    """The Téméraires sacrifice, offered whenever it may be used."""
    if not live:
        return Markup("")
    daring = sorted({text[5:].split(">")[0] for text in view["legal"] if text.startswith("dare:")})
    buttons = []
    for cell in daring:
        picked = session.picked == f"dare:{cell}"
        buttons.append(h("button", {"type": "button", "class": "button power" + (" picked" if picked else ""),
                                    "data-pick": f"dare:{cell}", "aria-pressed": "true" if picked else "false"},
                         breed_icon_svg("T"), t("troupeaux.power.dare", cell=cell)))  # fmt: skip
    return h("div", {"class": "powers", "role": "group", "aria-label": t("troupeaux.powers")}, *buttons) if buttons else Markup("")


def breed_icon_svg(letter: str) -> Markup:
    return h("svg", {"class": "icon", "viewBox": "0 0 20 20", "aria-hidden": "true"}, breed_icon(letter, 10, 10, 16))


# --- what is picked ---------------------------------------------------------------------------------


def pick(picked: str | None, what: str) -> str | None:
    """The new selection after a tap on ``what``: cards add up (``cards:0,2``); a herd, a power or a
    move to confirm replaces it; tapping the same thing again drops it."""
    if what.startswith("card:"):
        chosen = set(_picked_indexes(picked))
        index = int(what[5:])
        chosen ^= {index}
        return f"cards:{','.join(str(i) for i in sorted(chosen))}" if chosen else None
    return None if picked == what else what


def _picked_indexes(picked: str | None) -> list[int]:
    if not picked or not picked.startswith("cards:"):
        return []
    return [int(i) for i in picked[6:].split(",") if i.isdigit()]


def picked_cards(view: TroupeauxView, picked: str | None) -> list[str]:
    """The hand's cards picked (texts, in the hand's order); stale indexes are dropped."""
    hand = view["hand"] or []
    return [hand[i] for i in _picked_indexes(picked) if i < len(hand)]


def _cards_text(cards: list[str]) -> str:
    return "+".join(sorted(cards, key=KIND_TEXTS.index))


def herd_at(view: TroupeauxView) -> dict[str, tuple[int, list[str]]]:
    return {cell: (owner, cards) for cell, owner, cards in view["herds"]}


def _breaks(cards: list[str]) -> bool:
    return not conforms([parse_kind(c) for c in cards])


def cell_target(view: TroupeauxView, picked: str | None, cell: str, herds: dict[str, tuple[int, list[str]]],
                legal: set[str]) -> tuple[str, str] | None:
    """What a tap on ``cell`` does with the current pick: ("action" | "confirm" | "refuse", move).
    ``herds`` is :func:`herd_at` of the view and ``legal`` its legal moves as a set."""
    seat = view["seat"]
    if picked and picked.startswith("cards:"):
        cards = picked_cards(view, picked)
        if not cards:
            return None
        own = cell in herds and herds[cell][0] == seat
        move = f"{'add' if own else 'lay'}:{_cards_text(cards)}@{cell}"
        if move not in legal:
            return ("refuse", move)
        if own and _breaks(herds[cell][1] + cards):
            return ("confirm", move)
        return ("action", move)
    if picked and picked.startswith("herd:"):
        start = picked[5:]
        move = f"move:{start}>{cell}"
        if move not in legal:
            return ("refuse", move)
        if cell in herds and herds[cell][0] == seat and _breaks(herds[cell][1] + herds[start][1]):
            return ("confirm", move)
        if _loses_clash(herds, start, cell):
            return ("confirm", move)
        return ("action", move)
    if picked and picked.startswith("dare:"):
        move = f"dare:{picked[5:]}>{cell}"
        return ("action", move) if move in legal else ("refuse", move) if cell in herds else None
    return None


def _loses_clash(herds: dict[str, tuple[int, list[str]]], start: str, cell: str) -> bool:
    """Whether the herd on ``start`` moved onto ``cell`` meets an opponent's herd at least its size
    (the smaller scatters; of two equal, both do)."""
    other = herds.get(cell)
    return other is not None and other[0] != herds[start][0] and len(herds[start][1]) <= len(other[1])


def warning(herds: dict[str, tuple[int, list[str]]], move: str, t: Any) -> str:
    """Why ``move`` scatters a herd of the mover's (``herds``: :func:`herd_at` of the view): a clash it
    loses or ties, else a herd that no longer conforms."""
    verb, _, rest = move.partition(":")
    start, _, cell = rest.partition(">")
    if verb == "move" and start in herds and _loses_clash(herds, start, cell):
        mine, theirs = len(herds[start][1]), len(herds[cell][1])
        return t("troupeaux.warn.clash_even" if mine == theirs else "troupeaux.warn.clash", mine=mine, theirs=theirs)
    return t("troupeaux.warn.disperses")


def _movable(view: TroupeauxView, cell: str) -> bool:
    return any(text.startswith(f"move:{cell}>") for text in view["legal"])


# --- the board -------------------------------------------------------------------------------------


def cell_box(index: int) -> tuple[float, float]:
    """The top-left corner of a path cell: row 1 at the bottom, each row half a cell further in."""
    r, c = CELLS[index]
    x = 10 + ((c - 1) + (r - 1) / 2) * CELL_W
    y = PATH_TOP + (5 - r) * ROW_PITCH
    return x, y


def pile_slot(seat: int, breed: int) -> float:
    """The left of a pile's slot: each start pen is half the board's width, a pile a quarter of it
    (its tap area: 90 units, a finger's width where the board is drawn at half size on a phone)."""
    return seat * WIDTH / 2 + breed * PILE_SLOT


def pile_box(seat: int, breed: int) -> tuple[float, float]:
    return pile_slot(seat, breed) + (PILE_SLOT - PILE_W) / 2 + 3, PENS_TOP + 26


ARRIVAL_BOX = (WIDTH / 2 - 170, 8, 340, 112)  # x, y, width, height


def board(view: TroupeauxView, session: Any, t: Any, picked: str | None, live: bool) -> Markup:
    herds, legal, latest = herd_at(view), set(view["legal"]), _latest_cells(view)
    names = herd_names(view, session)
    layers = [_arrival(view, t, picked, live)]
    layers += [_path_cell(view, i, t, picked, live, herds, legal, latest, names) for i in range(len(CELLS))]
    layers += [_pen(view, seat, t, live) for seat in (0, 1)]
    return h(
        "svg", {"viewBox": f"0 0 {WIDTH} {HEIGHT}", "class": "troupeaux-svg", "role": "group",
                "aria-label": t("troupeaux.board")},
        _arrows(),
        *layers,
        _printed(view, herds, names),
    )  # fmt: skip


def _printed(view: TroupeauxView, herds: dict[str, tuple[int, list[str]]], names: dict[str, str]) -> Markup:
    """The board's printed words (cell names, the cards' texts, herd sizes) drawn over everything and
    apart from the buttons: a button's name is its label, which says all of this in words."""
    texts = []
    for index, name in enumerate(CELL_NAMES):
        x, y = cell_box(index)
        texts.append(h("text", {"class": "cell-name", "x": x + 8, "y": y + 20}, name))
        herd = herds.get(name)
        if herd:
            owner, cards = herd
            words = [card_text(card, cx, cy, cw, ch, least=12) for card, (cx, cy, cw, ch) in zip(cards, chip_boxes(len(cards), x, y))]
            words.append(h("text", {"class": "herd-size-text", "x": x + CELL_W - 24, "y": y + 18, "text-anchor": "middle"}, len(cards)))
            came_from = laid_from(view, name)  # they go with their herd
            texts.append(h("g", piece(f"{names[name]}-words", came_from=came_from), *words))
    return h("g", {"class": "printed", "aria-hidden": "true"}, *texts)


def _arrows() -> Markup:
    """Faint links between each cell and the cells ahead of it: the shape of the narrowing path."""
    lines = []
    for index in range(len(CELLS)):
        x, y = cell_box(index)
        for target in FORWARD[index]:
            tx: float
            ty: float
            if target < 0:
                tx, ty = WIDTH / 2, ARRIVAL_BOX[1] + ARRIVAL_BOX[3]
            else:
                bx, by = cell_box(target)
                tx, ty = bx + CELL_W / 2, by + CELL_H
            lines.append(h("line", {"x1": x + CELL_W / 2, "y1": y, "x2": tx, "y2": ty, "class": "path-link"}))
    return h("g", {"aria-hidden": "true"}, *lines)


def _latest_cells(view: TroupeauxView) -> set[str]:
    """The cells of the last turn that touched the path (marked on the board): every lay, add, move
    and dare of that turn, and where a herd was scattered."""
    touched = [e for e in view["log"] if e["what"] in ("lay", "add", "move", "dare", "disperse") and e.get("cell")]
    if not touched:
        return set()
    turn = touched[-1]["turn"]
    cells = set()
    for event in touched:
        if event["turn"] == turn:
            cells.add(event["cell"])
            if event["what"] in ("move", "dare") and event.get("to"):
                cells.add(event["to"])
    return cells


def _path_cell(view: TroupeauxView, index: int, t: Any, picked: str | None, live: bool,
               herds: dict[str, tuple[int, list[str]]], legal: set[str], latest: set[str], names: dict[str, str]) -> Markup:
    name = CELL_NAMES[index]
    x, y = cell_box(index)
    herd = herds.get(name)
    classes = ["path-cell", f"row-{ROW_OF[index]}"]
    attrs: dict[str, Any] = {"data-hole": name, "tabindex": -1, "role": "img"}
    label = _herd_words(herd, t) if herd else t("troupeaux.cell.empty")
    target = cell_target(view, picked, name, herds, legal) if live else None
    if target is not None:
        kind, move = target
        attrs["role"] = "button"
        if kind == "action":
            attrs["data-action"] = move
            classes.append("target")
            label = action_words(move, t)
        elif kind == "confirm":
            attrs["data-pick"] = f"confirm:{move}"
            classes.append("target warn")
            label = action_words(move, t) + " — " + warning(herds, move, t)
        else:
            attrs["data-refuse"] = move
    elif live and herd and herd[0] == view["seat"] and _movable(view, name):
        attrs.update({"data-pick": f"herd:{name}", "role": "button", "aria-pressed": "true" if picked == f"herd:{name}" else "false"})
        classes.append("movable")
    if picked in (f"herd:{name}", f"dare:{name}"):
        classes.append("picked")
    if name in latest:
        classes.append("latest")
        label = t("troupeaux.latest", what=label)
    attrs["class"] = " ".join(classes)
    attrs["aria-label"] = f"{name}: {label}"
    body = [h("rect", {"class": "cell-box", "x": x, "y": y, "width": CELL_W - 6, "height": CELL_H, "rx": 12})]
    if herd:
        body.append(_herd_svg(herd, x, y, piece(names[name], came_from=laid_from(view, name))))
    return h("g", attrs, *body)


def _herd_words(herd: tuple[int, list[str]], t: Any) -> str:
    owner, cards = herd
    return t("troupeaux.herd", colour=colour_name(owner, t.language), n=len(cards), cards=cards_name(cards, t.language))


def _herd_svg(herd: tuple[int, list[str]], x: float, y: float, named: dict[str, Any]) -> Markup:
    owner, cards = herd
    chips = [card_face(card, cx, cy, cw, ch, owner, printed=False) for card, (cx, cy, cw, ch) in zip(cards, chip_boxes(len(cards), x, y))]
    badge = h("circle", {"class": f"herd-size owner-{owner}", "cx": x + CELL_W - 24, "cy": y + 14, "r": 11})
    return h("g", {"class": f"herd owner-{owner}", "data-herd": owner, "aria-hidden": "true", **named}, *chips, badge)


def chip_boxes(count: int, x: float, y: float) -> list[tuple[float, float, float, float]]:
    """Where each card of a herd of ``count`` cards is drawn in the cell at ``x, y``: as large as
    the cell's room allows (a lone card 44 by 66 units, five cards side by side 23 by 52)."""
    room_w, room_h = CHIP_ROOM
    w = min(44.0, (room_w - CHIP_GAP * (count - 1)) / count)
    hgt = min(room_h - 4, max(52.0, w * 1.5))
    left = x + (CELL_W - 6 - (count * (w + CHIP_GAP) - CHIP_GAP)) / 2
    top = y + 30 + (room_h - 4 - hgt) / 2
    return [(left + i * (w + CHIP_GAP), top, w, hgt) for i in range(count)]


def _arrival(view: TroupeauxView, t: Any, picked: str | None, live: bool) -> Markup:
    x, y, w, hgt = ARRIVAL_BOX
    attrs: dict[str, Any] = {"class": "arrival", "data-hole": "arrival", "tabindex": -1, "role": "img"}
    label = t("troupeaux.arrival.label", blue=_stack_words(view, 0, t), red=_stack_words(view, 1, t))
    if live and picked and picked.startswith("herd:"):
        move = f"move:{picked[5:]}>arrival"
        if move in view["legal"]:
            attrs.update({"data-action": move, "role": "button", "class": "arrival target"})
            label = action_words(move, t)
        else:
            attrs.update({"data-refuse": move, "role": "button"})
    attrs["aria-label"] = label
    body = [h("rect", {"class": "arrival-box", "x": x, "y": y, "width": w, "height": hgt, "rx": 16}),
            h("text", {"class": "zone-name", "x": x + w / 2, "y": y + 22, "text-anchor": "middle", "aria-hidden": "true"},
              t("troupeaux.arrival.title"))]  # fmt: skip
    for seat in (0, 1):
        px = x + 40 + seat * (w - 140)
        body.append(_stack(view, seat, px, y + hgt - 26, t))
    return h("g", attrs, *body)


def _stack(view: TroupeauxView, seat: int, x: float, bottom: float, t: Any) -> Markup:
    """An arrival pile seen from the side: one layer per few cards, never a number during play."""
    layers = min(view["arrival_stack"][seat], 8)  # 40 sheep and more: the pen's roof is the limit
    cards = [h("rect", {"x": x + (i % 2) * 2, "y": bottom - 8 - i * 9, "width": 60, "height": 8, "rx": 2,
                        "class": f"layer owner-{seat}"}) for i in range(layers)]  # fmt: skip
    if view["arrival_counts"] is not None:
        cards.append(h("text", {"class": "arrival-count", "x": x + 30, "y": bottom - 12 - layers * 9, "text-anchor": "middle",
                                "data-arrival-count": seat}, view["arrival_counts"][seat]))  # fmt: skip
    cards.append(h("text", {"class": "pile-owner", "x": x + 30, "y": bottom + 19, "text-anchor": "middle"}, colour_name(seat, t.language)))
    return h("g", {"aria-hidden": "true"}, *cards)


def _pen(view: TroupeauxView, seat: int, t: Any, live: bool) -> Markup:
    mine = live and seat == view["seat"]
    legal = set(view["legal"])
    piles = []
    for breed, letter in enumerate(BREEDS):
        x, y = pile_box(seat, breed)
        size = view["piles"][seat][breed]
        name = f"pile{seat}{letter}"
        label = t("troupeaux.pile", colour=colour_name(seat, t.language), breed=breed_name(letter, t.language), n=size)
        attrs: dict[str, Any] = {"class": "pile", "data-hole": name, "data-pile": f"{seat}{letter}", "tabindex": -1, "role": "img"}
        if mine:
            move = f"draw:{letter}"
            attrs["role"] = "button"
            if move in legal:
                attrs["data-action"] = move
                attrs["class"] += " target"
                label = t("troupeaux.draw_from", breed=breed_name(letter, t.language), n=size)
            else:
                attrs["data-refuse"] = move
        attrs["aria-label"] = label
        depth = min(4, (size + 4) // 5)
        shadow = [h("rect", {"x": x + d * 2, "y": y - d * 3, "width": PILE_W - 6, "height": PILE_H - 20, "rx": 8,
                             "class": f"pile-edge owner-{seat}"}) for d in range(depth, 0, -1)]  # fmt: skip
        face = card_back(letter, x, y, PILE_W - 6, PILE_H - 20, seat) if size else h(
            "rect", {"x": x, "y": y, "width": PILE_W - 6, "height": PILE_H - 20, "rx": 8, "class": "pile-empty"})
        count = h("text", {"class": "pile-count", "x": x + (PILE_W - 6) / 2, "y": y + PILE_H - 4, "text-anchor": "middle",
                           "aria-hidden": "true"}, size)  # fmt: skip
        hit = h("rect", {"class": "hit", "x": pile_slot(seat, breed), "y": y - 14, "width": PILE_SLOT, "height": PILE_H + 10})
        piles.append(join(h("g", attrs, hit, *shadow, face), count))  # the count outside: the label says it
    left = pile_box(seat, 0)[0]
    title = h("text", {"class": "zone-name", "x": left, "y": PENS_TOP + 12}, t("troupeaux.pen.title", colour=colour_name(seat, t.language)))
    return h("g", {"class": f"pen owner-{seat}"}, title, *piles)


# --- the hand and the warning ----------------------------------------------------------------------


def hand(view: TroupeauxView, session: Any, t: Any, picked: str | None, live: bool) -> Markup:
    """The viewer's hand fanned out, or the hand-over screen in hot-seat play."""
    if view["over"]:
        return Markup("")
    if session.awaiting_hand_over:
        mover = view["to_move"]
        assert mover is not None  # the hand-over is to the person to move
        return hand_over(mover, t("troupeaux.hand_over", who=who(mover, session, t)), t("troupeaux.hand_over.text"),
                         t("troupeaux.hand_over.go", who=colour_name(mover, t.language)), since_last_turn(view, t))
    if view["hand"] is None:
        return Markup("")
    seat = view["seat"]
    assert seat is not None  # a hand is shown to its own seat only
    chosen = set(_picked_indexes(picked))
    layable = live and view["step"] in ("draw", "lay")
    names = hand_pieces(view)
    cards = []
    for index, card in enumerate(view["hand"]):
        attrs: dict[str, Any] = {"type": "button", "class": "hand-card", "data-card": card, "data-index": index,
                                 **piece(names[index])}  # fmt: skip
        if layable:
            attrs.update({"data-pick": f"card:{index}", "aria-pressed": "true" if index in chosen else "false"})
            if index in chosen:
                attrs["class"] += " picked"
        else:
            attrs["aria-disabled"] = "true"
            attrs["class"] += " idle"
        cards.append(h("button", attrs,
                       h("svg", {"viewBox": "0 0 60 84", "aria-hidden": "true"}, card_face(card, 2, 2, 56, 80, seat, printed=False)),
                       h("span", {"class": "card-caption"}, h("strong", {}, card), " ", character_name(card, t.language)),
                       h("span", {"class": "visually-hidden"}, ", ", breed_name(card[0], t.language, one=True))))  # fmt: skip
    return h(
        "section", {"class": "hand troupeaux-hand", "aria-labelledby": "hand-title", "data-seat": seat},
        h("h2", {"id": "hand-title", "class": "hand-title"}, t("troupeaux.your_hand", colour=colour_name(seat, t.language))),
        h("div", {"class": "hand-cards", "role": "group", "aria-labelledby": "hand-title"}, *cards),
    )  # fmt: skip


def confirm_panel(view: TroupeauxView, t: Any, picked: str | None) -> Markup:
    """Before a move that scatters a herd of one's own (an add, a merge, a clash not won): say so, and ask."""
    if not picked or not picked.startswith("confirm:"):
        return Markup("")
    move = picked[len("confirm:"):]
    if move not in view["legal"]:
        return Markup("")
    return h(
        "section", {"class": "confirm", "role": "alertdialog", "aria-labelledby": "confirm-title", "data-confirm": move},
        h("h2", {"id": "confirm-title"}, t("troupeaux.warn.title")),
        h("p", {}, action_words(move, t), " — ", warning(herd_at(view), move, t)),
        h("div", {"class": "actions"},
          h("button", {"type": "button", "class": "button danger", "data-action": move}, t("troupeaux.warn.go")),
          h("button", {"type": "button", "class": "button", "data-cmd": "cancel"}, t("troupeaux.warn.cancel"))),
    )  # fmt: skip


def hint_text(view: TroupeauxView, session: Any, t: Any, picked: str | None, live: bool) -> str:
    if view["over"] or not live:
        return ""
    if picked and picked.startswith("cards:"):
        cards = picked_cards(view, picked)
        if cards and all(c[0] == "R" for c in cards):
            return t("troupeaux.hint.rapides")
        return t("troupeaux.hint.cards", n=len(cards))
    if picked and picked.startswith("herd:"):
        return t("troupeaux.hint.herd", cell=picked[5:])
    if picked and picked.startswith("dare:"):
        return t("troupeaux.hint.dare", cell=picked[5:])
    if view["bonus_left"]:
        return t("troupeaux.hint.bonus", n=view["bonus_left"])
    step = view["step"]
    if step == "draw" and view["draws_left"]:
        return t("troupeaux.hint.draw", n=view["draws_left"])
    if step in ("draw", "lay"):
        return t("troupeaux.hint.lay")
    if step == "move":
        return t("troupeaux.hint.move")
    return t("troupeaux.hint.end")


# --- the log and the end -----------------------------------------------------------------------------


def log_items(view: TroupeauxView, session: Any, t: Any) -> Markup:
    """What happened this turn and the previous one (older turns are not kept): the newest turn first,
    so that its lines show without scrolling the panel, each turn's events in their order."""
    lines = [(event["turn"], event["what"], describe_event(event, lambda seat: _actor(seat, session, t), t))
             for event in view["log"] if event["what"] != "end" or event.get("idle")]
    return log_lines(lines, lambda turn: t("troupeaux.log.turn", n=turn), t("troupeaux.log.empty"))


def since_last_turn(view: TroupeauxView, t: Any) -> tuple[str, list[str]]:
    """For the hand-over screen: the other player's last turn, event by event, from the log anyone
    sees (its end left out: the hand-over says it)."""
    turn = int(view["turn"]) - 1
    events = [e for e in view["log"] if e["turn"] == turn and e["what"] != "end"]
    said = [describe_event(e, lambda seat: colour_name(seat, t.language), t) for e in events]
    title = t("hand_over.since_start") if turn <= 1 else t("hand_over.since")  # the second player's first turn
    return title, [line for line in said if line]


def describe_event(event: TroupeauxEvent, name: Any, t: Any) -> str:
    """One event of the log in words; ``name(seat)`` says who acted ("You", "Blue")."""
    what = event["what"]
    actor = name(event["seat"]) if event.get("seat") is not None else ""
    lang = t.language
    if what == "draw":
        return t("troupeaux.said.draw_bonus" if event.get("bonus") else "troupeaux.said.draw", who=actor,
                 breed=breed_name(event["breed"], lang, one=True))  # fmt: skip
    if what in ("lay", "add"):
        return t(f"troupeaux.said.{what}", who=actor, cards=cards_name(event["cards"], lang), cell=event["cell"])
    if what == "move":
        if event["to"] == "arrival":
            return t("troupeaux.said.arrive", who=actor, n=event["size"])
        return t("troupeaux.said.move", who=actor, n=event["size"], cell=event["cell"], to=event["to"])
    if what == "disperse":
        owner = event["seat"]
        assert owner is not None  # the herd's owner
        return t(f"troupeaux.said.disperse.{event['why']}", colour=colour_name(owner, lang), n=len(event["cards"]),
                 cell=event["cell"], cards=cards_name(event["cards"], lang))  # fmt: skip
    if what == "dare":
        return t("troupeaux.said.dare", who=actor, cell=event["cell"], to=event["to"])
    if what == "glory":
        return t("troupeaux.said.glory", who=actor, n=event["n"])
    if what == "last":
        return t("troupeaux.said.last", who=actor)
    if what == "end":
        return t("troupeaux.said.pass" if event.get("idle") else "troupeaux.said.end", who=actor)
    return t("troupeaux.said.over")


def end_panel(view: TroupeauxView, session: Any, t: Any) -> Markup:
    counts = view["arrival_counts"] or [0, 0]
    winners = view["winners"]
    a, b = max(counts), min(counts)
    if len(winners) > 1:
        result = t("end.draw", a=a)
    elif session.seats.count("human") == 1 and session.is_human(winners[0]):
        result = t("end.you_win", a=a, b=b)
    else:
        result = t("end.wins", who=who(winners[0], session, t), a=a, b=b)
    why = next((e.get("why") for e in reversed(view["log"]) if e["what"] == "over"), "last-card")
    rows = [h("tr", {}, h("th", {"scope": "row"}, who(seat, session, t)), h("td", {"data-total": seat}, counts[seat]))
            for seat in (0, 1)]  # fmt: skip
    return end_screen(
        GAME_ID, t,
        h("p", {"class": "result"}, result),
        h("p", {"class": "note"}, t(f"troupeaux.end.why.{why}")),
        h("div", {"class": "breakdown-wrap"},
          h("table", {"class": "breakdown"},
            h("thead", {}, score_head(t("troupeaux.end.home"))),
            h("tbody", {}, *rows))),
    )  # fmt: skip


# --- commands, keyboard, announcements, refusals --------------------------------------------------


def command(name: str, target: Any, session: Any, t: Any) -> str | bool | None:
    if name == "cancel":
        session.picked = None
        return True
    return None


def hold(view: TroupeauxView, session: Any) -> tuple[float, bool]:
    """Pause before the computer's next action when its last one changed the board, so a person sees it."""
    if view["over"] or session.is_human(view["to_move"]) or not view["acted"]:
        return 0.0, False
    last = view["log"][-1]["what"] if view["log"] else ""
    return (PACE_SECONDS, False) if last in ("lay", "add", "move", "dare", "disperse", "glory") else (0.0, False)


def spot(name: str) -> tuple[float, float]:
    """Where a focusable thing of the board is (for the arrow keys)."""
    if name == "arrival":
        return WIDTH / 2, ARRIVAL_BOX[1] + ARRIVAL_BOX[3] / 2
    if name.startswith("pile"):
        x, y = pile_box(int(name[4]), BREEDS.index(name[5]))
        return x + PILE_W / 2, y + PILE_H / 2
    x, y = cell_box(CELL_NAMES.index(name))
    return x + CELL_W / 2, y + CELL_H / 2


def neighbour(name: str, key: str, names: list[str]) -> str | None:
    """The nearest board thing from ``name`` in an arrow key's direction."""
    dx, dy = {"ArrowUp": (0, -1), "ArrowDown": (0, 1), "ArrowLeft": (-1, 0), "ArrowRight": (1, 0)}[key]
    x0, y0 = spot(name)
    best, best_cost = None, None
    for other in names:
        x, y = spot(other)
        ahead = (x - x0) * dx + (y - y0) * dy
        if ahead <= 1:
            continue
        aside = abs((x - x0) * dy) + abs((y - y0) * dx)
        # the nearest within 45 degrees of the arrow first, then anything that way
        cost = (aside > ahead, (ahead * ahead + aside * aside) ** 0.5)
        if best_cost is None or cost < best_cost:
            best, best_cost = other, cost
    return best


def after_pick(view: TroupeauxView, picked: str, t: Any) -> str:
    if picked.startswith("cards:"):
        cards = picked_cards(view, picked)
        return t("troupeaux.picked.cards", cards=cards_name(cards, t.language)) if cards else ""
    if picked.startswith("herd:"):
        return t("troupeaux.picked.herd", cell=picked[5:])
    if picked.startswith("dare:"):
        return t("troupeaux.hint.dare", cell=picked[5:])
    return ""


def public_move(view: TroupeauxView, data: dict[str, Any]) -> str:
    """The move just made, with what followed from it (the log's events of that move), as text; at
    the table, a turn's end says the whole turn (``data["alone"]``: the review, whose list says each
    of the turn's moves, says the end alone)."""
    import json

    events = [e for e in view["log"] if e.get("move") == _moves_so_far(view)]
    if data["move"] == "end" and not data.get("alone"):  # the turn is over: say all of it (a screen reader hears it once)
        ended = next((e["turn"] for e in reversed(view["log"]) if e["what"] == "end"), None)
        events = [e for e in view["log"] if e["turn"] == ended]
    return json.dumps({"move": data["move"], "events": events})


def _moves_so_far(view: TroupeauxView) -> int:
    return max((e.get("move", 0) for e in view["log"]), default=0)


def describe_move(seat: int, move: str, t: Any, who: str) -> str:
    """An announcement for screen readers: each event of the move in words."""
    import json

    try:
        said = json.loads(move)
    except ValueError:
        return move

    def name(s: int) -> str:  # "You" for the person's own events (as the review's names say it), else the colour
        return who if s == seat and getattr(who, "you", False) else colour_name(s, t.language)

    return " ".join(describe_event(e, name, t) for e in said.get("events", []))


def suggest_move(seat: int, move: str, t: Any) -> str:
    """The review's better move (whose it is changes nothing in the words)."""
    return action_words(move, t)


def action_words(move: str, t: Any) -> str:
    """A move as something to do ("Draw a Rapide card"): the board's labels and the warning."""
    lang = t.language
    verb, _, rest = move.partition(":")
    if verb in ("lay", "add"):
        cards, _, cell = rest.partition("@")
        return t(f"troupeaux.do.{verb}", cards=cards_name(cards.split("+"), lang), cell=cell)
    if verb == "move":
        start, _, to = rest.partition(">")
        return t("troupeaux.do.arrive" if to == "arrival" else "troupeaux.do.move", cell=start, to=to)
    if verb == "dare":
        start, _, to = rest.partition(">")
        return t("troupeaux.do.dare", cell=start, to=to)
    if verb == "draw":
        return t("troupeaux.do.draw", breed=breed_name(rest, lang, one=True))
    return t("troupeaux.end_turn")


def explain(error: Any, t: Any) -> str | None:
    """Refusals in the player's words, with cards and breeds named."""
    key = f"troupeaux.illegal.{error.reason}"
    params = dict(error.params)
    if "card" in params:
        params["card"] = card_name(params["card"], t.language)
    if "breed" in params:
        params["breed"] = breed_name(params["breed"], t.language)
    said = t(key, **params)
    return said if said != key else None


def hint_marks(view: TroupeauxView, move: str) -> list[str]:
    """A hinted move on the table: the cards to lay and their cell, the herd and where it goes, else
    the pile to draw from or the button."""
    kind, _, rest = move.partition(":")
    if kind in ("lay", "add"):
        cards, _, cell = rest.partition("@")
        return [attr("data-card", card) for card in cards.split("+")] + [attr("data-hole", cell)]
    if kind in ("move", "dare"):
        start, _, cell = rest.partition(">")
        return [attr("data-pick", f"{'herd' if kind == 'move' else 'dare'}:{start}"), attr("data-hole", cell)]
    return [attr("data-action", move)]

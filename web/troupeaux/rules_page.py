"""Troupeaux's rules page, in English and French, as data (drawn by ``web/rules.py``).

Written from ``docs/rules/troupeaux.md`` (the project's rulings included), in our own words. The
page format is the one described in ``web/rules.py``; the figures are drawn here by
``draw_figure``, with the game's own cards (``web/troupeaux/cards.py``) and the table's layout.

Cells are named as in the game's records: rows 1 (next to the start pens) to 5 (next to the arrival
pen), cells lettered from the left of their row (row 1 a1..e1, row 2 a2..d2, ... row 5 a5). From
column c of row r a herd moves to column c-1 or c of row r+1, where that cell exists. A card is its
breed's letter (G, T, R, D) and its character's number (``G1``), as in the engine.

The figures, by name:
    "herds"   ``herds``: lists of Blue's cards, each herd drawn with a tick when it conforms and a
              cross when it scatters (worked out here by ``conforms``, as the rules say);
    "path"    the board as on the table: the arrival pen on top, rows 5 to 1, the two start pens
              below. ``from``: the cells whose moves are drawn as arrows (``moves`` finds the
              targets);
    "clash"   a corner of the path (``cells``) before and after a move: ``before`` maps a cell to its
              herd ``(colour, cards)``, ``move`` is ``(from, to)``; ``after_move`` works out the rest.
"""

from __future__ import annotations

from typing import Any

from ..markup import Markup, h, join
from .cards import OWNER_DASH, OWNER_STROKE, card_back, card_face

WIDTHS = (5, 4, 3, 2, 1)  # the cells of rows 1..5
LETTERS = "abcde"
COLOURS = ("blue", "red")  # seats 0 and 1
FONT = "system-ui, sans-serif"

INK = "#1d1b18"
MUTED = "#57534c"  # cell names (6.9:1 on the cells)
WHITE = "#ffffff"
CELL = "#eef2e2"
CELL_EDGE = "#7b8a5a"
TARGET = "#fff1b8"  # a cell a herd may move to
PEN = "#f5efe2"
PEN_EDGE = "#8a7f6a"
GOOD = "#1a7f37"  # the tick's disc (white tick: 5.2:1)

FIGURES: dict[str, dict[str, Any]] = {
    # A conforming herd of Glorieux; two Daredevils; a Sleepy (a Divers) among Rapides.
    "herds": {"herds": [["G1", "G2", "G4"], ["T1", "T3", "T1"], ["R1", "R2", "D3"]]},
    # b1 may go to a2 or b2; c3 only to b4 (row 4 has no c4).
    "path": {"from": ["b1", "c3"]},
    # Blue's 3 Divers on b2 move onto Red's 2 Glorieux on b3: Red's herd scatters.
    "clash": {
        "cells": ["a3", "b3", "b2"],
        "before": {"b2": ("blue", ["D1", "D2", "D5"]), "b3": ("red", ["G1", "G3"])},
        "move": ("b2", "b3"),
    },
}

WORDS = {
    "en": {"arrival": "Arrival pen", "blue": "Blue", "red": "Red", "blue_pen": "Blue's start pen",
           "red_pen": "Red's start pen", "before": "Before", "after": "After", "conforms": "conforms",
           "scatters": "scatters"},
    "fr": {"arrival": "Enclos d'arrivée", "blue": "Bleu", "red": "Rouge", "blue_pen": "Départ de Bleu",
           "red_pen": "Départ de Rouge", "before": "Avant", "after": "Après", "conforms": "conforme",
           "scatters": "se disperse"},
}  # fmt: skip


# --- the rules the figures follow --------------------------------------------------------------------


def cell(name: str) -> tuple[int, int]:
    """``b1`` -> (2, 1): the column, from 1 at the left of its row, and the row."""
    return LETTERS.index(name[0]) + 1, int(name[1:])


def cell_name(column: int, row: int) -> str:
    return f"{LETTERS[column - 1]}{row}"


def exists(column: int, row: int) -> bool:
    return 1 <= row <= len(WIDTHS) and 1 <= column <= WIDTHS[row - 1]


def moves(name: str) -> list[str]:
    """The cells a herd on ``name`` may move to: column c-1 or c of the next row."""
    column, row = cell(name)
    return [cell_name(c, row + 1) for c in (column - 1, column) if exists(c, row + 1)]


def conforms(cards: list[str]) -> bool:
    """One breed, and no character twice."""
    return len({card[0] for card in cards}) == 1 and len(set(cards)) == len(cards)


def after_move(herds: dict[str, tuple[str, list[str]]], move: tuple[str, str]) -> dict[str, tuple[str, list[str]]]:
    """The path after a herd moves onto a cell of the path: it settles, merges or clashes."""
    source, target = move
    assert target in moves(source), move
    after = dict(herds)
    colour, cards = after.pop(source)
    if target not in after:
        after[target] = (colour, cards)
        return after
    other_colour, other = after.pop(target)
    if other_colour == colour:  # a merge: it stays only if it conforms
        if conforms(other + cards):
            after[target] = (colour, other + cards)
    elif len(cards) != len(other):  # a clash: the bigger herd holds the cell, equal herds both scatter
        after[target] = (colour, cards) if len(cards) > len(other) else (other_colour, other)
    return after


# --- the drawing -------------------------------------------------------------------------------------


def _words(t: Any) -> dict[str, str]:
    return WORDS.get(getattr(t, "language", "en"), WORDS["en"])


def _text(x: float, y: float, text: Any, size: float = 10, fill: str = INK, anchor: str = "middle",
          weight: int = 400) -> Markup:  # fmt: skip
    return h("text", {"x": x, "y": y, "fill": fill, "font-size": size, "font-weight": weight,
                      "text-anchor": anchor, "font-family": FONT}, text)  # fmt: skip


def _tick(cx: float, cy: float, good: bool) -> Markup:
    """A green disc with a tick, or a dark one with a cross: the shape tells, not only the colour."""
    disc = h("circle", {"cx": cx, "cy": cy, "r": 12, "fill": GOOD if good else INK})
    if good:
        sign = f"M{cx - 6} {cy}L{cx - 2} {cy + 5}L{cx + 6} {cy - 5}"
    else:
        sign = f"M{cx - 5} {cy - 5}L{cx + 5} {cy + 5}M{cx + 5} {cy - 5}L{cx - 5} {cy + 5}"
    mark = h("path", {"d": sign, "fill": "none", "stroke": WHITE, "stroke-width": 3.5, "stroke-linecap": "round",
                      "stroke-linejoin": "round"})  # fmt: skip
    return h("g", {"class": "rules-verdict", "data-verdict": "conforms" if good else "scatters"}, disc, mark)


def _arrow(x1: float, y1: float, x2: float, y2: float, colour: str = INK, width: float = 2.5) -> Markup:
    """A straight arrow ending at (x2, y2), its head a triangle."""
    dx, dy = x2 - x1, y2 - y1
    length = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / length, dy / length
    head = 4 * width
    bx, by = x2 - ux * head, y2 - uy * head  # the base of the head
    wing = head * 0.55
    points = [(x2, y2), (bx - uy * wing, by + ux * wing), (bx + uy * wing, by - ux * wing)]
    shaft = h("line", {"x1": x1, "y1": y1, "x2": bx, "y2": by, "stroke": colour, "stroke-width": width})
    tip = h("polygon", {"points": " ".join(f"{px:.1f},{py:.1f}" for px, py in points), "fill": colour})
    return h("g", {"class": "rules-arrow"}, shaft, tip)


def _herds(figure: dict[str, Any], t: Any) -> tuple[str, Markup]:
    """One herd a line: its cards side by side, then a tick or a cross and a word."""
    words = _words(t)
    pad, card_w, card_h, gap = 8, 34, 50, 12
    longest = max(len(cards) for cards in figure["herds"])
    fan = longest * (card_w + 3) - 3
    layers: list[Any] = []
    y = pad
    for cards in figure["herds"]:
        good = conforms(cards)
        layers.append(h("g", {"class": "rules-herd", "data-herd": " ".join(cards)},
                        *[card_face(code, pad + i * (card_w + 3), y, card_w, card_h, 0)
                          for i, code in enumerate(cards)]))  # fmt: skip
        layers.append(_tick(pad + fan + 24, y + card_h / 2, good))
        layers.append(_text(pad + fan + 42, y + card_h / 2 + 4, words["conforms" if good else "scatters"], 12,
                            anchor="start"))  # fmt: skip
        y += card_h + gap
    return f"0 0 {pad + fan + 42 + 72} {y - gap + pad}", join(*layers)


# The board: cells UNIT apart in a row, rows PITCH apart, row 5 at the top (as on the table).
UNIT, CELL_W, CELL_H, PITCH = 52, 46, 34, 60
PAD = 10
ROW5_TOP = 82


def _cell_box(name: str) -> tuple[float, float]:
    """The top-left corner of a cell of the board (x = (c-1) + (r-1)/2 cells, row 5 at the top)."""
    column, row = cell(name)
    x = PAD + ((column - 1) + (row - 1) / 2) * UNIT + (UNIT - CELL_W) / 2
    y = ROW5_TOP + (len(WIDTHS) - row) * PITCH
    return x, y


def _arrival_pile(x: float, bottom: float, seat: int) -> Markup:
    """An arrival pile seen from the side, as on the table: a few layers, no number."""
    layers = [h("rect", {"x": x + (i % 2) * 2, "y": bottom - 7 - i * 7, "width": 30, "height": 6, "rx": 1.5,
                         "fill": OWNER_STROKE[seat], "stroke": INK, "stroke-width": 1,
                         "stroke-dasharray": "3 2" if OWNER_DASH[seat] else None})
              for i in range(3)]  # fmt: skip
    return h("g", {"class": "rules-pile", "data-colour": COLOURS[seat]}, *layers)


def _path(figure: dict[str, Any], t: Any) -> tuple[str, Markup]:
    words = _words(t)
    width = PAD * 2 + 5 * UNIT
    mid = width / 2
    sources = set(figure["from"])
    targets = {target for source in figure["from"] for target in moves(source)}
    layers: list[Any] = []
    # the arrival pen, above row 5: Blue's pile on the left, Red's on the right
    layers.append(_text(mid, 20, words["arrival"], 11, INK, weight=700))
    layers.append(h("rect", {"class": "rules-pen", "x": mid - 80, "y": 26, "width": 160, "height": 42, "rx": 8,
                             "fill": PEN, "stroke": PEN_EDGE, "stroke-width": 1.5}))  # fmt: skip
    layers.append(_arrival_pile(mid - 36, 58, 0))
    layers.append(_arrival_pile(mid + 4, 58, 1))
    layers.append(_text(mid - 42, 51, words["blue"], 11, INK, anchor="end"))
    layers.append(_text(mid + 42, 51, words["red"], 11, INK, anchor="start"))
    # the path
    for row, count in enumerate(WIDTHS, start=1):
        for column in range(1, count + 1):
            name = cell_name(column, row)
            x, y = _cell_box(name)
            box = {"x": x, "y": y, "width": CELL_W, "height": CELL_H, "rx": 5, "data-cell": name}
            if name in sources:
                style = {"fill": CELL, "stroke": INK, "stroke-width": 3, "data-from": "1"}
            elif name in targets:
                style = {"fill": TARGET, "stroke": INK, "stroke-width": 1.8, "stroke-dasharray": "5 3",
                         "data-to": "1"}  # fmt: skip
            else:
                style = {"fill": CELL, "stroke": CELL_EDGE, "stroke-width": 1.5}
            layers.append(h("rect", {**box, **style}))
            layers.append(_text(x + CELL_W / 2, y + CELL_H / 2 + 5, name, 14, INK, weight=600))
    for source in figure["from"]:
        sx, sy = _cell_box(source)
        for target in moves(source):
            tx, ty = _cell_box(target)
            side = 1 if tx > sx else -1
            layers.append(_arrow(sx + CELL_W / 2 + side * 4, sy, tx + CELL_W / 2 - side * 6, ty + CELL_H + 1))
    # from a5 into the arrival pen
    ax, ay = _cell_box("a5")
    layers.append(_arrow(ax + CELL_W / 2, ay - 1, ax + CELL_W / 2, 70, MUTED, 1.8))
    # the start pens, below row 1: four face-down piles each, one per breed
    pens_top = _cell_box("a1")[1] + CELL_H + 14
    pen = (width - 2 * PAD - 10) / 2
    for seat in (0, 1):
        left = PAD + seat * (pen + 10)
        layers.append(h("rect", {"class": "rules-pen", "x": left, "y": pens_top, "width": pen, "height": 48,
                                 "rx": 8, "fill": PEN, "stroke": PEN_EDGE, "stroke-width": 1.5}))  # fmt: skip
        for k, letter in enumerate("GTRD"):
            x = left + (pen - 110) / 2 + k * 28
            layers.append(h("g", {"class": "rules-pile", "data-colour": COLOURS[seat], "data-breed": letter},
                            card_back(letter, x + 2, pens_top + 5, 24, 34, seat),
                            card_back(letter, x, pens_top + 8, 24, 34, seat)))  # fmt: skip
        layers.append(_text(left + pen / 2, pens_top + 48 + 15, words[f"{COLOURS[seat]}_pen"], 11, INK, weight=600))
    return f"0 0 {width} {pens_top + 48 + 22}", join(*layers)


def _herd(x: float, y: float, cw: float, colour: str, cards: list[str], word: str) -> Markup:
    """A herd in a cell, as on the table: its cards (fanned), a badge with how many, the owner's name."""
    seat = COLOURS.index(colour)
    card_w, card_h, step = 30, 44, 10
    left = x + (cw - card_w - step * (len(cards) - 1)) / 2
    faces = [card_face(card, left + i * step, y + 22, card_w, card_h, seat) for i, card in enumerate(cards)]
    badge = h("g", {"class": "rules-herd-size"},
              h("circle", {"cx": x + cw - 11, "cy": y + 11, "r": 9, "fill": OWNER_STROKE[seat], "stroke": INK,
                           "stroke-width": 1}),
              _text(x + cw - 11, y + 15, len(cards), 11, WHITE, weight=700))  # fmt: skip
    return h("g", {"class": "rules-herd", "data-colour": colour, "data-sheep": len(cards)}, *faces, badge,
             _text(x + cw / 2, y + 78, word, 10, INK, weight=600))  # fmt: skip


def _clash(figure: dict[str, Any], t: Any) -> tuple[str, Markup]:
    words = _words(t)
    unit, cw, ch, pitch, top, gap, pad = 60, 56, 84, 106, 28, 30, 6
    columns = [cell(name)[0] - 1 + (cell(name)[1] - 1) / 2 for name in figure["cells"]]
    first = min(columns)
    panel = (max(columns) - first + 1) * unit
    rows = [cell(name)[1] for name in figure["cells"]]
    highest = max(rows)
    stages = {"before": figure["before"], "after": after_move(figure["before"], figure["move"])}

    def box(name: str, left: float) -> tuple[float, float]:
        column, row = cell(name)
        x = left + ((column - 1) + (row - 1) / 2 - first) * unit + (unit - cw) / 2
        return x, top + (highest - row) * pitch

    layers: list[Any] = []
    bottom = top + (highest - min(rows)) * pitch + ch
    for index, stage in enumerate(("before", "after")):
        left = pad + index * (panel + gap)
        layers.append(_text(left + panel / 2, 16, words[stage], 13, INK, weight=700))
        herds = stages[stage]
        for name in figure["cells"]:
            x, y = box(name, left)
            layers.append(h("rect", {"x": x, "y": y, "width": cw, "height": ch, "rx": 6, "fill": CELL,
                                     "stroke": CELL_EDGE, "stroke-width": 1.5, "data-cell": name}))  # fmt: skip
            layers.append(_text(x + 4, y + 12, name, 11, MUTED, anchor="start", weight=600))
            if name in herds:
                colour, cards = herds[name]
                layers.append(_herd(x, y, cw, colour, cards, words[colour]))
        if stage == "before":
            source, target = figure["move"]
            sx, sy = box(source, left)
            tx, ty = box(target, left)
            side = 1 if tx > sx else -1
            layers.append(_arrow(sx + cw / 2 + side * 12, sy - 1, tx + cw / 2 - side * 14, ty + ch + 1, INK, 3))
    # between the panels: a broad arrow, "then"
    mx, my = pad + panel + gap / 2, (top + bottom) / 2
    layers.append(h("polygon", {"points": f"{mx - 11},{my - 5} {mx + 1},{my - 5} {mx + 1},{my - 11} {mx + 12},{my} "
                                          f"{mx + 1},{my + 11} {mx + 1},{my + 5} {mx - 11},{my + 5}",
                                "fill": MUTED}))  # fmt: skip
    return f"0 0 {2 * pad + 2 * panel + gap} {bottom + pad}", join(*layers)


def draw_figure(name: str, figure: dict[str, Any], t: Any) -> tuple[str, Markup]:
    """The viewBox and inside of one figure's SVG (``web/rules.py`` wraps them in ``<svg role="img">``)."""
    return {"herds": _herds, "path": _path, "clash": _clash}[name](figure, t)


# --- the words ---------------------------------------------------------------------------------------

EN = {
    "title": "How to play Troupeaux",
    "brief": [
        "Two sheepdogs, Blue and Red, race to drive their sheep from their own start pen, up a path that "
        "gets narrower and narrower, into the arrival pen they share.",
        [
            "Sheep travel in ",
            ("strong", "herds"),
            ": one breed only, and never two sheep of the same character, or the herd scatters. On your turn "
            "you may draw cards, lay a herd, then move one herd one row forward, in that order.",
        ],
        "When two rival herds meet, the smaller one scatters. Once a player has emptied their start pen, the "
        "game ends: whoever has brought more sheep into the arrival pen wins.",
    ],
    "sections": [
        ("story", "The story", [
            ("p", "Two sheepdogs have a bet: which of them can bring more sheep up a narrow path, into the big "
                  "pen at its far end?"),
            ("p", "You are one of the dogs. Lay your sheep on the path in herds, push them forward row by row, "
                  "scatter your opponent's herds when they get in your way, and get as many of your sheep as "
                  "you can into the arrival pen before the game ends."),
        ]),
        ("material", "What is in the box", [
            ("p", "122 sheep cards: 61 blue ones for the Blue player and 61 red ones for the Red player. Each "
                  "colour has four breeds, which keep their French names. A card's breed is printed on both of "
                  "its sides, so everyone can see it; the sheep's character is only on its face."),
            ("ul", [
                [("strong", "Glorieux"), " (the Glorious): 16 cards, 4 characters, 4 cards of each."],
                [("strong", "Téméraires"), " (the Daring): 15 cards, 3 characters, 5 cards of each."],
                [("strong", "Rapides"), " (the Swift): 15 cards, 3 characters, 5 cards of each."],
                [("strong", "Divers"), " (the Assorted): 15 cards, 5 characters, 3 cards of each."],
            ]),
            ("p", "And the board: two start pens, the path and the arrival pen (see The board)."),
            ("h3", "The characters"),
            ("ruling", "The printed rules give the characters no names. Here each one has a name and a "
                       "pictogram, whose shape follows the character's number: 1 a circle, 2 a triangle, 3 a "
                       "square, 4 a diamond, 5 a star. On the cards, a coloured band with an icon shows the "
                       "breed: a crown for the Glorieux, horns for the Téméraires, a lightning bolt for the "
                       "Rapides, four dots for the Divers. In brackets, the way the cards and the game's record "
                       "write each character: the breed's initial, then the number."),
            ("ul", [
                [("strong", "Glorieux"), ": the Proud (G1), the Vain (G2), the Noble (G3), the Hero (G4)."],
                [("strong", "Téméraires"), ": the Daredevil (T1), the Brawler (T2), the Charger (T3)."],
                [("strong", "Rapides"), ": the Sprinter (R1), the Leaper (R2), the Dodger (R3)."],
                [("strong", "Divers"), ": the Dreamer (D1), the Glutton (D2), the Sleepy (D3), the Curious "
                 "(D4), the Grumpy (D5)."],
            ]),
        ]),
        ("herds", "Herds", [
            ("p", ["A herd is a stack of one player's sheep cards, face up, on a single cell of the path: "
                   "everyone can see every card in it. A herd ", ("strong", "conforms"), " when:"]),
            ("ul", [
                ["all its sheep are of the ", ("strong", "same breed"), ";"],
                ["no two of its sheep have the ", ("strong", "same character"), "."],
            ]),
            ("p", ["A herd that does not conform ", ("strong", "scatters"),
                   " (the printed rules say it disperses): the sheep run off, and its cards leave the game for "
                   "good. They do not go back anywhere."]),
            ("p", "As each sheep in a herd needs a character of its own, a herd holds at most 4 Glorieux, 3 "
                  "Téméraires, 3 Rapides or 5 Divers. A single sheep is a herd too."),
            ("figure", "herds"),
        ]),
        ("board", "The board", [
            ("ul", [
                [("strong", "Two start pens"), ", one for each player. Yours holds your four piles of cards, "
                 "face down, one pile for each breed."],
                [("strong", "The path"), ": 15 cells in 5 rows. The row next to the start pens is 5 cells "
                 "wide, the next ones 4, 3 and 2, and the last one a single cell. As the path narrows, herds "
                 "meet more and more often."],
                [("strong", "The arrival pen"), ", at the far end of the path, with one face-down pile for "
                 "each player: the sheep they have brought home."],
            ]),
            ("p", "Rows are numbered 1 to 5, from the start pens to the arrival pen. A cell is named by a "
                  "letter, counted from the left of its row, and its row number: row 1 is a1 b1 c1 d1 e1, row "
                  "2 is a2 b2 c2 d2, row 3 is a3 b3 c3, row 4 is a4 b4, and row 5 is the single cell a5."),
            ("figure", "path"),
        ]),
        ("setup", "Getting ready", [
            ("ul", [
                "Each player sorts the cards of their colour into four piles, one for each breed, shuffles "
                "each pile and puts all four face down in their start pen.",
                "Then each player draws 2 cards from each of their piles: a hand of 8 cards. Keep your hand "
                "to yourself.",
                "Blue plays first; then the players take turns.",
            ]),
            ("ruling", "Blue always starts. You choose your colour on the setup screen: take Blue to play "
                       "first."),
        ]),
        ("turn", "Your turn", [
            ("p", ["Your turn has three steps, always in this order. ", ("strong", "Every step is optional"),
                   ": you may do it or skip it."]),
            ("h3", "1. Draw"),
            ("p", "Take up to 2 cards from the piles of your own start pen, both from one pile or one from each "
                  "of two. You pick the pile, so you choose the breed; the character is a surprise until the "
                  "card is in your hand."),
            ("p", ["One exception: on the very first turn of the game, Blue may draw ", ("strong", "only 1 card"),
                   "."]),
            ("h3", "2. Lay"),
            ("p", "Do one of these two things, or neither, but never both:"),
            ("ul", [
                [("strong", "Start a new herd"), ": lay one or more cards from your hand, forming a conforming "
                 "herd, on an empty cell of row 1: a cell with no herd on it at all, neither yours nor your "
                 "opponent's."],
                [("strong", "Grow one of your herds"), ": add cards from your hand to one of your herds, "
                 "wherever it stands on the path. If it no longer conforms, it scatters at once, the added "
                 "cards with it."],
            ]),
            ("p", "A herd of Rapides may also be laid on row 2: see Breed powers."),
            ("ruling", "Cards you add that keep the herd conforming simply join it. A card that breaks it (a "
                       "different breed, or a character the herd already has) makes the herd scatter at "
                       "once, together with that card. Here such a card is added on its own: the app warns "
                       "you and asks you to confirm."),
            ("h3", "3. Move"),
            ("p", ["Move ", ("strong", "one"), " of your herds ", ("strong", "one row forward"),
                   ", onto one of the cells of the next row that touch its own: the cell with the same letter "
                   "or the one with the letter before, if it exists. From b1 a herd may go to a2 or b2. At the "
                   "edges there is only one way: a1 goes only to a2, e1 only to d2, and c3 only to b4."]),
            ("p", "What happens next depends on what is on that cell:"),
            ("ul", [
                [("strong", "Nothing"), ": your herd simply moves there."],
                [("strong", "One of your herds"), ": the two merge into one herd. If it does not conform, it "
                 "scatters."],
                [("strong", "One of your opponent's herds"), ": count the sheep. The smaller herd scatters, "
                 "and the bigger one ends up on that cell. If they are the same size, both herds scatter."],
                [("strong", "From row 5"), ": a herd on a5 moves into the arrival pen. It goes face down onto "
                 "your arrival pile: those sheep are home, and they count at the end."],
            ]),
            ("ruling", "You may merge two of your herds even when the result does not conform: it scatters at "
                       "once. The app warns you before you do it."),
            ("figure", "clash"),
            ("example", "Blue has a herd of 4 Divers on b2, and Red a herd of 4 Glorieux on b3. If Blue moves "
                        "from b2 to b3, both herds scatter. But if Blue first adds the one Divers character the "
                        "herd lacks (step 2), it is 5 against 4 when it moves (step 3), and only Red's herd "
                        "scatters."),
            ("ruling", "Your turn ends when you press End turn. As every step is optional, you may press it "
                       "whenever you like."),
        ]),
        ("powers", "Breed powers", [
            ("p", "Three of the four breeds have a special power."),
            ("h3", "Glorieux"),
            ("p", "Each time one of your Glorieux herds moves onto an opponent's herd and makes it scatter, you "
                  "may draw up to 3 cards from any piles of your start pen."),
            ("ruling", "This also counts when both herds scatter because they were the same size. The up to 3 "
                       "cards are drawn right after that move. If one of them is the last card of your pen, "
                       "you finish your turn and the game ends."),
            ("h3", "Téméraires"),
            ("p", ["A ", ("strong", "complete"), " herd of Téméraires holds all 3 of their characters: the "
                   "Daredevil, the Brawler and the Charger. Its owner may sacrifice it: it scatters, and takes ",
                   ("strong", "any one opponent's herd"), " with it, wherever that herd is on the path and "
                   "however big it is."]),
            ("ruling", "You can do this at any moment of your own turn: before drawing, between two steps, or "
                       "after moving. It does not use up a step. With two complete herds of Téméraires, you may "
                       "do it twice."),
            ("h3", "Rapides"),
            ("p", "When you start a new herd of Rapides, you may lay it straight onto row 2 instead of row 1. "
                  "There it may go onto an empty cell, or onto an opponent's herd with as many sheep as yours "
                  "or fewer: a smaller herd scatters and your Rapides take its cell; a herd of the same size "
                  "scatters, and your Rapides with it."),
            ("ruling", "A herd of Rapides is never laid onto a herd of your own, nor onto a bigger herd. It may "
                       "of course be laid on row 1 too, like any other herd."),
            ("h3", "Divers"),
            ("p", "No power, but with five different characters they make the biggest herds: up to 5 sheep."),
        ]),
        ("end", "The end of the game", [
            ("p", ["Once a player has drawn the ", ("strong", "very last card of their start pen"),
                   ", the end is near: they play the rest of that turn, and the game stops there."]),
            ("ruling", "If both players, one after the other, end a turn without doing anything at all, the "
                       "game ends too. That way a game can never go on for ever."),
            ("p", "Each player then counts the sheep in their arrival pile. More sheep wins; the same number "
                  "is a draw. Cards left in your hand, on the path or in your start pen count for nothing."),
        ]),
        ("seeing", "What you can see", [
            ("ul", [
                "Your own hand, in full. Your opponent's hand only from the back: you see the breed of each "
                "card, never its character.",
                "Every herd on the path, face up, for both players.",
                "The piles in both start pens. You may count how many cards they still hold.",
                ["What each player brought into the arrival pen, but ", ("strong", "never how many sheep that is"),
                 ". Nobody may count them during the game, not even their own. Remembering which herds went "
                 "in is allowed, and it pays off."],
            ]),
            ("ruling", "During play each arrival pile is shown only as a stack whose thickness hints at its "
                       "size, never as a number. The game log shows only this turn and the one before, and "
                       "stepping back through the game (the replay) opens only once the game is over: "
                       "otherwise counting would be too easy. For a casual game, the option Show arrival "
                       "counts shows the numbers. At the end, the counts are revealed."),
            ("p", "The computer plays by the same rule: it does not know the exact size of an arrival pile, "
                  "unless its level gives it a perfect memory of every herd that went in."),
        ]),
    ],
    "figures": {
        "herds": {
            "label": "Three herds: G1 G2 G4 conforms; T1 T3 T1 scatters (two Daredevils); R1 R2 D3 scatters "
                     "(two breeds)",
            "caption": [
                "At the top, the Proud, the Vain and the Hero are all Glorieux, and all different: this herd "
                "conforms. In the middle, two Daredevils in one herd: it scatters. At the bottom, a Sleepy (a "
                "Divers) among Rapides: two breeds, so it scatters too.",
            ],
            "key": [
                "tick: the herd conforms;",
                "cross: the herd scatters and its cards leave the game;",
                "on each card: the breed's band and icon at the top, then the character's pictogram (1 circle, "
                "2 triangle, 3 square, 4 diamond) and its code.",
            ],
        },
        "path": {
            "label": "The board: the 15 cells of the path from a1 to a5; a herd on b1 may move to a2 or b2, "
                     "a herd on c3 only to b4",
            "caption": [
                "As on the table, row 1 is at the bottom, next to the start pens, and row 5 at the top, next "
                "to the arrival pen. A herd on b1 may move to a2 or to b2. A herd on c3 can only go to b4, as "
                "row 4 has no cell c4. From a5, the last cell, a herd goes into the arrival pen.",
            ],
            "key": [
                "thick outline: a herd's cell (b1, c3);",
                "yellow with a dashed outline: where that herd may go;",
                "black arrows: the moves of the herds on b1 and c3; the grey one: from a5 into the arrival pen;",
                "the piles: Blue's cards are blue with a solid edge, Red's are red with a dashed edge.",
            ],
        },
        "clash": {
            "label": "A clash: Blue's herd of 3 moves from b2 onto Red's herd of 2 on b3, and Red's herd "
                     "scatters",
            "caption": [
                "Before: Blue's herd of 3 Divers is on b2, and Red's herd of 2 Glorieux is just ahead, on b3. "
                "Blue moves to b3: 3 beats 2, so Red's herd scatters and Blue's herd stands on b3. Had Red's "
                "herd held 3 sheep, both would have scattered; with 4, Blue's herd would have scattered "
                "instead. Had Blue's herd been Glorieux, Blue could now also draw up to 3 cards.",
            ],
            "key": [
                "cards with a solid blue edge: Blue's herd; with a dashed red edge: Red's herd;",
                "the number in the disc: how many sheep the herd holds;",
                "arrow: Blue's move.",
            ],
        },
    },
}

FR = {
    "title": "Comment jouer à Troupeaux",
    "brief": [
        "Deux chiens de berger, Bleu et Rouge, font la course : chacun conduit ses moutons de son enclos de "
        "départ jusqu'à l'enclos d'arrivée commun, par un chemin qui se resserre de plus en plus.",
        [
            "Les moutons voyagent en ",
            ("strong", "troupeaux"),
            " : une seule race, et jamais deux moutons du même caractère, sinon le troupeau se disperse. À "
            "votre tour, vous pouvez piocher, poser un troupeau, puis avancer un troupeau d'une ligne, dans "
            "cet ordre.",
        ],
        "Quand deux troupeaux adverses se rencontrent, le plus petit se disperse. Quand un joueur a vidé son "
        "enclos de départ, la partie s'arrête : celui qui a fait entrer le plus de moutons dans l'enclos "
        "d'arrivée gagne.",
    ],
    "sections": [
        ("story", "L'histoire", [
            ("p", "Deux chiens de berger ont parié : lequel des deux conduira le plus de moutons jusqu'au grand "
                  "enclos, tout au bout d'un chemin étroit ?"),
            ("p", "Vous êtes l'un des chiens. Posez vos moutons sur le chemin en troupeaux, faites-les avancer "
                  "ligne après ligne, dispersez les troupeaux adverses qui vous barrent la route, et faites "
                  "entrer le plus possible de vos moutons dans l'enclos d'arrivée avant la fin de la partie."),
        ]),
        ("material", "Le matériel", [
            ("p", "122 cartes Mouton : 61 bleues pour le joueur Bleu et 61 rouges pour le joueur Rouge. Chaque "
                  "couleur compte quatre races. La race est imprimée des deux côtés de la carte, si bien que "
                  "tout le monde la voit ; le caractère du mouton ne figure que sur sa face."),
            ("ul", [
                [("strong", "Glorieux"), " : 16 cartes, 4 caractères, 4 cartes de chacun."],
                [("strong", "Téméraires"), " : 15 cartes, 3 caractères, 5 cartes de chacun."],
                [("strong", "Rapides"), " : 15 cartes, 3 caractères, 5 cartes de chacun."],
                [("strong", "Divers"), " : 15 cartes, 5 caractères, 3 cartes de chacun."],
            ]),
            ("p", "Et le plateau : deux enclos de départ, le chemin et l'enclos d'arrivée (voir Le plateau)."),
            ("h3", "Les caractères"),
            ("ruling", "La règle imprimée ne donne pas de nom aux caractères. Ici, chacun a un nom et un "
                       "pictogramme, dont la forme dépend de son numéro : 1 un rond, 2 un triangle, 3 un carré, "
                       "4 un losange, 5 une étoile. Sur les cartes, un bandeau coloré et une icône montrent la "
                       "race : une couronne pour les Glorieux, des cornes pour les Téméraires, un éclair pour "
                       "les Rapides, quatre points pour les Divers. Entre parenthèses, la façon dont les cartes "
                       "et l'enregistrement de la partie notent chaque caractère : l'initiale de la race, puis "
                       "le numéro."),
            ("ul", [
                [("strong", "Glorieux"), " : le Fier (G1), le Vaniteux (G2), le Noble (G3), le Héros (G4)."],
                [("strong", "Téméraires"), " : le Casse-cou (T1), le Bagarreur (T2), le Fonceur (T3)."],
                [("strong", "Rapides"), " : le Sprinteur (R1), le Sauteur (R2), le Filou (R3)."],
                [("strong", "Divers"), " : le Rêveur (D1), le Gourmand (D2), le Dormeur (D3), le Curieux (D4), "
                 "le Grognon (D5)."],
            ]),
        ]),
        ("herds", "Les troupeaux", [
            ("p", ["Un troupeau, ce sont des cartes Mouton d'un même joueur, empilées face visible sur une "
                   "seule case du chemin : chacun peut en voir toutes les cartes. Un troupeau est ",
                   ("strong", "conforme"), " quand :"]),
            ("ul", [
                ["tous ses moutons sont de la ", ("strong", "même race"), " ;"],
                ["aucun de ses moutons n'a le ", ("strong", "même caractère"), " qu'un autre."],
            ]),
            ("p", ["Un troupeau qui n'est pas conforme ", ("strong", "se disperse"),
                   " : les moutons s'éparpillent, et ses cartes quittent la partie pour de bon. Elles ne "
                   "retournent nulle part."]),
            ("p", "Comme chaque mouton d'un troupeau doit avoir son propre caractère, un troupeau compte au plus "
                  "4 Glorieux, 3 Téméraires, 3 Rapides ou 5 Divers. Un mouton tout seul forme lui aussi un "
                  "troupeau."),
            ("figure", "herds"),
        ]),
        ("board", "Le plateau", [
            ("ul", [
                [("strong", "Deux enclos de départ"), ", un par joueur. Le vôtre accueille vos quatre piles de "
                 "cartes, face cachée, une pile par race."],
                [("strong", "Le chemin"), " : 15 cases sur 5 lignes. La ligne voisine des enclos de départ est "
                 "large de 5 cases, les suivantes de 4, 3 et 2, et la dernière d'une seule case. Comme le "
                 "chemin se resserre, les troupeaux se croisent de plus en plus souvent."],
                [("strong", "L'enclos d'arrivée"), ", au bout du chemin, avec une pile face cachée par joueur : "
                 "les moutons qu'il a menés à bon port."],
            ]),
            ("p", "Les lignes sont numérotées de 1 à 5, des enclos de départ vers l'enclos d'arrivée. Une case "
                  "se nomme par une lettre, comptée depuis la gauche de sa ligne, suivie du numéro de la "
                  "ligne : la ligne 1 compte a1 b1 c1 d1 e1, la ligne 2 a2 b2 c2 d2, la ligne 3 a3 b3 c3, la "
                  "ligne 4 a4 b4, et la ligne 5 la seule case a5."),
            ("figure", "path"),
        ]),
        ("setup", "La mise en place", [
            ("ul", [
                "Chaque joueur trie les cartes de sa couleur en quatre piles, une par race, mélange chaque pile "
                "et pose les quatre face cachée dans son enclos de départ.",
                "Puis chacun prend 2 cartes sur chacune de ses quatre piles : voilà sa main de 8 cartes, qu'il "
                "garde pour lui.",
                "Bleu joue en premier ; ensuite, chacun joue à son tour.",
            ]),
            ("ruling", "Bleu commence toujours. Vous choisissez votre couleur sur l'écran de mise en place : "
                       "prenez Bleu pour jouer en premier."),
        ]),
        ("turn", "Votre tour", [
            ("p", ["Votre tour compte trois étapes, toujours dans cet ordre. ",
                   ("strong", "Chaque étape est facultative"), " : vous pouvez la faire ou la sauter."]),
            ("h3", "1. Pioche"),
            ("p", "Prenez jusqu'à 2 cartes dans les piles de votre enclos de départ, les deux dans la même pile "
                  "ou une dans chacune de deux piles. Vous choisissez la pile, donc la race ; le caractère "
                  "reste une surprise jusqu'à ce que la carte soit dans votre main."),
            ("p", ["Une seule exception : au tout premier tour de la partie, Bleu ne pioche ",
                   ("strong", "qu'une carte"), "."]),
            ("h3", "2. Pose"),
            ("p", "Faites l'une de ces deux choses, ou aucune, mais jamais les deux :"),
            ("ul", [
                [("strong", "Créer un troupeau"), " : posez une ou plusieurs cartes de votre main, qui forment "
                 "un troupeau conforme, sur une case vide de la ligne 1, c'est-à-dire une case où ne se trouve "
                 "aucun troupeau, ni à vous ni à l'adversaire."],
                [("strong", "Agrandir un de vos troupeaux"), " : ajoutez des cartes de votre main à l'un de vos "
                 "troupeaux, où qu'il soit sur le chemin. S'il n'est plus conforme, il se disperse aussitôt, "
                 "avec les cartes ajoutées."],
            ]),
            ("p", "Un troupeau de Rapides peut aussi se poser sur la ligne 2 : voir Les pouvoirs des races."),
            ("ruling", "Les cartes ajoutées qui laissent le troupeau conforme le rejoignent, tout simplement. "
                       "Une carte qui le rend non conforme (une autre race, ou un caractère déjà présent) le "
                       "fait se disperser aussitôt, elle comprise. Ici, une telle carte s'ajoute seule : "
                       "l'application vous prévient et vous demande de confirmer."),
            ("h3", "3. Déplacement"),
            ("p", ["Avancez ", ("strong", "un"), " de vos troupeaux ", ("strong", "d'une ligne"),
                   ", sur l'une des cases de la ligne suivante qui touchent la sienne : la case de même lettre "
                   "ou celle de la lettre d'avant, si elle existe. Depuis b1, un troupeau peut aller en a2 ou "
                   "en b2. Au bord, il n'y a qu'un passage : a1 ne mène qu'en a2, e1 qu'en d2, et c3 qu'en b4."]),
            ("p", "La suite dépend de ce qui occupe cette case :"),
            ("ul", [
                [("strong", "Rien"), " : votre troupeau s'y installe."],
                [("strong", "Un de vos troupeaux"), " : les deux fusionnent en un seul troupeau. S'il n'est pas "
                 "conforme, il se disperse."],
                [("strong", "Un troupeau adverse"), " : comptez les moutons. Le plus petit troupeau se "
                 "disperse, et le plus grand reste maître de la case. S'ils ont la même taille, les deux se "
                 "dispersent."],
                [("strong", "Depuis la ligne 5"), " : un troupeau en a5 entre dans l'enclos d'arrivée. Il "
                 "rejoint face cachée votre pile d'arrivée : ces moutons sont rentrés, et ils compteront à la "
                 "fin."],
            ]),
            ("ruling", "Vous pouvez fusionner deux de vos troupeaux même si le résultat n'est pas conforme : "
                       "il se disperse aussitôt. L'application vous prévient avant."),
            ("figure", "clash"),
            ("example", "Bleu a un troupeau de 4 Divers en b2, et Rouge un troupeau de 4 Glorieux en b3. Si Bleu "
                        "avance de b2 en b3, les deux troupeaux se dispersent. Mais si Bleu ajoute d'abord à "
                        "son troupeau le cinquième caractère de Divers qui lui manque (étape 2), c'est 5 contre "
                        "4 quand il avance (étape 3), et seul le troupeau de Rouge se disperse."),
            ("ruling", "Votre tour se termine quand vous appuyez sur « Fin du tour ». Comme chaque étape est "
                       "facultative, vous pouvez le faire quand vous voulez."),
        ]),
        ("powers", "Les pouvoirs des races", [
            ("p", "Trois des quatre races ont un pouvoir bien à elles."),
            ("h3", "Glorieux"),
            ("p", "Chaque fois qu'un de vos troupeaux de Glorieux avance sur un troupeau adverse et le fait se "
                  "disperser, vous pouvez piocher jusqu'à 3 cartes, dans les piles de votre choix de votre "
                  "enclos de départ."),
            ("ruling", "Cela vaut aussi quand les deux troupeaux se dispersent parce qu'ils avaient la même "
                       "taille. Ces 3 cartes au plus se piochent juste après le déplacement. Si l'une d'elles "
                       "est la dernière de votre enclos, vous finissez votre tour et la partie s'arrête."),
            ("h3", "Téméraires"),
            ("p", ["Un troupeau de Téméraires ", ("strong", "complet"), " réunit ses 3 caractères : le "
                   "Casse-cou, le Bagarreur et le Fonceur. Son propriétaire peut le sacrifier : il se "
                   "disperse, et entraîne avec lui ", ("strong", "un troupeau adverse au choix"),
                   ", où qu'il soit sur le chemin et quelle que soit sa taille."]),
            ("ruling", "Vous pouvez le faire à tout moment de votre propre tour : avant de piocher, entre deux "
                       "étapes ou après avoir avancé. Cela ne compte pas comme une étape. Avec deux troupeaux "
                       "de Téméraires complets, vous pouvez le faire deux fois."),
            ("h3", "Rapides"),
            ("p", "Quand vous créez un troupeau de Rapides, vous pouvez le poser directement sur la ligne 2 au "
                  "lieu de la ligne 1. Il peut s'y poser sur une case vide, ou sur un troupeau adverse qui "
                  "compte autant de moutons que lui ou moins : un troupeau plus petit se disperse et vos "
                  "Rapides prennent sa place ; un troupeau de même taille se disperse, et vos Rapides avec lui."),
            ("ruling", "Un troupeau de Rapides ne se pose jamais sur l'un de vos propres troupeaux, ni sur un "
                       "troupeau plus grand. Il peut bien sûr aussi se poser sur la ligne 1, comme n'importe "
                       "quel troupeau."),
            ("h3", "Divers"),
            ("p", "Aucun pouvoir, mais avec leurs cinq caractères, ce sont eux qui forment les plus gros "
                  "troupeaux : jusqu'à 5 moutons."),
        ]),
        ("end", "La fin de la partie", [
            ("p", ["Dès qu'un joueur a pris la ", ("strong", "toute dernière carte de son enclos de départ"),
                   ", la fin approche : il achève son tour, et la partie s'arrête là."]),
            ("ruling", "Si les deux joueurs, l'un après l'autre, terminent un tour sans rien faire du tout, la "
                       "partie s'arrête aussi. Ainsi, une partie ne peut jamais durer éternellement."),
            ("p", "Chacun compte alors les moutons de sa pile d'arrivée. Le plus grand nombre gagne ; à "
                  "égalité, la partie est nulle. Les cartes restées en main, sur le chemin ou dans l'enclos de "
                  "départ ne comptent pas."),
        ]),
        ("seeing", "Ce que l'on voit", [
            ("ul", [
                "Votre main, en entier. Celle de l'adversaire seulement de dos : vous voyez la race de chaque "
                "carte, jamais son caractère.",
                "Tous les troupeaux du chemin, face visible, pour les deux joueurs.",
                "Les piles des deux enclos de départ. Vous pouvez compter les cartes qui y restent.",
                ["Ce que chacun a fait entrer dans l'enclos d'arrivée, mais ", ("strong", "jamais combien de moutons cela fait"),
                 " : pendant la partie, personne ne les compte, pas même la sienne. Se souvenir des troupeaux "
                 "qui y sont entrés est permis, et c'est payant."],
            ]),
            ("ruling", "Pendant la partie, chaque pile d'arrivée n'apparaît que comme une pile plus ou moins "
                       "épaisse, qui donne une idée de sa taille, jamais comme un nombre. L'historique ne "
                       "montre que ce tour et le précédent, et l'on ne peut revoir la partie coup par coup "
                       "qu'une fois qu'elle est finie : sinon, compter serait trop facile. Pour une partie "
                       "détendue, l'option « Montrer le compte des arrivées » affiche les nombres. À la fin, "
                       "les comptes sont dévoilés."),
            ("p", "L'ordinateur suit la même règle : il ne connaît pas la taille exacte d'une pile d'arrivée, "
                  "sauf si son niveau lui donne une mémoire parfaite de tous les troupeaux entrés."),
        ]),
    ],
    "figures": {
        "herds": {
            "label": "Trois troupeaux : G1 G2 G4 est conforme ; T1 T3 T1 se disperse (deux Casse-cou) ; R1 R2 D3 "
                     "se disperse (deux races)",
            "caption": [
                "En haut, le Fier, le Vaniteux et le Héros sont tous des Glorieux, et tous différents : ce "
                "troupeau est conforme. Au milieu, deux Casse-cou dans le même troupeau : il se disperse. En "
                "bas, un Dormeur (un Divers) parmi des Rapides : deux races, donc il se disperse aussi.",
            ],
            "key": [
                "coche : le troupeau est conforme ;",
                "croix : le troupeau se disperse et ses cartes quittent la partie ;",
                "sur chaque carte : le bandeau et l'icône de la race en haut, puis le pictogramme du caractère "
                "(1 rond, 2 triangle, 3 carré, 4 losange) et son code.",
            ],
        },
        "path": {
            "label": "Le plateau : les 15 cases du chemin, de a1 à a5 ; un troupeau en b1 peut aller en a2 ou en "
                     "b2, un troupeau en c3 seulement en b4",
            "caption": [
                "Comme sur la table, la ligne 1 est en bas, près des enclos de départ, et la ligne 5 en haut, "
                "près de l'enclos d'arrivée. Un troupeau en b1 peut avancer en a2 ou en b2. Un troupeau en c3 "
                "ne peut aller qu'en b4, car la ligne 4 n'a pas de case c4. Depuis a5, la dernière case, un "
                "troupeau entre dans l'enclos d'arrivée.",
            ],
            "key": [
                "contour épais : la case d'un troupeau (b1, c3) ;",
                "case jaune au contour en tirets : où ce troupeau peut aller ;",
                "flèches noires : les déplacements des troupeaux de b1 et c3 ; la grise : de a5 vers l'enclos d'arrivée ;",
                "les piles : les cartes de Bleu sont bleues au bord plein, celles de Rouge rouges au bord en "
                "tirets.",
            ],
        },
        "clash": {
            "label": "Un affrontement : le troupeau de 3 de Bleu avance de b2 sur le troupeau de 2 de Rouge en "
                     "b3, et celui de Rouge se disperse",
            "caption": [
                "Avant : le troupeau de 3 Divers de Bleu est en b2, et celui de 2 Glorieux de Rouge juste "
                "devant, en b3. Bleu avance en b3 : 3 contre 2, le troupeau de Rouge se disperse et celui de "
                "Bleu s'installe en b3. Si Rouge avait eu 3 moutons, les deux troupeaux se seraient "
                "dispersés ; avec 4, c'est celui de Bleu qui se serait dispersé. Si le troupeau de Bleu avait "
                "été un troupeau de Glorieux, Bleu pourrait en plus piocher jusqu'à 3 cartes.",
            ],
            "key": [
                "cartes au bord bleu plein : le troupeau de Bleu ; au bord rouge en tirets : celui de Rouge ;",
                "le nombre dans le disque : combien de moutons compte le troupeau ;",
                "flèche : le déplacement de Bleu.",
            ],
        },
    },
}

PAGES = {"en": EN, "fr": FR}

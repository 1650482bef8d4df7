"""Clustered's cards drawn as SVG from their features, and their names in English and French.

A card is given by its text form (``game/clustered.py``): ``2ts`` is two striped triangles (count
1-3; shape ``s`` square, ``t`` triangle, ``c`` circle; fill ``e`` empty, ``s`` striped, ``f``
solid), ``J`` a joker, ``start`` the black start card.

Every card is drawn in a 100 x 100 box scaled to the cell, so it looks the same at any size:

- a frame in the owner's colour (``SEAT_PALETTE``, the Okabe-Ito colour-blind-safe colours) around a
  light tint of it, with the owner's **mark** (dot, diamond, cross, ...) in the top-left corner, so
  colour is never the only sign of whose card it is;
- the 1-3 symbols in dark ink (at least 4.5:1 against every tint, see ``contrast``): outlined
  (empty), outlined with diagonal stripes (striped), or filled (solid). Stripes are drawn as
  lines cut to each shape, not with a ``<pattern>``: a card needs no ``id``, so any number of
  SVGs in one page can show cards (``card_defs()`` is therefore empty);
- a joker: a star and a "J"; the start card: black, with a white compass star.

Colours are SVG presentation attributes: the cards need no style sheet. Elements carry classes
(``card``, ``card-frame``, ``card-face``, ``seat-mark``, ``symbol``, ``stripes``) and ``data-*``
attributes for styling hooks and tests.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

from ..markup import Markup, h, join
from ..shapes import star

INK = "#1d1b18"  # the symbols, as the page's text
WHITE = "#ffffff"
BLACK = "#000000"  # the mark on the lighter seat colours (vermilion needs pure black for 4.5:1)
START_FACE = "#1b1b1b"
NEUTRAL_FRAME = "#57534c"  # a card in nobody's colour (a rules diagram, a hand without owner tint)
NEUTRAL_FACE = "#ffffff"
TINT = 0.22  # the face: this much of the seat's colour over white


def _tint(colour: str, amount: float = TINT) -> str:
    rgb = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(c * amount + 255 * (1 - amount)):02x}" for c in rgb)


def luminance(colour: str) -> float:
    """WCAG 2 relative luminance of ``#rrggbb``."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(int(colour[i : i + 2], 16) / 255) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG 2 contrast ratio of two ``#rrggbb`` colours (1 to 21)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


class SeatStyle(NamedTuple):
    colour_id: str  # as game.clustered.COLOURS
    colour: str  # the frame and the mark's badge
    face: str  # the card's face: a light tint of colour
    mark: str  # the shape that tells the owner without colour
    mark_ink: str  # the mark on its badge: black or white, whichever contrasts more


def _seat(colour_id: str, colour: str, mark: str) -> SeatStyle:
    ink = BLACK if contrast(BLACK, colour) >= contrast(WHITE, colour) else WHITE
    return SeatStyle(colour_id, colour, _tint(colour), mark, ink)


# Seat 0..7, in the order of game.clustered.COLOURS (Okabe & Ito's palette; grey for their black,
# which is the start card's).
SEAT_PALETTE: tuple[SeatStyle, ...] = (
    _seat("blue", "#0072B2", "dot"),
    _seat("orange", "#E69F00", "diamond"),
    _seat("green", "#009E73", "cross"),
    _seat("pink", "#CC79A7", "star"),
    _seat("yellow", "#F0E442", "ring"),
    _seat("sky", "#56B4E9", "bar"),
    _seat("vermilion", "#D55E00", "chevron"),
    _seat("grey", "#999999", "hourglass"),
)

COLOUR_NAMES = {
    "en": ("Blue", "Orange", "Green", "Pink", "Yellow", "Sky blue", "Vermilion", "Grey"),
    "fr": ("Bleu", "Orange", "Vert", "Rose", "Jaune", "Bleu ciel", "Vermillon", "Gris"),
}
MARK_NAMES = {
    "en": {"dot": "dot", "diamond": "diamond", "cross": "cross", "star": "star", "ring": "ring", "bar": "bar",
           "chevron": "chevron", "hourglass": "hourglass"},
    "fr": {"dot": "point", "diamond": "losange", "cross": "croix", "star": "étoile", "ring": "anneau",
           "bar": "barre", "chevron": "chevron", "hourglass": "sablier"},
}  # fmt: skip

SHAPES = {"s": "square", "t": "triangle", "c": "circle"}
FILLS = {"e": "empty", "s": "striped", "f": "solid"}

# --- names ----------------------------------------------------------------------------------------

NUMBERS = {"en": ("one", "two", "three"), "fr": ("un", "deux", "trois")}
SHAPE_WORDS = {
    "en": {"square": ("square", "squares"), "triangle": ("triangle", "triangles"), "circle": ("circle", "circles")},
    "fr": {"square": ("carré", "carrés"), "triangle": ("triangle", "triangles"), "circle": ("cercle", "cercles")},
}
# French adjectives agree with the (masculine) shapes: vide/vides, hachuré/hachurés, plein/pleins.
FILL_WORDS = {
    "en": {"empty": ("empty", "empty"), "striped": ("striped", "striped"), "solid": ("solid", "solid")},
    "fr": {"empty": ("vide", "vides"), "striped": ("hachuré", "hachurés"), "solid": ("plein", "pleins")},
}
SPECIAL_NAMES = {"en": {"J": "a joker", "start": "the start card"}, "fr": {"J": "un joker", "start": "la carte de départ"}}  # with their article, as "one empty square"


def features(card: str) -> tuple[int, str, str]:
    """``(count, shape, fill)`` of a figure card's text (``"2ts"`` -> ``(2, "triangle", "striped")``)."""
    if len(card) == 3 and card[0] in "123" and card[1] in SHAPES and card[2] in FILLS:
        return int(card[0]), SHAPES[card[1]], FILLS[card[2]]
    raise ValueError(f"{card!r} is not a Clustered figure card")


def _language(language: str) -> str:
    return language if language in NUMBERS else "en"


def card_name(card: str, language: str = "en") -> str:
    """What a screen reader says for a card: "two striped triangles", "deux triangles hachurés"."""
    language = _language(language)
    if card in SPECIAL_NAMES[language]:
        return SPECIAL_NAMES[language][card]
    count, shape, fill = features(card)
    plural = count > 1
    number = NUMBERS[language][count - 1]
    noun = SHAPE_WORDS[language][shape][plural]
    adjective = FILL_WORDS[language][fill][plural]
    if language == "fr":
        return f"{number} {noun} {adjective}"
    return f"{number} {adjective} {noun}"


def seat_colour_name(seat: int, language: str = "en") -> str:
    """The seat's colour, capitalised as a player's name: "Blue", "Bleu ciel"."""
    return COLOUR_NAMES[_language(language)][seat]


def seat_mark_name(seat: int, language: str = "en") -> str:
    """The seat's mark: "dot", "losange"."""
    return MARK_NAMES[_language(language)][SEAT_PALETTE[seat].mark]


def card_label(card: str, seat: int | None, language: str = "en") -> str:
    """A card and its owner: "two striped triangles, Blue (dot)"; just the card's name without one."""
    name = card_name(card, language)
    if seat is None or card == "start":
        return name
    return f"{name}, {seat_colour_name(seat, language)} ({seat_mark_name(seat, language)})"


# --- drawing --------------------------------------------------------------------------------------

BOX = 100  # a card's own coordinates: 0..100 both ways
OUTLINE = 3.6  # the symbols' outline
STRIPE = 2.4  # one stripe's width
STRIPE_GAP = 6.5  # from one stripe to the next, across them
# Where the symbols go (centres) and how big they are, by count; the top-left corner holds the mark.
LAYOUT = {
    1: (44, ((55, 58),)),
    2: (32, ((31, 63), (71, 63))),
    3: (29, ((57, 31), (32, 71), (72, 71))),
}
MARK_AT, MARK_SIZE = (21, 21), 19


def _n(value: float) -> float | int:
    """A coordinate short in the markup."""
    value = round(value, 2)
    return int(value) if value == int(value) else value


def _points(points: list[tuple[float, float]]) -> str:
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in points)


def _polygon(shape: str, cx: float, cy: float, s: float) -> list[tuple[float, float]]:
    if shape == "square":
        a = s * 0.41
        return [(cx - a, cy - a), (cx + a, cy - a), (cx + a, cy + a), (cx - a, cy + a)]
    # triangle, point up, its box centred on (cx, cy)
    half, height = s * 0.52, s * 0.9
    return [(cx, cy - height / 2), (cx + half, cy + height / 2), (cx - half, cy + height / 2)]


def _stripe_offsets(low: float, high: float, middle: float) -> list[float]:
    """Values of x + y for the stripes crossing a shape whose x + y spans low..high, centred on middle."""
    step = STRIPE_GAP * math.sqrt(2)
    k = math.floor((middle - low) / step)
    return [middle + i * step for i in range(-k, k + 1) if low < middle + i * step < high]


def _stripes(shape: str, cx: float, cy: float, s: float) -> str:
    """Path data of diagonal stripes (x + y = c lines) cut to the shape."""
    segments: list[tuple[tuple[float, float], tuple[float, float]]] = []
    if shape == "circle":
        r = s * 0.47
        middle = cx + cy
        for c in _stripe_offsets(middle - r * math.sqrt(2), middle + r * math.sqrt(2), middle):
            d = (c - middle) / math.sqrt(2)  # distance from the centre
            half = math.sqrt(max(r * r - d * d, 0))
            fx, fy = cx + d / math.sqrt(2), cy + d / math.sqrt(2)  # the chord's middle
            u = half / math.sqrt(2)
            segments.append(((fx - u, fy + u), (fx + u, fy - u)))
    else:
        corners = _polygon(shape, cx, cy, s)
        sums = [x + y for x, y in corners]
        middle = (min(sums) + max(sums)) / 2
        for c in _stripe_offsets(min(sums), max(sums), middle):
            hits = []
            for (px, py), (qx, qy) in zip(corners, corners[1:] + corners[:1]):
                fp, fq = px + py - c, qx + qy - c
                if (fp < 0) != (fq < 0):
                    t = fp / (fp - fq)
                    hits.append((px + (qx - px) * t, py + (qy - py) * t))
            if len(hits) >= 2:
                hits.sort()
                segments.append((hits[0], hits[-1]))
    return " ".join(f"M{_n(a[0])} {_n(a[1])}L{_n(b[0])} {_n(b[1])}" for a, b in segments if math.dist(a, b) > 1)


def _symbol(shape: str, fill: str, cx: float, cy: float, s: float) -> Markup:
    paint = {
        "class": "symbol", "data-shape": shape, "data-fill": fill,
        "fill": INK if fill == "solid" else "none", "stroke": INK, "stroke-width": OUTLINE,
        "stroke-linejoin": "round",
    }  # fmt: skip
    if shape == "circle":
        outline = h("circle", {"cx": _n(cx), "cy": _n(cy), "r": _n(s * 0.47), **paint})
    else:
        outline = h("polygon", {"points": _points(_polygon(shape, cx, cy, s)), **paint})
    if fill != "striped":
        return outline
    stripes = h("path", {"class": "stripes", "d": _stripes(shape, cx, cy, s), "stroke": INK, "stroke-width": STRIPE})
    return join(stripes, outline)


def mark_shape(mark: str, cx: float, cy: float, size: float, ink: str) -> Markup:
    """One of the seats' marks, ``size`` across, centred on (cx, cy), in ``ink``."""
    k = size / 2
    attrs: dict[str, Any] = {"class": "seat-mark", "data-mark": mark}
    solid = {"fill": ink}
    line = {"fill": "none", "stroke": ink, "stroke-width": _n(size * 0.2), "stroke-linecap": "round",
            "stroke-linejoin": "round"}  # fmt: skip
    if mark == "dot":
        return h("circle", {**attrs, "cx": _n(cx), "cy": _n(cy), "r": _n(k * 0.75), **solid})
    if mark == "ring":
        return h("circle", {**attrs, "cx": _n(cx), "cy": _n(cy), "r": _n(k * 0.68), **line, "stroke-width": _n(size * 0.17)})
    if mark == "diamond":
        corners = [(cx, cy - k), (cx + k * 0.8, cy), (cx, cy + k), (cx - k * 0.8, cy)]
        return h("polygon", {**attrs, "points": _points(corners), **solid})
    if mark == "star":
        return h("polygon", {**attrs, "points": _points(star(cx, cy + k * 0.08, k * 1.05, k * 0.45)), **solid})
    if mark == "cross":
        a = k * 0.62
        d = f"M{_n(cx - a)} {_n(cy - a)}L{_n(cx + a)} {_n(cy + a)}M{_n(cx + a)} {_n(cy - a)}L{_n(cx - a)} {_n(cy + a)}"
        return h("path", {**attrs, "d": d, **line, "stroke-width": _n(size * 0.22)})
    if mark == "bar":
        return h("rect", {**attrs, "x": _n(cx - k * 0.85), "y": _n(cy - k * 0.3), "width": _n(k * 1.7),
                          "height": _n(k * 0.6), "rx": _n(k * 0.15), **solid})  # fmt: skip
    if mark == "chevron":
        corners = [(cx - k * 0.75, cy + k * 0.4), (cx, cy - k * 0.4), (cx + k * 0.75, cy + k * 0.4)]
        return h("polyline", {**attrs, "points": _points(corners), **line, "stroke-width": _n(size * 0.22)})
    if mark == "hourglass":
        corners = [(cx - k * 0.7, cy - k * 0.85), (cx + k * 0.7, cy - k * 0.85), (cx - k * 0.7, cy + k * 0.85),
                   (cx + k * 0.7, cy + k * 0.85)]  # fmt: skip
        return h("polygon", {**attrs, "points": _points(corners), **solid})
    raise ValueError(f"unknown mark {mark!r}")


def mark_svg(seat: int, cx: float, cy: float, size: float) -> Markup:
    """The seat's mark on a disc of its colour, ``size`` across: for player panels and legends."""
    style = SEAT_PALETTE[seat]
    return join(
        h("circle", {"class": "seat-badge", "cx": _n(cx), "cy": _n(cy), "r": _n(size / 2), "fill": style.colour,
                     "stroke": INK, "stroke-width": _n(size * 0.04)}),
        mark_shape(style.mark, cx, cy, size * 0.55, style.mark_ink),
    )  # fmt: skip


def card_defs() -> Markup:
    """The shared ``<defs>`` cards need: none (stripes are drawn per shape, so no ``id`` at all).

    Kept so that a page can include it once per SVG whatever a later drawing needs."""
    return Markup("")


def card_svg(card: str, x: float, y: float, size: float, seat: int | None, extra_class: str = "") -> Markup:
    """A ``<g class="card ...">`` of one card in the square (x, y, size); ``seat`` None: no owner's colour.

    The group carries ``data-card`` (the card's text) and ``data-seat`` (when owned); the drawing
    inside is scaled from a 100 x 100 box by an inner group, so a ``transform`` set on the outer
    group by a style sheet (a lift, a shake) does not move the card off its cell.
    """
    classes = " ".join(c for c in ("card", "card-start" if card == "start" else "card-joker" if card == "J" else "",
                                   extra_class) if c)  # fmt: skip
    parts: list[Any] = []
    if card == "start":
        parts.append(h("rect", {"class": "card-frame", "x": 2, "y": 2, "width": 96, "height": 96, "rx": 10,
                                "fill": START_FACE, "stroke": INK, "stroke-width": 1.5}))  # fmt: skip
        parts.append(h("rect", {"class": "card-face", "x": 9, "y": 9, "width": 82, "height": 82, "rx": 6,
                                "fill": "none", "stroke": WHITE, "stroke-width": 1.5}))  # fmt: skip
        parts.append(h("polygon", {"class": "start-mark", "points": _points(star(50, 50, 34, 9, 4)), "fill": WHITE}))
        parts.append(h("circle", {"class": "start-mark", "cx": 50, "cy": 50, "r": 19, "fill": "none", "stroke": WHITE,
                                  "stroke-width": 3}))  # fmt: skip
    else:
        style = SEAT_PALETTE[seat] if seat is not None else None
        frame = style.colour if style else NEUTRAL_FRAME
        face = style.face if style else NEUTRAL_FACE
        parts.append(h("rect", {"class": "card-frame", "x": 2, "y": 2, "width": 96, "height": 96, "rx": 10,
                                "fill": frame, "stroke": INK, "stroke-width": 1.5}))  # fmt: skip
        parts.append(h("rect", {"class": "card-face", "x": 8, "y": 8, "width": 84, "height": 84, "rx": 6, "fill": face}))
        if style:  # the owner's corner: the frame's colour reaching in, the mark on it
            parts.append(h("path", {"class": "seat-corner", "fill": style.colour,
                                    "d": "M8 14A6 6 0 0 1 14 8H35V27A8 8 0 0 1 27 35H8Z"}))  # fmt: skip
            parts.append(mark_shape(style.mark, *MARK_AT, MARK_SIZE, style.mark_ink))
        if card == "J":
            parts.append(h("polygon", {"class": "symbol joker", "points": _points(star(54, 55, 33, 14)), "fill": INK,
                                       "stroke": INK, "stroke-width": 2, "stroke-linejoin": "round"}))  # fmt: skip
            parts.append(h("text", {"class": "joker-letter", "x": 54, "y": 66, "fill": face, "font-size": 22,
                                    "font-weight": 700, "text-anchor": "middle",
                                    "font-family": "system-ui, sans-serif"}, "J"))  # fmt: skip
        else:
            count, shape, fill = features(card)
            s, centres = LAYOUT[count]
            parts.extend(_symbol(shape, fill, cx, cy, s) for cx, cy in centres)
    scale = round(size / BOX, 5)
    return h(
        "g", {"class": classes, "data-card": card, "data-seat": seat if seat is not None and card != "start" else None},
        h("g", {"transform": f"translate({_n(x)} {_n(y)}) scale({scale})"}, *parts),
    )  # fmt: skip

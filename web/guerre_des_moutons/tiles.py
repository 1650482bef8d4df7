"""La Guerre des Moutons's tiles drawn as SVG: the faces, the figures, the back, the "?" face, the markers.

Shared drawings (``defs_svg``)
    The sheep, the colour marks, the house, the tree, the fence, the wolf and the hunter are
    ``<symbol>``\\ s defined once, and a face refers to them with ``<use href="#gdm-...">``: a face is
    at most 15 elements, so a table of 73 tiles redraws quickly. Put :func:`defs_svg` (a ``<defs>``)
    once inside the table's ``<svg>``, or :func:`sprite_svg` (the same in a hidden 0 x 0 ``<svg>``)
    once in the page when tiles are drawn in several ``<svg>``\\ s (the hand's buttons): an
    ``href="#id"`` finds its symbol anywhere in the document. Every id starts with ``gdm-``.
    The symbols carry their own colours (presentation attributes): they look right without the
    style sheet.

A face (:func:`face_svg`)
    A square cut along its diagonals into 4 triangles, each against its edge (N = the top edge to
    the centre, then E, S, W; y grows downwards). Touching triangles of one terrain are drawn as one
    piece (one polygon, no line between them). Each triangle holds its terrain's picture near its
    centre: a house on the village's paving stones, a fir tree in the forest, **one sheep** on a
    meadow. A **fence** (a wooden rail with posts) stands on the diagonal between two touching
    triangles of different terrains when one of them is a meadow. A wolf or a hunter face shows the
    figure large on a badge in the middle of its forest, a covered wolf the hunter with a small
    crossed-out wolf.

Colour and its second sign
    The meadows' colours are told apart by colour (dark, light and saturated hues kept apart in
    lightness, safe for colour-blind players) **and** by a mark painted on each sheep's white fleece
    (:data:`MARKS`): black = circle, yellow = star, red = diamond, blue = triangle. Markers and
    swatches show the colour, a white disc with the mark, and (markers) the colour's letter.
    The back and the "?" face carry no colour, no mark and no colour class.

Classes (styled in ``web/style.css``, block "La Guerre des Moutons tiles")
    ``gdm-face`` (a face, with ``data-face="KKYY"`` and ``data-figure`` on a figure face),
    ``gdm-piece`` + terrain class ``gdm-V gdm-F gdm-K gdm-Y gdm-R gdm-B`` (a piece of a face,
    ``data-dirs="NE"``), ``gdm-sheep`` (one per meadow triangle, ``data-sheep="K"``), ``gdm-house``,
    ``gdm-tree``, ``gdm-fence`` (``data-fence="NE"``: from the centre to the NE corner, between the N
    and E triangles; ``SE SW NW`` likewise),
    ``gdm-figure``, ``gdm-edge`` (the tile's outline), ``gdm-back``, ``gdm-question``,
    ``gdm-marker``, ``gdm-swatch``. The caller's ``cls`` is added to the face's class.

Accessibility
    Every drawing is ``aria-hidden="true"``: the caller names the tile (``face_label`` words it) on
    the interactive group around it.

Functions
    ``face_svg(face, x, y, size, figure=None, cls="")``, ``back_svg(x, y, size, cls="")``,
    ``question_svg(x, y, size, cls="")``, ``marker_svg(colour, x, y, size, letter=None)``,
    ``colour_swatch(colour, x, y, size)``, ``defs_svg()``, ``sprite_svg()``, and the words
    ``COLOUR_NAMES``, ``TERRAIN_NAMES``, ``MARK_NAMES``, ``FIGURE_NAMES`` (``"en"`` and ``"fr"``),
    ``colour_name``, ``terrain_name``, ``face_label``; ``pieces_of`` and ``fences_of`` say what a
    face draws. A colour or terrain is the engine's int (``game.guerre_des_moutons.tiles``:
    ``VILLAGE FOREST BLACK YELLOW RED BLUE`` = 0..5). ``face_svg(None, ...)`` is the "?" face.
    A face is drawn at the origin and placed by ``transform="translate(x y)"`` on its group, so the
    drawing of each (face, size, figure) is made once and kept. ``FIELD`` holds the terrains' fills
    (the style sheet's block repeats them; a test keeps both equal).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, Optional, Sequence

from game.guerre_des_moutons.tiles import BLACK, BLUE, COLOURS, FOREST, RED, TERRAIN_LETTERS, VILLAGE, YELLOW

from ..markup import Markup, h, join
from ..shapes import star

# --- words ----------------------------------------------------------------------------------------

COLOUR_NAMES = {
    "en": {BLACK: "black", YELLOW: "yellow", RED: "red", BLUE: "blue"},
    "fr": {BLACK: "noir", YELLOW: "jaune", RED: "rouge", BLUE: "bleu"},
}
TERRAIN_NAMES = {
    "en": {VILLAGE: "village", FOREST: "forest", BLACK: "black sheep", YELLOW: "yellow sheep",
           RED: "red sheep", BLUE: "blue sheep"},
    "fr": {VILLAGE: "village", FOREST: "forêt", BLACK: "moutons noirs", YELLOW: "moutons jaunes",
           RED: "moutons rouges", BLUE: "moutons bleus"},
}  # fmt: skip
MARK_NAMES = {
    "en": {BLACK: "circle", YELLOW: "star", RED: "diamond", BLUE: "triangle"},
    "fr": {BLACK: "rond", YELLOW: "étoile", RED: "losange", BLUE: "triangle"},
}
FIGURE_NAMES = {
    "en": {"wolf": "wolf", "hunter": "hunter", "covered": "wolf covered by a hunter"},
    "fr": {"wolf": "loup", "hunter": "chasseur", "covered": "loup couvert par un chasseur"},
}
DIRECTION_WORDS = {"en": ("north", "east", "south", "west"), "fr": ("nord", "est", "sud", "ouest")}
AND_WORD = {"en": " and ", "fr": " et "}
ALL_ROUND = {"en": "{terrain} all round", "fr": "{terrain} sur les quatre côtés"}


def _words(table: dict[str, Any], language: str) -> Any:
    return table.get(language) or table["en"]


def colour_name(colour: int, language: str = "en") -> str:
    """``"black"``, ``"noir"``: a sheep colour's name."""
    return _words(COLOUR_NAMES, language)[colour]


def terrain_name(terrain: int, language: str = "en") -> str:
    return _words(TERRAIN_NAMES, language)[terrain]


def face_label(face: Optional[Sequence[int]], language: str = "en", figure: Optional[str] = None) -> str:
    """Words for a face, its sides of one terrain said together: "north and east red sheep, south forest,
    west village", "yellow sheep all round" (a figure face: its figure; the "?" face: "?")."""
    if face is None:
        return "?"
    if figure:
        return _words(FIGURE_NAMES, language)[figure]
    if len(set(face)) == 1:
        return _words(ALL_ROUND, language).format(terrain=terrain_name(face[0], language))
    where, joined = _words(DIRECTION_WORDS, language), _words(AND_WORD, language)
    sides: dict[int, list[str]] = {}
    for d, terrain in enumerate(face):
        sides.setdefault(terrain, []).append(where[d])
    said = []
    for terrain, named in sides.items():
        directions = named[0] if len(named) == 1 else ", ".join(named[:-1]) + joined + named[-1]
        said.append(f"{directions} {terrain_name(terrain, language)}")
    return ", ".join(said)


# --- colours (the style sheet's block repeats the fields' colours; a test keeps them equal) --------

INK = "#1d1b18"
FLEECE = "#fbf8ef"
SHEEP_SKIN = "#2b2622"
FIELD = {  # a triangle's fill, by terrain
    VILLAGE: "#e0d8cc",
    FOREST: "#2d6a4f",
    BLACK: "#2b2b2b",
    YELLOW: "#f5c518",
    RED: "#e0442b",
    BLUE: "#2b7bd0",
}
MARK_FILL = {**{c: FIELD[c] for c in (YELLOW, RED, BLUE)}, BLACK: "#1b1b1b"}  # the mark on a fleece
MARKS = {BLACK: "circle", YELLOW: "star", RED: "diamond", BLUE: "triangle"}
FIGURES = ("wolf", "hunter", "covered")

SHEEP_TERRAINS = frozenset(COLOURS)
LETTER = TERRAIN_LETTERS  # "VFKYRB"
DIRS = "NESW"
R0 = (math.sqrt(2) - 1) / 2  # a triangle's inradius, for a face of side 1
INCENTRE = ((0.5, R0), (1 - R0, 0.5), (0.5, 1 - R0), (R0, 0.5))  # N E S W, on a face of side 1
CORNERS = ((0, 0), (1, 0), (1, 1), (0, 1))  # NW NE SE SW: triangle d runs from corner d to corner d + 1
PICTURE = 0.42  # a triangle's picture (sheep, house, tree): this much of the side, square
FENCE_CORNERS = ("NE", "SE", "SW", "NW")  # the fence between triangles d and d + 1 runs to this corner
FENCE_IDS = tuple(f"gdm-fence-{c.lower()}" for c in FENCE_CORNERS)


def _n(value: float) -> float | int:
    """A coordinate short in the markup."""
    value = round(value, 2)
    return int(value) if value == int(value) else value


def _pts(points: Sequence[tuple[float, float]]) -> str:
    return " ".join(f"{_n(px)},{_n(py)}" for px, py in points)


# --- the shared symbols -----------------------------------------------------------------------------


def _mark_shape(colour: int) -> Markup:
    """A colour's mark in a -10..10 box, filled with the colour, outlined in ink."""
    paint = {"fill": MARK_FILL[colour], "stroke": INK, "stroke-width": 1.6, "stroke-linejoin": "round"}
    shape = MARKS[colour]
    if shape == "circle":
        return h("circle", {"cx": 0, "cy": 0, "r": 7.6, **paint})
    if shape == "star":
        return h("polygon", {"points": _pts(star(0, 0.8, 9.8, 4.3)), **paint})
    if shape == "diamond":
        return h("polygon", {"points": "0,-9.6 7.6,0 0,9.6 -7.6,0", **paint})
    return h("polygon", {"points": "0,-8.6 9.4,7.6 -9.4,7.6", **paint})  # triangle


def _cloud(cx: float, cy: float, rx: float, ry: float, bumps: int, bulge: float) -> str:
    """A fleece: arcs bulging outwards between points round an ellipse."""
    points = [
        (cx + rx * math.cos(2 * math.pi * (i + 0.5) / bumps), cy + ry * math.sin(2 * math.pi * (i + 0.5) / bumps))
        for i in range(bumps)
    ]
    d = [f"M{_n(points[0][0])} {_n(points[0][1])}"]
    for i in range(bumps):
        (ax, ay), (bx, by) = points[i], points[(i + 1) % bumps]
        r = math.dist((ax, ay), (bx, by)) / 2 * bulge
        d.append(f"A{_n(r)} {_n(r)} 0 0 1 {_n(bx)} {_n(by)}")
    return "".join(d) + "Z"


def _sheep_body() -> Markup:
    """A white sheep facing right in a 0..100 box, its flank free around (42, 50) for a mark. Its dark
    legs and head have a pale rim, so the sheep stands out on the black meadow too."""
    skin = {"fill": SHEEP_SKIN, "stroke": FLEECE, "stroke-width": 2.5}
    legs = [h("rect", {"x": lx, "y": 58, "width": 8, "height": 24, "rx": 3, **skin}) for lx in (22, 33, 53, 64)]
    return join(
        *legs,
        h("path", {"d": _cloud(44, 50, 34, 22, 11, 1.25), "fill": FLEECE, "stroke": SHEEP_SKIN,
                   "stroke-width": 3.5, "stroke-linejoin": "round"}),
        h("ellipse", {"cx": 83, "cy": 40, "rx": 10.5, "ry": 14.5, "transform": "rotate(28 83 40)", **skin}),
        h("ellipse", {"cx": 73, "cy": 30, "rx": 8.5, "ry": 4.5, "transform": "rotate(-25 73 30)", **skin}),
        h("circle", {"cx": 86, "cy": 37, "r": 2.5, "fill": FLEECE}),
    )  # fmt: skip


def _house() -> Markup:
    """Paving stones and a small house, in a 0..100 box."""
    stones = [h("ellipse", {"cx": sx, "cy": sy, "rx": 9, "ry": 5, "fill": "#cfc2a6", "stroke": "#a89a7c",
                            "stroke-width": 2}) for sx, sy in ((14, 84), (34, 90), (66, 90), (86, 84))]  # fmt: skip
    return join(
        *stones,
        h("rect", {"x": 26, "y": 44, "width": 48, "height": 36, "fill": "#f7f1e3", "stroke": INK, "stroke-width": 3.5}),
        h("polygon", {"points": "16,48 50,16 84,48", "fill": "#6b5646", "stroke": INK, "stroke-width": 3.5,
                      "stroke-linejoin": "round"}),
        h("rect", {"x": 44, "y": 58, "width": 12, "height": 22, "fill": "#6b5646"}),
        h("rect", {"x": 31, "y": 52, "width": 9, "height": 9, "fill": "#7fa7c9", "stroke": INK, "stroke-width": 2}),
    )  # fmt: skip


def _tree() -> Markup:
    """A fir tree, in a 0..100 box."""
    return join(
        h("rect", {"x": 44, "y": 70, "width": 12, "height": 20, "fill": "#5a3b1e"}),
        h("polygon", {"points": "50,6 78,44 64,44 86,76 14,76 36,44 22,44", "fill": "#173f24", "stroke": "#0b2414",
                      "stroke-width": 3, "stroke-linejoin": "round"}),
        h("polyline", {"points": "50,22 60,38", "fill": "none", "stroke": "#6fae7a", "stroke-width": 4,
                       "stroke-linecap": "round"}),
    )  # fmt: skip


def _fence(corner: int) -> Markup:
    """A fence from the face's centre to one corner (0 NE, 1 SE, 2 SW, 3 NW), in a 0..100 box: a pale
    rim (seen on the black meadow), a wooden rail, posts, and a post in the centre."""
    ex, ey = [(100, 0), (100, 100), (0, 100), (0, 0)][corner]
    line = {"x1": 50, "y1": 50, "x2": ex, "y2": ey}
    return join(
        h("line", {**line, "stroke": "#fbf3df", "stroke-width": 8.5}),
        h("line", {**line, "stroke": "#4a2c10", "stroke-width": 5.5}),
        h("line", {**line, "stroke": "#c99a5b", "stroke-width": 2}),
        h("line", {**line, "stroke": "#3a220b", "stroke-width": 10, "stroke-dasharray": "4 15.6",
                   "stroke-dashoffset": -13}),
        h("rect", {"x": 45, "y": 45, "width": 10, "height": 10, "fill": "#3a220b", "stroke": "#fbf3df",
                   "stroke-width": 1.5, "transform": "rotate(45 50 50)"}),
    )  # fmt: skip


def _wolf() -> Markup:
    """A wolf's head on a pale badge, in a 0..100 box."""
    head = "24,6 42,30 50,28 58,30 76,6 81,40 93,56 71,70 61,90 50,95 39,90 29,70 7,56 19,40"
    return _badge(
        h("polygon", {"points": head, "fill": "#55565f", "stroke": INK, "stroke-width": 3, "stroke-linejoin": "round"}),
        h("polygon", {"points": "27,15 38,31 29,36", "fill": "#2b2c33"}),
        h("polygon", {"points": "73,15 62,31 71,36", "fill": "#2b2c33"}),
        h("polygon", {"points": "40,60 50,55 60,60 59,84 50,90 41,84", "fill": "#b5b6bd"}),
        h("polygon", {"points": "29,46 43,49 39,54 30,51", "fill": "#e53b1f", "stroke": INK, "stroke-width": 1.5}),
        h("polygon", {"points": "71,46 57,49 61,54 70,51", "fill": "#e53b1f", "stroke": INK, "stroke-width": 1.5}),
        h("ellipse", {"cx": 50, "cy": 82, "rx": 6.5, "ry": 4.5, "fill": INK}),
        h("polygon", {"points": "44,89 46,96 48,90", "fill": "#ffffff"}),
        h("polygon", {"points": "56,89 54,96 52,90", "fill": "#ffffff"}),
    )  # fmt: skip


def _badge(*figure: Markup) -> Markup:
    """A figure on a pale disc, cut to the disc, with a dark ring."""
    return join(
        h("circle", {"cx": 50, "cy": 50, "r": 48, "fill": "#efe9dc"}),
        h("g", {"clip-path": "url(#gdm-badge-clip)"}, *figure),
        h("circle", {"cx": 50, "cy": 50, "r": 47, "fill": "none", "stroke": INK, "stroke-width": 4}),
    )


def _hunter() -> Markup:
    """A hunter in his orange coat and green hat, a rifle on his shoulder, on a pale badge."""
    coat, skin, hat = "#e2711d", "#f1c9a0", "#3f5a2c"
    line = {"stroke": INK, "stroke-width": 3, "stroke-linejoin": "round"}
    return _badge(h(
        "g", {"transform": "matrix(1.14 0 0 1.14 -7 -4)"},
        h("path", {"d": "M18 100 Q20 62 50 58 Q80 62 82 100Z", "fill": coat, **line}),
        h("path", {"d": "M41 59 L50 72 L59 59", "fill": "none", **line}),
        h("line", {"x1": 63, "y1": 84, "x2": 86, "y2": 18, "stroke": INK, "stroke-width": 6, "stroke-linecap": "round"}),
        h("line", {"x1": 66, "y1": 76, "x2": 75, "y2": 50, "stroke": "#8a5a2b", "stroke-width": 3}),
        h("path", {"d": "M58 98 L54 86 L66 80 L70 90Z", "fill": "#8a5a2b", **line}),
        h("circle", {"cx": 66, "cy": 70, "r": 6, "fill": skin, **line}),
        h("circle", {"cx": 48, "cy": 42, "r": 13, "fill": skin, **line}),
        h("circle", {"cx": 43.5, "cy": 42, "r": 2, "fill": INK}),
        h("circle", {"cx": 52.5, "cy": 42, "r": 2, "fill": INK}),
        h("path", {"d": "M42 48 Q48 52 54 48", "fill": "none", "stroke": INK, "stroke-width": 2}),
        h("ellipse", {"cx": 48, "cy": 31, "rx": 24, "ry": 6, "fill": hat, **line}),
        h("path", {"d": "M36 31 L38 14 Q48 8 58 14 L60 31Z", "fill": hat, **line}),
        h("rect", {"x": 37.5, "y": 23, "width": 21, "height": 5, "fill": coat}),
        h("path", {"d": "M36 25 Q24 14 20 8 Q30 12 38 21Z", "fill": "#c8a24a", "stroke": INK, "stroke-width": 2}),
    ))  # fmt: skip


def _symbol(sid: str, content: Any, box: str = "0 0 100 100") -> Markup:
    return h("symbol", {"id": sid, "viewBox": box}, content)


def defs_svg() -> Markup:
    """The ``<defs>`` every face refers to: put it once in the page (see the module's docstring)."""
    parts = [
        h("clipPath", {"id": "gdm-badge-clip"}, h("circle", {"cx": 50, "cy": 50, "r": 47})),
        _symbol("gdm-sheep", _sheep_body()),
        _symbol("gdm-house", _house()),
        _symbol("gdm-tree", _tree()),
        _symbol("gdm-wolf", _wolf()),
        _symbol("gdm-hunter", _hunter()),
    ]
    for colour in COLOURS:
        letter = LETTER[colour]
        parts.append(_symbol(f"gdm-mark-{letter}", _mark_shape(colour), "-10 -10 20 20"))
        parts.append(_symbol(f"gdm-sheep-{letter}", join(
            h("use", {"href": "#gdm-sheep", "width": 100, "height": 100}),
            h("circle", {"cx": 42, "cy": 50, "r": 14, "fill": FLEECE}),
            h("use", {"href": f"#gdm-mark-{letter}", "x": 28, "y": 36, "width": 28, "height": 28}),
        )))  # fmt: skip
    parts += [_symbol(sid, _fence(corner)) for corner, sid in enumerate(FENCE_IDS)]
    return h("defs", {}, *parts)


def sprite_svg() -> Markup:
    """:func:`defs_svg` in a hidden, empty ``<svg>``: once in a page whose tiles sit in several SVGs."""
    return h("svg", {"class": "gdm-sprite", "width": 0, "height": 0, "aria-hidden": "true", "focusable": "false",
                     "style": "position:absolute;width:0;height:0;overflow:hidden"}, defs_svg())  # fmt: skip


# --- faces ------------------------------------------------------------------------------------------


def pieces_of(face: Sequence[int]) -> list[tuple[int, int]]:
    """The face's pieces as runs of touching triangles of one terrain: ``(first direction, count)``,
    counted clockwise (count 4: the whole face)."""
    if all(t == face[0] for t in face):
        return [(0, 4)]
    start = next(d for d in range(4) if face[d] != face[d - 1])  # a triangle that starts a run
    runs: list[tuple[int, int]] = []
    for k in range(4):
        d = (start + k) % 4
        if k and face[d] == face[(d - 1) % 4]:
            runs[-1] = (runs[-1][0], runs[-1][1] + 1)
        else:
            runs.append((d, 1))
    return runs


def fences_of(face: Sequence[int]) -> list[int]:
    """The diagonals with a fence: ``d`` for the one between triangle ``d`` and triangle ``d + 1``."""
    return [
        d for d in range(4)
        if face[d] != face[(d + 1) % 4] and (face[d] in SHEEP_TERRAINS or face[(d + 1) % 4] in SHEEP_TERRAINS)
    ]  # fmt: skip


def _use(sid: str, x: float, y: float, size: float, **attrs: Any) -> Markup:
    return h("use", {"href": "#" + sid, "x": _n(x) or None, "y": _n(y) or None, "width": _n(size), "height": _n(size),
                     **attrs})  # fmt: skip


def _edge(size: float) -> Markup:
    return h("rect", {"class": "gdm-edge", "width": _n(size), "height": _n(size), "stroke-width": _n(max(0.6, size * 0.018))})


def face_svg(face: Optional[Sequence[int]], x: float, y: float, size: float, figure: Optional[str] = None,
             cls: str = "") -> Markup:  # fmt: skip
    """A placed face (already turned) in the square at (x, y) of side ``size``; ``figure``: ``"wolf"``,
    ``"hunter"`` or ``"covered"`` (a hunter laid on a wolf) on a forest face. ``None``: the "?" face.

    The face is drawn at the origin and moved by a ``translate``: the drawing of a face of a given
    size is made once and kept (:func:`_face_body`), so redrawing a table costs little."""
    if face is None:
        return question_svg(x, y, size, cls)
    if figure is not None and figure not in FIGURES:
        raise ValueError(f"unknown figure {figure!r}")
    face = tuple(face)
    attrs: dict[str, Any] = {
        "class": f"gdm-face {cls}".strip(), "data-face": "".join(LETTER[t] for t in face),
        "data-figure": figure, "aria-hidden": "true",
        "transform": f"translate({_n(x)} {_n(y)})" if x or y else None,
    }  # fmt: skip
    return h("g", attrs, _face_body(face, size, figure))


@lru_cache(maxsize=1024)
def _face_body(face: tuple[int, ...], size: float, figure: Optional[str]) -> Markup:
    """A face's pieces, pictures, fences and outline in the square (0, 0, size, size)."""
    parts: list[Markup] = []
    for first, count in pieces_of(face):
        terrain = face[first]
        dirs = "".join(DIRS[(first + k) % 4] for k in range(count))
        piece = {"class": f"gdm-piece gdm-{LETTER[terrain]}", "data-dirs": dirs}
        if count == 4:
            parts.append(h("rect", {**piece, "width": _n(size), "height": _n(size)}))
        else:
            corners = [CORNERS[(first + k) % 4] for k in range(count + 1)] + [(0.5, 0.5)]
            parts.append(h("polygon", {**piece, "points": _pts([(cx * size, cy * size) for cx, cy in corners])}))
    p = PICTURE * size
    if figure is None:
        for d, terrain in enumerate(face):
            ix, iy = INCENTRE[d]
            px, py = ix * size - p / 2, iy * size - p / 2
            if terrain in SHEEP_TERRAINS:
                parts.append(_use(f"gdm-sheep-{LETTER[terrain]}", px, py, p, **{"class": "gdm-sheep", "data-sheep": LETTER[terrain]}))
            elif terrain == VILLAGE:
                parts.append(_use("gdm-house", px, py, p, **{"class": "gdm-house"}))
            else:
                parts.append(_use("gdm-tree", px, py, p, **{"class": "gdm-tree"}))
        for d in fences_of(face):
            parts.append(_use(FENCE_IDS[d], 0, 0, size, **{"class": "gdm-fence", "data-fence": FENCE_CORNERS[d]}))
    else:
        t = size * 0.26
        for cx, cy in CORNERS:  # a small tree in each corner, clear of the badge
            parts.append(_use("gdm-tree", (0.13 + cx * 0.74) * size - t / 2, (0.12 + cy * 0.74) * size - t / 2, t,
                              **{"class": "gdm-tree"}))  # fmt: skip
        big = size * 0.7
        parts.append(_use("gdm-wolf" if figure == "wolf" else "gdm-hunter", (size - big) / 2, (size - big) / 2, big,
                          **{"class": "gdm-figure"}))  # fmt: skip
        if figure == "covered":
            small = size * 0.34
            sx = sy = size * 0.97 - small
            parts.append(_use("gdm-wolf", sx, sy, small, **{"class": "gdm-covered-wolf"}))
            parts.append(h("line", {"class": "gdm-cancel", "x1": _n(sx + small * 0.12), "y1": _n(sy + small * 0.88),
                                    "x2": _n(sx + small * 0.88), "y2": _n(sy + small * 0.12),
                                    "stroke-width": _n(size * 0.035)}))  # fmt: skip
    parts.append(_edge(size))
    return join(*parts)


def back_svg(x: float, y: float, size: float, cls: str = "") -> Markup:
    """A tile seen from the back (another player's hand): the same for every tile."""
    inset = size * 0.1
    return h(
        "g", {"class": f"gdm-back {cls}".strip(), "aria-hidden": "true"},
        h("rect", {"class": "gdm-back-field", "x": _n(x), "y": _n(y), "width": _n(size), "height": _n(size),
                   "rx": _n(size * 0.08)}),
        h("rect", {"class": "gdm-back-inner", "x": _n(x + inset), "y": _n(y + inset), "width": _n(size - 2 * inset),
                   "height": _n(size - 2 * inset), "rx": _n(size * 0.05), "stroke-width": _n(max(0.6, size * 0.025)),
                   "stroke-dasharray": f"{_n(size * 0.06)} {_n(size * 0.045)}"}),
        _use("gdm-sheep", x + size * 0.2, y + size * 0.2, size * 0.6),
    )  # fmt: skip


def question_svg(x: float, y: float, size: float, cls: str = "") -> Markup:
    """The "?" face of a player's secret tile: no colour, whatever the tile's colour."""
    return h(
        "g", {"class": f"gdm-question {cls}".strip(), "aria-hidden": "true"},
        h("rect", {"class": "gdm-question-field", "x": _n(x), "y": _n(y), "width": _n(size), "height": _n(size),
                   "rx": _n(size * 0.08), "stroke-width": _n(max(0.6, size * 0.025))}),
        h("text", {"class": "gdm-question-mark", "x": _n(x + size / 2), "y": _n(y + size * 0.74),
                   "font-size": _n(size * 0.66)}, "?"),
    )  # fmt: skip


def colour_swatch(colour: int, x: float, y: float, size: float) -> Markup:
    """A small square naming a colour in a legend: the colour and, on a white disc, its mark."""
    letter = LETTER[colour]
    return h(
        "g", {"class": f"gdm-swatch gdm-{letter}", "data-colour": letter, "aria-hidden": "true"},
        h("rect", {"class": f"gdm-piece gdm-{letter}", "x": _n(x), "y": _n(y), "width": _n(size), "height": _n(size),
                   "rx": _n(size * 0.15)}),
        h("circle", {"class": "gdm-disc", "cx": _n(x + size / 2), "cy": _n(y + size / 2), "r": _n(size * 0.4)}),
        _use(f"gdm-mark-{letter}", x + size * 0.18, y + size * 0.18, size * 0.64),
    )  # fmt: skip


def marker_svg(colour: int, x: float, y: float, size: float, letter: Optional[str] = None) -> Markup:
    """A player's marker once their colour is revealed: the colour, its mark on a white disc, and a
    letter (the engine's ``K Y R B`` unless ``letter`` is given, e.g. a translated initial)."""
    code = LETTER[colour]
    return h(
        "g", {"class": f"gdm-marker gdm-{code}", "data-colour": code, "aria-hidden": "true"},
        h("rect", {"class": f"gdm-piece gdm-{code}", "x": _n(x), "y": _n(y), "width": _n(size), "height": _n(size),
                   "rx": _n(size * 0.14)}),
        h("circle", {"class": "gdm-disc", "cx": _n(x + size * 0.5), "cy": _n(y + size * 0.38), "r": _n(size * 0.29)}),
        _use(f"gdm-mark-{code}", x + size * 0.28, y + size * 0.16, size * 0.44),
        h("text", {"class": "gdm-marker-letter", "x": _n(x + size / 2), "y": _n(y + size * 0.94),
                   "font-size": _n(size * 0.28)}, letter or code),
    )  # fmt: skip

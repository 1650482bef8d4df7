"""The Kluitz tiles drawn as SVG: the back, the five sheep, the ram, the shepherd, the solo flower.

Each kind has its own colour (Okabe-Ito, safe for colour-blind players), its own badge shape and
its name written on the tile, so no kind is told apart by colour alone.
"""

from __future__ import annotations

from ..markup import Markup, h, join

KIND_NAMES = {
    "en": {"happy": "Happy", "sleepy": "Sleepy", "shy": "Shy", "grumpy": "Grumpy", "dreamy": "Dreamy",
           "ram": "Ram", "shepherd": "Shepherd"},
    "fr": {"happy": "Joyeux", "sleepy": "Dormeur", "shy": "Timide", "grumpy": "Coléreux", "dreamy": "Rêveur",
           "ram": "Bélier", "shepherd": "Berger"},
}  # fmt: skip
BADGES = {  # a shape per sheep kind, as points on a unit square (0..1)
    "happy": "circle",
    "sleepy": "0.5,0.05 0.95,0.95 0.05,0.95",  # triangle
    "shy": "0.5,0 1,0.5 0.5,1 0,0.5",  # diamond
    "grumpy": "0.08,0.08 0.92,0.08 0.92,0.92 0.08,0.92",  # square
    "dreamy": "0.5,0 0.62,0.36 1,0.38 0.7,0.6 0.8,1 0.5,0.76 0.2,1 0.3,0.6 0,0.38 0.38,0.36",  # star
}
SIDE_OFFSETS = {"n": (0.5, 0.1), "e": (0.9, 0.5), "s": (0.5, 0.9), "w": (0.1, 0.5)}


def kind_name(kind: str, language: str) -> str:
    return KIND_NAMES.get(language, KIND_NAMES["en"]).get(kind, kind)


def tile_back(x: float, y: float, size: float, seen: bool = False) -> Markup:
    """A face-down tile; with assisted memory, a tile already seen wears an eye."""
    parts = [
        h("rect", {"class": "tile back", "x": x, "y": y, "width": size, "height": size, "rx": 8}),
        h("rect", {"class": "back-inner", "x": x + 8, "y": y + 8, "width": size - 16, "height": size - 16, "rx": 5}),
    ]
    if seen:
        cx, cy = x + size - 15, y + 15
        parts.append(h("g", {"class": "seen-mark", "data-seen": "1"},
                       h("ellipse", {"cx": cx, "cy": cy, "rx": 10, "ry": 6}), h("circle", {"cx": cx, "cy": cy, "r": 3})))  # fmt: skip
    return join(*parts)


def tile_face(kind: str, x: float, y: float, size: float, language: str = "en", flower: str | None = None) -> Markup:
    """A face-up tile: the animal, its badge, its name; in the solo game, the flower on its side."""
    parts = [h("rect", {"class": f"tile face kind-{kind}", "x": x, "y": y, "width": size, "height": size, "rx": 8})]
    cx, cy = x + size / 2, y + size * 0.42
    if kind == "shepherd":
        parts.append(_shepherd(cx, cy))
    else:
        parts.append(_sheep(cx, cy, kind))
    if kind in BADGES:
        parts.append(_badge(kind, x + 6, y + 6, 16))
    name = kind_name(kind, language)
    fit = {"textLength": size - 8, "lengthAdjust": "spacingAndGlyphs"} if len(name) > 6 else {}  # "Coléreux" on a phone
    parts.append(h("text", {"class": "tile-name", "x": cx, "y": y + size - 7, **fit}, name))
    if flower:
        fx, fy = SIDE_OFFSETS[flower]
        parts.append(_flower(x + fx * size, y + fy * size, flower))
    return join(*parts)


def _sheep(cx: float, cy: float, kind: str) -> Markup:
    wool = [h("circle", {"class": "wool", "cx": cx + dx, "cy": cy + dy, "r": 9}) for dx, dy in ((-10, -3), (0, -7), (10, -3), (-6, 5), (6, 5))]
    head = h("ellipse", {"class": f"head kind-{kind}", "cx": cx + 17, "cy": cy - 2, "rx": 7, "ry": 9})
    parts = [*wool, head]
    if kind == "ram":
        parts.append(h("circle", {"class": "horn", "cx": cx + 13, "cy": cy - 10, "r": 5}))
        parts.append(h("circle", {"class": "horn", "cx": cx + 22, "cy": cy - 10, "r": 5}))
    return h("g", {"class": "animal"}, *parts)


def _shepherd(cx: float, cy: float) -> Markup:
    return h(
        "g", {"class": "animal shepherd-figure"},
        h("circle", {"class": "head kind-shepherd", "cx": cx - 4, "cy": cy - 12, "r": 7}),
        h("path", {"class": "body kind-shepherd", "d": f"M{cx - 14} {cy + 14} L{cx - 4} {cy - 4} L{cx + 6} {cy + 14} Z"}),
        h("path", {"class": "crook", "d": f"M{cx + 12} {cy + 16} L{cx + 12} {cy - 12} a5 5 0 0 0 -9 0"}),
    )  # fmt: skip


def _badge(kind: str, x: float, y: float, size: float) -> Markup:
    shape = BADGES[kind]
    if shape == "circle":
        return h("circle", {"class": f"badge kind-{kind}", "cx": x + size / 2, "cy": y + size / 2, "r": size / 2})
    points = " ".join(f"{x + float(a) * size:.1f},{y + float(b) * size:.1f}" for a, b in (p.split(",") for p in shape.split()))
    return h("polygon", {"class": f"badge kind-{kind}", "points": points})


def _flower(cx: float, cy: float, side: str) -> Markup:
    petals = [h("circle", {"class": "petal", "cx": cx + dx, "cy": cy + dy, "r": 4}) for dx, dy in ((0, -5), (5, 0), (0, 5), (-5, 0))]
    return h("g", {"class": "flower", "data-flower": side}, *petals, h("circle", {"class": "flower-heart", "cx": cx, "cy": cy, "r": 3}))

"""Troupeaux's sheep cards drawn in SVG, with their names in English and French.

A card's breed shows on both sides: a coloured band with the breed's own icon (a crown for the
Glorieux, horns for the Téméraires, a lightning bolt for the Rapides, four dots for the Divers), so
breeds differ by shape as well as colour. A character has a pictogram (1 circle, 2 triangle,
3 square, 4 diamond, 5 star) and its number. The owner shows in the border: Blue's cards have a solid
blue border, Red's a dashed red one.
"""

from __future__ import annotations

from typing import Any

from ..markup import Markup, h, join

BREEDS = "GTRD"
BREED_FILL = {"G": "#e69f00", "T": "#cc79a7", "R": "#009e73", "D": "#f0e442"}  # Okabe-Ito
OWNER_STROKE = ("#0b5fa5", "#b8430a")  # Blue, Red (both 4.5:1 or more on the card)
OWNER_DASH = (None, "7 4")
INK = "#1d1b18"
PAPER = "#fffdf8"

# The breeds keep their French names in both languages (the game's own words, as the rules page says)
BREED_NAMES = {"G": "Glorieux", "T": "Téméraires", "R": "Rapides", "D": "Divers"}
BREED_ONE = {"G": "Glorieux", "T": "Téméraire", "R": "Rapide", "D": "Divers"}
CHARACTER_NAMES = {
    "en": {
        "G1": "the Proud", "G2": "the Vain", "G3": "the Noble", "G4": "the Hero",
        "T1": "the Daredevil", "T2": "the Brawler", "T3": "the Charger",
        "R1": "the Sprinter", "R2": "the Leaper", "R3": "the Dodger",
        "D1": "the Dreamer", "D2": "the Glutton", "D3": "the Sleepy", "D4": "the Curious", "D5": "the Grumpy",
    },
    "fr": {
        "G1": "le Fier", "G2": "le Vaniteux", "G3": "le Noble", "G4": "le Héros",
        "T1": "le Casse-cou", "T2": "le Bagarreur", "T3": "le Fonceur",
        "R1": "le Sprinteur", "R2": "le Sauteur", "R3": "le Filou",
        "D1": "le Rêveur", "D2": "le Gourmand", "D3": "le Dormeur", "D4": "le Curieux", "D5": "le Grognon",
    },
}  # fmt: skip
SHAPE_NAMES = {
    "en": ("circle", "triangle", "square", "diamond", "star"),
    "fr": ("rond", "triangle", "carré", "losange", "étoile"),
}
COLOUR_NAMES = {"en": ("Blue", "Red"), "fr": ("Bleu", "Rouge")}


def _words(table: dict[str, Any], language: str) -> Any:
    return table.get(language) or table["en"]


def breed_name(letter: str, language: str, one: bool = False) -> str:
    """A breed's name (the same in every ``language``); ``one``: for a single card."""
    return (BREED_ONE if one else BREED_NAMES)[letter]


def character_name(card: str, language: str) -> str:
    return _words(CHARACTER_NAMES, language)[card]


def card_name(card: str, language: str) -> str:
    """``G1`` -> "Glorieux 1, the Proud" (the breed, the number, the character's name)."""
    return f"{breed_name(card[0], language, one=True)} {card[1]}, {character_name(card, language)}"


def cards_name(cards: list[str], language: str) -> str:
    return " + ".join(card_name(c, language) for c in cards)


def colour_name(seat: int, language: str) -> str:
    return _words(COLOUR_NAMES, language)[seat]


# --- drawing --------------------------------------------------------------------------------------


def pictogram(number: int, cx: float, cy: float, size: float, fill: str = INK) -> Markup:
    """The character's shape: 1 circle, 2 triangle, 3 square, 4 diamond, 5 star."""
    r = size / 2
    if number == 1:
        return h("circle", {"cx": cx, "cy": cy, "r": r * 0.9, "fill": fill})
    if number == 2:
        return h("polygon", {"points": _points([(0, -1), (0.95, 0.8), (-0.95, 0.8)], cx, cy, r), "fill": fill})
    if number == 3:
        return h("rect", {"x": cx - r * 0.8, "y": cy - r * 0.8, "width": r * 1.6, "height": r * 1.6, "fill": fill})
    if number == 4:
        return h("polygon", {"points": _points([(0, -1), (0.8, 0), (0, 1), (-0.8, 0)], cx, cy, r), "fill": fill})
    star = [(0, -1), (0.24, -0.31), (0.95, -0.31), (0.38, 0.12), (0.59, 0.81), (0, 0.4), (-0.59, 0.81),
            (-0.38, 0.12), (-0.95, -0.31), (-0.24, -0.31)]  # fmt: skip
    return h("polygon", {"points": _points(star, cx, cy, r), "fill": fill})


def _points(unit: list[tuple[float, float]], cx: float, cy: float, r: float) -> str:
    return " ".join(f"{cx + x * r:.1f},{cy + y * r:.1f}" for x, y in unit)


def breed_icon(letter: str, cx: float, cy: float, size: float, fill: str = INK) -> Markup:
    """The breed's icon: a crown, horns, a lightning bolt, four dots."""
    r = size / 2
    if letter == "G":
        crown = [(-1, 0.7), (-1, -0.5), (-0.5, 0.1), (0, -0.8), (0.5, 0.1), (1, -0.5), (1, 0.7)]
        return h("polygon", {"points": _points(crown, cx, cy, r), "fill": fill})
    if letter == "T":
        left = f"M{cx - r * 0.2:.1f},{cy + r * 0.6:.1f} Q{cx - r * 1.1:.1f},{cy + r * 0.4:.1f} {cx - r * 0.9:.1f},{cy - r * 0.8:.1f}"
        right = f"M{cx + r * 0.2:.1f},{cy + r * 0.6:.1f} Q{cx + r * 1.1:.1f},{cy + r * 0.4:.1f} {cx + r * 0.9:.1f},{cy - r * 0.8:.1f}"
        return h("path", {"d": f"{left} {right}", "fill": "none", "stroke": fill, "stroke-width": max(1.5, r * 0.35),
                          "stroke-linecap": "round"})  # fmt: skip
    if letter == "R":
        bolt = [(0.3, -1), (-0.6, 0.1), (-0.05, 0.1), (-0.3, 1), (0.6, -0.15), (0.05, -0.15)]
        return h("polygon", {"points": _points(bolt, cx, cy, r), "fill": fill})
    dots = [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)]
    return join(*[h("circle", {"cx": cx + x * r, "cy": cy + y * r, "r": r * 0.3, "fill": fill}) for x, y in dots])


def card_text(card: str, x: float, y: float, w: float, hgt: float, least: float = 0.0) -> Markup:
    """The text printed at the foot of a card (drawn apart from the card when it sits in a button;
    ``least``: its smallest size, for small cards)."""
    stroke = max(2.0, w * 0.05)
    return h("text", {"class": "card-code", "x": x + w / 2, "y": y + hgt - stroke - hgt * 0.04, "text-anchor": "middle",
                      "font-size": max(least, hgt * 0.16), "font-weight": "700", "fill": INK}, card)  # fmt: skip


def card_face(card: str, x: float, y: float, w: float, hgt: float, owner: int, printed: bool = True) -> Markup:
    """A face-up card: the breed band, the character's pictogram and number, the owner's border
    (``printed``: with its text, see :func:`card_text`)."""
    letter, number = card[0], int(card[1])
    band = hgt * 0.3
    stroke = max(2.0, w * 0.05)
    return join(
        h("rect", {"x": x, "y": y, "width": w, "height": hgt, "rx": w * 0.12, "fill": PAPER,
                   "stroke": OWNER_STROKE[owner], "stroke-width": stroke, "stroke-dasharray": OWNER_DASH[owner]}),
        h("rect", {"x": x + stroke, "y": y + stroke, "width": w - 2 * stroke, "height": band, "rx": w * 0.08,
                   "fill": BREED_FILL[letter]}),
        breed_icon(letter, x + w / 2, y + stroke + band / 2, band * 0.7),
        pictogram(number, x + w / 2, y + hgt * 0.58, min(w, hgt) * 0.42),
        card_text(card, x, y, w, hgt) if printed else "",
    )  # fmt: skip


def card_back(letter: str, x: float, y: float, w: float, hgt: float, owner: int) -> Markup:
    """A card seen from the back: the owner's colour and the breed (the character stays hidden)."""
    return join(
        h("rect", {"x": x, "y": y, "width": w, "height": hgt, "rx": w * 0.12, "fill": OWNER_STROKE[owner],
                   "stroke": INK, "stroke-width": max(1.0, w * 0.03), "stroke-dasharray": OWNER_DASH[owner]}),
        h("rect", {"x": x + w * 0.15, "y": y + hgt * 0.2, "width": w * 0.7, "height": w * 0.7, "rx": w * 0.2,
                   "fill": BREED_FILL[letter]}),
        breed_icon(letter, x + w / 2, y + hgt * 0.2 + w * 0.35, w * 0.45),
    )  # fmt: skip

"""The rules pages (route ``#/<game>/rules``): each game's rules, in the current language.

The words live in ``web/rules_<game>.py`` as data (``PAGES[language]``, see ``web/rules_kulami.py``
for the format); this module draws them with ``h()``, so every piece of text is escaped. A game
without such a module yet gets a short "coming soon" page.

Figures: ``FIGURES[name]`` is drawn by the rules module's own ``draw_figure(name, figure, t)`` when
it has one (it returns ``(view_box, content)``: the SVG's viewBox and its inside, as Markup), else
as a Kulami board (``mini_board``). Either way this module makes the ``<svg role="img">``, named by
the page's label for the figure and described by its caption.

No in-page anchor links: the app routes on the URL's hash, so ``#section`` would leave the page.
"""

from __future__ import annotations

import importlib
from typing import Any

from .markup import Markup, h, join

# This page's own words (the shared ones come from web/i18n.py: app.menu).
UI: dict[str, dict[str, str]] = {
    "en": {
        "brief": "In brief",
        "back": "Back to the game setup",
        "title": "{game}: the rules",
        "coming": "The rules of {game} are coming soon.",
        "ruling": "In this app:",
        "example": "Example:",
        "key": "Key:",
    },
    "fr": {
        "brief": "En bref",
        "back": "Retour à la mise en place",
        "title": "{game}\u00a0: la règle du jeu",
        "coming": "Les règles de {game} arrivent bientôt.",
        "ruling": "Dans cette application\u00a0:",
        "example": "Exemple\u00a0:",
        "key": "Légende\u00a0:",
    },
}

UNIT = 10  # one hole's square in SVG units, as on the game's board
MARGIN = 7  # room for the coordinates
COLUMNS = "abcdefghij"


def ui(t: Any, key: str, **params: Any) -> str:
    words = UI.get(t.language, UI["en"])
    return words[key].format(**params)


def content(game_id: str) -> Any:
    """The module holding a game's rules text, or None when it has none yet."""
    name = f"web.rules_{game_id.replace('-', '_')}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        return None


def game_title(game_id: str) -> str:
    try:
        from game import core

        return core.entry(game_id).title
    except (KeyError, ImportError):
        return game_id


def links(game_id: str, t: Any) -> Markup:
    return h(
        "div", {"class": "actions rules-links"},
        h("a", {"class": "button primary", "href": f"#/{game_id}", "data-rules-link": "setup"}, ui(t, "back")),
        h("a", {"class": "button", "href": "#/", "data-rules-link": "menu"}, t("app.menu")),
    )  # fmt: skip


def rules_screen(game_id: str, t: Any) -> Markup:
    """The rules page of ``game_id`` in ``t.language``; a short notice when there is no text yet."""
    module = content(game_id)
    if module is None or not getattr(module, "PAGES", None):
        title = game_title(game_id)
        return h(
            "article", {"class": "rules", "data-rules": game_id, "data-rules-missing": "1"},
            h("h1", {}, ui(t, "title", game=title)),
            h("p", {}, ui(t, "coming", game=title)),
            links(game_id, t),
        )  # fmt: skip
    page = module.PAGES.get(t.language) or module.PAGES["en"]
    figures = getattr(module, "FIGURES", {})
    draw = getattr(module, "draw_figure", None)
    body: list[Any] = [
        h("h1", {}, typeset(page["title"], t.language)),
        links(game_id, t),
        h("section", {"class": "rules-brief", "aria-labelledby": "rules-brief"},
          h("h2", {"id": "rules-brief"}, ui(t, "brief")),
          h("ul", {}, *[h("li", {}, inline(item, t.language)) for item in page["brief"]])),
    ]  # fmt: skip
    for section_id, title, blocks in page["sections"]:
        heading_id = f"rules-{section_id}"
        body.append(h(
            "section", {"class": "rules-section", "aria-labelledby": heading_id, "data-section": section_id},
            h("h2", {"id": heading_id}, typeset(title, t.language)),
            *[block(b, page, figures, t, draw) for b in blocks],
        ))  # fmt: skip
    body.append(links(game_id, t))
    return h("article", {"class": "rules", "data-rules": game_id}, *body)


# French typography: no line break before : ; ? ! nor inside « », whatever the text's spaces.
FRENCH_SPACES = ((" :", "\u00a0:"), (" ;", "\u202f;"), (" ?", "\u202f?"), (" !", "\u202f!"),
                 ("« ", "«\u00a0"), (" »", "\u00a0»"))  # fmt: skip


def typeset(text: str, language: str) -> str:
    if language == "fr":
        for plain, fixed in FRENCH_SPACES:
            text = text.replace(plain, fixed)
    return text


def inline(item: Any, language: str = "en") -> Markup:
    """A str, or a list of str / ("strong", text) / ("code", text) pieces; all of it escaped."""
    if isinstance(item, str):
        return join(typeset(item, language))
    parts = []
    for piece in item:
        if isinstance(piece, tuple):
            tag, text = piece
            if tag == "code":
                parts.append(h("code", {}, text))
            else:
                parts.append(h("strong", {}, typeset(text, language)))
        else:
            parts.append(typeset(piece, language))
    return join(*parts)


def block(item: tuple[str, Any], page: dict[str, Any], figures: dict[str, Any], t: Any, draw: Any = None) -> Markup:
    kind, value = item
    if kind == "p":
        return h("p", {}, inline(value, t.language))
    if kind == "ul":
        return h("ul", {}, *[h("li", {}, inline(v, t.language)) for v in value])
    if kind == "h3":
        return h("h3", {}, typeset(value, t.language))
    if kind == "example":
        return h("p", {"class": "rules-example"}, h("strong", {}, ui(t, "example")), " ", inline(value, t.language))
    if kind == "ruling":
        return h("p", {"class": "rules-ruling"}, h("strong", {}, ui(t, "ruling")), " ", inline(value, t.language))
    if kind == "figure":
        return figure(value, figures[value], page["figures"][value], t, draw)
    raise ValueError(f"unknown rules block {kind!r}")


def figure(name: str, drawing: Any, words: dict[str, Any], t: Any, draw: Any = None) -> Markup:
    """A figure: the drawing (the game's own ``draw`` if given, else a Kulami board) and its caption."""
    caption_id = f"rules-figure-{name}"
    label = typeset(words["label"], t.language)
    if draw is None:
        image = mini_board(drawing, label, caption_id)
    else:
        view_box, content = draw(name, drawing, t)
        image = diagram(view_box, label, caption_id, content)
    return h(
        "figure", {"class": "rules-figure", "data-figure": name},
        image,
        h("figcaption", {"id": caption_id},
          h("p", {}, *[inline(c, t.language) for c in words["caption"]]),
          h("p", {"class": "rules-key-title"}, ui(t, "key")),
          h("ul", {"class": "rules-key"}, *[h("li", {}, inline(k, t.language)) for k in words["key"]])),
    )  # fmt: skip


def diagram(view_box: str, label: str, caption_id: str, *content: Any) -> Markup:
    """One image for assistive technology, named by ``label`` and described by the caption."""
    return h(
        "svg", {"class": "rules-diagram", "viewBox": view_box, "role": "img", "aria-label": label,
                "aria-describedby": caption_id},
        *content,
    )  # fmt: skip


def mini_board(drawing: dict[str, Any], label: str, caption_id: str) -> Markup:
    """A small Kulami board in the game's own look: plates, the last marble's row and column, the
    two forbidden plates hatched, the playable holes ringed. One image for assistive technology,
    named by ``label`` and described by the caption."""
    from .kulami import marble_svg  # the game's marbles, so the page looks like the table

    columns, rows = drawing["columns"], drawing["rows"]
    width, height = columns * UNIT, rows * UNIT

    def cell(name: str) -> tuple[int, int]:
        return COLUMNS.index(name[0]), int(name[1:]) - 1

    def x(name: str) -> float:
        return MARGIN + cell(name)[0] * UNIT

    def y(name: str) -> float:
        return MARGIN + cell(name)[1] * UNIT

    marbles = drawing["marbles"]  # (hole, colour) in the order played
    colour_of = dict(marbles)
    last = marbles[-1][0] if marbles else None
    previous = marbles[-2][0] if len(marbles) > 1 else None
    plate_of = {hole: index for index, plate in enumerate(drawing["plates"]) for hole in plate}
    forbidden = {plate_of[m] for m in (last, previous) if m is not None}
    playable = set(drawing["playable"])

    layers: list[Any] = [h("defs", {}, h(
        "pattern", {"id": "rules-hatch", "width": 3, "height": 3, "patternUnits": "userSpaceOnUse",
                    "patternTransform": "rotate(45)"},
        h("line", {"x1": 0, "y1": 0, "x2": 0, "y2": 3, "class": "hatch-line"}),
    ))]  # fmt: skip
    for col in range(columns):
        layers.append(h("text", {"class": "coord", "x": MARGIN + (col + 0.5) * UNIT, "y": MARGIN - 2}, COLUMNS[col]))
    for row in range(rows):
        layers.append(h("text", {"class": "coord", "x": MARGIN - 3.5, "y": MARGIN + (row + 0.5) * UNIT + 1.2}, row + 1))
    if last is not None:
        layers.append(h("rect", {"class": "line-band", "x": MARGIN, "y": y(last), "width": width, "height": UNIT}))
        layers.append(h("rect", {"class": "line-band", "x": x(last), "y": MARGIN, "width": UNIT, "height": height}))
    for index, plate in enumerate(drawing["plates"]):
        px, py = min(x(c) for c in plate), min(y(c) for c in plate)
        pw, ph = max(x(c) for c in plate) + UNIT - px, max(y(c) for c in plate) + UNIT - py
        box = {"x": px + 0.5, "y": py + 0.5, "width": pw - 1, "height": ph - 1, "rx": 2}
        layers.append(h("rect", {"class": "plate forbidden" if index in forbidden else "plate", **box}))
        if index in forbidden:
            layers.append(h("rect", {"class": "rules-hatch", **box}))
    for hole in sorted(plate_of, key=lambda n: cell(n)[::-1]):
        cx, cy = x(hole) + UNIT / 2, y(hole) + UNIT / 2
        if hole in colour_of:
            layers.append(marble_svg(cx, cy, 3.5, 0 if colour_of[hole] == "red" else 1))
            if hole == last:
                layers.append(h("circle", {"class": "last-ring", "cx": cx, "cy": cy, "r": 4.4}))
            elif hole == previous:
                layers.append(h("circle", {"class": "previous-ring", "cx": cx, "cy": cy, "r": 4.4}))
        elif hole in playable:
            layers.append(h("circle", {"class": "hole legal", "cx": cx, "cy": cy, "r": 2.6, "data-playable": hole}))
        else:
            layers.append(h("circle", {"class": "hole", "cx": cx, "cy": cy, "r": 2.2}))
    return diagram(f"0 0 {width + MARGIN + 1} {height + MARGIN + 1}", label, caption_id, *layers)

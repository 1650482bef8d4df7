"""The rules pages (route ``#/<game>/rules``): each game's rules, in the current language.

The words live in the game's ``rules_page`` module (web/games.py) as data: ``PAGES[language]`` is
``{"title", "brief": [inline, ...], "sections": [(id, title, [block, ...]), ...],
"figures": {name: {"label", "caption": [inline, ...], "key": [inline, ...]}}}``; a block is
``("p", inline)``, ``("ul", [inline, ...])``, ``("h3", text)``, ``("example", inline)``,
``("ruling", inline)`` (a point the rulebook leaves open, as this app settles it) or
``("figure", name)``; an inline is a str, or a list of str and ``("strong", text)`` /
``("code", text)`` pieces. This module draws them with ``h()``, so every piece of text is escaped.
A game without such a module yet gets a short "coming soon" page.

Figures: ``FIGURES[name]`` is drawn by the rules module's own ``draw_figure(name, figure, t)``, which
returns ``(view_box, content)``: the SVG's viewBox and its inside, as Markup. This module makes the
``<svg role="img">``, named by the page's label for the figure and described by its caption.

No in-page anchor links: the app routes on the URL's hash, so ``#section`` would leave the page.
"""

from __future__ import annotations

from typing import Any

from .games import part
from .i18n import typeset
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

def ui(t: Any, key: str, **params: Any) -> str:
    words = UI.get(t.language, UI["en"])
    return words[key].format(**params)


def content(game_id: str) -> Any:
    """The module holding a game's rules text, or None when it has none yet."""
    return part(game_id, "rules_page")


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
    return h("article", {"class": "rules", "data-rules": game_id},
             h("h1", {}, typeset(page["title"], t.language)), links(game_id, t), contents(page, t),
             *sections(module, page, t), links(game_id, t))  # fmt: skip


def contents(page: dict[str, Any], t: Any) -> Markup:
    """The page's table of contents: each entry a button that scrolls to its section."""
    entries = [("brief", ui(t, "brief"))] + [(sid, typeset(title, t.language)) for sid, title, _ in page["sections"]]
    return h("nav", {"class": "sheet-contents", "aria-label": t("rules.contents")},
             h("ol", {}, *[h("li", {}, h("button", {"type": "button", "class": "link", "data-cmd": "rules-section",
                                                    "data-section": sid}, title)) for sid, title in entries]))  # fmt: skip


def sections(module: Any, page: dict[str, Any], t: Any) -> list[Markup]:
    """The page's brief, then each of its sections."""
    figures = getattr(module, "FIGURES", {})
    draw = getattr(module, "draw_figure", None)
    found = [h("section", {"class": "rules-brief", "aria-labelledby": "rules-brief"},
               h("h2", {"id": "rules-brief"}, ui(t, "brief")),
               h("ul", {}, *[h("li", {}, inline(item, t.language)) for item in page["brief"]]))]  # fmt: skip
    for section_id, title, blocks in page["sections"]:
        heading_id = f"rules-{section_id}"
        found.append(h(
            "section", {"class": "rules-section", "aria-labelledby": heading_id, "data-section": section_id},
            h("h2", {"id": heading_id}, typeset(title, t.language)),
            *[block(b, page, figures, t, draw) for b in blocks],
        ))  # fmt: skip
    return found


def rules_sheet(game_id: str, t: Any) -> Markup:
    """The rules over the game's table (nothing of the game changes): a table of contents whose
    entries scroll to their section, the page, and a button back to the game."""
    module = content(game_id)
    if module is None or not getattr(module, "PAGES", None):
        return rules_screen(game_id, t)
    page = module.PAGES.get(t.language) or module.PAGES["en"]
    toc = contents(page, t)
    return h(
        "div", {"id": "rules-sheet", "class": "sheet", "role": "dialog", "aria-modal": "true", "aria-labelledby": "sheet-title"},
        h("div", {"class": "sheet-bar"},
          h("h2", {"id": "sheet-title"}, typeset(page["title"], t.language)),
          h("button", {"type": "button", "class": "button primary", "data-cmd": "rules-close"}, t("rules.close"))),
        h("div", {"class": "sheet-body", "tabindex": "-1"}, toc,
          h("article", {"class": "rules", "data-rules": game_id}, *sections(module, page, t))),
    )  # fmt: skip


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


def block(item: tuple[str, Any], page: dict[str, Any], figures: dict[str, Any], t: Any, draw: Any) -> Markup:
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


def figure(name: str, drawing: Any, words: dict[str, Any], t: Any, draw: Any) -> Markup:
    """A figure: the drawing (by the game's own ``draw``) and its caption."""
    caption_id = f"rules-figure-{name}"
    label = typeset(words["label"], t.language)
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

"""La Guerre des Moutons's rules page (web/guerre_des_moutons/rules_page.py): it renders in both languages
through web/rules.py, the two languages have the same shape, and its figures show real tiles and say
what the engine says (pieces of a face, matching edges, the enclosure, its wolf)."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from game.guerre_des_moutons import meadows
from game.guerre_des_moutons.tiles import (
    SIDES,
    TERRAIN_LETTERS,
    edge_mismatch,
    face_text,
    oriented,
    parse_face,
    parse_tile,
    pieces,
)
from web import rules
from web.guerre_des_moutons import rules_page as page
from web.i18n import Translator

GAME = "guerre-des-moutons"
BLACK = TERRAIN_LETTERS.index("K")


class Outline(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.headings: list[int] = []
        self.faces: list[str] = []

    def handle_starttag(self, tag: str, attrs) -> None:
        if tag in ("h1", "h2", "h3"):
            self.headings.append(int(tag[1]))
        face = dict(attrs).get("data-face")
        if face:
            self.faces.append(face)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_page_renders_whole_in_each_language(language):
    assert rules.content(GAME) is page
    markup = rules.rules_screen(GAME, Translator(language))
    assert "data-rules-missing" not in markup
    outline = Outline()
    outline.feed(markup)
    assert outline.headings[0] == 1 and outline.headings.count(1) == 1
    assert outline.headings.count(2) == 1 + len(page.PAGES[language]["sections"])
    assert all(b <= a + 1 for a, b in zip(outline.headings, outline.headings[1:]))
    assert markup.count('role="img"') == len(page.FIGURES) == 2
    expected = page.FIGURES["faces"]["faces"] + [face for *_, face in page.FIGURES["enclosure"]["tiles"]]
    assert outline.faces == expected
    assert f'href="#/{GAME}"' in markup
    if language == "fr":
        assert "tuiles «\u202f?\u00a0»" in markup  # French spacing inside the quotes, no line break


def test_english_and_french_have_the_same_shape():
    def shape(words):
        return [(sid, [kind for kind, _ in blocks]) for sid, _, blocks in words["sections"]]

    en, fr = page.PAGES["en"], page.PAGES["fr"]
    assert shape(en) == shape(fr)
    assert len(en["brief"]) == len(fr["brief"])
    assert en["figures"].keys() == fr["figures"].keys() == page.FIGURES.keys()
    for name in page.FIGURES:
        assert len(en["figures"][name]["key"]) == len(fr["figures"][name]["key"])
    for language in ("en", "fr"):
        shown = [v for _, _, blocks in page.PAGES[language]["sections"] for kind, v in blocks if kind == "figure"]
        assert sorted(shown) == sorted(page.FIGURES)


def test_the_page_states_the_projects_rulings():
    rulings = " ".join(
        str(value) for _, _, blocks in page.EN["sections"] for kind, value in blocks if kind == "ruling"
    )
    for point in ("list of tiles is lost", "15 landscape designs", "hunter laid on a wolf draws",
                  "moment to react", "never finished gets no bonus"):  # fmt: skip
        assert point in rulings, point
    text = str(page.EN)
    for point in ("three tiles in a row", "multi-draw", "6 points", "two colours each", "pan it and zoom"):
        assert point in text, point


def test_the_faces_figure_is_both_faces_of_one_real_tile():
    figure = page.FIGURES["faces"]
    tile = parse_tile(figure["tile"])
    assert [face_text(oriented(tile, side, 0)) for side in (0, 1)] == figure["faces"]
    a, b = (parse_face(text) for text in figure["faces"])
    assert len(pieces(a)) == 4, "the two black triangles of face A face each other but do not touch"
    assert len(pieces(b)) == 2, "face B: three black sheep in one piece, and a red one"


def enclosure_table():
    figure = page.FIGURES["enclosure"]
    faces = {}
    for cell, tile_id, side, turns, shown in figure["tiles"]:
        face = oriented(parse_tile(tile_id), SIDES.index(side), turns)
        assert face_text(face) == shown, cell
        faces[tuple(int(n) for n in cell.split(":"))] = face
    return figure, faces


def test_the_enclosure_figure_is_a_legal_table_of_distinct_tiles():
    figure, faces = enclosure_table()
    ids = [tile_id for _, tile_id, *_ in figure["tiles"]]
    assert len(set(ids)) == len(ids)
    for (x, y), face in faces.items():
        for d, (dx, dy) in enumerate(meadows.STEP):
            other = faces.get((x + dx, y + dy))
            if other is not None:
                assert edge_mismatch(face, other, d) is None, ((x, y), d)
    left, top = figure["corner"]
    assert all(left <= x < left + figure["size"] and top <= y < top + figure["size"] for x, y in faces)


def test_the_enclosure_figure_says_what_the_engine_says():
    figure, faces = enclosure_table()
    drawn = {((int(c.split(":")[0]), int(c.split(":")[1])), "NESW".index(d)) for c, d in figure["enclosure"]}
    (enclosure,) = [m for m in meadows.enclosures(faces, BLACK) if set(m.triangles) == drawn]
    assert enclosure.closed and enclosure.sheep == 8
    wolf = tuple(int(n) for n in figure["wolf"].split(":"))
    assert not meadows.is_valid(faces, {wolf: meadows.WOLF_FIGURE}, enclosure), "the wolf spoils it"
    assert meadows.is_valid(faces, {wolf: meadows.HUNTER_FIGURE}, enclosure), "a hunter on the wolf saves it"
    assert meadows.score(faces, {wolf: meadows.HUNTER_FIGURE}, BLACK) == 8
    assert meadows.score(faces, {wolf: meadows.WOLF_FIGURE}, BLACK) == 0


def test_the_enclosure_outline_goes_round_the_enclosure_only():
    figure = page.FIGURES["enclosure"]
    # the star: the centre tile's four outer sides are inside it; each neighbour's triangle has its two
    # half-diagonals on the outline
    sides = page.outline(figure["enclosure"])
    assert len(sides) == 8 and all(side in (1, 2) for _, side in sides)
    _, content = page.draw_figure("enclosure", figure, Translator("fr"))
    assert content.count('class="rules-wolf"') == 1 and content.count('data-empty="1"') == 3
    assert 'data-sheep="8"' in content

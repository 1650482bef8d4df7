"""Clustered's cards as drawn (web/clustered/cards.py) and the rules page's figures, checked against the engine."""

from __future__ import annotations

import math
import re

import pytest

from game import clustered
from game.clustered import Place, card_text, cell, differences, largest_rectangle, lines, parse_card
from web.clustered import cards
from web import rules
from web.clustered import rules_page as rules_clustered
from web.clustered.cards import SEAT_PALETTE, card_name, card_svg, contrast
from web.i18n import Translator

from tests.elements import Elements

FIGURE_CARDS = [card_text(c) for c in clustered.FIGURES]
EVERY_CARD = [*FIGURE_CARDS, "J", "start"]


# --- drawing ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", FIGURE_CARDS)
def test_each_figure_card_draws_its_count_of_its_shape_with_its_fill(text):
    count, shape, fill = cards.features(text)
    found = Elements(card_svg(text, 0, 0, 60, 2))
    symbols = found.with_class("symbol")
    assert len(symbols) == count
    assert {a["data-shape"] for _, a in symbols} == {shape}
    assert {a["data-fill"] for _, a in symbols} == {fill}
    assert {t for t, _ in symbols} == {"circle" if shape == "circle" else "polygon"}
    if shape == "triangle":
        assert all(len(a["points"].split()) == 3 for _, a in symbols)
    if shape == "square":
        assert all(len(a["points"].split()) == 4 for _, a in symbols)
    assert {a["fill"] for _, a in symbols} == {cards.INK if fill == "solid" else "none"}
    assert all(a["stroke"] == cards.INK for _, a in symbols)
    stripes = found.with_class("stripes")
    assert len(stripes) == (count if fill == "striped" else 0)
    for _, a in stripes:
        assert len(re.findall("M", a["d"])) >= 3, "a striped symbol has several stripes"


def _segments(d: str) -> list[tuple[float, float, float, float]]:
    return [tuple(map(float, m)) for m in re.findall(r"M([-\d.]+) ([-\d.]+)L([-\d.]+) ([-\d.]+)", d)]


@pytest.mark.parametrize("shape", ["square", "triangle", "circle"])
def test_stripes_stay_inside_their_shape_and_run_diagonally(shape):
    cx, cy, s = 50, 50, 40
    for x0, y0, x1, y1 in _segments(cards._stripes(shape, cx, cy, s)):
        assert math.isclose(x0 + y0, x1 + y1, abs_tol=0.05), "stripes follow x + y = constant"
        for x, y in ((x0, y0), (x1, y1)):
            if shape == "circle":
                assert math.dist((x, y), (cx, cy)) <= s * 0.47 + 0.05
            else:
                xs = [p[0] for p in cards._polygon(shape, cx, cy, s)]
                ys = [p[1] for p in cards._polygon(shape, cx, cy, s)]
                assert min(xs) - 0.05 <= x <= max(xs) + 0.05 and min(ys) - 0.05 <= y <= max(ys) + 0.05


def test_a_card_sits_in_its_square_and_scales_with_it():
    markup = card_svg("2ts", 30, 45, 50, 0)
    assert 'transform="translate(30 45) scale(0.5)"' in markup
    assert markup.startswith('<g class="card" data-card="2ts" data-seat="0">')
    assert 'class="card selected"' in card_svg("1ce", 0, 0, 10, 1, "selected")


def test_cards_use_no_ids_so_any_number_of_svgs_can_show_them():
    for text in EVERY_CARD:
        for seat in (None, 0, 7):
            assert " id=" not in card_svg(text, 0, 0, 40, seat)
    assert cards.card_defs() == ""


def test_the_joker_is_a_star_with_a_j_in_the_owners_colours():
    found = Elements(card_svg("J", 0, 0, 40, 3))
    assert not [a for _, a in found.with_class("symbol") if "data-shape" in a]
    assert len(found.with_class("joker")) == 1
    assert found.with_class("card-face")[0][1]["fill"] == SEAT_PALETTE[3].face
    assert found.with_class("seat-mark")[0][1]["data-mark"] == SEAT_PALETTE[3].mark


def test_the_start_card_is_black_with_a_white_mark_and_no_owner():
    markup = card_svg("start", 0, 0, 40, 5)
    found = Elements(markup)
    assert "data-seat" not in markup and 'class="card card-start"' in markup
    assert found.with_class("card-frame")[0][1]["fill"] == cards.START_FACE
    assert found.with_class("start-mark") and all(a.get("fill") in (cards.WHITE, "none") for _, a in found.with_class("start-mark"))
    assert not found.with_class("seat-mark")
    assert contrast(cards.WHITE, cards.START_FACE) >= 7


def test_an_owned_card_shows_its_seats_colour_and_mark_and_an_unowned_one_neither():
    for seat, style in enumerate(SEAT_PALETTE):
        found = Elements(card_svg("3cf", 0, 0, 40, seat))
        assert found.with_class("card-frame")[0][1]["fill"] == style.colour
        assert found.with_class("card-face")[0][1]["fill"] == style.face
        (_, mark), = found.with_class("seat-mark")
        assert mark["data-mark"] == style.mark
    plain = Elements(card_svg("3cf", 0, 0, 40, None))
    assert not plain.with_class("seat-mark") and not plain.with_class("seat-corner")
    assert plain.with_class("card-face")[0][1]["fill"] == cards.NEUTRAL_FACE


def test_unknown_cards_are_refused():
    for bad in ("4ts", "2xs", "", "joker", "2t"):
        with pytest.raises(ValueError):
            card_svg(bad, 0, 0, 10, 0)


# --- the palette -----------------------------------------------------------------------------------


def test_the_wcag_formula_gives_the_known_ratios():
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert contrast("#ffffff", "#ffffff") == pytest.approx(1)


def test_the_seats_are_the_okabe_ito_colours_in_the_engines_order():
    assert [s.colour_id for s in SEAT_PALETTE] == list(clustered.COLOURS)
    assert [s.colour.upper() for s in SEAT_PALETTE[:7]] == [
        "#0072B2", "#E69F00", "#009E73", "#CC79A7", "#F0E442", "#56B4E9", "#D55E00",
    ]  # fmt: skip
    r, g, b = (int(SEAT_PALETTE[7].colour[i : i + 2], 16) for i in (1, 3, 5))
    assert r == g == b, "the eighth seat is a grey"
    assert len({s.colour for s in SEAT_PALETTE}) == len({s.face for s in SEAT_PALETTE}) == 8


@pytest.mark.parametrize("seat", range(8))
def test_symbols_and_marks_meet_wcag_aa_contrast(seat):
    style = SEAT_PALETTE[seat]
    assert contrast(cards.INK, style.face) >= 4.5, "the symbols on the card's face"
    assert contrast(style.mark_ink, style.colour) >= 4.5, "the owner's mark on its corner"
    assert contrast(cards.INK, cards.NEUTRAL_FACE) >= 4.5


def test_all_eight_marks_are_distinct_shapes():
    marks = [s.mark for s in SEAT_PALETTE]
    assert len(set(marks)) == 8
    drawn = set()
    for mark in marks:
        markup = cards.mark_shape(mark, 0, 0, 10, "#000000")
        drawn.add(re.sub(r' (class|data-mark)="[^"]*"', "", markup))
    assert len(drawn) == 8
    for language in ("en", "fr"):
        assert len({cards.seat_mark_name(s, language) for s in range(8)}) == 8


def test_mark_svg_puts_the_mark_on_a_disc_of_the_seats_colour():
    found = Elements(cards.mark_svg(4, 10, 10, 20))
    assert found.with_class("seat-badge")[0][1]["fill"] == SEAT_PALETTE[4].colour
    assert found.with_class("seat-mark")[0][1]["data-mark"] == "ring"


# --- names -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "english", "french"),
    [
        ("1se", "one empty square", "un carré vide"),
        ("2ts", "two striped triangles", "deux triangles hachurés"),
        ("1ce", "one empty circle", "un cercle vide"),
        ("3cf", "three solid circles", "trois cercles pleins"),
        ("2se", "two empty squares", "deux carrés vides"),
        ("1tf", "one solid triangle", "un triangle plein"),
        ("3ss", "three striped squares", "trois carrés hachurés"),
        ("J", "a joker", "un joker"),
        ("start", "the start card", "la carte de départ"),
    ],
)
def test_cards_have_names_in_english_and_french(text, english, french):
    assert card_name(text, "en") == english
    assert card_name(text, "fr") == french


def test_every_card_has_a_distinct_name_and_french_adjectives_agree():
    for language in ("en", "fr"):
        assert len({card_name(t, language) for t in EVERY_CARD}) == 29
    for text in FIGURE_CARDS:
        words = card_name(text, "fr").split()
        plural = text[0] != "1"
        assert words[1].endswith("s") == plural and words[2].endswith("s") == plural, words


def test_seat_colours_and_labels_in_both_languages():
    assert [cards.seat_colour_name(s, "en") for s in (0, 5, 7)] == ["Blue", "Sky blue", "Grey"]
    assert [cards.seat_colour_name(s, "fr") for s in (0, 5, 6)] == ["Bleu", "Bleu ciel", "Vermillon"]
    assert cards.card_label("2ts", 1, "en") == "two striped triangles, Orange (diamond)"
    assert cards.card_label("2ts", 1, "fr") == "deux triangles hachurés, Orange (losange)"
    assert cards.card_label("start", None, "fr") == "la carte de départ"
    assert cards.seat_colour_name(2, "de") == "Green", "an unknown language falls back to English"


# --- the rules page's figures, against the engine ------------------------------------------------


def table_state(figure, players: int = 2, hand: list[str] | None = None, seat: int = 0):
    """An engine state holding the figure's table (moved so its start card lies on 0:0), ``seat`` to
    play with ``hand``; and the shift from the figure's cells to the engine's."""
    (sx, sy), = [(x, y) for x, y, text, _ in figure["table"] if text == "start"]
    state = clustered.new_game(1, players)
    for x, y, text, owner in figure["table"]:
        if text != "start":
            state._lay(owner, parse_card(text), cell(x - sx, y - sy))
    state.hands = [[] for _ in range(players)]
    state.hands[seat] = [parse_card(t) for t in hand or []]
    state.decks = [[] for _ in range(players)]
    state.mover, state._legal = seat, None
    return state, (sx, sy)


@pytest.mark.parametrize("name", list(rules_clustered.FIGURES))
def test_every_figure_shows_a_table_the_rules_allow(name):
    figure = rules_clustered.FIGURES[name]
    table = list(figure["table"])
    by_cell = {(x, y): text for x, y, text, _ in table}
    assert len(by_cell) == len(table), "one card per cell"
    for seat in {owner for *_, owner in table if owner >= 0}:
        own = [text for *_, text, owner in table if owner == seat]
        figures = [t for t in own if t != "J"]
        assert len(set(figures)) == len(figures) and own.count("J") <= 2, "each deck holds each card once"
    assert all((text == "start") == (owner == -1) for *_, text, owner in table)
    if figure["kind"] == "cards":
        return
    # every two cards side by side fit, and every card is joined to a start card through its neighbours
    for (x, y), text in by_cell.items():
        for near in ((x + 1, y), (x, y + 1)):
            if near in by_cell:
                assert clustered._fits(parse_card_or_start(text), parse_card_or_start(by_cell[near])), (x, y, near)
    seen, todo = set(), [c for c, t in by_cell.items() if t == "start"]
    while todo:
        x, y = todo.pop()
        seen.add((x, y))
        todo += [n for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if n in by_cell and n not in seen]
    assert seen == set(by_cell)


def parse_card_or_start(text: str) -> int:
    return clustered.START if text == "start" else parse_card(text)


@pytest.mark.parametrize("name", ["fits", "refused"])
def test_the_placement_figures_say_what_the_engine_says(name):
    figure = rules_clustered.FIGURES[name]
    x, y, text, seat = figure["candidate"]
    state, (sx, sy) = table_state(figure, hand=[text], seat=seat)
    move = Place(parse_card(text), cell(x - sx, y - sy))
    assert (move in state.legal_actions()) == figure["fits"]
    neighbours = [t for cx, cy, t, _ in figure["table"] if abs(cx - x) + abs(cy - y) == 1]
    assert len(neighbours) == 2 and "start" not in neighbours
    shared = [3 - len(differences(parse_card(text), parse_card(n))) for n in neighbours]
    if figure["fits"]:
        assert shared == [2, 2], "it shares two features with each neighbour"
    else:
        assert sorted(shared) == [1, 2], "it fits one neighbour and shares one feature only with the other"
        assert "differ in shape and count" in state.why_illegal(move)
    # the drawing: one verdict per neighbour, a cross where (and only where) the cards clash
    found = Elements(rules_clustered.draw_figure(name, figure, Translator("en"))[1])
    verdicts = sorted(a["data-verdict"] for _, a in found.with_class("rules-verdict"))
    assert verdicts == sorted("fits" if s >= 2 else "clash" for s in shared)


def test_the_two_placement_figures_differ_only_by_the_card_laid():
    fits, refused = rules_clustered.FIGURES["fits"], rules_clustered.FIGURES["refused"]
    assert fits["table"] == refused["table"]
    assert fits["candidate"][:2] == refused["candidate"][:2] and fits["candidate"][3] == refused["candidate"][3]


def test_the_scoring_figure_scores_as_the_engine_does():
    figure = rules_clustered.FIGURES["scoring"]
    seat = figure["seat"]
    state, (sx, sy) = table_state(figure, players=2)
    state.mover = None  # the game is over: the score is final
    own = state.cells_of(seat)
    left, top, width, height = figure["rectangle"]
    assert largest_rectangle(own) == (left - sx, top - sy, width, height)
    assert [[clustered.xy(c) for c in run] for run in lines(own)] == [
        [(x - sx, y - sy) for x, y in run] for run in figure["lines"]
    ]
    assert state.scores()[seat] == figure["points"] == width * height + sum(len(run) for run in figure["lines"])
    # the ×3 card is in the rectangle, in a row and in a column
    tx, ty = figure["triple"]
    assert left <= tx < left + width and top <= ty < top + height
    runs = [run for run in figure["lines"] if [tx, ty] in run]
    assert sorted(len({y for _, y in run}) == 1 for run in runs) == [False, True]
    # the start card and another seat's card each cut one of the seat's lines
    by_cell = {(x, y): (text, owner) for x, y, text, owner in figure["table"]}
    stoppers = set()
    for run in figure["lines"]:
        (x0, y0), (x1, y1) = run[0], run[-1]
        step = (1, 0) if y0 == y1 else (0, 1)
        for cx, cy in ((x0 - step[0], y0 - step[1]), (x1 + step[0], y1 + step[1])):
            text, owner = by_cell.get((cx, cy), (None, None))
            if text is not None:
                stoppers.add("start" if owner == -1 else "other" if owner != seat else "own")
    assert stoppers == {"start", "other"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_figures_captions_give_the_engines_numbers(language):
    words = rules_clustered.PAGES[language]["figures"]
    scoring = " ".join(words["scoring"]["caption"]) + words["scoring"]["label"]
    assert str(rules_clustered.FIGURES["scoring"]["points"]) in scoring
    for name in ("fits", "refused"):
        x, y, text, _ = rules_clustered.FIGURES[name]["candidate"]
        assert card_name(text, language) in words[name]["label"]


def test_the_rules_page_draws_the_figures_with_the_games_cards():
    markup = rules.rules_screen("clustered", Translator("en"))
    for name, figure in rules_clustered.FIGURES.items():
        start = markup.index(f'data-figure="{name}"')
        block = markup[start : markup.index("</figure>", start)]
        shown = re.findall(r'data-card="([^"]+)"', block)
        expected = [text for _, _, text, _ in figure["table"]] + ([figure["candidate"][2]] if "candidate" in figure else [])
        assert shown == expected
        assert 'role="img"' in block and f'aria-describedby="rules-figure-{name}"' in block
    assert markup.count("<figure") == len(rules_clustered.FIGURES) == 4


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_figures_key_names_only_what_its_drawing_shows(language):
    figures = rules_clustered.PAGES[language]["figures"]
    for name, figure in rules_clustered.FIGURES.items():
        key = " ".join(str(item) for item in figures[name].get("key", []))
        _, drawing = rules_clustered.draw_figure(name, figure, Translator(language))
        if "dashed squares" in key or "carrés en pointillé" in key:
            assert "rules-empty-cell" in str(drawing), f"{name}'s key names empty cells it does not show"

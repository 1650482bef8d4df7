"""La Guerre des Moutons's tiles as a player sees them (web/guerre_des_moutons/tiles.py).

Faces are written as 4 letters for the triangles against the N, E, S, W edges:

    V village   F forest   K black sheep   Y yellow sheep   R red sheep   B blue sheep
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game.guerre_des_moutons.tiles import ALL_TILES, BLACK, BLUE, COLOURS, RED, YELLOW, parse_face, pieces
from web.guerre_des_moutons import tiles as gdm
from web.guerre_des_moutons.tiles import (
    COLOUR_NAMES,
    TERRAIN_NAMES,
    back_svg,
    colour_swatch,
    defs_svg,
    face_svg,
    marker_svg,
    question_svg,
    sprite_svg,
)

F = parse_face
PLAYED_FACES = sorted({face for tile in ALL_TILES for face in tile[1:3] if face is not None})
COLOUR_CLASSES = ("gdm-K", "gdm-Y", "gdm-R", "gdm-B")
SVG = "{http://www.w3.org/2000/svg}"


def fences(markup: str) -> list[str]:
    return re.findall(r'class="gdm-fence" data-fence="(\w+)"', markup)


def sheep(markup: str) -> list[str]:
    return re.findall(r'class="gdm-sheep" data-sheep="(\w)"', markup)


def parse(*drawings: str) -> ET.Element:
    """The drawings in one SVG document with the shared symbols: it must be well-formed XML."""
    return ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{defs_svg()}{"".join(drawings)}</svg>')


# --- fences part different terrains; one terrain is one piece ------------------------------------


def test_four_colours_are_parted_by_four_fences() -> None:
    assert sorted(fences(face_svg(F("KYRB"), 0, 0, 80))) == ["NE", "NW", "SE", "SW"]


def test_a_one_colour_face_has_no_fence_and_one_piece() -> None:
    for letter in "KYRB":
        markup = face_svg(F(letter * 4), 0, 0, 80)
        assert fences(markup) == []
        assert markup.count('class="gdm-piece') == 1


def test_a_fence_stands_only_between_touching_triangles_of_different_terrains() -> None:
    # KKYY: N and E are one black piece, S and W one yellow piece: fences on the E/S and W/N diagonals
    assert sorted(fences(face_svg(F("KKYY"), 0, 0, 80))) == ["NW", "SE"]
    # VVKK: a meadow against the village is fenced too
    assert sorted(fences(face_svg(F("VVKK"), 0, 0, 80))) == ["NW", "SE"]
    # FKKK: the forest is fenced from the black meadow on both its sides
    assert sorted(fences(face_svg(F("FKKK"), 0, 0, 80))) == ["NE", "NW"]
    # village against forest: no sheep to keep in, no fence
    assert fences(face_svg(F("VFVF"), 0, 0, 80)) == []
    # KYKY: the two black triangles are opposite, so 4 fences and 4 pieces
    markup = face_svg(F("KYKY"), 0, 0, 80)
    assert len(fences(markup)) == 4
    assert markup.count('class="gdm-piece') == 4


@pytest.mark.parametrize("face", PLAYED_FACES, ids=lambda f: "".join("VFKYRB"[t] for t in f))
def test_every_played_face_draws_its_pieces_sheep_and_fences(face: tuple[int, int, int, int]) -> None:
    markup = face_svg(face, 0, 0, 80)
    # one polygon per piece of the engine, covering the same triangles
    drawn = sorted(tuple(sorted("NESW".index(d) for d in dirs)) for dirs in re.findall(r'data-dirs="(\w+)"', markup))
    assert drawn == sorted(pieces(face))
    # one sheep on each sheep triangle, of that triangle's colour
    assert sorted(sheep(markup)) == sorted("VFKYRB"[t] for t in face if t in COLOURS)
    # a fence exactly where touching triangles differ and one of them is a meadow
    expected = [gdm.FENCE_CORNERS[d] for d in range(4)
                if face[d] != face[(d + 1) % 4] and (face[d] in COLOURS or face[(d + 1) % 4] in COLOURS)]  # fmt: skip
    assert sorted(fences(markup)) == sorted(expected)
    # few elements: a table of 73 tiles stays quick to redraw
    assert markup.count("<") - markup.count("</") <= 16


def test_village_and_forest_triangles_show_a_house_and_a_tree() -> None:
    markup = face_svg(F("VVFF"), 0, 0, 80)
    assert markup.count('href="#gdm-house"') == 2
    assert markup.count('href="#gdm-tree"') == 2
    assert sheep(markup) == []


# --- colours have a second sign ------------------------------------------------------------------


def test_each_colour_has_its_own_mark_shape() -> None:
    assert len(set(gdm.MARKS.values())) == 4
    root = parse()
    shapes = {}
    for colour in COLOURS:
        letter = "VFKYRB"[colour]
        symbol = root.find(f".//{SVG}symbol[@id='gdm-mark-{letter}']")
        assert symbol is not None
        (shape,) = list(symbol)
        shapes[letter] = (shape.tag, shape.get("points"), shape.get("r"))
        # each colour's sheep wears its own mark
        uses = [u.get("href") for u in root.find(f".//{SVG}symbol[@id='gdm-sheep-{letter}']").iter(f"{SVG}use")]
        assert f"#gdm-mark-{letter}" in uses
    assert len(set(shapes.values())) == 4


def test_a_sheep_of_each_colour_refers_to_its_own_symbol() -> None:
    markup = face_svg(F("KYRB"), 0, 0, 80)
    for letter in "KYRB":
        assert markup.count(f'href="#gdm-sheep-{letter}"') == 1


def test_every_referenced_symbol_is_defined_once() -> None:
    root = parse()
    ids = [e.get("id") for e in root.iter() if e.get("id")]
    assert len(ids) == len(set(ids)) and all(i.startswith("gdm-") for i in ids)
    drawings = [face_svg(f, 0, 0, 80) for f in PLAYED_FACES]
    drawings += [face_svg(F("FFFF"), 0, 0, 80, figure=fig) for fig in ("wolf", "hunter", "covered")]
    drawings += [back_svg(0, 0, 40), question_svg(0, 0, 40)]
    drawings += [marker_svg(c, 0, 0, 30) for c in COLOURS] + [colour_swatch(c, 0, 0, 16) for c in COLOURS]
    refs = set(re.findall(r'href="#([\w-]+)"', str(defs_svg()) + "".join(drawings)))
    refs |= set(re.findall(r"url\(#([\w-]+)\)", str(defs_svg())))
    assert refs <= set(ids)


def test_the_drawings_are_well_formed_svg() -> None:
    parse(*[face_svg(f, i * 80, 0, 80) for i, f in enumerate(PLAYED_FACES)],
          face_svg(F("FFFF"), 0, 0, 80, figure="covered"), back_svg(0, 0, 80), question_svg(0, 0, 80),
          marker_svg(BLACK, 0, 0, 40), colour_swatch(BLUE, 0, 0, 20))  # fmt: skip
    ET.fromstring(sprite_svg())


# --- figures ----------------------------------------------------------------------------------------


def test_a_wolf_face_shows_the_wolf() -> None:
    markup = face_svg(F("FFFF"), 0, 0, 80, figure="wolf")
    assert 'data-figure="wolf"' in markup
    assert 'href="#gdm-wolf"' in markup and "gdm-hunter" not in markup
    assert fences(markup) == [] and sheep(markup) == []


def test_a_hunter_face_shows_the_hunter() -> None:
    markup = face_svg(F("FFFF"), 0, 0, 80, figure="hunter")
    assert 'data-figure="hunter"' in markup
    assert 'href="#gdm-hunter"' in markup and "gdm-wolf" not in markup


def test_a_covered_wolf_shows_the_hunter_and_a_crossed_out_wolf() -> None:
    markup = face_svg(F("FFFF"), 0, 0, 80, figure="covered")
    assert 'data-figure="covered"' in markup
    assert 'href="#gdm-hunter"' in markup and 'href="#gdm-wolf"' in markup and "gdm-cancel" in markup


def test_an_unknown_figure_is_refused() -> None:
    with pytest.raises(ValueError):
        face_svg(F("FFFF"), 0, 0, 80, figure="bear")


def test_a_plain_face_has_no_figure() -> None:
    assert "data-figure" not in face_svg(F("FFFF"), 0, 0, 80)


# --- what must not show a colour ---------------------------------------------------------------------


@pytest.mark.parametrize("drawing", [back_svg(0, 0, 60), question_svg(0, 0, 60), face_svg(None, 0, 0, 60)],
                         ids=["back", "question", "face-None"])  # fmt: skip
def test_back_and_question_faces_show_no_colour(drawing: str) -> None:
    assert not any(c in drawing for c in COLOUR_CLASSES)
    assert "gdm-mark" not in drawing and "gdm-sheep-" not in drawing and "data-sheep" not in drawing
    assert not any(colour.lower() in drawing.lower() for colour in gdm.FIELD.values())


def test_another_players_hand_shows_one_identical_back_per_tile() -> None:
    # What a player sees of another's hand: as many backs as tiles, alike but for where they stand, and
    # nothing that tells one tile from another (no colour, no tile id).
    from types import SimpleNamespace

    from game.guerre_des_moutons import new_game
    from web.guerre_des_moutons.table import players
    from web.i18n import Translator

    state = new_game(3, 2)
    assert len(set(state.hands[1])) == 4
    markup = str(players(state.view(0), SimpleNamespace(seats=["human", "ai-easy"]), Translator("en")))
    other = markup[markup.index('data-seat="1"'):]
    backs = re.findall(r'<g class="gdm-back".*?</g>', other)
    assert len(backs) == 4
    assert len({re.sub(r'\b[xy]="[^"]*"', "", back) for back in backs}) == 1, "the backs differ"
    assert not any(c in other for c in COLOUR_CLASSES) and "data-tile" not in other
    assert not any(tile in other for tile in state.hands[1])


def test_the_question_face_shows_a_question_mark() -> None:
    assert "?" in question_svg(0, 0, 60)


# --- markers, swatches, words -------------------------------------------------------------------------


@pytest.mark.parametrize("colour", COLOURS)
def test_a_marker_shows_the_colour_its_mark_and_its_letter(colour: int) -> None:
    letter = "VFKYRB"[colour]
    markup = marker_svg(colour, 0, 0, 40)
    assert f"gdm-{letter}" in markup and f'href="#gdm-mark-{letter}"' in markup
    assert f">{letter}</text>" in markup
    assert ">N</text>" in marker_svg(colour, 0, 0, 40, letter="N")
    swatch = colour_swatch(colour, 0, 0, 16)
    assert f"gdm-{letter}" in swatch and f'href="#gdm-mark-{letter}"' in swatch
    assert not any(c in swatch for c in COLOUR_CLASSES if c != f"gdm-{letter}")


def test_colour_and_terrain_names_in_both_languages() -> None:
    assert COLOUR_NAMES["en"] == {BLACK: "black", YELLOW: "yellow", RED: "red", BLUE: "blue"}
    assert COLOUR_NAMES["fr"] == {BLACK: "noir", YELLOW: "jaune", RED: "rouge", BLUE: "bleu"}
    for language in ("en", "fr"):
        assert sorted(TERRAIN_NAMES[language]) == list(range(6))
        assert len(set(TERRAIN_NAMES[language].values())) == 6
        assert len(set(gdm.MARK_NAMES[language].values())) == 4
    assert gdm.colour_name(RED, "fr") == "rouge" and gdm.colour_name(RED, "de") == "red"
    assert gdm.face_label(F("VFKR")) == "north village, east forest, south black sheep, west red sheep"
    assert gdm.face_label(F("FFFF"), "fr", figure="wolf") == "loup"
    assert gdm.face_label(F("YYYY")) == "yellow sheep all round"
    assert gdm.face_label(F("YFYY"), "fr") == "nord, sud et ouest moutons jaunes, est forêt"
    assert gdm.face_label(F("RRFV")) == "north and east red sheep, south forest, west village"


# --- drawing -----------------------------------------------------------------------------------------


def test_drawings_are_deterministic_and_placed_where_asked() -> None:
    one, two = face_svg(F("KKYR"), 160, 80, 80), face_svg(F("KKYR"), 160, 80, 80)
    assert one == two and 'transform="translate(160 80)"' in one
    assert "transform" not in face_svg(F("KKYR"), 0, 0, 80)
    assert 'x="10"' in back_svg(10, 20, 40) and 'y="20"' in question_svg(10, 20, 40)


def test_the_callers_class_is_added_and_escaped() -> None:
    markup = face_svg(F("KKKK"), 0, 0, 80, cls='latest" onclick="x')
    assert 'class="gdm-face latest&quot; onclick=&quot;x"' in markup
    assert 'aria-hidden="true"' in markup


def test_the_style_sheet_paints_the_terrains_as_the_symbols_do() -> None:
    css = (Path(__file__).resolve().parent.parent / "web" / "guerre_des_moutons" / "style.css").read_text(encoding="utf-8")
    start, end = "/* --- La Guerre des Moutons tiles --- */", "/* --- end La Guerre des Moutons tiles --- */"
    assert css.count(start) == 1 and css.count(end) == 1
    block = css[css.index(start) : css.index(end)]
    for terrain, colour in gdm.FIELD.items():
        assert f".gdm-piece.gdm-{'VFKYRB'[terrain]} {{ fill: {colour}; }}" in block


# --- enclosures on the table: spoiled, threatened or safe ------------------------------------------


def _red_enclosure_after(*moves: str) -> str:
    """How the table marks the red enclosure of 6 (tests/test_guerre_des_moutons_ai.py: its forest
    triangle faces the empty cell 2:1, where a wolf fits) after ``moves``."""
    from tests.test_guerre_des_moutons_ai import RED_ENCLOSURE, K, R, crafted
    from web.guerre_des_moutons.table import Board

    state = crafted(RED_ENCLOSURE, [["L2Y", "L6B", "L13Y", "W-Y"], ["L2B", "L5Y", "L10K", "L11B"]], [[K], [R]])
    for move in moves:
        state.apply(move)
    board = Board(state.view(0))
    (enclosure,) = [e for e in board.enclosures if len(e.triangles) == 6]
    return board.state_of(enclosure)


def test_an_enclosure_is_marked_threatened_while_a_wolf_could_still_join_the_forest_it_touches() -> None:
    assert _red_enclosure_after() == "threatened"


def test_an_enclosure_whose_forest_no_wolf_can_join_any_more_is_safe() -> None:
    assert _red_enclosure_after("play:L6B/A2@2:0") == "safe"  # 2:1 now refuses an all-forest face


def test_an_enclosure_on_a_wolfs_forest_is_marked_spoiled() -> None:
    assert _red_enclosure_after("play:W-Y/A0@2:1") == "spoiled"

"""La Guerre des Moutons's tile set, one test per statement of the "Tiles" section of
docs/rules/guerre-des-moutons.md#tiles.

Faces are written as 4 letters for the triangles against the N, E, S, W edges:

    V village   F forest   K black sheep   Y yellow sheep   R red sheep   B blue sheep

Expected counts are worked out by hand from the spec's table in the comments.
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.core import IllegalAction
from game.guerre_des_moutons import tiles
from game.guerre_des_moutons.tiles import (
    BAG_TILES,
    EAST,
    MARKERS,
    NORTH,
    QUESTION_TILES,
    SOUTH,
    VILLAGE_TILE,
    WEST,
    edge_mismatch,
    face_text,
    mismatch_text,
    oriented,
    parse_face,
    parse_tile,
    pieces,
    rotate,
    terrain_counts,
    tile_text,
)

F = parse_face  # F("KKYY") reads as the face it draws


def kinds(tile_list):
    return Counter(tile[3] for tile in tile_list)


def test_the_bag_holds_68_tiles_4_wolves_4_hunters_and_60_landscape_tiles():
    assert len(BAG_TILES) == 68
    assert kinds(BAG_TILES) == {"wolf": 4, "hunter": 4, "landscape": 60}


def test_tile_ids_are_unique_and_name_the_base_tile_and_colour():
    ids = [tile_text(t) for t in tiles.ALL_TILES]
    assert len(ids) == len(set(ids)) == 1 + 4 + 4 + 68
    landscape = [tile_text(t) for t in BAG_TILES if t[3] == "landscape"]
    assert landscape[:5] == ["L1K", "L1Y", "L1R", "L1B", "L2K"]
    assert landscape[-1] == "L15B"


def test_landscape_tiles_are_the_table_in_the_four_colour_rotations():
    # Row 6: V V c0 c0 / F F c1 c1; c0 c1 c2 c3 = Y R B K for the Y rotation.
    tile = parse_tile("L6Y")
    assert (face_text(tile[1]), face_text(tile[2])) == ("VVYY", "FFRR")
    # Row 10: V V c0 c1 / c2 c2 c3 c0, blue rotation: c0 c1 c2 c3 = B K Y R.
    tile = parse_tile("L10B")
    assert (face_text(tile[1]), face_text(tile[2])) == ("VVBK", "YYRB")


def test_four_question_tiles_one_per_colour_with_four_sheep_of_that_colour():
    assert len(QUESTION_TILES) == 4
    shepherd_faces = sorted(face_text(t[2]) for t in QUESTION_TILES)
    assert shepherd_faces == ["BBBB", "KKKK", "RRRR", "YYYY"]
    for tile in QUESTION_TILES:
        assert tile[1] is None  # the "?" face is never played
        with pytest.raises(IllegalAction):
            oriented(tile, tiles.SIDE_A, 0)


def test_four_markers_are_never_played():
    assert len(MARKERS) == 4
    assert all(t[1] is None and t[2] is None and t[3] == "marker" for t in MARKERS)


def test_the_village_square_is_all_village():
    assert face_text(VILLAGE_TILE[1]) == face_text(VILLAGE_TILE[2]) == "VVVV"
    assert parse_tile("V") is VILLAGE_TILE


def test_the_set_is_balanced_every_sheep_colour_has_as_many_triangles():
    counts = dict(zip(tiles.TERRAIN_LETTERS, terrain_counts()))
    # The table's 15 base tiles hold 14 village and 14 forest triangles (rows 6-15), so 120 - 28 = 92
    # sheep triangles; each colour takes each ci place once over the 4 colour rotations.
    assert counts == {"V": 56, "F": 56, "K": 92, "Y": 92, "R": 92, "B": 92}
    print("triangles over the 60 landscape tiles:", counts)


def test_village_and_forest_counts_are_those_of_the_table():
    # Village: rows 6 (2), 7 (1), 8 (3), 9 (2), 10 (2), 12 (1), 13 (2), 15 (1) = 14, times 4.
    # Forest: rows 6 (2), 7 (1), 8 (3), 9 (1), 11 (2), 12 (1), 13 (2), 14 (2) = 14, times 4.
    counts = terrain_counts()
    assert counts[tiles.VILLAGE] == 14 * 4
    assert counts[tiles.FOREST] == 14 * 4
    assert sum(counts) == 60 * 2 * 4


def test_no_face_mixes_village_and_forest():
    for tile in tiles.ALL_TILES:
        for face in tile[1:3]:
            if face is not None:
                assert not (tiles.VILLAGE in face and tiles.FOREST in face), tile_text(tile)


@pytest.mark.parametrize("kind,figure_name", [("wolf", "wolf"), ("hunter", "hunter")])
def test_wolves_and_hunters_are_forest_on_one_face_and_four_sheep_of_one_colour_on_the_other(
    kind, figure_name
):
    figures = [t for t in BAG_TILES if t[3] == kind]
    assert len(figures) == 4
    assert all(face_text(t[1]) == "FFFF" for t in figures)
    assert all(tiles.figure(t, tiles.SIDE_A) == figure_name for t in figures)
    assert all(tiles.figure(t, tiles.SIDE_B) is None for t in figures)
    assert sorted(face_text(t[2]) for t in figures) == ["BBBB", "KKKK", "RRRR", "YYYY"]
    assert tiles.figure(parse_tile("L1K"), tiles.SIDE_A) is None


def test_four_quarter_turns_give_back_the_face():
    for tile in BAG_TILES:
        for face in tile[1:3]:
            assert rotate(face, 4) == face
            assert rotate(rotate(rotate(rotate(face, 1), 1), 1), 1) == face


def test_a_quarter_turn_moves_the_north_triangle_to_the_east():
    assert face_text(rotate(F("VKYR"), 1)) == "RVKY"
    assert face_text(rotate(F("VKYR"), 2)) == "YRVK"
    assert face_text(rotate(F("VKYR"), 3)) == "KYRV"
    assert face_text(rotate(F("VKYR"), -1)) == "KYRV"


def test_a_tile_is_played_on_either_face_in_any_rotation():
    tile = parse_tile("L7K")  # V c0 c0 c0 / F c2 c2 c2: VKKK / FRRR
    assert face_text(oriented(tile, tiles.SIDE_A, 0)) == "VKKK"
    assert face_text(oriented(tile, tiles.SIDE_B, 0)) == "FRRR"
    assert face_text(oriented(tile, tiles.SIDE_B, 1)) == "RFRR"


def test_four_triangles_of_one_colour_are_one_piece():
    assert pieces(F("KKKK")) == ((0, 1, 2, 3),)


def test_opposite_triangles_are_not_joined_directly():
    assert pieces(F("KYKY")) == ((0,), (1,), (2,), (3,))
    assert pieces(F("FKFK")) == ((0,), (1,), (2,), (3,))


def test_touching_triangles_of_one_terrain_are_one_piece():
    assert pieces(F("KKYY")) == ((0, 1), (2, 3))
    assert pieces(F("YKKY")) == ((0, 3), (1, 2))  # west and north touch


def test_opposite_triangles_join_through_a_touching_one():
    assert pieces(F("KKKY")) == ((0, 1, 2), (3,))
    assert pieces(F("VKVV")) == ((0, 2, 3), (1,))


@pytest.mark.parametrize(
    "direction,face,neighbour,mine,theirs,text",
    [
        (NORTH, "RKKK", "VVYV", "R", "Y", "the north edge: red sheep against yellow sheep"),
        (EAST, "KVKK", "FFFB", "V", "B", "the east edge: village against blue sheep"),
        (SOUTH, "KKFK", "VVVV", "F", "V", "the south edge: forest against village"),
        (WEST, "KKKF", "YRYY", "F", "R", "the west edge: forest against red sheep"),
    ],
)
def test_an_edge_matches_only_when_its_two_triangles_have_the_same_terrain(
    direction, face, neighbour, mine, theirs, text
):
    mismatch = edge_mismatch(F(face), F(neighbour), direction)
    assert mismatch == (direction, F(mine * 4)[0], F(theirs * 4)[0])
    assert mismatch_text(mismatch) == text
    # The same pair seen from the neighbour: the opposite edge, terrains the other way round.
    back = edge_mismatch(F(neighbour), F(face), tiles.OPPOSITE[direction])
    assert back == (tiles.OPPOSITE[direction], mismatch[2], mismatch[1])
    # Turning the neighbour so the shared triangle agrees makes the edge match.
    for q in range(4):
        turned = rotate(F(neighbour), q)
        agrees = turned[tiles.OPPOSITE[direction]] == F(face)[direction]
        assert (edge_mismatch(F(face), turned, direction) is None) == agrees


def test_only_the_shared_edge_counts():
    # Face north K, neighbour's south K: they match although every other triangle differs.
    assert edge_mismatch(F("KVVV"), F("FFKF"), NORTH) is None
    assert edge_mismatch(F("VVVY"), F("RYRR"), WEST) is None


def test_opposite_directions():
    assert [tiles.OPPOSITE[d] for d in (NORTH, EAST, SOUTH, WEST)] == [SOUTH, WEST, NORTH, EAST]


def test_every_tile_text_parses_back_to_it():
    for tile in tiles.ALL_TILES:
        assert parse_tile(tile_text(tile)) == tile


@pytest.mark.parametrize(
    "text", ["", "L0K", "L16K", "L1G", "l1k", "W-V", "W", "Q-F", "M-", "VV", " V"]
)
def test_bad_tile_texts_are_refused_with_a_readable_message(text):
    with pytest.raises(IllegalAction) as error:
        parse_tile(text)
    assert "is no tile" in str(error.value)
    assert error.value.reason == "malformed"


@pytest.mark.parametrize("text", ["", "KKK", "KKKKK", "KKKG", "kkkk", "?KKK"])
def test_bad_face_texts_are_refused(text):
    with pytest.raises(IllegalAction):
        parse_face(text)

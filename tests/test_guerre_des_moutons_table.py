"""La Guerre des Moutons's table of placed tiles, one test per statement of the "A turn" section of
docs/rules/guerre-des-moutons.md#a-turn (placing and multi-draw).

Cells are ``x:y`` (x right, y down; the village square on 0:0). Faces are 4 letters for the
triangles against the N, E, S, W edges:

    V village   F forest   K black sheep   Y yellow sheep   R red sheep   B blue sheep

Most positions are laid out face by face (``laid``) so that each test shows exactly the edges it
checks.
"""

from __future__ import annotations

import random

import pytest

from game.core import IllegalAction
from game.guerre_des_moutons.tiles import (
    BAG_TILES,
    SIDE_A,
    SIDE_B,
    oriented,
    parse_face,
    parse_tile,
)
from game.guerre_des_moutons.table import Table, cell_text, parse_cell

F = parse_face  # F("KKYY") reads as the face it draws


def laid(**faces: str) -> Table:
    """A table holding the given faces: ``laid(c0_0="VVVV", c1_0="KKKK")``."""
    table = Table()
    for name, text in faces.items():
        x, y = name[1:].split("_")
        cell = (int(x.replace("m", "-")), int(y.replace("m", "-")))
        table.faces[cell] = F(text)
        table.tiles[cell] = "?"
    return table


# --- the start ------------------------------------------------------------------------------------


def test_the_village_square_starts_alone_on_0_0():
    table = Table.start()
    assert table.faces == {(0, 0): F("VVVV")}
    assert table.tiles == {(0, 0): "V"}
    assert table.frontier() == [(-1, 0), (0, -1), (0, 1), (1, 0)]


def test_a_clone_is_independent():
    table = Table.start()
    copy = table.clone()
    copy.place(parse_tile("L6K"), SIDE_A, 2, (1, 0))
    assert (1, 0) in copy.faces and (1, 0) not in table.faces and (1, 0) not in table.tiles


# --- the first tile -------------------------------------------------------------------------------


def test_the_first_tile_must_touch_the_village_with_a_village_triangle():
    table = Table.start()
    l6k = parse_tile("L6K")  # face A: V V K K
    # East of the village the tile's west edge touches it: unturned, that is a black sheep.
    assert table.refusal(F("VVKK"), (1, 0)) == (
        "the first tile must touch the village square with a village triangle"
    )
    with pytest.raises(IllegalAction) as caught:
        table.require(F("VVKK"), (1, 0))
    assert caught.value.reason == "first-tile"
    # Turned twice: K K V V, its west triangle is village.
    assert table.refusal(F("KKVV"), (1, 0)) is None
    assert ((1, 0), 2) in table.placements_of(l6k, SIDE_A)
    assert ((1, 0), 0) not in table.placements_of(l6k, SIDE_A)


def test_a_first_tile_without_village_fits_nowhere():
    table = Table.start()
    assert table.placements(F("KKKK")) == []
    assert table.placements_of(parse_tile("W-K"), SIDE_A) == []  # the wolf: all forest
    assert table.refusal(F("FFFF"), (0, 1)).startswith("the first tile must touch")


def test_after_the_first_tile_edges_alone_decide():
    table = Table.start()
    table.place(parse_tile("L6K"), SIDE_A, 2, (1, 0))  # K K V V east of the village
    # North of the first tile a tile touches only its black north triangle.
    assert table.refusal(F("RRKR"), (1, -1)) is None
    assert table.refusal(F("RRRR"), (1, -1)) == "the south edge: red sheep against black sheep"


# --- every shared edge ----------------------------------------------------------------------------


def test_a_tile_in_a_notch_of_two_is_checked_on_both_edges():
    #   0:0 VVVV   1:0 KKKK
    #   0:1 YYYY   1:1 ?      -> north must be K, west must be Y
    table = laid(c0_0="VVVV", c1_0="KKKK", c0_1="YYYY")
    assert table.refusal(F("KRRY"), (1, 1)) is None
    assert table.refusal(F("KRRR"), (1, 1)) == "the west edge: red sheep against yellow sheep"
    assert table.refusal(F("RRRY"), (1, 1)) == "the north edge: red sheep against black sheep"
    with pytest.raises(IllegalAction) as caught:
        table.require(F("KRRR"), (1, 1))
    assert caught.value.reason == "edge-mismatch"


def test_a_tile_in_a_notch_of_three_is_refused_when_one_edge_disagrees():
    #   0:1 YYYY   1:1 ?   2:1 BBBB
    #              1:2 FFFF         -> west Y, east B, south F
    table = laid(c0_1="YYYY", c2_1="BBBB", c1_2="FFFF")
    assert table.refusal(F("RBFY"), (1, 1)) is None
    assert table.refusal(F("RBFK"), (1, 1)) == "the west edge: black sheep against yellow sheep"
    assert table.refusal(F("RRFY"), (1, 1)) == "the east edge: red sheep against blue sheep"
    assert table.refusal(F("RBVY"), (1, 1)) == "the south edge: village against forest"


def test_a_tile_in_a_hole_of_four_is_checked_on_all_four_edges():
    table = laid(c1_0="KKKK", c0_1="YYYY", c2_1="BBBB", c1_2="FFFF")
    assert table.refusal(F("KBFY"), (1, 1)) is None
    assert table.refusal(F("KBFF"), (1, 1)) == "the west edge: forest against yellow sheep"
    assert table.placements(F("KBFY")) == [(1, 1)]


def test_a_cell_touching_nothing_is_refused():
    table = Table.start()
    assert table.refusal(F("VVVV"), (2, 0)) == "2:0 touches no tile"
    assert table.refusal(F("VVVV"), (1, 1)) == "1:1 touches no tile"  # a corner is no edge


def test_a_taken_cell_is_refused():
    table = Table.start()
    assert table.refusal(F("VVVV"), (0, 0)) == "0:0 already holds a tile"
    with pytest.raises(IllegalAction) as caught:
        table.require(F("VVVV"), (0, 0))
    assert caught.value.reason == "cell-taken"


# --- multi-draw -----------------------------------------------------------------------------------


def test_multi_draw_counts_the_placed_tiles_touched():
    #          1:0
    #   0:1    1:1 ?   2:1
    #          1:2
    table = laid(c1_0="KKKK")
    assert table.draws_for((1, 1)) == 1
    table = laid(c1_0="KKKK", c0_1="KKKK")
    assert table.draws_for((1, 1)) == 2
    table = laid(c1_0="KKKK", c0_1="KKKK", c2_1="KKKK")
    assert table.draws_for((1, 1)) == 3
    table = laid(c1_0="KKKK", c0_1="KKKK", c2_1="KKKK", c1_2="KKKK")
    assert table.draws_for((1, 1)) == 4
    assert table.draws_for((0, 0)) == 2  # diagonal neighbours do not count


def test_the_first_tile_draws_one():
    assert Table.start().draws_for((0, 1)) == 1


# --- placements -----------------------------------------------------------------------------------


def test_rotations_showing_the_same_face_are_listed_once():
    table = laid(c0_0="KKKK", c1_0="KKKK")
    moves = table.placements_of(parse_tile("L1K"), SIDE_A)  # K K K K
    assert {rotation for _, rotation in moves} == {0}
    assert [cell for cell, _ in moves] == table.frontier()


def random_table(rng: random.Random, size: int) -> Table:
    table = Table.start()
    bag = list(BAG_TILES)
    rng.shuffle(bag)
    for tile in bag:
        if len(table) > size:
            break
        side = rng.choice((SIDE_A, SIDE_B))
        moves = table.placements_of(tile, side)
        if moves:
            cell, rotation = rng.choice(moves)
            assert table.refusal(oriented(tile, side, rotation), cell) is None
            table.place(tile, side, rotation, cell)
    return table


@pytest.mark.parametrize("seed", range(6))
def test_placements_are_exactly_the_cells_where_nothing_refuses(seed):
    rng = random.Random(seed)
    table = random_table(rng, rng.randint(1, 12))
    xs = [x for x, _ in table.faces]
    ys = [y for _, y in table.faces]
    box = [
        (x, y)
        for y in range(min(ys) - 2, max(ys) + 3)
        for x in range(min(xs) - 2, max(xs) + 3)
    ]
    for _ in range(12):
        tile = rng.choice(BAG_TILES)
        side = rng.choice((SIDE_A, SIDE_B))
        for rotation in range(4):
            face = oriented(tile, side, rotation)
            fits = sorted(cell for cell in box if table.refusal(face, cell) is None)
            assert table.placements(face) == fits
        listed = table.placements_of(tile, side)
        assert listed == sorted(listed)
        assert {cell for cell, _ in listed} == {
            cell for r in range(4) for cell in table.placements(oriented(tile, side, r))
        }


def test_a_random_table_only_ever_grows_by_legal_tiles():
    table = random_table(random.Random(99), 20)
    assert len(table) > 5
    for cell, face in table.faces.items():
        for other in table.faces:
            if abs(other[0] - cell[0]) + abs(other[1] - cell[1]) == 1:
                step = (other[0] - cell[0], other[1] - cell[1])
                d = [(0, -1), (1, 0), (0, 1), (-1, 0)].index(step)
                assert face[d] == table.faces[other][(d + 2) % 4]


# --- cell texts -----------------------------------------------------------------------------------


@pytest.mark.parametrize("cell", [(0, 0), (3, -1), (-12, 7), (-1, -1)])
def test_cell_texts_round_trip(cell):
    assert parse_cell(cell_text(cell)) == cell


def test_cell_text_reads_x_then_y():
    assert cell_text((3, -1)) == "3:-1"
    assert parse_cell("-2:5") == (-2, 5)


@pytest.mark.parametrize(
    "text", ["", "3", "3:", ":1", "a:b", "1:2:3", " 1:2", "1 :2", "+1:2", "1.0:2", "99999:0"]
)
def test_bad_cell_text_raises_illegal_action(text):
    with pytest.raises(IllegalAction) as caught:
        parse_cell(text)
    assert caught.value.reason == "not-a-cell"

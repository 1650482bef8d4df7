"""La Guerre des Moutons's meadows and enclosures: the "Enclosures and scoring" and "Wolves and
hunters" sections of docs/rules/guerre-des-moutons.md, one test per statement, then the engine
compared with a slow brute-force reference on seeded random tables.

Tables are ``{(x, y): face}`` with x to the right and y downwards (north of (x, y) is (x, y - 1)).
Faces are written as 4 letters for the triangles against the N, E, S, W edges:

    V village   F forest   K black sheep   Y yellow sheep   R red sheep   B blue sheep
"""

from __future__ import annotations

import random

from game.guerre_des_moutons.meadows import (
    Meadow,
    best_enclosure,
    enclosures,
    is_valid,
    meadows,
    ranking_key,
    score,
    valid_enclosures,
)
from game.guerre_des_moutons.tiles import (
    ALL_TILES,
    BLACK,
    COLOURS,
    EAST,
    FOREST,
    NORTH,
    SOUTH,
    WEST,
    YELLOW,
    figure,
    oriented,
    parse_face,
)


def table(cells: dict) -> dict:
    return {cell: parse_face(text) for cell, text in cells.items()}


def of_colour(faces, colour):
    return [m for m in meadows(faces) if m.colour == colour]


def enclosed(centre, colour_letter, frame="V"):
    """A 1-tile pen: ``centre`` all ``colour_letter`` and its 4 neighbours each showing one triangle
    of that colour against it (the rest ``frame``): a closed meadow of 8 sheep."""
    x, y = centre
    c, f = colour_letter, frame
    return {
        (x, y): c * 4,
        (x, y - 1): f + f + c + f,  # its S triangle faces the centre
        (x + 1, y): f + f + f + c,  # W
        (x, y + 1): c + f + f + f,  # N
        (x - 1, y): f + c + f + f,  # E
    }


def pair(top, letter):
    """Two tiles one above the other whose facing triangles are ``letter``: an enclosure of 2."""
    x, y = top
    return {(x, y): "VV" + letter + "V", (x, y + 1): letter + "VVV"}


# --- meadows ----------------------------------------------------------------------------------------


def test_a_meadow_joins_touching_triangles_inside_a_face_and_across_a_shared_edge():
    faces = table({(0, 0): "KKYY", (1, 0): "YVVK"})
    (black,) = of_colour(faces, BLACK)
    # N-E of (0, 0) touch on the face; E of (0, 0) meets W of (1, 0) across the shared edge.
    assert black.triangles == (((0, 0), NORTH), ((0, 0), EAST), ((1, 0), WEST))
    assert black.sheep == 3
    yellows = of_colour(faces, YELLOW)
    # S-W of (0, 0) and N of (1, 0) are not joined: no shared edge between them.
    assert sorted(m.sheep for m in yellows) == [1, 2]


def test_opposite_triangles_of_a_face_are_not_joined_without_a_touching_triangle():
    apart = of_colour(table({(0, 0): "KYKY"}), BLACK)
    assert [m.triangles for m in apart] == [(((0, 0), NORTH),), (((0, 0), SOUTH),)]
    (through,) = of_colour(table({(0, 0): "KKKY"}), BLACK)
    assert through.sheep == 3  # N and S joined through E


def test_different_terrains_across_an_edge_are_not_joined():
    # Not a legal table, but the meadow code does not assume legality.
    faces = table({(0, 0): "VKVV", (1, 0): "VVVY"})
    assert [m.sheep for m in meadows(faces)] == [1, 1]


def test_a_meadow_facing_an_empty_cell_is_not_closed():
    faces = table({(0, 0): "KKKK"})
    (m,) = meadows(faces)
    assert (m.sheep, m.closed) == (4, False)
    assert enclosures(faces) == []


def test_closing_a_meadow_makes_an_enclosure_holding_one_sheep_per_triangle():
    cells = enclosed((0, 0), "K")
    last = cells.pop((0, 1))
    assert not of_colour(table(cells), BLACK)[0].closed  # the S edge of the centre faces an empty cell
    cells[(0, 1)] = last
    (pen,) = enclosures(table(cells))
    assert (pen.colour, pen.sheep, pen.closed) == (BLACK, 8, True)
    assert score(table(cells), {}, BLACK) == 8


def test_the_smallest_enclosure_two_triangles_facing_each_other():
    (pen,) = enclosures(table(pair((0, 0), "Y")))
    assert (pen.colour, pen.sheep) == (YELLOW, 2)


# --- wolves and hunters -----------------------------------------------------------------------------

# Two pens with a wolf's forest between them:
#
#   x:      0      1      2      3      4
#   y=0   KKKK   FFFK   FFFF   FYFF   YYYY
#
# (1, 0) has its W triangle black (facing the black pen) touching its forest N and S; (3, 0) has its
# E triangle yellow touching its forest N, S, W. The forest runs (1, 0) - (2, 0) - (3, 0).
WOLF_CELL = (2, 0)


def two_pens():
    cells = enclosed((0, 0), "K")
    cells.update(enclosed((4, 0), "Y"))
    cells[(1, 0)] = "FFFK"
    cells[(3, 0)] = "FYFF"
    cells[WOLF_CELL] = "FFFF"
    return table(cells)


def test_the_two_pens_are_enclosures_without_a_wolf():
    faces = two_pens()
    assert [(m.colour, m.sheep) for m in enclosures(faces)] == [(BLACK, 8), (YELLOW, 8)]
    assert score(faces, {}, BLACK) == score(faces, {}, YELLOW) == 8


def test_an_uncovered_wolf_spoils_every_enclosure_touching_its_forest():
    # "An enclosure is valid unless one of its triangles touches, on its face, a forest triangle of a
    # forest holding an uncovered wolf." The wolf is on (2, 0); both pens touch the forest elsewhere.
    faces = two_pens()
    wolf = {WOLF_CELL: "wolf"}
    assert valid_enclosures(faces, wolf, BLACK) == valid_enclosures(faces, wolf, YELLOW) == []
    assert best_enclosure(faces, wolf, BLACK) is None
    assert score(faces, wolf, YELLOW) == 0


def test_a_wolf_spoils_nothing_beyond_its_own_forest():
    faces = two_pens()
    faces.update(table(pair((0, 5), "K")))
    faces.update(table({(0, 4): "FFFF"}))  # a forest tile with no wolf, not joined to the wolf's
    wolf = {WOLF_CELL: "wolf"}
    (black,) = valid_enclosures(faces, wolf, BLACK)
    assert black.sheep == 2


def test_a_hunter_laid_on_the_wolf_restores_the_enclosures():
    faces = two_pens()
    covered = {WOLF_CELL: "hunter"}
    assert score(faces, covered, BLACK) == score(faces, covered, YELLOW) == 8


def test_a_hunter_elsewhere_in_the_forest_does_not_cancel_the_wolf():
    # "a hunter already in one does not cancel a wolf of the other: the wolf must be covered."
    faces = two_pens()
    faces[(2, 1)] = parse_face("FFFF")  # joined to the wolf through the edge (2, 0)S - (2, 1)N
    figures = {WOLF_CELL: "wolf", (2, 1): "hunter"}
    assert score(faces, figures, BLACK) == 0


def test_a_forest_holding_two_wolves_needs_both_covered():
    faces = two_pens()
    faces[(2, 1)] = parse_face("FFFF")
    assert score(faces, {WOLF_CELL: "hunter", (2, 1): "wolf"}, BLACK) == 0
    assert score(faces, {WOLF_CELL: "hunter", (2, 1): "hunter"}, BLACK) == 8


def test_only_touching_triangles_count_not_the_opposite_one():
    # (1, 0) becomes VFVK: its black W triangle faces the pen, its only forest triangle is E, opposite
    # it (N and S are village). That forest joins the wolf, yet the black pen does not touch it.
    faces = two_pens()
    faces[(1, 0)] = parse_face("VFVK")
    assert faces[(1, 0)][EAST] == FOREST
    assert score(faces, {WOLF_CELL: "wolf"}, BLACK) == 8
    assert score(faces, {WOLF_CELL: "wolf"}, YELLOW) == 0


def reach_table():
    """(1, 0) F F K Y: its black S triangle touches the forest only on its E side, its yellow W
    triangle only on its N side; each faces one triangle of a neighbour, closing a pen of 2. The
    forest runs on into the wolf's cell (2, 0).

        (0, 0) VYVV   (1, 0) FFKY   (2, 0) FFFF
                      (1, 1) KVVV
    """
    return table({(0, 0): "VYVV", (1, 0): "FFKY", (2, 0): "FFFF", (1, 1): "KVVV"})


def test_a_pen_triangle_touching_the_wolfs_forest_on_its_anticlockwise_side_is_spoiled():
    # the black S triangle: its anticlockwise neighbour E is forest, its clockwise one W is not
    faces = reach_table()
    assert faces[(1, 0)][SOUTH] == BLACK and faces[(1, 0)][WEST] != FOREST and faces[(1, 0)][EAST] == FOREST
    assert score(faces, {}, BLACK) == 2
    assert score(faces, {(2, 0): "wolf"}, BLACK) == 0
    assert score(faces, {(2, 0): "hunter"}, BLACK) == 2


def test_a_pen_triangle_touching_the_wolfs_forest_on_its_clockwise_side_is_spoiled():
    # the yellow W triangle: its clockwise neighbour N is forest, its anticlockwise one S is not
    faces = reach_table()
    assert faces[(1, 0)][WEST] == YELLOW and faces[(1, 0)][SOUTH] != FOREST and faces[(1, 0)][NORTH] == FOREST
    assert score(faces, {}, YELLOW) == 2
    assert score(faces, {(2, 0): "wolf"}, YELLOW) == 0
    assert score(faces, {(2, 0): "hunter"}, YELLOW) == 2


# --- the largest valid enclosure --------------------------------------------------------------------


def test_each_colour_scores_its_largest_valid_enclosure():
    faces = two_pens()
    faces.update(table(pair((0, 5), "K")))
    faces.update(table(pair((2, 5), "K")))
    faces.update(table(pair((4, 5), "Y")))
    assert [m.sheep for m in valid_enclosures(faces, {}, BLACK)] == [8, 2, 2]
    assert best_enclosure(faces, {}, BLACK).sheep == 8
    wolf = {WOLF_CELL: "wolf"}
    # The wolf spoils both pens of 8: the next-largest valid enclosure scores.
    best = best_enclosure(faces, wolf, BLACK)
    assert best.sheep == 2
    assert best.triangles == (((0, 5), SOUTH), ((0, 6), NORTH))  # equal sizes: the first by cell
    assert score(faces, wolf, YELLOW) == 2
    assert best_enclosure(faces, {}, COLOURS[2]) is None


def test_equal_scores_are_parted_by_the_next_largest_enclosure():
    faces = two_pens()
    faces.update(table(pair((0, 5), "K")))
    faces.update(table(pair((2, 5), "K")))
    faces.update(table(pair((4, 5), "Y")))
    assert score(faces, {}, BLACK) == score(faces, {}, YELLOW) == 8
    assert ranking_key(faces, {}, BLACK) == (8, 2, 2)
    assert ranking_key(faces, {}, YELLOW) == (8, 2)
    assert ranking_key(faces, {}, BLACK) > ranking_key(faces, {}, YELLOW)
    assert ranking_key(faces, {}, COLOURS[3]) == ()


# --- brute-force reference --------------------------------------------------------------------------

STEPS = {0: (0, -1), 1: (1, 0), 2: (0, 1), 3: (-1, 0)}


def brute_linked(faces, a, b):
    """Joined directly: same terrain, and touching on one face or facing across one edge."""
    (ca, da), (cb, db) = a, b
    if faces[ca][da] != faces[cb][db]:
        return False
    if ca == cb:
        return (da - db) % 4 in (1, 3)
    dx, dy = STEPS[da]
    return cb == (ca[0] + dx, ca[1] + dy) and db == (da + 2) % 4


def brute_regions(faces):
    all_triangles = [(cell, d) for cell in faces for d in range(4)]
    left = set(all_triangles)
    out = []
    while left:
        region = {min(left)}
        grew = True
        while grew:
            grew = False
            for t in all_triangles:
                if t not in region and any(brute_linked(faces, r, t) for r in region):
                    region.add(t)
                    grew = True
        left -= region
        out.append((faces[min(region)[0]][min(region)[1]], region))
    return out


def brute_closed(faces, region):
    for (x, y), d in region:
        dx, dy = STEPS[d]
        if (x + dx, y + dy) not in faces:
            return False
    return True


def brute_valid_enclosures(faces, figures, colour):
    regions = brute_regions(faces)
    bad_forest = set()
    for terrain, region in regions:
        if terrain == FOREST and any(figures.get(cell) == "wolf" for cell, _ in region):
            bad_forest |= region
    out = []
    for terrain, region in regions:
        if terrain != colour or not brute_closed(faces, region):
            continue
        if any(
            c == cell and (d - e) % 4 in (1, 3) for cell, d in region for c, e in bad_forest
        ):
            continue
        out.append(region)
    return out


def random_table(rng):
    width, height = rng.randint(1, 4), rng.randint(1, 4)
    fill = rng.choice((0.6, 0.85, 1.0))
    playable = [(tile, side) for tile in ALL_TILES for side in (0, 1) if tile[1 + side] is not None]
    faces, figures = {}, {}
    for x in range(width):
        for y in range(height):
            if rng.random() > fill:
                continue
            tile, side = rng.choice(playable)
            faces[(x, y)] = oriented(tile, side, rng.randrange(4))
            fig = figure(tile, side)
            if fig == "wolf" and rng.random() < 0.3:
                fig = "hunter"  # a hunter laid on top of it
            if fig:
                figures[(x, y)] = fig
    return faces, figures


def test_meadows_match_the_brute_force_reference_on_random_tables():
    rng = random.Random(20240607)
    seen_closed = seen_spoiled = 0
    for _ in range(400):
        faces, figures = random_table(rng)
        expected = {
            (terrain, frozenset(region), brute_closed(faces, region))
            for terrain, region in brute_regions(faces)
            if terrain in COLOURS
        }
        got = meadows(faces)
        assert {(m.colour, frozenset(m.triangles), m.closed) for m in got} == expected
        assert all(m.sheep == len(m.triangles) == len(set(m.triangles)) for m in got)
        for colour in COLOURS:
            valid = brute_valid_enclosures(faces, figures, colour)
            mine = valid_enclosures(faces, figures, colour)
            assert {frozenset(m.triangles) for m in mine} == {frozenset(r) for r in valid}
            assert ranking_key(faces, figures, colour) == tuple(
                sorted((len(r) for r in valid), reverse=True)
            )
            best = best_enclosure(faces, figures, colour)
            assert (best.sheep if best else 0) == max((len(r) for r in valid), default=0)
            closed = enclosures(faces, colour)
            seen_closed += len(closed)
            seen_spoiled += len(closed) - len(mine)
            assert all(isinstance(m, Meadow) and is_valid(faces, figures, m) for m in mine)
    assert seen_closed > 50 and seen_spoiled > 5  # the random tables do reach the interesting cases

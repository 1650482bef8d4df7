"""La Guerre des Moutons's rules, played through the state: one test per rule of
docs/rules/guerre-des-moutons.md (and its rulings).

Cells are ``x:y`` (x to the right, y downwards; the village square on ``0:0``). A face is written as
4 letters for the triangles against its N, E, S, W edges:

    V village   F forest   K black sheep   Y yellow sheep   R red sheep   B blue sheep

Positions are set by hand with :func:`position` (the table, hands, bag, colours, whose move) and then
played through the rules with ``state.apply(...)``; a refusal is checked with :func:`refused`, which
also checks that it changed nothing. Expected results are worked out by hand from the spec.
"""

from __future__ import annotations

import functools
import json
import random
import re

import pytest

from game.core import IllegalAction, InvalidRecord, replay
from game.guerre_des_moutons import actions
from game.guerre_des_moutons.state import (
    COVERED,
    GuerreState,
    determinize,
    needs_of,
    new_game,
    table_of,
    unknown_colours,
    unseen_tiles,
)
from game.guerre_des_moutons.table import ORIGIN, Table, cell_text, neighbour, parse_cell
from game.guerre_des_moutons.tiles import (
    BAG_TILES,
    COLOURS,
    HUNTER,
    OPPOSITE,
    SIDES,
    TERRAIN_LETTERS,
    TILE_BY_ID,
    WOLF,
    face_text,
    parse_face,
    rotate,
)

K, Y, R, B = COLOURS


# --- positions -------------------------------------------------------------------------------------


def find_tile(face: str, used: set[str]) -> tuple[str, int, int]:
    """A bag tile not in ``used`` showing ``face`` (4 letters N E S W) on some side and rotation:
    ``(tile id, side, rotation)``. All-forest faces are wolves and hunters: name those."""
    assert face != "FFFF", "an all-forest face is a wolf or a hunter: name it (W-K, H-R)"
    wanted = parse_face(face)
    for tile in BAG_TILES:
        if tile[0] in used:
            continue
        for side in (0, 1):
            for rotation in range(4):
                if rotate(tile[1 + side], rotation) == wanted:
                    return tile[0], side, rotation
    raise AssertionError(f"no tile left shows {face}")


def placing(spec: str, used: set[str]) -> tuple[str, int, int]:
    """``KKVV`` (a face: some unused tile showing it), ``W-K`` (face A unturned) or ``L6K/A2``."""
    if re.fullmatch(r"[VFKYRB]{4}", spec):
        return find_tile(spec, used)
    tile, _, how = spec.partition("/")
    assert tile in TILE_BY_ID and tile not in used, spec
    return (tile, 0, 0) if not how else (tile, SIDES.index(how[0]), int(how[1]))


def position(
    table: str = "",
    hands: dict[int, str] | None = None,
    players: int = 2,
    *,
    colours: dict[int, str] | None = None,
    revealed: dict[int, str] | None = None,
    bag: str | int = "",
    covers: dict[str, str] | None = None,
    turn: int = 0,
    react: tuple[int, ...] = (),
    finished: tuple[int, ...] = (),
    stopped: tuple[int, ...] = (),
    options: dict | None = None,
) -> GuerreState:
    """A state set by hand.

    ``table``: ``cell=what`` words, ``what`` a face (``2:0=KKVV``, some unused tile showing it), a
    wolf or hunter on its figure face (``3:0=W-K``) or a tile, side and rotation (``2:0=L6K/A2``);
    the village square is always on 0:0. Every shared edge is checked to agree. ``covers`` lays a
    hunter on the wolf of a cell. ``hands[s]``: tile ids (seats not given hold nothing); ``bag``:
    tile ids, the last drawn first, or a number of landscape tiles found nowhere else (default: no
    bag). ``colours[s]``: the seat's colour letters (default K, Y, R, B by seat); ``revealed``
    likewise (lay the "?" tile of a revealed colour with the table: ``5:5=Q-K/B0``). The move is
    ``turn``'s regular turn, or with ``react`` the reaction window before it, asking those seats in
    that order."""
    state = new_game(1, players, options)
    state.table = Table.start()
    state.placed, state.by, state.figures, state.covers = [ORIGIN], {}, {}, {}
    hands = hands or {}
    used = {t for words in hands.values() for t in words.split()}  # kept out of the table
    used |= set(bag.split()) if isinstance(bag, str) else set()
    for word in table.split():
        where, _, spec = word.partition("=")
        cell = parse_cell(where)
        assert cell not in state.table.faces, word
        tile, side, rotation = placing(spec, used)
        used.add(tile)
        state.table.place(TILE_BY_ID[tile], side, rotation, cell)
        state.placed.append(cell)
        kind = TILE_BY_ID[tile][3]
        if side == 0 and kind in (WOLF, HUNTER):
            state.figures[cell] = kind
    for cell, face in state.table.faces.items():
        for d in range(4):
            other = state.table.faces.get(neighbour(cell, d))
            assert other is None or other[OPPOSITE[d]] == face[d], f"{cell_text(cell)}: {'NESW'[d]} edge"
    for where, hunter in (covers or {}).items():
        cell = parse_cell(where)
        assert state.figures[cell] == WOLF and hunter not in used
        used.add(hunter)
        state.covers[cell], state.figures[cell] = hunter, HUNTER
    state.needs = needs_of(state.table)
    state.hands = [hands.get(s, "").split() for s in range(players)]
    if isinstance(bag, int):
        bag = " ".join([t[0] for t in BAG_TILES if t[3] == "landscape" and t[0] not in used][:bag])
    state.bag = bag.split()
    everything = [t for h in state.hands for t in h] + state.bag + list(state.table.tiles.values())
    everything += list(state.covers.values())
    assert len(everything) == len(set(everything)), "a tile is in two places"
    letters = colours or {s: TERRAIN_LETTERS[COLOURS[s]] for s in range(players)}
    state.colours = [sorted(TERRAIN_LETTERS.index(c) for c in letters[s]) for s in range(players)]
    shown = revealed or {}
    state.revealed = [[TERRAIN_LETTERS.index(c) for c in shown.get(s, "")] for s in range(players)]
    state.finished, state.stopped = list(finished), list(stopped)
    state.turn, state.turn_seat, state.idle, state.log = 5, turn, 0, []
    if react:
        state.phase, state.reactor, state.queue = "react", react[0], list(react[1:])
    else:
        state.phase, state.reactor, state.queue = "turn", None, []
    state._relaid()
    return state


def put(tile: str, face: str, cell: str) -> str:
    """The text of playing ``tile`` so that it shows ``face`` on ``cell``."""
    wanted = parse_face(face)
    for side in (0, 1):
        for rotation in range(4):
            if rotate(TILE_BY_ID[tile][1 + side], rotation) == wanted:
                return str(actions.play(tile, side, rotation, parse_cell(cell)))
    raise AssertionError(f"{tile} never shows {face}")


def legal(state: GuerreState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def snapshot(state: GuerreState) -> tuple:
    """What every seat, a spectator and the record show, and the state's own fields."""
    views = tuple(json.dumps(state.view(seat), sort_keys=True) for seat in [*range(state.players), None])
    fields = (state.hands, state.bag, state.colours, state.revealed, state.figures, state.covers,
              state.table.faces, state.needs, state.finished, state.phase, state.queue,
              state.reactor)  # fmt: skip
    return views, json.dumps(state.record(), sort_keys=True), repr(fields), state.to_move


def refused(state: GuerreState, action: str, reason: str) -> IllegalAction:
    """The refusal of ``action`` with that reason word, checking that it changed nothing."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(action)
    assert error.value.reason == reason, str(error.value)
    assert str(error.value), "a refusal explains itself"
    assert snapshot(state) == before
    assert action not in legal(state)
    return error.value


def run(state: GuerreState, *moves: str) -> GuerreState:
    for move in moves:
        state.apply(move)
    return state


def pass_window(state: GuerreState) -> list[int]:
    """Everyone asked in the reaction window says ``done``: the seats asked, in order."""
    asked = []
    while state.phase == "react":
        asked.append(state.to_move)
        run(state, "done")
    return asked


def face_on(state: GuerreState, cell: str) -> str:
    return face_text(state.table.faces[parse_cell(cell)])


def scores(state: GuerreState) -> list[int]:
    """Each seat's largest valid enclosure (without finishing bonuses)."""
    return [state.enclosure_score(s) for s in range(state.players)]


def drew(state: GuerreState) -> int:
    """How many tiles the last tile laid drew."""
    return next(e["drew"] for e in reversed(state.log) if "drew" in e)


# Tables used by several tests.
#
# PENS: a black pen of 4 joined across edges and inside a face (1:0 is V K K V: its E and S black
# triangles touch), a black pen of 2 far off, a yellow pen of 4 (no forest anywhere):
#
#   1:0 VKKV  2:0 VVVK            20:0 RRKR          30:0 VYYV  31:0 VVVY
#   1:1 KVYV                      20:1 KRRR          30:1 YVRV
PENS = "1:0=VKKV 2:0=VVVK 1:1=KVYV 20:0=RRKR 20:1=KRRR 30:0=VYYV 31:0=VVVY 30:1=YVRV"
# FOREST: three pens of 2 (black, yellow, red), each a sheep triangle facing the one below it and
# touching forest on its face; 11:0 and 13:0 are empty forest cells between the first two forests
# and the last two:
#
#   10:0 FFKF   11:0 ?   12:0 FFYF   13:0 ?   14:0 FFRF
#   10:1 KVYV            12:1 YVRV            14:1 RVBV
FOREST = "10:0=FFKF 10:1=KVYV 12:0=FFYF 12:1=YVRV 14:0=FFRF 14:1=RVBV"
# RING: the cell 1:1 is surrounded by black triangles on all four sides.
#
#   0:0 V     1:0 KKKV   2:0 YYKK
#   0:1 VKKK  1:1 ?      2:1 KKKK
#             1:2 KYYK   2:2 KKKY
RING = "1:0=KKKV 2:0=YYKK 2:1=KKKK 2:2=KKKY 0:1=VKKK 1:2=KYYK"


# --- setup -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_draws_four_tiles_and_gets_a_distinct_secret_colour(players):
    for seed in range(6):
        state = new_game(seed, players)
        assert [len(hand) for hand in state.hands] == [4] * players
        assert all(len(c) == 1 for c in state.colours)
        dealt = [c for cs in state.colours for c in cs]
        assert len(set(dealt)) == players and set(dealt) <= set(COLOURS)
        assert state.revealed == [[] for _ in range(players)]
        # Every bag tile once, in a hand or in the bag.
        everywhere = [t for hand in state.hands for t in hand] + state.bag
        assert sorted(everywhere) == sorted(tile[0] for tile in BAG_TILES)
        assert len(state.bag) == 68 - 4 * players


def test_the_village_square_is_placed_first_at_the_centre():
    state = new_game(3, 3)
    assert state.table.tiles == {ORIGIN: "V"}
    assert face_on(state, "0:0") == "VVVV"
    assert [row[:2] for row in state.view(None)["table"]] == [["0:0", "V"]]


def test_a_random_draw_picks_the_first_player_and_the_game_opens_with_their_turn():
    firsts = set()
    for seed in range(30):
        state = new_game(seed, 4)
        # The reaction window before the first turn starts with the first player.
        assert state.phase == "react" and state.to_move == state.turn_seat
        assert new_game(seed, 4).turn_seat == state.turn_seat  # the seed decides
        pass_window(state)
        assert state.phase == "turn" and state.to_move == state.turn_seat
        firsts.add(state.turn_seat)
    assert firsts == {0, 1, 2, 3}


def test_the_bicolour_variant_gives_each_of_two_players_two_colours():
    for seed in range(6):
        state = new_game(seed, 2, {"bicolour": True})
        assert [len(c) for c in state.colours] == [2, 2]
        assert sorted(state.colours[0] + state.colours[1]) == sorted(COLOURS)
        assert state.view(0)["secret_left"] == [2, 2]
        assert [len(hand) for hand in state.hands] == [4, 4]


@pytest.mark.parametrize("players", [3, 4])
def test_the_bicolour_variant_is_for_two_players_only(players):
    with pytest.raises(ValueError):
        new_game(1, players, {"bicolour": True})


@pytest.mark.parametrize("players", [1, 5])
def test_the_game_is_for_two_to_four_players(players):
    with pytest.raises(ValueError):
        new_game(1, players)


# --- placing a tile --------------------------------------------------------------------------------


def test_the_first_tile_must_touch_the_village_square_with_a_village_triangle():
    state = position("", {0: "L6K"}, bag=5)  # L6K: face A V V K K, face B F F Y Y
    plays = [a for a in state.legal_actions() if a.verb == "play"]
    assert plays
    for action in plays:
        face = rotate(TILE_BY_ID[action.tile][1 + action.side], action.rotation)
        towards = next(d for d in range(4) if neighbour(action.cell, d) == ORIGIN)
        assert face_text(face)[towards] == "V"
    # East of the village, V V K K shows a black sheep to it (its west triangle).
    error = refused(state, put("L6K", "VVKK", "1:0"), "first-tile")
    assert "village" in str(error)
    run(state, put("L6K", "KKVV", "1:0"))
    assert face_on(state, "1:0") == "KKVV"


def test_a_first_tile_without_a_village_triangle_fits_nowhere_and_its_player_passes():
    state = position("", {0: "L1K L3Y", 1: "L6K"}, bag=5)  # no village triangle on either
    assert legal(state) == {"done", "stop"}
    run(state, "done")
    assert state.hands[0] == ["L1K", "L3Y"] and len(state.bag) == 5  # passing draws nothing
    assert state.log[-1]["what"] == "pass" and state.turn_seat == 1
    pass_window(state)
    assert state.to_move == 1 and state.phase == "turn"


def test_a_tile_must_match_on_every_shared_edge():
    # 1:1 touches 1:0 (its south triangle: black) and 0:1 (its east triangle: black).
    state = position("1:0=KKKV 0:1=VKKK", {0: "L4K"}, bag=5)  # L4K: K K K Y / Y Y Y B
    assert put("L4K", "KKYK", "1:1") in legal(state)  # black to the north and to the west
    assert put("L4K", "KYKK", "1:1") in legal(state)
    error = refused(state, put("L4K", "KKKY", "1:1"), "edge-mismatch")
    assert str(error) == "the west edge: yellow sheep against black sheep"
    assert error.params["edge"] == 3 and error.params["cell"] == "1:1"
    error = refused(state, put("L4K", "YKKK", "1:1"), "edge-mismatch")
    assert str(error) == "the north edge: yellow sheep against black sheep"
    error = refused(state, put("L4K", "YYYB", "1:1"), "edge-mismatch")
    assert str(error).startswith("the north edge: yellow sheep against black sheep")
    run(state, put("L4K", "KKYK", "1:1"))
    assert face_on(state, "1:1") == "KKYK"


def test_the_refusal_names_the_edge_and_the_two_terrains_that_disagree():
    # L8K: V V V K / F F F B, L12K: F K K K / V Y Y Y
    state = position("1:0=KKKV", {0: "L8K L12K"}, bag=5)
    # 2:0 touches 1:0's black east triangle with its west edge.
    error = refused(state, put("L12K", "KKKF", "2:0"), "edge-mismatch")
    assert str(error) == "the west edge: forest against black sheep"
    error = refused(state, put("L8K", "KVVV", "2:0"), "edge-mismatch")
    assert str(error) == "the west edge: village against black sheep"
    # 1:-1 touches 1:0's black north triangle with its south edge.
    error = refused(state, put("L12K", "VYYY", "1:-1"), "edge-mismatch")
    assert str(error) == "the south edge: yellow sheep against black sheep"
    # 1:1 touches 1:0's black south triangle with its north edge (0:1 is empty).
    error = refused(state, put("L12K", "FKKK", "1:1"), "edge-mismatch")
    assert str(error) == "the north edge: forest against black sheep"
    # 0:-1 touches the village's north edge (a village triangle).
    error = refused(state, put("L12K", "KKFK", "0:-1"), "edge-mismatch")
    assert str(error) == "the south edge: forest against village"


def test_a_tile_goes_only_on_an_empty_cell_touching_the_table():
    state = position("1:0=KKKV", {0: "L1K"}, bag=5)
    refused(state, put("L1K", "KKKK", "5:5"), "not-touching")
    refused(state, put("L1K", "KKKK", "1:0"), "cell-taken")
    refused(state, put("L1K", "KKKK", "0:0"), "cell-taken")


def test_a_tile_is_played_on_either_face_and_in_any_rotation():
    state = position(RING, {0: "L15Y"}, bag=5)  # face A V Y Y R, face B K K K K
    ways = {str(a).split("/")[1][:2] for a in state.legal_actions() if a.verb == "play"}
    assert ways == {"A0", "A1", "A2", "A3", "B0"}  # face B looks the same in every rotation


@pytest.mark.parametrize(
    ("table", "cell", "touched"),
    [
        (RING, "1:-1", 1),  # only 1:0
        (RING, "0:2", 2),  # 0:1 and 1:2
        (RING.replace(" 1:2=KYYK", ""), "1:1", 3),  # 1:0, 2:1 and 0:1
        (RING, "1:1", 4),
    ],
)
def test_multi_draw_draws_one_tile_per_placed_tile_touched(table, cell, touched):
    state = position(table, {0: "L15Y"}, bag=8)
    bag = list(state.bag)
    run(state, put("L15Y", "KKKK", cell))
    assert drew(state) == touched
    assert state.hands[0] == bag[::-1][:touched]  # drawn from the bag
    assert state.bag == bag[: 8 - touched]


def test_multi_draw_is_capped_by_the_bag():
    state = position(RING, {0: "L15Y L3Y"}, bag="L1Y L2Y")
    run(state, put("L15Y", "KKKK", "1:1"))
    assert drew(state) == 2 and state.bag == [] and sorted(state.hands[0]) == ["L1Y", "L2Y", "L3Y"]


def test_passing_is_allowed_only_when_no_tile_fits():
    state = position("1:0=KKKV", {0: "L1Y L8K"}, bag=5)  # L8K fits (V V V K), L1Y does not
    error = refused(state, "done", "must-play")
    assert "fits" in str(error)
    state = position("1:0=KKKV", {0: "L1Y"}, bag=5)  # L1Y: Y Y Y Y / R R B B
    assert legal(state) == {"done", "stop"}
    run(state, "done")
    assert state.hands[0] == ["L1Y"] and len(state.bag) == 5 and state.turn_seat == 1


# --- meadows and enclosures ------------------------------------------------------------------------


def test_a_meadow_joins_sheep_across_shared_edges_and_inside_a_face():
    # 1:0 V K K V: its east and south black triangles touch on the face; the east one meets 2:0's
    # west triangle, the south one 1:1's north triangle: one meadow of 4 once 1:1 is laid.
    state = position("1:0=VKKV 2:0=VVVK", {0: "L9K"}, bag=5)
    run(state, put("L9K", "KVYV", "1:1"))
    assert scores(state)[0] == 4


def test_a_meadow_is_an_enclosure_only_when_no_triangle_faces_an_empty_cell():
    state = position("1:0=VKKV 2:0=VVVK", {0: "L9K"}, bag=5)
    assert scores(state)[0] == 0  # 1:0's south triangle faces the empty 1:1
    run(state, put("L9K", "KVYV", "1:1"))
    assert scores(state)[0] == 4


def test_opposite_triangles_of_a_face_are_joined_only_through_a_touching_one():
    # 1:1 K Y K Y: its north and south black triangles are two meadows, each closed with one
    # triangle of the tile above or below: two enclosures of 2, not one of 4.
    state = position("1:0=VVKV 1:2=KVYV", {0: "L3K"}, bag=5)
    run(state, put("L3K", "KYKY", "1:1"))
    assert scores(state)[0] == 2


# --- wolves and hunters ----------------------------------------------------------------------------


def test_a_wolf_is_played_like_a_forest_tile_and_spoils_every_enclosure_on_its_forest():
    state = position(FOREST, {1: "W-B"}, players=3, turn=0, react=(1,), bag=5)
    assert scores(state) == [2, 2, 2]
    run(state, "play:W-B/A0@11:0")  # joins the forests of 10:0 and 12:0
    assert drew(state) == 2
    assert state.figures[(11, 0)] == WOLF
    assert scores(state) == [0, 0, 2]  # the red pen borders another forest


def test_a_wolf_goes_only_into_forest():
    state = position(FOREST, {1: "W-B"}, turn=0, react=(1,), bag=5)
    # 10:2 touches 10:1's yellow south triangle.
    error = refused(state, "play:W-B/A0@10:2", "figure-not-in-forest")
    assert "the north edge: forest against yellow sheep" in str(error)


def test_a_hunter_laid_on_a_wolf_cancels_it():
    state = position(FOREST + " 11:0=W-B", {1: "H-Y"}, players=3, turn=0, react=(1,), bag=5)
    assert scores(state) == [0, 0, 2]
    run(state, "cover:H-Y@11:0")
    assert scores(state) == [2, 2, 2]
    assert state.covers == {(11, 0): "H-Y"} and "H-Y" not in state.hands[1]
    assert state.view(None)["table"][-1] == ["11:0", "W-B", "A", 0, None, COVERED, "H-Y"]


@pytest.mark.parametrize(("extra", "around"), [("", 2), (" 11:-1=KFFK", 3)])
def test_a_hunter_laid_on_a_wolf_draws_one_tile_per_placed_tile_around_it(extra, around):
    # Ruling 5: the multi-draw of the wolf's cell. 11:0 touches 10:0 and 12:0 (and 11:-1 if laid).
    state = position(FOREST + " 11:0=W-B" + extra, {1: "H-Y"}, turn=0, react=(1,), bag=6)
    run(state, "cover:H-Y@11:0")
    assert drew(state) == around and len(state.hands[1]) == around and len(state.bag) == 6 - around


def test_a_hunter_goes_only_into_forest_or_on_an_uncovered_wolf():
    state = position(FOREST + " 11:0=W-B", {1: "H-Y"}, turn=0, react=(1,), bag=5)
    error = refused(state, "play:H-Y/A0@10:2", "figure-not-in-forest")
    assert "hunter" in str(error)
    error = refused(state, "cover:H-Y@10:0", "no-wolf-there")
    assert error.params["cell"] == "10:0"
    refused(state, "cover:H-Y@9:0", "no-wolf-there")  # an empty cell
    refused(state, "play:H-Y/A0@11:0", "cell-taken")  # on a wolf it is laid with cover:


def test_only_a_hunter_covers_a_wolf():
    state = position(FOREST + " 11:0=W-B", {0: "W-K L2K", 1: "H-Y"}, turn=0, react=(0, 1), bag=5)
    refused(state, "cover:W-K@11:0", "not-a-hunter")
    refused(state, "cover:L2K@11:0", "not-a-hunter")


def test_one_hunter_covers_one_wolf():
    state = position(FOREST + " 11:0=W-B", {1: "H-Y H-R"}, covers={"11:0": "H-K"}, turn=0, react=(1,),
                     bag=5)  # fmt: skip
    refused(state, "cover:H-Y@11:0", "no-wolf-there")  # already covered


def test_a_hunter_played_as_forest_keeps_any_later_wolf_out_of_its_forest():
    state = position(FOREST + " 11:0=H-B", {1: "W-K"}, players=3, turn=0, react=(1,), bag=5)
    assert scores(state) == [2, 2, 2]  # a hunter spoils nothing
    error = refused(state, "play:W-K/A0@10:-1", "wolf-guarded")  # above 10:0, in the guarded forest
    assert error.params["cell"] == "10:-1"
    refused(state, "play:W-K/A0@12:-1", "wolf-guarded")
    refused(state, "play:W-K/A0@13:0", "wolf-guarded")  # would join the guarded forest to 14:0's
    wolves = {str(a) for a in state.legal_actions() if a.tile == "W-K" and a.side == 0}
    assert wolves == {"play:W-K/A0@14:-1", "play:W-K/A0@15:0"}  # 14:0's forest has no hunter
    run(state, "play:W-K/A0@14:-1")
    assert scores(state) == [2, 2, 0]


def test_a_wolf_may_go_into_a_forest_whose_only_hunter_covers_a_wolf():
    state = position(FOREST + " 11:0=W-B", {1: "W-K"}, players=3, covers={"11:0": "H-R"}, turn=0,
                     react=(1,), bag=5)  # fmt: skip
    assert scores(state) == [2, 2, 2]
    assert "play:W-K/A0@10:-1" in legal(state)
    run(state, "play:W-K/A0@10:-1")
    assert scores(state) == [0, 0, 2]


def test_after_a_hunter_covers_a_wolf_in_play_a_later_wolf_may_join_that_forest_and_spoils_it_again():
    # Ruling 4 from the other side: the cover is made through the rules (not set up by hand), and the
    # wolf that follows spoils the pens on that forest again. The seat laying it sees it offered in its
    # own view and in the state a computer rebuilds from that view.
    state = position(FOREST + " 11:0=W-B", {0: "H-R", 1: "W-Y"}, players=3, turn=0, react=(0, 1), bag=8)
    assert scores(state) == [0, 0, 2]
    run(state, "cover:H-R@11:0", "done")
    assert scores(state) == [2, 2, 2] and state.to_move == 1
    assert "play:W-Y/A0@10:-1" in state.view(1)["legal"]
    rebuilt = determinize(state.view(1), random.Random(5))
    assert "play:W-Y/A0@10:-1" in legal(rebuilt)
    run(state, "play:W-Y/A0@10:-1")  # above 10:0, in the forest of the covered wolf
    assert state.figures[(10, -1)] == WOLF
    assert scores(state) == [0, 0, 2]


# WOLF_REACH: a tile FFKY on 10:0 whose black south triangle touches its forest only on one side (east)
# and whose yellow west triangle only on the other (north); each closes a pen of 2 with one triangle of
# 10:1 or 9:0. The forest runs on into 11:0, where a wolf fits.
#
#   9:0 VYVV   10:0 FFKY   11:0 ?
#              10:1 KVVV
WOLF_REACH = "10:0=L14R/B0 9:0=VYVV 10:1=KVVV"


def test_a_wolf_spoils_a_pen_whose_triangle_touches_its_forest_on_either_side():
    # Spec, "Enclosures and scoring": a neighbouring triangle on the pen triangle's own face, N-E, E-S,
    # S-W or W-N: the black triangle (south) meets the forest on its east, the yellow (west) on its north.
    state = position(WOLF_REACH, {1: "W-R H-B"}, turn=0, react=(1,), bag=5)
    assert face_on(state, "10:0") == "FFKY"
    assert scores(state) == [2, 2]
    run(state, "play:W-R/A0@11:0")
    assert scores(state) == [0, 0], "both pens touch the wolf's forest, one on each side of a triangle"
    run(state, "cover:H-B@11:0")
    assert scores(state) == [2, 2]


def test_a_forest_may_hold_several_wolves_each_needing_its_own_hunter():
    hands = {0: "W-Y", 1: "H-K H-R"}
    state = position(FOREST + " 11:0=W-B", hands, players=3, turn=0, react=(0, 1), bag=5)
    assert "play:W-Y/A0@10:-1" in legal(state)  # a second wolf into the same forest
    run(state, "play:W-Y/A0@10:-1")
    assert state.to_move == 0 and legal(state) == {"done"}  # 0 has nothing more: done moves the window on
    run(state, "done")
    assert state.to_move == 1
    run(state, "cover:H-K@11:0")
    assert scores(state) == [0, 0, 2]  # the other wolf still spoils the forest
    run(state, "cover:H-R@10:-1")
    assert scores(state) == [2, 2, 2]


def test_joining_forests_a_hunter_of_one_does_not_cancel_a_wolf_of_the_other():
    # A wolf above 10:0, a hunter (as forest) above 12:0: two forests, the yellow pen's unspoiled.
    state = position(FOREST + " 10:-1=W-B 12:-1=H-R", {0: "L8K", 1: "H-Y W-K"}, players=3, bag=5)
    assert scores(state) == [0, 2, 2]
    run(state, put("L8K", "FFBF", "11:0"))  # its forest triangles join both forests
    assert scores(state) == [0, 0, 2]
    # The joined forest holds a hunter (laid as forest): no wolf may join it now; the wolf in it
    # must be covered.
    assert state.to_move == 1 and state.phase == "react"
    refused(state, "play:W-K/A0@11:-1", "wolf-guarded")
    run(state, "cover:H-Y@10:-1")
    assert scores(state) == [2, 2, 2]


# --- revealing a colour ----------------------------------------------------------------------------


def test_a_reveal_plays_the_shepherd_face_like_a_normal_tile_with_multi_draw():
    state = position(RING, {0: "L15Y", 1: "L6Y"}, turn=0, react=(0,), bag=8)
    assert "reveal:K@1:1" in legal(state)
    refused(state, "reveal:K@9:9", "not-touching")
    refused(state, "reveal:K@-1:0", "edge-mismatch")  # four black sheep against the village
    run(state, "reveal:K@1:1")
    assert state.table.tiles[(1, 1)] == "Q-K" and face_on(state, "1:1") == "KKKK"
    assert drew(state) == 4 and len(state.hands[0]) == 5
    assert state.revealed[0] == [K]
    assert state.view(1)["revealed"][0] == ["K"] and state.view(1)["secret_left"] == [0, 1]
    assert not any(a.verb == "reveal" for a in state.legal_actions())  # revealed once


def test_a_reveal_is_followed_at_once_by_one_more_tile_which_draws_too():
    state = position(RING, {0: "L15Y", 1: "L6Y"}, turn=0, react=(0,), bag=8)
    run(state, "reveal:K@1:1")
    assert state.phase == "extra" and state.to_move == 0
    assert "stop" not in legal(state)
    refused(state, "stop", "stop-in-turn")
    run(state, put("L15Y", "RVYY", "-1:0"))
    assert drew(state) == 1 and len(state.hands[0]) == 5
    assert state.phase == "react" and state.to_move == 0  # still out of turn (a wolf could follow)
    run(state, "done")
    assert state.phase == "turn" and state.to_move == 0  # then the player's own regular turn


def test_reveal_extra_tile_is_optional():
    # "peut immédiatement rejouer une autre tuile": the revealing player may decline the extra tile.
    state = position(RING, {0: "L15Y", 1: "L6Y"}, turn=0, react=(0,), bag=8)
    run(state, "reveal:K@1:1")
    assert state.phase == "extra" and "done" in legal(state)
    run(state, "done")
    assert "L15Y" in state.hands[0] and len(state.hands[0]) == 1 + drew(state)
    assert state.log[-1]["what"] == "no-extra"
    assert state.phase == "react" and state.to_move == 0  # still out of turn: a wolf could follow
    run(state, "done")
    assert state.phase == "turn" and state.to_move == 0  # then the player's own regular turn


def test_the_extra_tile_after_a_reveal_is_skipped_when_none_fits():
    # After black sheep on 2:0, only black and village are asked for; L1Y and L3Y show neither.
    state = position("1:0=KKKV", {0: "L1Y", 1: "L6Y"}, turn=1, react=(0,), bag="L3Y")
    run(state, "reveal:K@2:0")
    assert drew(state) == 1 and sorted(state.hands[0]) == ["L1Y", "L3Y"]
    assert [e["what"] for e in state.log[-2:]] == ["reveal", "no-extra"]
    assert state.phase == "react" and state.to_move == 0 and legal(state) == {"done"}
    run(state, "done")
    assert state.phase == "turn" and state.to_move == 1


def test_revealing_just_before_ones_own_turn_gives_three_plays_in_a_row():
    # 1 holds a wolf it could lay in the forest out of turn: it is not asked in between.
    hands = {0: "L15Y", 1: "W-Y L6Y"}
    state = position(FOREST + " " + RING, hands, turn=0, react=(0, 1), bag=8)
    assert "play:W-Y/A0@11:0" in legal(run(state.clone(), "done"))
    run(state, "reveal:K@1:1", put("L15Y", "RVYY", "-1:0"))
    assert state.phase == "react" and state.to_move == 0
    run(state, "done")
    assert state.phase == "turn" and state.to_move == 0
    assert [e["seat"] for e in state.log if e["what"] == "done"] == [0]  # 1 was not asked
    play = next(a for a in state.legal_actions() if a.verb == "play")
    run(state, str(play))
    lays = [e for e in state.log if e["what"] in ("reveal", "play")]
    assert [(e["seat"], e["what"]) for e in lays] == [(0, "reveal"), (0, "play"), (0, "play")]
    assert state.turn_seat == 1 and state.to_move == 1  # 1 reacts in the next window, its own first


def test_a_player_still_in_the_window_after_the_extra_tile_may_play_on_out_of_turn():
    state = position(FOREST + " " + RING, {0: "L15Y W-K", 1: "L6Y"}, turn=0, react=(0, 1), bag=8)
    run(state, "reveal:K@1:1", put("L15Y", "RVYY", "-1:0"))
    assert state.phase == "react" and state.to_move == 0  # the wolf may still go out of turn
    run(state, "play:W-K/A0@11:0")
    assert state.phase == "react" and state.to_move == 0  # until 0 says done
    run(state, "done")
    assert state.phase == "turn" and state.to_move == 0  # then its turn: the others wait for the next window


def test_a_colour_is_revealed_only_in_the_reaction_window():
    state = position(RING, {0: "L15Y"}, turn=0, bag=8)  # 0's regular turn
    assert not any(a.verb == "reveal" for a in state.legal_actions())
    error = refused(state, "reveal:K@1:1", "reveal-in-window")
    assert "window" in str(error)


def test_a_player_reveals_only_their_own_secret_colour():
    state = position(RING, {0: "L15Y"}, turn=0, react=(0,), bag=8)
    refused(state, "reveal:Y@1:1", "not-your-colour")
    state = position(RING + " 5:5=Q-K/B0", {0: "L15Y"}, revealed={0: "K"}, turn=0, react=(0,), bag=8)
    refused(state, "reveal:K@1:1", "not-your-colour")  # already revealed


# --- the reaction window ---------------------------------------------------------------------------


def test_the_reaction_window_starts_with_the_player_whose_turn_it_is_and_goes_round():
    # 0 ends its turn; the window before 1's turn asks 1, then 2, then 0.
    hands = {0: "L6K W-K", 1: "W-Y L6Y", 2: "W-R"}
    state = position(FOREST, hands, players=3, turn=0, bag=5)
    run(state, put("L6K", "KKVV", "1:0"))
    asked = []
    while state.phase == "react":
        asked.append(state.to_move)
        run(state, "done")
    assert asked == [1, 2, 0]
    assert state.phase == "turn" and state.to_move == 1
    assert [e["seat"] for e in state.log if e["what"] == "done"] == [1, 2, 0]


def test_every_player_still_in_the_game_is_asked_in_the_window_whatever_they_hold():
    # 2 holds a wolf (there is forest); 0 holds only landscape tiles and has revealed its colour.
    table = FOREST + " 5:5=Q-K/B0"
    hands = {0: "L6K L1Y", 1: "H-Y L6Y", 2: "W-R"}
    state = position(table, hands, players=3, revealed={0: "K"}, turn=0, bag=5)
    run(state, put("L6K", "KKVV", "1:0"))
    assert state.to_move == 1 and legal(state) != {"done"}
    assert pass_window(state) == [1, 2, 0]
    # Without forest, neither a wolf nor a hunter has anywhere to go; no colour is left to reveal:
    # each is asked all the same, with done as its one move.
    shown = {0: "K", 1: "Y", 2: "R"}
    state = position("5:5=Q-K/B0 7:5=Q-Y/B0 9:5=Q-R/B0", hands, players=3, revealed=shown, turn=0, bag=5)
    run(state, put("L6K", "KKVV", "1:0"))
    assert state.to_move == 1 and legal(state) == {"done"}
    assert pass_window(state) == [1, 2, 0]
    assert state.phase == "turn" and state.to_move == 1


def test_being_asked_out_of_turn_tells_the_others_nothing_of_ones_hand_or_colour():
    # Two tables alike but for 1's hand (a wolf that could go into the forest, or none) and 1's
    # secret colour (black, for which a cell is open, or blue, for which none is): 0 sees the same.
    def window_seen_by_0(hand: str, bag: str, colour: str) -> list[str]:
        colours = {0: "Y", 1: colour}
        table = "10:0=FFKF 10:1=KVYV " + RING  # a cell for a wolf (11:0), all-black (1:1) or all-yellow
        state = position(table, {0: "L6Y L1Y", 1: hand}, colours=colours, turn=0, bag=bag)
        run(state, min(a for a in legal(state) if a.startswith("play:")))  # the window before 1's turn
        assert state.to_move == 1 and (legal(state) != {"done"}) == (hand.startswith("W") or colour == "K")
        seen = []
        while state.phase == "react":
            seen.append(json.dumps(state.view(0), sort_keys=True))
            run(state, "done")
        return seen

    assert window_seen_by_0("W-Y L6K", "L1K L2B", "K") == window_seen_by_0("L1K L6K", "W-Y L2B", "B")


def test_out_of_turn_only_the_question_tile_and_wolf_and_hunter_faces_are_played():
    # 0's own window before its turn is out of turn too: no landscape tile, no sheep face of a wolf.
    table = FOREST + " 1:0=KKKV 2:0=Q-K/B0"
    state = position(table, {0: "L6Y W-K"}, revealed={0: "K"}, turn=0, react=(0,), bag=5)
    assert put("L6Y", "YYVV", "0:1") not in legal(state)
    error = refused(state, put("L6Y", "YYVV", "0:1"), "not-a-reaction")
    assert "out of turn" in str(error)
    refused(state, "play:W-K/B0@3:0", "not-a-reaction")  # four black sheep: a landscape face
    assert {a.verb for a in state.legal_actions()} == {"play", "done"}
    assert all(a.tile == "W-K" and a.side == 0 for a in state.legal_actions() if a.verb == "play")
    run(state, "done")
    assert state.phase == "turn"
    assert "play:W-K/B0@3:0" in legal(state)  # in the turn both faces are tiles like any other
    # The "?" tile is played out of turn, by its shepherd face.
    state = position(FOREST + " 1:0=KKKV", {1: "L6Y"}, turn=0, react=(1,), colours={0: "R", 1: "K"})
    assert {a.verb for a in state.legal_actions()} == {"reveal", "done"}


def test_wolves_and_hunters_may_be_played_in_any_number_out_of_turn_drawing_for_each():
    table = FOREST + " 5:5=Q-Y/B0"
    state = position(table, {0: "L6K", 1: "W-Y H-Y"}, revealed={1: "Y"}, turn=0, react=(1,), bag=6)
    run(state, "play:W-Y/A0@11:0")
    assert drew(state) == 2 and state.to_move == 1 and state.phase == "react"
    run(state, "cover:H-Y@11:0")
    assert drew(state) == 2 and len(state.hands[1]) == 4
    assert state.phase == "react" and state.to_move == 1  # until the player says done
    run(state, "done")
    assert state.phase == "turn" and state.to_move == 0


def test_done_ends_a_players_reactions_and_the_window_moves_on():
    state = position(FOREST, {0: "L6K", 1: "W-Y", 2: "W-R"}, players=3, turn=0, react=(1, 2), bag=6)
    run(state, "done")
    assert state.to_move == 2 and state.phase == "react"
    run(state, "done")
    assert state.to_move == 0 and state.phase == "turn"
    assert "W-Y" in state.hands[1] and "W-R" in state.hands[2]


# --- finishing and the end -------------------------------------------------------------------------


def test_the_first_three_players_to_finish_gain_6_3_and_1_points():
    hands = {0: "L6K", 1: "L6Y", 2: "L6R", 3: "L6B"}
    state = position("", hands, players=4, turn=0, bag=5)
    for _ in range(3):
        pass_window(state)
        run(state, "stop")
    assert state.finished == [0, 1, 2] and state.turn_seat == 3
    assert [state.bonus(s) for s in range(4)] == [6, 3, 1, 0]
    assert pass_window(state) == [3]  # a player who has finished is asked no more
    run(state, "stop")
    assert state.is_over
    assert [state.bonus(s) for s in range(4)] == [6, 3, 1, 0]  # the fourth gains nothing
    assert state.scores() == [6, 3, 1, 0] and state.winners() == [0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_deal_where_nobody_can_start_is_dealt_again(players):
    # About 1 deal in 600 gives nobody a tile with a village triangle: the hands are dealt again.
    dealt_again = []
    for seed in range(1, 5001):
        state = new_game(seed, players)
        assert not state.is_over and any(state.plays(s, first=True) for s in range(players)), seed
        if state.deals > 1:
            dealt_again.append(seed)
            again = new_game(seed, players)  # the same seed deals the same way
            assert again.hands == state.hands and again.bag == state.bag and again.turn_seat == state.turn_seat
    if players < 4:  # with four hands of four, no seed up to 20,000 deals a table nobody can start
        assert dealt_again, "some seed's first deal let nobody start"


def test_playing_ones_last_tile_once_the_bag_is_empty_finishes():
    state = position("", {0: "L6K", 1: "L6Y L6R"}, turn=0, revealed={0: "K", 1: "Y"})
    run(state, put("L6K", "KKVV", "1:0"))
    assert state.finished == [0] and state.stopped == [] and state.bonus(0) == 6
    assert {"seat": 0, "what": "finish", "bonus": 6}.items() <= state.log[-1].items()
    assert state.to_move == 1


def test_unrevealed_question_tile_is_a_tile_still_held():
    # The last hand tile laid with the "?" tile still unrevealed: not finished; the player may reveal
    # it in a later window (or stop), and finishes once they hold neither.
    state = position("", {0: "L6K", 1: "L6Y L6R"}, turn=0, revealed={1: "Y"})
    run(state, put("L6K", "KKVV", "1:0"))
    assert state.hands[0] == [] and state.finished == [] and not state.is_over
    run(through_window(state), put("L6Y", "VVYY", "0:1"))
    assert state.turn_seat == 0 and state.phase == "react" and state.to_move == 0
    assert "reveal:K@2:0" in legal(state) and "stop" not in legal(state)
    run(state, "reveal:K@2:0")
    assert state.finished == [0] and state.bonus(0) == 6
    assert state.view(1)["revealed"][0] == ["K"]


def test_unrevealed_question_tile_may_be_kept_by_stopping():
    state = position("", {0: "L6K", 1: "L6Y L6R"}, turn=0, revealed={1: "Y"})
    run(state, put("L6K", "KKVV", "1:0"))
    run(through_window(state), put("L6Y", "VVYY", "0:1"))
    run(through_window(state))
    assert state.phase == "turn" and state.to_move == 0 and "stop" in legal(state)
    run(state, "stop")
    assert state.finished == [0] and state.stopped == [0]


def test_an_empty_hand_that_draws_again_has_not_finished():
    state = position("", {0: "L6K", 1: "L6Y"}, turn=0, bag=3)
    run(state, put("L6K", "KKVV", "1:0"))
    assert state.finished == [] and len(state.hands[0]) == 1


def test_play_goes_on_after_the_bag_is_empty_until_everyone_has_placed_their_last_tile():
    state = position("", {0: "L6K L6R", 1: "L6Y"}, turn=0, revealed={0: "K", 1: "Y"})
    run(state, put("L6K", "KKVV", "1:0"))
    assert not state.is_over and state.hands[0] == ["L6R"] and state.turn_seat == 1
    run(through_window(state), put("L6Y", "VVYY", "0:1"))  # 1's last tile: 1 finishes first
    assert state.finished == [1] and state.turn_seat == 0
    run(through_window(state), put("L6R", "VVRR", "-1:0"))
    assert state.finished == [1, 0] and state.is_over
    assert [state.bonus(s) for s in range(2)] == [3, 6]


def test_stopping_keeps_the_tiles_and_ends_that_players_part():
    hands = {0: "L6K W-K", 1: "L6Y L7Y", 2: "L6R L7R"}
    state = position(FOREST, hands, players=3, turn=0, bag=5)
    run(state, "stop")
    assert state.hands[0] == ["L6K", "W-K"] and state.finished == [0] and state.stopped == [0]
    assert state.bonus(0) == 6 and len(state.bag) == 5
    seen = []
    for _ in range(4):  # 0 is never asked again (its wolf could go into the forest), nor given a turn
        through_window(state)
        seen.append(state.to_move)
        run(state, str(next(a for a in state.legal_actions() if a.verb == "play")))
    assert seen == [1, 2, 1, 2]
    assert [e for e in state.log if e["seat"] == 0 and e["what"] not in ("stop", "finish")] == []
    assert state.hands[0] == ["L6K", "W-K"]


def test_a_player_may_stop_only_in_their_own_turn():
    state = position(FOREST, {0: "L6K", 1: "W-Y"}, turn=0, react=(1,), bag=5)
    error = refused(state, "stop", "stop-in-turn")
    assert "own turn" in str(error)
    run(state, "done")
    assert "stop" in legal(state) and state.to_move == 0


def test_the_game_ends_when_no_remaining_player_can_play_and_the_unfinished_gain_no_bonus():
    state = position("", {0: "L6K", 1: "L1Y"}, turn=0, revealed={0: "K"})  # L1Y fits nowhere
    run(state, put("L6K", "KKVV", "1:0"))
    assert state.is_over and state.to_move is None and state.legal_actions() == []
    assert state.finished == [0] and state.bonus(1) == 0 and state.scores() == [6, 0]
    refused(state, "done", "game-over")


def test_the_game_ends_when_every_player_has_finished():
    state = position("", {0: "L6K", 1: "L6Y W-K"}, turn=0, bag=5)
    run(state, "stop")
    assert not state.is_over
    pass_window(state)
    run(state, "stop")
    assert state.is_over and state.finished == [0, 1]


def test_a_player_who_cannot_play_passes_while_the_others_play_on():
    state = position("", {0: "L1Y", 1: "L6Y"}, turn=0, bag=5)
    run(state, "done")
    assert not state.is_over and state.to_move == 1


def test_a_whole_round_of_passes_ends_the_game():
    # 0 could reveal but never does; neither can lay a tile: after a round of passes it is over.
    state = position("1:0=KKKV", {0: "L1Y", 1: "L3Y"}, turn=0, react=(0,), bag=5)
    run(state, "done", "done")  # 0's reactions, then 0's pass
    assert not state.is_over and state.turn_seat == 1 and state.phase == "react"  # the window before 1
    assert pass_window(state) == [1, 0]
    run(state, "done")  # 1's pass
    assert state.is_over and state.finished == []


# --- scoring ---------------------------------------------------------------------------------------


def over(state: GuerreState) -> GuerreState:
    """Ends a position set up for scoring: nobody lays a tile (no tile fits; no one reveals) and a
    round of passes ends the game."""
    while not state.is_over:
        assert {a.verb for a in state.legal_actions()} <= {"done", "stop", "reveal"}
        state.apply("done")
    return state


def test_only_the_largest_valid_enclosure_of_ones_colour_scores():
    # Black: 4 and 2 (not 6); yellow: 4; red: none.
    state = over(position(PENS, {0: "H-K"}, players=3))
    assert state.scores() == [4, 4, 0]


def test_equal_scores_are_parted_by_the_next_largest_enclosure():
    state = over(position(PENS, {0: "H-K"}))
    assert state.scores() == [4, 4]
    assert state.winners() == [0]  # black's next-largest is 2, yellow has none
    state = over(position(PENS.replace(" 20:0=RRKR 20:1=KRRR", ""), {0: "H-K"}))
    assert state.winners() == [0, 1]  # nothing parts them


def test_a_spoiled_enclosure_does_not_count_and_the_largest_valid_one_scores():
    # A black pen of 4 touching the forest of a wolf on 40:0, a black pen of 2 elsewhere.
    wolfpen = "41:0=FKKF 42:0=VVVK 41:1=KVYV 40:0=W-R 20:0=RRKR 20:1=KRRR"
    state = position(wolfpen, {0: "H-K"}, bag=5)
    assert scores(state)[0] == 2
    run(state, "cover:H-K@40:0")
    assert scores(state)[0] == 4


def test_the_total_is_the_largest_enclosure_plus_the_finishing_bonus_and_the_highest_wins():
    state = position(PENS, {0: "H-K", 1: "W-B"})
    run(state, "stop")  # black: 4, + 6
    over(state)
    assert state.scores() == [10, 4] and state.winners() == [0]


def test_the_bicolour_variant_adds_the_largest_enclosure_of_each_of_a_players_colours():
    state = over(position(PENS, {0: "H-K"}, colours={0: "KY", 1: "RB"}, options={"bicolour": True}))
    assert state.scores() == [8, 0]


def test_an_unrevealed_colour_scores_all_the_same():
    state = over(position(PENS, {0: "H-K"}, revealed={1: "Y"}))
    assert state.revealed == [[], [Y]] and state.scores() == [4, 4]
    assert state.view(1)["colours_of"] == [["K"], ["Y"]]  # shown to everyone at the end


def through_window(state: GuerreState) -> GuerreState:
    """Every player asked in the window passes (``done``)."""
    while state.phase == "react":
        state.apply("done")
    return state


def test_a_reveal_can_never_be_taken_back():
    # With the bag empty a reveal draws nothing, yet it showed a secret: undo must not cross it.
    state = position("1:0=KKKV", {0: "L1Y", 1: "L6Y"}, turn=1, react=(0,))
    assert state.undo_barrier() == 0
    run(state, "reveal:K@2:0")
    assert drew(state) == 0 and state.undo_barrier() == 1


# --- refused moves ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "malformed"),
        ("jump", "malformed"),
        ("done please", "malformed"),
        ("play:L8K@2:0", "malformed"),
        ("play:L8K/C0@2:0", "malformed"),
        ("play:L8K/A4@2:0", "malformed"),
        ("play:L8K/A@2:0", "malformed"),
        ("play:L16K/A0@2:0", "malformed"),
        ("play:L8G/A0@2:0", "malformed"),
        ("reveal:V@2:0", "malformed"),
        ("reveal:KY@2:0", "malformed"),
        ("reveal:@2:0", "malformed"),
        ("cover:H-G@2:0", "malformed"),
        ("play:L8K/A0@2;0", "not-a-cell"),
        ("play:L8K/A0@", "not-a-cell"),
        ("play:L8K/A0@2:0:1", "not-a-cell"),
        ("reveal:K@north", "not-a-cell"),
    ],
)
def test_a_malformed_move_is_refused_and_changes_nothing(text, reason):
    state = position("1:0=KKKV", {0: "L8K"}, bag=5)
    refused(state, text, reason)


def test_something_that_is_no_move_at_all_is_refused():
    state = position("1:0=KKKV", {0: "L8K"}, bag=5)
    for thing in (None, 42, ("play", "L8K")):
        before = snapshot(state)
        with pytest.raises(IllegalAction) as error:
            state.apply(thing)
        assert error.value.reason == "not-a-move" and snapshot(state) == before  # core's word, for every game


def test_a_tile_not_in_ones_hand_is_refused():
    state = position("1:0=KKKV 0:1=VKKK", {0: "L8K", 1: "L4K"}, bag=5)
    error = refused(state, put("L4K", "KKYK", "1:1"), "not-in-hand")  # 1's tile
    assert error.params["tile"] == "L4K"
    refused(state, put("L1K", "KKKK", "2:0"), "not-in-hand")  # in the bag or anywhere
    refused(state, "play:Q-K/B0@2:0", "not-in-hand")  # the "?" tile is played by reveal:
    refused(state, "play:M-K/A0@2:0", "not-in-hand")  # markers are never played
    refused(state, "play:V/A0@2:0", "not-in-hand")
    state = position(FOREST + " 11:0=W-B", {1: "W-K"}, turn=0, react=(1,), bag=5)
    refused(state, "cover:H-K@11:0", "not-in-hand")


def test_a_move_once_the_game_is_over_is_refused():
    state = position("", {0: "L6K", 1: "L1Y"}, turn=0, revealed={0: "K"})
    run(state, put("L6K", "KKVV", "1:0"))
    assert state.is_over
    for text in ("done", "stop", put("L1Y", "YYYY", "2:0"), "reveal:Y@2:0"):
        refused(state, text, "game-over")


# --- what the players see --------------------------------------------------------------------------

TILE_ID = re.compile(r"\b(?:L1[0-5][KYRB]|L[1-9][KYRB]|[WHQM]-[KYRB])\b")
GAMES = [(2, False, 1), (3, False, 3), (3, False, 4), (4, False, 5), (2, True, 7), (2, True, 8)]


def random_move(state: GuerreState, rng: random.Random) -> actions.Action:
    """A legal move: a verb at random (so reveals and covers come up), seldom stopping."""
    moves = state.legal_actions()
    verbs = sorted({a.verb for a in moves} - {"stop"})
    if not verbs or ("stop" in legal(state) and rng.random() < 0.02):
        return actions.STOP
    if state.phase == "react" and rng.random() < 0.3:
        return actions.DONE
    verb = rng.choice(verbs)
    return rng.choice([a for a in moves if a.verb == verb])


@functools.lru_cache(maxsize=None)
def positions(players: int, bicolour: bool, seed: int) -> tuple[GuerreState, ...]:
    """Every position of a seeded random game, to its end."""
    state = new_game(seed, players, {"bicolour": bicolour})
    rng = random.Random(seed)
    found = [state.clone()]
    while not state.is_over:
        state.apply(random_move(state, rng))
        found.append(state.clone())
    return tuple(found)


def scrambled(state: GuerreState, seat: int | None, rng: random.Random) -> GuerreState:
    """``state`` with everything ``seat`` may not see dealt anew: the other hands and the bag
    shuffled together (each hand keeping its size), the others' secret colours swapped among the
    colours ``seat`` cannot place (until the end shows them)."""
    other = state.clone()
    others = [s for s in range(state.players) if s != seat]
    pool = state.bag + [t for s in others for t in state.hands[s]]
    rng.shuffle(pool)
    for s in others:
        size = len(state.hands[s])
        other.hands[s], pool = pool[:size], pool[size:]
    other.bag = pool
    if not state.is_over:
        unknown = unknown_colours(state.view(seat))
        rng.shuffle(unknown)
        for s in others:
            secret = len(state.secret_colours(s))
            other.colours[s] = sorted(state.revealed[s] + unknown[:secret])
            unknown = unknown[secret:]
    other._relaid()
    return other



def test_the_random_games_see_reveals_wolves_hunters_and_their_end():
    events = {e["what"] for g in GAMES for s in positions(*g) for e in s.log}
    assert {"reveal", "cover", "finish", "over", "pass", "done", "play"} <= events
    assert any(f == WOLF for g in GAMES for f in positions(*g)[-1].figures.values())
    assert any(f == HUNTER and c not in s.covers for g in GAMES for s in positions(*g)[-1:]
               for c, f in s.figures.items())  # fmt: skip


@pytest.mark.parametrize(("players", "bicolour", "seed"), GAMES)
def test_no_view_shows_a_secret_colour_another_players_hand_or_the_bag(players, bicolour, seed):
    letters = lambda colours: [TERRAIN_LETTERS[c] for c in colours]  # noqa: E731
    rng = random.Random(seed)
    for state in positions(players, bicolour, seed):
        on_table = set(state.table.tiles.values()) | set(state.covers.values())
        for seat in [*range(players), None]:
            view = state.view(seat)
            mine = set(state.hands[seat]) if seat is not None else set()
            shown = set(TILE_ID.findall(json.dumps(view)))
            assert shown <= on_table | mine, (seat, shown - on_table - mine)
            assert view["hand"] == (state.hands[seat] if seat is not None else None)
            assert view["hand_sizes"] == [len(h) for h in state.hands] and view["bag"] == len(state.bag)
            assert view["colours"] == (letters(state.colours[seat]) if seat is not None else None)
            assert view["revealed"] == [letters(r) for r in state.revealed]
            assert view["colours_of"] == ([letters(c) for c in state.colours] if state.is_over else None)
            for text in view["legal"]:  # its own moves, its own colours
                assert not text.startswith("reveal:") or TERRAIN_LETTERS.index(text[7]) in state.colours[seat]
            assert set(view) == set(state.view(None))
            # Nothing else in the view depends on what the seat may not see.
            assert scrambled(state, seat, rng).view(seat) == view


@pytest.mark.parametrize(("players", "bicolour", "seed"), GAMES)
def test_a_determinized_view_shows_the_same_view(players, bicolour, seed):
    rng = random.Random(seed)
    for state in positions(players, bicolour, seed):
        hidden = sorted(state.bag + [t for h in state.hands for t in h])
        for seat in [*range(players), None]:
            view = state.view(seat)
            dealt = determinize(view, rng)
            assert dealt.view(seat) == view
            assert sorted(dealt.bag + [t for h in dealt.hands for t in h]) == hidden
            others = [t for s, h in enumerate(state.hands) if s != seat for t in h]
            assert sorted(unseen_tiles(view)) == sorted(state.bag + others)
            unknown = unknown_colours(view)
            for other in range(players):
                if other == seat or state.is_over:
                    assert dealt.colours[other] == state.colours[other]
                else:
                    assert dealt.revealed[other] == state.revealed[other]
                    secret = [c for c in dealt.colours[other] if c not in dealt.revealed[other]]
                    assert set(secret) <= set(unknown)
                    assert len(secret) == len(state.secret_colours(other))
            if seat is not None and seat == state.to_move:
                assert dealt.legal_actions() == state.legal_actions()
            assert table_of(view)[0].faces == state.table.faces


def test_a_record_from_before_everyone_was_asked_in_the_window_is_refused_with_a_reason():
    state = new_game(3, 2)
    pass_window(state)
    record = state.record()
    assert replay(record).view(None) == state.view(None)
    with pytest.raises(InvalidRecord, match="older version"):
        replay(dict(record, version=1))


def test_a_placement_has_one_text_a_face_turned_to_look_the_same_is_written_with_its_smallest_turn() -> None:
    for tile_id, tile in TILE_BY_ID.items():
        for side in (0, 1):
            face = tile[1 + side]
            for turn in range(-4, 8):
                written = actions.Action("play", tile_id, side, turn, (2, 0)).rotation
                if face is None:
                    assert written == turn % 4
                else:
                    assert written == min(r for r in range(4) if rotate(face, r) == rotate(face, turn))
    wolf = next(tile_id for tile_id in TILE_BY_ID if tile_id.startswith("W-"))
    assert {str(actions.Action("play", wolf, 0, turn, (2, 0))) for turn in range(4)} == {f"play:{wolf}/A0@2:0"}

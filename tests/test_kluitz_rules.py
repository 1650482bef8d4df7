"""The Kluitz's rules, one test per rule of docs/rules/kluitz.md (and its rulings).

Cells are ``a1`` .. ``e5`` (columns a-e left to right, rows 1-5 from the top); an edge is a cell and
a side (``c3e``, which is also ``d3w``). Positions are drawn with :func:`position`, one letter per
cell:

    H happy   S sleepy   Y shy   G grumpy   D dreamy   R ram   B shepherd tile (berger)   . no tile

A capital letter is a face-down tile, a small one a face-up tile. Fences are listed by edge names
(any of an edge's names); :func:`around` names the fences that close a set of cells.

Expected results are worked out by hand in the comments, or computed by the small reference of the
rules below (edge names and enclosure), written from the specification only (never from the
engine's code).
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from game import kluitz
from game.core import IllegalAction, new_rng
from game.kluitz import FENCES, KluitzState, new_game
from game.kluitz.rules import _deal
from tests.kluitz_fields import FULL, LETTERS, SHEEP_SEAT, SHEPHERD_SEAT

COLUMNS = "abcde"
CELL_NAMES = [f"{col}{row}" for row in range(1, 6) for col in COLUMNS]
STEPS = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}


# --- a reference of the rules, from the specification ----------------------------------------------


def neighbour(name: str, side: str) -> str | None:
    """The cell beyond ``side`` of cell ``name``, or None beyond the border."""
    dx, dy = STEPS[side]
    col, row = COLUMNS.index(name[0]) + dx, int(name[1]) + dy
    return f"{COLUMNS[col]}{row}" if 0 <= col < 5 and 1 <= row <= 5 else None


def canonical(name: str, side: str) -> str:
    """The spec's one text of an edge: a cell's north or west side, or the south side of row 5 and
    the east side of column e."""
    if side in "es":
        beyond = neighbour(name, side)
        if beyond is not None:
            return beyond + ("w" if side == "e" else "n")
    return name + side


ALL_EDGES = sorted({canonical(c, s) for c in CELL_NAMES for s in "nesw"})


def reference_enclosed(fences: set[str]) -> set[str]:
    """Cells that cannot reach an unfenced border edge without crossing a fence (empty or not)."""
    fenced = {canonical(e[:2], e[2]) for e in fences}
    reached = {c for c in CELL_NAMES for s in "nesw" if neighbour(c, s) is None and canonical(c, s) not in fenced}
    todo = list(reached)
    while todo:
        here = todo.pop()
        for side in "nesw":
            there = neighbour(here, side)
            if there is not None and there not in reached and canonical(here, side) not in fenced:
                reached.add(there)
                todo.append(there)
    return set(CELL_NAMES) - reached


def around(cells: str) -> str:
    """The fences (canonical names) that close the cells ``cells`` off from everything else."""
    inside = set(cells.split())
    return " ".join(sorted({canonical(c, s) for c in inside for s in "nesw" if neighbour(c, s) not in inside}))


# --- positions ---------------------------------------------------------------------------------------


def mask(fences: str | set[str]) -> int:
    names = fences.split() if isinstance(fences, str) else fences
    return sum(1 << e for e in {kluitz.parse_edge(n) for n in names})


def names_of_cells(cells: int) -> set[str]:
    return {kluitz.cell_text(c) for c in kluitz.bits(cells)}


def lay(
    state: KluitzState,
    picture: str,
    fences: str = "",
    supply: int | None = None,
    flowers: dict[str, str] | None = None,
    turn: str = "sheep",
) -> KluitzState:
    """Set ``state``'s field to ``picture`` (see the module's docstring), with those fences, that
    supply (by default every fence not on the field) and, solo, the flowers' sides by cell. It is
    the sheep player's turn (``turn="sheep"``, nothing turned yet but the small letters) or the
    shepherd's (``turn="shepherd"``, no fence placed yet)."""
    rows = [line.split() for line in picture.strip().splitlines()]
    assert len(rows) == 5 and all(len(row) == 5 for row in rows), "a picture has 5 rows of 5 cells"
    state.kinds = [None] * 25
    state.flowers = [-1] * 25
    state.up = 0
    for r, row in enumerate(rows):
        for c, letter in enumerate(row):
            cell = kluitz.parse_cell(f"{COLUMNS[c]}{r + 1}")
            if letter != ".":
                state.kinds[cell] = LETTERS[letter.upper()]
                if letter.islower():
                    state.up |= 1 << cell
    for name, side in (flowers or {}).items():
        state.flowers[kluitz.parse_cell(name)] = "nesw".index(side)
    state.seen = state.up
    state.fences = mask(fences)
    state.supply = FENCES - len(set(fences.split())) if supply is None else supply
    enclosed = reference_enclosed(set(fences.split()))
    open_tiles = [c for c in CELL_NAMES if state.kinds[kluitz.parse_cell(c)] is not None and c not in enclosed]
    state.end_phase = not state.solo and len(open_tiles) <= 5  # the end phase, as the rule has it
    state.last_turn = False
    state.this_turn = [] if state.end_phase else kluitz.bits(state.up)
    state.placed = 0
    state.taken, state.removed, state.last = [], [], []
    if turn == "sheep":
        state.phase, state.mover = kluitz.TURNING, state.sheep
    else:
        assert turn == "shepherd" and not state.solo
        state.phase, state.mover = kluitz.FENCING, state.shepherd
    return state


def position(picture: str = FULL, players: int = 2, seed: int = 1, **laid) -> KluitzState:
    """A new game (seat 0 the shepherd) whose field is ``picture``: see :func:`lay`."""
    state = new_game(seed, players, {"first": SHEPHERD_SEAT} if players == 2 else None)
    return lay(state, picture, **laid)


def play(state: KluitzState, moves: str) -> KluitzState:
    for move in moves.split():
        state.apply(move)
    return state


def legal(state: KluitzState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def field(state: KluitzState, cells: str) -> list[str]:
    """What the view shows on those cells: "" no tile, "?" face down, else the kind."""
    view = state.view(None)["field"]
    return [view[kluitz.parse_cell(c)] for c in cells.split()]


def fences_of(state: KluitzState) -> set[str]:
    return set(state.view(None)["fences"])


def enclosed_of(state: KluitzState) -> set[str]:
    return names_of_cells(state.enclosed())


def snapshot(state: KluitzState) -> dict:
    """Every field of the state (the moves by their text: actions are not meant to be copied)."""
    fields = {k: v for k, v in state.__dict__.items() if k != "history"}
    return {**copy.deepcopy(fields), "history": [str(a) for a in state.history]}


def refused(state: KluitzState, action: str) -> IllegalAction:
    """The refusal of ``action``, checking that it changed nothing at all."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(action)
    assert snapshot(state) == before
    return error.value


def random_move(state: KluitzState, rng: random.Random):
    moves = state.legal_actions()
    return moves[int(rng.random() * len(moves))]


def play_out(state: KluitzState, rng: random.Random, each=None) -> KluitzState:
    """Random legal moves to the end; ``each(state, move)`` is called after every move."""
    for _ in range(50_000):
        if state.is_over:
            return state
        move = random_move(state, rng)
        state.apply(move)
        if each:
            each(state, move)
    raise AssertionError("the game did not end")


# Random games stopped at a moment of interest: (seed, players, stop).
STOPS = {
    "start": lambda s: True,
    "turning": lambda s: s.phase == kluitz.TURNING and s.this_turn,
    "shown": lambda s: s.phase == kluitz.SHOWN,
    "after-down": lambda s: s.history and str(s.history[-1]) == "down",
    "ram": lambda s: s.phase == kluitz.RAM_FENCE,
    "shepherd-tile": lambda s: s.phase == kluitz.SHEPHERD_FENCE,
    "end-phase": lambda s: s.end_phase and s.up,
    "round-2": lambda s: s.round == 1 and s.seen,
    "last-turn": lambda s: s.last_turn,
    "over": lambda s: s.is_over,
}
MID_GAMES = [
    (1, 2, "start"),
    (2, 2, "turning"),
    (3, 2, "shown"),
    (4, 2, "after-down"),
    (5, 2, "ram"),
    (6, 2, "shepherd-tile"),
    (7, 2, "end-phase"),
    (8, 2, "round-2"),
    (9, 2, "over"),
    (14, 2, "last-turn"),
    (10, 1, "turning"),
    (11, 1, "after-down"),
    (12, 1, "ram"),
    (13, 1, "over"),
]


def keen_move(state: KluitzState, rng: random.Random):
    """A random move, except that the sheep player, peeking, often turns the twin of the sheep
    already up this turn (random play alone rarely thins the field down to the end phase)."""
    if state.phase == kluitz.TURNING and state.this_turn and rng.random() < 0.7:
        wanted = state.kinds[state.this_turn[0]]
        twins = [a for a in state.legal_actions() if state.kinds[a.cell] == wanted]
        if twins:
            return twins[int(rng.random() * len(twins))]
    return random_move(state, rng)


def mid_game(seed: int, players: int, stop: str) -> KluitzState:
    """A game of that seed played by :func:`keen_move` until ``stop`` holds (the first time it does)."""
    state = new_game(seed, players)
    rng = new_rng(seed, "mid")
    for _ in range(50_000):
        if STOPS[stop](state):
            return state
        assert not state.is_over, f"seed {seed} never reached {stop}"
        state.apply(keen_move(state, rng))
    raise AssertionError("the game did not end")


# --- material -------------------------------------------------------------------------------------


def test_the_material_is_25_tiles_20_sheep_of_5_kinds_3_rams_2_shepherds_and_30_fences():
    state = new_game(1)
    assert Counter(kluitz.KINDS[k] for k in state.kinds) == {
        "happy": 4, "sleepy": 4, "shy": 4, "grumpy": 4, "dreamy": 4, "ram": 3, "shepherd": 2,
    }  # fmt: skip
    assert state.supply == FENCES == 30 and state.fences == 0
    assert state.view(0)["field"] == ["?"] * 25


def test_the_field_has_60_edges_40_inner_with_two_names_and_20_on_the_border():
    names: dict[int, set[str]] = {}
    for c in CELL_NAMES:
        for s in "nesw":
            names.setdefault(kluitz.parse_edge(c + s), set()).add(c + s)
    assert sorted(names) == list(range(60))
    assert Counter(len(n) for n in names.values()) == {2: 40, 1: 20}
    assert len(new_game(1).legal_actions()) == 60  # the shepherd may fence any of them


def test_every_edge_has_one_canonical_text_and_both_its_names_parse_to_it():
    assert kluitz.parse_edge("c3e") == kluitz.parse_edge("d3w")
    assert kluitz.edge_text(kluitz.parse_edge("c3e")) == "d3w"
    assert sorted(kluitz.edge_text(e) for e in range(60)) == ALL_EDGES  # 60 texts, none twice
    for c in CELL_NAMES:
        for s in "nesw":
            edge = kluitz.parse_edge(c + s)
            assert kluitz.edge_text(edge) == canonical(c, s)
            assert kluitz.parse_edge(kluitz.edge_text(edge)) == edge


def test_a_fence_given_by_its_other_name_is_recorded_by_its_canonical_one():
    state = play(new_game(1), "fence:c3e fence:e5e")
    assert [str(a) for a in state.history] == ["fence:d3w", "fence:e5e"]
    assert fences_of(state) == {"d3w", "e5e"}


@pytest.mark.parametrize(
    "text",
    ["fence:f1n", "fence:a6n", "fence:a0n", "fence:c3x", "fence:c3", "fence:C3N"]
    + ["turn:c3n", "turn:z1", "remove:", "hop:c3"],
)
def test_a_malformed_move_is_refused_as_malformed(text):
    assert refused(new_game(1), text).reason == "malformed"


def test_the_deal_is_seeded_and_differs_between_seeds_and_rounds():
    assert new_game(5).kinds == new_game(5).kinds == _deal(5, 0, False)[0]
    assert new_game(5).kinds != new_game(6).kinds
    assert _deal(5, 0, False)[0] != _deal(5, 1, False)[0]
    assert len({tuple(new_game(seed).kinds) for seed in range(20)}) == 20


@pytest.mark.parametrize("first", [0, 1])
def test_the_option_first_names_the_shepherd_of_round_one_who_plays_first(first):
    state = new_game(3, 2, {"first": first})
    assert (state.shepherd, state.sheep, state.to_move, state.phase) == (first, 1 - first, first, kluitz.FENCING)


def test_a_random_first_shepherd_is_drawn_from_the_seed_and_recorded():
    firsts = {seed: new_game(seed, 2, {"first": "random"}).options["first"] for seed in range(30)}
    assert set(firsts.values()) == {0, 1}
    for seed, first in firsts.items():
        again = new_game(seed, 2, {"first": "random"})
        assert again.shepherd == first == again.record()["options"]["first"]


# --- enclosure ---------------------------------------------------------------------------------------


def enclosed_by(fences: str) -> set[str]:
    return names_of_cells(kluitz.enclosed_cells(mask(fences)))


@pytest.mark.parametrize("cell", ["c3", "a1", "e5", "a3"])
def test_a_single_cell_fenced_on_its_four_sides_is_enclosed(cell):
    sides = around(cell).split()
    assert len(sides) == 4
    assert enclosed_by(around(cell)) == {cell}
    for open_side in sides:  # three fences are not enough
        assert enclosed_by(" ".join(s for s in sides if s != open_side)) == set()


def test_a_region_against_the_border_is_closed_only_by_fenced_border_edges():
    # a1 b1 a2 b2 in the corner: its inner sides fenced, its border sides open.
    inner = "c1w c2w a3n b3n"
    border = "a1n b1n a1w a2w"
    assert enclosed_by(inner) == set()
    assert enclosed_by(f"{inner} {border}") == {"a1", "b1", "a2", "b2"}
    for open_edge in border.split():
        assert enclosed_by(" ".join([inner, *(e for e in border.split() if e != open_edge)])) == set()


def test_an_empty_cell_connects_so_a_path_through_it_breaks_an_enclosure():
    # c3's tile is fenced on three sides; its north opens on c2, an empty cell, fenced east and west.
    picture = """
        H S Y G D
        S Y . D H
        Y G D H S
        G D H S Y
        R R R B B
    """
    state = position(picture, fences="c3e c3s c3w c2e c2w")
    assert enclosed_of(state) == set()
    assert "turn:c3" in legal(state)
    state = position(picture, fences="c3e c3s c3w c2e c2w c2n")  # c2's north closes both
    assert enclosed_of(state) == {"c2", "c3"}
    assert refused(state, "turn:c3").reason == "enclosed"
    assert state.round_points()[SHEPHERD_SEAT] == 1  # c3's tile; the empty c2 scores nothing


def test_a_fence_inside_an_open_region_encloses_nothing():
    assert enclosed_by("c3n c3e c3s") == set()  # three sides of one cell
    assert enclosed_by("b2e c3n d4w b4s") == set()  # scattered inner fences
    # A whole line across the field cuts it in two halves, each still open to the border.
    assert enclosed_by("a3n b3n c3n d3n e3n") == set()
    # A closed box with a fence inside it: the box is enclosed, the inner fence changes nothing.
    box = around("b2 c2 b3 c3")
    assert enclosed_by(box) == enclosed_by(f"{box} c2w") == {"b2", "c2", "b3", "c3"}


def rectangle_cells(left: int, top: int, width: int, height: int) -> str:
    columns, rows = range(left, min(5, left + width)), range(top, min(5, top + height))
    return " ".join(f"{COLUMNS[x]}{y + 1}" for x in columns for y in rows)


def boxes_strategy():
    """Fence sets made of the boundaries of a few rectangles, some with edges missing: these enclose."""
    corner = st.tuples(st.integers(0, 4), st.integers(0, 4))
    size = st.tuples(st.integers(1, 5), st.integers(1, 5))
    rectangle = st.tuples(corner, size).map(lambda r: around(rectangle_cells(*r[0], *r[1])).split())
    return st.tuples(st.lists(rectangle, min_size=1, max_size=4), st.sets(st.sampled_from(ALL_EDGES), max_size=6)).map(
        lambda t: set().union(*t[0]) ^ t[1]
    )


@settings(max_examples=500, deadline=None)
@given(st.one_of(st.sets(st.sampled_from(ALL_EDGES)), boxes_strategy()))
@example(set(ALL_EDGES))
@example(set())
@example(set(around("c3").split()))
def test_enclosed_cells_are_exactly_those_no_path_leads_out_of(fences):
    assert names_of_cells(kluitz.enclosed_cells(mask(fences))) == reference_enclosed(fences)


# --- the shepherd's turn --------------------------------------------------------------------------


def test_the_shepherd_places_two_fences_anywhere_then_the_sheep_player_turns():
    state = new_game(1, 2, {"first": 1})
    state.apply("fence:c3n")
    assert (state.to_move, state.phase, state.placed, state.supply) == (1, kluitz.FENCING, 1, 29)
    state.apply("fence:a1w")  # need not touch the first one
    assert (state.to_move, state.phase, state.supply) == (0, kluitz.TURNING, 28)
    assert fences_of(state) == {"c3n", "a1w"}
    assert legal(state) == {f"turn:{c}" for c in CELL_NAMES}


def test_a_fence_on_a_taken_edge_is_refused_and_changes_nothing():
    state = play(new_game(1), "fence:c3n")
    for name in ("c3n", "c2s"):  # either name of the edge
        error = refused(state, f"fence:{name}")
        assert error.reason == "fence-taken" and error.params == {"edge": "c3n"}
    assert "fence:c3n" not in legal(state)


def test_the_round_ends_at_once_when_the_shepherd_places_the_last_fence():
    state = position(fences=around("a1"), supply=1, turn="shepherd")
    state.apply("fence:c3n")  # the first fence of the turn, and the last of the supply
    assert len(state.results) == 1 and state.round == 1
    assert state.results[0]["shepherd_points"] == 1  # a1
    assert set(state.results[0]["fences"]) == {*around("a1").split(), "c3n"}


def test_the_round_ends_at_once_when_the_last_fence_goes_in_for_a_shepherd_tile():
    # Mid sheep turn: happy a1 is up, the shepherd tile d5 comes up, the shepherd places the last fence.
    state = play(position(supply=1), "turn:a1 turn:d5")
    assert state.phase == kluitz.SHEPHERD_FENCE
    state.apply("fence:c3n")
    assert len(state.results) == 1 and state.round == 1
    assert (state.shepherd, state.to_move, state.phase) == (SHEEP_SEAT, SHEEP_SEAT, kluitz.FENCING)
    assert state.view(None)["field"] == ["?"] * 25  # the new field; the happy sheep went with the old


# --- the sheep player's turn ----------------------------------------------------------------------


def test_two_identical_sheep_are_taken_for_one_point_each():
    state = play(position(), "turn:a1")  # happy
    assert (state.phase, state.to_move, field(state, "a1")) == (kluitz.TURNING, SHEEP_SEAT, ["happy"])
    state.apply("turn:e2")  # happy
    assert field(state, "a1 e2") == ["", ""]
    assert state.taken == [0, 0] and state.view(None)["taken"] == ["happy", "happy"]
    assert state.round_points() == [0, 2]
    assert (state.phase, state.to_move) == (kluitz.FENCING, SHEPHERD_SEAT)


def test_two_different_sheep_are_shown_until_turned_back_down_then_the_shepherd_moves():
    state = play(position(), "turn:a1 turn:b1")  # happy, sleepy
    assert (state.phase, state.to_move) == (kluitz.SHOWN, SHEEP_SEAT)
    assert field(state, "a1 b1") == ["happy", "sleepy"]
    assert legal(state) == {"down"} and state.view(SHEEP_SEAT)["legal"] == ["down"]
    assert refused(state, "turn:c1").reason == "turn-back"
    state.apply("down")
    assert field(state, "a1 b1") == ["?", "?"] and state.up == 0
    assert state.kinds[kluitz.parse_cell("a1")] == 0 and state.taken == []
    assert (state.phase, state.to_move, state.placed) == (kluitz.FENCING, SHEPHERD_SEAT, 0)


def test_a_face_up_tile_cannot_be_turned_again():
    state = play(position(), "turn:a1")
    error = refused(state, "turn:a1")
    assert error.reason == "face-up" and error.params == {"cell": "a1"}


def test_an_enclosed_tile_cannot_be_turned():
    state = position(fences=around("c3"))
    error = refused(state, "turn:c3")
    assert error.reason == "enclosed" and error.params == {"cell": "c3"}
    assert "turn:c3" not in legal(state) and len(legal(state)) == 24


def test_an_empty_cell_cannot_be_turned():
    state = play(position(), "turn:a1 turn:e2")  # taken
    play(state, "fence:a3n fence:b3n")
    error = refused(state, "turn:a1")
    assert error.reason == "empty-cell" and error.params == {"cell": "a1"}


OUT_OF_TURN = [
    # (moves from position(), action, reason, role)
    ("", "fence:c3n", "sheep-turn", "sheep"),  # the sheep player fences during its own turn
    ("", "down", "sheep-turn", "sheep"),  # nothing is shown
    ("", "remove:c3n", "sheep-turn", "sheep"),  # no ram came up
    ("turn:a1 turn:b1", "fence:c3n", "turn-back", "sheep"),
    ("turn:a1 turn:b1 down", "turn:c1", "shepherd-turn", "shepherd"),  # the sheep player in the shepherd's turn
    ("turn:a1 turn:b1 down", "down", "shepherd-turn", "shepherd"),
    ("turn:a1 turn:b1 down", "remove:c3n", "shepherd-turn", "shepherd"),
    ("turn:a5", "turn:a1", "ram", "sheep"),
    ("turn:a5", "fence:d4n", "ram", "sheep"),
    ("turn:a5", "down", "ram", "sheep"),
    ("turn:d5", "turn:a1", "shepherd-tile", "shepherd"),
    ("turn:d5", "remove:c3n", "shepherd-tile", "shepherd"),
    ("turn:d5", "down", "shepherd-tile", "shepherd"),
]


@pytest.mark.parametrize(("moves", "action", "reason", "role"), OUT_OF_TURN)
def test_acting_out_of_turn_is_refused_naming_whose_move_it_is(moves, action, reason, role):
    state = play(position(fences="c3n"), moves)
    error = refused(state, action)
    assert (error.reason, error.params) == (reason, {"role": role})
    others = [seat for seat in (0, 1) if seat != state.to_move]
    assert all(state.view(seat)["legal"] == [] for seat in others)  # the other seat has no move


def test_nothing_is_played_once_the_game_is_over():
    state = mid_game(9, 2, "over")
    for action in ("fence:c3n", "turn:a1", "down", "remove:c3n"):
        assert refused(state, action).reason == "game-over"
    assert state.legal_actions() == []


ALL_ACTIONS = [
    *(f"fence:{e}" for e in ALL_EDGES), *(f"remove:{e}" for e in ALL_EDGES), *(f"turn:{c}" for c in CELL_NAMES), "down"
]
REASONS = {
    "fence-taken", "no-fence", "empty-cell", "face-up", "enclosed", "game-over",
    "shepherd-turn", "shepherd-tile", "sheep-turn", "ram", "turn-back",
}  # fmt: skip


@pytest.mark.parametrize(("seed", "players", "stop"), MID_GAMES)
def test_every_move_is_either_listed_as_legal_and_played_or_refused_with_a_reason_changing_nothing(seed, players, stop):
    state = mid_game(seed, players, stop)
    listed = legal(state)
    for action in ALL_ACTIONS:
        if action in listed:
            state.clone().apply(action)
        else:
            assert refused(state, action).reason in REASONS


def check_the_turn_order(state: KluitzState) -> None:
    """What must hold after every move of a game (two players or solo)."""
    if state.is_over:
        return
    assert state.legal_actions(), "a game in play always has a move"
    open_tiles = bin(state.tiles() & ~state.enclosed()).count("1")
    if not state.solo:
        shepherds_move = state.phase in (kluitz.FENCING, kluitz.SHEPHERD_FENCE)
        assert state.to_move == (state.shepherd if shepherds_move else state.sheep)
        assert state.end_phase or open_tiles > 5, "the end phase begins at 5 open tiles or fewer"
        if state.phase == kluitz.FENCING and not state.end_phase:
            assert state.up == 0, "the sheep are turned back down before the shepherd moves"
        if state.phase == kluitz.FENCING and state.end_phase:
            up = [state.kinds[c] for c in kluitz.bits(state.up & ~state.enclosed())]
            assert len(set(up)) == len(up), "every face-up pair in the open is taken"
        if state.last_turn:
            assert state.phase == kluitz.FENCING and not state.turnable()
    else:
        assert state.to_move == 0 and not state.end_phase
    if state.phase == kluitz.SHOWN:
        assert state.up and not state.end_phase
    if state.phase == kluitz.TURNING:
        assert state.turnable()
        assert all(state.up >> c & 1 for c in state.this_turn) and len(state.this_turn) < 2


@pytest.mark.parametrize(("seed", "players"), [(61, 2), (62, 2), (63, 2), (64, 1), (65, 1)])
def test_turns_follow_each_other_as_the_rules_say_through_whole_games(seed, players):
    state = new_game(seed, players)
    rng = new_rng(seed, "order")
    rounds = set()
    while not state.is_over:
        end_phase, round_number = state.end_phase, state.round
        move = keen_move(state, rng)
        state.apply(move)
        check_the_turn_order(state)
        if state.round == round_number and not state.is_over:
            assert state.end_phase or not end_phase, "once begun, the end phase lasts to the end of the round"
        if state.end_phase:
            rounds.add(state.round)
    if players == 2:
        assert rounds, "the check met the end phase"


# --- rams -------------------------------------------------------------------------------------------


def test_a_ram_leaves_and_the_sheep_player_gives_a_fence_of_the_field_back_to_the_shepherd():
    state = play(position(fences="c3n a1w"), "turn:a1 turn:a5")  # happy, then a ram
    assert field(state, "a1 a5") == ["happy", ""]
    assert state.view(None)["removed"] == [["a5", "ram", None]]
    assert (state.phase, state.to_move) == (kluitz.RAM_FENCE, SHEEP_SEAT)
    assert legal(state) == {"remove:c3n", "remove:a1w"}  # only fences on the field
    error = refused(state, "remove:b2n")
    assert error.reason == "no-fence" and error.params == {"edge": "b2n"}
    state.apply("remove:c2s")  # c3n by its other name
    assert fences_of(state) == {"a1w"} and state.supply == 29
    assert (state.phase, state.to_move) == (kluitz.TURNING, SHEEP_SEAT)
    state.apply("turn:b1")  # sleepy: the second sheep of the turn, after happy a1
    assert state.phase == kluitz.SHOWN and field(state, "a1 b1") == ["happy", "sleepy"]


def test_a_ram_with_no_fence_on_the_field_just_leaves():
    state = play(position(), "turn:a5")
    assert field(state, "a5") == [""] and state.supply == 30
    assert (state.phase, state.to_move) == (kluitz.TURNING, SHEEP_SEAT)
    assert "turn:b5" in legal(state)


def test_a_ram_may_open_an_enclosure_whose_tiles_can_then_be_turned():
    state = play(position(fences=around("c3")), "turn:a5")
    state.apply("remove:c3w")
    assert enclosed_of(state) == set() and "turn:c3" in legal(state)


# --- shepherd tiles -----------------------------------------------------------------------------------


def test_a_shepherd_tile_leaves_and_the_shepherd_places_one_fence_at_once():
    state = play(position(fences="a1w"), "turn:a1 turn:d5")  # happy, then a shepherd tile
    assert field(state, "a1 d5") == ["happy", ""]
    assert (state.phase, state.to_move) == (kluitz.SHEPHERD_FENCE, SHEPHERD_SEAT)
    assert legal(state) == {f"fence:{e}" for e in ALL_EDGES} - {"fence:a1w"}
    assert refused(state, "fence:a1w").reason == "fence-taken"
    state.apply("fence:e5e")
    assert state.supply == 28 and fences_of(state) == {"a1w", "e5e"}
    assert (state.phase, state.to_move) == (kluitz.TURNING, SHEEP_SEAT)  # one fence only
    state.apply("turn:e2")  # happy: the pair with a1, turned before the shepherd tile
    assert field(state, "a1 e2") == ["", ""] and state.taken == [0, 0]


def test_the_rare_case_a_face_up_sheep_closed_in_for_a_shepherd_tile_cannot_be_taken():
    # The rulebook's story: dreamy c3 is enclosed; a ram opens its pen, c3 is turned, then a shepherd
    # tile: the shepherd closes the pen again. The twin dreamy e1 comes up: no pair can be taken.
    state = position(fences=around("c3"))
    play(state, "turn:a5 remove:c3w turn:c3")
    assert field(state, "c3") == ["dreamy"]
    play(state, "turn:d5 fence:c3w")
    assert "c3" in state.view(None)["enclosed"] and field(state, "c3") == ["dreamy"]
    state.apply("turn:e1")  # dreamy
    assert state.taken == [] and field(state, "c3 e1") == ["dreamy", "dreamy"]
    assert (state.phase, legal(state)) == (kluitz.SHOWN, {"down"})
    state.apply("down")
    assert field(state, "c3 e1") == ["?", "?"]
    assert state.round_points() == [1, 0]  # c3's tile, for the shepherd


# --- what the players see -----------------------------------------------------------------------------


def test_a_sheep_turned_back_down_is_shown_face_down_but_listed_as_seen():
    state = play(position(), "turn:a1 turn:b1 down")
    for seat in (0, 1, None):
        view = state.view(seat)
        assert [view["field"][kluitz.parse_cell(c)] for c in ("a1", "b1")] == ["?", "?"]
        assert view["seen"] == ["a1", "b1"]
        text = json.dumps(view)
        assert "happy" not in text and "sleepy" not in text  # no sheep of those kinds is public


def hidden_tiles_dealt_again(state: KluitzState, rng: random.Random) -> KluitzState:
    """The same state with its face-down tiles (kinds and flowers) shuffled among their cells."""
    other = state.clone()
    down = [c for c in range(25) if other.kinds[c] is not None and not other.up >> c & 1]
    tiles = [(other.kinds[c], other.flowers[c]) for c in down]
    rng.shuffle(tiles)
    for c, (kind, flower) in zip(down, tiles):
        other.kinds[c], other.flowers[c] = kind, flower
    return other


@pytest.mark.parametrize(("seed", "players", "stop"), MID_GAMES)
def test_a_view_does_not_change_when_only_face_down_tiles_change(seed, players, stop):
    state = mid_game(seed, players, stop)
    rng = random.Random(seed)
    for _ in range(3):
        other = hidden_tiles_dealt_again(state, rng)
        for seat in [*range(players), None]:
            assert other.view(seat) == state.view(seat)


@pytest.mark.parametrize(("seed", "players", "stop"), [g for g in MID_GAMES if g[1] == 2])
def test_both_seats_see_the_same_view_but_for_their_seat_and_legal_moves(seed, players, stop):
    state = mid_game(seed, players, stop)
    views = [state.view(seat) for seat in (0, 1, None)]
    for view in views:
        view.pop("seat")
        view.pop("legal")
    assert views[0] == views[1] == views[2]
    mover = state.to_move
    for seat in (0, 1):
        assert state.view(seat)["legal"] == ([str(a) for a in state.legal_actions()] if seat == mover else [])


# --- the end phase --------------------------------------------------------------------------------


END_FIELD = """
    H S H Y G
    . . . . .
    . . . . .
    . . . . .
    . . . . D
"""  # e5 fenced in: a1 b1 c1 d1 e1 are the 5 non-enclosed tiles


def test_the_end_phase_begins_when_five_or_fewer_tiles_are_not_enclosed():
    six = END_FIELD.replace(". . . . D", ". . . S D")  # d5 sleepy: 6 open tiles
    state = position(six, fences="d5w d5s e5n e5e e5s", turn="shepherd")
    assert not state.view(None)["end_phase"]
    state.apply("fence:d5n")  # d5 and e5 closed in: 5 open tiles from now on
    assert state.view(None)["end_phase"] and state.to_move == SHEPHERD_SEAT
    play(state, "fence:b3n turn:a1 turn:b1")  # happy, sleepy: not turned back down
    assert field(state, "a1 b1") == ["happy", "sleepy"]
    assert (state.phase, state.to_move) == (kluitz.FENCING, SHEPHERD_SEAT)
    assert refused(state, "down").reason == "shepherd-turn"


def test_with_six_open_tiles_unmatched_sheep_are_still_turned_back_down():
    six = END_FIELD.replace(". . . . D", ". . . S D")
    state = play(position(six, fences=around("e5")), "turn:a1 turn:b1")
    assert state.phase == kluitz.SHOWN and not state.end_phase


def test_in_the_end_phase_face_up_pairs_are_taken_and_the_shepherd_has_a_last_turn():
    state = position(END_FIELD, fences=around("e5"))
    assert state.view(None)["end_phase"]
    play(state, "turn:a1 turn:b1")  # happy, sleepy: both stay up, the shepherd moves
    assert field(state, "a1 b1") == ["happy", "sleepy"] and state.phase == kluitz.FENCING
    play(state, "fence:b3n fence:c4w turn:c1")  # happy: its twin a1 is up, but the turn goes on
    assert field(state, "a1 c1") == ["happy", "happy"] and state.to_move == SHEEP_SEAT
    state.apply("turn:d1")  # shy: two sheep up this turn; the turn ends and the pair a1 c1 is taken
    assert field(state, "a1 b1 c1 d1 e1") == ["", "sleepy", "", "shy", "?"]
    assert state.taken == [0, 0] and not state.view(None)["last_turn"]
    assert (state.phase, state.to_move) == (kluitz.FENCING, SHEPHERD_SEAT)  # e1 is still face down
    play(state, "fence:b4n fence:d3w turn:e1")  # grumpy: the last open tile, the turn ends
    assert field(state, "b1 d1 e1") == ["sleepy", "shy", "grumpy"]
    assert state.view(None)["last_turn"] and (state.phase, state.to_move) == (kluitz.FENCING, SHEPHERD_SEAT)
    state.apply("fence:a2n")
    assert state.round == 0 and state.placed == 1  # the last turn has two fences
    state.apply("fence:b2n")
    assert state.round == 1 and len(state.results) == 1
    assert (state.results[0]["sheep_points"], state.results[0]["shepherd_points"]) == (2, 1)  # e5 enclosed


def test_in_the_end_phase_an_enclosed_face_up_sheep_is_not_taken_and_scores_for_the_shepherd():
    # dreamy c3 and e1 are up; c3 is fenced in on three sides. The sheep player turns the rest.
    picture = """
        H S . Y d
        . . . . .
        . . d . .
        . . . . .
        . . . . .
    """
    state = position(picture, fences="c3n c3e c3s", turn="shepherd")
    assert state.end_phase
    play(state, "fence:c3w fence:e4s")  # c3 closed in
    play(state, "turn:a1 turn:b1")  # happy, sleepy
    assert field(state, "c3 e1") == ["dreamy", "dreamy"] and state.taken == []
    play(state, "fence:a4n fence:b4n turn:d1")  # shy: the last open tile
    assert field(state, "c3 e1") == ["dreamy", "dreamy"] and state.view(None)["last_turn"]
    play(state, "fence:a5n fence:b5n")
    assert state.results[0]["shepherd_points"] == 1 and state.results[0]["sheep_points"] == 0


# --- scoring and rounds ---------------------------------------------------------------------------


def test_the_shepherd_scores_one_per_tile_on_an_enclosed_cell_whatever_it_is_and_nothing_for_empty_ones():
    # a1 a ram, b1 a shepherd tile, a2 a sheep, b2 empty: the pen a1 b1 a2 b2 holds 3 tiles.
    picture = """
        R B Y G D
        H . G D H
        Y G D H S
        G D H S Y
        S Y H S D
    """
    pen = around("a1 b1 a2 b2").split()
    state = position(picture, fences=" ".join(pen[1:]), supply=1, turn="shepherd")
    assert state.round_points() == [0, 0]
    state.apply(f"fence:{pen[0]}")
    result = state.results[0]
    assert result["enclosed"] == ["a1", "b1", "a2", "b2"]
    assert result["enclosed_tiles"] == ["a1", "b1", "a2"]
    assert (result["shepherd_points"], result["sheep_points"]) == (3, 0)
    assert state.scores() == [3, 0]


ROUND_FIELD = """
    H {b1} . . .
    S S . . .
    Y . . . .
    G . . . .
    D . . . .
"""  # the pen a2 b2 lacks only its north side (a1 b1 will be empty): the last fence closes it
PEN = "b2n c2w b3n a3n a2w"


def play_a_round(state: KluitzState, b1: str) -> None:
    """The sheep player turns a1 (happy) and b1, then the shepherd closes a2 b2 with the last fence."""
    lay(state, ROUND_FIELD.format(b1=b1), fences=PEN, supply=1)
    play(state, "turn:a1 turn:b1")
    if state.phase == kluitz.SHOWN:
        state.apply("down")
    state.apply("fence:a2n")


@pytest.mark.parametrize(("second_b1", "totals", "winners"), [("H", [4, 4], [0, 1]), ("Y", [2, 4], [1])])
def test_two_rounds_with_roles_swapped_add_up_and_equal_totals_make_both_seats_winners(second_b1, totals, winners):
    state = new_game(21, 2, {"first": 0})
    play_a_round(state, b1="H")  # seat 1 takes 2 sheep, seat 0 encloses 2
    assert len(state.results) == 1
    assert {k: state.results[0][k] for k in ("shepherd", "sheep", "shepherd_points", "sheep_points")} == {
        "shepherd": 0, "sheep": 1, "shepherd_points": 2, "sheep_points": 2,
    }  # fmt: skip
    # Round 2: roles swapped, a new field, the supply back to 30, the shepherd first.
    assert (state.round, state.shepherd, state.sheep, state.to_move) == (1, 1, 0, 1)
    assert state.kinds == _deal(21, 1, False)[0] != _deal(21, 0, False)[0]
    assert (state.supply, state.fences, state.up, state.taken, state.phase) == (30, 0, 0, [], kluitz.FENCING)
    assert state.view(None)["field"] == ["?"] * 25 and state.view(None)["seen"] == []
    assert state.scores() == [2, 2] and state.winners() == []
    play_a_round(state, b1=second_b1)  # seat 1 encloses 2; seat 0 takes 2 sheep, or none
    assert state.is_over and len(state.results) == 2
    assert state.scores() == totals
    assert state.winners() == winners == state.view(0)["winners"]


@pytest.mark.parametrize("seed", [31, 32, 33])
def test_the_scores_of_random_games_follow_the_scoring_rules(seed):
    def check(s: KluitzState, move) -> None:
        assert s.supply + bin(s.fences).count("1") == FENCES  # every fence is on the field or in the supply
        assert bin(s.tiles()).count("1") + len(s.removed) == 25
        assert 0 <= s.supply <= FENCES

    state = play_out(new_game(seed), new_rng(seed, "scores"), check)
    assert len(state.results) == 2
    assert [r["shepherd"] for r in state.results] == [state.options["first"], 1 - state.options["first"]]
    totals = [0, 0]
    for result in state.results:
        enclosed = reference_enclosed(set(result["fences"]))
        assert set(result["enclosed"]) == enclosed
        assert result["shepherd_points"] == len(enclosed & set(result["left"]))
        assert result["sheep_points"] == len(result["taken"])
        assert Counter(result["taken"])["ram"] == Counter(result["taken"])["shepherd"] == 0
        assert all(n % 2 == 0 for n in Counter(result["taken"]).values())  # taken in pairs
        totals[result["shepherd"]] += result["shepherd_points"]
        totals[result["sheep"]] += result["sheep_points"]
    assert state.scores() == totals
    assert state.winners() == [s for s in (0, 1) if totals[s] == max(totals)]


# --- solo ----------------------------------------------------------------------------------------------


def test_solo_flowers_are_on_two_tiles_of_each_sheep_kind_and_both_shepherds():
    assert [kluitz.has_flower(t) for t in range(25)].count(True) == 12
    orientations = set()
    for seed in range(20):
        kinds, flowers = _deal(seed, 0, True)
        assert Counter(kluitz.KINDS[k] for k, f in zip(kinds, flowers) if f >= 0) == {
            "happy": 2, "sleepy": 2, "shy": 2, "grumpy": 2, "dreamy": 2, "shepherd": 2,
        }  # fmt: skip
        assert all(f in (-1, 0, 1, 2, 3) for f in flowers)
        assert _deal(seed, 0, True) == (kinds, flowers)  # seeded
        orientations.add(tuple(f for f in flowers if f >= 0))
        assert _deal(seed, 0, False)[1] == [-1] * 25  # no flowers in the two-player game
    assert len(orientations) > 1 and all(len(set(o)) > 1 for o in orientations)
    state = new_game(4, 1)
    assert (state.flowers, state.kinds) == (_deal(4, 0, True)[1], _deal(4, 0, True)[0])


def test_solo_starts_with_the_player_turning_and_no_shepherd():
    state = new_game(1, 1)
    assert (state.shepherd, state.to_move, state.phase, state.supply) == (None, 0, kluitz.TURNING, 30)
    assert legal(state) == {f"turn:{c}" for c in CELL_NAMES}
    assert state.won() is None and new_game(1, 2).won() is None


def test_a_revealed_flower_puts_a_fence_on_its_side():
    state = position(players=1, flowers={"c3": "e"})
    state.apply("turn:c3")  # dreamy, flower on its east side
    assert fences_of(state) == {"d3w"} and state.supply == 29
    assert state.view(None)["flowers"] == {"c3": "e"}
    state.apply("turn:a1")  # happy, no flower: no fence
    assert fences_of(state) == {"d3w"} and state.phase == kluitz.SHOWN
    state.apply("down")
    assert (state.phase, state.to_move) == (kluitz.TURNING, 0)  # solo: turning goes on
    assert fences_of(state) == {"d3w"} and state.view(None)["flowers"] == {}  # face down again


@pytest.mark.parametrize(
    ("side", "taken", "placed"),
    [
        ("e", "c3e", "c3s"),  # the next side clockwise
        ("w", "c3w", "c3n"),  # west wraps round to north
        ("n", "c3n c3e c3s", "c3w"),  # three sides taken
        ("s", "c3s c3w", "c3n"),
    ],
)
def test_a_flower_on_a_fenced_side_fences_the_first_free_side_clockwise(side, taken, placed):
    state = position(players=1, flowers={"c3": side}, fences=taken)
    state.apply("turn:c3")
    assert fences_of(state) == {canonical(e[:2], e[2]) for e in [*taken.split(), placed]}
    assert state.supply == FENCES - len(taken.split()) - 1


def test_a_flower_on_a_cell_with_no_free_side_places_no_fence():
    # Through play this cannot happen: a cell fenced on all four sides is enclosed and cannot be
    # turned. The rule is checked on the engine's flower step itself.
    state = position(players=1, flowers={"c3": "n"}, fences=around("c3"))
    assert refused(state, "turn:c3").reason == "enclosed"
    before = (state.fences, state.supply)
    state._flower_fence(kluitz.parse_cell("c3"))
    assert (state.fences, state.supply) == before


def test_a_ram_in_solo_removes_a_fence_of_the_players_choice_back_to_the_supply():
    state = play(position(players=1, fences="c3n a1w"), "turn:a5")
    assert (state.phase, legal(state)) == (kluitz.RAM_FENCE, {"remove:c3n", "remove:a1w"})
    state.apply("remove:a1w")
    assert (fences_of(state), state.supply, state.phase) == ({"c3n"}, 29, kluitz.TURNING)


def test_a_shepherd_tile_in_solo_places_its_flower_fence_and_turning_goes_on():
    state = play(position(players=1, flowers={"d5": "n"}), "turn:d5")
    assert fences_of(state) == {"d5n"} and field(state, "d5") == [""]
    assert (state.phase, state.to_move) == (kluitz.TURNING, 0)


SOLO_END = """
    H H . . .
    . . . . .
    . . . . .
    . . . . .
    . . . . {e5}
"""


def test_solo_is_won_when_the_field_is_empty():
    state = play(position(SOLO_END.format(e5="."), players=1), "turn:a1")
    assert state.won() is None and not state.is_over
    state.apply("turn:b1")
    assert state.is_over and state.won() is True and state.view(0)["won"] is True
    assert state.scores() == [2] and state.results[0]["left"] == []


def test_solo_is_lost_when_every_remaining_tile_is_enclosed():
    state = play(position(SOLO_END.format(e5="S"), players=1, fences=around("e5")), "turn:a1 turn:b1")
    assert state.is_over and state.won() is False
    assert state.results[0]["left"] == ["e5"] and state.view(0)["legal"] == []


def test_solo_is_lost_when_no_fence_is_left():
    # The first tile's flower uses the last fence: the game ends there, mid-turn.
    state = position(players=1, flowers={"a1": "n"}, supply=1)
    state.apply("turn:a1")
    assert state.supply == 0 and fences_of(state) == {"a1n"}
    assert state.is_over and state.won() is False


STUCK = """
    G G . . .
    . . . . .
    . H S Y .
    . . . . .
    . . . . .
"""


def test_solo_ends_when_the_turnable_tiles_are_plain_sheep_no_two_alike():
    # docs/rules/kluitz.md#ruling-7 (a ruling of the project): once grumpy a1 b1 are taken, happy,
    # sleepy and shy are left, without flowers: no turn can ever take a pair or place a fence.
    state = play(position(STUCK, players=1), "turn:a1 turn:b1")
    assert state.is_over and state.won() is False
    assert state.results[0]["left"] == ["b3", "c3", "d3"]


@pytest.mark.parametrize(
    ("picture", "flowers"),
    [
        (STUCK.replace("Y", "H"), {}),  # two happy sheep: a pair can still be found
        (STUCK, {"c3": "n"}),  # a flower can still place a fence
        (STUCK.replace("Y", "R"), {}),  # a ram can still leave
        (STUCK.replace("Y", "B"), {"d3": "e"}),  # a shepherd tile can still leave
    ],
    ids=["a-pair", "a-flower", "a-ram", "a-shepherd-tile"],
)
def test_solo_goes_on_while_a_turn_could_still_change_the_field(picture, flowers):
    state = play(position(picture, players=1, flowers=flowers), "turn:a1 turn:b1")
    assert not state.is_over and (state.phase, state.to_move) == (kluitz.TURNING, 0)


@pytest.mark.parametrize("seed", [41, 42])
def test_a_random_solo_game_ends_and_is_won_exactly_when_the_field_is_empty(seed):
    state = play_out(new_game(seed, 1), new_rng(seed, "solo"))
    assert len(state.results) == 1
    assert state.won() is (not state.results[0]["left"])
    assert state.scores() == [len(state.results[0]["taken"])]


# --- undo barrier ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("seed", "players"), [(51, 2), (52, 2), (53, 1)])
def test_undo_never_crosses_the_last_tile_turned_over_or_back(seed, players):
    state = new_game(seed, players)
    assert state.undo_barrier() == 0
    last_turn = 0

    def check(s: KluitzState, move) -> None:
        nonlocal last_turn
        if str(move).startswith("turn:") or str(move) == "down":  # undo would show the sheep turned back
            last_turn = len(s.history)
        assert s.undo_barrier() == last_turn

    play_out(state, new_rng(seed, "undo"), check)
    assert last_turn > 0
    if players == 2:  # the shepherd's last fences come after the last tile turned
        assert last_turn < len(state.history)


# --- determinization ---------------------------------------------------------------------------------


def face_down(state: KluitzState) -> list[tuple[int, int]]:
    return [(c, state.kinds[c]) for c in range(25) if state.kinds[c] is not None and not state.up >> c & 1]


@pytest.mark.parametrize(("seed", "players", "stop"), MID_GAMES)
def test_determinize_keeps_the_view_and_deals_the_face_down_tiles_at_random(seed, players, stop):
    state = mid_game(seed, players, stop)
    viewer = state.to_move if state.to_move is not None else 0
    view = state.view(viewer)
    deals = set()
    for n in range(6):
        det = kluitz.determinize(json.loads(json.dumps(view)), random.Random(n))
        for seat in [*range(players), None]:
            assert det.view(seat) == state.view(seat)
        assert legal(det) == legal(state) and det.undo_barrier() == state.undo_barrier()
        assert Counter(kind for _, kind in face_down(det)) == Counter(kind for _, kind in face_down(state))
        if state.solo:  # as many face-down tiles with a flower
            flowered = [sum(s.flowers[c] >= 0 for c, _ in face_down(s)) for s in (det, state)]
            assert flowered[0] == flowered[1]
        deals.add(tuple(face_down(det)))
        play_out(det, random.Random(n))  # the dealt state plays on to the end
    if len({k for _, k in face_down(state)}) > 1:
        assert len(deals) > 1, "the face-down tiles are dealt at random"


# --- what a player sees of the last move, and of earlier positions --------------------------------------


def test_the_shepherds_two_fences_of_a_turn_are_both_the_last_move():
    state = play(position(), "turn:a1 turn:b2 down")  # happy and shy: not a pair; the shepherd's turn
    play(state, "fence:a1n")
    assert state.view(SHEEP_SEAT)["last"] == ["fence", "a1n"]
    play(state, "fence:b1n")
    assert state.view(SHEEP_SEAT)["last"] == ["fence", "a1n", "fence", "b1n"]
    play(state, "turn:c3")
    assert state.view(SHEEP_SEAT)["last"][:2] == ["turned", "c3"], "the sheep player's move is the last now"


def test_looking_back_in_a_round_shows_no_tile_face_up_that_is_face_down_now():
    state = play(position(), "turn:a1 turn:b2")  # happy and shy: not a pair, on show
    shown = state.view(SHEEP_SEAT)
    assert [shown["field"][kluitz.parse_cell(c)] for c in ("a1", "b2")] == ["happy", "shy"]
    play(state, "down")
    now = state.view(SHEEP_SEAT)
    past = kluitz.looking_back(shown, now)
    assert [past["field"][kluitz.parse_cell(c)] for c in ("a1", "b2")] == ["?", "?"]
    assert past["last"] == ["turned", "b2", "?"] and "shy" not in json.dumps(past)
    assert past["to_move"] == shown["to_move"] and past["fences"] == shown["fences"], "the rest as it was"
    assert kluitz.looking_back(now, now) == now

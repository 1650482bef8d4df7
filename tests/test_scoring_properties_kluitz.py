"""The Kluitz's scoring (docs/rules/kluitz.md, "Enclosure", "Scoring per round", "Solo game")
against brute-force recounts, on generated fields.

A field is any fence set on the 60 edges (of any size, not only the 30 of the supply) and any tiles
on the 25 cells (any kinds, cells empty or not, face up or down), reachable by play or not. Each
recount below is the rule read literally, as slow as it likes: the cells are laid out again here as
rows and columns, a fence is a unit segment of the grid found from its text name (``c3n``), and
enclosure is worked out by relaxing "this cell reaches the outside" over the whole grid until
nothing changes. The engine's counts (and the soak's recount, game/kluitz/soak.py) must
agree with it.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from game.kluitz import RAM, SHEPHERD, TURNING, KluitzState, Turn, bits, cell_text, edge_text, enclosed_cells, new_game, parse_edge
from game.kluitz import soak as soak_recount

SIZE = 5
COLUMNS = "abcde"
SHEEP = range(5)  # the five sheep kinds; RAM and SHEPHERD are the other tiles
ROW_COL = [(row, col) for row in range(SIZE) for col in range(SIZE)]  # the engine's cell order


# --- the field, literally ----------------------------------------------------------------------------


def name(row: int, col: int) -> str:
    return f"{COLUMNS[col]}{row + 1}"


def segment(row: int, col: int, side: str) -> tuple[str, int, int]:
    """The unit segment of the grid on ``side`` of cell (row, col): ("h", line, col) on the
    horizontal line above row ``line``, ("v", row, line) on the vertical line left of column ``line``."""
    return {"n": ("h", row, col), "s": ("h", row + 1, col), "w": ("v", row, col), "e": ("v", row, col + 1)}[side]


def step(row: int, col: int, side: str) -> tuple[int, int] | None:
    """The cell across ``side``, or None: the outside of the field."""
    dr, dc = {"n": (-1, 0), "s": (1, 0), "w": (0, -1), "e": (0, 1)}[side]
    r, c = row + dr, col + dc
    return (r, c) if 0 <= r < SIZE and 0 <= c < SIZE else None


SEGMENTS = sorted({segment(r, c, s) for r, c in ROW_COL for s in "nesw"})
assert len(SEGMENTS) == 60


def walls_of(fences: int) -> set:
    """The segments the engine's fence mask covers, read from each edge's text name."""
    walls = set()
    for e in range(60):
        if fences >> e & 1:
            text = edge_text(e)
            walls.add(segment(int(text[1]) - 1, COLUMNS.index(text[0]), text[2]))
    return walls


def mask_of(walls: set) -> int:
    """The engine's fence mask for a set of segments, each given by one of its names."""
    found = 0
    for kind, a, b in walls:
        if kind == "h":  # the north side of the cell below, or the south side of row 5
            text = name(a, b) + "n" if a < SIZE else name(SIZE - 1, b) + "s"
        else:  # the west side of the cell to the right, or the east side of column e
            text = name(a, b) + "w" if b < SIZE else name(a, SIZE - 1) + "e"
        found |= 1 << parse_edge(text)
    return found


def brute_enclosed(walls: set) -> set[str]:
    """Cells that cannot reach the outside: a cell reaches it when one of its sides has no fence and
    leads out of the field or to a cell that reaches it; relax over every cell until nothing changes."""
    out: set[tuple[int, int]] = set()
    changed = True
    while changed:
        changed = False
        for row, col in ROW_COL:
            if (row, col) in out:
                continue
            for side in "nesw":
                there = step(row, col, side)
                if segment(row, col, side) not in walls and (there is None or there in out):
                    out.add((row, col))
                    changed = True
                    break
    return {name(r, c) for r, c in ROW_COL if (r, c) not in out}


def names(mask: int) -> set[str]:
    return {cell_text(c) for c in bits(mask)}


def tiles_on(kinds: list) -> set[str]:
    return {name(r, c) for (r, c), kind in zip(ROW_COL, kinds) if kind is not None}


# --- generated fields --------------------------------------------------------------------------------


@st.composite
def boxes(draw) -> int:
    """The outlines of a few rectangles, some segments toggled: these enclose (and nest, and leak)."""
    walls: set = set()
    for _ in range(draw(st.integers(1, 4))):
        top, left = draw(st.integers(0, SIZE - 1)), draw(st.integers(0, SIZE - 1))
        inside = {(r, c) for r in range(top, draw(st.integers(top + 1, SIZE)))
                  for c in range(left, draw(st.integers(left + 1, SIZE)))}  # fmt: skip
        walls |= {segment(r, c, s) for r, c in inside for s in "nesw" if step(r, c, s) not in inside}
    walls ^= draw(st.sets(st.sampled_from(SEGMENTS), max_size=4))
    return mask_of(walls)


fence_sets = st.one_of(
    st.lists(st.booleans(), min_size=60, max_size=60).map(  # about half the edges: small enclosures everywhere
        lambda fenced: sum(1 << e for e, f in enumerate(fenced) if f)
    ),
    st.sets(st.integers(0, 59), max_size=20).map(lambda edges: sum(1 << e for e in edges)),  # sparse
    boxes(),
    boxes(),
)
tile = st.sampled_from([None, *SHEEP, *SHEEP, RAM, SHEPHERD])
layouts = st.one_of(
    st.lists(tile, min_size=25, max_size=25),
    st.lists(tile, min_size=25, max_size=25),
    st.lists(st.sampled_from([None, None, None, *SHEEP, RAM]), min_size=25, max_size=25),  # a thin field
    st.lists(st.tuples(st.integers(0, 24), tile), max_size=8).map(  # a few tiles: the end phase
        lambda laid: [dict(laid).get(c) for c in range(25)]
    ),
    st.just([None] * 25),
)
pairs_taken = st.lists(st.sampled_from(SHEEP), max_size=10).map(lambda kinds: [k for k in kinds for _ in (0, 1)])


def set_field(state: KluitzState, kinds: list, fences: int, taken: list | None = None, up: int = 0) -> None:
    state.kinds = list(kinds)
    state.fences = fences
    state.supply = max(1, 30 - bin(fences).count("1"))
    state.taken = list(taken or [])
    state.up = up
    state.this_turn = []


# --- the properties ----------------------------------------------------------------------------------

SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(fence_sets)
@example(0)
@example(2**60 - 1)
def test_a_cell_is_enclosed_exactly_when_no_fence_free_path_leads_from_it_out_of_the_field(fences):
    expected = brute_enclosed(walls_of(fences))
    assert names(enclosed_cells(fences)) == expected
    assert names(enclosed_cells(fences)) == expected  # the second answer comes from the cache


@SETTINGS
@given(fence_sets)
def test_the_soak_recount_encloses_the_cells_the_rule_read_literally_encloses(fences):
    assert soak_recount.enclosed([edge_text(e) for e in range(60) if fences >> e & 1]) == brute_enclosed(walls_of(fences))


@SETTINGS
@given(layouts, fence_sets, st.data())
def test_the_sheep_player_may_turn_exactly_the_face_down_tiles_on_cells_that_are_not_enclosed(kinds, fences, data):
    state = new_game(1, 2, {"first": 0})
    up = data.draw(st.sets(st.sampled_from([c for c in range(25) if kinds[c] is not None] or [0]), max_size=3))
    set_field(state, kinds, fences, up=sum(1 << c for c in up if kinds[c] is not None))
    state.phase, state.mover = TURNING, state.sheep
    closed = brute_enclosed(walls_of(fences))
    face_down = {name(r, c) for i, (r, c) in enumerate(ROW_COL) if kinds[i] is not None and not state.up >> i & 1}
    assert {str(a) for a in state.legal_actions()} == {f"turn:{c}" for c in face_down - closed}
    assert set(state.view(None)["enclosed"]) == closed


@SETTINGS
@given(layouts, fence_sets, pairs_taken, st.sampled_from([0, 1]))
def test_a_round_gives_the_shepherd_a_point_per_tile_of_any_kind_on_an_enclosed_cell_and_the_sheep_player_a_point_per_sheep_taken(
    kinds, fences, taken, shepherd
):
    state = new_game(1, 2, {"first": shepherd})
    set_field(state, kinds, fences, taken)
    expected = [0, 0]
    expected[shepherd] = len(tiles_on(kinds) & brute_enclosed(walls_of(fences)))
    expected[1 - shepherd] = len(taken)
    assert state.round_points() == expected


@st.composite
def pens(draw) -> tuple[list, int]:
    """A closed rectangle full of tiles and a few tiles outside it (often 5 or fewer: the end phase),
    of few kinds so that pairs meet on both sides of the fences."""
    top, left = draw(st.integers(0, SIZE - 1)), draw(st.integers(0, SIZE - 1))
    inside = {(r, c) for r in range(top, draw(st.integers(top + 1, SIZE)))
              for c in range(left, draw(st.integers(left + 1, SIZE)))}  # fmt: skip
    walls = {segment(r, c, s) for r, c in inside for s in "nesw" if step(r, c, s) not in inside}
    walls |= draw(st.sets(st.sampled_from(SEGMENTS), max_size=3))
    few = st.sampled_from([0, 1, 2, RAM])
    around = [i for i, rc in enumerate(ROW_COL) if rc not in inside]
    count = min(len(around), draw(st.sampled_from([5, 6, 4, 7, 6, 5])))  # tiles outside: about the end phase's 5
    outside = draw(st.sets(st.sampled_from(around), min_size=count, max_size=count)) if around else set()
    kinds = [draw(few) if rc in inside or i in outside else None for i, rc in enumerate(ROW_COL)]
    return kinds, mask_of(walls)


@st.composite
def sheep_turns(draw):
    """The sheep player's turn with one sheep up (on cell ``first``, maybe enclosed since it was turned)
    and a face-down sheep on an open cell (``second``) about to be turned. Already in the end phase
    when the field holds 5 or fewer tiles outside the enclosures (with any other tiles face up then),
    or not yet (the shepherd's last fences just closed off all but 5 or fewer)."""
    kinds, fences = draw(st.one_of(st.tuples(layouts, fence_sets), pens()))
    kinds = list(kinds)
    closed = brute_enclosed(walls_of(fences))
    open_cells = [i for i, (r, c) in enumerate(ROW_COL) if name(r, c) not in closed]
    assume(open_cells)
    second = draw(st.sampled_from([c for c in open_cells if kinds[c] is not None] or open_cells))
    first = draw(st.sampled_from([c for c in range(25) if c != second and kinds[c] is not None] or
                                 [c for c in range(25) if c != second]))  # fmt: skip
    kinds[second], kinds[first] = draw(st.sampled_from(SHEEP)), draw(st.sampled_from(SHEEP))
    end_phase = len(tiles_on(kinds) - closed) <= 5 and draw(st.booleans())
    up = 1 << first
    if end_phase:
        up |= sum(1 << c for c in draw(st.sets(st.sampled_from(range(25)))) if kinds[c] is not None and c != second)
    return kinds, fences, first, second, up, end_phase


def play_sheep_turn(turn) -> KluitzState:
    kinds, fences, first, second, up, end_phase = turn
    state = new_game(1, 2, {"first": 0})
    set_field(state, kinds, fences, up=up)
    state.phase, state.mover, state.this_turn, state.end_phase = TURNING, state.sheep, [first], end_phase
    state.apply(Turn(second))
    return state


@SETTINGS
@given(sheep_turns())
def test_turned_sheep_are_taken_in_identical_pairs_never_from_an_enclosed_cell_and_in_the_end_phase_every_such_pair_is(turn):
    kinds, fences, first, second, up, end_phase = turn
    state = play_sheep_turn(turn)
    closed = brute_enclosed(walls_of(fences))
    up_after = up | 1 << second
    open_up = [kinds[i] for i, (r, c) in enumerate(ROW_COL) if up_after >> i & 1 and name(r, c) not in closed]
    if end_phase:  # every identical pair of face-up sheep outside the enclosures
        expected = Counter({k: n // 2 * 2 for k, n in Counter(k for k in open_up if k in SHEEP).items() if n >= 2})
    else:  # this turn's two sheep, when alike and both outside the enclosures
        both_open = name(*ROW_COL[first]) not in closed and name(*ROW_COL[second]) not in closed
        expected = Counter({kinds[first]: 2}) if kinds[first] == kinds[second] and both_open else Counter()
    assert Counter(state.taken) == expected


@SETTINGS
@given(sheep_turns())
def test_from_the_moment_five_or_fewer_tiles_are_outside_the_enclosures_revealed_sheep_stay_face_up(turn):
    kinds, fences, first, second, up, end_phase = turn
    state = play_sheep_turn(turn)
    closed = brute_enclosed(walls_of(fences))
    left_up = {cell_text(c) for c in bits(up | 1 << second) if state.kinds[c] is not None}
    in_end_phase = end_phase or len(tiles_on(state.kinds) - closed) <= 5
    assert state.end_phase == in_end_phase
    if in_end_phase:  # nothing is turned back down: the shepherd plays on with the sheep face up
        assert (names(state.up), state.phase, state.to_move) == (left_up, "fencing", state.shepherd)
    elif left_up:  # the unmatched sheep wait to be turned back down
        assert (names(state.up), state.phase) == (left_up, "shown")


def brute_totals(first: int, rounds: list[tuple[list, int, list]], over: bool) -> tuple[list[int], list[int]]:
    """Both seats' totals over the rounds (kinds, fences, taken), roles swapped in the second round,
    and the winners: the higher total once over, both on a draw."""
    totals = [0, 0]
    for number, (kinds, fences, taken) in enumerate(rounds):
        shepherd = first if number == 0 else 1 - first
        totals[shepherd] += len(tiles_on(kinds) & brute_enclosed(walls_of(fences)))
        totals[1 - shepherd] += len(taken)
    winners = [s for s in (0, 1) if totals[s] == max(totals)] if over else []
    return totals, winners


@st.composite
def games(draw) -> tuple[KluitzState, list, bool]:
    """A two-player game stopped in round 1, in round 2, or over, each round's field generated."""
    first = draw(st.sampled_from([0, 1]))
    state = new_game(draw(st.integers(1, 10_000)), 2, {"first": first})
    stage = draw(st.sampled_from(["round 1", "round 2", "over", "over"]))
    rounds = []
    for number in range(1 if stage == "round 1" else 2):
        kinds, fences, taken = draw(layouts), draw(fence_sets), draw(pairs_taken)
        set_field(state, kinds, fences, taken)
        rounds.append((kinds, fences, taken))
        if number == 0 and stage != "round 1" or stage == "over":
            state._end_round()
    return state, rounds, stage == "over"


@SETTINGS
@given(games())
def test_the_two_rounds_add_up_with_the_roles_swapped_and_the_higher_total_wins_equal_is_a_draw(game):
    state, rounds, over = game
    totals, winners = brute_totals(state.options["first"], rounds, over)
    assert state.scores() == totals
    assert state.winners() == winners
    for result, (kinds, fences, taken) in zip(state.results, rounds):
        closed = brute_enclosed(walls_of(fences))
        assert set(result["enclosed"]) == closed
        assert set(result["enclosed_tiles"]) == tiles_on(kinds) & closed
        assert (result["shepherd_points"], result["sheep_points"]) == (len(tiles_on(kinds) & closed), len(taken))


@SETTINGS
@given(games())
def test_the_soak_recount_agrees_with_the_rules_read_literally(game):
    state, rounds, over = game
    field = {cell_text(c): k for c, k in enumerate(state.kinds) if k is not None}
    closed = soak_recount.enclosed([edge_text(e) for e in range(60) if state.fences >> e & 1])
    assert soak_recount.points(state, field, closed) == brute_totals(state.options["first"], rounds, over)[0]


@SETTINGS
@given(layouts, fence_sets, pairs_taken, st.booleans())
def test_solo_scores_the_sheep_taken_and_is_won_exactly_when_the_field_is_empty(kinds, fences, taken, over):
    state = new_game(1, 1)
    set_field(state, kinds, fences, taken)
    if over:
        state._end_round()
    assert state.scores() == [len(taken)]
    assert state.won() == ((not tiles_on(kinds)) if over else None)

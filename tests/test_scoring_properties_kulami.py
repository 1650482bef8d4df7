"""Kulami's scoring (docs/rules/kulami.md#scoring) against brute-force recounts, on generated boards.

The boards are any marbles on any layout (a preset, a random 8x8 tiling or a random irregular
board), reachable by play or not. Each recount below is the rule read literally, as slow as it
likes; the engine's counts (and the soak's recount, game/kulami/soak.py) must agree with it.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.kulami import PRESETS, SIZE, KulamiState, chains, largest_zone, new_game
from game.kulami import soak as soak_recount

RED, BLACK = 1, 2  # board values: seat 0 red, seat 1 black
LAYOUTS = [*PRESETS, "random-8x8", "random-irregular"]
DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))

cells = st.sets(st.integers(0, SIZE * SIZE - 1))
dense_rows = st.lists(st.integers(0, 2**SIZE - 1), min_size=SIZE, max_size=SIZE).map(
    lambda rows: {r * SIZE + c for r, bits in enumerate(rows) for c in range(SIZE) if bits >> c & 1}
)  # about half the frame: long lines and big zones are common


@st.composite
def boards(draw) -> KulamiState:
    """A state with any marbles (red, black or none on each hole) and any bonus options."""
    options = {"layout": draw(st.sampled_from(LAYOUTS)), "zones": draw(st.booleans()), "chains": draw(st.booleans())}
    state = new_game(draw(st.integers(1, 10_000)), 2, options)
    for cell in state.layout.holes:
        state.board[cell] = draw(st.sampled_from((0, RED, BLACK, RED, BLACK)))
    return state


# --- the rules, literally ----------------------------------------------------------------------------


def rc(cell: int) -> tuple[int, int]:
    return divmod(cell, SIZE)


def brute_zone(cells: set[int]) -> int:
    """Grow each marble's group, ring by ring, by the marbles one step up, down, left or right."""
    marbles = {rc(c) for c in cells}
    best, seen = 0, set()
    for start in marbles:
        if start in seen:
            continue
        group, ring = {start}, {start}
        while ring:
            ring = {(r + dr, c + dc) for r, c in ring for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))} & marbles - group
            group |= ring
        seen |= group
        best = max(best, len(group))
    return best


def brute_chains(cells: set[int]) -> list[int]:
    """Every straight segment of 5 or more marbles that cannot be extended at either end."""

    def inside(r: int, c: int) -> bool:
        return 0 <= r < SIZE and 0 <= c < SIZE and r * SIZE + c in cells

    found = []
    for start in cells:
        r, c = rc(start)
        for dr, dc in DIRECTIONS:
            for length in range(5, SIZE + 1):
                segment = all(inside(r + k * dr, c + k * dc) for k in range(length))
                maximal = not inside(r - dr, c - dc) and not inside(r + length * dr, c + length * dc)
                if segment and maximal:
                    found.append(length)
    return sorted(found, reverse=True)


def brute_plates(state: KulamiState) -> list[int]:
    points = [0, 0]
    for plate in state.layout.plates:
        red = sum(state.board[c] == RED for c in plate)
        black = sum(state.board[c] == BLACK for c in plate)
        if red > black:
            points[0] += len(plate)
        if black > red:
            points[1] += len(plate)
    return points


def brute_total(state: KulamiState) -> list[int]:
    total = brute_plates(state)
    mine = [{c for c in range(SIZE * SIZE) if state.board[c] == v} for v in (RED, BLACK)]
    for option, measure in (("zones", brute_zone), ("chains", lambda m: sum(brute_chains(m)))):
        if state.options[option]:
            a, b = (measure(m) for m in mine)
            total = [total[0] + max(0, a - b), total[1] + max(0, b - a)]
    return total


# --- the properties ----------------------------------------------------------------------------------

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(boards())
def test_a_plate_scores_its_holes_for_a_strict_majority_and_nothing_on_a_tie(state):
    assert state.breakdown()["plates"] == brute_plates(state)


@SETTINGS
@given(st.one_of(cells, dense_rows))
def test_a_zone_is_a_group_connected_orthogonally_never_diagonally(marbles):
    assert largest_zone(marbles) == brute_zone(marbles)


@SETTINGS
@given(st.one_of(cells, dense_rows))
def test_a_chain_is_a_maximal_straight_line_of_five_or_more_counted_once_at_its_full_length(marbles):
    assert chains(marbles) == brute_chains(marbles)


@SETTINGS
@given(boards())
def test_the_larger_zone_and_the_larger_chain_sum_gain_the_difference_on_top_of_the_plates(state):
    assert state.scores() == brute_total(state)


@SETTINGS
@given(boards())
def test_the_soak_recount_agrees_with_the_rules_read_literally(state):
    plates = [[(r, c) for r, c in map(rc, plate)] for plate in state.layout.plates]
    marbles = {rc(c): v - 1 for c, v in enumerate(state.board) if v}
    assert soak_recount.points(plates, marbles, state.options["zones"], state.options["chains"]) == brute_total(state)

"""Clustered's scoring (docs/rules/clustered.md, "Scoring" and the bonus "Options") against
brute-force recounts, on generated tables.

A table is any cards of 2 to 4 seats around the start card, laid in a generated order (legal by
the placement rule or not: scoring ignores features, and jokers count as their owner's cards). Each
recount is the rule read literally; the engine's counts (and the soak's recount,
game/clustered/soak.py) must agree with it. (The rectangle and lines alone are also
checked in test_clustered_rules.py.)
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.clustered import JOKER, ClusteredState, Place, cell, new_game
from game.clustered import soak as soak_recount

AREA = range(-3, 4)


@st.composite
def tables(draw) -> tuple[ClusteredState, list[tuple[tuple[int, int], int]]]:
    """A state whose table was laid card by card (and the lay order: (x, y), seat)."""
    players = draw(st.integers(2, 4))
    options = {"speed": draw(st.booleans()), "size": draw(st.booleans())}
    spots = [(x, y) for y in AREA for x in AREA if (x, y) != (0, 0)]
    seats = st.sampled_from([None, 0, 0, 0, *range(1, players)])  # seat 0 often makes long lines and blocks
    owners = {spot: seat for spot, seat in zip(spots, draw(st.lists(seats, min_size=len(spots), max_size=len(spots))))
              if seat is not None}
    order = draw(st.permutations(sorted(owners)))
    state = new_game(1, players, options)
    laid = []
    for x, y in order:
        card = draw(st.sampled_from([*range(27), JOKER]))
        state._lay(owners[x, y], card, cell(x, y))
        state.history.append(Place(card, cell(x, y)))
        laid.append(((x, y), owners[x, y]))
    if draw(st.booleans()):
        state.mover = None  # the game is over: the size bonus is given
    state._breakdown = None
    return state, laid


# --- the rules, literally ----------------------------------------------------------------------------


def rectangles(owned: set) -> list[tuple[int, int]]:
    """(width, height) of every all-owned rectangle of at least 2x2 within the area."""
    found = []
    for left in AREA:
        for top in AREA:
            for right in range(left + 1, AREA[-1] + 1):
                for bottom in range(top + 1, AREA[-1] + 1):
                    if all((x, y) in owned for x in range(left, right + 1) for y in range(top, bottom + 1)):
                        found.append((right - left + 1, bottom - top + 1))
    return found


def runs(owned: set) -> list[int]:
    """Lengths of the maximal row and column runs of 3 or more, reading each row and column across."""
    found = []
    for k in AREA:
        for line in ([(x, k) for x in AREA], [(k, y) for y in AREA]):
            length = 0
            for spot in [*line, None]:
                if spot in owned:
                    length += 1
                    continue
                if length >= 3:
                    found.append(length)
                length = 0
    return found


def rectangle_points(owned: set) -> int:
    return max((w * h for w, h in rectangles(owned)), default=0)


def has_2x3(owned: set) -> bool:
    """Whether some 2 wide, 3 high (or 3 wide, 2 high) block is all owned."""
    return any(all((left + i, top + j) in owned for i in range(w) for j in range(h))
               for w, h in ((2, 3), (3, 2)) for left in AREA for top in AREA)


def first_to(done, laid: list, players: int) -> int | None:
    """The seat whose card first made ``done(its cards)`` true, replaying the lay order."""
    owned: list[set] = [set() for _ in range(players)]
    for spot, seat in laid:
        owned[seat].add(spot)
        if done(owned[seat]):
            return seat
    return None


def sole_best(figures: list[int]) -> int | None:
    best = max(figures)
    return figures.index(best) if best > 0 and figures.count(best) == 1 else None


def expected(state: ClusteredState, laid: list) -> list[int]:
    players = state.players
    owned = [{spot for spot, s in laid if s == seat} for seat in range(players)]
    total = [rectangle_points(o) + sum(runs(o)) for o in owned]
    if state.options["speed"]:
        for done in (has_2x3, lambda o: max(runs(o), default=0) >= 5):
            seat = first_to(done, laid, players)
            if seat is not None:
                total[seat] += 2
    if state.options["size"] and state.mover is None:
        for figures in ([rectangle_points(o) for o in owned], [max(runs(o), default=0) for o in owned]):
            seat = sole_best(figures)
            if seat is not None:
                total[seat] += 2
    return total


# --- the properties ----------------------------------------------------------------------------------

SETTINGS = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(tables())
def test_the_speed_bonus_goes_to_the_first_seat_to_complete_a_2x3_and_to_the_first_to_complete_a_line_of_5(table):
    state, laid = table
    if not state.options["speed"]:
        assert not any(key.startswith("speed") for s in state.breakdown()["seats"] for key in s["bonus"])
        return
    assert state.speed_rectangle == first_to(has_2x3, laid, state.players)
    assert state.speed_line == first_to(lambda o: max(runs(o), default=0) >= 5, laid, state.players)


@SETTINGS
@given(tables())
def test_at_the_end_the_sole_largest_rectangle_and_the_sole_longest_line_gain_the_size_bonus(table):
    state, laid = table
    seats = state.breakdown()["seats"]
    owned = [{spot for spot, s in laid if s == seat} for seat in range(state.players)]
    for key, figures in (("size_rectangle", [rectangle_points(o) for o in owned]),
                         ("size_line", [max(runs(o), default=0) for o in owned])):
        winner = sole_best(figures) if state.options["size"] and state.mover is None else None
        assert [seat for seat, s in enumerate(seats) if key in s["bonus"]] == ([] if winner is None else [winner])


@SETTINGS
@given(tables())
def test_a_score_is_the_largest_rectangle_plus_every_line_plus_the_bonuses(table):
    state, laid = table
    assert state.scores() == expected(state, laid)


@SETTINGS
@given(tables())
def test_the_soak_recount_agrees_with_the_rules_read_literally(table):
    state, laid = table
    owner = {spot: seat for spot, seat in laid}
    assert soak_recount.points(state, owner) == expected(state, laid)

"""Kulami's plate odds (game/kulami/odds.py): what a plate still open is worth to whoever leads it,
as hard's playouts count it, and the tool that learns them from games (game/kulami/learn_odds.py)."""

from __future__ import annotations

from itertools import product

import pytest

from game.kulami.odds import HELD, plate_points
from game.kulami.learn_odds import tally_game

SIZES = (2, 3, 4, 6)  # the box's plates


def test_a_plate_led_with_holes_still_empty_counts_for_less_than_its_holes() -> None:
    for holes in SIZES:
        led = (1,) + (0,) * (holes - 1)
        assert 0 < plate_points(holes)[led] < holes


@pytest.mark.parametrize("filling, points", [
    ((1, 1, 1, 0), 4),  # the other player can no longer catch up
    ((1, 1, 1, -1), 4),
    ((1, 1, -1, -1), 0),  # full and tied: nobody's
    ((-1, -1, -1, 0), -4),
    ((0, 0, 0, 0), 0),
])  # fmt: skip
def test_a_decided_plate_counts_whole_for_its_owner(filling: tuple[int, ...], points: int) -> None:
    assert plate_points(4)[filling] == points


@pytest.mark.parametrize("holes", SIZES)
def test_a_plate_is_worth_the_same_to_either_colour(holes: int) -> None:
    points = plate_points(holes)
    for filling in product((1, 0, -1), repeat=holes):
        assert points[tuple(-v for v in filling)] == -points[filling]


@pytest.mark.parametrize("holes", SIZES)
def test_a_red_marble_added_never_lowers_reds_points_nor_a_black_one_raises_them(holes: int) -> None:
    points = plate_points(holes)
    for filling in product((1, 0, -1), repeat=holes):
        for hole, value in enumerate(filling):
            if value:
                continue
            with_red = filling[:hole] + (1,) + filling[hole + 1:]
            with_black = filling[:hole] + (-1,) + filling[hole + 1:]
            assert points[with_red] >= points[filling] >= points[with_black]


def test_every_open_lead_on_the_boxs_plates_has_odds() -> None:
    for holes in SIZES:
        for filling in product((1, 0, -1), repeat=holes):
            lead, empty = abs(sum(filling)), filling.count(0)
            if 0 < lead <= empty:
                assert (holes, lead, empty) in HELD


def test_the_odds_learner_counts_an_open_plate_for_its_leader_or_against_it() -> None:
    plates = [[0, 1], [2, 3, 4, 5]]
    early = [1, 0, 2, 0, 0, 0] + [0] * 94  # red leads the pair by one; black leads the four by one
    final = [1, 2, 2, 1, 1, 1] + [0] * 94  # the pair tied, the four won by red
    table: dict[tuple[int, int, int], list[int]] = {}
    tally_game(plates, [early, final], final, table)
    assert table == {(2, 1, 1): [0, 1], (4, 1, 3): [-1, 1]}

"""The arena's frozen reference levels (game.ai ``FROZEN_LEVELS``): ``hard-2026`` plays Kulami exactly as
the hard level did on 2026-11-27, move for move, so that a claim that a new hard is stronger is a
side-by-side match against it; in the other games it is today's hard (their searches have not changed).

The moves below were played by ``hard`` on that day (600 iterations a move, no clock, seeds 10 and 11
for seed 1; 20 and 21 for seed 2): if ``hard-2026`` ever plays otherwise, the reference has drifted."""

from __future__ import annotations

import math

import pytest

from game import core
from game.ai import FROZEN_LEVELS, make_agent
from game.ai.mcts import search_class

PLAYED_ON_2026_11_27 = {
    (1, "classic"): ['g2', 'g8', 'a8', 'a4', 'f4', 'f3', 'g3', 'g6', 'g7', 'a7', 'f7', 'e7', 'e5', 'a5', 'h5', 'h7', 'h3', 'e3', 'a3', 'c3', 'c2', 'e2', 'e8', 'b8', 'b2', 'b5', 'g5', 'f5', 'f8', 'd8', 'h8', 'h6', 'e6', 'e4', 'h4', 'g4', 'c4', 'c8', 'c6', 'c5', 'c7', 'c1', 'a1', 'a6', 'd6', 'd4', 'd7', 'd2', 'd3', 'd5', 'd1', 'g1', 'e1', 'b1', 'b7', 'b4'],
    (2, "random-irregular"): ['a8', 'h8', 'h2', 'h4', 'c4', 'c7', 'e7', 'i7', 'i9', 'a9', 'a6', 'g6', 'c6', 'c2', 'e2', 'e9', 'h9', 'h3', 'b3', 'b9', 'f9', 'f7', 'd7', 'd9', 'd4', 'd6', 'b6', 'b2', 'f2', 'i2', 'i10', 'f10', 'a10', 'h10', 'e10', 'e5', 'g5', 'g2', 'g7', 'g3', 'c3', 'c8', 'i8', 'e8', 'd8', 'g8', 'b8', 'b4', 'g4', 'i4'],
}


def self_play(level: str, seed: int, options: dict) -> list[str]:
    module = core.load("kulami")
    state = module.new_game(seed, 2, options)
    agents = [make_agent(level, seed * 10 + seat, iterations=600, seconds=math.inf) for seat in range(2)]
    while not state.is_over:
        seat = state.to_move
        state.apply(agents[seat].choose(module, state.view(seat)))
    return state.record()["actions"]


@pytest.mark.parametrize("seed, layout", list(PLAYED_ON_2026_11_27))
def test_hard_2026_plays_kulami_exactly_as_hard_did_that_day(seed, layout):
    options = {} if layout == "classic" else {"layout": layout}
    assert self_play("hard-2026", seed, options) == PLAYED_ON_2026_11_27[(seed, layout)]


def test_hard_2026_keeps_that_days_budget():
    assert FROZEN_LEVELS["hard-2026"]["iterations"] == 50_000 and FROZEN_LEVELS["hard-2026"]["seconds"] == 0.85


@pytest.mark.parametrize("game_id", [g for g in core.available_games() if g != "kulami"])
def test_hard_2026_is_todays_hard_in_a_game_whose_search_has_not_changed(game_id):
    module = core.load(game_id)
    assert search_class(module, "2026") is search_class(module, "fast")

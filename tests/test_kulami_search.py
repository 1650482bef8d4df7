"""Kulami's hard level (game/kulami/search.py, LEVEL_SETTINGS): its playouts stop a few marbles after
the tree and count the plates still open at their odds (game/kulami/odds.py), it keeps its tree and
its solver's table from one move to the next, and it plays only legal holes from the first marble to
the last on every kind of board."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from game import core
from game.ai import make_agent
from game.kulami import rules as kulami
from game.kulami.endgame import WIN
from game.kulami.search import LEVEL_SETTINGS, SIGNED, KulamiSearch
from tests.kulami_positions import endgame_of, position

MODULE = core.load("kulami")
HORIZON = LEVEL_SETTINGS["hard"]["horizon"]
SHORT_HORIZON = LEVEL_SETTINGS["hard"]["short_horizon"]
MARBLES = 2 * kulami.MARBLES_EACH


class CountingPlayouts(KulamiSearch):
    """The search, noting how many marbles each of its playouts was allowed to play."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lengths: list[int] = []
        self.left_at_leaf: list[int] = []

    def _random_playout(self, board: list[int], last: int, pp: int, mover: int, remaining: int) -> int:
        self.lengths.append(remaining)
        self.left_at_leaf.append(MARBLES - sum(1 for value in board if value))
        return super()._random_playout(board, last, pp, mover, remaining)


def searched(seconds: float, iterations: int = 10**9, previous: KulamiSearch | None = None) -> CountingPlayouts:
    """Hard's search, run, on a classic board 12 marbles into a game."""
    state = position(1, "classic", MARBLES - 12)
    search = CountingPlayouts(MODULE, state.view(state.mover), 1, iterations=iterations, seconds=seconds,
                              level="hard", previous=previous)
    search.run()
    return search


def test_a_hard_playout_stops_at_the_horizon_in_the_middle_of_a_game() -> None:
    search = searched(math.inf, iterations=300)
    assert search.lengths and max(search.lengths) == HORIZON


def test_a_hard_move_on_a_short_clock_plays_shorter_playouts_than_on_a_long_one() -> None:
    first = searched(0.05)  # some thousand iterations here: enough to set a pace
    assert max(first.lengths) == HORIZON, "no pace known yet: the long horizon"
    assert first.pace is not None
    assert max(searched(0.02, previous=first).lengths) == SHORT_HORIZON
    assert max(searched(math.inf, iterations=3000, previous=first).lengths) == HORIZON


def test_a_hard_move_on_a_short_clock_solves_the_end_from_fewer_marbles_left() -> None:
    """From 16 marbles left the long clock solves the end; a move that will make few iterations
    leaves it to the tree search until 14 are left (the solver from 16 would take its time)."""
    paced = searched(0.05)
    end = position(3, "classic", 16)
    view = end.view(end.mover)
    long = KulamiSearch(MODULE, view, 3, iterations=10**9, seconds=0.5, level="hard", previous=paced)
    short = KulamiSearch(MODULE, view, 3, iterations=10**9, seconds=0.01, level="hard", previous=paced)
    assert LEVEL_SETTINGS["hard"]["short_solve"] < 16 <= LEVEL_SETTINGS["hard"]["solve"]
    assert long.endgame is not None and short.endgame is None


def test_a_hard_playout_near_the_end_plays_every_marble_left() -> None:
    state = position(2, "classic", HORIZON + 3)
    search = CountingPlayouts(MODULE, state.view(state.mover), 2, iterations=200, seconds=math.inf, level="hard",
                              solve=0)
    search.run()
    for allowed, left in zip(search.lengths, search.left_at_leaf):
        assert allowed == min(HORIZON, left)
    assert any(allowed < HORIZON for allowed in search.lengths)


def test_a_playout_marble_takes_each_empty_hole_it_may_take_equally_often() -> None:
    """Most of a marble's options are taken late in a game: the draws among all of them, then among
    the empty ones, still give each empty hole the same chance, and never a taken one."""
    state = position(4, "classic", 20)
    search = KulamiSearch(MODULE, state.view(state.mover), 4, iterations=1, seconds=math.inf, level="hard")
    board, mover = search.signed, SIGNED[search.mover]
    options = search.table[search.last][search.pp]
    empty = [h for h in options if not board[h]]
    assert 1 < len(empty) <= len(options) // 2, "a position where most options are taken"
    counts = dict.fromkeys(empty, 0)
    draws = 400 * len(empty)
    for _ in range(draws):
        played = board[:]
        search._random_playout(played, search.last, search.pp, mover, 1)
        placed = [h for h in options if played[h] != board[h]]
        assert len(placed) == 1 and placed[0] in counts
        counts[placed[0]] += 1
    assert all(abs(n - 400) < 80 for n in counts.values()), counts


def test_the_medium_level_plays_its_playouts_to_the_end() -> None:
    state = position(3, "weave", MARBLES - 12)
    search = CountingPlayouts(MODULE, state.view(state.mover), 3, iterations=100, seconds=math.inf, level="medium")
    search.run()
    assert search.lengths == search.left_at_leaf


@pytest.mark.parametrize("level, kept", [("hard", True), ("medium", False)])
def test_only_the_hard_level_goes_on_from_its_last_moves_tree(level: str, kept: bool) -> None:
    state = position(4, "classic", MARBLES - 6)
    agent = make_agent(level, 4, seconds=math.inf, iterations=2000)
    mine = agent.choose(MODULE, state.view(state.mover))
    state.apply(mine)
    state.apply(random.Random(4).choice(state.legal_actions()))
    search = agent.think(MODULE, state.view(state.mover))
    assert (search.reused_visits > 0) is kept


def test_hard_proves_its_next_end_move_from_what_its_last_solve_found() -> None:
    checked = 0
    for seed in range(12):
        state = position(seed, "classic", 15)
        if state.is_over:
            continue
        agent = make_agent("hard", seed, seconds=math.inf, iterations=50)
        first = agent.think(MODULE, state.view(state.mover))
        move = first.run()
        if first.endgame is None or first.endgame.best_value() != WIN:
            continue
        state.apply(move)
        if not state.is_over:
            state.apply(random.Random(seed).choice(state.legal_actions()))
        if state.is_over or len(state.legal_actions()) < 2:
            continue
        fresh = endgame_of(state)
        fresh.run(math.inf)
        then = agent.think(MODULE, state.view(state.mover))
        then.run()
        assert then.endgame is not None and then.endgame.best_value() == fresh.best_value() == WIN
        assert then.endgame.nodes * 10 < fresh.nodes
        checked += 1
    assert checked >= 2


def test_hard_counts_plates_led_with_holes_empty_for_less_than_plates_won() -> None:
    state = position(6, "classic", MARBLES)  # no marble yet: every plate open
    search = KulamiSearch(MODULE, state.view(state.mover), 6, iterations=1, seconds=math.inf, level="hard")
    board = [0] * len(search.signed)
    plates = search.layout.plates
    for plate in [p for p in plates if len(p) == 6][:3]:
        board[plate[0]] = 1  # red leads three plates of 6 by a marble, five holes empty on each
    for plate in [p for p in plates if len(p) == 4][:2]:
        board[plate[0]] = board[plate[1]] = board[plate[2]] = -1  # black has won two plates of 4
    assert search._result(board) == 1.0, "counted for whoever leads: red, 18 to 8"
    assert search._odds_result(board) < 0.5, "at their odds, black's two plates are worth more"


def wins_are_whole_or_half(search: KulamiSearch) -> bool:
    return all((child.wins * 2).is_integer() for child in search.root.children)


def test_a_hard_playout_that_reaches_the_end_counts_the_plates_exactly() -> None:
    state = position(7, "weave", HORIZON - 4)
    near_end = KulamiSearch(MODULE, state.view(state.mover), 7, iterations=300, seconds=math.inf, level="hard",
                            solve=0)
    near_end.run()
    assert near_end.root.children and wins_are_whole_or_half(near_end)
    state = position(7, "weave", MARBLES - 12)
    middle = KulamiSearch(MODULE, state.view(state.mover), 7, iterations=300, seconds=math.inf, level="hard")
    middle.run()
    assert not wins_are_whole_or_half(middle), "stopped at the horizon: the open plates at their odds"


@pytest.mark.parametrize("layout", ["classic", "random-8x8", "random-irregular"])
def test_the_hard_level_plays_only_legal_holes_through_a_whole_game(layout: str) -> None:
    state = MODULE.new_game(5, 2, {"layout": layout})
    agents = [make_agent("hard", seat, seconds=math.inf, iterations=150) for seat in (0, 1)]
    while not state.is_over:
        move = agents[state.mover].choose(MODULE, state.view(state.mover))
        assert move in state.legal_actions()
        state.apply(move)
    assert sum(state.scores()) > 0

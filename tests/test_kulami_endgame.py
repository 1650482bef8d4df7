"""Kulami's exact endgame (game/kulami/endgame.py) and the hard level's use of it: the solver's value of
every move agrees with a plain exhaustive search through the engine's own rules, it gives the same
answer when cut into slices, and a hard player who can win the end plays a winning move."""

from __future__ import annotations

import math
import random

import pytest

from game import core
from game.ai import make_agent
from game.kulami import rules as kulami
from game.kulami.search import KulamiSearch
from tests.kulami_positions import endgame_of, position

LAYOUTS = ("classic", "terraces", "random-8x8", "random-irregular")


def exhaustive(state: kulami.KulamiState) -> int:
    """Win (1) / draw (0) / loss (-1) for the player to move, by trying every line to the end."""
    if state.is_over:
        mine, theirs = state.scores()[state.mover], state.scores()[1 - state.mover]
        return (mine > theirs) - (mine < theirs)
    return max(-exhaustive(after(state, move)) for move in state.legal_actions())


def after(state: kulami.KulamiState, move: kulami.Hole) -> kulami.KulamiState:
    child = state.clone()
    child.apply(move)
    return child


def end_positions(count: int, left: int) -> list[kulami.KulamiState]:
    found = [position(seed, LAYOUTS[seed % len(LAYOUTS)], left) for seed in range(count)]
    return [state for state in found if not state.is_over and len(state.legal_actions()) > 1]


@pytest.mark.parametrize("state", end_positions(24, 7), ids=lambda s: f"seed{s.seed}")
def test_every_moves_value_is_the_one_trying_every_line_gives(state: kulami.KulamiState) -> None:
    endgame = endgame_of(state)
    endgame.values.clear()
    for cell in endgame.moves:  # value every move, not only up to the first win
        endgame.values[cell] = endgame._move_value(cell)
    assert {kulami.hole_name(c): v for c, v in endgame.values.items()} == {
        str(move): -exhaustive(after(state, move)) for move in state.legal_actions()}


def test_a_solve_cut_into_slices_gives_the_values_of_one_run() -> None:
    state = next(s for s in end_positions(12, 15) if endgame_of(s).moves)
    whole = endgame_of(state)
    assert whole.run(math.inf)
    sliced, slices = endgame_of(state), 0
    while not sliced.run(0.0):  # each slice stops at its first look at the clock
        slices += 1
    assert slices > 0 and sliced.values == whole.values and sliced.board == list(state.board)


def test_a_solve_handed_an_earlier_solves_table_finds_a_best_move_visiting_fewer_positions() -> None:
    fresh_nodes = kept_nodes = 0
    for state in end_positions(8, 14):
        rng, table = random.Random(state.seed), None
        while not state.is_over and len(state.legal_actions()) > 1:
            fresh, kept = endgame_of(state), endgame_of(state, known=table)
            assert kept.run(math.inf) and fresh.run(math.inf)
            if table is not None:  # (a game's first solve has nothing handed on)
                fresh_nodes, kept_nodes = fresh_nodes + fresh.nodes, kept_nodes + kept.nodes
            table = kept.known
            assert {fresh.value_of(cell) for cell in kept.candidates()} == {fresh.best_value()}
            state.apply(state.parse_action(kulami.hole_name(kept.candidates()[0])))
            if not state.is_over:  # any reply: the same player solves again
                state.apply(rng.choice(state.legal_actions()))
    assert 0 < kept_nodes < 0.8 * fresh_nodes


def test_the_hard_level_plays_a_winning_end_when_there_is_one() -> None:
    module = core.load("kulami")
    checked = 0
    for state in end_positions(40, 9):
        if max(-exhaustive(after(state, move)) for move in state.legal_actions()) != 1:
            continue
        move = make_agent("hard", 3, seconds=math.inf, iterations=200).choose(module, state.view(state.mover))
        assert -exhaustive(after(state, state.parse_action(str(move)))) == 1
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("bonuses", [False, True], ids=["solved", "zones-and-chains"])
def test_the_search_never_plays_an_illegal_end_on_irregular_boards(bonuses: bool) -> None:
    module = core.load("kulami")
    for seed in range(6):
        state = module.new_game(seed, 2, {"layout": "random-irregular", "zones": bonuses, "chains": bonuses})
        rng = random.Random(seed)
        while 2 * kulami.MARBLES_EACH - state.placed > 16 and not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        while not state.is_over:
            search = KulamiSearch(module, state.view(state.mover), seed, iterations=60, seconds=math.inf, level="hard")
            if bonuses:
                assert search.endgame is None  # the bonuses are not solved: the tree search decides
            move = search.run()
            assert move in state.legal_actions()
            state.apply(move)


def test_the_review_weighs_a_near_end_exactly_a_lost_win_is_a_sure_loss() -> None:
    from game.kulami import hints
    from game.review import Sliced

    seen = 0
    for state in end_positions(160, 9):
        solver = endgame_of(state)
        if not {1, -1} <= {solver.value_of(cell) for cell in solver.moves}:
            continue  # (the solver only picks the positions: their values are checked by trying every line)
        values = {str(move): -exhaustive(after(state, move)) for move in state.legal_actions()}
        if max(values.values()) != 1 or min(values.values()) != -1:
            continue
        losing = next(move for move, value in values.items() if value == -1)
        found = Sliced(hints.appraise(state.view(state.mover), [losing], 1.0, 0)).finish()
        assert values[found["best"]] == 1, "the best move named wins"
        assert found["chances"][found["best"]] > 0.99 and found["chances"][losing] < 0.01
        seen += 1
        if seen == 3:
            break
    assert seen == 3

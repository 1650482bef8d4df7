"""The generic tree search (``game.ai.mcts.Search``): the computer player of any game that brings
none of its own, so the one a new game plays with first. Its moves are right from either seat (it
takes a winning last move and blocks the move that would lose), and its time budget stops it on the
clock, whatever the iteration budget.

Four by Four, the test-only game of tests/sixth_game/ (four stones in a line on a 4x4 grid; seat 0
plays first), has no search of its own, so the generic search is what plays it. Grids below are
rows 1 to 4 from the top, columns a to d; ``X`` is seat 0's stone, ``O`` seat 1's, ``.`` empty.

The clock is a fake one (tests/fake_clock.py): each reading moves it on by a millisecond, so what is
checked is that the search reads its clock and stops, never how fast the machine is.
"""

from __future__ import annotations

import pytest

from game.ai import MCTSAgent, Search, make_agent
from game.ai.mcts import search_class
from tests.fake_clock import use_fake_clock
from tests.sixth_game import engine as four

UNLIMITED = 10**12  # iterations no machine runs: only the clock can stop the search


def grid(*rows: str) -> four.FourState:
    """A position from four rows of ``X``, ``O`` and ``.``, with the seat to move as the counts say."""
    assert len(rows) == 4 and all(len(row) == 4 for row in rows)
    state = four.new_game(1)
    for number, row in enumerate(rows):
        for column, mark in enumerate(row):
            if mark != ".":
                state.board[number * 4 + column] = 1 if mark == "X" else 2
    light, dark = state.board.count(1), state.board.count(2)
    assert light - dark in (0, 1), rows
    state.mover = light - dark
    assert not state.is_over
    return state


def after(state: four.FourState, move: str) -> four.FourState:
    child = state.clone()
    child.apply(move)
    return child


def wins_at_once(state: four.FourState, seat: int) -> set[str]:
    """The moves that make four in a line for ``seat``, were it to move now."""
    mover, state.mover = state.mover, seat
    try:
        return {str(a) for a in state.legal_actions() if after(state, str(a)).winners() == [seat]}
    finally:
        state.mover = mover


def choice(state: four.FourState, seed: int, iterations: int = 400) -> str:
    """The generic search's move from the mover's view, on an iteration budget and no clock."""
    search = Search(four, state.view(state.to_move), seed=seed, iterations=iterations, seconds=float("inf"))
    return str(search.run())


def test_four_by_four_plays_with_the_generic_search():
    assert search_class(four) is Search
    state = grid("....", "....", "....", "....")
    assert type(make_agent("medium", 1).think(four, state.view(0))) is Search


# --- right moves, from either seat ---------------------------------------------------------------

# Each position: the seat to move, the grid, the move that wins on the spot. Every other move lets
# the other player make four in a line next.
WINS = {
    0: ("XXX.",
        "OO..",
        "..O.",
        "...."),  # d1 wins for X
    1: ("XX.X",
        "OOO.",
        "...X",
        "...."),  # d2 wins for O
}


@pytest.mark.parametrize("seat", [0, 1])
def test_the_generic_search_takes_the_winning_last_move_from_either_seat(seat):
    state = grid(*WINS[seat])
    assert state.to_move == seat
    winning = wins_at_once(state, seat)
    assert len(winning) == 1 and len(state.legal_actions()) >= 8, winning
    for search_seed in range(5):
        assert choice(state, search_seed) in winning


# The seat to move cannot win at once; the other threatens four in a line on one cell. Blocking it is
# the only move after which the other cannot win at once.
THREATS = {
    0: (("X...",
         "OOO.",
         "..X.",
         "...X"), "d2"),
    1: (("XXX.",
         "O...",
         ".OX.",
         "...O"), "d1"),
}


@pytest.mark.parametrize("seat", [0, 1])
def test_the_generic_search_blocks_the_move_that_would_lose_from_either_seat(seat):
    rows, block = THREATS[seat]
    state = grid(*rows)
    assert state.to_move == seat
    assert not wins_at_once(state, seat)
    losing = {str(a) for a in state.legal_actions() if wins_at_once(after(state, str(a)), 1 - seat)}
    assert losing == {str(a) for a in state.legal_actions()} - {block}
    for search_seed in range(5):
        assert choice(state, search_seed) == block


@pytest.mark.parametrize("seat", [0, 1])
def test_the_medium_level_of_the_plain_engine_plays_the_same_right_moves(seat):
    # What a new game's page gets: make_agent's level, the generic search, its seat's view only.
    state = grid(*WINS[seat])
    winning = wins_at_once(state, seat)
    blocking = grid(*THREATS[seat][0])
    for agent_seed in range(2):
        assert str(make_agent("medium", agent_seed, seconds=float("inf")).choose(four, state.view(seat))) in winning
        agent = make_agent("medium", agent_seed, seconds=float("inf"))
        assert str(agent.choose(four, blocking.view(seat))) == THREATS[seat][1]


def test_a_single_legal_move_is_played_without_searching():
    # A full grid but one cell, no line anywhere: the last stone is the only move (seat 1's).
    state = grid("OXOX",
                 "OXOX",
                 "XOXO",
                 "XOX.")
    assert [str(a) for a in state.legal_actions()] == ["d4"] and state.to_move == 1
    search = Search(four, state.view(1), seed=1, iterations=UNLIMITED, seconds=float("inf"))
    assert search.step(0.0) is True and search.done_iterations == 0
    assert str(search.best()) == "d4"


# --- the time budget ---------------------------------------------------------------------------------


def test_the_clock_stops_a_search_whose_iterations_are_unlimited(monkeypatch):
    clock = use_fake_clock(monkeypatch)
    state = grid("....", "....", "....", "....")
    search = Search(four, state.view(0), seed=1, iterations=UNLIMITED, seconds=0.2)
    move = search.run()  # returns only if the clock stops it
    assert str(move) in {str(a) for a in state.legal_actions()}
    assert search.finished and 0 < search.done_iterations < UNLIMITED
    assert 0.2 <= search.spent < 0.3, "stopped once its 0.2 s were spent (by the fake clock)"
    assert clock.now < 1.0


def test_an_agents_seconds_stop_its_search_whatever_its_iterations(monkeypatch):
    use_fake_clock(monkeypatch)
    state = grid("X...", "....", "..O.", "....")
    agent = MCTSAgent(seed=2, iterations=UNLIMITED, seconds=0.5, engine="plain")
    search = agent.think(four, state.view(state.to_move))
    slices = 0
    while not search.step(0.05):
        slices += 1
        assert slices < 1000
    assert slices >= 5, "a 0.5 s budget in 0.05 s slices gives the page a turn several times"
    assert 0.5 <= search.spent < 0.6 and search.done_iterations < UNLIMITED


def test_the_budget_runs_from_the_first_slice_and_counts_the_time_between_slices(monkeypatch):
    # A page yields between slices: that time is spent too, so the move comes within the budget.
    clock = use_fake_clock(monkeypatch)
    state = grid("....", "....", "....", "....")
    search = Search(four, state.view(0), seed=3, iterations=UNLIMITED, seconds=1.0)
    assert search.step(0.05) is False
    done = search.done_iterations
    clock.advance(2.0)  # the page was busy elsewhere for longer than the whole budget
    assert search.step(0.05) is True
    assert search.done_iterations == done, "no more thinking once the budget is spent"


def test_a_search_in_short_slices_stops_when_its_whole_budget_is_spent(monkeypatch):
    use_fake_clock(monkeypatch)
    state = grid("....", "....", "....", "....")
    search = Search(four, state.view(0), seed=4, iterations=UNLIMITED, seconds=0.3)
    steps = 0
    while not search.step(0.01):
        steps += 1
        assert steps < 1000, "each slice started the budget afresh"
    assert 0.3 <= search.spent < 0.35

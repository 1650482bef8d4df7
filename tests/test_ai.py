"""The AI: agents see only views, are reproducible from their seed, think in slices within their
budget, and play well enough to take a won endgame and to beat a random player."""

from __future__ import annotations

import copy
import json

import pytest

from game import kulami
from game.ai import LEVELS, MCTSAgent, Search, make_agent
from game.core import new_rng
from tests.fake_clock import use_fake_clock

RED, BLACK = 0, 1


def game(*moves: str, seed: int = 1, **options) -> kulami.KulamiState:
    state = kulami.new_game(seed, 2, options)
    for move in moves:
        state.apply(move)
    return state


def random_position(seed: int, placed: int) -> kulami.KulamiState:
    state = game(seed=seed)
    rng = new_rng(seed, "ai-position")
    while not state.is_over and state.placed < placed:
        moves = state.legal_actions()
        state.apply(moves[int(rng.random() * len(moves))])
    return state


def bounded(level: str, seed: int) -> MCTSAgent:
    """The level's agent with its iteration budget and no clock, so that it is reproducible."""
    return MCTSAgent(seed=seed, iterations=int(LEVELS[level]["iterations"]), seconds=float("inf"))


def outcome_for(state: kulami.KulamiState, seat: int) -> int:
    """The exact result of perfect play from here for ``seat``: 1 win, 0 draw, -1 loss."""
    if state.is_over:
        mine, theirs = state.scores()[seat], state.scores()[1 - seat]
        return (mine > theirs) - (mine < theirs)
    results = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        results.append(outcome_for(child, seat))
    return max(results) if state.to_move == seat else min(results)


# --- agents see views only ------------------------------------------------------------------


@pytest.mark.parametrize("level", ["random", "easy", "medium"])
@pytest.mark.parametrize("placed", [0, 1, 20, 45])
def test_an_agent_given_only_a_view_chooses_a_legal_move_of_the_real_game(level, placed):
    state = random_position(seed=3, placed=placed)
    view = json.loads(json.dumps(state.view(state.to_move)))  # plain JSON: no way back to the state
    kept = copy.deepcopy(view)
    agent = bounded(level, 5) if level != "random" else make_agent("random", 5)
    choice = agent.choose(kulami, view)
    assert str(choice) in {str(a) for a in state.legal_actions()}
    assert view == kept, "the agent changed the view it was given"
    state.apply(str(choice))


def test_an_agent_does_not_depend_on_what_the_view_leaves_out():
    # The same position reached in two games with different seeds (so different records): the
    # views are equal, and so are the choices of two agents with the same seed.
    moves = ("d4", "d7", "d6", "a6")
    first = game(*moves, seed=1, first="red")
    second = game(*moves, seed=99, first="red")
    assert first.record() != second.record()
    assert first.view(first.to_move) == second.view(second.to_move)
    for level in ("easy", "medium"):
        a = bounded(level, 8).choose(kulami, first.view(first.to_move))
        b = bounded(level, 8).choose(kulami, second.view(second.to_move))
        assert a == b


# --- reproducible from the seed --------------------------------------------------------------


def play(agents, seed: int = 4) -> kulami.KulamiState:
    state = game(seed=seed)
    while not state.is_over:
        seat = state.to_move
        state.apply(agents[seat].choose(kulami, state.view(seat)))
    return state


def test_the_same_seed_gives_the_same_choice():
    state = random_position(seed=6, placed=10)
    for level in ("easy", "medium"):
        choices = {str(bounded(level, 21).choose(kulami, state.view(state.to_move))) for _ in range(3)}
        assert len(choices) == 1


def test_the_same_seeds_give_the_same_game():
    first = play([bounded("easy", 1), make_agent("random", 2)])
    second = play([bounded("easy", 1), make_agent("random", 2)])
    assert first.record() == second.record()


def test_the_random_level_follows_its_seed():
    state = random_position(seed=2, placed=5)
    view = state.view(state.to_move)
    one, two = make_agent("random", 1), make_agent("random", 1)
    assert [str(one.choose(kulami, view)) for _ in range(6)] == [str(two.choose(kulami, view)) for _ in range(6)]


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_agent("grandmaster")


# --- thinking in slices, within the budget ---------------------------------------------------


def test_a_search_returns_after_a_short_slice_before_its_budget_is_spent():
    state = random_position(seed=8, placed=3)
    # (A budget a slice-less search would spend in about a second, rather than hang the suite.)
    search = Search(kulami, state.view(state.to_move), seed=1, iterations=5_000, seconds=1e9)
    assert search.step(0.0) is False
    first = search.done_iterations
    assert 0 < first < 5_000
    assert search.step(0.0) is False
    assert search.done_iterations > first, "a second slice carries the search on"
    assert str(search.best()) in {str(a) for a in state.legal_actions()}, "a move is ready at any time"


def test_a_search_stops_at_its_iteration_budget():
    state = random_position(seed=8, placed=3)
    search = Search(kulami, state.view(state.to_move), seed=1, iterations=100, seconds=1e9)
    while not search.step(10.0):
        pass
    assert search.done_iterations == 100
    assert search.step(10.0) is True and search.done_iterations == 100


def test_a_level_searches_as_many_iterations_as_its_budget(monkeypatch):
    monkeypatch.setitem(LEVELS, "hard", {"iterations": 120, "seconds": 1e9})
    state = random_position(seed=8, placed=3)
    search = make_agent("hard", 1).think(kulami, state.view(state.to_move))
    search.run()
    assert search.done_iterations == 120


def test_the_hard_level_thinks_in_slices_and_its_clock_stops_it_before_its_iterations(monkeypatch):
    # A fake clock (tests/fake_clock.py: a millisecond a reading): the same work on any machine.
    use_fake_clock(monkeypatch)
    state = random_position(seed=8, placed=0)
    agent = make_agent("hard", 1)
    assert (agent.iterations, agent.seconds) == (LEVELS["hard"]["iterations"], LEVELS["hard"]["seconds"])
    search = agent.think(kulami, state.view(state.to_move))
    slices = 0
    while not search.step(0.05):
        slices += 1
        assert slices < 10_000
    assert slices > 1, "the search never gave the page a turn"
    assert agent.seconds <= search.spent < agent.seconds + 0.05, "it stopped when its seconds were spent"
    assert 0 < search.done_iterations < agent.iterations, "the clock stopped it, not the iterations"
    assert str(search.best()) in {str(a) for a in state.legal_actions()}


def test_a_single_legal_move_is_played_without_searching():
    for seed in range(200):
        state = game(seed=seed)
        rng = new_rng(seed, "single")
        while not state.is_over and len(state.legal_actions()) != 1:
            moves = state.legal_actions()
            state.apply(moves[int(rng.random() * len(moves))])
        if not state.is_over:
            break
    else:
        pytest.fail("no position with a single legal move in 200 games")
    search = make_agent("hard", 1).think(kulami, state.view(state.to_move))
    assert search.step(0.0) is True and search.done_iterations == 0
    assert search.best() == state.legal_actions()[0]


# --- playing strength ------------------------------------------------------------------------

# Positions found in seeded random games (default options, the given seed) where exactly one move
# wins and every other loses; the test recomputes that by exhaustive search. The easy level
# missed them in several of ten tries when they were chosen.
ENDGAMES = {
    56: "a3 a7 h7 h1 b1 b5 g5 d5 d4 d2 a2 a6 f6 f2 g2 g6 h6 h2 c2 c3 c8 b8 b3 b2 b6 e6 e2 e5 a5 h5 h8 e8 "
    "d8 d1 e1 g1 g4 c4 h4 f4 b4 b7 f7 f3 f5 c5 c1",
    77: "f3 f4 b4 b7 f7 f2 f5 f6 f1 b1 g1 g7 g4 g3 a3 a2 b2 e2 h2 c2 c8 g8 g6 b6 c6 e6 h6 h1 c1 e1 a1 d1 "
    "d3 d7 a7 a4 a6 a8 f8 e8 e4 h4 h3 h8 d8 d6 d5",
}


@pytest.mark.parametrize("seed", sorted(ENDGAMES))
def test_the_medium_level_takes_the_only_winning_move_of_an_endgame(seed):
    state = game(*ENDGAMES[seed].split(), seed=seed)
    seat = state.to_move
    results = {}
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        results[str(action)] = outcome_for(child, seat)
    winning = {move for move, result in results.items() if result == 1}
    assert len(winning) == 1 and len(results) >= 4, results
    assert all(result == -1 for move, result in results.items() if move not in winning)
    for agent_seed in (0, 1, 2):
        assert str(bounded("medium", agent_seed).choose(kulami, state.view(seat))) in winning


def test_the_easy_level_beats_a_random_player():
    wins = 0
    for number in range(10):
        seat = number % 2
        agents = [bounded("easy", number), make_agent("random", number)]
        if seat == BLACK:
            agents.reverse()
        wins += play(agents, seed=number).winners() == [seat]
    assert wins >= 9

"""The Troupeaux computer players: they decide from the view alone (the same choice whatever the
hidden cards are), play only legal moves at every level, use the breed powers when they clearly pay
(hard), remember what entered the arrival pens as far as their level allows, and know when to end
the game.

Positions of our making are given as herds (``{"a5": (1, "G1 G2 G3 G4")}``: cell -> seat, cards) and
hands; the rest of each colour is dealt into the piles (``pile`` cards per breed at most) and, for the
cards left over, out of the game. The agents are fed every view after every move, as the arena and
the page feed them.
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Mapping
from typing import Any

import pytest

from game import troupeaux as T
from game.ai import make_agent
from game.ai.mcts import search_class
from game.troupeaux.search import LEVEL_SETTINGS, TroupeauxSearch
from game.core import new_rng
from tests.agents import bounded, check_search_in_short_slices, decision

LEVELS = ("easy", "medium", "hard")


def kinds(text: str) -> list[int]:
    return [T.parse_kind(t) for t in text.split()]


def crafted(herds: Mapping[str, tuple[int, str]], hands: tuple[str, str], mover: int = 0, turn: int = 12,
            pile: int = 6, scores: tuple[int, int] = (0, 0), seed: int = 1, step: str = "draw",
            **options: Any) -> T.TroupeauxState:
    """A position of our making, ``mover`` at the start of its turn (or at ``step``: "move" when it has
    drawn and laid)."""
    state = T.new_game(seed, 2, options)
    rng = random.Random(seed)
    state.herds = {T.CELL_INDEX[cell]: (owner, tuple(sorted(kinds(cards)))) for cell, (owner, cards) in herds.items()}
    for seat in range(2):
        left = list(T.DECK)
        shown = kinds(hands[seat]) + [k for owner, cards in state.herds.values() if owner == seat for k in cards]
        for k in shown:
            left.remove(k)
        rng.shuffle(left)
        state.hands[seat] = sorted(kinds(hands[seat]))
        for breed in range(4):
            of_breed = [k for k in left if T.BREED_OF[k] == breed]
            state.piles[seat][breed] = of_breed[:pile]
        rest = list(left)
        for k in (k for p in state.piles[seat] for k in p):
            rest.remove(k)
        state.arrival[seat], state.gone[seat] = rest[: scores[seat]], rest[scores[seat]:]
    state.mover, state.turn, state.step = mover, turn, T.STEPS.index(step)
    if step != "draw":
        state.drawn = state.draw_limit()
        state.acted = True
    state._legal = None
    return state


def views_after(state: T.TroupeauxState, agents: Mapping[int, Any]) -> None:
    for seat, agent in agents.items():
        if hasattr(agent, "observe"):
            agent.observe(state.view(seat))


def decide(agent: Any, state: T.TroupeauxState) -> str:
    return decision(agent, T, state)


def play_turn(agent: Any, state: T.TroupeauxState) -> list[str]:
    """The agent plays the mover's whole turn; its actions."""
    seat, turn = state.to_move, state.turn
    done = []
    while not state.is_over and state.to_move == seat and state.turn == turn:
        action = decide(agent, state)
        state.apply(action)
        views_after(state, {seat: agent})
        done.append(action)
    return done


# --- views only -----------------------------------------------------------------------------------


@functools.lru_cache(maxsize=None)
def positions() -> tuple[T.TroupeauxState, ...]:
    """Positions of a seeded game between medium players: draw steps early and late, a move step."""
    state = T.new_game(7, 2)
    agents = {seat: bounded("medium", 30 + seat) for seat in range(2)}
    found = []
    wanted = [(9, "draw"), (16, "move"), (27, "draw")]
    while not state.is_over and wanted:
        turn, step = wanted[0]
        if state.turn > turn:
            wanted.pop(0)  # that step did not come in that turn
        elif state.turn == turn and T.STEPS[state.step] == step:
            found.append(state.clone())
            wanted.pop(0)
        else:
            state.apply(decide(agents[state.to_move], state))
            views_after(state, agents)
    assert len(found) >= 2
    return tuple(found)


@pytest.mark.parametrize("level", LEVELS)
def test_the_choice_does_not_change_when_the_hidden_cards_are_dealt_otherwise(level):
    for number, state in enumerate(positions()):
        seat = state.to_move
        view = state.view(seat)
        # two full states behind the same view: the other hand's characters and every pile's order differ
        one = T.determinize(view, new_rng(1, "one"), arrival=state.scores())
        two = T.determinize(view, new_rng(2, "two"), arrival=state.scores())
        assert one.view(seat) == two.view(seat) == view
        assert one.hands[1 - seat] != two.hands[1 - seat] or one.piles != two.piles
        choices = {decide(bounded(level, 5 + number), s) for s in (state, one, two)}
        assert len(choices) == 1, choices


@pytest.mark.parametrize("level", LEVELS)
def test_the_ai_needs_nothing_but_plain_view_data_and_does_without_what_a_view_may_leave_out(level):
    for state in positions():
        full = json.loads(json.dumps(state.view(state.to_move)))  # plain data: no way back to the state
        bare = {k: v for k, v in full.items() if k not in ("log", "arrival_counts", "winners", "options", "idle",
                                                            "final", "bonus_left")}  # fmt: skip
        kept = json.loads(json.dumps(bare))
        choices = [TroupeauxSearch(T, view, seed=3, seconds=float("inf"), level=level).run() for view in (full, bare)]
        assert choices[0] == choices[1] and choices[0] in full["legal"]
        assert bare == kept  # the view it was given is left as it was


def test_the_troupeaux_search_is_the_one_chosen_for_the_game():
    assert search_class(T) is TroupeauxSearch
    assert set(LEVEL_SETTINGS) >= set(LEVELS)


# --- whole games ----------------------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_only_legal_moves_through_a_whole_game_against_random(level):
    state = T.new_game(11, 2)
    ai = 1 if level == "medium" else 0  # one level moves second
    agents = {ai: bounded(level, 3), 1 - ai: make_agent("random", 4)}
    moves = 0
    while not state.is_over:
        state.apply(decide(agents[state.to_move], state))  # decide checks the move is legal
        views_after(state, agents)
        moves += 1
    assert moves > 60 and state.winners()


def test_hard_knows_the_exact_score_all_game_while_easy_reads_the_stacks_and_medium_stays_within_them():
    state = T.new_game(5, 2)
    players = {0: bounded("hard", 1), 1: bounded("medium", 2)}
    watchers = {level: bounded(level, 9) for level in LEVELS}  # watch seat 0's views, never play
    checked = 0
    while not state.is_over:
        seat = state.to_move
        state.apply(decide(players[seat], state))
        views_after(state, players)
        view = state.view(0)
        for watcher in watchers.values():
            watcher.observe(view)
        if state.is_over or state.to_move != 0:
            continue
        truth = state.scores()
        searches = {level: agent.think(T, view) for level, agent in watchers.items()}
        believed = {level: search.belief for level, search in searches.items()}
        assert believed["hard"] == truth
        # and so hard knows what is left in each of its piles (what left the game was all seen)
        assert [sorted(p) for p in searches["hard"]._pile_contents(view)] == [sorted(p) for p in state.piles[0]]
        assert believed["easy"] == [T.estimated_arrival(view, s) for s in range(2)]
        for s in range(2):  # medium's recollection may be off, never beyond what the stack shows
            layers = view["arrival_stack"][s]
            low = 0 if layers == 0 else (layers - 1) * T.STACK_CARDS + 1
            assert low <= believed["medium"][s] <= layers * T.STACK_CARDS
        checked += 1
    assert checked > 10 and max(state.scores()) > 0
    assert watchers["hard"].memory.counts() == state.scores()


# --- the powers (hard) ----------------------------------------------------------------------------


def test_hard_sacrifices_its_temeraires_on_the_herd_about_to_enter_the_arrival_pen():
    state = crafted({"a1": (0, "T1 T2 T3"), "a5": (1, "G1 G2 G3 G4"), "d1": (1, "D1 D2")},
                    ("G1 R2 D3 D5", "G2 T1 R1 D4"))
    done = play_turn(bounded("hard", 1), state)
    assert "dare:a1>a5" in done, done


def test_hard_drops_its_rapides_on_row_2_onto_an_equal_herd_that_threatens_its_own():
    # the red herd on b2 (3 Divers) would move onto the blue herd of 2 on b3 next turn
    state = crafted({"b2": (1, "D1 D2 D3"), "b3": (0, "G1 G2"), "e1": (1, "G3")},
                    ("R1 R2 R3 D4", "G2 T1 T3 D5"))
    done = play_turn(bounded("hard", 1), state)
    assert "lay:R1+R2+R3@b2" in done, done


def test_hard_trades_its_glorieux_rather_than_another_pair_for_the_three_bonus_draws():
    # two even trades are on offer, Glorieux a2 onto a3 and Divers c2 onto c3: the Glorieux one draws 3
    state = crafted({"a2": (0, "G1 G2"), "c2": (0, "D3 D4"), "a3": (1, "D1 D2"), "c3": (1, "D4 D5")},
                    ("R2 T2 T3", "G4 T3 R1 D3"), step="move")
    done = play_turn(bounded("hard", 1), state)
    assert done[0] == "move:a2>a3", done
    assert sum(1 for a in done if a.startswith("draw:")) == T.BONUS_DRAWS, done


# --- the end --------------------------------------------------------------------------------------


def last_card(state: T.TroupeauxState) -> T.TroupeauxState:
    """``state`` with one Glorieux card (taken from those out of the game) left in the mover's pen."""
    seat = state.to_move
    card = next(k for k in state.gone[seat] if T.BREED_OF[k] == T.GLORIEUX)
    state.gone[seat].remove(card)
    state.piles[seat][T.GLORIEUX] = [card]
    return state


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_seat_ahead_draws_its_last_card_to_end_the_game(level):
    state = last_card(crafted({"c1": (1, "D1 D2 D3")}, ("G1 T2", "R1 D4"), pile=0, scores=(6, 4),
                              show_arrival_counts=True))
    done = play_turn(bounded(level, 1), state)
    assert done[0] == "draw:G" and state.is_over and state.winners() == [0], done


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_seat_behind_keeps_its_last_card_in_the_pen(level):
    state = last_card(crafted({"c1": (0, "D1 D2 D3")}, ("G1 T2", "R1 D4"), pile=0, scores=(4, 6),
                              show_arrival_counts=True))
    done = play_turn(bounded(level, 1), state)
    assert not any(a.startswith("draw:") for a in done) and not state.is_over, done


def test_a_search_works_in_short_slices_and_its_choice_does_not_depend_on_them():
    state = positions()[1]
    view = state.view(state.to_move)
    check_search_in_short_slices(T, view)

"""The La Guerre des Moutons computer players: they decide from the view alone (the same choice
whatever the hidden tiles and colours are), play only legal moves at every level and in every phase
(a turn, a reaction window, the extra tile after a reveal), close a big enclosure of their colour,
spoil an opponent's enclosure with a wolf, cover a wolf that spoils their own, and the stronger
level beats the weaker one.

Positions of our making are given as placings (``("1:0", "L8R", "A", 3, seat)``: cell, tile, side,
rotation, who laid it), each checked against the tiles already laid; the tiles left over go into the
bag.
"""

from __future__ import annotations

import copy
import functools
import json
import random
from typing import Any

import pytest

from game import guerre_des_moutons as G
from game.guerre_des_moutons.search_board import Board, Context
from game.guerre_des_moutons.search import LEVEL_SETTINGS, GuerreSearch, face_of, figure_of, level_settings
from game.ai.mcts import search_class
from game.arena import play_one
from game.core import new_rng
from game.guerre_des_moutons import state as S
from game.guerre_des_moutons.actions import parse_action
from game.guerre_des_moutons.table import ORIGIN, Table, parse_cell
from game.guerre_des_moutons.tiles import BAG_TILES, QUESTION_TILES, SIDES, TERRAIN_LETTERS, TILE_BY_ID, oriented
from tests.agents import bounded, check_search_in_short_slices, decision

LEVELS = ("easy", "medium", "hard")
K, Y, R, B = (TERRAIN_LETTERS.index(c) for c in "KYRB")


def decide(agent: Any, state: G.GuerreState) -> str:
    """The agent's move from the mover's view, as plain JSON data."""
    return decision(agent, G, state, plain_json=True)


def play_window(agent: Any, state: G.GuerreState) -> list[str]:
    """The agent plays out the mover's reaction window (and the extra tile of a reveal); its moves."""
    seat, turn = state.to_move, state.turn
    done = []
    while state.to_move == seat and state.turn == turn and state.phase in ("react", "extra"):
        action = decide(agent, state)
        state.apply(action)
        done.append(action)
    return done


def crafted(placings: list[tuple[str, str, str, int, int]], hands: list[list[str]], colours: list[list[int]],
            mover: int = 0, phase: str = "turn", revealed: list[list[int]] | None = None, seed: int = 1,
            **options: Any) -> G.GuerreState:
    """A position of our making: the placings laid in order (each must fit), the hands and colours
    given, ``mover`` to play its turn (or to react, with ``phase="react"``)."""
    players = len(hands)
    state = G.new_game(seed, players, options)
    table = Table.start()
    state.placed, state.by, state.figures, state.covers = [ORIGIN], {}, {}, {}
    for text, tile_id, side, rotation, by in placings:
        cell = parse_cell(text)
        tile = TILE_BY_ID[tile_id]
        face = oriented(tile, SIDES.index(side), rotation)
        assert table.why_not(face, cell) is None, (text, tile_id, table.why_not(face, cell))
        table.place(tile, SIDES.index(side), rotation, cell)
        state.placed.append(cell)
        state.by[cell] = by
        if side == "A" and tile[3] in ("wolf", "hunter"):
            state.figures[cell] = tile[3]
    state.table = table
    state.needs = S.needs_of(table)
    state.hands = [list(h) for h in hands]
    used = set(table.tiles.values()) | {t for h in hands for t in h}
    state.bag = [t[0] for t in BAG_TILES if t[0] not in used]
    random.Random(seed).shuffle(state.bag)
    state.colours = [sorted(c) for c in colours]
    state.revealed = [list(r) for r in revealed] if revealed else [[] for _ in range(players)]
    state.turn, state.turn_seat, state.phase = 12, mover, phase
    state.reactor = mover if phase == "react" else None
    state.queue = [(mover + k) % players for k in range(1, players)] if phase == "react" else []
    state._relaid()
    assert state.to_move == mover and state.legal_actions()
    return state


# A black (K) meadow of 18 sheep around (0,1), (0,2), (1,2), closed but for the cell 2:2 (the tile L4B
# on face A fits it and caps the meadow), with a forest below it (0:3 and 1:3) open on 0:4.
BLACK_MEADOW = [
    ("0:1", "L7K", "A", 0, 0), ("0:2", "L1K", "A", 0, 0), ("1:2", "L15Y", "B", 0, 1), ("-1:1", "L3R", "B", 2, 1),
    ("1:1", "L1R", "B", 0, 0), ("-1:2", "L4Y", "B", 2, 1), ("0:3", "L8Y", "B", 1, 0), ("1:3", "L14R", "B", 2, 1),
]
CLOSING = ("2:2", "L4B", "A", 0, 0)
# A red (R) enclosure of 6 sheep around 1:1, whose forest triangle faces the empty cell 2:1 (a wolf fits it).
RED_ENCLOSURE = [("1:0", "L8R", "A", 3, 1), ("1:1", "L7K", "B", 1, 1), ("0:1", "L9Y", "A", 2, 0),
                 ("1:2", "L3K", "B", 1, 1)]


def test_hard_closes_a_big_enclosure_of_its_colour():
    state = crafted(BLACK_MEADOW, [["L2R", "L4B", "L6B", "L13Y"], ["L2B", "L5Y", "L10K", "L11B"]], [[K], [R]])
    before = state.enclosure_score(0)
    choice = decide(bounded("hard", 1), state)
    state.apply(choice)
    assert before == 0 and state.enclosure_score(0) == 18, choice


def test_hard_lays_a_wolf_to_spoil_the_enclosure_of_a_revealed_colour():
    state = crafted(RED_ENCLOSURE, [["L2Y", "W-Y", "L6B", "L13Y"], ["L2B", "L5Y", "L10K", "L11B"]], [[K], [R]],
                    phase="react", revealed=[[], [R]])
    assert state.enclosure_score(1) == 6
    done = play_window(bounded("hard", 1), state)
    assert "play:W-Y/A0@2:1" in done and state.enclosure_score(1) == 0, done


# The black meadow's last opening, 2:2, under a village (2:1): it needs black on its west and village
# on its north, which few tiles show (L8K closes it for 18 sheep).
BLACK_MEADOW_UNDER_A_VILLAGE = BLACK_MEADOW + [("2:1", "L8B", "A", 0, 0)]


def fillers(state: G.GuerreState, cell: tuple[int, int]) -> list[str]:
    """The tiles not laid yet (in the bag, in a hand, a "?" tile) with a face that fits ``cell``."""
    laid = set(state.table.tiles.values())
    return [tile[0] for tile in BAG_TILES + QUESTION_TILES if tile[0] not in laid
            and any(tile[1 + side] is not None and state.table.why_not(oriented(tile, side, turn), cell) is None
                    for side in (0, 1) for turn in range(4))]  # fmt: skip


def test_hard_blocks_the_open_enclosure_of_a_revealed_colour_with_an_ordinary_tile():
    # Red holds no wolf and nothing for its colour; black (revealed) needs one more tile on 2:2. A
    # forest triangle laid against 2:2 from the south (L13Y on 2:3) leaves it wanting village and
    # forest at once, which no face shows: black's 18 sheep can never close.
    hands = [["L13Y", "L3K", "L6B", "L15K"], ["L2B", "L5Y", "L8K", "L11B"]]
    state = crafted(BLACK_MEADOW_UNDER_A_VILLAGE, hands, [[R], [K]], revealed=[[], [K]])
    hole = (2, 2)
    assert "L8K" in fillers(state, hole) and state.enclosure_score(1) == 0
    closed = crafted(BLACK_MEADOW_UNDER_A_VILLAGE + [("2:2", "L8K", "A", 0, 1)], [hands[0], ["L2B", "L5Y", "L11B"]],
                     [[R], [K]], revealed=[[], [K]])  # fmt: skip
    assert closed.enclosure_score(1) == 18  # what black gets if the hole stays open

    def blocks(action: str) -> bool:
        after = state.clone()
        after.apply(action)
        return not fillers(after, hole)

    plays = [str(a) for a in state.legal_actions() if a.verb == "play"]
    blocking = [a for a in plays if blocks(a)]
    # one move of many blocks, and other tiles go on 2:3 without blocking
    assert blocking == ["play:L13Y/A0@2:3"] and len(plays) > 20
    assert [a for a in plays if a.endswith("@2:3") and a not in blocking]
    for seed in (1, 2, 3):
        assert decide(bounded("hard", seed), state) in blocking, seed
    # not by chance: weighing its own colour only, the same level plays elsewhere
    assert decide(bounded("hard", 1, opponents=0.0), state) not in blocking


def test_hard_covers_the_wolf_that_spoils_its_enclosure():
    placings = BLACK_MEADOW + [CLOSING, ("0:4", "W-R", "A", 0, 1)]
    state = crafted(placings, [["L2R", "H-Y", "L6B", "L13Y"], ["L2B", "L5Y", "L10K", "L11B"]], [[K], [R]])
    assert state.enclosure_score(0) == 0
    choice = decide(bounded("hard", 1), state)
    state.apply(choice)
    assert choice == "cover:H-Y@0:4" and state.enclosure_score(0) == 18, choice


# The black meadow closed (18 sheep) and the forest below it closed too (0:4): nothing can spoil it.
SAFE_BLACK = BLACK_MEADOW + [CLOSING, ("0:4", "L13Y", "A", 0, 0)]


def safe_enclosure_with_a_bag_of(tiles: int) -> G.GuerreState:
    state = crafted(SAFE_BLACK, [["L2Y", "L6B", "L12B"], ["L2B", "L5Y", "L10K", "L11B"]], [[K], [R]])
    state.bag = state.bag[:tiles]
    state._relaid()
    assert state.enclosure_score(0) == 18 and "stop" in {str(a) for a in state.legal_actions()}
    return state


def test_hard_stops_for_the_first_bonus_once_its_enclosure_is_safe_and_the_bag_runs_low():
    state = safe_enclosure_with_a_bag_of(3)
    assert {decide(bounded("hard", seed), state) for seed in (1, 2, 3)} == {"stop"}
    assert "stop" not in {decide(bounded(level, seed), state) for level in ("easy", "medium") for seed in (1, 2)}


def test_hard_plays_on_while_the_bag_still_holds_many_turns():
    state = safe_enclosure_with_a_bag_of(40)
    assert "stop" not in {decide(bounded("hard", seed), state) for seed in (1, 2, 3)}


# --- views only, legal moves everywhere -----------------------------------------------------------

SETUPS = {"2": (2, {}), "3": (3, {}), "4": (4, {}), "bicolour": (2, {"bicolour": True})}


@functools.lru_cache(maxsize=None)
def positions(setup: str) -> tuple[G.GuerreState, ...]:
    """Positions of a seeded game between random players (who never stop): every fifth move that is
    a regular turn, every reaction window that offers more than ``done`` and every extra tile after a
    reveal."""
    players, options = SETUPS[setup]
    state = G.new_game(17, players, options)
    rng = new_rng(17, "guerre-ai-positions", setup)
    found = []
    moves = 0
    while not state.is_over:
        legal = [a for a in state.legal_actions() if a.verb != "stop"] or state.legal_actions()
        if (moves % 5 == 0 and state.phase == "turn") or state.phase == "extra" or (state.phase == "react" and len(legal) > 1):
            found.append(state.clone())
        state.apply(legal[int(rng.random() * len(legal))])
        moves += 1
    return tuple(found[:: max(1, len(found) // 14)])


@pytest.mark.parametrize("setup", sorted(SETUPS))
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_chooses_a_legal_move_from_the_view_alone(level, setup):
    phases = set()
    for number, state in enumerate(positions(setup)):
        view = json.loads(json.dumps(state.view(state.to_move)))  # plain data: no way back to the state
        kept = copy.deepcopy(view)
        choice = str(bounded(level, number).choose(G, view))
        assert choice in view["legal"] and state.is_legal(parse_action(choice)), (choice, view["phase"])
        assert view == kept  # the view it was given is left as it was
        phases.add(view["phase"])
    assert phases >= {"turn", "react"}


@pytest.mark.parametrize("level", LEVELS)
def test_the_choice_does_not_change_when_the_hidden_tiles_and_colours_are_dealt_otherwise(level):
    checked = 0
    for setup in ("2", "4"):
        for number, state in enumerate(positions(setup)[2::3]):
            seat = state.to_move
            view = state.view(seat)
            if not view["bag"] and not any(n for s, n in enumerate(view["hand_sizes"]) if s != seat):
                continue  # nothing left hidden
            # two full states behind the same view: the others' hands, the bag's order and (where
            # they are secret) the others' colours differ
            unknown = S.unknown_colours(view)
            others = [s for s in range(state.players) if s != seat and view["secret_left"][s]]
            belief = {s: [unknown[(i + 1) % len(unknown)]] for i, s in enumerate(others)} if unknown else None
            one = S.determinize(view, new_rng(1, "one"))
            two = S.determinize(view, new_rng(2, "two"), colours=belief)
            assert one.view(seat) == two.view(seat) == view
            assert one.hands != two.hands or one.bag != two.bag
            choices = {decide(bounded(level, 5 + number), s) for s in (state, one, two)}
            assert len(choices) == 1, choices
            checked += 1
    assert checked >= 6


@pytest.mark.parametrize("level", LEVELS)
def test_the_ai_does_without_what_a_view_may_leave_out(level):
    for state in positions("3")[::3]:
        full = json.loads(json.dumps(state.view(state.to_move)))
        bare = {k: v for k, v in full.items() if k not in ("log", "queue", "idle", "drawn_at", "stopped", "bonuses",
                                                            "colours_of", "scores", "winners", "options")}  # fmt: skip
        choices = [GuerreSearch(G, view, seed=3, seconds=float("inf"), level=level).run() for view in (full, bare)]
        assert choices[0] == choices[1] and choices[0] in full["legal"]


def test_the_guerre_search_is_the_one_chosen_for_the_game():
    assert search_class(G) is GuerreSearch
    assert set(LEVEL_SETTINGS) >= set(LEVELS)


def test_a_move_changes_the_worth_of_the_colours_as_a_board_read_afresh_would_say():
    """The incremental evaluation of a move (the regions it joins, the cells whose needs change, the
    forests whose wolves change) agrees with the table read again after the move."""
    checked = 0
    for setup in ("2", "4"):
        for state in positions(setup):
            view = state.view(state.to_move)
            seat = view["seat"]
            colours = [TERRAIN_LETTERS.index(c) for c in view["colours"]]
            ctx = Context(view, level_settings("hard"), seat, colours, view["hand"], S.unseen_tiles(view), False)
            table, figures, covers, _, _ = S.table_of(view)
            board = Board(dict(table.faces), figures, covers, ctx)
            for text in view["legal"][:: max(1, len(view["legal"]) // 12)]:
                action = parse_action(text)
                faces, after_figures, after_covers = dict(table.faces), dict(figures), dict(covers)
                if action.verb == "cover":
                    values = board.cover(action.cell)
                    after_figures[action.cell], after_covers[action.cell] = "hunter", action.tile
                elif action.verb in ("play", "reveal"):
                    values = board.play(face_of(action), action.cell, figure_of(action))
                    faces[action.cell] = face_of(action)
                    if figure_of(action):
                        after_figures[action.cell] = figure_of(action)
                else:
                    continue
                fresh = Board(faces, after_figures, after_covers, ctx)
                assert values == pytest.approx(fresh.colour_value), text
                checked += 1
    assert checked > 100


# --- thinking in slices, and at once when there is nothing to weigh -------------------------------


def test_a_search_works_in_short_slices_and_its_choice_does_not_depend_on_them():
    state = max((s for s in positions("4") if s.phase == "turn"), key=lambda s: len(s.legal_actions()))
    assert len(state.legal_actions()) > 20
    view = state.view(state.to_move)
    check_search_in_short_slices(G, view)


def test_a_decision_with_nothing_to_weigh_is_made_at_once():
    # a reaction window that offers medium only reveals before the bag is empty: done, with no work
    state = crafted(RED_ENCLOSURE, [["L2Y", "L6B", "L13Y"], ["L2B", "L5Y", "L10K", "L11B"]], [[K], [R]],
                    phase="react")
    assert {a.verb for a in state.legal_actions()} == {"reveal", "done"}
    search = bounded("medium", 1).think(G, state.view(state.to_move))
    assert search.step(0.0) and search.best() == "done" and search.done_iterations == 0
    # a single legal move
    state = crafted(RED_ENCLOSURE, [["L2Y", "L6B", "L13Y"], ["L2B", "L5Y", "L10K", "L11B"]], [[K], [R]],
                    phase="react", revealed=[[K], []])  # nothing left to reveal: only done
    assert [str(a) for a in state.legal_actions()] == ["done"]
    search = bounded("hard", 1).think(G, state.view(0))
    assert search.step(0.0) and search.best() == "done" and search.done_iterations == 0


# --- strength ------------------------------------------------------------------------------------


def match(specs: list[str], players: int, games: int, seed: int) -> list[float]:
    """``games`` seeded games (in groups on one deal, the line-up turned a seat further each game, as
    the arena plays them; the agents without a clock): the points of each agent (a win 1, a shared
    win its share)."""
    specs = [f"{spec}:seconds=inf" for spec in specs]
    results = [play_one(("guerre-des-moutons", specs, seed, index, {}, players)) for index in range(games)]
    assert all(r.error is None for r in results), [r.error for r in results]
    return [sum(r.points(k) for r in results) for k in range(len(specs))]


# A handful of games (the larger runs are in the report of the arena, ``python -m game.arena``).
def test_hard_beats_medium_face_to_face():
    hard, medium = match(["hard", "medium"], 2, games=4, seed=3)
    assert hard > medium, (hard, medium)


def test_hard_wins_more_than_its_share_against_three_medium_players():
    points = match(["hard", "medium", "medium", "medium"], 4, games=4, seed=2)
    assert points[0] > 2 * 4 / 4 and points[0] > max(points[1:]), points


def test_medium_beats_easy():
    medium, easy = match(["medium", "easy"], 2, games=4, seed=3)
    assert medium > easy, (medium, easy)


# The black meadow again, with more tiles around it so that the tile L13K fits in one place only:
# 2:2, where it closes the black meadow (18 sheep) of seat 0, whose colour is revealed.
BLACK_MEADOW_ONE_SLOT = BLACK_MEADOW + [
    ("0:4", "L6K", "B", 0, 0), ("-1:0", "L6R", "A", 0, 0), ("-1:-1", "L6Y", "A", 1, 0), ("-2:0", "L1Y", "B", 0, 0),
    ("-2:2", "L2K", "B", 0, 0), ("0:-1", "L6B", "A", 2, 0),
]  # fmt: skip


@pytest.mark.parametrize("level", LEVELS)
def test_the_ai_declines_the_reveal_extra_tile_when_it_would_close_an_opponents_meadow(level):
    state = crafted(BLACK_MEADOW_ONE_SLOT, [["L2R"], ["L13K"]], [[K], [R]], mover=1, revealed=[[K], [R]])
    state.phase, state.reactor = "extra", 1  # seat 1 has just revealed red: its extra tile is optional
    state._forget()
    assert {str(a) for a in state.legal_actions()} == {"play:L13K/A0@2:2", "done"}
    closing = state.clone()
    closing.apply("play:L13K/A0@2:2")
    assert closing.enclosure_score(0) == 18  # laying it would give seat 0 its enclosure
    assert decide(bounded(level, 1), state) == "done"

"""The review after a game (``game.review``): every move of the graded seats gets a grade from the drop
in its seat's estimated chance of winning, a forced move is always good, the curve has one line per
seat, the turning points are the biggest drops, the same record and seed give the same review, a
review works in slices and can be cancelled, "try again" cuts the record at a moment, and -- the
leak check -- a seat's review does not change when what it could not see is dealt anew.

Positions of our making, where the grade is known: a Kulami marble that hands the opponent a plate
(and the game), a La Guerre des Moutons tile that closes the opponent's meadow of 18 sheep, a
Troupeaux herd moved into a clash it must lose; each is graded a mistake or a blunder, and the hint
is the right move.
"""

from __future__ import annotations

import functools
import json
import math
from typing import Any

import pytest

from game import core, review
from game import kulami
from game.ai import make_agent
from game.core import InvalidRecord, new_rng
from tests.test_guerre_des_moutons_ai import BLACK_MEADOW_UNDER_A_VILLAGE, K, R
from tests.test_guerre_des_moutons_ai import crafted as guerre_position
from tests.test_troupeaux_ai import crafted as troupeaux_position

GAMES = core.available_games()
HIDDEN = [g for g in GAMES if core.load(g).INFO.hidden_information]
BUDGET = 0.25  # a light review: these tests check the machinery, not the engines' strength


def seats_of(game_id: str) -> int:
    module = core.load(game_id)
    return max(module.INFO.min_players, min(2, module.INFO.max_players))


@functools.lru_cache(maxsize=None)
def record_of(game_id: str, seed: int = 1, level: str = "easy") -> dict[str, Any]:
    """A whole seeded game between computers of ``level`` (no clock: the same game on any machine)."""
    module = core.load(game_id)
    players = seats_of(game_id)
    state = module.new_game(seed, players, {})
    agents = [make_agent(level, seed * 10 + s, seconds=math.inf) for s in range(players)]
    while not state.is_over:
        seat = state.to_move
        state.apply(str(agents[seat].choose(module, state.view(seat))))
        for s, agent in enumerate(agents):
            agent.observe(state.view(s))
    return state.record()


def cut(record: dict[str, Any], n: int) -> dict[str, Any]:
    return {**record, "actions": record["actions"][:n]}


def short(game_id: str, n: int = 24) -> dict[str, Any]:
    return cut(record_of(game_id), n)


# --- grades ------------------------------------------------------------------------------------------


def test_grades_follow_the_thresholds_on_the_drop_in_win_chance():
    assert review.THRESHOLDS == (("blunder", 0.30), ("mistake", 0.20), ("inaccuracy", 0.10))
    assert [review.grade(d) for d in (0.0, 0.099, 0.1, 0.19, 0.2, 0.29, 0.3, 0.9)] == [
        "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]
    assert review.grade(0.9, forced=True) == "good"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_move_of_the_graded_seats_is_graded_and_the_result_is_plain_json(game_id):
    record = short(game_id)
    found = review.review(record, seats=[0], budget=BUDGET, seed=3)
    assert json.loads(json.dumps(found)) == found
    assert found["done"] and found["progress"] == 1.0 and found["actions"] == len(record["actions"])
    movers = review.movers_of(record)
    assert [m["n"] for m in found["moves"]] == [n for n, s in enumerate(movers) if s == 0]
    for move in found["moves"]:
        assert move["seat"] == 0 and move["move"] == record["actions"][move["n"]]
        assert move["grade"] in review.GRADES
        if move["chance_before"] is not None:
            assert 0.0 <= move["chance_after"] <= move["chance_before"] <= 1.0
            assert move["drop"] == pytest.approx(move["chance_before"] - move["chance_after"], abs=2e-4)
            assert move["grade"] == review.grade(move["drop"] - 1e-4, move["forced"]) or move["grade"] == review.grade(
                move["drop"] + 1e-4, move["forced"])
    assert len(found["curve"]) == len(record["actions"]) + 1
    assert all(len(row) == len(record["players"]) for row in found["curve"])
    assert set(found["summary"]) == {"0"}
    assert sum(found["summary"]["0"][g] for g in review.GRADES) == len(found["moves"])


@pytest.mark.parametrize("game_id", GAMES)
def test_a_forced_move_is_never_graded_below_good(game_id):
    module = core.load(game_id)
    state = module.new_game(1, seats_of(game_id), {})
    view = state.view(state.to_move)
    only = {**view, "legal": view["legal"][:1]}
    assert review.appraise(module, only, only["legal"][0], seed=1, budget=BUDGET)["grade"] == "good"
    # and in a review: the first forced move of a random game, if random play meets one
    rng = new_rng(1, "forced")
    for seed in range(1, 4):
        state = module.new_game(seed, seats_of(game_id), {})
        while not state.is_over:
            legal = state.legal_actions()
            if len(legal) == 1 and state.history:
                record = state.record()
                record["actions"].append(str(legal[0]))
                found = review.review(record, seats=[state.to_move], budget=BUDGET, seed=1)
                last = found["moves"][-1]
                assert last["n"] == len(state.history) and last["forced"] and last["grade"] == "good"
                return
            state.apply(legal[int(rng.random() * len(legal))])
    assert game_id == "clustered", "random play meets a forced move in every game but Clustered"


# --- the review's shape --------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_record_and_seed_give_the_same_review(game_id):
    record = short(game_id, 16)
    assert review.review(record, budget=BUDGET, seed=5) == review.review(json.dumps(record), budget=BUDGET, seed=5)


def test_a_review_in_slices_gives_the_same_result_as_at_once_and_its_progress_grows():
    record = short("kulami", 12)
    sliced = review.Review(record, budget=BUDGET, seed=2)
    progress = [sliced.progress]
    partial = []
    while not sliced.step(0.0):
        progress.append(sliced.progress)
        partial.append(len(sliced.result()["moves"]))
    assert progress == sorted(progress) and 0.0 <= progress[0] < 1.0 and sliced.progress == 1.0
    assert partial == sorted(partial) and partial[0] < len(record["actions"])
    assert sliced.result() == review.review(record, budget=BUDGET, seed=2)


@pytest.mark.parametrize("game_id", ["kulami", "troupeaux"])
def test_a_review_handed_the_positions_weighed_elsewhere_goes_on_from_them_to_the_same_review(game_id):
    record = short(game_id, 16)
    first = review.Review(record, budget=BUDGET, seed=2)
    while len(first.estimates) < 3:
        first.step(0.0)
    known = json.loads(json.dumps({str(n): e for n, e in first.estimates.items()}))  # as the worker gets them
    taken = review.Review(record, budget=BUDGET, seed=2, known=known)
    assert taken.run() == review.review(record, budget=BUDGET, seed=2)
    planted = dict(known, **{min(known): dict(known[min(known)], best="planted")})
    assert review.Review(record, budget=BUDGET, seed=2, known=planted).run()["moves"][0]["best"] == "planted", \
        "a position weighed elsewhere is not weighed again"


def test_a_cancelled_review_stops_and_keeps_what_it_graded():
    record = short("kulami", 20)
    found = review.Review(record, budget=BUDGET, seed=2)
    while len(found.result()["moves"]) < 3:
        found.step(0.0)
    found.cancel()
    assert found.step(1.0)
    result = found.result()
    assert not result["done"] and 3 <= len(result["moves"]) < 20 and result["progress"] < 1.0
    assert result["moves"] == review.review(record, budget=BUDGET, seed=2)["moves"][: len(result["moves"])]


@pytest.mark.parametrize("seats", [[0], [0, 1]])
def test_the_curve_shows_each_graded_move_as_its_grade_says_and_the_result_at_the_end(seats):
    record = record_of("kulami")
    found = review.review(record, seats=seats, budget=BUDGET, seed=1)
    curve = found["curve"]
    winners = core.replay(record).winners()
    assert curve[-1] == [review.result_share(winners, s) for s in range(2)]
    for move in found["moves"]:  # the graph falls where the words say, by as much
        if move["n"] + 1 < len(curve) - 1:
            assert curve[move["n"]][move["seat"]] == move["chance_before"]
            assert curve[move["n"] + 1][move["seat"]] == move["chance_after"]
    first = max(min(m["n"] for m in found["moves"] if m["seat"] == seat) for seat in seats)
    assert all(None not in row for row in curve[first:]), "each line from its first graded move on"
    if seats == [0]:  # nothing hidden, one seat graded: the other line is its complement (100 % together)
        assert all(row[0] + row[1] == pytest.approx(1.0, abs=2e-4) for row in curve[first:]), curve
        assert not any(m["seat"] == 1 for m in found["moves"])


def test_a_kulami_review_of_one_seat_weighs_only_that_seats_positions():
    record = record_of("kulami")
    one, both = review.Review(record, seats=[0]), review.Review(record)
    assert {one.movers[n] for n in one.todo} == {0}
    assert len(one.todo) < 0.6 * len(both.todo)


@pytest.mark.parametrize("game_id", HIDDEN)
def test_a_seat_whose_line_is_not_drawn_has_none_on_the_curve(game_id):
    found = review.review(short(game_id, 12), seats=[0], lines=[0], budget=BUDGET, seed=1)
    assert all(row[1] is None for row in found["curve"])


def test_the_turning_points_are_the_biggest_drops_three_to_five_in_game_order():
    def move(n: int, drop: float) -> dict[str, Any]:
        return {"n": n, "drop": drop, "grade": review.grade(drop), "forced": False}

    many = [move(n, d) for n, d in enumerate([0.5, 0.01, 0.35, 0.21, 0.25, 0.4, 0.3, 0.0])]
    assert review.turning_points(many) == [0, 2, 4, 5, 6]  # the five biggest mistakes and blunders
    few = [move(n, d) for n, d in enumerate([0.02, 0.22, 0.12, 0.15, 0.11, 0.04])]
    assert review.turning_points(few) == [1, 2, 3]  # filled up to three with the biggest inaccuracies
    assert review.turning_points([move(0, 0.01), move(1, 0.0)]) == []


def test_a_move_graded_good_is_never_a_turning_point():
    def move(n: int, drop: float) -> dict[str, Any]:
        return {"n": n, "drop": drop, "grade": review.grade(drop), "forced": False}

    moves = [move(n, d) for n, d in enumerate([0.09, 0.12, 0.06, 0.08])]
    assert review.turning_points(moves) == [1], "the one inaccuracy, and none of the good moves"


# --- only what the seat could see -------------------------------------------------------------------


@pytest.mark.parametrize("game_id", HIDDEN)
def test_the_review_of_a_seat_is_unchanged_when_what_it_could_not_see_is_dealt_anew(game_id):
    """The leak check: from a moment of the game on, what the seat cannot see (the others' hands, the
    decks' and the bag's order, the face-down tiles, the secret colours) is dealt anew, keeping only
    what the moves that follow show the seat; the seat's grades and curve stay the same."""
    module = core.load(game_id)
    record = record_of(game_id)
    start = len(record["actions"]) // 2
    actions = record["actions"][start : start + 12]
    state = core.replay(record, upto=start)
    future = []
    after = state.clone()
    for text in actions:
        after.apply(text)
        future.append(after.clone())
    seat = 0
    hiding = module.hiding()
    dealt = hiding.scramble(state, seat, future, new_rng(7, "redeal"))
    assert json.dumps(hiding.hidden(dealt, seat)) != json.dumps(hiding.hidden(state, seat)), "nothing was dealt anew"
    one, two = state.clone(), dealt.clone()
    for text in actions:  # the seat sees the same game
        assert one.view(seat) == two.view(seat)
        one.apply(text)
        two.apply(text)
    rest = {**record, "actions": actions}
    original = review.review(rest, seats=[seat], lines=[seat], budget=BUDGET, seed=4, start=state)
    redealt = review.review(rest, seats=[seat], lines=[seat], budget=BUDGET, seed=4, start=dealt)
    assert [m for m in original["moves"] if not m["forced"]], "the seat decided something"
    assert redealt["moves"] == original["moves"]
    assert [row[seat] for row in redealt["curve"][:-1]] == [row[seat] for row in original["curve"][:-1]]


# --- try again from here, hints in the record --------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_trying_again_from_a_moment_starts_from_the_same_deal_and_moves(game_id):
    record = record_of(game_id)
    n = len(record["actions"]) // 3
    again = review.from_moment(record, n, players=["human"] + ["ai-hard"] * (len(record["players"]) - 1))
    assert again["seed"] == record["seed"] and again["actions"] == record["actions"][:n]
    assert again["players"][1:] == ["ai-hard"] * (len(record["players"]) - 1)
    replayed, played = core.replay(again), core.replay(record, upto=n)
    assert all(replayed.view(s) == played.view(s) for s in range(replayed.players))
    with pytest.raises(InvalidRecord):
        review.from_moment(record, len(record["actions"]))  # the game is over there
    with pytest.raises(InvalidRecord):
        review.from_moment(record, n, players=["human"])


def test_the_moves_played_after_a_hint_are_marked_and_counted():
    record = short("kulami", 10)
    marked = review.mark_hint(review.mark_hint(record, 2), 5)
    assert marked["hints"] == [2, 5] and review.hints_used(marked) == 2
    seat = review.movers_of(record)[2]
    assert review.hints_used(marked, seat) == 1 + (review.movers_of(record)[5] == seat)
    found = review.review(marked, budget=BUDGET, seed=1)
    assert [m["n"] for m in found["moves"] if m["hinted"]] == [2, 5]
    assert sum(row["hints"] for row in found["summary"].values()) == 2
    assert review.from_moment(marked, 4)["hints"] == [2]
    assert core.replay(marked).history == core.replay(record).history  # a record with hints still replays


# --- positions where the grade is known ---------------------------------------------------------------


def solve(state: kulami.KulamiState) -> float:
    """The mover's exact result with best play on both sides (1 a win, 0.5 a draw, 0 a loss)."""
    return max(result_after(state, action) for action in state.legal_actions())


def result_after(state: kulami.KulamiState, action: Any) -> float:
    """The mover's exact result after ``action``, best play on both sides from there."""
    seat = state.mover
    after = state.clone()
    after.apply(action)
    if after.is_over:
        return review.result_share(after.winners(), seat)
    return 1.0 - solve(after)


def kulami_handover() -> tuple[kulami.KulamiState, str, str]:
    """A late Kulami position (seeded random play on the classic board) where one marble wins and
    another lets the opponent take a plate's majority, and the game."""
    for seed in range(1, 200):
        state = kulami.new_game(seed, 2, {"layout": "classic", "first": "red"})
        rng = new_rng(seed, "handover")
        while not state.is_over and state.placed < 48:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        if state.is_over or len(state.legal_actions()) < 2:
            continue
        seat = state.mover
        outcomes = {str(action): result_after(state, action) for action in state.legal_actions()}
        winning = [m for m, v in outcomes.items() if v == 1.0]
        for move, value in outcomes.items():
            if value != 0.0 or not winning:
                continue
            # the opponent's answer takes the majority of a plate the seat held or shared
            after = state.clone()
            after.apply(move)
            owners = after.plate_owners()
            for answer in after.legal_actions():
                reply = after.clone()
                reply.apply(answer)
                if any(o != 1 - seat and n == 1 - seat for o, n in zip(owners, reply.plate_owners())):
                    return state, move, winning[0]
    raise AssertionError("no such position")


def test_a_kulami_marble_that_hands_over_a_plate_and_the_game_is_a_blunder_and_the_hint_wins():
    state, losing, _ = kulami_handover()
    view = state.view(state.mover)
    found = review.appraise(kulami, view, losing, seed=1)
    assert found["grade"] in ("mistake", "blunder"), found
    hinted = review.hint(kulami, view, seed=1, budget={"seconds": math.inf, "iterations": 4000})["move"]
    assert result_after(state, kulami.parse_action(hinted)) == 1.0, hinted  # it wins, whatever the opponent does
    assert found["best"] != losing


def test_a_tile_that_closes_the_opponents_meadow_of_18_sheep_is_a_blunder_and_the_hint_does_not():
    # Black (seat 1, revealed) has a meadow of 18 sheep open on 2:2, under a village: only L8K closes
    # it, and red (seat 0, to play) holds it
    hands = [["L8K", "L13Y", "L6B", "L15K"], ["L2B", "L5Y", "L3K", "L11B"]]
    state = guerre_position(BLACK_MEADOW_UNDER_A_VILLAGE, hands, [[R], [K]], revealed=[[], [K]])
    closing = "play:L8K/A0@2:2"
    after = state.clone()
    after.apply(closing)
    assert state.enclosure_score(1) == 0 and after.enclosure_score(1) == 18
    module = core.load("guerre-des-moutons")
    view = state.view(0)
    found = review.appraise(module, view, closing, seed=1)
    assert found["grade"] == "blunder", found
    hinted = review.hint(module, view, seed=1, budget={"seconds": math.inf})["move"]
    again = state.clone()
    again.apply(hinted)
    assert hinted != closing and again.enclosure_score(1) == 0, hinted
    assert review.appraise(module, view, hinted, seed=1)["grade"] == "good"


def test_a_troupeaux_herd_moved_into_a_clash_it_must_lose_is_a_blunder_and_the_hint_keeps_it():
    # blue's four Glorieux on a4, a step from the arrival pen; red's five Divers stand on a5: moving
    # onto them disperses blue's herd. Blue leads, and the piles are nearly out: the game is close to
    # its end, and the four Glorieux would win it.
    state = troupeaux_position({"a4": (0, "G1 G2 G3 G4"), "a5": (1, "D1 D2 D3 D4 D5"), "c1": (1, "R1 R2")},
                               ("T1 T2 R3 D1", "G2 T3 R2 D4"), pile=2, step="move", scores=(12, 6))
    module = core.load("troupeaux")
    clash = "move:a4>a5"
    assert clash in {str(a) for a in state.legal_actions()}
    after = state.clone()
    after.apply(clash)
    assert all(cell != "a4" and owner != 0 for cell, owner, _ in after.view(0)["herds"] if cell == "a5")
    view = state.view(0)
    found = review.appraise(module, view, clash, seed=1)
    assert found["grade"] in ("mistake", "blunder"), found
    hinted = review.hint(module, view, seed=1, budget={"seconds": math.inf})["move"]
    assert hinted != clash
    assert review.appraise(module, view, hinted, seed=1)["grade"] == "good"


def test_a_troupeaux_seat_that_wins_by_ending_idle_after_the_others_idle_turn_is_sure_of_its_win():
    # random against medium until the game ends as two idle turns end it: the last end wins the game
    module = core.load("troupeaux")
    from game.ai import make_agent

    state = module.new_game(1, 2)
    agents = [make_agent("random", 1), make_agent("medium", 2)]
    before = None
    while not state.is_over:
        before = state.clone()
        state.apply(agents[state.to_move].choose(module, state.view(state.to_move)))
    assert [str(a) for a in state.record()["actions"][-3:]] == ["end", "end", "end"]
    winner = before.to_move
    assert state.winners() == [winner]
    found = review.appraise(module, before.view(winner), "end", seed=1)
    assert found["best"] == "end" and found["chance_before"] > 0.99, found  # not an even chance


GUERRE_STOPPED_EARLY = ["done", "done", "play:L8R/A2@0:1", "done", "done", "play:L8K/A3@1:0", "done", "done", "stop",
                        "done", "play:L15B/A2@1:-1", "done", "play:L11Y/B1@1:-2", "done", "play:L2B/B1@2:-2", "done",
                        "play:L5R/A0@1:-3", "done", "stop"]


def test_a_seat_that_stopped_early_follows_the_other_seats_estimates_to_the_end():
    """La Guerre des Moutons for two: seat 0 stops at move 9 (a blunder against good play) and makes no
    more moves; its line then moves with the other seat's estimates, not flat at its last one."""
    state = core.load("guerre-des-moutons").new_game(4, 2)
    for action in GUERRE_STOPPED_EARLY:
        state.apply(action)
    found = review.review(state.record(), budget=0.5)
    stop = next(m for m in found["moves"] if m["move"] == "stop" and m["seat"] == 0)
    assert stop["grade"] == "blunder"
    curve = found["curve"]
    after = [n for n in range(stop["n"] + 2, len(curve) - 1) if curve[n][1] is not None]
    assert len(after) >= 5
    assert all(curve[n][0] == pytest.approx(1.0 - curve[n][1], abs=1e-3) for n in after)
    assert curve[-1] == [1.0, 0.0]  # seat 0 won all the same


def test_a_move_that_was_not_the_best_says_why_the_better_one_is_better():
    record = record_of("kulami")
    found = review.review(record, budget=BUDGET, seed=1)
    told = [m for m in found["moves"] if "why" in m]
    assert told, "a reason for some better move"
    for move in found["moves"]:
        if "why" in move:
            assert move["best"] != move["move"] and move["grade"] in review.GRADES
            key, params = move["why"]
            assert key.startswith("kulami.") and isinstance(params, dict)
    assert json.loads(json.dumps(found)) == found, "plain JSON, as the worker hands it over"


def test_the_review_says_a_better_moves_reason_in_the_players_words():
    from web import good_move
    from web.i18n import Translator
    from web.review_view import better_words

    good_move.learn_reasons(core.load("kulami"))
    move = {"move": "a1", "best": "c1", "why": ["kulami.takes", {"size": 6, "hole": "c1", "plate": 3}]}
    said = better_words(move, lambda m, which: f"place a marble on {m[which]}", Translator("en"))
    assert said == "Better: place a marble on c1. This move takes the majority of its plate of 6 holes."
    french = better_words(move, lambda m, which: f"poser une bille en {m[which]}", Translator("fr"))
    assert french.endswith(". Ce coup prend la majorité de sa plaque de 6 trous."), "no « Il » with no noun before it"
    assert better_words(dict(move, why=["gone.key", {}]), lambda m, w: m[w], Translator("en")) == "Better: c1"


def test_an_even_margin_is_an_even_share_of_the_win_among_the_players():
    assert review.logistic(0.0, 4.0) == pytest.approx(0.5)
    assert review.logistic(0.0, 4.0, players=3) == pytest.approx(1 / 3)
    assert review.logistic(0.0, 4.0, players=4) == pytest.approx(1 / 4)
    chances = [review.logistic(margin, 4.0, players=3) for margin in (-400, -8, -2, 0, 2, 8, 400)]
    assert chances == sorted(chances) and chances[0] < 1e-9 and chances[-1] > 1 - 1e-9


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_game_for_three_starts_its_seats_lines_near_a_third_each_not_a_half(seed):
    module = core.load("guerre-des-moutons")
    state = module.new_game(seed, 3)
    rng = new_rng(seed, "three seats")
    for _ in range(6):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    found = review.review(state.record(["human", "ai-easy", "ai-easy"]), seats=[0, 1, 2], budget=BUDGET, seed=1)
    first = next(move for move in found["moves"] if not move["forced"] and move["chance_before"] is not None)
    assert 0.2 < first["chance_before"] < 0.42, "about a third: nothing is decided six moves in"

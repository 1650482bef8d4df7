"""Learn to play (web/lesson.py, web/learn.py): every game's lesson is a legal game under its engine,
from its deal to its last step, and every step names a move that is legal at that moment, so that a
rules change that breaks a lesson fails here, not in front of a player."""

from __future__ import annotations

import pytest

from game import core
from web import games
from web.lesson import LessonError, lesson_of, moves_of, plan, say

GAMES = [game_id for game_id in core.available_games() if games.part(game_id, "lesson") is not None]


def test_every_game_has_a_lesson():
    assert GAMES == core.available_games()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_lessons_scripted_game_is_legal_from_its_deal_to_its_last_step(game_id):
    module = core.load(game_id)
    lesson = lesson_of(game_id)
    lesson_plan = plan(module, lesson)  # raises LessonError at the first step the rules refuse
    state = lesson_plan.state_at(len(lesson_plan.steps))
    assert [str(action) for action in state.history] == lesson_plan.actions


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_names_a_move_the_person_may_make_then(game_id):
    module = core.load(game_id)
    lesson_plan = plan(module, lesson_of(game_id))
    state = lesson_plan.dealt()
    offered = 0
    for length, text in enumerate(lesson_plan.actions):
        if length in lesson_plan.person:
            assert lesson_plan.person[length] == text
            assert state.to_move == lesson_plan.seat
            assert text in state.view(lesson_plan.seat)["legal"], f"{text} is not among the moves offered"
            offered += 1
        state.apply(text)
    assert offered == sum(len(moves_of(step)) for step in lesson_plan.steps)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_and_the_tip_speak_both_languages(game_id):
    lesson = lesson_of(game_id)
    for words in [step["say"] for step in lesson["steps"]] + [lesson["tip"]]:
        english, french = say(words, "en"), say(words, "fr")
        assert english and french and english != french
        assert len(english) <= 260 and len(french) <= 300, "a step is one or two short sentences"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_opponent_plays_only_the_scripts_moves(game_id):
    module = core.load(game_id)
    lesson_plan = plan(module, lesson_of(game_id))
    state = lesson_plan.dealt()
    for length, text in enumerate(lesson_plan.actions):
        if length in lesson_plan.opponent:
            assert state.to_move != lesson_plan.seat
            assert lesson_plan.opponent[length] == text
        state.apply(text)


def test_a_step_the_rules_refuse_is_named():
    lesson = dict(lesson_of("kulami"))
    steps = [dict(step) for step in lesson["steps"]]
    steps[2]["move"] = "j10"  # off the row and column of the last marble
    with pytest.raises(LessonError, match="step 3: 'j10' is not legal"):
        plan(core.load("kulami"), dict(lesson, steps=steps))


def test_a_reply_made_out_of_turn_is_named():
    lesson = dict(lesson_of("kulami"))
    steps = [dict(step) for step in lesson["steps"]]
    steps[1]["then"] = ["i3", "i2"]
    with pytest.raises(LessonError, match="step 2, the reply: 'i2' is the opponent's move"):
        plan(core.load("kulami"), dict(lesson, steps=steps))


def test_the_kluitz_lesson_calls_the_sheep_players_pen_closed_only_once_it_pens_tiles_in():
    """Round 1's pen (b2 to e5) has two gaps, the bottom and the right of e5, as step 2 says, until the
    step where the shepherd says it will close the last: the steps before call it open, and its tiles
    may still be turned, as the rules say."""
    lesson = lesson_of("kluitz")
    lesson_plan = plan(core.load("kluitz"), lesson)
    for step in range(1, 6):
        assert lesson_plan.state_at(step).enclosed() == 0, f"step {step + 1}: the pen is not closed yet"
    edges = ({f"{c}2n" for c in "bcde"} | {f"{c}5s" for c in "bcde"} | {f"b{r}w" for r in "2345"}
             | {f"e{r}e" for r in "2345"})
    assert edges - set(lesson_plan.state_at(1).view(0)["fences"]) == {"e5s", "e5e"}
    assert "bottom and the right of e5" in say(lesson["steps"][1]["say"], "en")
    assert "le bas et le côté droit de e5" in say(lesson["steps"][1]["say"], "fr")
    assert "will close the last one" in say(lesson["steps"][5]["say"], "en")
    state = lesson_plan.state_at(5)
    for text in lesson_plan.actions[lesson_plan.starts[5]:lesson_plan.starts[6]]:
        state.apply(text)
        if text == "fence:e5s":
            break
    assert state.enclosed() != 0, "closed once the shepherd has fenced its last gap, before round 1 ends"


def test_la_guerre_des_moutons_lesson_explains_the_warning_its_saved_meadow_still_shows():
    """Once the hunter covers the wolf (step 6) the meadow counts again, but its forest could still take
    a wolf: the board marks it ⚠ (threatened), and the step's words say what that mark means."""
    from web.guerre_des_moutons.table import Board

    lesson = lesson_of("guerre-des-moutons")
    after_cover = plan(core.load("guerre-des-moutons"), lesson).state_at(6)
    board = Board(after_cover.view(0))
    assert [board.state_of(meadow) for meadow in board.enclosures] == ["threatened"]
    step = lesson["steps"][5]
    assert step["move"].startswith("cover:")
    assert "counts again; the ⚠ that stays warns" in say(step["say"], "en")
    assert "le ⚠ qui reste prévient" in say(step["say"], "fr")

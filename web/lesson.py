"""A guided first game ("Learn to play"), as data, the game it scripts, and what the browser keeps
of it (the step reached, the game learned: read by the menu and the setup screen too).

Each game's web package may have a ``lesson`` module whose ``LESSON`` is a dict:

``seed``, ``options``  the deal: ``new_game(seed, len(seats), options)``
``seats``              the seat kinds, ``["human", "ai-easy"]``: the person's seat is ``human``,
                       the other is the scripted opponent (an easy computer when the script runs out)
``opening``            optional: moves played before the first step (the deal moved on)
``steps``              the lesson, in order, each ``{"say": (english, french), "move": text or None,
                       "then": [the opponent's scripted moves], "taps": [CSS selectors]}``:
                       ``move`` is the move the person is offered (a list: several moves of one
                       turn, offered one after the other; None: a sentence to read, with a Next
                       button); ``taps``, optional, the elements to tap for it, in order, when the
                       game's ``hint_marks`` does not name them (a list of lists with several
                       moves). Each move is made when its player is to move: the opponent's
                       ``then`` may come between the person's moves of a step (a reply to a pass)
``release``            optional: the CSS selector of the button that lets the opponent go on when it
                       waits for the person (e.g. with pieces on show for them to see), lit while it waits
``tip``                (english, french): one tip for playing well, said with "You're ready"

The words are the game's own: they live with its screen, not in web/i18n.py.

``plan(module, lesson)`` plays the whole script through the rules, as the table would (the moves the
game makes for a person, ``automatic``, included), and gives each step's position; it raises
:class:`LessonError` naming the step where the script is not a legal game. It imports nothing of the
page: tests/test_lessons.py runs it for every game, and web/learn.py plays it at the table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core import IllegalAction, State

from . import games
from .saves import Storage

PROGRESS_KEY = "ludotheque.learn."  # + game id: the step the lesson is at
LEARNED_KEY = "ludotheque.learned."  # + game id: "1" once the lesson reached its end
OFFERED_KEY = "ludotheque.learn-offered."  # + game id: the setup screen offered the lesson once


def lesson_of(game_id: str) -> dict[str, Any] | None:
    """A game's lesson (``LESSON`` of ``web/<package>/lesson.py``), or None if it has none."""
    try:
        module = games.part(game_id, "lesson")
    except KeyError:
        return None
    return getattr(module, "LESSON", None) if module is not None else None


def has_lesson(game_id: str) -> bool:
    return lesson_of(game_id) is not None


def learned(storage: Storage, game_id: str) -> bool:
    return storage.get(LEARNED_KEY + game_id) == "1"


def progress(storage: Storage, game_id: str) -> int:
    """The step a lesson left off at (0: not begun)."""
    text = storage.get(PROGRESS_KEY + game_id) or ""
    return int(text) if text.isdigit() else 0


class LessonError(ValueError):
    """A lesson whose script the rules refuse (the message names the step and the move)."""


class Plan:
    """A lesson played through: ``actions``, every move of the scripted game in order; ``starts[i]``,
    how many of them are made when step ``i`` begins (``starts[len(steps)]``: at the end);
    ``seat``, the person's seat; ``opponent`` and ``person``, the scripted moves of each, by how many
    moves precede each one; ``taps``, the step's own ``taps`` for a person's move, likewise."""

    def __init__(self, module: Any, lesson: Mapping[str, Any], actions: list[str], starts: list[int],
                 seat: int, opponent: dict[int, str], person: dict[int, str] | None = None,
                 taps: dict[int, list[str]] | None = None) -> None:
        self.module = module
        self.lesson = lesson
        self.actions = actions
        self.starts = starts
        self.seat = seat
        self.opponent = opponent
        self.person = person if person is not None else {}
        self.taps = taps if taps is not None else {}

    @property
    def steps(self) -> Sequence[Mapping[str, Any]]:
        return self.lesson["steps"]

    def dealt(self) -> State:
        """The lesson's deal, before any move."""
        lesson = self.lesson
        return self.module.new_game(lesson["seed"], len(lesson["seats"]), dict(lesson.get("options") or {}))

    def state_at(self, step: int) -> State:
        """The position where step ``step`` begins (``len(steps)``: where the lesson ends)."""
        state = self.dealt()
        for text in self.actions[: self.starts[step]]:
            state.apply(text)
        return state

    def on_script(self, history: Sequence[Any]) -> bool:
        """Whether the moves made so far are the script's."""
        return len(history) <= len(self.actions) and all(
            str(made) == wanted for made, wanted in zip(history, self.actions))  # fmt: skip


def person_seat(lesson: Mapping[str, Any]) -> int:
    return list(lesson["seats"]).index("human")


def moves_of(step: Mapping[str, Any]) -> list[str]:
    """The person's moves a step offers, in order (none: a step to read)."""
    move = step.get("move")
    return [] if move is None else [move] if isinstance(move, str) else list(move)


def taps_of(step: Mapping[str, Any]) -> list[list[str] | None]:
    """Per move of the step, its own taps (None: the game's ``hint_marks``)."""
    moves, taps = moves_of(step), step.get("taps")
    if not taps:
        return [None] * len(moves)
    if len(moves) == 1:
        return [list(taps)]
    if len(taps) != len(moves):
        raise LessonError(f"a step of {len(moves)} moves gives taps for {len(taps)}")
    return [list(found) if found else None for found in taps]


def plan(module: Any, lesson: Mapping[str, Any]) -> Plan:
    """Play the lesson through the rules (above); LessonError where it is not a legal game."""
    seat = person_seat(lesson)
    actions: list[str] = []
    opponent: dict[int, str] = {}
    person: dict[int, str] = {}
    own_taps: dict[int, list[str]] = {}
    skeleton = Plan(module, lesson, actions, [], seat, opponent)
    state = skeleton.dealt()
    automatic = getattr(module, "automatic", None)

    def apply(text: str, where: str, by: int | None) -> None:
        mover = state.to_move
        if by is not None and mover != by:
            who = "the person" if by == seat else "the opponent"
            raise LessonError(f"{where}: {text!r} is {who}'s move, but seat {mover} is to move")
        try:
            state.apply(text)
        except IllegalAction as error:
            raise LessonError(f"{where}: {text!r} is not legal: {error}") from None
        if by is not None and by != seat:
            opponent[len(actions)] = text
        actions.append(text)
        settle()

    def settle() -> None:  # as web/session.py does: the moves the game makes for the person
        while automatic is not None and not state.is_over and state.to_move == seat:
            text = automatic(state.view(seat), 1)
            if text is None:
                return
            state.apply(text)
            actions.append(text)

    settle()
    for number, text in enumerate(lesson.get("opening") or ()):
        apply(text, f"opening move {number + 1}", None)
    starts = []
    for index, step in enumerate(lesson["steps"]):
        where = f"step {index + 1}"
        if state.to_move not in (seat, None):
            raise LessonError(f"{where}: the opponent is to move where the person should be")
        starts.append(len(actions))
        moves = moves_of(step)
        if not moves:
            if step.get("then"):
                raise LessonError(f"{where}: a step without a move has no scripted reply")
            continue
        mine = list(zip(moves, taps_of(step)))
        replies = list(step.get("then") or ())
        while mine or replies:  # each made when its player is to move: the person's, the opponent's
            if state.is_over:
                raise LessonError(f"{where}: the game is over before {(mine or replies)[0]!r}")
            if state.to_move == seat and mine:
                move, taps = mine.pop(0)
                person[len(actions)] = move
                if taps:
                    own_taps[len(actions)] = taps
                apply(move, where, seat)
            elif replies:
                apply(replies.pop(0), f"{where}, the reply", 1 - seat)
            else:
                apply(mine[0][0], where, seat)  # out of turn: says whose move it is
        if not state.is_over and state.to_move != seat:
            raise LessonError(f"{where}: the opponent is left to move with no scripted move")
    starts.append(len(actions))
    return Plan(module, lesson, actions, starts, seat, opponent, person, own_taps)


def say(words: Sequence[str], language: str) -> str:
    """A lesson's words in ``language`` (``en`` or ``fr``)."""
    return words[1] if language == "fr" and len(words) > 1 else words[0]

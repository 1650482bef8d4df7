"""Kulami positions for the tests of its search and its exact end: seeded games played at random, and
the exact solver of a position."""

from __future__ import annotations

import random

from game import core
from game.kulami import rules as kulami
from game.kulami.endgame import Endgame


def position(seed: int, layout: str, left: int) -> kulami.KulamiState:
    """A game played at random until ``left`` marbles remain (or it ended first)."""
    state = core.load("kulami").new_game(seed, 2, {"layout": layout})
    rng = random.Random(seed)
    while 2 * kulami.MARBLES_EACH - state.placed > left and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def endgame_of(state: kulami.KulamiState, known: dict[int, tuple[int, int]] | None = None) -> Endgame:
    """The exact solver of ``state``'s end (handed ``known``, an earlier solve's table, if given)."""
    return Endgame(state.layout, state.board, state.last, state.previous, state.mover + 1,
                   2 * kulami.MARBLES_EACH - state.placed, known=known)

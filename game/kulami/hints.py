"""Kulami's part in hints and reviews (:mod:`game.review`): why a move is good, and the chances of
winning after each move.

**Chances.** Kulami hides nothing, so the estimate is the game's own tree search
(:class:`.search.KulamiSearch`) counting wins only (``reward="win"``: 1 a win, 0.5 a draw, 0 a
loss): the mean reward of a move at the root is the mover's rate of wins after it. ``ITERATIONS``
per position at budget 1. A move the search hardly visited (the move played, often) is weighed by a
second search from the position after it, with half the iterations (the rate is then 1 less the
opponent's best), and the best move the same way (like with like, with the same seed). Random
playouts beyond the tree make the rates timid (near 0.5 long after a game is decided between good
players), so the chance is the logistic of the rate's log-odds over ``SCALE_END + SCALE_LEFT x
left`` (the marbles still to place), fitted on seeded hard games against their results.

**Reasons** (``reason(view, move)``, from the view alone), first that applies: the move ends the
game (the opponent has no hole left) while ahead; it secures a plate (no marble can take the
majority back); it takes a plate's majority; it evens out the opponent's; it leaves the opponent
a single hole (or two).
"""

from __future__ import annotations

import math
from collections.abc import Generator, Mapping, Sequence
from typing import Any

from . import rules as kulami

ITERATIONS = 2500  # per position, at budget 1
SECOND_LOOK = 0.5  # the share of the iterations for the search after a hardly visited move
WELL_VISITED = 0.04  # a move with this share of the iterations is weighed by its own mean
SLICE = 0.01
# The win rates of random playouts are too timid: between hard players the results are surer. The
# chance is the logistic of the rate's log-odds over a scale that shrinks as the board fills
# (``spread``), fitted on 16 seeded hard games (bench/review.py --calibrate).
SCALE_END, SCALE_LEFT = 0.15, 0.25

# The reasons' words: key -> (English, French), with {size} (the plate's holes) and {left} (holes left
# to the opponent); the web side merges them into its strings.
REASONS: dict[str, tuple[str, str]] = {
    "kulami.ends": ("ends the game while you lead: your opponent has no hole left",
                    "termine la partie alors que vous menez : votre adversaire n'a plus de trou"),
    "kulami.secures": ("secures this plate of {size} holes: no marble can take it back",
                       "assure cette plaque de {size} trous : aucune bille ne peut plus la reprendre"),
    "kulami.takes": ("takes the majority of this plate of {size} holes",
                     "prend la majorité de cette plaque de {size} trous"),
    "kulami.evens": ("evens out your opponent's majority on this plate of {size} holes",
                     "égalise la majorité adverse sur cette plaque de {size} trous"),
    "kulami.corners": ("leaves your opponent only {n} hole to choose from|leaves your opponent only {n} holes to choose from",
                       "ne laisse que {n} trou au choix à votre adversaire|ne laisse que {n} trous au choix à votre adversaire"),
}


def _state(view: Mapping[str, Any]) -> kulami.KulamiState:
    return kulami.determinize(view)


def reason(view: Mapping[str, Any], move: str) -> tuple[str, dict[str, Any]] | None:
    """Why ``move`` is good, from the view: a key of :data:`REASONS` and its parameters, or None."""
    state = _state(view)
    seat = state.mover
    cell = kulami.hole_cell(move)
    plate = state.layout.plate_of[cell]
    holes = state.layout.plates[plate]
    mine = sum(1 for c in holes if state.board[c] == seat + 1)
    theirs = sum(1 for c in holes if state.board[c] == 2 - seat)
    empty_after = sum(1 for c in holes if not state.board[c]) - 1
    after = state.clone()
    after.apply(kulami.HOLES[cell])
    params = {"size": len(holes), "hole": move, "plate": plate}
    if after.is_over:
        scores = after.scores()
        if scores[seat] > scores[1 - seat]:
            return "kulami.ends", params
    if mine + 1 > theirs + empty_after >= mine - 1:  # out of reach now, and not before
        return "kulami.secures", params
    if mine + 1 > theirs >= mine:
        return "kulami.takes", params
    if mine + 1 == theirs:
        return "kulami.evens", params
    if not after.is_over:
        left = len(after.legal_actions())
        if left <= 2:
            return "kulami.corners", {**params, "n": left}
    return None


# --- chances -----------------------------------------------------------------------------------------


def _searched(view: Mapping[str, Any], iterations: int, seed: int) -> Generator[None, None, Any]:
    from . import search
    import game.kulami as package

    found = search.KulamiSearch(package, view, seed, iterations, math.inf, reward="win")  # type: ignore[arg-type]
    while not found.step(SLICE):
        yield
    return found


def _after(view: Mapping[str, Any], move: str, iterations: int, seed: int) -> Generator[None, None, float]:
    """The mover's chance after ``move``, from a search of the position it leads to."""
    state = _state(view)
    seat = state.mover
    state.apply(move)
    if state.is_over:
        winners = state.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    found = yield from _searched(state.view(state.to_move), iterations, seed)
    rows = found.statistics()
    best = rows[0][2] if rows else 0.5
    return best if state.to_move == seat else 1.0 - best


def win_rates(view: Mapping[str, Any], moves: Sequence[str], work: float,
              seed: int) -> Generator[None, None, tuple[str, dict[str, float]]]:
    """The search's choice, and its win rate (for the mover) after its best moves and each of
    ``moves`` (see the docstring)."""
    iterations = max(100, int(ITERATIONS * work))
    found = yield from _searched(view, iterations, seed)
    rows = found.statistics()
    best = str(found.best())
    floor = max(20, int(iterations * WELL_VISITED))
    rates = {text: mean for text, visits, mean in rows if visits >= floor or text == best}
    if any(move not in rates for move in moves):
        # weighed like with like: the best move too by a search after it (all with the same seed, so
        # that the searches' luck cancels out in the differences)
        second = max(50, int(iterations * SECOND_LOOK))
        rates = {}
        for move in dict.fromkeys([best, *moves]):
            rates[move] = yield from _after(view, move, second, seed + 1)
    return best, rates


def _logit(rate: float) -> float:
    rate = min(1.0 - 1e-4, max(1e-4, rate))
    return math.log(rate / (1.0 - rate))


def margins(view: Mapping[str, Any], moves: Sequence[str], work: float, seed: int,
            memory: Any = None) -> Generator[None, None, tuple[str, dict[str, float]]]:
    """The search's choice and the log-odds of its win rates (the "margin" the logistic scales)."""
    best, rates = yield from win_rates(view, moves, work, seed)
    return best, {move: _logit(rate) for move, rate in rates.items()}


def left(view: Mapping[str, Any]) -> float:
    """How much of the game is left, 1 to 0: the marbles still to place."""
    return max(0.0, 1.0 - view["placed"] / (2 * kulami.MARBLES_EACH))


def spread(view: Mapping[str, Any]) -> float:
    return SCALE_END + SCALE_LEFT * left(view)


def appraise(view: Mapping[str, Any], moves: Sequence[str], work: float, seed: int,
             memory: Any = None) -> Generator[None, None, dict[str, Any]]:
    """The mover's chance after its best moves and after each of ``moves`` (see the docstring)."""
    from ..review import logistic

    best, found = yield from margins(view, moves, work, seed)
    scale = spread(view)
    return {"best": best, "chances": {move: logistic(margin, scale) for move, margin in found.items()}}

"""Kulami's part in hints and reviews (:mod:`game.review`): why a move is good, and the chances of
winning after each move.

**Chances.** Kulami hides nothing, so the estimate is the game's own tree search
(:class:`.search.KulamiSearch`) counting wins only (``reward="win"``: 1 a win, 0.5 a draw, 0 a
loss): the mean reward of a move at the root is the mover's rate of wins after it. ``ITERATIONS``
per position at budget 1 find the best move; when another move was played, both are searched again,
each alone at the root, with half the iterations and the same seed (like with like: in one tree the
search soon leaves the weaker move, whose mean then rests on a few unlucky playouts). Random
playouts beyond the tree make the rates timid (near 0.5 long after a game is decided between good
players), so the chance is the logistic of the rate's log-odds over ``SCALE_END + SCALE_LEFT x
left`` (the marbles still to place), fitted on seeded hard games against their results. A move's
shortfall against the best is then reduced by ``DOUBT`` standard errors of the difference (from the
rates' binomial errors over their playouts), so that a grade says what the search is sure of.
With ``EXACT_FROM`` marbles or fewer left (and no zones or chains) the end is solved instead
(:mod:`.endgame`): a move's rate is 1 if it wins against any reply, 0.5 if it draws, 0 if it loses,
certain; the best is the first of the best value in the view's order of the legal holes.

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
SECOND_LOOK = 0.5  # the share of the iterations for each search of a move weighed against the best
DOUBT = 1.0  # standard errors of the difference given back to a move weighed against the best
SLICE = 0.01
EXACT_FROM = 16  # marbles left from which the end is solved exactly (0.05 s median, 0.6 s at most in CPython)
CERTAIN = 10**9  # the "playouts" behind a solved value: no doubt given back
# The win rates of random playouts are too timid: between hard players the results are surer. The
# chance is the logistic of the rate's log-odds over a scale that shrinks as the board fills
# (``spread``), fitted on 16 seeded hard games (bench/review.py --calibrate).
SCALE_END, SCALE_LEFT = 0.15, 0.25

# The reasons' words: key -> (English, French), with {size} (the plate's holes) and {left} (holes left
# to the opponent); the web side merges them into its strings.
REASONS: dict[str, tuple[str, str]] = {
    "kulami.ends": ("ends the game while you lead: your opponent has no hole left",
                    "termine la partie alors que vous menez : votre adversaire n'a plus de trou"),
    "kulami.secures": ("secures its plate of {size} holes: no marble can take it back",
                       "assure sa plaque de {size} trous : aucune bille ne peut plus la reprendre"),
    "kulami.takes": ("takes the majority of its plate of {size} holes",
                     "prend la majorité de sa plaque de {size} trous"),
    "kulami.evens": ("evens out your opponent's majority on its plate of {size} holes",
                     "égalise la majorité adverse sur sa plaque de {size} trous"),
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


def _searched(view: Mapping[str, Any], iterations: int, seed: int,
              only: Sequence[str] | None = None) -> Generator[None, None, Any]:
    """The search of ``view`` (with ``only``: its root weighs those moves alone)."""
    from . import search
    import game.kulami as package

    found = search.KulamiSearch(package, view, seed, iterations, math.inf, reward="win")  # type: ignore[arg-type]
    if only is not None:
        found.root.untried = [kulami.hole_cell(move) for move in only]
    while not found.step(SLICE):
        yield
    return found


def win_rates(view: Mapping[str, Any], moves: Sequence[str], work: float,
              seed: int) -> Generator[None, None, tuple[str, dict[str, tuple[float, int]]]]:
    """The search's choice, and its win rate (for the mover) and visits after it and after each of
    ``moves`` (see the docstring)."""
    solved = _solved(view, moves)
    if solved is not None:
        return solved
    iterations = max(100, int(ITERATIONS * work))
    found = yield from _searched(view, iterations, seed)
    best = str(found.best())
    rates = {text: (mean, visits) for text, visits, mean in found.statistics() if text == best}
    wanted = list(dict.fromkeys([best, *moves]))
    if len(wanted) > 1:  # like with like: each move searched alone at the root, as long, same seed
        rates = {}
        for move in wanted:
            alone = yield from _searched(view, max(100, int(iterations * SECOND_LOOK)), seed + 1, [move])
            rates.update({text: (mean, visits) for text, visits, mean in alone.statistics()})
    return best, rates


def _solved(view: Mapping[str, Any], moves: Sequence[str]) -> tuple[str, dict[str, tuple[float, int]]] | None:
    """The best move and the exact rates of it and of ``moves``, when the end is near enough to solve."""
    from .endgame import Endgame

    state = _state(view)
    left_now = 2 * kulami.MARBLES_EACH - state.placed
    if state.is_over or left_now > EXACT_FROM or state.options.get("zones") or state.options.get("chains"):
        return None
    endgame = Endgame(state.layout, state.board, state.last, state.previous, state.mover + 1, left_now)
    holes = [kulami.hole_cell(str(move)) for move in state.legal_actions()]
    best = next((cell for cell in holes if endgame.value_of(cell) == 1), None)  # the first win: no more to value
    if best is None:
        best = max(holes, key=endgame.value_of)  # the first of the best value
    wanted = [best, *(kulami.hole_cell(move) for move in moves)]
    return kulami.hole_name(best), {kulami.hole_name(c): ((endgame.value_of(c) + 1) / 2, CERTAIN) for c in wanted}


def _logit(rate: float) -> float:
    rate = min(1.0 - 1e-4, max(1e-4, rate))
    return math.log(rate / (1.0 - rate))


def margins(view: Mapping[str, Any], moves: Sequence[str], work: float, seed: int,
            memory: Any = None) -> Generator[None, None, tuple[str, dict[str, float]]]:
    """The search's choice and the log-odds of its win rates (the "margin" the logistic scales)."""
    best, rates = yield from win_rates(view, moves, work, seed)
    return best, {move: _logit(rate) for move, (rate, _) in rates.items()}


def left(view: Mapping[str, Any]) -> float:
    """How much of the game is left, 1 to 0: the marbles still to place."""
    return max(0.0, 1.0 - view["placed"] / (2 * kulami.MARBLES_EACH))


def spread(view: Mapping[str, Any]) -> float:
    return SCALE_END + SCALE_LEFT * left(view)


def appraise(view: Mapping[str, Any], moves: Sequence[str], work: float, seed: int,
             memory: Any = None) -> Generator[None, None, dict[str, Any]]:
    """The mover's chance after its best moves and after each of ``moves`` (see the docstring)."""
    from ..review import logistic

    best, rates = yield from win_rates(view, moves, work, seed)
    scale = spread(view)
    chances = {move: logistic(_logit(rate), scale) for move, (rate, _) in rates.items()}

    def error(move: str) -> float:
        """The chance's standard error, from the rate's (binomial, over the move's playouts)."""
        rate, visits = rates[move]
        rate = min(0.98, max(0.02, rate))
        chance = chances[move]
        return chance * (1.0 - chance) / (scale * math.sqrt(rate * (1.0 - rate) * max(1, visits)))

    top = max(chances, key=lambda m: (chances[m], m == best))
    for move in chances:  # a move's shortfall, less its noise: the benefit of the doubt
        if move != top:
            doubt = DOUBT * math.hypot(error(move), error(top))
            chances[move] = min(chances[top], chances[move] + doubt)
    return {"best": best, "chances": chances}

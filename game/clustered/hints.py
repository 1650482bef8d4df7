"""Clustered's part in hints and reviews (:mod:`game.review`): why a move is good, and the chances of
winning after each move.

**Chances.** The hard player's search (:class:`.search.ClusteredSearch`) values a placement by the
points it scores now, the lines and the rectangle it keeps open for the seat, what it denies the others
and the cards it leaves their cells, then (its best six) by the points each seat makes in a short
look-ahead over sampled deals of the cards the seat cannot see. The seat's standing is its score
less the best other seat's; a placement's margin is the standing plus the points the search's best
move scores at once, less what the placement gives up against that move (``value(best) -
value(move)``). The margin becomes a chance with the logistic ``1 / (1 + exp(-m / scale))``, the
scale wider with more of the game to play (``spread``, fitted on seeded hard games:
``bench/review.py --calibrate``). A placement the search did not weigh is weighed with the best by a
second search restricted to the two. ``work`` scales the sampled deals (8 at budget 1). Alone
(solo), there is nobody to beat: the chance is 0.5 for the best move, less by what a move gives up.
Discards are not weighed (``unweighed``): graded good, the chance carried.

**Reasons** (``reason(view, move)``, from the view alone): the points it scores (a line, the largest
rectangle, a speed bonus); the points it keeps another seat from scoring on that cell; the cards of
the seat's own it lies next to.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from typing import Any

from . import rules as C
from ..review import SLICE

# the logistic's scale (points for a factor e in the odds of winning): at the end, and added with the
# whole game still to play (``spread``)
SCALE_END, SCALE_LEFT = 1.0, 20.0
SAMPLES = 8  # the hard search's sampled deals, at budget 1

REASONS: dict[str, tuple[str, str]] = {
    "clustered.scores": ("scores {n} point now|scores {n} points now",
                         "marque {n} point tout de suite|marque {n} points tout de suite"),
    "clustered.line": ("makes a line of {length} of your cards: {n} point|makes a line of {length} of your cards: {n} points",
                       "forme une ligne de {length} de vos cartes : {n} point|forme une ligne de {length} de vos cartes : {n} points"),
    "clustered.rectangle": ("grows your largest rectangle to {size} cards: {n} point|grows your largest rectangle to {size} cards: {n} points",
                            "agrandit votre plus grand rectangle à {size} cartes : {n} point|agrandit votre plus grand rectangle à {size} cartes : {n} points"),
    "clustered.blocks": ("takes the cell where another player would score {n} point|takes the cell where another player would score {n} points",
                         "prend la case où un autre joueur marquerait {n} point|prend la case où un autre joueur marquerait {n} points"),
    "clustered.builds": ("lies next to one of your cards, for the lines and the rectangle to come|"
                         "lies next to {n} of your cards, for the lines and the rectangle to come",
                         "se pose à côté d'une de vos cartes, pour les lignes et le rectangle à venir|"
                         "se pose à côté de {n} de vos cartes, pour les lignes et le rectangle à venir"),
}


def _board(view: Mapping[str, Any]) -> Any:
    """The hard search's reading of the view (its board, pools and seat), without thinking."""
    from .search import ClusteredSearch
    import game.clustered as package

    return ClusteredSearch(package, view, 0, level="hard")  # type: ignore[arg-type]


def reason(view: Mapping[str, Any], move: str) -> tuple[str, dict[str, Any]] | None:
    """Why ``move`` is good, from the view: a key of :data:`REASONS` and its parameters, or None."""
    action = C.parse_action(move)
    if not isinstance(action, C.Place):
        return None
    reading = _board(view)
    board, seat, where = reading.board, reading.seat, action.cell
    points, rect, longest = board.score(seat, where)
    if points > 0:
        if rect > board.best_rect[seat]:
            return "clustered.rectangle", {"n": points, "size": rect}
        if longest >= 3:
            return "clustered.line", {"n": points, "length": longest}
        return "clustered.scores", {"n": points}
    denied = max((board.gain(other, where) for other in range(reading.players) if other != seat), default=0)
    if denied > 0:
        return "clustered.blocks", {"n": denied}
    near = board.near[seat].get(where, 0)
    if near:
        return "clustered.builds", {"n": near}
    return None


# --- chances -----------------------------------------------------------------------------------------


def unweighed(view: Mapping[str, Any]) -> bool:
    """Discards (quick play's, and a forced discard when nothing fits) are not weighed."""
    return bool(view.get("must_discard")) or view["phase"] != C.PLAY


def _search(view: Mapping[str, Any], seed: int, work: float, only: Sequence[str] | None = None) -> Any:
    from .search import ClusteredSearch
    import game.clustered as package

    found = ClusteredSearch(package, view, seed, 10**9, float("inf"), level="hard",  # type: ignore[arg-type]
                            samples=max(1, round(SAMPLES * work)))
    if only is not None:
        wanted = set(only)
        found.legal = [a for a in found.legal if str(a) in wanted]
        found.choice = found.legal[0]
        found._done = len(found.legal) <= 1
        found._work = found._think()
    return found


def _run(found: Any) -> Generator[None, None, Any]:
    while not found.step(SLICE):
        yield
    return found


def standing(view: Mapping[str, Any]) -> float:
    """The seat's score less the best other seat's (0 alone)."""
    totals = list(view["breakdown"]["total"])
    seat = view["seat"]
    others = [t for s, t in enumerate(totals) if s != seat]
    return float(totals[seat] - max(others)) if others else 0.0


def margins(view: Mapping[str, Any], moves: Sequence[str], work: float, seed: int,
            memory: Any = None) -> Generator[None, None, tuple[str, dict[str, float]]]:
    """The hard choice and the projected margin (points) after it and after each of ``moves``."""
    found = yield from _run(_search(view, seed, work))
    best = str(found.best())
    values = {text: float(value) for text, _, value in found.rows}
    if best not in values or any(m not in values for m in moves):
        pair = [best, *[m for m in moves if m != best]]
        again = yield from _run(_search(view, seed, work, pair))
        values = {text: float(value) for text, _, value in again.rows}
        if len(again.legal) <= 1:  # one placement left: nothing to weigh it against
            values = {str(again.legal[0]): 0.0}
    low = min(values.values(), default=0.0)
    for move in [best, *moves]:
        values.setdefault(move, low)
    top = max(values.values())
    top_move = max(values, key=lambda m: values[m])
    base = standing(view) + _points(view, top_move)  # the best move's points count at once
    return best, {m: base + v - top for m, v in values.items()}


def _points(view: Mapping[str, Any], move: str) -> float:
    """The points a placement scores at once."""
    action = C.parse_action(move)
    if not isinstance(action, C.Place):
        return 0.0
    reading = _board(view)
    return float(reading.board.gain(reading.seat, action.cell))


def left(view: Mapping[str, Any]) -> float:
    """How much of the game is left, 1 to 0: the cards in the hands and decks."""
    cards = sum(view["hand_sizes"]) + sum(view["deck_sizes"])
    return min(1.0, cards / (29.0 * view["players"]))


def spread(view: Mapping[str, Any]) -> float:
    return SCALE_END + SCALE_LEFT * left(view)



__all__ = ["REASONS", "left", "margins", "reason", "spread", "standing", "unweighed"]

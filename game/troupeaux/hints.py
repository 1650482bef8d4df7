"""Troupeaux's part in hints and reviews (:mod:`game.review`): why a move is good, and the chances of
winning after each move.

**Chances.** The hard player's search (:class:`.search.TroupeauxSearch`, with the seat's memory of
what entered the arrival pens) values a plan for the rest of the turn as the seat's projected points
less the other's after the opponent's best reply, in sampled deals of what the seat cannot see (a won
or lost game is worth 50 points more or less). A move's value is its best plan's; the move played,
when the search did not weigh it, is weighed with the best move by a second search restricted to the
two. A draw is weighed by what the card is expected to add to the hand, on top of the position's
value. The projected margin ``m`` becomes a chance with the logistic ``1 / (1 + exp(-m / scale))``,
the scale wider with more of the game to play (``spread``, fitted on the decisions of seeded hard
games against their results: ``bench/review.py --calibrate``). ``work`` scales the sampled deals (6
at budget 1).

**Reasons** (``reason(view, move)``, from the view alone): the herd it brings into the arrival
pen; the clash it wins (or the herd it disperses with an equal one); the herd a Rapides drop or a
Téméraires sacrifice disperses; the herd it lays or grows; a draw for the breed the hand holds most.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from typing import Any

from . import rules as T
from ..review import SLICE

# the logistic's scale (projected points for a factor e in the odds of winning): at the end, and added
# with the whole game still to play (``spread``)
SCALE_END, SCALE_LEFT = 0.5, 4.0
PILES = 53  # the cards in a seat's piles at the start
SAMPLES = 6  # the hard search's sampled deals, at budget 1

REASONS: dict[str, tuple[str, str]] = {
    "troupeaux.home": ("brings {size} sheep into your arrival pen",
                       "fait entrer {size} moutons dans votre enclos d'arrivée"),
    "troupeaux.clash": ("wins the clash against the herd of {size} on {cell}",
                        "gagne l'affrontement contre le troupeau de {size} en {cell}"),
    "troupeaux.even-clash": ("disperses the herd of {size} on {cell} along with yours",
                             "disperse le troupeau de {size} en {cell} avec le vôtre"),
    "troupeaux.drop": ("drops your Rapides onto the herd of {size} on {cell} and disperses it",
                       "lâche vos Rapides sur le troupeau de {size} en {cell} et le disperse"),
    "troupeaux.dare": ("sacrifices your Téméraires to disperse the herd of {size} on {cell}",
                       "sacrifie vos Téméraires pour disperser le troupeau de {size} en {cell}"),
    "troupeaux.lay": ("lays a herd of {size} on the path", "pose un troupeau de {size} sur le chemin"),
    "troupeaux.grow": ("grows your herd on {cell} to {size}", "agrandit votre troupeau en {cell} à {size}"),
    "troupeaux.advance": ("moves your herd of {size} closer to the arrival pen",
                          "rapproche votre troupeau de {size} de l'enclos d'arrivée"),
    "troupeaux.draw": ("adds to the breed your hand holds most of ({breed})",
                       "renforce la race dont votre main compte le plus de cartes ({breed})"),
}


def _herds(view: Mapping[str, Any]) -> dict[str, tuple[int, list[str]]]:
    return {name: (owner, list(cards)) for name, owner, cards in view["herds"]}


def reason(view: Mapping[str, Any], move: str) -> tuple[str, dict[str, Any]] | None:
    """Why ``move`` is good, from the view: a key of :data:`REASONS` and its parameters, or None."""
    action = T.parse_action(move)
    seat = view["seat"]
    herds = _herds(view)
    verb = action.verb
    if verb == "draw":
        breed = T.BREEDS[action.cell]
        held = [k for k in view.get("hand") or () if k.startswith(breed)]
        others = (sum(1 for k in view["hand"] if k.startswith(b)) for b in T.BREEDS if b != breed)
        if held and all(count < len(held) for count in others):  # the most of one breed: no tie
            return "troupeaux.draw", {"breed": T.BREED_NAMES[action.cell]}
        return None
    if verb == "end":
        return None
    cell = T.CELL_NAMES[action.cell]
    if verb == "move":
        size = len(herds[cell][1])
        if action.target == T.ARRIVAL:
            return "troupeaux.home", {"size": size, "cell": cell}
        target = T.CELL_NAMES[action.target]
        other = herds.get(target)
        if other is not None and other[0] != seat:
            if size > len(other[1]):
                return "troupeaux.clash", {"size": len(other[1]), "cell": target}
            if size == len(other[1]):
                return "troupeaux.even-clash", {"size": len(other[1]), "cell": target}
            return None
        return "troupeaux.advance", {"size": size, "cell": cell}
    if verb == "dare":
        target = T.CELL_NAMES[action.target]
        return "troupeaux.dare", {"size": len(herds[target][1]), "cell": target}
    if verb == "lay":
        other = herds.get(cell)
        if other is not None and other[0] != seat:
            return "troupeaux.drop", {"size": len(other[1]), "cell": cell}
        return "troupeaux.lay", {"size": len(action.cards), "cell": cell}
    if verb == "add":
        grown = len(herds[cell][1]) + len(action.cards)
        if T.conforms([T.parse_kind(k) for k in herds[cell][1]] + list(action.cards)):
            return "troupeaux.grow", {"size": grown, "cell": cell}
    return None


# --- chances -----------------------------------------------------------------------------------------


def _search(view: Mapping[str, Any], seed: int, work: float, memory: Any, legal: Sequence[str] | None = None) -> Any:
    from . import search
    import game.troupeaux as package

    if legal is not None:
        view = {**view, "legal": list(legal)}
    return search.TroupeauxSearch(package, view, seed, 10**9, float("inf"),  # type: ignore[arg-type]
                                  level="hard", memory=memory, samples=max(1, round(SAMPLES * work)))


def _run(found: Any) -> Generator[None, None, Any]:
    while not found.step(SLICE):
        yield
    return found


def _by_first(rows: Sequence[tuple[str, int, float]]) -> dict[str, float]:
    """Each first action's best plan value (a row is a plan: its actions' texts, or "end")."""
    values: dict[str, float] = {}
    for text, _, value in rows:
        first = text.split(" ")[0]
        if first not in values or value > values[first]:
            values[first] = value
    return values


def margins(view: Mapping[str, Any], moves: Sequence[str], work: float, seed: int,
            memory: Any = None) -> Generator[None, None, tuple[str, dict[str, float]]]:
    """The hard choice and the projected margin (points) after it and after each of ``moves``."""
    from .position import pos_from

    found = yield from _run(_search(view, seed, work, memory))
    best = str(found.best())
    rows = list(found.rows)
    if best.startswith("draw:") or (rows and rows[0][0].startswith("draw:")):
        base = pos_from(found.view, found.belief)
        standing = found.evaluate(base, found.seat, found.other)
        hand = list(base.hands[found.seat] or [])
        now = found.hand_plan(base, hand, {})
        values = {text: standing + value - now for text, _, value in rows}
        values.setdefault(best, standing)
        for move in moves:
            if move not in values:
                if move.startswith("draw:"):
                    values[move] = standing
                else:  # a turn played on without drawing: its plan, weighed by a search without the draws
                    others = [t for t in found.legal if not t.startswith("draw:")]
                    plain = yield from _run(_search(view, seed, work, memory, others))
                    values[move] = _by_first(plain.rows).get(move, standing)
        return best, values
    values = _by_first(rows)
    values.setdefault(best, max(values.values(), default=0.0))
    for move in moves:
        if move.startswith("draw:") and move not in values:  # the last card of the pen: the game ends
            values[move] = _last_draw(found)
    if any(move not in values for move in moves):
        pair = [best, *[m for m in moves if m != best]]
        again = yield from _run(_search(view, seed, work, memory, pair))
        found_again = _by_first(again.rows)
        values = {m: found_again[m] for m in pair if m in found_again}
        for move in pair:
            values.setdefault(move, min(values.values(), default=0.0))
    return best, values


def _last_draw(found: Any) -> float:
    """Drawing out one's pen ends the game after this turn: the best final margin the turn allows."""
    from .position import pos_from

    final = pos_from(found.view, found.belief)
    final.over = True
    best = -float("inf")
    for plan in found._plans(final, found.view):
        p = final.copy()
        for action in plan:
            p.play(found.seat, action)
        best = max(best, found.terminal(p, found.seat))
    return best


def left(view: Mapping[str, Any]) -> float:
    """How much of the game is left, 1 to 0: the smaller pen's piles (the game ends when one empties)."""
    return min(1.0, min(sum(piles) for piles in view["piles"]) / PILES)


def spread(view: Mapping[str, Any]) -> float:
    return SCALE_END + SCALE_LEFT * left(view)


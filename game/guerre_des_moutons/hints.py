"""La Guerre des Moutons' part in hints and reviews (:mod:`game.review`): why a move is good, and the
chances of winning after each move.

**Chances.** The hard player's search (:class:`.search.GuerreSearch`) reads the table into meadows
and values each colour by its expected best enclosure (:mod:`.search_board`), with a belief about who
owns the colours not revealed; a move's value is what it changes in the seat's colours less the
others' (hard: blended with the others' replies in sampled deals). The seat's standing is its
colours' worth and bonus less the best other seat's expected worth and bonus (each colour weighted by
the belief); the margin after a move is the standing plus the move's value ("done" changes nothing;
"stop" is valued by the search's stop model against its best tile; a reveal, an option one keeps by
not using it, never counts for more than the best other move, and a reaction window that offers only
reveals is not weighed: ``unweighed``). The margin becomes a chance with the logistic
``1 / (1 + (players - 1) exp(-m / scale))`` (an even margin: an even share), the scale wider with more of the game to play (``spread``, fitted on
seeded hard games: ``bench/review.py --calibrate``). A move the search did not weigh is weighed with
the best one by a second search restricted to the two. ``work`` scales the sampled deals (3 at
budget 1).

**Reasons** (``reason(view, move)``, from the view alone): the enclosure of the seat's colour the
tile closes (its sheep); the meadow of the seat's colour it grows; the meadow a wolf spoils; the wolf
a hunter covers; a reveal; a stop for the finishing bonus.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from typing import Any

from . import meadows as M
from . import state as S
from .actions import parse_action
from .tiles import HUNTER, TERRAIN_LETTERS, TILE_BY_ID, WOLF
from ..review import SLICE

# the logistic's scale (projected points for a factor e in the odds of winning): at the end, and added
# with the whole game still to play (``spread``)
SCALE_END, SCALE_LEFT = 1.5, 2.0
SAMPLES = 3  # the hard search's sampled deals, at budget 1

REASONS: dict[str, tuple[str, str]] = {
    "guerre.closes": ("closes a meadow of {size} sheep of your colour",
                      "ferme un pré de {size} moutons de votre couleur"),
    "guerre.grows": ("grows your colour's meadow to {size} sheep",
                     "agrandit le pré de votre couleur à {size} moutons"),
    "guerre.blocks": ("leaves an opponent's meadow of {size} sheep a gap no tile can fill",
                      "laisse au pré adverse de {size} moutons un trou qu'aucune tuile ne peut combler"),
    "guerre.wolf": ("spoils a meadow of {size} sheep with a wolf",
                    "gâche un pré de {size} moutons avec un loup"),
    "guerre.cover": ("covers the wolf that spoils your meadow of {size} sheep",
                     "couvre le loup qui gâche votre pré de {size} moutons"),
    "guerre.hunter": ("lays a hunter where a wolf could spoil your meadow",
                      "pose un chasseur là où un loup pourrait gâcher votre pré"),
    "guerre.reveal": ("reveals your colour: the shepherd tile, and one more tile",
                      "révèle votre couleur : la tuile berger, et une tuile de plus"),
    "guerre.stop": ("stops now: the finishing bonus is worth more than another tile",
                    "s'arrête maintenant : le bonus de fin vaut plus qu'une tuile de plus"),
}


# --- reasons -----------------------------------------------------------------------------------------


def _mine(view: Mapping[str, Any]) -> set[int]:
    return {TERRAIN_LETTERS.index(c) for c in view.get("colours") or ()}


def _spoiled(faces: dict[Any, Any], figures: dict[Any, str]) -> list[M.Meadow]:
    """The closed meadows a wolf spoils."""
    spoiled = M.wolf_forest_triangles(faces, figures)
    return [m for m in M.enclosures(faces) if not M.is_valid(faces, figures, m, spoiled)]


def reason(view: Mapping[str, Any], move: str) -> tuple[str, dict[str, Any]] | None:
    """Why ``move`` is good, from the view: a key of :data:`REASONS` and its parameters, or None."""
    from .search import face_of, figure_of

    action = parse_action(move)
    verb = action.verb
    if verb == "stop":
        return "guerre.stop", {}
    if verb == "done":
        return None
    mine = _mine(view)
    table, figures, covers, _by, _placed = S.table_of(view)
    faces = dict(table.faces)
    before_spoiled = {m.triangles for m in _spoiled(faces, figures)}
    after_figures = dict(figures)
    if verb == "cover":
        after_figures[action.cell] = HUNTER
        freed = [m for m in _spoiled(faces, figures) if m.colour in mine
                 and m.triangles not in {x.triangles for x in _spoiled(faces, after_figures)}]
        if freed:
            return "guerre.cover", {"size": max(m.sheep for m in freed)}
        return None
    after = dict(faces)
    after[action.cell] = face_of(action)
    figure = figure_of(action)
    if figure is not None:
        after_figures[action.cell] = figure
    if verb == "reveal":
        return "guerre.reveal", {"colour": action.tile[2]}
    if figure == WOLF:
        spoiled = [m for m in _spoiled(after, after_figures)
                   if m.triangles not in before_spoiled and m.colour not in mine]
        if spoiled:
            return "guerre.wolf", {"size": max(m.sheep for m in spoiled)}
        return None
    if figure == HUNTER:
        return "guerre.hunter", {}
    touching = [m for m in M.meadows(after) if m.colour in mine and any(c == action.cell for c, _ in m.triangles)]
    if not touching:
        blocked = _blocked(view, table, action, mine)
        return ("guerre.blocks", {"size": blocked}) if blocked else None
    best = max(touching, key=lambda m: (m.closed, m.sheep))
    letter = TERRAIN_LETTERS[best.colour]
    if best.closed:
        return "guerre.closes", {"size": best.sheep, "colour": letter}
    return "guerre.grows", {"size": best.sheep, "colour": letter}


def _blocked(view: Mapping[str, Any], table: Any, action: Any, mine: set[int]) -> int:
    """The largest open meadow of another colour (4 sheep or more) that a tile leaves with a gap no
    tile still to come can fill, when each of its gaps could be filled before; 0 if none."""
    from .tiles import BAG_TILES, QUESTION_TILES, SIDES, oriented

    if action.verb != "play":
        return 0
    laid = {entry[1] for entry in view["table"]} | {entry[6] for entry in view["table"] if entry[6]}
    coming = [t for t in BAG_TILES + QUESTION_TILES if t[0] not in laid and t[0] != action.tile]
    after = table.clone()
    after.place(TILE_BY_ID[action.tile], action.side, action.rotation, action.cell)

    def fillable(board: Any, cell: Any) -> bool:
        return any(tile[1 + side] is not None and board.why_not(oriented(tile, side, turn), cell) is None
                   for tile in coming for side in (0, 1) for turn in range(4))

    def gaps(faces: Mapping[Any, Any], meadow: M.Meadow) -> set[Any]:
        return {M.across(t)[0] for t in meadow.triangles} - set(faces)

    found = 0
    for meadow in M.meadows(dict(after.faces)):
        if meadow.closed or meadow.colour in mine or meadow.sheep < 4:
            continue
        now = gaps(after.faces, meadow)
        if not any(abs(x - action.cell[0]) + abs(y - action.cell[1]) == 1 for x, y in now):
            continue
        if any(not fillable(after, cell) for cell in now):
            before = [m for m in M.meadows(dict(table.faces)) if m.colour == meadow.colour
                      and set(m.triangles) <= set(meadow.triangles)]
            if all(fillable(table, cell) for m in before for cell in gaps(table.faces, m)):
                found = max(found, meadow.sheep)
    return found


# --- chances -----------------------------------------------------------------------------------------


def _search_class() -> Any:
    from .search import GuerreSearch

    class ReviewSearch(GuerreSearch):
        """The hard search, keeping the value its stop model gives stopping (before the replies
        replace the rows)."""

        stop_value: float | None = None

        def _should_stop(self, board: Any, best_move: float) -> bool:
            decided = super()._should_stop(board, best_move)
            if self.rows and self.rows[-1][0] == "stop":
                self.stop_value = float(self.rows[-1][2])
            return decided

    return ReviewSearch


def _search(view: Mapping[str, Any], seed: int, work: float, legal: Sequence[str] | None = None) -> Any:
    import game.guerre_des_moutons as package

    if legal is not None:
        view = {**view, "legal": list(legal)}
    return _search_class()(package, view, seed, 10**9, float("inf"), level="hard",
                           samples=max(1, round(SAMPLES * work)))


def _run(found: Any) -> Generator[None, None, Any]:
    while not found.step(SLICE):
        yield
    return found


def standing(found: Any) -> float:
    """The seat's projected margin before its move: its colours' worth and bonus, less the best other
    seat's (colours weighted by the belief about who owns them)."""
    from .search_board import Board

    view = found.view
    belief = found.belief()
    table, figures, covers, _by, _placed = S.table_of(view)
    board = Board(dict(table.faces), figures, covers, found._context())
    worth = board.colour_value
    bonuses = view.get("bonuses") or [0] * view["players"]
    mine = sum(worth[c] for c in _mine(view)) + bonuses[found.seat]
    others = [sum(p * worth[c] for c, p in belief.get(s, {}).items()) + bonuses[s]
              for s in range(view["players"]) if s != found.seat]
    return float(mine - max(others, default=0.0))


def unweighed(view: Mapping[str, Any]) -> bool:
    """A reaction window that offers nothing but reveals: passing keeps the reveal for later (see
    :func:`_values`), so the review does not weigh it (graded good, the chance carried)."""
    return view["phase"] == "react" and all(t == "done" or t.startswith("reveal:") for t in view["legal"])


def _values(found: Any, wanted: Sequence[str]) -> dict[str, float]:
    """The search's value of each move it weighed, "done" 0 and "stop" by its stop model. A reveal
    is an option kept while it is not used: it is never worth more than the best other move."""
    values = {text: float(value) for text, _, value in found.rows if text != "stop"}
    tiles = max((v for t, v in values.items() if not t.startswith("reveal:")), default=0.0)
    if "done" in found.legal:
        values["done"] = 0.0
    if "stop" in found.legal and found.stop_value is not None:
        values["stop"] = max(tiles, 0.0) + found.stop_value
    others = max((v for t, v in values.items() if not t.startswith("reveal:")), default=None)
    if others is not None:
        for text in values:
            if text.startswith("reveal:"):
                values[text] = min(values[text], others)
    return values


def margins(view: Mapping[str, Any], moves: Sequence[str], work: float, seed: int,
            memory: Any = None) -> Generator[None, None, tuple[str, dict[str, float]]]:
    """The hard choice and the projected margin (points) after it and after each of ``moves``."""
    found = yield from _run(_search(view, seed, work))
    best = str(found.best())
    base = standing(found)
    values = _values(found, moves)
    if best not in values or any(m not in values for m in moves):
        pair = sorted({best, *moves} | ({"done"} & set(found.legal)))
        if any(m == "stop" for m in pair) or best == "stop":
            pair = sorted(set(pair) | {"stop"})
        again = yield from _run(_search(view, seed, work, pair))
        values = _values(again, moves)
    low = min(values.values(), default=0.0)
    for move in [best, *moves]:
        values.setdefault(move, low)
    if best.startswith("reveal:"):  # capped: the best of the moves that are no reveal, if as good
        plain = [m for m in values if not m.startswith("reveal:")]
        top = max(plain, key=lambda m: values[m], default=None)
        if top is not None and values[top] >= values[best]:
            best = top
    return best, {m: base + v for m, v in values.items()}


def left(view: Mapping[str, Any]) -> float:
    """How much of the game is left, 1 to 0: the tiles in the bag and in the hands."""
    from .tiles import BAG_TILES

    return min(1.0, (view["bag"] + sum(view["hand_sizes"])) / len(BAG_TILES))


def spread(view: Mapping[str, Any]) -> float:
    return SCALE_END + SCALE_LEFT * left(view)



__all__ = ["REASONS", "left", "margins", "reason", "spread", "standing", "unweighed"]

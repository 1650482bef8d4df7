"""The Kluitz's part in hints and reviews (:mod:`game.review`): why a move is good, and the chances of
winning after each move.

**Chances.** The hard player (:mod:`.search`) searches no tree: it remembers the tiles it saw and
plans enclosures. The review weighs the moves with the same pieces, as a projected margin in points:

- the round's points so far (the sheep taken, the tiles enclosed) and the earlier round's, plus
  the shepherd's *plan* (:func:`.search.worth`: the tiles it is expected to enclose still, the best
  rectangle's open tiles times ``keep ** fences still needed``), less ``SHEEP_SHARE`` of the open
  tiles outside the plan for the sheep player (its take less the shepherd's further enclosures:
  hard against hard, a round gives the sheep player 13.75 points and the shepherd 5.56); in the
  first round, the second round to come is worth as much the other way round (roles swap);
- a fence (the first of two: with the best second fence among the likely ones) or a fence removed
  after a ram: the margin of the fences that result;
- a tile turned: the expected value of what may come up, from the tiles the seat remembers (fed
  every view it saw) and otherwise the unseen tiles' kinds: the pair it completes (2 points), the
  pair a first sheep may lead to (a remembered twin, or the chance of one), a ram (the fence it takes
  away), a shepherd tile (the fence it gives the shepherd).

The margin becomes a chance with the logistic ``1 / (1 + exp(-m / scale))``, ``scale`` growing with
what is left to play (the open tiles, and the second round while in the first: ``spread``), fitted on
seeded hard games (bench/review.py). Alone (solo) the chance is a stand-in: 0.5 for the best move,
less by the points a move gives up. The review's best move is the best by this margin; the hint is
the hard player's move.

**Reasons** (``reason(view, move)``, from the view alone): the tiles a fence encloses; the pen it
brings within one or two fences; the fence whose removal opens the most tiles; a tile seen before
(``seen``: the view marks them) or not seen yet.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from typing import Any

from . import rules as K
from ..review import logistic

# the share of the open tiles outside the shepherd's plan that the sheep player takes, less the share the
# shepherd encloses after all (hard against hard: 13.75 and 5.56 of a round's 25 tiles)
SHEEP_SHARE = 0.34
KEEP = 0.8  # the hard shepherd's chance to keep a rectangle open one more fence (its ``keep``)
PAIRS = 14  # first fences weighed with a second one (as the hard shepherd does)
SCALE_END, SCALE_LEFT = 0.75, 7.0  # the logistic's scale: at the end, and added with all still to play

REASONS: dict[str, tuple[str, str]] = {
    "kluitz.encloses": ("encloses {n} tile|encloses {n} tiles", "enclôt {n} tuile|enclôt {n} tuiles"),
    "kluitz.plans": ("brings a pen of {count} tiles within {n} fence|brings a pen of {count} tiles within {n} fences",
                     "approche un enclos de {count} tuiles, à {n} barrière près|approche un enclos de {count} tuiles, à {n} barrières près"),
    "kluitz.plans.one": ("brings a pen of one tile within {n} fence|brings a pen of one tile within {n} fences",
                         "approche un enclos d'une tuile, à {n} barrière près|approche un enclos d'une tuile, à {n} barrières près"),
    "kluitz.opens": ("takes away the fence that keeps {n} tile penned in|takes away the fence that keeps {n} tiles penned in",
                     "retire la barrière qui garde {n} tuile enfermée|retire la barrière qui garde {n} tuiles enfermées"),
    "kluitz.seen": ("turns a tile seen before: try your memory", "retourne une tuile déjà vue : faites appel à votre mémoire"),
    "kluitz.unseen": ("turns a tile nobody has seen yet: it tells you the most",
                      "retourne une tuile encore jamais vue : c'est elle qui vous en apprend le plus"),
}


# --- the field ---------------------------------------------------------------------------------------


def _field(view: Mapping[str, Any]) -> Any:
    from .search import Field

    return Field(view)


def _powers() -> list[float]:
    return [KEEP**n for n in range(61)]


def _plan(field: Any, fences: int, supply: int, powers: list[float]) -> tuple[float, int, int]:
    """(the shepherd's worth, the tiles enclosed, the tiles not enclosed) with ``fences`` out."""
    from .search import worth

    enclosed = K.enclosed_cells(fences)
    inside = (field.tiles & enclosed).bit_count()
    return worth(field, fences, supply, powers), inside, (field.tiles & ~enclosed).bit_count()


def _shepherd_margin(field: Any, fences: int, supply: int, powers: list[float]) -> float:
    """The shepherd's projected points this round less the sheep player's still to come."""
    value, _inside, open_tiles = _plan(field, fences, supply, powers)
    plan = value - _inside
    return value - SHEEP_SHARE * max(0.0, open_tiles - plan)


def left(view: Mapping[str, Any]) -> float:
    """How much of the game is left, 1 to 0: the tiles not enclosed, and the second round while in
    the first (two players)."""
    tiles = sum(1 for c, shown in enumerate(view["field"]) if shown != "" and K.cell_text(c) not in view["enclosed"])
    if view["players"] == 1:
        return tiles / K.CELLS
    return (tiles / K.CELLS + (1.0 if view["round"] == 0 else 0.0)) / 2.0


def spread(view: Mapping[str, Any]) -> float:
    """The logistic's scale: wider with more of the game left."""
    return SCALE_END + SCALE_LEFT * left(view)


# --- reasons -----------------------------------------------------------------------------------------


def reason(view: Mapping[str, Any], move: str) -> tuple[str, dict[str, Any]] | None:
    """Why ``move`` is good, from the view: a key of :data:`REASONS` and its parameters, or None."""
    from .search import RECTANGLES

    field = _field(view)
    verb, _, what = move.partition(":")
    if verb == "fence":
        fences = field.fences | 1 << K.parse_edge(what)
        gained = (field.tiles & K.enclosed_cells(fences) & ~K.enclosed_cells(field.fences)).bit_count()
        if gained:
            return "kluitz.encloses", {"n": gained}
        open_tiles = field.tiles & ~K.enclosed_cells(fences)
        best: tuple[float, int, int] | None = None
        for cells, perimeter in RECTANGLES:
            if not perimeter >> K.parse_edge(what) & 1:
                continue
            inside = (open_tiles & cells).bit_count()
            needed = (perimeter & ~fences).bit_count()
            if inside and needed <= min(2, field.supply - 1):
                key = (inside * KEEP**needed, inside, needed)
                if best is None or key > best:
                    best = key
        if best is not None:
            return ("kluitz.plans.one" if best[1] == 1 else "kluitz.plans"), {"count": best[1], "n": best[2]}
        return None
    if verb == "remove":
        fences = field.fences & ~(1 << K.parse_edge(what))
        freed = (field.tiles & K.enclosed_cells(field.fences) & ~K.enclosed_cells(fences)).bit_count()
        return ("kluitz.opens", {"n": freed}) if freed else None
    if verb == "turn":
        return ("kluitz.seen", {}) if what in view["seen"] else ("kluitz.unseen", {})
    return None


# --- chances -----------------------------------------------------------------------------------------


def _fence_values(view: Mapping[str, Any], field: Any, powers: list[float], wanted: Sequence[str]) -> dict[str, float]:
    """The shepherd's margin after each fence it may place (the first of two: with the best second
    fence among the likely ones, for the best first fences and those ``wanted``)."""
    supply = field.supply
    singles = {}
    for text in view["legal"]:
        edge = K.parse_edge(text[6:])
        singles[text] = _shepherd_margin(field, field.fences | 1 << edge, supply - 1, powers)
    values = dict(singles)
    if view["phase"] == K.FENCING and view["placed"] == 0 and supply >= 2:
        ranked = sorted(singles, key=lambda t: -singles[t])
        seconds = [K.parse_edge(t[6:]) for t in ranked[: 2 * PAIRS]]
        for text in list(dict.fromkeys([*ranked[:PAIRS], *[w for w in wanted if w in singles]])):
            first = field.fences | 1 << K.parse_edge(text[6:])
            for edge in seconds:
                if not first >> edge & 1:
                    values[text] = max(values[text], _shepherd_margin(field, first | 1 << edge, supply - 2, powers))
    return values


def _kinds_left(view: Mapping[str, Any], known: Mapping[int, int]) -> list[int]:
    """Per kind, the face-down tiles not remembered that may be of it."""
    left = [K.TILES.count(k) for k in range(len(K.KINDS))]
    for shown in view["field"]:
        if shown not in ("", "?"):
            left[K.KINDS.index(shown)] -= 1
    for _cell, kind, _flower in view["removed"]:
        left[K.KINDS.index(kind)] -= 1
    for kind in view["taken"]:
        left[K.KINDS.index(kind)] -= 1
    for kind in known.values():
        left[kind] -= 1
    return [max(0, n) for n in left]


def _turn_values(view: Mapping[str, Any], field: Any, powers: list[float], memory: Any) -> dict[str, float]:
    """The sheep player's expected points from turning each tile it may turn (see the docstring)."""
    turnable = [K.parse_cell(t[5:]) for t in view["legal"] if t.startswith("turn:")]
    known: dict[int, int] = {}
    if memory is not None:
        for c in range(K.CELLS):
            if view["field"][c] == "?":
                kind = memory.kind(c)
                if kind is not None:
                    known[c] = kind
    left = _kinds_left(view, known)
    unknown = sum(left)
    waiting = [field.kinds[c] for c in (K.parse_cell(t) for t in view["this_turn"]) if c in field.kinds]
    waiting = [k for k in waiting if k < K.SHEEP_KINDS]
    fences, supply = field.fences, field.supply
    now = _shepherd_margin(field, fences, supply, powers)
    ram = 0.0
    for edge in K.bits(fences):  # the fence a ram lets the sheep player take away
        ram = max(ram, now - _shepherd_margin(field, fences & ~(1 << edge), supply + 1, powers))
    shepherd = 0.0
    if supply:
        for edge in range(K.EDGES):
            if not fences >> edge & 1:
                shepherd = max(shepherd, _shepherd_margin(field, fences | 1 << edge, supply - 1, powers) - now)
    solo = view["players"] == 1
    if solo:
        shepherd = 0.0  # a flower's fence: where the tile says, not the worst one

    def value(kind: int, cell: int) -> float:
        if kind == K.RAM:
            return ram
        if kind == K.SHEPHERD:
            return -shepherd
        if waiting:
            return 2.0 if kind in waiting else 0.0
        if any(k == kind and c != cell and c in turnable for c, k in known.items()):
            return 2.0  # its remembered twin comes next
        rest = left[kind] - (0 if cell in known else 1)
        return 2.0 * max(0, rest) / max(1, unknown - (0 if cell in known else 1))

    values = {}
    for cell in turnable:
        if cell in known:
            expected = value(known[cell], cell)
        else:
            expected = sum(n / unknown * value(kind, cell) for kind, n in enumerate(left) if n) if unknown else 0.0
        values[f"turn:{K.cell_text(cell)}"] = expected
    return values


def margins(view: Mapping[str, Any], moves: Sequence[str], work: float, seed: int,
            memory: Any = None) -> tuple[str, dict[str, float]]:
    """The best move by the projected margin (points) of the mover, and that margin after each legal
    move (see the docstring)."""
    legal = list(view["legal"])
    seat = view["seat"]
    field = _field(view)
    powers = _powers()
    solo = view["players"] == 1
    scores = view["scores"]
    base = 0.0 if solo else float(scores[seat] - scores[1 - seat])
    if not solo and view["round"] == 0:  # roles swap for the second round
        base += SHEEP_SHARE * K.CELLS * (1 if seat == view["shepherd"] else -1)
    inside = (field.tiles & K.enclosed_cells(field.fences)).bit_count()
    shepherd_now = _shepherd_margin(field, field.fences, field.supply, powers)
    if legal[0].startswith("fence:"):
        values = {t: base - inside + v for t, v in _fence_values(view, field, powers, moves).items()}
    elif legal[0].startswith("remove:"):
        values = {}
        for text in legal:  # the shepherd's projection once the fence is gone (its enclosed tiles too)
            fences = field.fences & ~(1 << K.parse_edge(text[7:]))
            values[text] = base + inside - _shepherd_margin(field, fences, field.supply + 1, powers)
    else:
        turns = _turn_values(view, field, powers, memory)
        sheep_now = base + inside - shepherd_now if not solo else 0.0
        values = {t: sheep_now + turns.get(t, 0.0) for t in legal}
    best = max(values, key=lambda t: (values[t], -legal.index(t)))
    if solo:
        top = values[best]
        values = {t: v - top for t, v in values.items()}
    return best, values


def appraise(view: Mapping[str, Any], moves: Sequence[str], work: float, seed: int,
             memory: Any = None) -> Generator[None, None, dict[str, Any]]:
    best, values = margins(view, moves, work, seed, memory)
    yield
    scale = spread(view)
    return {"best": best, "chances": {m: logistic(v, scale) for m, v in values.items()}}


__all__ = ["REASONS", "appraise", "left", "margins", "reason", "spread"]

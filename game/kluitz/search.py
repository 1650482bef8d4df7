"""The Kluitz computer players: a memory of what they saw, a shepherd that plans enclosures, a sheep
player that goes for known pairs and saves the tiles under threat.

Memory (``KluitzMemory``) is fed every view of the agent's seat after every move (``observe``), so it
knows only what was face up in a view: never a tile it did not see. The levels differ in how much
they keep: easy holds a few tiles and forgets often, medium holds more, hard forgets nothing.

The shepherd values a fence set as the tiles already enclosed plus its best *plan*: for every
rectangle of the field, the open tiles inside times ``keep ** fences still needed`` (each fence still
to place is a turn's chance for the sheep player to take tiles away). Fences that serve the best plan,
and that bring several plans to one fence from closing, score highest. Hard weighs the turn's two
fences together; rams are answered because the plan is made again from the field as it is.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from ..core import new_rng
from .rules import (
    CELLS,
    KINDS,
    LINKS,
    SHEEP_KINDS,
    SIZE,
    cell_text,
    edge_text,
    enclosed_cells,
    parse_cell,
    parse_edge,
)

RAM_KIND, SHEPHERD_KIND = KINDS.index("ram"), KINDS.index("shepherd")

# The settings of each level (any may be overridden through make_agent(level, seed, **settings)).
KLUITZ_LEVELS: dict[str, dict[str, Any]] = {
    # holds 3 tiles, forgets each with 1 chance in 4 at every reveal; fences half at random
    "easy": {"capacity": 3, "forget": 0.25, "keep": 0.9, "wander": 0.5, "pairs": 0, "threat": False},
    # holds 8 tiles, rarely forgets; fences one at a time toward its best plan
    "medium": {"capacity": 8, "forget": 0.04, "keep": 0.9, "wander": 0.0, "pairs": 0, "threat": True},
    # remembers everything it saw; weighs both fences of its turn together
    "hard": {"capacity": 25, "forget": 0.0, "keep": 0.8, "wander": 0.0, "pairs": 14, "threat": True},
}


def _rectangles() -> tuple[tuple[int, int], ...]:
    """Every rectangle of the field as (cells mask, perimeter edges mask)."""
    found = []
    for top in range(SIZE):
        for bottom in range(top, SIZE):
            for left in range(SIZE):
                for right in range(left, SIZE):
                    cells = sum(1 << (r * SIZE + c) for r in range(top, bottom + 1) for c in range(left, right + 1))
                    perimeter = 0
                    for c in range(CELLS):
                        if cells >> c & 1:
                            for other, edge in LINKS[c]:
                                if other < 0 or not cells >> other & 1:
                                    perimeter |= 1 << edge
                    found.append((cells, perimeter))
    return tuple(found)


RECTANGLES = _rectangles()


def count(mask: int) -> int:
    return mask.bit_count()


# --- memory ---------------------------------------------------------------------------------------


class KluitzMemory:
    """The kinds of face-down tiles this player saw, as far as its level keeps them."""

    def __init__(self, seed: int, capacity: int, forget: float) -> None:
        self.rng = new_rng(seed, "kluitz-memory")
        self.capacity = capacity
        self.forget = forget
        self.known: dict[int, tuple[int, int]] = {}  # cell -> (kind, when it was last seen)
        self.round: int | None = None
        self.moves = -1
        self.clock = 0

    def observe(self, view: Mapping[str, Any]) -> None:
        moves = len(view["history"])
        if view["round"] != self.round or moves < self.moves:
            self.known, self.round = {}, view["round"]
        if moves == self.moves:
            return
        self.moves = moves
        revealed = bool(view["history"]) and view["history"][-1].startswith("turn:")
        for c, shown in enumerate(view["field"]):
            if shown == "":
                self.known.pop(c, None)
            elif shown != "?":
                self.known[c] = (KINDS.index(shown), self.clock)
        if revealed:
            self.clock += 1
        self._fade(view["field"], revealed)

    def _fade(self, field: list[str], revealed: bool = True) -> None:
        """Forget some face-down tiles at a reveal, and the oldest beyond the capacity after any move
        (tiles turned back down join the face-down ones without a reveal)."""
        down = sorted((when, c) for c, (_, when) in self.known.items() if field[c] == "?")
        for when, c in down if revealed else ():
            if self.forget and self.rng.random() < self.forget:
                del self.known[c]
        down = sorted((when, c) for c, (_, when) in self.known.items() if field[c] == "?")
        for _, c in down[: max(0, len(down) - self.capacity)]:
            del self.known[c]

    def kind(self, c: int) -> int | None:
        found = self.known.get(c)
        return None if found is None else found[0]


# --- reading a view -------------------------------------------------------------------------------


class Field:
    """The field of a view as bit masks."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        shown = view["field"]
        self.tiles = sum(1 << c for c in range(CELLS) if shown[c] != "")
        self.up = sum(1 << c for c in range(CELLS) if shown[c] not in ("", "?"))
        self.kinds = {c: KINDS.index(shown[c]) for c in range(CELLS) if shown[c] not in ("", "?")}
        self.fences = sum(1 << parse_edge(t) for t in view["fences"])
        self.supply = view["supply"]

    def open_tiles(self, fences: int) -> int:
        return self.tiles & ~enclosed_cells(fences)


def worth(field: Field, fences: int, supply: int, keep_powers: list[float]) -> float:
    """The shepherd's value of a fence set: tiles enclosed, plus the best plan still open."""
    enclosed = enclosed_cells(fences)
    open_tiles = field.tiles & ~enclosed
    best = 0.0
    second = 0.0
    for cells, perimeter in RECTANGLES:
        inside = count(open_tiles & cells)
        if not inside:
            continue
        needed = count(perimeter & ~fences)
        if needed > supply:
            continue
        value = inside * keep_powers[needed]
        if value > best:
            best, second = value, best
        elif value > second:
            second = value
    return count(field.tiles & enclosed) + best + 0.25 * second


def best_plan(field: Field, keep_powers: list[float]) -> int:
    """The cells of the rectangle the shepherd would most like to close (the tiles under threat)."""
    open_tiles = field.open_tiles(field.fences)
    found, best = 0, 0.0
    for cells, perimeter in RECTANGLES:
        needed = count(perimeter & ~field.fences)
        value = count(open_tiles & cells) * keep_powers[needed] if needed <= field.supply else 0.0
        if value > best:
            found, best = cells, value
    return found


# --- one decision ---------------------------------------------------------------------------------


class KluitzSearch:
    """One decision, made in slices (``step``) like every search; ``best()`` names the move."""

    def __init__(self, module: Any, view: Mapping[str, Any], seed: int, iterations: int = 0, seconds: float = 1.0,
                 exploration: float = 0.0, level: str = "hard", memory: KluitzMemory | None = None,
                 **settings: Any) -> None:
        self.view = view
        self.settings = level_settings(level, **settings)
        self.rng = new_rng(seed, "kluitz", len(view["history"]))
        self.memory = memory or make_memory(seed, level, **settings)
        self.legal = list(view["legal"])
        self.field = Field(view)
        self.keep_powers = [self.settings["keep"] ** n for n in range(61)]
        self.done_iterations = 0
        self.choice: str | None = None
        self._work = self._decide()

    @staticmethod
    def make_memory(seed: int, level: str = "hard", **settings: Any) -> KluitzMemory:
        """The memory an agent keeps between its decisions (see :func:`make_memory`)."""
        return make_memory(seed, level, **settings)

    def step(self, max_seconds: float = 0.05) -> bool:
        stop = time.perf_counter() + max_seconds
        while self.choice is None:
            try:
                next(self._work)
            except StopIteration:
                break
            self.done_iterations += 1
            if time.perf_counter() >= stop:
                break
        return self.choice is not None

    def run(self) -> str:
        while not self.step(1.0):
            pass
        return self.best()

    def best(self) -> str:
        if self.choice is None:
            self.run()
        assert self.choice is not None
        return self.choice

    # -- what to do --
    def _decide(self) -> Any:
        legal = self.legal
        if len(legal) <= 1:
            self.choice = legal[0]
            return
        if legal[0].startswith("fence:"):
            yield from self._fence()
        elif legal[0].startswith("remove:"):
            yield from self._remove()
        else:
            self.choice = self._turn()

    def _fence(self) -> Any:
        """The shepherd's fence: the best single fence, or (hard, two to place) the best pair's first."""
        edges = [parse_edge(t[6:]) for t in self.legal]
        if self.settings["wander"] and self.rng.random() < self.settings["wander"]:
            self.choice = "fence:" + self.legal[int(self.rng.random() * len(self.legal))][6:]
            return
        field, supply = self.field, self.field.supply
        singles = []
        for edge in edges:
            singles.append((worth(field, field.fences | 1 << edge, supply - 1, self.keep_powers), edge))
            yield
        singles.sort(key=lambda item: -item[0])
        best_value, best_edge = singles[0]
        second_fence_too = self.view["phase"] == "fencing" and self.view["placed"] == 0 and supply >= 2
        if self.settings["pairs"] and second_fence_too:
            seconds = [edge for _, edge in singles[: 2 * self.settings["pairs"]]]
            for _, first in singles[: self.settings["pairs"]]:
                with_first = field.fences | 1 << first
                for edge in seconds:
                    if edge != first:
                        value = worth(field, with_first | 1 << edge, supply - 2, self.keep_powers)
                        if value > best_value + 1e-9:
                            best_value, best_edge = value, first
                yield
        self.choice = "fence:" + edge_text(best_edge)

    def _remove(self) -> Any:
        """After a ram: the fence whose loss hurts the shepherd most."""
        field = self.field
        options = []
        for text in self.legal:
            edge = parse_edge(text[7:])
            value = worth(field, field.fences & ~(1 << edge), field.supply + 1, self.keep_powers)
            options.append((value, self.rng.random(), text))
            yield
        if not self.settings["threat"]:
            self.choice = options[int(self.rng.random() * len(options))][2]
            return
        self.choice = min(options)[2]

    def _turn(self) -> str:
        """The sheep player's next tile: a known ram, the twin of a sheep up, a known pair, an unknown
        tile (under threat first), and a known shepherd only when nothing else is left."""
        memory, field = self.memory, self.field
        turnable = [parse_cell(t[5:]) for t in self.legal]
        known = {c: memory.kind(c) for c in turnable if memory.kind(c) is not None}
        for c in turnable:
            if known.get(c) == RAM_KIND:
                return "turn:" + cell_text(c)
        wanted = self._kinds_waiting(field)
        twins = [c for c in turnable if known.get(c) in wanted]
        if twins:
            return "turn:" + cell_text(twins[0])
        if not self.view["this_turn"]:
            pair = self._known_pair(known)
            if pair is not None:
                return "turn:" + cell_text(pair)
        unknown = [c for c in turnable if c not in known]
        if unknown:
            return "turn:" + cell_text(self._pick_unknown(unknown))
        sheep = [c for c in turnable if (known.get(c) or 0) < SHEEP_KINDS]
        pool = sheep or turnable
        return "turn:" + cell_text(pool[int(self.rng.random() * len(pool))])

    def _kinds_waiting(self, field: Field) -> set[int]:
        """Kinds face up now that a twin would complete: this turn's sheep; in the end phase, any open one."""
        this_turn = [parse_cell(t) for t in self.view["this_turn"]]
        waiting = {field.kinds[c] for c in this_turn if c in field.kinds}
        if self.view["end_phase"]:
            open_up = field.up & ~enclosed_cells(field.fences)
            waiting |= {k for c, k in field.kinds.items() if open_up >> c & 1 and k < SHEEP_KINDS}
        return {k for k in waiting if k < SHEEP_KINDS}

    def _known_pair(self, known: dict[int, int | None]) -> int | None:
        by_kind: dict[int, list[int]] = {}
        for c, k in known.items():
            if k is not None and k < SHEEP_KINDS:
                by_kind.setdefault(k, []).append(c)
        pairs = [cells for cells in by_kind.values() if len(cells) >= 2]
        if not pairs:
            return None
        threat = best_plan(self.field, self.keep_powers) if self.settings["threat"] else 0
        pairs.sort(key=lambda cells: -sum(threat >> c & 1 for c in cells))
        return pairs[0][0]

    def _pick_unknown(self, unknown: list[int]) -> int:
        if self.settings["threat"]:
            threat = best_plan(self.field, self.keep_powers)
            at_risk = [c for c in unknown if threat >> c & 1]
            if at_risk:
                unknown = at_risk
        return unknown[int(self.rng.random() * len(unknown))]


def level_settings(level: str, **settings: Any) -> dict[str, Any]:
    """A level's settings (hard for an unknown name), with ``settings`` overriding them."""
    return dict(KLUITZ_LEVELS.get(level, KLUITZ_LEVELS["hard"]), **settings)


def make_memory(seed: int, level: str = "hard", **settings: Any) -> KluitzMemory:
    chosen = level_settings(level, **settings)
    return KluitzMemory(seed, chosen["capacity"], chosen["forget"])


def decision(view: Mapping[str, Any]) -> str:
    """What a position asks of the computer (the benchmarks time each kind apart): ``fences`` (the
    first of a shepherd's two, which hard weighs together), ``fence``, ``turn``, ``remove``, ``down``."""
    phase = view["phase"]
    if phase == "fencing":
        return "fences" if view["placed"] == 0 and view["supply"] >= 2 else "fence"
    return {"shepherd-tile": "fence", "turning": "turn", "ram": "remove", "shown": "down"}[phase]


__all__ = ["KLUITZ_LEVELS", "KluitzMemory", "KluitzSearch", "decision", "make_memory"]

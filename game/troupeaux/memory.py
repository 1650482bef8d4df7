"""The Troupeaux AI's memory: what a seat saw enter the arrival pens and leave the game.

The view shows the arrival piles only as stacks; the agent is fed every view of its seat after every
move (``observe``), and this memory reads their logs (see :mod:`.search`, *Memory*).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import rules as T
from ..core import new_rng


class TroupeauxMemory:
    """What a player saw enter the arrival pens (and leave the game), from the logs of its views.

    Every view's log holds this turn's events and the previous turn's, each with its ``turn``; the
    memory keeps each turn's events as last seen (an undo that takes an event back is seen too),
    and the herds of the previous view, to know which cards a move into the arrival pen took.
    """

    def __init__(self, seed: int, noise: float = 0.0) -> None:
        self.seed = seed
        self.noise = noise
        self.turns: dict[int, list[dict[str, Any]]] = {}
        self.arrived: dict[tuple[int, int], tuple[int, ...] | None] = {}  # (turn, index) -> the cards, if seen
        self.herds: dict[str, tuple[int, tuple[int, ...]]] = {}  # the previous view's herds
        self.last_turn: int | None = None
        self.complete = True  # saw every turn from the first
        self.views = 0

    def observe(self, view: Mapping[str, Any]) -> None:
        turn = int(view["turn"])
        if self.last_turn is not None and turn < self.last_turn - 1:  # a new game
            self.__init__(self.seed, self.noise)  # type: ignore[misc]
        if self.last_turn is None:
            self.complete = turn <= 2
        elif turn - 1 > self.last_turn:
            self.complete = False  # turns went by unseen
        self.views += 1
        log = view.get("log") or []
        by_turn: dict[int, list[dict[str, Any]]] = {}
        for event in log:
            by_turn.setdefault(int(event["turn"]), []).append(event)
        for t in (turn - 1, turn):
            if t in by_turn or t in self.turns:
                events = by_turn.get(t, [])
                for i, event in enumerate(events):
                    if event.get("what") == "move" and event.get("to") == T.ARRIVAL_NAME:
                        key = (t, i)
                        if key not in self.arrived or self._changed(t, i, event):
                            herd = self.herds.get(event["cell"])
                            ok = herd is not None and herd[0] == event["seat"] and len(herd[1]) == event["size"]
                            self.arrived[key] = herd[1] if ok and herd is not None else None
                self.turns[t] = [dict(e) for e in events]
        for key in [k for k in self.arrived if k[0] >= turn - 1 and not self._is_arrival(*k)]:
            del self.arrived[key]
        self.herds = {name: (owner, tuple(T.parse_kind(c) for c in cards)) for name, owner, cards in view["herds"]}
        self.last_turn = turn

    def _changed(self, t: int, i: int, event: Mapping[str, Any]) -> bool:
        old = self.turns.get(t, [])
        return i >= len(old) or old[i] != event

    def _is_arrival(self, t: int, i: int) -> bool:
        events = self.turns.get(t, [])
        return i < len(events) and events[i].get("what") == "move" and events[i].get("to") == T.ARRIVAL_NAME

    def counts(self, exact: bool = True) -> list[int]:
        """The sheep each seat brought into its arrival pen, as remembered (``exact`` or with noise)."""
        found = [0, 0]
        for t, events in self.turns.items():
            for i, event in enumerate(events):
                if event.get("what") == "move" and event.get("to") == T.ARRIVAL_NAME:
                    size = int(event["size"])
                    if not exact and self.noise:
                        rng = new_rng(self.seed, "troupeaux-recall", t, i)
                        if rng.random() < self.noise:
                            size = max(1, size + (1 if rng.random() < 0.5 else -1))
                    found[int(event["seat"])] += size
        return found

    def out(self, seat: int) -> list[int] | None:
        """The cards of ``seat`` that left the game (dispersed or arrived), or None if not all were seen."""
        if not self.complete:
            return None
        cards: list[int] = []
        for t, events in self.turns.items():
            for i, event in enumerate(events):
                if event.get("seat") != seat:
                    continue
                if event.get("what") == "disperse":
                    cards += [T.parse_kind(c) for c in event["cards"]]
                elif event.get("what") == "move" and event.get("to") == T.ARRIVAL_NAME:
                    arrived = self.arrived.get((t, i))
                    if arrived is None:
                        return None
                    cards += arrived
        return cards

"""A STAND-IN for the review engine (branch review-engine), with the same API, so that the browser's
side can be built and tested before it exists. Its estimates are seeded noise, not a search. Deleted
once the real module is merged."""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping
from typing import Any

from .core import InvalidRecord, new_rng, parse_record, replay

REVIEW_VERSION = 1
THRESHOLDS = (("blunder", 0.30), ("mistake", 0.20), ("inaccuracy", 0.10))
GRADES = ("good", "inaccuracy", "mistake", "blunder")


def grade(drop: float, forced: bool = False) -> str:
    if forced:
        return "good"
    for name, threshold in THRESHOLDS:
        if drop >= threshold - 1e-9:
            return name
    return "good"


def from_moment(record: Mapping[str, Any] | str, n: int, players: Iterable[str] | None = None) -> dict[str, Any]:
    data = parse_record(record)
    if not 0 <= n <= len(data["actions"]):
        raise InvalidRecord(f"the record has no moment {n}")
    cut = dict(data, actions=list(data["actions"][:n]), players=list(players or data["players"]))
    if replay(cut).is_over:
        raise InvalidRecord("the game is over at that moment")
    return cut


class Review:
    def __init__(self, record: Mapping[str, Any] | str, seats: Iterable[int] | None = None, budget: float = 1.0,
                 seed: int = 0, lines: Iterable[int] | None = None) -> None:
        data = parse_record(record)
        state = replay(data, upto=0)
        self.players = state.players
        self.seats = sorted(set(range(self.players) if seats is None else (int(s) for s in seats)))
        if any(not 0 <= s < self.players for s in self.seats):
            raise ValueError(f"this game has seats 0 to {self.players - 1}")
        self.game, self.seed, self.budget = data["game"], int(seed), float(budget)
        self.actions = list(data["actions"])
        self.movers: list[int] = []
        self.best: list[str] = []
        for number, text in enumerate(self.actions, start=1):
            if state.to_move is None:
                raise InvalidRecord(f"move {number} ({text}) comes after the end of the game")
            self.movers.append(state.to_move)
            legal = [str(a) for a in state.legal_actions()]
            self.best.append(legal[new_rng(self.seed, "best", number).randrange(len(legal))])
            try:
                state.apply(text)
            except Exception as error:
                raise InvalidRecord(f"move {number} ({text}) is not legal: {error}") from None
        self.winners = state.winners() if state.is_over else None
        self.position = 0

    @property
    def progress(self) -> float:
        return 1.0 if not self.actions else self.position / len(self.actions)

    def cancel(self) -> None:
        self.position = len(self.actions)

    def step(self, max_seconds: float = 0.05) -> bool:
        stop = time.perf_counter() + max_seconds
        while self.position < len(self.actions) and time.perf_counter() < stop:
            time.sleep(0.001 * self.budget)
            self.position += 1
        return self.position >= len(self.actions)

    def result(self) -> dict[str, Any]:
        moves, chance = [], [0.5] * self.players
        curve = [list(chance)]
        for n in range(self.position):
            seat = self.movers[n]
            before = chance[seat]
            drop = round(new_rng(self.seed, "drop", n).random() ** 3 * 0.5, 4)
            after = max(0.0, before - drop) if drop > 0.1 else min(1.0, before + 0.02)
            chance[seat] = round(after, 4)
            curve.append(list(chance))
            if seat in self.seats:
                moves.append({"n": n, "seat": seat, "move": self.actions[n], "best": self.best[n],
                              "chance_before": round(before, 4), "chance_after": round(after, 4), "drop": drop,
                              "grade": grade(drop), "forced": False, "hinted": False})
        done = self.position >= len(self.actions)
        if done and self.winners is not None:
            curve[-1] = [1.0 / len(self.winners) if s in self.winners else 0.0 for s in range(self.players)]
        ranked = sorted((m for m in moves if m["drop"] >= 0.05), key=lambda m: -m["drop"])[:5]
        return {"game": self.game, "version": REVIEW_VERSION, "seed": self.seed, "budget": self.budget,
                "actions": len(self.actions), "seats": self.seats, "lines": list(range(self.players)),
                "done": done, "progress": round(self.progress, 4), "moves": moves, "curve": curve,
                "turning": sorted(m["n"] for m in ranked)}

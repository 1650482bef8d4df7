"""A clock for the searches' time budgets that does not depend on how fast the machine is.

The searches (``game.ai.mcts``: the generic ``Search``, ``SlicedDecision`` and the games' searches
built on them) read the wall clock through ``time.perf_counter`` of that module. A test puts a
:class:`FakeClock` there instead: every reading moves it on by ``tick`` seconds, so a search stops
after the same amount of work on any machine, and ``advance`` stands for the time a page spends
elsewhere between two slices. A search that ignores its clock would run for ever; the fake clock
fails the test instead, once it has been read well past any budget (``limit``).
"""

from __future__ import annotations

from typing import Any

import pytest

from game.ai import mcts


class ClockRanOut(AssertionError):
    pass


class FakeClock:
    def __init__(self, tick: float = 0.001, limit: float = 10.0) -> None:
        self.now = 0.0
        self.tick = tick
        self.limit = limit
        self.readings = 0

    def perf_counter(self) -> float:
        self.readings += 1
        self.now += self.tick
        if self.now > self.limit:
            raise ClockRanOut(f"the clock passed {self.limit} s and the search is still going: it ignores its budget")
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds

    def __getattr__(self, name: str) -> Any:  # anything else of the time module, unchanged
        import time

        return getattr(time, name)


def use_fake_clock(monkeypatch: pytest.MonkeyPatch, **kwargs: Any) -> FakeClock:
    """Give the searches of ``game.ai.mcts`` (and those inheriting its slicing) a fake clock."""
    clock = FakeClock(**kwargs)
    monkeypatch.setattr(mcts, "time", clock)
    return clock

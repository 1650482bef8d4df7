"""The review's Python in its Web Worker (web/review-worker.py exports its calls from PyScript's
worker; web/review_runner.py drives it from the page): a game's review (game/review.py) made in steps
the page asks for one at a time, so that the page stays free and can stop asking (Cancel) at any
moment.

Each call takes its arguments and gives its answer as JSON text (nothing but text crosses between
the page and the worker): ``call("start", '[record, seats, lines, budget, seed]')``, then
``call("step", '[seconds]')`` until its answer says ``"done"``; a bad record answers
``{"error": why}`` instead of raising. The page imports this module too, to run the same calls
in its own thread when the browser cannot start the worker (web/review_runner.py ``InPage``).
No browser module is imported here.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

from game.core import IllegalAction, InvalidRecord


class Reviewer:
    """One review at a time, as the calls make it."""

    def __init__(self) -> None:
        self.review: Any = None

    def start(self, record: dict[str, Any], seats: list[int] | None, lines: list[int] | None, budget: float,
              seed: int, known: dict[str, Any] | None = None) -> dict[str, Any]:
        """A review to make (``known``: the positions the page already weighed, taken as they are)."""
        from game.review import Review  # the search modules are imported with it: on the first review only

        self.review = Review(record, seats=seats, budget=budget, seed=seed, lines=lines, known=known)
        return {"started": True}

    def step(self, seconds: float) -> dict[str, Any]:
        """Work for about ``seconds``; the review so far (``done`` once it is whole)."""
        if self.review is None:
            raise ValueError("no review was started")
        self.review.step(float(seconds))
        return dict(self.review.result())

    def cancel(self) -> dict[str, Any]:
        self.review = None
        return {"cancelled": True}

    def call(self, name: str, args_text: str) -> str:
        """A call from the page: ``name`` with its arguments (a JSON list); the answer as JSON text."""
        try:
            args = json.loads(args_text)
            method = {"start": self.start, "step": self.step, "cancel": self.cancel}[name]
            answer = method(*args)
        except (InvalidRecord, IllegalAction, ValueError, TypeError, KeyError) as error:
            answer = {"error": str(error) or type(error).__name__}
        return json.dumps(answer)


_reviewer = Reviewer()
_ready_ms: int | None = None


def ready() -> None:
    """The worker's script has imported the review: now is when its calls are ready."""
    global _ready_ms
    _ready_ms = round(time.perf_counter() * 1000)  # Pyodide's clock: the worker's performance.now()


def started() -> str:
    """How the worker started, for the page (web/review_runner.py keeps it as ``times``): ms from the
    worker's start to Python loaded and to its calls ready; whether Python was restored from the kept memory snapshot
    (web/worker-interpreter.mjs says so in the environment); and whether PyScript's worker code ran
    before the worker's script (PyScript imports its ``pyscript`` package first, which knows it
    runs in a worker)."""
    pyscript = sys.modules.get("pyscript")
    python = os.environ.get("LUDOTHEQUE_PYTHON_MS")
    return json.dumps({"python": int(python) if python else None, "imported": _ready_ms,
                       "snapshot": os.environ.get("LUDOTHEQUE_FROM_SNAPSHOT") == "1",
                       "pyscript_worker": bool(getattr(pyscript, "RUNNING_IN_WORKER", False))})


def call(name: str, args_text: str) -> str:
    """The worker's one entry point (web/review-worker.py exports it)."""
    return _reviewer.call(name, args_text)

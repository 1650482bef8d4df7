"""Where a review is computed: in a Web Worker (web/review-worker.mjs, running web/review_worker.py), so
that the page stays free while every move is weighed; in the page itself, in short slices, only when
the browser cannot start that worker.

The page drives the work: it asks for a step of a few tenths of a second at a time and awaits the
answer (the moves graded so far), so stopping (Cancel, another screen) is simply not asking again,
and the worker is ended at once. Nothing is shared between the page and the worker but the text of
the calls and their answers: no SharedArrayBuffer, so no cross-origin isolation is needed (GitHub
Pages, and embed.html in other sites' pages).

A worker is started on demand, never at page load; ``Reviews.warm()`` starts one ahead when a game
ends (the end screen offers its review), and lets it go if no review comes within a few minutes.
While a worker is still starting (seconds on a first visit, when it starts Python from scratch),
``Relay`` grades the first moves in the page's own slices and hands over to the worker as soon as it
is up, with the positions already weighed: the first graded moves show at once, nothing is weighed
twice, and the page's thread is busy only until then.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from typing import Any, Protocol

from .review_worker import Reviewer

WORKER_SCRIPT = "./vendor/pyodide/review-worker.mjs"  # beside pyodide.mjs (tools/build_site.py)
WARM_FOR_MS = 180_000  # a worker started ahead is let go after this long unused
IN_PAGE_SLICE = 0.02  # seconds of work between two moments the page answers input (as the computer's)


class ReviewFailed(Exception):
    """The review could not be made: the record is bad (its reason), or the worker stopped."""


class WorkerUnavailable(ReviewFailed):
    """The browser could not start the worker (the page may review in its own thread instead)."""


class Runner(Protocol):
    async def call(self, name: str, *args: Any) -> dict[str, Any]: ...

    def stop(self) -> None: ...


def archives() -> dict[str, bytes]:
    """The app's archives as this Python has them (the engine wheel, the web package), in sys.path order."""
    found = {}
    for path in sys.path:
        if path.startswith("/home/pyodide/") and path.endswith((".whl", ".zip")) and os.path.isfile(path):
            with open(path, "rb") as file:
                found[path] = file.read()
    return found


SNAPSHOTS = "ludotheque-python-start"  # the Cache Storage cache of memory snapshots (web/interpreter.mjs)


def kept_start(window: Any) -> dict[str, str] | None:
    """Where this build's memory snapshot would be kept (web/python-start.js says: not in embed.html),
    for the worker to start from it when the browser has it."""
    start = getattr(window, "ludothequePythonStart", None)
    address = getattr(start, "address", None) if start is not None else None
    return {"cache": SNAPSHOTS, "address": str(address)} if address else None


class WorkerRunner:
    """A review worker: started (``boot``) with the app's archives, then each call posted and awaited."""

    def __init__(self, window: Any) -> None:
        self.window = window
        self.worker: Any = None
        self.listener: Any = None
        self.ready: asyncio.Future[bool] | None = None
        self.waiting: dict[int, asyncio.Future[str]] = {}
        self.next_id = 0
        self.started_at = 0.0
        self.ready_after: float | None = None  # seconds from boot to ready
        self.times: dict[str, Any] = {}  # the worker's own: ms to Python loaded, to the review imported

    def boot(self) -> None:
        """Start the worker now (it imports the app while the page goes on)."""
        if self.worker is not None:
            return
        from .dom import create_proxy, to_js

        loop = asyncio.get_event_loop()
        self.ready = loop.create_future()
        self.started_at = time.perf_counter()
        try:
            self.worker = self.window.Worker.new(WORKER_SCRIPT, to_js({"type": "module"}))
        except Exception as error:  # no module workers here, or a policy refuses them
            self.worker = None
            self._fail(WorkerUnavailable(str(error)))
            return
        self.listener = create_proxy(self._heard)
        self.worker.addEventListener("message", self.listener)
        self.worker.addEventListener("error", self.listener)
        files = archives()
        self.worker.postMessage(to_js({"files": {path: to_js(data) for path, data in files.items()},
                                       "snapshot": kept_start(self.window)}))

    def _heard(self, event: Any) -> None:
        data = getattr(event, "data", None)
        if data is None or not hasattr(data, "to_py"):  # an error event: the script failed to load or run
            message = str(getattr(event, "message", "") or "the review worker stopped")
            self._fail(WorkerUnavailable(message))
            return
        data = data.to_py()
        if data.get("ready"):
            self.ready_after = time.perf_counter() - self.started_at
            self.times = dict(data.get("times") or {})
            self.window.performance.mark("ludotheque:review-worker-ready")
            if self.ready is not None and not self.ready.done():
                self.ready.set_result(True)
        elif "failed" in data:
            self._fail(WorkerUnavailable(str(data["failed"])))
        else:
            future = self.waiting.pop(int(data.get("id", -1)), None)
            if future is not None and not future.done():
                if "error" in data:
                    future.set_exception(ReviewFailed(str(data["error"])))
                else:
                    future.set_result(str(data.get("value")))

    def _fail(self, error: ReviewFailed) -> None:
        if self.ready is not None and not self.ready.done():
            self.ready.set_exception(error)
        for future in self.waiting.values():
            if not future.done():
                future.set_exception(error)
        self.waiting.clear()

    async def call(self, name: str, *args: Any) -> dict[str, Any]:
        self.boot()
        assert self.ready is not None
        await self.ready
        if self.worker is None:
            raise ReviewFailed("the review worker was stopped")
        self.next_id += 1
        future: asyncio.Future[str] = asyncio.get_event_loop().create_future()
        self.waiting[self.next_id] = future
        from .dom import to_js

        self.worker.postMessage(to_js({"id": self.next_id, "name": name, "args": json.dumps(list(args))}))
        answer = json.loads(await future)
        if isinstance(answer, dict) and "error" in answer:
            raise ReviewFailed(str(answer["error"]))
        return answer

    def stop(self) -> None:
        """End the worker at once (whatever it is doing) and let go of its listener."""
        self._fail(ReviewFailed("the review was stopped"))
        if self.worker is not None:
            self.worker.terminate()
            self.worker = None
        if self.listener is not None:
            self.listener.destroy()
            self.listener = None


class InPage:
    """The same calls, made in the page's own thread in short slices (the browser has no worker)."""

    def __init__(self) -> None:
        self.reviewer = Reviewer()
        self.stopped = False

    async def call(self, name: str, *args: Any) -> dict[str, Any]:
        if name == "step" and self.reviewer.review is not None:
            stop = time.perf_counter() + float(args[0])
            review = self.reviewer.review
            while not review.step(IN_PAGE_SLICE) and time.perf_counter() < stop:
                await asyncio.sleep(0)  # the page answers clicks between two slices
                if self.stopped:
                    raise ReviewFailed("the review was stopped")
            return dict(review.result())
        answer = json.loads(self.reviewer.call(name, json.dumps(list(args))))
        if isinstance(answer, dict) and "error" in answer:
            raise ReviewFailed(str(answer["error"]))
        return answer

    def estimates(self) -> dict[int, Any]:
        """The positions weighed so far (``game.review.Review.estimates``)."""
        review = self.reviewer.review
        return dict(review.estimates) if review is not None else {}

    def stop(self) -> None:
        self.stopped = True
        self.reviewer.review = None


def up(worker: Any) -> bool:
    """Whether ``worker`` has started (and not failed to)."""
    ready = worker.ready
    return ready is not None and ready.done() and ready.exception() is None


class Relay:
    """The page's own slices while ``worker`` starts, then the worker, given what the page weighed."""

    def __init__(self, worker: Any, page: InPage | None = None) -> None:
        self.worker = worker
        self.page: InPage | None = page or InPage()
        self.started: tuple[Any, ...] = ()  # the start call's arguments, for the worker

    async def call(self, name: str, *args: Any) -> dict[str, Any]:
        if name == "start":
            self.worker.boot()
            self.started = args
            assert self.page is not None
            return await self.page.call("start", *args)
        if self.page is not None:
            if not up(self.worker):
                return await self.page.call(name, *args)
            known = self.page.estimates()  # the worker is up: it goes on from where the page is
            self.page.stop()
            self.page = None
            await self.worker.call("start", *self.started, {str(n): e for n, e in known.items()})
        return await self.worker.call(name, *args)

    def stop(self) -> None:
        self.worker.stop()
        if self.page is not None:
            self.page.stop()


class Reviews:
    """Hands out where the next review is made: the worker started ahead (``warm``), else a new one;
    the page's own thread where the browser has no ``Worker``. Given the window."""

    def __init__(self, window: Any) -> None:
        self.window = window
        self.spare: WorkerRunner | None = None
        self.warmed = 0  # counts the workers started ahead: a later one's timer does not end it

    def workers(self) -> bool:
        return getattr(self.window, "Worker", None) is not None

    def warm(self) -> None:
        """A game ended: start a worker now, so that its review starts at once if it is asked for."""
        if self.spare is not None or not self.workers():
            return
        self.spare = WorkerRunner(self.window)
        self.spare.boot()
        self.warmed += 1
        asyncio.ensure_future(self._cool(self.warmed))

    async def _cool(self, warmed: int) -> None:
        """The worker started ahead was not used in time: let it go (it holds a whole Python)."""
        await asyncio.sleep(WARM_FOR_MS / 1000)
        if self.spare is not None and warmed == self.warmed:
            self.spare.stop()
            self.spare = None

    def take(self, in_page: bool = False) -> Runner:
        """Where the next review is made (``in_page``: in the page's own thread, the worker failed): a
        worker already up, else the page's slices relayed by a worker as soon as it is."""
        if in_page or not self.workers():
            return InPage()
        spare, self.spare = self.spare, None
        worker = spare if spare is not None else WorkerRunner(self.window)
        return worker if up(worker) else Relay(worker)

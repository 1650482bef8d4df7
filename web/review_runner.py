"""Where a review is computed: in a Web Worker, one of PyScript's (web/review-worker.py, running
web/review_worker.py's calls), so that the page stays free while every move is weighed; in the page
itself, in short slices, only when the browser cannot start that worker.

The page drives the work: it asks for a step of a few tenths of a second at a time and awaits the
answer (the moves graded so far), so stopping (Cancel, another screen) is simply not asking again,
and the worker is ended at once. Nothing is shared between the page and the worker but the text of
the calls and their answers: the worker exports its calls (``__export__``) and the page only awaits
them, which PyScript does with messages; no SharedArrayBuffer, so no cross-origin isolation is needed
(GitHub Pages, and embed.html in other sites' pages).

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
import time
from typing import Any, Protocol

from .review_worker import Reviewer

# The worker's Python and interpreter, beside pyodide.mjs (tools/build_site.py).
WORKER_SCRIPT = "./vendor/pyodide/review-worker.py"
WORKER_INTERPRETER = "./vendor/pyodide/worker-interpreter.mjs"
WARM_FOR_MS = 180_000  # a worker started ahead is let go after this long unused
IN_PAGE_SLICE = 0.02  # seconds of work between two moments the page answers input (as the computer's)


class ReviewFailed(Exception):
    """The review could not be made: the record is bad (its reason), or the worker stopped."""


class WorkerUnavailable(ReviewFailed):
    """The browser could not start the worker (the page may review in its own thread instead)."""


class Runner(Protocol):
    async def call(self, name: str, *args: Any) -> dict[str, Any]: ...

    def stop(self) -> None: ...


def interpreter_address(window: Any) -> str:
    """The worker's interpreter (web/worker-interpreter.mjs) by its whole address: PyScript imports it
    in a worker started from a blob: address, where a relative one means nothing."""
    return str(window.URL.new(WORKER_INTERPRETER, window.document.baseURI).href)


def worker_config(window: Any, files: dict[str, str]) -> dict[str, Any]:
    """The worker's PyScript config: the app's archives (the page's own ``files``, content-hashed by
    the build) fetched from the site, at the same paths; nothing else. ``sync_main_only``: the worker
    never reaches into the page (which would need a SharedArrayBuffer), so PyScript need not warn."""
    base = window.document.baseURI
    return {"files": {str(window.URL.new(source, base).href): target for source, target in files.items()},
            "sync_main_only": True}


def page_files() -> dict[str, str]:
    """The page's PyScript ``files`` (pyscript.toml's, as the build named them)."""
    from .dom import pyscript_config

    return dict(pyscript_config.get("files") or {})


class WorkerRunner:
    """A review worker: started (``boot``) with PyScript's PyWorker, then each call awaited."""

    def __init__(self, window: Any) -> None:
        self.window = window
        self.worker: Any = None
        self.listener: Any = None
        self.ready: asyncio.Future[bool] | None = None
        self.waiting: dict[int, asyncio.Future[str]] = {}
        self.next_id = 0
        self.started_at = 0.0
        self.ready_after: float | None = None  # seconds from boot to ready
        self.times: dict[str, Any] = {}  # the worker's own: ms to its calls imported, from a snapshot or not
        self.starting: asyncio.Future[None] | None = None  # waits for PyScript's ``ready`` (``_up``)

    def boot(self) -> None:
        """Start the worker now (it imports the app while the page goes on)."""
        if self.worker is not None:
            return
        loop = asyncio.get_event_loop()
        self.ready = loop.create_future()
        self.started_at = time.perf_counter()
        try:
            from .dom import PyWorker

            self.worker = PyWorker(WORKER_SCRIPT, type="pyodide", version=interpreter_address(self.window),
                                   config=worker_config(self.window, page_files()))
        except Exception as error:  # no workers here, or a policy refuses them
            self.worker = None
            self._fail(WorkerUnavailable(str(error)))
            return
        from .dom import create_proxy

        self.listener = create_proxy(self._broke)
        self.worker.addEventListener("error", self.listener)
        self.starting = asyncio.ensure_future(self._up(self.worker))

    async def _up(self, worker: Any) -> None:
        """Ready once PyScript says the worker ran its script; then its own account of its start.

        That account is asked for after, not before, the review is handed over: while the page grades
        moves itself, each answer from the worker waits for the end of the page's step (0.3 s and a
        drawing), and waiting for one more before the handover cost 0.9 s (a traced review on a kept start)."""
        try:
            await worker.ready
        except Exception as error:  # Python failed to start there (PyScript rejects ``ready``)
            if worker is self.worker:
                self._fail(WorkerUnavailable(str(error) or "the review worker could not start"))
            return
        if worker is not self.worker:
            return
        self.ready_after = time.perf_counter() - self.started_at
        self.window.performance.mark("ludotheque:review-worker-ready")
        if self.ready is not None and not self.ready.done():
            self.ready.set_result(True)
        try:
            self.times = dict(json.loads(str(await worker.sync.started())))
        except Exception:  # the worker was ended meanwhile
            return
        from .dom import to_js

        # the worker's own account of its start, for the tests and bench/review_browser.py
        self.window.performance.mark("ludotheque:review-worker-started", to_js({"detail": self.times}))

    def _broke(self, event: Any) -> None:
        """The worker's script could not be loaded or run (a policy, a missing file)."""
        self._fail(WorkerUnavailable(str(getattr(event, "message", "") or "the review worker stopped")))

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
        asyncio.ensure_future(self._ask(self.worker, self.next_id, name, json.dumps(list(args))))
        answer = json.loads(await future)
        if isinstance(answer, dict) and "error" in answer:
            raise ReviewFailed(str(answer["error"]))
        return answer

    async def _ask(self, worker: Any, call_id: int, name: str, args_text: str) -> None:
        """One call awaited from the worker, its answer (or failure) given to the waiting future."""
        try:
            answer = str(await worker.sync.call(name, args_text))
        except Exception as error:
            future = self.waiting.pop(call_id, None)
            if future is not None and not future.done():
                future.set_exception(ReviewFailed(str(error) or "the review worker stopped"))
            return
        future = self.waiting.pop(call_id, None)
        if future is not None and not future.done():
            future.set_result(answer)

    def stop(self) -> None:
        """End the worker at once (whatever it is doing) and let go of its listener."""
        self._fail(ReviewFailed("the review was stopped"))
        if self.starting is not None and not self.starting.done():
            self.starting.cancel()  # a worker ended while starting never says it is ready
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

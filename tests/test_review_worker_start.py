"""A review's worker (web/review_runner.py ``WorkerRunner``) ended while it starts leaves nothing behind:
Cancel, or another screen, before PyScript says the worker is ready."""

from __future__ import annotations

import asyncio
import sys
import types

import pytest

from web import review_runner


class StartingWorker:
    """PyScript's worker as the page sees it while its Python starts: ``ready`` not settled yet."""

    made: list[StartingWorker] = []

    def __init__(self, script, **options) -> None:
        self.ready = asyncio.get_event_loop().create_future()  # settled by nobody: a worker still starting
        self.ended = False
        StartingWorker.made.append(self)

    def addEventListener(self, kind, listener) -> None:
        pass

    def terminate(self) -> None:
        self.ended = True


class Proxy:
    def __init__(self, fn) -> None:
        self.fn = fn

    def destroy(self) -> None:
        pass


@pytest.fixture
def starting_worker(monkeypatch):
    dom = types.ModuleType("web.dom")
    dom.PyWorker, dom.create_proxy = StartingWorker, Proxy
    monkeypatch.setitem(sys.modules, "web.dom", dom)
    monkeypatch.setattr(review_runner, "interpreter_address", lambda window: "worker-interpreter.mjs")
    monkeypatch.setattr(review_runner, "page_files", lambda: {})
    monkeypatch.setattr(review_runner, "worker_config", lambda window, files: {})
    StartingWorker.made.clear()


def test_a_review_cancelled_while_its_worker_starts_ends_the_worker_and_waits_on_nothing(starting_worker):
    async def cancelled_early():
        runner = review_runner.WorkerRunner(window=None)
        runner.boot()
        waiting = runner.starting
        await asyncio.sleep(0)  # the wait for ``ready`` has begun
        runner.stop()
        await asyncio.sleep(0)
        return waiting

    waiting = asyncio.run(cancelled_early())
    assert StartingWorker.made and StartingWorker.made[0].ended
    assert waiting is not None and waiting.done(), "nothing is left waiting for a worker that was ended"

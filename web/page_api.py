"""The page's interface for embedders, tests and benchmarks: ``window.ludotheque`` (``record()``,
``load(json)``, ``stats()``, ``pace(seconds)``, ``memory()``) and the ``ludotheque:over`` message
posted to the parent page when a game ends."""

from __future__ import annotations

import json
from typing import Any

from .dom import create_proxy, pyodide_js, to_js
from .router import Router
from .table import Table


class PageApi:
    """Given the window, the table (its record, the computer's think times, the pace) and the router
    (a record opens a game at its address); owns the proxies it hands the page."""

    def __init__(self, window: Any, table: Table, router: Router) -> None:
        self.window = window
        self.table = table
        self.router = router
        self.proxies: list[Any] = []  # kept for the page's lifetime: one per function

    def publish(self) -> None:
        api = {"record": self.record, "load": self.router.open_record, "stats": self.stats,
               "pace": self.pace, "memory": self.memory}
        self.proxies = [create_proxy(fn) for fn in api.values()]
        self.window.ludotheque = to_js(dict(zip(api, self.proxies)))

    def record(self) -> str | None:
        record = self.table.record()
        return json.dumps(record) if record is not None else None

    def stats(self) -> str:
        """How long the computer thought for each of its moves in this game (JSON, for benchmarks)."""
        return json.dumps(self.table.think_log())

    def pace(self, seconds: Any) -> None:
        """The pause between two computers' moves, for this page's games from now on; 0 (benchmarks,
        tests) also drops the pause after a computer's move that lets a person follow it."""
        self.table.set_pace(max(0.0, float(seconds)))

    def memory(self) -> str:
        """Python's and Pyodide's memory after a collection (JSON, for bench/memory.py): tracked objects,
        the WebAssembly memory's bytes and the JS objects Python holds (JsProxies). (Pyodide's Python
        has no pymalloc: ``sys.getallocatedblocks()`` is always 0 there.)"""
        import gc

        gc.collect()
        figures = {"gc_objects": len(gc.get_objects())}
        try:
            module = pyodide_js._module  # Pyodide's Emscripten module: not public API
            figures["wasm_bytes"] = int(module.HEAP8.length)
            figures["js_refs"] = int(module._hiwire_num_refs())
        except Exception:  # another Pyodide: the figures Python alone gives
            pass
        return json.dumps(figures)


def post_over(window: Any, record: dict[str, Any]) -> None:
    """Tell an embedding page that the game ended, with its record."""
    if window.parent != window:
        message = {"type": "ludotheque:over", "record": record}
        window.parent.postMessage(to_js(message), "*")

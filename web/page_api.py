"""The page's interface for embedders, tests and benchmarks: ``window.ludotheque`` (``record()``,
``load(json)``, ``stats()``, ``pace(seconds)``, ``memory()``) and the ``ludotheque:over`` message
posted to the parent page when a game ends."""

from __future__ import annotations

import json
from typing import Any

from game import core
from game.core import InvalidRecord

from . import games
from .dom import pyodide_js, to_js, window
from .router import urlencode
from .session import parse_seats


class PageApi:
    """Mixed into web.app.App."""

    def publish_api(self) -> None:
        api = {"record": self.api_record, "load": self.api_load, "stats": self.api_stats,
               "pace": self.api_pace, "memory": self.api_memory}
        window.ludotheque = to_js({name: self._proxy(fn) for name, fn in api.items()})

    def post_over(self, record: dict[str, Any]) -> None:
        """Tell an embedding page that the game ended, with its record."""
        if window.parent != window:
            message = {"type": "ludotheque:over", "record": record}
            window.parent.postMessage(to_js(message), "*")

    def api_record(self) -> str | None:
        return json.dumps(self.session.record()) if self.session is not None else None

    def api_stats(self) -> str:
        """How long the computer thought for each of its moves in this game (JSON, for benchmarks)."""
        return json.dumps(self.session.think_log if self.session is not None else [])

    def api_pace(self, seconds: Any) -> None:
        """The pause between two computers' moves, for this page's games from now on (benchmarks: 0)."""
        self.pace = max(0.0, float(seconds))
        if self.session is not None:
            self.session.set_pause(self.pace)

    def api_memory(self) -> str:
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

    def api_load(self, text: Any) -> bool:
        """Start the game a record describes; a bad record shows why and changes nothing."""
        try:
            if not isinstance(text, str):
                text = str(window.JSON.stringify(text))
            state = core.replay(text)
            record = core.parse_record(text)
        except (InvalidRecord, ValueError) as error:
            self.show_notice(self.t("app.bad_record", reason=str(error)))
            return False
        module = core.load(record["game"])
        count = len(record["players"])
        seats = parse_seats(",".join(record["players"]), count, count) or ["human"] * count
        ui = games.table(record["game"])
        self.play_params = {"seats": ",".join(seats)}
        self.play_params.update({k: v if isinstance(v, str) else json.dumps(v) for k, v in record["options"].items()})
        if not self.embedded:
            self.route_hash = f"#/{record['game']}/play?{urlencode(dict(self.play_params, seed=record['seed']))}"
            window.history.replaceState(None, "", self.route_hash)
        self.open_session(module, ui, state, seats)
        return True

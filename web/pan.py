"""Pan (drag) and zoom (wheel, pinch, buttons) of a table that outgrows the screen (@panzoom/panzoom),
for the games whose table grows as it is played: one at a time, let go of when the screen changes.
A game draws such a board with ``board()`` and calls ``attach()`` from its own ``attach``; the
shell's ``zoom`` command drives the buttons.

Panzoom listens on the document as well as on the table; were it not destroyed, a table left behind
(a new game, the menu) would stay in memory with its listeners for as long as the page lives.
"""

from __future__ import annotations

from typing import Any

from .icons import icon
from .markup import Markup, h

_current: Any = None  # the Panzoom of the table on screen


def board(board_class: str, label: str, t: Any) -> Markup:
    """The board (``#board``, labelled ``label``) with ``#table-pan`` inside, and its zoom buttons."""
    zoom = [h("button", {"type": "button", "class": "tool", "data-cmd": "zoom", "data-zoom": step,
                         "aria-label": t(f"zoom.{step}")}, icon(picture))
            for step, picture in (("in", "zoom-in"), ("out", "zoom-out"), ("reset", "whole"))]  # fmt: skip
    return h(
        "div", {"class": "board-wrap pannable"},
        h("div", {"id": "board", "class": f"board pan-board {board_class}", "role": "group", "aria-label": label},
          h("div", {"id": "table-pan", "class": "table-pan"})),
        h("div", {"class": "zoom", "role": "group", "aria-label": t("zoom")}, *zoom),
    )  # fmt: skip


def attach(document: Any, window: Any, min_scale: float) -> None:
    """Pan and zoom on ``#table-pan`` (the board is redrawn inside it)."""
    global _current
    detach()
    element = document.getElementById("table-pan")
    maker = getattr(window, "Panzoom", None)
    if not element or not maker:
        return
    from pyodide.ffi import to_js

    settings = {"maxScale": 8, "minScale": min_scale, "step": 0.25, "cursor": "grab", "excludeClass": "no-pan"}
    _current = maker(element, to_js(settings, dict_converter=window.Object.fromEntries))
    element.parentElement.addEventListener("wheel", _current.zoomWithWheel)


def detach() -> None:
    """Let go of the table on screen: Panzoom's listeners go, and the table with them."""
    global _current
    if _current is not None:
        _current.destroy()
        _current = None


def zoom(step: str) -> None:
    """``in``, ``out`` or anything else (back to the whole table), from the zoom buttons."""
    if _current is not None:
        {"in": _current.zoomIn, "out": _current.zoomOut}.get(step, _current.reset)()

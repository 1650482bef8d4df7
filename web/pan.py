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
_lit = ""  # the moves the table lit when it was last brought in reach
TOUCH_TARGET = 44  # CSS px: the least a finger can tap surely


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
    from .dom import to_js

    settings = {"maxScale": 8, "minScale": min_scale, "step": 0.25, "cursor": "grab", "excludeClass": "no-pan"}
    _current = maker(element, to_js(settings))
    element.parentElement.addEventListener("wheel", _current.zoomWithWheel)


def detach() -> None:
    """Let go of the table on screen: Panzoom's listeners go, and the table with them."""
    global _current, _lit
    _lit = ""
    if _current is not None:
        _current.destroy()
        _current = None


def zoom(step: str) -> None:
    """``in``, ``out`` or anything else (back to the whole table), from the zoom buttons."""
    if _current is not None:
        {"in": _current.zoomIn, "out": _current.zoomOut}.get(step, _current.reset)()


def bring_in_reach(document: Any, window: Any) -> None:
    """On a touch screen, when the table lights a new set of moves: zoom in until the smallest lit
    cell is a finger's size, and pan so that the lit cells are in view. Never zooms out, and leaves
    alone a view the person chose while the same moves stay lit."""
    global _lit
    if _current is None or not window.navigator.maxTouchPoints:
        return
    cells = list(document.querySelectorAll("#table-pan [data-action]"))
    frame = document.getElementById("board").getBoundingClientRect()  # a turned tablet: bring in reach anew
    lit = f"{frame.width:.0f}x{frame.height:.0f}:" + ",".join(str(cell.getAttribute("data-action")) for cell in cells)
    if not cells or lit == _lit:
        _lit = lit
        return
    _lit = lit
    boxes = [cell.getBoundingClientRect() for cell in cells]
    smallest = min(min(box.width, box.height) for box in boxes)
    scale = float(_current.getScale())
    if 0 < smallest < TOUCH_TARGET:
        _current.zoom(min(8.0, scale * TOUCH_TARGET / smallest * 1.04), _options(animate=False))
    _centre_on(document, window, cells)


def _centre_on(document: Any, window: Any, cells: list[Any]) -> None:
    """Pan so that the lit cells' middle comes to the board's middle, if any of them is out of view."""
    board = document.getElementById("board").getBoundingClientRect()
    boxes = [cell.getBoundingClientRect() for cell in cells]
    left, top = min(b.left for b in boxes), min(b.top for b in boxes)
    right, bottom = max(b.right for b in boxes), max(b.bottom for b in boxes)
    if left >= board.left and right <= board.right and top >= board.top and bottom <= board.bottom:
        return
    scale = float(_current.getScale())
    dx = (board.left + board.right) / 2 - (left + right) / 2
    dy = (board.top + board.bottom) / 2 - (top + bottom) / 2
    _current.pan(dx / scale, dy / scale, _options(relative=True, animate=False))


def _options(**options: Any) -> Any:
    from .dom import to_js

    return to_js(options)

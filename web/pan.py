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
_zoomed = False  # the table is zoomed by bring_in_reach, not by the person
TOUCH_TARGET = 44  # CSS px: the least a finger can tap surely
LEAST_TARGET = 32  # CSS px: lit cells that fit in view only smaller than a finger are shown so, down to this
MARGIN = 8  # CSS px between the lit cells and the board's edge


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
    global _current, _lit, _zoomed
    _lit, _zoomed = "", False
    if _current is not None:
        _current.destroy()
        _current = None


def zoom(step: str) -> None:
    """``in``, ``out`` or anything else (back to the whole table), from the zoom buttons."""
    global _zoomed
    if _current is not None:
        _zoomed = False  # the person's own view from now on
        {"in": _current.zoomIn, "out": _current.zoomOut}.get(step, _current.reset)()


def bring_in_reach(document: Any, window: Any) -> None:
    """On a touch screen, when the table lights a new set of moves: zoom so that the lit cells are a
    finger's size, all in view if they fit so; if they fit only smaller, all in view down to
    :data:`LEAST_TARGET`; if not even so, a finger's size and as many in view as can be. Leaves alone a
    view the person chose while the same moves stay lit; once none is lit (the move made), a zoom of
    its own goes back to the whole table, where the next move shows."""
    global _lit, _zoomed
    if _current is None or not window.navigator.maxTouchPoints:
        return
    cells = list(document.querySelectorAll("#table-pan [data-action]"))
    frame = document.getElementById("board").getBoundingClientRect()  # a turned tablet: bring in reach anew
    lit = f"{frame.width:.0f}x{frame.height:.0f}:" + ",".join(str(cell.getAttribute("data-action")) for cell in cells)
    if lit == _lit:
        return
    _lit = lit
    if not cells:
        if _zoomed:
            _zoomed = False
            _current.reset(_options(animate=False))
        return
    scale = float(_current.getScale())
    wanted = scale * _fit(frame, [cell.getBoundingClientRect() for cell in cells])
    if abs(wanted - scale) <= 0.01 * scale:
        _centre_on(document, cells)
        return
    _current.zoom(min(8.0, wanted), _options(animate=False))
    _zoomed = True
    # Panzoom applies a zoom at the next frame: the cells are measured for the pan once it is applied
    from .dom import create_once_callable

    window.requestAnimationFrame(create_once_callable(
        lambda _time: _centre_on(document, list(document.querySelectorAll("#table-pan [data-action]")))))


def _fit(frame: Any, boxes: list[Any]) -> float:
    """By how much to scale the table for the lit cells (``boxes``, on screen now; see
    :func:`bring_in_reach`); 1 when they are a finger's size and all in view already."""
    smallest = min(min(box.width, box.height) for box in boxes)
    if smallest <= 0:
        return 1.0
    width = max(b.right for b in boxes) - min(b.left for b in boxes)
    height = max(b.bottom for b in boxes) - min(b.top for b in boxes)
    room = min((frame.width - 2 * MARGIN) / width, (frame.height - 2 * MARGIN) / height)
    finger = TOUCH_TARGET / smallest * 1.04
    if room >= finger:
        return min(max(finger, 1.0), room)  # all in view, each a finger's size at least
    if room * smallest >= LEAST_TARGET:
        return room  # all in view, a little smaller than a finger
    return max(finger, 1.0)  # spread too wide to see at once: a finger's size, as many in view as can be


def _centre_on(document: Any, cells: list[Any]) -> None:
    """If any lit cell is out of view, pan so that as many of them as can be are in view: the board's
    middle on the lit cell around which most of them fit (the nearest to the middle among equals)."""
    if _current is None or not cells:
        return
    board = document.getElementById("board").getBoundingClientRect()
    boxes = [cell.getBoundingClientRect() for cell in cells]
    middle = ((board.left + board.right) / 2, (board.top + board.bottom) / 2)
    half = (board.width / 2 - MARGIN, board.height / 2 - MARGIN)
    if len(_around(boxes, middle, (board.width / 2, board.height / 2))) == len(boxes):
        return

    def rank(box: Any) -> tuple[int, float]:
        x, y = _centre(box)
        return len(_around(boxes, (x, y), half)), -abs(x - middle[0]) - abs(y - middle[1])

    fits = (max(b.right for b in boxes) - min(b.left for b in boxes) <= board.width
            and max(b.bottom for b in boxes) - min(b.top for b in boxes) <= board.height)
    best = max(boxes, key=rank)
    seen = boxes if fits else _around(boxes, _centre(best), half) or [best]
    x = (min(b.left for b in seen) + max(b.right for b in seen)) / 2  # the middle of those in view
    y = (min(b.top for b in seen) + max(b.bottom for b in seen)) / 2
    scale = float(_current.getScale())
    _current.pan((middle[0] - x) / scale, (middle[1] - y) / scale, _options(relative=True, animate=False))


def _centre(box: Any) -> tuple[float, float]:
    return (box.left + box.right) / 2, (box.top + box.bottom) / 2


def _around(boxes: list[Any], centre: tuple[float, float], half: tuple[float, float]) -> list[Any]:
    """The boxes inside the window of half-sizes ``half`` around ``centre``."""
    (x, y), (w, h) = centre, half
    return [b for b in boxes if x - w <= b.left and b.right <= x + w and y - h <= b.top and b.bottom <= y + h]


def _options(**options: Any) -> Any:
    from .dom import to_js

    return to_js(options)

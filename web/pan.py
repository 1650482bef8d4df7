"""Pan (drag) and zoom (wheel, pinch, buttons) of a table that outgrows the screen (@panzoom/panzoom),
for the games whose table grows as it is played: one at a time, let go of when the screen changes.
A game draws such a board with ``board()`` and calls ``attach()`` from its own ``attach``; the
shell's ``zoom`` command drives the buttons.

Panzoom listens on the document as well as on the table; were it not destroyed, a table left behind
(a new game, the menu) would stay in memory with its listeners for as long as the page lives.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from .icons import icon
from .markup import Markup, h

_current: Any = None  # the Panzoom of the table on screen
_moved: Any = None  # its listener at the end of each pan or zoom: the lit cells out of view counted anew
_lit = ""  # the moves the table lit when it was last brought in reach
_zoomed = False  # the table is zoomed by bring_in_reach, not by the person
_opened = False  # the table was just opened: not yet drawn since Panzoom took it
TOUCH_TARGET = 44  # CSS px: the least a finger can tap surely
# CSS px: lit cells that fit in view only smaller than a finger are shown so, down to this. At 32, a
# table of cards 13 wide on a phone showed 3 of its 8 lit cells at a finger's size, the others
# beyond arrows; all 8 fitted at 30 px. A lit cell that small is still tapped (a wrong tap explains).
LEAST_TARGET = 28
MARGIN = 8  # CSS px between the lit cells and the board's edge
ANIMATION_MS = 200  # how long Panzoom animates a zoom button's change (its default ``duration``)
SIDES = {"left": "←", "right": "→", "up": "↑", "down": "↓"}  # where lit cells may lie out of view, and its arrow


def board(board_class: str, label: str, t: Any) -> Markup:
    """The board (``#board``, labelled ``label``) with ``#table-pan`` inside, its zoom buttons, and at
    each edge a button that says how many lit cells lie beyond it (shown only then: :func:`show_more`)."""
    zoom = [h("button", {"type": "button", "class": "tool", "data-cmd": "zoom", "data-zoom": step,
                         "aria-label": t(f"zoom.{step}")}, icon(picture))
            for step, picture in (("in", "zoom-in"), ("out", "zoom-out"), ("reset", "whole"))]  # fmt: skip
    more = [h("button", {"type": "button", "class": f"more-lit more-{side}", "data-cmd": "zoom", "data-zoom": f"more-{side}",
                         "aria-label": t(f"zoom.more.{side}"), "hidden": True})
            for side in SIDES]  # fmt: skip
    return h(
        "div", {"class": "board-wrap pannable"},
        h("div", {"id": "board", "class": f"board pan-board {board_class}", "role": "group", "aria-label": label},
          h("div", {"id": "table-pan", "class": "table-pan"})),
        h("div", {"class": "zoom", "role": "group", "aria-label": t("zoom")}, *zoom),
        *more,
    )  # fmt: skip


def attach(document: Any, window: Any, min_scale: float) -> None:
    """Pan and zoom on ``#table-pan`` (the board is redrawn inside it)."""
    global _current, _opened
    detach()
    element = document.getElementById("table-pan")
    maker = getattr(window, "Panzoom", None)
    if not element or not maker:
        return
    from .dom import to_js

    settings = {"maxScale": 8, "minScale": min_scale, "step": 0.25, "cursor": "grab", "excludeClass": "no-pan"}
    _current = maker(element, to_js(settings))
    _opened = True
    element.parentElement.addEventListener("wheel", _current.zoomWithWheel)
    from .dom import create_proxy

    global _moved
    _moved = create_proxy(lambda _event: show_more_soon(document, window))
    for name in ("panzoomend", "panzoomzoom"):  # a drag or pinch let go of; a wheel's or a button's zoom
        element.addEventListener(name, _moved)


def detach() -> None:
    """Let go of the table on screen: Panzoom's listeners go, and the table with them."""
    global _current, _lit, _zoomed, _moved
    _lit, _zoomed = "", False
    if _current is not None:
        _current.destroy()
        _current = None
    if _moved is not None:  # its element goes with the table; the proxy is let go of here
        _moved.destroy()
        _moved = None


def zoom(step: str, document: Any = None, window: Any = None) -> None:
    """``in``, ``out``, ``more-<side>`` (towards the lit cells out of view there) or anything else
    (back to the whole table), from the zoom buttons."""
    global _zoomed
    if _current is None:
        return
    _zoomed = False  # the person's own view from now on
    if step.startswith("more-") and document is not None:
        _towards(document, step[5:])
    else:
        {"in": _current.zoomIn, "out": _current.zoomOut}.get(step, _current.reset)()
    if document is not None and window is not None:
        show_more_soon(document, window)
        from .dom import create_once_callable  # Panzoom animates these three: the arrows counted again after

        window.setTimeout(create_once_callable(lambda: show_more(document)), ANIMATION_MS + 60)


def show_more_soon(document: Any, window: Any) -> None:
    """:func:`show_more` once Panzoom has applied what was just asked of it (at the next frame)."""
    from .dom import create_once_callable

    def second(_time: Any) -> None:
        window.requestAnimationFrame(create_once_callable(lambda _later: show_more(document)))

    window.requestAnimationFrame(create_once_callable(second))


def show_more(document: Any) -> None:
    """Beside each edge of the board, how many lit cells lie beyond it (the button hidden when none)."""
    beyond = _beyond(document)
    for side, arrow in SIDES.items():
        button = document.querySelector(f".more-{side}")
        if button:
            count = len(beyond.get(side, []))
            button.hidden = not count
            button.textContent = f"{arrow} {count}" if count else ""


def _beyond(document: Any) -> dict[str, list[Any]]:
    """The lit cells' boxes out of the board's view, by the side they lie beyond (a corner's on two)."""
    board = document.getElementById("board")
    if board is None:
        return {}
    frame = board.getBoundingClientRect()
    buttons = document.querySelector(".board-wrap .zoom")
    corner = buttons.getBoundingClientRect() if buttons else None
    found: dict[str, list[Any]] = {}
    for cell in document.querySelectorAll("#table-pan [data-action]"):
        box = cell.getBoundingClientRect()
        x, y = _centre(box)
        under = corner is not None and _overlap(box, corner)  # out of a finger's reach too
        sides = {"left": x < frame.left, "right": x > frame.right, "up": y < frame.top or under, "down": y > frame.bottom}
        for side, out in sides.items():
            if out:
                found.setdefault(side, []).append(box)
    return found


def _towards(document: Any, side: str) -> None:
    """Pan towards the lit cells out of view beyond ``side``: the farthest of them to the edge, by at
    most three quarters of the board."""
    boxes = _beyond(document).get(side)
    if not boxes:
        return
    frame = document.getElementById("board").getBoundingClientRect()
    if side in ("left", "right"):
        reach = frame.left + MARGIN - min(b.left for b in boxes) if side == "left" else \
            frame.right - MARGIN - max(b.right for b in boxes)
        dx, dy = max(-0.75 * frame.width, min(0.75 * frame.width, reach)), 0.0
    else:
        reach = frame.top + MARGIN - min(b.top for b in boxes) if side == "up" else \
            frame.bottom - MARGIN - max(b.bottom for b in boxes)
        dx, dy = 0.0, max(-0.75 * frame.height, min(0.75 * frame.height, reach))
    scale = float(_current.getScale())
    _current.pan(dx / scale, dy / scale, _options(relative=True, animate=False))


def corner_keeper(document: Any, window: Any) -> Callable[[], None]:
    """For a redraw of the table (called before it): what keeps the zoom buttons' corner free once
    the new parts are in place. At the whole table's view, when one of its lit cells or pieces would
    lie under the buttons (a tap meant for the cell would zoom; a piece would be hidden), the table
    is drawn a little smaller, below their band; a view the person moved is left alone.

    Called before the pieces are measured for their motion (web/motion.py), so that they glide to
    where they end up. A table just opened is measured at the next frame instead, before it is
    painted: its opening forces no layout of its own."""
    def keep() -> None:
        global _opened
        if _current is None:  # a board that does not pan
            return
        if not _opened:
            _free_corner(document)
            return
        _opened = False
        from .dom import create_once_callable

        window.requestAnimationFrame(create_once_callable(lambda _time: _free_corner(document)))

    return keep


def _free_corner(document: Any) -> None:
    board = document.getElementById("board")
    if _current is None or board is None or not _at_rest():
        return
    board.classList.remove("corner-room")
    if _covered(document, "#table-pan [data-action], #table-pan [data-piece]"):
        board.classList.add("corner-room")


def _covered(document: Any, parts: str) -> bool:
    """Whether one of the table's ``parts`` (a selector) lies under the buttons over the board."""
    over = [box for _side, box in _buttons(document)]
    if not over:
        return False
    boxes = (part.getBoundingClientRect() for part in document.querySelectorAll(parts))  # each measured once
    return any(_overlap(box, button) for box in boxes for button in over)


def _buttons(document: Any) -> list[tuple[str, Any]]:
    """The buttons over the board, each with the edge it stands by: the zoom buttons (the top) and
    the counts of lit cells beyond an edge that show."""
    found = []
    zoom = document.querySelector(".board-wrap .zoom")
    if zoom:
        found.append(("up", zoom.getBoundingClientRect()))
    for side in SIDES:
        more = document.querySelector(f".more-{side}")
        if more and not more.hidden:
            found.append((side, more.getBoundingClientRect()))
    return found


def _at_rest() -> bool:
    """Whether the table shows whole, as drawn: neither zoomed nor moved."""
    pan = _current.getPan()
    return abs(float(_current.getScale()) - 1.0) < 0.01 and abs(float(pan.x)) < 1 and abs(float(pan.y)) < 1


def _overlap(box: Any, corner: Any) -> bool:
    across = box.left < corner.right and corner.left < box.right
    return box.width > 0 and across and box.top < corner.bottom and corner.top < box.bottom


def bring_in_reach(document: Any, window: Any) -> None:
    """On a touch screen, when the table lights a new set of moves: zoom so that the lit cells are a
    finger's size, all in view if they fit so; if they fit only smaller, all in view down to
    :data:`LEAST_TARGET`; if not even so, a finger's size and as many in view as can be. Leaves alone a
    view the person chose while the same moves stay lit; once none is lit (the move made), a zoom of
    its own goes back to the whole table, where the next move shows."""
    global _lit, _zoomed
    if _current is None:
        return
    if not window.navigator.maxTouchPoints:  # a mouse: the person's own zoom; the lit cells out of it said
        show_more_soon(document, window)
        return
    cells = list(document.querySelectorAll("#table-pan [data-action]"))
    frame = _reach(document)  # a turned tablet: bring in reach anew
    lit = f"{frame.width:.0f}x{frame.height:.0f}:" + ",".join(str(cell.getAttribute("data-action")) for cell in cells)
    if lit == _lit:
        return
    _lit = lit
    if not cells:
        if _zoomed:
            _zoomed = False
            _current.reset(_options(animate=False))
        show_more_soon(document, window)
        return
    _zoom_to_reach(document, window, banded=False)


def _zoom_to_reach(document: Any, window: Any, banded: bool) -> None:
    """Zoom and pan for the lit cells (:func:`bring_in_reach`) in the whole board, or (``banded``,
    when that left one under the zoom buttons) in the board below the buttons' band."""
    global _zoomed
    from .dom import create_once_callable

    def settled(_time: Any) -> None:  # once Panzoom has applied the pan: none may stay under the buttons
        show_more(document)
        if not banded and _covered(document, "#table-pan [data-action]"):
            _zoom_to_reach(document, window, banded=True)
        else:
            show_more_soon(document, window)

    def centre(_time: Any) -> None:
        _centre_on(list(document.querySelectorAll("#table-pan [data-action]")), _reach(document, banded))
        window.requestAnimationFrame(create_once_callable(settled))

    cells = list(document.querySelectorAll("#table-pan [data-action]"))
    scale = float(_current.getScale())
    wanted = scale * _fit(_reach(document, banded), [cell.getBoundingClientRect() for cell in cells])
    if abs(wanted - scale) <= 0.01 * scale:
        centre(0)
        return
    _current.zoom(min(8.0, wanted), _options(animate=False))
    _zoomed = True
    # Panzoom applies a zoom at the next frame: the cells are measured for the pan once it is applied
    window.requestAnimationFrame(create_once_callable(centre))


class Reach(NamedTuple):
    """A box on screen: where lit cells can be tapped."""

    left: float
    top: float
    right: float
    bottom: float

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.bottom - self.top


def _reach(document: Any, banded: bool = False) -> Reach:
    """The board, or (``banded``) the board less the bands of the buttons over it, by their edges."""
    board = document.getElementById("board").getBoundingClientRect()
    left, top, right, bottom = float(board.left), float(board.top), float(board.right), float(board.bottom)
    for side, box in _buttons(document) if banded else []:
        if side == "up":
            top = max(top, float(box.bottom))
        elif side == "down":
            bottom = min(bottom, float(box.top))
        elif side == "left":
            left = max(left, float(box.right))
        else:
            right = min(right, float(box.left))
    return Reach(left, min(top, bottom), max(right, left), bottom)


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


def _centre_on(cells: list[Any], board: Reach) -> None:
    """If any lit cell is out of view, pan so that as many of them as can be are in view: the board's
    middle on the lit cell around which most of them fit (the nearest to the middle among equals)."""
    if _current is None or not cells:
        return
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

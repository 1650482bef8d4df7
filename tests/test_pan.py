"""Bringing the lit cells of a table that pans and zooms within a finger's reach (web/pan.py), on
boxes as the browser measures them: every lit cell in view when they fit, a finger's size when they
fit so, smaller (never under LEAST_TARGET) when they fit only so, and as many as can be when not."""

from __future__ import annotations

from types import SimpleNamespace

from web import pan

FRAME = SimpleNamespace(left=0, top=0, right=382, bottom=420, width=382, height=420)  # a phone's board
REACH = pan.Reach(FRAME.left, FRAME.top, FRAME.right, FRAME.bottom)
ZOOM = SimpleNamespace(left=242, top=6, right=376, bottom=54, width=134, height=48)  # its zoom buttons


def box(x: float, y: float, size: float) -> SimpleNamespace:
    return SimpleNamespace(left=x, top=y, right=x + size, bottom=y + size, width=size, height=size)


def test_lit_cells_close_together_grow_to_a_fingers_size():
    cells = [box(100, 100, 22), box(124, 100, 22)]
    grown = pan._fit(FRAME, cells)
    assert 22 * grown >= pan.TOUCH_TARGET


def test_lit_cells_a_finger_wide_and_in_view_stay_as_the_person_left_them():
    assert pan._fit(FRAME, [box(10, 10, 50), box(300, 350, 50)]) == 1.0


def test_lit_cells_too_far_apart_for_a_finger_size_are_all_shown_a_little_smaller():
    cells = [box(-57, 200, 40), box(200, 593, 40)]  # both out of view, as La Guerre des Moutons lit them
    scale = pan._fit(FRAME, cells)
    width = (max(c.right for c in cells) - min(c.left for c in cells)) * scale
    height = (max(c.bottom for c in cells) - min(c.top for c in cells)) * scale
    assert width <= FRAME.width and height <= FRAME.height, "both fit in the board"
    assert pan.LEAST_TARGET <= 40 * scale < pan.TOUCH_TARGET


def test_lit_cells_all_around_a_wide_table_stay_a_fingers_size():
    cells = [box(x, y, 20) for x in (-300, 0, 300, 600) for y in (-200, 200, 600)]
    assert 20 * pan._fit(FRAME, cells) >= pan.TOUCH_TARGET


class Panzoom:
    """Panzoom as bring_in_reach drives it: the scale, and the pans asked for."""

    def __init__(self) -> None:
        self.moved = (0.0, 0.0)

    def getScale(self) -> float:  # noqa: N802 (Panzoom's name)
        return 1.0

    def pan(self, dx: float, dy: float, options: dict) -> None:
        self.moved = (self.moved[0] + dx, self.moved[1] + dy)


def measured(rect: SimpleNamespace) -> SimpleNamespace:
    return SimpleNamespace(getBoundingClientRect=lambda: rect)


def in_view_after(panzoom: Panzoom, cells: list[SimpleNamespace]) -> int:
    dx, dy = panzoom.moved
    return sum(1 for c in cells if FRAME.left <= c.left + dx and c.right + dx <= FRAME.right
               and FRAME.top <= c.top + dy and c.bottom + dy <= FRAME.bottom)


def test_the_view_goes_where_most_lit_cells_fit(monkeypatch):
    panzoom = Panzoom()
    monkeypatch.setattr(pan, "_current", panzoom)
    monkeypatch.setattr(pan, "_options", lambda **options: options)
    cells = [box(1000, 1000, 44), box(1050, 1000, 44), box(1000, 1050, 44), box(-900, 0, 44)]
    pan._centre_on([measured(c) for c in cells], REACH)
    assert in_view_after(panzoom, cells) == 3, "the three lit cells together in view, not the one apart"


def test_lit_cells_in_view_leave_the_view_as_it_was(monkeypatch):
    panzoom = Panzoom()
    monkeypatch.setattr(pan, "_current", panzoom)
    pan._centre_on([measured(box(10, 10, 44)), measured(box(300, 300, 44))], REACH)
    assert panzoom.moved == (0.0, 0.0)


def test_lit_cells_that_fit_only_from_the_middle_are_all_brought_in_view(monkeypatch):
    panzoom = Panzoom()
    monkeypatch.setattr(pan, "_current", panzoom)
    monkeypatch.setattr(pan, "_options", lambda **options: options)
    cells = [box(-81, 235, 36), box(177, 346, 36), box(213, 604, 36)]  # 330 x 405 px, a 382 x 420 board
    pan._centre_on([measured(c) for c in cells], REACH)
    assert in_view_after(panzoom, cells) == 3


class Board:
    """A document with a phone's board, its zoom buttons and the lit cells ``cells``."""

    def __init__(self, cells: list[SimpleNamespace], more: dict[str, SimpleNamespace] | None = None) -> None:
        self.cells = [measured(c) for c in cells]
        self.more = more or {}  # the counts of lit cells beyond an edge on show, by edge

    def getElementById(self, name: str) -> SimpleNamespace:  # noqa: N802 (the DOM's name)
        return measured(FRAME)

    def querySelector(self, selector: str) -> SimpleNamespace:  # noqa: N802
        if selector.startswith(".more-"):
            side = selector[len(".more-"):]
            return SimpleNamespace(hidden=side not in self.more, getBoundingClientRect=lambda: self.more.get(side))
        return measured(ZOOM)

    def querySelectorAll(self, selector: str) -> list[SimpleNamespace]:  # noqa: N802
        return self.cells


def test_a_lit_cell_under_the_zoom_buttons_is_covered_and_the_band_below_them_is_reach():
    document = Board([box(300, 20, 44), box(100, 200, 44)])
    assert pan._covered(document, "[data-action]"), "a tap there would zoom"
    assert not pan._covered(Board([box(100, 20, 44)]), "[data-action]"), "beside the buttons: in reach"
    assert pan._reach(document, banded=True) == pan.Reach(0, ZOOM.bottom, FRAME.right, FRAME.bottom)
    assert pan._reach(document) == REACH


def test_lit_cells_brought_into_the_band_below_the_zoom_buttons_leave_it(monkeypatch):
    panzoom = Panzoom()
    monkeypatch.setattr(pan, "_current", panzoom)
    monkeypatch.setattr(pan, "_options", lambda **options: options)
    cells = [box(300, -10, 44), box(300, 250, 44)]  # one above the board, by the buttons
    document = Board(cells)
    pan._centre_on(document.cells, pan._reach(document, banded=True))
    dx, dy = panzoom.moved
    assert all(c.top + dy >= ZOOM.bottom and c.bottom + dy <= FRAME.bottom for c in cells), "both below the buttons"


def test_a_lit_cell_under_an_edges_count_is_covered_and_that_edge_leaves_the_reach():
    right = SimpleNamespace(left=332, top=188, right=376, bottom=232, width=44, height=44)  # "→ 3", mid-right
    document = Board([box(340, 200, 44)], more={"right": right})
    assert pan._covered(document, "[data-action]"), "a tap there would pan"
    assert pan._reach(document, banded=True) == pan.Reach(0, ZOOM.bottom, right.left, FRAME.bottom)

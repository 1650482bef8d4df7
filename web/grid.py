"""The arrow keys' way from one thing on a board to the next: the nearest ahead, by where things lie.
Boards of square cells named ``x:y`` (open tables that grow as they are played) use ``neighbour``."""

from __future__ import annotations

from typing import Callable

ARROWS = {"ArrowUp": (0, -1), "ArrowDown": (0, 1), "ArrowLeft": (-1, 0), "ArrowRight": (1, 0)}


def nearest(name: str, key: str, names: list[str], spot: Callable[[str], tuple[float, float]]) -> str | None:
    """The nearest of ``names`` from ``name`` in an arrow key's direction (``spot``: where a name lies),
    or None when there is none."""
    dx, dy = ARROWS[key]
    x0, y0 = spot(name)
    best, best_cost = None, None
    for other in names:
        x, y = spot(other)
        ahead = (x - x0) * dx + (y - y0) * dy
        if ahead <= 0:
            continue
        aside = abs((x - x0) * dy) + abs((y - y0) * dx)
        cost = (ahead + 3 * aside, aside)
        if best_cost is None or cost < best_cost:
            best, best_cost = other, cost
    return best


def cell_spot(name: str) -> tuple[int, int]:
    x, y = map(int, name.split(":"))
    return x, y


def neighbour(name: str, key: str, names: list[str]) -> str | None:
    """The nearest cell (``x:y``) from ``name`` in an arrow key's direction, or None."""
    return nearest(name, key, names, cell_spot)

"""Boards of square cells named ``x:y`` (open tables that grow as they are played): the arrow keys'
way from one cell to the next."""

from __future__ import annotations

ARROWS = {"ArrowUp": (0, -1), "ArrowDown": (0, 1), "ArrowLeft": (-1, 0), "ArrowRight": (1, 0)}


def neighbour(name: str, key: str, names: list[str]) -> str | None:
    """The nearest cell from ``name`` in an arrow key's direction, or None when there is none."""
    dx, dy = ARROWS[key]
    x0, y0 = map(int, name.split(":"))
    best, best_cost = None, None
    for other in names:
        x, y = map(int, other.split(":"))
        ahead = (x - x0) * dx + (y - y0) * dy
        if ahead <= 0:
            continue
        aside = abs((x - x0) * dy) + abs((y - y0) * dx)
        cost = (ahead + 3 * aside, aside)
        if best_cost is None or cost < best_cost:
            best, best_cost = other, cost
    return best

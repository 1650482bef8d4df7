"""The arrow keys' way from one thing on a board to the next: the nearest ahead, by where things lie.
Boards of square cells named ``x:y`` (open tables that grow as they are played) use ``neighbour``."""

from __future__ import annotations

from typing import Any, Callable

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


def place_words(cell: tuple[int, int], start: str, t: Any) -> str:
    """Where ``cell`` (x to the right, y down) lies from the start cell 0:0, in words a player can
    follow on a board with no names on it: "3 right and 2 up from the start card". ``start`` names
    the messages of what lies on 0:0: ``<start>.from`` ("{where} from the start card") and
    ``<start>.on`` ("on the start card")."""
    x, y = cell
    if x == 0 and y == 0:
        return t(f"{start}.on")
    across = t("grid.right" if x > 0 else "grid.left", n=abs(x)) if x else ""
    if not y:
        return t(f"{start}.from", where=across)
    if not across:
        return t(f"{start}.from", where=t("grid.down" if y > 0 else "grid.up", n=abs(y)))
    down = t("grid.down.then" if y > 0 else "grid.up.then", n=abs(y))
    return t(f"{start}.from", where=t("grid.both", across=across, down=down))

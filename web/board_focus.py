"""The keyboard's roving focus on a board: one cell (``data-hole``) is in the tab order and keeps the
focus across redraws; the arrow keys move it through the game's ``neighbour``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def on_board(document: Any) -> bool:
    """Whether the keyboard's focus is on the board."""
    active = document.activeElement
    return bool(active) and hasattr(active, "closest") and bool(active.closest("#board"))


def place(document: Any, cell: str | None, had_focus: bool) -> None:
    """Put ``cell`` (else the first playable cell, else the first) in the tab order, focused if the
    board had the focus before the redraw."""
    cells = document.querySelectorAll("#board [data-hole]")
    if not cells.length:
        return
    target = document.querySelector(f'#board [data-hole="{cell}"]') if cell else None
    if not target:
        target = document.querySelector("#board [data-action]") or cells.item(0)
    target.setAttribute("tabindex", "0")
    if had_focus:
        target.focus()


def move(document: Any, key: str, neighbour: Callable[[str, str, list[str]], str | None]) -> str | None:
    """An arrow key on a focused cell: the focus goes to the cell the game names; returns that cell
    (None: the focus stays)."""
    active = document.activeElement
    name = active.getAttribute("data-hole") if active and active.hasAttribute("data-hole") else None
    if name is None:
        return None
    names = [str(c.getAttribute("data-hole")) for c in document.querySelectorAll("#board [data-hole]")]
    following = neighbour(name, key, names)
    if following is None:
        return None
    target = document.querySelector(f'#board [data-hole="{following}"]')
    active.setAttribute("tabindex", "-1")
    target.setAttribute("tabindex", "0")
    target.focus()
    return following

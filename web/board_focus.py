"""The keyboard's roving focus on a board: one cell (``data-hole``) is in the tab order and keeps the
focus across redraws; the arrow keys move it through the game's ``neighbour``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def on_board(document: Any) -> bool:
    """Whether the keyboard's focus is on the board."""
    active = document.activeElement
    return bool(active) and hasattr(active, "closest") and bool(active.closest("#board"))


def on_a_control(document: Any) -> bool:
    """Whether the keyboard's focus is on one of the table's controls off the board (a button of the
    dock, of the end, of the first visit's hint)."""
    active = document.activeElement
    return bool(active) and hasattr(active, "closest") and bool(active.closest(".table-main")) \
        and not active.closest("#board")


def lost(document: Any) -> bool:
    """Whether the focus fell to ``<body>``: the control that had it went from the screen."""
    active = document.activeElement
    return not active or str(active.tagName).upper() == "BODY"


def cover_with_end(document: Any) -> None:
    """While the end covers the board (and is not peeked under), the board behind it is inert: Tab
    goes to the end's buttons, not to the holes beneath it."""
    board, end = document.getElementById("board"), document.getElementById("end")
    if board:
        board.inert = bool(end and end.firstElementChild) and not end.classList.contains("peek")


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


COVERED = "data-covered"  # set on what the hand-over covers (made inert), so that it is let go after


def cover_for_hand_over(document: Any) -> None:
    """Hot seat: while the hand-over screen covers the table, what it covers can be neither focused
    nor clicked (``inert``), and the focus is on its button; once it goes, all is as before."""
    for element in document.querySelectorAll(f"[{COVERED}]"):
        element.inert = False
        element.removeAttribute(COVERED)
    cover = document.querySelector("[data-hand-over]")
    main = document.querySelector(".table-main")
    if not cover or not main or not main.contains(cover):
        return
    level = cover.parentElement
    while level:  # everything beside the screen, at each level up to the table's
        for child in level.children:
            if not child.contains(cover) and not child.matches("h1"):  # the screen's name stays
                child.inert = True
                child.setAttribute(COVERED, "")
        if level.isSameNode(main):
            break
        level = level.parentElement
    active = document.activeElement
    if not (active and cover.contains(active)):
        button = cover.querySelector('[data-cmd="reveal"]')
        if button:
            button.focus()


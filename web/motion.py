"""Moves that move: the table's parts are morphed in place and its pieces animate (web/motion.js).

A game marks each piece it draws with ``data-piece="<name>"`` (a marble, a card, a herd, a tile),
the same name wherever the piece is (in the hand, on the table), and gives it ``id="piece-<name>"``
(``piece()``) so that the morph keeps it as the same DOM node when it stays in its part. A piece
whose face changes says so in ``data-look``. What moves, how, and for how long is the page's
business (motion.js): this module hands it the parts and learns how long the motion lasts, which the
table keeps (web/table.py: the computer's next move waits for the pieces to rest).

The games' drawing code imports ``piece`` in CPython too (tests, the build); the table gives the
browser's ``document`` and ``window``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .markup import Markup


def piece(name: str, look: str | None = None, came_from: str | None = None, enter: str | None = None) -> dict[str, Any]:
    """The attributes of a piece named ``name``: its morph key and its name for the motion; ``look``
    (its face, when it can turn over), ``came_from`` (the piece it was, when its name changes) and
    ``enter`` (how it comes in when it is new: ``"turn"`` over; by default it drops in)."""
    return {"id": f"piece-{name}", "data-piece": name, "data-look": look, "data-from": came_from, "data-enter": enter}


def update(document: Any, window: Any, parts: dict[str, Any], settle: Callable[[], Any] | None = None) -> float:
    """Put each part (markup or plain text, by element id) in place, then ``settle()`` (a last change
    of the layout, before the pieces' new places are measured); returns the seconds the pieces take
    to reach their places (0: nothing moves, or the player prefers reduced motion)."""
    motion = getattr(window, "ludothequeMotion", None)
    if motion is not None:
        motion.measure()
    for part_id, content in parts.items():
        element = document.getElementById(part_id)
        if not element:
            continue
        if not isinstance(content, Markup):
            element.textContent = content
        elif motion is not None:
            motion.morph(element, str(content))
        else:
            element.innerHTML = content
    if settle is not None:
        settle()
    return float(motion.play()) / 1000 if motion is not None else 0.0


def played(window: Any) -> None:
    """A move was played: the page is busy until the next drawing's pieces have moved."""
    motion = getattr(window, "ludothequeMotion", None)
    if motion is not None:
        motion.played()


def thinking(document: Any, window: Any, on: bool) -> None:
    """The computer thinks (or stops): the page is busy, and stays so while pieces still move."""
    motion = getattr(window, "ludothequeMotion", None)
    if motion is not None:
        motion.thinking(bool(on))
    elif on:
        document.documentElement.setAttribute("data-busy", "1")
    else:
        document.documentElement.removeAttribute("data-busy")

"""Hints at the table: the Hint button's state, the good move marked on the board, the line that says
why, and how many hints a finished game used.

The move comes from the session (web/session.py ``ask_hint``: the hard level, searching the person's
own view, game/review.py ``Hint``). The element of the move carries ``data-hint="<the move's text>"``
until the next move: the elements a game names with its ``hint_marks(view, move)`` hook (CSS
selectors made with ``attr``: a card in hand and the cell it goes to), else the one whose
``data-action`` is the move.
"""

from __future__ import annotations

from typing import Any

from .i18n import STRINGS


def show(document: Any, ui: Any, view: Any, hint: dict[str, Any] | None, may: bool) -> str:
    """The Hint button greyed unless the person may ask now; ``hint``'s move marked on the board (the
    marks of an earlier hint gone). The marked element's own name, to say which it is ("" if none)."""
    button = document.getElementById("ask-hint")
    if button:
        button.setAttribute("aria-disabled", "false" if may else "true")
    for old in document.querySelectorAll("[data-hint]"):
        old.removeAttribute("data-hint")
    if hint is None:
        return ""
    move = str(hint["move"])
    marks = ui.hint_marks(view, move) if hasattr(ui, "hint_marks") else [attr("data-action", move)]
    names = []
    for selector in marks:
        found = document.querySelectorAll(selector)
        for element in found:
            element.setAttribute("data-hint", move)
        if found.length:
            names.append(str(found[0].getAttribute("aria-label") or found[0].textContent or "").strip())
    return ", ".join(name for name in names if name)


def keep_clear(document: Any, message: Any) -> None:
    """A hint's line (``message``) at the board's foot, or at its top when at the foot it would cover
    what the hint marks (a game's piles may lie there)."""
    message.classList.remove("top")
    marked = document.querySelectorAll("[data-hint]")
    if not marked.length or not message.textContent:
        return
    line = message.getBoundingClientRect()
    for element in marked:
        box = element.getBoundingClientRect()
        if box.width and box.left < line.right and line.left < box.right and box.top < line.bottom and line.top < box.bottom:
            message.classList.add("top")
            return


def move_name(ui: Any, seat: int | None, hint: dict[str, Any], t: Any) -> str:
    """The hinted move as something to do, in the game's words (as the review says a better move),
    to follow "…: " ("" when the game has none: the marked elements' names say it instead)."""
    suggest = getattr(ui, "suggest_move", None)
    said = str(suggest(seat, str(hint["move"]), t)) if suggest is not None else ""
    return said[:1].lower() + said[1:]


def attr(name: str, value: str) -> str:
    """The CSS selector of the elements whose attribute ``name`` is ``value``."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'[{name}="{escaped}"]'


def sentence(module: Any, hint: dict[str, Any], named: str, t: Any) -> str:
    """The line under the board: which move is marked, and why where the game's search can tell."""
    said = t("hint.marked", what=named) if named else t("hint.marked_only")
    why = hint.get("why")
    if why:
        learn_reasons(module)
        key, params = why
        said += " " + t("hint.because", why=t(key, **params))
    return said


def learn_reasons(module: Any) -> None:
    """The game's reasons (``REASONS`` of game/<package>/hints.py) among the words, once."""
    from game.review import hints_of

    hints = hints_of(module)
    for key, words in getattr(hints, "REASONS", {}).items():
        STRINGS.setdefault(key, words)


def why_not(session: Any) -> str:
    """Why the Hint button does nothing now: the key of the words that say so."""
    if not session.hints:
        return "hint.off"
    if session.hint is not None:
        return "hint.shown"
    if session.thinking:
        return "play.wait"
    return "hint.not_now"


def count_on_end(document: Any, t: Any, record: dict[str, Any], hints_on: bool) -> None:
    """The end screen says how many hints the game used (when hints were on, or some were used)."""
    line = document.getElementById("end-hints")
    used = len(record.get("hints") or ())
    if line is None or not (hints_on or used):
        return
    line.textContent = t("hint.used", n=used) if used else t("hint.used_none")
    line.hidden = False

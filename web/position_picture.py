"""A small picture of a kept game's table as it stands (Your games): the game's own board drawing of
the position, seen as the person at the table would see it (``session.view()``: nothing more), made
inert — no ids shared with another picture, nothing to focus, click or read out (the list says the
game in words beside it)."""

from __future__ import annotations

import re
from typing import Any

from game import core

from . import games
from .markup import Markup
from .saves import Kept
from .session import Session

BOARD_PARTS = ("board", "table-pan")  # the parts of a table that hold its board (web/pan.py's for a panned one)
INTERACTIVE = re.compile(r'\s(?:tabindex|role|data-[a-z-]+|aria-[a-z]+)="[^"]*"')
ID = re.compile(r'\sid="([^"]+)"')


def position_picture(kept: Kept, t: Any, prefix: str) -> Markup | None:
    """The board of ``kept`` as it stands, its ids prefixed with ``prefix``; None if the game's table
    has no board part to show (the menu's picture is shown instead)."""
    ui = games.table(kept.title)
    seats = [str(kind) for kind in kept.record["players"]]
    session = Session(core.load(kept.title), kept.state, seats, lambda events: None,
                      screen=ui.Screen() if hasattr(ui, "Screen") else None)  # fmt: skip
    parts = ui.table_parts(session.view(), session, t, False)
    board = next((str(parts[name]) for name in BOARD_PARTS if parts.get(name)), "")
    return Markup(inert(board, prefix)) if board else None


def inert(markup: str, prefix: str) -> str:
    """``markup`` with its ids (and the references to them) prefixed, and no attribute that makes an
    element focusable, clickable or announced."""
    names = ID.findall(markup)
    markup = INTERACTIVE.sub("", markup)
    for name in names:
        for before, after in ((f'id="{name}"', f'id="{prefix}{name}"'), (f'#{name}"', f'#{prefix}{name}"'),
                              (f"#{name})", f"#{prefix}{name})")):  # fmt: skip
            markup = markup.replace(before, after)
    return markup

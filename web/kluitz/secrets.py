"""What the Kluitz keeps secret, and how its page would write each secret: for the leak tests
(e2e/test_hand_over_leaks.py). Not for the page.

Every seat sees the same field, so there is no hand-over: the secret is the kind of each face-down
tile, from everyone (remembering is the game). What everyone sees: the tiles face up and the kinds
the sheep player took this round. The page would write a kind as a class (``kind-happy``) and as its
name ("Happy"), but for the shepherd, whose name is also a role's.
"""

from __future__ import annotations

import re
from typing import Any

from game.kluitz import KINDS

from .tiles import kind_name


def secrets(state: Any, seat: int | None) -> set[str]:
    """The kinds of the tiles face down, secret from every seat alike (no seat holds one of its own)."""
    if seat is not None:
        return set()
    return {KINDS[kind] for c, kind in enumerate(state.kinds) if kind is not None and not state.up >> c & 1}


def public(state: Any) -> set[str]:
    """The kinds everyone sees: face up, or taken this round."""
    up = {KINDS[kind] for c, kind in enumerate(state.kinds) if kind is not None and state.up >> c & 1}
    return up | {KINDS[kind] for kind in state.taken}


def tokens(kind: str) -> list[str | re.Pattern[str]]:
    """The texts the page would carry for ``kind``."""
    name = [] if kind == "shepherd" else [re.compile(rf"\b{kind_name(kind, 'en')}\b", re.I)]
    return [f"kind-{kind}", *name]

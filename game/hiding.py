"""What a game hides, for the leak checks (``tools/leaks.py``): a game package's ``hiding()`` gives a
:class:`Hiding`, and the helpers below are shared by the games' re-deals.

``hidden(state, seat)``: everything ``seat`` (None: a spectator) may not see, as plain data, to tell
whether a re-deal changed it; ``count(state, seat)``: how many things that is (a reveal makes it
drop); ``scramble(state, seat, future, rng)``: the state itself with what ``seat`` cannot see dealt
anew, keeping in place only what the coming moves (``future``: the positions after each) will show
the seat or need to stay legal; ``redeal(module, state, view, rng)``: the game's own determinization
of the view; ``setups``: the rows to check, ``(variant, options(players, rng), seat counts or None)``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any


def others(state: Any, seat: int | None) -> list[int]:
    return [o for o in range(state.players) if o != seat]


def moves_counted(state: Any, dealt: Any) -> Any:
    """A ``determinize`` that leaves the history empty would log the events after the re-deal under
    other move numbers (``"move"``) than the original's. How many moves were played is public: the
    re-dealt history is padded to the same length (with ``None``, which shows nothing)."""
    missing = len(state.history) - len(dealt.history)
    if missing > 0:
        dealt.history = [None] * missing + list(dealt.history)
    return dealt


def plain_redeal(module: Any, state: Any, view: dict[str, Any], rng: random.Random) -> Any:
    return moves_counted(state, module.determinize(view, rng))


def used(before: list[Any], drawn: list[Any], after: list[Any]) -> Counter:
    """The cards that left a hand in the coming moves (laid, discarded), counted."""
    return Counter(before) + Counter(drawn) - Counter(after)


def keep(hand: list[Any], leaving: Counter) -> tuple[list[Any], list[Any]]:
    """``hand`` parted into the cards kept in place (as many of each as will leave it) and the rest."""
    wanted, kept, free = Counter(leaving), [], []
    for card in hand:
        if wanted[card] > 0:
            wanted[card] -= 1
            kept.append(card)
        else:
            free.append(card)
    return kept, free


def defaults(players: int, rng: random.Random) -> dict[str, Any]:
    return {}


DEFAULT_SETUPS: tuple[tuple[str, Callable, tuple[int, ...] | None], ...] = (("", defaults, None),)


class Hiding:
    """How a game hides: its hidden content, the count of it, the re-deals, the rows to check, and the
    view keys that may differ after a move by the rules' turn order alone (see ``tools/leaks.py``)."""

    def __init__(self, hidden: Callable, count: Callable, scramble: Callable, redeal: Callable = plain_redeal,
                 end: frozenset[str] = frozenset(), setups: tuple = DEFAULT_SETUPS) -> None:
        self.hidden, self.count, self.scramble, self.redeal = hidden, count, scramble, redeal
        self.end = end
        self.setups = setups

    def by_rule(self, keys: list[str]) -> str | None:
        """Whether views that differ in ``keys`` only differ as the rules say they may: ``"end"`` (the
        game ends because no one can play, or nothing could change any more), else None (a leak)."""
        found = set(keys)
        if "over" in found and found <= self.end:
            return "end"
        return None

"""What a Troupeaux seat cannot see (every pile's order, the other hand's cards), and how the leak
checks deal it anew (see :mod:`game.hiding`)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ..hiding import Hiding, keep, moves_counted, others, used
from .rules import BREED_OF


def hidden(state: Any, seat: int | None) -> list[Any]:
    found: list[Any] = [[list(p) for p in state.piles[o]] for o in range(2)]  # every pile's order
    found += [sorted(state.hands[o]) for o in others(state, seat)]
    return found


def count(state: Any, seat: int | None) -> int:
    piles = sum(len(p) for o in range(2) for p in state.piles[o])
    return piles + sum(len(state.hands[o]) for o in others(state, seat))


def redeal(module: Any, state: Any, view: dict[str, Any], rng: random.Random) -> Any:
    """``determinize`` given the true arrival counts, which a player could count but the view shows
    only as a stack's thickness."""
    return moves_counted(state, module.determinize(view, rng, arrival=state.scores()))


def scramble(state: Any, seat: int | None, future: list[Any], rng: random.Random) -> Any:
    other = state.clone()
    for o in range(2):
        piles = state.piles[o]
        stay = [len(p) - min(len(f.piles[o][b]) for f in future) if future else 0 for b, p in enumerate(piles)]
        rests = [p[: len(p) - n] for p, n in zip(piles, stay)]
        tops = [p[len(p) - n:] for p, n in zip(piles, stay)]
        free: list[int]
        if o == seat:
            kept, free = list(state.hands[o]), []
        else:
            leaving = used(state.hands[o], [k for t in tops for k in t], future[-1].hands[o]) if future else Counter()
            kept, free = keep(state.hands[o], leaving)
        hand = list(kept)
        for breed in range(4):  # a hand's breeds are seen: cards are dealt anew within a breed
            mine = [k for k in free if BREED_OF[k] == breed]
            pool = mine + rests[breed]
            rng.shuffle(pool)
            hand += pool[: len(mine)]
            other.piles[o][breed] = pool[len(mine):] + tops[breed]
        other.hands[o] = sorted(hand)
    other._legal = None
    return other


def arrival_counts(shown: bool) -> Any:
    return lambda players, rng: {"show_arrival_counts": shown}


HIDING = Hiding(hidden, count, scramble, redeal, setups=tuple(
    (f"show_arrival_counts={shown}", arrival_counts(shown), None) for shown in (False, True)))

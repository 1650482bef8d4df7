"""What a Clustered seat cannot see (every deck's order, the other hands, the secret discards), and
how the leak checks deal it anew (see :mod:`game.hiding`)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ..hiding import Hiding, keep, others, used
from .rules import Discard


def hidden(state: Any, seat: int | None) -> list[Any]:
    found: list[Any] = []
    for o in range(state.players):
        found.append(list(state.decks[o]))  # the order of every deck, even one's own
        if o != seat:
            found += [sorted(state.hands[o]), sorted(state.secret_discards[o])]
    return found


def count(state: Any, seat: int | None) -> int:
    return sum(len(d) for d in state.decks) + sum(
        len(state.hands[o]) + len(state.secret_discards[o]) for o in others(state, seat)
    )


def scramble(state: Any, seat: int | None, future: list[Any], rng: random.Random) -> Any:
    other = state.clone()
    for o in range(state.players):
        deck = state.decks[o]
        stay = len(deck) - min(len(f.decks[o]) for f in future) if future else 0  # drawn: kept on top
        rest = deck[: len(deck) - stay]
        if o == seat:
            rng.shuffle(rest)
            other.decks[o] = rest + deck[len(deck) - stay:]
            continue
        kept, free = keep(state.hands[o], used(state.hands[o], deck[len(deck) - stay:], future[-1].hands[o])
                          if future else Counter())  # fmt: skip
        pool = free + rest + state.secret_discards[o]
        rng.shuffle(pool)
        other.hands[o] = kept + pool[: len(free)]
        other.decks[o] = pool[len(free): len(free) + len(rest)] + deck[len(deck) - stay:]
        secret = other.secret_discards[o] = pool[len(free) + len(rest):]
        k = 0
        for i, (mover, secretly) in enumerate(state.movers):  # the record of those discards, to match
            if mover == o and secretly:
                other.history[i] = Discard(secret[k])
                k += 1
    other._legal = None
    other._texts = ()  # the move texts, worked out again from the history as rewritten here
    return other


def random_options(players: int, rng: random.Random) -> dict[str, Any]:
    return {"quick": rng.random() < 0.5, "speed": rng.random() < 0.5, "size": rng.random() < 0.5,
            "extra_joker": [s for s in range(players) if rng.random() < 0.25]}  # fmt: skip


HIDING = Hiding(hidden, count, scramble, setups=(("quick/speed/size/jokers at random", random_options, None),))

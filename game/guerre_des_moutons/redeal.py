"""What a seat of La Guerre des Moutons cannot see (the bag, the other hands, the other seats' secret
colours), and how the leak checks deal it anew (see :mod:`game.hiding`)."""

from __future__ import annotations

import random
from typing import Any

from ..hiding import DEFAULT_SETUPS, Hiding, others
from .state import unknown_colours


def hidden(state: Any, seat: int | None) -> list[Any]:
    found: list[Any] = [list(state.bag)]
    for o in others(state, seat):
        found.append(sorted(state.hands[o]))
        if not state.is_over:
            found.append(sorted(state.secret_colours(o)))
    return found


def count(state: Any, seat: int | None) -> int:
    hiding = others(state, seat)
    secret = 0 if state.is_over else sum(len(state.secret_colours(o)) for o in hiding)
    return len(state.bag) + sum(len(state.hands[o]) for o in hiding) + secret


def scramble(state: Any, seat: int | None, future: list[Any], rng: random.Random) -> Any:
    other = state.clone()
    rivals = others(state, seat)
    shown: set[str] = set()
    for f in future:
        shown |= set(f.table.tiles.values()) | set(f.covers.values())
        shown |= set(f.hands[seat]) if seat is not None else set()
    slots: list[tuple[str | int, int]] = [("bag", i) for i, t in enumerate(state.bag) if t not in shown]
    slots += [(o, i) for o in rivals for i, t in enumerate(state.hands[o]) if t not in shown]
    tiles = [state.bag[i] if where == "bag" else state.hands[where][i] for where, i in slots]
    rng.shuffle(tiles)
    for (where, i), tile in zip(slots, tiles):
        (other.bag if where == "bag" else other.hands[where])[i] = tile
    if not state.is_over and not any(f.is_over for f in future):
        revealing = {o for o in rivals for f in future if f.revealed[o] != state.revealed[o]}
        free = [o for o in rivals if o not in revealing]
        unknown = [c for c in unknown_colours(state.view(seat)) if not any(c in state.colours[o] for o in revealing)]
        rng.shuffle(unknown)
        for o in free:
            secret = len(state.secret_colours(o))
            other.colours[o] = sorted(state.revealed[o] + unknown[:secret])
            unknown = unknown[secret:]
    other._relaid()
    return other


def bicolour(players: int, rng: random.Random) -> dict[str, Any]:
    return {"bicolour": True}


# Spec: "the game ends when every player has finished or no remaining player can play" (then all
# colours are shown).
END = frozenset({"to_move", "phase", "queue", "legal", "turn", "turn_seat", "idle", "over", "finished",
                 "bonuses", "scores", "winners", "colours_of", "log"})
HIDING = Hiding(hidden, count, scramble, end=END, setups=DEFAULT_SETUPS + (("bicolour", bicolour, (2,)),))

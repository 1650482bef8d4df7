"""What no seat of The Kluitz can see (a face-down tile's kind, even one seen and turned back: a
memory game), and how the leak checks deal it anew (see :mod:`game.hiding`)."""

from __future__ import annotations

import random
from typing import Any

from ..hiding import Hiding


def face_down(state: Any) -> list[int]:
    return [c for c in range(len(state.kinds)) if state.kinds[c] is not None and not state.up >> c & 1]


def hidden(state: Any, seat: int | None) -> list[Any]:
    return [(c, state.kinds[c], state.flowers[c]) for c in face_down(state)]


def count(state: Any, seat: int | None) -> int:
    return len(face_down(state))


def scramble(state: Any, seat: int | None, future: list[Any], rng: random.Random) -> Any:
    other = state.clone()
    same_round = [f for f in future if f.round == state.round]
    shown = {c for f in same_round for c in range(len(f.kinds)) if f.up >> c & 1 or (f.kinds[c] is None)}
    free = [c for c in face_down(state) if c not in shown]
    tiles = [(state.kinds[c], state.flowers[c]) for c in free]
    rng.shuffle(tiles)
    for c, (kind, flower) in zip(free, tiles):
        other.kinds[c], other.flowers[c] = kind, flower
    if len(same_round) == len(future) and not state.solo and state.round == 0:
        other.seed = rng.randrange(1, 2**31)  # the field of the second round, dealt from the seed
    return other


def random_options(players: int, rng: random.Random) -> dict[str, Any]:
    return {"assisted_memory": rng.random() < 0.5, "first": rng.randrange(2)}


# The solo game also ends when nothing could change the field any more (every tile left to turn is a
# sheep without a flower, no two alike: turning them would go on for ever), which the kinds decide.
END = frozenset({"legal", "over", "phase", "results", "round_points", "scores", "to_move", "winners", "won"})
HIDING = Hiding(hidden, count, scramble, end=END, setups=(("assisted memory at random", random_options, None),))

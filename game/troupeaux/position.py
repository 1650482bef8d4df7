"""The Troupeaux AI's light position: the herds, hands, arrival and pens as a plan changes them, and
the lays, moves and dares a seat may choose from in it (for :mod:`.search`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from . import rules as T

BREED_OF = T.BREED_OF
ROW = T.ROW_OF  # rows 1..5
FORWARD = T.FORWARD
ARRIVAL = T.ARRIVAL
ROW1, ROW2 = T.ROW_CELLS[0], T.ROW_CELLS[1]
G, R = T.GLORIEUX, T.RAPIDES


class Pos:
    """The position as a plan changes it: herds, hands (kinds, or only breed counts), arrival, pens."""

    __slots__ = ("herds", "hands", "breeds", "arrival", "pens", "extra", "over")

    def __init__(self) -> None:
        self.herds: dict[int, tuple[int, tuple[int, ...]]] = {}
        self.hands: list[list[int] | None] = [None, None]
        self.breeds: list[list[int]] = [[0] * 4, [0] * 4]
        self.arrival: list[float] = [0.0, 0.0]
        self.pens: list[int] = [0, 0]
        self.extra: list[int] = [0, 0]  # Glorieux bonus cards to come
        self.over = False

    def copy(self) -> Pos:
        other = Pos.__new__(Pos)
        other.herds = dict(self.herds)
        other.hands = [None if h is None else list(h) for h in self.hands]
        other.breeds = [list(self.breeds[0]), list(self.breeds[1])]
        other.arrival = list(self.arrival)
        other.pens = list(self.pens)
        other.extra = list(self.extra)
        other.over = self.over
        return other

    def take(self, seat: int, cards: tuple[int, ...]) -> None:
        hand = self.hands[seat]
        for k in cards:
            if hand is not None:
                hand.remove(k)
            self.breeds[seat][BREED_OF[k]] -= 1

    def play(self, seat: int, action: T.Action) -> None:
        verb = action.verb
        herds = self.herds
        if verb == "lay":
            self.take(seat, action.cards)
            other = herds.get(action.cell)
            if other is not None:
                del herds[action.cell]
                if len(other[1]) == len(action.cards):
                    return
            herds[action.cell] = (seat, action.cards)
        elif verb == "add":
            self.take(seat, action.cards)
            owner, cards = herds[action.cell]
            grown = tuple(sorted(cards + action.cards))
            if T.conforms(grown):
                herds[action.cell] = (seat, grown)
            else:
                del herds[action.cell]
        elif verb == "move":
            owner, cards = herds.pop(action.cell)
            target = action.target
            if target == ARRIVAL:
                self.arrival[seat] += len(cards)
                return
            other = herds.get(target)
            if other is None:
                herds[target] = (seat, cards)
            elif other[0] == seat:
                merged = tuple(sorted(cards + other[1]))
                if T.conforms(merged):
                    herds[target] = (seat, merged)
                else:
                    del herds[target]
            else:
                mine, theirs = len(cards), len(other[1])
                if mine < theirs:
                    return
                del herds[target]
                if mine > theirs:
                    herds[target] = (seat, cards)
                if BREED_OF[cards[0]] == G and self.pens[seat]:
                    self.extra[seat] += min(T.BONUS_DRAWS, self.pens[seat])
        elif verb == "dare":
            del herds[action.cell]
            del herds[action.target]


def pos_from(view: Mapping[str, Any], arrival: list[float], hands: Sequence[list[int] | None] | None = None) -> Pos:
    pos = Pos()
    for name, owner, cards in view["herds"]:
        pos.herds[T.CELL_INDEX[name]] = (owner, tuple(sorted(T.parse_kind(c) for c in cards)))
    seat = view["seat"]
    for s in range(2):
        pos.breeds[s] = [0] * 4
        for letter in view["hand_breeds"][s]:
            pos.breeds[s][T.BREEDS.index(letter)] += 1
        pos.pens[s] = sum(view["piles"][s])
    pos.hands[seat] = sorted(T.parse_kind(c) for c in view["hand"])
    if hands is not None:
        pos.hands = [None if h is None else sorted(h) for h in hands]
    pos.arrival = list(arrival)
    return pos


# --- options of a turn ----------------------------------------------------------------------------


def lay_options(pos: Pos, seat: int, drops: bool = True) -> list[T.Action]:
    """Lays and adds worth weighing: each breed's characters in hand laid at once (on each free cell
    of row 1; Rapides also on row 2), the fitting characters added to each herd."""
    hand = pos.hands[seat]
    if not hand:
        return []
    herds = pos.herds
    found: list[T.Action] = []
    free = [c for c in ROW1 if c not in herds]
    by_breed: list[list[int]] = [[], [], [], []]
    for k in sorted(set(hand)):
        by_breed[BREED_OF[k]].append(k)
    own = [(cell, cards) for cell, (owner, cards) in sorted(herds.items()) if owner == seat]
    for breed, kinds in enumerate(by_breed):
        if not kinds:
            continue
        sets = [tuple(kinds)]
        for cell, cards in own:  # lay only what cannot grow an own herd of the breed further up
            if BREED_OF[cards[0]] == breed and ROW[cell] > 1:
                apart = tuple(k for k in kinds if k in cards)
                if apart and apart not in sets and len(apart) < len(kinds):
                    sets.append(apart)
        for cards in sets:
            found += [T.Action("lay", cards, c) for c in free]
        if breed == R:
            for c in ROW2:
                herd = herds.get(c)
                if herd is None:
                    found.append(T.Action("lay", kinds, c))
                elif herd[0] != seat and drops and len(herd[1]) <= len(kinds):
                    found.append(T.Action("lay", kinds, c))
                    if len(herd[1]) < len(kinds):
                        found.append(T.Action("lay", kinds[: len(herd[1])], c))
    for cell, cards in own:
        fitting = tuple(k for k in by_breed[BREED_OF[cards[0]]] if k not in cards)
        if fitting:
            found.append(T.Action("add", fitting, cell))
    return found


def move_options(pos: Pos, seat: int) -> list[T.Action]:
    herds = pos.herds
    found = []
    for cell, (owner, cards) in sorted(herds.items()):
        if owner != seat:
            continue
        for target in FORWARD[cell]:
            other = herds.get(target) if target != ARRIVAL else None
            if other is not None and other[0] == seat and not T.conforms(cards + other[1]):
                continue  # a merge that disperses both
            found.append(T.Action("move", (), cell, target))
    return found


def dare_options(pos: Pos, seat: int) -> list[T.Action]:
    herds = pos.herds
    daring = [c for c, (o, cards) in herds.items() if o == seat and T.is_complete_daring(cards)]
    if not daring:
        return []
    targets = [c for c, (o, _) in herds.items() if o != seat]
    return [T.Action("dare", (), c, t) for c in sorted(daring) for t in sorted(targets)]

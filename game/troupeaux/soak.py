"""Troupeaux's invariants for the soak: ``check(state)`` after every action of a random game.

Written from ``docs/rules/troupeaux.md`` (and its rulings), not from the engine's
code. The state's attributes are read (hands, piles, herds, arrival piles, dispersed cards), but
everything they must equal is worked out here:

1. **Cards conserved.** Each colour's 61 cards (4 Glorieux characters x 4, 3 Téméraires x 5,
   3 Rapides x 5, 5 Divers x 3) lie exactly once in the pen's piles, the hand, that colour's herds
   on the path, the arrival pile or among the dispersed cards; each pile holds its own breed only.
2. **Herds conform.** Every herd on the path is one breed with characters all different (a herd
   that stops conforming disperses at once), on a cell of the 15-cell path.
3. **A shadow game.** The record's actions are replayed by the rules of the spec over what their
   text shows (a draw names the pile, a lay or an add names its cards): the herds on the path, the
   arrival piles, the dispersed cards, pile sizes, the breeds in each hand, whose turn it is and
   when the game ends. Each action must be one the rules allow at that point of the turn, and the
   shadow must equal the state.
4. **Scores recounted.** ``state.scores()`` is the number of sheep the shadow put in each arrival
   pile; once over, ``winners()`` is the seat with more (both on a draw).
5. **Views.** What each seat and a spectator see: pile sizes, the hands' breeds, the herds, one's
   own hand only, and no arrival count during play (unless the option shows them).

The shadow is kept per state object and advanced one action at a time, so a check costs a few
tens of microseconds; a state met for the first time (a clone, a replay) is replayed from its
record.
"""

from __future__ import annotations

import weakref
from collections import Counter
from typing import Any

from .rules import cell_name, kind_text

# --- the material (spec, "Material") ---------------------------------------------------------------

BREEDS = "GTRD"
CHARACTERS = {"G": 4, "T": 3, "R": 3, "D": 5}  # characters per breed
COPIES = {"G": 4, "T": 5, "R": 5, "D": 3}  # cards of each character, per colour
COLOUR_CARDS = Counter({f"{b}{c}": COPIES[b] for b in BREEDS for c in range(1, CHARACTERS[b] + 1)})
HAND_PER_PILE = 2  # setup: 2 cards from each pile
DRAWS, FIRST_TURN_DRAWS, GLORY_DRAWS = 2, 1, 3

# --- the path (spec, "The board" and "Move") ------------------------------------------------------

ROW_WIDTHS = (5, 4, 3, 2, 1)
COLUMNS = "abcde"
ARRIVAL = "arrival"
CELLS = [f"{COLUMNS[c]}{r + 1}" for r, width in enumerate(ROW_WIDTHS) for c in range(width)]


def _ahead(cell: str) -> tuple[str, ...]:
    """From column c of row r: column c-1 or c of row r+1 where it exists; row 5 -> the pen."""
    column, row = COLUMNS.index(cell[0]) + 1, int(cell[1:])
    if row == 5:
        return (ARRIVAL,)
    return tuple(f"{COLUMNS[c - 1]}{row + 1}" for c in (column - 1, column) if 1 <= c <= ROW_WIDTHS[row])


AHEAD = {cell: _ahead(cell) for cell in CELLS}


def conforms(cards) -> bool:
    """Spec, "Herds": all of one breed and pairwise different characters."""
    return len({card[0] for card in cards}) <= 1 and len(set(cards)) == len(cards)


def complete_daring(cards) -> bool:
    """Spec, "Téméraires": a complete Téméraires herd holds the 3 characters."""
    return sorted(cards) == ["T1", "T2", "T3"]


# --- the shadow game ------------------------------------------------------------------------------


class Broken(AssertionError):
    pass


class Shadow:
    """The visible course of a game replayed by the spec's rules from its actions' texts."""

    def __init__(self) -> None:
        self.herds: dict[str, tuple[int, tuple[str, ...]]] = {}
        self.arrival: list[list[str]] = [[], []]
        self.gone: list[list[str]] = [[], []]
        full = {b: sum(n for k, n in COLOUR_CARDS.items() if k[0] == b) for b in BREEDS}
        self.piles = [{b: full[b] - HAND_PER_PILE for b in BREEDS} for _ in range(2)]
        self.hand_breeds = [{b: HAND_PER_PILE for b in BREEDS} for _ in range(2)]
        self.mover: int | None = 0  # Blue plays first
        self.turn = 1
        self.stage = "draw"  # draw -> lay -> move -> after: what the turn may still do
        self.drawn = 0
        self.bonus = 0  # Glorieux draws still open
        self.final = False
        self.acted = False
        self.idle = 0
        self.texts: list[str] = []  # the actions replayed so far
        self.stacks = [0, 0]  # the arrival stacks last seen (they only grow)

    # -- one action --
    def play(self, text: str) -> None:
        number = len(self.texts) + 1
        try:
            self._play(text)
        except Broken as error:
            raise Broken(f"move {number} ({text}) breaks a rule: {error}") from None
        self.texts.append(text)

    def _play(self, text: str) -> None:
        seat = self.mover
        if seat is None:
            raise Broken("the game is over")
        if text == "end":
            return self._end(seat)
        self.acted = True
        verb, _, rest = text.partition(":")
        if verb == "draw":
            return self._draw(seat, rest)
        if verb in ("lay", "add"):
            cards, _, cell = rest.partition("@")
            return getattr(self, f"_{verb}")(seat, tuple(sorted(cards.split("+"))), cell)
        start, _, target = rest.partition(">")
        if verb == "move":
            return self._move(seat, start, target)
        if verb == "dare":
            return self._dare(seat, start, target)
        raise Broken(f"unknown action {text!r}")

    def _end(self, seat: int) -> None:
        self.idle = 0 if self.acted else self.idle + 1
        # Spec: the game ends with the turn in which a player drew their pen's last card. The engine
        # also ends it after two turns in a row in which nothing was done (not in the spec; without
        # it a random game could go on forever).
        if self.final or self.idle >= 2:
            self.mover = None
            return
        self.mover, self.turn = 1 - seat, self.turn + 1
        self.stage, self.drawn, self.bonus, self.acted = "draw", 0, 0, False

    def _draw(self, seat: int, breed: str) -> None:
        if self.stage == "draw" and self.drawn < (FIRST_TURN_DRAWS if self.turn == 1 else DRAWS):
            self.drawn += 1
        elif self.bonus > 0:
            self.bonus -= 1
        else:
            raise Broken(f"no draw is open (stage {self.stage}, drawn {self.drawn}, turn {self.turn})")
        if self.piles[seat][breed] <= 0:
            raise Broken(f"the {breed} pile is empty")
        self.piles[seat][breed] -= 1
        self.hand_breeds[seat][breed] += 1
        if not any(self.piles[seat].values()):
            self.final = True  # the last card of the pen: this turn is the last

    def _from_hand(self, seat: int, cards: tuple[str, ...]) -> None:
        if self.stage not in ("draw", "lay"):
            raise Broken("a lay comes before the move, once a turn")
        for card in cards:
            if card not in COLOUR_CARDS:
                raise Broken(f"{card} is no card")
            self.hand_breeds[seat][card[0]] -= 1
            if self.hand_breeds[seat][card[0]] < 0:
                raise Broken(f"the hand holds no more {card[0]} cards")
        self.stage = "move"

    def _disperse(self, cell: str) -> None:
        owner, cards = self.herds.pop(cell)
        self.gone[owner] += cards

    def _lay(self, seat: int, cards: tuple[str, ...], cell: str) -> None:
        self._from_hand(seat, cards)
        if not conforms(cards):
            raise Broken("a new herd must conform")
        row, other = cell[1:], self.herds.get(cell)
        if row == "1" and other is None:
            self.herds[cell] = (seat, cards)
        elif row == "2" and cards[0][0] == "R":  # Rapides: row 2, even onto a herd no bigger
            if other is None:
                self.herds[cell] = (seat, cards)
                return
            if other[0] == seat or len(other[1]) > len(cards):
                raise Broken("Rapides go only onto an opponent herd with as many or fewer sheep")
            self._disperse(cell)
            if len(other[1]) == len(cards):
                self.gone[seat] += cards
            else:
                self.herds[cell] = (seat, cards)
        else:
            raise Broken(f"no new herd may go on {cell}")

    def _add(self, seat: int, cards: tuple[str, ...], cell: str) -> None:
        self._from_hand(seat, cards)
        herd = self.herds.get(cell)
        if herd is None or herd[0] != seat:
            raise Broken(f"no own herd on {cell} to add to")
        self.herds[cell] = (seat, tuple(sorted(herd[1] + cards)))
        if not conforms(self.herds[cell][1]):
            self._disperse(cell)

    def _own_herd(self, seat: int, cell: str) -> tuple[str, ...]:
        herd = self.herds.get(cell)
        if herd is None or herd[0] != seat:
            raise Broken(f"no own herd on {cell}")
        return herd[1]

    def _move(self, seat: int, start: str, target: str) -> None:
        if self.stage == "after":
            raise Broken("one move a turn")
        cards = self._own_herd(seat, start)
        if target not in AHEAD[start]:
            raise Broken(f"{start} does not lead to {target}")
        self.stage = "after"
        del self.herds[start]
        if target == ARRIVAL:
            self.arrival[seat] += cards
            return
        other = self.herds.get(target)
        if other is None:
            self.herds[target] = (seat, cards)
        elif other[0] == seat:  # merge; a herd that stops conforming disperses
            self.herds[target] = (seat, tuple(sorted(cards + other[1])))
            if not conforms(self.herds[target][1]):
                self._disperse(target)
        elif len(cards) < len(other[1]):  # the smaller disperses, equal both
            self.gone[seat] += cards
        else:
            self._disperse(target)
            if len(cards) == len(other[1]):
                self.gone[seat] += cards
            else:
                self.herds[target] = (seat, cards)
            if cards[0][0] == "G":  # Glorieux dispersed an opponent herd (ruling 3: also on equal)
                self.bonus = GLORY_DRAWS

    def _dare(self, seat: int, start: str, target: str) -> None:
        if not complete_daring(self._own_herd(seat, start)):
            raise Broken(f"the herd on {start} is no complete Téméraires herd")
        other = self.herds.get(target)
        if other is None or other[0] == seat:
            raise Broken(f"no opponent herd on {target}")
        self._disperse(start)
        self._disperse(target)


_SHADOWS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def shadow_of(state: Any) -> Shadow:
    """The shadow of ``state``'s history: the one kept for this state object, advanced, when the
    history continues it; else one replayed from the start."""
    shadow = _SHADOWS.pop(state, None)
    done = 0 if shadow is None else len(shadow.texts)
    if shadow is None or len(state.history) < done or (done and str(state.history[done - 1]) != shadow.texts[-1]):
        shadow, done = Shadow(), 0
    for action in state.history[done:]:
        shadow.play(str(action))
    _SHADOWS[state] = shadow  # kept only once it replayed without a fault
    return shadow


# --- the checks -----------------------------------------------------------------------------------


TEXT_OF = tuple(kind_text(k) for k in range(sum(CHARACTERS.values())))  # the engine's kinds, as card texts
KIND_OF = {text: k for k, text in enumerate(TEXT_OF)}
assert set(KIND_OF) == set(COLOUR_CARDS), "the engine's card kinds are not the spec's"
KINDS_OF = {b: frozenset(k for k, text in enumerate(TEXT_OF) if text[0] == b) for b in BREEDS}
COLOUR_KINDS = sorted(KIND_OF[text] for text, n in COLOUR_CARDS.items() for _ in range(n))


def _texts(cards) -> list[str]:
    return sorted(map(TEXT_OF.__getitem__, cards))


def check_cards(state: Any) -> None:
    """Every card of each colour once, each pile holding its breed only."""
    for seat in range(2):
        pen = [k for pile in state.piles[seat] for k in pile]
        on_path = [k for owner, cards in state.herds.values() if owner == seat for k in cards]
        found = sorted([*pen, *state.hands[seat], *on_path, *state.arrival[seat], *state.gone[seat]])
        if found != COLOUR_KINDS:
            found_texts = Counter(TEXT_OF[k] for k in found)
            extra, missing = dict(found_texts - COLOUR_CARDS), dict(COLOUR_CARDS - found_texts)
            raise AssertionError(f"seat {seat}'s cards are not conserved: extra {extra}, missing {missing}")
        for breed, pile in zip(BREEDS, state.piles[seat]):
            if not KINDS_OF[breed].issuperset(pile):
                raise AssertionError(f"seat {seat}'s {breed} pile holds {_texts(set(pile) - KINDS_OF[breed])}")


def path_herds(state: Any) -> dict[str, tuple[int, tuple[str, ...]]]:
    """The herds on the path: cell name -> (owner, sorted card texts)."""
    return {cell_name(c): (owner, tuple(_texts(cards))) for c, (owner, cards) in state.herds.items()}


def check_herds(herds: dict[str, tuple[int, tuple[str, ...]]]) -> None:
    """Every herd on the path conforms, on a cell of the path, owned by a seat."""
    for name, (owner, cards) in herds.items():
        assert name in CELLS, f"a herd stands on {name}, no cell of the path"
        assert owner in (0, 1), f"the herd on {name} belongs to {owner!r}"
        assert cards and conforms(cards), f"the herd on {name} does not conform: {cards} (it should have dispersed)"


def check_shadow(state: Any, herds: dict, shadow: Shadow) -> None:
    """The state equals the spec's replay of its record."""
    where = f"after move {len(shadow.texts)}"
    assert herds == shadow.herds, f"{where}: the herds are {herds}, the rules give {shadow.herds}"
    for seat in range(2):
        for what, theirs, mine in (("arrival pile", state.arrival[seat], shadow.arrival[seat]),
                                   ("dispersed cards", state.gone[seat], shadow.gone[seat])):  # fmt: skip
            if _texts(theirs) != sorted(mine):
                raise AssertionError(f"{where}: seat {seat}'s {what} is {_texts(theirs)}, the rules give {sorted(mine)}")
        piles = {b: len(p) for b, p in zip(BREEDS, state.piles[seat])}
        assert piles == shadow.piles[seat], f"{where}: seat {seat}'s piles hold {piles}, the draws leave {shadow.piles[seat]}"
        letters = [TEXT_OF[k][0] for k in state.hands[seat]]
        breeds = {b: letters.count(b) for b in BREEDS}
        assert breeds == shadow.hand_breeds[seat], f"{where}: seat {seat}'s hand has breeds {breeds}, the rules give {shadow.hand_breeds[seat]}"
    assert state.to_move == shadow.mover, f"{where}: seat {state.to_move} is to move, the rules say {shadow.mover}"


def check_scores(state: Any, shadow: Shadow) -> None:
    """Spec, "End": each player counts the sheep in their arrival pile; more wins, equal draws."""
    counted = [len(a) for a in shadow.arrival]
    assert state.scores() == counted, f"scores {state.scores()}, the arrival piles hold {counted} sheep"
    if shadow.mover is None:
        a, b = counted
        expected = [0] if a > b else [1] if b > a else [0, 1]
        assert state.winners() == expected, f"winners {state.winners()} with arrival counts {counted}"
    else:
        assert state.winners() == [], f"winners {state.winners()} before the end"


def check_views(state: Any, shadow: Shadow) -> None:
    """Spec, "What the players see": pile sizes, the hands' breeds (card backs), the herds, one's
    own hand only, and the arrival piles as stacks, never counted during play unless the option
    shows them."""
    over = shadow.mover is None
    counted = over or bool(state.options.get("show_arrival_counts"))
    backs = [sorted(b for b in BREEDS for _ in range(shadow.hand_breeds[s][b])) for s in range(2)]
    for seat in (0, 1, None):
        view = state.view(seat)
        who = "a spectator" if seat is None else f"seat {seat}"
        assert view["piles"] == [[shadow.piles[s][b] for b in BREEDS] for s in range(2)], f"{who} sees piles {view['piles']}"
        assert [sorted(h) for h in view["hand_breeds"]] == backs, f"{who} sees hand breeds {view['hand_breeds']}"
        mine = None if seat is None else _texts(state.hands[seat])
        assert (None if view["hand"] is None else sorted(view["hand"])) == mine, f"{who} sees the hand {view['hand']}"
        herds = {cell: (owner, tuple(sorted(cards))) for cell, owner, cards in view["herds"]}
        assert herds == shadow.herds, f"{who} sees herds {herds}"
        shown = view["arrival_counts"]
        assert shown == ([len(a) for a in shadow.arrival] if counted else None), f"{who} sees arrival counts {shown}"
        stacks = view["arrival_stack"]
        for s in range(2):
            assert (stacks[s] > 0) == bool(shadow.arrival[s]), f"{who} sees an arrival stack {stacks[s]} for {len(shadow.arrival[s])} cards"
            assert stacks[s] >= shadow.stacks[s], f"seat {s}'s arrival stack shrank from {shadow.stacks[s]} to {stacks[s]}"
    shadow.stacks = list(stacks)


VIEW_EVERY = 4  # turns: a view lists the whole log, so the views are looked at every few turns


def check(state: Any) -> None:
    """Raise AssertionError when ``state`` breaks one of Troupeaux's invariants."""
    check_cards(state)
    herds = path_herds(state)
    check_herds(herds)
    shadow = shadow_of(state)
    check_shadow(state, herds, shadow)
    check_scores(state, shadow)
    if not shadow.texts or shadow.mover is None or (shadow.texts[-1] == "end" and shadow.turn % VIEW_EVERY == 0):
        check_views(state, shadow)

"""Troupeaux: two sheepdogs lead herds of sheep cards along a narrowing path to the arrival pen.

The spec is ``docs/rules/troupeaux.md``. Seat 0 is Blue (who starts), seat 1 is Red.

Cards
    Each colour has 61 cards of 15 kinds: a breed letter and a character number. ``G1``..``G4``
    Glorieux (4 of each), ``T1``..``T3`` Téméraires (5 of each), ``R1``..``R3`` Rapides (5 of each),
    ``D1``..``D5`` Divers (3 of each). A card is its kind's index 0..14 (cards of one kind and
    colour are alike). A herd *conforms* when its cards share a breed and no kind repeats.

The path
    15 cells in 5 rows of width 5, 4, 3, 2, 1; a cell is its column letter and row number:
    ``a1``..``e1``, ``a2``..``d2``, ``a3``..``c3``, ``a4`` ``b4``, ``a5``. From column c of row r a
    herd moves to column c-1 or c of row r+1 (``b1`` -> ``a2`` or ``b2``); from ``a5`` into the
    arrival pen.

Actions (text forms, used by records, links and ``data-action``)
    ``draw:G``          draw the top card of your Glorieux pile (the draw step, or a Glorieux bonus);
    ``lay:G1+G3@b1``    lay a new conforming herd (row 1; Rapides also row 2, even onto a herd);
    ``add:G2+G4@c2``    add cards to your herd on c2, keeping it conforming; ``add:T1@c2`` adds one
                        card that breaks it, and the herd disperses with that card;
    ``move:b1>a2``      move your herd one row forward (``move:a5>arrival`` into the arrival pen);
    ``dare:a2>c4``      sacrifice your complete Téméraires herd on a2 to disperse the herd on c4;
    ``end``             end your turn (every step is optional).

What a seat sees (``view``): its own hand; the other hand as breeds; pile sizes; the herds; the
arrival piles only as a stack's thickness (``arrival_stack``), never a count unless the option
``show_arrival_counts`` is on or the game is over; and the log of this turn and the previous one.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from ..core import CachedLegal, GameInfo, IllegalAction, NotAMove, Option, State, new_rng, quoted

if TYPE_CHECKING:
    from .view import Herd, Step, TroupeauxEvent, TroupeauxOptions, TroupeauxView

BREEDS = "GTRD"
BREED_NAMES = ("Glorieux", "Téméraires", "Rapides", "Divers")
GLORIEUX, TEMERAIRES, RAPIDES, DIVERS = range(4)
CHARACTERS = (4, 3, 3, 5)  # characters per breed
COPIES = (4, 5, 5, 3)  # cards of each character, per colour
KINDS = tuple((b, c) for b in range(4) for c in range(1, CHARACTERS[b] + 1))
KIND_TEXTS = tuple(f"{BREEDS[b]}{c}" for b, c in KINDS)
BREED_OF = tuple(b for b, _ in KINDS)
KINDS_OF = tuple(tuple(k for k, (b, _) in enumerate(KINDS) if b == breed) for breed in range(4))
DECK = tuple(k for k, (b, _) in enumerate(KINDS) for _ in range(COPIES[b]))  # 61 cards
HAND_PER_PILE = 2
DRAWS = 2
FIRST_TURN_DRAWS = 1
BONUS_DRAWS = 3  # Glorieux
ROW_WIDTHS = (5, 4, 3, 2, 1)
COLUMNS = "abcde"
CELLS = tuple((r, c) for r in range(1, 6) for c in range(1, ROW_WIDTHS[r - 1] + 1))
CELL_NAMES = tuple(f"{COLUMNS[c - 1]}{r}" for r, c in CELLS)
CELL_INDEX = {name: i for i, name in enumerate(CELL_NAMES)}
ARRIVAL = -1
ARRIVAL_NAME = "arrival"
ROW_OF = tuple(r for r, _ in CELLS)
STACK_CARDS = 5  # the arrival stack grows one layer per this many cards (a thickness, not a count)
COLOURS = ("blue", "red")
STEPS: tuple[Step, Step, Step, Step] = ("draw", "lay", "move", "after")  # where the turn stands: what may still come


def _forward(i: int) -> tuple[int, ...]:
    r, c = CELLS[i]
    if r == 5:
        return (ARRIVAL,)
    width = ROW_WIDTHS[r]  # the next row's width
    return tuple(CELLS.index((r + 1, col)) for col in (c - 1, c) if 1 <= col <= width)


FORWARD = tuple(_forward(i) for i in range(len(CELLS)))
ROW_CELLS = tuple(tuple(i for i, (r, _) in enumerate(CELLS) if r == row) for row in range(1, 6))

INFO = GameInfo(
    id="troupeaux",
    title="Troupeaux",
    min_players=2,
    max_players=2,
    version=1,
    hidden_information=True,
    options=(Option("show_arrival_counts", "bool", False),),
)


# --- cards and cells ------------------------------------------------------------------------------


def kind_text(kind: int) -> str:
    return KIND_TEXTS[kind]


def parse_kind(text: str) -> int:
    text = text.strip().upper()
    if text in KIND_TEXTS:
        return KIND_TEXTS.index(text)
    raise NotAMove(f"{quoted(text)} is not a sheep card (G1-G4, T1-T3, R1-R3, D1-D5)", "malformed", text=text)


def cell_name(cell: int) -> str:
    return ARRIVAL_NAME if cell == ARRIVAL else CELL_NAMES[cell]


def parse_cell(text: str, arrival: bool = False) -> int:
    text = text.strip().lower()
    if arrival and text == ARRIVAL_NAME:
        return ARRIVAL
    if text in CELL_INDEX:
        return CELL_INDEX[text]
    raise NotAMove(f"{quoted(text)} is no cell of the path (a1-e1, a2-d2, a3-c3, a4-b4, a5)", "malformed", text=text)


def conforms(cards: Sequence[int]) -> bool:
    """Same breed, characters all different."""
    return len(set(cards)) == len(cards) and len({BREED_OF[k] for k in cards}) <= 1


def why_not_conforming(cards: Sequence[int]) -> str:
    """``breeds`` when breeds are mixed, ``twice`` when a character repeats, "" when it conforms."""
    if len({BREED_OF[k] for k in cards}) > 1:
        return "breeds"
    return "twice" if len(set(cards)) != len(cards) else ""


def breed_of_herd(cards: Sequence[int]) -> int:
    return BREED_OF[cards[0]]


def is_complete_daring(cards: Sequence[int]) -> bool:
    """A complete Téméraires herd: the three characters."""
    return len(cards) == CHARACTERS[TEMERAIRES] and all(BREED_OF[k] == TEMERAIRES for k in cards) and conforms(cards)


def subsets(kinds: Sequence[int]) -> list[tuple[int, ...]]:
    """Every non-empty subset of distinct ``kinds`` (sorted tuples), smallest masks first."""
    kinds = sorted(set(kinds))
    found = []
    for mask in range(1, 1 << len(kinds)):
        found.append(tuple(k for i, k in enumerate(kinds) if mask >> i & 1))
    return found


# --- actions --------------------------------------------------------------------------------------


class Action(tuple):
    """``(verb, cards, cell, target)``: ``verb`` one of draw lay add move dare end; ``cards`` a
    sorted tuple of kinds (lay, add); ``cell`` the path cell (or the breed, for draw); ``target``
    the cell a move or dare goes to."""

    __slots__ = ()

    def __new__(cls, verb: str, cards: Iterable[int] = (), cell: int = 0, target: int = 0) -> Action:
        return tuple.__new__(cls, (verb, tuple(sorted(cards)), cell, target))

    verb = property(lambda self: self[0])
    cards = property(lambda self: self[1])
    cell = property(lambda self: self[2])
    target = property(lambda self: self[3])

    def __str__(self) -> str:
        verb, cards, cell, target = self
        if verb == "end":
            return "end"
        if verb == "draw":
            return f"draw:{BREEDS[cell]}"
        if verb in ("lay", "add"):
            return f"{verb}:{'+'.join(KIND_TEXTS[k] for k in cards)}@{CELL_NAMES[cell]}"
        return f"{verb}:{CELL_NAMES[cell]}>{cell_name(target)}"

    def __repr__(self) -> str:
        return f"Action({self})"


END = Action("end")


def draw(breed: int) -> Action:
    return Action("draw", (), breed)


def parse_action(text: str) -> Action:
    if not isinstance(text, str):
        raise NotAMove(f"{quoted(text)} is not a move", "malformed", text=str(text))
    text = text.strip()
    if text == "end":
        return END
    verb, colon, rest = text.partition(":")
    if not colon:
        raise NotAMove(f"{quoted(text)} is not a move of Troupeaux", "malformed", text=text)
    if verb == "draw":
        letter = rest.strip().upper()
        if len(letter) != 1 or letter not in BREEDS:
            raise NotAMove(f"{quoted(rest)} is not a pile (G, T, R or D)", "malformed", text=text)
        return draw(BREEDS.index(letter))
    if verb in ("lay", "add"):
        cards, at, where = rest.partition("@")
        parts = cards.split("+")
        if not at or not cards or len(parts) > 12:
            raise NotAMove(f"{quoted(text)} is not a move (expected {verb}:G1+G2@b1)", "malformed", text=text)
        return Action(verb, tuple(parse_kind(p) for p in parts), parse_cell(where))
    if verb in ("move", "dare"):
        start, arrow, end = rest.partition(">")
        if not arrow:
            raise NotAMove(f"{quoted(text)} is not a move (expected {verb}:b1>a2)", "malformed", text=text)
        return Action(verb, (), parse_cell(start), parse_cell(end, arrival=verb == "move"))
    raise NotAMove(f"{quoted(text)} is not a move of Troupeaux", "malformed", text=text)


# --- the state ------------------------------------------------------------------------------------


class TroupeauxState(CachedLegal, State):
    info = INFO
    action_types = (Action,)

    def __init__(self, seed: int, options: dict[str, Any]) -> None:
        self.seed = seed
        self.players = 2
        self.options = options
        self.history: list[Any] = []
        self.piles: list[list[list[int]]] = [[[] for _ in range(4)] for _ in range(2)]  # draw from the end
        self.hands: list[list[int]] = [[], []]  # sorted kinds
        self.herds: dict[int, tuple[int, tuple[int, ...]]] = {}  # cell -> (owner, sorted kinds)
        self.arrival: list[list[int]] = [[], []]
        self.gone: list[list[int]] = [[], []]  # dispersed cards (out of the game)
        self.mover: int | None = 0
        self.turn = 1
        self.step = 0  # index in STEPS
        self.drawn = 0  # cards drawn in this turn's draw step
        self.bonus = 0  # Glorieux draws still open
        self.final = False  # the mover drew the last card of their pen: the game ends with this turn
        self.acted = False  # the mover did something this turn
        self.idle = 0  # turns in a row ended without doing anything
        self.log: list[dict[str, Any]] = []
        self.drawn_at = 0  # moves so far up to the last draw: undo never crosses it
        self._legal: list[Action] | None = None  # (CachedLegal)

    # -- turns --
    @property
    def to_move(self) -> int | None:
        return self.mover

    def draw_limit(self) -> int:
        return FIRST_TURN_DRAWS if self.turn == 1 else DRAWS

    def can_draw_now(self) -> bool:
        return (self.step == 0 and self.drawn < self.draw_limit()) or self.bonus > 0

    def pen_size(self, seat: int) -> int:
        return sum(len(p) for p in self.piles[seat])

    def own_herds(self, seat: int) -> list[int]:
        return [cell for cell, (owner, _) in sorted(self.herds.items()) if owner == seat]

    def _list_actions(self, seat: int) -> list[Action]:
        found: list[Action] = []
        if self.can_draw_now():
            found += [draw(b) for b in range(4) if self.piles[seat][b]]
        if self.step <= 1:
            found += self._lays(seat) + self._adds(seat)
        if self.step <= 2:
            for cell in self.own_herds(seat):
                found += [Action("move", (), cell, target) for target in FORWARD[cell]]
        found += self._dares(seat)
        found.append(END)
        return found

    def _lays(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        found = []
        free_row_1 = [c for c in ROW_CELLS[0] if c not in self.herds]
        for breed in range(4):
            for cards in subsets([k for k in hand if BREED_OF[k] == breed]):
                found += [Action("lay", cards, c) for c in free_row_1]
                if breed == RAPIDES:
                    for c in ROW_CELLS[1]:
                        herd = self.herds.get(c)
                        if herd is None or (herd[0] != seat and len(herd[1]) <= len(cards)):
                            found.append(Action("lay", cards, c))
        return found

    def _adds(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        found = []
        for cell in self.own_herds(seat):
            herd = self.herds[cell][1]
            breed = breed_of_herd(herd)
            fitting = [k for k in set(hand) if BREED_OF[k] == breed and k not in herd]
            found += [Action("add", cards, cell) for cards in subsets(fitting)]
            found += [Action("add", (k,), cell) for k in sorted(set(hand)) if BREED_OF[k] != breed or k in herd]
        return found

    def _dares(self, seat: int) -> list[Action]:
        daring = [c for c in self.own_herds(seat) if is_complete_daring(self.herds[c][1])]
        targets = self.own_herds(1 - seat)
        return [Action("dare", (), c, t) for c in daring for t in targets]

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    # -- refusals --
    def refusal(self, action: Any) -> IllegalAction:
        """Why the rules refuse a well-formed action, in a player's words (with a reason word)."""
        seat = self.mover
        assert seat is not None
        verb = action.verb
        if verb == "draw":
            return self._draw_refusal(seat, action.cell)
        if verb in ("lay", "add"):
            return self._lay_refusal(seat, action)
        if verb == "move":
            return self._move_refusal(seat, action.cell, action.target)
        if verb == "dare":
            return self._dare_refusal(seat, action.cell, action.target)
        return IllegalAction(f"{action} is not a legal move now")  # pragma: no cover - every verb above

    def _draw_refusal(self, seat: int, breed: int) -> IllegalAction:
        name = BREED_NAMES[breed]
        if not self.piles[seat][breed]:
            return IllegalAction(f"your {name} pile is empty", "pile-empty", breed=BREEDS[breed])
        if self.step > 0:
            return IllegalAction("the draw comes first: you have already laid or moved this turn", "draw-passed")
        if self.turn == 1:
            return IllegalAction("on the very first turn of the game, Blue draws only one card", "first-turn-draw")
        return IllegalAction(f"you have already drawn {self.drawn} cards this turn", "draws-done", n=self.drawn)

    def _lay_refusal(self, seat: int, action: Action) -> IllegalAction:
        cards, cell, name = action.cards, action.cell, CELL_NAMES[action.cell]
        missing = _missing(self.hands[seat], cards)
        if missing is not None:
            return IllegalAction(f"{KIND_TEXTS[missing]} is not in your hand (or not as often)", "not-in-hand",
                                 card=KIND_TEXTS[missing])  # fmt: skip
        if self.step > 1:
            return IllegalAction("you have already laid or moved this turn", "lay-passed")
        herd = self.herds.get(cell)
        if action.verb == "add":
            if herd is None or herd[0] != seat:
                return IllegalAction(f"you have no herd on {name} to add to", "no-own-herd", cell=name)
            return IllegalAction("a herd disperses on the first card that breaks it: add that card alone",
                                 "break-alone", cell=name)  # fmt: skip
        why = why_not_conforming(cards)
        if why:
            return IllegalAction(
                "a new herd must be one breed" if why == "breeds" else "a new herd may not hold the same character twice",
                f"not-conforming-{why}",
            )
        rapides = breed_of_herd(cards) == RAPIDES
        row = ROW_OF[cell]
        if row != 1 and not (rapides and row == 2):
            return IllegalAction("a new herd goes on row 1 (Rapides may also go on row 2)", "lay-row", cell=name)
        if herd is not None and row == 1:
            return IllegalAction(f"{name} is taken: a new herd needs an empty cell of row 1", "occupied", cell=name)
        if herd is not None and herd[0] == seat:
            return IllegalAction(f"Rapides may not be laid onto your own herd on {name}", "rapides-own", cell=name)
        return IllegalAction(f"the herd on {name} is bigger than these Rapides", "rapides-bigger", cell=name,
                             n=len(herd[1]) if herd else 0)  # fmt: skip

    def _move_refusal(self, seat: int, cell: int, target: int) -> IllegalAction:
        name = CELL_NAMES[cell]
        herd = self.herds.get(cell)
        if herd is None or herd[0] != seat:
            return IllegalAction(f"you have no herd on {name}", "no-own-herd", cell=name)
        if self.step > 2:
            return IllegalAction("you have already moved a herd this turn", "moved")
        ahead = " or ".join(cell_name(t) for t in FORWARD[cell])
        return IllegalAction(f"from {name} a herd moves only to {ahead}", "not-ahead", cell=name, to=cell_name(target),
                             ahead=", ".join(cell_name(t) for t in FORWARD[cell]))  # fmt: skip

    def _dare_refusal(self, seat: int, cell: int, target: int) -> IllegalAction:
        name = CELL_NAMES[cell]
        herd = self.herds.get(cell)
        if herd is None or herd[0] != seat or not is_complete_daring(herd[1]):
            return IllegalAction(f"there is no complete Téméraires herd of yours on {name}", "not-daring", cell=name)
        return IllegalAction(f"there is no opponent herd on {CELL_NAMES[target]}", "no-opponent-herd",
                             cell=CELL_NAMES[target])  # fmt: skip

    # -- playing --
    def _event(self, what: str, **data: Any) -> None:
        self.log.append({"turn": self.turn, "move": len(self.history) + 1, "seat": self.mover, "what": what, **data})

    def _play(self, action: Action) -> None:
        seat = self.mover
        assert seat is not None
        self._legal = None
        verb = action.verb
        if verb == "end":
            return self._end_turn(seat)
        self.acted = True
        if verb == "draw":
            self._draw(seat, action.cell)
        elif verb == "lay":
            self._lay(seat, action.cards, action.cell)
        elif verb == "add":
            self._add(seat, action.cards, action.cell)
        elif verb == "move":
            self._move(seat, action.cell, action.target)
        else:
            self._dare(seat, action.cell, action.target)

    def _draw(self, seat: int, breed: int) -> None:
        bonus = self.step > 0
        if bonus:
            self.bonus -= 1
        else:
            self.drawn += 1
        self.hands[seat].append(self.piles[seat][breed].pop())
        self.hands[seat].sort()
        self.drawn_at = len(self.history) + 1
        self._event("draw", breed=BREEDS[breed], bonus=bonus)
        if self.pen_size(seat) == 0 and not self.final:
            self.final = True
            self._event("last")

    def _take(self, seat: int, cards: Iterable[int]) -> None:
        hand = self.hands[seat]
        for k in cards:
            hand.remove(k)

    def _disperse(self, cell: int, why: str) -> None:
        owner, cards = self.herds.pop(cell)
        self._scatter(owner, cards, cell, why)

    def _scatter(self, owner: int, cards: tuple[int, ...], cell: int, why: str) -> None:
        """A herd of ``owner`` disperses on ``cell``: its cards leave the game."""
        self.gone[owner].extend(cards)
        self.log.append({"turn": self.turn, "move": len(self.history) + 1, "seat": owner, "what": "disperse", "cell": CELL_NAMES[cell],
                         "cards": [KIND_TEXTS[k] for k in cards], "why": why})  # fmt: skip

    def _lay(self, seat: int, cards: tuple[int, ...], cell: int) -> None:
        self.step = 2
        self._take(seat, cards)
        self._event("lay", cards=[KIND_TEXTS[k] for k in cards], cell=CELL_NAMES[cell])
        herd = self.herds.get(cell)
        if herd is not None:  # Rapides onto an opponent herd no bigger than they are
            self._disperse(cell, "rapides")
            if len(herd[1]) == len(cards):
                self._scatter(seat, cards, cell, "rapides")
                return
        self.herds[cell] = (seat, cards)

    def _add(self, seat: int, cards: tuple[int, ...], cell: int) -> None:
        self.step = 2
        self._take(seat, cards)
        self._event("add", cards=[KIND_TEXTS[k] for k in cards], cell=CELL_NAMES[cell])
        grown = tuple(sorted(self.herds[cell][1] + cards))
        self.herds[cell] = (seat, grown)
        if not conforms(grown):
            self._disperse(cell, "breaks")

    def _move(self, seat: int, cell: int, target: int) -> None:
        self.step = 3
        owner, cards = self.herds.pop(cell)
        self._event("move", cell=CELL_NAMES[cell], to=cell_name(target), size=len(cards))
        if target == ARRIVAL:
            self.arrival[seat].extend(cards)
            return
        other = self.herds.get(target)
        if other is None:
            self.herds[target] = (seat, cards)
        elif other[0] == seat:
            merged = tuple(sorted(cards + other[1]))
            self.herds[target] = (seat, merged)
            if not conforms(merged):
                self._disperse(target, "merge")
        else:
            self._clash(seat, cards, target, len(other[1]))

    def _clash(self, seat: int, cards: tuple[int, ...], target: int, theirs: int) -> None:
        """The moving herd meets an opponent herd on ``target``: the smaller disperses, equal both."""
        mine = len(cards)
        if mine < theirs:
            self._scatter(seat, cards, target, "clash")
            return
        self._disperse(target, "clash")
        if mine == theirs:
            self._scatter(seat, cards, target, "clash")
        else:
            self.herds[target] = (seat, cards)
        if breed_of_herd(cards) == GLORIEUX and self.pen_size(seat):
            self.bonus = BONUS_DRAWS
            self._event("glory", n=BONUS_DRAWS)

    def _dare(self, seat: int, cell: int, target: int) -> None:
        self._event("dare", cell=CELL_NAMES[cell], to=CELL_NAMES[target])
        self._disperse(cell, "dare")
        self._disperse(target, "dared")

    def _end_turn(self, seat: int) -> None:
        self.idle = 0 if self.acted else self.idle + 1
        self._event("end", idle=not self.acted)
        if self.final or self.idle >= 2:
            self.mover = None
            self._event("over", why="last-card" if self.final else "idle")
            return
        self.mover = 1 - seat
        self.turn += 1
        self.step, self.drawn, self.bonus, self.acted = 0, 0, 0, False

    def _draws_left(self) -> int:
        """Cards the mover may still draw in the draw step (no more than the pen holds)."""
        if self.step != 0 or self.mover is None:
            return 0
        return max(0, min(self.draw_limit() - self.drawn, self.pen_size(self.mover)))

    def undo_barrier(self) -> int:
        return self.drawn_at

    # -- the end --
    def scores(self) -> list[int]:
        return [len(a) for a in self.arrival]

    def winners(self) -> list[int]:
        if self.mover is not None:
            return []
        a, b = self.scores()
        return [0] if a > b else [1] if b > a else [0, 1]

    # -- what a seat sees --
    def view(self, seat: int | None = None) -> TroupeauxView:
        """What ``seat`` sees (its shape: ``view.TroupeauxView``)."""
        mine = seat in (0, 1)
        over = self.mover is None
        counted = over or bool(self.options.get("show_arrival_counts"))
        legal = [str(a) for a in self.legal_actions()] if mine and self.mover == seat else []
        return {
            "game": INFO.id,
            "seat": seat if mine else None,
            "players": 2,
            "options": cast("TroupeauxOptions", dict(self.options)),
            "to_move": self.mover,
            "over": over,
            "turn": self.turn,
            "step": STEPS[self.step],
            "draws_left": self._draws_left(),
            "bonus_left": self.bonus,
            "final": self.final,
            "acted": self.acted,
            "idle": self.idle,
            "piles": [[len(p) for p in self.piles[s]] for s in range(2)],
            "hand": [KIND_TEXTS[k] for k in self.hands[seat]] if mine and seat is not None else None,
            "hand_breeds": [[BREEDS[BREED_OF[k]] for k in self.hands[s]] for s in range(2)],
            "herds": cast("list[Herd]", [[CELL_NAMES[c], owner, [KIND_TEXTS[k] for k in cards]]
                                         for c, (owner, cards) in sorted(self.herds.items())]),
            "arrival_stack": [(len(a) + STACK_CARDS - 1) // STACK_CARDS for a in self.arrival],
            "arrival_counts": self.scores() if counted else None,
            "log": cast("list[TroupeauxEvent]", [dict(e) for e in self.log if e["turn"] >= self.turn - 1]),
            "legal": legal,
            "winners": self.winners(),
        }

    # -- copies --
    def clone(self) -> TroupeauxState:
        other = TroupeauxState.__new__(TroupeauxState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.piles = [[list(p) for p in piles] for piles in self.piles]
        other.hands = [list(h) for h in self.hands]
        other.herds = dict(self.herds)
        other.arrival = [list(a) for a in self.arrival]
        other.gone = [list(g) for g in self.gone]
        other.log = list(self.log)  # events are never changed once logged
        return other


def _missing(hand: Sequence[int], cards: Sequence[int]) -> int | None:
    """The first of ``cards`` the hand lacks (counting repeats), or None."""
    left = list(hand)
    for k in cards:
        if k not in left:
            return k
        left.remove(k)
    return None


# --- new games and determinizations ---------------------------------------------------------------


def _settle(options: Mapping[str, Any] | None) -> dict[str, Any]:
    settled, _ = INFO.settle_options(options)
    return settled


def new_game(seed: int, players: int = 2, options: Mapping[str, Any] | None = None) -> TroupeauxState:
    if players != 2:
        raise ValueError(f"Troupeaux is played by 2, not {players}")
    state = TroupeauxState(int(seed), _settle(options))
    for seat in range(2):
        for breed in range(4):
            pile = [k for k in DECK if BREED_OF[k] == breed]
            new_rng(seed, "troupeaux-pile", seat, breed).shuffle(pile)
            state.hands[seat] += [pile.pop() for _ in range(HAND_PER_PILE)]
            state.piles[seat][breed] = pile
        state.hands[seat].sort()
    return state


def unseen_cards(view: Mapping[str, Any], seat: int) -> list[int]:
    """The cards of ``seat``'s colour that ``view`` does not show face up: in its piles, in its hand
    (unless the view is that seat's own), gone out of the game or in its arrival pen."""
    left = list(DECK)
    shown = [k for _, owner, cards in view["herds"] if owner == seat for k in map(parse_kind, cards)]
    if view["seat"] == seat:
        shown += [parse_kind(t) for t in view["hand"]]
    for k in shown:
        left.remove(k)
    return left


def estimated_arrival(view: Mapping[str, Any], seat: int) -> int:
    """The exact count when the view shows it, else the middle of what the stack's thickness allows."""
    if view.get("arrival_counts") is not None:
        return int(view["arrival_counts"][seat])
    layers = view["arrival_stack"][seat]
    return 0 if layers == 0 else (layers - 1) * STACK_CARDS + (STACK_CARDS + 1) // 2


def determinize(view: Mapping[str, Any], rng: random.Random | None = None,
                arrival: Sequence[int] | None = None) -> TroupeauxState:
    """A full state consistent with ``view``: every card it cannot see dealt at random.

    ``arrival`` gives the arrival counts a player believes (a memory); by default the view's counts
    when it shows them, else a guess from each stack's thickness.
    """
    rng = rng or random.Random()
    state = TroupeauxState(0, dict(view["options"]))
    for name, owner, cards in view["herds"]:
        state.herds[CELL_INDEX[name]] = (owner, tuple(sorted(parse_kind(t) for t in cards)))
    for seat in range(2):
        pool = [[k for k in unseen_cards(view, seat) if BREED_OF[k] == b] for b in range(4)]
        for cards in pool:
            rng.shuffle(cards)
        if view["seat"] == seat:
            hand = [parse_kind(t) for t in view["hand"]]
        else:
            hand = [pool[BREEDS.index(letter)].pop() for letter in view["hand_breeds"][seat]]
        state.hands[seat] = sorted(hand)
        for breed in range(4):
            size = view["piles"][seat][breed]
            state.piles[seat][breed] = pool[breed][:size]
            del pool[breed][:size]
        rest = [k for cards in pool for k in cards]
        rng.shuffle(rest)
        wanted = arrival[seat] if arrival is not None else estimated_arrival(view, seat)
        count = max(0, min(len(rest), int(wanted)))
        state.arrival[seat], state.gone[seat] = rest[:count], rest[count:]
    state.mover = view["to_move"]
    state.turn, state.step = view["turn"], STEPS.index(view["step"])
    state.drawn = state.draw_limit() - view["draws_left"] if view["step"] == "draw" else 0
    state.bonus, state.final, state.acted, state.idle = view["bonus_left"], view["final"], view["acted"], view["idle"]
    state.log = [dict(e) for e in view["log"]]
    return state


# Computers see their own view after every move (of either seat), so a level with memory may keep
# what entered the arrival pens; web/session.py and game/arena.py show them each move.
COMPUTERS_OBSERVE = True

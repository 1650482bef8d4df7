"""Clustered: lay cards from your own deck next to the cards on the table, each sharing at least two
of shape, fill and count with every neighbour; score your largest rectangle and your lines.

The spec is ``docs/rules/clustered.md``.

Cards
    A card is a number 0..28: ``shape * 9 + fill * 3 + (count - 1)`` for the 27 figure cards,
    ``JOKER`` (27) and ``START`` (28, the black start card). Its text is count, shape, fill:
    ``2ts`` = two striped triangles; shapes ``s`` square, ``t`` triangle, ``c`` circle; fills ``e``
    empty, ``s`` striped, ``f`` filled (solid). A joker is ``J``.

The table
    Unbounded; a cell is ``(x, y)`` with ``x`` to the right and ``y`` downward; the start card lies
    on ``0:0`` (and with 5-8 players a second one on ``7:0``, six empty cells further on the row).

Actions (their text forms, used by records, links and ``data-action``)
    ``2ts@3:-1``   lay two striped triangles on x=3, y=-1;
    ``discard:2ts`` discard that card: forced when no card of the hand fits anywhere (shown to all),
                   or a quick-play discard (at the start, 2 of 7; after each draw of 2, 1) kept secret.

Options
    ``quick`` (quick play), ``speed`` (speed bonus), ``size`` (size bonus), ``extra_joker`` (the seats,
    0-based, that get a 3rd joker: a list, or text such as ``"0,2"``), ``first`` (the seat that starts,
    or ``"random"``; the record stores the seat). Solo is simply one seat.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final, cast

from ..core import CachedLegal, GameInfo, IllegalAction, NotAMove, Option, State, new_rng, quoted

if TYPE_CHECKING:
    from .view import ClusteredBreakdown, ClusteredView, Move, Phase, TableCard

SHAPES = ("square", "triangle", "circle")
FILLS = ("empty", "striped", "solid")
FEATURES = ("shape", "fill", "count")
SHAPE_LETTERS = "stc"
FILL_LETTERS = "esf"
JOKER = 27
START = 28
FIGURES = tuple(range(27))
HAND = 5
QUICK_OPENING = 7  # quick play: draw 7, keep 5
COLOURS = ("blue", "orange", "green", "pink", "yellow", "sky", "vermilion", "grey")
SECOND_START_GAP = 6  # empty cells between the two start cards (5-8 players)

STRIDE = 1 << 12  # a cell (x, y) is the number x + y * STRIDE; |x| stays far below STRIDE / 2
HALF = STRIDE // 2
STEPS = (1, -1, STRIDE, -STRIDE)

INFO = GameInfo(
    id="clustered",
    title="Clustered",
    min_players=1,
    max_players=8,
    version=1,
    hidden_information=True,
    options=(
        Option("quick", "bool", False),
        Option("speed", "bool", False),
        Option("size", "bool", False),
        Option("extra_joker", "data", []),
        Option("first", "choice", "random", ("random", 0, 1, 2, 3, 4, 5, 6, 7)),
    ),
)


# --- cards ----------------------------------------------------------------------------------------


def shape_of(card: int) -> int:
    return card // 9


def fill_of(card: int) -> int:
    return card // 3 % 3


def count_of(card: int) -> int:
    return card % 3 + 1


def card_text(card: int) -> str:
    return CARD_TEXTS[card]


def _card_text(card: int) -> str:
    if card == JOKER:
        return "J"
    if card == START:
        return "start"
    return f"{count_of(card)}{SHAPE_LETTERS[shape_of(card)]}{FILL_LETTERS[fill_of(card)]}"


CARD_TEXTS = tuple(_card_text(c) for c in range(29))


def parse_card(text: str) -> int:
    text = text.strip()
    if text in ("J", "j"):
        return JOKER
    if len(text) == 3 and text[0] in "123" and text[1] in SHAPE_LETTERS and text[2] in FILL_LETTERS:
        return SHAPE_LETTERS.index(text[1]) * 9 + FILL_LETTERS.index(text[2]) * 3 + int(text[0]) - 1
    raise IllegalAction(f"{quoted(text)} is not a card", "not-a-card", text=text)


def is_wild(card: int) -> bool:
    return card >= JOKER


def differences(a: int, b: int) -> list[str]:
    """The features (shape, fill, count) in which two figure cards differ."""
    return [name for name, of in zip(FEATURES, (shape_of, fill_of, count_of)) if of(a) != of(b)]


def _fits(a: int, b: int) -> bool:
    return is_wild(a) or is_wild(b) or len(differences(a, b)) <= 1


ALL_CARDS = (1 << 29) - 1
# FITS[c]: the set of cards (as bits) that may lie next to card c
FITS = tuple(sum(1 << b for b in range(28) if _fits(a, b)) for a in range(29))


def deck(jokers: int = 2) -> list[int]:
    return list(FIGURES) + [JOKER] * jokers


# --- cells ----------------------------------------------------------------------------------------


def cell(x: int, y: int) -> int:
    return x + y * STRIDE


def xy(c: int) -> tuple[int, int]:
    y = (c + HALF) // STRIDE
    return c - y * STRIDE, y


_CELL_TEXTS: dict[int, str] = {}  # "x:y" of every cell named so far (a table holds at most a few hundred)


def cell_text(c: int) -> str:
    text = _CELL_TEXTS.get(c)
    if text is None:
        x, y = xy(c)
        text = _CELL_TEXTS[c] = f"{x}:{y}"
    return text


def parse_cell(text: str) -> int:
    parts = text.split(":")
    try:
        x, y = (int(p) for p in parts)
    except ValueError:
        raise IllegalAction(f"{quoted(text)} is not a cell", "not-a-cell", text=text) from None
    if not (abs(x) < HALF // 2 and abs(y) < HALF // 2):
        raise IllegalAction(f"{quoted(text)} is too far from the table", "not-a-cell", text=text)
    return cell(x, y)


# --- actions --------------------------------------------------------------------------------------


class Place(tuple):
    """Lay ``card`` on ``cell``."""

    __slots__ = ()

    def __new__(cls, card: int, where: int) -> Place:
        return tuple.__new__(cls, (card, where))

    card = property(lambda self: self[0])
    cell = property(lambda self: self[1])

    def __str__(self) -> str:
        return CARD_TEXTS[self[0]] + "@" + cell_text(self[1])

    def __repr__(self) -> str:
        return f"Place({self})"


class Discard(tuple):
    """Discard ``card`` from the hand."""

    __slots__ = ()

    def __new__(cls, card: int) -> Discard:
        return tuple.__new__(cls, (card, None))

    card = property(lambda self: self[0])

    def __str__(self) -> str:
        return f"discard:{card_text(self[0])}"

    def __repr__(self) -> str:
        return f"Discard({self})"


def parse_action(text: str) -> Place | Discard:
    if not isinstance(text, str):
        raise NotAMove(f"{quoted(text)} is not a move", "not-a-move", text=str(text))
    text = text.strip()
    if text.startswith("discard:"):
        return Discard(parse_card(text[len("discard:"):]))
    card, at, where = text.partition("@")
    if not at:
        raise NotAMove(f"{quoted(text)} is not a move (expected card@x:y or discard:card)", "not-a-move", text=text)
    return Place(parse_card(card), parse_cell(where))


# --- scoring --------------------------------------------------------------------------------------


def largest_rectangle(cells: Iterable[int]) -> tuple[int, int, int, int] | None:
    """The largest all-``cells`` rectangle of at least 2x2, as (left, top, width, height); None if none.

    Ties go to the topmost, then leftmost, then widest. Row by row, the columns' heights of cells
    ending on that row form a histogram; a stack finds each bar's widest span.
    """
    cells = cells if isinstance(cells, (set, frozenset)) else set(cells)
    # a rectangle of at least 2x2 is made of 2x2 blocks: keep only the cells of one
    own: set[int] = set()
    for c in cells:
        if c + 1 in cells and c + STRIDE in cells and c + STRIDE + 1 in cells:
            own.update((c, c + 1, c + STRIDE, c + STRIDE + 1))
    if not own:
        return None
    xs = [c - ((c + HALF) // STRIDE) * STRIDE for c in own]
    ys = [(c + HALF) // STRIDE for c in own]
    left, right, top, bottom = min(xs), max(xs), min(ys), max(ys)
    width = right - left + 1
    heights = [0] * (width + 1)  # a 0 sentinel at the end
    best_key: tuple[int, int, int, int] | None = None
    found: tuple[int, int, int, int] | None = None
    for y in range(top, bottom + 1):
        base = y * STRIDE + left
        for i in range(width):
            heights[i] = heights[i] + 1 if base + i in own else 0
        stack: list[int] = []
        for i in range(width + 1):
            while stack and heights[stack[-1]] >= heights[i]:
                h = heights[stack.pop()]
                a = stack[-1] + 1 if stack else 0
                w = i - a
                if h >= 2 and w >= 2:
                    key = (-(w * h), y - h + 1, left + a, -w)
                    if best_key is None or key < best_key:
                        best_key, found = key, (left + a, y - h + 1, w, h)
            stack.append(i)
    return found


def lines(cells: Iterable[int], minimum: int = 3) -> list[list[int]]:
    """Every maximal row or column run of at least ``minimum`` of ``cells`` (rows first, each run in order)."""
    own = set(cells)
    runs: list[list[int]] = []
    for step in (1, STRIDE):
        for c in sorted(own):
            if c - step in own:
                continue
            run = [c]
            while run[-1] + step in own:
                run.append(run[-1] + step)
            if len(run) >= minimum:
                runs.append(run)
    return runs


def _has_rectangle_2x3_through(own: set[int], c: int) -> bool:
    for w, h in ((2, 3), (3, 2)):
        for dx in range(w):
            for dy in range(h):
                corner = c - dx - dy * STRIDE
                if all(corner + i + j * STRIDE in own for i in range(w) for j in range(h)):
                    return True
    return False


def _longest_run_through(own: set[int], c: int) -> int:
    best = 0
    for step in (1, STRIDE):
        n = 1
        d = c - step
        while d in own:
            n, d = n + 1, d - step
        d = c + step
        while d in own:
            n, d = n + 1, d + step
        best = max(best, n)
    return best


def _sole_best(values: Sequence[int]) -> int | None:
    best = max(values)
    if best <= 0 or values.count(best) > 1:
        return None
    return values.index(best)


def json_copy(value: Any) -> Any:
    """A deep copy of JSON-like data (lists, dicts, scalars)."""
    if isinstance(value, dict):
        return {k: json_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [json_copy(v) for v in value]
    return value


# --- the state ------------------------------------------------------------------------------------

# quick play discards at the start / after a draw
OPENING: Final = "opening"
PLAY: Final = "play"
TRIM: Final = "trim"


class ClusteredState(CachedLegal, State):
    info = INFO
    action_types = (Place, Discard)

    def __init__(self, seed: int, players: int, options: dict[str, Any]) -> None:
        self.seed = seed
        self.players = players
        self.options = options
        self.history: list[Any] = []
        self.cards: dict[int, int] = {}  # cell -> card
        self.owner: dict[int, int] = {}  # cell -> seat (-1: a start card)
        self.frontier: set[int] = set()  # empty cells next to a card
        self.decks: list[list[int]] = []  # draw from the end
        self.hands: list[list[int]] = []
        self.shown_discards: list[list[int]] = [[] for _ in range(players)]  # forced: everyone saw them
        self.secret_discards: list[list[int]] = [[] for _ in range(players)]  # quick play: face down
        self.mover: int | None = None
        self.phase: Phase = PLAY
        self.owed = 0  # discards the mover still owes (quick play)
        self.speed_rectangle: int | None = None  # who completed a 2x3 first (speed bonus)
        self.speed_line: int | None = None  # who completed a line of 5 first
        self.revealed = 0  # moves so far after which a card was drawn: undo never crosses them
        self.last: list[int | None] = [None] * players  # each seat's last card laid
        self.movers: list[tuple[int, bool]] = []  # per move: who made it, and whether it was a secret discard
        self._legal: list[Any] | None = None  # (CachedLegal)
        self.own: list[set[int]] = [set() for _ in range(players)]  # each seat's cells
        self._breakdown: dict[str, Any] | None = None
        self._seat_counts: list[dict[str, Any] | None] = [None] * players
        # What views repeat, kept while true (never changed in place, so copies may share them):
        self._table_rows: list[tuple[int, int, str, int]] | None = None  # the cards, by cell
        self._texts: tuple[str, ...] = ()  # the first moves' texts (the history only grows; code that
        # rewrites moves in place, like the leak check's re-deal, must reset this)

    # -- set-up --
    def _lay_start(self, where: int) -> None:
        self.cards[where] = START
        self.owner[where] = -1
        self.frontier.discard(where)
        for step in STEPS:
            if where + step not in self.cards:
                self.frontier.add(where + step)

    # -- turns --
    @property
    def to_move(self) -> int | None:
        return self.mover

    def _next_mover(self, after: int) -> int | None:
        for k in range(1, self.players + 1):
            seat = (after + k) % self.players
            if self.hands[seat]:
                return seat
        return None

    def placements(self, seat: int) -> list[Place]:
        """Every card of ``seat``'s hand on every cell it may take, in a fixed order."""
        hand_bits = 0
        for card in self.hands[seat]:
            hand_bits |= 1 << card
        cards, fits = self.cards, FITS
        found: list[Place] = []
        for where in sorted(self.frontier):
            allowed = hand_bits
            for step in STEPS:
                neighbour = cards.get(where + step)
                if neighbour is not None:
                    allowed &= fits[neighbour]
                    if not allowed:
                        break
            while allowed:
                low = allowed & -allowed
                found.append(Place(low.bit_length() - 1, where))
                allowed ^= low
        return found

    def can_lay(self, seat: int) -> bool:
        return bool(self.placements(seat))

    def _list_actions(self, seat: int) -> list[Any]:
        hand = sorted(set(self.hands[seat]))
        if self.phase != PLAY:
            return [Discard(c) for c in hand]
        return self.placements(seat) or [Discard(c) for c in hand]

    def parse_action(self, text: str) -> Place | Discard:
        return parse_action(text)

    def refusal(self, action: Any) -> IllegalAction:
        """Why the rules refuse a well-formed action, naming the neighbour and the features that clash."""
        seat = self.mover
        assert seat is not None
        card = action.card
        name = card_text(card)
        if card not in self.hands[seat]:
            return IllegalAction(f"{name} is not in your hand", "not-in-hand", card=name)
        if isinstance(action, Discard):
            return IllegalAction("you may not discard while a card of your hand can be laid", "must-play")
        if self.phase != PLAY:
            return IllegalAction("discard a card first (quick play)", "must-discard", n=self.owed)
        where = action.cell
        if where in self.cards:
            return IllegalAction(f"{cell_text(where)} is taken", "taken", cell=cell_text(where))
        if where not in self.frontier:
            return IllegalAction(f"{cell_text(where)} touches no card", "alone", cell=cell_text(where))
        for step in STEPS:
            neighbour = self.cards.get(where + step)
            if neighbour is not None and not _fits(card, neighbour):
                differ = differences(card, neighbour)
                return IllegalAction(
                    f"{name} cannot lie next to {card_text(neighbour)} on {cell_text(where + step)}: "
                    f"they differ in {' and '.join(differ)}",
                    "clash", card=name, neighbour=card_text(neighbour), at=cell_text(where + step),
                    cell=cell_text(where), differ=",".join(differ),
                )
        return IllegalAction(f"{action} is not a legal move now")  # pragma: no cover - all cases above

    def _play(self, action: Any) -> None:
        seat = self.mover
        assert seat is not None
        self._legal = None
        self._breakdown = None
        self.movers.append((seat, self.phase != PLAY))
        hand = self.hands[seat]
        hand.remove(action.card)
        if self.phase == OPENING:
            self.secret_discards[seat].append(action.card)
            self.owed -= 1
            if self.owed == 0:
                self._after_opening(seat)
            return
        if self.phase == TRIM:
            self.secret_discards[seat].append(action.card)
            self.owed = 0
            self.phase = PLAY
            self.mover = self._next_mover(seat)
            return
        if isinstance(action, Place):
            self._lay(seat, action.card, action.cell)
        else:
            self.shown_discards[seat].append(action.card)
        self._end_turn(seat)

    def _after_opening(self, seat: int) -> None:
        later = [s for s in range(self.players) if len(self.hands[s]) > HAND]
        if later:
            self.mover, self.owed = later[0], len(self.hands[later[0]]) - HAND
        else:
            self.phase = PLAY
            self.mover = self.options["first"]

    def _lay(self, seat: int, card: int, where: int) -> None:
        self.cards[where] = card
        self.owner[where] = seat
        self.own[seat].add(where)
        self._seat_counts[seat] = None
        self.last[seat] = where
        self.frontier.discard(where)
        for step in STEPS:
            if where + step not in self.cards:
                self.frontier.add(where + step)
        if self.options["speed"]:
            own = self.own[seat]
            if self.speed_rectangle is None and _has_rectangle_2x3_through(own, where):
                self.speed_rectangle = seat
            if self.speed_line is None and _longest_run_through(own, where) >= 5:
                self.speed_line = seat

    def _end_turn(self, seat: int) -> None:
        want = 2 if self.options["quick"] else 1
        drawn = 0
        while drawn < want and self.decks[seat]:
            self.hands[seat].append(self.decks[seat].pop())
            drawn += 1
        if drawn:
            self.revealed = len(self.history) + 1
        if len(self.hands[seat]) > HAND:
            self.phase, self.owed = TRIM, len(self.hands[seat]) - HAND
        else:
            self.mover = self._next_mover(seat)

    def undo_barrier(self) -> int:
        return self.revealed

    # -- scoring --
    def cells_of(self, seat: int) -> set[int]:
        return set(self.own[seat])

    def breakdown(self) -> ClusteredBreakdown:
        """Per seat: the counted rectangle, the lines, the bonuses and the total (JSON-safe)."""
        if self._breakdown is None:
            self._breakdown = self._count()
        return json_copy(self._breakdown)

    def _seat_count(self, seat: int) -> dict[str, Any]:
        """A seat's rectangle and lines (kept until the seat lays another card)."""
        found = self._seat_counts[seat]
        if found is None:
            own = self.own[seat]
            rect = largest_rectangle(own)
            runs = lines(own)
            found = self._seat_counts[seat] = {
                "rectangle": list(rect) if rect else None,
                "rectangle_points": rect[2] * rect[3] if rect else 0,
                "lines": [[cell_text(c) for c in run] for run in runs],
                "line_points": sum(len(run) for run in runs),
                "longest": max((len(run) for run in runs), default=0),
            }  # fmt: skip
        return found

    def _count(self) -> dict[str, Any]:
        # The seats' counts are shared with their cache, not copied: breakdown() hands out deep copies.
        seats = [dict(self._seat_count(seat), bonus={}) for seat in range(self.players)]
        if self.options["speed"]:
            if self.speed_rectangle is not None:
                seats[self.speed_rectangle]["bonus"]["speed_rectangle"] = 2
            if self.speed_line is not None:
                seats[self.speed_line]["bonus"]["speed_line"] = 2
        if self.options["size"] and self.mover is None and self.players > 1:
            biggest = _sole_best([s["rectangle_points"] for s in seats])
            if biggest is not None:
                seats[biggest]["bonus"]["size_rectangle"] = 2
            longest = _sole_best([s["longest"] for s in seats])
            if longest is not None:
                seats[longest]["bonus"]["size_line"] = 2
        for s in seats:
            s["total"] = s["rectangle_points"] + s["line_points"] + sum(s["bonus"].values())
        return {"seats": seats, "total": [s["total"] for s in seats]}

    def scores(self) -> list[int]:
        if self._breakdown is None:
            self._breakdown = self._count()
        return list(self._breakdown["total"])

    # -- what a seat sees --
    def view(self, seat: int | None = None) -> ClusteredView:
        """What ``seat`` sees (its shape: ``view.ClusteredView``)."""
        mine = seat is not None and 0 <= seat < self.players
        table = [list(row) for row in self._table_view()]
        breakdown = self.breakdown()
        if mine and self.mover == seat:
            actions = self.legal_actions()
            legal = [str(a) for a in actions]
            must_discard = bool(actions) and isinstance(actions[0], Discard)
        else:
            legal = []
            must_discard = False
        return {
            "game": INFO.id,
            "seat": seat if mine else None,
            "players": self.players,
            "options": json_copy(self.options),  # a copy: a view never shares the state's lists
            "to_move": self.mover,
            "phase": self.phase,
            "owed": self.owed,
            "over": self.mover is None,
            "table": cast("list[TableCard]", table),  # [x, y, card, owner]: lists, which the type calls tuples
            "hand_sizes": [len(h) for h in self.hands],
            "deck_sizes": [len(d) for d in self.decks],
            "shown_discards": [[card_text(c) for c in d] for d in self.shown_discards],
            "secret_discard_counts": [len(d) for d in self.secret_discards],
            "last": [cell_text(c) if c is not None else None for c in self.last],
            "speed": {"rectangle": self.speed_rectangle, "line": self.speed_line},
            # per move: [seat, secret?, text]; another seat's secret discard reads "discard:?"
            "history": cast("list[Move]", [[mover, secret, "discard:?" if secret and mover != seat else text]
                                           for (mover, secret), text in zip(self.movers, self._history_texts(), strict=True)]),
            "breakdown": breakdown,
            "winners": self._winners(breakdown["total"]),
            "hand": sorted(card_text(c) for c in self.hands[seat]) if mine and seat is not None else None,
            "secret_discards": [card_text(c) for c in self.secret_discards[seat]] if mine and seat is not None else None,
            "legal": legal,
            "must_discard": must_discard,
        }

    def _table_view(self) -> list[tuple[int, int, str, int]]:
        """``(x, y, card, owner)`` of every card on the table, by cell."""
        if self._table_rows is None or len(self._table_rows) != len(self.cards):
            self._table_rows = [(*xy(c), card_text(card), self.owner[c]) for c, card in sorted(self.cards.items())]
        return self._table_rows

    def _history_texts(self) -> tuple[str, ...]:
        """The text of every move so far (a quick-play discard is hidden from the others by the view)."""
        done = self._texts
        if len(done) < len(self.history):
            done = self._texts = done + tuple(str(a) for a in self.history[len(done) :])
        return done

    def _winners(self, totals: list[int]) -> list[int]:
        if self.mover is not None:
            return []
        best = max(totals)
        return [s for s, t in enumerate(totals) if t == best]

    # -- copies and playouts --
    def clone(self) -> ClusteredState:
        other = ClusteredState.__new__(ClusteredState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.cards = dict(self.cards)
        other.owner = dict(self.owner)
        other.frontier = set(self.frontier)
        other.decks = [list(d) for d in self.decks]
        other.hands = [list(h) for h in self.hands]
        other.shown_discards = [list(d) for d in self.shown_discards]
        other.secret_discards = [list(d) for d in self.secret_discards]
        other.last = list(self.last)
        other.movers = list(self.movers)
        other.own = [set(o) for o in self.own]
        other._seat_counts = list(self._seat_counts)  # shared: never changed in place, only replaced
        return other

    def rollout(self, rng: random.Random) -> list[int]:
        """Play to the end with random legal moves (a fast path for the search); the final scores."""
        while self.mover is not None:
            legal = self.legal_actions()
            action = legal[int(rng.random() * len(legal))]
            self._play(action)
            self.history.append(action)
        return self.scores()


# --- new games and determinizations ---------------------------------------------------------------


def parse_extra_jokers(value: Any, players: int) -> list[int]:
    """The seats given a 3rd joker, from a list or text like ``"0,2"``; ValueError when not seats."""
    if value in (None, "", "none"):
        return []
    if isinstance(value, str):
        if value == "all":
            return list(range(players))
        parts = [p for p in value.replace(" ", "").split(",") if p]
        if not all(p.isdigit() for p in parts):
            raise ValueError(f"option extra_joker: {value!r} is not a list of seats")
        value = [int(p) for p in parts]
    if not isinstance(value, list) or not all(isinstance(s, int) and not isinstance(s, bool) for s in value):
        raise ValueError(f"option extra_joker: {value!r} is not a list of seats")
    if any(not 0 <= s < players for s in value):
        raise ValueError(f"option extra_joker: seats go from 0 to {players - 1}")
    return sorted(set(value))


def _settle(seed: int, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
    settled, _ = INFO.settle_options(options)
    settled["extra_joker"] = parse_extra_jokers(settled["extra_joker"], players)
    if settled["first"] == "random":
        settled["first"] = new_rng(seed, "clustered-first").randrange(players)
    if not 0 <= settled["first"] < players:
        raise ValueError(f"option first: seat {settled['first']} does not play")
    return settled


def _blank(seed: int, players: int, settled: dict[str, Any]) -> ClusteredState:
    state = ClusteredState(seed, players, settled)
    state._lay_start(cell(0, 0))
    if players >= 5:
        state._lay_start(cell(SECOND_START_GAP + 1, 0))
    return state


def new_game(seed: int, players: int = 2, options: Mapping[str, Any] | None = None) -> ClusteredState:
    if not INFO.min_players <= players <= INFO.max_players:
        raise ValueError(f"Clustered is played by 1 to 8, not {players}")
    settled = _settle(int(seed), players, options)
    state = _blank(int(seed), players, settled)
    opening = QUICK_OPENING if settled["quick"] else HAND
    for seat in range(players):
        cards = deck(3 if seat in settled["extra_joker"] else 2)
        new_rng(seed, "clustered-deck", seat).shuffle(cards)
        state.hands.append([cards.pop() for _ in range(opening)])
        state.decks.append(cards)
    if settled["quick"]:
        state.phase, state.mover, state.owed = OPENING, 0, QUICK_OPENING - HAND
    else:
        state.mover = settled["first"]
    return state


def determinize(view: Mapping[str, Any], rng: random.Random | None = None) -> ClusteredState:
    """A full state consistent with ``view``: the unseen cards of every seat dealt at random."""
    rng = rng or random.Random()
    players = view["players"]
    options = json_copy(dict(view["options"]))
    state = ClusteredState(0, players, options)
    for x, y, text, owner in view["table"]:
        where = cell(x, y)
        if owner == -1:
            state._lay_start(where)
        else:
            state.cards[where] = parse_card(text)
            state.owner[where] = owner
            state.own[owner].add(where)
    state.frontier = {c + s for c in state.cards for s in STEPS if c + s not in state.cards}
    me = view["seat"]
    for seat in range(players):
        unseen = deck(3 if seat in options["extra_joker"] else 2)
        gone = [card for c, card in state.cards.items() if state.owner[c] == seat]
        gone += [parse_card(t) for t in view["shown_discards"][seat]]
        shown_secret: list[int] = []
        hand: list[int] = []
        if seat == me:
            hand = [parse_card(t) for t in view["hand"]]
            shown_secret = [parse_card(t) for t in view["secret_discards"]]
        for card in gone + hand + shown_secret:
            unseen.remove(card)
        rng.shuffle(unseen)
        secret = shown_secret if seat == me else [unseen.pop() for _ in range(view["secret_discard_counts"][seat])]
        if seat != me:
            hand = [unseen.pop() for _ in range(view["hand_sizes"][seat])]
        state.hands.append(hand)
        state.decks.append(unseen)
        state.shown_discards[seat] = [parse_card(t) for t in view["shown_discards"][seat]]
        state.secret_discards[seat] = secret
    state.mover, state.phase, state.owed = view["to_move"], view["phase"], view["owed"]
    state.speed_rectangle, state.speed_line = view["speed"]["rectangle"], view["speed"]["line"]
    state.last = [parse_cell(t) if t else None for t in view["last"]]
    secrets = [list(d) for d in state.secret_discards]
    for mover, secret, text in view["history"]:
        action = Discard(secrets[mover].pop(0)) if text == "discard:?" else parse_action(text)
        state.history.append(action)
        state.movers.append((mover, secret))
    return state

"""Kulami: marbles on wooden plates; hold the majority of the most holes.

Specification: ``docs/rules/kulami.md``. Seat 0 plays red, seat 1 black.

Holes are named by column letter and row number from the top-left of a 10x10 frame (``a1`` ..
``j10``); an action is a hole's name. A layout (``options["layout"]``) is the list of plates, each
a list of hole names. ``new_game`` also takes a layout's name instead: a named 8x8 preset (see
``PRESETS``, drawn in the top-left 8x8 of the frame), ``"random-8x8"`` or ``"random-irregular"``
(seeded by the game's seed); the state's options — hence its record — always hold the plates
themselves, and ``first`` holds the colour that actually started.

Rulings where the rulebook is silent (``docs/rules/kulami.md#rulings``): there is no passing; a
game ends when all 56 marbles are down or the player to move has no legal hole. Zones and chains
count orthogonal / straight neighbours in the frame, so a missing hole (an irregular board) breaks
them.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..core import GameInfo, IllegalAction, NotAMove, Option, State, new_rng, quoted, read_json

if TYPE_CHECKING:
    from .view import Colour, KulamiBreakdown, KulamiView

SIZE = 10  # the frame is 10x10 holes
COLUMNS = "abcdefghij"
MARBLES_EACH = 28
COLOURS: tuple[Colour, Colour] = ("red", "black")

# The 17 plates of the box: (rows, columns) of the plate laid one way; either way round is allowed.
PLATE_SHAPES: tuple[tuple[int, int], ...] = (
    (2, 3), (2, 3), (2, 3), (2, 3),
    (2, 2), (2, 2), (2, 2), (2, 2), (2, 2),
    (1, 3), (1, 3), (1, 3), (1, 3),
    (1, 2), (1, 2), (1, 2), (1, 2),
)  # fmt: skip
PLATE_COUNTS = {6: 4, 4: 5, 3: 4, 2: 4}

# Named 8x8 layouts: one letter per plate.
PRESETS: dict[str, str] = {
    "classic": """
        ABBBCCDD
        ABBBCCDD
        EEFFCCDD
        EEFFGGHI
        EEJJGGHI
        KKLLMNHI
        OOPPMNQQ
        OOPPMNQQ
    """,
    "weave": """
        AAABBCCD
        AAABBCCD
        EFFBBGHD
        EFFIIGHJ
        KKLIIGHJ
        MMLNNNOO
        MMPPQQOO
        MMPPQQOO
    """,
    "terraces": """
        AABBCDDD
        EFBBCDDD
        EFGHCIIJ
        EFGHKKKJ
        LLMMKKKJ
        LLMMNNOO
        PPQQNNOO
        PPQQNNOO
    """,
}

INFO = GameInfo(
    id="kulami",
    title="Kulami",
    min_players=2,
    max_players=2,
    version=1,
    options=(
        Option("layout", "data", "classic"),
        Option("first", "choice", "random", ("random", "red", "black")),
        Option("zones", "bool", False),
        Option("chains", "bool", False),
    ),
)


# --- holes --------------------------------------------------------------------------------------


def hole_name(cell: int) -> str:
    return f"{COLUMNS[cell % SIZE]}{cell // SIZE + 1}"


def hole_cell(name: str) -> int:
    """The frame index of a hole name; raises IllegalAction when it is no name at all."""
    text = str(name).strip().lower()
    if len(text) >= 2 and text[0] in COLUMNS and text[1:].isascii() and text[1:].isdigit():
        row = int(text[1:])
        if 1 <= row <= SIZE and text[1] != "0":
            return (row - 1) * SIZE + COLUMNS.index(text[0])
    raise NotAMove(f"{quoted(name)} is not a hole name (a1 to j10)", "not-a-hole-name", text=str(name))


class Hole(int):
    """An action: the frame index of a hole, written as its name."""

    __slots__ = ()

    def __str__(self) -> str:
        return hole_name(self)

    def __repr__(self) -> str:
        return f"Hole({hole_name(self)})"


HOLES = tuple(Hole(i) for i in range(SIZE * SIZE))


def parse_action(text: str) -> Hole:
    return HOLES[hole_cell(text)]


# --- layouts ------------------------------------------------------------------------------------


class Layout:
    """The board: which plate every hole of the frame belongs to, and the lines through each hole."""

    __slots__ = ("plates", "plate_of", "holes", "lines", "names")

    def __init__(self, plates: Sequence[Sequence[int]]) -> None:
        self.plates = tuple(tuple(sorted(p)) for p in plates)
        self.plate_of = [-1] * (SIZE * SIZE)
        for index, plate in enumerate(self.plates):
            for cell in plate:
                self.plate_of[cell] = index
        self.holes = tuple(sorted(c for p in self.plates for c in p))
        rows: dict[int, list[int]] = {}
        columns: dict[int, list[int]] = {}
        for c in self.holes:
            rows.setdefault(c // SIZE, []).append(c)
            columns.setdefault(c % SIZE, []).append(c)
        self.lines: list[tuple[int, ...]] = [()] * (SIZE * SIZE)
        for c in self.holes:
            line = set(rows[c // SIZE]) | set(columns[c % SIZE])
            line.discard(c)
            self.lines[c] = tuple(sorted(line))
        self.names = [[hole_name(c) for c in p] for p in self.plates]


_LAYOUT_CACHE: dict[tuple[tuple[int, ...], ...], Layout] = {}


def layout_of(plates: Sequence[Sequence[int]]) -> Layout:
    key = tuple(tuple(sorted(p)) for p in plates)
    layout = _LAYOUT_CACHE.get(key)
    if layout is None:
        if len(_LAYOUT_CACHE) > 64:
            _LAYOUT_CACHE.clear()
        layout = _LAYOUT_CACHE[key] = Layout(key)
    return layout


def plate_shape(cells: Iterable[int]) -> tuple[int, int] | None:
    """(rows, columns) when the cells fill a rectangle exactly, else None."""
    cells = set(cells)
    rows = [c // SIZE for c in cells]
    cols = [c % SIZE for c in cells]
    height, width = max(rows) - min(rows) + 1, max(cols) - min(cols) + 1
    return (height, width) if height * width == len(cells) else None


def check_layout(plates: Sequence[Sequence[int]]) -> None:
    """Raise ValueError unless the plates are the box's 17, disjoint, and edge-connected."""
    if len(plates) != len(PLATE_SHAPES):
        raise ValueError(f"a layout has {len(PLATE_SHAPES)} plates, not {len(plates)}")
    sizes: dict[int, int] = {}
    seen: set[int] = set()
    for plate in plates:
        shape = plate_shape(plate) if plate else None
        if shape is None or len(set(plate)) != len(plate) or sorted(shape) not in ([2, 3], [2, 2], [1, 3], [1, 2]):
            names = " ".join(hole_name(c) for c in plate)
            raise ValueError(f"plate [{names}] is not a 2x3, 2x2, 1x3 or 1x2 rectangle")
        if seen & set(plate):
            raise ValueError(f"plates overlap at {', '.join(hole_name(c) for c in sorted(seen & set(plate)))}")
        seen |= set(plate)
        sizes[len(plate)] = sizes.get(len(plate), 0) + 1
    if sizes != PLATE_COUNTS:
        raise ValueError("a layout uses the box's plates: four of 6 holes, five of 4, four of 3 and four of 2")
    if not _connected(seen):
        raise ValueError("the plates do not form one connected board")


def _neighbours(cell: int) -> Iterable[int]:
    row, col = divmod(cell, SIZE)
    if row > 0:
        yield cell - SIZE
    if row < SIZE - 1:
        yield cell + SIZE
    if col > 0:
        yield cell - 1
    if col < SIZE - 1:
        yield cell + 1


def _connected(cells: set[int]) -> bool:
    if not cells:
        return False
    start = next(iter(cells))
    reached, todo = {start}, [start]
    while todo:
        for n in _neighbours(todo.pop()):
            if n in cells and n not in reached:
                reached.add(n)
                todo.append(n)
    return reached == cells


def parse_layout(value: Any) -> list[list[int]]:
    """Plates from a list of lists of hole names; raises ValueError with the reason."""
    if not isinstance(value, list) or not all(isinstance(p, list) for p in value):
        raise ValueError("a layout is a list of plates, each a list of hole names")
    try:
        plates = [[hole_cell(name) for name in plate] for plate in value]
    except IllegalAction as error:
        raise ValueError(f"layout: {error}") from None
    check_layout(plates)
    return plates


def preset_plates(name: str) -> list[list[int]]:
    rows = [line.strip() for line in PRESETS[name].strip().splitlines()]
    cells: dict[str, list[int]] = {}
    for r, line in enumerate(rows):
        for c, letter in enumerate(line):
            cells.setdefault(letter, []).append(r * SIZE + c)
    return list(cells.values())


def _footprint(top: int, left: int, height: int, width: int) -> list[int]:
    return [(top + r) * SIZE + left + c for r in range(height) for c in range(width)]


def random_square(rng: random.Random, side: int = 8) -> list[list[int]]:
    """A seeded random tiling of the top-left side x side square with the 17 plates."""
    shapes = list(PLATE_SHAPES)
    placed: list[list[int]] = []
    free = {r * SIZE + c for r in range(side) for c in range(side)}

    def fill() -> bool:
        if not free:
            return not shapes
        first = min(free)
        top, left = divmod(first, SIZE)
        tried: set[tuple[int, int]] = set()
        order = list(range(len(shapes)))
        rng.shuffle(order)
        for index in order:
            h, w = shapes[index]
            for height, width in rng.sample([(h, w), (w, h)], 2):
                if (height, width) in tried:
                    continue
                tried.add((height, width))
                cells = _footprint(top, left, height, width)
                if left + width > side or top + height > side or not free.issuperset(cells):
                    continue
                shape = shapes.pop(index)
                free.difference_update(cells)
                placed.append(cells)
                if fill():
                    return True
                placed.pop()
                free.update(cells)
                shapes.insert(index, shape)
        return False

    if not fill():  # pragma: no cover - the square always tiles
        raise RuntimeError("no tiling found")
    return placed


def random_irregular(rng: random.Random) -> list[list[int]]:
    """A seeded random connected layout inside the 10x10 frame, plate touching plate edge to edge."""
    while True:
        plates = _try_irregular(rng)
        if plates is not None:
            return plates


def _try_irregular(rng: random.Random) -> list[list[int]] | None:
    shapes = list(PLATE_SHAPES)
    rng.shuffle(shapes)
    taken: set[int] = set()
    plates: list[list[int]] = []
    for h, w in shapes:
        height, width = rng.choice([(h, w), (w, h)])
        spots = []
        for top in range(SIZE - height + 1):
            for left in range(SIZE - width + 1):
                cells = _footprint(top, left, height, width)
                if taken.isdisjoint(cells) and (
                    not taken or any(n in taken for c in cells for n in _neighbours(c))
                ):
                    spots.append(cells)
        if not spots:
            return None
        if not taken:  # start near the middle so the board can grow every way
            spots = [s for s in spots if 3 <= s[0] // SIZE <= 5 and 3 <= s[0] % SIZE <= 5] or spots
        cells = rng.choice(spots)
        taken.update(cells)
        plates.append(cells)
    return plates


def resolve_layout(value: Any, seed: int) -> list[list[int]]:
    """Plates from a layout option: a preset name, 'random-8x8', 'random-irregular' or plate data."""
    if isinstance(value, str) and value.lstrip().startswith("["):
        try:
            value = read_json(value)
        except ValueError:
            raise ValueError("the layout is not readable plate data") from None
    if isinstance(value, str):
        if value in PRESETS:
            return preset_plates(value)
        if value == "random-8x8":
            return random_square(new_rng(seed, "kulami-layout"))
        if value == "random-irregular":
            return random_irregular(new_rng(seed, "kulami-layout"))
        raise ValueError(f"unknown layout {value!r}")
    return parse_layout(value)


# --- scoring ------------------------------------------------------------------------------------


def largest_zone(cells: set[int]) -> int:
    """The size of the biggest orthogonally connected group among ``cells``."""
    best, seen = 0, set()
    for start in cells:
        if start in seen:
            continue
        seen.add(start)
        todo, size = [start], 0
        while todo:
            cell = todo.pop()
            size += 1
            for n in _neighbours(cell):
                if n in cells and n not in seen:
                    seen.add(n)
                    todo.append(n)
        best = max(best, size)
    return best


_DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))


def chains(cells: set[int], minimum: int = 5) -> list[int]:
    """Lengths of the maximal straight lines (rows, columns, diagonals) of ``minimum`` or more."""
    found = []
    for dr, dc in _DIRECTIONS:
        for cell in cells:
            row, col = divmod(cell, SIZE)
            pr, pc = row - dr, col - dc
            if 0 <= pr < SIZE and 0 <= pc < SIZE and pr * SIZE + pc in cells:
                continue  # not the start of its line
            length = 0
            while 0 <= row < SIZE and 0 <= col < SIZE and row * SIZE + col in cells:
                length += 1
                row, col = row + dr, col + dc
            if length >= minimum:
                found.append(length)
    return sorted(found, reverse=True)


def _bonus(values: Sequence[int]) -> list[int]:
    """The larger figure gains the difference; the other gains nothing."""
    a, b = values
    return [max(0, a - b), max(0, b - a)]


# --- the state ----------------------------------------------------------------------------------


class KulamiState(State):
    info = INFO
    action_types = (Hole,)
    __slots__ = (
        "seed", "options", "players", "history", "layout", "board",
        "last", "previous", "mover", "placed", "_legal",
    )  # fmt: skip

    def __init__(self, seed: int, options: dict[str, Any], layout: Layout, first: int) -> None:
        self.seed = seed
        self.options = options
        self.players = 2
        self.history: list[Hole] = []
        self.layout = layout
        self.board = [0] * (SIZE * SIZE)  # 0 empty, 1 red (seat 0), 2 black (seat 1)
        self.last = -1  # the cell of the last marble
        self.previous = -1  # the cell of the marble before it
        self.mover = first
        self.placed = 0
        self._legal: list[int] | None = None

    # -- protocol --
    @property
    def to_move(self) -> int | None:
        return None if not self._legal_cells() else self.mover

    def _legal_cells(self) -> list[int]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def _compute_legal(self) -> list[int]:
        if self.placed >= 2 * MARBLES_EACH:
            return []
        board, plate_of = self.board, self.layout.plate_of
        if self.last < 0:
            return [c for c in self.layout.holes if not board[c]]
        banned = self._forbidden_plates()
        return [c for c in self.layout.lines[self.last] if not board[c] and plate_of[c] not in banned]

    def _forbidden_plates(self) -> tuple[int, ...]:
        plate_of = self.layout.plate_of
        return tuple(plate_of[c] for c in (self.last, self.previous) if c >= 0)

    def legal_actions(self) -> list[Hole]:
        return [HOLES[c] for c in self._legal_cells()]

    def parse_action(self, text: str) -> Hole:
        return parse_action(text)

    def is_legal(self, action: Any) -> bool:
        return action in self._legal_cells()

    def refusal(self, action: Any) -> IllegalAction:
        return self._refusal(action)

    def _refusal(self, cell: int) -> IllegalAction:
        name = hole_name(cell)
        plate = self.layout.plate_of[cell]
        if plate < 0:
            return IllegalAction(f"there is no hole at {name}", "no-hole", hole=name)
        if self.board[cell]:
            return IllegalAction(f"{name} already holds a marble", "occupied", hole=name)
        if plate in self._forbidden_plates():
            return IllegalAction(
                f"{name} is on one of the last two plates played", "last-two-plates", hole=name
            )
        last = hole_name(self.last)
        return IllegalAction(
            f"{name} is not on the row or column of the last marble ({last})", "not-on-line", hole=name, last=last
        )

    def why_illegal(self, action: Any) -> str:
        return str(self._refusal(int(action)))

    def _play(self, cell: int) -> None:
        self.board[cell] = self.mover + 1
        self.previous, self.last = self.last, cell
        self.placed += 1
        self.mover ^= 1
        self._legal = None

    def clone(self) -> KulamiState:
        other = KulamiState.__new__(KulamiState)
        other.seed, other.options, other.players = self.seed, self.options, self.players
        other.history = list(self.history)
        other.layout, other.board = self.layout, list(self.board)
        other.last, other.previous, other.mover, other.placed = self.last, self.previous, self.mover, self.placed
        other._legal = self._legal
        return other

    # -- scoring --
    def plate_owners(self) -> list[int]:
        """Per plate: the seat with a strict majority on it, or -1."""
        owners = []
        board = self.board
        for plate in self.layout.plates:
            red = black = 0
            for c in plate:
                v = board[c]
                if v == 1:
                    red += 1
                elif v == 2:
                    black += 1
            owners.append(0 if red > black else 1 if black > red else -1)
        return owners

    def marbles_of(self, seat: int) -> set[int]:
        return {c for c in self.layout.holes if self.board[c] == seat + 1}

    def breakdown(self) -> KulamiBreakdown:
        """Points per seat and where they come from: plates, zone bonus, chain bonus."""
        owners = self.plate_owners()
        plates = [0, 0]
        for plate, owner in zip(self.layout.plates, owners):
            if owner >= 0:
                plates[owner] += len(plate)
        result: KulamiBreakdown = {"plates": plates, "plate_owners": owners, "total": list(plates)}
        if self.options.get("zones"):
            zones = [largest_zone(self.marbles_of(s)) for s in (0, 1)]
            bonus = _bonus(zones)
            result["zones"] = {"largest": zones, "bonus": bonus}
            result["total"] = [t + b for t, b in zip(result["total"], bonus)]
        if self.options.get("chains"):
            found = [chains(self.marbles_of(s)) for s in (0, 1)]
            sums = [sum(f) for f in found]
            bonus = _bonus(sums)
            result["chains"] = {"chains": found, "sums": sums, "bonus": bonus}
            result["total"] = [t + b for t, b in zip(result["total"], bonus)]
        return result

    def scores(self) -> list[int]:
        return self.breakdown()["total"]

    # -- views --
    def view(self, seat: int | None = None) -> KulamiView:
        """Kulami hides nothing: every seat sees the whole board (its shape: ``view.KulamiView``)."""
        over = self.is_over
        breakdown = self.breakdown()
        return {
            "game": INFO.id,
            "seat": seat,
            "colours": list(COLOURS),
            "options": {"first": self.options["first"], "zones": self.options["zones"], "chains": self.options["chains"]},
            "plates": [list(p) for p in self.layout.names],
            "marbles": {hole_name(c): self.board[c] - 1 for c in self.layout.holes if self.board[c]},
            "last": hole_name(self.last) if self.last >= 0 else None,
            "previous": hole_name(self.previous) if self.previous >= 0 else None,
            "forbidden_plates": sorted(set(self._forbidden_plates())),
            "mover": self.mover,
            "to_move": None if over else self.mover,
            "legal": [hole_name(c) for c in self._legal_cells()],
            "left": [MARBLES_EACH - sum(1 for v in self.board if v == s + 1) for s in (0, 1)],
            "placed": self.placed,
            "breakdown": breakdown,
            "scores": breakdown["total"],
            "over": over,
            "winners": self.winners(),
        }

    # -- fast playout for the AI --
    def rollout(self, rng: random.Random) -> list[int]:
        """Play uniformly random legal moves to the end (on a copy) and return the scores."""
        board = list(self.board)
        random_playout(self.layout, board, self.last, self.previous, self.mover + 1,
                       2 * MARBLES_EACH - self.placed, rng.random)
        return self._points(board)

    def _points(self, board: Sequence[int]) -> list[int]:
        """Final scores of a finished board (plates, and the bonuses the options switch on)."""
        points = _plate_points(self.layout.plates, board)
        for option, measure in (("zones", largest_zone), ("chains", lambda cells: sum(chains(cells)))):
            if self.options.get(option):
                figures = [measure({c for c in self.layout.holes if board[c] == s + 1}) for s in (0, 1)]
                points = [p + b for p, b in zip(points, _bonus(figures))]
        return points


# --- fast playouts (for the AI) --------------------------------------------------------------------

_PLAYOUT_TABLES: dict[Layout, list[list[tuple[int, ...]]]] = {}


def playout_table(layout: Layout) -> list[list[tuple[int, ...]]]:
    """``table[last][plate]``: the holes a marble may follow ``last`` on, when ``plate`` was played
    before it (every hole of the board in ``table[-1]``; ``table[last][-1]``: no plate before).

    Those are the holes in the row or column of ``last``, off its plate and off ``plate``; a
    playout keeps only the empty ones. Cached per layout.
    """
    table = _PLAYOUT_TABLES.get(layout)
    if table is None:
        if len(_PLAYOUT_TABLES) > 64:
            _PLAYOUT_TABLES.clear()
        plate_of, count = layout.plate_of, len(layout.plates)
        table = []
        for cell in range(SIZE * SIZE):
            own = plate_of[cell]
            row = [tuple(c for c in layout.lines[cell] if plate_of[c] != own and plate_of[c] != p)
                   for p in range(count)]
            row.append(tuple(c for c in layout.lines[cell] if plate_of[c] != own))  # [-1]: none before
            table.append(row)
        table.append([layout.holes] * (count + 1))  # table[-1]: the first marble goes anywhere
        table = _PLAYOUT_TABLES[layout] = table
    return table


def random_playout(layout: Layout, board: list[int], last: int, previous: int, mover: int, remaining: int,
                   rand: Any) -> int:
    """Play uniformly random legal marbles on ``board`` (1 red, 2 black; ``mover`` to play) until the
    game ends; returns the number placed. ``rand()`` is a uniform float in [0, 1).

    Each marble goes on ``legal[int(rand() * len(legal))]``, ``legal`` in the order of
    ``legal_actions()``: the same generator plays the same game as a protocol playout would.
    """
    table, plate_of = playout_table(layout), layout.plate_of
    pp = plate_of[previous] if previous >= 0 else -1
    placed = 0
    while placed < remaining:
        options = [c for c in table[last][pp] if not board[c]]
        if not options:
            break
        pp = plate_of[last] if last >= 0 else -1
        last = options[int(rand() * len(options))]
        board[last] = mover
        mover = 3 - mover
        placed += 1
    return placed


def _plate_points(plates: Sequence[Sequence[int]], board: Sequence[int]) -> list[int]:
    points = [0, 0]
    for plate in plates:
        balance = 0
        for c in plate:
            v = board[c]
            if v:
                balance += 1 if v == 1 else -1
        if balance > 0:
            points[0] += len(plate)
        elif balance < 0:
            points[1] += len(plate)
    return points


# --- the game module's functions --------------------------------------------------------------


def new_game(seed: int, players: int = 2, options: Mapping[str, Any] | None = None) -> KulamiState:
    if players != 2:
        raise ValueError("Kulami is played by two")
    settled, _ = INFO.settle_options(options)
    layout = layout_of(resolve_layout(settled["layout"], seed))
    if settled["first"] == "random":
        first = new_rng(seed, "kulami-first").randrange(2)
    else:
        first = COLOURS.index(settled["first"])
    settled["first"] = COLOURS[first]
    settled["layout"] = [list(p) for p in layout.names]
    return KulamiState(int(seed), settled, layout, first)


def determinize(view: Mapping[str, Any], rng: random.Random | None = None) -> KulamiState:
    """The full state behind a view (Kulami has no hidden information: this is exact)."""
    layout = layout_of(parse_layout(view["plates"]))
    options = dict(view["options"])
    options["layout"] = [list(p) for p in layout.names]
    state = KulamiState(0, options, layout, COLOURS.index(options["first"]))
    for name, seat in view["marbles"].items():
        state.board[hole_cell(name)] = seat + 1
    state.placed = len(view["marbles"])
    state.last = hole_cell(view["last"]) if view["last"] else -1
    state.previous = hole_cell(view["previous"]) if view["previous"] else -1
    state.mover = view["mover"]
    return state

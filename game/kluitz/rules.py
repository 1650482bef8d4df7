"""The Kluitz: a shepherd fences the field in while the sheep player turns tiles over for pairs.

The spec is ``docs/rules/kluitz.md``.

The field
    25 cells ``a1`` .. ``e5`` (columns a-e left to right, rows 1-5 from the top). Fences go on the
    60 edges; an edge is named by a cell and a side (``n e s w``). Inner edges have two names
    (``c3e`` is ``d3w``); the text form of an action always uses the *canonical* one: a cell's
    north or west side, or the south side of row 5 and the east side of column e.

Tiles
    ``happy sleepy shy grumpy dreamy`` (4 each), ``ram`` (3), ``shepherd`` (2). A face-down tile's
    kind is secret from every seat, even after it was shown and turned back: the view says which
    tiles were seen, never what they were (remembering is the game).

Actions (text forms, used by records, links and ``data-action``)
    ``fence:c3n``  the shepherd places a fence (2 a turn; 1 at once when a shepherd tile comes up);
    ``turn:c3``    the sheep player turns tile c3 face up;
    ``remove:c3n`` after a ram, the sheep player takes that fence off the field;
    ``down``       the sheep player turns the unmatched sheep of this turn back face down.

Seats and rounds
    Two players: two rounds, the shepherd of round 1 is the option ``first`` (a seat, or
    ``"random"``), roles swap for round 2. One player: the solo game, with flowers.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final, cast

from ..core import GameInfo, IllegalAction, NotAMove, Option, State, new_rng, quoted

if TYPE_CHECKING:
    from .view import KluitzOptions, KluitzResult, KluitzView, Phase, Removed

SIZE = 5
CELLS = SIZE * SIZE
KINDS = ("happy", "sleepy", "shy", "grumpy", "dreamy", "ram", "shepherd")
SHEEP_KINDS = 5
RAM, SHEPHERD = 5, 6
TILES = tuple(k for k in range(SHEEP_KINDS) for _ in range(4)) + (RAM,) * 3 + (SHEPHERD,) * 2
FENCES = 30
SIDES = "nesw"  # clockwise from north, the order of the solo flower fallback
END_PHASE_TILES = 5  # from this many non-enclosed tiles or fewer, revealed sheep stay face up
ALL_CELLS = (1 << CELLS) - 1

INFO = GameInfo(
    id="kluitz",
    title="The Kluitz",
    min_players=1,
    max_players=2,
    version=1,
    hidden_information=True,
    options=(
        Option("first", "choice", 0, ("random", 0, 1)),  # the shepherd of round 1
        Option("assisted_memory", "bool", False),  # the screen marks tiles already seen
    ),
)
# Every seat sees the same thing (the tiles are secret from both): hot-seat needs no hand-over.
SAME_VIEW_FOR_ALL = True


# --- cells and edges ------------------------------------------------------------------------------


def cell_text(c: int) -> str:
    return "abcde"[c % SIZE] + str(c // SIZE + 1)


def parse_cell(text: str) -> int:
    if len(text) != 2 or text[0] not in "abcde" or text[1] not in "12345":
        raise NotAMove(f"{quoted(text)} is no cell of the field (a1 to e5)", "malformed", text=text)
    return "abcde".index(text[0]) + ("12345".index(text[1])) * SIZE


def _horizontal(row_line: int, col: int) -> int:
    """The edge on the line above row ``row_line`` (5: below the last row), in column ``col``."""
    return row_line * SIZE + col


def _vertical(row: int, col_line: int) -> int:
    """The edge on the line left of column ``col_line`` (5: right of the last column), in ``row``."""
    return 30 + row * (SIZE + 1) + col_line


def _sides(c: int) -> tuple[int, int, int, int]:
    row, col = divmod(c, SIZE)
    return (_horizontal(row, col), _vertical(row, col + 1), _horizontal(row + 1, col), _vertical(row, col))


CELL_SIDES = tuple(_sides(c) for c in range(CELLS))  # (n, e, s, w) edge numbers of each cell
EDGES = 60


def _edge_name(edge: int) -> str:
    if edge < 30:
        line, col = divmod(edge, SIZE)
        return cell_text(line * SIZE + col) + "n" if line < SIZE else cell_text((SIZE - 1) * SIZE + col) + "s"
    row, line = divmod(edge - 30, SIZE + 1)
    return cell_text(row * SIZE + line) + "w" if line < SIZE else cell_text(row * SIZE + SIZE - 1) + "e"


EDGE_TEXTS = tuple(_edge_name(e) for e in range(EDGES))


def edge_text(edge: int) -> str:
    return EDGE_TEXTS[edge]


def parse_edge(text: str) -> int:
    """An edge from any of its names (``c3e`` or ``d3w``)."""
    if len(text) != 3 or text[2] not in SIDES:
        raise NotAMove(f"{quoted(text)} is no edge of the field (a cell and a side n, e, s or w)", "malformed", text=text)
    return CELL_SIDES[parse_cell(text[:2])][SIDES.index(text[2])]


def _links() -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per cell: (the cell beyond, or -1 for the outside; the edge between) for its four sides."""
    found = []
    for c in range(CELLS):
        row, col = divmod(c, SIZE)
        beyond = (
            c - SIZE if row > 0 else -1,
            c + 1 if col < SIZE - 1 else -1,
            c + SIZE if row < SIZE - 1 else -1,
            c - 1 if col > 0 else -1,
        )
        found.append(tuple(zip(beyond, CELL_SIDES[c])))
    return tuple(found)


LINKS = _links()
BORDER = tuple((c, e) for c in range(CELLS) for other, e in LINKS[c] if other == -1)
_ENCLOSED_CACHE: dict[int, int] = {}


def enclosed_cells(fences: int) -> int:
    """The cells (a bit mask) that cannot reach the outside without crossing a fence."""
    found = _ENCLOSED_CACHE.get(fences)
    if found is not None:
        return found
    reached = 0
    stack = []
    for c, e in BORDER:
        if not fences >> e & 1 and not reached >> c & 1:
            reached |= 1 << c
            stack.append(c)
    while stack:
        c = stack.pop()
        for other, e in LINKS[c]:
            if other >= 0 and not fences >> e & 1 and not reached >> other & 1:
                reached |= 1 << other
                stack.append(other)
    found = ALL_CELLS & ~reached
    if len(_ENCLOSED_CACHE) > 100_000:
        _ENCLOSED_CACHE.clear()
    _ENCLOSED_CACHE[fences] = found
    return found


def bits(mask: int) -> list[int]:
    return [c for c in range(CELLS) if mask >> c & 1]


# --- actions --------------------------------------------------------------------------------------


class Fence(tuple):
    """The shepherd places a fence on an edge."""

    __slots__ = ()

    def __new__(cls, edge: int) -> Fence:
        return tuple.__new__(cls, ("fence", edge))

    @property
    def edge(self) -> int:
        return self[1]

    def __str__(self) -> str:
        return "fence:" + EDGE_TEXTS[self[1]]


class Remove(tuple):
    """After a ram, the sheep player takes a fence off the field."""

    __slots__ = ()

    def __new__(cls, edge: int) -> Remove:
        return tuple.__new__(cls, ("remove", edge))

    @property
    def edge(self) -> int:
        return self[1]

    def __str__(self) -> str:
        return "remove:" + EDGE_TEXTS[self[1]]


class Turn(tuple):
    """The sheep player turns a face-down tile over."""

    __slots__ = ()

    def __new__(cls, where: int) -> Turn:
        return tuple.__new__(cls, ("turn", where))

    @property
    def cell(self) -> int:
        return self[1]

    def __str__(self) -> str:
        return "turn:" + cell_text(self[1])


class Down(tuple):
    """The sheep player turns this turn's unmatched sheep back face down (and the turn ends)."""

    __slots__ = ()

    def __new__(cls) -> Down:
        return tuple.__new__(cls, ("down",))

    def __str__(self) -> str:
        return "down"


DOWN = Down()


def parse_action(text: str) -> Any:
    if not isinstance(text, str):
        raise NotAMove(f"{quoted(text)} is not a move", "malformed", text=str(text))
    if text == "down":
        return DOWN
    kind, _, where = text.partition(":")
    if kind == "fence":
        return Fence(parse_edge(where))
    if kind == "remove":
        return Remove(parse_edge(where))
    if kind == "turn":
        return Turn(parse_cell(where))
    raise NotAMove(f"{quoted(text)} is not a move of The Kluitz", "malformed", text=text)


# --- the state ------------------------------------------------------------------------------------

FENCING: Final = "fencing"
TURNING: Final = "turning"
RAM_FENCE: Final = "ram"
SHEPHERD_FENCE: Final = "shepherd-tile"
SHOWN: Final = "shown"
OVER: Final = "over"


class KluitzState(State):
    info = INFO
    action_types = (Fence, Remove, Turn, Down)

    def __init__(self, seed: int, players: int, options: dict[str, Any]) -> None:
        self.seed = seed
        self.players = players
        self.options = options
        self.history: list[Any] = []
        self.round = 0
        self.shepherd: int | None = None  # the shepherd's seat this round (None: solo)
        self.kinds: list[int | None] = [None] * CELLS  # the tile on each cell (None: taken away)
        self.flowers: list[int] = [-1] * CELLS  # solo: the side of the tile's flower, -1 none
        self.up = 0  # face-up tiles (bit mask)
        self.seen = 0  # tiles shown at least once this round
        self.fences = 0  # edges with a fence (bit mask)
        self.supply = FENCES
        self.phase: Phase = FENCING
        self.mover: int | None = 0
        self.placed = 0  # fences placed so far in this shepherd turn
        self.this_turn: list[int] = []  # the sheep turned up this sheep turn
        self.end_phase = False
        self.last_turn = False  # the shepherd's last turn of the round
        self.taken: list[int] = []  # kinds the sheep player took this round
        self.removed: list[list[Any]] = []  # this round, public: [cell, kind, flower side]
        self.results: list[dict[str, Any]] = []  # the rounds already over
        self.revealed = 0  # moves up to the last tile turned or turned back: undo never crosses them
        self.last: list[str] = []  # what the last move did, in words the screen translates
        self.round_start = 0  # moves made before this round began

    # -- who --
    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def sheep(self) -> int:
        return 0 if self.shepherd is None else 1 - self.shepherd

    @property
    def to_move(self) -> int | None:
        return self.mover

    # -- the field --
    def enclosed(self) -> int:
        return enclosed_cells(self.fences)

    def tiles(self) -> int:
        return sum(1 << c for c in range(CELLS) if self.kinds[c] is not None)

    def turnable(self) -> int:
        """Face-down tiles that are not enclosed."""
        return self.tiles() & ~self.up & ~self.enclosed()

    def free_edges(self) -> list[int]:
        return [e for e in range(EDGES) if not self.fences >> e & 1]

    def legal_actions(self) -> list[Any]:
        phase = self.phase
        if phase in (FENCING, SHEPHERD_FENCE):
            return [Fence(e) for e in self.free_edges()]
        if phase == TURNING:
            return [Turn(c) for c in bits(self.turnable())]
        if phase == RAM_FENCE:
            return [Remove(e) for e in range(EDGES) if self.fences >> e & 1]
        if phase == SHOWN:
            return [DOWN]
        return []

    def parse_action(self, text: str) -> Any:
        return parse_action(text)

    def refusal(self, action: Any) -> IllegalAction:
        """Why the rules refuse a well-formed action now."""
        kind = action[0]
        expected = {FENCING: "fence", SHEPHERD_FENCE: "fence", TURNING: "turn", RAM_FENCE: "remove", SHOWN: "down"}
        if kind != expected.get(self.phase):
            return self._out_of_turn(kind)
        if kind == "fence":
            return IllegalAction(f"{edge_text(action.edge)} already has a fence", "fence-taken", edge=edge_text(action.edge))
        if kind == "remove":
            return IllegalAction(f"there is no fence on {edge_text(action.edge)}", "no-fence", edge=edge_text(action.edge))
        where = action.cell
        name = cell_text(where)
        if self.kinds[where] is None:
            return IllegalAction(f"{name} has no tile any more", "empty-cell", cell=name)
        if self.up >> where & 1:
            return IllegalAction(f"the tile on {name} is already face up", "face-up", cell=name)
        return IllegalAction(f"the tile on {name} is fenced in: it may not be turned", "enclosed", cell=name)

    def _out_of_turn(self, kind: str) -> IllegalAction:
        role = self._role_now()
        reasons = {
            FENCING: ("the shepherd is placing fences now", "shepherd-turn"),
            SHEPHERD_FENCE: ("a shepherd tile came up: the shepherd places a fence now", "shepherd-tile"),
            TURNING: ("the sheep player is turning tiles now", "sheep-turn"),
            RAM_FENCE: ("a ram came up: the sheep player removes a fence now", "ram"),
            SHOWN: ("turn the sheep back face down first", "turn-back"),
        }
        message, reason = reasons[self.phase]
        return IllegalAction(message, reason, role=role)

    def _role_now(self) -> str:
        return "shepherd" if self.phase in (FENCING, SHEPHERD_FENCE) else "sheep"

    # -- playing --
    def _play(self, action: Any) -> None:
        kind = action[0]
        if kind == "fence":
            self._place_fence(action.edge)
        elif kind == "turn":
            self._turn(action.cell)
        elif kind == "remove":
            self.fences &= ~(1 << action.edge)
            self.supply += 1
            self.last = ["removed", edge_text(action.edge)]
            self._keep_turning()
        else:
            self._turn_back()
        if self.mover is not None:
            self._check_end_phase()

    def _place_fence(self, edge: int) -> None:
        first = self.last if self.phase == FENCING and self.placed == 1 and self.last[:1] == ["fence"] else []
        self.fences |= 1 << edge
        self.supply -= 1
        self.last = [*first, "fence", edge_text(edge)]  # a turn's two fences, both marked
        if self.supply == 0:
            return self._end_round()
        if self.phase == SHEPHERD_FENCE:
            return self._keep_turning()
        self.placed += 1
        if self.placed == 2:
            if self.last_turn:
                return self._end_round()
            self._start_sheep_turn()

    def _turn(self, where: int) -> None:
        kind = self.kinds[where]
        assert kind is not None
        self.up |= 1 << where
        self.seen |= 1 << where
        self.revealed = len(self.history) + 1
        self.last = ["turned", cell_text(where), KINDS[kind]]
        if self.solo:
            self._flower_fence(where)
        if kind == RAM:
            self._take_away(where)
            if self.fences:
                self.phase = RAM_FENCE
                return
            return self._keep_turning()
        if kind == SHEPHERD:
            self._take_away(where)
            if not self.solo:
                self.phase, self.mover = SHEPHERD_FENCE, self.shepherd
                return
            return self._keep_turning()
        self.this_turn.append(where)
        if len(self.this_turn) < 2:
            return self._keep_turning()
        first, second = self.this_turn
        enclosed = self.enclosed()
        if self.kinds[first] == self.kinds[second] and not (enclosed >> first & 1 or enclosed >> second & 1):
            self._take_pair(first, second)
        self._end_sheep_turn()

    def _flower_fence(self, where: int) -> None:
        """Solo: a flower puts a fence on its side of the cell, or the next free side clockwise."""
        side = self.flowers[where]
        if side < 0 or self.supply == 0:
            return
        for k in range(4):
            edge = CELL_SIDES[where][(side + k) % 4]
            if not self.fences >> edge & 1:
                self.fences |= 1 << edge
                self.supply -= 1
                self.last = [*self.last, "flower", edge_text(edge)]
                return

    def _take_away(self, where: int) -> None:
        kind = self.kinds[where]
        assert kind is not None  # a tile is taken away only from where it lies
        self.removed.append([cell_text(where), KINDS[kind], self._flower_text(where)])
        self.kinds[where] = None
        self.up &= ~(1 << where)

    def _flower_text(self, where: int) -> str | None:
        return SIDES[self.flowers[where]] if self.solo and self.flowers[where] >= 0 else None

    def _take_pair(self, first: int, second: int) -> None:
        self.taken += [self.kinds[first], self.kinds[second]]  # type: ignore[list-item]
        self._take_away(first)
        self._take_away(second)
        self.last = [*self.last, "taken", cell_text(first), cell_text(second)]

    def _keep_turning(self) -> None:
        """Back to the sheep player's reveals; the turn ends when no tile can be turned."""
        self.phase, self.mover = TURNING, self.sheep
        if self._solo_over():
            return
        if not self.turnable():
            self._end_sheep_turn()

    def _start_sheep_turn(self) -> None:
        self.this_turn = []
        self.placed = 0
        self._keep_turning()

    def _end_sheep_turn(self) -> None:
        self._check_end_phase()
        if self.end_phase:
            self._take_pairs_up()
            self.this_turn = []
            if self._solo_over():
                return
            if not self.turnable():
                self.last_turn = True
            return self._start_shepherd_turn()
        if self.tiles() & self.up:
            self.phase, self.mover = SHOWN, self.sheep
            return
        self._after_sheep_turn()

    def _turn_back(self) -> None:
        self.up = 0
        self.revealed = len(self.history) + 1  # undo never shows the turned-back sheep again
        self.last = ["down", *(cell_text(c) for c in self.this_turn)]
        self._after_sheep_turn()

    def _after_sheep_turn(self) -> None:
        self.this_turn = []
        if self.solo:
            if not self._solo_over():
                self._keep_turning()
            return
        self._start_shepherd_turn()

    def _start_shepherd_turn(self) -> None:
        if self.solo:  # solo has no end phase of its own; it goes on turning
            return self._keep_turning()
        self.phase, self.mover, self.placed = FENCING, self.shepherd, 0

    def _check_end_phase(self) -> None:
        if not self.solo and not self.end_phase:
            self.end_phase = bin(self.tiles() & ~self.enclosed()).count("1") <= END_PHASE_TILES

    def _take_pairs_up(self) -> None:
        """End phase: every identical pair of face-up, non-enclosed sheep is taken."""
        open_up = self.tiles() & self.up & ~self.enclosed()
        by_kind: dict[int, list[int]] = {}
        for c in bits(open_up):
            kind = self.kinds[c]
            if kind is not None and kind < SHEEP_KINDS:
                by_kind.setdefault(kind, []).append(c)
        for cells in by_kind.values():
            for k in range(0, len(cells) - 1, 2):
                self._take_pair(cells[k], cells[k + 1])

    # -- the end of a round, of the solo game --
    def _solo_over(self) -> bool:
        """Solo: over when the field is empty or no fence is left, and, between reveals, when no tile
        can be turned or nothing a reveal could do would change the field any more. True if over."""
        if not self.solo:
            return False
        between = not self.this_turn
        if self.tiles() and self.supply and not (between and (not self.turnable() or self._solo_stuck())):
            return False
        self.phase, self.mover = OVER, None
        self.results.append(self._round_result())
        return True

    def _solo_stuck(self) -> bool:
        """Solo: every tile that can be turned is a sheep without a flower and no two are alike, so
        turning them can never take a pair nor move a fence."""
        turnable = bits(self.turnable())
        kinds = [self.kinds[c] for c in turnable]
        if any(k is None or k >= SHEEP_KINDS for k in kinds) or any(self.flowers[c] >= 0 for c in turnable):
            return False
        return len(set(kinds)) == len(kinds)

    def _round_result(self) -> dict[str, Any]:
        enclosed = self.enclosed()
        return {
            "shepherd": self.shepherd,
            "sheep": self.sheep,
            "taken": [KINDS[k] for k in self.taken],
            "enclosed_tiles": [cell_text(c) for c in bits(self.tiles() & enclosed)],
            "enclosed": [cell_text(c) for c in bits(enclosed)],
            "left": [cell_text(c) for c in bits(self.tiles())],
            "fences": [edge_text(e) for e in range(EDGES) if self.fences >> e & 1],
            "sheep_points": len(self.taken),
            "shepherd_points": bin(self.tiles() & enclosed).count("1"),
        }

    def _end_round(self) -> None:
        self.results.append(self._round_result())
        self.this_turn = []
        if self.solo or self.round == 1:
            self.phase, self.mover = OVER, None
            return
        self.round = 1
        self.round_start = len(self.history) + 1  # this move is the last of round 1
        _lay_field(self, 1 - self.shepherd)  # type: ignore[operator]

    def undo_barrier(self) -> int:
        return self.revealed

    # -- scores --
    def round_points(self) -> list[int]:
        """This round so far: the sheep taken, and the tiles on enclosed cells."""
        points = [0] * self.players
        if self.mover is None:
            return points
        points[self.sheep] += len(self.taken)
        if self.shepherd is not None:
            points[self.shepherd] += bin(self.tiles() & self.enclosed()).count("1")
        return points

    def scores(self) -> list[int]:
        """Two players: both rounds' points added (the round in play counted as it stands). Solo: the
        sheep taken off the field (20 and no tile left is a win)."""
        totals = self.round_points()
        for result in self.results:
            totals[result["sheep"]] += result["sheep_points"]
            if result["shepherd"] is not None:
                totals[result["shepherd"]] += result["shepherd_points"]
        return totals

    def won(self) -> bool | None:
        """Solo: whether the field was emptied (None while playing, and in the two-player game)."""
        if not self.solo or self.mover is not None:
            return None
        return not self.tiles()

    # -- what a seat sees --
    def view(self, seat: int | None = None) -> KluitzView:
        """What ``seat`` sees (its shape: ``view.KluitzView``)."""
        mine = seat is not None and 0 <= seat < self.players
        enclosed = self.enclosed()
        return {
            "game": INFO.id,
            "seat": seat if mine else None,
            "players": self.players,
            "options": cast("KluitzOptions", dict(self.options)),
            "round": self.round,
            "round_moves": len(self.history) - self.round_start,
            "shepherd": self.shepherd,
            "sheep": self.sheep,
            "to_move": self.mover,
            "phase": self.phase,
            "placed": self.placed,
            "supply": self.supply,
            "fences": [edge_text(e) for e in range(EDGES) if self.fences >> e & 1],
            # per cell: "" no tile, "?" face down, else the kind face up
            "field": [self._shown(c) for c in range(CELLS)],
            "flowers": {cell_text(c): SIDES[self.flowers[c]] for c in bits(self.up) if self.solo and self.flowers[c] >= 0},
            "seen": [cell_text(c) for c in bits(self.seen & self.tiles())],
            "enclosed": [cell_text(c) for c in bits(enclosed)],
            "this_turn": [cell_text(c) for c in self.this_turn],
            "end_phase": self.end_phase,
            "last_turn": self.last_turn,
            "taken": [KINDS[k] for k in self.taken],
            "removed": cast("list[Removed]", [list(r) for r in self.removed]),  # lists, which the type calls tuples
            "results": cast("list[KluitzResult]", [_copy_result(r) for r in self.results]),
            "round_points": self.round_points(),
            "scores": self.scores(),
            "last": list(self.last),
            "history": [str(a) for a in self.history],
            "over": self.mover is None,
            "won": self.won(),
            "winners": self.winners(),
            "legal": [str(a) for a in self.legal_actions()] if mine and self.mover == seat else [],
        }

    def _shown(self, c: int) -> str:
        kind = self.kinds[c]
        if kind is None:
            return ""
        return KINDS[kind] if self.up >> c & 1 else "?"

    def clone(self) -> KluitzState:
        other = KluitzState.__new__(KluitzState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.kinds = list(self.kinds)
        other.flowers = list(self.flowers)
        other.this_turn = list(self.this_turn)
        other.taken = list(self.taken)
        other.removed = [list(r) for r in self.removed]
        other.results = list(self.results)  # results are never changed once made
        other.last = list(self.last)
        return other


def _copy_result(result: dict[str, Any]) -> dict[str, Any]:
    return {k: list(v) if isinstance(v, list) else v for k, v in result.items()}


def looking_back(past: KluitzView, now: KluitzView) -> KluitzView:
    """An earlier position of this round as a player may look back on it while the game goes on: a
    memory game, so a tile face down now shows face down there too (a tile taken since, which all
    saw go, and the earlier round's field stay as they were)."""
    if past["round"] != now["round"]:
        return past
    hidden = {cell_text(c) for c in range(CELLS) if now["field"][c] == "?" and past["field"][c] not in ("", "?")}
    if not hidden:
        return past
    field = ["?" if cell_text(c) in hidden else kind for c, kind in enumerate(past["field"])]
    last = list(past["last"])
    if last[:1] == ["turned"] and last[1] in hidden:
        last[2] = "?"
    flowers = {cell: side for cell, side in past["flowers"].items() if cell not in hidden}
    return cast("KluitzView", dict(past, field=field, last=last, flowers=flowers))


# --- new games and determinizations ---------------------------------------------------------------


def _deal(seed: int, round_number: int, solo: bool) -> tuple[list[int], list[int]]:
    """The kinds on the 25 cells and (solo) each tile's flower side, -1 for none."""
    rng = new_rng(seed, "kluitz-field", round_number)
    tiles = list(range(len(TILES)))  # tile numbers: 2 of each sheep kind's 4, and both shepherds, flower
    rng.shuffle(tiles)
    kinds = [TILES[t] for t in tiles]
    flowers = [-1] * CELLS
    if solo:
        for c, t in enumerate(tiles):
            if has_flower(t):
                flowers[c] = rng.randrange(4)
    return kinds, flowers


def has_flower(tile: int) -> bool:
    """Tile numbers 0..24 in TILES order: the first two of each sheep kind and both shepherds."""
    kind = TILES[tile]
    return kind == SHEPHERD or (kind < SHEEP_KINDS and tile % 4 < 2)


def _lay_field(state: KluitzState, shepherd: int | None) -> None:
    kinds, flowers = _deal(state.seed, state.round, state.solo)
    state.kinds, state.flowers = list(kinds), flowers
    state.up = state.seen = state.fences = 0
    state.supply = FENCES
    state.shepherd = shepherd
    state.placed = 0
    state.this_turn, state.taken, state.removed = [], [], []
    state.end_phase = state.last_turn = False
    if shepherd is None:
        state.phase, state.mover = TURNING, 0
    else:
        state.phase, state.mover = FENCING, shepherd


def _settle(seed: int, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
    settled, _ = INFO.settle_options(options)
    if settled["first"] == "random":
        settled["first"] = new_rng(seed, "kluitz-first").randrange(2)
    if players == 1:
        settled["first"] = 0
    return settled


def new_game(seed: int, players: int = 2, options: Mapping[str, Any] | None = None) -> KluitzState:
    if not INFO.min_players <= players <= INFO.max_players:
        raise ValueError(f"The Kluitz is played by 1 or 2, not {players}")
    settled = _settle(int(seed), players, options)
    state = KluitzState(int(seed), players, settled)
    _lay_field(state, None if players == 1 else settled["first"])
    return state


def determinize(view: Mapping[str, Any], rng: random.Random | None = None) -> KluitzState:
    """A full state consistent with ``view``: the face-down tiles dealt at random from those unseen."""
    rng = rng or random.Random()
    players = view["players"]
    state = KluitzState(0, players, dict(view["options"]))
    state.round, state.shepherd = view["round"], view["shepherd"]
    pool = list(range(len(TILES)))
    known = _place_known(state, view, pool)
    rng.shuffle(pool)
    for c, shown in enumerate(view["field"]):
        if shown == "?":
            tile = pool.pop()
            state.kinds[c] = TILES[tile]
            state.flowers[c] = rng.randrange(4) if state.solo and has_flower(tile) else -1
    state.up = known
    state.seen = sum(1 << parse_cell(t) for t in view["seen"])
    state.fences = sum(1 << parse_edge(t) for t in view["fences"])
    state.supply, state.phase, state.mover, state.placed = view["supply"], view["phase"], view["to_move"], view["placed"]
    state.this_turn = [parse_cell(t) for t in view["this_turn"]]
    state.end_phase, state.last_turn = view["end_phase"], view["last_turn"]
    state.taken = [KINDS.index(k) for k in view["taken"]]
    state.removed = [list(r) for r in view["removed"]]
    state.results = [_copy_result(r) for r in view["results"]]
    state.last = list(view["last"])
    state.history = [parse_action(t) for t in view["history"]]
    state.round_start = len(state.history) - view["round_moves"]
    state.revealed = max((i + 1 for i, a in enumerate(state.history) if isinstance(a, (Turn, Down))), default=0)
    return state


def _place_known(state: KluitzState, view: Mapping[str, Any], pool: list[int]) -> int:
    """Lay the face-up tiles of the view and take every public tile out of ``pool``; the face-up mask."""
    up = 0

    def use(kind: int, flower: str | None) -> None:
        wanted = flower is not None if state.solo else None
        for tile in pool:
            if TILES[tile] == kind and (wanted is None or has_flower(tile) == wanted):
                pool.remove(tile)
                return
        for tile in pool:  # the view's flowers cannot all be honoured: any tile of the kind
            if TILES[tile] == kind:
                pool.remove(tile)
                return

    for c, shown in enumerate(view["field"]):
        if shown not in ("", "?"):
            flower = view["flowers"].get(cell_text(c))
            state.kinds[c] = KINDS.index(shown)
            state.flowers[c] = SIDES.index(flower) if flower else -1
            use(state.kinds[c], flower)  # type: ignore[arg-type]
            up |= 1 << c
    for _cell, kind, flower in view["removed"]:
        use(KINDS.index(kind), flower)
    return up

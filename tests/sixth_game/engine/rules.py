"""Four by Four: two players take turns putting a stone of their colour on an empty cell of a 4x4
grid; the first with four in a row, a column or a diagonal wins, and a full grid without one is a
draw (score 1 for a win, 0 otherwise).

A test-only game (tests/sixth_game/): it shows that a game needs nothing outside its two packages.
Cells are named by column letter and row number (``a1`` .. ``d4``); an action is a cell's name.
Seat 0 plays first.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.core import GameInfo, IllegalAction, NotAMove, State, quoted

SIZE = 4
NAMES = tuple(f"{'abcd'[cell % SIZE]}{cell // SIZE + 1}" for cell in range(SIZE * SIZE))
LINES = (
    *(tuple(row * SIZE + col for col in range(SIZE)) for row in range(SIZE)),
    *(tuple(row * SIZE + col for row in range(SIZE)) for col in range(SIZE)),
    tuple(i * SIZE + i for i in range(SIZE)),
    tuple(i * SIZE + SIZE - 1 - i for i in range(SIZE)),
)

INFO = GameInfo(id="four-by-four", title="Four by Four", min_players=2, max_players=2)


class Cell(int):
    """An action: a cell's index, written as its name."""

    __slots__ = ()

    def __str__(self) -> str:
        return NAMES[self] if 0 <= self < len(NAMES) else f"cell {int(self)}"


CELLS = tuple(Cell(i) for i in range(SIZE * SIZE))
BY_NAME = {name: CELLS[i] for i, name in enumerate(NAMES)}


def parse_action(text: str) -> Cell:
    """The cell a name names; anything else is no move (exact names only: no spaces, no capitals)."""
    cell = BY_NAME.get(text) if isinstance(text, str) else None
    if cell is None:
        raise NotAMove(f"{quoted(text)} is not a cell (a1 to d4)", "not-a-move", text=str(text))
    return cell


def line_of(board: list[int]) -> tuple[int, ...]:
    """The first full line of one colour on the board, or ()."""
    for line in LINES:
        first = board[line[0]]
        if first and all(board[c] == first for c in line):
            return line
    return ()


class FourState(State):
    info = INFO
    action_types = (Cell,)

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.options: dict[str, Any] = {}
        self.players = 2
        self.history: list[Cell] = []
        self.board = [0] * (SIZE * SIZE)  # 0 empty, 1 seat 0's stone, 2 seat 1's
        self.mover = 0
        self.last = -1

    @property
    def to_move(self) -> int | None:
        return None if line_of(self.board) or all(self.board) else self.mover

    def legal_actions(self) -> list[Cell]:
        return [] if self.to_move is None else [CELLS[c] for c in range(SIZE * SIZE) if not self.board[c]]

    def parse_action(self, text: str) -> Cell:
        return parse_action(text)

    def refusal(self, action: Any) -> IllegalAction:
        return IllegalAction(f"{action} already holds a stone", "taken", cell=str(action))

    def _play(self, cell: Cell) -> None:
        self.board[cell] = self.mover + 1
        self.last = int(cell)
        self.mover ^= 1

    def scores(self) -> list[int]:
        line = line_of(self.board)
        return [int(bool(line) and self.board[line[0]] == seat + 1) for seat in (0, 1)]

    def clone(self) -> FourState:
        other = FourState(self.seed)
        other.history, other.board = list(self.history), list(self.board)
        other.mover, other.last = self.mover, self.last
        return other

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """Four by Four hides nothing: every seat sees the whole grid."""
        over = self.is_over
        return {
            "game": INFO.id,
            "seat": seat,
            "stones": {NAMES[c]: v - 1 for c, v in enumerate(self.board) if v},
            "mover": self.mover,
            "to_move": self.to_move,
            "last": NAMES[self.last] if self.last >= 0 else None,
            "legal": [NAMES[c] for c in self.legal_actions()],
            "line": [NAMES[c] for c in line_of(self.board)],
            "scores": self.scores(),
            "over": over,
            "winners": self.winners(),
        }


def new_game(seed: int, players: int = 2, options: Mapping[str, Any] | None = None) -> FourState:
    if players != 2:
        raise ValueError("Four by Four is played by two")
    INFO.settle_options(options)  # refuses any option: the game has none
    return FourState(int(seed))


def determinize(view: Mapping[str, Any], rng: random.Random | None = None) -> FourState:
    """The state behind a view (nothing is hidden: this is exact)."""
    state = FourState(0)
    for name, seat in view["stones"].items():
        state.board[BY_NAME[name]] = seat + 1
    state.mover = view["mover"]
    state.last = BY_NAME[view["last"]] if view["last"] else -1
    return state

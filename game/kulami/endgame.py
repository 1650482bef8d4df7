"""The end of a Kulami game, solved exactly: which next marbles win, draw or lose against any reply.

Once few marbles are left the row/column rule and the two forbidden plates leave only a few holes
at each turn, so an alpha-beta search over win / draw / loss (from the plates alone: a game with
zones or chains is not solved here) settles the last 16 or so marbles in a fraction of a second in
CPython. :class:`Endgame` solves the moves of one position one after another, within a deadline it
is given, so that a page can run it in short slices: a slice that runs out of time leaves what it
proved in a table and the next slice goes on from there. The table's keys name whole boards, so a
player's next solve in the same game can be handed it (``known``): a position already valued is
not searched again, and a move the table holds as a win is tried first.

Values are from the point of view of the player to move: 1 a win, 0 a draw, -1 a loss.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from .rules import Layout, playout_table

WIN, DRAW, LOSS = 1, 0, -1
_KEYS = random.Random(20261127)  # fixed: the table's keys are the same in every run
_MARBLE_KEYS = [[_KEYS.getrandbits(62) for _ in range(101)] for _ in range(3)]
_LAST_KEYS = [_KEYS.getrandbits(62) for _ in range(101)]
_PLATE_KEYS = [_KEYS.getrandbits(62) for _ in range(101)]
_EXACT, _AT_LEAST, _AT_MOST = 0, 1, -1
_KEEP_FROM = 4  # positions with fewer marbles left are solved again rather than kept
_CHECK_EVERY = 1024  # positions between two looks at the clock
_ORDER_FROM = 5  # positions with at least this many marbles left try first the moves leaving the fewest replies


class OutOfTime(Exception):
    """The deadline of a slice passed in the middle of a move's proof."""


class Endgame:
    """The exact values of the legal moves of a position (``board``: 0 empty, 1 red, 2 black)."""

    def __init__(self, layout: Layout, board: Sequence[int], last: int, previous: int, mover: int,
                 remaining: int, known: dict[int, tuple[int, int]] | None = None) -> None:
        self.table = playout_table(layout)
        self.plate_of = list(layout.plate_of) + [-1]  # [-1]: no hole, no plate
        self.sizes = [len(plate) for plate in layout.plates]
        self.board = list(board)
        self.balance = [sum((self.board[c] == 1) - (self.board[c] == 2) for c in plate) for plate in layout.plates]
        self.last, self.pp, self.mover, self.remaining = last, self.plate_of[previous], mover, remaining
        self.moves = [c for c in self.table[last][self.pp] if not self.board[c]] if remaining else []
        self.values: dict[int, int] = {}  # hole -> value of playing it, for the mover
        # position key -> (bound kind, value); the keys name whole boards, so a table may be handed on
        # from the solve of an earlier position of the same game (``known``) and go on filling
        self.known: dict[int, tuple[int, int]] = {} if known is None else known
        self.key = 0
        for cell, marble in enumerate(self.board):
            if marble:
                self.key ^= _MARBLE_KEYS[marble][cell]
        self._counter = [0]  # positions visited
        self._deadline = 0.0
        self._value = self._negamax()

    @property
    def nodes(self) -> int:
        return self._counter[0]

    @property
    def solved(self) -> bool:
        """Every move valued, or a winning one found (nothing can do better)."""
        return WIN in self.values.values() or len(self.values) == len(self.moves)

    def best_value(self) -> int | None:
        """The value of the position once solved, else None."""
        return max(self.values.values()) if self.solved and self.values else None

    def candidates(self) -> list[int]:
        """The moves that may be best: once solved, those of the best value; before, every move but
        those proven worse than another."""
        if not self.values:
            return list(self.moves)
        top = max(self.values.values())
        if self.solved:
            return [c for c, v in self.values.items() if v == top]
        return [c for c in self.moves if self.values.get(c, top) >= top]

    def run(self, deadline: float, order: Sequence[int] = ()) -> bool:
        """Value the moves not valued yet, those of ``order`` first, until ``deadline``
        (``time.perf_counter``); True once solved."""
        self._deadline = deadline
        pending = [c for c in order if c in self.moves] + [c for c in self.moves if c not in order]
        pending.sort(key=lambda c: not self._known_win(c))  # a win the table holds first
        board, balance = self.board[:], self.balance[:]
        for cell in pending:
            if self.solved:
                break
            if cell not in self.values:
                try:
                    self.values[cell] = self._move_value(cell)
                except OutOfTime:
                    self.board[:], self.balance[:] = board, balance  # as it was before the move
                    return False
        return self.solved

    def _known_win(self, cell: int) -> bool:
        """Whether the table (handed on from an earlier solve) already holds playing ``cell`` as a win."""
        key = self.key ^ _MARBLE_KEYS[self.mover][cell] ^ _LAST_KEYS[cell] ^ _PLATE_KEYS[self.plate_of[self.last]]
        kept = self.known.get(key)  # the reply's position: lost for the one to play it?
        return kept is not None and kept[1] == LOSS and kept[0] != _AT_LEAST

    def value_of(self, cell: int) -> int:
        """The value of playing ``cell`` (one of ``moves``) now, for the mover, however long it takes."""
        if cell not in self.values:
            self._deadline = float("inf")
            self.values[cell] = self._move_value(cell)
        return self.values[cell]

    def _move_value(self, cell: int) -> int:
        """The value of playing ``cell`` now, for the mover."""
        plate, mover = self.plate_of[cell], self.mover
        self.board[cell] = mover
        self.balance[plate] += 1 if mover == 1 else -1
        score = sum(size * ((b > 0) - (b < 0)) for size, b in zip(self.sizes, self.balance))
        value = -self._value(cell, self.plate_of[self.last], 3 - mover, self.remaining - 1, LOSS, WIN, score,
                             self.key ^ _MARBLE_KEYS[mover][cell])
        self.board[cell] = 0
        self.balance[plate] -= 1 if mover == 1 else -1
        return value

    def _negamax(self) -> Callable[[int, int, int, int, int, int, int, int], int]:
        """The search over win / draw / loss, its tables bound as locals (a third faster in CPython)."""
        board, balance, plate_of, sizes, table = self.board, self.balance, self.plate_of, self.sizes, self.table
        known, clock, counter = self.known, time.perf_counter, self._counter

        def value(last: int, pp: int, mover: int, remaining: int, alpha: int, beta: int, score: int,
                  key: int) -> int:
            """The value for ``mover`` (to play after ``last``, the plate ``pp`` played before it),
            bounded by (alpha, beta); ``score``: Red's points less Black's now."""
            counter[0] += 1
            if not counter[0] % _CHECK_EVERY and clock() >= self._deadline:
                raise OutOfTime
            moves = [c for c in table[last][pp] if not board[c]] if remaining else []
            if not moves:
                mine = score if mover == 1 else -score
                return (mine > 0) - (mine < 0)
            position = key ^ _LAST_KEYS[last] ^ _PLATE_KEYS[pp]
            kept = known.get(position)
            if kept is not None:
                kind, found = kept
                if kind == _EXACT or (kind == _AT_LEAST and found >= beta) or (kind == _AT_MOST and found <= alpha):
                    return found
            floor, best, step, keys, next_pp = alpha, LOSS - 1, 1 if mover == 1 else -1, _MARBLE_KEYS[mover], plate_of[last]
            if remaining >= _ORDER_FROM and len(moves) > 2:
                moves.sort(key=lambda c: sum(1 for h in table[c][next_pp] if not board[h]))
            for cell in moves:
                plate = plate_of[cell]
                before = balance[plate]
                after = balance[plate] = before + step
                board[cell] = mover
                change = sizes[plate] * (((after > 0) - (after < 0)) - ((before > 0) - (before < 0)))
                found = -value(cell, next_pp, 3 - mover, remaining - 1, -beta, -alpha, score + change, key ^ keys[cell])
                board[cell] = 0
                balance[plate] = before
                if found > best:
                    best = found
                    if found > alpha:
                        alpha = found
                        if alpha >= beta:
                            break
            if remaining >= _KEEP_FROM:
                known[position] = (_AT_MOST if best <= floor else _AT_LEAST if best >= beta else _EXACT, best)
            return best

        return value

"""A fast UCT search for Kulami, with the interface of :class:`game.ai.mcts.Search`.

Kulami hides nothing, so a view gives the one state behind it. This search then works on a bare
board (a list of 100 ints: 0 empty, 1 red, 2 black) and hole numbers rather than on states and
action texts, plays uniformly random playouts inline with the line table of
``kulami.playout_table``, and scores only the plates still undecided at its root: about three
times the iterations per second of the generic search, which is what makes it stronger.

The hard level's settings (``LEVEL_SETTINGS``, measured against ``hard-2026`` in
docs/benchmarks.md): its playouts stop ``horizon`` marbles after the tree (20), for 1.2 times the
iterations a second in CPython and in Pyodide (10 marbles when, at the pace of its last move, this
one would make fewer than 2,000 iterations: a slow device or a short clock is better served by
more, shorter playouts), and count each plate still open at its odds (``odds``, ``kulami.odds``:
what such a lead has been worth in games), the expected margin made a chance of winning; a playout
that reaches the end is worth 1 for a win, 0.5 for a draw, 0 for a loss (``reward="win"``: the
margin does not pull it towards big scores); and it keeps its tree from one move to the next
(``keeps_tree``).

With ``solve`` (18 for hard; 14 when this move will make fewer than 2,000 iterations, where the
solver from 18 marbles took time the tree search used better), a position with at most that many
marbles left is first solved exactly (``kulami.endgame``) for up to ``SOLVE_SHARE`` of the time: a winning move is played at
once; otherwise the tree search spends the rest of the time among the moves of the best value (a
draw, or, when every move loses, all of them: the one most likely to make the opponent err). Games
with zones or chains are not solved. The solver is handed the table of positions its last move's
solver valued (``previous``), so a won end, once proven, is not searched again.

With ``previous`` (the search an agent made for its own last move) it goes on from the subtree of
the two moves played since, when the view's board is exactly that one's board plus those two
marbles; otherwise it starts a fresh tree.
"""

from __future__ import annotations

from collections.abc import Mapping
import time
from math import exp, log, sqrt
from operator import itemgetter
from typing import Any, cast

from . import rules as kulami
from .endgame import WIN, Endgame
from .odds import MARGIN_SCALE, plate_points
from ..core import GameModule, new_rng
from ..ai.mcts import Search

RED, BLACK = 1, 2  # board values
SIGNED = {0: 0, RED: 1, BLACK: -1}  # a board value as the iterations' boards hold it (a plate's sum: who leads)
UNSIGNED = {0: 0, 1: RED, -1: BLACK}
SOLVE_SHARE = 0.6  # the most of a move's time the exact solver may take
# per level, the search's settings when the caller gives none: ``solve``, exactly with at most this
# many marbles left; ``horizon``, the marbles a playout plays before the plates are counted (0: to
# the end); ``short_solve`` and ``short_horizon`` instead when the move is expected to make fewer
# than ``short_below`` iterations (at the pace of the agent's last search); ``reward``;
# ``keep_tree``, go on from the last move's tree; ``odds``, a playout stopped at its horizon counts
# the open plates at their odds (``kulami.odds``) rather than for whoever leads them
LEVEL_SETTINGS: dict[str, dict[str, Any]] = {
    "hard": {"solve": 18, "short_solve": 14, "horizon": 20, "short_horizon": 10, "short_below": 2000,
             "reward": "win", "keep_tree": True, "odds": True},
}
PACED = 100  # the fewest iterations a search must make for its pace to be taken as the next one's


class Node:
    __slots__ = ("cell", "player", "visits", "wins", "mean", "spread", "untried", "children")

    def __init__(self, cell: int, player: int) -> None:
        self.cell = cell  # the hole played to reach this node
        self.player = player  # who played it (1 red, -1 black): ``wins`` count for them
        self.visits = 0
        self.wins = 0.0
        self.mean = 0.0  # wins / visits
        self.spread = 1.0  # 1 / sqrt(visits): UCT's exploration term but for its parent's factor
        self.untried: list[int] | None = None  # legal holes not expanded yet (None: not listed yet)
        self.children: list[Node] = []


class KulamiSearch(Search):
    """UCT on Kulami boards.

    ``exploration`` is UCT's constant; ``reward`` is "margin" (0.9 for a win, 0.45 for a draw,
    plus up to 0.1 for the score margin, as the generic search) or "win" (1, 0.5, 0). Settings left
    as None take the level's (``LEVEL_SETTINGS``), else the plain search's.
    """

    root_state: kulami.KulamiState
    # its own tree, of this module's nodes (the generic search's are another class)
    root: Node  # type: ignore[assignment]

    def __init__(self, module: GameModule, view: Mapping[str, Any], seed: int, iterations: int,
                 seconds: float, exploration: float = 0.7, margin_scale: float = 16.0,
                 reward: str | None = None, previous: KulamiSearch | None = None, level: str = "",
                 solve: int | None = None, horizon: int | None = None, keep_tree: bool | None = None,
                 odds: bool | None = None, **_: Any) -> None:
        own = LEVEL_SETTINGS.get(level, {})
        reward = own.get("reward", "margin") if reward is None else reward
        self.pace_before = previous.pace if isinstance(previous, KulamiSearch) else None
        short = self._short(own, iterations, seconds)

        def setting(name: str) -> int:  # the level's, its short one on a short move
            return int(own.get(f"short_{name}", own.get(name, 0)) if short else own.get(name, 0))

        solve = setting("solve") if solve is None else int(solve)
        self.ended: float | None = None
        self.horizon = setting("horizon") if horizon is None else int(horizon)
        self.keeps_tree = bool(own.get("keep_tree", False) if keep_tree is None else int(keep_tree))
        self.odds = bool(own.get("odds", False) if odds is None else int(odds))
        self.module = module
        self.view = view
        self.rng = new_rng(seed, "mcts", 0)
        self.rand = self.rng.random
        self.hidden = False
        state = cast(kulami.KulamiState, module.determinize(view, self.rng))
        self.root_state = state
        self.seat = state.to_move
        self.layout = layout = state.layout
        self.board = list(state.board)
        self.plate_of = list(layout.plate_of) + [-1]  # [-1]: no hole, no plate
        self.last = state.last
        self.pp = self.plate_of[state.previous]  # the plate of the marble before the last
        self.mover = state.mover + 1
        self.remaining = 2 * kulami.MARBLES_EACH - state.placed
        self.iterations = iterations
        self.done_iterations = 0
        self.seconds = seconds
        self.started: float | None = None
        self.exploration = exploration
        self.margin_scale = float(margin_scale)
        self.win_only = reward == "win"
        self.legal = state.legal_actions()
        self.table = kulami.playout_table(layout)
        self.bonuses = bool(state.options.get("zones") or state.options.get("chains"))
        self._plan_scoring()
        self.signed = [SIGNED[v] for v in self.board]  # the board the iterations copy: 1 red, -1 black
        self.root = self._reused(previous) or Node(-1, -SIGNED[self.mover])
        self.reused_visits = self.root.visits
        self.endgame: Endgame | None = None
        self.narrowed = False  # the root's moves narrowed to the solver's candidates
        if len(self.legal) > 1 and not self.bonuses and self.remaining <= solve:
            self.endgame = Endgame(layout, self.board, self.last, state.previous, self.mover, self.remaining,
                                   known=self._solved_before(previous))

    def _short(self, own: Mapping[str, Any], iterations: int, seconds: float) -> bool:
        """Whether this move will make few iterations (the level's short horizon and solver then), by
        the pace of the agent's last search (none known yet: not short)."""
        pace = self.pace_before
        return "short_below" in own and pace is not None and min(iterations, pace * seconds) < own["short_below"]

    @property
    def pace(self) -> float | None:
        """Iterations a second of wall clock this search made once done (enough of them to tell, and no
        time given to the solver), else the pace it was given by the search before it."""
        if self.ended is None or self.started is None or self.endgame is not None or self.done_iterations < PACED:
            return self.pace_before
        return self.done_iterations / max(self.ended - self.started, 1e-9)

    def _plan_scoring(self) -> None:
        """Points of the plates no playout can change any more, and getters for the others."""
        self.fixed = [0, 0]
        self.open_plates: list[tuple[Any, int]] = []
        self.open_points: list[tuple[Any, dict[tuple[int, ...], float]]] = []  # with ``odds``
        for plate in self.layout.plates:
            marbles = [self.board[c] for c in plate]
            balance = marbles.count(RED) - marbles.count(BLACK)
            if abs(balance) > marbles.count(0):
                self.fixed[0 if balance > 0 else 1] += len(plate)
            else:
                getter = itemgetter(*plate)
                self.open_plates.append((getter, len(plate)))
                if self.odds:
                    self.open_points.append((getter, plate_points(len(plate))))

    def _solved_before(self, previous: KulamiSearch | None) -> dict[int, tuple[int, int]] | None:
        """The table of positions the solver of ``previous`` valued, when it was on this layout."""
        if isinstance(previous, KulamiSearch) and previous.endgame is not None and previous.layout is self.layout:
            return previous.endgame.known
        return None

    # -- tree reuse ---------------------------------------------------------------------------
    def _reused(self, previous: KulamiSearch | None) -> Node | None:
        """The node of ``previous``'s tree for this position, two moves further, if it is there."""
        if not isinstance(previous, KulamiSearch) or previous.layout is not self.layout:
            return None
        if previous.root_state.options != self.root_state.options or previous.remaining != self.remaining + 2:
            return None
        mine, theirs = self.root_state.previous, self.last
        if mine < 0 or theirs < 0 or previous.mover != self.mover or previous.board[mine] or previous.board[theirs]:
            return None
        expected = list(previous.board)
        expected[mine], expected[theirs] = previous.mover, 3 - previous.mover
        if expected != self.board:
            return None
        node = previous.root
        for cell in (mine, theirs):
            found = next((child for child in node.children if child.cell == cell), None)
            if found is None:
                return None
            node = found
        return node

    # -- one iteration ------------------------------------------------------------------------
    def _iterate(self) -> None:
        board = self.signed[:]
        table, plate_of = self.table, self.plate_of
        last, pp, mover, remaining = self.last, self.pp, SIGNED[self.mover], self.remaining
        rand = self.rand
        node = self.root
        path = [node]
        # selection and expansion
        while True:
            untried = node.untried
            if untried is None:
                untried = node.untried = [h for h in table[last][pp] if not board[h]] if remaining else []
            if untried:
                i = int(rand() * len(untried))
                cell = untried[i]
                untried[i] = untried[-1]
                untried.pop()
                child = Node(cell, mover)
                node.children.append(child)
                board[cell] = mover
                pp, last = plate_of[last], cell
                mover = -mover
                remaining -= 1
                path.append(child)
                break
            children = node.children
            if not children:
                break  # the game is over here
            scale = self.exploration * sqrt(log(node.visits))
            best = -1.0
            for candidate in children:
                value = candidate.mean + scale * candidate.spread
                if value > best:
                    best, child = value, candidate
            cell = child.cell
            board[cell] = mover
            pp, last = plate_of[last], cell
            mover = -mover
            remaining -= 1
            path.append(child)
            node = child
        horizon = self.horizon
        limit = horizon if 0 < horizon < remaining else remaining
        over = self._random_playout(board, last, pp, mover, limit) > 0 or limit == remaining
        red = self._result(board) if over or not self.odds or self.bonuses else self._odds_result(board)
        black = 1.0 - red
        # back-propagation
        for visited in path:
            n = visited.visits = visited.visits + 1
            w = visited.wins = visited.wins + (red if visited.player > 0 else black)
            visited.mean = w / n
            visited.spread = 1.0 / sqrt(n)

    def _result(self, board: list[int]) -> float:
        """Red's reward for ``board``, each plate counted for whoever leads it."""
        if self.bonuses:
            red_points, black_points = self.root_state._points([UNSIGNED[v] for v in board])
        else:
            red_points, black_points = self.fixed
            for getter, size in self.open_plates:
                balance = sum(getter(board))
                if balance > 0:
                    red_points += size
                elif balance < 0:
                    black_points += size
        if red_points > black_points:
            red = 1.0
        elif red_points < black_points:
            red = 0.0
        else:
            red = 0.5
        if not self.win_only:
            margin = (red_points - black_points) / self.margin_scale
            red = 0.9 * red + 0.05 * (1.0 + (1.0 if margin > 1.0 else -1.0 if margin < -1.0 else margin))
        return red

    def _odds_result(self, board: list[int]) -> float:
        """Red's reward for ``board`` with marbles still to play: its expected margin, each open
        plate at its odds (``kulami.odds``), made a chance of winning."""
        margin = float(self.fixed[0] - self.fixed[1])
        for getter, points in self.open_points:
            margin += points[getter(board)]
        return 1.0 / (1.0 + exp(-margin / MARGIN_SCALE))

    def _random_playout(self, board: list[int], last: int, pp: int, mover: int, remaining: int) -> int:
        """A uniformly random playout (as kulami.random_playout) of ``remaining`` marbles at most;
        the marbles it did not play (more than 0: the game ended)."""
        table, plate_of, rand = self.table, self.plate_of, self.rand
        while remaining:
            options = table[last][pp]
            count = len(options)
            if not count:
                break
            # up to four holes drawn among the options, then one among the empty ones (each empty
            # hole as likely); unrolled, as a loop here costs what the extra draws save
            cell = options[int(rand() * count)]
            if board[cell]:
                cell = options[int(rand() * count)]
                if board[cell]:
                    cell = options[int(rand() * count)]
                    if board[cell]:
                        cell = options[int(rand() * count)]
                        if board[cell]:
                            empty = [h for h in options if not board[h]]
                            if not empty:
                                break
                            cell = empty[int(rand() * len(empty))]
            pp, last = plate_of[last], cell
            board[cell] = mover
            mover = -mover
            remaining -= 1
        return remaining

    # -- the exact end ------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        """Done at once when the solver proves a win or leaves one best move."""
        endgame = self.endgame
        if endgame is not None and endgame.solved and (endgame.best_value() == WIN or len(endgame.candidates()) == 1):
            return True
        return super().finished

    def step(self, max_seconds: float = 0.05) -> bool:
        """The solver's slices first (up to ``SOLVE_SHARE`` of the time), then the tree search's."""
        done = self._step(max_seconds)
        if done and self.ended is None:
            self.ended = time.perf_counter()
        return done

    def _step(self, max_seconds: float) -> bool:
        endgame = self.endgame
        if endgame is None or self.narrowed:
            return super().step(max_seconds)
        start = time.perf_counter()
        if self.started is None:
            self.started = start
        until = self.started + SOLVE_SHARE * self.seconds
        order = [child.cell for child in sorted(self.root.children, key=lambda n: -n.visits)]  # a kept tree's
        if not endgame.run(min(start + max_seconds, until), order) and time.perf_counter() < until:
            return False
        self._keep_to(endgame.candidates())
        self.narrowed = True
        return self.finished

    def _keep_to(self, cells: list[int]) -> None:
        """Search only among ``cells`` from now on (the moves the solver found best)."""
        root = self.root
        untried = root.untried if root.untried is not None else cells  # not listed yet: none tried
        root.untried = [h for h in untried if h in cells]
        root.children = [child for child in root.children if child.cell in cells]

    # -- the decision -------------------------------------------------------------------------
    def best(self) -> Any:
        """The best move the solver proved (a win; or the most visited of the best ones), else the
        most visited legal move (the only one, when there is one)."""
        proven = self.endgame.candidates() if self.endgame is not None else []
        if len(self.legal) == 1:
            return self.legal[0]
        children = [n for n in self.root.children if not proven or n.cell in proven]
        if not children:
            return kulami.HOLES[proven[0]] if proven else self.rng.choice(self.legal)
        child = max(children, key=lambda n: (n.visits, n.mean))
        return kulami.HOLES[child.cell]

    def statistics(self) -> list[tuple[str, int, float]]:
        """(move, visits, mean reward) for each explored move, most visited first."""
        rows = [(kulami.hole_name(n.cell), n.visits, n.mean) for n in self.root.children]
        return sorted(rows, key=lambda r: -r[1])

"""Monte Carlo tree search over any game of the protocol, from a view.

Perfect information: the view is turned into the one state behind it and searched with UCT.
Hidden information: every iteration searches a fresh determinization of the view (single-observer
ISMCTS), and a move's statistics count only the iterations in which it was legal.

A game may speed up or sharpen the search by giving its states a ``rollout(rng) -> scores`` method
(its own playout policy); otherwise the playout picks uniformly random legal actions.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from typing import Any

from ..core import GameModule, State, load, new_rng


class Node:
    __slots__ = ("seat", "visits", "reward", "available", "children")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # who chose the move that leads here
        self.visits = 0
        self.reward = 0.0  # summed from ``seat``'s point of view
        self.available = 0  # iterations in which this move was legal (ISMCTS)
        self.children: dict[str, Node] = {}


def outcome(scores: Sequence[float], margin_scale: float) -> list[float]:
    """Per seat, 1 for a sole win, shared on a draw, 0 for a loss, nudged by the score margin."""
    best = max(scores)
    winners = sum(1 for s in scores if s == best)
    result = []
    for seat, score in enumerate(scores):
        other = max((s for i, s in enumerate(scores) if i != seat), default=score)
        win = (1.0 / winners) if score == best else 0.0
        margin = max(-1.0, min(1.0, (score - other) / margin_scale))
        result.append(0.9 * win + 0.05 * (1.0 + margin))
    return result


class Search:
    """One decision in progress: call ``step`` until it returns True, then read ``best()``."""

    def __init__(self, module: GameModule, view: Mapping[str, Any], seed: int, iterations: int,
                 seconds: float, exploration: float = 0.7, margin_scale: float = 16.0, **_: Any) -> None:
        self.module = module
        self.view = view
        self.rng = new_rng(seed, "mcts", len(view.get("history", ())) if isinstance(view, Mapping) else 0)
        self.hidden = module.INFO.hidden_information
        self.root_state = module.determinize(view, self.rng)
        self.seat = self.root_state.to_move
        self.root = Node(-1)
        self.iterations = iterations
        self.done_iterations = 0
        self.seconds = seconds
        self.started: float | None = None  # wall clock: in a page, the time between slices counts too
        self.exploration = exploration
        self.margin_scale = margin_scale
        self.legal = self.root_state.legal_actions()

    @property
    def spent(self) -> float:
        return 0.0 if self.started is None else time.perf_counter() - self.started

    @property
    def finished(self) -> bool:
        return len(self.legal) <= 1 or self.done_iterations >= self.iterations or self.spent >= self.seconds

    def step(self, max_seconds: float = 0.05) -> bool:
        """Search for up to ``max_seconds`` (within the budget left); True once the decision is made.

        The budget runs on the wall clock from the first step, so a page that yields between
        slices still gets its move in ``seconds``.
        """
        start = time.perf_counter()
        if self.started is None:
            self.started = start
        stop = min(start + max_seconds, self.started + self.seconds)
        while not self.finished:
            for _ in range(4):
                self._iterate()
                self.done_iterations += 1
                if self.done_iterations >= self.iterations:
                    break
            if time.perf_counter() >= stop:
                break
        return self.finished

    def run(self) -> Any:
        while not self.step(self.seconds):
            pass
        return self.best()

    def best(self) -> Any:
        """The most visited legal move (the only one, when there is one)."""
        if len(self.legal) == 1 or not self.root.children:
            return self.legal[0] if len(self.legal) == 1 else self.rng.choice(self.legal)
        by_text = {str(a): a for a in self.legal}
        ranked = sorted(
            ((node.visits, node.reward / max(1, node.visits), text) for text, node in self.root.children.items()
             if text in by_text),
            key=lambda item: (item[0], item[1]),
            reverse=True,
        )
        return by_text[ranked[0][2]]

    def statistics(self) -> list[tuple[str, int, float]]:
        """(move, visits, mean reward) for each explored move, most visited first."""
        rows = [(t, n.visits, n.reward / max(1, n.visits)) for t, n in self.root.children.items()]
        return sorted(rows, key=lambda r: -r[1])

    # -- one iteration ------------------------------------------------------------------------
    def _iterate(self) -> None:
        state = self.module.determinize(self.view, self.rng) if self.hidden else self.root_state.clone()
        node = self.root
        path = [node]
        while not state.is_over:
            legal = state.legal_actions()
            seat = state.to_move
            assert seat is not None  # the game is not over
            texts = [(str(a), a) for a in legal]
            untried = [(t, a) for t, a in texts if t not in node.children]
            if self.hidden:
                for t, _ in texts:
                    child = node.children.get(t)
                    if child is not None:
                        child.available += 1
            if untried:
                text, action = untried[int(self.rng.random() * len(untried))]
                child = node.children[text] = Node(seat)
                child.available = 1
                state.apply(action)
                path.append(child)
                break
            text, action = self._select(node, texts)
            node = node.children[text]
            state.apply(action)
            path.append(node)
        rewards = outcome(self._playout(state), self.margin_scale)
        for visited in path:
            visited.visits += 1
            if visited.seat >= 0:
                visited.reward += rewards[visited.seat]

    def _select(self, node: Node, texts: list[tuple[str, Any]]) -> tuple[str, Any]:
        best, best_value = texts[0], -math.inf
        c = self.exploration
        parent_log = math.log(max(1, node.visits))
        for text, action in texts:
            child = node.children[text]
            log_n = math.log(max(1, child.available)) if self.hidden else parent_log
            value = child.reward / child.visits + c * math.sqrt(log_n / child.visits)
            if value > best_value:
                best, best_value = (text, action), value
        return best

    def _playout(self, state: State) -> list[int]:
        if state.is_over:
            return state.scores()
        rollout = getattr(state, "rollout", None)
        if rollout is not None:
            return rollout(self.rng)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(self.rng.random() * len(legal))])
        return state.scores()


class SlicedDecision:
    """A decision worked out by a generator (``self._work``, one small piece per ``next``) in slices,
    within a wall-clock cap of ``self.seconds``; ``self.choice`` is the move so far, ``self._done``
    set once there is nothing more to weigh. The subclass sets these and ``self.started = None``."""

    started: float | None
    seconds: float
    choice: Any
    _done: bool
    _work: Any

    @property
    def spent(self) -> float:
        return 0.0 if self.started is None else time.perf_counter() - self.started

    @property
    def finished(self) -> bool:
        return self._done or self.spent >= self.seconds

    def step(self, max_seconds: float = 0.02) -> bool:
        """Work for up to ``max_seconds`` (within the cap); True once the decision is made."""
        start = time.perf_counter()
        if self.started is None:
            self.started = start
        stop = min(start + max_seconds, self.started + self.seconds)
        while not self.finished:
            try:
                next(self._work)
            except StopIteration:
                self._done = True
                break
            if time.perf_counter() >= stop:
                break
        return self.finished

    def run(self) -> Any:
        while not self.step(max(self.seconds, 0.001)):
            pass
        return self.best()

    def best(self) -> Any:
        return self.choice

    rows: list[tuple[str, int, float]]  # (move, samples, value) of the moves weighed last, best first
    done_iterations: int

    def statistics(self) -> list[tuple[str, int, float]]:
        return list(self.rows)

    def _counted(self, work: Any) -> Any:
        """The work, counting its pieces (``done_iterations``, for the think log)."""
        for piece in work:
            self.done_iterations += 1
            yield piece


def search_class(module: GameModule, engine: str = "fast") -> type[Search]:
    """The search for a game: a search kept as it was (its package's ``frozen_searches[engine]``),
    else its own (its package's ``search_class()``) when it has one and ``engine`` is "fast" (or names
    a frozen search it does not have); the plain tree search otherwise, except for a game that searches no tree
    (``TREE_SEARCH = False``), which always plays with its own."""
    frozen = getattr(module, "frozen_searches", {}).get(engine)
    if frozen is not None:  # a level kept as it was (game.ai FROZEN_LEVELS)
        return frozen()
    if engine.isdigit():  # a frozen level of a game whose search has not changed since: its own
        engine = "fast"
    own = getattr(module, "search_class", None)
    if own is None or (engine != "fast" and getattr(module, "TREE_SEARCH", True)):
        return Search
    return own()


class MCTSAgent:
    """Searches each decision within ``iterations`` and ``seconds``; ``settings`` go to the search.

    With ``reuse``, or when the search asks for it (its ``keeps_tree``), the agent keeps its last
    search and hands it to the next one, which may go on from the subtree of the moves played since
    (a search checks that against the view it gets).
    """

    def __init__(self, seed: int = 0, iterations: int = 1000, seconds: float = 1.0, exploration: float = 0.7,
                 reuse: bool = False, engine: str = "fast", **settings: Any) -> None:
        self.seed = seed
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.reuse = reuse
        self.engine = engine
        self.settings = settings
        self.decisions = 0
        self._last: Search | None = None
        self.memory: Any = None  # memory games: what this player saw, as far as its level keeps it

    def observe(self, view: Mapping[str, Any]) -> None:
        """See a view after a move (anyone's). A game whose search keeps a memory (``make_memory``)
        remembers what was face up; the others need nothing."""
        make_memory = getattr(search_class(load(view["game"]), self.engine), "make_memory", None)
        if make_memory is None:
            return
        if self.memory is None:
            self.memory = make_memory(self.seed, **self.settings)
        self.memory.observe(view)

    def think(self, module: GameModule, view: Mapping[str, Any]) -> Search:
        self.decisions += 1
        cls = search_class(module, self.engine)
        extra = dict(self.settings)
        if self._last is not None and isinstance(self._last, cls):
            extra["previous"] = self._last
        if hasattr(cls, "make_memory"):
            self.observe(view)
            extra["memory"] = self.memory
        search = cls(module, view, self.seed * 1009 + self.decisions, self.iterations, self.seconds,
                     self.exploration, **extra)
        self._last = search if self.reuse or getattr(search, "keeps_tree", False) else None
        return search

    def choose(self, module: GameModule, view: Mapping[str, Any]) -> Any:
        return self.think(module, view).run()

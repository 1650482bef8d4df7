"""Hints during play and the review after a game: each move graded, a win-chance curve, the turning
points, and a game cut at any moment to try again from there.

Everything here sees the game as a seat saw it: every estimate for a seat is made from that seat's
view at that moment (``state.view(seat)``; what it cannot see is guessed as the computer players guess
it, with the game's ``determinize`` or its search's own sampling), never from the record's full
knowledge. A memory game's estimates also use what the seat saw earlier in the game (its views, fed
to the memory its computer player keeps). Details, the reason keys and the figures:
``docs/review.md``.

**Hint.** ``hint(game, view, seed=0, budget=None, seen=()) -> {"move": text, "why": [key, params] or
None}``: the move the hard level would play from ``view`` (``budget``: overrides of the hard level's
settings, e.g. ``{"seconds": math.inf, "iterations": 4000}`` for a result that does not depend on the
machine; ``seen``: the seat's earlier views, for a memory game), and the reason, an i18n key with its
parameters, from the game's ``hints.reason(view, move)``. :class:`Hint` is the same in slices
(``step(max_seconds) -> done``, ``progress``, ``result()``).

**Review.** ``Review(record, seats=None, budget=1.0, seed=0, lines=None)`` works in slices
(``step(max_seconds) -> done``, ``progress`` from 0 to 1, ``cancel()``) and its ``result()`` is JSON
data at any moment (the moves graded so far)::

    {"game", "version", "seed", "budget", "actions": count, "seats", "thresholds", "done", "progress",
     "moves": [{"n", "seat", "move", "best", "chance_before", "chance_after", "drop", "grade",
                "forced", "hinted"}],
     "curve": [[chance or None per seat] per position, len(actions) + 1 of them],
     "turning": [n, ...], "summary": {seat: {grade: count, "hints": count}}}

``n`` is the move's index in the record's actions; ``chance_before`` the seat's estimated chance of
winning with the best move found (``best``), ``chance_after`` with the move played, ``drop`` the
difference (never below 0). ``review(record, ...)`` runs it to the end. ``seats`` are the seats graded
(all by default); ``lines`` the seats whose curve is drawn (all by default): each seat's line is its own
estimate at its own decisions (before and after its move), carried across the others' moves; the last
position holds the result (1 a sole win, shared on a draw, 0 a loss). In a game without hidden
information for two with one seat graded, only that seat's positions are weighed and the other
line is its complement (the two add up to 100 %; the other's own search would not agree with it, each
search rating its own side's best a little high). In a finished game for two, a seat with no move
left (it stopped early) follows the other's estimates the same way, so its line shows what became of
its stop.

**Grades** on the drop in estimated win chance (lichess's thresholds on its own winning-chance scale):
inaccuracy from 0.10, mistake from 0.20, blunder from 0.30; below, good. A forced move (one legal
action) is always good and is not searched.

**Estimates.** A game's package may have a ``hints`` module with ``appraise(view, moves, work, seed,
memory)``, a generator (it yields between small pieces of work) that returns ``{"best": text,
"chances": {move text: chance}}`` for the seat to move, covering at least ``moves`` (the move played);
``work`` scales its budget (1 for the review, 4 for the benchmark's check). Without one, the plain
tree search of :mod:`game.ai.mcts` (a fresh determinization per iteration when information is hidden)
estimates every legal move, its rewards counting the win alone (``margin_scale`` infinite: a reward
is then 0.9 x win + 0.05, so the chance is ``(reward - 0.05) / 0.9``). The work is counted in
iterations or samples, never in seconds: the same record, seats, budget and seed give the same review
on any machine.

**Try again.** ``from_moment(record, n, players=None)``: the record cut to its first ``n`` actions (same
game, same seed: the same deal), to start a game there.

**Hints in a record.** A record may carry ``"hints"``: the indexes of the actions played after a hint
(``mark_hint``; ``hints_used`` counts them); the review marks those moves ``hinted``.
"""

from __future__ import annotations

import importlib
import math
import time
from collections.abc import Generator, Iterable, Mapping, Sequence
from typing import Any

from .core import GameModule, InvalidRecord, State, illegal_move, load, new_rng, parse_record, replay

REVIEW_VERSION = 3  # 2: a game with nothing hidden, one seat graded: the other line its complement;
# 3: a margin's chance through 1 / the players at an even margin (a third each in a game for three)
# Grades by the drop in estimated win chance, worst first (lichess: 0.3 / 0.2 / 0.1 of its scale).
THRESHOLDS: tuple[tuple[str, float], ...] = (("blunder", 0.30), ("mistake", 0.20), ("inaccuracy", 0.10))
GRADES = ("good", "inaccuracy", "mistake", "blunder")
TURNING_MOST, TURNING_LEAST = 5, 3  # turning points: at most, and at least when there are drops
SLICE = 0.01  # seconds a search works between two yields of an estimate
GENERIC_ITERATIONS = 2000  # the plain tree search's iterations per position, at budget 1
HINTS_KEY = "hints"  # a record's optional list of the actions played after a hint

Appraisal = dict[str, Any]  # {"best": text, "chances": {text: chance}}
Work = Generator[None, None, Appraisal]


# --- grades ------------------------------------------------------------------------------------------


def grade(drop: float, forced: bool = False) -> str:
    """The grade of a move that lowered its seat's estimated win chance by ``drop``."""
    if forced:
        return "good"
    for name, threshold in THRESHOLDS:
        if drop >= threshold - 1e-9:
            return name
    return "good"


def rounded(chance: float | None) -> float | None:
    return None if chance is None else round(min(1.0, max(0.0, float(chance))), 4)


def logistic(margin: float, scale: float, players: int = 2) -> float:
    """A projected score margin (the seat's points less the best other seat's) as a win chance: the
    logistic curve with ``scale`` points for a factor e in the odds, through 1 / ``players`` at an
    even margin (``1 / (1 + (players - 1) exp(-margin / scale))``: a third each in a game for three)."""
    x = margin / max(1e-9, scale)
    others = max(1, players - 1)
    if x >= 0:
        return 1.0 / (1.0 + others * math.exp(-min(x, 60.0)))
    e = math.exp(max(x, -60.0))
    return e / (e + others)


def result_share(winners: Sequence[int], seat: int) -> float:
    """A finished game's outcome for ``seat``: 1 for a sole win, shared on a draw, 0 for a loss."""
    return 1.0 / len(winners) if seat in winners else 0.0


# --- the games' parts --------------------------------------------------------------------------------


def game_module(game: str | GameModule) -> GameModule:
    return load(game) if isinstance(game, str) else game


def hints_of(module: GameModule) -> Any | None:
    """The game's ``hints`` module (``game/<package>/hints.py``), or None when it has none."""
    name = getattr(module, "__name__", "")
    if not name or not hasattr(module, "__path__"):
        return None
    try:
        return importlib.import_module(f"{name}.hints")
    except ModuleNotFoundError as error:
        if error.name == f"{name}.hints":
            return None
        raise


def make_memory(module: GameModule, seed: int) -> Any | None:
    """The memory the game's hard player keeps between decisions (memory games), or None."""
    from .ai.mcts import search_class

    maker = getattr(search_class(module), "make_memory", None)
    return None if maker is None else maker(seed, "hard")


def reason(module: GameModule, view: Mapping[str, Any], move: str) -> list[Any] | None:
    """Why ``move`` is good, from the view alone: ``[key, params]`` (the game's ``hints.reason``), or None."""
    hints = hints_of(module)
    found = getattr(hints, "reason", None)
    if found is None:
        return None
    try:
        why = found(view, move)
    except Exception:  # a reason is a nicety: a hint without one is still a hint
        return None
    return None if why is None else [why[0], dict(why[1])]


def generic_appraise(module: GameModule, view: Mapping[str, Any], moves: Sequence[str], work: float, seed: int,
                     memory: Any = None) -> Work:
    """The plain tree search's estimate of every legal move (see the module's docstring)."""
    from .ai.mcts import Search

    search = Search(module, view, seed, max(20, int(GENERIC_ITERATIONS * work)), math.inf, margin_scale=math.inf)
    while not search.step(SLICE):
        yield
    rows = search.statistics()
    best = str(search.best())
    floor = max(5, rows[0][1] // 10) if rows else 0
    chances = {text: (reward - 0.05) / 0.9 for text, visits, reward in rows
               if visits >= floor or text == best or text in moves}
    for move in [best, *moves]:
        chances.setdefault(move, min(chances.values(), default=0.5))
    return {"best": best, "chances": chances}


def from_margins(hints: Any, view: Mapping[str, Any], moves: Sequence[str], work: float, seed: int,
                 memory: Any = None) -> Work:
    """The chances of a game whose hints give projected margins (``margins``, a generator) and their
    scale (``spread``): each margin's logistic over the scale of the moment, through 1 / the players
    at an even margin."""
    best, values = yield from hints.margins(view, moves, work, seed, memory)
    scale = hints.spread(view)
    players = view.get("players")
    players = players if isinstance(players, int) else 2
    return {"best": best, "chances": {m: logistic(v, scale, players) for m, v in values.items()}}


def appraisal(module: GameModule, view: Mapping[str, Any], moves: Sequence[str], work: float, seed: int,
              memory: Any = None) -> Work:
    """The work that estimates the mover's chance after each of its moves: the game's own
    ``appraise``, else from its ``margins`` and ``spread``, else the generic."""
    hints = hints_of(module)
    own = getattr(hints, "appraise", None)
    if own is not None:
        return own(view, list(moves), work, seed, memory)  # type: ignore[no-any-return]
    if hasattr(hints, "margins") and hasattr(hints, "spread"):
        return from_margins(hints, view, list(moves), work, seed, memory)
    return generic_appraise(module, view, moves, work, seed, memory)


def mirrored(game: str | GameModule, players: int, graded: Sequence[int]) -> bool:
    """Whether one seat's estimates make both lines of the curve (the other its complement): nothing
    hidden, two seats, one of them graded. Otherwise each line is its seat's own estimate."""
    return not game_module(game).INFO.hidden_information and players == 2 and len(graded) == 1


def judged(found: Appraisal, played: str) -> dict[str, Any]:
    """The best move, the chances before and after ``played``, the drop and the grade."""
    chances = {str(k): float(v) for k, v in found["chances"].items()}
    preferred = str(found["best"])
    best = max(chances, key=lambda move: (chances[move], move == preferred))
    before = chances[best]
    after = chances.get(played, before)
    drop = max(0.0, before - after)
    return {"best": best, "chance_before": before, "chance_after": after, "drop": drop, "grade": grade(drop),
            "chances": chances}


class Sliced:
    """A generator of small pieces of work, run in slices of wall-clock time."""

    def __init__(self, work: Generator[None, None, Any]) -> None:
        self.work = work
        self.value: Any = None
        self.done = False

    def run(self, stop: float) -> bool:
        """Work until ``stop`` (a ``time.perf_counter()`` value) or the end; whether it ended."""
        while not self.done:
            try:
                next(self.work)
            except StopIteration as end:
                self.value, self.done = end.value, True
                break
            if time.perf_counter() >= stop:
                break
        return self.done

    def finish(self) -> Any:
        while not self.run(math.inf):
            pass
        return self.value


def appraise(game: str | GameModule, view: Mapping[str, Any], move: str | None = None, seed: int = 0,
             budget: float = 1.0, memory: Any = None) -> dict[str, Any]:
    """One position as the review weighs it, from the mover's ``view``: ``best``, ``chance_before``,
    and for ``move`` (the best when None) ``chance_after``, ``drop`` and ``grade``; ``chances`` holds
    every move estimated. A forced move is good without a search."""
    module = game_module(game)
    legal = list(view["legal"])
    played = str(move) if move is not None else None
    if played is not None and played not in legal:
        raise ValueError(f"{played!r} is not a legal move of this view")
    if len(legal) == 1:
        return {"best": legal[0], "chance_before": None, "chance_after": None, "drop": 0.0, "grade": "good",
                "chances": {}, "forced": True}
    found = Sliced(appraisal(module, view, [played] if played else [], budget, seed, memory)).finish()
    result = judged(found, played if played is not None else str(found["best"]))
    result["forced"] = False
    return result


# --- hints -------------------------------------------------------------------------------------------


class Hint:
    """"Show a good move": the hard level's choice from a view, in slices, with the reason."""

    def __init__(self, game: str | GameModule, view: Mapping[str, Any], seed: int = 0,
                 budget: Mapping[str, Any] | None = None, seen: Iterable[Mapping[str, Any]] = ()) -> None:
        from .ai import make_agent

        self.module = game_module(game)
        self.view = view
        if not view.get("legal") or view.get("seat") != view.get("to_move"):
            raise ValueError("a hint needs the view of the seat to move")
        agent: Any = make_agent("hard", seed, **dict(budget or {}))
        for earlier in seen:  # what the seat saw before (a memory game's player remembers it)
            agent.observe(earlier)
        self.search: Any = agent.think(self.module, view)
        self.done = False
        self.cancelled = False

    def step(self, max_seconds: float = 0.02) -> bool:
        """Think for up to ``max_seconds``; True once the move is known."""
        if not self.done and not self.cancelled:
            self.done = bool(self.search.step(max_seconds))
        return self.done or self.cancelled

    def cancel(self) -> None:
        self.cancelled = True

    @property
    def progress(self) -> float:
        if self.done:
            return 1.0
        search = self.search
        found = 0.0
        iterations = getattr(search, "iterations", 0)
        if iterations and iterations < 10**8:
            found = getattr(search, "done_iterations", 0) / iterations
        seconds = getattr(search, "seconds", math.inf)
        if seconds != math.inf and getattr(search, "started", None) is not None:
            found = max(found, search.spent / seconds)
        return min(0.99, found)

    def result(self) -> dict[str, Any]:
        """``{"move": text, "why": [key, params] or None}`` (the search's move so far, if not done)."""
        move = str(self.search.best())
        return {"move": move, "why": reason(self.module, self.view, move)}


def hint(game: str | GameModule, view: Mapping[str, Any], seed: int = 0, budget: Mapping[str, Any] | None = None,
         seen: Iterable[Mapping[str, Any]] = ()) -> dict[str, Any]:
    """The hard level's move from ``view`` and why (see :class:`Hint`), worked out at once."""
    found = Hint(game, view, seed, budget, seen)
    while not found.step(1.0):
        pass
    return found.result()


def seen_views(record: Mapping[str, Any] | str, seat: int) -> list[dict[str, Any]]:
    """The views ``seat`` saw after each move of a record (its start included): a memory game's
    ``seen`` for :func:`hint`. Only ``state.view(seat)`` leaves the replay."""
    data = parse_record(record)
    state = replay(data, upto=0)
    views: list[dict[str, Any]] = [dict(state.view(seat))]
    for text in data["actions"]:
        state.apply(text)
        views.append(dict(state.view(seat)))
    return views


# --- records: hints and trying again ----------------------------------------------------------------


def mark_hint(record: Mapping[str, Any], n: int) -> dict[str, Any]:
    """The record with action ``n`` noted as played after a hint."""
    marked = dict(record)
    hints = sorted(set(int(i) for i in marked.get(HINTS_KEY) or ()) | {int(n)})
    marked[HINTS_KEY] = hints
    return marked


def hints_used(record: Mapping[str, Any], seat: int | None = None) -> int:
    """How many moves of the record (of ``seat``, when given) were played after a hint."""
    hinted = {int(i) for i in record.get(HINTS_KEY) or ()}
    if seat is None:
        return len(hinted)
    movers = movers_of(record)
    return sum(1 for i in hinted if i < len(movers) and movers[i] == seat)


def movers_of(record: Mapping[str, Any] | str) -> list[int | None]:
    """The seat that played each action of a record."""
    data = parse_record(record)
    state = replay(data, upto=0)
    found: list[int | None] = []
    for text in data["actions"]:
        found.append(state.to_move)
        state.apply(text)
    return found


def from_moment(record: Mapping[str, Any] | str, n: int, players: Sequence[str] | None = None) -> dict[str, Any]:
    """The record cut to its first ``n`` actions, to play on from there ("try again from here"): the
    same game, options and seed (so the same deal), ``players`` (seat kinds) if given. The hints noted
    after ``n`` go; the cut record is checked by replaying it."""
    data = parse_record(record)
    if not 0 <= n <= len(data["actions"]):
        raise InvalidRecord(f"the record has no moment {n} (it has {len(data['actions'])} moves)")
    cut = {key: data[key] for key in ("game", "version", "seed", "options", "players", "actions")}
    cut["options"] = dict(data["options"])
    cut["actions"] = list(data["actions"][:n])
    if players is not None:
        if len(players) != len(data["players"]):
            raise InvalidRecord(f"the game has {len(data['players'])} seats, not {len(players)}")
        cut["players"] = list(players)
    else:
        cut["players"] = list(data["players"])
    hinted = [i for i in data.get(HINTS_KEY) or () if int(i) < n]
    if hinted:
        cut[HINTS_KEY] = hinted
    state = replay(cut)
    if state.is_over:
        raise InvalidRecord("the game is over at that moment")
    return cut


# --- the review --------------------------------------------------------------------------------------


class Review:
    """The review of a game, in slices: see the module's docstring.

    ``start``: the state the record's actions are played from instead of the record's new game (a
    position of our making, or a deal whose hidden parts were dealt anew: the tests). ``also``: more
    moves to estimate at some positions, ``{n: [texts]}`` (the benchmark's check of the best moves);
    ``estimates[n]["chances"]`` then holds them. ``known``: estimates another maker of the same review
    (the same record, seats, budget and seed) already made, ``{n: estimate}``, taken as they are.
    """

    def __init__(self, record: Mapping[str, Any] | str, seats: Iterable[int] | None = None, budget: float = 1.0,
                 seed: int = 0, lines: Iterable[int] | None = None, start: State | None = None,
                 also: Mapping[int, Sequence[str]] | None = None,
                 known: Mapping[Any, Mapping[str, Any]] | None = None) -> None:
        data = parse_record(record)
        self.known = {int(n): dict(estimate) for n, estimate in (known or {}).items()}
        self.also = {int(n): list(moves) for n, moves in (also or {}).items()}  # more moves to estimate at n
        self.record = data
        self.module = load(data["game"])
        self.budget = float(budget)
        self.seed = int(seed)
        first = start.clone() if start is not None else replay(data, upto=0)
        self.players = first.players
        everyone = list(range(self.players))
        self.seats = sorted(set(everyone if seats is None else (int(s) for s in seats)))
        self.lines = sorted(set(everyone if lines is None else (int(s) for s in lines)) | set(self.seats))
        if any(not 0 <= s < self.players for s in self.lines):
            raise ValueError(f"this game has seats 0 to {self.players - 1}")
        self.actions: list[str] = list(data["actions"])
        self.hinted = {int(i) for i in data.get(HINTS_KEY) or ()}
        self.mirrored = mirrored(self.module, self.players, self.seats)
        weighed = set(self.seats) if self.mirrored else set(self.lines)
        self.last_move: dict[int, int] = {}  # in a game for two, each seat's last move in the record (below)
        unweighed = getattr(hints_of(self.module), "unweighed", None)
        # a first pass: who moves at each position, whether the move is forced, the result
        state = first.clone()
        self.movers: list[int] = []
        self.forced: list[bool] = []
        self.skipped: list[bool] = []  # decisions the game's hints leave unweighed
        for number, text in enumerate(self.actions, start=1):
            mover = state.to_move
            if mover is None:
                raise InvalidRecord(f"move {number} ({text}) comes after the end of the game")
            self.movers.append(mover)
            legal = len(state.legal_actions())
            self.forced.append(legal <= 1)
            self.skipped.append(legal > 1 and unweighed is not None and mover in weighed
                                and bool(unweighed(state.view(mover))))
            try:
                state.apply(text)
            except Exception as error:
                raise illegal_move(number, text, error) from None
        self.winners = state.winners() if state.is_over else None
        if self.players == 2 and state.is_over:
            self.last_move = {seat: n for n, seat in enumerate(self.movers)}  # the latest wins
        self.todo = [n for n in range(len(self.actions))
                     if self.movers[n] in weighed and not self.forced[n] and not self.skipped[n]]
        self.todo_set = set(self.todo)
        # the walk through the game
        self.state = first.clone()
        self.position = 0
        self.memories = self._memories()
        self.job: Sliced | None = None
        self.done_units = 0
        self.estimates: dict[int, dict[str, Any]] = {}  # n -> the judged position
        self.cancelled = False

    def _memories(self) -> dict[int, Any]:
        found = {}
        for seat in self.lines:
            memory = make_memory(self.module, self._seed("memory", seat))
            if memory is not None:
                found[seat] = memory
        return found

    def _seed(self, *salt: object) -> int:
        """A seed for one piece of the review: from the review's seed and the position alone."""
        return new_rng(self.seed, "review", *salt).randrange(1, 2**31)

    # -- the work --
    @property
    def finished(self) -> bool:
        return self.position >= len(self.actions)

    @property
    def progress(self) -> float:
        if self.finished:
            return 1.0
        return min(0.999, self.done_units / max(1, len(self.todo)))

    def cancel(self) -> None:
        """Stop here: ``step`` does nothing more; ``result()`` keeps what was graded."""
        self.cancelled = True

    def step(self, max_seconds: float = 0.05) -> bool:
        """Review for up to ``max_seconds`` (a little more: one piece of work); True once done."""
        stop = time.perf_counter() + max_seconds
        while not self.finished and not self.cancelled:
            n = self.position
            if self.job is None:
                for seat, memory in self.memories.items():
                    memory.observe(self.state.view(seat))
                if n in self.todo_set and n in self.known:
                    self.estimates[n] = self.known[n]
                    self.done_units += 1
                elif n in self.todo_set:
                    view = self.state.view(self.movers[n])
                    moves = [self.actions[n], *(m for m in self.also.get(n, ()) if m != self.actions[n])]
                    work = appraisal(self.module, view, moves, self.budget, self._seed("position", n),
                                     self.memories.get(self.movers[n]))
                    self.job = Sliced(work)
            if self.job is not None:
                if not self.job.run(stop):
                    break
                self.estimates[n] = judged(self.job.value, self.actions[n])
                best = self.estimates[n]["best"]
                if best != self.actions[n]:  # why the better move is better, from what the seat saw
                    self.estimates[n]["why"] = reason(self.module, self.state.view(self.movers[n]), best)
                self.job = None
                self.done_units += 1
            self.state.apply(self.actions[n])
            self.position += 1
            if time.perf_counter() >= stop:
                break
        return self.finished or self.cancelled

    def run(self) -> dict[str, Any]:
        while not self.step(1.0):
            pass
        return self.result()

    # -- what it found --
    def result(self) -> dict[str, Any]:
        """The review as JSON data: everything graded so far (see the module's docstring)."""
        reached = min(self.position, len(self.actions))
        points: list[dict[int, float]] = [{} for _ in range(len(self.actions) + 1)]
        for n, judged_n in sorted(self.estimates.items()):
            seat = self.movers[n]
            before, after = judged_n["chance_before"], judged_n["chance_after"]
            points[n][seat] = before
            points[n + 1][seat] = after
            if self.mirrored or n > self.last_move.get(1 - seat, n):
                # one seat graded with nothing hidden, or the other has no move left (it stopped):
                # this seat's estimates are the only news of the game, the other's chance their complement
                points[n].setdefault(1 - seat, 1.0 - before)
                points[n + 1].setdefault(1 - seat, 1.0 - after)
        curve = self._curve(points)
        moves = []
        for n in range(reached):
            seat = self.movers[n]
            if seat not in self.seats:
                continue
            found = self.estimates.get(n)
            if found is not None:
                entry = {"best": found["best"], "chance_before": rounded(found["chance_before"]),
                         "chance_after": rounded(found["chance_after"]), "drop": round(found["drop"], 4),
                         "grade": found["grade"]}
                if found.get("why"):
                    entry["why"] = found["why"]
            else:  # forced, or not weighed by the game: good, the seat's chance as it stood
                entry = {"best": self.actions[n], "chance_before": curve[n][seat], "chance_after": curve[n][seat],
                         "drop": 0.0, "grade": "good"}
            moves.append({"n": n, "seat": seat, "move": self.actions[n], **entry, "forced": self.forced[n],
                          "hinted": n in self.hinted})
        return {
            "game": self.module.INFO.id,
            "version": REVIEW_VERSION,
            "seed": self.seed,
            "budget": self.budget,
            "actions": len(self.actions),
            "seats": list(self.seats),
            "lines": list(self.lines),
            "thresholds": {name: value for name, value in THRESHOLDS},
            "done": self.finished,
            "progress": round(self.progress, 4),
            "moves": moves,
            "curve": curve,
            "turning": turning_points(moves),
            "summary": self._summary(moves),
        }

    def _curve(self, points: list[dict[int, float]]) -> list[list[float | None]]:
        """Per position, each line's latest estimate (None before its first), the result at the end."""
        shown = [s for s in range(self.players) if s in self.lines or self.mirrored]
        carried: dict[int, float | None] = {s: None for s in range(self.players)}
        curve: list[list[float | None]] = []
        reached = min(self.position, len(self.actions))
        for n, found in enumerate(points):
            if n > reached:
                break
            for seat, chance in found.items():
                carried[seat] = chance
            if n == len(self.actions) and self.finished and self.winners is not None:
                for seat in range(self.players):
                    carried[seat] = result_share(self.winners, seat)
            curve.append([rounded(carried[s]) if s in shown else None for s in range(self.players)])
        return curve

    def _summary(self, moves: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
        summary = {str(s): {**{g: 0 for g in GRADES}, "hints": 0} for s in self.seats}
        for move in moves:
            row = summary[str(move["seat"])]
            row[move["grade"]] += 1
            row["hints"] += 1 if move["hinted"] else 0
        return summary


def turning_points(moves: Sequence[Mapping[str, Any]]) -> list[int]:
    """The moves that changed the chance most: every mistake or blunder, the biggest drops first, at
    most :data:`TURNING_MOST`; filled up to :data:`TURNING_LEAST` with the biggest inaccuracies when
    there are fewer. A move graded good is never one (its badge would say the opposite). In the order
    of the game."""
    ranked = sorted((m for m in moves if not m["forced"]), key=lambda m: (-m["drop"], m["n"]))
    mistakes = [m for m in ranked if m["grade"] in ("mistake", "blunder")][:TURNING_MOST]
    inaccuracies = [m for m in ranked if m["grade"] == "inaccuracy"]
    chosen = mistakes + inaccuracies[: max(0, TURNING_LEAST - len(mistakes))]
    return sorted(m["n"] for m in chosen)


def review(record: Mapping[str, Any] | str, seats: Iterable[int] | None = None, budget: float = 1.0, seed: int = 0,
           lines: Iterable[int] | None = None, start: State | None = None) -> dict[str, Any]:
    """The whole review at once (see :class:`Review`)."""
    return Review(record, seats, budget, seed, lines, start).run()


__all__ = ["GRADES", "HINTS_KEY", "REVIEW_VERSION", "THRESHOLDS", "Hint", "Review", "appraise", "from_moment",
           "grade", "hint", "hints_used", "logistic", "mark_hint", "mirrored", "movers_of", "reason", "review", "seen_views",
           "turning_points"]

"""Soak and fuzz every engine: seeded random games, invariants after every action, refusals at random moments.

    python tools/soak.py [--games N] [--only GAME] [--players N] [--variant NAME] [--jobs J] [--seed S]

For every game, every seat count it allows and the option variants that change its rules (its
package's ``SOAK_SETUPS``), ``--games`` seeded games (seeds S, S+1, ...) are played with uniformly
random legal actions. After every action:

- the game's own invariants, the ``check(state)`` its package's ``soak_check()`` gives (pieces
  conserved, scores equal to a recount from scratch); a game without one is played with the generic
  checks only and reported as "no invariants module";
- a shadow state fed the text form of every action (``parse_action(str(action))``, as a record replay
  does) must look exactly the same: every view, the legal actions, the seat to move, the scores, the record.

At about ``PROBE_RATE`` of the positions (seeded), and always at the end, the runner tries actions that
must be refused: malformed and mutated texts, the last legal actions of the seats not to move, actions
legal earlier in this game and actions of another game of the same setup. Each must raise
``IllegalAction`` (unless it happens to be legal here: then it is skipped) and leave the state unchanged.
At the end of a game its record, through JSON, must replay (``core.replay``) to an equal state.

A failure is printed with the setup, seed and move, and a command that plays that one game again; the run
goes on. At the end a table (game, seats, variant, games, actions, failures, time) is printed and written
to ``bench/soak.json``; the exit status is 1 if anything failed.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `python tools/soak.py` from anywhere
    sys.path.insert(0, str(ROOT))

from game import core  # noqa: E402
from game.core import IllegalAction, new_rng  # noqa: E402

RESULTS = ROOT / "bench" / "soak.json"
PROBE_RATE = 0.05  # share of positions where refusals are tried
MOVE_LIMIT = 10_000  # a game still going after this many actions never ends
FOREIGN_SEED = 1_000_003  # the other game of a setup, whose actions are tried here
NO_CHECKS = "no invariants module"
DEFAULT_SETUPS = (("default", {}, None),)  # a game package's SOAK_SETUPS: (name, options, seat counts or None)

# Texts that name no action of any game.
MALFORMED_TEXTS = (
    "", " ", "z99", "a0", "a01", "k1", "-1", "999", "pass", "None", "[]", "{}", "a1a1", "é", "☃",
    "\x00", "a\u00b2", "a\u0661", "a\uff11", "\u00e01", "💥", "fence:", "turn:z9", "discard:", "@",
    "1sf@", "1sf@0:", "1sf@x:y", ":", "::", "down down", "fence:a1n ", "\ta1", "A1\n",
)  # fmt: skip
FUZZ_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:@-_+,;. /\\é☃\u0661\uff11²\x00"


@dataclass
class Setup:
    game_id: str
    players: int
    variant: str
    options: dict[str, Any]

    @property
    def label(self) -> str:
        return f"{self.game_id} {self.players}p {self.variant}"


@dataclass
class Failure:
    move: int  # actions applied when it was found
    what: str


@dataclass
class Outcome:
    game_id: str
    players: int
    options: dict[str, Any]
    seed: int
    actions: int = 0
    seconds: float = 0.0
    invariants: bool = True  # False: the game has no invariants module yet
    failures: list[Failure] = field(default_factory=list)


# --- one game -------------------------------------------------------------------------------------


def snapshot(state: core.State) -> tuple:
    """Everything observable of a state: every view, the legal actions, the seat to move, scores, record."""
    return (
        state.view(None),
        [state.view(seat) for seat in range(state.players)],
        [str(a) for a in state.legal_actions()],
        state.to_move,
        state.scores(),
        state.winners(),
        state.record(),
    )


def glance(state: core.State) -> tuple:
    """The cheap part of a snapshot, taken after every action: the view of the seat to move (the
    spectator's once over), the legal actions, the seat to move, the scores, the number of actions."""
    return (
        state.view(state.to_move),
        [str(a) for a in state.legal_actions()],
        state.to_move,
        state.scores(),
        len(state.history),
    )


SNAPSHOT_PARTS = ("view(None)", "the seats' views", "legal actions", "to_move", "scores", "winners", "record")
GLANCE_PARTS = ("the view of the seat to move", "legal actions", "to_move", "scores", "number of actions")


def differences(a: tuple, b: tuple, names: tuple[str, ...] = SNAPSHOT_PARTS) -> str:
    return ", ".join(name for name, x, y in zip(names, a, b) if x != y) or "nothing"


def as_text(taken: tuple) -> str:
    return json.dumps(taken, sort_keys=True, ensure_ascii=False)


def frozen(state: core.State) -> str:
    """A snapshot as text, safe to keep while the state goes on (it shares nothing with it)."""
    return as_text(snapshot(state))


def find_checker(game_id: str) -> Any:
    """The game's ``check(state)`` (its package's ``soak_check()``), or None when it has none yet."""
    soak_check = getattr(core.load(game_id), "soak_check", None)
    return None if soak_check is None else soak_check()


class Failed(Exception):
    """One check failed; the game stops there. ``move``: the actions applied when it was found."""

    def __init__(self, what: str, move: int) -> None:
        super().__init__(what)
        self.move = move


class Soak:
    """A seeded random game of one setup, checked after every action and probed at random moments.

    After every action the state and its shadow (fed the actions' texts) are compared at a glance
    (``glance``); at every probe and at the end, in full (``snapshot``): a difference is then traced
    back to the first action after which the two differ.
    """

    def __init__(self, game_id: str, players: int, options: dict[str, Any], seed: int, check: Any) -> None:
        self.module = core.load(game_id)
        self.players, self.options, self.seed, self.check = players, options, seed, check
        self.state = self.new()
        self.shadow = self.new()
        self.rng = new_rng(seed, "soak")
        self.played: list[Any] = []  # the actions applied to the state
        self.seen: dict[str, Any] = {}  # actions legal at earlier positions, by text
        self.last_legal: dict[int, list[Any]] = {}  # per seat: its legal actions when it last moved
        self.foreign: core.State | None = None
        self.foreign_games = 0

    def new(self) -> core.State:
        return self.module.new_game(self.seed, self.players, self.options)

    @property
    def moves(self) -> int:
        return len(self.played)

    def fail(self, what: str, move: int | None = None) -> None:
        raise Failed(what, self.moves if move is None else move)

    def run(self) -> None:
        self.check_position(None)
        state = self.state
        while not state.is_over:
            if self.moves >= MOVE_LIMIT:
                self.fail(f"the game is not over after {MOVE_LIMIT} actions")
            legal = state.legal_actions()
            self.remember(legal)
            if self.rng.random() < PROBE_RATE:
                self.probe(legal, self.compare_in_full())
            action = legal[int(self.rng.random() * len(legal))]
            state.apply(action)
            self.played.append(action)
            try:
                self.shadow.apply(self.module.parse_action(str(action)))
            except IllegalAction as error:
                self.fail(f"the text form {str(action)!r} of a legal action is refused: {error}")
            self.check_position(action)
        final = self.compare_in_full()
        self.probe([], final)
        self.check_replay(final)

    def remember(self, legal: list[Any]) -> None:
        self.last_legal[self.state.to_move] = legal
        if len(self.seen) < 2000:
            for action in legal[:: max(1, len(legal) // 20)]:
                self.seen.setdefault(str(action), action)

    # -- after every action --
    def check_position(self, action: Any) -> None:
        state = self.state
        mine, theirs = glance(state), glance(self.shadow)
        if mine != theirs:
            self.fail(f"the text form {str(action)!r} replays to another state: "
                      f"{differences(mine, theirs, GLANCE_PARTS)} differ")
        _, legal, to_move, scores, count = mine
        if count != self.moves or state.history[-1:] != self.played[-1:]:
            self.fail(f"the history does not end with the {self.moves} actions played")
        if (to_move is None) != (not legal) or (to_move is None) != state.is_over:
            self.fail(f"to_move {to_move!r}, is_over {state.is_over} and {len(legal)} legal actions disagree")
        if to_move is not None and to_move not in range(self.players):
            self.fail(f"to_move {to_move!r} is no seat")
        if len(scores) != self.players or not all(type(s) is int for s in scores):
            self.fail(f"scores {scores!r} are not one whole number per seat")
        if self.check is not None:
            try:
                self.check(state)
            except AssertionError as error:
                self.fail(f"invariant broken after {str(action)!r}: {error}")

    def compare_in_full(self) -> tuple:
        """The state's snapshot, once it is found equal to the shadow's."""
        mine = snapshot(self.state)
        if mine != snapshot(self.shadow):
            self.trace_divergence()
        winners = mine[SNAPSHOT_PARTS.index("winners")]
        if winners and not self.state.is_over:
            self.fail(f"winners {winners} before the end")
        return mine

    def trace_divergence(self) -> None:
        """Replay the game on two new states (by value, by text) to the first action where they differ."""
        by_value, by_text = self.new(), self.new()
        for number, action in enumerate(self.played, start=1):
            by_value.apply(action)
            by_text.apply(self.module.parse_action(str(action)))
            a, b = snapshot(by_value), snapshot(by_text)
            if a != b:
                self.fail(f"the text form {str(action)!r} replays to another state: {differences(a, b)} differ", number)
        self.fail("the state and its shadow differ, but not when replayed again: the engine is not deterministic")

    def check_replay(self, final: tuple) -> None:
        try:
            again = core.replay(json.dumps(self.state.record()))
        except core.InvalidRecord as error:
            self.fail(f"the record does not replay: {error}")
        a, b = snapshot(again), final
        if a != b:
            self.fail(f"the record replays to another state: {differences(a, b)} differ")

    # -- refusals --
    def probe(self, legal: list[Any], now: tuple) -> None:
        """Try actions that must be refused here (``now``: the state's snapshot); each must raise
        IllegalAction and change nothing."""
        legal_texts = {str(a) for a in legal}
        tried = [(label, attempt) for label, attempt in self.attempts(legal)
                 if not self.is_legal_here(attempt, legal_texts)]
        state = self.state
        before = as_text(now)
        count = len(state.history)
        for label, attempt in tried:
            self.refuse(state, label, attempt)
            if len(state.history) != count:
                self.fail(f"{label} {text_of(attempt)!r} was refused but still played")
        if frozen(state) != before:
            self.trace_change(tried)

    def refuse(self, state: core.State, label: str, attempt: Any) -> None:
        try:
            state.apply(attempt)
        except IllegalAction:
            return
        except Exception as error:  # noqa: BLE001 - any other exception is the failure
            self.fail(f"{label} {text_of(attempt)!r} raised {type(error).__name__}: {error} (not IllegalAction)")
        self.fail(f"{label} {text_of(attempt)!r} was accepted, yet it is not legal here")

    def trace_change(self, tried: list[tuple[str, Any]]) -> None:
        """Rebuild the position and find the refused attempt that changed it."""
        state = self.new()
        for action in self.played:
            state.apply(action)
        for label, attempt in tried:
            before = frozen(state)
            self.refuse(state, label, attempt)
            if frozen(state) != before:
                self.fail(f"refusing {label} {text_of(attempt)!r} changed the state")
        self.fail(f"refusing one of {[text_of(a) for _, a in tried]} changed the state (not when tried again)")

    def is_legal_here(self, attempt: Any, legal_texts: set[str]) -> bool:
        if not isinstance(attempt, str):
            return str(attempt) in legal_texts
        try:
            parsed = self.module.parse_action(attempt)
        except IllegalAction:
            return False
        except Exception as error:  # noqa: BLE001
            self.fail(f"parse_action({attempt!r}) raised {type(error).__name__}: {error} (not IllegalAction)")
        return str(parsed) in legal_texts

    def attempts(self, legal: list[Any]) -> list[tuple[str, Any]]:
        """Malformed texts, and actions (by value and by text) of other seats, earlier positions, another game."""
        rng = self.rng
        found: list[tuple[str, Any]] = [
            ("malformed text", rng.choice(MALFORMED_TEXTS)),
            ("random text", "".join(rng.choice(FUZZ_ALPHABET) for _ in range(rng.randrange(12)))),
        ]
        if legal:
            found.append(("mutated text", mutated(str(rng.choice(legal)), rng)))
        others = [seat for seat in sorted(self.last_legal) if seat != self.state.to_move]
        for seat in sample(others, 2, rng):
            found += [(f"an action of seat {seat}", a) for a in sample(self.last_legal[seat], 1, rng)]
        found += [("an action legal earlier", a) for a in sample(list(self.seen.values()), 2, rng)]
        found += [("an action of another game", a) for a in sample(self.foreign_legal(), 2, rng)]
        found += [(label, str(a)) for label, a in found if not isinstance(a, str)]  # and their texts
        return found

    def foreign_legal(self) -> list[Any]:
        """The legal actions of another game of this setup, played on to about as many moves as this one."""
        if self.foreign is None or self.foreign.is_over:
            self.foreign_games += 1
            seed = self.seed + FOREIGN_SEED * self.foreign_games
            self.foreign = self.module.new_game(seed, self.players, self.options)
        rng = self.rng
        while len(self.foreign.history) < self.moves and not self.foreign.is_over:
            legal = self.foreign.legal_actions()
            self.foreign.apply(legal[int(rng.random() * len(legal))])
        return self.foreign.legal_actions()


def text_of(attempt: Any) -> str:
    return attempt if isinstance(attempt, str) else str(attempt)


def sample(items: list[Any], k: int, rng: Any) -> list[Any]:
    return rng.sample(items, min(k, len(items)))


def mutated(text: str, rng: Any) -> str:
    """A legal action's text with one small change (which may make it another legal action: then skipped)."""
    i = rng.randrange(len(text) + 1)
    kind = rng.randrange(6)
    if kind == 0:
        return text[:i] + text[i + 1 :]
    if kind == 1:
        return text[:i] + rng.choice(FUZZ_ALPHABET) + text[i:]
    if kind == 2:
        return text[:i] + rng.choice(FUZZ_ALPHABET) + text[i + 1 :]
    if kind == 3:
        return text.upper() if text != text.upper() else text.lower()
    if kind == 4:
        return text + text
    return text[:i] + " " + text[i:]


AUTO = object()  # soak_game's check: the game's invariants module, if it exists


def soak_game(game_id: str, players: int, options: dict[str, Any] | None = None, seed: int = 1,
              check: Any = AUTO) -> Outcome:
    """Play and check one seeded game (``check``: a ``check(state)``, None for the generic checks
    only, or the game's invariants module by default). Stops at the first failure, kept in the outcome."""
    options = dict(options or {})
    if check is AUTO:
        check = find_checker(game_id)
    outcome = Outcome(game_id, players, options, seed, invariants=check is not None)
    started = time.perf_counter()
    soak = None
    try:
        soak = Soak(game_id, players, options, seed, check)
        soak.run()
    except Failed as failure:
        outcome.failures.append(Failure(failure.move, str(failure)))
    except Exception as error:  # noqa: BLE001 - a crash is a failure of the game; the run goes on
        where = traceback.extract_tb(error.__traceback__)[-1]
        outcome.failures.append(Failure(
            soak.moves if soak else 0,
            f"crash {type(error).__name__}: {error} ({Path(where.filename).name}:{where.lineno})",
        ))
    outcome.actions = soak.moves if soak else 0
    outcome.seconds = time.perf_counter() - started
    return outcome


# --- the run --------------------------------------------------------------------------------------


def setups(only: str | None = None, players: int | None = None, variant: str | None = None) -> list[Setup]:
    """Every game, seat count and variant to soak (narrowed by the filters)."""
    found = []
    for game_id in core.available_games():
        if only and game_id != only:
            continue
        module = core.load(game_id)
        known = {o.name for o in module.INFO.options}
        for name, options, counts in getattr(module, "SOAK_SETUPS", DEFAULT_SETUPS):
            if not set(options) <= known or (variant and name != variant):
                continue
            for count in range(module.INFO.min_players, module.INFO.max_players + 1):
                if (counts is None or count in counts) and (players is None or count == players):
                    found.append(Setup(game_id, count, name, options))
    return found


def reproduce(setup: Setup, seed: int) -> str:
    return (f".venv/bin/python tools/soak.py --only {setup.game_id} --players {setup.players} "
            f"--variant {setup.variant} --seed {seed} --games 1 --jobs 1")


def run_chunk(task: tuple[int, Setup, int, int]) -> dict[str, Any]:
    """Soak ``count`` games of a setup from ``first_seed`` (in a worker)."""
    index, setup, first_seed, count = task
    check = find_checker(setup.game_id)
    totals = {"index": index, "games": 0, "actions": 0, "seconds": 0.0, "failures": 0, "lines": [],
              "invariants": check is not None}
    for seed in range(first_seed, first_seed + count):
        outcome = soak_game(setup.game_id, setup.players, setup.options, seed, check)
        totals["games"] += 1
        totals["actions"] += outcome.actions
        totals["seconds"] += outcome.seconds
        for failure in outcome.failures:
            totals["failures"] += 1
            totals["lines"].append(f"FAIL {setup.label} seed={seed} move={failure.move}: {failure.what}\n"
                                   f"     reproduce: {reproduce(setup, seed)}")
    return totals


def tasks(found: list[Setup], games: int, seed: int, jobs: int) -> list[tuple[int, Setup, int, int]]:
    chunk = max(1, min(100, games // (4 * jobs) or 1))
    return [(i, s, first, min(chunk, seed + games - first))
            for i, s in enumerate(found) for first in range(seed, seed + games, chunk)]


def table(found: list[Setup], rows: list[dict[str, Any]], wall: float) -> str:
    head = ("game", "seats", "variant", "games", "actions", "failures", "time (s)", "")
    lines = [head]
    for setup, row in zip(found, rows):
        note = "" if row["invariants"] else NO_CHECKS
        lines.append((setup.game_id, str(setup.players), setup.variant, str(row["games"]), str(row["actions"]),
                      str(row["failures"]), f"{row['seconds']:.1f}", note))
    total = [sum(r[k] for r in rows) for k in ("games", "actions", "failures", "seconds")]
    lines.append(("total", "", "", str(total[0]), str(total[1]), str(total[2]), f"{total[3]:.1f}",
                  f"wall {wall:.1f} s"))
    widths = [max(len(line[i]) for line in lines) for i in range(len(head))]
    right = {3, 4, 5, 6}
    return "\n".join("  ".join(cell.rjust(w) if i in right else cell.ljust(w)
                               for i, (cell, w) in enumerate(zip(line, widths))).rstrip() for line in lines)


def save(found: list[Setup], rows: list[dict[str, Any]], args: argparse.Namespace, wall: float) -> None:
    """Merge this run's figures into bench/soak.json (a setup not run now keeps its last figures)."""
    try:
        saved = json.loads(RESULTS.read_text())
    except (OSError, ValueError):
        saved = {}
    entries = saved.get("setups", {})
    when = time.strftime("%Y-%m-%dT%H:%M:%S")
    command = "python tools/soak.py " + " ".join(sys.argv[1:])
    for setup, row in zip(found, rows):
        entries[setup.label] = {
            "game": setup.game_id, "players": setup.players, "variant": setup.variant, "options": setup.options,
            "games": row["games"], "actions": row["actions"], "failures": row["failures"],
            "seconds": round(row["seconds"], 2), "invariants": row["invariants"], "first_seed": args.seed,
            "when": when, "command": command, "jobs": args.jobs,
        }
    saved = {"about": "tools/soak.py: per setup, seeded random games checked after every action; "
                      "seconds are the summed time of the games (CPU of one core)",
             "last_run": {"when": when, "command": command, "jobs": args.jobs, "wall_seconds": round(wall, 1)},
             "setups": entries}
    RESULTS.parent.mkdir(exist_ok=True)
    temporary = RESULTS.with_suffix(".json.tmp")
    temporary.write_text(json.dumps(saved, indent=2, ensure_ascii=False) + "\n")
    temporary.replace(RESULTS)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per game, seat count and variant")
    parser.add_argument("--only", choices=core.available_games(), help="one game")
    parser.add_argument("--players", type=int, help="one seat count")
    parser.add_argument("--variant", help="one variant (see the game's SOAK_SETUPS; 'default' is the default options)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (then +1 per game)")
    parser.add_argument("--no-save", action="store_true", help="print only; leave bench/soak.json alone")
    args = parser.parse_args(argv)
    found = setups(args.only, args.players, args.variant)
    if not found:
        parser.error("no setup matches")
    rows = [{"games": 0, "actions": 0, "seconds": 0.0, "failures": 0, "invariants": True} for _ in found]
    work = tasks(found, args.games, args.seed, args.jobs)
    started = time.perf_counter()
    with multiprocessing.Pool(args.jobs) if args.jobs > 1 else _Inline() as pool:
        for done in pool.imap_unordered(run_chunk, work):
            row = rows[done["index"]]
            for key in ("games", "actions", "seconds", "failures"):
                row[key] += done[key]
            row["invariants"] = done["invariants"]
            for line in done["lines"]:
                print(line, flush=True)
            if row["games"] == args.games:
                print(f"done {found[done['index']].label}: {row['games']} games, {row['failures']} failures, "
                      f"{row['seconds']:.1f} s", file=sys.stderr, flush=True)
    wall = time.perf_counter() - started
    print(table(found, rows, wall))
    if not args.no_save:
        save(found, rows, args, wall)
    return 1 if any(row["failures"] for row in rows) else 0


class _Inline:
    """A stand-in for a pool of one: the chunks run in this process (easier to debug)."""

    def __enter__(self) -> _Inline:
        return self

    def __exit__(self, *_: object) -> None:
        return None

    def imap_unordered(self, function: Any, items: list[Any]) -> Any:
        return map(function, items)


if __name__ == "__main__":
    sys.exit(main())

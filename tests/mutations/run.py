"""Plant small bugs in the engines, one at a time, and check that the tests catch each.

    .venv/bin/python tests/mutations/run.py                  # every mutation
    .venv/bin/python tests/mutations/run.py mcts-seat-0 ...  # some, by name
    .venv/bin/python tests/mutations/run.py --list           # what each one plants, and where
    .venv/bin/python tests/mutations/run.py --jobs 2         # each run of pytest on 2 cores (xdist)

The repository (without .git, node_modules, .venv, _site and caches) is copied into a temporary
folder once. First the tests of every mutation run there unchanged and must pass (``--no-baseline``
skips this); then, for each mutation, game/ is copied afresh, the mutation's one replacement is made
(its text must occur exactly once, else it is reported as not applying: the code moved on), and the
mutation's test files run with pytest. A mutation is *caught* when a test fails (the failing tests
are listed), *survives* when every test passes, and *timed out* when pytest did not end within
``--timeout`` seconds (a hang is not a clean catch). The exit status is 0 only if every mutation was
caught. docs/testing.md says when to run it and how to add a mutation.

Not a test module (its name does not start with ``test_``, and tests/conftest.py ignores this folder).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LEFT_OUT = shutil.ignore_patterns(".git", "node_modules", ".venv", "_site", "dist", "build", ".make", "__pycache__",
                                  "*.pyc", ".pytest_cache", ".mypy_cache", ".hypothesis", "*.egg-info")

# Test files by engine: a mutation runs the files of the code it touches.
MCTS = ["tests/test_generic_search.py", "tests/test_ai.py", "tests/test_sixth_game.py"]
TROUPEAUX = ["tests/test_troupeaux_rules.py", "tests/test_scoring_properties_troupeaux.py"]
GDM = ["tests/test_guerre_des_moutons_rules.py", "tests/test_guerre_des_moutons_meadows.py",
       "tests/test_guerre_des_moutons_table.py", "tests/test_scoring_properties_guerre_des_moutons.py"]
KULAMI = ["tests/test_kulami_rules.py", "tests/test_scoring_properties_kulami.py", "tests/test_ai.py"]
CLUSTERED = ["tests/test_clustered_rules.py", "tests/test_scoring_properties_clustered.py", "tests/test_clustered_ai.py"]


@dataclass(frozen=True)
class Mutation:
    name: str
    path: str  # the file, from the repository's root (inside game/)
    old: str  # text that occurs exactly once in it
    new: str  # what replaces it
    tests: tuple[str, ...]
    about: str  # the bug, in a player's words


MUTATIONS = [
    # --- the five the audit found caught by no test, or by one only ---------------------------------
    Mutation("troupeaux-glory-empty-pen", "game/troupeaux/rules.py",
             "if breed_of_herd(cards) == GLORIEUX and self.pen_size(seat):",
             "if breed_of_herd(cards) == GLORIEUX:", tuple(TROUPEAUX),
             "a Glorieux clash won with an empty pen still promises 3 draws (ruling 11)"),
    Mutation("mcts-seat-0", "game/ai/mcts.py",
             "visited.reward += rewards[visited.seat]",
             "visited.reward += rewards[0]", tuple(MCTS),
             "the generic search scores every node from seat 0's side"),
    Mutation("gdm-covering-hunter-guards", "game/guerre_des_moutons/state.py",
             "if f == HUNTER and c not in self.covers}",
             "if f == HUNTER}", tuple(GDM),
             "a hunter laid on a wolf keeps later wolves out of its forest (ruling 4 says it does not)"),
    Mutation("mcts-no-clock", "game/ai/mcts.py",
             "return len(self.legal) <= 1 or self.done_iterations >= self.iterations or self.spent >= self.seconds",
             "return len(self.legal) <= 1 or self.done_iterations >= self.iterations", tuple(MCTS),
             "the generic search ignores its seconds: only the iterations stop it"),
    Mutation("gdm-wolf-reach-one-side", "game/guerre_des_moutons/meadows.py",
             "for cell, d in enclosure.triangles for e in ((d + 1) % 4, (d + 3) % 4)",
             "for cell, d in enclosure.triangles for e in ((d + 1) % 4,)", tuple(GDM),
             "a wolf spoils a pen only through the clockwise neighbour of its triangles"),
    # --- more of the same kinds -------------------------------------------------------------------
    Mutation("gdm-wolf-reach-other-side", "game/guerre_des_moutons/meadows.py",
             "for cell, d in enclosure.triangles for e in ((d + 1) % 4, (d + 3) % 4)",
             "for cell, d in enclosure.triangles for e in ((d + 3) % 4,)", tuple(GDM),
             "a wolf spoils a pen only through the anticlockwise neighbour of its triangles"),
    Mutation("mcts-clock-restarts-each-slice", "game/ai/mcts.py",
             "        if self.started is None:\n            self.started = start\n"
             "        stop = min(start + max_seconds, self.started + self.seconds)\n"
             "        while not self.finished:\n            for _ in range(4):",
             "        self.started = start\n"
             "        stop = min(start + max_seconds, self.started + self.seconds)\n"
             "        while not self.finished:\n            for _ in range(4):", tuple(MCTS),
             "a page thinking in slices restarts the budget at each slice: the computer never moves"),
    Mutation("mcts-single-move-searched", "game/ai/mcts.py",
             "return len(self.legal) <= 1 or self.done_iterations",
             "return self.done_iterations", tuple(MCTS),
             "the generic search thinks over a move that is the only one"),
    Mutation("clustered-single-move-searched", "game/clustered/search.py",
             "self._done = len(self.legal) <= 1",
             "self._done = False", tuple(CLUSTERED),
             "the Clustered computer thinks over an action that is the only one"),
    Mutation("gdm-opposite-triangles-joined", "game/guerre_des_moutons/meadows.py",
             "out = [(cell, e) for e in ((d + 1) % 4, (d + 3) % 4) if face[e] == terrain]",
             "out = [(cell, e) for e in ((d + 1) % 4, (d + 2) % 4, (d + 3) % 4) if face[e] == terrain]", tuple(GDM),
             "opposite triangles of a face join without a touching one"),
    Mutation("gdm-open-meadow-scores", "game/guerre_des_moutons/meadows.py",
             "return all(across(t)[0] in faces for t in triangles)",
             "return any(across(t)[0] in faces for t in triangles)", tuple(GDM),
             "a meadow facing an empty cell counts as an enclosure"),
    Mutation("gdm-question-tile-not-held", "game/guerre_des_moutons/state.py",
             "return bool(self.hands[seat] or self.secret_colours(seat))",
             "return bool(self.hands[seat])", tuple(GDM),
             "a player with an unrevealed \"?\" tile and an empty hand has finished (ruling 3)"),
    Mutation("troupeaux-equal-clash-keeps-defender", "game/troupeaux/rules.py",
             "        mine = len(cards)\n        if mine < theirs:",
             "        mine = len(cards)\n        if mine <= theirs:", tuple(TROUPEAUX),
             "on equal numbers only the moving herd disperses"),
    Mutation("troupeaux-two-draws-on-turn-1", "game/troupeaux/rules.py",
             "return FIRST_TURN_DRAWS if self.turn == 1 else DRAWS",
             "return DRAWS", tuple(TROUPEAUX),
             "Blue draws two cards on the very first turn"),
    Mutation("troupeaux-rapides-onto-bigger", "game/troupeaux/rules.py",
             "if herd is None or (herd[0] != seat and len(herd[1]) <= len(cards)):",
             "if herd is None or herd[0] != seat:", tuple(TROUPEAUX),
             "Rapides may be laid onto a bigger opponent herd on row 2 (ruling 4)"),
    Mutation("kulami-plate-before-last-allowed", "game/kulami/rules.py",
             "return tuple(plate_of[c] for c in (self.last, self.previous) if c >= 0)",
             "return tuple(plate_of[c] for c in (self.last,) if c >= 0)", tuple(KULAMI),
             "a marble may go on the plate of the marble before the last"),
    Mutation("clustered-lines-of-four-only", "game/clustered/rules.py",
             "            if len(run) >= minimum:",
             "            if len(run) > minimum:", tuple(CLUSTERED),
             "a line of exactly three cards scores nothing"),
]


def copy_repository(into: Path) -> Path:
    shutil.copytree(ROOT, into, ignore=LEFT_OUT, symlinks=True)
    return into


def fresh_game(tree: Path) -> None:
    shutil.rmtree(tree / "game")
    shutil.copytree(ROOT / "game", tree / "game", ignore=LEFT_OUT)


def pytest(tree: Path, files: list[str], jobs: int, timeout: float) -> tuple[str, list[str], float]:
    """Run pytest on ``files`` in ``tree``: (outcome, failing tests, seconds). Outcome: passed, failed,
    timeout or error (pytest's own exit code otherwise)."""
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=", "-rfE",
               "--no-header", "--hypothesis-profile=mutations", *(["-n", str(jobs)] if jobs > 1 else []), *files]
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    started = time.monotonic()
    try:
        done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", [], time.monotonic() - started
    seconds = time.monotonic() - started
    failing = sorted({m.group(1) for m in re.finditer(r"^(?:FAILED|ERROR) (\S+)", done.stdout, re.M)})
    if done.returncode == 0:
        return "passed", [], seconds
    if done.returncode == 1:
        return "failed", failing, seconds
    tail = "\n".join((done.stdout + done.stderr).splitlines()[-15:])
    return f"error (pytest exit {done.returncode}):\n{tail}", failing, seconds


def apply(tree: Path, mutation: Mutation) -> bool:
    target = tree / mutation.path
    text = target.read_text(encoding="utf-8")
    if text.count(mutation.old) != 1:
        return False
    target.write_text(text.replace(mutation.old, mutation.new), encoding="utf-8")
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="mutations to run (default: all)")
    parser.add_argument("--list", action="store_true", help="list the mutations and stop")
    parser.add_argument("--jobs", type=int, default=1, help="cores for each pytest run (pytest-xdist)")
    parser.add_argument("--timeout", type=float, default=900, help="seconds before a pytest run counts as hung")
    parser.add_argument("--no-baseline", action="store_true", help="skip the run of the unchanged tests")
    args = parser.parse_args(argv)

    known = {m.name: m for m in MUTATIONS}
    unknown = [n for n in args.names if n not in known]
    if unknown:
        parser.error(f"unknown mutation(s): {', '.join(unknown)} (see --list)")
    chosen = [known[n] for n in args.names] or MUTATIONS
    if args.list:
        for m in chosen:
            print(f"{m.name}\n    {m.about}\n    {m.path}: {m.old.strip()!r}\n      -> {m.new.strip()!r}")
            print(f"    tests: {' '.join(m.tests)}")
        return 0

    with tempfile.TemporaryDirectory(prefix="ludotheque-mutations-") as temp:
        tree = copy_repository(Path(temp) / "repo")
        if not args.no_baseline:
            files = sorted({f for m in chosen for f in m.tests})
            outcome, failing, seconds = pytest(tree, files, args.jobs, args.timeout)
            print(f"baseline: {outcome} in {seconds:.0f} s ({len(files)} files)", flush=True)
            if outcome != "passed":
                print("the unchanged tests do not pass here; fix that first:", *failing, sep="\n  ")
                return 2
        results = []
        for mutation in chosen:
            fresh_game(tree)
            if not apply(tree, mutation):
                outcome, failing, seconds = "does not apply", [], 0.0
            else:
                outcome, failing, seconds = pytest(tree, list(mutation.tests), args.jobs, args.timeout)
            verdict = {"failed": "CAUGHT", "passed": "SURVIVED", "timeout": "TIMED OUT"}.get(outcome, outcome.upper())
            results.append((mutation, verdict, failing))
            print(f"\n{mutation.name}: {verdict} ({seconds:.0f} s) - {mutation.about}", flush=True)
            for test in failing:
                print(f"    {test}")
        fresh_game(tree)

    caught = sum(verdict == "CAUGHT" for _, verdict, _ in results)
    print(f"\n{caught} of {len(results)} mutations caught")
    for mutation, verdict, failing in results:
        print(f"  {verdict:<9} {len(failing):>3} tests  {mutation.name}")
    return 0 if caught == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())

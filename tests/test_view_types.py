"""Typed views: each game declares the shape of its view (``state.view(seat)``) as TypedDicts in
``game/<package>/view.py``, ``State.view`` returns it, and the game's screen (``web/<package>/``)
reads views through it, so that a key read wrong is a type error rather than a blank screen
(docs/architecture.md, "The browser side").

These tests hold that together: mypy (configured in pyproject.toml) finds no error in the engines
and the registered games' screens, and does report a view key read wrong; every screen function that
takes a view names its game's view type; real views of seeded random games have exactly the declared
shape, for every seat and the spectator, so the declarations cannot drift from what the engines
produce; and the browser never loads them.
"""

# No ``from __future__ import annotations`` here: the TypedDicts this module declares must keep real
# annotations for typing.get_type_hints and for their required keys.
import ast
import functools
import importlib
import inspect
import random
import subprocess
import sys
import textwrap
import types
import typing
from pathlib import Path
from collections.abc import Iterator
from typing import Any

import pytest

from game import core

ROOT = Path(__file__).resolve().parent.parent
GAMES = [entry for entry in core.REGISTRY if entry.available]
GAME_IDS = [entry.id for entry in GAMES]
SEEDS = (1, 2)
MYPY_HANG_SECONDS = 240  # mypy is stopped (and the test fails) only if it hangs: no speed is asserted
EVERY = 7  # after the first moves, the views of every 7th move are checked (and the last ones)


def view_type(entry: core.Entry) -> Any:
    """The TypedDict that the game's ``State.view`` is annotated to return, from its view module."""
    module = core.load(entry.id)
    state = module.new_game(1, module.INFO.min_players, {})
    returns = inspect.get_annotations(type(state).view)["return"]  # a string: annotations are postponed
    return getattr(importlib.import_module(f"{entry.module}.view"), returns)


def run_mypy(*paths: str | Path, cache: Path) -> subprocess.CompletedProcess[str]:
    """mypy with the project's configuration (pyproject.toml), run from the root."""
    command = [sys.executable, "-m", "mypy", "--cache-dir", str(cache), "--no-color-output", *map(str, paths)]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=MYPY_HANG_SECONDS)


# --- the type check -------------------------------------------------------------------------------


def test_mypy_finds_no_type_error_in_the_engines_and_the_games_screens() -> None:
    """game/ and every registered game's web package (following their imports into the shell)."""
    screens = [entry.ui.replace(".", "/") for entry in GAMES if entry.ui]
    assert len(screens) == len(GAMES), "every game has a screen package"
    result = run_mypy("game", *screens, cache=ROOT / ".mypy_cache")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_reports_a_view_key_read_wrong(tmp_path: Path) -> None:
    """A module reading each game's view right and wrong: mypy reports exactly the wrong reads, be
    it a misspelt key with [] or with .get (tools/mypy_plugin.py), or a phase compared with a value
    it never takes (strict_equality)."""
    lines = ["from typing import TYPE_CHECKING", "if TYPE_CHECKING:"]
    lines += [f"    from {entry.module}.view import {view_type(entry).__name__}" for entry in GAMES]
    wrong: dict[int, str] = {}  # line number -> what mypy must say there
    for entry in GAMES:
        name = view_type(entry).__name__
        lines += [f"def read_{len(lines)}(view: {name}) -> object:", '    return view["legal"], view["over"]']
        lines += [f"def misread_{len(lines)}(view: {name}) -> object:", '    return view["legals"]']
        wrong[len(lines)] = f'TypedDict "{name}" has no key "legals"'
    lines += ["def misread_get(view: TroupeauxView) -> object:", '    return [e.get("idel") for e in view["log"]]']
    wrong[len(lines)] = 'TypedDict "TroupeauxEvent" has no key "idel"'
    lines += ["def misread_phase(view: ClusteredView) -> bool:", '    return view["phase"] == "trimm"']
    wrong[len(lines)] = "Non-overlapping equality check"
    probe = tmp_path / "probe.py"
    probe.write_text("\n".join(lines) + "\n")
    result = run_mypy(probe, cache=tmp_path / "cache")
    errors = {int(line.split(":")[1]): line for line in result.stdout.splitlines() if ": error:" in line}
    assert sorted(errors) == sorted(wrong), result.stdout + "\n" + textwrap.indent("\n".join(lines), "  ")
    for number, said in wrong.items():
        assert said in errors[number], errors[number]


@pytest.mark.parametrize("entry", GAMES, ids=GAME_IDS)
def test_every_screen_function_taking_a_view_names_its_games_view_type(entry: core.Entry) -> None:
    """In web/<package>/, a parameter named ``view`` is annotated with the game's view type (an
    unannotated or ``dict`` view would leave its reads unchecked)."""
    name = view_type(entry).__name__
    found = []
    for path in sorted((ROOT / entry.ui.replace(".", "/")).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for argument in node.args.args + node.args.kwonlyargs:
                    if argument.arg == "view":
                        annotation = ast.unparse(argument.annotation) if argument.annotation else None
                        found.append((f"{path.name}:{node.lineno} {node.name}", annotation))
    assert found, f"{entry.ui} has no function taking a view"
    assert [where for where, annotation in found if annotation != name] == [], f"each should take view: {name}"


# --- the run-time shape of a view -----------------------------------------------------------------


@functools.cache
def declared_keys(kind: Any) -> dict[str, Any]:
    """A TypedDict's keys and their types (NotRequired stripped: ``__required_keys__`` says which)."""
    return typing.get_type_hints(kind)


def mismatches(value: Any, kind: Any, path: str = "view") -> list[str]:
    """Where ``value`` (JSON-like data) differs from the type ``kind``: [] when it has that shape.

    A TypedDict must have every required key, no key it does not declare, and each value of its
    type; a tuple type stands for a list of that length (JSON has no tuples); ``float`` takes an
    int too, and ``int`` never takes a bool."""
    if kind is Any:
        return []
    if typing.is_typeddict(kind):
        if not isinstance(value, dict):
            return [f"{path}: {type(value).__name__}, not an object"]
        declared = declared_keys(kind)
        found = [f"{path}.{key}: not declared in {kind.__name__}" for key in value if key not in declared]
        found += [f"{path}.{key}: missing" for key in sorted(kind.__required_keys__) if key not in value]
        for key, item in value.items():
            if key in declared:
                found += mismatches(item, declared[key], f"{path}.{key}")
        return found
    origin, arguments = typing.get_origin(kind), typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        if any(not mismatches(value, alternative, path) for alternative in arguments):
            return []
        return [f"{path}: {value!r:.80} is none of {kind}"]
    if origin is typing.Literal:
        if any(type(value) is type(allowed) and value == allowed for allowed in arguments):
            return []
        return [f"{path}: {value!r} is not one of {arguments}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{path}: {type(value).__name__}, not a list"]
        return [problem for index, item in enumerate(value) for problem in mismatches(item, arguments[0], f"{path}[{index}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{path}: {type(value).__name__}, not an object"]
        found = []
        for key, item in value.items():
            found += mismatches(key, arguments[0], f"{path} key {key!r}")
            found += mismatches(item, arguments[1], f"{path}[{key!r}]")
        return found
    if origin is tuple:
        if not isinstance(value, list):
            return [f"{path}: {type(value).__name__}, not a list (JSON has no tuples)"]
        if len(arguments) == 2 and arguments[1] is Ellipsis:
            return [problem for index, item in enumerate(value) for problem in mismatches(item, arguments[0], f"{path}[{index}]")]
        if len(value) != len(arguments):
            return [f"{path}: {len(value)} items, not {len(arguments)}"]
        return [problem for index, (item, each) in enumerate(zip(value, arguments)) for problem in mismatches(item, each, f"{path}[{index}]")]
    if kind is None or kind is type(None):
        return [] if value is None else [f"{path}: {value!r:.80} is not None"]
    if kind is float:
        return [] if type(value) in (int, float) else [f"{path}: {value!r:.80} is not a number"]
    if kind in (bool, int, str):
        return [] if type(value) is kind else [f"{path}: {value!r:.80} is not {kind.__name__}"]
    raise TypeError(f"{path}: the checker does not know the type {kind!r}")


def seeded_games(entry: core.Entry) -> list[tuple[dict[str, Any], int, int]]:
    """(options, seats, seed): each option set the soak plays, with the fewest seats it plays it
    with, two and the most."""
    module = core.load(entry.id)
    setups = []
    for _name, options, counts in module.SOAK_SETUPS:
        counts = counts or range(module.INFO.min_players, module.INFO.max_players + 1)
        for players in sorted({min(counts), max(counts), *(n for n in counts if n == 2)}):
            setups += [(options, players, seed) for seed in SEEDS]
    return setups


def positions(module: Any, options: dict[str, Any], players: int, seed: int) -> Iterator[core.State]:
    """A seeded random game's first positions, every EVERY-th after them, and its last."""
    state = module.new_game(seed, players, options)
    rng = random.Random(seed)
    while not state.is_over:
        if len(state.history) < EVERY or len(state.history) % EVERY == 0:
            yield state
        state.apply(rng.choice(state.legal_actions()))
    yield state


def test_the_view_shape_checker_tells_a_wrong_value_from_a_right_one() -> None:
    class Inner(typing.TypedDict):
        cells: list[tuple[int, str]]
        note: typing.NotRequired[str | None]

    class Outer(typing.TypedDict):
        phase: typing.Literal["play", "over"]
        inner: Inner
        counts: dict[str, int]

    right = {"phase": "play", "inner": {"cells": [[1, "a"]]}, "counts": {"a": 1}}
    assert mismatches(right, Outer) == []
    assert mismatches({**right, "inner": {"cells": [[1, "a"]], "note": None}}, Outer) == []
    assert mismatches({**right, "phase": "ovr"}, Outer) == ["view.phase: 'ovr' is not one of ('play', 'over')"]
    assert mismatches({**right, "extra": 1}, Outer) == ["view.extra: not declared in Outer"]
    assert mismatches({"phase": "play", "counts": {}}, Outer) == ["view.inner: missing"]
    assert mismatches({**right, "inner": {"cells": [[True, "a"]]}}, Outer) == ["view.inner.cells[0][0]: True is not int"]
    assert mismatches({**right, "inner": {"cells": [(1, "a")]}}, Outer) == ["view.inner.cells[0]: tuple, not a list (JSON has no tuples)"]
    assert mismatches({**right, "inner": {"cells": [[1]]}}, Outer) == ["view.inner.cells[0]: 1 items, not 2"]
    assert mismatches({**right, "counts": {"a": "1"}}, Outer) == ["view.counts['a']: '1' is not int"]


@pytest.mark.parametrize("entry", GAMES, ids=GAME_IDS)
def test_every_view_has_the_shape_its_game_declares(entry: core.Entry) -> None:
    """For seeded random games of every option set the soak plays: the views of every seat and of the
    spectator, from the first moves to the last, are exactly the declared TypedDict."""
    module = core.load(entry.id)
    declared = view_type(entry)
    assert typing.is_typeddict(declared), f"{entry.id}: State.view returns {declared!r}, not a TypedDict"
    for options, players, seed in seeded_games(entry):
        for state in positions(module, options, players, seed):
            for seat in [*range(players), None]:
                found = mismatches(state.view(seat), declared)
                where = f"{entry.id} {options}, {players} seats, seed {seed}, move {len(state.history)}, seat {seat}"
                assert not found, f"{where}: {found[:5]}"


def test_the_browser_never_loads_a_view_module() -> None:
    """The engines and the screens import their view types only for the type checker
    (``if TYPE_CHECKING``): opening every game's engine and table loads no ``view`` module, so typed
    views cost the page nothing (the build leaves view.py out of the browser's files too)."""
    modules = [name for entry in GAMES for name in (entry.module, f"{entry.ui}.table")]
    script = f"import sys, {', '.join(modules)}; print(sorted(m for m in sys.modules if m.endswith('.view')))"
    loaded = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"

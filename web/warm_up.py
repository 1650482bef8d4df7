"""The next start, prepared while the page is idle: the computer plays a few practice games that
nobody sees, once per version of Python's runtime (Pyodide) in this browser.

Why: V8 optimises the interpreter's busiest paths (Pyodide's WebAssembly) while Python runs, and
Chromium saves the compiled code for the next visits early in the first one (traced: once, ~1.4 s in).
A first visit that only looks (the menu, a rules page) leaves the interpreter half optimised, and the
next start optimises it again on the cores it needs itself. Practice runs those paths while the page
is idle; a visit that plays a game does the same by itself. Measured: the next start in the same
browser session does about half of that work (bench/startup.py's warm start is such a start), the
first after the browser restarts ~20 % less.

Practice never touches the game on the table, the page or the saves. It gives way while the page is
busy (the computer's own turn, pieces moving) and runs in short slices, so clicks are answered at once.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

from game import core

from .saves import Storage, remember

DONE_KEY = "ludotheque.warmed"  # the Pyodide version practised for; "started" while under way
ROUNDS = 6  # practice games per game: about 0.6 s of work on a laptop's core
MOVE_LIMIT = 1000  # per practice game: every game ends long before (tools/soak.py)
START_DELAY = 0.3  # s after the app is up: its first screen is on show by then
SLICE = 0.008  # s of practice at a time
PAUSE = 0.004  # s between slices, for the page's own work
BUSY_CHECK = 0.25  # s between looks while the page is busy


def practice_game(game_id: str, round_number: int) -> tuple[Any, Any]:
    """A new practice game of ``game_id`` (two players where it allows, else its own count) and the
    random source that picks its moves, both seeded by the round."""
    module = core.load(game_id)
    info = module.INFO
    state = module.new_game(round_number, min(max(2, info.min_players), info.max_players))
    return state, core.new_rng(round_number, "practice", game_id)


def practice_moves(rounds: int = ROUNDS) -> Iterator[str]:
    """Random legal moves of new games of every game in turn, ``rounds`` games each (yields the game's
    id after each move). Its own games, seeded: nothing outside them changes."""
    for round_number in range(rounds):
        for game_id in core.available_games():
            state, rng = practice_game(game_id, round_number)
            moves = 0
            while not state.is_over and moves < MOVE_LIMIT:
                legal = state.legal_actions()
                state.apply(legal[int(rng.random() * len(legal))])
                moves += 1
                yield game_id


async def practise(
    storage: Storage,
    busy: Callable[[], bool],
    version: str,
    moves: Iterator[Any] | None = None,
    started: Callable[[], Any] = lambda: None,
    sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
    clock: Callable[[], float] = time.perf_counter,
) -> bool:
    """Practice for ``version``, unless done for it already or the browser keeps nothing (then every
    visit would practise again). True if it practised to the end."""
    if storage.get(DONE_KEY) == version or not remembered(storage, "started"):
        return False
    moves = practice_moves(ROUNDS) if moves is None else moves
    await sleep(START_DELAY)
    started()
    while True:
        while busy():
            await sleep(BUSY_CHECK)
        end = clock() + SLICE
        for _ in moves:
            if clock() >= end:
                break
        else:
            break  # every practice game played
        await sleep(PAUSE)
    remembered(storage, version)
    return True


def remembered(storage: Storage, value: str) -> bool:
    """Whether the browser kept ``value`` as practice's progress (it may be full, or keep nothing)."""
    return remember(storage, DONE_KEY, value) and storage.get(DONE_KEY) == value


def begin(storage: Storage, html: Any) -> None:
    """In the browser, once the app is up: practice in the background (web/app.py)."""
    from .dom import PYODIDE_VERSION, window

    def busy() -> bool:
        return bool(html.hasAttribute("data-busy"))

    def started() -> None:
        window.performance.mark("ludotheque:practice")

    async def run() -> None:
        try:
            if await practise(storage, busy, PYODIDE_VERSION, started=started):
                window.performance.mark("ludotheque:practised")
        except Exception as error:  # never the player's problem: said in the console only
            window.console.warn(f"Practice stopped: {error!r}")

    asyncio.ensure_future(run())

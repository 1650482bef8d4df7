"""The Python calls of one click at the table, in CPython: a person's move against the easy computer,
from the click to the computer's reply drawn and saved.

    python bench/one_click.py [--runs 3] [--no-save]

The app's own Python runs on the stand-in for the browser the tests use (tests/fake_browser.py, put
in place of web/dom.py), started as the page starts it (``web.app.start()``) on the play route of the
game whose ``BENCHMARKS["browser"]`` names a ``click`` (its options too), with the easy computer in
the second seat. The first legal move is clicked (an element with its ``data-action``), and the event
loop runs until the save holds the computer's reply and the page is no longer busy. A profiling hook
(``sys.setprofile``) counts, over that span:

- calls: Python function calls (a coroutine resumed counts as one; built-in functions do not count),
  every module but the stand-in for the browser and this script; "app" counts those of the
  project's own modules (web/ and game/), "shell" those of web/;
- hops: calls from a function of one of the project's files to a function of another (the same file
  calling itself is no hop), and of those, "shell hops" from one of the shell's own modules to
  another (web/*.py, not a game's package: how much the shell's parts call each other).

Each run is a fresh interpreter (the app's modules hold the page they started with); the computer's
search works in time slices, so the engine's figures may vary by a few calls: the medians are shown.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench._results import command_line, interpreter, merge_results, provenance, shown  # noqa: E402
from game import core  # noqa: E402

SEED = 7
FIGURES = ("calls", "app_calls", "shell_calls", "hops", "shell_hops", "redraws", "saves")
NOT_COUNTED = {str(Path(__file__).resolve()), str(ROOT / "tests" / "fake_browser.py")}
WEB, GAME = str(ROOT / "web") + "/", str(ROOT / "game") + "/"


def in_shell(path: str) -> bool:
    """One of the shell's own modules (web/*.py), not a game's package."""
    return path.startswith(WEB) and "/" not in path[len(WEB):]


def clicked_game() -> tuple[str, str]:
    """The game that names a click in its browser benchmarks, and the options of its route."""
    for game_id in core.available_games():
        browser = core.load(game_id).BENCHMARKS.get("browser", {})
        if "click" in browser:
            return game_id, browser["click"].get("options", "")
    raise SystemExit("no game names a click in its BENCHMARKS['browser']")


def first_move(game_id: str, options: str) -> str:
    """The first legal move of the game the route deals (the same seed and settings)."""
    from urllib.parse import parse_qsl

    module = core.load(game_id)
    settled, _ = module.INFO.settle_options(dict(parse_qsl(options.lstrip("&"))), strict=False)
    return str(module.new_game(SEED, 2, settled).legal_actions()[0])


class Count:
    """The profiling hook: calls and hops, by where the code lives."""

    def __init__(self) -> None:
        self.figures: Counter[str] = Counter()

    def __call__(self, frame: Any, event: str, arg: Any) -> None:
        if event != "call":
            return
        callee = frame.f_code.co_filename
        if callee in NOT_COUNTED:
            return
        figures = self.figures
        figures["calls"] += 1
        in_app = callee.startswith((WEB, GAME))
        if not in_app:
            return
        figures["app_calls"] += 1
        in_web = callee.startswith(WEB)
        figures["shell_calls"] += in_web
        caller = frame.f_back.f_code.co_filename if frame.f_back is not None else ""
        if caller != callee and caller.startswith((WEB, GAME)):
            figures["hops"] += 1
            figures["shell_hops"] += in_shell(caller) and in_shell(callee)


def one_run() -> dict[str, int]:
    """One click in this interpreter (the app is started here): the figures."""
    from tests.fake_browser import FakePage, install

    game_id, options = clicked_game()
    move = first_move(game_id, options)
    page = FakePage(f"#/{game_id}/play?seats=human,ai-easy&seed={SEED}{options}",
                    storage={f"ludotheque.hint.{game_id}": "1"})  # the how-to already read
    install(page)
    from web import app

    save_key = f"ludotheque.save.{game_id}"

    def replied() -> bool:
        record = json.loads(page.storage.items.get(save_key, "{}")).get("record", {})
        return len(record.get("actions", ())) >= 2 and not page.html.hasAttribute("data-busy")

    async def click() -> Counter[str]:
        app.start()
        for _ in range(3):  # what start-up left to the event loop (practice: done already)
            await asyncio.sleep(0)
        board, saves = page.document.writes["board"], page.storage.writes[save_key]
        count = Count()
        sys.setprofile(count)
        try:
            page.click(page.element(**{"data-action": move}))
            while not replied():
                await asyncio.sleep(0.001)
        finally:
            sys.setprofile(None)
        count.figures["redraws"] = page.document.writes["board"] - board
        count.figures["saves"] = page.storage.writes[save_key] - saves
        return count.figures

    figures = asyncio.run(click())
    return {name: figures[name] for name in FIGURES}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="fresh interpreters, one click each (default 3)")
    parser.add_argument("--no-save", action="store_true", help="print only; leave bench/results.json alone")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)  # a run: its figures as JSON
    args = parser.parse_args()
    if args.one:
        print(json.dumps(one_run()))
        return
    print(f"$ {command_line()}")
    runs = []
    for _ in range(args.runs):
        done = subprocess.run([sys.executable, __file__, "--one"], cwd=ROOT, capture_output=True, text=True, check=True)
        runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    medians = {name: int(statistics.median(run[name] for run in runs)) for name in FIGURES}
    game_id, _ = clicked_game()
    print(f"One click at the {core.entry(game_id).title} table against the easy computer, {interpreter()}, "
          f"median of {args.runs} run(s):")
    print(f"  calls {medians['calls']:,} (app {medians['app_calls']:,}, shell {medians['shell_calls']:,}); "
          f"hops {medians['hops']:,} (between the shell's own modules: {medians['shell_hops']:,})")
    print(f"  the table redrawn {medians['redraws']} time(s), the game saved {medians['saves']} time(s)")
    print(f"  runs: {[run['calls'] for run in runs]} calls, {[run['hops'] for run in runs]} hops")
    if not args.no_save:
        merge_results("one_click", {**provenance(), "game": game_id, "python": interpreter(), "runs": args.runs,
                                    **medians})
        print(f"  merged under \"one_click\" in {shown()}")


if __name__ == "__main__":
    main()

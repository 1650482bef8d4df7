"""AI think time per level in the browser, and how fast the page answers a click meanwhile.

    .venv/bin/python bench/ai_browser.py [--moves 8] [--only GAME]

For each registered game and level, a computer-only game (with its package's ``BENCHMARKS["seats"]``)
runs in headless Chromium on the built site (_site/); the page reports each computer move's thinking
time (``window.ludotheque.stats()``). A game whose costly decisions are rare is timed over at least
its ``BENCHMARKS["browser"]["min_moves"]``; hard's max think per move is held to its ``target``
(1 s by default). During the hard level's thinking in the game that declares a ``click`` (a place on
its board), raw mouse clicks land there every ~150 ms and the page records how long each waited
before its handler ran (event timestamp to dispatch). Figures are printed and merged into
bench/results.json under "ai_think_browser_by_game" (one entry per game, keyed by its id, with
``-<seats>`` when it is timed with more than two; each with its command, Chromium's and the site's
version; a run with ``--only`` replaces only its games), "ai_think_browser" (the first registered
game's again, its first key) and "click_latency_ms" (skipped when ``--only`` leaves that game out).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from bench._results import browser_key, command_line, merge_results, only_option, provenance, shown  # noqa: E402
from e2e.helpers import chromium_launch_options, wait_ready  # noqa: E402
from game import core  # noqa: E402
from tools.serve import start_server  # noqa: E402

LEVELS = ("easy", "medium", "hard")
LATENCY_PROBE = """() => {
    window.clickWaits = [];
    document.addEventListener('click', e => window.clickWaits.push(performance.now() - e.timeStamp), true);
}"""


BROWSER_TARGET = 1.0  # seconds, hard's max think per move, unless the game says otherwise


def benchmarks(game_id: str) -> dict[str, Any]:
    return core.load(game_id).BENCHMARKS


def key(game_id: str) -> str:
    return browser_key(game_id, benchmarks(game_id))


def route(game_id: str, level: str) -> str:
    """The play route of a computer-only game at ``level``."""
    seats = ",".join([f"ai-{level}"] * benchmarks(game_id)["seats"])
    return f"/{game_id}/play?seats={seats}&seed=21"


def browser_settings(game_id: str) -> dict[str, Any]:
    return benchmarks(game_id).get("browser", {})


def moves_for(game_id: str, moves: int) -> int:
    return max(moves, browser_settings(game_id).get("min_moves", 0))


def think_times(page, base: str, level: str, moves: int, game_id: str) -> list[float]:
    page.goto(f"{base}/index.html#" + route(game_id, level))
    wait_ready(page)
    page.evaluate("window.ludotheque.pace(0)")  # no pause for a person to follow between computers' moves
    deadline = time.time() + 300
    while time.time() < deadline:
        log = json.loads(page.evaluate("window.ludotheque.stats()"))
        if len(log) >= moves or page.locator("[data-over]").count():
            return [entry["seconds"] for entry in log]
        time.sleep(0.2)
    raise SystemExit(f"{level}: the computer made too few moves in time")


def click_latency(page, base: str, game_id: str, clicks: int) -> list[float]:
    """Clicks on the game's ``click`` place while hard thinks against a person."""
    click = browser_settings(game_id)["click"]
    page.goto(f"{base}/index.html#/{game_id}/play?seats=human,human&seed=21{click['options']}")
    wait_ready(page)
    box = page.locator(click["target"]).bounding_box()
    page.evaluate(LATENCY_PROBE)
    page.evaluate(f"location.hash = '#/{game_id}/play?seats=ai-hard,human&seed=21{click['options']}'")
    page.wait_for_selector('html[data-busy="1"]', state="attached", timeout=10_000)
    for _ in range(clicks):
        if page.locator('html[data-busy="1"]').count() == 0:
            break
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        time.sleep(0.15)
    return page.evaluate("window.clickWaits")


def summary(values: list[float]) -> dict[str, float]:
    return {"median": round(statistics.median(values), 4), "max": round(max(values), 4), "n": len(values),
            "all": [round(v, 4) for v in values]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=8, help="computer moves measured per level")
    only_option(parser, core.available_games())
    args = parser.parse_args()
    command = command_line()
    print(f"$ {command}", flush=True)
    games = args.only or core.available_games()
    clicked = next((game_id for game_id in games if "click" in browser_settings(game_id)), None)
    server = start_server(ROOT / "_site", port=0)
    base = f"http://127.0.0.1:{server.server_port}"
    by_game: dict[str, dict[str, dict[str, float]]] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium_launch_options())
        chromium = browser.version
        page = browser.new_page()
        for game_id in games:
            moves = moves_for(game_id, args.moves)
            by_game[game_id] = {level: summary(think_times(page, base, level, moves, game_id)) for level in LEVELS}
        waits = click_latency(page, base, clicked, clicks=5) if clicked else None
        browser.close()
    server.shutdown()
    for game_id, rows in by_game.items():
        print(f"AI think time per move in Chromium ({key(game_id)}, seconds; {route(game_id, '<level>')})")
        print(f"{'level':<8}{'median':>10}{'max':>10}{'moves':>8}")
        for level, row in rows.items():
            print(f"{level:<8}{row['median']:>10.3f}{row['max']:>10.3f}{row['n']:>8}")
    clicks = summary(waits) if waits else {"median": float("nan"), "max": float("nan"), "n": 0}
    if waits is not None:
        print(f"click answered while hard thinks: median {clicks['median']:.1f} ms, max {clicks['max']:.1f} ms "
              f"over {clicks['n']} clicks (target < 100 ms)")
    for game_id, rows in by_game.items():
        target = browser_settings(game_id).get("target", BROWSER_TARGET)
        print(f"{key(game_id)}: hard max think {rows['hard']['max']:.3f} s (target <= {target} s)")
    about = {**provenance(site=True), "chromium": chromium}
    entries = {key(game_id): {**about, "route": "index.html#" + route(game_id, "{level}"),
                              "moves_asked": moves_for(game_id, args.moves), **rows}
               for game_id, rows in by_game.items()}  # fmt: skip
    merge_results("ai_think_browser_by_game", entries, merge=True)  # the games of this run; the others kept
    first = key(core.available_games()[0])
    if first in entries:
        merge_results("ai_think_browser", entries[first])  # the first game's, under its first key
    if waits is not None:
        merge_results("click_latency_ms", {**about, **clicks})
    print(f"merged under \"ai_think_browser_by_game\" ({', '.join(entries)}) in {shown()}")
    print(f"$ {command}")


if __name__ == "__main__":
    main()

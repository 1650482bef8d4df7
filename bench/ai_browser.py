"""AI think time per level in the browser, and how fast the page answers a click meanwhile.

    .venv/bin/python bench/ai_browser.py [--moves 8] [--only kluitz]

For each game (Kulami; Clustered with 4 seats; The Kluitz with 2 players; Troupeaux; La Guerre des Moutons with 4
players) and level, a computer-only game runs in headless Chromium on the built site (_site/); the page reports each
computer move's thinking time (``window.ludotheque.stats()``). The Kluitz is timed over at least 30 moves: its costly decision, the first fence of
a shepherd's turn (hard weighs the two fences together), comes once in a few moves. Troupeaux over at least 120: a
turn is several small decisions (draws, a lay, a move, the end) and the costly ones (the plan of the turn weighed
against replies) come once or twice a turn; 120 moves reach the middle game. La Guerre des Moutons over at least 60:
with 4 players most decisions are quick reaction windows, the costly ones (a regular turn weighed against replies)
come once in a few moves.
During the hard level's thinking, raw mouse clicks land on the board every ~150 ms and the page
records how long each waited before its handler ran (event timestamp to dispatch). Figures are
printed and merged into bench/results.json under "ai_think_browser_by_game" (one entry per game, each
with its command, Chromium's and the site's version; a run with ``--only`` replaces only its games),
"ai_think_browser" (Kulami's again, its first key) and "click_latency_ms" (measured with Kulami,
skipped when ``--only`` leaves it out).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from bench._results import command_line, merge_results, provenance, shown  # noqa: E402
from e2e.helpers import chromium_launch_options, wait_ready  # noqa: E402
from tools.serve import start_server  # noqa: E402

LEVELS = ("easy", "medium", "hard")
LATENCY_PROBE = """() => {
    window.clickWaits = [];
    document.addEventListener('click', e => window.clickWaits.push(performance.now() - e.timeStamp), true);
}"""


GAMES = {  # game -> the play route for a level (computers only)
    "kulami": "/kulami/play?seats=ai-{level},ai-{level}&seed=21",
    "clustered-4": "/clustered/play?seats=ai-{level},ai-{level},ai-{level},ai-{level}&seed=21",
    "kluitz": "/kluitz/play?seats=ai-{level},ai-{level}&seed=21",
    "troupeaux": "/troupeaux/play?seats=ai-{level},ai-{level}&seed=21",
    "guerre-des-moutons-4": "/guerre-des-moutons/play?seats=ai-{level},ai-{level},ai-{level},ai-{level}&seed=21",
}
# games whose costly decisions are rare: time more moves than --moves
MIN_MOVES = {"kluitz": 30, "troupeaux": 120, "guerre-des-moutons-4": 60}
TARGETS = {"guerre-des-moutons-4": 1.5}  # seconds, hard's max think per move (1.0 for the others)


def moves_for(game: str, moves: int) -> int:
    return max(moves, MIN_MOVES.get(game, 0))


def think_times(page, base: str, level: str, moves: int, game: str = "kulami") -> list[float]:
    page.goto(f"{base}/index.html#" + GAMES[game].format(level=level))
    wait_ready(page)
    page.evaluate("window.ludotheque.pace(0)")  # no pause for a person to follow between computers' moves
    deadline = time.time() + 300
    while time.time() < deadline:
        log = json.loads(page.evaluate("window.ludotheque.stats()"))
        if len(log) >= moves or page.locator("[data-over]").count():
            return [entry["seconds"] for entry in log]
        time.sleep(0.2)
    raise SystemExit(f"{level}: the computer made too few moves in time")


def click_latency(page, base: str, clicks: int) -> list[float]:
    page.goto(f"{base}/index.html#/kulami/play?seats=human,human&seed=21&first=red")
    wait_ready(page)
    box = page.locator('[data-hole="a1"]').bounding_box()
    page.evaluate(LATENCY_PROBE)
    page.evaluate("location.hash = '#/kulami/play?seats=ai-hard,human&seed=21&first=red'")
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
    parser.add_argument("--only", choices=tuple(GAMES), action="append", help="measure only this game (repeatable)")
    args = parser.parse_args()
    command = command_line()
    print(f"$ {command}", flush=True)
    games = args.only or list(GAMES)
    server = start_server(ROOT / "_site", port=0)
    base = f"http://127.0.0.1:{server.server_port}"
    by_game: dict[str, dict[str, dict[str, float]]] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium_launch_options())
        chromium = browser.version
        page = browser.new_page()
        for game in games:
            moves = moves_for(game, args.moves)
            by_game[game] = {level: summary(think_times(page, base, level, moves, game)) for level in LEVELS}
        waits = click_latency(page, base, clicks=5) if "kulami" in games else None
        browser.close()
    server.shutdown()
    for game, rows in by_game.items():
        print(f"AI think time per move in Chromium ({game}, seconds; {GAMES[game].format(level='<level>')})")
        print(f"{'level':<8}{'median':>10}{'max':>10}{'moves':>8}")
        for level, row in rows.items():
            print(f"{level:<8}{row['median']:>10.3f}{row['max']:>10.3f}{row['n']:>8}")
    clicks = summary(waits) if waits else {"median": float("nan"), "max": float("nan"), "n": 0}
    if waits is not None:
        print(f"click answered while hard thinks: median {clicks['median']:.1f} ms, max {clicks['max']:.1f} ms "
              f"over {clicks['n']} clicks (target < 100 ms)")
    for game, rows in by_game.items():
        print(f"{game}: hard max think {rows['hard']['max']:.3f} s (target <= {TARGETS.get(game, 1.0)} s)")
    about = {**provenance(site=True), "chromium": chromium}
    entries = {game: {**about, "route": "index.html#" + GAMES[game], "moves_asked": moves_for(game, args.moves), **rows}
               for game, rows in by_game.items()}  # fmt: skip
    merge_results("ai_think_browser_by_game", entries, merge=True)  # the games of this run; the others kept
    if "kulami" in entries:
        merge_results("ai_think_browser", entries["kulami"])  # Kulami's, under its first key
    if waits is not None:
        merge_results("click_latency_ms", {**about, **clicks})
    print(f"merged under \"ai_think_browser_by_game\" ({', '.join(by_game)}) in {shown()}")
    print(f"$ {command}")


if __name__ == "__main__":
    main()

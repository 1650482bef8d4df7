"""How long the review of a whole game takes in the browser (web/review_screen.py, made in a Web Worker).

    .venv/bin/python bench/review_browser.py [--games 3] [--only GAME]

For each registered game, ``--games`` seeded games of a person against the computer are played to
their end here (in CPython: the easy computer player on both seats, seeded), then each is reviewed in
headless Chromium on the built site (_site/), opened at its review route
(``#/<game>/review?seats=human,ai-easy&seed=..&moves=..``) in a fresh page, twice: as on a first
visit (a new browser context: the worker starts Python from scratch), and as on a later visit (a
context where the site kept its memory snapshot: the worker starts from it). The page's marks
(``ludotheque:review-start``, ``review-worker-ready``, ``review-first``: the first graded moves drawn,
``review-done``) give, per game, the median and max of: the whole review, the first graded moves and
the worker's start, each both ways, and the first graded moves once the worker is up (what the end
screen's warm worker gives). Targets: a typical game reviewed within 30 s,
its first graded moves within 2 s. Figures are printed and merged into bench/results.json under
"review_browser" (one entry per game, with its command, Chromium's and the site's version; a run
with ``--only`` replaces only its games).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from bench._results import command_line, merge_results, only_option, provenance, shown  # noqa: E402
from e2e.helpers import chromium_launch_options, wait_ready  # noqa: E402
from game import core  # noqa: E402
from game.ai import make_agent  # noqa: E402

SEATS = ("human", "ai-easy")  # a person's game against the computer: the person's moves are graded
WHOLE_TARGET, FIRST_TARGET = 30.0, 2.0  # seconds
TIMEOUT = 600_000  # ms, one review
MARKS = """() => Object.fromEntries(['start', 'worker-ready', 'first', 'done'].map(name => {
    const mark = performance.getEntriesByName('ludotheque:review-' + name).pop();
    return [name, mark ? mark.startTime : null];
}))"""


def played(game_id: str, seed: int) -> dict[str, Any]:
    """A game of the easy computer on both seats, to its end, seeded (its record, seats as ``SEATS``)."""
    module = core.load(game_id)
    state = module.new_game(seed, len(SEATS))
    agents = [make_agent("easy", seed * 31 + seat, seconds=float("inf")) for seat in range(len(SEATS))]
    while not state.is_over:
        seat = state.to_move
        for other, agent in enumerate(agents):  # a memory game's players see every move
            if other != seat and hasattr(agent, "observe"):
                agent.observe(state.view(other))
        search = agents[seat].think(module, state.view(seat))
        while not search.step(0.05):
            pass
        state.apply(str(search.best()))
    return state.record(list(SEATS))


def route(record: dict[str, Any]) -> str:
    """The review route of ``record`` (its options as a route gives them, the defaults left out)."""
    import json

    defaults = core.load(record["game"]).INFO.defaults()
    options = {k: v if isinstance(v, str) else json.dumps(v) for k, v in record["options"].items() if defaults.get(k) != v}
    query = "&".join(f"{k}={quote(str(v), safe='')}" for k, v in options.items())
    moves = quote(",".join(record["actions"]), safe=",:@>")  # "+" would read as a space
    return (f"/{record['game']}/review?seats={','.join(record['players'])}&seed={record['seed']}"
            + (f"&{query}" if query else "") + f"&moves={moves}")


def kept_start(browser: Any, base: str) -> Any:
    """A browser context where the site kept its memory snapshot (a later visit's)."""
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    page.goto(f"{base}/index.html#/")
    wait_ready(page)
    page.wait_for_function("performance.getEntriesByName('ludotheque:snapshot-kept').length > 0", timeout=TIMEOUT)
    page.close()
    return context


def reviewed(browser: Any, base: str, record: dict[str, Any], context: Any = None) -> dict[str, float]:
    """One review in a fresh page (of ``context``, else of a new one): seconds from its start to each mark."""
    opened = context or browser.new_context(viewport={"width": 1366, "height": 768})
    page = opened.new_page()
    page.goto(f"{base}/index.html#{route(record)}")
    wait_ready(page)
    page.wait_for_selector('html[data-ready="1"]:not([data-busy]) .review', state="attached", timeout=TIMEOUT)
    marks = page.evaluate(MARKS)
    # the worker's own account of its start (web/review_runner.py; null before it gave one)
    started = page.evaluate("(performance.getEntriesByName('ludotheque:review-worker-started')[0] || {}).detail"
                            " || null")
    graded = page.locator("[data-move]").count()
    failed = page.locator('[data-cmd="review-again"]').count()
    page.close()
    if context is None:
        opened.close()
    if failed or marks["done"] is None:
        raise SystemExit(f"{record['game']} seed {record['seed']}: the review did not finish")
    start = marks["start"]
    found = {name: (marks[name] - start) / 1000 for name in ("worker-ready", "first", "done") if marks[name] is not None}
    found["graded"] = graded
    found["from_snapshot"] = bool(started and started.get("snapshot"))
    return found


def summary(values: list[float]) -> dict[str, Any]:
    return {"median": round(statistics.median(values), 3), "max": round(max(values), 3), "n": len(values),
            "all": [round(v, 3) for v in values]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="seeded games reviewed per title")
    only_option(parser, core.available_games())
    parser.add_argument("--site", type=Path, default=ROOT / "_site",
                        help="the built site to measure (another build's, to compare side by side)")
    args = parser.parse_args()
    command = command_line()
    print(f"$ {command}", flush=True)
    games = args.only or core.available_games()
    records = {}
    for game_id in games:
        started = time.perf_counter()
        records[game_id] = [played(game_id, seed) for seed in range(1, args.games + 1)]
        print(f"{game_id}: {args.games} games played in {time.perf_counter() - started:.1f} s "
              f"({', '.join(str(len(r['actions'])) for r in records[game_id])} moves)", flush=True)
    from tools.serve import start_server

    server = start_server(args.site, port=0)
    base = f"http://127.0.0.1:{server.server_port}"
    rows: dict[str, dict[str, Any]] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium_launch_options())
        chromium = browser.version
        kept = kept_start(browser, base)
        for game_id in games:
            runs = [reviewed(browser, base, record) for record in records[game_id]]
            later = [reviewed(browser, base, record, kept) for record in records[game_id]]
            for record, run, again in zip(records[game_id], runs, later):
                print(f"  {game_id} seed {record['seed']}: {len(record['actions'])} moves, {run['graded']} graded; "
                      f"whole {run['done']:.1f} s, first {run['first']:.2f} s, worker {run['worker-ready']:.2f} s; "
                      f"kept start: whole {again['done']:.1f} s, first {again['first']:.2f} s, "
                      f"worker {again['worker-ready']:.2f} s"
                      f"{' (from the snapshot)' if again['from_snapshot'] else ''}", flush=True)
            rows[game_id] = {
                "moves": summary([len(record["actions"]) for record in records[game_id]]),
                "graded": summary([run["graded"] for run in runs]),
                "whole_s": summary([run["done"] for run in runs]),
                "first_s": summary([run["first"] for run in runs]),
                "worker_s": summary([run["worker-ready"] for run in runs]),
                "first_after_worker_s": summary([run["first"] - run["worker-ready"] for run in runs]),
                "kept_start": {"whole_s": summary([run["done"] for run in later]),
                               "first_s": summary([run["first"] for run in later]),
                               "worker_s": summary([run["worker-ready"] for run in later]),
                               "worker_from_snapshot": sum(run["from_snapshot"] for run in later)},
            }
        kept.close()
        browser.close()
    server.shutdown()
    print(f"Review of a whole game in Chromium (seconds; {args.games} seeded games per title, seats {','.join(SEATS)})")
    print("first visit (Python started from scratch) | kept start (from the memory snapshot) | worker up")
    print(f"{'game':<20}{'moves':>6}{'whole':>7}{'max':>6}{'first':>7}{'max':>6}{'worker':>7} |{'whole':>6}"
          f"{'max':>6}{'first':>7}{'max':>6}{'worker':>7} |{'first':>6}")
    for game_id, row in rows.items():
        kept_row = row["kept_start"]
        print(f"{game_id:<20}{row['moves']['median']:>6.0f}{row['whole_s']['median']:>7.1f}{row['whole_s']['max']:>6.1f}"
              f"{row['first_s']['median']:>7.2f}{row['first_s']['max']:>6.2f}{row['worker_s']['median']:>7.2f} |"
              f"{kept_row['whole_s']['median']:>6.1f}{kept_row['whole_s']['max']:>6.1f}{kept_row['first_s']['median']:>7.2f}"
              f"{kept_row['first_s']['max']:>6.2f}{kept_row['worker_s']['median']:>7.2f} |"
              f"{row['first_after_worker_s']['median']:>6.2f}")
    for game_id, row in rows.items():
        print(f"{game_id}: whole review median {row['whole_s']['median']:.1f} s, max {row['whole_s']['max']:.1f} s "
              f"(target <= {WHOLE_TARGET:.0f} s); first graded moves median {row['first_s']['median']:.2f} s on a "
              f"first visit, {row['kept_start']['first_s']['median']:.2f} s later, "
              f"{row['first_after_worker_s']['median']:.2f} s with the worker up (target <= {FIRST_TARGET:.0f} s)")
    about = {**provenance(site=True), "chromium": chromium, "seats": ",".join(SEATS), "games": args.games}
    merge_results("review_browser", {game_id: {**about, **row} for game_id, row in rows.items()}, merge=True)
    print(f"merged under \"review_browser\" ({', '.join(rows)}) in {shown()}")
    print(f"$ {command}")


if __name__ == "__main__":
    main()

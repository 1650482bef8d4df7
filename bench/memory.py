"""Memory over many computer-against-computer games in ONE page: does anything grow game after game?

    .venv/bin/python bench/memory.py [--games 200] [--every 20] [--level easy]     (after `make build`)

Serves _site/ on 127.0.0.1 and opens one page in headless Chromium. The page plays ``--games`` games
in turn over every registered game (with its package's ``BENCHMARKS["seats"]``), every seat the
computer at ``--level``, each game opened by a hash route (``#/<game>/play?seats=ai-easy,..&seed=<n>``,
never a reload) and played to its end screen. The pause
the app leaves between two computers' moves (0.35 s, to let a person follow) is turned off with
``window.ludotheque.pace(0)``.

Samples are taken on the menu (``#/``: no game open) before the first game, after the first game,
after the warm-up round (one game of each title: every module, agent and cache has been used once:
the "before" figures) and then every ``--every`` games up to the last (the "after" figures):
  js_heap_used   Chromium's JSHeapUsedSize (CDP Performance.getMetrics) after HeapProfiler.collectGarbage
  dom_nodes, js_listeners   the same metrics' Nodes and JSEventListeners
  wasm_bytes     Pyodide's WebAssembly memory (``pyodide._module.HEAP8.length``; it never shrinks)
  js_refs        the JS objects Python holds (JsProxies: Pyodide's ``_hiwire_num_refs()``)
  gc_objects     ``len(gc.get_objects())`` after ``gc.collect()`` in the page's Python
(the Python figures come from ``window.ludotheque.memory()``).

Verdict: a least-squares line through the samples of the second half of the run (games >= half of
``--games``, so warm-up and caches that fill up early do not count) gives each figure's growth per
game; a figure grows steadily when that slope is above its threshold (THRESHOLDS: chosen well below
what one thing kept per game would cost, and above what these samples vary by when nothing leaks).
Prints the samples and the verdict, and writes them to bench/memory.json.
"""

from __future__ import annotations

import argparse
import datetime
import json
import shlex
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from e2e.helpers import chromium_launch_options, wait_ready  # noqa: E402
from game import core  # noqa: E402
from tools.serve import start_server  # noqa: E402

SITE = ROOT / "_site"
OUTPUT = ROOT / "bench" / "memory.json"
# game id -> seats (the computer at every one)
TITLES = {game_id: core.load(game_id).BENCHMARKS["seats"] for game_id in core.available_games()}
# Steady growth: slope of the second half's line above this, per game. One thing kept per game costs
# at least: a JsProxy 1 ref; a DOM listener 1; a detached board some hundreds of nodes; a kept record
# or agent hundreds of Python objects and tens of KB. The thresholds sit well below those and above
# the samples' noise when nothing leaks (JS heap +-100 KB, Python objects +-50 between samples).
THRESHOLDS = {
    "js_heap_used": 4096,  # bytes per game: 0.8 MB over 200 games
    "wasm_bytes": 4096,  # bytes per game: WebAssembly memory grows in 64 KiB pages, and never shrinks
    "gc_objects": 2.0,  # Python objects per game
    "js_refs": 0.2,  # JsProxies per game: one kept every 5 games
    "dom_nodes": 1.0,
    "js_listeners": 0.2,
}
UNITS = {"js_heap_used": "B", "wasm_bytes": "B"}
COLUMNS = ("js_heap_used", "wasm_bytes", "js_refs", "gc_objects", "dom_nodes", "js_listeners")
HEADERS = ("JS heap", "wasm mem", "JS refs", "py objs", "DOM nodes", "listeners")

# Opens a game and resolves once it is over (its end screen shown, nothing busy), in the page.
PLAY_GAME = """async ([route, seed, timeout]) => {
    const started = performance.now();
    location.hash = route;
    const html = document.documentElement;
    for (;;) {
        await new Promise(resolve => setTimeout(resolve, 25));
        if (document.querySelector('[data-over]') && !html.hasAttribute('data-busy')) {
            const record = JSON.parse(window.ludotheque.record() || 'null');
            if (record && record.seed === seed) {
                return {ms: performance.now() - started, moves: record.actions.length};
            }
        }
        const error = document.querySelector('#notice:not([hidden]) .notice-text');
        if (error && error.textContent) {
            throw new Error(`${route}: ${error.textContent}`);
        }
        if (performance.now() - started > timeout) {
            throw new Error(`${route}: not over after ${timeout} ms`);
        }
    }
}"""
TO_MENU = """async () => {
    location.hash = '#/';
    while (!document.querySelector('ul.games')) {
        await new Promise(resolve => setTimeout(resolve, 10));
    }
}"""


def route(game: str, level: str, seed: int) -> str:
    seats = ",".join([f"ai-{level}"] * TITLES[game])
    return f"#/{game}/play?seats={seats}&seed={seed}"


def sample(page, cdp, games: int) -> dict[str, float]:
    """Every figure, on the menu, after collecting garbage on both sides (Python's collection drops
    JsProxies, which frees JS objects; JS's may finalize PyProxies, which frees Python objects)."""
    page.evaluate(TO_MENU)
    for _ in range(2):
        page.evaluate("window.ludotheque.memory()")
        cdp.send("HeapProfiler.collectGarbage")
        time.sleep(0.2)  # let FinalizationRegistry callbacks run
    python = json.loads(page.evaluate("window.ludotheque.memory()"))
    cdp.send("HeapProfiler.collectGarbage")
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return {
        "games": games,
        "js_heap_used": int(metrics["JSHeapUsedSize"]),
        "js_heap_total": int(metrics["JSHeapTotalSize"]),
        "dom_nodes": int(metrics["Nodes"]),
        "js_listeners": int(metrics["JSEventListeners"]),
        "documents": int(metrics["Documents"]),
        **python,
    }


def slope(points: list[tuple[float, float]]) -> float:
    """Least-squares slope of y over x."""
    n = len(points)
    mean_x = sum(x for x, _ in points) / n
    mean_y = sum(y for _, y in points) / n
    spread = sum((x - mean_x) ** 2 for x, _ in points)
    return sum((x - mean_x) * (y - mean_y) for x, y in points) / spread if spread else 0.0


def show(value: float, name: str) -> str:
    if UNITS.get(name) == "B":
        return f"{value / 1e6:.2f} MB" if abs(value) >= 1e5 else f"{value / 1e3:.1f} KB"
    return f"{value:.2f}" if isinstance(value, float) and not value.is_integer() else f"{int(value)}"


def verdict(samples: list[dict[str, float]], games: int) -> dict[str, dict[str, float | bool]]:
    later = [s for s in samples if s["games"] >= games / 2]
    figures = {}
    for name in COLUMNS:
        if len(later) < 3 or name not in later[0]:
            continue
        per_game = slope([(s["games"], s[name]) for s in later])
        figures[name] = {
            "per_game": round(per_game, 3),
            "threshold": THRESHOLDS[name],
            "steady_growth": per_game > THRESHOLDS[name],
        }
    return figures


def schedule(games: int) -> list[str]:
    order = list(TITLES)
    return [order[i % len(order)] for i in range(games)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games played in the page (default 200)")
    parser.add_argument("--every", type=int, default=20, help="games between samples (default 20)")
    parser.add_argument("--level", default="easy", choices=("easy", "medium", "hard"), help="every seat's level")
    parser.add_argument("--timeout", type=float, default=300, help="seconds one game may take")
    parser.add_argument("--output", type=Path, default=OUTPUT, help="where the figures go (JSON)")
    parser.add_argument("--site", type=Path, default=SITE, help="the built site to serve (default _site/)")
    args = parser.parse_args()
    command = shlex.join([Path(sys.executable).as_posix(), *sys.argv])
    print(f"command: {command}", flush=True)
    if not (args.site / "index.html").exists():
        sys.exit(f"bench/memory.py: {args.site} is not built (run `make build`)")
    warm_up = min(len(TITLES), args.games)
    sample_at = {0, 1, warm_up, args.games} | set(range(args.every, args.games, args.every))

    server = start_server(args.site)
    base = f"http://127.0.0.1:{server.server_port}"
    samples: list[dict[str, float]] = []
    played: list[dict[str, object]] = []
    started = time.perf_counter()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium_launch_options())
        chromium = browser.version
        page = browser.new_page()
        page.goto(f"{base}/index.html#/")
        wait_ready(page)
        page.evaluate("window.ludotheque.pace(0)")
        cdp = page.context.new_cdp_session(page)
        cdp.send("Performance.enable")
        samples.append(sample(page, cdp, 0))
        print(f"{'games':>6} " + " ".join(f"{h:>11}" for h in HEADERS) + "   elapsed", flush=True)

        def report(row: dict[str, float]) -> None:
            cells = " ".join(f"{show(row[c], c) if c in row else '-':>11}" for c in COLUMNS)
            print(f"{row['games']:>6} {cells}   {time.perf_counter() - started:5.0f} s", flush=True)

        report(samples[-1])
        for number, game in enumerate(schedule(args.games), start=1):
            seed = 1000 + number
            result = page.evaluate(PLAY_GAME, [route(game, args.level, seed), seed, args.timeout * 1000])
            played.append({"game": game, "seed": seed, "moves": result["moves"], "seconds": round(result["ms"] / 1000, 2)})
            if number in sample_at:
                samples.append(sample(page, cdp, number))
                report(samples[-1])
        page.close()
        browser.close()
    server.shutdown()
    elapsed = time.perf_counter() - started

    before = next(s for s in samples if s["games"] == warm_up)
    after = samples[-1]
    figures = verdict(samples, args.games)
    print()
    print(f"Chromium {chromium}; {args.games} games ({', '.join(f'{schedule(args.games).count(g)} {g}' for g in TITLES)}),"
          f" every seat ai-{args.level}, one page, {elapsed:.0f} s")
    for game in TITLES:
        rows = [p for p in played if p["game"] == game]
        if rows:
            seconds = sorted(float(p["seconds"]) for p in rows)
            moves = sorted(int(p["moves"]) for p in rows)
            print(f"  {game:<19} {len(rows):>3} games, median {seconds[len(seconds) // 2]:5.2f} s and "
                  f"{moves[len(moves) // 2]} moves a game")
    print()
    print(f"{'figure':<17}{'before (game ' + str(warm_up) + ')':>17}{'after (game ' + str(args.games) + ')':>19}"
          f"{'change':>12}{'per game (2nd half)':>21}{'threshold':>11}  verdict")
    for name in COLUMNS:
        if name not in after:
            continue
        fit = figures.get(name)
        per_game = show(fit["per_game"], name) if fit else "-"
        flag = ("STEADY GROWTH" if fit["steady_growth"] else "flat") if fit else "too few samples"
        change = show(after[name] - before[name], name)
        print(f"{name:<17}{show(before[name], name):>17}{show(after[name], name):>19}{change:>12}{per_game:>21}"
              f"{show(THRESHOLDS[name], name):>11}  {flag}")
    growing = [name for name, fit in figures.items() if fit["steady_growth"]]
    print()
    print("verdict: " + (f"steady growth in {', '.join(growing)}" if growing else "memory flat (no figure grows steadily)"))

    args.output.write_text(json.dumps({
        "command": command,
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "chromium": chromium,
        "games": args.games,
        "level": args.level,
        "seats": TITLES,
        "seconds": round(elapsed, 1),
        "warm_up_games": warm_up,
        "before": before,
        "after": after,
        "fit_second_half": figures,
        "steady_growth": growing,
        "samples": samples,
        "played": played,
    }, indent=1) + "\n")
    print(f"wrote {args.output.relative_to(ROOT) if args.output.is_relative_to(ROOT) else args.output}")


if __name__ == "__main__":
    main()

"""The first paint: how soon a person sees the real screen (issue 23), in headless Chromium.

Printed by bench/startup.py after its start-up figures (``--no-first-paint`` leaves it out); alone:
    .venv/bin/python bench/_first_paint.py [--runs 3]                                (after `make build`)

For each route (the menu; the setup screen and a play route of the first game on the menu; the rules
page whose screen drawn at build time is the largest, the most to show) and for the bare PyScript page,
in a fresh Chromium profile: cold = the first load, warm = the same address again 3 s later
(bench/_profile.py). Per load, ms from navigation start:
  fcp      first contentful paint (Chromium's; the "Loading…" line counts)
  content  the real screen on show: the screen drawn at build time put in the page
           (<html data-drawn-ahead>, web/first-paint.js), else Python's own (data-ready), taken as the
           next frame, the one that paints it, begins (its requestAnimationFrame: a task queued
           after that frame could wait behind Python's start, which the page lets run once the
           frame is out)
  ready    <html data-ready="1">: Python up, the screen working (the bare page: its `import game`)
Then as many times again, throttled as a mid-range tablet on a mobile network stands for (Chromium's CPU 4x
slower, 10 Mbit/s down, 40 ms latency, through the DevTools protocol), cold, up to `content` only.
Prints medians and the ratio ready / bare page's ready; merges them under "first_paint" in
bench/results.json. Targets: content within 300 ms cold unthrottled and 1 s throttled; ready <= bare.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from bench._profile import SETTLE_MS, fresh_profile  # noqa: E402
from bench._results import command_line, merge_results, provenance, shown  # noqa: E402
from e2e.helpers import non_local, slow_network  # noqa: E402
from game import core  # noqa: E402
from tools.serve import HostedSiteHandler, start_server  # noqa: E402

SITE = ROOT / "_site"
DRAWN_AHEAD = SITE / "pre"  # tools/prerender.py's screens, <language>/<name>.html
THROTTLED = {"cpu": 4, "download_bytes_per_s": 10_000_000 / 8, "latency_ms": 40}

# Set up before the page's <html> exists, so watched from the document.
PROBE = """
new MutationObserver(() => {
  const html = document.documentElement;
  const seen = html && (html.hasAttribute("data-drawn-ahead") || html.getAttribute("data-ready") === "1");
  if (seen && window.__contentAt === undefined) {
    window.__contentAt = null;
    requestAnimationFrame(() => { window.__contentAt = performance.now(); });
  }
  if (html && html.getAttribute("data-ready") === "1" && window.__readyAt === undefined) window.__readyAt = performance.now();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-drawn-ahead", "data-ready"] });
"""
FIGURES = """() => {
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  return { fcp: fcp ? fcp.startTime : null, content: window.__contentAt, ready: window.__readyAt };
}"""


def load(page, url: str, until: str, timeout: float) -> dict[str, float | None]:
    page.goto(url)
    page.wait_for_function(f"() => typeof window.{until} === 'number'", timeout=timeout)
    return page.evaluate(FIGURES)


def throttle(context, page) -> None:
    session = slow_network(context, page, {
        "offline": False, "latency": THROTTLED["latency_ms"],
        "downloadThroughput": THROTTLED["download_bytes_per_s"], "uploadThroughput": THROTTLED["download_bytes_per_s"],
    })  # fmt: skip
    session.send("Emulation.setCPUThrottlingRate", {"rate": THROTTLED["cpu"]})


def measure(playwright, url: str, timeout: float, throttled: bool = False) -> tuple[list[dict], list[str]]:
    """[cold, warm] figures (throttled: [cold], up to the real content) in a fresh profile."""
    with fresh_profile(playwright, PROBE) as (context, page, log):
        if throttled:
            throttle(context, page)
            return [load(page, url, "__contentAt", timeout)], non_local(log.urls)
        cold = load(page, url, "__readyAt", timeout)
        page.wait_for_timeout(SETTLE_MS)
        page.goto("about:blank")
        warm = load(page, url, "__readyAt", timeout)
        return [cold, warm], non_local(log.urls)


def median(values: list[float | None]) -> float | None:
    found = [v for v in values if v is not None]
    return round(statistics.median(found), 1) if found else None


def routes() -> dict[str, str]:
    """The measured routes, by name, from the registry and the screens drawn ahead."""
    games = core.available_games()

    def drawn_ahead(game: str) -> int:  # the rules screen's bytes, in every language
        return sum((lang / f"{game}.rules.html").stat().st_size for lang in DRAWN_AHEAD.iterdir() if lang.is_dir())

    return {
        "menu": "index.html#/",
        "setup": f"index.html#/{games[0]}",
        "rules": f"index.html#/{max(games, key=drawn_ahead)}/rules",
        "play": f"index.html#/{games[0]}/play?seats=human,ai-easy&seed=1",
        "bare": "bench/bare.html",
    }


def run(runs: int, timeout: float = 120_000) -> None:
    """Measure every route ``runs`` times (then as many throttled), print the table, merge the figures."""
    if not DRAWN_AHEAD.exists():
        sys.exit("bench/_first_paint.py: _site/ is not built with its screens drawn ahead (run `make build`)")
    measured = routes()
    server = start_server(SITE, handler_class=HostedSiteHandler)  # as GitHub Pages caches
    base = f"http://127.0.0.1:{server.server_port}/"
    samples: dict[str, dict[str, dict[str, list]]] = {
        name: {kind: {"fcp": [], "content": [], "ready": []} for kind in ("cold", "warm", "throttled")} for name in measured
    }
    with sync_playwright() as playwright:
        for number in range(runs):
            for name, route in measured.items():  # interleaved: machine load hits every route alike
                loads, leaked = measure(playwright, base + route, timeout)
                if leaked:
                    sys.exit(f"{name}: requests left 127.0.0.1: {leaked}")
                for kind, figures in zip(("cold", "warm"), loads):
                    for key, value in figures.items():
                        samples[name][kind][key].append(value)
                print(f"  run {number + 1} {name:6} cold {loads[0]} warm {loads[1]}", flush=True)
        for number in range(runs):  # up to the content only: short, so as many runs as above
            for name, route in measured.items():
                if name == "bare":
                    continue
                loads, _ = measure(playwright, base + route, timeout, throttled=True)
                for key, value in loads[0].items():
                    samples[name]["throttled"][key].append(value)
                print(f"  throttled run {number + 1} {name:6} {loads[0]}", flush=True)
    server.shutdown()

    medians = {name: {kind: {key: median(v) for key, v in figures.items()} for kind, figures in kinds.items()}
               for name, kinds in samples.items()}  # fmt: skip
    bare = medians["bare"]
    print()
    print(f"First paint, median of {runs} (ms from navigation; ratio = ready / the bare page's ready)")
    print(f"  {'route':7} {'fcp':>6} {'content':>8} {'ready':>7} {'ratio':>6} | {'warm fcp':>8} {'content':>8} {'ready':>7} {'ratio':>6}"
          f" | throttled content")  # fmt: skip
    figures = {}
    for name in measured:
        cold, warm, slow = medians[name]["cold"], medians[name]["warm"], medians[name]["throttled"]
        cold_ratio = round(cold["ready"] / bare["cold"]["ready"], 2) if name != "bare" else 1.0
        warm_ratio = round(warm["ready"] / bare["warm"]["ready"], 2) if name != "bare" else 1.0
        print(f"  {name:7} {cold['fcp']!s:>6} {cold['content']!s:>8} {cold['ready']!s:>7} {cold_ratio:6.2f} | "
              f"{warm['fcp']!s:>8} {warm['content']!s:>8} {warm['ready']!s:>7} {warm_ratio:6.2f} | {slow['content']}")
        figures[name] = {**provenance(site=True), "route": measured[name], "runs": runs, "median_ms": medians[name],
                         "ready_over_bare": {"cold": cold_ratio, "warm": warm_ratio}, "throttled": THROTTLED}  # fmt: skip
    merge_results("first_paint", figures)
    print(f"merged under \"first_paint\" in {shown()}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="measured runs per route (default 3)")
    parser.add_argument("--timeout", type=float, default=120_000, help="ms to wait for a figure")
    args = parser.parse_args()
    command = command_line()
    print(f"$ {command}")
    run(args.runs, args.timeout)
    print(f"$ {command}")


if __name__ == "__main__":
    main()

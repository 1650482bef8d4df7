"""Start-up time of every game's route against a bare PyScript page, in headless Chromium.

    .venv/bin/python bench/startup.py [--runs 3] [--warmup 1] [--only GAME] [--no-stock] [--no-first-paint]
                                      [--before DIR]    (run by `make bench`, after `make build`)

Serves _site/ on 127.0.0.1 and measures, for each page, the time from navigation start to
<html data-ready="1"> (taken in the page with performance.now(), so Playwright's polling adds
nothing):
  <game>      index.html#/<game>/play?seats=human,ai-easy&seed=1, for each registered game: the
              app up, that game's table drawn and waiting for the person
  bare        bench/bare.html: the straightforward page, self-hosted PyScript (bench/pyscript/, the app
              itself does not use it) on the same Pyodide, the plain engine wheel unpacked by PyScript
              [files], `import game`, then data-ready
  bare-stock  the same bare page on Pyodide exactly as npm ships it (its standard library not
              precompiled): the page that does none of the app's start-up work. Served from a
              temporary tree of links to _site/ and node_modules/pyodide/ on a second port.
  before:<game>  with --before DIR: the same route on another build of the site (DIR, e.g. the
              _site/ of a worktree of an earlier commit), served on a third port: the cost of a
              change as a ratio (this build / that one), side by side in one run.
Each measurement opens a fresh Chromium profile (a new user-data folder, so a real disk cache):
cold = the first load (empty cache); warm = a reload in that profile 3 s later (everything from the
HTTP cache, Pyodide's compiled WebAssembly included; service workers are blocked); anew = then the
address opened anew (a link, a bookmark, the home-screen icon: the page itself is not revalidated).
The files are served as GitHub Pages serves them, gzipped and fresh for 10 minutes (tools/serve.py
HostedSiteHandler). A private (incognito) context would not do for warm: its in-memory cache cannot
hold the 9.6 MB pyodide.asm.wasm, which it downloads again at every reload.
The pages run interleaved (the order rotates each round) so that machine load hits all alike.
Prints medians and the <game>/bare ratios; merges them under "startup" in bench/results.json, one
entry per game (each with the bare pages' medians of the same run and the command).
Then the first paint per route (bench/_first_paint.py): first contentful paint, the real screen on
show and ready, cold, warm and throttled as a mid-range tablet, with the same number of runs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Error as PlaywrightError  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from bench import _first_paint as first_paint  # noqa: E402
from bench._profile import SETTLE_MS, fresh_profile  # noqa: E402
from bench._results import command_line, load_results, merge_results, only_option, provenance, shown  # noqa: E402
from e2e.helpers import chromium_launch_options, non_local, wait_ready  # noqa: E402
from game import core  # noqa: E402
from tools.serve import HostedSiteHandler, start_server  # noqa: E402

SITE = ROOT / "_site"
GAMES = tuple(core.available_games())
ROUTE = "index.html#/{game}/play?seats=human,ai-easy&seed=1"
BARE = "bench/bare.html"
STOCK_PYODIDE = ROOT / "node_modules" / "pyodide"


def stock_tree(folder: Path) -> None:
    """Links making ``folder`` serve the bare page with npm's own Pyodide files."""
    for name in ("bench", "dist"):
        (folder / name).symlink_to(SITE / name, target_is_directory=True)
    (folder / "vendor" / "pyodide").mkdir(parents=True)
    for item in (SITE / "vendor" / "pyodide").iterdir():
        (folder / "vendor" / "pyodide" / item.name).symlink_to(STOCK_PYODIDE / item.name)


# Records when <html data-ready="1"> appears, in ms since this navigation started.
READY_PROBE = """
new MutationObserver((_, observer) => {
    if (document.documentElement.getAttribute("data-ready") === "1") {
        window.__readyAt = performance.now();
        observer.disconnect();
    }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
"""


def ready_ms(page, timeout: float) -> float:
    wait_ready(page, timeout=timeout)
    return page.evaluate("window.__readyAt")


KINDS = ("cold", "warm", "anew")


def ratio_interval(ours: list[float], bare: list[float], draws: int = 4000) -> tuple[float, float]:
    """The 95 % bootstrap interval of median(ours) / median(bare): how far this run's own spread
    lets the ratio move (seeded, so the same samples give the same interval). An interval that
    holds 1.0 cannot tell the two pages apart."""
    rng = random.Random(0)
    ratios = sorted(
        statistics.median(rng.choices(ours, k=len(ours))) / statistics.median(rng.choices(bare, k=len(bare)))
        for _ in range(draws)
    )
    return round(ratios[int(draws * 0.025)], 3), round(ratios[int(draws * 0.975) - 1], 3)


def measure(playwright, url: str, timeout: float) -> tuple[dict[str, float], list[str]]:
    """({cold, warm, anew: ms}, URLs that left 127.0.0.1) in a fresh profile."""
    with fresh_profile(playwright, READY_PROBE) as (_, page, log):
        page.goto(url)
        cold = ready_ms(page, timeout)
        page.wait_for_timeout(SETTLE_MS)
        page.reload()
        warm = ready_ms(page, timeout)
        page.goto("about:blank")
        page.goto(url)
        return {"cold": cold, "warm": warm, "anew": ready_ms(page, timeout)}, non_local(log.urls)


def measure_anew_if_crashed(playwright, name: str, url: str, timeout: float, crashes: list[str]):
    """:func:`measure`; when Chromium's page crashes ("Target crashed": twice in about a thousand
    loads here, in these long runs only, never in the e2e tests), said, counted in ``crashes`` and
    measured again in a new profile (twice at most)."""
    for _ in range(2):
        try:
            return measure(playwright, url, timeout)
        except PlaywrightError as error:
            if "crashed" not in str(error):
                raise
            crashes.append(name)
            print(f"  {name}: the page crashed ({str(error).splitlines()[0]}); measured again", flush=True)
    return measure(playwright, url, timeout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="measured runs per page (default 3)")
    parser.add_argument("--warmup", type=int, default=1, help="unrecorded runs per page first (default 1)")
    only_option(parser, GAMES)
    parser.add_argument("--no-stock", action="store_true", help="leave out the bare page on stock Pyodide")
    parser.add_argument("--no-first-paint", action="store_true", help="leave out the first paint per route")
    parser.add_argument("--timeout", type=float, default=120_000, help="ms to wait for data-ready")
    parser.add_argument("--before", type=Path, help="another build's site folder, measured side by side")
    args = parser.parse_args()
    command = command_line()
    print(f"$ {command}")
    if not (SITE / "index.html").exists():
        sys.exit("bench/startup.py: _site/ is not built (run `make build`)")
    games = [game for game in GAMES if game in (args.only or GAMES)]
    pages = {game: ROUTE.format(game=game) for game in games}
    pages["bare"] = BARE
    if not args.no_stock:
        pages["bare-stock"] = BARE
    if args.before:
        pages.update({f"before:{game}": ROUTE.format(game=game) for game in games})

    server = start_server(SITE, handler_class=HostedSiteHandler)
    stock_folder = tempfile.TemporaryDirectory()
    bases = {name: f"http://127.0.0.1:{server.server_port}/" for name in pages}
    stock_server = None
    if not args.no_stock:
        stock_tree(Path(stock_folder.name))
        stock_server = start_server(stock_folder.name, handler_class=HostedSiteHandler)
        bases["bare-stock"] = f"http://127.0.0.1:{stock_server.server_port}/"
    before_server = start_server(args.before, handler_class=HostedSiteHandler) if args.before else None
    if before_server is not None:
        bases.update({f"before:{game}": f"http://127.0.0.1:{before_server.server_port}/" for game in games})
    samples: dict[str, dict[str, list[float]]] = {name: {kind: [] for kind in KINDS} for name in pages}
    crashes: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium_launch_options())
        chromium = browser.version
        browser.close()
        print(f"Chromium {chromium}, a fresh profile per measurement, {args.runs} runs per page after "
              f"{args.warmup} warm-up, interleaved")
        names = list(pages)
        for round_number in range(args.warmup + args.runs):
            shift = round_number % len(names)
            order = names[shift:] + names[:shift]
            for name in order:
                times, leaked = measure_anew_if_crashed(playwright, name, bases[name] + pages[name], args.timeout, crashes)
                if leaked:
                    sys.exit(f"{name}: requests left 127.0.0.1: {leaked}")
                recorded = round_number >= args.warmup
                if recorded:
                    for kind in KINDS:
                        samples[name][kind].append(times[kind])
                label = f"run {round_number - args.warmup + 1}" if recorded else "warm-up"
                print(f"  {label:8} {name:19} " + "   ".join(f"{kind} {times[kind]:7.0f} ms" for kind in KINDS), flush=True)
    server.shutdown()
    for other in (stock_server, before_server):
        if other is not None:
            other.shutdown()
    stock_folder.cleanup()

    medians = {name: {kind: statistics.median(v) for kind, v in kinds.items()} for name, kinds in samples.items()}

    def ratio(name: str, reference: str) -> dict[str, float] | None:
        if reference not in medians:
            return None
        return {kind: round(medians[name][kind] / medians[reference][kind], 3) for kind in KINDS}

    def interval(name: str, reference: str) -> dict[str, tuple[float, float]]:
        return {kind: ratio_interval(samples[name][kind], samples[reference][kind]) for kind in KINDS}

    print()
    print(f"Start-up to a playable table, median of {args.runs} (ms; ratio = the game's route / the bare page)")
    print(f"  {'page':19} {'cold':>7} {'warm':>7} {'anew':>7} {'cold/bare':>10} {'warm/bare':>10} {'anew/bare':>10}"
          f" {'cold/stock':>11} {'warm/stock':>11}")
    for name in pages:
        row = f"  {name:19} {medians[name]['cold']:7.0f} {medians[name]['warm']:7.0f} {medians[name]['anew']:7.0f}"
        if name in games:  # (not before:<game>)
            bare, stock = ratio(name, "bare"), ratio(name, "bare-stock")
            row += f" {bare['cold']:10.2f} {bare['warm']:10.2f} {bare['anew']:10.2f}"  # type: ignore[index]
            if stock:
                row += f" {stock['cold']:11.2f} {stock['warm']:11.2f}"
        print(row)
    print(f"  (bare: {BARE} on this site's Pyodide; stock: the same page on Pyodide as npm ships it)")
    print("  The ratios' 95 % intervals (bootstrap over this run's samples; one holding 1.00 cannot tell the pages apart):")
    for game in games:
        spans = interval(game, "bare")
        print(f"  {game:19} " + "   ".join(f"{kind}/bare {lo:.2f}-{hi:.2f}" for kind, (lo, hi) in spans.items()))
    if args.before:
        print(f"  This build against {args.before} (the same route there; ratio and its 95 % interval):")
        for game in games:
            now_over_before = ratio(game, f"before:{game}")
            spans = interval(game, f"before:{game}")
            print(f"  {game:19} " + "   ".join(f"{kind}/before {now_over_before[kind]:.2f} ({lo:.2f}-{hi:.2f})"
                                               for kind, (lo, hi) in spans.items()))  # type: ignore[index]
    if crashes:
        print(f"  Pages that crashed in Chromium and were measured again: {', '.join(crashes)}")

    figures = {}
    for game in games:
        figures[game] = {
            **provenance(site=True),
            "chromium": chromium,
            "runs": args.runs,
            "warmup": args.warmup,
            "profile": "fresh persistent profile per measurement; warm = reload in it 3 s later; anew = then opened anew",
            "route": pages[game],
            "median_ms": {k: round(v, 1) for k, v in medians[game].items()},
            "bare_median_ms": {k: round(v, 1) for k, v in medians["bare"].items()},
            "ratio_over_bare": ratio(game, "bare"),
            "ratio_over_bare_interval95": interval(game, "bare"),
            "samples_ms": {k: [round(x, 1) for x in v] for k, v in samples[game].items()},
            "bare_samples_ms": {k: [round(x, 1) for x in v] for k, v in samples["bare"].items()},
            "page_crashes_measured_again": {"game": crashes.count(game), "bare": crashes.count("bare")},
        }
        if args.before:
            figures[game]["before"] = {"site": str(args.before), "ratio": ratio(game, f"before:{game}"),
                                       "interval95": interval(game, f"before:{game}"),
                                       "median_ms": {k: round(v, 1) for k, v in medians[f"before:{game}"].items()}}
        if "bare-stock" in medians:
            figures[game]["bare_stock_median_ms"] = {k: round(v, 1) for k, v in medians["bare-stock"].items()}
            figures[game]["ratio_over_bare_stock"] = ratio(game, "bare-stock")
    # One entry per game (an --only run replaces only its games); older layouts of the key are dropped.
    kept = {game: entry for game, entry in load_results().get("startup", {}).items() if game in GAMES}
    merge_results("startup", {**kept, **figures})
    print(f"merged under \"startup\" ({', '.join(games)}) in {shown()}")
    if not args.no_first_paint:
        print()
        first_paint.run(args.runs, args.timeout)
    print(f"$ {command}")


if __name__ == "__main__":
    main()

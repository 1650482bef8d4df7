"""Start-up time of the app against a bare PyScript page, in headless Chromium.

    .venv/bin/python bench/startup.py [--runs 5] [--warmup 1]     (run by `make bench`, after `make build`)

Serves _site/ on 127.0.0.1 and measures, for each page, the time from navigation start to
<html data-ready="1"> (taken in the page with performance.now(), so Playwright's polling adds
nothing):
  app   index.html#/kulami/play?seats=human,ai-easy&seed=1
  bare  bench/bare.html: the same self-hosted PyScript + Pyodide, the plain engine wheel unpacked by
        PyScript [files], `import game`, then data-ready
  bare-stock  the same bare page on Pyodide exactly as npm ships it (its standard library not
        precompiled): the page that does none of the app's start-up work. Served from a temporary
        tree of links to _site/ and node_modules/pyodide/ on a second port.
cold = a fresh browser context (empty cache), warm = a reload in that same context.
The pages run interleaved (the order alternates each round) so that machine load hits both alike.
Prints medians and the app/bare ratios; writes them under "startup" in bench/results.json.
"""

from __future__ import annotations

import argparse
import datetime
import json
import shlex
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from e2e.helpers import chromium_launch_options, non_local, record_requests, wait_ready  # noqa: E402
from tools.serve import start_server  # noqa: E402

SITE = ROOT / "_site"
RESULTS = ROOT / "bench" / "results.json"
PAGES = {
    "app": "index.html#/kulami/play?seats=human,ai-easy&seed=1",
    "bare": "bench/bare.html",
    "bare-stock": "bench/bare.html",
}
STOCK_PYODIDE = ROOT / "node_modules" / "pyodide"


def stock_tree(folder: Path) -> None:
    """Links making ``folder`` serve the bare page with npm's own Pyodide files."""
    for name in ("bench", "dist"):
        (folder / name).symlink_to(SITE / name, target_is_directory=True)
    (folder / "vendor").mkdir()
    (folder / "vendor" / "pyscript").symlink_to(SITE / "vendor" / "pyscript", target_is_directory=True)
    (folder / "vendor" / "pyodide").mkdir()
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


def measure(browser, url: str, timeout: float) -> tuple[float, float, list[str]]:
    """(cold ms, warm ms, URLs that left 127.0.0.1) for one fresh context."""
    context = browser.new_context()
    try:
        context.add_init_script(READY_PROBE)
        log = record_requests(context)
        page = context.new_page()
        page.goto(url)
        cold = ready_ms(page, timeout)
        page.reload()
        warm = ready_ms(page, timeout)
        return cold, warm, non_local(log.urls)
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description="Start-up time: app vs bare PyScript page")
    parser.add_argument("--runs", type=int, default=5, help="measured runs per page (default 5)")
    parser.add_argument("--warmup", type=int, default=1, help="unrecorded runs per page first (default 1)")
    parser.add_argument("--timeout", type=float, default=120_000, help="ms to wait for data-ready")
    args = parser.parse_args()
    command = shlex.join([Path(sys.executable).as_posix(), *sys.argv])
    print(f"command: {command}")
    if not (SITE / "index.html").exists():
        sys.exit("bench/startup.py: _site/ is not built (run `make build`)")

    server = start_server(SITE)
    stock_folder = tempfile.TemporaryDirectory()
    stock_tree(Path(stock_folder.name))
    stock_server = start_server(stock_folder.name)
    bases = {name: f"http://127.0.0.1:{server.server_port}/" for name in PAGES}
    bases["bare-stock"] = f"http://127.0.0.1:{stock_server.server_port}/"
    samples: dict[str, dict[str, list[float]]] = {name: {"cold": [], "warm": []} for name in PAGES}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium_launch_options())
        print(f"Chromium {browser.version}, {args.runs} runs per page after {args.warmup} warm-up, interleaved")
        for round_number in range(args.warmup + args.runs):
            order = list(PAGES) if round_number % 2 == 0 else list(reversed(PAGES))
            for name in order:
                cold, warm, leaked = measure(browser, bases[name] + PAGES[name], args.timeout)
                if leaked:
                    sys.exit(f"{name}: requests left 127.0.0.1: {leaked}")
                recorded = round_number >= args.warmup
                if recorded:
                    samples[name]["cold"].append(cold)
                    samples[name]["warm"].append(warm)
                label = f"run {round_number - args.warmup + 1}" if recorded else "warm-up"
                print(f"  {label:8} {name:10} cold {cold:7.0f} ms   warm {warm:7.0f} ms", flush=True)
        browser.close()
    server.shutdown()
    stock_server.shutdown()
    stock_folder.cleanup()

    medians = {name: {kind: statistics.median(v) for kind, v in kinds.items()} for name, kinds in samples.items()}
    ratios = {kind: medians["app"][kind] / medians["bare"][kind] for kind in ("cold", "warm")}
    stock_ratios = {kind: medians["app"][kind] / medians["bare-stock"][kind] for kind in ("cold", "warm")}
    print()
    print(f"{'median (ms)':12} {'app':>8} {'bare':>8} {'bare-stock':>11} {'app/bare':>9} {'app/bare-stock':>15}")
    for kind in ("cold", "warm"):
        print(f"{kind:12} {medians['app'][kind]:8.0f} {medians['bare'][kind]:8.0f} {medians['bare-stock'][kind]:11.0f}"
              f" {ratios[kind]:9.2f} {stock_ratios[kind]:15.2f}")

    results = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    results["startup"] = {
        "command": command,
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "chromium": browser.version,
        "runs": args.runs,
        "pages": PAGES,
        "median_ms": {name: {k: round(v, 1) for k, v in kinds.items()} for name, kinds in medians.items()},
        "ratio_app_over_bare": {k: round(v, 3) for k, v in ratios.items()},
        "ratio_app_over_bare_stock": {k: round(v, 3) for k, v in stock_ratios.items()},
        "samples_ms": {name: {k: [round(x, 1) for x in v] for k, v in kinds.items()} for name, kinds in samples.items()},
    }
    RESULTS.write_text(json.dumps(results, indent=2) + "\n")
    print(f"wrote {RESULTS.relative_to(ROOT)} (key \"startup\")")


if __name__ == "__main__":
    main()

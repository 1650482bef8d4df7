"""What a first visit downloads: every byte a new visitor's browser fetches, by kind, and proof that
nothing leaves the site's origin.

    .venv/bin/python bench/download.py [--no-private]      (run by `make bench`, after `make build`)

Serves _site/ on 127.0.0.1 from a server that counts every byte it sends (status line, headers and
body: what crosses the wire, as tools/serve.py sends it, without compression), and visits the site in
headless Chromium with a fresh profile (a new user-data folder, so a real disk cache):
  1. index.html (the menu), until it is ready;
  2. each game's setup, rules and play screens (index.html#/<game>, #/<game>/rules,
     #/<game>/play?seats=human,ai-easy&seed=1), one after the other in the same page;
  3. until the service worker controls the page: it precaches the whole site for offline play
     (every file but bench/), checking each against its hash; what the page already fetched comes
     from the HTTP cache after a revalidation (304: headers only).
Both are counted: "page" (1 and 2, what playing needs) and "precache" (3: the requests the service
worker makes, told apart by their Referer, sw.js, and sw.js itself), by kind: pyodide
(vendor/pyodide/), pyscript (vendor/pyscript/ and pyscript.toml), app (py/: the engine wheel and the
web package's archive, as pyscript.toml names them), assets (everything else: HTML, CSS, icons, the service worker...). The
"gzip" column estimates what a host that compresses every response (GitHub Pages compresses most)
would send: each body gzipped at level 6, plus the same headers.
Every request the page and its service worker make is recorded (Playwright, context-wide): any that
leaves 127.0.0.1 is listed and fails the script. Chromium's own count of the bytes (Playwright's
request sizes, headers and body) is printed next to the server's as a cross-check.
Then the same visit in a private (incognito) context, whose in-memory cache is small: the totals only
(``--no-private`` skips it). Then what an embedded game costs (``--no-embed`` skips it): a blog post
on another origin frames embed.html?game=<the first game>, in a fresh context; the bytes embed.html
fetches for a reader who never presses Play (target: under 150 kB, headers included), then what Play
adds until the game is ready. Merged under "download" in bench/results.json.
"""

from __future__ import annotations

import argparse
import gzip
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from bench._results import command_line, merge_results, provenance, shown  # noqa: E402
from e2e.helpers import (  # noqa: E402
    IDLE_SELECTOR, blog_post, chromium_launch_options, non_local, record_requests, wait_idle, wait_ready)
from game import core  # noqa: E402
from tools.serve import QuietSiteHandler, SiteServer, start_server  # noqa: E402

SITE = ROOT / "_site"
GAMES = tuple(core.available_games())
SCREENS = ("#/{game}", "#/{game}/rules", "#/{game}/play?seats=human,ai-easy&seed=1")
KINDS = ("pyodide", "pyscript", "app", "assets")
EMBED_BUDGET = 150_000  # bytes an embedded game may cost a reader who never presses Play
WORKER_TIMEOUT_MS = 180_000  # the worker registers once the page has been idle for 2 s (at most 30 s)


def kind_of(path: str) -> str:
    if path.startswith("vendor/pyodide/"):
        return "pyodide"
    if path.startswith("vendor/pyscript/") or path == "pyscript.toml":
        return "pyscript"
    if path.startswith("py/"):
        return "app"
    return "assets"


@dataclass
class Served:
    """One response the server sent."""

    arrived: float  # time.monotonic() when the request line was read
    path: str  # relative to the site, no query
    status: int
    sent: int  # bytes written: status line, headers and body
    body: int  # the file's size when the whole file was sent, else 0
    worker: bool  # asked by the service worker (or sw.js itself)


class CountingHandler(QuietSiteHandler):
    """tools/serve.py's handler, counting what it writes for each request into ``self.server.log``."""

    def setup(self) -> None:
        super().setup()
        raw, handler = self.wfile, self

        class Counter:
            def write(self, data: bytes) -> int:
                handler.sent += len(data)
                return raw.write(data)

            def __getattr__(self, name: str) -> Any:
                return getattr(raw, name)

        self.wfile = Counter()  # type: ignore[assignment]

    def parse_request(self) -> bool:
        self.arrived = time.monotonic()
        return super().parse_request()

    def send_response(self, code: int, message: str | None = None) -> None:
        self.status = code
        super().send_response(code, message)

    def handle_one_request(self) -> None:
        self.sent, self.command, self.status = 0, None, 0
        super().handle_one_request()
        if not self.command:  # the connection closed
            return
        path = unquote(urlsplit(self.path).path).lstrip("/") or "index.html"
        referer = urlsplit(self.headers.get("Referer") or "").path
        worker = path == "sw.js" or referer.endswith("/sw.js")
        file = SITE / path
        body = file.stat().st_size if self.status == 200 and file.is_file() else 0
        self.server.log.append(Served(self.arrived, path, self.status, self.sent, body, worker))  # type: ignore[attr-defined]


def start_counting_server() -> SiteServer:
    server = start_server(SITE, handler_class=CountingHandler)
    server.log = []  # type: ignore[attr-defined]  (no request arrives before the caller has the URL)
    return server


def visit(context, base: str, log: list[Served]) -> dict[str, Any]:
    """The first visit in ``context``: the menu, every game's screens, until the worker is in charge.
    Returns the phase boundaries (monotonic times) and what Playwright saw."""
    requests = record_requests(context)
    seen: list[Any] = []
    context.on("request", lambda request: seen.append(request))
    page = context.pages[0] if context.pages else context.new_page()
    marks: dict[str, float] = {"home": time.monotonic()}
    page.goto(base + "index.html")
    wait_ready(page, timeout=120_000)
    wait_idle(page, timeout=60_000)
    for game in GAMES:
        marks[game] = time.monotonic()
        for screen in SCREENS:
            page.evaluate("hash => { location.hash = hash; }", screen.format(game=game))
            page.wait_for_function("hash => location.hash === hash", arg=screen.format(game=game))
            wait_idle(page, timeout=60_000)
            page.wait_for_timeout(200)
    marks["end of routes"] = time.monotonic()
    page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                           timeout=WORKER_TIMEOUT_MS)  # fmt: skip
    page.wait_for_timeout(500)  # the last responses reach the log
    browser_bytes = {"page": 0, "precache": 0}
    for request in seen:
        if urlsplit(request.url).scheme not in ("http", "https"):
            continue
        try:
            sizes = request.sizes()
        except Exception:  # noqa: BLE001 (a request that never finished: nothing crossed)
            continue
        phase = "precache" if request.service_worker or request.url.endswith("/sw.js") else "page"
        browser_bytes[phase] += sizes["responseHeadersSize"] + sizes["responseBodySize"]
    return {"marks": marks, "external": non_local(requests.urls), "failed": list(requests.failed),
            "browser_bytes": browser_bytes, "requests_seen": len(seen)}


def tally(log: list[Served], marks: dict[str, float]) -> dict[str, Any]:
    """Bytes by phase and kind, requests, what each game's screens added, precache-only files."""
    by = {phase: dict.fromkeys(KINDS, 0) for phase in ("page", "precache")}
    gz = {phase: dict.fromkeys(KINDS, 0) for phase in ("page", "precache")}
    requests = {"page": 0, "precache": 0, "precache_revalidated": 0}
    added = dict.fromkeys(GAMES, 0)
    page_paths = {entry.path for entry in log if not entry.worker}
    precache_only: dict[str, int] = {}
    twice: dict[str, int] = {}  # fetched in full by the page, then again by the worker
    compressed: dict[str, int] = {}
    for entry in sorted(log, key=lambda e: e.arrived):
        phase = "precache" if entry.worker else "page"
        kind = kind_of(entry.path)
        by[phase][kind] += entry.sent
        requests[phase] += 1
        if entry.body:
            if entry.path not in compressed:
                compressed[entry.path] = len(gzip.compress((SITE / entry.path).read_bytes(), compresslevel=6))
            gz[phase][kind] += entry.sent - entry.body + compressed[entry.path]
        else:
            gz[phase][kind] += entry.sent
        if entry.worker and entry.status == 304:
            requests["precache_revalidated"] += 1
        if entry.worker and entry.body and entry.path not in page_paths:
            precache_only[entry.path] = entry.sent
        if entry.worker and entry.body and entry.path in page_paths:
            twice[entry.path] = entry.sent
        if not entry.worker:
            screen = [game for game in GAMES if marks[game] <= entry.arrived]  # the game's screens shown then
            if screen:
                added[screen[-1]] += entry.sent
    totals = {phase: sum(kinds.values()) for phase, kinds in by.items()}
    return {
        "bytes": {**by, "total": {kind: by["page"][kind] + by["precache"][kind] for kind in KINDS}},
        "gzip_estimate": {**gz, "total": {kind: gz["page"][kind] + gz["precache"][kind] for kind in KINDS}},
        "totals": {"page": totals["page"], "precache": totals["precache"], "first_visit": sum(totals.values())},
        "gzip_estimate_totals": {"page": sum(gz["page"].values()), "precache": sum(gz["precache"].values()),
                                 "first_visit": sum(gz["page"].values()) + sum(gz["precache"].values())},
        "requests": requests,
        "routes_added_bytes": added,
        "precache_only_files": dict(sorted(precache_only.items(), key=lambda item: -item[1])),
        "downloaded_twice": dict(sorted(twice.items(), key=lambda item: -item[1])),
    }  # fmt: skip


def embed_visit(browser, base: str, log: list[Served]) -> dict[str, Any]:
    """A blog post framing embed.html, in a fresh context: the bytes before Play (after a quiet
    second and a half), and what Play adds until the game is ready and idle."""
    def counted(entries: list[Served]) -> dict[str, Any]:
        sent = sum(e.sent for e in entries)
        gz = sum(e.sent - e.body + len(gzip.compress((SITE / e.path).read_bytes(), compresslevel=6)) if e.body else e.sent
                 for e in entries)  # fmt: skip
        by_kind = {kind: sum(e.sent for e in entries if kind_of(e.path) == kind) for kind in KINDS}
        return {"bytes": sent, "gzip_estimate": gz, "requests": len(entries), "by_kind": by_kind,
                "files": sorted({e.path for e in entries})}

    log.clear()
    context = browser.new_context()
    requests = record_requests(context)
    try:
        page = context.new_page()
        with blog_post(f"{base}embed.html?game={GAMES[0]}&seats=human,ai-easy&seed=1") as post:
            page.goto(post)
            frame = page.frame_locator("#game")
            frame.locator("[data-play]").wait_for()
            page.wait_for_timeout(1_500)  # whatever would load by itself has started
            before = list(log)
            started = time.monotonic()
            frame.locator("[data-play]").click()
            frame.locator(IDLE_SELECTOR).wait_for(state="attached", timeout=120_000)
            ready = time.monotonic() - started
            page.wait_for_timeout(500)  # the last responses reach the log
            after = list(log)[len(before):]
    finally:
        context.close()
    return {"before_play": counted(before), "play_adds": counted(after), "seconds_to_ready_after_play": ready,
            "external": non_local(requests.urls)}


def megabytes(count: int) -> str:
    return f"{count / 1e6:.2f} MB" if count >= 1e5 else f"{count / 1e3:.1f} kB"


def group_of(path: str) -> str:
    """A precache-only file's group for the summary line: its folder, and its extension in web/."""
    folder = path.rsplit("/", 1)[0] if "/" in path else "."
    if folder == "web":
        return "web/*" + Path(path).suffix
    return folder + "/"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-private", action="store_true", help="skip the visit in a private context")
    parser.add_argument("--no-embed", action="store_true", help="skip the embedded game's costs")
    args = parser.parse_args()
    command = command_line()
    print(f"$ {command}")
    if not (SITE / "sw.js").exists():
        sys.exit("bench/download.py: _site/ is not built (run `make build`)")
    server = start_counting_server()
    base = f"http://127.0.0.1:{server.server_port}/"
    log: list[Served] = server.log  # type: ignore[attr-defined]
    with sync_playwright() as playwright, tempfile.TemporaryDirectory(prefix="ludotheque-download-") as profile:
        context = playwright.chromium.launch_persistent_context(profile, **chromium_launch_options())
        try:
            seen = visit(context, base, log)
        finally:
            context.close()
        found = tally(list(log), seen["marks"])
        private = None
        browser = playwright.chromium.launch(**chromium_launch_options())
        chromium = browser.version
        if not args.no_private:
            log.clear()
            context = browser.new_context()
            try:
                private_seen = visit(context, base, log)
            finally:
                context.close()
            private = tally(list(log), private_seen["marks"])
            seen["external"] += private_seen["external"]
        embed = None
        if not args.no_embed:
            embed = embed_visit(browser, base, log)
            seen["external"] += embed["external"]
        browser.close()
    server.shutdown()

    print(f"First visit in a fresh Chromium {chromium} profile: index.html, then each game's setup, rules and play "
          f"screens, then the service worker's precache (offline play). Bytes as sent by the server (headers "
          f"included, no compression); gzip: estimate if the host compressed every response.")
    print(f"  {'kind':10} {'page':>14} {'precache':>14} {'total':>14} {'gzip (total)':>14}")
    for kind in KINDS:
        b = found["bytes"]
        print(f"  {kind:10} {b['page'][kind]:>14,} {b['precache'][kind]:>14,} {b['total'][kind]:>14,} "
              f"{found['gzip_estimate']['total'][kind]:>14,}")
    t = found["totals"]
    print(f"  {'total':10} {t['page']:>14,} {t['precache']:>14,} {t['first_visit']:>14,} "
          f"{found['gzip_estimate_totals']['first_visit']:>14,}")
    r = found["requests"]
    print(f"  {'requests':10} {r['page']:>14} {r['precache']:>14} {r['page'] + r['precache']:>14}"
          f"   ({r['precache_revalidated']} of the precache's answered 304: already in the HTTP cache)")
    gap = t["first_visit"] - sum(seen["browser_bytes"].values())
    print(f"  Chromium's count (Playwright request sizes): page {seen['browser_bytes']['page']:,}, "
          f"precache {seen['browser_bytes']['precache']:,}, {seen['requests_seen']} requests; "
          f"{gap:,} B less than the server's (sw.js is {(SITE / 'sw.js').stat().st_size:,} B)")
    print("  each game's screens, after the menu, added: "
          + ", ".join(f"{game} {count:,} B" for game, count in found["routes_added_bytes"].items()))
    groups: dict[str, int] = {}
    for path, count in found["precache_only_files"].items():
        groups[group_of(path)] = groups.get(group_of(path), 0) + count
    print(f"  precache only (never fetched by the page): {len(found['precache_only_files'])} files, "
          f"{megabytes(sum(found['precache_only_files'].values()))}: "
          + ", ".join(f"{name} {megabytes(count)}" for name, count in sorted(groups.items(), key=lambda i: -i[1])))
    if found["downloaded_twice"]:
        print("  downloaded twice (page, then precache): "
              + ", ".join(f"{path} {megabytes(count)}" for path, count in found["downloaded_twice"].items()))
    if private is not None:
        p = private["totals"]
        twice = ", ".join(f"{path} {megabytes(count)}" for path, count in private["downloaded_twice"].items())
        print(f"  private window (in-memory HTTP cache): page {megabytes(p['page'])}, precache {megabytes(p['precache'])}, "
              f"first visit {megabytes(p['first_visit'])}; downloaded twice: {twice or 'nothing'}")
    if embed is not None:
        b, a = embed["before_play"], embed["play_adds"]
        print(f"Embedded game (a blog post framing embed.html?game={GAMES[0]}, fresh context), bytes as sent:")
        print(f"  before Play: {b['bytes']:,} B (gzip {b['gzip_estimate']:,} B) in {b['requests']} requests "
              f"({', '.join(b['files'])}); budget {EMBED_BUDGET:,} B: "
              f"{'within' if b['bytes'] < EMBED_BUDGET else 'OVER'}")
        print(f"  Play adds: {megabytes(a['bytes'])} (gzip {megabytes(a['gzip_estimate'])}) in {a['requests']} requests: "
              + ", ".join(f"{kind} {megabytes(count)}" for kind, count in a["by_kind"].items())
              + f"; ready {embed['seconds_to_ready_after_play']:.1f} s after the press")
        print(f"  total after Play: {megabytes(b['bytes'] + a['bytes'])}")
    print(f"  requests that left 127.0.0.1: {len(seen['external'])} (page and service worker)")
    for url in seen["external"]:
        print(f"    {url}")
    if seen["failed"]:
        print(f"  failed requests: {seen['failed']}")

    merge_results("download", {
        **provenance(site=True),
        "chromium": chromium,
        "visit": ["index.html", *(screen.format(game=game) for game in GAMES for screen in SCREENS)],
        "counted": "bytes the server sent (status line, headers, body; no compression) for the page (menu and "
                   "every game's screens) and the service worker's precache (offline play), fresh profile",
        **found,
        "chromium_reported_bytes": seen["browser_bytes"],
        "external_requests": len(seen["external"]),
        "external_urls": seen["external"],
        "private_window": None if private is None else {
            "totals": private["totals"], "bytes": private["bytes"], "requests": private["requests"],
            "downloaded_twice": private["downloaded_twice"]},
        "embed": None if embed is None else {
            "before_play": embed["before_play"], "play_adds": embed["play_adds"],
            "seconds_to_ready_after_play": embed["seconds_to_ready_after_play"], "budget_before_play": EMBED_BUDGET},
    })  # fmt: skip
    print(f"merged under \"download\" in {shown()}")
    print(f"$ {command}")
    if seen["external"]:
        sys.exit(f"bench/download.py: {len(seen['external'])} request(s) left 127.0.0.1")
    if embed is not None and embed["before_play"]["bytes"] >= EMBED_BUDGET:
        sys.exit(f"bench/download.py: embed.html costs {embed['before_play']['bytes']:,} B before Play "
                 f"(budget {EMBED_BUDGET:,} B)")


if __name__ == "__main__":
    main()

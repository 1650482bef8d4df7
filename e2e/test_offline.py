"""Offline play: the service worker caches the whole site on the first visit, versions the cache by
the build, announces and applies updates, and works under a sub-path and in a cross-origin iframe.

These tests serve copies of _site/ from a server of their own, whose folder can be switched while a
page is open (a new deployment) and which records what reaches it (nothing may, once offline).
"""

from __future__ import annotations

import http.server
import json
import shutil
import struct
import threading
import tomllib
from pathlib import Path

import pytest

from e2e.helpers import assert_only_local, play_to_the_end, wait_ready
from tools import build_site
from tools.serve import QuietSiteHandler

KULAMI_ROUTE = "/kulami/play?seats=human,ai-easy&seed=7&first=red"
IDLE = 'html[data-ready="1"]:not([data-busy])'
SLOW = 90_000  # ms: boots and installs on a shared two-core machine

# Resolves once a service worker is active and controls the page (the first visit's worker takes
# control itself: clients.claim()).
CONTROLLED = """async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(navigator.serviceWorker.controller) && registration.active.state === "activated";
}"""
# The service worker's caches ("ludotheque <path> <version>"; the kept Python start has its own,
# e2e/test_python_start.py).
CACHE_NAMES = "async () => (await caches.keys()).filter(name => name.startsWith('ludotheque ')).sort()"
ONLY_CACHE = """async name => {
    const names = (await caches.keys()).filter(name => name.startsWith('ludotheque '));
    return names.length === 1 && names[0] === name;
}"""
COUNT_UPDATES = """
window.__updates = 0;
document.addEventListener("ludotheque:update", () => { window.__updates += 1; });
"""


class SwitchableHandler(QuietSiteHandler):
    """Serves the server's current folder (looked up at each request, keep-alive or not) and
    records every request path; `pages` answers a few paths with fixed HTML."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory="/nonexistent", **kwargs)

    def do_GET(self) -> None:
        self.server.requests.append(self.path)
        self.directory = str(self.server.root)
        page = self.server.pages.get(self.path)
        if page is None:
            return super().do_GET()
        body = page.encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_HEAD(self) -> None:
        self.server.requests.append(self.path)
        self.directory = str(self.server.root)
        super().do_HEAD()


class SwitchableServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, root: Path):
        self.root = root
        self.requests: list[str] = []
        self.pages: dict[str, str] = {}
        super().__init__(("127.0.0.1", 0), SwitchableHandler)

    def handle_error(self, request, client_address) -> None:
        pass  # a browser dropping a keep-alive connection, a page closed mid-download

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_port}"

    def serve(self, root: Path) -> None:
        """Switch to another folder (a new deployment) and forget the requests seen so far."""
        self.root = root
        self.requests.clear()


@pytest.fixture(scope="module")
def copies(site_dir: Path, tmp_path_factory) -> dict[str, Path]:
    """Copies of the built site: as built; with one file changed (a new build); inside a parent
    folder (served under /ludotheque/); and an empty folder (the server, gone)."""
    base = tmp_path_factory.mktemp("sites")
    old = base / "old"
    shutil.copytree(site_dir, old)
    new = base / "new"
    shutil.copytree(site_dir, new)
    with open(new / "web" / "style.css", "a", encoding="utf-8") as css:
        css.write("\n/* ludotheque-next-version */\n")
    build_site.write_service_worker(new)
    parent = base / "parent"
    shutil.copytree(site_dir, parent / "ludotheque")
    (base / "gone").mkdir()
    return {"old": old, "new": new, "parent": parent, "gone": base / "gone"}


@pytest.fixture(scope="module")
def server(copies):
    server = SwitchableServer(copies["old"])
    threading.Thread(target=server.serve_forever, name="switchable-site", daemon=True).start()
    yield server
    server.shutdown()
    server.server_close()


def version_of(site: Path) -> str:
    """The version tools/build_site.py gives the site's files (recomputed, not read from sw.js)."""
    return build_site.service_worker(site, build_site.SERVICE_WORKER.read_text(encoding="utf-8"))[0]


def wait_controlled(page) -> None:
    page.wait_for_function(CONTROLLED, timeout=SLOW, polling=250)


def wait_idle(page, timeout: float = 30_000) -> None:
    page.wait_for_selector(IDLE, state="attached", timeout=timeout)


def go_offline(context, server, copies) -> None:
    context.set_offline(True)
    server.serve(copies["gone"])  # should anything still reach the server, it finds nothing


def assert_nothing_reached(server) -> None:
    """No request of the app's reached the server. The browser's own check for a new sw.js at each
    navigation escapes Playwright's offline emulation; it fails harmlessly on a real lost network."""
    reached = [path for path in server.requests if not path.endswith("/sw.js")]
    assert reached == [], f"requests reached the server while offline: {reached}"


# ---------------------------------------------------------------------------------------------
# The build's side: what is precached, and the version.


def test_the_built_worker_precaches_every_file_but_the_benchmarks(site_dir):
    template = build_site.SERVICE_WORKER.read_text(encoding="utf-8")
    version, text, size = build_site.service_worker(site_dir, template)
    assert (site_dir / "sw.js").read_text(encoding="utf-8") == text, "_site/sw.js is stale: run `make build`"
    files = build_site.precached_files(site_dir)
    config = tomllib.loads((site_dir / "pyscript.toml").read_text(encoding="utf-8"))
    for expected in ("index.html", "pyscript.toml", "web/sw-register.js", "vendor/pyscript/core.js",
                     "web/manifest.webmanifest", "web/icons/icon-512.png", "pre/en/menu.html",
                     "vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/python_stdlib.zip",
                     "vendor/pyodide/interpreter.mjs", "vendor/pyodide/micropip-0.11.1-py3-none-any.whl",
                     *(source.removeprefix("./") for source in config["files"])):
        assert expected in files
    assert any(name.startswith("dist/") and name.endswith(".whl") for name in files)
    assert not [name for name in files if name.startswith("bench/") or name in ("sw.js", ".nojekyll")]
    sources = [name for name in files if name.endswith(".py")]
    # Python comes as bytecode, in the archives; but the review worker's few lines, which PyScript runs as text
    assert sources == ["vendor/pyodide/review-worker.py"], "Python comes as bytecode, in the archives"
    assert f'const VERSION = "{version}";' in text
    assert size > 10e6  # Pyodide included


def test_the_version_changes_with_any_precached_file_and_only_then(tmp_path):
    template = build_site.SERVICE_WORKER.read_text(encoding="utf-8")
    site = tmp_path / "site"
    for name, text in {"index.html": "<p>menu</p>", "web/app.py": "x = 1", "bench/bare.html": "bare",
                       ".nojekyll": "", "sw.js": "old worker"}.items():
        (site / name).parent.mkdir(parents=True, exist_ok=True)
        (site / name).write_text(text)
    version, text, _ = build_site.service_worker(site, template)
    assert build_site.precached_files(site) == ["index.html", "web/app.py"]
    assert '["index.html", "sha256-' in text and "bench/bare.html" not in text
    (site / "bench" / "bare.html").write_text("changed")  # not precached: same version
    (site / "sw.js").write_text("another worker")
    assert build_site.service_worker(site, template)[0] == version
    (site / "web" / "app.py").write_text("x = 2")
    changed = build_site.service_worker(site, template)[0]
    assert changed != version
    (site / "web" / "app.py").rename(site / "web" / "main.py")  # same content, another name
    assert build_site.service_worker(site, template)[0] not in (version, changed)
    (site / "web" / "main.py").rename(site / "web" / "app.py")
    assert build_site.service_worker(site, template)[0] == changed
    assert build_site.service_worker(site, template + "\n// a new worker\n")[0] != changed


def test_the_manifest_names_icons_that_exist_in_the_sizes_it_says(site_dir):
    manifest = json.loads((site_dir / "web" / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert (manifest["start_url"], manifest["scope"]) == ("../index.html#/", "../")  # relative: any sub-path
    purposes = set()
    for icon in manifest["icons"]:
        path = site_dir / "web" / icon["src"]
        purposes.add((icon["purpose"], icon["sizes"]))
        if icon["type"] == "image/png":
            header = path.read_bytes()[:24]
            assert header[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = struct.unpack(">II", header[16:24])
            assert icon["sizes"] == f"{width}x{height}", icon["src"]
        else:
            assert path.read_text(encoding="utf-8").lstrip().startswith("<svg")
    assert {("any", "192x192"), ("any", "512x512"), ("maskable", "512x512"), ("any", "any")} <= purposes
    index = (site_dir / "index.html").read_text(encoding="utf-8")
    for link in ('rel="apple-touch-icon"', '<script type="module" src="./web/sw-register.js"></script>'):
        assert link in index
    assert 'rel="manifest"' not in index, "named once the app is up (web/sw-register.js), not during its start"
    assert '<link rel="icon" href="data:,">' in index, "no icon to draw during the start, and no /favicon.ico asked for"


# ---------------------------------------------------------------------------------------------
# In Chromium.


def test_after_one_visit_a_whole_game_plays_offline(context, page, server, copies, recorded_requests):
    server.serve(copies["old"])
    page.goto(f"{server.url}/index.html")
    wait_ready(page, timeout=SLOW)
    wait_controlled(page)
    # installable, and its icon in the tab: both named once the page is up
    assert page.evaluate("document.querySelector('link[rel=manifest]').href") == f"{server.url}/web/manifest.webmanifest"
    assert page.evaluate("document.querySelector('link[rel=icon]').href") == f"{server.url}/web/icons/icon.svg"
    version = version_of(copies["old"])
    assert page.evaluate(CACHE_NAMES) == [f"ludotheque / {version}"]
    cached = page.evaluate("async name => (await (await caches.open(name)).keys()).length", f"ludotheque / {version}")
    assert cached == len(build_site.precached_files(copies["old"]))

    go_offline(context, server, copies)
    page.reload()
    wait_ready(page, timeout=SLOW)  # the menu
    assert page.locator("[data-ready]").count() == 1
    # A full navigation with a query and a route: the cached index.html, whatever the query.
    page.goto(f"{server.url}/index.html?source=home-screen#{KULAMI_ROUTE}")
    wait_ready(page, timeout=SLOW)
    play_to_the_end(page, seed=7)
    # Clustered too: its table's pan and zoom script and its card drawing come from the cache
    page.goto(f"{server.url}/index.html#/clustered/play?seats=human,ai-easy&seed=5&first=0")
    wait_ready(page, timeout=SLOW)
    wait_idle(page)
    page.locator("#hand [data-pick]").first.click()
    page.locator("#board [data-action]").first.click()
    page.wait_for_function("JSON.parse(window.ludotheque.record()).actions.length >= 2")
    assert page.evaluate("typeof window.Panzoom") == "function"
    # The Kluitz: its field and tiles come from the cache
    page.goto(f"{server.url}/index.html#/kluitz/play?seats=human,ai-easy&seed=5&first=1")
    wait_ready(page, timeout=SLOW)
    wait_idle(page)
    page.locator('#board [data-action^="turn:"]').first.click()
    page.wait_for_function("JSON.parse(window.ludotheque.record()).actions.length >= 3")
    # Troupeaux: its board and cards come from the cache
    page.goto(f"{server.url}/index.html#/troupeaux/play?seats=human,ai-easy&seed=5")
    wait_ready(page, timeout=SLOW)
    wait_idle(page)
    page.locator('#board [data-action^="draw:"]').first.click()
    page.wait_for_function("JSON.parse(window.ludotheque.record()).actions.length >= 1")
    # La Guerre des Moutons: its tiles and table come from the cache (seat 0 starts with seed 3)
    page.goto(f"{server.url}/index.html#/guerre-des-moutons/play?seats=human,ai-easy&seed=3")
    wait_ready(page, timeout=SLOW)
    wait_idle(page)
    page.locator("#hand [data-pick^='tile:']").first.click()
    page.locator("#board [data-action]").first.click()
    page.wait_for_function("JSON.parse(window.ludotheque.record()).actions.length >= 1")
    if (copies["old"] / "embed.html").exists():
        response = page.goto(f"{server.url}/embed.html?game=kulami&seats=human,human&seed=3&autoplay=1")
        assert response.ok and response.from_service_worker
        wait_ready(page, timeout=SLOW)
    assert_nothing_reached(server)
    assert_only_local(recorded_requests)


def test_a_new_version_is_announced_then_replaces_the_old_one_and_its_cache(context, page, server, copies):
    old, new = f"ludotheque / {version_of(copies['old'])}", f"ludotheque / {version_of(copies['new'])}"
    assert old != new
    context.add_init_script(COUNT_UPDATES)
    server.serve(copies["old"])
    page.goto(f"{server.url}/index.html#/")
    wait_ready(page, timeout=SLOW)
    wait_controlled(page)
    assert page.evaluate(CACHE_NAMES) == [old]
    assert page.evaluate("window.__updates") == 0, "a first install is no update"

    server.serve(copies["new"])  # a new deployment; the next visit finds it
    page.reload()
    wait_ready(page, timeout=SLOW)
    page.wait_for_function("window.__updates === 1 && window.ludothequeUpdateWaiting", timeout=SLOW, polling=250)
    # Until the player accepts, the page and the files it gets are the old version's.
    assert sorted(page.evaluate(CACHE_NAMES)) == sorted([old, new])
    style = "async () => (await (await fetch('web/style.css')).text()).includes('ludotheque-next-version')"
    assert page.evaluate(style) is False

    with page.expect_navigation(timeout=SLOW):
        assert page.evaluate("window.ludothequeApplyUpdate()") is True
    wait_ready(page, timeout=SLOW)
    wait_controlled(page)
    page.wait_for_function(ONLY_CACHE, arg=new, timeout=SLOW, polling=250)  # the old cache is gone
    assert page.evaluate(style) is True
    assert page.evaluate("window.__updates") == 0
    assert page.evaluate("window.ludothequeApplyUpdate()") is False  # nothing waits any more


def test_under_a_sub_path_the_worker_scope_is_the_sub_path_and_offline_works(context, page, server, copies):
    server.serve(copies["parent"])
    page.goto(f"{server.url}/ludotheque/index.html")
    wait_ready(page, timeout=SLOW)
    wait_controlled(page)
    scope = page.evaluate("(async () => (await navigator.serviceWorker.ready).scope)()")
    assert scope == f"{server.url}/ludotheque/"
    assert page.evaluate(CACHE_NAMES) == [f"ludotheque /ludotheque/ {version_of(copies['parent'] / 'ludotheque')}"]
    assert not [path for path in server.requests if not path.startswith("/ludotheque/")]

    go_offline(context, server, copies)
    page.goto(f"{server.url}/ludotheque/")  # the folder's address: its index.html, from the cache
    wait_ready(page, timeout=SLOW)
    page.goto(f"{server.url}/ludotheque/index.html#/kulami/play?seats=human,human&seed=3&first=red")
    wait_ready(page, timeout=SLOW)
    page.locator('[data-action="d4"]').click()
    wait_idle(page)
    assert page.locator('[data-hole="d4"] .marble.red').count() == 1
    assert_nothing_reached(server)


def test_the_site_still_works_in_a_cross_origin_iframe(page, server, copies):
    """A page of another origin frames the app: no isolation headers are needed, and the worker,
    registered by the frame for the app's origin, still makes the frame ready for offline play.

    (Another port of 127.0.0.1 is another origin of the same site. A frame on another *site* gets
    partitioned storage, which this browser, like Chrome's incognito windows, denies by default: the
    registration then fails quietly and the app stays online-only.)"""
    server.serve(copies["old"])
    host = SwitchableServer(copies["gone"])
    threading.Thread(target=host.serve_forever, name="host-site", daemon=True).start()
    try:
        host.pages["/blog-post.html"] = (
            '<!doctype html><title>A blog post</title><p>Play with me:</p>'
            f'<iframe src="{server.url}/index.html#{KULAMI_ROUTE}" width="700" height="800"></iframe>'
        )
        page.goto(f"{host.url}/blog-post.html")
        frame = page.frame_locator("iframe")
        frame.locator('html[data-ready="1"]').wait_for(state="attached", timeout=SLOW)
        app = next(f for f in page.frames if f.url.startswith(server.url))
        app.wait_for_function(CONTROLLED, timeout=SLOW, polling=250)
        assert app.evaluate(CACHE_NAMES) == [f"ludotheque / {version_of(copies['old'])}"]
        assert page.evaluate("window.crossOriginIsolated") is False
        frame.locator("[data-action]").first.click()
        frame.locator(IDLE).wait_for(state="attached", timeout=30_000)
        assert app.evaluate("JSON.parse(window.ludotheque.record()).actions.length") >= 1
    finally:
        host.shutdown()
        host.server_close()


# What a reader's code in the page does to get the engines (the agent lab): micropip, from the site's
# Pyodide folder (its wheel checked against the lock file the site serves), installs the engine wheel
# pyscript.toml names; then a short game is played with the installed package.
MICROPIP_GAME = """async (wheel) => {
  const { loadPyodide } = await import("./vendor/pyodide/pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL: new URL("./vendor/pyodide/", document.baseURI).href });
  await pyodide.loadPackage("micropip");
  pyodide.globals.set("wheel", new URL(wheel, document.baseURI).href);
  return pyodide.runPythonAsync(`
import json, random
import micropip
await micropip.install(wheel)
import game
from game.core import load
state = load("kulami").new_game(7, 2, None)
rng = random.Random(7)
while not state.is_over:
    state.apply(rng.choice(state.legal_actions()))
json.dumps({"micropip": micropip.__version__, "installed": game.__file__,
            "scores": list(state.scores()), "packages": sorted(micropip.list())})
`);
}"""


def test_micropip_installs_the_engine_wheel_in_the_page_offline(context, page, server, copies):
    server.serve(copies["old"])
    page.goto(f"{server.url}/index.html")
    wait_ready(page, timeout=SLOW)
    wait_controlled(page)
    config = tomllib.loads((copies["old"] / "pyscript.toml").read_text(encoding="utf-8"))
    wheel = next(source for source in config["files"] if source.endswith(".whl"))

    go_offline(context, server, copies)
    page.reload()
    wait_ready(page, timeout=SLOW)
    result = json.loads(page.evaluate(MICROPIP_GAME, wheel))
    assert result["micropip"] == "0.11.1"
    assert result["installed"].startswith("/lib/python3.14/site-packages/game/"), "installed, not the app's copy"
    assert "ludotheque" in result["packages"]
    assert len(result["scores"]) == 2
    assert_nothing_reached(server)

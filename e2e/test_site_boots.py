"""The assembled site boots in real Chromium from 127.0.0.1 alone, on PyScript as pyscript.toml says."""

from __future__ import annotations

import io
import json
import tomllib
import zipfile
from pathlib import Path

from e2e.helpers import assert_only_local, wait_ready
from tools.build_site import BESIDE_PYODIDE, TOOLS_ONLY

ROOT = Path(__file__).resolve().parent.parent


def served_files(site_dir: Path) -> dict[str, str]:
    """{destination in Pyodide's file system: the site's file} as _site/pyscript.toml's [files] say."""
    config = tomllib.loads((site_dir / "pyscript.toml").read_text(encoding="utf-8"))
    return {destination: source.removeprefix("./") for source, destination in config["files"].items()}


def served(site_dir: Path, destination: str) -> Path:
    return site_dir / served_files(site_dir)[destination]


def browser_modules() -> list[str]:
    """game/'s modules the browser may import (tools/build_site.py browser_needs), as wheel paths."""
    from tools.build_site import browser_needs

    return sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "game").rglob("*.py")
                  if "__pycache__" not in p.parts and browser_needs(p.relative_to(ROOT).as_posix()))


def test_pyscript_loads_the_engine_wheel_and_the_web_archive_from_the_site(site_dir):
    config = tomllib.loads((site_dir / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["interpreter"] == "./vendor/pyodide/interpreter.mjs"
    assert (site_dir / "vendor" / "pyodide" / "interpreter.mjs").is_file()
    files = served_files(site_dir)
    assert sorted(files) == ["/home/pyodide/ludotheque.whl", "/home/pyodide/web.zip"]
    wheel = served(site_dir, "/home/pyodide/ludotheque.whl")
    assert wheel.name == next((ROOT / "dist").glob("ludotheque-*-py3-none-any.whl")).name, "the built wheel's name"
    assert all((site_dir / path).is_file() for path in files.values())


def test_the_served_wheel_is_the_built_one_with_bytecode_beside_each_browser_module(site_dir):
    wheel = served(site_dir, "/home/pyodide/ludotheque.whl")
    built = ROOT / "dist" / wheel.name
    with zipfile.ZipFile(built) as plain, zipfile.ZipFile(wheel) as whl:
        plain_files = {n: plain.read(n) for n in plain.namelist() if not n.endswith("/RECORD")}
        names = whl.namelist()
        assert {n: whl.read(n) for n in plain_files} == plain_files, "every file of the built wheel, unchanged"
        added = sorted(set(names) - set(plain_files) - {n for n in names if n.endswith("/RECORD")})
        assert added == [name + "c" for name in browser_modules()]
        record = whl.read(next(n for n in names if n.endswith(".dist-info/RECORD"))).decode()
    assert len(record.splitlines()) == len(names), "RECORD lists every member"


def test_the_web_archive_holds_the_web_package_as_bytecode_only(site_dir):
    with zipfile.ZipFile(served(site_dir, "/home/pyodide/web.zip")) as archive:
        names = archive.namelist()
    expected = sorted(p.relative_to(ROOT).with_suffix(".pyc").as_posix() for p in (ROOT / "web").rglob("*.py")
                      if "__pycache__" not in p.parts and p.name not in TOOLS_ONLY  # offline tools stay out
                      and p not in BESIDE_PYODIDE)  # the review worker's script is served as text instead
    assert sorted(n for n in names if n.endswith(".pyc")) == expected
    assert not [n for n in names if n.endswith(".py") or not n.startswith("web/")]


def test_site_boots_with_no_request_leaving_localhost(page, site_url, recorded_requests):
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    assert_only_local(recorded_requests)
    assert not recorded_requests.failed, "failed requests:\n" + "\n".join(recorded_requests.failed)


# Recorded from the page's first line: PyScript's events, seen on the way to their target.
PYSCRIPT_EVENTS = """
window.__pyEvents = [];
for (const type of ["py:ready", "py:done", "py:all-done"]) {
  window.addEventListener(type, (event) => window.__pyEvents.push(`${type} ${event.target.id || "window"}`), true);
}
"""


def test_the_app_runs_under_pyscript_with_its_own_interpreter_module(page, site_url, recorded_requests):
    page.add_init_script(PYSCRIPT_EVENTS)
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page)
    page.wait_for_function("() => window.__pyEvents.includes('py:all-done window')")
    events = page.evaluate("() => window.__pyEvents")
    assert events.index("py:ready app-script") < events.index("py:done app-script")
    marks = page.evaluate("() => performance.getEntriesByType('mark').map((m) => m.name)")
    assert "ludotheque:boot" in marks, "PyScript started Pyodide through web/interpreter.mjs"
    urls = [url.split("?")[0] for url in recorded_requests]
    assert any(url.endswith("/vendor/pyscript/core.js") for url in urls)
    assert any(url.endswith("/pyscript.toml") for url in urls)
    assert any(url.endswith("/ludotheque-0.1.0-py3-none-any.whl") for url in urls)


def test_browser_imports_engine_modules_from_the_wheel_and_web_modules_as_bytecode(page, site_url, site_dir):
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    paths = {dest: src for dest, src in served_files(site_dir).items()}
    probe = json.loads(page.evaluate(
        """async ([paths, code]) => {
            const { loadPyodide } = await import("./vendor/pyodide/pyodide.mjs");
            const pyodide = await loadPyodide({ indexURL: new URL("./vendor/pyodide/", document.baseURI).href });
            for (const [destination, source] of Object.entries(paths)) {
              pyodide.FS.writeFile(destination, new Uint8Array(await (await fetch(source)).arrayBuffer()));
            }
            return pyodide.runPython(code);
        }""",
        [paths, PROBE],
    ))
    assert probe["version"].startswith("3.14")
    game_modules = sorted(name.removesuffix(".py").replace("/", ".").removesuffix(".__init__")
                          for name in browser_modules())
    assert sorted(probe["imported"]) == game_modules
    assert probe["loaders"] == {"game": "zipimporter", "web": "zipimporter"}
    assert probe["sources"] == [], "bytecode only: no source is compiled in the browser"
    assert not probe["missing_web"]


# Imports every engine module the browser may use (they must import anywhere) and checks web modules
# are present as bytecode without importing them (a web module may only make sense in the page).
PROBE = """
import importlib, importlib.util, json, pkgutil, sys
sys.path[:0] = ["/home/pyodide/ludotheque.whl", "/home/pyodide/web.zip"]
import game, web

browser_side = set(json.loads('''BROWSER'''))
imported = ["game"]
for info in pkgutil.walk_packages(game.__path__, "game."):
    if info.name in browser_side:
        importlib.import_module(info.name)
        imported.append(info.name)
web_names = [info.name for info in pkgutil.walk_packages(web.__path__, "web.", onerror=lambda name: None)]
json.dumps({
    "version": sys.version,
    "imported": imported,
    "loaders": {name: type(importlib.util.find_spec(name).loader).__name__ for name in ("game", "web")},
    "sources": [name for name in imported if not sys.modules[name].__spec__.origin.endswith(".pyc")],
    "missing_web": [name for name in web_names if importlib.util.find_spec(name) is None],
})
""".replace("BROWSER", json.dumps([name.removesuffix(".py").replace("/", ".").removesuffix(".__init__")
                                   for name in browser_modules()]))


def test_a_start_that_fails_says_so_and_keeps_the_screen_drawn_ahead(page, site_url):
    """The app's web archive cannot be fetched: the page says Ludothèque could not start (as text, in
    an alert), and the menu drawn at build time stays on show."""
    page.route("**/py/web-*.zip", lambda route: route.abort())
    page.goto(f"{site_url}/index.html#/")
    alert = page.locator(".boot-error[role=alert]")
    alert.wait_for(timeout=60_000)
    assert alert.inner_text() == "Ludothèque could not start. Reload the page to try again."
    assert alert.get_attribute("title"), "the reason, for whoever looks"
    assert page.locator("html[data-drawn-ahead='menu'] #app .game-card").count() == 5
    assert page.locator("html[data-ready]").count() == 0


def test_python_failing_before_the_app_is_up_says_so(page, site_url):
    """A broken web archive (Python cannot import the app): the same alert, not a silent page."""
    page.route("**/py/web-*.zip", lambda route: route.fulfill(body=b"not a zip", content_type="application/zip"))
    page.goto(f"{site_url}/index.html#/")
    page.locator(".boot-error[role=alert]").wait_for(timeout=60_000)
    assert page.locator("html[data-ready]").count() == 0


def test_pyscript_fetches_none_of_the_plugins_the_app_leaves_out(page, site_url, recorded_requests):
    """pyscript.toml leaves PyScript's editor, terminal, game canvas... out, and index.html's
    <mpy-config> the same for MicroPython, for which PyScript would otherwise load them all."""
    import tomllib

    from tools.build_site import ROOT

    left_out = [name[1:] for name in tomllib.loads((ROOT / "pyscript.toml").read_text())["plugins"]]
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page)
    chunks = [url.rsplit("/", 1)[-1] for url in recorded_requests if "/vendor/pyscript/" in url]
    loaded = sorted({name for name in left_out for chunk in chunks if chunk.startswith(f"{name}-")} - {"error"})
    assert not loaded, f"PyScript loaded the plugins the app leaves out: {loaded}"
    assert "plugins" not in page.locator("body").inner_text(), "the list is for PyScript, not on show"

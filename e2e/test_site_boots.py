"""The assembled site boots in real Chromium from 127.0.0.1 alone."""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

from e2e.helpers import assert_only_local, wait_ready

ROOT = Path(__file__).resolve().parent.parent


def site_archive(site_dir: Path) -> Path:
    """The bytecode archive that _site/index.html names for web/boot.js."""
    page = (site_dir / "index.html").read_text(encoding="utf-8")
    names = re.findall(r'<script type="module" async src="\./web/boot\.js" id="boot" data-archive="\./([^"]+)"', page)
    assert len(names) == 1, f"index.html should start Python with one bytecode archive, found {names}"
    return site_dir / names[0]


def test_archive_holds_every_engine_and_web_module_as_bytecode(site_dir):
    from tools.build_site import browser_needs

    expected = sorted(
        (path.with_suffix(".pyc") if path.suffix == ".py" else path).relative_to(ROOT).as_posix()
        for package in ("game", "web")
        for path in (ROOT / package).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
        and (browser_needs(path.relative_to(ROOT).as_posix()) if package == "game" else path.suffix == ".py")
    )
    assert not [n for n in expected if n.endswith(("/soak.pyc", "/redeal.pyc", "/hiding.pyc"))]
    with zipfile.ZipFile(site_archive(site_dir)) as archive:
        names = archive.namelist()
    # A game/ data file missing here is missing from the wheel too: list it in pyproject's package-data.
    assert sorted(n for n in names if not n.startswith("web/") or n.endswith(".pyc")) == expected
    assert not [n for n in names if n.endswith(".py")], "sources should ship as bytecode only"


def test_site_boots_with_no_request_leaving_localhost(page, site_url, recorded_requests):
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    assert_only_local(recorded_requests)
    assert not recorded_requests.failed, "failed requests:\n" + "\n".join(recorded_requests.failed)


def test_browser_imports_engine_and_web_modules_from_bytecode(page, site_url, site_dir, recorded_requests):
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    # The site's Pyodide, given the archive as web/boot.js gives it, imports every engine module.
    archive = site_archive(site_dir).relative_to(site_dir).as_posix()
    probe = json.loads(page.evaluate(
        """async ([archive, code]) => {
            const { loadPyodide } = await import("./vendor/pyodide/pyodide.mjs");
            const pyodide = await loadPyodide({ indexURL: new URL("./vendor/pyodide/", document.baseURI).href });
            const bytes = new Uint8Array(await (await fetch(archive)).arrayBuffer());
            pyodide.FS.writeFile("/home/pyodide/ludotheque.zip", bytes);
            return pyodide.runPython(code);
        }""",
        [archive, PROBE],
    ))
    assert probe["version"].startswith("3.14")
    from tools.build_site import browser_needs

    game_modules = sorted(
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for p in (ROOT / "game").rglob("*.py")
        if "__pycache__" not in p.parts and browser_needs(p.relative_to(ROOT).as_posix())
    )
    assert sorted(probe["imported"]) == game_modules
    assert probe["loaders"] == {"game": "zipimporter", "web": "zipimporter"}
    assert probe["sources"] == [], "bytecode only: no source file is read"
    assert not probe["missing_web"]
    assert_only_local(recorded_requests)


# Imports every engine module (they must import anywhere) and checks web modules are present as
# bytecode without importing them (a web module may only make sense in a worker or at boot).
PROBE = """
import importlib, importlib.util, json, pkgutil, sys
sys.path.insert(0, "/home/pyodide/ludotheque.zip")
import game, web

imported = ["game"]
for info in pkgutil.walk_packages(game.__path__, "game."):
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
"""


def test_a_start_that_fails_says_so_and_keeps_the_screen_drawn_ahead(page, site_url):
    """The app's archive cannot be fetched: the page says Ludothèque could not start (as text, in an
    alert), and the menu drawn at build time stays on show."""
    page.route("**/py/ludotheque-*.zip", lambda route: route.abort())
    page.goto(f"{site_url}/index.html#/")
    alert = page.locator(".boot-error[role=alert]")
    alert.wait_for(timeout=60_000)
    assert alert.inner_text() == "Ludothèque could not start. Reload the page to try again."
    assert "ludotheque" in alert.get_attribute("title"), "the reason, for whoever looks"
    assert page.locator("html[data-drawn-ahead='menu'] #app .game-card").count() == 5
    assert page.locator("html[data-ready]").count() == 0

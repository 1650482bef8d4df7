"""The assembled site boots in real Chromium from 127.0.0.1 alone."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

from e2e.helpers import assert_only_local, wait_ready

ROOT = Path(__file__).resolve().parent.parent


def site_archive(site_dir: Path) -> Path:
    """The bytecode archive that _site/pyscript.toml names."""
    config = (site_dir / "pyscript.toml").read_text(encoding="utf-8")
    names = [line.split('"')[1] for line in config.splitlines() if line.startswith('"./py/ludotheque-')]
    assert len(names) == 1, f"pyscript.toml should name one bytecode archive, found {names}"
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


def test_browser_imports_engine_and_web_modules_from_bytecode(page, site_url, recorded_requests):
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    # A second <script type="py"> runs in the page's interpreter once the first is done.
    page.evaluate(
        """code => {
            const script = document.createElement("script");
            script.type = "py";
            script.textContent = code;
            document.body.append(script);
        }""",
        PROBE,
    )
    page.wait_for_selector("html[data-probe]", state="attached", timeout=30_000)
    probe = json.loads(page.evaluate("document.documentElement.dataset.probe"))
    assert probe["version"].startswith("3.14")
    from tools.build_site import browser_needs

    game_modules = sorted(
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for p in (ROOT / "game").rglob("*.py")
        if "__pycache__" not in p.parts and browser_needs(p.relative_to(ROOT).as_posix())
    )
    assert sorted(probe["imported"]) == game_modules
    assert probe["loaders"] == {"game": "SourcelessFileLoader", "web": "SourcelessFileLoader"}
    assert not probe["missing_web"]
    assert_only_local(recorded_requests)


# Imports every engine module (they must import anywhere) and checks web modules are present as
# bytecode without importing them (a web module may only make sense in a worker or at boot).
PROBE = """
import importlib, importlib.util, json, pkgutil, sys
import game, web
from pyscript import document

imported = ["game"]
for info in pkgutil.walk_packages(game.__path__, "game."):
    importlib.import_module(info.name)
    imported.append(info.name)
web_names = [info.name for info in pkgutil.walk_packages(web.__path__, "web.", onerror=lambda name: None)]
document.documentElement.dataset.probe = json.dumps({
    "version": sys.version,
    "imported": imported,
    "loaders": {name: type(importlib.util.find_spec(name).loader).__name__ for name in ("game", "web")},
    "missing_web": [name for name in web_names if importlib.util.find_spec(name) is None],
})
"""

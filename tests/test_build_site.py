"""The build vendors the page's scripts: each is served by the site itself, pinned, and cached offline."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tools import build_site

ROOT = Path(__file__).resolve().parent.parent


def scripts(page: str) -> list[str]:
    return re.findall(r'<script[^>]*\ssrc="([^"]+)"', (ROOT / page).read_text(encoding="utf-8"))


def test_every_script_of_the_app_shell_comes_from_the_site_itself():
    found = scripts("index.html")
    assert found and all(src.startswith("./") for src in found), found


def test_idiomorph_is_pinned_and_vendored_into_the_site_where_index_html_loads_it():
    wanted = json.loads((ROOT / "package.json").read_text())["dependencies"]["idiomorph"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", wanted), "an exact version (npm install --save-exact)"
    locked = json.loads((ROOT / "package-lock.json").read_text())["packages"]["node_modules/idiomorph"]["version"]
    assert locked == wanted
    source = build_site.VENDORED["idiomorph"]
    assert source.relative_to(ROOT).parts[:2] == ("node_modules", "idiomorph")
    assert f"./vendor/idiomorph/{source.name}" in scripts("index.html")
    assert "./web/motion.js" in scripts("index.html")


def test_the_built_site_serves_and_precaches_idiomorph():
    site = ROOT / "_site"
    if not (site / "sw.js").exists():
        pytest.skip("the site is not built (make build)")
    name = build_site.VENDORED["idiomorph"].name
    assert (site / "vendor" / "idiomorph" / name).is_file()
    worker = (site / "sw.js").read_text(encoding="utf-8")
    assert f'"vendor/idiomorph/{name}"' in worker, "the service worker caches it for offline play"
    assert f'src="./vendor/idiomorph/{name}"' in (site / "embed.html").read_text(encoding="utf-8")

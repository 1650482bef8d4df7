"""The build vendors the page's scripts: each is served by the site itself, pinned, and cached offline."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game import core
from tools import build_site, embed_page
from web.i18n import LANGUAGES

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
    assert f"./vendor/idiomorph/{name}" in boot_sources(site / "embed.html"), "embed.html loads it on Play"


# --- embed.html: a preview that costs nothing until Play (tools/embed_page.py) ------------------------

def boot_sources(page: Path) -> list[str]:
    """What embed.html's Play adds: the src or href of each of its boot tags, in order."""
    found = re.search(r'<script type="application/json" id="boot-tags">(.*?)</script>', page.read_text(encoding="utf-8"), re.S)
    return [tag["attrs"].get("src") or tag["attrs"].get("href") for tag in json.loads(found.group(1))]


def test_play_boots_the_embed_as_index_html_boots_the_app_but_for_the_offline_worker():
    tags = embed_page.boot_tags((ROOT / "index.html").read_text(encoding="utf-8"))
    sources = [tag["attrs"].get("src") or tag["attrs"].get("href") for tag in tags]
    assert "./vendor/pyodide/pyodide.asm.wasm" in sources and "./web/boot.js" in sources
    assert sources.index("./vendor/idiomorph/idiomorph.min.js") < sources.index("./web/motion.js")
    assert not [s for s in sources if "sw-register" in s or "manifest" in s], "no service worker for a blog's readers"
    assert not [s for s in sources if "progress" in s or "first-paint" in s], "the site's own first visit only"
    boot = [tag["attrs"] for tag in tags if tag["attrs"].get("src") == "./web/boot.js"]
    assert boot == [{"type": "module", "async": True, "src": "./web/boot.js", "id": "boot",
                     "data-archive": "./py/ludotheque.zip"}], "the archive's name, written by the build"


def test_embed_html_before_play_loads_only_its_stylesheet_and_preview_script():
    site = ROOT / "_site"
    if not (site / "embed.html").exists():
        pytest.skip("the site is not built (make build)")
    text = (site / "embed.html").read_text(encoding="utf-8")
    outside_data = re.sub(r'<script type="application/json".*?</script>', "", text, flags=re.S)
    loaded = re.findall(r'<(?:script|link)[^>]*\s(?:src|href)="([^"]+)"', outside_data)
    assert loaded == ["./web/style.css", "./web/embed-preview.js"]
    assert 'data-embed="1"' in text
    for entry in core.REGISTRY:
        for language in LANGUAGES:
            assert re.search(rf'<template data-preview="{entry.id}" data-lang="[^"]*\b{language}\b', text), \
                f"{entry.id} has a preview in {language}"
    before_play = sum((site / name).stat().st_size for name in ("embed.html", "web/style.css", "web/embed-preview.js"))
    assert before_play < 150_000, f"{before_play} bytes before Play"


def test_index_html_names_the_size_of_each_file_a_cold_start_downloads():
    """web/progress.js's total: Pyodide's files, web/boot.js and the app's archive, as built."""
    site = ROOT / "_site"
    if not (site / "index.html").exists():
        pytest.skip("the site is not built (make build)")
    from html import unescape

    page = (site / "index.html").read_text(encoding="utf-8")
    found = re.search(r'<script data-download-bytes="([^"]*)">', page)
    assert found, "index.html has web/progress.js inline with the sizes filled in"
    assert (ROOT / "web" / "progress.js").read_text(encoding="utf-8") in page
    head = page.split("</head>")[0]
    for script in ("first-paint.js", "first-visit.js", "progress.js"):  # inline, before web/boot.js
        assert head.index((ROOT / "web" / script).read_text(encoding="utf-8")) < head.index('src="./web/boot.js"')
    assert 'src="./web/first-visit.js"' not in page and 'src="./web/progress.js"' not in page
    sizes = json.loads(unescape(found.group(1)))
    archive = re.search(r'data-archive="\./(py/ludotheque-[0-9a-f]{12}\.zip)"', page).group(1)
    for path in ("vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/python_stdlib.zip", "web/boot.js", archive):
        assert path in sizes
    assert sizes == {path: (site / path).stat().st_size for path in sizes}
    assert "__DOWNLOAD_BYTES__" in (ROOT / "index.html").read_text(encoding="utf-8")

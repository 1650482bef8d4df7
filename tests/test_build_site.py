"""The build vendors the page's scripts: each is served by the site itself, pinned, and cached offline."""

from __future__ import annotations

import json
import os
import re
import tomllib
import zipfile
from pathlib import Path

import pytest

from game import core
from tests import sixth_game
from tools import build_site, embed_page
from web.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent


def built(name: str) -> Path:
    """The built site (``_site/``), which must hold ``name``. Without a build the test is skipped, but
    under CI (``CI`` set, as .ci/run and GitHub Actions do) it fails: CI builds before it tests."""
    site = ROOT / "_site"
    if not (site / name).exists():
        message = f"the site is not built (no _site/{name}): run `make build` first (`make test` does)"
        if os.environ.get("CI", "").strip().lower() not in ("", "0", "false"):
            pytest.fail(message)
        pytest.skip(message)
    return site


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
    site = built("sw.js")
    name = build_site.VENDORED["idiomorph"].name
    assert (site / "vendor" / "idiomorph" / name).is_file()
    worker = (site / "sw.js").read_text(encoding="utf-8")
    assert f'"vendor/idiomorph/{name}"' in worker, "the service worker caches it for offline play"
    assert f"./vendor/idiomorph/{name}" in boot_sources(site / "embed.html"), "embed.html loads it on Play"


def test_the_lab_editor_imports_pyscripts_py_editor_chunk_which_no_start_preloads():
    site = built("web/lab-editor.js")
    imported = re.findall(r'import "\.\./vendor/pyscript/([^"]+)"', (site / "web" / "lab-editor.js").read_text(encoding="utf-8"))
    assert imported == [build_site.py_editor_chunk()] and (site / "vendor" / "pyscript" / imported[0]).is_file()
    assert f'"vendor/pyscript/{imported[0]}"' in (site / "sw.js").read_text(encoding="utf-8"), "cached for offline"
    for page in ("index.html", "embed.html"):
        text = (site / page).read_text(encoding="utf-8")
        named = re.findall(r'(?:vendor/pyscript/|web/)([\w.-]*(?:codemirror|editor)[\w.-]*)', text)
        assert named == [], f"{page} starts without the editor"


# --- embed.html: a preview that costs nothing until Play (tools/embed_page.py) ------------------------

def boot_sources(page: Path) -> list[str]:
    """What embed.html's Play adds: the src or href of each of its boot tags, in order."""
    found = re.search(r'<script type="application/json" id="boot-tags">(.*?)</script>', page.read_text(encoding="utf-8"), re.S)
    return [tag["attrs"].get("src") or tag["attrs"].get("href") for tag in json.loads(found.group(1))]


def test_play_boots_the_embed_as_index_html_boots_the_app_but_for_the_offline_worker():
    tags = embed_page.boot_tags((ROOT / "index.html").read_text(encoding="utf-8"))
    sources = [tag["attrs"].get("src") or tag["attrs"].get("href") for tag in tags]
    assert "./vendor/pyodide/pyodide.asm.wasm" in sources and "./vendor/pyscript/core.js" in sources
    assert sources.index("./web/embed-guard.js") == sources.index("./vendor/pyscript/core.js") - 1, \
        "PyScript's databases guarded just before PyScript starts"
    assert sources.index("./vendor/idiomorph/idiomorph.min.js") < sources.index("./web/motion.js")
    assert not [s for s in sources if s and ("sw-register" in s or "manifest" in s)], "no service worker for a blog's readers"
    assert not [s for s in sources if s and ("progress" in s or "first-paint" in s)], "the site's own first visit only"
    python = [tag for tag in tags if tag["attrs"].get("type") == "py"]
    assert len(python) == 1 and python[0]["attrs"]["config"] == "./pyscript.toml"
    assert "import web.main" in python[0]["text"], "the app's Python, as index.html has it"


def test_embed_html_before_play_loads_only_its_stylesheet_and_preview_script():
    site = built("embed.html")
    text = (site / "embed.html").read_text(encoding="utf-8")
    outside_data = re.sub(r'<script type="application/json".*?</script>', "", text, flags=re.S)
    loaded = re.findall(r'<(?:script|link)[^>]*\s(?:src|href)="([^"]+)"', outside_data)
    assert [url for url in loaded if not url.startswith("data:")] == ["./web/style.css", "./web/embed-preview.js"]
    assert '<link rel="icon" href="data:,">' in text, "an empty icon of its own: no request for /favicon.ico"
    assert 'data-embed="1"' in text
    for entry in core.REGISTRY:
        for language in LANGUAGES:
            assert re.search(rf'<template data-preview="{entry.id}" data-lang="[^"]*\b{language}\b', text), \
                f"{entry.id} has a preview in {language}"
    before_play = sum((site / name).stat().st_size for name in ("embed.html", "web/style.css", "web/embed-preview.js"))
    assert before_play < 150_000, f"{before_play} bytes before Play"


def test_index_html_names_the_size_of_each_file_a_cold_start_downloads():
    """web/progress.js's total: PyScript's modules, Pyodide's files, pyscript.toml and its files, as built."""
    site = built("index.html")
    from html import unescape

    page = (site / "index.html").read_text(encoding="utf-8")
    found = re.search(r'<script data-download-bytes="([^"]*)">', page)
    assert found, "index.html has web/progress.js inline with the sizes filled in"
    assert (ROOT / "web" / "progress.js").read_text(encoding="utf-8") in page
    head = page.split("</head>")[0]
    for script in ("first-paint.js", "first-visit.js", "progress.js", "python-start.js"):  # inline, in the head
        assert (ROOT / "web" / script).read_text(encoding="utf-8") in head
    assert page.index("</head>") < page.index('src="./vendor/pyscript/core.js"'), "PyScript after them all"
    assert 'src="./web/first-visit.js"' not in page and 'src="./web/progress.js"' not in page
    sizes = json.loads(unescape(found.group(1)))
    config = tomllib.loads((site / "pyscript.toml").read_text(encoding="utf-8"))
    for path in ("vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/python_stdlib.zip", "vendor/pyscript/core.js",
                 "vendor/pyodide/interpreter.mjs", "pyscript.toml", *(s.removeprefix("./") for s in config["files"])):
        assert path in sizes
    assert len([path for path in sizes if path.startswith("vendor/pyscript/")]) == 3, "core.js, its chunk, the TOML parser"
    assert sizes == {path: (site / path).stat().st_size for path in sizes}
    assert "__DOWNLOAD_BYTES__" in (ROOT / "index.html").read_text(encoding="utf-8")


# --- PyScript: pyscript.toml is the app's configuration ---------------------------------------------

def test_pyscript_toml_names_the_local_interpreter_the_engine_wheel_and_leaves_unused_plugins_out():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["interpreter"].startswith("./vendor/pyodide/"), "self-hosted Pyodide, no CDN"
    from game import __version__

    assert f"./dist/ludotheque-{__version__}-py3-none-any.whl" in config["files"], "the wheel `python -m build` makes"
    assert {"!py-editor", "!py-terminal", "!py-game", "!error"} <= set(config["plugins"])
    assert "packages" not in config, "the app starts without micropip"
    index = (ROOT / "index.html").read_text(encoding="utf-8")
    assert '<script type="py" config="./pyscript.toml"' in index and 'src="./vendor/pyscript/core.js"' in index


def test_pyscript_is_pinned_exactly():
    wanted = json.loads((ROOT / "package.json").read_text())["dependencies"]["@pyscript/core"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", wanted), "web/interpreter.mjs relies on how this very PyScript loads Pyodide"
    assert json.loads((ROOT / "package-lock.json").read_text())["packages"]["node_modules/@pyscript/core"]["version"] == wanted


def test_a_kept_python_start_is_used_only_with_the_files_it_was_made_from():
    key = build_site.python_start_key(b"stdlib", b"wheel", b"web")
    assert build_site.python_start_key(b"stdlib", b"wheel", b"web") == key
    for changed in ((b"stdlib!", b"wheel", b"web"), (b"stdlib", b"wheel!", b"web"), (b"stdlib", b"wheel", b"web!")):
        assert build_site.python_start_key(*changed) != key


def test_index_html_names_the_kept_start_key_and_the_archives_as_pyscript_toml_places_them():
    config = (build_site.ROOT / "pyscript.toml").read_text(encoding="utf-8")
    archives = build_site.archives_in_python(config)
    assert archives == list(tomllib.loads(config)["files"].values()) and len(archives) == 2
    index = (build_site.ROOT / "index.html").read_text(encoding="utf-8")
    page = build_site.with_python_start(index, "k3y", archives)
    assert 'data-key="k3y"' in page and f'data-files="{" ".join(archives)}"' in page
    assert "__PYTHON_START" not in page
    # The app script puts the same archives on sys.path (the worker making the snapshot does as it says).
    assert all(f'"{path}"' in index for path in archives)


def test_a_game_whose_packages_lie_outside_game_and_web_stops_the_build():
    """The site ships the engine wheel (game/) and web/: a registered game elsewhere (the test-only
    sixth game) would be missing from it, so the build refuses to start."""
    assert build_site.game_packages(), "the site's own games are shipped"
    with sixth_game.registered(), pytest.raises(SystemExit, match="four-by-four: tests.sixth_game.engine is not in game/"):
        build_site.game_packages()


def test_the_games_lesson_searches_stay_out_of_the_browsers_archive():
    """web/<package>/lesson_search.py is for tools/find_lessons.py only: the site must not carry it."""
    searches = sorted(ROOT.glob("web/*/lesson_search.py"))
    assert searches, "the games' web packages hold their lesson searches"
    site = built("py")
    (archive,) = (site / "py").glob("web-*.zip")
    with zipfile.ZipFile(archive) as web:
        shipped = [name for name in web.namelist() if "lesson_search" in name]
    assert shipped == [], f"the web archive carries {shipped}"
    assert not list(site.rglob("lesson_search*")), "a lesson search is served as a file"

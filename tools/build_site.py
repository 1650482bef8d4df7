"""Assemble the static site into _site/ (run by `make build`, after the wheel is built).

    _site/*.html                         the app shell (index.html, any other top-level page), from the
                                         top level; PyScript starts it (<script type="py">); the build
                                         writes the hashed names of the app's files into its preloads,
                                         and the size of each file a cold start downloads
                                         (web/progress.js's bar, inline, as web/first-paint.js)
    _site/pyscript.toml                  pyscript.toml, with the hashed names of the files it loads
    _site/embed.html                     one game for other sites' pages: a static preview that boots
                                         the app on Play (tools/embed_page.py, web/embed-preview.js)
    _site/web/                           web/ as is (assets, scripts), but for the Python sources
                                         (in the archive) and the games' style.css: web/style.css is
                                         the shell's styles followed by each registered game's, in
                                         registry order; web/lab-editor.js names PyScript's
                                         py-editor chunk, which it loads when the lab opens
    _site/py/<hash>/<wheel>              the engine wheel PyScript loads: the built wheel with CPython
                                         3.14 bytecode beside its modules (tools/wheel_bytecode.py)
    _site/py/web-<hash>.zip              web/ as CPython 3.14 bytecode, imported from the archive itself
    _site/dist/<wheel>                   the engine wheel as built (the installable artifact)
    _site/vendor/pyscript/               @pyscript/core's dist (PyScript, self-hosted)
    _site/vendor/panzoom/                @panzoom/panzoom (pan and zoom of tables that grow, web/pan.py)
    _site/vendor/idiomorph/              idiomorph (the table updated in place, web/motion.py)
    _site/vendor/pyodide/                the Pyodide runtime files (no CDN at run time), its
                                         python_stdlib.zip with the start-up modules precompiled,
                                         web/interpreter.mjs (the interpreter pyscript.toml names),
                                         web/python-snapshot.mjs (the worker that keeps Python's
                                         memory for later starts; its key, in index.html, is a
                                         hash of what that memory depends on),
                                         web/review-worker.py and web/worker-interpreter.mjs (the
                                         review's PyScript worker: its Python and its interpreter),
                                         web/lab-worker.mjs and web/lab-editor-interpreter.mjs
                                         (the agent lab's workers),
                                         and micropip's wheel with the lock file's hash made to match
    _site/pre/<language>/<screen>.html   the menu, each game's setup and rules drawn at build time by the
                                         app's own code (tools/prerender.py), for web/first-paint.js
    _site/bench/bare.html, bare.toml     the reference page for bench/startup.py: a bare PyScript page
    _site/bench/pyscript/                @pyscript/core's dist again, for that page only (its own URLs,
                                         so that it shares no cached file with the app)
    _site/sw.js                          the service worker (sw.js), with the list of files it
                                         precaches (all of the above but bench/) and their hashes,
                                         and the site's version: a hash of them all

The site is built in _site.tmp/ and swapped in whole, so no stale file survives.
All bytecode is compiled by Pyodide under Node (tools/compile_pyc.mjs) and cached in .make/pyc/
by a hash of its inputs, so rebuilding after a change outside Python sources skips Node.
"""

from __future__ import annotations

import base64
import hashlib
import html
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tools import prerender  # noqa: E402 (the repository's root first)
from tools.csp import with_policy  # noqa: E402
from tools.micropip_wheel import BuildError, micropip_files  # noqa: E402
from tools.wheel_bytecode import with_bytecode, zip_in_order  # noqa: E402
from web.snapshot import TOOLS_ONLY_MODULES  # noqa: E402
SITE = ROOT / "_site"
DIST = ROOT / "dist"
CACHE = ROOT / ".make" / "pyc"
PYCACHE = "pyscript-pycache.bin"  # PyScript's package's bytecode, for web/interpreter.mjs
PYC_TAG = "cpython-314"  # sys.implementation.cache_tag of Pyodide's Python 3.14 (tools/compile_pyc.mjs)
WHEEL_CACHE = ROOT / ".make" / "wheels"  # micropip's wheel, downloaded once from PyPI
PYSCRIPT_DIST = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
COMPILER = ROOT / "tools" / "compile_pyc.mjs"
PANZOOM = ROOT / "node_modules" / "@panzoom" / "panzoom" / "dist" / "panzoom.min.js"  # web/pan.py's pan and zoom
IDIOMORPH = ROOT / "node_modules" / "idiomorph" / "dist" / "idiomorph.min.js"  # web/motion.py's morphing
# Scripts of node_modules the pages load as they are: _site/vendor/<folder>/<file>.
VENDORED = {"panzoom": PANZOOM, "idiomorph": IDIOMORPH}
PYSCRIPT_CONFIG = ROOT / "pyscript.toml"
# The interpreter pyscript.toml names: copied beside pyodide.mjs (PyScript takes Pyodide's folder from it).
INTERPRETER = ROOT / "web" / "interpreter.mjs"
# The worker that makes the memory snapshot later starts restore (web/python-start.js), beside it too.
SNAPSHOT_WORKER = ROOT / "web" / "python-snapshot.mjs"
# The review's worker (web/review_runner.py starts it on demand with PyScript's PyWorker): its Python,
# and the interpreter PyScript's workers start (Pyodide's loader, restoring the memory snapshot), beside it too.
REVIEW_WORKER = ROOT / "web" / "review-worker.py"
WORKER_INTERPRETER = ROOT / "web" / "worker-interpreter.mjs"
# The agent lab's worker (web/lab.py, docs/lab.md): the reader's code in a Pyodide of its own.
LAB_WORKER = ROOT / "web" / "lab-worker.mjs"
# The interpreter of the lab's editor's worker (web/lab_editor.py): Pyodide's, IndexedDB guarded.
LAB_EDITOR_INTERPRETER = ROOT / "web" / "lab-editor-interpreter.mjs"
BESIDE_PYODIDE = (INTERPRETER, SNAPSHOT_WORKER, REVIEW_WORKER, WORKER_INTERPRETER, LAB_WORKER,
                  LAB_EDITOR_INTERPRETER)
# The agent lab's editor (web/lab-editor.js): it imports PyScript's py-editor chunk, whose name the
# build writes in place of this (the name changes with each PyScript release).
LAB_EDITOR = "lab-editor.js"
PY_EDITOR_CHUNK = "__PY_EDITOR_CHUNK__"
# In index.html, for web/python-start.js: this build's snapshot key, and the app's archives in
# Python's file system (pyscript.toml's [files] destinations, in order).
PYTHON_START_KEY = "__PYTHON_START_KEY__"
PYTHON_START_FILES = "__PYTHON_START_FILES__"
# In index.html: pyscript.toml's plugins, as JSON, for the <mpy-config> that leaves them out of
# MicroPython too (PyScript would load them all for it).
PLUGINS_LEFT_OUT = "__PLUGINS_LEFT_OUT__"
# The names pyscript.toml and index.html's preloads give the app's two files; the build puts the
# content-hashed ones in their place (the wheel's: ./dist/<the built wheel's file name>).
WEB_PLACEHOLDER = "./py/web.zip"
APP_SCRIPT = '<script type="py" config="./pyscript.toml" id="app-script">'
CORE = "./vendor/pyscript/core.js"
# In index.html: the build writes there, as JSON, the size of each file a cold start downloads before
# Python is up (download_sizes), for web/progress.js's progress bar.
DOWNLOAD_PLACEHOLDER = "__DOWNLOAD_BYTES__"
# web/ files other than Python that Python code may read from its file system (also served as is).
WEB_DATA_SUFFIXES = (".json", ".toml", ".txt")
SERVICE_WORKER = ROOT / "sw.js"
# Top-level folders of the site the app never requests, so the service worker does not cache them.
NOT_PRECACHED = ("bench",)
IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", "*.pyo", "*.map", ".*")
STYLESHEET = "style.css"  # the shell's, web/style.css, and each game's, web/<package>/style.css


# in a game's package (engine or web): the modules only the command line runs (the soak's and the
# leak checks' helpers, the odds' learner, the lesson searches), named once in web/snapshot.py,
# whose kept start leaves them out too
TOOLS_ONLY = tuple(f"{name}.py" for name in TOOLS_ONLY_MODULES)
TYPES_ONLY = ("view.py",)  # in a game's engine package: for the type checker and the tests


def fail(message: str) -> None:
    sys.exit(f"build_site: {message}")


def find_wheel() -> Path:
    wheels = sorted(DIST.glob("ludotheque-*-py3-none-any.whl"))
    if len(wheels) != 1:
        fail(f"expected exactly one ludotheque wheel in {DIST}, found {[w.name for w in wheels]} (run `make build`)")
    return wheels[0]


def browser_needs(name: str) -> bool:
    """Whether the browser's Python may import this file of the wheel: every engine module but the
    soak's invariants, the leak checks' re-deals and the odds' learner, which only the command line runs, and
    the views' types, which only the type checker and the tests import."""
    if not name.startswith("game/") or name.endswith("/"):
        return False
    parts = name.split("/")
    return name != "game/hiding.py" and not (len(parts) == 3 and parts[2] in TOOLS_ONLY + TYPES_ONLY)


def python_sources(wheel: Path) -> dict[str, bytes]:
    """Every file the browser's Python needs: the wheel's game/ package and web/'s Python modules (but
    the games' lesson searches, which only tools/find_lessons.py imports)."""
    files: dict[str, bytes] = {}
    with zipfile.ZipFile(wheel) as whl:
        for name in whl.namelist():
            if browser_needs(name):
                files[name] = whl.read(name)
    for path in sorted((ROOT / "web").rglob("*")):
        rel = path.relative_to(ROOT).as_posix()
        parts = path.relative_to(ROOT / "web").parts
        tools_only = len(parts) == 2 and parts[1] in TOOLS_ONLY
        served_as_is = path in BESIDE_PYODIDE  # the review worker's script: a file PyScript fetches, not a module
        if path.is_file() and not tools_only and not served_as_is and "__pycache__" not in path.parts \
                and path.suffix in (".py", *WEB_DATA_SUFFIXES):
            files[rel] = path.read_bytes()
    if "game/__init__.py" not in files or "web/__init__.py" not in files:
        fail("game/__init__.py and web/__init__.py must exist")
    files.update({f"pyscript/{name}": source.encode() for name, source in pyscript_package().items()})
    return files


def pyscript_package() -> dict[str, str]:
    """PyScript's own Python package ({"__init__.py": source, ...}), exactly as the PyScript the site
    serves writes it to /home/pyodide/pyscript/ at every start: read from its core chunk."""
    chunk = PYSCRIPT_DIST / pyscript_modules()[1]
    text = chunk.read_text(encoding="utf-8")
    start = re.search(r'\("\.",\{pyscript:', text)
    if not start:
        fail(f"no Python package found in {chunk.name} (PyScript changed how it writes it?)")
    package, _ = json.JSONDecoder().raw_decode(text, start.end())
    if "__init__.py" not in package or not all(isinstance(source, str) for source in package.values()):
        fail(f"{chunk.name}: PyScript's Python package is not a flat folder of modules")
    return package


def pycache_bundle(compiled: bytes) -> bytes:
    """PyScript's package's checked-hash bytecode as web/interpreter.mjs writes it before Python starts:
    4 bytes (little-endian) giving the index's length, the index (JSON: [[path, size], ...]), then
    each file's bytes in order."""
    with zipfile.ZipFile(io.BytesIO(compiled)) as archive:
        files = [(f"/home/pyodide/pyscript/__pycache__/{name.split('/')[1][:-4]}.{PYC_TAG}.pyc", archive.read(name))
                 for name in sorted(archive.namelist()) if name.startswith("pyscript/") and name.endswith(".pyc")]
    index = json.dumps([[path, len(data)] for path, data in files]).encode()
    return len(index).to_bytes(4, "little") + index + b"".join(data for _, data in files)


def tree_hash(*parts: bytes) -> str:
    digest = hashlib.sha256()
    for part in parts:
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()[:24]


def compile_bytecode(sources: dict[str, bytes]) -> tuple[bytes, bytes]:
    """(the app's bytecode archive, python_stdlib.zip with its start-up modules precompiled).

    Both come from one run of Pyodide under Node (tools/compile_pyc.mjs), cached by input hash.
    """
    toolchain = tree_hash((PYODIDE_DIR / "package.json").read_bytes(), COMPILER.read_bytes())
    key = tree_hash(toolchain.encode(), *(n.encode() + b"\0" + d for n, d in sorted(sources.items())))
    app_zip, startup_json = CACHE / f"app-{key}.zip", CACHE / f"app-{key}.stdlib.json"
    stdlib_cache = CACHE / f"stdlib-pyc-{toolchain}"
    if not (app_zip.exists() and startup_json.exists()):
        work = CACHE / "work"
        shutil.rmtree(work, ignore_errors=True)
        for name, data in sources.items():
            if name.endswith(".py"):
                (work / "src" / name).parent.mkdir(parents=True, exist_ok=True)
                (work / "src" / name).write_bytes(data)
        (work / "out").mkdir(parents=True)
        stdlib_cache.mkdir(parents=True, exist_ok=True)
        node = shutil.which("node") or fail("node is required to compile bytecode (Pyodide runs under Node)")
        result = subprocess.run(
            [node, str(COMPILER), str(PYODIDE_DIR), str(work / "src"), str(work / "out"), str(stdlib_cache)]
        )
        if result.returncode != 0:
            fail("compiling Python to bytecode failed (see above)")
        members: dict[str, bytes] = {}
        for name, data in sources.items():
            if name.endswith(".py"):
                pyc = work / "out" / "app" / (name[:-3] + ".pyc")
                if not pyc.exists():
                    fail(f"no bytecode produced for {name}")
                members[name[:-3] + ".pyc"] = pyc.read_bytes()
            else:
                members[name] = data
        for old in CACHE.glob("app-*"):
            old.unlink()
        app_zip.write_bytes(deterministic_zip(members))
        shutil.copy2(work / "out" / "stdlib-modules.json", startup_json)
        shutil.rmtree(work)
    for old in CACHE.glob("stdlib-pyc-*"):
        if old != stdlib_cache:
            shutil.rmtree(old)
    return app_zip.read_bytes(), precompiled_stdlib(json.loads(startup_json.read_text()), stdlib_cache)


def precompiled_stdlib(startup: list[str], pyc_dir: Path) -> bytes:
    """Pyodide's python_stdlib.zip with each start-up module's .py replaced by its .pyc.

    Pyodide ships the standard library as source and compiles what it imports at every start
    (about 150 modules, 3 MB, before the page is ready); precompiling those halves start-up time
    for about 0.8 MB more download. The other modules stay as source, to keep the download small.
    """
    stock = (PYODIDE_DIR / "python_stdlib.zip").read_bytes()
    key = tree_hash(stock, pyc_dir.name.encode(), "\n".join(startup).encode())
    cached = CACHE / f"python_stdlib-{key}.zip"
    if not cached.exists():
        replace = set(startup)
        tmp = CACHE / "python_stdlib.tmp"
        with zipfile.ZipFile(PYODIDE_DIR / "python_stdlib.zip") as source, \
                zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
            for info in source.infolist():
                if info.filename in replace:
                    name = info.filename[:-3] + ".pyc"
                    data = (pyc_dir / name).read_bytes()
                else:
                    name, data = info.filename, source.read(info)
                entry = zipfile.ZipInfo(name, info.date_time)
                entry.compress_type = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
                entry.external_attr = info.external_attr
                target.writestr(entry, data)
        for old in CACHE.glob("python_stdlib-*.zip"):
            old.unlink()
        os.replace(tmp, cached)
    return cached.read_bytes()


def deterministic_zip(members: dict[str, bytes]) -> bytes:
    return zip_in_order(dict(sorted(members.items())))


def download_sizes(site: Path, app_files: list[str]) -> dict[str, int]:
    """{path in the site: bytes} of what a cold start downloads before Python runs: PyScript's
    modules, Pyodide's files, pyscript.toml and the app's files it names."""
    paths = [*(f"vendor/pyscript/{name}" for name in pyscript_modules()),
             *(f"vendor/pyodide/{name}" for name in (*PYODIDE_FILES, INTERPRETER.name, PYCACHE)),
             "pyscript.toml", *app_files]
    return {path: (site / path).stat().st_size for path in paths}


def pyscript_modules() -> list[str]:
    """PyScript's modules a start loads (core.js, the chunk it re-exports, the TOML parser's chunk)."""
    core = (PYSCRIPT_DIST / "core.js").read_text(encoding="utf-8")
    chunk = re.search(r'from\s*"\./(core-[\w-]+\.js)"', core)
    if not chunk:
        fail("node_modules/@pyscript/core/dist/core.js re-exports no core-*.js chunk (PyScript changed?)")
    toml = re.search(r'import\("\./(toml-[\w-]+\.js)"\)', (PYSCRIPT_DIST / chunk[1]).read_text(encoding="utf-8"))
    if not toml:
        fail(f"PyScript's {chunk[1]} loads no toml-*.js chunk (PyScript changed?)")
    return ["core.js", chunk[1], toml[1]]


def py_editor_chunk() -> str:
    """The name of PyScript's py-editor chunk (the plugin pyscript.toml leaves out of the start), as its
    core chunk imports it."""
    core = (PYSCRIPT_DIST / pyscript_modules()[1]).read_text(encoding="utf-8")
    found = re.search(r'"py-editor":\(\)=>import\("\./(py-editor-[\w-]+\.js)"\)', core)
    if not found:
        fail(f"PyScript's {pyscript_modules()[1]} names no py-editor-*.js chunk (PyScript changed?)")
    return found[1]


def filled(text: str, marker: str, value: str, where: str, why: str) -> str:
    """``text`` with ``marker``, which must be there exactly once, replaced by ``value``."""
    if text.count(marker) != 1:
        fail(f"{where} must contain {marker} exactly once ({why})")
    return text.replace(marker, value)


def fill_file(path: Path, marker: str, value: str, why: str) -> None:
    """The file at ``path`` with its one ``marker`` replaced by ``value``."""
    text = path.read_text(encoding="utf-8")
    path.write_text(filled(text, marker, value, path.name, why), encoding="utf-8")


def with_py_editor_chunk(script: Path) -> None:
    """web/lab-editor.js as served: the py-editor chunk it imports named."""
    fill_file(script, PY_EDITOR_CHUNK, py_editor_chunk(), "the build names the chunk there")


def write_download_sizes(site: Path, app_files: list[str]) -> int:
    """Fill index.html's DOWNLOAD_PLACEHOLDER (an attribute's value); returns the bytes in all."""
    sizes = download_sizes(site, app_files)
    value = html.escape(json.dumps(sizes, separators=(",", ":")), quote=True)
    fill_file(site / "index.html", DOWNLOAD_PLACEHOLDER, value, "web/progress.js's sizes")
    return sum(sizes.values())


def precached_files(site: Path) -> list[str]:
    """The site's files the app may request, as paths relative to the site root, sorted: all but
    bench/, hidden files (.nojekyll) and the service worker itself."""
    names = []
    for path in site.rglob("*"):
        parts = path.relative_to(site).parts
        if path.is_file() and parts[0] not in NOT_PRECACHED and parts != ("sw.js",) \
                and not any(part.startswith(".") for part in parts):
            names.append("/".join(parts))
    return sorted(names)


def service_worker(site: Path, template: str) -> tuple[str, str, int]:
    """(the site's version, the text of site/sw.js, bytes precached) for an assembled site.

    The version hashes every precached file's path and content, and the worker's own source, so
    any change to what a visitor runs gives a new cache; an unchanged site keeps its version.
    """
    digest = hashlib.sha256(template.encode())
    entries, size = [], 0
    for name in precached_files(site):
        data = (site / name).read_bytes()
        size += len(data)
        sha = hashlib.sha256(data).digest()
        digest.update(name.encode() + b"\0" + sha)
        entries.append([quote(name), "sha256-" + base64.b64encode(sha).decode()])
    version = digest.hexdigest()[:16]
    markers = {'"__VERSION__"': json.dumps(version), "/* __PRECACHE__ */ []": "[\n" + ",\n".join(
        "  " + json.dumps(entry) for entry in entries) + "\n]"}
    for marker, value in markers.items():
        template = filled(template, marker, value, "sw.js", "the build fills it in")
    return version, template, size


def write_service_worker(site: Path) -> tuple[str, int]:
    """Write site/sw.js for the files now in `site`; returns (version, bytes precached)."""
    version, text, size = service_worker(site, SERVICE_WORKER.read_text(encoding="utf-8"))
    (site / "sw.js").write_text(text, encoding="utf-8")
    return version, size


def embed_html(index: str) -> str:
    """embed.html (tools/embed_page.py): each game's preview, drawn here by the menu's own code, and
    the tags that boot the app, taken from index.html."""
    sys.path.insert(0, str(ROOT))
    from game.core import REGISTRY
    from web import games
    from web.i18n import LANGUAGES, Translator

    from tools.embed_page import embed_page

    words = {language: {key: Translator(language)(f"embed.{key}") for key in EMBED_WORDS} for language in LANGUAGES}
    for language in LANGUAGES:
        words[language]["play"] = Translator(language)("app.play")
        # embed.html?lab=<game>: the agent lab's preview (web/embed-preview.js, web/lab.py)
        words[language]["lab"] = Translator(language)("lab.title")
        words[language]["lab_intro"] = Translator(language)("lab.intro")
        words[language]["lab_open"] = Translator(language)("lab.open")
        # embed.html?game=<game>&learn=1: the guided first game's preview (web/learn.py)
        words[language]["learn_title"] = Translator(language)("learn.title")
        words[language]["learn_open"] = Translator(language)("learn.open")
    shown = [{"id": entry.id, "title": entry.title,
              "blurbs": {language: Translator(language)(f"game.{entry.id}.blurb") for language in LANGUAGES},
              "pictures": {language: str(games.picture(entry.id, Translator(language))) for language in LANGUAGES}}
             for entry in REGISTRY if entry.available]  # fmt: skip
    try:
        return embed_page(index, shown, words)
    except ValueError as error:
        fail(str(error))


EMBED_WORDS = ("loading", "unknown", "failed")  # the preview's own words, "embed.<key>" in web/i18n.py


def game_packages() -> list[Path]:
    """Each registered game's folder in web/, in registry order (the menu's). The site ships the
    engine wheel (game/) and web/ only: a game whose packages lie elsewhere stops the build."""
    sys.path.insert(0, str(ROOT))
    from game.core import REGISTRY

    for entry in REGISTRY:
        for package, folder in ((entry.module, "game"), (entry.ui, "web")):
            if package is not None and package.split(".")[0] != folder:
                fail(f"{entry.id}: {package} is not in {folder}/, which is all the site ships")
    return [ROOT / Path(*entry.ui.split(".")) for entry in REGISTRY if entry.ui is not None]


# index.html's scripts the build puts inline (their attributes kept): one request fewer before the
# first paint. web/first-paint.js's own request for the screen drawn ahead then goes out before the
# preloads; web/first-visit.js adds its preload while the page is parsed; web/progress.js wraps fetch
# before PyScript (async) can fetch anything.
INLINE = re.compile(r'<script src="\./web/(first-paint|first-visit|progress|python-start)\.js"([^>]*)></script>')


def scripts_inline(page: str) -> str:
    def inline(match: re.Match[str]) -> str:
        code = (ROOT / "web" / f"{match[1]}.js").read_text(encoding="utf-8")
        if "</script" in code.lower():
            fail(f"web/{match[1]}.js must not contain </script> (it is put inline)")
        return f"<script{match[2]}>{code}</script>"

    return INLINE.sub(inline, page)


def app_files_named(text: str, names: dict[str, str], where: str) -> str:
    """``text`` with each of the app files' names ({"./dist/x.whl": "./py/<hash>/x.whl"}) put in."""
    for placeholder, served in names.items():
        if placeholder not in text:
            fail(f"{where} must name {placeholder} (the build puts the served file's name in its place)")
        text = text.replace(placeholder, served)
    return text


def with_pyscript_preloads(page: str) -> str:
    """PyScript's chunks preloaded beside core.js (their names change with each PyScript release)."""
    core_preload = f'<link rel="modulepreload" href="{CORE}">'
    if page.count(core_preload) != 1:
        return page
    chunks = "".join(f'\n  <link rel="modulepreload" href="./vendor/pyscript/{name}">'
                     for name in pyscript_modules()[1:])
    return page.replace(core_preload, core_preload + chunks)


def shell_page(text: str, names: dict[str, str]) -> str:
    """A top-level page as served: the app's files named, PyScript's chunks preloaded, its small
    scripts inline (the page's Content-Security-Policy allows them by hash)."""
    return with_policy(scripts_inline(with_pyscript_preloads(app_files_named(text, names, "index.html"))))


def stylesheet() -> str:
    """The site's one stylesheet: the shell's styles, then each game's (one request, cached offline)."""
    parts = [(ROOT / "web" / STYLESHEET).read_text(encoding="utf-8")]
    for package in game_packages():
        css = package / STYLESHEET
        if css.exists():
            parts.append(f"/* {css.relative_to(ROOT).as_posix()} */\n" + css.read_text(encoding="utf-8"))
    return "\n".join(parts)


def copy_web(target: Path) -> None:
    """web/ as is, but the games' stylesheets joined into web/style.css, and without the Python
    sources (the browser imports them as bytecode from the archive: no need to download them)."""
    def ignored(folder: str, names: list[str]) -> set[str]:
        skip = set(IGNORED(folder, names)) | {name for name in names if name.endswith(".py")}
        if Path(folder) == ROOT / "web":
            skip.update(script.name for script in BESIDE_PYODIDE)  # served beside pyodide.mjs instead
        if Path(folder) != ROOT / "web" and STYLESHEET in names:
            skip.add(STYLESHEET)
        return skip

    shutil.copytree(ROOT / "web", target, ignore=ignored)
    (target / STYLESHEET).write_text(stylesheet(), encoding="utf-8")


def split_bytecode(compiled: bytes) -> tuple[dict[str, bytes], bytes]:
    """The compiled archive (game/ and web/) as the game package's bytecode, for the wheel, and the
    web package's archive (its bytecode and data files)."""
    with zipfile.ZipFile(io.BytesIO(compiled)) as archive:
        members = {name: archive.read(name) for name in archive.namelist()}
    game = {name: data for name, data in members.items() if name.startswith("game/") and name.endswith(".pyc")}
    web = {name: data for name, data in members.items() if name.startswith("web/")}
    return game, deterministic_zip(web)


def python_start_key(*python_files: bytes) -> str:
    """The key of this build's memory snapshot: what Python's memory depends on (Pyodide, its standard
    library as served, the app's archives, the worker that makes it). A snapshot is used only with
    the very files it was made from; any change makes a new key (and the old snapshot is dropped)."""
    pyodide = (PYODIDE_DIR / "package.json").read_bytes()
    return tree_hash(pyodide, SNAPSHOT_WORKER.read_bytes(), *python_files)


def archives_in_python(config: str) -> list[str]:
    """Where pyscript.toml puts the app's files in Python's file system, in order."""
    return list(tomllib.loads(config).get("files", {}).values())


def with_plugins_left_out(page: str, config: str) -> str:
    """index.html with pyscript.toml's plugin list in its <mpy-config> (any other page: as it is)."""
    return page.replace(PLUGINS_LEFT_OUT, json.dumps(tomllib.loads(config).get("plugins", [])))


def with_python_start(page: str, key: str, archives: list[str]) -> str:
    """index.html with web/python-start.js's key and archives written in (any other page: as it is)."""
    if PYTHON_START_KEY not in page:
        return page
    if any(" " in path for path in archives):
        fail("pyscript.toml's [files] destinations must not contain spaces (web/python-start.js splits them)")
    return page.replace(PYTHON_START_KEY, key).replace(PYTHON_START_FILES, " ".join(archives))


def content_name(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:12]


def build() -> None:
    for required in (PYSCRIPT_DIST / "core.js", *VENDORED.values(), *(PYODIDE_DIR / name for name in PYODIDE_FILES)):
        if not required.exists():
            fail(f"{required.relative_to(ROOT)} is missing (run `make node_modules`)")
    wheel = find_wheel()
    game_packages()  # a game the site cannot ship stops the build before anything is compiled
    CACHE.mkdir(parents=True, exist_ok=True)
    compiled, stdlib = compile_bytecode(python_sources(wheel))
    game_bytecode, web_archive = split_bytecode(compiled)
    served_wheel = with_bytecode(wheel.read_bytes(), game_bytecode)
    wheel_path = f"py/{content_name(served_wheel)}/{wheel.name}"
    web_path = f"py/web-{content_name(web_archive)}.zip"
    names = {f"./dist/{wheel.name}": f"./{wheel_path}", WEB_PLACEHOLDER: f"./{web_path}"}

    tmp = ROOT / "_site.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir()
    index = (ROOT / "index.html").read_text(encoding="utf-8")
    if index.count(APP_SCRIPT) != 1 or index.count(f'src="{CORE}"') != 1:
        fail(f"index.html must load PyScript ({CORE}) and start the app with {APP_SCRIPT} (once each)")
    config = PYSCRIPT_CONFIG.read_text(encoding="utf-8")
    start_key = python_start_key(stdlib, served_wheel, web_archive)
    for page in sorted(ROOT.glob("*.html")):  # index.html
        text = shell_page(page.read_text(encoding="utf-8"), names)
        text = with_plugins_left_out(with_python_start(text, start_key, archives_in_python(config)), config)
        (tmp / page.name).write_text(text, encoding="utf-8")
    (tmp / PYSCRIPT_CONFIG.name).write_text(app_files_named(config, names, "pyscript.toml"), encoding="utf-8")
    embed = embed_html((tmp / "index.html").read_text(encoding="utf-8"))
    (tmp / "embed.html").write_text(with_policy(embed), encoding="utf-8")
    copy_web(tmp / "web")
    with_py_editor_chunk(tmp / "web" / LAB_EDITOR)
    drawn_ahead = prerender.write(tmp / "pre")
    (tmp / wheel_path).parent.mkdir(parents=True)
    (tmp / wheel_path).write_bytes(served_wheel)
    (tmp / web_path).write_bytes(web_archive)
    (tmp / "dist").mkdir()
    shutil.copy2(wheel, tmp / "dist" / wheel.name)
    for folder, script in VENDORED.items():
        (tmp / "vendor" / folder).mkdir(parents=True)
        shutil.copy2(script, tmp / "vendor" / folder / script.name)
    shutil.copytree(PYSCRIPT_DIST, tmp / "vendor" / "pyscript", ignore=IGNORED)
    (tmp / "vendor" / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name == "python_stdlib.zip":
            (tmp / "vendor" / "pyodide" / name).write_bytes(stdlib)
        else:
            shutil.copy2(PYODIDE_DIR / name, tmp / "vendor" / "pyodide" / name)
    for script in BESIDE_PYODIDE:
        shutil.copy2(script, tmp / "vendor" / "pyodide" / script.name)
    # the review worker restores this build's snapshot: its interpreter is given the key, as index.html is
    fill_file(tmp / "vendor" / "pyodide" / WORKER_INTERPRETER.name, PYTHON_START_KEY, start_key,
              "this build's snapshot key")
    (tmp / "vendor" / "pyodide" / PYCACHE).write_bytes(pycache_bundle(compiled))
    try:
        wheels, lock = micropip_files(PYODIDE_DIR, WHEEL_CACHE)
    except BuildError as error:
        fail(str(error))
    for name, data in wheels.items():
        (tmp / "vendor" / "pyodide" / name).write_bytes(data)
    (tmp / "vendor" / "pyodide" / "pyodide-lock.json").write_text(lock, encoding="utf-8")
    (tmp / "bench").mkdir()
    shutil.copy2(ROOT / "bench" / "bare.html", tmp / "bench" / "bare.html")
    shutil.copytree(PYSCRIPT_DIST, tmp / "bench" / "pyscript", ignore=IGNORED)
    (tmp / "bench" / "bare.toml").write_text(
        "# Generated by tools/build_site.py: the straightforward way to load the engine wheel.\n"
        'interpreter = "../vendor/pyodide/pyodide.mjs"\n\n'
        "[files]\n"
        f'"../dist/{wheel.name}" = "./*"\n',
        encoding="utf-8",
    )
    downloaded = write_download_sizes(tmp, [wheel_path, web_path])
    version, precached = write_service_worker(tmp)  # it hashes every file above
    (tmp / ".nojekyll").touch()  # GitHub Pages: serve the files as they are

    shutil.rmtree(SITE, ignore_errors=True)
    os.replace(tmp, SITE)
    pyodide_version = json.loads((PYODIDE_DIR / "package.json").read_text())["version"]
    size = sum(f.stat().st_size for f in SITE.rglob("*") if f.is_file())
    print(f"built {SITE.relative_to(ROOT)}/ ({size / 1e6:.1f} MB): {wheel_path} ({len(served_wheel) / 1e3:.1f} kB), "
          f"{web_path} ({len(web_archive) / 1e3:.1f} kB), Pyodide {pyodide_version}; sw.js version {version} "
          f"precaches {precached / 1e6:.1f} MB; a cold start downloads {downloaded / 1e6:.1f} MB; screens drawn ahead {drawn_ahead / 1e3:.0f} kB")


if __name__ == "__main__":
    build()

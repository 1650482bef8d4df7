"""Assemble the static site into _site/ (run by `make build`, after the wheel is built).

    _site/*.html                         the app shell (index.html, any other top-level page), from the
                                         top level; index.html names the app's bytecode archive (for
                                         web/boot.js) and the size of each file a cold start downloads
                                         (web/progress.js's bar, inline, as web/first-paint.js)
    _site/embed.html                     one game for other sites' pages: a static preview that boots
                                         the app on Play (tools/embed_page.py, web/embed-preview.js)
    _site/web/                           web/ as is (web/boot.js starts Python; assets), but for
                                         the Python sources (in the archive) and the games'
                                         style.css: web/style.css is the shell's styles followed by
                                         each registered game's, in registry order
    _site/py/ludotheque-<hash>.zip       game/ (from the wheel) and web/ as CPython 3.14 bytecode,
                                         imported from the archive itself (web/boot.js)
    _site/dist/<wheel>                   the engine wheel itself (the installable artifact)
    _site/vendor/panzoom/                @panzoom/panzoom (pan and zoom of tables that grow, web/pan.py)
    _site/vendor/idiomorph/              idiomorph (the table updated in place, web/motion.py)
    _site/vendor/pyodide/                the Pyodide runtime files (no CDN at run time), its
                                         python_stdlib.zip with the start-up modules precompiled
    _site/pre/<language>/<screen>.html   the menu, each game's setup and rules drawn at build time by the
                                         app's own code (tools/prerender.py), for web/first-paint.js
    _site/bench/bare.html, bare.toml     the reference page for bench/startup.py: a bare PyScript page
    _site/bench/pyscript/                @pyscript/core's dist, for that page only (the app does not use it)
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
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tools import prerender  # noqa: E402 (the repository's root first)
SITE = ROOT / "_site"
DIST = ROOT / "dist"
CACHE = ROOT / ".make" / "pyc"
PYSCRIPT_DIST = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
COMPILER = ROOT / "tools" / "compile_pyc.mjs"
PANZOOM = ROOT / "node_modules" / "@panzoom" / "panzoom" / "dist" / "panzoom.min.js"  # web/pan.py's pan and zoom
IDIOMORPH = ROOT / "node_modules" / "idiomorph" / "dist" / "idiomorph.min.js"  # web/motion.py's morphing
# Scripts of node_modules the pages load as they are: _site/vendor/<folder>/<file>.
VENDORED = {"panzoom": PANZOOM, "idiomorph": IDIOMORPH}
# The name index.html gives the bytecode archive (its preload, web/boot.js's data-archive); the build
# puts the content-hashed name in its place.
ARCHIVE_PLACEHOLDER = "./py/ludotheque.zip"
BOOT = '<script type="module" async src="./web/boot.js" id="boot" data-archive="./py/ludotheque.zip">'
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
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


TOOLS_ONLY = ("soak.py", "redeal.py")  # in a game's package: for tools/soak.py and tools/leaks.py only


def fail(message: str) -> None:
    sys.exit(f"build_site: {message}")


def find_wheel() -> Path:
    wheels = sorted(DIST.glob("ludotheque-*-py3-none-any.whl"))
    if len(wheels) != 1:
        fail(f"expected exactly one ludotheque wheel in {DIST}, found {[w.name for w in wheels]} (run `make build`)")
    return wheels[0]


def browser_needs(name: str) -> bool:
    """Whether the browser's Python may import this file of the wheel: every engine module but the
    soak's invariants and the leak checks' re-deals, which only the command-line tools import."""
    if not name.startswith("game/") or name.endswith("/"):
        return False
    parts = name.split("/")
    return name != "game/hiding.py" and not (len(parts) == 3 and parts[2] in TOOLS_ONLY)


def python_sources(wheel: Path) -> dict[str, bytes]:
    """Every file the browser's Python needs: the wheel's game/ package and web/'s Python modules."""
    files: dict[str, bytes] = {}
    with zipfile.ZipFile(wheel) as whl:
        for name in whl.namelist():
            if browser_needs(name):
                files[name] = whl.read(name)
    for path in sorted((ROOT / "web").rglob("*")):
        rel = path.relative_to(ROOT).as_posix()
        if path.is_file() and "__pycache__" not in path.parts and path.suffix in (".py", *WEB_DATA_SUFFIXES):
            files[rel] = path.read_bytes()
    if "game/__init__.py" not in files or "web/__init__.py" not in files:
        fail("game/__init__.py and web/__init__.py must exist")
    return files


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
    for 0.7 MB more download. The other modules stay as source, to keep the download small.
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
    tmp = CACHE / "archive.tmp"
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(members):
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, members[name])
    data = tmp.read_bytes()
    tmp.unlink()
    return data


def download_sizes(site: Path, archive_name: str) -> dict[str, int]:
    """{path in the site: bytes} of what a cold start downloads before Python runs: Pyodide's files,
    web/boot.js and the app's bytecode archive."""
    paths = [*(f"vendor/pyodide/{name}" for name in PYODIDE_FILES), "web/boot.js", archive_name]
    return {path: (site / path).stat().st_size for path in paths}


def write_download_sizes(site: Path, archive_name: str) -> int:
    """Fill index.html's DOWNLOAD_PLACEHOLDER (an attribute's value); returns the bytes in all."""
    sizes = download_sizes(site, archive_name)
    page = site / "index.html"
    text = page.read_text(encoding="utf-8")
    if text.count(DOWNLOAD_PLACEHOLDER) != 1:
        fail(f"index.html must contain {DOWNLOAD_PLACEHOLDER} exactly once (web/progress.js's sizes)")
    value = html.escape(json.dumps(sizes, separators=(",", ":")), quote=True)
    page.write_text(text.replace(DOWNLOAD_PLACEHOLDER, value), encoding="utf-8")
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
        if template.count(marker) != 1:
            fail(f"sw.js must contain {marker} exactly once (the build fills it in)")
        template = template.replace(marker, value)
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
    """Each registered game's folder in web/, in registry order (the menu's)."""
    sys.path.insert(0, str(ROOT))
    from game.core import REGISTRY

    return [ROOT / Path(*entry.ui.split(".")) for entry in REGISTRY if entry.ui is not None]


# index.html's scripts the build puts inline (their attributes kept): one request fewer before the
# first paint. web/first-paint.js's own request for the screen drawn ahead then goes out before the
# preloads; web/first-visit.js adds its preload while the page is parsed; web/progress.js wraps fetch
# before web/boot.js (async) can run.
INLINE = re.compile(r'<script src="\./web/(first-paint|first-visit|progress)\.js"([^>]*)></script>')


def scripts_inline(page: str) -> str:
    def inline(match: re.Match[str]) -> str:
        code = (ROOT / "web" / f"{match[1]}.js").read_text(encoding="utf-8")
        if "</script" in code.lower():
            fail(f"web/{match[1]}.js must not contain </script> (it is put inline)")
        return f"<script{match[2]}>{code}</script>"

    return INLINE.sub(inline, page)


def shell_page(text: str, archive_name: str) -> str:
    """A top-level page as served: index.html's archive named, its small scripts inline."""
    return scripts_inline(text.replace(ARCHIVE_PLACEHOLDER, "./" + archive_name))


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
        if Path(folder) != ROOT / "web" and STYLESHEET in names:
            skip.add(STYLESHEET)
        return skip

    shutil.copytree(ROOT / "web", target, ignore=ignored)
    (target / STYLESHEET).write_text(stylesheet(), encoding="utf-8")


def build() -> None:
    for required in (PYSCRIPT_DIST / "core.js", *VENDORED.values(), *(PYODIDE_DIR / name for name in PYODIDE_FILES)):
        if not required.exists():
            fail(f"{required.relative_to(ROOT)} is missing (run `make node_modules`)")
    wheel = find_wheel()
    CACHE.mkdir(parents=True, exist_ok=True)
    archive, stdlib = compile_bytecode(python_sources(wheel))
    archive_name = f"py/ludotheque-{hashlib.sha256(archive).hexdigest()[:12]}.zip"

    tmp = ROOT / "_site.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir()
    index = (ROOT / "index.html").read_text(encoding="utf-8")
    if index.count(BOOT) != 1:
        fail(f"index.html must start Python with {BOOT}</script> (once)")
    for page in sorted(ROOT.glob("*.html")):  # index.html
        (tmp / page.name).write_text(shell_page(page.read_text(encoding="utf-8"), archive_name), encoding="utf-8")
    (tmp / "embed.html").write_text(embed_html((tmp / "index.html").read_text(encoding="utf-8")), encoding="utf-8")
    copy_web(tmp / "web")
    drawn_ahead = prerender.write(tmp / "pre")
    (tmp / "py").mkdir()
    (tmp / archive_name).write_bytes(archive)
    (tmp / "dist").mkdir()
    shutil.copy2(wheel, tmp / "dist" / wheel.name)
    for folder, script in VENDORED.items():
        (tmp / "vendor" / folder).mkdir(parents=True)
        shutil.copy2(script, tmp / "vendor" / folder / script.name)
    (tmp / "vendor" / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name == "python_stdlib.zip":
            (tmp / "vendor" / "pyodide" / name).write_bytes(stdlib)
        else:
            shutil.copy2(PYODIDE_DIR / name, tmp / "vendor" / "pyodide" / name)
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
    downloaded = write_download_sizes(tmp, archive_name)
    version, precached = write_service_worker(tmp)  # it hashes every file above
    (tmp / ".nojekyll").touch()  # GitHub Pages: serve the files as they are

    shutil.rmtree(SITE, ignore_errors=True)
    os.replace(tmp, SITE)
    pyodide_version = json.loads((PYODIDE_DIR / "package.json").read_text())["version"]
    size = sum(f.stat().st_size for f in SITE.rglob("*") if f.is_file())
    print(f"built {SITE.relative_to(ROOT)}/ ({size / 1e6:.1f} MB): {wheel.name}, {archive_name} "
          f"({len(archive) / 1e3:.1f} kB), Pyodide {pyodide_version}; sw.js version {version} "
          f"precaches {precached / 1e6:.1f} MB; a cold start downloads {downloaded / 1e6:.1f} MB; screens drawn ahead {drawn_ahead / 1e3:.0f} kB")


if __name__ == "__main__":
    build()

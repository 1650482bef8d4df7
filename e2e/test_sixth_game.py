"""The test-only sixth game (tests/sixth_game/) in the browser: on the menu, its setup form, and a game
of two computers played to its end screen, with nothing of the shell changed and nothing of the game
in the built site.

The game is put in the page by this test alone, through Playwright's routes on the real _site/: its
two packages' sources go to the page as one more archive in pyscript.toml's [files] (written to
Pyodide's file system before Python starts, as the site's own archives are), and index.html's Python
puts the archive on sys.path and registers the game (``web.games.register``) before ``import web.main``,
the one line the site's registry would hold. Service workers are blocked, so that every request goes
through the routes.
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from e2e.helpers import assert_only_local, record, record_requests, wait_idle, wait_ready
from game import core
from tests import sixth_game

ROOT = Path(__file__).resolve().parent.parent
GAME = sixth_game.ENTRY.id
ARCHIVE_URL = "./test-only/sixth-game.zip"
ARCHIVE_PATH = "/home/pyodide/sixth-game.zip"
APP_START = "import web.main\n"
REGISTER = (f'sys.path.append("{ARCHIVE_PATH}")\n'
            "from tests import sixth_game\n"
            "sixth_game.register()\n")


def archive() -> bytes:
    """The game's two packages as Python sources, under tests/sixth_game/ (``tests`` a namespace
    package: its folder entry is what lets Python import through it from a zip)."""
    package = ROOT / "tests" / "sixth_game"
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zipped:
        zipped.writestr("tests/", b"")
        for path in sorted(package.rglob("*.py")):
            zipped.write(path, path.relative_to(ROOT).as_posix())
    return buffer.getvalue()


def with_the_game(context) -> None:
    """Routes that bring the sixth game into every page of ``context`` (index.html only)."""
    files = archive()

    def index(route) -> None:
        page = route.fetch().text()
        assert page.count(APP_START) == 1, "index.html starts the app with `import web.main`"
        route.fulfill(body=page.replace(APP_START, REGISTER + APP_START), content_type="text/html")

    def config(route) -> None:
        text = route.fetch().text()
        assert text.rstrip().splitlines()[-1].startswith('"'), "[files] is pyscript.toml's last table"
        route.fulfill(body=f'{text.rstrip()}\n"{ARCHIVE_URL}" = "{ARCHIVE_PATH}"\n', content_type="application/toml")

    context.route("**/index.html", index)
    context.route("**/pyscript.toml", config)
    context.route(f"**/{ARCHIVE_URL[2:]}", lambda route: route.fulfill(body=files, content_type="application/zip"))


@pytest.fixture
def game_page(browser, site_url):
    context = browser.new_context(service_workers="block", reduced_motion="reduce")
    context.on("console", lambda message: print(f"[console.{message.type}] {message.text}"))
    context.on("weberror", lambda error: print(f"[pageerror] {error.error}"))
    with_the_game(context)
    requests = record_requests(context)
    page = context.new_page()
    yield page, requests
    context.close()


def test_the_sixth_game_is_chosen_on_the_menu_set_up_and_played_by_two_computers_to_its_end(game_page, site_url):
    page, requests = game_page
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page)
    card = page.locator("li.game-card", has=page.locator(f'[data-game="{GAME}"]'))
    assert card.locator("h2").inner_text() == sixth_game.ENTRY.title
    assert "Four stones in a line" in card.inner_text(), "its words reached the shell's"
    card.locator(f'[data-game="{GAME}"]').click()

    form = page.locator(f'form#setup[data-game="{GAME}"]')
    form.wait_for()
    for seat in (0, 1):
        form.locator(f'input[name=seat{seat}][value="ai-easy"]').check()
    form.locator("[data-cmd='start']").click()

    page.locator("[data-over]").wait_for(timeout=120_000)
    wait_idle(page)
    played = record(page)
    assert played["game"] == GAME and played["players"] == ["ai-easy", "ai-easy"]
    with sixth_game.registered():
        final = core.replay(played)
    assert final.is_over, "the computers played it to its end, every move legal"
    result = page.locator(".end-screen .result").inner_text()
    assert ("draw" in result) == (len(final.winners()) == 2)
    assert page.locator("#board [data-hole]").count() == 16
    assert_only_local(requests)
    assert not requests.failed, requests.failed


def contents(path: Path):
    """A file's bytes, or each member's of an archive (the wheel and the zips are compressed)."""
    if path.suffix in (".zip", ".whl"):
        with zipfile.ZipFile(path) as zipped:
            for name in zipped.namelist():
                yield f"{path.name}/{name}", zipped.read(name)
    else:
        yield path.name, path.read_bytes()


def test_the_built_site_holds_nothing_of_the_test_game(site_dir):
    """It reaches a page only through this test's routes: no file of the site names it."""
    marks = (GAME.encode(), sixth_game.ENTRY.title.encode(), sixth_game.ENTRY.module.encode())
    found = [name for path in sorted(site_dir.rglob("*")) if path.is_file()
             for name, data in contents(path) if any(mark in data for mark in marks)]
    assert found == []

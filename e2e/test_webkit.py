"""Safari's engine too: every registered game boots in WebKit (WebKitGTK's MiniBrowser, driven by
Selenium through WebKitWebDriver, on a virtual X display), its table fits an iPad's screen upright
and turned, and a computer-only game plays to its end screen. iPads run WebKit, not Chromium.

The games start from a ``moves=`` link a few moves before the end of a game the easy computer played
against itself in CPython, so each takes seconds, not minutes. Debian's ``webkit2gtk-driver`` and ``xvfb`` packages are needed
(``.ci/run`` installs them); without them these tests are skipped, except under CI (``CI`` set to
anything but ``false`` or ``0``: ``.ci/run`` and GitHub Actions set it), where they fail.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from urllib.parse import quote

import pytest

from e2e.helpers import MEASURE_TABLE, inside, table_route
from game import core
from game.ai import make_agent
from game.core import new_rng

DRIVER = "/usr/bin/WebKitWebDriver"
BROWSERS = ("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
MOVES_LEFT = 6  # the computers play these last moves on screen
pytestmark = pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning")  # Selenium's own


def under_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false")


def _missing() -> str | None:
    if not os.path.exists(DRIVER):
        return f"{DRIVER} (Debian's webkit2gtk-driver)"
    if not any(os.path.exists(b) for b in BROWSERS):
        return "WebKitGTK's MiniBrowser"
    if shutil.which("Xvfb") is None:
        return "Xvfb (Debian's xvfb)"
    return None


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    missing = _missing()
    if missing:
        if under_ci():
            pytest.fail(f"WebKit tests need {missing}; .ci/run installs it")
        pytest.skip(f"WebKit tests need {missing}")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1400x1200x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.fixture(scope="module")
def webkit(display: str):
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    options = Options()
    options.binary_location = next(b for b in BROWSERS if os.path.exists(b))
    options.add_argument("--automation")
    service = Service(DRIVER, env={**os.environ, "DISPLAY": display})
    driver = webdriver.WebKitGTK(options=options, service=service)
    driver.set_window_size(820, 1180)  # an iPad held upright
    try:
        yield driver
    finally:
        driver.quit()


def wait_for(driver, script: str, seconds: float) -> object:
    """Poll ``script`` (a JavaScript expression) until it is truthy; its value."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = driver.execute_script(f"return {script}")
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"waited {seconds} s for {script}")


def computers_route(entry: core.Entry, seed: int) -> tuple[str, int]:
    """A play route of computers only, a few moves before the end of a game the easy computer plays
    against itself here, and the number of moves the route gives."""
    module = core.load(entry.id)
    players = max(2, entry.min_players)
    state = module.new_game(seed, players)
    agents = [make_agent("easy", new_rng(seed, "webkit", seat).randrange(1, 2**31), seconds=float("inf"))
              for seat in range(players)]  # fmt: skip
    moves: list[str] = []
    while not state.is_over:
        search = agents[state.to_move].think(module, state.view(state.to_move))
        while not search.step(0.05):
            pass
        action = str(search.best())
        state.apply(action)
        moves.append(action)
    start = moves[: max(0, len(moves) - MOVES_LEFT)]
    seats = ",".join(["ai-easy"] * players)
    return f"/{entry.id}/play?seats={seats}&seed={seed}&moves={quote(','.join(start))}", len(start)


@pytest.mark.parametrize("game_id", core.available_games())
def test_a_computer_game_reaches_its_end_screen_in_webkit(webkit, site_url, game_id):
    route, given = computers_route(core.entry(game_id), seed=5)
    webkit.get(f"{site_url}/index.html#{route}")
    wait_for(webkit, "document.documentElement.getAttribute('data-ready') === '1'", 120)
    wait_for(webkit, f"JSON.parse(window.ludotheque.record()).game === {game_id!r}", 60)
    end = time.monotonic() + 180
    while True:  # the end screen of the game (The Kluitz also shows one between its two rounds)
        record = webkit.execute_script("return JSON.parse(window.ludotheque.record())")
        shown = webkit.execute_script("return document.querySelector('[data-over]') !== null")
        if shown and core.replay(record).is_over:
            break
        assert time.monotonic() < end, "the game never reached its end screen"
        time.sleep(0.3)
    assert len(record["actions"]) > given, "the computers played on to the end"


@pytest.mark.parametrize("game_id", core.available_games())
def test_the_table_fits_an_ipad_screen_upright_and_turned_in_webkit(webkit, site_url, game_id):
    webkit.get(site_url + table_route(core.entry(game_id)))
    idle = "document.documentElement.getAttribute('data-ready') === '1' && !document.documentElement.hasAttribute('data-busy')"
    wait_for(webkit, idle, 120)
    for _ in range(6):  # out-of-turn windows passed, then a card or tile picked: the board lights its moves
        if not webkit.execute_script("const b = document.querySelector(\"[data-react] [data-action='done'], "
                                     "[data-before-turn] [data-action]\"); if (b) b.click(); return !!b"):
            break
        time.sleep(0.3)
        wait_for(webkit, idle, 60)
    webkit.execute_script("if (!document.querySelector('#board [data-action]')) "
                          "document.querySelector('#hand [data-pick]:not(.no-fit):not(.idle)')?.click()")
    try:
        for width, height in ((820, 1180), (1180, 820)):
            webkit.set_window_size(width, height)
            time.sleep(0.4)
            seen = webkit.execute_script(f"return ({MEASURE_TABLE})()")
            inner_width, inner_height = seen["viewport"]
            assert seen["scroll"][1] <= inner_height, f"{width}x{height}: the page scrolls: {seen['scroll']} {seen['viewport']}"
            assert inside(seen["board"], inner_width, inner_height), f"{width}x{height}: the board is off screen: {seen}"
            if seen["hand"] is not None:
                assert inside(seen["hand"], inner_width, inner_height), f"{width}x{height}: the hand is off screen"
            assert seen["actions"], "the board offers moves"
    finally:
        webkit.set_window_size(820, 1180)


def test_a_later_start_restores_the_kept_python_in_webkit(webkit, site_url):
    """e2e/test_python_start.py's first check, in Safari's engine (Cache Storage, a module worker)."""
    route, given = computers_route(core.entry("kulami"), seed=5)
    restored = "performance.getEntriesByName('ludotheque:from-snapshot').length > 0"
    webkit.get(f"{site_url}/index.html#{route}")
    wait_for(webkit, "document.documentElement.getAttribute('data-ready') === '1'", 120)
    if not webkit.execute_script(f"return {restored}"):  # no copy kept by the tests before: one is made now
        wait_for(webkit, "performance.getEntriesByName('ludotheque:snapshot-kept').length > 0", 120)
    webkit.refresh()
    wait_for(webkit, "document.documentElement.getAttribute('data-ready') === '1'", 120)
    assert webkit.execute_script(f"return {restored}"), "the second start restores Python from the kept copy"
    wait_for(webkit, f"JSON.parse(window.ludotheque.record()).actions.length > {given}", 60)

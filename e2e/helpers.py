"""Helpers shared by the end-to-end tests and bench/startup.py (imported as `e2e.helpers`)."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote, urlsplit

from game import core

SYSTEM_CHROMIUM = "/usr/bin/chromium"
# Headless Chromium as root needs --no-sandbox; the rest keep it from reaching the internet.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
LOCAL_HOST = "127.0.0.1"
READY_SELECTOR = 'html[data-ready="1"]'


def chromium_launch_options() -> dict:
    """Launch options for Playwright's chromium: the system Chromium when there is one."""
    options: dict = {"headless": True, "args": list(CHROMIUM_ARGS)}
    if os.path.exists(SYSTEM_CHROMIUM):
        options["executable_path"] = SYSTEM_CHROMIUM
    return options


@dataclass
class RequestLog:
    """Every request a browser context made (pages and their workers), in order."""

    urls: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)  # "<status or error> <url>"

    def __iter__(self):
        return iter(self.urls)

    def __len__(self) -> int:
        return len(self.urls)


def record_requests(target) -> RequestLog:
    """Start recording the requests of a Playwright BrowserContext or Page."""
    log = RequestLog()
    target.on("request", lambda request: log.urls.append(request.url))
    target.on("requestfailed", lambda request: log.failed.append(f"{request.failure} {request.url}"))

    def on_response(response) -> None:
        if response.status >= 400:
            log.failed.append(f"HTTP {response.status} {response.url}")

    target.on("response", on_response)
    return log


def non_local(urls) -> list[str]:
    """The URLs that would leave 127.0.0.1 (data: and blob: URLs stay in the page)."""
    bad = []
    for url in urls:
        parts = urlsplit(url)
        if parts.scheme in ("data", "blob"):
            continue
        if parts.scheme not in ("http", "https", "ws", "wss") or parts.hostname != LOCAL_HOST:
            bad.append(url)
    return bad


def assert_only_local(requests) -> None:
    """Fail, listing them, if any of the recorded request URLs left 127.0.0.1."""
    bad = non_local(requests)
    assert not bad, f"{len(bad)} request(s) left {LOCAL_HOST}:\n" + "\n".join(bad)


def wait_ready(page, timeout: float = 60_000) -> None:
    """Wait until the page sets <html data-ready="1"> (Python is up and the screen accepts input)."""
    try:
        page.wait_for_selector(READY_SELECTOR, state="attached", timeout=timeout)
    except Exception as error:
        errors = page.evaluate(
            "() => [...document.querySelectorAll('.boot-error')].map(e => `${e.textContent} (${e.title})`)"
        )
        raise AssertionError(f"page never became ready ({error}); start-up errors: {errors}") from None


# A blog post embedding a game (``{src}``: the embed URL); it keeps the messages the game posts.
PARENT_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A blog post</title></head>
<body><h1>My favourite game</h1>
{frames}
<script>
window.received = [];
window.addEventListener("message", e => window.received.push(e.data));
</script></body></html>"""


IDLE_SELECTOR = 'html[data-ready="1"]:not([data-busy])'


def wait_idle(page, timeout: float = 30_000) -> None:
    """Wait until Python is up and nothing is thinking or moving (no ``data-busy``)."""
    page.wait_for_selector(IDLE_SELECTOR, state="attached", timeout=timeout)


def open_game(page, site_url: str, route: str) -> None:
    """Open ``index.html#<route>`` and wait until the person may act. The computers play on without
    the pauses that let a person follow their moves (``no_pause``): a test checks them, it does not
    watch them."""
    page.goto(f"{site_url}/index.html#{route}")
    wait_ready(page)
    no_pause(page)
    wait_idle(page)


def zoom_and_pan(page) -> None:
    """Zoom the table in twice (+), drag it, then back to the whole table (the zoom buttons and the
    pointer), checking each step moves it (Clustered and La Guerre des Moutons)."""
    pan = page.locator("#table-pan")
    transform = "getComputedStyle(document.getElementById('table-pan')).transform"
    page.locator('[data-zoom="in"]').click()
    page.wait_for_function(f"!['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes({transform})")
    once = pan.evaluate("e => getComputedStyle(e).transform")
    page.locator('[data-zoom="in"]').click()
    page.wait_for_function(f"{transform} !== {once!r}")  # Panzoom applies a zoom a moment after the click
    zoomed = pan.evaluate("e => getComputedStyle(e).transform")
    assert zoomed not in ("none", ""), "+ zooms in"
    page.locator("#board").scroll_into_view_if_needed()  # the drag starts on the table, not off the screen
    box = page.locator("#board").bounding_box()
    page.mouse.move(box["x"] + 20, box["y"] + 20)
    page.mouse.down()
    page.mouse.move(box["x"] + 80, box["y"] + 60, steps=5)
    page.mouse.up()
    assert pan.evaluate("e => getComputedStyle(e).transform") != zoomed, "a drag pans the table"
    page.locator('[data-zoom="reset"]').click()
    page.wait_for_function("() => ['none', 'matrix(1, 0, 0, 1, 0, 0)']"
                           ".includes(getComputedStyle(document.getElementById('table-pan')).transform)")


def slow_network(context, page, conditions: dict):
    """Chromium's network conditions for ``page`` (``Network.emulateNetworkConditions`` of the
    DevTools protocol); returns the protocol session, for more."""
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", conditions)
    return session


def more(page, command: str) -> None:
    """Open the table's "more" menu (if it is closed) and choose ``command`` (a ``data-cmd``)."""
    if page.locator("#more[open]").count() == 0:
        page.locator("#more > summary").click()
    page.locator(f'#more [data-cmd="{command}"]').click()


def record(page) -> dict:
    """The record of the game on the page (``window.ludotheque.record()``)."""
    return json.loads(page.evaluate("window.ludotheque.record()"))


@contextmanager
def blog_post(embed_src: str, host: str = LOCAL_HOST, frames: int = 1) -> Iterator[str]:
    """A blog post framing ``embed_src`` (:data:`PARENT_PAGE`) ``frames`` times (``#game``, ``#game2``,
    ...), served from another port of ``host`` (another origin; ``localhost`` is another site):
    yields the post's URL."""
    from tools.serve import start_server

    framed = "\n".join(f'<iframe id="game{n or ""}" src="{embed_src}" width="420" height="640" style="border:0" '
                       f'title="Kulami{f" {n + 1}" if frames > 1 else ""}"></iframe>' for n in range(frames))
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "post.html").write_text(PARENT_PAGE.format(frames=framed))
        other = start_server(folder, port=0)
        try:
            yield f"http://{host}:{other.server_port}/post.html"
        finally:
            other.shutdown()
            other.server_close()


def press_play(scope, timeout: float = 60_000) -> None:
    """embed.html's preview: press Play, then wait until the game accepts input. ``scope`` is a Page
    or a FrameLocator (a game in an iframe)."""
    scope.locator("[data-play]").click()
    scope.locator(READY_SELECTOR).wait_for(state="attached", timeout=timeout)


def no_pause(page, frame: str | None = None) -> None:
    """Computers playing each other go on without the pause that lets a person follow each move
    (``window.ludotheque.pace(0)``); ``frame``: the selector of the iframe the game is in."""
    target = page.locator(frame).element_handle().content_frame() if frame else page
    target.evaluate("window.ludotheque.pace(0)")


def over_message(page, timeout: float = 30_000) -> dict:
    """The ``ludotheque:over`` message the framed game posted to the blog post (waits for it)."""
    page.wait_for_function("window.received.some(m => m && m.type === 'ludotheque:over')", timeout=timeout)
    return page.evaluate("window.received.find(m => m.type === 'ludotheque:over')")


def play_to_the_end(scope, seed: int, timeout: float = 30_000) -> None:
    """Whenever a person is to move, click a random playable element (``data-action``), else a random
    part of a move (``data-pick``: a card in hand), else the hand-over button of hot-seat play, else a
    "continue" button (the computer waiting while a pair or a round's result is shown), until
    the end screen (``data-over``) shows. ``scope`` is a Page or a FrameLocator (a game in an iframe)."""
    import random

    rng = random.Random(seed)
    for _ in range(1000):
        scope.locator(IDLE_SELECTOR).wait_for(state="attached", timeout=timeout)
        if scope.locator("[data-over]").count():
            break
        for selector in ("[data-action]", "[data-pick]", '[data-cmd="reveal"]', '[data-cmd="continue"]'):
            choices = scope.locator(selector)
            count = choices.count()
            if count:
                try:  # a "continue" button may go by itself while it is being clicked
                    choices.nth(rng.randrange(count)).click(timeout=5_000)
                except Exception:
                    if selector != '[data-cmd="continue"]':
                        raise
                break
        else:
            raise AssertionError("a person to move must be shown the moves they may play")
    scope.locator(IDLE_SELECTOR).wait_for(state="attached", timeout=timeout)
    assert scope.locator("[data-over]").is_visible()


def reload_resumes(page, before: dict) -> None:
    """A reload resumes the saved game at the same move."""
    page.reload()
    wait_ready(page)
    wait_idle(page)
    assert record(page) == before, "the saved game resumes at the same move"


def share_link_opens(page, before: dict) -> None:
    """The share panel's link opens the same game at the same move."""
    link = page.locator("#share-link").input_value()
    page.goto(link)
    wait_ready(page)
    wait_idle(page)
    assert record(page)["actions"] == before["actions"]


def file_round_trip(page, site_url: str, other_game: str, before: dict, bad_move: str) -> None:
    """Save to a file holds the record; opening that file from another game resumes it; a record with
    one bad move more is refused with a visible message naming it, and changes nothing."""
    with page.expect_download() as download:
        more(page, "export")
    saved = Path(download.value.path())
    filed = json.loads(saved.read_text())
    setup = filed.pop("setup", {})
    assert filed == before, "the file holds the game's record"
    assert set(setup) <= set(before["options"]), "and the game's settings as they were chosen"
    open_game(page, site_url, other_game)
    page.locator("input[data-import]").first.set_input_files(str(saved))
    page.wait_for_function(f"JSON.parse(window.ludotheque.record()).actions.length === {len(before['actions'])}")
    assert record(page) == before, "opening the file resumes that game"
    bad = dict(before, actions=[*before["actions"], bad_move])
    assert page.evaluate("r => window.ludotheque.load(r)", json.dumps(bad)) is False
    assert page.locator("#notice").is_visible() and bad_move in page.locator("#notice").inner_text()
    assert record(page)["actions"] == before["actions"], "a bad record leaves the game as it was"


def hand_over_games() -> list[str]:
    """The games whose seats each see a hand of their own: hot-seat play hands the device over
    between people (as web/session.py decides)."""
    modules = {game_id: core.load(game_id) for game_id in core.available_games()}
    return [game_id for game_id, module in modules.items()
            if module.INFO.hidden_information and not getattr(module, "SAME_VIEW_FOR_ALL", False)]  # fmt: skip


# -- a table in the middle of a game, for the layout tests (e2e/test_layout.py, e2e/test_webkit.py) --


def halfway(game_id: str, players: int, seed: int = 11) -> list[str]:
    """The moves of a seeded random game to a position in its middle third where seat 0 (the
    person) is to move with the most choices (the most targets on screen)."""
    state = core.load(game_id).new_game(seed, players)
    rng = core.new_rng(seed, "layout")
    played: list[tuple[str, int | None, int]] = []  # (move, who made it, how many choices they had)
    while not state.is_over:
        legal = state.legal_actions()
        action = legal[int(rng.random() * len(legal))]
        played.append((str(action), state.to_move, len(legal)))
        state.apply(action)
    third = len(played) // 3
    candidates = [i for i in range(third, 2 * third) if played[i][1] == 0]
    stop = max(candidates, key=lambda i: played[i][2])
    return [move for move, _, _ in played[:stop]]


def players_of(entry: core.Entry) -> int:
    return min(max(entry.min_players, 2), 3, entry.max_players)


def table_route(entry: core.Entry, at: str = "/index.html#") -> str:
    """A person's table halfway through a game against the easy computer (``at``: before the route)."""
    players = players_of(entry)
    seats = ",".join(["human"] + ["ai-easy"] * (players - 1))
    moves = quote(",".join(halfway(entry.id, players)))
    return f"{at}/{entry.id}/play?seats={seats}&seed=11&moves={moves}"


def random_end_moves(game_id: str, seed: int, players: int) -> str:
    """The moves of a game played to its end with seeded random moves, joined as a route writes them."""
    state = core.load(game_id).new_game(seed, players)
    rng = core.new_rng(seed, "finished")
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    return ",".join(state.record()["actions"])


def finished_route(entry: core.Entry, seed: int = 4) -> str:
    """A game played to its end with seeded random moves, as a play route with its moves (its end screen)."""
    players = players_of(entry)
    seats = ",".join(["human"] + ["ai-easy"] * (players - 1))
    return f"/{entry.id}/play?seats={seats}&seed={seed}&moves={quote(random_end_moves(entry.id, seed, players))}"


MEASURE_TABLE = """() => {
  const box = e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; };
  const shown = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const hand = document.querySelector('#hand > *');
  return {
    scroll: [document.scrollingElement.scrollWidth, document.scrollingElement.scrollHeight],
    viewport: [innerWidth, innerHeight],
    board: box(document.getElementById('board')),
    hand: hand ? box(hand) : null,
    small: [...document.querySelectorAll('[data-action],[data-pick],.table-main summary')].filter(shown).map(e => ({
      what: e.getAttribute('data-action') || e.getAttribute('data-pick') || e.textContent.trim(), ...box(e)}))
      .filter(b => b.w < 43.5 || b.h < 43.5),
    actions: document.querySelectorAll('#board [data-action]').length,
    tools: [...document.querySelectorAll('.toolbar .tool')].filter(shown).map(e => ({
      what: e.getAttribute('aria-label'), ...box(e)})),
  };
}"""


def inside(box: dict, width: int, height: int) -> bool:
    return box["x"] >= -0.5 and box["y"] >= -0.5 and box["x"] + box["w"] <= width + 0.5 and box["y"] + box["h"] <= height + 0.5


def add_axe(page) -> None:
    """axe-core in the page, evaluated by the test's browser connection (the site's Content-Security-Policy
    refuses an inline script, as it should, so it cannot go in with a <script> tag)."""
    axe = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
    page.evaluate(axe.read_text(encoding="utf-8") + "\n;undefined")

"""The review of a game in the browser (web/review_screen.py): a short game against the computer on a
phone, its review opened from the end screen (made in PyScript's Web Worker while ``<html data-busy>`` is
on, with no cross-origin isolation),
the graph and the grades, a turning point shown on the table, "Try again from here", the review
reopened at once from Your games; Cancel; and the same review offline after one visit (its worker too)
and in the embed.
"""

from __future__ import annotations

import json
import threading
import time
from urllib.parse import urlsplit

import pytest

from e2e.helpers import (assert_only_local, blog_post, finished_route, play_to_the_end, press_play, record, wait_idle,
                         wait_ready)
from e2e.test_offline import CONTROLLED, SwitchableServer
from game import core

PHONE = {"width": 390, "height": 844}
KULAMI = "/kulami/play?seats=human,ai-easy&seed=7&first=red"
GRADES = {"good", "inaccuracy", "mistake", "blunder"}
REVIEWED = 240_000  # ms: a whole game's review, on a shared two-core machine
BUSY = 'html[data-busy="1"]'
DONE = 'html[data-ready="1"]:not([data-busy]) .review'


def graded(scope) -> list[tuple[int, str]]:
    found = scope.locator("[data-move]")
    return [(int(found.nth(i).get_attribute("data-move")), found.nth(i).get_attribute("data-grade"))
            for i in range(found.count())]


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport=PHONE, reduced_motion="reduce")
    page = context.new_page()
    page.on("console", lambda message: print(f"[console.{message.type}] {message.text}"))
    page.on("pageerror", lambda error: print(f"[pageerror] {error}"))
    yield page
    context.close()


def test_a_game_on_a_phone_is_reviewed_then_tried_again_from_a_turning_point(phone, site_url):
    page = phone
    workers: list[str] = []
    page.on("worker", lambda worker: workers.append(worker.url))
    page.goto(f"{site_url}/index.html#{KULAMI}")
    wait_ready(page)
    play_to_the_end(page, seed=7)
    finished = record(page)
    page.locator("[data-over] [data-review]").click()
    page.wait_for_url("**#/kulami/review")
    started = time.perf_counter()
    page.wait_for_selector(BUSY, state="attached", timeout=5_000)
    page.locator("[data-move]").first.wait_for(state="attached", timeout=60_000)
    first = time.perf_counter() - started
    clicks = page.evaluate("""() => new Promise(resolve => {  // the page answers while the review is made
        const at = performance.now();
        requestAnimationFrame(() => resolve(performance.now() - at));
    })""")
    page.wait_for_selector(DONE, state="attached", timeout=REVIEWED)
    print(f"first graded moves after {first:.1f} s, whole review after {time.perf_counter() - started:.1f} s; "
          f"a frame {clicks:.0f} ms")
    assert any(url.startswith("blob:") for url in workers), "made in a Web Worker (PyScript's start from blob:)"
    started = page.evaluate("performance.getEntriesByName('ludotheque:review-worker-started')[0].detail")
    assert started["pyscript_worker"] is True, "the worker's Python runs in PyScript's worker"
    assert page.evaluate("window.crossOriginIsolated") is False, "no SharedArrayBuffer needed"
    # the grades: every move of the person's, none of the computer's
    people = [n for n, seat in enumerate(movers(finished)) if seat == 0]
    found = graded(page)
    assert [n for n, _ in found] == people and {grade for _, grade in found} <= GRADES
    # the graph: one line per seat; a tap on it opens a move
    assert page.locator(".review-graph-svg .graph-line").count() == 2
    assert page.locator(".review-graph-svg").is_visible()
    # a turning point: the table at that move, the move played and the better one
    turning = page.locator("[data-turning]")
    assert 1 <= turning.count() <= 5
    n = int(turning.first.get_attribute("data-turning"))
    turning.first.click()
    position = page.locator("#review-position[data-open]")
    position.wait_for()
    assert page.locator("#review-position #board").is_visible()
    assert f"Move {n + 1}" in page.locator("#review-position-title").inner_text()
    if page.locator('[data-show="better"]').count():
        page.locator('[data-show="better"]').click()
        page.wait_for_selector('[data-show="better"][aria-pressed="true"]')
    # a step to the move before (or after) and back: the title follows, the focus stays to step on
    away, back = ("previous", "next") if n > 0 else ("next", "previous")
    page.locator(f'#review-position [data-step="{away}"]').click()
    title = page.locator("#review-position-title")
    title.filter(has_text=f"Move {n if away == 'previous' else n + 2} ").wait_for()
    assert page.evaluate("document.activeElement.dataset.step") == away
    page.locator(f'#review-position [data-step="{back}"]').click()
    title.filter(has_text=f"Move {n + 1} ").wait_for()
    # try again from there: the same deal, the moves before it, the person at their seat
    page.locator('[data-cmd="review-try"]').click()
    page.wait_for_url("**#/kulami/play?*")
    wait_idle(page)
    again = record(page)
    assert again["seed"] == finished["seed"] and again["options"] == finished["options"]
    assert again["actions"] == finished["actions"][:n]
    assert again["players"] == ["human", "ai-easy"]
    assert page.locator("#board [data-action]").count() > 0, "the person is to move"
    # the review was kept with the game: Your games opens it at once
    page.goto(f"{site_url}/index.html#/games")
    page.locator("[data-review-kept]").first.click()
    page.wait_for_selector("[data-move]", state="attached", timeout=10_000)
    assert page.locator("#review-bar").count() == 0 and page.locator(BUSY).count() == 0, "nothing to compute"
    assert graded(page) == found


def movers(game: dict) -> list[int | None]:
    state = core.replay(dict(game, actions=[]))
    seats = []
    for text in game["actions"]:
        seats.append(state.to_move)
        state.apply(text)
    return seats


def test_on_a_phone_a_reviewed_moves_table_keeps_its_players_side_by_side_and_readable(phone, site_url):
    entry = core.entry("kluitz")  # its table adds the fences' supply beside the players
    phone.goto(f"{site_url}/index.html#{finished_route(entry)}")
    wait_ready(phone)
    phone.evaluate("location.hash = '#/kluitz/review'")
    phone.wait_for_selector(DONE, timeout=REVIEWED)
    phone.locator("[data-turning]").first.click()  # a turning point, or a move that cost the most
    players = phone.locator(".review-table .players .player")
    players.first.wait_for()
    boxes = [players.nth(i).bounding_box() for i in range(players.count())]
    assert len(boxes) == 2 and all(box["width"] >= 150 for box in boxes), boxes
    assert abs(boxes[0]["y"] - boxes[1]["y"]) < 1, "side by side"
    supply = phone.locator(".review-table .supply").bounding_box()
    assert supply["y"] >= boxes[0]["y"] + boxes[0]["height"] - 1, "the supply below them, not squeezing them"


@pytest.mark.parametrize("size", [(1180, 820), (820, 1180)], ids=["ipad-sideways", "ipad-upright"])
def test_a_reviewed_moves_board_gets_the_room_its_hand_does_not_need(browser, site_url, size):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, reduced_motion="reduce")
    page = context.new_page()
    page.goto(f"{site_url}/index.html#{finished_route(core.entry('clustered'))}")  # three seats, a hand
    wait_ready(page)
    page.evaluate("location.hash = '#/clustered/review'")
    page.wait_for_selector(DONE, timeout=REVIEWED)
    page.locator("[data-turning]").first.click()
    page.locator(".review-table #hand").wait_for()
    board, dock = (page.locator(f".review-table {part}").bounding_box() for part in (".table-board", ".table-dock"))
    hand = page.locator(".review-table .table-dock > *").first.bounding_box()
    assert dock["height"] <= hand["height"] + 12, f"the hand's row holds no more than the hand: {dock} {hand}"
    assert board["height"] > 1.5 * dock["height"], f"the board has the room: {board}"
    players = page.locator(".review-table .players").bounding_box()
    assert players["height"] >= 44 and players["y"] + players["height"] <= board["y"] + 1, "the players over the board"
    context.close()


def test_cancel_stops_the_review_and_the_page_stays_free(phone, site_url):
    page = phone
    page.goto(f"{site_url}/index.html#{finished_route(core.entry('kulami')).replace('/play?', '/review?')}")
    wait_ready(page)
    page.wait_for_selector(BUSY, state="attached", timeout=5_000)
    page.locator('[data-cmd="review-cancel"]').click()
    page.wait_for_selector('[data-cmd="review-again"]')
    assert page.locator(BUSY).count() == 0
    page.locator('[data-cmd="language"][data-language="fr"]').click()  # the page answers
    page.wait_for_selector("text=Relancer l'analyse")


def test_a_bad_record_says_why(phone, site_url):
    page = phone
    page.goto(f"{site_url}/index.html#/kulami/review?seats=human,ai-easy&seed=3&moves=a1,zz")
    wait_ready(page)
    problem = page.locator(".review-problem")
    problem.wait_for()
    assert "zz" in problem.inner_text()
    assert page.locator(BUSY).count() == 0


@pytest.fixture
def server(site_dir, tmp_path_factory):
    gone = tmp_path_factory.mktemp("gone")
    server = SwitchableServer(site_dir)
    threading.Thread(target=server.serve_forever, name="review-site", daemon=True).start()
    yield server, gone
    server.shutdown()
    server.server_close()


def test_after_one_visit_a_review_is_made_offline(browser, server, recorded_requests):
    server, gone = server
    context = browser.new_context(viewport=PHONE, reduced_motion="reduce")
    page = context.new_page()
    page.goto(f"{server.url}/index.html")
    wait_ready(page, timeout=90_000)
    page.wait_for_function(CONTROLLED, timeout=90_000, polling=250)
    context.set_offline(True)
    server.serve(gone)  # should anything still reach the server, it finds nothing
    # a whole game: long enough for the worker to start and take over (a short one ends in the page first)
    page.goto(f"{server.url}/index.html#{finished_route(core.entry('kulami')).replace('/play?', '/review?')}")
    wait_ready(page, timeout=90_000)
    page.wait_for_selector(DONE, state="attached", timeout=REVIEWED)
    assert graded(page) and page.locator(".review-graph-svg .graph-line").count() == 2
    started = page.evaluate("(performance.getEntriesByName('ludotheque:review-worker-started')[0] || {}).detail")
    assert started and started["pyscript_worker"], "PyScript's worker started offline, from the precached files"
    reached = [path for path in server.requests if not path.endswith("/sw.js")]
    assert reached == [], f"requests reached the server while offline: {reached}"
    context.close()


def test_the_review_works_in_an_embed_on_another_site(context, page, site_url, recorded_requests):
    """That browser refuses the frame any storage: its review worker (started ahead when the game
    ended) must start without the IndexedDB PyScript asks for, and nothing may throw."""
    page_errors: list[str] = []
    context.on("weberror", lambda error: page_errors.append(str(error.error)))
    query = urlsplit(finished_route(core.entry("kulami"))).query
    with blog_post(f"{site_url}/embed.html?game=kulami&{query}", host="localhost") as post:
        page.goto(post)
        app = page.frame_locator("#game")
        press_play(app)
        app.locator("[data-over] [data-review]").click()
        app.locator(".review").wait_for(timeout=30_000)
        app.locator(DONE).wait_for(state="attached", timeout=REVIEWED)
        frame = next(f for f in page.frames if f.url.startswith(site_url))
        assert graded(frame) and {grade for _, grade in graded(frame)} <= GRADES
        app.locator("[data-review-back]").click()
        app.locator("[data-over]").wait_for(timeout=30_000)
        blog = post.rsplit("/", 1)[0]
    assert page_errors == []
    assert_only_local([url for url in recorded_requests if not url.startswith(blog)])  # the blog's own page aside


def test_a_review_whose_worker_cannot_start_is_made_in_the_page(phone, site_url):
    page = phone
    refused: list[str] = []

    def refuse(route) -> None:  # as a policy or a lost file would: the worker's Python never runs
        refused.append(route.request.url)
        route.abort()

    page.route("**/review-worker.py", refuse)
    page.goto(f"{site_url}/index.html#{finished_route(core.entry('kulami')).replace('/play?', '/review?')}")
    wait_ready(page)
    page.wait_for_selector(DONE, state="attached", timeout=REVIEWED)
    assert refused, "the review asked for its worker"
    assert graded(page) and {grade for _, grade in graded(page)} <= GRADES
    assert page.locator(".review-graph-svg .graph-line").count() == 2
    assert page.locator(".review-problem").count() == 0, "no complaint: the page made the review itself"
    assert page.evaluate("performance.getEntriesByName('ludotheque:review-worker-ready').length") == 0

"""A later start restores Python from the memory the browser kept after an earlier one
(web/python-start.js, web/interpreter.mjs, web/python-snapshot.mjs): it plays as usual, a kept copy
that cannot be restored is dropped without a word to the player, only one build's copy is kept, and the
review's worker restores it too (web/worker-interpreter.mjs)."""

from __future__ import annotations

from e2e.helpers import finished_route, open_game, record, wait_idle, wait_ready
from game import core

ROUTE = "/kulami/play?seats=human,ai-easy&seed=3&first=red"
SLOW = 90_000  # ms: a second Python starts in a worker on a shared two-core machine
CACHE = "ludotheque-python-start"
KEPT = "performance.getEntriesByName('ludotheque:snapshot-kept').length > 0"
RESTORED = "performance.getEntriesByName('ludotheque:from-snapshot').length > 0"
ADDRESS = "window.ludothequePythonStart.address"
KEPT_ADDRESSES = f"async () => (await (await caches.open('{CACHE}')).keys()).map(r => r.url).sort()"
KEPT_SIZE = f"""async () => {{
    const response = await (await caches.open('{CACHE}')).match({ADDRESS});
    return response ? (await response.arrayBuffer()).byteLength : 0;
}}"""
PLANT = f"""async ([address, size]) => {{
    await (await caches.open('{CACHE}')).put(address, new Response(new Uint8Array(size).fill(7)));
}}"""


def first_visit_kept(page, site_url: str) -> None:
    open_game(page, site_url, ROUTE)
    page.wait_for_function(KEPT, timeout=SLOW)


def test_a_later_start_restores_the_kept_python_and_plays(page, site_url):
    first_visit_kept(page, site_url)
    assert page.evaluate(KEPT_SIZE) > 1_000_000
    page.reload()
    wait_ready(page)
    wait_idle(page)
    assert page.evaluate(RESTORED), "the second start restores Python from the kept copy"
    moves = len(record(page)["actions"])
    page.locator("[data-action]").first.click()
    page.wait_for_function(f"JSON.parse(window.ludotheque.record()).actions.length >= {moves + 2}", timeout=SLOW)
    wait_idle(page)
    assert page.locator("[data-action]").count() > 0, "the person may move again after the computer's reply"


def test_a_later_review_worker_restores_the_kept_python(page, site_url):
    first_visit_kept(page, site_url)
    review = finished_route(core.entry("kulami")).replace("/play?", "/review?")  # long enough for the worker
    page.goto(f"{site_url}/index.html#{review}")
    wait_ready(page)
    page.wait_for_function("performance.getEntriesByName('ludotheque:review-worker-started').length > 0",
                           timeout=SLOW)
    started = page.evaluate("performance.getEntriesByName('ludotheque:review-worker-started')[0].detail")
    assert started["snapshot"] is True and started["pyscript_worker"] is True


def test_a_kept_copy_that_cannot_be_restored_is_dropped_and_python_starts_afresh(page, site_url):
    first_visit_kept(page, site_url)
    page.evaluate(PLANT, [page.evaluate(ADDRESS), 40_000_000])
    warnings: list[str] = []
    page.on("console", lambda message: warnings.append(message.text) if message.type == "warning" else None)
    page.reload()
    wait_ready(page)
    wait_idle(page)
    assert not page.evaluate(RESTORED)
    assert page.locator(".boot-error").count() == 0 and page.locator("[data-action]").count() > 0
    assert any("starting Python afresh" in text for text in warnings)
    page.wait_for_function(KEPT, timeout=SLOW)  # a good copy takes the bad one's place
    page.reload()
    wait_ready(page)
    assert page.evaluate(RESTORED)


def test_only_the_current_build_keeps_a_copy(page, site_url):
    open_game(page, site_url, ROUTE)
    address = page.evaluate(ADDRESS)
    older = address.rsplit("/", 1)[0] + "/an-older-build"
    page.evaluate(PLANT, [older, 16])
    page.wait_for_function(KEPT, timeout=SLOW)
    assert page.evaluate(KEPT_ADDRESSES) == [address]

"""The first paint shows the real screen: the menu, a game's setup and its rules are drawn at build
time (tools/prerender.py) and put in the page before Python is up; then Python takes over the same
markup. Here the Pyodide download is blocked to see the page as it is before Python starts."""

from __future__ import annotations

from e2e.helpers import assert_only_local, wait_ready

DRAWN_AHEAD = "html[data-drawn-ahead]"


def without_python(page) -> None:
    page.route("**/vendor/pyodide/**", lambda route: route.abort())


def test_the_menu_a_setup_and_the_rules_show_their_real_text_before_python_is_up(page, site_url, recorded_requests):
    without_python(page)
    page.goto(f"{site_url}/index.html#/")
    page.wait_for_selector(DRAWN_AHEAD, state="attached", timeout=10_000)
    assert page.locator("html[data-ready]").count() == 0, "Python is not up"
    assert page.locator(".game-card").count() == 5 and page.locator("h2", has_text="Kulami").count() == 1
    assert page.locator("#app h1").inner_text() == "Choose a game", "the heading does not repeat the top bar's name"
    assert page.locator(".game-card svg").count() >= 5, "each game's picture is drawn"
    page.locator('a[data-game="kulami"]').click()  # a link works before Python: the next screen drawn ahead
    page.wait_for_selector('html[data-drawn-ahead="kulami"]', state="attached")
    assert page.locator("form#setup h1").inner_text() == "Kulami: a new game"
    start = page.locator('[data-cmd="start"]')
    assert start.is_visible()
    start.click()
    assert "Starting" in page.locator(".starting-note").inner_text(), "a control that needs Python says so"
    assert page.url.endswith("#/kulami"), "and does nothing else"
    page.goto(f"{site_url}/index.html#/troupeaux/rules")
    page.wait_for_selector('html[data-drawn-ahead="troupeaux.rules"]', state="attached")
    assert page.locator("article.rules h1").count() == 1 and page.locator(".rules-section").count() > 3
    assert_only_local(recorded_requests)


def test_a_play_route_paints_its_table_frame_before_python_is_up(page, site_url, recorded_requests):
    without_python(page)
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}/index.html#/guerre-des-moutons/play?seats=human,ai-easy&seed=3")
    page.wait_for_selector('html[data-drawn-ahead="guerre-des-moutons.play"]', state="attached", timeout=10_000)
    assert page.locator("#status").inner_text().startswith("Starting")
    board = page.locator(".table-board").bounding_box()
    assert board["height"] > 300 and board["y"] + board["height"] <= 844, "the board's place is kept on screen"
    assert page.locator(".toolbar #undo").is_visible()
    assert page.evaluate("document.scrollingElement.scrollHeight <= innerHeight")
    assert_only_local(recorded_requests)


def test_the_screen_drawn_ahead_speaks_the_language_the_app_will(page, site_url, recorded_requests):
    without_python(page)
    page.add_init_script("localStorage.setItem('ludotheque.language', 'fr')")
    page.goto(f"{site_url}/index.html#/clustered")
    page.wait_for_selector(DRAWN_AHEAD, state="attached", timeout=10_000)
    assert page.locator("html").get_attribute("lang") == "fr"
    assert page.locator('[data-cmd="start"]').inner_text() == "Commencer la partie"
    assert_only_local(recorded_requests)


# (set up before the page's <html> exists: watched from the document)
WATCH = """new MutationObserver(() => {
  const html = document.documentElement;
  if (html.hasAttribute('data-drawn-ahead') && window.aheadAt === undefined) {
    window.aheadAt = performance.now(); window.ahead = document.getElementById('app').innerHTML;
  }
  if (html.hasAttribute('data-ready') && window.readyAt === undefined) window.readyAt = performance.now();
}).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-drawn-ahead', 'data-ready']});"""


def open_drawn_ahead(page, url: str) -> None:
    """Opens ``url`` and checks that Python, once up, shows the very markup drawn ahead before it."""
    page.add_init_script(WATCH)
    page.goto(url)
    wait_ready(page)
    ahead_at, ready_at = page.evaluate("[window.aheadAt, window.readyAt]")
    assert ahead_at is not None and ahead_at < ready_at, "the screen was drawn ahead before Python was up"
    assert page.locator("#app").inner_html() == page.evaluate("window.ahead"), "the same markup: no jump, no flash"


def test_python_takes_over_the_screen_drawn_ahead_unchanged(page, site_url, recorded_requests):
    open_drawn_ahead(page, f"{site_url}/index.html#/kulami")
    assert page.locator("form#setup").count() == 1, "no second copy of the screen"
    page.locator('input[name="opponent"][value="human"]').check()
    page.locator('[data-cmd="start"]').click()  # the same controls now work
    page.wait_for_selector("#board [data-action]")
    assert page.locator(".starting-note").count() == 0
    assert_only_local(recorded_requests)


def test_python_takes_over_the_menu_drawn_ahead_unchanged_pictures_and_all(page, site_url, recorded_requests):
    open_drawn_ahead(page, f"{site_url}/index.html#/")  # its pictures taken over, not drawn again
    assert page.locator("[data-picture] svg").count() == 5, "one picture per game, no second copy"
    page.locator('[data-cmd="language"][data-language="fr"]').click()  # drawn by Python in the other language
    page.wait_for_selector('html[lang="fr"]')
    assert page.locator("[data-picture] svg").count() == 5
    page.locator('[data-picture="kulami"]').click()  # a picture opens its game
    page.wait_for_selector("form#setup")
    assert_only_local(recorded_requests)

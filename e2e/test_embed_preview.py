"""embed.html costs nothing until used: a static preview of the game and a Play button, and nothing of
Pyodide downloaded before Play; Play boots the game in place (``autoplay=1`` at once)."""

from __future__ import annotations

from urllib.parse import urlsplit

from e2e.helpers import (
    IDLE_SELECTOR,
    assert_only_local,
    blog_post,
    no_pause,
    over_message,
    press_play,
    record,
    wait_idle,
    wait_ready,
)


def site_paths(urls, site_url: str) -> list[str]:
    """The site's files among ``urls``, as paths relative to the site (no query)."""
    return [urlsplit(url).path.lstrip("/") for url in urls if url.startswith(site_url + "/")]


def test_a_blog_post_downloads_no_python_until_play_then_a_computer_game_plays_to_its_end(
        page, site_url, recorded_requests):
    with blog_post(f"{site_url}/embed.html?game=kulami&seats=ai-easy,ai-easy&seed=5") as post:
        page.goto(post)
        frame = page.frame_locator("#game")
        frame.locator("[data-play]").wait_for()
        assert frame.locator("#preview-title").inner_text() == "Kulami"
        assert frame.locator("#preview-picture svg.kulami-picture").count() == 1, "the game's picture is shown"
        page.wait_for_timeout(1_000)  # time for anything that would load by itself
        before = site_paths(recorded_requests, site_url)
        assert "embed.html" in before
        assert [path for path in before if path.startswith("vendor/")] == [], "no Pyodide"
        assert "sw.js" not in before and not any(path.startswith("py/") for path in before)
        assert frame.locator("html[data-ready]").count() == 0
        press_play(frame)
        no_pause(page, "#game")
        message = over_message(page, timeout=120_000)  # the computers play it through
        assert message["record"]["game"] == "kulami"
        assert message["record"]["players"] and len(message["record"]["actions"]) >= 20
        after = site_paths(recorded_requests, site_url)
        assert "vendor/pyodide/pyodide.asm.wasm" in after and "vendor/pyscript/core.js" in after
        assert "pyscript.toml" in after and [path for path in after if path.endswith("-py3-none-any.whl")]
        assert "sw.js" not in after, "the embed registers no service worker"
    assert_only_local(recorded_requests)


def test_autoplay_boots_at_once_and_keeps_the_querys_settings(page, site_url, recorded_requests):
    page.goto(f"{site_url}/embed.html?game=clustered&seats=human,ai-easy&seed=2&first=0&autoplay=1")
    wait_ready(page)
    wait_idle(page)
    game = record(page)
    assert game["game"] == "clustered" and game["seed"] == 2
    assert page.locator("#notice:not([hidden])").count() == 0, "autoplay is not a setting the game misses"
    assert page.locator("[data-play]").count() == 0, "the table replaced the preview"
    page.wait_for_timeout(500)  # the browser asks for an icon after the page has loaded
    assert not recorded_requests.failed, f"every file it asked for is there: {recorded_requests.failed}"
    assert_only_local(recorded_requests)


def test_the_preview_speaks_the_readers_language(browser, site_url):
    context = browser.new_context(locale="fr-FR", reduced_motion="reduce")
    try:
        page = context.new_page()
        page.goto(f"{site_url}/embed.html?game=kluitz")
        assert page.locator("[data-play]").inner_text() == "Jouer"
        assert page.locator("html").get_attribute("lang") == "fr"
        assert "Dormeur" in page.locator("#preview-picture").inner_text(), "the picture's words too"
    finally:
        context.close()


def test_an_unknown_game_says_so_and_offers_the_first_game(page, site_url, recorded_requests):
    page.goto(f"{site_url}/embed.html?game=%3Cb%3Echess%3C%2Fb%3E")
    notice = page.locator("#preview-notice")
    notice.wait_for()
    assert "no such game" in notice.inner_text() and "Kulami" in notice.inner_text()
    assert page.locator("#preview-notice b").count() == 0 and "chess" not in page.content()
    assert page.locator("#preview-title").inner_text() == "Kulami"
    press_play(page)
    wait_idle(page)
    assert record(page)["game"] == "kulami"
    page.locator(IDLE_SELECTOR).wait_for(state="attached")
    assert_only_local(recorded_requests)

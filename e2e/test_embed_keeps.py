"""Embeds keep their games too (web/saves.py ``placed``): each embed of a blog post keeps the game it
shows under an id of its own, so two embeds of the same game on one page never write over each other,
and a reload of the post finds both games where they were left. In a frame of another site that the
browser refuses any storage, the game plays on and the table says it cannot be kept."""

from __future__ import annotations

import json

from e2e.helpers import IDLE_SELECTOR, blog_post, press_play, wait_idle
from e2e.test_embed_cross_site import PARENT_HOST

SRC = "/embed.html?game=kulami&seats=human,ai-easy&first=red"  # no seed: each frame deals its own game


def frame_of(page, site_url: str, n: int):
    return next(f for f in page.frames if f.url.startswith(site_url) and
                f.frame_element().get_attribute("id") == f"game{n or ''}")


def play_one_move(page, site_url: str, n: int, pick_last: bool) -> list[str]:
    """Press Play in frame ``n``, make one move (the first or the last one lit), wait for the reply."""
    app = page.frame_locator(f"#game{n or ''}")
    press_play(app)
    frame = frame_of(page, site_url, n)
    wait_idle(frame)
    moves = app.locator("[data-action]")
    (moves.last if pick_last else moves.first).click()
    frame.wait_for_function("JSON.parse(window.ludotheque.record()).actions.length >= 2")
    wait_idle(frame)
    return json.loads(frame.evaluate("window.ludotheque.record()"))["actions"]


def test_two_embeds_of_one_game_on_a_page_keep_two_games_across_a_reload(page, site_url):
    with blog_post(site_url + SRC, frames=2) as post:
        page.goto(post)
        first = play_one_move(page, site_url, 0, pick_last=False)
        second = play_one_move(page, site_url, 1, pick_last=True)
        assert first != second
        page.reload()
        for n in (0, 1):
            press_play(page.frame_locator(f"#game{n or ''}"))
        found = [json.loads(frame_of(page, site_url, n).evaluate("window.ludotheque.record()"))["actions"]
                 for n in (0, 1)]
    assert sorted(found) == sorted([first, second]), "each embed goes on with a game of its own"


def test_an_embed_of_another_site_refused_storage_says_it_cannot_keep_the_game(page, site_url):
    with blog_post(site_url + SRC, host=PARENT_HOST) as post:
        page.goto(post)
        app = page.frame_locator("#game")
        press_play(app)
        app.locator("[data-action]").first.click()
        bar = app.locator("#keeping[data-keeping='refused']")
        bar.wait_for(timeout=30_000)
        assert "Save" in bar.inner_text() and app.locator("#keeping [data-cmd='export']").count() == 1
        assert bar.bounding_box()["height"] <= 52, "one short line: the game keeps its room in the frame"
        app.locator("#keeping [data-cmd='dismiss-keeping']").click()  # the reader knows now
        assert bar.is_hidden()
        app.locator(IDLE_SELECTOR).wait_for(state="attached", timeout=30_000)
        app.locator("[data-action]").first.click()
        app.locator(IDLE_SELECTOR).wait_for(state="attached", timeout=30_000)
        assert app.locator("#keeping").is_hidden(), "not said again"

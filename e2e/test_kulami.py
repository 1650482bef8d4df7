"""Kulami in the real site: a whole game against the computer, hot-seat play, languages, bad input."""

from __future__ import annotations

import json

from e2e.helpers import assert_only_local, no_pause, play_to_the_end, record, wait_idle, wait_ready
from game.core import replay

def open_route(page, site_url: str, route: str) -> None:
    page.goto(f"{site_url}/index.html#{route}")
    wait_ready(page)


def test_whole_game_against_the_easy_computer_reaches_the_end_screen(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami/play?seats=human,ai-easy&seed=7&first=red")
    play_to_the_end(page, seed=7)
    game = record(page)
    state = replay(game)  # the site's record replays through the rules in CPython
    assert state.is_over
    shown = [int(page.locator(f'[data-total="{seat}"]').inner_text()) for seat in (0, 1)]
    assert shown == state.scores()
    assert game["players"] == ["human", "ai-easy"]
    assert_only_local(recorded_requests)


def test_hot_seat_players_take_turns_on_one_device(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami/play?seats=human,human&seed=3&first=red")
    assert "Red" in page.locator("#status").inner_text()
    page.locator('[data-action="d4"]').click()
    wait_idle(page)
    assert page.locator('[data-hole="d4"] .marble.red').count() == 1
    assert "Black" in page.locator("#status").inner_text()
    playable = page.locator("[data-action]").evaluate_all("els => els.map(e => e.dataset.action)")
    assert playable and all(name[0] == "d" or name[1:] == "4" for name in playable)
    page.locator(f'[data-action="{playable[0]}"]').click()
    wait_idle(page)
    assert page.locator(f'[data-hole="{playable[0]}"] .marble.black').count() == 1
    assert record(page)["actions"] == ["d4", playable[0]]
    assert_only_local(recorded_requests)


def test_a_click_on_a_hole_off_the_line_explains_the_rule(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami/play?seats=human,human&seed=3&first=red")
    page.locator('[data-action="a1"]').click()
    page.locator('[data-refuse="h8"]').click()
    message = page.locator("#message").inner_text()
    assert "h8" in message and "row or column" in message
    assert record(page)["actions"] == ["a1"]
    page.locator('[data-refuse="a2"]').click()  # a1's own plate
    assert "last two plates" in page.locator("#message").inner_text()
    assert_only_local(recorded_requests)


def test_the_language_switch_turns_the_game_into_french_and_is_remembered(page, site_url, recorded_requests):
    open_route(page, site_url, "/")
    assert page.locator("html").get_attribute("lang") == "en"
    page.locator('[data-cmd="language"][data-language="fr"]').click()
    assert page.locator("html").get_attribute("lang") == "fr"
    assert page.locator('a[data-game="kulami"]').inner_text() == "Jouer"
    page.goto(f"{site_url}/index.html#/kulami/play?seats=human,human&seed=3&first=red")
    page.reload()
    wait_ready(page)
    assert page.locator("html").get_attribute("lang") == "fr"
    page.locator('[data-action="a1"]').click()
    page.locator('[data-refuse="h8"]').click()
    assert "ni sur la ligne ni sur la colonne" in page.locator("#message").inner_text()
    assert page.locator('[data-action="a3"]').get_attribute("aria-label").startswith("Poser une bille en a3\u202f; plaque de ")
    assert_only_local(recorded_requests)


def test_setup_screen_starts_the_chosen_game(page, site_url, recorded_requests):
    open_route(page, site_url, "/")
    page.locator('a[data-game="kulami"]').click()
    page.locator('input[name="opponent"][value="human"]').check()
    page.locator('select[name="layout"]').select_option("random-irregular")
    page.locator('input[name="zones"]').check()
    page.locator('[data-cmd="start"]').click()
    wait_idle(page)
    game = record(page)
    assert game["players"] == ["human", "human"]
    assert game["options"]["zones"] is True and game["options"]["chains"] is False
    assert len(game["options"]["layout"]) == 17
    assert page.locator("[data-action]").count() == 64  # the first marble goes anywhere
    assert_only_local(recorded_requests)


def test_computer_against_computer_plays_itself_to_the_end(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami/play?seats=ai-easy,ai-easy&seed=5")
    no_pause(page)
    page.wait_for_selector("[data-over]", timeout=90_000)
    assert replay(record(page)).is_over
    assert_only_local(recorded_requests)


def test_the_page_answers_a_click_while_the_computer_thinks(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami/play?seats=human,human&seed=11&first=red")
    box = page.locator('[data-hole="a1"]').bounding_box()
    page.evaluate("location.hash = '#/kulami/play?seats=ai-hard,human&seed=11&first=red'")
    page.wait_for_selector('html[data-busy="1"]', state="attached", timeout=10_000)
    # A person's click (raw input): Playwright's locator.click would first wait on its own
    # actionability checks, which queue behind the search's slices.
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    # The click returns once the browser has taken it, which on a loaded machine can be before the
    # page has run its handler (between two of the search's slices): what the page said is awaited.
    said = page.wait_for_function(
        "() => document.getElementById('message').textContent || (document.documentElement.dataset.busy ? '' : 'idle')",
        timeout=10_000).json_value()
    assert "thinking" in said, "the click was answered while the computer was still thinking"
    wait_idle(page)
    assert len(record(page)["actions"]) == 1
    assert_only_local(recorded_requests)


def test_undo_against_the_computer_takes_back_its_reply_too(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami/play?seats=human,ai-easy&seed=2&first=red")
    page.locator('[data-action="c3"]').click()
    wait_idle(page)
    assert len(record(page)["actions"]) == 2
    page.locator('[data-cmd="undo"]').click()
    wait_idle(page)
    assert record(page)["actions"] == []
    assert page.locator("[data-action]").count() == 64
    assert_only_local(recorded_requests)


def test_a_corrupt_record_is_refused_and_the_game_goes_on(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami/play?seats=human,human&seed=3&first=red")
    page.locator('[data-action="b2"]').click()
    before = record(page)
    tampered = dict(before, actions=["b2", "b1"])  # b1 is on b2's own plate
    assert page.evaluate("r => window.ludotheque.load(r)", json.dumps(tampered)) is False
    assert "move 2 (b1) is not allowed by the rules" in page.locator("#notice").inner_text()
    assert page.evaluate("window.ludotheque.load('{not json')") is False
    notice = page.locator("#notice")
    assert notice.is_visible() and notice.inner_text().startswith(
        "This game could not be loaded: this is not a Ludothèque game record"), "no parser's words"
    assert record(page) == before
    assert page.locator('[data-hole="b2"] .marble').count() == 1


def test_a_good_record_opens_the_game_at_its_last_move(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami/play?seats=human,human&seed=3&first=red")
    page.locator('[data-action="e5"]').click()
    page.locator('[data-action="e1"]').click()
    saved = page.evaluate("window.ludotheque.record()")
    open_route(page, site_url, "/kulami/play?seats=human,ai-easy&seed=9")
    assert page.evaluate("r => window.ludotheque.load(r)", saved) is True
    wait_idle(page)
    assert record(page) == json.loads(saved)
    assert page.locator('[data-hole="e1"] .last-ring').count() == 1


def test_unknown_routes_and_options_fall_back_with_a_message(page, site_url, recorded_requests):
    open_route(page, site_url, "/no-such-game")
    assert page.locator('a[data-game="kulami"]').is_visible()
    assert "does not exist" in page.locator("#notice").inner_text()
    open_route(page, site_url, "/kulami/play?seats=human,human&seed=4&layout=moon&zones=maybe")
    wait_idle(page)
    notice = page.locator("#notice").inner_text()
    assert "moon" in notice and "zones" in notice
    game = record(page)
    assert game["options"]["zones"] is False and len(game["options"]["layout"]) == 17

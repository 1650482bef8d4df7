"""The tools every table has: stepping back through the game says so and offers no move, a greyed
Undo says why, and the toolbar's icons are drawn (no font glyph that may show as an empty box)."""

from __future__ import annotations

from e2e.helpers import assert_only_local, record, wait_idle, wait_ready

HOT_SEAT = "/kulami/play?seats=human,human&seed=3&first=red&moves=d4,d7,a7"


def open_route(page, site_url: str, route: str) -> None:
    page.goto(f"{site_url}/index.html#{route}")
    wait_ready(page)
    wait_idle(page)


def test_replay_mode_says_which_move_is_shown_and_the_board_offers_no_move(page, site_url, recorded_requests):
    open_route(page, site_url, HOT_SEAT)
    banner = page.locator("#replay-banner")
    assert banner.is_hidden() and page.locator("#board [data-action]").count() > 0
    page.locator('#replay [data-step="back"]').click()
    wait_idle(page)
    assert banner.is_visible() and "2 of 3" in banner.inner_text()
    assert "after move 2 of 3" in page.locator("#status").inner_text(), "the status tells the position shown"
    assert page.locator("#board [data-action]").count() == 0, "a replayed position offers no move"
    page.locator('#board [data-hole="a1"]').click()
    wait_idle(page)
    assert record(page)["actions"] == ["d4", "d7", "a7"], "a tap on the replayed board plays nothing"
    banner.locator("button").click()  # back to the game
    wait_idle(page)
    assert banner.is_hidden() and page.locator("#board [data-action]").count() > 0
    assert "after move" not in page.locator("#status").inner_text()
    assert_only_local(recorded_requests)


def test_a_greyed_undo_says_why(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami/play?seats=human,human&seed=3&first=red&undo=0&moves=d4")
    assert page.locator("#undo").is_disabled()
    assert page.locator("#undo-why").inner_text() == "Undo is off for this game."
    open_route(page, site_url, "/kulami/play?seats=human,human&seed=4&first=red")
    assert page.locator("#undo").is_disabled() and "Nothing" in page.locator("#undo-why").inner_text()
    page.locator("#board [data-action]").first.click()
    wait_idle(page)
    assert page.locator("#undo").is_enabled() and page.locator("#undo-why").inner_text() == ""
    # La Guerre des Moutons: a tile laid draws from the bag, and a drawn tile stays drawn
    open_route(page, site_url, "/guerre-des-moutons/play?seats=human,ai-easy&seed=8")
    while page.locator('[data-before-turn] [data-action="done"], [data-react] [data-action="done"]').count():
        page.locator('[data-before-turn] [data-action="done"], [data-react] [data-action="done"]').first.click()
        wait_idle(page)
    page.locator("#hand .gdm-hand-face[data-pick^='tile:']").first.click()
    wait_idle(page)
    page.locator("#board [data-action]").first.click()
    wait_idle(page)
    assert page.locator("#undo").is_disabled()
    assert "card drawn, a tile turned" in page.locator("#undo-why").inner_text()
    assert page.locator("#undo").get_attribute("aria-describedby") == "undo-why"
    assert_only_local(recorded_requests)


def test_the_replay_buttons_are_drawn_icons_with_names(page, site_url, recorded_requests):
    open_route(page, site_url, HOT_SEAT)
    buttons = page.locator("#replay button[data-step]")
    assert buttons.count() == 4
    for k in range(4):
        button = buttons.nth(k)
        assert button.locator("svg").count() == 1 and button.inner_text().strip() == ""
        assert button.get_attribute("aria-label")
        box = button.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44, "a tap target of at least 44x44 px"
    assert_only_local(recorded_requests)

"""The menu and the setup screens as a player meets them: each game's picture on the menu, Start in
reach without scrolling on a phone, a tablet either way up and a laptop, and Clustered's seats added
and removed. One browser context per screen size; its page goes from game to game by the address."""

from __future__ import annotations

import pytest

from e2e.helpers import assert_only_local, record, record_requests, wait_idle, wait_ready
from e2e.test_accessibility import axe_violations
from game import core

GAMES = [entry.id for entry in core.REGISTRY if entry.available]
SCREENS = {  # width, height, touch
    "tablet-portrait": (820, 1180, True),
    "tablet-landscape": (1180, 820, True),
    "phone": (390, 844, True),
    "laptop": (1366, 768, False),
}


@pytest.fixture(scope="module", params=list(SCREENS))
def screen_page(request, browser, site_url):
    """A page at one of the four screen sizes, with its requests recorded: one per size for the
    tests of this file, each test taking it where it needs by the address."""
    width, height, touch = SCREENS[request.param]
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch, locale="en-GB")
    requests = record_requests(context)
    page = context.new_page()
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page)
    yield page
    assert_only_local(requests)
    context.close()


def go(page, route: str, selector: str) -> None:
    """Another screen of the same page (the address changes, Python stays up), from its top."""
    page.evaluate("route => { location.hash = route; }", route)
    page.wait_for_selector(selector, state="attached")
    page.evaluate("window.scrollTo(0, 0)")


def in_reach(page, selector: str) -> dict:
    """Where the element is, and whether it is inside the window and is what a tap at its centre hits."""
    return page.evaluate(
        """selector => {
            const element = document.querySelector(selector);
            const box = element.getBoundingClientRect();
            const x = box.left + box.width / 2, y = box.top + box.height / 2;
            const hit = document.elementFromPoint(x, y);
            return {
                inside: box.width > 0 && box.height > 0 && box.left >= 0 && box.top >= 0
                    && box.right <= window.innerWidth && box.bottom <= window.innerHeight,
                tapped: !!hit && (hit === element || element.contains(hit)),
                box: [box.left, box.top, box.right, box.bottom], window: [window.innerWidth, window.innerHeight],
                scrolled: window.scrollY,
            };
        }""",
        selector,
    )


def test_the_menu_shows_a_picture_of_each_game_drawn_from_its_pieces(screen_page):
    page = screen_page
    go(page, "#/", ".games .game-card [data-picture]")
    pictures = page.locator(".game-card [data-picture] svg")
    assert pictures.count() == len(core.REGISTRY)
    for entry in core.REGISTRY:
        picture = page.locator(f'.game-card [data-picture="{entry.id}"] svg')
        assert picture.get_attribute("aria-hidden") == "true"
        assert picture.locator("rect, circle, polygon, path, use").count() >= 10, f"{entry.id}: pieces drawn"
        box, card = picture.bounding_box(), page.locator(f'.game-card:has([data-picture="{entry.id}"])').bounding_box()
        assert box["width"] >= 180 and box["height"] >= 80, f"{entry.id}: {box}"
        assert card["x"] <= box["x"] and box["x"] + box["width"] <= card["x"] + card["width"] + 0.5
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), "no sideways scrolling"


def test_the_menu_puts_the_games_side_by_side_on_wide_screens_with_their_buttons_level(screen_page):
    page = screen_page
    go(page, "#/", ".games .game-card [data-game]")
    cards = page.evaluate("""() => [...document.querySelectorAll('.games .game-card')].map(card => {
        const box = card.getBoundingClientRect(), play = card.querySelector('[data-game]').getBoundingClientRect();
        return {top: Math.round(box.top), bottom: box.bottom, play: Math.round(play.top)};
    })""")
    rows: dict[int, list[int]] = {}
    for card in cards:
        rows.setdefault(card["top"], []).append(card["play"])
    assert all(len(set(plays)) == 1 for plays in rows.values()), f"Play buttons level along each row: {rows}"
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    if width >= 1100:  # a laptop, a tablet held sideways: one shelf, every game in sight
        assert len(rows) == 1, f"the games in one row: {rows}"
        assert max(card["bottom"] for card in cards) <= height, "every game's card in sight without scrolling"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_start_is_in_reach_without_scrolling_on_every_setup_screen(screen_page, language):
    page = screen_page
    page.locator(f'[data-cmd="language"][data-language="{language}"]').click()
    for game_id in GAMES:
        go(page, f"#/{game_id}", f'form#setup[data-game="{game_id}"]')
        for what in ('[data-cmd="start"]', f'#setup a[href="#/{game_id}/rules"]', '#setup a[href="#/"]'):
            where = in_reach(page, f"#setup {what}" if what.startswith("[") else what)
            assert where["scrolled"] == 0
            assert where["inside"] and where["tapped"], f"{game_id}, {what}: {where}"
        boxes = page.evaluate("""() => [...document.querySelectorAll('#setup .choice input')]
            .map(e => e.getBoundingClientRect()).filter(b => b.width > 0).map(b => [b.width, b.height])""")
        assert all(w >= 21.5 and h >= 21.5 for w, h in boxes), f"{game_id}: boxes squeezed by their labels: {boxes}"
    go(page, "#/clustered", 'form#setup[data-game="clustered"]')
    for _ in range(core.entry("clustered").max_players - 2):  # every seat taken: the longest form
        page.locator('[data-cmd="seat-add"]').click()
    page.evaluate("window.scrollTo(0, 0)")
    where = in_reach(page, '#setup [data-cmd="start"]')
    assert where["inside"] and where["tapped"], where


def seats_shown(page) -> int:
    return page.locator("#setup [data-seat-row]").count()


def test_clustered_seats_a_player_more_and_starts_with_them(page, site_url, recorded_requests):
    page.goto(f"{site_url}/index.html#/clustered")
    wait_ready(page)
    assert seats_shown(page) == 2, "the seats the game starts with, no more"
    page.locator('[data-cmd="seat-add"]').click()
    assert seats_shown(page) == 3
    assert page.locator("select[name=seat-2]").input_value() == "ai-medium", "a seat added: the computer sits there"
    page.select_option("select[name=seat-2]", "ai-easy")
    assert page.locator("select[name=first] option").count() == 4, "who starts: chance or one of the three"
    page.select_option("select[name=first]", "2")
    assert page.locator("[data-seat-count]").inner_text() == "3 seats"
    page.locator('[data-cmd="start"]').click()
    page.wait_for_function("window.ludotheque.record() !== null")
    game = record(page)
    assert game["players"] == ["human", "ai-medium", "ai-easy"]
    assert "first=2" in page.evaluate("location.hash")
    assert page.locator(".players .player").count() == 3
    assert_only_local(recorded_requests)


def test_clustered_seats_are_removed_down_to_the_last_one(page, site_url, recorded_requests):
    page.goto(f"{site_url}/index.html#/clustered")
    wait_ready(page)
    add, remove = page.locator('[data-cmd="seat-add"]'), page.locator('[data-cmd="seat-remove"]')
    add.click()
    page.select_option("select[name=first]", "2")
    remove.click()
    assert seats_shown(page) == 2 and page.locator("select[name=seat-2]").count() == 0
    assert page.locator("select[name=first]").input_value() == "random", "the seat that was to start is gone"
    remove.click()
    assert seats_shown(page) == 1
    assert remove.is_disabled() and add.is_enabled()
    assert page.evaluate("document.activeElement.dataset.cmd") == "seat-add", "the focus is not lost"
    for _ in range(core.entry("clustered").max_players - 1):
        add.click()
    assert seats_shown(page) == core.entry("clustered").max_players and add.is_disabled()
    assert page.evaluate("document.activeElement.dataset.cmd") == "seat-remove"
    for _ in range(core.entry("clustered").max_players - 1):
        remove.click()
    page.locator('[data-cmd="start"]').click()
    page.wait_for_function("window.ludotheque.record() !== null")
    wait_idle(page)
    assert record(page)["players"] == ["human"]
    assert_only_local(recorded_requests)


def test_clustered_starts_with_every_seat_taken(page, site_url):
    page.goto(f"{site_url}/index.html#/clustered")
    wait_ready(page)
    for _ in range(core.entry("clustered").max_players - 2):
        page.locator('[data-cmd="seat-add"]').click()
    page.locator('[data-cmd="start"]').click()
    page.wait_for_function("window.ludotheque.record() !== null")
    assert record(page)["players"] == ["human"] + ["ai-medium"] * (core.entry("clustered").max_players - 1)


def test_a_setting_the_players_chosen_do_not_use_is_not_offered_as_if_it_counted(page, site_url):
    page.goto(f"{site_url}/index.html#/clustered")
    wait_ready(page)
    page.locator("label.switch:has(input[name=solo])").click()  # Solo: one seat, no one else to start
    assert page.locator('[data-seat-row="1"]').is_hidden() and page.locator(".seat-buttons").is_hidden()
    assert page.locator("select[name=first]").is_hidden() and page.locator('[data-seat-row="0"]').is_visible()
    page.goto(f"{site_url}/index.html#/guerre-des-moutons")  # three players at first: one colour each
    page.wait_for_selector("select[name=seat-2]")
    only_two = page.locator("#setup .only-two")
    assert only_two.is_visible() and "leave players 3 and 4 empty" in only_two.inner_text()
    page.select_option("select[name=seat-2]", "off")
    assert only_two.is_hidden(), "two players: two colours each may be chosen"
    page.select_option("select[name=seat-3]", "human")
    assert only_two.is_visible()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_menu_and_a_grown_setup_form_pass_axe(page, site_url, language):
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page)
    page.locator(f'[data-cmd="language"][data-language="{language}"]').click()
    page.wait_for_selector(f'html[lang="{language}"] .game-card [data-picture]')
    problems = axe_violations(page)
    assert not problems, "menu:\n" + "\n".join(problems)
    page.evaluate("location.hash = '#/clustered'")
    page.wait_for_selector('form#setup[data-game="clustered"]')
    page.locator('[data-cmd="seat-add"]').click()
    problems = axe_violations(page)
    assert not problems, "clustered setup:\n" + "\n".join(problems)


def test_a_screen_opened_from_a_scrolled_one_starts_at_its_top(page, site_url):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}/index.html#/troupeaux")
    wait_ready(page)
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert page.evaluate("window.scrollY") > 100, "a setup screen longer than a phone"
    page.evaluate("location.hash = '#/troupeaux/rules'")
    page.wait_for_selector(".rules", state="attached")
    assert page.evaluate("window.scrollY") == 0, "the rules open at their start"
    page.evaluate("window.scrollTo(0, 400)")
    page.go_back()  # the browser's Back: the setup screen as it was left (the browser's own restoring)
    page.wait_for_selector('form#setup[data-game="troupeaux"]', state="attached")
    page.wait_for_function("window.scrollY > 100")



CHOSEN = {  # each game's play route with settings other than its form's defaults
    "kulami": "seats=ai-hard,human&layout=weave&first=black&zones=1&chains=0&undo=0&hints=0",
    "clustered": "seats=human,ai-easy,ai-hard&quick=1&speed=0&size=1&extra_joker=0,2&first=2",
    "kluitz": "seats=human,ai-hard&first=0&assisted_memory=1",
    "troupeaux": "seats=ai-easy,human&show_arrival_counts=1",
    "guerre-des-moutons": "seats=human,ai-hard&bicolour=1",
}


@pytest.mark.parametrize("game_id", GAMES)
def test_change_settings_opens_the_form_on_the_game_just_played_and_start_deals_it_again(page, site_url, game_id):
    """From a game (the table's "Change settings" is the setup's address), the form shows that game's
    settings, not the form's defaults: Start, untouched, deals a game of the very same settings."""
    from urllib.parse import parse_qsl

    page.goto(f"{site_url}/index.html#/{game_id}/play?{CHOSEN[game_id]}")
    wait_ready(page)
    page.wait_for_function("window.ludotheque.record() !== null")
    go(page, f"#/{game_id}", "#setup")
    page.locator('[data-cmd="start"]').click()
    page.wait_for_function("location.hash.includes('/play?')")
    started = dict(parse_qsl(page.evaluate("location.hash").split("?", 1)[1]))
    wanted = dict(parse_qsl(CHOSEN[game_id]))
    assert {name: started.get(name) for name in wanted} == wanted

"""Keyboard-only play and an automated accessibility check (axe-core) on every screen."""

from __future__ import annotations

import pytest

from e2e.helpers import add_axe, assert_only_local, finished_route, hand_over_games, table_route, wait_ready
from game import core

IDLE = 'html[data-ready="1"]:not([data-busy])'
ARROWS = {(-1, 0): "ArrowUp", (1, 0): "ArrowDown", (0, -1): "ArrowLeft", (0, 1): "ArrowRight"}


def cell(name: str) -> tuple[int, int]:
    return int(name[1:]) - 1, "abcdefghij".index(name[0])


def focused_hole(page) -> str | None:
    return page.evaluate("document.activeElement && document.activeElement.getAttribute('data-hole')")


def test_a_whole_game_can_be_played_with_the_keyboard_alone(page, site_url, recorded_requests):
    page.goto(f"{site_url}/index.html#/kulami/play?seats=human,ai-easy&seed=12&first=red")
    wait_ready(page)
    for _ in range(60):  # Tab into the board
        if focused_hole(page):
            break
        page.keyboard.press("Tab")
    assert focused_hole(page), "the board can be reached with Tab"
    for _ in range(40):
        page.wait_for_selector(IDLE, state="attached", timeout=30_000)
        if page.locator("[data-over]").count():
            break
        here = focused_hole(page)
        assert here, "the focus stays on the board between moves"
        legal = page.locator("[data-action]").evaluate_all("els => els.map(e => e.dataset.action)")
        target = min(legal, key=lambda n: abs(cell(n)[0] - cell(here)[0]) + abs(cell(n)[1] - cell(here)[1]))
        (r0, c0), (r1, c1) = cell(here), cell(target)
        for _ in range(abs(r1 - r0)):
            page.keyboard.press(ARROWS[(1 if r1 > r0 else -1, 0)])
        for _ in range(abs(c1 - c0)):
            page.keyboard.press(ARROWS[(0, 1 if c1 > c0 else -1)])
        assert focused_hole(page) == target
        label = page.evaluate("document.activeElement.getAttribute('aria-label')")
        assert label.startswith(f"Place a marble on {target}; plate of "), "the hole, then its plate"
        page.keyboard.press("Enter")
    page.wait_for_selector("[data-over]", timeout=30_000)
    page.wait_for_selector(IDLE, state="attached", timeout=30_000)
    result = page.locator("#end .result").inner_text()
    assert page.locator("#announce").inner_text().endswith(f"Game over: {result}"), "the end is heard, who won too"
    assert page.evaluate("document.activeElement.dataset.cmd") == "rematch", "the focus leaves the board for the end"
    assert_only_local(recorded_requests)


def test_the_opponents_moves_are_announced_in_a_live_region(page, site_url, recorded_requests):
    page.goto(f"{site_url}/index.html#/kulami/play?seats=human,ai-easy&seed=12&first=red")
    wait_ready(page)
    page.locator('[data-action="d4"]').click()
    page.wait_for_selector(IDLE, state="attached")
    live = page.locator("#announce")
    assert live.get_attribute("aria-live") == "polite"
    assert live.inner_text().startswith("Black played ")


def light_the_moves(page) -> None:
    """A table as a person about to move sees it, every game alike: out-of-turn windows passed, a
    card or tile picked when the board lights nothing yet, its pressed-off toggles pressed (a seat's
    groups shown) and its folded panels open."""
    for _ in range(6):
        passed = page.locator("[data-react] [data-action='done'], [data-before-turn] [data-action]")
        if not passed.count():
            break
        passed.first.click()
        page.wait_for_selector(IDLE, state="attached", timeout=30_000)
    if not page.locator("#board [data-action]").count() and page.locator("#hand [data-pick]").count():
        page.locator("#hand [data-pick]:not(.no-fit):not(.idle)").first.click()
        page.wait_for_selector("#board [data-action]")
    assert page.locator("#board [data-action]").count(), "the board lights the moves the person may make"
    toggles = page.locator('main [data-cmd][aria-pressed="false"]:not([data-cmd="language"])')
    if toggles.count():
        toggles.first.click()
    for panel in page.locator("main details:not([open]):not(#more) > summary").all():
        panel.click()


def axe_violations(page) -> list[str]:
    add_axe(page)
    result = page.evaluate("async () => (await axe.run(document)).violations.map(v => [v.impact, v.id, v.nodes.length, v.nodes.slice(0, 3).map(n => n.target.join(' '))])")
    return [f"{impact} {rule} x{count}: {targets}" for impact, rule, count, targets in result]  # best practices too


def kluitz_round_route() -> str:
    """The Kluitz between its rounds: round 1's summary over its final field."""
    from game import kluitz
    from game.core import new_rng

    state, rng = kluitz.new_game(1, 2), new_rng(1, "t")
    while not state.results:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    return f"/kluitz/play?seats=human,human&seed=1&moves={','.join(state.record()['actions'])}"


HAND_OVER = hand_over_games()


def game_screens(entry: core.Entry) -> dict[str, str]:
    """A game's screens: its setup, its rules, its table, the hand-over that starts a hot-seat game
    of people (up to three) when their hands are hidden from each other, and its end."""
    people = ",".join(["human"] * min(3, entry.max_players))
    screens = {"setup": f"/{entry.id}", "rules": f"/{entry.id}/rules", "game": table_route(entry, at="")}
    if entry.id in HAND_OVER:
        screens["hand-over"] = f"/{entry.id}/play?seats={people}&seed=3"
    screens["end"] = finished_route(entry)
    return {f"{entry.id}-{name}": route for name, route in screens.items()}


SCREENS = {
    "menu": "/",
    "your-games": "/games",
    **{name: route for entry in core.REGISTRY if entry.available for name, route in game_screens(entry).items()},
    # the table's overlays, menu and sheet (the shell's, on the first game's table)
    **{f"game-{overlay}": table_route(core.REGISTRY[0], at="") for overlay in ("more-menu", "rules-sheet", "replay")},
    "kluitz-round": kluitz_round_route(),  # a screen of one game's own: between two rounds
    "review": table_route(core.REGISTRY[0], at="").replace("/play?", "/review?"),  # a game's review, made
}


@pytest.fixture(scope="module", params=["en", "fr"])
def speaking(request, browser, browser_context_args, site_url):
    """A page in one language, its app started once for every screen of the test below: each screen
    is reached by its address, Python staying up, as a person going from screen to screen."""
    context = browser.new_context(**browser_context_args)
    page = context.new_page()
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page)
    if request.param == "fr":
        page.locator('[data-cmd="language"][data-language="fr"]').click()
    yield page
    context.close()


@pytest.mark.parametrize("screen", list(SCREENS))
def test_no_serious_accessibility_violation(speaking, site_url, screen):
    page = speaking
    page.goto(f"{site_url}/index.html#/")  # from the menu, so that each screen is drawn anew
    page.wait_for_selector("[data-your-games]", state="attached")
    page.goto(f"{site_url}/index.html#{SCREENS[screen]}")
    page.wait_for_selector("main", state="attached")
    if screen.endswith("end"):
        page.wait_for_selector("[data-over]", timeout=90_000)
    else:
        page.wait_for_selector(IDLE, state="attached", timeout=30_000)
    if screen.endswith("-game"):
        light_the_moves(page)
    if screen == "game-more-menu":
        page.locator("#more > summary").click()
        page.locator('#more [data-cmd="share"]').click()
    if screen == "game-rules-sheet":
        page.locator('[data-cmd="rules-open"]').click()
    if screen == "game-replay":
        page.locator('#replay [data-step="back"]').click()
        page.wait_for_selector("#replay-banner:not([hidden])")
    if screen == "kluitz-round":
        page.wait_for_selector("[data-round-over]")
    problems = axe_violations(page)
    assert not problems, "\n".join(problems)


def test_the_tabs_title_names_each_screen_as_its_heading_does(page, site_url):
    for route, title in (("/", "Choose a game"), ("/kulami", "Kulami"), ("/kulami/rules", "Kulami"),
                         ("/kulami/play?seats=human,ai-easy&seed=3", "Kulami"), ("/games", "Your games")):
        page.goto(f"{site_url}/index.html#{route}")
        wait_ready(page)
        page.wait_for_function("t => document.title.includes(t)", arg=title)
        assert page.title().endswith(" · Ludothèque"), page.title()


def test_escape_closes_the_more_menu_and_leaves_the_focus_on_its_button(page, site_url):
    page.goto(f"{site_url}/index.html#/kulami/play?seats=human,ai-easy&seed=3")
    wait_ready(page)
    page.locator("#more summary").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("details.more[open]")
    page.keyboard.press("Tab")  # onto the menu's first item
    page.keyboard.press("Escape")
    page.wait_for_selector("details.more:not([open])", state="attached")
    assert page.evaluate("document.activeElement.matches('#more summary')"), "not <body>"


def test_a_new_screen_takes_the_focus_to_its_heading_and_an_opening_leaves_it(page, site_url):
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page)
    assert page.evaluate("document.activeElement === document.body"), "an opening (perhaps in a blog) takes no focus"
    page.get_by_role("link", name="Play Kulami", exact=True).focus()
    page.keyboard.press("Enter")  # to Kulami's setup
    page.wait_for_function("document.activeElement && document.activeElement.matches('h1')")
    assert "Kulami" in page.evaluate("document.activeElement.textContent")
    page.keyboard.press("Tab")
    assert page.evaluate("!!document.activeElement.closest('main')"), "Tab goes on inside the new screen"
    page.locator('[data-cmd="start"]').focus()
    page.keyboard.press("Enter")  # to the table, whose h1 is out of sight
    page.wait_for_function("document.activeElement && document.activeElement.matches('h1.table-title')")
    wait_ready(page)


def test_a_button_gone_with_what_it_did_leaves_the_focus_on_the_board(page, site_url):
    # The Kluitz: a pair on show to the person, the sheep player; "Turn them back" goes once pressed
    page.goto(f"{site_url}/index.html#/kluitz/play?seats=ai-medium,human&seed=5&first=0"
              "&moves=fence:a1n,fence:b1n,turn:a1,turn:b1")
    wait_ready(page)
    page.wait_for_selector(IDLE, state="attached")
    page.locator('#event-act [data-action="down"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.activeElement && !!document.activeElement.closest('#board')")
    page.wait_for_selector(IDLE, state="attached", timeout=30_000)  # the shepherd's fences, then the person's turn
    assert page.evaluate("!!document.activeElement.closest('#board')"), "still on the board after the computer's move"


def test_the_end_over_the_board_keeps_tab_off_the_board_and_see_the_board_leads_back(page, site_url):
    page.goto(f"{site_url}/index.html#{finished_route(core.entry('kulami'))}")
    wait_ready(page)
    page.wait_for_selector("[data-over]")
    assert page.evaluate("document.getElementById('board').inert"), "the holes under the end are not in the tab order"
    page.locator('#end .see-board').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.activeElement && document.activeElement.matches('#end .peek-back')")
    assert not page.evaluate("document.getElementById('board').inert"), "the board uncovered can be read"
    page.keyboard.press("Enter")  # Show the result
    page.wait_for_function("document.activeElement && document.activeElement.matches('#end .see-board')")
    assert page.evaluate("document.getElementById('board').inert")


def test_got_it_on_the_first_visits_how_to_leaves_the_focus_on_the_board(page, site_url):
    page.goto(f"{site_url}/index.html#/kulami/play?seats=human,ai-easy&seed=3&first=red")
    wait_ready(page)
    page.locator('[data-cmd="hint-seen"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#hint-box", state="detached")
    assert page.evaluate("!!document.activeElement.closest('#board')"), "not <body>"

"""Your games, in the browser: every game kept under its own id (two tabs never write over each other),
never lost without a word (a full storage says so and offers a file), listed on #/games to resume,
replay or delete, and the games kept before this change taken over."""

from __future__ import annotations

import json

from e2e.helpers import open_game, record, wait_idle, wait_ready

ROUTE = "/kulami/play?seats=human,ai-easy&seed=7&first=red"
OTHER = "/kulami/play?seats=human,ai-easy&seed=8&first=red"
FILL = """() => {  // the site's storage filled to the quota with other data
    let size = 1 << 20, n = 0;
    while (size >= 1) {
        try { localStorage.setItem('filler.' + n, 'x'.repeat(size)); n += 1; } catch (e) { size >>= 1; }
    }
    return n;
}"""
FREE = "() => Object.keys(localStorage).filter(k => k.startsWith('filler.')).forEach(k => localStorage.removeItem(k))"
KEPT = "() => Object.keys(localStorage).filter(k => k.startsWith('ludotheque.game.')).length"


def move(page) -> None:
    """The person's move, then the computer's reply."""
    before = len(record(page)["actions"])
    page.locator("[data-action]").first.click()
    page.wait_for_function(f"JSON.parse(window.ludotheque.record()).actions.length >= {before + 2}", timeout=30_000)
    wait_idle(page)


def test_a_full_storage_says_so_offers_a_file_and_the_notice_goes_once_there_is_room(page, site_url):
    open_game(page, site_url, ROUTE)
    page.evaluate(FILL)
    move(page)
    bar = page.locator("#keeping")
    assert bar.get_attribute("data-keeping") == "full" and bar.is_visible()
    assert "storage is full" in bar.inner_text()
    with page.expect_download() as download:
        bar.locator('[data-cmd="export"]').click()
    kept = json.loads(open(download.value.path(), encoding="utf-8").read())
    assert kept["actions"] == record(page)["actions"], "the file holds the game as played"
    page.evaluate(FREE)
    move(page)
    assert page.locator("#keeping").is_hidden(), "the next write that goes through clears the notice"
    assert page.locator("#keeping[data-keeping]").count() == 0


def test_two_tabs_on_the_same_title_each_keep_their_own_game(context, site_url):
    first, second = context.new_page(), context.new_page()
    open_game(first, site_url, ROUTE)
    move(first)
    open_game(second, site_url, OTHER)
    move(second)
    move(first)
    games = {}
    for page in (first, second):
        page.reload()
        wait_ready(page)
        wait_idle(page)
        games[page] = record(page)
    assert len(games[first]["actions"]) == 4 and games[first]["seed"] == 7
    assert len(games[second]["actions"]) == 2 and games[second]["seed"] == 8
    assert first.evaluate(KEPT) == 2


def test_a_move_made_in_another_tab_is_noticed_and_never_written_over(context, site_url):
    here, there = context.new_page(), context.new_page()
    open_game(here, site_url, ROUTE)
    move(here)
    there.goto(f"{site_url}/index.html#/games")
    wait_ready(there)
    there.locator("[data-resume-kept]").first.click()
    wait_ready(there)
    wait_idle(there)
    move(there)  # the same game, moved on in the other tab
    bar = here.locator("#keeping")
    bar.wait_for(state="visible", timeout=10_000)
    assert bar.get_attribute("data-keeping") == "moved-on"
    theirs = record(there)["actions"]
    move(here)  # this tab plays on: the other tab's game is not written over
    kept = here.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('ludotheque.game.'))"
                         ".map(k => JSON.parse(localStorage.getItem(k)).record.actions)")
    assert theirs in kept
    here.locator('#keeping [data-cmd="kept-follow"]').click()
    wait_idle(here)
    assert record(here)["actions"] == theirs, "following it shows the other tab's game"
    assert here.locator("#keeping").is_hidden()


def test_your_games_lists_games_to_resume_and_delete(page, site_url):
    open_game(page, site_url, ROUTE)
    move(page)
    played = record(page)["actions"]
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page)
    page.locator("[data-your-games]").click()
    page.wait_for_selector("[data-kept-game]")
    assert page.locator("h1").inner_text() == "Your games"
    assert "Move 2" in page.locator("[data-kept-list='in-progress']").inner_text()
    page.locator("[data-resume-kept]").first.click()
    wait_ready(page)
    wait_idle(page)
    assert record(page)["actions"] == played
    page.goto(f"{site_url}/index.html#/games")
    page.wait_for_selector("[data-kept-game]")
    page.locator('[data-cmd="forget-game"]').first.click()
    page.wait_for_selector("[data-kept-list='in-progress'] .deleted-note")  # in the game's place
    assert page.evaluate(KEPT) == 0 and page.locator("[data-resume-kept]").count() == 0
    assert page.locator(".deleted-note").inner_text().startswith("Game of Kulami deleted.")
    assert page.evaluate("document.activeElement.dataset.cmd") == "undo-forget", "Undo under the finger, focused"
    page.locator('[data-cmd="undo-forget"]').click()  # a mis-tap: Undo brings it back as it was
    page.wait_for_selector("[data-kept-list='in-progress'] [data-resume-kept]")
    assert page.evaluate(KEPT) == 1 and page.locator(".deleted-note").count() == 0
    page.locator("[data-resume-kept]").first.click()
    wait_ready(page)
    wait_idle(page)
    assert record(page)["actions"] == played
    assert not page.locator("#notice").is_visible(), "a resumed game raises no warning"


def test_games_kept_one_per_title_before_are_taken_over(page, site_url):
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page)
    open_game(page, site_url, ROUTE)
    move(page)
    old = record(page)
    page.evaluate("""(old) => {
        for (const k of Object.keys(localStorage)) if (k.startsWith('ludotheque.game.')) localStorage.removeItem(k);
        localStorage.setItem('ludotheque.save.kulami', JSON.stringify({record: old, params: {seats: 'human,ai-easy', first: 'red'}}));
    }""", old)
    page.goto(f"{site_url}/index.html#/games")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("[data-kept-game]")
    assert page.evaluate("() => localStorage.getItem('ludotheque.save.kulami')") is None
    page.locator("[data-resume-kept]").first.click()
    wait_ready(page)
    wait_idle(page)
    assert record(page)["actions"] == old["actions"]


def test_your_games_with_a_game_kept_passes_axe_and_resumes_from_the_keyboard(page, site_url):
    from e2e.test_accessibility import axe_violations

    open_game(page, site_url, ROUTE)
    move(page)
    played = record(page)["actions"]
    page.goto(f"{site_url}/index.html#/games")
    page.wait_for_selector("[data-kept-game] .position-picture svg")
    assert axe_violations(page) == []
    for _ in range(12):  # Tab along until Resume has the focus (the picture takes none)
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.hasAttribute('data-resume-kept')"):
            break
    else:
        raise AssertionError("Resume is never reached with Tab")
    page.keyboard.press("Enter")
    wait_ready(page)
    wait_idle(page)
    assert record(page)["actions"] == played


def test_a_finished_game_is_pictured_by_its_last_position(page, site_url):
    from e2e.helpers import finished_route
    from game import core

    page.goto(f"{site_url}/index.html#{finished_route(core.entry('kulami'))}")
    wait_ready(page)
    page.wait_for_selector('.end-screen[data-over]', state='attached')
    page.goto(f"{site_url}/index.html#/games")
    wait_ready(page)
    picture = page.locator("[data-kept-list='finished'] .position-picture svg")
    picture.first.wait_for()
    assert page.locator("[data-kept-list='finished'] [data-picture-later]").count() == 0
    marbles = page.locator("[data-kept-list='finished'] .position-picture circle").count()
    assert marbles >= 20, "the board as the game ended, its marbles on it"

"""The tools every table has: stepping back through the game says so and offers no move, a greyed
Undo says why, the toolbar's icons are drawn (no font glyph that may show as an empty box), its
"more" menu, and the end of a game (and of The Kluitz's first round) over the final board, with a
rematch with the seats turned."""

from __future__ import annotations

import pytest

from e2e.helpers import assert_only_local, more, play_to_the_end, record, wait_idle, wait_ready
from game import core

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
    page.locator("#undo").click(force=True)  # a tap on the greyed button
    assert page.locator("#message").inner_text() == "Undo is off for this game."
    assert record(page)["actions"] == ["d4"]
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
    said = page.locator("#undo-why").inner_text()
    assert "can't be taken back" in said and "a tile has been drawn since" in said, said  # the game's own words
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


def test_a_rematch_keeps_the_settings_and_turns_the_seats(page, site_url, recorded_requests):
    state = core.load("kulami").new_game(5, 2)
    moves = []
    while len(state.legal_actions()) and len(moves) < 40:  # most of a game, the person to move
        action = state.legal_actions()[0]
        state.apply(action)
        moves.append(str(action))
    if state.to_move != 0:
        moves.pop()
    open_route(page, site_url, f"/kulami/play?seats=human,ai-easy&seed=5&first=red&moves={','.join(moves)}")
    play_to_the_end(page, seed=1)
    end = page.locator("[data-over]")
    assert end.locator('a[href="#/kulami"]').count() == 1 and end.locator('a[href="#/"]').count() == 1
    before = record(page)
    end.locator('[data-cmd="rematch"]').click()
    page.wait_for_function("JSON.parse(window.ludotheque.record()).players[0] === 'ai-easy'")
    wait_idle(page)
    after = record(page)
    assert after["players"] == ["ai-easy", "human"] and before["players"] == ["human", "ai-easy"]
    assert after["options"] == before["options"] and after["seed"] != before["seed"]
    assert "seats=ai-easy%2Chuman" in page.url or "seats=ai-easy,human" in page.url
    assert "Rematch: seats swapped" in page.locator("#hint").inner_text(), "the rematch says why the colour changed"
    page.locator("#board [data-action]").first.click()
    wait_idle(page)
    assert "Rematch: seats swapped" not in page.locator("#hint").inner_text(), "until the person's first move"
    assert_only_local(recorded_requests)


def test_the_hot_seat_hand_over_fills_a_phone_screen_with_its_button_in_reach(page, site_url, recorded_requests):
    page.set_viewport_size({"width": 390, "height": 844})
    open_route(page, site_url, "/guerre-des-moutons/play?seats=human,human,human&seed=6")
    cover = page.locator("[data-hand-over]")
    box = cover.bounding_box()
    assert (box["x"], box["y"], box["width"], box["height"]) == (0, 0, 390, 844), box
    button = cover.locator('[data-cmd="reveal"]').bounding_box()
    assert 0 <= button["y"] and button["y"] + button["height"] <= 844 and button["height"] >= 44
    cover.locator('[data-cmd="reveal"]').click()
    wait_idle(page)
    assert page.locator("[data-hand-over]").count() == 0 and page.locator("#hand [data-tile]").count() > 0
    assert_only_local(recorded_requests)


def test_the_browsers_back_with_the_rules_open_closes_them_and_stays_at_the_game(page, site_url, recorded_requests):
    """The rules sheet covers a phone's screen like a page: a phone's back button or a tablet's back
    swipe closes it and the game stays; once it is closed, Back leaves the game as before."""
    open_route(page, site_url, "/kulami")
    page.evaluate(f"location.hash = '#{HOT_SEAT}'")
    rules = page.locator('[data-cmd="rules-open"]')
    rules.wait_for()
    rules.click()
    assert page.locator("#rules-sheet").is_visible()
    page.go_back()
    page.locator("#rules-sheet").wait_for(state="detached")
    assert page.locator("#board [data-action]").count() > 0 and "/kulami/play?" in page.evaluate("location.hash")
    rules.click()
    page.locator('[data-cmd="rules-close"]').click()  # closed by its button: its entry goes with it
    page.wait_for_function("history.state !== 'ludotheque:rules-sheet'")
    page.go_back()
    page.locator("#setup").wait_for()
    assert page.locator("#rules-sheet").count() == 0, "the setup screen is not covered by the game's rules"
    assert_only_local(recorded_requests)


def test_the_rules_open_as_a_sheet_over_the_game_and_close_back_to_it(page, site_url, recorded_requests):
    open_route(page, site_url, HOT_SEAT)
    url, before = page.url, record(page)
    page.locator('[data-cmd="rules-open"]').click()
    sheet = page.locator("#rules-sheet")
    assert sheet.is_visible() and sheet.get_attribute("role") == "dialog"
    assert sheet.locator("h2#sheet-title").inner_text() == "How to play Kulami"
    entries = sheet.locator('.sheet-contents [data-cmd="rules-section"]')
    assert entries.count() == sheet.locator(".rules-section").count() + 1  # the brief, then each section
    entries.nth(2).click()  # the second section
    top = sheet.locator(".sheet-body").bounding_box()["y"]
    assert abs(sheet.locator(".rules-section").nth(1).bounding_box()["y"] - top) < 40, "its section comes to the top"
    assert page.url == url, "the game's address stays"
    sheet.locator('[data-cmd="rules-close"]').click()
    assert page.locator("#rules-sheet").count() == 0
    assert record(page) == before and page.locator("#board [data-action]").count() > 0
    page.locator('[data-cmd="rules-open"]').click()
    page.keyboard.press("Escape")
    assert page.locator("#rules-sheet").count() == 0
    assert page.evaluate("document.activeElement.dataset.cmd") == "rules-open", "focus returns to the button"
    assert_only_local(recorded_requests)


def test_the_embed_code_lives_on_its_own_page_linked_from_the_menu(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami")
    assert page.locator(".embed-snippet").count() == 0, "a player's setup screen shows no publisher's feature"
    open_route(page, site_url, "/")
    page.locator('footer a[href="#/embed"]').click()
    snippets = page.locator("[data-embed-game]")
    snippets.first.wait_for()
    games = [e.id for e in core.REGISTRY if e.available]
    assert snippets.evaluate_all("els => els.map(e => e.dataset.embedGame)") == games
    for game_id in games:
        code = page.locator(f'[data-embed-game="{game_id}"] textarea').input_value()
        assert f"embed.html?game={game_id}" in code and 'loading="lazy"' in code and code.startswith("<iframe ")
    assert_only_local(recorded_requests)


def test_the_thinking_sign_is_drawn_not_a_font_glyph(page, site_url, recorded_requests):
    page.emulate_media(reduced_motion="no-preference")  # (the tests' pages prefer reduced motion)
    open_route(page, site_url, HOT_SEAT)
    page.evaluate("document.documentElement.setAttribute('data-busy', '1')")  # as while a computer thinks
    sign = page.evaluate("""(() => { const s = getComputedStyle(document.querySelector('#status'), '::after');
        return [s.content, s.borderTopStyle, s.animationName]; })()""")
    assert sign == ['""', "solid", "thinking"], sign
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate("getComputedStyle(document.querySelector('#status'), '::after').animationName") == "none"
    assert_only_local(recorded_requests)


def near_the_end(game_id: str, seed: int, left: int = 2) -> str:
    """The moves of a game of two computers' first choices, all but the last ``left``, the person
    (seat 0) to move."""
    state = core.load(game_id).new_game(seed, 2)
    played = []
    while not state.is_over:
        action = state.legal_actions()[0]
        played.append((str(action), state.to_move))
        state.apply(action)
    stop = len(played) - left
    while played[stop][1] != 0:
        stop -= 1
    return ",".join(move for move, _ in played[:stop])


def test_the_end_lies_over_the_final_board_which_see_the_board_uncovers(page, site_url, recorded_requests):
    open_route(page, site_url, f"/kulami/play?seats=human,ai-easy&seed=5&first=red&moves={near_the_end('kulami', 5)}")
    play_to_the_end(page, seed=1)
    end, board = page.locator("[data-over]"), page.locator("#board").bounding_box()
    box = end.bounding_box()
    assert end.is_visible() and board["y"] <= box["y"] and box["y"] + box["height"] <= board["y"] + board["height"] + 1
    assert page.evaluate("document.scrollingElement.scrollHeight <= innerHeight"), "the end needs no scrolling"
    end.locator('[data-cmd="end-peek"]').click()
    assert end.is_hidden(), "the final board is uncovered"
    page.locator('#end .peek-back').click()
    assert end.is_visible() and end.locator('[data-cmd="rematch"]').is_visible()
    assert_only_local(recorded_requests)


def test_the_kluitz_round_summary_lies_over_round_ones_final_board(page, site_url, recorded_requests):
    state, rng = core.load("kluitz").new_game(1, 2), core.new_rng(1, "t")  # a first round that ends with pens
    moves = []
    while not state.results:
        legal = state.legal_actions()
        action = legal[int(rng.random() * len(legal))]
        state.apply(action)
        moves.append(str(action))
    first = state.results[0]
    open_route(page, site_url, f"/kluitz/play?seats=human,human&seed=1&moves={','.join(moves)}")
    summary = page.locator("[data-round-over]")
    assert summary.is_visible()
    fences = page.locator("#board [data-fence]").evaluate_all("els => els.map(e => e.dataset.edge).sort()")
    assert fences == sorted(first["fences"]), "round 1's fences stay on the board"
    pens = page.locator("#board [data-enclosed]").evaluate_all("els => els.map(e => e.dataset.enclosed).sort()")
    assert pens == sorted(first["enclosed"]) and pens, "round 1's pens are shaded"
    summary.locator('[data-cmd="continue"]').click()
    wait_idle(page)
    assert page.locator("[data-round-over]").count() == 0
    assert page.locator("#board [data-fence]").count() == 0, "round 2 starts on a fresh field"
    assert_only_local(recorded_requests)


def test_the_more_menu_holds_the_games_other_commands_and_closes_with_escape(page, site_url, recorded_requests):
    open_route(page, site_url, HOT_SEAT)
    menu = page.locator("#more")
    assert menu.locator(".more-panel").is_hidden()
    menu.locator("summary").click()
    items = menu.locator(".more-panel .menu-item")
    names = [items.nth(k).inner_text().strip() for k in range(items.count())]
    assert names == ["New game", "Change settings", "Save the game to a file", "Open a saved game file", "Share this position", "Menu"]
    assert menu.locator('[data-cmd="language"]').count() == 2
    page.keyboard.press("Escape")
    assert menu.locator(".more-panel").is_hidden()
    more(page, "share")
    assert page.locator("#share-link").is_visible(), "the link opens in the menu"
    page.locator("#board").click(position={"x": 5, "y": 5})
    assert menu.locator(".more-panel").is_hidden(), "a tap outside closes it"
    assert_only_local(recorded_requests)


@pytest.mark.parametrize("size", [(390, 844), (820, 1180), (1366, 768)])
def test_each_embed_code_shows_whole_without_scrolling(browser, site_url, size):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    open_route(page, site_url, "/embed")
    page.locator("[data-embed-game] textarea").first.wait_for()
    hidden = page.locator("[data-embed-game] textarea").evaluate_all(
        "els => els.filter(e => e.scrollHeight > e.clientHeight + 1).map(e => e.id)")
    context.close()
    assert not hidden, f"cut at {size}: {hidden}"

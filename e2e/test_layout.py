"""The game table fills the screen like a board-game app on a tablet, a phone and a laptop: during
play the page never scrolls, the board, the person's hand and every tool of the toolbar (the "more"
menu among them) are on screen together, and on touch screens everything tappable is at least 44x44
CSS px. A screenshot per game and screen is saved in
the test's output folder (test-results/) for review."""

from __future__ import annotations

from pathlib import Path

import pytest

from e2e.helpers import (MEASURE_TABLE, finished_route, inside, press_play, random_end_moves, table_route, wait_idle,
                          wait_ready)
from game import core
from web import games
from web.i18n import STRINGS

GAMES = [entry for entry in core.REGISTRY if entry.available]
# name: (width, height, touch)
SCREENS = {
    "tablet-portrait": (820, 1180, True),
    "tablet-landscape": (1180, 820, True),
    "phone": (390, 844, True),
    "laptop": (1366, 768, False),
}
TOUCH_TARGET = 44
MORE = STRINGS["toolbar.more"][0]  # the "more" menu's name: a new game, the settings, saving, the menu
HINTS_READ = "for (const entry of %s) localStorage.setItem('ludotheque.hint.' + entry, '1')"


def ready_to_act(page) -> None:
    """Wait until the person may act, then take the first step of a move that needs one (a card
    or tile picked, an out-of-turn window passed) so that the board lights its moves."""
    wait_ready(page)
    wait_idle(page, 60_000)
    for _ in range(6):
        window = page.locator("[data-react] [data-action='done'], [data-before-turn] [data-action]")
        if not window.count():
            break
        window.first.click()
        wait_idle(page, 60_000)
    pick = page.locator("#hand [data-pick]:not(.no-fit):not(.idle)")
    if pick.count() and not page.locator("#board [data-action]").count():
        pick.first.click()
        page.wait_for_timeout(100)
        wait_idle(page)


@pytest.mark.parametrize("entry", GAMES, ids=[entry.id for entry in GAMES])
def test_the_table_fills_the_screen_without_scrolling_and_every_target_is_big_enough(entry, browser, site_url, output_path):
    folder = Path(output_path)
    folder.mkdir(parents=True, exist_ok=True)
    games = [e.id for e in GAMES]
    for touch in (True, False):
        sizes = [(name, w, h) for name, (w, h, t) in SCREENS.items() if t == touch]
        context = browser.new_context(viewport={"width": sizes[0][1], "height": sizes[0][2]}, has_touch=touch)
        context.add_init_script(HINTS_READ % games)
        page = context.new_page()
        page.goto(site_url + table_route(entry))
        ready_to_act(page)
        for name, width, height in sizes:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(150)
            page.screenshot(path=str(folder / f"{entry.id}-{name}.png"))
            seen = page.evaluate(MEASURE_TABLE)
            assert seen["scroll"][1] <= height, f"{name}: the page scrolls ({seen['scroll'][1]} > {height})"
            assert seen["scroll"][0] <= width, f"{name}: the page scrolls sideways ({seen['scroll'][0]} > {width})"
            assert inside(seen["board"], width, height), f"{name}: the board is off screen: {seen['board']}"
            assert seen["board"]["h"] >= 0.35 * height or seen["board"]["w"] >= 0.9 * width, f"{name}: the board is cramped"
            if seen["hand"] is not None:
                assert inside(seen["hand"], width, height), f"{name}: the hand is off screen: {seen['hand']}"
            assert seen["actions"], f"{name}: the board offers no move to tap"
            off = [tool["what"] for tool in seen["tools"] if not inside(tool, width, height)]
            assert not off, f"{name}: tools off screen: {off}"
            assert any(tool["what"] == MORE for tool in seen["tools"]), f"{name}: no 'more' menu in the toolbar"
            if touch:
                assert not seen["small"], f"{name}: targets under {TOUCH_TARGET} px: {seen['small'][:6]}"
        context.close()


PANNABLE = [entry for entry in GAMES if entry.id in ("clustered", "guerre-des-moutons")]  # tables that grow
LIT = """() => { const f = document.getElementById('board').getBoundingClientRect();
  return [...document.querySelectorAll('#board [data-action]')].map(e => { const b = e.getBoundingClientRect();
    return {size: Math.min(b.width, b.height), inside: b.left >= f.left - 0.5 && b.right <= f.right + 0.5
            && b.top >= f.top - 0.5 && b.bottom <= f.bottom + 0.5}; }); }"""
from web.pan import LEAST_TARGET  # noqa: E402 (lit cells shown all, smaller than a finger, down to this)


def phone_table(browser, site_url: str, entry, route: str | None = None):
    """A phone's context and page at the game's table (halfway, or at ``route``), its how-to read, the
    page idle."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    context.add_init_script(HINTS_READ % [e.id for e in GAMES])
    page = context.new_page()
    page.goto(site_url + (route or table_route(entry)))
    wait_ready(page)
    wait_idle(page)
    return context, page


def open_at(browser, size: tuple[int, int], url: str, locale: str = "en-GB"):
    """A touch screen's context of ``size`` and a page at ``url``, Python up."""
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, has_touch=True, locale=locale)
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    return context, page


@pytest.mark.parametrize("entry", PANNABLE, ids=[entry.id for entry in PANNABLE])
def test_on_a_phone_a_pick_brings_the_places_it_lights_in_view(entry, browser, site_url):
    """A tile or card picked: every place it fits is in view (a finger's size, or down to 32 px so that
    all are), or, spread wider than that allows, a finger's size each and several of them in view."""
    context, page = phone_table(browser, site_url, entry)
    picks = page.locator("#hand [data-pick]:not(.no-fit):not(.idle)")
    for i in range(min(picks.count(), 8)):
        picks.nth(i).click()
        wait_idle(page)
        page.wait_for_timeout(150)  # Panzoom moves the table at the next frames
        lit = page.evaluate(LIT)
        if not lit:
            continue
        if all(cell["inside"] for cell in lit):
            assert min(cell["size"] for cell in lit) >= LEAST_TARGET - 0.5, f"pick {i}: {lit}"
        else:
            assert min(cell["size"] for cell in lit) >= TOUCH_TARGET - 0.5, f"pick {i}: out of view and small: {lit}"
            assert sum(cell["inside"] for cell in lit) >= min(2, len(lit)), f"pick {i}: hardly any in view: {lit}"
    # once the move is made, the table the page zoomed goes back whole: the computer's reply shows
    zoomed = page.evaluate("() => new DOMMatrix(getComputedStyle(document.getElementById('table-pan')).transform).a")
    page.locator("#board [data-action]").first.click()
    wait_idle(page, 60_000)
    page.wait_for_timeout(150)
    scale = page.evaluate("() => new DOMMatrix(getComputedStyle(document.getElementById('table-pan')).transform).a")
    assert zoomed != 1 and scale == 1, f"zoomed to {zoomed} for the pick, {scale} after the move"
    context.close()


BEYOND = """() => { const f = document.getElementById('board').getBoundingClientRect();
  const sides = {left: 0, right: 0, up: 0, down: 0};
  for (const e of document.querySelectorAll('#board [data-action]')) { const b = e.getBoundingClientRect();
    const x = (b.left + b.right) / 2, y = (b.top + b.bottom) / 2;
    if (x < f.left) sides.left++; if (x > f.right) sides.right++; if (y < f.top) sides.up++; if (y > f.bottom) sides.down++; }
  return sides; }"""
SAID = "() => Object.fromEntries([...document.querySelectorAll('.more-lit')].map(b => [b.dataset.zoom.slice(5), b.hidden ? 0 : parseInt(b.textContent.split(' ')[1])]))"


def test_on_a_phone_lit_cells_out_of_view_are_counted_at_the_edge_and_a_tap_brings_them_in(browser, site_url):
    entry = next(e for e in PANNABLE if e.id == "clustered")
    context, page = phone_table(browser, site_url, entry)
    assert page.evaluate(SAID) == {"left": 0, "right": 0, "up": 0, "down": 0}, "nothing lit: no count"
    page.locator("#hand [data-pick]:not(.no-fit):not(.idle)").first.click()  # its cells spread wider than the phone
    wait_idle(page)
    page.wait_for_timeout(300)  # Panzoom moves the table at the next frames, then the counts are made
    beyond = page.evaluate(BEYOND)
    assert any(beyond.values()), f"this pick's cells fit the phone: the test needs another ({beyond})"
    assert page.evaluate(SAID) == beyond
    side = next(side for side, count in beyond.items() if count)
    page.locator(f'.more-{side}').click()
    page.wait_for_timeout(300)
    assert page.evaluate(BEYOND)[side] < beyond[side], "the tap brought lit cells of that side into view"
    assert page.evaluate(SAID) == page.evaluate(BEYOND)
    page.locator('[data-zoom="reset"]').click()  # the whole table: Panzoom animates there, then the counts are made anew
    page.wait_for_timeout(500)
    assert page.evaluate(SAID) == page.evaluate(BEYOND), "no count left over from before the zoom"
    context.close()


@pytest.mark.parametrize("entry", GAMES, ids=[entry.id for entry in GAMES])
def test_on_a_phone_the_end_of_a_game_fits_its_box_with_every_button(entry, browser, site_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    context.add_init_script(HINTS_READ % [e.id for e in GAMES])
    page = context.new_page()
    page.goto(f"{site_url}/index.html#{finished_route(entry)}")
    wait_ready(page)
    page.locator("[data-over]").wait_for(timeout=90_000)
    seen = page.evaluate("""() => { const end = document.querySelector('[data-over]'), box = end.getBoundingClientRect();
      return {scrolls: end.scrollHeight - end.clientHeight, cut: [...end.querySelectorAll('.end-actions > *')]
        .filter(b => b.getBoundingClientRect().bottom > box.bottom + 0.5).map(b => b.textContent)}; }""")
    assert seen["scrolls"] <= 1 and not seen["cut"], f"the end screen scrolls or hides a button: {seen}"
    context.close()


def test_the_how_to_shows_over_a_first_game_but_not_over_a_finished_one(browser, site_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)  # nothing read yet
    page = context.new_page()
    entry = core.entry("clustered")
    page.goto(f"{site_url}/index.html#{finished_route(entry)}")  # a friend's link to a game's end
    wait_ready(page)
    page.locator("[data-over]").wait_for(timeout=90_000)
    assert page.locator("#hint-box").count() == 0, "the end is not covered by how to play"
    page.goto(f"{site_url}/index.html#{table_route(entry, at='')}")
    wait_ready(page)
    assert page.locator("#hint-box").is_visible(), "a game in progress still shows it once"
    context.close()


def test_the_how_to_gives_way_to_a_keyboard_on_the_board(browser, site_url):
    context = browser.new_context(viewport={"width": 1366, "height": 768})  # nothing read yet
    page = context.new_page()
    page.goto(f"{site_url}/index.html#{table_route(core.entry('kulami'), at='')}")
    wait_ready(page)
    box = page.locator("#hint-box")
    assert box.is_visible()
    for _ in range(30):  # Tab until the board's cell has the focus
        page.keyboard.press("Tab")
        if page.evaluate("!!document.activeElement.closest('#board')"):
            break
    page.keyboard.press("ArrowRight")
    assert not box.is_visible(), "the board in sight while the keyboard is on it"
    context.close()


@pytest.mark.parametrize("size", [(390, 844), (820, 1180)], ids=["phone", "tablet"])
def test_eight_seats_are_all_in_sight_and_leave_the_table_room(browser, site_url, size):
    width, height = size
    seats = ",".join(["human"] + ["ai-easy"] * 7)
    context, page = open_at(browser, size, f"{site_url}/index.html#/clustered/play?seats={seats}&seed=3")
    cards = page.evaluate("""() => [...document.querySelectorAll('.players .player')].map(e => {
        const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; })""")
    assert len(cards) == 8
    assert all(left >= 0 and right <= width and bottom <= height for left, _, right, bottom in cards), cards
    assert max(b - t for _, t, _, b in cards) <= 64, "a name and a line of facts each"
    assert page.evaluate(MEASURE_TABLE)["board"]["h"] >= 0.4 * height
    context.close()


@pytest.mark.parametrize("size", [(820, 1180), (1180, 820)], ids=["ipad-upright", "ipad-sideways"])
def test_four_seats_keep_whole_cards_with_every_button_inside_and_every_score_in_sight(browser, site_url, size):
    context, page = open_at(browser, size, f"{site_url}/index.html#/clustered/play?seats=human,ai-medium,ai-easy,ai-hard&seed=11",
                            "fr-FR")
    found = page.evaluate("""() => { const box = e => { const b = e.getBoundingClientRect();
        return {left: b.left, right: b.right, top: b.top, bottom: b.bottom, width: b.width}; };
      const players = document.querySelector('.players');
      return {scrolls: players.scrollHeight > players.clientHeight + 1,
              cards: [...players.querySelectorAll('.player')].map(card => ({card: box(card),
                button: box(card.querySelector('[data-cmd="highlight"]'))}))}; }""")
    assert len(found["cards"]) == 4 and not found["scrolls"], "every seat's score in sight, no scroll"
    for each in found["cards"]:
        card, button = each["card"], each["button"]
        assert card["width"] >= 300, f"a card of a word a line: {card}"
        assert card["left"] <= button["left"] and button["right"] <= card["right"], "its button inside it"
    context.close()


SHORT_FRAME = (640, 480)  # a blog's column, shorter than the README's 560x720


@pytest.mark.parametrize("entry", [e for e in core.REGISTRY if e.available], ids=lambda e: e.id)
def test_in_a_short_blog_frame_the_board_keeps_its_size_and_the_hand_a_row(entry, browser, site_url):
    width, height = SHORT_FRAME
    context, page = open_at(browser, SHORT_FRAME, f"{site_url}/embed.html?game={entry.id}&autoplay=1")
    wait_idle(page)
    found = page.evaluate(MEASURE_TABLE)
    assert min(found["board"]["w"], found["board"]["h"]) >= 0.5 * height, f"the board beside the rest: {found['board']}"
    if found["hand"] is not None:
        assert found["hand"]["y"] + 40 <= height, f"a row of the hand in the frame: {found['hand']}"
    assert found["scroll"][1] <= height, "the table fits the frame"
    context.close()


BLOG_DEFAULT_FRAME = (600, 450)  # the frame many blogs give an embed by default, shorter still

MEASURE_COLUMN = """() => {
  const box = e => e.getBoundingClientRect();
  const players = box(document.querySelector('.players'));
  const named = [...document.querySelectorAll('.player')].map(card => {
    const name = box(card.querySelector('strong') || card);
    return name.top >= players.top - 1 && name.top + 14 <= players.bottom;
  });
  const aside = document.querySelector('.table-aside');
  const log = aside && aside.offsetParent ? box(aside) : null;
  const own = document.querySelector('.gdm-own-colour');
  const meta = own && box(own.closest('.meta'));
  return {named, log, board: box(document.getElementById('board')),
          own: own ? box(own).bottom <= meta.bottom + 1 && box(own).bottom <= innerHeight : null};
}"""


@pytest.mark.parametrize("entry", GAMES, ids=[entry.id for entry in GAMES])
def test_in_a_blog_frame_of_600_by_450_every_player_is_named_and_the_log_folds_over_the_board(entry, browser, site_url):
    """Beside the board in a 600x450 frame, halfway through a game: every player's name is in sight
    (the log does not take a row of the column: it folds to its icon over the board, or, over a
    table that pans, is left out as on a phone), and one's own colour in La Guerre des Moutons too."""
    context, page = open_at(browser, BLOG_DEFAULT_FRAME, site_url + table_route(entry))
    try:
        wait_idle(page)
        seen = page.evaluate(MEASURE_COLUMN)
        assert all(seen["named"]), f"a player's name out of sight: {seen['named']}"
        if seen["log"] is not None:
            board = seen["board"]
            assert seen["log"]["left"] >= board["left"] - 1 and seen["log"]["bottom"] <= board["bottom"] + 1, seen
        assert seen["own"] in (None, True), "one's own colour out of sight"
    finally:
        context.close()


def test_in_a_blog_frame_of_600_by_450_the_kluitz_computers_pair_on_show_keeps_its_continue_in_sight(browser, site_url):
    """The computer turns two sheep up and waits for Continue: beside the field of a 600x450 frame the
    button is in sight, whole (the players' cards scroll rather than push it out of the column). The
    table is 400 tall: a frame of another site keeps 50 px for its notice that the game is not kept."""
    short = (BLOG_DEFAULT_FRAME[0], BLOG_DEFAULT_FRAME[1] - 50)
    context, page = open_at(browser, short, f"{site_url}/index.html#/kluitz/play?seats=human,ai-medium&seed=5&first=0")
    try:
        wait_idle(page)
        for _ in range(2):
            page.locator("#board [data-action^='fence:']").first.click()
            wait_idle(page)
        go_on = page.locator('[data-cmd="continue"]')
        go_on.wait_for(timeout=30_000)
        box = go_on.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= short[1], box
        dock = page.locator(".table-dock").bounding_box()
        assert box["y"] + box["height"] <= dock["y"] + dock["height"] + 1, f"inside its dock, not scrolled away: {box} {dock}"
    finally:
        context.close()


def test_a_lesson_in_a_short_blog_frame_keeps_its_step_and_what_it_lights_in_reach(browser, site_url):
    from e2e.test_learn import follow_one_step, step_number

    width, height = SHORT_FRAME
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=True, locale="en-GB")
    page = context.new_page()
    page.goto(f"{site_url}/embed.html?game=troupeaux&autoplay=1&learn=1")
    wait_ready(page)
    page.wait_for_selector("#learn")
    follow_one_step(page)
    assert step_number(page) == 1, "on to the step that asks for a tap"
    lit = page.evaluate(f"""() => {{
        const e = document.querySelector('[data-learn-target="1"]'), b = e.getBoundingClientRect();
        const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
        return {{inside: b.top >= 0 && b.bottom <= {height} && b.left >= 0 && b.right <= {width},
                 hit: !!hit && (hit === e || e.contains(hit))}};
    }}""")
    assert lit["inside"] and lit["hit"], lit
    say = page.locator(".learn-say").bounding_box()
    assert say is not None and say["y"] + 20 <= height and say["height"] >= 40, f"the step's words in sight: {say}"
    context.close()


UNDER_ZOOM = """sel => { const z = document.querySelector('.board-wrap .zoom').getBoundingClientRect();
  return [...document.querySelectorAll(sel)].filter(e => { const b = e.getBoundingClientRect();
    return b.width > 0 && b.left < z.right && z.left < b.right && b.top < z.bottom && z.top < b.bottom; }).length; }"""


def test_no_lit_cell_or_piece_lies_under_the_zoom_buttons_of_a_grown_table(browser, site_url):
    """Eight seats of Clustered on a phone, 100 moves in: the table fills its frame, and the zoom
    buttons over its corner would take a tap meant for a lit cell (and hide a card)."""
    import random

    state, rng = core.load("clustered").new_game(6, 8), random.Random(6)
    while len(state.history) < 100 or state.to_move != 0:
        state.apply(rng.choice(state.legal_actions()))
    moves = ",".join(str(move) for move in state.history)
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, locale="en-GB")
    page = context.new_page()
    page.add_init_script(HINTS_READ % '["clustered"]')
    page.goto(f"{site_url}/index.html#/clustered/play?seats=human{',ai-easy' * 7}&seed=6&moves={moves}")
    wait_ready(page)
    wait_idle(page)
    assert page.evaluate(UNDER_ZOOM, "#table-pan [data-piece]") == 0, "the whole table: no card under the buttons"
    cards = page.locator("#hand [data-pick]")
    for n in range(cards.count()):
        cards.nth(n).click()
        wait_idle(page)
        page.wait_for_timeout(100)  # the zoom that brings the lit cells in reach is applied at the next frames
        assert page.locator("#table-pan [data-action]").count(), "the card lights cells"
        assert page.evaluate(UNDER_ZOOM, "#table-pan [data-action]") == 0, f"card {n}: a lit cell under the buttons"
    context.close()


HAND_EDGES = """() => { const hand = document.querySelector('.table-dock .hand-cards'), style = getComputedStyle(hand);
  return {scrolls: hand.scrollWidth > hand.clientWidth + 1,
          before: style.getPropertyValue('--more-before'), after: style.getPropertyValue('--more-after')}; }"""


def test_a_hand_wider_than_a_phone_fades_at_the_edge_more_cards_lie_beyond(browser, site_url):
    troupeaux = next(e for e in GAMES if e.id == "troupeaux")
    context, page = phone_table(browser, site_url, troupeaux, "/index.html#/troupeaux/play?seats=human,ai-medium&seed=3")
    assert page.evaluate(HAND_EDGES) == {"scrolls": True, "before": "0px", "after": "56px"}, "more cards to the right"
    page.evaluate("document.querySelector('.table-dock .hand-cards').scrollLeft = 1e6")
    page.wait_for_timeout(200)
    assert page.evaluate(HAND_EDGES) == {"scrolls": True, "before": "56px", "after": "0px"}, "more to the left only"
    page.set_viewport_size({"width": 1366, "height": 768})  # the hand beside the board: every card in sight
    page.wait_for_timeout(300)
    edges = page.evaluate(HAND_EDGES)
    assert not edges["scrolls"] and edges["after"] == "0px" and edges["before"] == "0px", edges
    context.close()


def end_buttons_shown_in_its_box(page) -> list[str]:
    """The end's buttons on show, each checked to lie in the end's box, the box unscrolled and in the window."""
    end = page.locator(".end-screen").bounding_box()
    assert page.evaluate("document.querySelector('.end-screen').scrollTop") == 0
    assert 0 <= end["y"] and end["y"] + end["height"] <= page.viewport_size["height"], "the end's box in the window"
    shown = []
    for button in page.locator(".end-screen .end-actions > *").all():
        if button.is_visible():
            box = button.bounding_box()
            assert end["y"] <= box["y"] and box["y"] + box["height"] <= end["y"] + end["height"], button.inner_html()
            shown.append(button.inner_text().strip())
    return shown


def test_on_a_phone_a_three_seat_end_shows_every_button_in_its_box_see_the_board_too(browser, site_url):
    """The end of a three-seat game on a phone, in French (the longest words): the result, its table
    of scores, a rematch, the review, other settings, the menu and "see the board" all in the end's
    box without scrolling it (the last of them used to lie below, in the box's own scroll)."""
    moves = random_end_moves("guerre-des-moutons", 22, 3)
    route = f"/index.html#/guerre-des-moutons/play?seats=human,ai-easy,ai-easy&seed=22&moves={moves}"
    context, page = open_at(browser, (390, 844), site_url + route, locale="fr-FR")
    try:
        page.wait_for_selector(".end-screen .end-actions")
        assert len(end_buttons_shown_in_its_box(page)) == 5
        see = page.locator('.end-actions [data-cmd="end-peek"]')
        assert see.get_attribute("title") == "Voir le plateau" and see.inner_text().strip() == "Voir le plateau"
        see.click()
        page.wait_for_selector(".end-layer.peek .peek-back", state="visible")
    finally:
        context.close()


def test_in_a_blog_frame_whose_board_is_too_short_for_the_end_it_goes_over_the_whole_table(browser, site_url):
    """embed.html at its snippet's size (560x720), La Guerre des Moutons' end in French (its board about
    430 px tall there): the end goes over the whole table, its result and every button in its box
    (the site's other screens left out), and "see the board" still uncovers the board."""
    moves = random_end_moves("guerre-des-moutons", 22, 2)
    url = f"{site_url}/embed.html?game=guerre-des-moutons&seats=human,ai-easy&seed=22&moves={moves}"
    context = browser.new_context(viewport={"width": 560, "height": 720}, has_touch=True, locale="fr-FR")
    page = context.new_page()
    try:
        page.goto(url)
        press_play(page)
        page.wait_for_selector(".end-screen .end-actions")
        assert end_buttons_shown_in_its_box(page) == ["Revanche", "Analyser la partie", "Voir le plateau"]
        page.locator('.end-actions [data-cmd="end-peek"]').click()
        assert page.locator(".end-screen").is_hidden() and page.locator("#end .peek-back").is_visible()
    finally:
        context.close()


@pytest.mark.parametrize("locale", ["fr-FR", "en-GB"])
def test_on_a_phone_every_players_line_is_read_whole(browser, site_url, locale):
    """Each player's points, hand and supply under their name (Kulami's marbles left, cards in hand…)
    are whole on a phone, in French too (the longest words), halfway through each game."""
    for entry in GAMES:
        context, page = open_at(browser, (390, 844), site_url + table_route(entry), locale=locale)
        try:
            wait_idle(page)
            cut = page.evaluate("""[...document.querySelectorAll('.player .meta')]
              .filter(m => m.scrollHeight > m.clientHeight + 1 || m.scrollWidth > m.clientWidth + 1).map(m => m.textContent)""")
            assert cut == [], f"{entry.id}: cut off"
        finally:
            context.close()


@pytest.mark.parametrize("game_id", [entry.id for entry in GAMES])
def test_in_a_blog_frame_of_its_snippets_size_every_players_line_is_read_whole(browser, site_url, game_id):
    """At the size the embed page's snippet gives each game (560 wide, 720 tall or more for the games
    whose lines are longer), in French: every player's points, hand and supply, whole."""
    size = (games.FRAME_WIDTH, games.frame_height(game_id))
    context, page = open_at(browser, size, f"{site_url}/embed.html?game={game_id}&autoplay=1", locale="fr-FR")
    try:
        wait_idle(page)
        cut = page.evaluate("""[...document.querySelectorAll('.player .meta')]
          .filter(m => m.scrollHeight > m.clientHeight + 1 || m.scrollWidth > m.clientWidth + 1).map(m => m.textContent)""")
        assert cut == []
    finally:
        context.close()

"""Troupeaux in the real site: a whole game against the computer, hot-seat with the hand-over screen,
secret hands, the warning before a herd disperses, the Téméraires power, refusals, keyboard play,
and the app's services (undo policy, resume, replay after the end, share, import, embedding)."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from e2e.helpers import (
    assert_only_local,
    blog_post,
    file_round_trip,
    more,
    open_game,
    over_message,
    press_play,
    record,
    reload_resumes,
    share_link_opens,
    table_route,
    wait_idle,
)
from game import core, troupeaux
from game.core import new_rng, replay
from web.troupeaux.cards import CHARACTER_NAMES


def state_of(page) -> troupeaux.TroupeauxState:
    return replay(record(page))  # type: ignore[return-value]


def click(page, selector: str) -> None:
    page.locator(selector).first.click()
    wait_idle(page)


def pick_cards(page, cards: list[str]) -> None:
    """Pick these cards of the hand on screen (by their text), one tap each."""
    used: set[int] = set()
    for card in cards:
        buttons = page.locator(f'#hand [data-card="{card}"]')
        for i in range(buttons.count()):
            index = int(buttons.nth(i).get_attribute("data-index"))
            if index not in used:
                used.add(index)
                click(page, f'#hand [data-index="{index}"]')
                break


def best_new_herd(view: dict) -> str | None:
    """The biggest herd the hand can lay (a ``lay:`` move on offer), or None."""
    lays = [text for text in view["legal"] if text.startswith("lay:")]
    return max(lays, key=lambda text: (text.count("+"), text), default=None)


def safe_move(view: dict) -> str | None:
    """A move of the most advanced herd that loses nothing: onto an empty cell, into the pen, or onto a
    smaller opponent herd."""
    herds = {cell: (owner, cards) for cell, owner, cards in view["herds"]}
    best = None
    for text in view["legal"]:
        if not text.startswith("move:"):
            continue
        start, target = text[5:].split(">")
        mine = len(herds[start][1])
        there = herds.get(target)
        if there is not None and (there[0] == view["seat"] or len(there[1]) >= mine):
            continue
        key = (target == "arrival", troupeaux.ROW_OF[troupeaux.CELL_INDEX[start]], text)
        if best is None or key > best[0]:
            best = (key, text)
    return best[1] if best else None


def play_a_turn(page, seat: int) -> None:
    """Draw what may be drawn, lay the biggest herd, move the most advanced herd safely, end the turn:
    every step through the screen (picks, then the lit targets)."""
    view = state_of(page).view(seat)
    for _ in range(view["draws_left"]):  # (the pen may run out on the way)
        if page.locator('#board [data-action^="draw:"]').count():
            click(page, '#board [data-action^="draw:"]')
    view = state_of(page).view(seat)
    lay = best_new_herd(view)
    if lay:
        cards, cell = lay[4:].split("@")
        pick_cards(page, cards.split("+"))
        click(page, f'#board [data-action="{lay}"]')
    view = state_of(page).view(seat)
    move = safe_move(view)
    if move:
        start = move[5:].split(">")[0]
        click(page, f'#board [data-pick="herd:{start}"]')
        click(page, f'#board [data-action="{move}"]')
    for _ in range(3):  # a Glorieux bonus: draw it
        if not state_of(page).view(seat)["bonus_left"] or not page.locator('#board [data-action^="draw:"]').count():
            break
        click(page, '#board [data-action^="draw:"]')
    click(page, '[data-action="end"]')


def test_a_whole_game_against_the_computer_ends_on_the_arrival_counts(page, site_url, recorded_requests):
    page.set_default_timeout(60_000)
    open_game(page, site_url, "/troupeaux/play?seats=human,ai-easy&seed=11")
    for _ in range(120):
        wait_idle(page, timeout=60_000)
        state = state_of(page)
        if state.is_over:
            break
        assert state.to_move == 0, "the computer has played its turn before the person's comes back"
        assert page.locator("#board [data-arrival-count]").count() == 0, "no count of the arrival pens during play"
        for seat in (0, 1):
            said = page.locator(f'[data-arrival="{seat}"]').inner_text()
            assert not any(ch.isdigit() for ch in said), f"the arrival pile is described without a number: {said}"
        play_a_turn(page, 0)
    end = page.locator("[data-over]")
    end.wait_for()
    state = state_of(page)
    assert state.is_over
    scores = state.scores()
    assert [int(page.locator(f'[data-total="{s}"]').inner_text()) for s in (0, 1)] == scores
    assert page.locator("#board [data-arrival-count]").count() == 2, "the end reveals the arrival counts"
    result = end.locator(".result").inner_text()
    assert ("You win" in result) == (state.winners() == [0]) and ("draw" in result) == (len(state.winners()) == 2)
    page.locator('[data-cmd="replay"][data-step="first"]').click()
    assert page.locator("#replay-position").inner_text().startswith("Turn 1\nof "), "after the end the replay opens"
    assert_only_local(recorded_requests)


def test_a_hot_seat_turn_hides_the_hands_behind_the_hand_over_screen(page, site_url, recorded_requests):
    open_game(page, site_url, "/troupeaux/play?seats=human,human&seed=5")
    hands = troupeaux.new_game(5).hands
    assert page.locator("[data-hand-over]").is_visible()
    assert page.locator("#hand [data-card]").count() == 0, "no hand before the hand-over"
    page.locator('[data-cmd="reveal"]').click()
    wait_idle(page)
    assert sorted(page.locator("#hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")) == sorted(
        troupeaux.KIND_TEXTS[k] for k in hands[0])
    click(page, '#board [data-action="draw:D"]')
    click(page, '[data-action="end"]')
    assert page.locator('[data-hand-over="1"]').is_visible(), "Red's turn starts with the hand-over screen"
    html = page.content()
    assert "data-card" not in html, "neither hand is in the page during the hand-over"
    page.locator('[data-cmd="reveal"]').click()
    wait_idle(page)
    shown = page.locator("#hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
    assert sorted(shown) == sorted(troupeaux.KIND_TEXTS[k] for k in hands[1])
    blue = state_of(page).hands[0]
    secret = {troupeaux.KIND_TEXTS[k] for k in blue} - {troupeaux.KIND_TEXTS[k] for k in state_of(page).hands[1]}
    html = page.content()
    for card in secret:  # Blue's characters that Red does not hold: nowhere in Red's page
        assert CHARACTER_NAMES["en"][card] not in html, f"Blue's {card} shows on Red's screen"
    assert_only_local(recorded_requests)


def test_the_computer_hand_shows_only_its_breeds(page, site_url, recorded_requests):
    open_game(page, site_url, "/troupeaux/play?seats=ai-easy,human&seed=9")
    state = state_of(page)
    assert state.to_move == 1
    public = {troupeaux.KIND_TEXTS[k] for k in state.hands[1]}
    public |= {text for _, _, cards in state.view(1)["herds"] for text in cards}
    public |= {text for event in state.view(1)["log"] for text in event.get("cards", [])}
    hidden = {troupeaux.KIND_TEXTS[k] for k in state.hands[0]} - public
    assert hidden, "the computer holds cards the person cannot see"
    html = page.content()
    for card in hidden:
        assert CHARACTER_NAMES["en"][card] not in html and f'"{card}"' not in html
    said = page.locator("#announce").inner_text()
    assert said.startswith("Blue ") and "ended the turn" in said, "the computer's whole turn is announced"
    breeds = page.locator('.player[data-seat="0"] [data-hand-size="0"]').inner_text()
    assert "Glorieux" in breeds or "Téméraire" in breeds or "Rapide" in breeds or "Divers" in breeds


def test_adding_a_card_that_breaks_a_herd_asks_before_it_disperses(page, site_url, recorded_requests):
    # Blue (hand G2 G3 T1 T3 R1 R2 D1 D3) laid G3 on a1; Red passed; Blue's turn again.
    open_game(page, site_url, f"/troupeaux/play?seats=human,human&seed=5&moves={quote('lay:G3@a1,end,end')}")
    page.locator('[data-cmd="reveal"]').click()
    wait_idle(page)
    assert sorted(troupeaux.KIND_TEXTS[k] for k in troupeaux.new_game(5).hands[0]) == sorted(
        "G2 G3 T1 T3 R1 R2 D1 D3".split())
    pick_cards(page, ["G2", "D1"])
    page.locator('#board [data-refuse="lay:G2+D1@b1"]').click()
    wait_idle(page)
    assert "one breed" in page.locator("#message").inner_text(), "a mixed herd is refused with the rule"
    page.keyboard.press("Escape")
    wait_idle(page)
    pick_cards(page, ["T1"])
    target = page.locator('#board [data-pick="confirm:add:T1@a1"]')
    assert target.count() == 1, "the herd is offered, but as a warning first"
    target.click()
    wait_idle(page)
    assert page.locator("[data-confirm]").is_visible() and "scatter" in page.locator("[data-confirm]").inner_text()
    page.locator('[data-cmd="cancel"]').click()
    wait_idle(page)
    assert record(page)["actions"] == ["lay:G3@a1", "end", "end"], "going back changes nothing"
    pick_cards(page, ["T1"])
    click(page, '#board [data-pick="confirm:add:T1@a1"]')
    click(page, '[data-confirm] [data-action="add:T1@a1"]')
    state = state_of(page)
    assert not state.herds and troupeaux.parse_kind("T1") not in state.hands[0]
    page.locator("#log-title").click()  # the folded log, opened
    assert "scattered" in page.locator("#log").inner_text()


def _seed_for_a_complete_daring_draw() -> int:
    """A seed where Blue holds two different Téméraires and the top of the pile is the third."""
    for seed in range(1, 500):
        state = troupeaux.new_game(seed)
        daring = {k for k in state.hands[0] if troupeaux.BREED_OF[k] == troupeaux.TEMERAIRES}
        if len(daring) == 2 and state.piles[0][troupeaux.TEMERAIRES][-1] not in daring:
            return seed
    raise AssertionError("no such seed")


def test_the_temeraires_power_is_offered_beside_end_turn_and_scatters_any_herd(page, site_url, recorded_requests):
    seed = _seed_for_a_complete_daring_draw()
    state = troupeaux.new_game(seed)
    red_card = troupeaux.KIND_TEXTS[state.hands[1][0]]
    moves = ["draw:T", "lay:T1+T2+T3@a1", "end", f"lay:{red_card}@e1", "end"]
    open_game(page, site_url, f"/troupeaux/play?seats=human,ai-easy&seed={seed}&moves={quote(','.join(moves))}")
    power = page.locator('[data-pick="dare:a1"]')
    assert power.is_visible(), "the complete Téméraires herd is offered as a power"
    page.set_viewport_size({"width": 390, "height": 844})  # a phone: one row for both, the board keeps the other
    beside = [page.locator(selector).bounding_box() for selector in ('[data-pick="dare:a1"]', '[data-action="end"]')]
    assert abs(beside[0]["y"] - beside[1]["y"]) < 4 and beside[0]["x"] + beside[0]["width"] <= beside[1]["x"], beside
    page.set_viewport_size({"width": 1280, "height": 720})
    power.click()
    wait_idle(page)
    click(page, '#board [data-action="dare:a1>e1"]')
    assert state_of(page).herds == {}, "both herds left the path"
    page.locator("#log-title").click()  # the folded log, opened
    assert "Téméraires" in page.locator("#log").inner_text()


def test_refusals_say_the_rule_and_change_nothing(page, site_url, recorded_requests):
    open_game(page, site_url, "/troupeaux/play?seats=human,ai-easy&seed=5")
    click(page, '#board [data-action="draw:G"]')
    page.locator('#board [data-refuse="draw:T"]').click()
    wait_idle(page)
    assert "only one card" in page.locator("#message").inner_text()
    pick_cards(page, ["G3"])
    page.locator('#board [data-refuse="lay:G3@a3"]').click()
    wait_idle(page)
    assert "row 1" in page.locator("#message").inner_text()
    assert record(page)["actions"] == ["draw:G"]


def test_keyboard_play_draws_lays_and_ends_a_turn(page, site_url, recorded_requests):
    open_game(page, site_url, "/troupeaux/play?seats=human,ai-easy&seed=5")
    page.locator('#board [data-hole="pile0G"]').focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    assert record(page)["actions"] == ["draw:G"]
    page.locator('#hand [data-card="R1"]').focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    page.locator('#board [data-hole="a1"]').focus()
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.hole") == "b1"
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.dataset.hole") in ("a2", "b2")
    page.keyboard.press("Enter")
    wait_idle(page)
    assert record(page)["actions"][-1].startswith("lay:R1@"), "Rapides laid on row 2 by keyboard"
    page.locator('[data-action="end"]').focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    assert record(page)["actions"][2] == "end"


def test_undo_takes_back_a_lay_but_never_a_draw(page, site_url, recorded_requests):
    open_game(page, site_url, "/troupeaux/play?seats=human,ai-easy&seed=5")
    click(page, '#board [data-action="draw:G"]')
    assert page.locator("#undo").is_disabled(), "a drawn card stays drawn"
    pick_cards(page, ["D1"])
    click(page, '#board [data-action="lay:D1@c1"]')
    page.locator("#undo").click()
    wait_idle(page)
    assert record(page)["actions"] == ["draw:G"]


def test_resume_replay_share_export_and_import(page, site_url, recorded_requests):
    route = "/troupeaux/play?seats=human,ai-easy&seed=8"
    open_game(page, site_url, route)
    click(page, '#board [data-action="draw:R"]')
    pick_cards(page, [state_of(page).view(0)["hand"][0]])
    click(page, '#board [data-action^="lay:"]')
    before = record(page)
    reload_resumes(page, before)
    back = page.locator('[data-cmd="replay"][data-step="back"]')
    assert back.get_attribute("aria-disabled") == "true"
    back.click(force=True)
    wait_idle(page)
    assert "once it is over" in page.locator("#message").inner_text(), "no stepping back to count the arrival pens"
    more(page, "share")
    assert "arrival" in page.locator("[data-reveals]").inner_text()
    share_link_opens(page, before)
    file_round_trip(page, site_url, "/troupeaux/play?seats=human,ai-easy&seed=99", before, "move:a1>c3")
    assert_only_local(recorded_requests)


def finished_record(seed: int) -> dict:
    """A random game of Troupeaux played to its end whose last move is Blue's (seat 0)."""
    for attempt in range(200):
        state = troupeaux.new_game(seed + attempt)
        rng = new_rng(seed + attempt, "e2e")
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        game = state.record(["human", "ai-easy"])
        if replay(dict(game, actions=game["actions"][:-1])).to_move == 0:
            return game
    raise AssertionError("no game ended on Blue's move")


def test_a_game_embedded_in_a_blog_post_tells_the_parent_the_end(page, site_url, recorded_requests):
    game = finished_record(3)
    moves = quote(",".join(game["actions"][:-1]))
    with blog_post(f"{site_url}/embed.html?game=troupeaux&seats=human,ai-easy&seed={game['seed']}&moves={moves}") as post:
        page.goto(post)
        frame = page.frame_locator("#game")
        press_play(frame)  # the preview first: Python boots on Play
        frame.locator('[data-action="end"]').click()
        message = over_message(page)
        assert message["record"]["game"] == "troupeaux" and replay(message["record"]).is_over
        frame.locator("[data-over]").wait_for()
    assert_only_local(recorded_requests)


def test_the_setup_form_starts_the_game_it_describes(page, site_url, recorded_requests):
    open_game(page, site_url, "/troupeaux")
    page.locator('input[name=colour][value="red"]').check()
    page.locator("select[name=level]").select_option("ai-hard")
    page.locator("input[name=show_arrival_counts]").check()
    page.locator('[data-cmd="start"]').click()
    page.wait_for_function("window.ludotheque.record() !== null")
    wait_idle(page)
    game = record(page)
    assert game["players"] == ["ai-hard", "human"], "Red is seat 1; Blue, the computer, starts"
    assert game["options"]["show_arrival_counts"] is True
    assert page.locator("[data-arrival]").first.inner_text().startswith("0 sheep"), "the counts are shown"


def test_a_full_hand_on_a_phone_scrolls_in_its_dock_and_never_widens_the_page(page, site_url, recorded_requests):
    page.set_viewport_size({"width": 390, "height": 844})
    open_game(page, site_url, "/troupeaux/play?seats=human,ai-medium&seed=1")
    cards = page.locator("#hand .hand-card")
    assert cards.count() == 8, "a hand of eight at the start"
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 390, "the page does not scroll sideways"
    strip = page.evaluate("""() => { const e = document.querySelector('#hand .hand-cards'), s = getComputedStyle(e);
        return [e.scrollWidth > e.clientWidth, s.maskImage || s.webkitMaskImage]; }""")
    assert strip[0] and "gradient" in strip[1], f"the cut card at its right edge fades, a sign of more: {strip}"
    last = cards.nth(cards.count() - 1)
    last.scroll_into_view_if_needed()
    box = last.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, f"the last card scrolls into view: {box}"
    assert page.evaluate("document.scrollingElement.scrollLeft") == 0, "by scrolling the hand, not the page"
    assert_only_local(recorded_requests)


def test_on_a_phone_the_log_leaves_the_arrival_pen_in_sight_and_still_opens(page, site_url, recorded_requests):
    page.set_viewport_size({"width": 390, "height": 844})
    open_game(page, site_url, "/troupeaux/play?seats=human,ai-medium&seed=1")
    summary = page.locator("#log-title")
    pen = page.locator('#board [data-hole="arrival"]').bounding_box()
    toggle = summary.bounding_box()
    assert pen is not None and toggle is not None
    apart = toggle["x"] >= pen["x"] + pen["width"] or toggle["y"] >= pen["y"] + pen["height"]
    assert apart, f"the log's toggle {toggle} covers the arrival pen {pen}"
    assert toggle["width"] >= 44 and toggle["height"] >= 44, "a finger-sized toggle"
    assert summary.text_content().strip() == "What happened", "its name is still read out"
    summary.click()
    assert page.locator("#log li").first.is_visible(), "a tap opens the log"
    assert_only_local(recorded_requests)


BOARD_WORDS = """() => [...document.querySelectorAll('.troupeaux-svg text')]
  .filter(e => ['cell-name', 'zone-name', 'pile-owner', 'pile-count'].includes(e.getAttribute('class')))
  .map(e => [e.textContent, parseFloat(getComputedStyle(e).fontSize) * e.getScreenCTM().a])"""


@pytest.mark.parametrize("size, locale", [((390, 844), "en-GB"), ((390, 844), "fr-FR"), ((820, 1180), "en-GB"),
                                          ((1180, 820), "en-GB"), ((1366, 768), "en-GB")])
def test_the_boards_words_read_at_ten_pixels_or_more_on_every_screen(browser, site_url, size, locale):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, has_touch=True, locale=locale)
    page = context.new_page()
    open_game(page, site_url, "/troupeaux/play?seats=human,ai-medium&seed=1")  # a full hand: the board at its smallest
    words = page.evaluate(BOARD_WORDS)
    assert len(words) > 20, words
    small = [(text, round(size, 1)) for text, size in words if size < 10]
    assert not small, f"under 10 px: {small}"
    open_game(page, site_url, table_route(core.entry("troupeaux"), at=""))  # sheep home in both arrival piles
    gaps = page.locator(".troupeaux-svg .pile-owner").evaluate_all(
        "els => els.map(e => { const pile = e.parentNode.querySelector('.layer:first-child'); return pile ?"
        " +e.getAttribute('y') - 0.75 * parseFloat(getComputedStyle(e).fontSize) - pile.getBBox().y - pile.getBBox().height"
        " : null; })")  # the letters' tops (a capital's height under the baseline) against the pile's bottom
    assert gaps and None not in gaps, gaps
    codes = page.locator(".troupeaux-svg .card-code").evaluate_all(
        "els => els.filter(e => getComputedStyle(e).display !== 'none')"
        ".map(e => [e.textContent, parseFloat(getComputedStyle(e).fontSize) * e.getScreenCTM().a])")
    context.close()
    assert all(gap >= 0 for gap in gaps), f"a pile's owner is written over the pile: {gaps}"
    assert not [code for code in codes if code[1] < 10], f"a herd's card code under 10 px: {codes}"
    assert codes or size[0] < 480, "a tablet or a laptop shows the herds' card codes"


def test_in_landscape_every_card_in_hand_is_in_reach_with_the_log_folded_under_it(page, site_url, recorded_requests):
    page.set_viewport_size({"width": 1180, "height": 820})
    open_game(page, site_url, "/troupeaux/play?seats=human,ai-medium&seed=1")
    assert not page.evaluate("document.querySelector('.game-log').open"), "folded: the hand comes first"
    reach = page.evaluate("""() => [...document.querySelectorAll('#hand .hand-card')].map(card => {
        const b = card.getBoundingClientRect(), x = b.left + b.width / 2, y = b.top + b.height / 2;
        const hit = document.elementFromPoint(x, y);
        return b.bottom <= innerHeight && !!hit && (hit === card || card.contains(hit));
    })""")
    assert len(reach) >= 8 and all(reach), f"each card of the hand in view and tappable: {reach}"
    page.locator("#log-title").click()
    assert page.locator("#log li").first.is_visible(), "a tap opens the log"
    assert_only_local(recorded_requests)


@pytest.mark.parametrize("size", [(1366, 768), (390, 844)])
def test_each_card_in_hand_is_named_for_a_screen_reader_even_where_its_caption_is_out_of_sight(browser, site_url, size):
    """On a laptop's short screen the captions ("G1 the Proud") leave the cards' faces; a screen reader
    still hears them, so that G1 and G3 are told apart before either is picked."""
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    try:
        open_game(page, site_url, "/troupeaux/play?seats=human,ai-easy&seed=5")
        cards = page.locator("#hand .hand-card")
        for index in range(cards.count()):
            code = cards.nth(index).get_attribute("data-card")
            name = f"{code} {CHARACTER_NAMES['en'][code]}"
            assert page.get_by_role("button", name=name).count() >= 1, f"no button named {name!r}"
    finally:
        context.close()

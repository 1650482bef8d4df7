"""Clustered in the real site: a game against the computer, hot-seat hand-overs, solo best score,
refusals, forced discards, the undo policy, pan and zoom, hidden hands."""

from __future__ import annotations

import json
import random

from e2e.helpers import assert_only_local, more, open_game, play_to_the_end, press_play, record, wait_idle, wait_ready, zoom_and_pan
from game import clustered
from game.core import replay

def hand_on_screen(page) -> list[str]:
    return page.locator("#hand .hand-card").evaluate_all("els => els.map(e => e.dataset.card)")


def lay_any_card(page) -> str:
    """Pick the first card that fits and lay it on its first lit cell; the move's text."""
    page.locator("#hand [data-pick]").first.click()
    cell = page.locator("#board [data-action]").first
    move = cell.get_attribute("data-action")
    cell.click()
    wait_idle(page)
    return move


def test_a_whole_two_player_game_against_the_computer_reaches_the_end_screen(page, site_url, recorded_requests):
    open_game(page, site_url, "/clustered/play?seats=human,ai-easy&seed=11&first=0")
    play_to_the_end(page, seed=11)
    game = record(page)
    state = replay(game)
    assert state.is_over
    shown = [int(page.locator(f'[data-total="{seat}"]').inner_text()) for seat in (0, 1)]
    assert shown == state.scores()
    assert page.locator(".end-screen .breakdown").is_visible()
    assert_only_local(recorded_requests)


def test_the_computers_hand_never_reaches_the_page(page, site_url, recorded_requests):
    open_game(page, site_url, "/clustered/play?seats=human,ai-easy&seed=5&first=0")
    for _ in range(4):
        state = replay(record(page))
        assert sorted(hand_on_screen(page)) == sorted(clustered.card_text(c) for c in state.hands[0])
        on_table = sum(1 for seat in state.owner.values() if seat == 1)
        assert page.locator('[data-card][data-seat="1"]').count() == on_table, "a card of seat 1 off the table is shown"
        lay_any_card(page)


def test_hot_seat_hands_are_shown_only_after_the_hand_over(page, site_url, recorded_requests):
    open_game(page, site_url, "/clustered/play?seats=human,human,human,human&seed=8&first=0")
    for seat in range(4):
        assert page.locator(f'[data-hand-over="{seat}"]').is_visible()
        assert f"Player {seat + 1}" in page.locator("#status").inner_text()
        assert hand_on_screen(page) == [], "a hand is shown before the hand-over"
        page.locator('[data-cmd="reveal"]').click()
        state = replay(record(page))
        assert sorted(hand_on_screen(page)) == sorted(clustered.card_text(c) for c in state.hands[seat])
        lay_any_card(page)
    assert page.locator('[data-hand-over="0"]').is_visible()
    assert len(record(page)["actions"]) == 4


def test_a_card_that_does_not_fit_is_refused_naming_the_neighbour(page, site_url, recorded_requests):
    for seed in range(1, 40):  # a deal whose first picked card has a refused cell next to a figure
        state = clustered.new_game(seed, 2, {"first": 0})
        state.apply(state.legal_actions()[0])
        state.apply(state.legal_actions()[0])
        card = next((c for c in sorted(set(state.hands[0])) if c < clustered.JOKER and state.placements(0)), None)
        if card is None:
            continue
        fits = {p.cell for p in state.placements(0) if p.card == card}
        refused = [c for c in state.frontier if c not in fits]
        if refused:
            break
    moves = ",".join(str(a) for a in state.history)
    open_game(page, site_url, f"/clustered/play?seats=human,human&seed={seed}&first=0&moves={moves}")
    page.locator('[data-cmd="reveal"]').click()
    text = clustered.card_text(card)
    page.locator(f'#hand [data-pick="{text}"]').first.click()
    where = clustered.cell_text(refused[0])
    page.locator(f'#board [data-refuse="{text}@{where}"]').click()
    message = page.locator("#message").inner_text()
    assert "can't go next to" in message and " differ." in message
    assert record(page)["actions"] == moves.split(","), "a refused card changes nothing"


def find_forced_discard(players: int = 1) -> tuple[int, list[str]]:
    """A seed and the moves after which seat 0 cannot lay any card (random play, first found: rare,
    so in solo games, which are short)."""
    for seed in range(1, 2000):
        state = clustered.new_game(seed, players, {"first": 0})
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            if state.to_move == 0 and isinstance(legal[0], clustered.Discard):
                return seed, [str(a) for a in state.history]
            state.apply(rng.choice(legal))
    raise AssertionError("no forced discard found")


def test_when_no_card_fits_only_discards_are_offered(page, site_url, recorded_requests):
    seed, moves = find_forced_discard()
    open_game(page, site_url, f"/clustered/play?seats=human&seed={seed}&moves={','.join(moves)}")
    assert "discard one" in page.locator("#hint").inner_text()
    assert page.locator("#hand [data-pick]").count() == 0
    discards = page.locator('#hand [data-action^="discard:"]')
    assert discards.count() == len(hand_on_screen(page))
    discards.first.click()
    wait_idle(page)
    game = record(page)
    assert game["actions"][len(moves)].startswith("discard:")


def test_undo_never_takes_back_a_drawn_card(page, site_url, recorded_requests):
    open_game(page, site_url, "/clustered/play?seats=human,ai-easy&seed=3&first=0")
    lay_any_card(page)
    assert page.locator("#undo").is_disabled(), "after a draw, undo would give the card back"
    # late in the game the decks are empty: nothing is drawn, a move can be taken back
    state = clustered.new_game(3, 2, {"first": 0})
    rng = random.Random(3)
    while any(state.decks) or state.to_move != 0:
        state.apply(rng.choice(state.legal_actions()))
    moves = [str(a) for a in state.history]
    open_game(page, site_url, f"/clustered/play?seats=human,ai-easy&seed=3&first=0&moves={','.join(moves)}")
    lay_any_card(page)
    assert page.locator("#undo").is_enabled()
    page.locator("#undo").click()
    wait_idle(page)
    assert record(page)["actions"] == moves


def test_the_share_link_warns_that_it_reveals_the_deal(page, site_url, recorded_requests):
    open_game(page, site_url, "/clustered/play?seats=human,ai-easy&seed=4")
    more(page, "share")
    assert page.locator("[data-reveals]").is_visible()
    assert "every hand" in page.locator("[data-reveals]").inner_text()


def test_solo_best_score_is_kept_across_a_reload(page, site_url, recorded_requests):
    route = "/clustered/play?seats=human&seed=21"
    open_game(page, site_url, route)
    play_to_the_end(page, seed=21)
    score = replay(record(page)).scores()[0]
    assert page.locator(".end-screen [data-best]").get_attribute("data-best") == str(score)
    page.reload()
    wait_ready(page)
    wait_idle(page)
    more(page, "new")
    page.wait_for_function("() => JSON.parse(window.ludotheque.record()).seed !== 21")
    wait_idle(page)
    assert record(page)["actions"] == []
    assert page.locator(".players [data-best]").get_attribute("data-best") == str(score)
    # another set of options has its own best
    open_game(page, site_url, "/clustered/play?seats=human&seed=22&quick=1")
    assert page.locator(".players [data-best]").count() == 0


def test_the_setup_screen_starts_a_game_for_three_with_a_third_joker(page, site_url, recorded_requests):
    open_game(page, site_url, "/clustered")
    page.select_option("select[name=seat-1]", "ai-easy")
    page.locator('[data-cmd="seat-add"]').click()  # the form shows the seats in use: a third one is added
    page.select_option("select[name=seat-2]", "human")
    page.check("input[name=joker-2]")
    page.check("input[name=speed]")
    page.locator('[data-cmd="start"]').click()
    wait_ready(page)
    wait_idle(page)
    game = record(page)
    assert game["players"] == ["human", "ai-easy", "human"]
    assert game["options"]["extra_joker"] == [2] and game["options"]["speed"] is True
    assert page.locator(".players .player").count() == 3


def test_the_table_zooms_and_pans_and_still_takes_moves(page, site_url, recorded_requests):
    open_game(page, site_url, "/clustered/play?seats=human,ai-easy&seed=6&first=0")
    zoom_and_pan(page)
    move = lay_any_card(page)
    assert record(page)["actions"][0] == move


def test_a_move_by_keyboard_alone(page, site_url, recorded_requests):
    open_game(page, site_url, "/clustered/play?seats=human,ai-easy&seed=9&first=0")
    page.locator("#hand [data-pick]").first.focus()
    picked = page.locator("#hand [data-pick]").first.get_attribute("data-pick")
    page.keyboard.press("Enter")
    assert "light up" in page.locator("#announce").inner_text() or "lights up" in page.locator("#announce").inner_text()
    page.locator("#hand [data-pick]").first.click()  # dropped: what it lit is no longer said
    assert page.locator("#announce").inner_text() == ""
    page.locator("#hand [data-pick]").first.focus()
    page.keyboard.press("Enter")
    target = page.locator('#board [tabindex="0"]')
    move = target.get_attribute("data-action")
    assert move.startswith(picked + "@"), "the focus lands on a cell the picked card may take"
    target.focus()
    page.keyboard.press("ArrowDown")
    moved = page.evaluate("document.activeElement.getAttribute('data-hole')")
    assert moved and moved != move.partition("@")[2], "the arrows move the focus over the table"
    page.keyboard.press("ArrowUp")
    page.locator(f'#board [data-action="{move}"]').focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    assert record(page)["actions"][0] == move


def test_an_embedded_clustered_game_plays(page, site_url, recorded_requests):
    page.goto(f"{site_url}/embed.html?game=clustered&seats=human,ai-easy&seed=2&first=0")
    press_play(page)
    wait_idle(page)
    assert page.locator("header.top").count() == 0
    lay_any_card(page)
    assert len(record(page)["actions"]) >= 2
    assert_only_local(recorded_requests)


def test_a_game_in_progress_resumes_after_a_reload_at_the_same_move(page, site_url, recorded_requests):
    route = "/clustered/play?seats=human,ai-easy&seed=14&first=0"
    open_game(page, site_url, route)
    lay_any_card(page)
    lay_any_card(page)
    before = record(page)
    page.reload()
    wait_ready(page)
    wait_idle(page)
    assert record(page) == before
    assert sorted(hand_on_screen(page)) == sorted(clustered.card_text(c) for c in replay(before).hands[0])
    open_game(page, site_url, "/clustered")
    assert page.locator("[data-resume=clustered]").first.is_visible()


def test_replay_steps_back_without_offering_moves_or_changing_the_game(page, site_url, recorded_requests):
    open_game(page, site_url, "/clustered/play?seats=human,ai-easy&seed=15&first=0")
    first = lay_any_card(page)
    before = record(page)
    page.locator('[data-cmd="replay"][data-step="first"]').click()
    assert page.locator("#board .cell .card").count() == 1, "only the start card at move 0"
    assert page.locator("[data-action], [data-pick]").count() == 0, "a replayed position offers no move"
    page.locator('[data-cmd="replay"][data-step="forward"]').click()
    assert page.locator(f'#board [data-hole="{first.partition("@")[2]}"] .card').count() == 1
    page.locator('[data-cmd="replay"][data-step="last"]').click()
    assert page.locator("#hand [data-pick]").count() > 0
    assert record(page) == before


def test_a_record_loads_and_a_tampered_one_is_refused_leaving_the_game(page, site_url, recorded_requests):
    open_game(page, site_url, "/clustered/play?seats=human,ai-easy&seed=16&first=0")
    lay_any_card(page)
    mine = record(page)
    other = clustered.new_game(17, 3, {"first": 1})
    rng = random.Random(17)
    for _ in range(6):
        other.apply(rng.choice(other.legal_actions()))
    good = other.record(["ai-easy", "human", "ai-easy"])
    bad = dict(good, actions=good["actions"][:3] + ["3ss@40:40"])
    assert page.evaluate("r => window.ludotheque.load(r)", json.dumps(bad)) is False
    assert "move 4 (3ss@40:40)" in page.locator("#notice").inner_text()
    assert record(page) == mine
    assert page.evaluate("r => window.ludotheque.load(r)", json.dumps(good)) is True
    wait_idle(page)
    assert record(page)["actions"][:6] == good["actions"]
    assert page.locator(".players .player").count() == 3


def test_the_computers_moves_are_announced_without_its_secrets(page, site_url, recorded_requests):
    open_game(page, site_url, "/clustered/play?seats=human,ai-easy&seed=18&first=0&quick=1")
    while page.locator('#hand [data-action^="discard:"]').count():  # quick play: keep 5 of 7
        page.locator('#hand [data-action^="discard:"]').first.click()
        wait_idle(page)
    live = page.locator("#announce")
    assert live.get_attribute("aria-live") == "polite"
    assert live.inner_text() == "Orange discarded a card.", "a secret discard is announced without the card"
    lay_any_card(page)
    while page.locator('#hand [data-action^="discard:"]').count():
        page.locator('#hand [data-action^="discard:"]').first.click()
        wait_idle(page)
    # the computer laid a card, then discarded one of the two it drew: the last thing said
    assert live.inner_text() == "Orange discarded a card."
    assert record(page)["actions"][-2].partition("@")[2], "its card went on the table before"


def test_on_a_phone_each_players_line_is_whole_beside_an_icon_that_shows_what_counts(browser, site_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    page = context.new_page()
    open_game(page, site_url, "/clustered/play?seats=human,ai-easy&seed=11&first=0")
    lines = page.locator(".player .meta").evaluate_all(
        "els => els.map(e => [e.textContent, e.scrollHeight <= e.clientHeight + 1])")
    buttons = page.locator('.player [data-cmd="highlight"]').evaluate_all(
        "els => els.map(e => { const b = e.getBoundingClientRect(); return [b.width, b.height, e.getAttribute('aria-label')]; })")
    button = page.get_by_role("button", name="Show what counts for Orange")
    button.click()
    wait_idle(page)
    pressed = button.get_attribute("aria-pressed")
    context.close()
    assert all(whole for _, whole in lines), f"cut: {lines}"
    assert [name for _, _, name in buttons] == ["Show what counts for Blue", "Show what counts for Orange"]
    assert all(w >= 44 and h >= 44 for w, h, _ in buttons), buttons
    assert pressed == "true"

"""The Kluitz in the real site: two rounds against the computer, the shepherd's first turns, the solo
game, secret tiles, refusals, the pair on show, keyboard play, and the app's services (resume, undo
policy, replay, share, embedding)."""

from __future__ import annotations

from e2e.helpers import (
    more,
    assert_only_local,
    blog_post,
    open_game,
    over_message,
    play_to_the_end,
    press_play,
    record,
    reload_resumes,
    share_link_opens,
    wait_idle,
)
from game import kluitz
from game.core import replay


def state_of(page) -> kluitz.KluitzState:
    return replay(record(page))  # type: ignore[return-value]


def click_action(page, text: str) -> None:
    page.locator(f'[data-action="{text}"]').click()
    wait_idle(page)


def until_my_turn(page, role: str) -> None:
    """Let the computer play (pressing Continue when it waits on a shown pair) until the person is
    to move as ``role``."""
    for _ in range(60):
        wait_idle(page)
        state = state_of(page)
        mover = state.to_move
        if mover is None or (mover == 0 and (state.shepherd == 0) == (role == "shepherd")):
            return
        button = page.locator('[data-cmd="continue"]')
        if button.count():
            try:
                button.first.click(timeout=3_000)
            except Exception:
                pass
        page.wait_for_timeout(200)
    raise AssertionError("the person's turn never came")


def test_a_whole_two_round_game_as_the_sheep_player_against_the_computer(page, site_url, recorded_requests):
    open_game(page, site_url, "/kluitz/play?seats=human,ai-easy&seed=11&first=1")
    state = state_of(page)
    assert state.shepherd == 1 and state.to_move == 0, "the computer, shepherd of round 1, has placed its fences"
    assert page.locator("[data-fence]").count() == 2
    assert "sheep player" in page.locator("#status").inner_text()
    play_to_the_end(page, seed=11)
    final = state_of(page)
    assert final.is_over and len(final.results) == 2
    assert final.results[0]["shepherd"] == 1 and final.results[1]["shepherd"] == 0, "roles swap for round 2"
    shown = [int(page.locator(f'[data-total="{seat}"]').inner_text()) for seat in (0, 1)]
    assert shown == final.scores()
    assert page.locator(".end-screen .breakdown tbody tr").count() == 3  # two rounds and the total
    assert_only_local(recorded_requests)


def test_the_first_turns_as_the_shepherd(page, site_url, recorded_requests):
    open_game(page, site_url, "/kluitz/play?seats=human,ai-easy&seed=5&first=0")
    assert "shepherd" in page.locator("#status").inner_text()
    assert page.locator('[data-supply="30"]').count() == 1
    assert page.locator('[data-action^="fence:"]').count() == 60, "every edge takes a fence"
    click_action(page, "fence:c3n")
    assert page.locator('[data-action^="fence:"]').count() == 59
    page.locator('[data-edge="c3n"]').click()
    assert "already a fence" in page.locator("#message").inner_text()
    click_action(page, "fence:c3w")
    until_my_turn(page, "shepherd")
    state = state_of(page)
    assert record(page)["actions"][:2] == ["fence:c3n", "fence:c3w"]
    assert any(a.startswith("turn:") for a in record(page)["actions"][2:]), "the computer turned tiles"
    assert page.locator("[data-fence]").count() == bin(state.fences).count("1")
    assert page.locator(f'[data-supply="{state.supply}"]').count() == 1
    for again in range(2):
        page.locator('[data-action^="fence:"]').first.click()
        wait_idle(page)
    assert sum(1 for a in record(page)["actions"] if a.startswith("fence:")) >= 4
    assert_only_local(recorded_requests)


def test_a_solo_game_reaches_its_win_or_lose_screen(page, site_url, recorded_requests):
    open_game(page, site_url, "/kluitz/play?seats=human&seed=9")
    assert "Solo" in page.locator("#status").inner_text()
    play_to_the_end(page, seed=9)
    final = state_of(page)
    assert final.is_over
    verdict = page.locator("[data-won]")
    assert verdict.get_attribute("data-won") == ("1" if final.won() else "0")
    left = sum(1 for k in final.kinds if k is not None)
    assert ("win" in verdict.inner_text()) == (left == 0)
    assert_only_local(recorded_requests)


def test_no_face_down_tile_says_what_it_is(page, site_url, recorded_requests):
    open_game(page, site_url, "/kluitz/play?seats=human,ai-easy&seed=3&first=1")
    for _ in range(6):
        state = state_of(page)
        for c in range(25):
            tile = page.locator(f'[data-cell="{kluitz.cell_text(c)}"]')
            inner = tile.evaluate("e => e.outerHTML")
            if state.kinds[c] is not None and not state.up >> c & 1:
                assert tile.get_attribute("data-face") == "down"
                assert "kind-" not in inner, f"{kluitz.cell_text(c)} shows its kind while face down"
                for name in kluitz.KINDS:
                    assert name not in (tile.get_attribute("aria-label") or "").lower()
        legal = page.locator("[data-action]")
        legal.first.click()
        wait_idle(page)
        until_my_turn(page, "sheep")


def test_an_unmatched_pair_stays_up_until_turned_back(page, site_url, recorded_requests):
    open_game(page, site_url, "/kluitz/play?seats=human,human&seed=21&first=1")
    click_action(page, "fence:a1n")
    click_action(page, "fence:a1w")
    for _ in range(25):  # turn tiles until a pair is on show (or taken)
        state = state_of(page)
        if state.phase != kluitz.TURNING:
            break
        page.locator('[data-action^="turn:"]').first.click()
        wait_idle(page)
    state = state_of(page)
    if state.phase == kluitz.RAM_FENCE:
        return  # this seed shows a ram first: the ram sequence is covered elsewhere
    assert state.phase == kluitz.SHOWN
    up = [kluitz.cell_text(c) for c in state.this_turn]
    for name in up:
        assert page.locator(f'[data-cell="{name}"]').get_attribute("data-face") not in ("down", None)
    assert page.locator('[data-event="shown"]').is_visible()
    click_action(page, "down")
    for name in up:
        assert page.locator(f'[data-cell="{name}"]').get_attribute("data-face") == "down"
    assert "shepherd" in page.locator("#status").inner_text()


def first_turns_keeping_a1_half_fenced() -> tuple[int, kluitz.KluitzState, list[str]]:
    """A seed and the moves of a first round where the shepherd fenced north and west of a1 and the
    sheep player's turn (no ram in it) left a1 alone."""
    for seed in range(4, 60):
        game = kluitz.new_game(seed, 2, {"first": 0})
        moves = ["fence:a1n", "fence:a1w"]
        for text in moves:
            game.apply(text)
        while game.to_move == 1 and game.phase != kluitz.RAM_FENCE:
            legal = [str(a) for a in game.legal_actions()]
            choice = next(a for a in legal if a != "turn:a1")
            game.apply(choice)
            moves.append(choice)
        if game.phase == kluitz.FENCING and game.kinds[0] is not None:
            return seed, game, moves
    raise AssertionError("no seed keeps a1")


def test_a_fenced_in_tile_is_refused_with_the_reason(page, site_url, recorded_requests):
    seed, game, moves = first_turns_keeping_a1_half_fenced()
    route = f"/kluitz/play?seats=human,human&seed={seed}&first=0&moves={','.join(moves)}"
    open_game(page, site_url, route)
    # keyboard: focus the field, move to the edges east and south of a1, place them with Enter
    for edge in ("b1w", "a2n"):
        if game.fences >> kluitz.parse_edge(edge) & 1:
            continue
        target = page.locator(f'[data-edge="{edge}"]')
        target.evaluate("e => e.focus()")
        page.keyboard.press("Enter")
        wait_idle(page)
    state = state_of(page)
    assert kluitz.enclosed_cells(state.fences) & 1, "a1 is fenced in"
    if state.phase == kluitz.TURNING:
        page.locator('[data-cell="a1"]').click()
        assert "fenced in" in page.locator("#message").inner_text()
        assert state_of(page).history == state.history, "a refused move changes nothing"
    assert page.locator('[data-enclosed="a1"]').count() == 1, "an enclosed cell is shaded"


def test_undo_takes_back_a_fence_but_never_a_turned_tile(page, site_url, recorded_requests):
    open_game(page, site_url, "/kluitz/play?seats=human,ai-easy&seed=6&first=0")
    click_action(page, "fence:b2n")
    assert page.locator("#undo").is_enabled()
    page.locator("#undo").click()
    wait_idle(page)
    assert record(page)["actions"] == []
    click_action(page, "fence:b2n")
    click_action(page, "fence:b2w")
    until_my_turn(page, "shepherd")
    assert page.locator("#undo").is_disabled(), "the computer turned tiles: nothing before them comes back"


def test_a_game_resumes_after_a_reload_and_a_share_link_opens_the_same_position(page, site_url, recorded_requests):
    route = "/kluitz/play?seats=human,ai-easy&seed=8&first=1"
    open_game(page, site_url, route)
    page.locator('[data-action^="turn:"]').first.click()
    wait_idle(page)
    before = record(page)
    reload_resumes(page, before)
    page.locator('[data-cmd="replay"][data-step="back"]').click()
    assert page.locator("#replay-position").inner_text().startswith(f"Move {len(before['actions']) - 1}")
    page.locator('[data-cmd="replay"][data-step="last"]').click()
    more(page, "share")
    assert page.locator("[data-reveals]").is_visible()
    share_link_opens(page, before)
    assert_only_local(recorded_requests)


def test_the_solo_game_plays_embedded_and_tells_the_parent_the_end(page, site_url, recorded_requests):
    with blog_post(f"{site_url}/embed.html?game=kluitz&seats=human&seed=2") as post:
        page.goto(post)
        frame = page.frame_locator("#game")
        press_play(frame)  # the preview first: Python boots on Play
        play_to_the_end(frame, seed=2)
        message = over_message(page)
        assert message["record"]["game"] == "kluitz" and replay(message["record"]).is_over
    assert_only_local(recorded_requests)


def test_the_board_stays_put_when_the_line_of_what_came_up_fills_or_empties(page, site_url, recorded_requests):
    page.set_viewport_size({"width": 820, "height": 1180})
    open_game(page, site_url, "/kluitz/play?seats=human,ai-easy&seed=3")
    board = "() => { const r = document.getElementById('board').getBoundingClientRect(); return [r.y, r.height]; }"
    page.evaluate("document.getElementById('event').replaceChildren()")
    empty = page.evaluate(board)
    page.evaluate("document.getElementById('event').innerHTML = '<p>A pair of Grumpy sheep, taken!</p>'")
    said = page.evaluate(board)
    assert said == empty, f"the board moved: {empty} then {said}"
    assert_only_local(recorded_requests)


def test_on_a_phone_a_turned_sheeps_name_reads_at_ten_pixels_or_more(browser, site_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, locale="fr-FR")
    page = context.new_page()
    open_game(page, site_url, "/kluitz/play?seats=human,human&seed=21&first=1")
    click_action(page, "fence:a1n")
    click_action(page, "fence:a1w")
    page.locator('[data-action^="turn:"]').first.click()
    wait_idle(page)
    names = page.locator(".kluitz-field .tile-name").evaluate_all(
        "els => els.map(e => { const b = e.getBBox(), tile = e.parentNode.querySelector('.tile').getBBox();"
        " return [e.textContent, parseFloat(getComputedStyle(e).fontSize) * e.getScreenCTM().a,"
        " b.x >= tile.x && b.x + b.width <= tile.x + tile.width]; })")
    context.close()
    assert names, "a turned tile shows its sheep's name"
    assert all(size >= 10 for _, size, _ in names), names
    assert all(inside for _, _, inside in names), f"a name runs past its tile: {names}"

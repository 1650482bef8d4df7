"""La Guerre des Moutons in the real site: a whole three-seat game with two computers, a reveal and a
wolf played on screen, flipping and turning a tile, refusals that name the edge, the hot-seat
hand-over that never shows a secret colour, stopping with a confirmation, keyboard play, and the
app's services (undo policy, resume, replay, share, export and import, embedding, the setup form)."""

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
    wait_ready,
    zoom_and_pan,
)
from game import core
from game.core import IllegalAction, new_rng, replay
from game.guerre_des_moutons import new_game, parse_action
from game.guerre_des_moutons.tiles import TERRAIN_LETTERS


def state_of(page):
    return replay(record(page))


def click(page, selector: str) -> None:
    page.locator(selector).first.click()
    wait_idle(page)


def random_moves(seed: int, players: int, until, limit: int = 200) -> list[str] | None:
    """The moves of a seeded random game (nobody stops) up to the first position where ``until``
    holds with seat 0 to act, or None."""
    state = new_game(seed, players)
    rng = new_rng(seed, "e2e")
    moves: list[str] = []
    while not state.is_over and len(moves) < limit:
        if state.to_move == 0 and until(state):
            return moves
        legal = [a for a in state.legal_actions() if a.verb != "stop"] or state.legal_actions()
        action = legal[int(rng.random() * len(legal))]
        state.apply(action)
        moves.append(str(action))
    return None


def route_to(players: int, seats: str, until) -> str:
    for seed in range(1, 400):
        moves = random_moves(seed, players, until)
        if moves is not None:
            return f"/guerre-des-moutons/play?seats={seats}&seed={seed}&moves={quote(','.join(moves))}"
    raise AssertionError("no such position")


def legal_texts(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def pick_a_face_that_fits(page) -> str:
    """Pick the first face of the hand that fits somewhere; returns its data-pick."""
    face = page.locator("#hand .gdm-hand-face[data-pick^='tile:']").first
    what = face.get_attribute("data-pick")
    face.click()
    wait_idle(page)
    return what


def play_one_tile(page) -> None:
    pick_a_face_that_fits(page)
    click(page, "#board [data-action]")


def test_a_three_seat_game_with_two_computers_reaches_the_end_screen(page, site_url, recorded_requests):
    page.set_default_timeout(60_000)
    open_game(page, site_url, "/guerre-des-moutons/play?seats=human,ai-easy,ai-easy&seed=12")
    placed = 0
    for _ in range(60):
        wait_idle(page, timeout=60_000)
        state = state_of(page)
        if state.is_over or (placed >= 4 and state.phase == "turn"):
            break
        assert state.to_move == 0, "the computers have played before the person is asked again"
        view = state.view(0)
        for seat in (1, 2):  # nothing secret of a computer reaches the page
            secret = [c for c in state.colours[seat] if c not in state.revealed[seat]]
            for colour in secret:
                letter = TERRAIN_LETTERS[colour]
                assert page.locator(f'#players [data-seat="{seat}"] .gdm-colour[data-colour="{letter}"]').count() == 0
            for tile in state.hands[seat]:
                assert page.locator(f'#hand [data-tile="{tile}"]').count() == 0
        if view["phase"] == "react":
            asked = "[data-before-turn]" if state.turn_seat == 0 else "[data-react]"
            assert page.locator(asked).is_visible(), "a person holding something playable is asked"
            click(page, f'{asked} [data-action="done"]')
        elif placed < 4 and page.locator("#hand .gdm-hand-face[data-pick^='tile:']").count():
            play_one_tile(page)
            placed += 1
        else:
            click(page, '[data-action="done"]')
    click(page, '[data-pick="stop"]')
    assert page.locator(".gdm-confirm").is_visible(), "stopping asks first"
    assert "+6" in page.locator(".gdm-confirm").inner_text(), "the first to finish gains 6"
    ink, paper = page.locator('[data-action="stop"]').evaluate(
        "e => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor]")
    assert ink != paper, f"the confirming button's words can be read: {ink} on {paper}"
    page.locator('[data-action="stop"]').click()  # the two computers then play on to the end
    end = page.locator("[data-over]")
    end.wait_for(timeout=240_000)
    wait_idle(page)
    state = state_of(page)
    assert state.is_over and 0 in state.stopped
    scores = state.scores()
    assert [int(page.locator(f'[data-total="{s}"]').inner_text()) for s in range(3)] == scores
    result = end.locator(".result").inner_text()
    assert ("You win" in result) == (state.winners() == [0])
    for seat in range(3):  # every colour is shown at the end, each counted enclosure outlined
        for colour in state.colours[seat]:
            assert page.locator(f'#players [data-seat="{seat}"] .gdm-colour[data-colour="{TERRAIN_LETTERS[colour]}"]').count() == 1
        if state.enclosure_score(seat):
            assert page.locator(f'#board [data-counted="{seat}"]').count() >= 1
    assert_only_local(recorded_requests)


PASS_OUT_OF_TURN = '[data-react] [data-action="done"], [data-before-turn] [data-action="done"]'


def go_on(page, state) -> None:
    """The person's plainest next move: pass the window they are asked in, else lay the first tile
    that fits, else pass."""
    if state.phase == "react":
        click(page, PASS_OUT_OF_TURN)
    elif page.locator("#hand .gdm-hand-face[data-pick^='tile:']").count():
        play_one_tile(page)
    else:
        click(page, '[data-action="done"]')


def is_figure_move(text: str) -> bool:
    action = parse_action(text)
    return action.verb == "cover" or (action.verb == "play" and action.tile[0] in "WH" and action.side == 0)


def test_against_computers_the_out_of_turn_question_comes_only_for_a_wolf_or_hunter_that_fits(
        page, site_url, recorded_requests):
    # Spec, "Reactions": against computers the person is asked before another seat's turn only when
    # they hold a wolf or a hunter that fits now; a reveal waits for the start of their own turn.
    open_game(page, site_url, "/guerre-des-moutons/play?seats=human,ai-easy,ai-easy&seed=12")
    for _ in range(14):
        wait_idle(page, timeout=60_000)
        state = state_of(page)
        if state.is_over:
            break
        assert state.to_move == 0
        texts = legal_texts(state)
        before_another = state.phase == "react" and state.turn_seat != 0
        assert page.locator("[data-react]").count() == (1 if before_another else 0)
        if before_another:
            assert any(is_figure_move(t) for t in texts), "asked out of turn with no wolf or hunter to lay"
        elif state.phase == "react":
            assert page.locator("[data-before-turn]").is_visible()
        go_on(page, state)
    # the engine still asked the person in every window: the page passed for them, and said nothing
    actions = record(page)["actions"]
    game = new_game(12, 3)
    passed_for = 0
    for text in actions:
        if game.to_move == 0 and game.phase == "react" and game.turn_seat != 0:
            here = legal_texts(game)
            if not any(is_figure_move(t) for t in here):
                assert text == "done"
                passed_for += any(t.startswith("reveal:") for t in here)
        game.apply(text)
    assert passed_for, "no window before a computer's turn where the person could have revealed"
    assert_only_local(recorded_requests)


def test_hot_seat_offers_the_out_of_turn_choices_only_behind_the_persons_own_hand_over(
        page, site_url, recorded_requests):
    open_game(page, site_url, "/guerre-des-moutons/play?seats=human,human,human&seed=6")
    own_windows = 0
    for _ in range(14):
        state = state_of(page)
        if state.is_over:
            break
        mover = state.to_move
        assert state.phase != "react" or state.turn_seat == mover, "a person asked before another's turn"
        assert page.locator("[data-react]").count() == 0
        if page.locator("[data-hand-over]").count():
            assert page.locator("#hand [data-tile]").count() == 0 and page.locator("[data-before-turn]").count() == 0
            click(page, '[data-cmd="reveal"]')
            continue
        if state.phase == "react":
            own_windows += 1
            assert page.locator("[data-before-turn]").is_visible()
        go_on(page, state)
    assert own_windows, "no person was offered a reveal before their own turn"
    assert_only_local(recorded_requests)


def wolf_and_reveal(state) -> bool:
    texts = legal_texts(state)
    return (state.phase == "react" and any(t.startswith("reveal:") for t in texts)
            and any(t.startswith("play:W-") for t in texts))  # fmt: skip


def test_a_reveal_gives_an_extra_tile_and_a_wolf_goes_into_the_forest(page, site_url, recorded_requests):
    open_game(page, site_url, route_to(2, "human,ai-easy", wolf_and_reveal))
    before = len(record(page)["actions"])
    asked = "[data-before-turn]" if state_of(page).turn_seat == 0 else "[data-react]"
    assert page.locator(asked).is_visible(), "out of turn, the person is asked"
    question = page.locator('#hand [data-pick^="reveal:"]')
    letter = question.get_attribute("data-pick")[-1]
    question.click()
    wait_idle(page)
    lit = page.locator(f'#board [data-action^="reveal:{letter}@"]')
    assert lit.count() == len([t for t in legal_texts(state_of(page)) if t.startswith(f"reveal:{letter}@")])
    lit.first.click()
    wait_idle(page)
    state = state_of(page)
    assert state.phase == "extra" and state.to_move == 0, "a reveal is followed by one more tile"
    assert page.locator(f'#players [data-seat="0"] .gdm-colour[data-colour="{letter}"]').count() == 1, "the colour is now shown"
    play_one_tile(page)
    state = state_of(page)
    actions = record(page)["actions"]
    assert actions[before].startswith("reveal:") and actions[before + 1].startswith(("play:", "cover:"))
    if not any(t.startswith("play:W-") for t in legal_texts(state)) or state.to_move != 0:
        return  # the extra tile closed the forest: the wolf has nowhere left (checked by the rules tests)
    wolves = page.locator('#board .cell.tile[data-figure="wolf"]')
    on_table = wolves.count()
    wolf = page.locator("#hand .gdm-hand-face[data-pick^='tile:W-'][data-side='A']").first
    wolf.click()
    wait_idle(page)
    click(page, "#board [data-action^='play:W-']")
    assert wolves.count() == on_table + 1
    assert record(page)["actions"][before + 2].startswith("play:W-")  # then the game may go on
    assert_only_local(recorded_requests)


def test_the_table_zooms_and_pans_after_a_trip_to_the_menu_and_still_takes_moves(page, site_url, recorded_requests):
    route = route_to(2, "human,ai-easy", lambda s: s.phase == "turn")
    open_game(page, site_url, "/clustered/play?seats=human,ai-easy&seed=6&first=0")  # another table first
    page.evaluate("location.hash = '#/'")
    page.wait_for_selector("ul.games")
    open_game(page, site_url, route)  # this table's pan and zoom is made anew, the others' let go
    zoom_and_pan(page)
    before = len(record(page)["actions"])
    play_one_tile(page)
    assert record(page)["actions"][before].startswith(("play:", "cover:"))
    assert_only_local(recorded_requests)


def test_flipping_and_turning_a_tile_lights_exactly_its_places(page, site_url, recorded_requests):
    open_game(page, site_url, route_to(2, "human,ai-easy", lambda s: s.phase == "turn" and len(s.table) >= 4))
    picked = pick_a_face_that_fits(page)
    tile = picked.split(":")[1]
    for step in ("rotate", "flip", "rotate", "rotate-back", "flip"):
        click(page, f'[data-pick="{step}"]')
        pressed = page.locator('#hand [aria-pressed="true"]')
        if not pressed.count():  # this face fits nowhere: it is shown, nothing is lit
            assert page.locator(f'#hand .gdm-hand-face[data-tile="{tile}"][aria-disabled="true"]').count() >= 1
            assert page.locator("#board [data-action]").count() == 0
            continue
        side = pressed.get_attribute("data-side")
        state = state_of(page)
        lit = sorted(page.locator("#board [data-action]").evaluate_all("els => els.map(e => e.dataset.action)"))
        expected = []
        for text in legal_texts(state):
            if text.startswith(f"play:{tile}/{side}"):
                expected.append(text)
        turned = {text.split("/")[1][:2] for text in lit}
        assert len(turned) <= 1, "only one face and rotation is lit at a time"
        assert set(lit) <= set(expected), "every lit cell is a legal place for that face"
        if lit:
            rotation = next(iter(turned))
            assert set(lit) == {t for t in expected if t.split("/")[1][:2] == rotation}
    assert_only_local(recorded_requests)


def test_a_refusal_names_the_edge_and_the_terrains_and_changes_nothing(page, site_url, recorded_requests):
    open_game(page, site_url, route_to(2, "human,ai-easy", lambda s: s.phase == "turn" and len(s.table) >= 3))
    pick_a_face_that_fits(page)
    before = record(page)
    refused = page.locator("#board [data-refuse]")
    assert refused.count(), "cells where the face does not fit explain why"
    reasons = {}
    shown = state_of(page)
    for move in refused.evaluate_all("els => els.map(e => e.dataset.refuse)"):
        with pytest.raises(IllegalAction) as error:  # every cell the page refuses, the rules refuse
            shown.clone().apply(move)
        reasons[move] = error.value.reason
    mismatched = [move for move, reason in reasons.items() if reason == "edge-mismatch"]
    assert mismatched, f"no refused cell where an edge disagrees: {reasons}"
    page.locator(f'#board [data-refuse="{mismatched[0]}"]').click()
    wait_idle(page)
    message = page.locator("#message").inner_text()
    assert "edge" in message and "would meet" in message, message
    assert record(page) == before


def test_hot_seat_hands_over_without_showing_a_secret_colour(page, site_url, recorded_requests):
    open_game(page, site_url, "/guerre-des-moutons/play?seats=human,human,human&seed=6")
    state = state_of(page)
    mover = state.to_move
    assert page.locator("[data-hand-over]").is_visible()
    assert page.locator("[data-own-colour]").count() == 0 and page.locator("#hand [data-tile]").count() == 0
    click(page, '[data-cmd="reveal"]')
    own = page.locator("[data-own-colour]")
    assert own.count() == 1
    assert own.get_attribute("data-own-colour") == ",".join(TERRAIN_LETTERS[c] for c in state.colours[mover])
    assert page.locator(f'[data-seat="{mover}"] [data-own-colour]').count() == 1
    play_one_tile(page)
    if state_of(page).to_move != mover:
        assert page.locator("[data-hand-over]").is_visible() and page.locator("[data-own-colour]").count() == 0
    assert_only_local(recorded_requests)


def test_keyboard_play_picks_a_face_and_lays_it(page, site_url, recorded_requests):
    open_game(page, site_url, route_to(2, "human,ai-easy", lambda s: s.phase == "turn" and len(s.table) >= 3))
    before = len(record(page)["actions"])
    page.locator("#hand .gdm-hand-face[data-pick^='tile:']").first.focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    page.locator('[data-pick="rotate"]').focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    if not page.locator("#board [data-action]").count():
        page.locator('[data-pick="rotate-back"]').focus()
        page.keyboard.press("Enter")
        wait_idle(page)
    target = page.locator("#board [data-action]").first
    goal = target.get_attribute("data-action")
    target.focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    assert record(page)["actions"][before] == goal
    assert_only_local(recorded_requests)


def test_undo_resume_replay_share_export_and_import(page, site_url, recorded_requests):
    open_game(page, site_url, "/guerre-des-moutons/play?seats=human,ai-easy&seed=8")
    while state_of(page).phase == "react":  # (a link with moves opens that position, never a save)
        click(page, PASS_OUT_OF_TURN)
    play_one_tile(page)
    wait_idle(page)
    assert page.locator("#undo").is_disabled(), "a drawn tile stays drawn"
    before = record(page)
    reload_resumes(page, before)
    page.locator('[data-cmd="replay"][data-step="back"]').click()
    wait_idle(page)
    turn = replay(before, upto=len(before["actions"]) - 1).view(None)["turn"]
    assert page.locator("#replay-position").inner_text().startswith(f"Turn {turn}\nof "), "turns, not moves"
    page.locator('[data-cmd="replay"][data-step="last"]').click()
    more(page, "share")
    assert "colours" in page.locator("[data-reveals]").inner_text()
    share_link_opens(page, before)
    file_round_trip(page, site_url, "/guerre-des-moutons/play?seats=human,ai-easy&seed=99", before, "play:L1K/A0@0:0")
    assert_only_local(recorded_requests)


def finished_by_a_stop(seed: int) -> dict:
    """A random two-player game whose last move is seat 0 stopping."""
    for attempt in range(300):
        state = new_game(seed + attempt, 2)
        rng = new_rng(seed + attempt, "e2e-stop")
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        game = state.record(["human", "ai-easy"])
        last = parse_action(game["actions"][-1])
        if last.verb == "stop" and replay(dict(game, actions=game["actions"][:-1])).to_move == 0:
            return game
    raise AssertionError("no game ended on seat 0 stopping")


def test_a_game_embedded_in_a_blog_post_tells_the_parent_the_end(page, site_url, recorded_requests):
    game = finished_by_a_stop(3)
    moves = quote(",".join(game["actions"][:-1]))
    src = f"{site_url}/embed.html?game=guerre-des-moutons&seats=human,ai-easy&seed={game['seed']}&moves={moves}"
    with blog_post(src) as post:
        page.goto(post)
        frame = page.frame_locator("#game")
        press_play(frame)  # the preview first: Python boots on Play
        frame.locator('[data-pick="stop"]').click()
        frame.locator('[data-action="stop"]').click()
        message = over_message(page)
        assert message["record"]["game"] == "guerre-des-moutons" and replay(message["record"]).is_over
        frame.locator("[data-over]").wait_for()
    assert_only_local(recorded_requests)


def test_the_setup_form_starts_the_game_it_describes(page, site_url, recorded_requests):
    open_game(page, site_url, "/guerre-des-moutons")
    page.locator("select[name=seat-1]").select_option("ai-hard")
    page.locator("select[name=seat-2]").select_option("off")
    page.locator("input[name=bicolour]").check()
    page.locator('[data-cmd="start"]').click()
    page.wait_for_function("window.ludotheque.record() !== null")
    wait_idle(page)
    game = record(page)
    assert game["players"] == ["human", "ai-hard"]
    assert game["options"]["bicolour"] is True, "two players may own two colours each"
    own = page.locator("[data-own-colour]").get_attribute("data-own-colour")
    assert len(own.split(",")) == 2


@pytest.mark.parametrize("size", [(390, 844), (820, 1180)])
def test_the_whole_hand_shows_and_picking_a_face_leaves_it_in_place(browser, site_url, size):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, has_touch=True)
    page = context.new_page()
    page.goto(site_url + table_route(core.entry("guerre-des-moutons")))
    wait_ready(page)
    wait_idle(page)
    tiles = page.locator("#hand .gdm-hand-tile").evaluate_all(
        "els => els.map(e => { const b = e.getBoundingClientRect(); return b.left >= 0 && b.right <= innerWidth; })")
    hand = page.locator("#hand").bounding_box()
    page.locator("#hand [data-pick^='tile:']").first.click()
    wait_idle(page)
    tools = page.locator('[data-pick="flip"]').bounding_box()
    after = page.locator("#hand").bounding_box()
    context.close()
    assert len(tiles) >= 4 and all(tiles), f"every tile of the hand in sight: {tiles}"
    assert abs(after["y"] - hand["y"]) <= 1 and abs(after["height"] - hand["height"]) <= 1, (hand, after)
    assert tools["y"] + tools["height"] <= after["y"], "the turning tools sit above the hand"


def test_a_counted_meadows_label_fits_its_box_at_the_end(page, site_url):
    from e2e.helpers import finished_route

    entry = core.entry("guerre-des-moutons")
    for seed in (14, 30):  # a counted meadow by a forest a wolf could have reached; a wolf's spoiled one
        page.goto(f"{site_url}/index.html#{finished_route(entry, seed)}")
        wait_ready(page)
        labels = page.evaluate("""() => [...document.querySelectorAll('#board .gdm-enclosure')].map(g => ({
            text: g.querySelector('.gdm-count').textContent, status: g.dataset.status,
            inside: g.querySelector('.gdm-count').getBBox().width, box: +g.querySelector('.gdm-count-box').getAttribute('width')}))""")
        for label in labels:
            assert label["inside"] <= label["box"] - 12, label
            assert ("⚠" in label["text"]) == (label["status"] == "spoiled"), "once over, no wolf can come"


def test_a_tile_tapped_before_ones_turn_lets_the_question_go_and_is_picked_for_the_turn(page, site_url, recorded_requests):
    open_game(page, site_url, "/guerre-des-moutons/play?seats=human,ai-easy&seed=3")
    for _ in range(6):  # the computer's turn first, or a question out of turn, as the deal falls
        if page.locator("[data-before-turn]").count():
            break
        go_on(page, state_of(page))
    assert page.locator("[data-before-turn]").count(), "the question before the person's turn (its ? tile)"
    face = page.locator("#hand [data-then-pick]").first
    tile, side = face.get_attribute("data-tile"), face.get_attribute("data-side")
    before = len(record(page)["actions"])
    face.click()
    wait_idle(page)
    assert record(page)["actions"][before] == "done", "one tap let the question go"
    assert state_of(page).phase == "turn" and not page.locator("[data-before-turn]").count()
    picked = page.locator(f'#hand [data-tile="{tile}"][data-side="{side}"]')
    assert picked.get_attribute("aria-pressed") == "true", "the tile tapped is picked for the turn"
    assert page.locator("#board [data-action^='play:']").count(), "and the table lights where it fits"
    assert_only_local(recorded_requests)

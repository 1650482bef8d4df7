"""Moves that move: the table is updated in place, so the board and the pieces already on it stay
the same (focus and all), and each move's pieces animate; nothing moves for a player who asked for
reduced motion."""

from __future__ import annotations

from e2e.helpers import assert_only_local, open_game, wait_idle

KULAMI = "/kulami/play?seats=human,ai-easy&seed=3&first=red"
CLUSTERED = "/clustered/play?seats=human,ai-easy&seed=3"
TROUPEAUX = "/troupeaux/play?seats=human,ai-easy&seed=3"

# Tags the board and every piece now on it, so that a later look can tell the same DOM node.
MARK = """() => {
    document.getElementById('board').__kept = true;
    for (const node of document.querySelectorAll('[data-piece]')) node.__kept = node.dataset.piece;
    return [...document.querySelectorAll('[data-piece]')].map(n => n.dataset.piece);
}"""
# The pieces marked before that are now other nodes, or gone (the board itself as "#board").
REPLACED = """names => {
    const lost = document.getElementById('board').__kept ? [] : ['#board'];
    for (const name of names) {
        const node = document.querySelector(`[data-piece="${name}"]`);
        if (!node || node.__kept !== name) lost.push(name);
    }
    return lost;
}"""
# The pieces whose motion is running now.
MOVING = "() => [...document.querySelectorAll('[data-piece]')].filter(n => n.getAnimations().length).map(n => n.dataset.piece)"


def moving(page, name: str) -> None:
    """Wait (briefly) until the piece ``name`` is seen moving."""
    page.wait_for_function(
        "name => { const n = document.querySelector(`[data-piece=\"${name}\"]`); return n && n.getAnimations().length > 0; }",
        arg=name, polling=10, timeout=3_000,
    )  # fmt: skip


def still(page) -> None:
    """Wait until no piece moves any more (a card picked up glides without making the page busy)."""
    page.wait_for_function(f"({MOVING})().length === 0", timeout=5_000)


def test_a_marble_drops_into_its_hole_and_the_marbles_already_there_stay_put(page, site_url, recorded_requests):
    open_game(page, site_url, KULAMI)
    page.locator("[data-action]").first.click()
    wait_idle(page)
    before = page.evaluate(MARK)
    assert len(before) == 2, "my marble and the computer's reply"
    hole = page.locator("[data-action]").first.get_attribute("data-hole")
    page.locator(f'[data-action="{hole}"]').click()
    moving(page, f"marble-{hole}")  # mine drops in
    timings = page.evaluate(f"""name => document.querySelector(`[data-piece="${{name}}"]`).getAnimations()
                                .map(a => a.effect.getTiming().duration)""", f"marble-{hole}")
    assert timings and all(250 <= ms <= 400 for ms in timings), timings
    page.wait_for_function(f"names => ({MOVING})().some(n => !names.includes(n) && n !== 'marble-{hole}')",
                           arg=before, polling=10, timeout=20_000)  # then the computer's, in its turn
    wait_idle(page)
    assert page.evaluate(REPLACED, before) == [], "the board and the marbles already on it are the same nodes"
    assert page.locator("[data-piece^='marble-']").count() == 4
    assert_only_local(recorded_requests)


def test_the_board_keeps_the_keyboard_focus_across_the_computers_reply(page, site_url, recorded_requests):
    open_game(page, site_url, KULAMI)
    page.locator("[data-action]").first.focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    focused = page.evaluate("document.activeElement.closest('#board') !== null")
    assert focused, "the hole played keeps the focus once the computer has replied"
    assert_only_local(recorded_requests)


def test_nothing_moves_and_nothing_waits_for_a_player_who_asks_for_reduced_motion(page, site_url, recorded_requests):
    page.emulate_media(reduced_motion="reduce")
    open_game(page, site_url, "/kulami/play?seats=human,human&seed=3&first=red")
    page.evaluate("""() => { window.busySeen = false;
        new MutationObserver(() => { if (document.documentElement.hasAttribute('data-busy')) busySeen = true; })
            .observe(document.documentElement, {attributes: true, attributeFilter: ['data-busy']}); }""")
    page.locator('[data-action="d4"]').click()
    assert page.evaluate(MOVING) == [], "no piece animates"
    assert page.locator('[data-piece="marble-d4"]').count() == 1
    assert page.evaluate("busySeen") is False, "a move in hot-seat play makes the page busy for no time at all"
    assert_only_local(recorded_requests)


def test_a_card_laid_from_the_hand_glides_from_the_hand_to_its_cell(page, site_url, recorded_requests):
    open_game(page, site_url, CLUSTERED)
    card = page.locator("#hand [data-pick]").first
    name = card.get_attribute("data-piece")
    card.click()
    still(page)
    hand = card.evaluate("n => { const b = n.getBoundingClientRect(); return [b.x + b.width / 2 + scrollX, b.y + b.height / 2 + scrollY]; }")
    others = [n for n in page.evaluate(MARK) if n != name]
    page.locator("[data-action]").first.click()
    moving(page, name)
    # Where the card is drawn as its motion starts: where it was in the hand.
    start = page.evaluate("""name => {
        const node = document.querySelector(`#table-pan [data-piece="${name}"]`);
        for (const a of node.getAnimations()) { a.pause(); a.currentTime = 0; }
        const box = node.getBoundingClientRect();
        for (const a of node.getAnimations()) a.play();
        return [box.x + box.width / 2 + scrollX, box.y + box.height / 2 + scrollY];  // on the page, as the click may scroll
    }""", name)  # fmt: skip
    assert abs(start[0] - hand[0]) < 6 and abs(start[1] - hand[1]) < 6, (start, hand)
    wait_idle(page)
    assert page.locator(f'#table-pan [data-piece="{name}"]').count() == 1, "the card is on the table"
    assert page.locator(f'#hand [data-piece="{name}"]').count() == 0
    assert page.evaluate(REPLACED, others) == [], "the other cards (hand and table) are the same nodes"
    assert_only_local(recorded_requests)


def test_a_herd_moving_up_the_path_is_the_same_herd(page, site_url, recorded_requests):
    open_game(page, site_url, TROUPEAUX)
    for selector in ("[data-action^='draw:']", "#hand [data-pick^='card:']", "[data-action^='lay:']", "[data-action='end']",
                     "[data-action^='draw:']"):
        page.locator(selector).first.click()
        wait_idle(page)
    herd = page.locator("[data-pick^='herd:']").first
    cell = herd.get_attribute("data-hole")
    name = herd.locator("[data-piece]").get_attribute("data-piece")
    herd.click()
    before = page.evaluate(MARK)
    target = page.locator(f"[data-action^='move:{cell}>']").first
    goes_to = target.get_attribute("data-action").split(">")[1]
    target.click()
    moving(page, name)
    wait_idle(page)
    assert page.locator(f'[data-hole="{goes_to}"] [data-piece="{name}"]').count() == 1, "the herd is on its new cell"
    assert page.evaluate(REPLACED, before) == [], "the herd that moved, and all the others, are the same nodes"
    assert_only_local(recorded_requests)

"""Moves that move: the table is updated in place, so the board and the pieces already on it stay
the same (focus and all), and each move's pieces animate; nothing moves for a player who asked for
reduced motion. (The other tests' pages prefer reduced motion: see e2e/conftest.py.)"""

from __future__ import annotations

import pytest

from e2e.helpers import assert_only_local, open_game, wait_idle

KULAMI = "/kulami/play?seats=human,ai-easy&seed=3&first=red"
CLUSTERED = "/clustered/play?seats=human,ai-easy&seed=3"
TROUPEAUX = "/troupeaux/play?seats=human,ai-easy&seed=3"
KLUITZ = "/kluitz/play?seats=human,ai-easy&seed=3&first=1"
SHEEP_WAR = "/guerre-des-moutons/play?seats=human,ai-easy&seed=3"

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


@pytest.fixture
def page(page):
    """A page whose player does not ask for reduced motion."""
    page.emulate_media(reduced_motion="no-preference")
    return page


# Where the piece ``name`` is in the hand when the move is played (the click that plays it may have
# scrolled the page first): the middle of its box on the page, kept in window.handAtMove.
HAND_AT_MOVE = """name => {
    const motion = window.ludothequeMotion, measure = motion.measure;
    motion.measure = () => {
        const b = document.querySelector(`#hand [data-piece="${name}"]`).getBoundingClientRect();
        window.handAtMove = [b.x + b.width / 2 + scrollX, b.y + b.height / 2 + scrollY];
        motion.measure = measure;
        measure();
    };
}"""


# Where the piece ``name`` is as its motion starts, kept in window.startAt: measured as the page starts
# the animation (paused at its first frame), so that a slow round trip cannot miss a short motion.
START_AT = """name => {
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args) {
        const animation = animate.apply(this, args);
        if (this.dataset && this.dataset.piece === name) {
            Element.prototype.animate = animate;
            animation.pause();
            animation.currentTime = 0;
            const b = this.getBoundingClientRect();
            window.startAt = [b.x + b.width / 2 + scrollX, b.y + b.height / 2 + scrollY];
            animation.play();
        }
        return animation;
    };
}"""


def lays_from_the_hand(page, pick: str, place: str, board: str) -> None:
    """Pick a piece in the hand, lay it: on the board, it starts its motion where it was in the hand,
    and every other piece (in the hand, on the board) stays the same node."""
    card = page.locator(pick).first
    name = card.evaluate("n => n.closest('[data-piece]').dataset.piece")
    card.click()
    still(page)
    others = [n for n in page.evaluate(MARK) if n != name]
    page.evaluate(HAND_AT_MOVE, name)
    page.evaluate(START_AT, name)
    page.locator(place).first.click()
    page.wait_for_function("window.startAt", timeout=3_000)
    hand, start = page.evaluate("window.handAtMove"), page.evaluate("window.startAt")
    assert abs(start[0] - hand[0]) < 6 and abs(start[1] - hand[1]) < 6, (start, hand)
    wait_idle(page)
    assert page.locator(f'{board} [data-piece="{name}"]').count() == 1, "the piece is on the table"
    assert page.locator(f'#hand [data-piece="{name}"]').count() == 0
    assert page.evaluate(REPLACED, others) == [], "the other pieces (hand and table) are the same nodes"


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
    timings = page.evaluate("""name => document.querySelector(`[data-piece="${name}"]`).getAnimations()
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


# Counts the boxes asked of the page (each one makes the browser lay the page out) before it is ready.
COUNT_LAYOUTS = """(() => {
    window.laidOutBeforeReady = 0;
    const box = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function () {
        if (document.documentElement.dataset.ready !== '1') window.laidOutBeforeReady += 1;
        return box.call(this);
    };
})()"""


@pytest.mark.parametrize("route", [KULAMI, CLUSTERED, TROUPEAUX, KLUITZ, SHEEP_WAR])
def test_a_table_just_opened_has_nothing_to_move_so_no_piece_is_measured(page, site_url, route, recorded_requests):
    page.add_init_script(COUNT_LAYOUTS)
    open_game(page, site_url, route)
    assert page.evaluate("window.laidOutBeforeReady") == 0, "its pieces are drawn where they are: none is measured"
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
    lays_from_the_hand(page, "#hand [data-pick]", "[data-action]", "#table-pan")
    assert_only_local(recorded_requests)


def test_a_tile_laid_from_the_hand_glides_to_its_cell(page, site_url, recorded_requests):
    open_game(page, site_url, SHEEP_WAR)
    lays_from_the_hand(page, "#hand [data-pick^='tile:']", "[data-action^='play:']", "#table-pan")
    assert_only_local(recorded_requests)


def test_a_tile_turned_over_is_the_same_tile_showing_its_face(page, site_url, recorded_requests):
    open_game(page, site_url, KLUITZ)
    before = page.evaluate(MARK)
    cell = page.locator("[data-action^='turn:']").first.get_attribute("data-hole")
    tile = f'[data-piece="tile-{cell}"]'
    assert page.locator(tile).get_attribute("data-look") == "down"
    page.locator(f'[data-action="turn:{cell}"]').click()
    moving(page, f"tile-{cell}")
    wait_idle(page)
    assert page.locator(tile).get_attribute("data-look") != "down", "the tile shows its face"
    assert page.evaluate(REPLACED, before) == [], "the tile that turned over, and all the others, are the same nodes"
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


# Each piece of the hand that starts a motion: whether its box, where the motion starts, lies within
# the hand's row (a row that scrolls cuts what sticks out of it), kept in window.handStarts.
HAND_STARTS = """() => {
    const motion = window.ludothequeMotion, play = motion.play;
    window.handStarts = [];
    motion.play = () => {
        const ms = play();
        for (const node of document.querySelectorAll('#hand [data-piece]')) {
            const row = (node.parentElement.closest('.hand-cards') || document.getElementById('hand')).getBoundingClientRect();
            for (const a of node.getAnimations()) {
                const now = a.currentTime;
                a.currentTime = 0;
                const b = node.getBoundingClientRect();
                a.currentTime = now;
                window.handStarts.push({piece: node.dataset.piece, top: b.top - row.top, bottom: row.bottom - b.bottom});
            }
        }
        return ms;
    };
}"""


def test_a_card_drawn_into_the_hand_grows_in_its_row_and_is_never_cut_off(page, site_url, recorded_requests):
    open_game(page, site_url, CLUSTERED)
    page.evaluate(HAND_STARTS)
    page.locator("#hand [data-pick]").first.click()
    still(page)
    page.locator("[data-action]").first.click()  # the card laid, one is drawn in its place
    wait_idle(page)
    starts = page.evaluate("window.handStarts")
    assert starts, "a card came into the hand, moving"
    assert all(s["top"] >= -0.5 and s["bottom"] >= -0.5 for s in starts), starts
    assert_only_local(recorded_requests)

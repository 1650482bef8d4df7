"""The game table fills the screen like a board-game app on a tablet, a phone and a laptop: during
play the page never scrolls, the board and the person's hand are on screen together, and on touch
screens everything tappable is at least 44x44 CSS px. A screenshot per game and screen is saved in
the test's output folder (test-results/) for review."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

import pytest

from e2e.helpers import wait_idle, wait_ready
from game import core

GAMES = [entry for entry in core.REGISTRY if entry.available]
# name: (width, height, touch)
SCREENS = {
    "tablet-portrait": (820, 1180, True),
    "tablet-landscape": (1180, 820, True),
    "phone": (390, 844, True),
    "laptop": (1366, 768, False),
}
TOUCH_TARGET = 44
HINTS_READ = "for (const entry of %s) localStorage.setItem('ludotheque.hint.' + entry, '1')"


def halfway(game_id: str, players: int, seed: int = 11) -> list[str]:
    """The moves of a seeded random game to a position in its middle third where seat 0 (the
    person) is to move with the most choices (the most targets on screen)."""
    state = core.load(game_id).new_game(seed, players)
    rng = core.new_rng(seed, "layout")
    played: list[tuple[str, int | None, int]] = []  # (move, who made it, how many choices they had)
    while not state.is_over:
        legal = state.legal_actions()
        action = legal[int(rng.random() * len(legal))]
        played.append((str(action), state.to_move, len(legal)))
        state.apply(action)
    third = len(played) // 3
    candidates = [i for i in range(third, 2 * third) if played[i][1] == 0]
    stop = max(candidates, key=lambda i: played[i][2])
    return [move for move, _, _ in played[:stop]]


def players_of(entry: core.Entry) -> int:
    return min(max(entry.min_players, 2), 3, entry.max_players)


def route(entry: core.Entry) -> str:
    players = players_of(entry)
    seats = ",".join(["human"] + ["ai-easy"] * (players - 1))
    moves = quote(",".join(halfway(entry.id, players)))
    return f"/index.html#/{entry.id}/play?seats={seats}&seed=11&moves={moves}"


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


MEASURE = """() => {
  const box = e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; };
  const shown = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const hand = document.querySelector('#hand > *');
  return {
    scroll: [document.scrollingElement.scrollWidth, document.scrollingElement.scrollHeight],
    viewport: [innerWidth, innerHeight],
    board: box(document.getElementById('board')),
    hand: hand ? box(hand) : null,
    small: [...document.querySelectorAll('[data-action],[data-pick]')].filter(shown).map(e => ({
      what: e.getAttribute('data-action') || e.getAttribute('data-pick'), ...box(e)}))
      .filter(b => b.w < 43.5 || b.h < 43.5),
    actions: document.querySelectorAll('#board [data-action]').length,
  };
}"""


def inside(box: dict, width: int, height: int) -> bool:
    return box["x"] >= -0.5 and box["y"] >= -0.5 and box["x"] + box["w"] <= width + 0.5 and box["y"] + box["h"] <= height + 0.5


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
        page.goto(site_url + route(entry))
        ready_to_act(page)
        for name, width, height in sizes:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(150)
            page.screenshot(path=str(folder / f"{entry.id}-{name}.png"))
            seen = page.evaluate(MEASURE)
            assert seen["scroll"][1] <= height, f"{name}: the page scrolls ({seen['scroll'][1]} > {height})"
            assert seen["scroll"][0] <= width, f"{name}: the page scrolls sideways ({seen['scroll'][0]} > {width})"
            assert inside(seen["board"], width, height), f"{name}: the board is off screen: {seen['board']}"
            assert seen["board"]["h"] >= 0.35 * height or seen["board"]["w"] >= 0.9 * width, f"{name}: the board is cramped"
            if seen["hand"] is not None:
                assert inside(seen["hand"], width, height), f"{name}: the hand is off screen: {seen['hand']}"
            assert seen["actions"], f"{name}: the board offers no move to tap"
            if touch:
                assert not seen["small"], f"{name}: targets under {TOUCH_TARGET} px: {seen['small'][:6]}"
        context.close()

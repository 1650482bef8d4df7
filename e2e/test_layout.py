"""The game table fills the screen like a board-game app on a tablet, a phone and a laptop: during
play the page never scrolls, the board, the person's hand and every tool of the toolbar (the "more"
menu among them) are on screen together, and on touch screens everything tappable is at least 44x44
CSS px. A screenshot per game and screen is saved in
the test's output folder (test-results/) for review."""

from __future__ import annotations

from pathlib import Path

import pytest

from e2e.helpers import MEASURE_TABLE, inside, table_route, wait_idle, wait_ready
from game import core
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

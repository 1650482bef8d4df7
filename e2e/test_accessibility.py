"""Keyboard-only play and an automated accessibility check (axe-core) on every screen."""

from __future__ import annotations

import pytest

from e2e.helpers import add_axe, assert_only_local, hand_over_games, wait_ready
from game import core

IDLE = 'html[data-ready="1"]:not([data-busy])'
ARROWS = {(-1, 0): "ArrowUp", (1, 0): "ArrowDown", (0, -1): "ArrowLeft", (0, 1): "ArrowRight"}


def cell(name: str) -> tuple[int, int]:
    return int(name[1:]) - 1, "abcdefghij".index(name[0])


def focused_hole(page) -> str | None:
    return page.evaluate("document.activeElement && document.activeElement.getAttribute('data-hole')")


def test_a_whole_game_can_be_played_with_the_keyboard_alone(page, site_url, recorded_requests):
    page.goto(f"{site_url}/index.html#/kulami/play?seats=human,ai-easy&seed=12&first=red")
    wait_ready(page)
    for _ in range(60):  # Tab into the board
        if focused_hole(page):
            break
        page.keyboard.press("Tab")
    assert focused_hole(page), "the board can be reached with Tab"
    for _ in range(40):
        page.wait_for_selector(IDLE, state="attached", timeout=30_000)
        if page.locator("[data-over]").count():
            break
        here = focused_hole(page)
        assert here, "the focus stays on the board between moves"
        legal = page.locator("[data-action]").evaluate_all("els => els.map(e => e.dataset.action)")
        target = min(legal, key=lambda n: abs(cell(n)[0] - cell(here)[0]) + abs(cell(n)[1] - cell(here)[1]))
        (r0, c0), (r1, c1) = cell(here), cell(target)
        for _ in range(abs(r1 - r0)):
            page.keyboard.press(ARROWS[(1 if r1 > r0 else -1, 0)])
        for _ in range(abs(c1 - c0)):
            page.keyboard.press(ARROWS[(0, 1 if c1 > c0 else -1)])
        assert focused_hole(page) == target
        label = page.evaluate("document.activeElement.getAttribute('aria-label')")
        assert label == f"Place a marble on {target}"
        page.keyboard.press("Enter")
    page.wait_for_selector("[data-over]", timeout=30_000)
    assert_only_local(recorded_requests)


def test_the_opponents_moves_are_announced_in_a_live_region(page, site_url, recorded_requests):
    page.goto(f"{site_url}/index.html#/kulami/play?seats=human,ai-easy&seed=12&first=red")
    wait_ready(page)
    page.locator('[data-action="d4"]').click()
    page.wait_for_selector(IDLE, state="attached")
    live = page.locator("#announce")
    assert live.get_attribute("aria-live") == "polite"
    assert live.inner_text().startswith("Black played ")


def axe_violations(page) -> list[str]:
    add_axe(page)
    result = page.evaluate("async () => (await axe.run(document)).violations.map(v => [v.impact, v.id, v.nodes.length, v.nodes.slice(0, 3).map(n => n.target.join(' '))])")
    return [f"{impact} {rule} x{count}: {targets}" for impact, rule, count, targets in result if impact in ("serious", "critical")]


def finished_troupeaux_route() -> str:
    """A Troupeaux game played to its end with random moves, as a route with its moves."""
    from urllib.parse import quote

    from game import troupeaux
    from game.core import new_rng

    state = troupeaux.new_game(4)
    rng = new_rng(4, "axe")
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    moves = quote(",".join(state.record()["actions"]))
    return f"/troupeaux/play?seats=human,ai-easy&seed=4&moves={moves}"


def finished_gdm_route() -> str:
    """A game of La Guerre des Moutons played to its end with random moves (nobody stops), with its moves."""
    from urllib.parse import quote

    from game import guerre_des_moutons
    from game.core import new_rng

    state = guerre_des_moutons.new_game(4, 3)
    rng = new_rng(4, "axe")
    while not state.is_over:
        legal = [a for a in state.legal_actions() if a.verb != "stop"] or state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    moves = quote(",".join(state.record()["actions"]))
    return f"/guerre-des-moutons/play?seats=human,ai-easy,ai-easy&seed=4&moves={moves}"


def kluitz_round_route() -> str:
    """The Kluitz between its rounds: round 1's summary over its final field."""
    from game import kluitz
    from game.core import new_rng

    state, rng = kluitz.new_game(1, 2), new_rng(1, "t")
    while not state.results:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    return f"/kluitz/play?seats=human,human&seed=1&moves={','.join(state.record()['actions'])}"


# Each game's own routes (test_every_game_has_its_table_and_end_here): its table in play, and its end.
TABLES = {
    "kulami": "/kulami/play?seats=human,ai-easy&seed=3&first=red",
    "clustered": "/clustered/play?seats=human,ai-easy,ai-easy&seed=3&first=0",  # a card picked: lit cells
    "kluitz": "/kluitz/play?seats=human,ai-easy&seed=3&first=1&assisted_memory=1",
    "troupeaux": "/troupeaux/play?seats=human,ai-easy&seed=3",  # cards picked: lit cells
    "guerre-des-moutons": "/guerre-des-moutons/play?seats=human,ai-easy,ai-easy&seed=3",  # a face picked: lit cells
}
ENDS = {
    "kulami": "/kulami/play?seats=ai-easy,ai-easy&seed=5&layout=random-irregular&zones=1&chains=1",
    "clustered": "/clustered/play?seats=ai-easy&seed=5&speed=1",
    "kluitz": "/kluitz/play?seats=ai-easy&seed=5",
    "troupeaux": finished_troupeaux_route(),  # a finished game, from its moves
    "guerre-des-moutons": finished_gdm_route(),
}
HAND_OVER = hand_over_games()


def game_screens(entry: core.Entry) -> dict[str, str]:
    """A game's screens: its setup, its rules, its table, the hand-over that starts a hot-seat game
    of people (up to three) when their hands are hidden from each other, and its end."""
    people = ",".join(["human"] * min(3, entry.max_players))
    screens = {"setup": f"/{entry.id}", "rules": f"/{entry.id}/rules", "game": TABLES.get(entry.id)}
    if entry.id in HAND_OVER:
        screens["hand-over"] = f"/{entry.id}/play?seats={people}&seed=3"
    screens["end"] = ENDS.get(entry.id)
    return {f"{entry.id}-{name}": route for name, route in screens.items() if route is not None}


SCREENS = {
    "menu": "/",
    **{name: route for entry in core.REGISTRY if entry.available for name, route in game_screens(entry).items()},
    # the table's overlays, menu and sheet (the shell's, on one game's table)
    "game-more-menu": "/kulami/play?seats=human,ai-easy&seed=3&first=red&moves=d4,d7",
    "game-rules-sheet": "/kulami/play?seats=human,ai-easy&seed=3&first=red&moves=d4,d7",
    "game-replay": "/kulami/play?seats=human,ai-easy&seed=3&first=red&moves=d4,d7",
    "kluitz-round": kluitz_round_route(),  # a screen of one game's own: between two rounds
}


def test_every_game_has_its_table_and_end_here():
    games = set(core.available_games())
    for name, routes in (("TABLES", TABLES), ("ENDS", ENDS)):
        assert set(routes) == games, f"{name}: one route per game ({sorted(games ^ set(routes))} missing or unknown)"


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_serious_accessibility_violation(page, site_url, screen, language):
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page)
    if language == "fr":
        page.locator('[data-cmd="language"][data-language="fr"]').click()
    page.goto(f"{site_url}/index.html#{SCREENS[screen]}")
    page.wait_for_selector("main", state="attached")
    if screen.endswith("end"):
        page.wait_for_selector("[data-over]", timeout=90_000)
    else:
        page.wait_for_selector(IDLE, state="attached", timeout=30_000)
    if screen == "troupeaux-game":
        page.locator("#hand [data-pick]").first.click()
        page.wait_for_selector("#board [data-action^='lay:']")
    if screen == "guerre-des-moutons-game":
        while page.locator("[data-react]").count():
            page.locator('[data-react] [data-action="done"]').click()
            page.wait_for_selector(IDLE, state="attached", timeout=30_000)
        page.locator("#hand [data-pick^='tile:']").first.click()
        page.wait_for_selector("#board [data-action]")
        page.locator("#enclosures summary").click() if page.locator("#enclosures summary").count() else None
    if screen == "clustered-game":
        page.locator("#hand [data-pick]").first.click()
        page.wait_for_selector("#board [data-action]")
        page.locator('[data-cmd="highlight"][data-seat="0"]').click()
    if screen == "game-more-menu":
        page.locator("#more > summary").click()
        page.locator('#more [data-cmd="share"]').click()
    if screen == "game-rules-sheet":
        page.locator('[data-cmd="rules-open"]').click()
    if screen == "game-replay":
        page.locator('#replay [data-step="back"]').click()
        page.wait_for_selector("#replay-banner:not([hidden])")
    if screen == "kluitz-round":
        page.wait_for_selector("[data-round-over]")
    problems = axe_violations(page)
    assert not problems, "\n".join(problems)

"""Practice after start-up (web/warm_up.py): once the app is up on a first visit, the computer plays
practice games nobody sees, so that the browser keeps Python's optimised code for the next start. It
must never touch the game on the table, the saves or the player's clicks."""

from __future__ import annotations

import re

from e2e.helpers import open_game, record, wait_idle, wait_ready

HOT_SEAT = "/kulami/play?seats=human,human&seed=3&first=red"
AGAINST_THE_COMPUTER = "/kulami/play?seats=human,ai-easy&seed=3&first=red"
MARKED = "name => performance.getEntriesByName(name).length > 0"


def practised(page) -> None:
    page.wait_for_function(MARKED, arg="ludotheque:practised", timeout=30_000)


def test_a_first_visit_practises_once_and_leaves_the_game_and_saves_alone(page, site_url):
    open_game(page, site_url, HOT_SEAT)
    practised(page)
    assert record(page)["actions"] == []
    assert re.fullmatch(r"\d+\.\d+\.\d+", page.evaluate("localStorage.getItem('ludotheque.warmed')"))
    saves = [key for key in page.evaluate("Object.keys(localStorage)") if key.startswith("ludotheque.game.")]
    assert len(saves) == 1, "no practice game is saved"
    kept = page.evaluate("key => JSON.parse(localStorage.getItem(key)).record", saves[0])
    assert (kept["seed"], kept["actions"]) == (3, []), "the one kept is the game on the table"
    page.reload()
    wait_ready(page)
    page.wait_for_timeout(1500)  # longer than practice waits before it starts
    assert not page.evaluate(MARKED, "ludotheque:practice"), "the next visit does not practise again"


def test_a_move_made_during_practice_is_played_at_once_and_the_computer_still_answers(page, site_url):
    open_game(page, site_url, AGAINST_THE_COMPUTER)
    page.wait_for_function(MARKED, arg="ludotheque:practice", timeout=30_000)
    assert not page.evaluate(MARKED, "ludotheque:practised"), "practice is still under way"
    page.locator('[data-action="d4"]').click()
    wait_idle(page)
    actions = record(page)["actions"]
    assert actions[0] == "d4" and len(actions) == 2, "the player's move, then the computer's"
    practised(page)
    assert record(page)["actions"] == actions

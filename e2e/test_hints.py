"""Hints at the table, in the browser: the Hint button ("Hint", "Indice" in French) asks the computer's
hard level for a good move from the person's own view; the elements of that move carry
``data-hint="<the move>"`` until the next move, a person who taps what is marked plays exactly that
move, the record notes it was played after a hint, and the end screen says how many hints were used."""

from __future__ import annotations

import pytest

from e2e.helpers import finished_route, open_game, record, table_route, wait_idle
from game import core

GAMES = [entry for entry in core.REGISTRY if entry.available and entry.ui]


def play_the_hint(page, move: str) -> None:
    """Tap what the hint marks, as a person would: the move itself once the board offers it, else the
    part of it still to pick (a card, a tile), else turn the picked tile."""
    for _ in range(10):
        exact = page.locator(f'[data-action="{move}"]')
        if exact.count():
            exact.first.click()
            return
        marked = page.locator('[data-hint][data-pick]:not([aria-pressed="true"])')
        if marked.count():
            marked.first.click()
            continue
        page.locator('[data-pick="rotate"]').click()
    raise AssertionError(f"tapping what the hint marks never offered {move}")


@pytest.mark.parametrize("entry", GAMES, ids=[entry.id for entry in GAMES])
def test_tapping_what_the_hint_marks_plays_the_hinted_move_and_the_record_notes_it(entry, page, site_url):
    open_game(page, site_url, table_route(entry, at=""))
    before = len(record(page)["actions"])
    hint = page.get_by_role("button", name="Hint", exact=True)
    assert hint.get_attribute("aria-disabled") == "false", "the person may ask on their turn"
    hint.click()
    wait_idle(page)
    marked = page.locator("[data-hint]")
    assert marked.count() >= 1, "the hinted move is marked on the table"
    move = marked.first.get_attribute("data-hint")
    assert page.locator("#message").inner_text().startswith("A good move is marked on the board")
    play_the_hint(page, move)
    wait_idle(page)
    played = record(page)
    assert played["actions"][before] == move
    assert before in played["hints"]
    assert page.locator(f'[data-hint="{move}"]').count() == 0, "the mark goes with the next move"


COVERED = """() => {
    const line = document.getElementById("message").getBoundingClientRect();
    return [...document.querySelectorAll("[data-hint]")].map(e => e.getBoundingClientRect()).filter(box => box.width
      && box.left < line.right && line.left < box.right && box.top < line.bottom && line.top < box.bottom).length;
}"""


PHONE_HINTS = [table_route(entry, at="") for entry in GAMES] + ["/troupeaux/play?seats=human,ai-easy&seed=11"]


@pytest.mark.parametrize("route", PHONE_HINTS, ids=[entry.id for entry in GAMES] + ["troupeaux-draw"])
def test_on_a_phone_the_hints_line_covers_nothing_the_hint_marks(route, browser, site_url):
    """The line under the board says why; Troupeaux' piles, which a hint to draw marks, lie just there."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, reduced_motion="reduce")
    phone = context.new_page()
    try:
        open_game(phone, site_url, route)
        phone.get_by_role("button", name="Hint", exact=True).click()
        wait_idle(phone)
        phone.locator("[data-hint]").first.wait_for(state="attached")
        assert phone.locator("#message").inner_text().startswith("A good move is marked on the board")
        assert phone.evaluate(COVERED) == 0
    finally:
        context.close()


def test_the_end_screen_says_how_many_hints_were_used(page, site_url):
    kulami = core.entry("kulami")
    open_game(page, site_url, finished_route(kulami))
    assert page.locator("#end-hints").inner_text() == "No hint used in this game."


def test_hints_turned_off_on_the_setup_form_leave_no_hint_button(page, site_url):
    open_game(page, site_url, "/kulami")
    page.locator("input[name=hints]").uncheck()
    page.locator("[data-cmd=start]").click()
    page.wait_for_url("**hints=0**")
    page.locator("#board").wait_for()
    wait_idle(page)
    assert page.get_by_role("button", name="Hint", exact=True).count() == 0


def test_the_hint_button_is_named_indice_in_french(page, site_url):
    page.add_init_script("localStorage.setItem('ludotheque.language', 'fr')")
    open_game(page, site_url, table_route(core.entry("kulami"), at=""))
    assert page.get_by_role("button", name="Indice", exact=True).count() == 1

"""No secret in the page: after a hot-seat hand-over the whole DOM (attributes, hidden elements and
labels included: ``document.documentElement.outerHTML``) holds nothing of the other seats' secrets.

For every hidden-information game with a hand-over screen (``hand_over_games()``: Clustered,
Troupeaux, La Guerre des Moutons), a game of people only is played on screen: at the hand-over to the
first mover, once they take the device, at the hand-over to the next mover after a move, and once
that one takes it, the secrets are read from the engine (the page's record replayed in CPython) and
searched for in the page in the forms the page would give them. What each game keeps secret, and
those forms, are the game's own: its ``web/<package>/secrets.py`` (``HOT_SEAT_ROUTE``,
``secrets(state, seat)``, ``public(state)``, ``tokens(name)``, and ``MARKS``/``marks(state, seat)``
for secrets shown as marks, such as a secret colour). What the seat on screen may see (its own
hand, the table) is left out; what remains must be absent -- and, to show the search would find a
leak, the seat's own secrets must be present (a positive control). The Kluitz shows every seat the
same field (no hand-over): there the secret is a face-down tile (web/kluitz/secrets.py), and a pair
turned back down must leave no trace of its kinds.
"""

from __future__ import annotations

import random
import re
from types import ModuleType

import pytest

from e2e.helpers import assert_only_local, hand_over_games, open_game, record, wait_idle
from game.core import replay
from web import games

HOOKS = ("HOT_SEAT_ROUTE", "secrets", "public", "tokens")  # of a hand-over game's secrets module


def page_html(page) -> str:
    return page.evaluate("document.documentElement.outerHTML")


def secrets_of(game: str) -> ModuleType:
    """A game's ``web/<package>/secrets.py``: what it keeps secret, and how its page would write it."""
    module = games.part(game, "secrets")
    if module is None:
        pytest.fail(f"{game} hands the device over but has no web/<package>/secrets.py: say there what each seat "
                    "keeps secret and how its page would write it (as web/clustered/secrets.py does)")
    return module


def test_every_game_with_a_hand_over_says_what_it_keeps_secret():
    for game in hand_over_games():
        missing = [name for name in HOOKS if not hasattr(secrets_of(game), name)]
        assert not missing, f"{game}'s secrets module lacks {missing}"


def found(tokens: list, html: str) -> bool:
    return any(t.search(html) if isinstance(t, re.Pattern) else t in html for t in tokens)


def marks_on_screen(page, marks: dict[str, str]) -> set[str]:
    """The secret marks the page shows: for each selector of ``marks``, its elements' dataset key."""
    values = [v for selector, key in marks.items()
              for v in page.locator(selector).evaluate_all("(els, key) => els.map(e => e.dataset[key])", key)]  # fmt: skip
    return {mark for value in values for mark in value.split(",")}


def check_page(page, game: str, viewer: int | None) -> None:
    """The page shows ``viewer``'s secrets (None: a hand-over screen, nobody's) and no one else's."""
    kept = secrets_of(game)
    state = replay(record(page))
    html = page_html(page)
    own = kept.secrets(state, viewer) if viewer is not None else set()
    others = kept.secrets(state, None).union(*(kept.secrets(state, s) for s in range(state.players) if s != viewer))
    hidden = others - own - kept.public(state)
    assert len(hidden) >= 3, "too few secrets to look for: the check would prove little"
    leaked = sorted(name for name in hidden if found(kept.tokens(name), html))
    assert not leaked, f"{game}: seat {viewer}'s page shows others' secrets {leaked}"
    missing = sorted(name for name in own - kept.public(state) if not found(kept.tokens(name), html))
    assert not missing, f"{game}: the search misses seat {viewer}'s own {missing}: it would miss a leak too"
    if hasattr(kept, "MARKS"):
        assert marks_on_screen(page, kept.MARKS) == kept.marks(state, viewer)


def play_until_hand_over(page, rng: random.Random) -> None:
    """Click moves (a part of a move first when no whole move is offered, never ``stop``) until the
    hand-over screen shows."""
    for _ in range(60):
        if page.locator("[data-hand-over]").count():
            return
        for selector in ('[data-action]:not([data-action="stop"]):visible', '[data-pick]:not([data-pick="stop"]):visible'):
            choices = page.locator(selector)
            if choices.count():
                choices.nth(rng.randrange(choices.count())).click()
                wait_idle(page)
                break
        else:
            raise AssertionError("the person to move is offered no move")
    raise AssertionError("no hand-over came")


@pytest.mark.parametrize("game", hand_over_games())
def test_after_a_hand_over_the_page_holds_no_secret_of_another_seat(page, site_url, recorded_requests, game):
    open_game(page, site_url, secrets_of(game).HOT_SEAT_ROUTE)
    rng = random.Random(1)
    movers = []
    for _ in range(2):  # the first mover, then the next after their move
        assert page.locator("[data-hand-over]").is_visible()
        check_page(page, game, None)
        movers.append(replay(record(page)).to_move)
        page.locator('[data-cmd="reveal"]').click()
        wait_idle(page)
        check_page(page, game, movers[-1])
        play_until_hand_over(page, rng)
    assert movers[0] != movers[1] and record(page)["actions"]
    assert_only_local(recorded_requests)


def test_a_kluitz_pair_turned_back_down_leaves_no_trace_of_its_kinds(page, site_url, recorded_requests):
    kept = secrets_of("kluitz")
    moves = "fence:a5w,fence:b1n,turn:c1,turn:c2,down,fence:c2n,fence:e3e,turn:e2,turn:b2"
    open_game(page, site_url, f"/kluitz/play?seats=human,human&seed=1&moves={moves}")
    state = replay(record(page))
    html = page_html(page)
    up = kept.public(state)
    assert up == {"shy", "sleepy"}, "the position: a shy and a sleepy sheep face up"
    assert all(found(kept.tokens(kind), html) for kind in up), "the search finds the kinds face up"
    hidden = kept.secrets(state, None) - up
    assert len(hidden) >= 3 and not [k for k in hidden if found(kept.tokens(k), html)], "only the kinds face up"
    page.locator('[data-action="down"]').click()
    wait_idle(page)
    state = replay(record(page))
    assert state.up == 0 and not state.taken, "every tile is face down, none taken"
    html = page_html(page)
    leaked = sorted(kind for kind in kept.secrets(state, None) if found(kept.tokens(kind), html))
    assert "kind-" not in html and not leaked, f"a face-down tile's kind is in the page: {leaked}"
    assert page.locator('[data-face]:not([data-face="down"])').count() == 0
    assert_only_local(recorded_requests)


@pytest.mark.parametrize("game", hand_over_games())
def test_the_hand_over_holds_the_keyboard_and_nothing_behind_it_can_be_reached(page, site_url, game):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_game(page, site_url, secrets_of(game).HOT_SEAT_ROUTE)
    cover = page.locator("[data-hand-over]")
    assert cover.is_visible()
    assert page.evaluate("document.activeElement.dataset.cmd") == "reveal", "the focus on its button"
    for _ in range(6):  # Tab never reaches what the screen covers
        page.keyboard.press("Tab")
        inside = page.evaluate("""() => { const a = document.activeElement;
            return !a || a === document.body || !document.querySelector('.table-main').contains(a)
                || !!a.closest('[data-hand-over]'); }""")
        assert inside, page.evaluate("document.activeElement.outerHTML.slice(0, 120)")
    page.locator('[data-cmd="reveal"]').focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    assert not cover.count() or not cover.is_visible()
    assert page.locator("[data-covered]").count() == 0 and page.locator(".table-main [inert]").count() == 0, "all let go"

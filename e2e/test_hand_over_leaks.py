"""No secret in the page: after a hot-seat hand-over the whole DOM (attributes, hidden elements and
labels included: ``document.documentElement.outerHTML``) holds nothing of the other seats' secrets.

For every hidden-information game with a hand-over screen (Clustered, Troupeaux, La Guerre des
Moutons), a game of people only is played on screen: at the hand-over to the first mover, once they
take the device, at the hand-over to the next mover after a move, and once that one takes it, the
secrets are read from the engine (the page's record replayed in CPython) and searched for in the page
in the forms the page would give them (``data-card``, tile ids, the names screen readers read, the
secret colour's marks). What the seat on screen may see (its own hand, the table) is left out; what
remains must be absent -- and, to show the search would find a leak, the seat's own secrets must be
present (a positive control). The Kluitz shows every seat the same field (no hand-over): there the
secret is a face-down tile, and a pair turned back down must leave no trace of its kinds.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest

from e2e.helpers import assert_only_local, hand_over_games, open_game, record, wait_idle
from game import clustered, troupeaux
from game import kluitz as K
from game.core import replay
from web.clustered.cards import card_name as clustered_name
from web.troupeaux.cards import character_name


def page_html(page) -> str:
    return page.evaluate("document.documentElement.outerHTML")


# --- what each seat keeps secret, as the page would write it --------------------------------------
# ``secrets(state, seat)``: the names of the things ``seat`` holds unseen by the others, and (seat None)
# those no one sees; ``public(state)``: the names everyone sees; ``tokens(name)``: the texts a page would
# carry for that name.


def clustered_secrets(state, seat: int | None) -> set[str]:
    if seat is None:  # every deck is secret from everyone
        return {clustered.card_text(c) for deck in state.decks for c in deck}
    return {clustered.card_text(c) for c in state.hands[seat] + state.secret_discards[seat]}


def clustered_public(state) -> set[str]:
    view = state.view(None)
    return {card for _, _, card, _ in view["table"]} | {c for shown in view["shown_discards"] for c in shown}


def clustered_tokens(card: str) -> list[str]:
    return [f'data-card="{card}"'] + ([clustered_name(card)] if card != "J" else [])  # "joker" is in the rules


def troupeaux_secrets(state, seat: int | None) -> set[str]:
    if seat is None:  # the piles are secret from everyone
        return {troupeaux.KIND_TEXTS[k] for piles in state.piles for pile in piles for k in pile}
    return {troupeaux.KIND_TEXTS[k] for k in state.hands[seat]}


def troupeaux_public(state) -> set[str]:
    view = state.view(None)
    shown = {card for _, _, cards in view["herds"] for card in cards}
    return shown | {card for event in view["log"] for card in event.get("cards", ())}


def troupeaux_tokens(card: str) -> list[str]:
    return [f'data-card="{card}"', character_name(card, "en")]


def guerre_secrets(state, seat: int | None) -> set[str]:
    return set(state.bag) if seat is None else set(state.hands[seat])


def guerre_public(state) -> set[str]:
    return set(state.table.tiles.values()) | set(state.covers.values())


def guerre_tokens(tile: str) -> list[str]:
    return [re.compile(rf"(?<![\w-]){re.escape(tile)}(?![\w-])")]  # in data-tile, data-pick, data-action...


GAMES = {
    # every game with a hand-over (test_every_game_with_a_hand_over_is_checked): (route, secrets, public, tokens)
    "clustered": ("/clustered/play?seats=human,human&seed=3&quick=1", clustered_secrets, clustered_public,
                  clustered_tokens),
    "troupeaux": ("/troupeaux/play?seats=human,human&seed=5", troupeaux_secrets, troupeaux_public,
                  troupeaux_tokens),
    "guerre-des-moutons": ("/guerre-des-moutons/play?seats=human,human,human&seed=6", guerre_secrets,
                           guerre_public, guerre_tokens),
}  # fmt: skip


def test_every_game_with_a_hand_over_is_checked():
    missing, extra = set(hand_over_games()) - set(GAMES), set(GAMES) - set(hand_over_games())
    assert not missing, f"add what {sorted(missing)} keep secret, and a hot-seat route, to GAMES"
    assert not extra, f"{sorted(extra)} hand no device over: take them out of GAMES"


def found(tokens: list, html: str) -> bool:
    return any(t.search(html) if isinstance(t, re.Pattern) else t in html for t in tokens)


def colours_on_screen(page) -> set[str]:
    """La Guerre des Moutons: the secret colours the page shows (the "your colour" mark, the "?" tiles)."""
    marks = page.locator("[data-own-colour]").evaluate_all("els => els.map(e => e.dataset.ownColour)")
    tiles = page.locator(".gdm-question-tile[data-colour]").evaluate_all("els => els.map(e => e.dataset.colour)")
    return {c for mark in marks for c in mark.split(",")} | set(tiles)


def secret_colours(state, seat: int) -> set[str]:
    from game.guerre_des_moutons.tiles import TERRAIN_LETTERS

    return {TERRAIN_LETTERS[c] for c in state.secret_colours(seat)}


def check_page(page, game: str, viewer: int | None) -> None:
    """The page shows ``viewer``'s secrets (None: a hand-over screen, nobody's) and no one else's."""
    _, secrets, public, tokens = GAMES[game]
    state = replay(record(page))
    html = page_html(page)
    own = secrets(state, viewer) if viewer is not None else set()
    others = secrets(state, None).union(*(secrets(state, s) for s in range(state.players) if s != viewer))
    hidden = others - own - public(state)
    assert len(hidden) >= 3, "too few secrets to look for: the check would prove little"
    leaked = sorted(name for name in hidden if found(tokens(name), html))
    assert not leaked, f"{game}: seat {viewer}'s page shows others' secrets {leaked}"
    missing = sorted(name for name in own - public(state) if not found(tokens(name), html))
    assert not missing, f"{game}: the search misses seat {viewer}'s own {missing}: it would miss a leak too"
    if game == "guerre-des-moutons":
        assert colours_on_screen(page) == (secret_colours(state, viewer) if viewer is not None else set())


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


@pytest.mark.parametrize("game", list(GAMES))
def test_after_a_hand_over_the_page_holds_no_secret_of_another_seat(page, site_url, recorded_requests, game):
    open_game(page, site_url, GAMES[game][0])
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


KINDS = ("happy", "sleepy", "shy", "grumpy", "dreamy", "ram")  # "shepherd" is a role's name too


def test_a_kluitz_pair_turned_back_down_leaves_no_trace_of_its_kinds(page, site_url, recorded_requests):
    moves = "fence:a5w,fence:b1n,turn:c1,turn:c2,down,fence:c2n,fence:e3e,turn:e2,turn:b2"
    open_game(page, site_url, f"/kluitz/play?seats=human,human&seed=1&moves={moves}")
    state = replay(record(page))
    up = {K.KINDS[state.kinds[c]] for c in range(25) if state.up >> c & 1}
    words: Callable[[str], set[str]] = lambda html: {k for k in KINDS if re.search(rf"\b{k}\b", html, re.I)}  # noqa: E731
    html = page_html(page)
    assert up == {"shy", "sleepy"}, "the position: a shy and a sleepy sheep face up"
    assert all(f"kind-{k}" in html for k in up) and words(html) == up, "the search finds the kinds face up"
    page.locator('[data-action="down"]').click()
    wait_idle(page)
    state = replay(record(page))
    assert state.up == 0 and not state.taken, "every tile is face down, none taken"
    html = page_html(page)
    assert "kind-" not in html and not words(html), "a face-down tile's kind is in the page"
    assert page.locator('[data-face]:not([data-face="down"])').count() == 0
    assert_only_local(recorded_requests)

"""Every registered game, the same smoke test: its setup screen opens, and computers play a game to
its end screen from a position a few moves before the end (computed here with the game's engine),
moving on their own. A game gets this test by being registered in game.core.REGISTRY."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from e2e.helpers import assert_only_local, no_pause, record, wait_ready
from game import core

GAMES = [entry for entry in core.REGISTRY if entry.available]
# the end screen's score table: each column's head ends where its numbers end (text right edges, px)
COLUMNS_OFF = """() => {
  const right = cell => { const range = document.createRange(); range.selectNodeContents(cell);
    return range.getBoundingClientRect().right; };
  const off = [];
  for (const table of document.querySelectorAll('[data-over] .breakdown')) {
    const heads = [...table.querySelector('thead tr').children];  // the empty corner (a td) included
    for (const row of table.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, i) => {
        if (cell.tagName === 'TD' && heads[i] && heads[i].tagName === 'TH' && Math.abs(right(cell) - right(heads[i])) > 2)
          off.push([heads[i].textContent, cell.textContent, Math.round(right(heads[i])), Math.round(right(cell))]);
      });
    }
  }
  return off;
}"""
LEFT_TO_PLAY = 8  # the computers' moves (at least) between the shared position and the end


def near_the_end(game_id: str, players: int, seed: int = 7, limit: int = 5000) -> list[str]:
    """The moves of a seeded random game, all but the last few."""
    state = core.load(game_id).new_game(seed, players)
    rng = core.new_rng(seed, "smoke")
    moves: list[str] = []
    while not state.is_over and len(moves) < limit:
        legal = state.legal_actions()
        action = legal[int(rng.random() * len(legal))]
        state.apply(action)
        moves.append(str(action))
    assert state.is_over, f"a random game of {game_id} did not end in {limit} moves"
    return moves[: max(0, len(moves) - LEFT_TO_PLAY)]


@pytest.mark.parametrize("entry", GAMES, ids=[entry.id for entry in GAMES])
def test_the_computers_play_the_game_to_its_end_screen(entry, page, site_url, recorded_requests):
    page.goto(f"{site_url}/index.html#/{entry.id}")
    wait_ready(page)
    assert page.locator("form#setup [data-cmd='start']").is_visible(), "the setup screen opens"

    players = min(max(entry.min_players, 2), entry.max_players)
    moves = near_the_end(entry.id, players)
    seats = ",".join(["ai-easy"] * players)
    page.goto(f"{site_url}/index.html#/{entry.id}/play?seats={seats}&seed=7&moves={quote(','.join(moves))}")
    wait_ready(page)  # the computers may stay busy until the end: no wait for idle here
    no_pause(page)
    page.locator("[data-over]").wait_for(timeout=120_000)
    played = record(page)
    assert played["game"] == entry.id and played["players"] == ["ai-easy"] * players
    assert played["actions"][: len(moves)] == moves
    assert len(played["actions"]) > len(moves), "the computers made moves"
    assert core.replay(played).is_over
    off = page.evaluate(COLUMNS_OFF)
    assert not off, f"the end screen's column heads do not line up with their numbers: {off}"
    assert_only_local(recorded_requests)

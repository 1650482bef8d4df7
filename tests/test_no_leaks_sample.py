"""No leaks, a sample of ``tools/leaks.py`` (which ``make soak`` runs on 1,000 positions per row): for
every hidden-information game, seat count and variant, a few random positions, each seat's view and
the spectator's the same whatever the hidden content it may not see is dealt anew, the computers'
moves the same, the next moves playing out alike; and the checker catching leaks planted on purpose.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from game import core, troupeaux
from game.guerre_des_moutons import state as guerre
from tools import leaks

ROWS = leaks.rows()
TROUPEAUX = next(n for n, row in enumerate(ROWS) if row["game"] == "troupeaux")
GUERRE = next(n for n, row in enumerate(ROWS) if row["game"] == "guerre-des-moutons")


def sample(row: int, positions: int = 4, ai_positions: int = 1, seed: int = 7) -> leaks.Tally:
    """``positions`` positions of one random game of the row (its end included), checked; the AI
    check on the first ``ai_positions`` of them with a mover."""
    return leaks.run_games(row, 0, 1, positions, ai_positions, seed, None, leaks.CONTINUE)


def test_every_hidden_information_game_is_checked():
    hidden = {g for g in core.available_games() if core.load(g).INFO.hidden_information}
    assert {row["game"] for row in ROWS} == hidden == {g for g in hidden if hasattr(core.load(g), "hiding")}


@pytest.mark.parametrize("number", range(len(ROWS)), ids=[leaks.row_label(row) for row in ROWS])
def test_no_view_and_no_computer_move_depends_on_what_the_seat_cannot_see(number):
    tally = sample(number)
    assert tally.failures() == 0, json.dumps(tally.examples)[:2000]
    assert tally.positions >= 2 and tally.redeals == 4 * tally.positions  # a seat and the spectator, 2 re-deals each
    assert tally.changed > 0, "no re-deal changed anything hidden: the check proved nothing"
    assert tally.moves_played_on > 0
    if tally.ai_positions:
        assert tally.ai_decisions == 3 * tally.ai_positions  # easy, medium, hard


# --- the checker finds leaks ---------------------------------------------------------------------------


def peeking(view_of: Any, hidden: Any) -> Any:
    """A ``view`` that also shows one thing its seat may not see (``hidden(state, seat)``)."""

    def view(self: Any, seat: int | None = None) -> dict[str, Any]:
        shown = view_of(self, seat)
        shown["peek"] = hidden(self, seat)
        return shown

    return view


def other_hand_card(state: Any, seat: int | None) -> str | None:
    other = 1 if seat != 1 else 0
    return troupeaux.KIND_TEXTS[state.hands[other][0]] if state.hands[other] else None


def test_a_view_showing_one_card_of_the_other_hand_is_reported(monkeypatch):
    monkeypatch.setattr(troupeaux.TroupeauxState, "view", peeking(troupeaux.TroupeauxState.view, other_hand_card))
    tally = sample(TROUPEAUX, ai_positions=0)
    assert tally.view_mismatches > 0 and tally.failures() > 0
    assert {"kind": "view", "keys": ["peek"]}.items() <= tally.examples[0].items()


def test_a_log_naming_the_tiles_another_player_drew_is_reported(monkeypatch):
    """The log is copied into a re-dealt state as it was: the leak shows in the events logged after
    the re-deal, as the same moves are played on both deals."""
    drawing = guerre.GuerreState._draw

    def draw(self: Any, seat: int, count: int) -> int:
        tiles = sorted(self.bag[-count:]) if count else []
        drawn = drawing(self, seat, count)
        self.log.append({"move": len(self.history) + 1, "seat": seat, "what": "drew", "tiles": tiles[:drawn]})
        return drawn

    monkeypatch.setattr(guerre.GuerreState, "_draw", draw)
    tally = sample(GUERRE, positions=10, ai_positions=0)
    assert tally.view_mismatches == 0, "the position itself shows nothing more"
    assert tally.play_on_mismatches > 0 and tally.failures() > 0
    assert any(e["kind"] == "play-on" and "log" in e["keys"] for e in tally.examples)


def test_a_computer_deciding_on_what_it_should_not_see_is_reported(monkeypatch):
    """An agent is given only a view; were a view to leak, a computer reading the leak would move
    otherwise after a re-deal, and the comparison of the moves says so."""
    monkeypatch.setattr(troupeaux.TroupeauxState, "view", peeking(troupeaux.TroupeauxState.view, other_hand_card))

    class Peeker:
        def choose(self, module: Any, view: dict[str, Any]) -> str:
            legal = view["legal"]
            return legal[sum(map(ord, view["peek"] or "")) % len(legal)]

        def observe(self, view: dict[str, Any]) -> None:
            pass

    monkeypatch.setattr(leaks, "make_agent", lambda level, seed, **settings: Peeker())
    tally = sample(TROUPEAUX, positions=10, ai_positions=10)
    assert tally.ai_mismatches > 0


def test_the_command_prints_its_table_and_writes_its_figures(tmp_path, capsys):
    out = tmp_path / "leaks.json"
    assert leaks.main(["--positions", "2", "--only", "kluitz", "--jobs", "1", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "kluitz" in printed and "no leak found" in printed
    report = json.loads(out.read_text())
    assert [row["players"] for row in report["rows"]] == [1, 2]
    assert report["total"]["positions"] == 4 and report["total"]["failures"] == 0


def test_a_window_that_passes_over_a_player_with_nothing_to_play_is_reported(monkeypatch):
    """Were the reaction window to skip a player who holds nothing playable out of turn, whose turn
    it is would tell the others what that player holds (no wolf, no place for their colour)."""

    def skipping_window(self: Any) -> None:
        while self.queue:
            seat = self.queue.pop(0)
            if seat not in self.finished and self.reactions(seat, first=True):
                self.phase, self.reactor = "react", seat
                return
        self.reactor = None
        if self.turn_seat in self.finished:
            self._start_turn(self._next_seat(self.turn_seat))
            return
        self.phase = "turn"

    monkeypatch.setattr(guerre.GuerreState, "_advance_window", skipping_window)
    tally = sample(GUERRE, positions=20, ai_positions=0)
    assert tally.failures() > 0
    assert any({"to_move", "phase"} & set(e.get("keys", [])) for e in tally.examples), tally.examples


def test_a_clustered_re_deal_shows_each_seat_its_own_new_secret_discards():
    # The re-deal rewrites the quick-play discards of the seats it scrambles: their own views of the
    # re-dealt game must name the new cards, even after the original game was viewed.
    import random

    from game import clustered

    state = clustered.new_game(1, 3, {"quick": True})
    while state.phase != "play":
        state.apply(state.legal_actions()[0])
    for seat in range(3):
        state.view(seat)
    scrambled = clustered.hiding().scramble(state, 0, [], random.Random(5))
    for seat in (1, 2):
        secret = [text for mover, hidden, text in scrambled.view(seat)["history"] if hidden and mover == seat]
        assert secret == [f"discard:{card}" for card in scrambled.view(seat)["secret_discards"]]
    assert any(scrambled.secret_discards[s] != state.secret_discards[s] for s in (1, 2)), "nothing was re-dealt"

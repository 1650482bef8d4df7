"""A small sample of the soak (``tools/soak.py``, ``make soak``), and proof that the soak catches faults.

For every registered game (its package declares its invariants and setups) and every seat count, a
few seeded games through the runner, one in each variant the runner soaks, must pass every check. Then the runner is shown broken
engines (scores off by one, an illegal action accepted, a text form that names another action, a
refusal that changes the state) and must report each: the sample cannot pass vacuously.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from game import core, kulami
from game.core import IllegalAction
from tools import soak
from tools.soak import Setup, find_checker, run_chunk, soak_game


def _sample() -> list[tuple[str, int, list[tuple[str, dict, int]]]]:
    """Per game and seat count: at least two games, one in each variant (variant, options, seed)."""
    variants: dict[tuple[str, int], list[Setup]] = defaultdict(list)
    for setup in soak.setups():
        if find_checker(setup.game_id) is not None:
            variants[setup.game_id, setup.players].append(setup)
    sample = []
    for (game_id, players), found in variants.items():
        games = [(found[k % len(found)].variant, found[k % len(found)].options, k + 1)
                 for k in range(max(2, len(found)))]
        sample.append((game_id, players, games))
    return sample


SAMPLE = _sample()


@pytest.mark.parametrize(("game_id", "players", "games"), SAMPLE, ids=[f"{g}-{p}p" for g, p, _ in SAMPLE])
def test_seeded_random_games_keep_every_invariant_and_refuse_every_illegal_action(game_id, players, games):
    for variant, options, seed in games:
        outcome = soak_game(game_id, players, options, seed)
        assert outcome.invariants
        assert outcome.actions > 0
        assert outcome.failures == [], f"{variant} seed {seed}: {outcome.failures}"


def test_the_sample_covers_every_registered_game():
    assert {game_id for game_id, _, _ in SAMPLE} == set(core.available_games())


# --- the soak catches faults -----------------------------------------------------------------------


def test_scores_off_by_one_are_reported_by_the_recount(monkeypatch):
    scores = kulami.KulamiState.scores
    monkeypatch.setattr(kulami.KulamiState, "scores", lambda self: [s + 1 for s in scores(self)])
    outcome = soak_game("kulami", 2, {}, seed=1)
    assert len(outcome.failures) == 1
    assert outcome.failures[0].move == 0, "found at once, in the first position"
    assert "invariant broken" in outcome.failures[0].what and "scores" in outcome.failures[0].what


def _lax_apply(self, action):
    """Kulami's apply without the rules: any hole of the frame is played."""
    if isinstance(action, str):
        action = kulami.parse_action(action)
    self._play(int(action))
    self.history.append(kulami.HOLES[action])


def test_an_illegal_action_that_is_accepted_is_reported(monkeypatch):
    monkeypatch.setattr(kulami.KulamiState, "apply", _lax_apply)
    outcome = soak_game("kulami", 2, {}, seed=1, check=None)  # the generic checks alone catch it
    assert len(outcome.failures) == 1
    assert "was accepted, yet it is not legal here" in outcome.failures[0].what


def test_a_refusal_that_changes_the_state_is_reported(monkeypatch):
    apply = kulami.KulamiState.apply

    def leaky_apply(self, action):
        try:
            apply(self, action)
        except IllegalAction:
            self.mover ^= 1  # a refusal that leaves a trace
            raise

    monkeypatch.setattr(kulami.KulamiState, "apply", leaky_apply)
    outcome = soak_game("kulami", 2, {}, seed=1, check=None)
    assert len(outcome.failures) == 1
    assert "changed the state" in outcome.failures[0].what


def test_a_text_form_that_names_another_action_is_reported(monkeypatch):
    parse = kulami.parse_action
    monkeypatch.setattr(kulami, "parse_action", lambda text: kulami.HOLES[(parse(text) + 1) % 100])
    outcome = soak_game("kulami", 2, {}, seed=1, check=None)
    assert len(outcome.failures) == 1
    assert outcome.failures[0].move == 1, "found after the first action"
    assert "text form" in outcome.failures[0].what


def test_a_failure_names_setup_seed_and_move_and_the_run_goes_on(monkeypatch):
    scores = kulami.KulamiState.scores
    monkeypatch.setattr(kulami.KulamiState, "scores", lambda self: [s - 1 for s in scores(self)])
    done = run_chunk((0, Setup("kulami", 2, "default", {}), 5, 2))
    assert (done["games"], done["failures"]) == (2, 2)
    assert "FAIL kulami 2p default seed=5 move=0" in done["lines"][0]
    assert "seed=6" in done["lines"][1] and "--seed 6 --games 1" in done["lines"][1]


def test_a_game_without_an_invariants_module_is_soaked_with_the_generic_checks(monkeypatch):
    monkeypatch.delattr(kulami, "soak_check")
    outcome = soak_game("kulami", 2, {}, seed=1)
    assert not outcome.invariants
    assert outcome.failures == [] and outcome.actions > 0


def test_the_runner_prints_a_table_and_fails_the_run_on_a_failure(monkeypatch, capsys):
    assert soak.main(["--only", "kulami", "--variant", "default", "--games", "2", "--jobs", "1", "--no-save"]) == 0
    table = capsys.readouterr().out
    assert "kulami" in table and "failures" in table
    monkeypatch.setattr(kulami.KulamiState, "scores", lambda self: [0, 0])
    assert soak.main(["--only", "kulami", "--variant", "default", "--games", "2", "--jobs", "1", "--no-save"]) == 1


def test_a_view_that_names_a_tile_still_in_the_bag_is_reported(monkeypatch):
    from game import guerre_des_moutons

    view = guerre_des_moutons.GuerreState.view

    def peeking_view(self, seat=None):
        shown = view(self, seat)
        if self.bag:
            shown["hint"] = f"next: {self.bag[-1]}"  # a tile name in free text, not a field of its own
        return shown

    monkeypatch.setattr(guerre_des_moutons.GuerreState, "view", peeking_view)
    outcome = soak_game("guerre-des-moutons", 2, {}, seed=1)
    assert len(outcome.failures) == 1
    assert "names hidden tiles" in outcome.failures[0].what


def test_a_seat_view_that_names_another_seats_hand_is_reported(monkeypatch):
    # The spectator's view stays clean; only the seats' views carry the leak, inside a field the
    # spectator's view has too (so a check reading only what differs from it must still find it).
    from game import guerre_des_moutons

    view = guerre_des_moutons.GuerreState.view

    def peeking_view(self, seat=None):
        shown = view(self, seat)
        if seat is not None:
            neighbour = self.hands[(seat + 1) % self.players]
            shown["log"] = shown["log"] + [{"note": f"they hold {', '.join(neighbour)}"}]
        return shown

    monkeypatch.setattr(guerre_des_moutons.GuerreState, "view", peeking_view)
    outcome = soak_game("guerre-des-moutons", 2, {}, seed=1)
    assert len(outcome.failures) == 1
    assert "seat" in outcome.failures[0].what and "names hidden tiles" in outcome.failures[0].what


def test_a_clustered_placement_left_out_of_the_legal_moves_is_reported(monkeypatch):
    from game import clustered

    placements = clustered.ClusteredState.placements
    monkeypatch.setattr(clustered.ClusteredState, "placements", lambda self, seat: placements(self, seat)[:-1])
    outcome = soak_game("clustered", 2, {}, seed=1)
    assert len(outcome.failures) == 1
    assert "legal moves differ from the rules" in outcome.failures[0].what

"""A sixth game costs its two packages and one registry line: the test-only Four by Four
(tests/sixth_game/), registered here by tests/conftest.py, is taken by every generic tool through the
registry alone. (The engine conformance suite, the soak and leak samples, the game–screen contract and
the words' checks run on it too: see their test ids, ``four-by-four``.)"""

from __future__ import annotations

import pytest

from game import arena, core
from game.ai import make_agent
from game.ai.mcts import Search, search_class
from tests import sixth_game
from tools import leaks, soak
from web import contract, games
from web.i18n import Translator

GAME = sixth_game.ENTRY.id


def test_the_registry_lists_the_sixth_game_with_its_two_packages():
    assert GAME in core.available_games()
    assert core.load(GAME).__name__ == sixth_game.ENTRY.module
    assert games.setup(GAME).__name__ == f"{sixth_game.ENTRY.ui}.setup"
    assert games.table(GAME).__name__ == f"{sixth_game.ENTRY.ui}.table"


def test_the_registry_refuses_a_second_line_for_the_same_game(monkeypatch):
    monkeypatch.setattr(core, "REGISTRY", core.REGISTRY)  # as it was after the test, whatever happens
    with pytest.raises(ValueError, match="registered already"):
        core.register(sixth_game.ENTRY)
    assert [e.id for e in core.REGISTRY].count(GAME) == 1


def test_a_game_taken_off_the_registry_can_no_longer_be_loaded_nor_its_words_read():
    sixth_game.unregister()
    try:
        assert GAME not in core.available_games()
        with pytest.raises(KeyError):
            core.load(GAME)
        assert Translator("en")(f"game.{GAME}.blurb") == f"game.{GAME}.blurb", "its words went with it"
    finally:
        sixth_game.register()
    assert Translator("en")(f"game.{GAME}.blurb") == "Four stones in a line on a small grid."


# --- the arena: the generic computer levels play it ----------------------------------------------


def test_the_arena_plays_the_sixth_game_with_the_generic_computer_levels(capsys):
    assert search_class(core.load(GAME)) is Search, "no player of its own: the plain tree search"
    assert arena.main([GAME, "--agents", "easy,random", "--games", "2", "--seed", "3"]) == 0
    report = capsys.readouterr().out
    assert "2 games" in report and "failed" not in report
    assert report.count("score rate") == 2, "a line for each agent"


def test_the_easy_level_takes_a_win_in_one_that_random_play_would_mostly_miss():
    # Light (seat 0) has a1 b1 c1; d1 wins at once. 40 iterations of the tree search find it.
    module = core.load(GAME)
    state = module.new_game(1)
    for move in ("a1", "a2", "b1", "b2", "c1", "d3"):
        state.apply(move)
    agent = make_agent("easy", seed=5)
    assert str(agent.choose(module, state.view(0))) == "d1"


# --- the soak and the leak checks find it --------------------------------------------------------


def test_the_soak_plays_the_sixth_game_with_its_own_invariants():
    found = [setup for setup in soak.setups() if setup.game_id == GAME]
    assert [(s.players, s.variant) for s in found] == [(2, "default")]
    assert soak.find_checker(GAME) is not None, "its package's soak_check()"
    outcome = soak.soak_game(GAME, 2, {}, seed=4)
    assert outcome.invariants and outcome.actions > 0 and outcome.failures == []


def test_the_soak_reports_a_sixth_game_whose_scores_disagree_with_its_recount(monkeypatch):
    state_class = core.load(GAME).FourState
    monkeypatch.setattr(state_class, "scores", lambda self: [1, 0])  # Light wins before anyone played
    outcome = soak.soak_game(GAME, 2, {}, seed=4)
    assert len(outcome.failures) == 1 and "invariant broken" in outcome.failures[0].what
    assert outcome.failures[0].move == 0, "found in the first position"


def test_the_leak_checks_leave_out_a_game_without_hidden_information_and_ask_for_a_hiding_otherwise(monkeypatch):
    assert GAME not in {row["game"] for row in leaks.rows()}, "nothing hidden, nothing to leak"
    module = core.load(GAME)
    info = module.INFO
    hidden = core.GameInfo(info.id, info.title, info.min_players, info.max_players, hidden_information=True)
    monkeypatch.setattr(module, "INFO", hidden)
    with pytest.raises(SystemExit, match=f"what {GAME} hides"):
        leaks.rows()


# --- the screen ----------------------------------------------------------------------------------


def test_the_sixth_games_screen_keeps_the_contract_and_the_menu_names_it():
    assert contract.problems(games.setup(GAME), contract.SETUP) == []
    assert contract.problems(games.table(GAME), contract.TABLE) == []
    assert Translator("fr")(f"game.{GAME}.blurb") == "Quatre pierres alignées sur une petite grille."

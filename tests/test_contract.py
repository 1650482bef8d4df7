"""The game–screen contract (web/contract.py): every registered game's web package keeps it, and a
package that breaks it is told what it gets wrong, by name."""

from __future__ import annotations

import types

import pytest

from game import core
from tools.prerender import _stand_in_for_the_browser

_stand_in_for_the_browser()

from web import contract, games  # noqa: E402 (the browser stood in for first)


GAMES = [entry.id for entry in core.REGISTRY if entry.ui]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_registered_games_table_keeps_the_contract(game_id):
    module = games.table(game_id)
    assert contract.problems(module, contract.TABLE) == []
    assert module.GAME_ID == game_id


@pytest.mark.parametrize("game_id", GAMES)
def test_every_registered_games_setup_form_keeps_the_contract(game_id):
    module = games.setup(game_id)
    assert contract.problems(module, contract.SETUP) == []
    assert module.__name__ == f"{core.entry(game_id).ui}.setup"
    count = len(module.DEFAULT_SEATS)
    assert core.entry(game_id).min_players <= count <= core.entry(game_id).max_players


def a_module(name: str, required: dict, hooks: dict) -> types.ModuleType:
    module = types.ModuleType(f"web.example.{name}")
    for hook, value in {**required, **hooks}.items():
        if value is not None:
            setattr(module, hook, value)
    return module


def a_setup(**hooks) -> types.ModuleType:
    required = {"DEFAULT_SEATS": ["human", "ai-easy"], "form": lambda t, shared="", chosen=None, lead="": "", "params": lambda document: {}}
    return a_module("setup", required, hooks)


def a_table(**hooks) -> types.ModuleType:
    required = {"GAME_ID": "example", "table_screen": lambda t: "",
                "table_parts": lambda view, session, t, playable=True: {}, "describe_move": lambda seat, move, t, who: ""}
    return a_module("table", required, hooks)


def test_complete_setup_and_table_modules_have_no_problem():
    assert contract.problems(a_setup(command=lambda name, target, document, t: None), contract.SETUP) == []
    assert contract.problems(a_table(hold=lambda view, session: (0.0, False)), contract.TABLE) == []


def test_a_missing_required_hook_is_named_with_what_it_is_for():
    (problem,) = contract.problems(a_table(describe_move=None), contract.TABLE)
    assert problem.startswith("describe_move is missing (a move in words")
    (problem,) = contract.problems(a_setup(params=None), contract.SETUP)
    assert problem.startswith("params is missing (the play route's query from the filled-in form")


def test_a_hook_with_other_parameters_is_named_with_the_contracts():
    (problem,) = contract.problems(a_table(after_pick=lambda view, card, t: ""), contract.TABLE)
    assert problem == "after_pick('view', 'card', 't') should take (view, picked, t)"


def test_each_list_has_its_own_command_the_forms_given_the_document_the_tables_the_session():
    form_command = lambda name, target, document, t: None  # noqa: E731
    (problem,) = contract.problems(a_table(command=form_command), contract.TABLE)
    assert problem == "command('name', 'target', 'document', 't') should take (name, target, session, t)"
    assert contract.problems(a_setup(command=form_command), contract.SETUP) == []


def test_a_constant_of_the_wrong_type_is_named():
    assert contract.problems(a_table(REPLAY_AFTER_END="yes"), contract.TABLE) == ["REPLAY_AFTER_END should be a bool"]
    assert contract.problems(a_setup(DEFAULT_SEATS=("human",)), contract.SETUP) == ["DEFAULT_SEATS should be a list"]


def test_a_screen_state_that_is_not_a_class_is_named():
    assert contract.problems(a_table(Screen={"highlight": None}), contract.TABLE) == ["Screen should be a type"]


def test_a_game_whose_setup_form_breaks_the_contract_is_named_when_first_opened(monkeypatch):
    """web/games.py checks a setup module on its first import: the game and the hook, in a sentence."""
    monkeypatch.setattr(games, "part", lambda game_id, name: a_setup(form=None))
    monkeypatch.setattr(games, "_checked", set())
    with pytest.raises(TypeError, match=r"web\.example\.setup breaks the game–screen contract .*form is missing"):
        games.setup("kulami")


def test_each_game_at_the_table_gets_a_fresh_screen_state_of_its_own():
    """Clustered's lit cards (its ``Screen``) belong to one game: a new game starts with none lit."""
    from tests.fake_browser import FakePage
    from web import play_route
    from web.notices import Notices
    from web.page import Page
    from web.saves import BrowserStorage, Saves
    from web.table import Table

    fake = FakePage(storage={"ludotheque.hint.clustered": "1"})
    storage, notices = BrowserStorage(fake.window), Notices(fake.document)
    page = Page(fake.document.getElementById("app"), fake.document.documentElement, storage, notices, False, "en")
    table = Table(page, notices, Saves(storage, lambda: 0), storage, fake.document, fake.window, False, lambda r: None)
    table.open(play_route.from_route("clustered", {"seats": "human,human", "seed": "3"}, None))
    first = table.session.screen
    first.highlight = 1
    table.open(play_route.from_route("clustered", {"seats": "human,human", "seed": "4"}, None))
    assert table.session.screen is not first and table.session.screen.highlight is None

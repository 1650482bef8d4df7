"""The game–screen contract (web/contract.py): every registered game's web package keeps it, and a
package that breaks it is told what it gets wrong, by name."""

from __future__ import annotations

import types

import pytest

from game import core
from tools.prerender import _stand_in_for_the_browser

_stand_in_for_the_browser()

from web import contract, games  # noqa: E402 (the browser stood in for first)


@pytest.mark.parametrize("game_id", [entry.id for entry in core.REGISTRY if entry.ui])
def test_every_registered_game_keeps_the_contract(game_id):
    module = games.table(game_id)
    assert contract.problems(module) == []
    assert module.GAME_ID == game_id


def a_table(**hooks) -> types.ModuleType:
    module = types.ModuleType("web.example.table")
    required = {"GAME_ID": "example", "DEFAULT_SEATS": ["human", "ai-easy"],
                "setup_screen": lambda t, shared="": "", "setup_params": lambda document: {},
                "table_screen": lambda t: "", "table_parts": lambda view, session, t, playable=True: {},
                "describe_move": lambda seat, move, t: ""}
    for name, value in {**required, **hooks}.items():
        if value is not None:
            setattr(module, name, value)
    return module


def test_a_complete_table_module_has_no_problem():
    assert contract.problems(a_table(hold=lambda view, session: (0.0, False))) == []


def test_a_missing_required_hook_is_named_with_what_it_is_for():
    (problem,) = contract.problems(a_table(describe_move=None))
    assert problem.startswith("describe_move is missing (a move in words")


def test_a_hook_with_other_parameters_is_named_with_the_contracts():
    (problem,) = contract.problems(a_table(after_pick=lambda view, card, t: ""))
    assert problem == "after_pick('view', 'card', 't') should take (view, picked, t)"


def test_a_constant_of_the_wrong_type_is_named():
    assert contract.problems(a_table(REPLAY_AFTER_END="yes")) == ["REPLAY_AFTER_END should be a bool"]


def test_a_screen_state_that_is_not_a_class_is_named():
    assert contract.problems(a_table(Screen={"highlight": None})) == ["Screen should be a type"]


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

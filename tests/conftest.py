"""The test-only sixth game (tests/sixth_game/) joins the registry for the suites that must take any
game: while each of these modules is collected (their parameters are read from the registry then)
and while its tests run. Every other module, and e2e/, sees the site's games only."""

from __future__ import annotations

import pytest
from hypothesis import Phase, settings

from tests import sixth_game

# tests/mutations/run.py plants bugs in a copy of game/ and runs tests there: a script, never a test.
collect_ignore = ["mutations"]
# ... with this profile (--hypothesis-profile=mutations): a planted bug needs one failing example, not
# the smallest one, so nothing is shrunk.
settings.register_profile("mutations", phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target])

TAKE_ANY_GAME = {
    "test_conformance.py",  # the engine protocol
    "test_soak_sample.py",  # tools/soak.py
    "test_no_leaks_sample.py",  # tools/leaks.py
    "test_contract.py",  # the game–screen contract (web/contract.py)
    "test_words.py",  # every game's words, in both languages
    "test_sixth_game.py",  # the arena, and the proof that the game is in the suites above
}


def takes_any_game(path) -> bool:
    return path.name in TAKE_ANY_GAME and path.parent.name == "tests"


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(collector):
    if isinstance(collector, pytest.Module) and takes_any_game(collector.path):
        with sixth_game.registered():
            return (yield)
    return (yield)


@pytest.fixture(autouse=True, scope="module")
def sixth_game_registered(request):
    """The sixth game in the registry while a module of :data:`TAKE_ANY_GAME` runs."""
    if takes_any_game(request.path):
        with sixth_game.registered():
            yield
    else:
        yield

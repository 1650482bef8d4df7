"""The menu and a game's setup offer to resume its game in progress (web/menu.py, web/setup_screen.py),
once a move of it has been made: a game dealt and left untouched is not a game to go back to."""

from __future__ import annotations

import pytest

from tests.elements import Elements
from tests.fake_browser import FakePage
from tests.test_your_games import kept
from web.menu import MenuScreen
from web.notices import Notices
from web.page import Page
from web.saves import BrowserStorage
from web.setup_screen import SetupScreen


class OneSaved:
    """The saved games, holding one game in progress."""

    def __init__(self, game) -> None:
        self.game = game

    def read(self, game_id: str):
        return self.game if self.game.title == game_id else None

    def resume_address(self, game_id: str, saved) -> str:
        return f"#/{game_id}/play?kept={saved.id}"


def offers(game, screen: str) -> list[dict[str, str]]:
    """The links to resume ``game`` on the menu or on its setup screen."""
    fake = FakePage()
    notices = Notices(fake.document)
    page = Page(fake.document.getElementById("app"), fake.html, BrowserStorage(fake.window), notices, False, "en")
    if screen == "menu":
        MenuScreen(page, OneSaved(game), notices).show()
    else:
        SetupScreen(page, OneSaved(game), fake.document, fake.window).show(game.title)
    return [a for _, a in Elements(str(page.root.innerHTML)).found if "data-resume" in a]


@pytest.mark.parametrize("screen", ["menu", "setup"])
def test_a_game_with_a_move_made_is_offered_to_resume(screen):
    (link,) = offers(kept("kulami", 3, seed=4), screen)
    assert link["data-resume"] == "kulami" and "kept=id4" in link["href"]


@pytest.mark.parametrize("screen", ["menu", "setup"])
def test_a_game_dealt_and_left_untouched_is_not_offered_to_resume(screen):
    assert offers(kept("kulami", 0, seed=4), screen) == []


@pytest.mark.parametrize("screen", ["menu", "setup"])
def test_a_finished_game_is_not_offered_to_resume(screen):
    assert offers(kept("kulami", None, seed=4), screen) == []


def test_the_menus_links_of_the_same_words_are_named_after_their_game():
    """Five "Play" and five "Learn to play": a screen reader's list of links tells them apart."""
    fake = FakePage()
    notices = Notices(fake.document)
    page = Page(fake.document.getElementById("app"), fake.html, BrowserStorage(fake.window), notices, False, "en")
    MenuScreen(page, OneSaved(kept("kulami", 3, seed=4)), notices).show()
    found = Elements(str(page.root.innerHTML)).found
    plays = [a["aria-label"] for _, a in found if "data-game" in a and a.get("href", "").startswith("#/")]
    learns = [a["aria-label"] for _, a in found if "data-learn" in a]
    assert "Play Kulami" in plays and len(set(plays)) == len(plays) >= 5
    assert "Learn to play Kulami" in learns and len(set(learns)) == len(learns) >= 5

"""The game in progress kept for each game (web/saves.py), as the screens that offer it use it: read
back (a save that does not replay is set aside and the player told), the link that resumes it,
forgotten for a new one. (The table writes it: web/table.py.)"""

from __future__ import annotations

from typing import Any

from game import core
from game.core import InvalidRecord

from .address import play_address
from .notices import Notices
from .page import Page
from .saves import Saved, Saves


class SavedGames:
    def __init__(self, saves: Saves, notices: Notices, page: Page, window: Any) -> None:
        self.saves = saves
        self.notices = notices
        self.page = page
        self.window = window

    def read(self, game_id: str) -> Saved | None:
        """The game saved for ``game_id`` (None if none); a bad save is set aside and reported."""
        try:
            return self.saves.read(game_id)
        except InvalidRecord as error:
            self.notices.keep(self.page.t("app.bad_save", game=core.entry(game_id).title, reason=str(error)))
            return None

    def resume_address(self, game_id: str, saved: Saved) -> str:
        return play_address(self.window, game_id, dict(saved.params, seed=saved.record["seed"]))

    def forget(self, game_id: str) -> None:
        self.saves.forget(game_id)

"""The games kept in the browser (web/saves.py), as the screens that offer them use them: the game of a
title in progress (the menu's and the setup's Resume), a kept game by its id (Your games), read back
(a game that does not replay is set aside and the player told), the link that resumes it, forgotten
on request. (The table writes them: web/table.py.)"""

from __future__ import annotations

from typing import Any

from game import core
from game.core import InvalidRecord

from .address import play_address
from .notices import Notices
from .page import Page
from .saves import Kept, Saves, SetAside


class SavedGames:
    def __init__(self, saves: Saves, notices: Notices, page: Page, window: Any) -> None:
        self.saves = saves
        self.notices = notices
        self.page = page
        self.window = window

    def read(self, game_id: str) -> Kept | None:
        """The game of ``game_id`` in progress played last (None if none); bad ones are reported."""
        found = self.saves.in_progress(game_id)
        self.report()
        return found

    def same_game(self, game_id: str, seed: int, params: dict[str, str]) -> Kept | None:
        """The game of ``game_id`` in progress with this deal and these settings played last (a reload
        of its address), if any."""
        found = next((kept for kept in self.saves.games() if kept.title == game_id and not kept.finished
                      and kept.record["seed"] == seed and kept.params == params), None)  # fmt: skip
        self.report()
        return found

    def same_record(self, record: dict[str, Any]) -> Kept | None:
        """The kept game whose record is this one's (the same deal, settings, players and moves): a file
        opened twice goes on with it rather than keeping it twice."""
        same = ("game", "seed", "options", "players", "actions")
        found = next((kept for kept in self.saves.games() if all(kept.record.get(k) == record.get(k) for k in same)), None)
        self.report()
        return found

    def kept(self, kept_id: str) -> Kept | None:
        """The game kept under ``kept_id`` (None if none, or unreadable: then reported)."""
        try:
            return self.saves.read(kept_id)
        except InvalidRecord:
            self.report()
            return None

    def placed(self, place: str, game_id: str) -> Kept | None:
        """The game of ``game_id`` in progress that the embed at ``place`` showed last, if any."""
        found = self.saves.placed(place)
        self.report()
        return found if found is not None and found.title == game_id else None

    def games(self) -> list[Kept]:
        found = self.saves.games()
        self.report()
        return found

    def report(self) -> None:
        """Says which kept games did not read back, and where they went (Your games)."""
        gone = self.saves.set_aside
        if not gone:
            return
        t = self.page.t
        if len(gone) > 1:
            self.notices.keep(t("app.bad_saves.many", n=len(gone)))
        elif gone[0][0] is not None:
            self.notices.keep(t("app.bad_saves.of", game=core.entry(gone[0][0]).title, reason=gone[0][1]))
        else:
            self.notices.keep(t("app.bad_saves", reason=gone[0][1]))
        gone.clear()

    def resume_address(self, game_id: str, saved: Kept) -> str:
        """The address that opens this very game where it was left."""
        return play_address(self.window, game_id, dict(saved.params, seed=saved.record["seed"], kept=saved.id))

    def forget(self, game_id: str) -> None:
        """The game of ``game_id`` in progress is dropped (a new one is started instead)."""
        found = self.saves.in_progress(game_id)
        if found is not None:
            self.saves.forget(found.id)

    def forget_kept(self, kept_id: str) -> str | None:
        """The kept game forgotten; its entry returned, for an Undo (:meth:`put_back`)."""
        return self.saves.take_out(kept_id)

    def put_back(self, kept_id: str, text: str) -> bool:
        return self.saves.put_back(kept_id, text)

    def broken(self) -> list[SetAside]:
        """The kept games that did not read back and were set aside."""
        return self.saves.broken()

    def drop_broken(self, key: str) -> None:
        self.saves.drop_broken(key)

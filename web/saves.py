"""Autosave: one slot per game in the browser's storage, checked by replaying it through the rules.

A slot holds ``{"record": <game record>, "params": <the play route's settings>}``. A slot that cannot
be read back (bad JSON, a tampered move) is moved aside under a ``ludotheque.corrupt.`` key, never
deleted, and reported; other slots and the current game are untouched.
"""

from __future__ import annotations

import json
from typing import Any, Protocol

from game.core import InvalidRecord, State, replay

SAVE_PREFIX = "ludotheque.save."
CORRUPT_PREFIX = "ludotheque.corrupt."


class Storage(Protocol):
    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...

    def remove(self, key: str) -> None: ...


class BrowserStorage:
    """localStorage, which can be refused (private mode, a sandboxed iframe): then nothing is kept."""

    def __init__(self, window: Any) -> None:
        self.window = window

    def get(self, key: str) -> str | None:
        try:
            value = self.window.localStorage.getItem(key)
        except Exception:
            return None
        return value if isinstance(value, str) else None  # a missing key is JS null (not None)

    def set(self, key: str, value: str) -> None:
        try:
            self.window.localStorage.setItem(key, value)
        except Exception:
            pass

    def remove(self, key: str) -> None:
        try:
            self.window.localStorage.removeItem(key)
        except Exception:
            pass


class Saved:
    """A slot read back and replayed."""

    def __init__(self, record: dict[str, Any], params: dict[str, str], state: State) -> None:
        self.record = record
        self.params = params
        self.state = state

    @property
    def moves(self) -> int:
        return len(self.record["actions"])

    @property
    def finished(self) -> bool:
        return self.state.is_over


class Saves:
    def __init__(self, storage: Storage, clock: Any) -> None:
        self.storage = storage
        self.clock = clock  # () -> a timestamp text, for the names of corrupt copies

    def write(self, game_id: str, record: dict[str, Any], params: dict[str, str]) -> None:
        self.storage.set(SAVE_PREFIX + game_id, json.dumps({"record": record, "params": params}))

    def forget(self, game_id: str) -> None:
        self.storage.remove(SAVE_PREFIX + game_id)

    def read(self, game_id: str) -> Saved | None:
        """The game saved for ``game_id``, or None. Raises InvalidRecord after moving a bad slot aside."""
        text = self.storage.get(SAVE_PREFIX + game_id)
        if text is None:
            return None
        try:
            return self._check(game_id, text)
        except InvalidRecord:
            self.storage.set(f"{CORRUPT_PREFIX}{game_id}.{self.clock()}", text)
            self.storage.remove(SAVE_PREFIX + game_id)
            raise

    @staticmethod
    def _check(game_id: str, text: str) -> Saved:
        try:
            slot = json.loads(text)
        except ValueError:
            raise InvalidRecord("the saved game is not readable") from None
        if not isinstance(slot, dict) or not isinstance(slot.get("params"), dict) or "record" not in slot:
            raise InvalidRecord("the saved game is incomplete")
        params = {str(k): str(v) for k, v in slot["params"].items()}
        state = replay(slot["record"])
        if slot["record"]["game"] != game_id:
            raise InvalidRecord("the saved game belongs to another game")
        return Saved(dict(slot["record"]), params, state)

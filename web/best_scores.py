"""Solo games: the best score on this device, per game and set of options (who starts aside)."""

from __future__ import annotations

import json
from typing import Any

from .saves import Storage, remember

BEST_PREFIX = "ludotheque.best."


def best_key(record: dict[str, Any]) -> str:
    """Where a solo best score is kept: one per game and set of options (who starts aside)."""
    options = {k: v for k, v in sorted(record["options"].items()) if k != "first"}
    return f"{BEST_PREFIX}{record['game']}.{json.dumps(options, sort_keys=True, separators=(',', ':'))}"


class BestScores:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    def best(self, game_id: str, options: dict[str, Any]) -> int | None:
        """The best score kept for these settings (None: none yet)."""
        return self._read(best_key({"game": game_id, "options": options}))

    def keep(self, record: dict[str, Any], score: int) -> int | None:
        """A game ended with ``score``: kept if it is the best; returns the best before it."""
        key = best_key(record)
        best = self._read(key)
        if best is None or score > best:
            remember(self.storage, key, str(score))
        return best

    def _read(self, key: str) -> int | None:
        try:
            return int(self.storage.get(key) or "")
        except ValueError:
            return None

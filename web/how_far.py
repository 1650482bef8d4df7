"""How far a game has gone, in its players' words.

A game whose turn is several moves (draws, a lay, a move, the turn's end; or the reactions asked
before a turn) counts its turns in its view (``turn``: the turn being played, or the last one once
the game is over): the page then says "Turn 12", not "Move 250". Any other game is counted in
moves made. Each sentence has both forms in web/i18n.py: ``<key>`` (moves) and ``<key>.turn``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def turn_of(view: Mapping[str, Any]) -> int | None:
    """The turn the view says is being played, or None for a game counted in moves."""
    turn = view.get("turn")
    return turn if isinstance(turn, int) and not isinstance(turn, bool) else None


def words(t: Any, key: str, view: Mapping[str, Any], moves: int) -> str:
    """``key``'s sentence with ``n``: the view's turn, else the moves made."""
    turn = turn_of(view)
    return str(t(key, n=moves) if turn is None else t(f"{key}.turn", n=turn))


def replay_words(t: Any, key: str, shown: Mapping[str, Any], now: Mapping[str, Any], at: int, total: int) -> str:
    """``key``'s sentence with ``n`` of ``total``: the turn shown of the game's turns, else moves."""
    turn, turns = turn_of(shown), turn_of(now)
    if turn is None or turns is None:
        return str(t(key, n=at, total=total))
    return str(t(f"{key}.turn", n=turn, total=turns))

"""Clustered's table as the players read it (web/clustered/table.py): each player's line of counts."""

from __future__ import annotations

import re
from types import SimpleNamespace

from game.clustered import new_game
from web.clustered.table import players
from web.i18n import Translator


def test_a_players_line_starts_with_the_points_as_a_phone_shows_only_its_start() -> None:
    session = SimpleNamespace(seats=["human", "ai-easy"], screen=SimpleNamespace(highlight=None), best=None)
    markup = str(players(new_game(1, 2).view(0), session, Translator("en")))
    for seat in (0, 1):
        meta = re.search(rf'data-seat="{seat}".*?<div class="meta">(.*?)</div>', markup, flags=re.S)
        assert meta, markup
        assert meta.group(1).startswith(f'<span data-score="{seat}">'), meta.group(1)
        assert "in hand" in meta.group(1)

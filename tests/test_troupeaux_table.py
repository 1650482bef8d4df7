"""Troupeaux's table as the players read it (web/troupeaux/table.py): each player's line of counts."""

from __future__ import annotations

import copy
import re
from types import SimpleNamespace

import pytest

from game.troupeaux import new_game
from web.i18n import Translator
from web.troupeaux.table import players

SESSION = SimpleNamespace(seats=["human", "ai-easy"], is_human=lambda s: s == 0)  # a person against the computer


def hand_line(view: dict, seat: int, language: str) -> str:
    markup = str(players(view, SESSION, Translator(language)))
    found = re.search(rf'<span data-hand-size="{seat}">([^<]*)</span>', markup)
    assert found, markup
    return found.group(1)


@pytest.mark.parametrize("language, empty", [("en", "No cards in hand"), ("fr", "Aucune carte en main")])
def test_a_player_with_no_cards_left_reads_so_without_a_dangling_colon(language: str, empty: str) -> None:
    view = copy.deepcopy(new_game(1, 2).view(0))
    view["hand_breeds"][1] = []
    assert hand_line(view, 1, language) == empty
    assert hand_line(view, 0, language).startswith(("8 cards in hand: ", "8 cartes en main : "))


def test_a_players_line_starts_with_the_sheep_home_as_a_phone_shows_only_its_start() -> None:
    markup = str(players(new_game(1, 2).view(0), SESSION, Translator("en")))
    for seat in (0, 1):
        line = markup[markup.index(f'data-seat="{seat}"'):]
        assert line.index(f'data-arrival="{seat}"') < line.index(f'data-hand-size="{seat}"') < line.index("in the pen")

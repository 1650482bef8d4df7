"""What a play route opens (web/play_route.py): the settings it names, and those it does not
understand said as problems, but never its own route words."""

from __future__ import annotations

import pytest

from game import core
from web import play_route


@pytest.mark.parametrize("extra", [{"kept": "g-17"}, {"hints": "0"}, {"undo": "0"}, {"moves": "e3"}])
def test_a_routes_own_words_are_not_taken_for_unknown_settings(extra):
    params = {"seats": "human,ai-easy", "seed": "7", **extra}
    _, _, problems, _ = play_route.prepare(core.load("kulami"), params)
    assert problems == []


def test_an_unknown_setting_is_still_said():
    _, _, problems, _ = play_route.prepare(core.load("kulami"), {"seats": "human,ai-easy", "seed": "7", "colour": "teal"})
    assert problems


@pytest.mark.parametrize("language, record, said", [
    ("en", "{not json", "this is not a Ludothèque game record"),
    ("fr", "{not json", "ce n'est pas un enregistrement de partie de Ludothèque"),
    ("fr", '{"game": "kulami", "version": 1, "seed": 3, "options": {}, "players": ["human", "human"],'
           ' "actions": ["b2", "b1"]}', "le coup 2 (b1) n'est pas permis par les règles"),
    ("en", '{"game": "kulami", "version": 1, "seed": 3, "options": {}, "players": ["human"], "actions": []}',
     "Kulami is not played by 1"),
])
def test_a_record_that_cannot_be_replayed_says_why_in_the_pages_language(language, record, said):
    from game.core import InvalidRecord
    from web.i18n import Translator, record_problem

    with pytest.raises(InvalidRecord) as caught:
        core.replay(record)
    assert record_problem(caught.value, Translator(language)) == said


def test_a_problem_with_no_words_of_its_own_keeps_its_message():
    from game.core import InvalidRecord
    from web.i18n import Translator, record_problem

    said = record_problem(InvalidRecord("the game is over at that moment"), Translator("fr"))
    assert said == "the game is over at that moment", "not taken for a file that is no record"

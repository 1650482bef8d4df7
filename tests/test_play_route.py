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

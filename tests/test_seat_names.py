"""A seat is named the same way in every game with colours: its colour first, then who plays it, as
the players' cards show them ("Orange · Player 2", "Red · Computer (easy)")."""

from __future__ import annotations

from types import SimpleNamespace

from game import kulami
from web.clustered.table import who as clustered_who
from web.i18n import Translator
from web.kulami.table import status_text as kulami_status
from web.troupeaux.table import who as troupeaux_who


def test_clustered_names_the_colour_first_on_its_hand_over_and_status():
    assert clustered_who(1, ["human", "human", "human"], Translator("en")) == "Orange · Player 2"
    assert clustered_who(0, ["human", "ai-easy"], Translator("fr")) == "Bleu · Vous"


def test_kulami_names_the_thinking_computer_colour_first():
    state = kulami.new_game(3, 2, {"first": "black"})
    session = SimpleNamespace(seats=["human", "ai-easy"], is_human=lambda seat: seat == 0)
    said = kulami_status(state.view(0), session, Translator("en"))
    assert "Black · Computer (easy)" in said, said


def test_troupeaux_names_the_colour_first_too():
    assert troupeaux_who(1, SimpleNamespace(seats=["human", "ai-hard"]), Translator("en")) == "Red · Computer (hard)"

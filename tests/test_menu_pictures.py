"""The menu's pictures (web/<game>/picture.py) and the setup form's seats, as drawn (no browser)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game import core
from web import games
from web.i18n import LANGUAGES, Translator

from tests.elements import Elements

GAMES = [entry.id for entry in core.REGISTRY]
# What each picture is drawn from: the classes of the game's own pieces.
PIECES = {
    "kulami": ("plate", "marble"),
    "clustered": ("card", "card-start"),
    "kluitz": ("tile", "fence"),
    "troupeaux": ("cell-box", "herd"),
    "guerre-des-moutons": ("gdm-face", "gdm-sheep"),
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_picture_drawn_from_its_own_pieces(game_id, language):
    drawn = Elements(games.picture(game_id, Translator(language)))
    tag, attrs = drawn.found[0]
    assert tag == "svg" and attrs["aria-hidden"] == "true", "a decorative picture, hidden from screen readers"
    assert "game-picture" in attrs["class"].split() and attrs["viewbox"]  # (the parser lowercases names)
    assert set(PIECES[game_id]) <= drawn.classes()
    assert not [a for _, a in drawn.found if a.get("tabindex") or a.get("data-action") or a.get("role")], "nothing to click"


def test_the_pictures_share_no_id_on_the_menu():
    t = Translator("en")
    ids = [a["id"] for game_id in GAMES for _, a in Elements(games.picture(game_id, t)).found if "id" in a]
    assert len(ids) == len(set(ids))


def test_the_menu_does_not_bring_a_games_table_or_its_computer_player():
    """The pictures are drawn at start-up: their modules stay away from the tables and the search."""
    code = (
        "import sys\n"
        "from game import core\n"
        "from web import games\n"
        "from web.i18n import Translator\n"
        "for entry in core.REGISTRY: games.picture(entry.id, Translator('en'))\n"
        "print(' '.join(m for m in sys.modules if m.endswith(('.table', '.search', '.rules_page')) and m.startswith('web.')"
        " or m.endswith('.search')))\n"
    )
    brought = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert brought == []


# --- Clustered's seats on the setup form ------------------------------------------------------------


def test_the_clustered_form_shows_the_seats_in_use_and_a_button_for_one_more():
    from web.clustered import setup

    form = Elements(setup.form(Translator("en")))
    rows = [a for _, a in form.found if "data-seat-row" in a]
    assert len(rows) == len(setup.DEFAULT_SEATS) == 2
    selects = [a["name"] for tag, a in form.found if tag == "select"]
    assert selects == ["seat-0", "seat-1", "first"]
    options = [a["value"] for tag, a in form.found if tag == "option"]
    assert "off" not in options, "a seat not in use is removed, not set to nobody"
    commands = {a["data-cmd"]: a for _, a in form.found if "data-cmd" in a}
    assert "disabled" not in commands["seat-add"] and "disabled" not in commands["seat-remove"]
    assert {"seat-add", "seat-remove", "start"} <= set(commands)

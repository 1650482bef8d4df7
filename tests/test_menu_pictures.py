"""The menu's pictures (web/<game>/picture.py) and the setup form's seats, as drawn (no browser)."""

from __future__ import annotations

import importlib
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game import core
from tests import sixth_game
from web import games
from web.i18n import LANGUAGES, Translator
from web.session import Session

from tests.elements import Elements

GAMES = [entry.id for entry in core.REGISTRY] + [sixth_game.ENTRY.id]


@pytest.fixture(autouse=True, scope="module")
def _the_sixth_game_too():
    """The test-only sixth game (tests/sixth_game/) on the menu too: a game's picture is its package's."""
    with sixth_game.registered():
        yield


def stylesheet_classes(game_id: str) -> set[str]:
    """The classes the selectors of a game's web/<package>/style.css name (none if it has no style.css)."""
    css = Path(importlib.import_module(core.entry(game_id).ui).__file__).with_name("style.css")
    text = re.sub(r"/\*.*?\*/", "", css.read_text(), flags=re.S) if css.exists() else ""
    return {name for selectors in re.findall(r"([^{};]+)\{", text) for name in re.findall(r"\.(-?[A-Za-z_][\w-]*)", selectors)}


def table_classes(game_id: str, seed: int = 3) -> set[str]:
    """The classes of a game's table as drawn for the person at seat 0, a few moves into a seeded game
    (random moves) against the computer."""
    module, table = core.load(game_id), games.table(game_id)
    entry = core.entry(game_id)
    players = min(max(entry.min_players, 2), entry.max_players)
    state, rng = module.new_game(seed, players), random.Random(seed)
    for played in range(40):
        if state.is_over or (played >= 6 and state.to_move == 0):
            break
        state.apply(rng.choice(state.legal_actions()))
    seats = ["human"] + ["ai-easy"] * (players - 1)
    session = Session(module, state, seats, lambda events: None, screen=table.Screen() if hasattr(table, "Screen") else None)
    t = Translator("en")
    drawn = [table.table_screen(t), *table.table_parts(state.view(0), session, t).values()]
    return Elements("".join(str(part) for part in drawn)).classes()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_picture_drawn_from_its_own_pieces(game_id, language):
    pieces = games.part(game_id, "picture").PIECES
    drawn = Elements(games.picture(game_id, Translator(language)))
    tag, attrs = drawn.found[0]
    assert tag == "svg" and attrs["aria-hidden"] == "true", "a decorative picture, hidden from screen readers"
    assert "game-picture" in attrs["class"].split() and attrs["viewbox"]  # (the parser lowercases names)
    assert pieces and set(pieces) <= drawn.classes(), f"{game_id}'s picture does not draw with its PIECES"
    assert not [a for _, a in drawn.found if a.get("tabindex") or a.get("data-action") or a.get("role")], "nothing to click"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_pieces_a_picture_names_are_pieces_its_table_uses(game_id):
    """``PIECES`` cannot drift from the game: each class is styled by its style.css or drawn on its table."""
    pieces = set(games.part(game_id, "picture").PIECES)
    unused = pieces - stylesheet_classes(game_id) - table_classes(game_id)
    assert not unused, f"{game_id}'s picture names pieces its table never uses: {sorted(unused)}"


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
        "from tests import sixth_game\n"
        "sixth_game.register()\n"
        "for entry in core.REGISTRY: games.picture(entry.id, Translator('en'))\n"
        "print(' '.join(m for m in sys.modules if m.endswith(('.table', '.search', '.rules_page'))"
        " and m.startswith(('web.', 'tests.')) or m.endswith('.search')))\n"
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

"""The games as the shell finds them: the registry (``game.core.REGISTRY``) and each game's package
in ``web/`` (``Entry.ui``, such as ``web.<package>``). The shell names no game: it asks a game's
package for these modules, by these names.
``register(entry)`` and ``unregister(id)`` add a game at run time, words and all (tests/sixth_game/).

``words``       ``STRINGS``: the game's words, ``{key: (english, french)}``, merged into the shell's at
                start-up (the menu shows every game's ``game.<id>.blurb``); ``<id>.howto`` is the
                first-visit hint on its table. Data only, so start-up stays light.
``setup``       the setup form (``#/<game>``), imported when the form is shown: ``DEFAULT_SEATS``,
                ``form(t, shared)``, ``params(document)``, ``command(name, target, document, t)``.
``table``       the table (``#/<game>/play``), imported when the game is opened: ``GAME_ID``,
                ``table_screen(t)``, ``table_parts(view, session, t, playable)`` and the rest.
                Both are the game–screen contract, each hook listed with its parameters in
                web/contract.py (checked here when the module is first imported, and by
                tests/test_contract.py).
``picture``     ``picture(t)``: the menu's drawing of the game, made of its own pieces (an ``<svg>``,
                decorative: ``aria-hidden``), and ``PIECES``: the classes of those pieces it draws
                with, each one the table uses too (tests/test_menu_pictures.py checks both).
                Imported at start-up for the menu, so kept light: it draws with the game's card or
                tile helpers, not with its ``table``.
``secrets``     not for the page: what the game keeps secret and how its page would write each
                secret (``HOT_SEAT_ROUTE``, ``secrets(state, seat)``, ``public(state)``,
                ``tokens(name)``), for the leak tests (e2e/test_hand_over_leaks.py). Every game that
                hands the device over between people has one.
``rules_page``  ``PAGES[language]`` (see web/rules.py), ``FIGURES`` and ``draw_figure(name, figure, t)``.
``lesson``      optional: ``LESSON``, the game's guided first game (Learn to play) as data, in the
                format web/lesson.py describes; web/learn.py plays any of them the same way.
``lab_words``   optional: the French of its view's notes and its starter agent's words, for the lab
                (web/lab_words.py).
``style.css``   its styles; the build appends them to the site's stylesheet (tools/build_site.py).
The package itself may name ``FRAME_HEIGHT``, the height in pixels of the frame the embed page's
snippet gives the game (``frame_height``; 720 if it names none), tall enough for its table.

The pieces every game draws the same way are the shell's, for a game's modules to use: controls.py
(the setup form, the table's frame and controls, the hand-over screen), seats.py (who sits where,
reading the form), pan.py (a table that pans and zooms), grid.py (the arrow keys on a board).
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType
from typing import Any

from game import core

from . import contract
from .markup import Markup


def part(game_id: str, name: str) -> ModuleType | None:
    """The module ``name`` of a game's web package (None if the game has none, or no such module)."""
    package = core.entry(game_id).ui
    if package is None:
        return None
    module_name = f"{package}.{name}"
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name != module_name:
            raise
        return None


FRAME_WIDTH, FRAME_HEIGHT = 560, 720  # the embed snippet's frame (a blog's column), unless a game asks taller


def frame_height(game_id: str) -> int:
    """The height of the frame the embed page's snippet gives a game (its package's ``FRAME_HEIGHT``)."""
    package = core.entry(game_id).ui
    return int(getattr(importlib.import_module(package), "FRAME_HEIGHT", FRAME_HEIGHT)) if package else FRAME_HEIGHT


def picture(game_id: str, t: Any) -> Markup:
    """The menu's picture of a game (``web.<package>.picture``), or nothing if it has none."""
    module = part(game_id, "picture")
    return module.picture(t) if module is not None else Markup("")


_checked: set[tuple[str, str]] = set()  # (game id, module name) checked against the contract


def _checked_part(game_id: str, name: str, hooks: tuple[contract.Hook, ...]) -> ModuleType:
    """A game's module ``name``, checked against ``hooks`` the first time it is asked for."""
    module = part(game_id, name)
    if module is None:
        raise KeyError(f"{game_id} has no {name} in web/")
    if (game_id, name) not in _checked:
        wrong = contract.problems(module, hooks)
        if wrong:
            raise TypeError(f"{module.__name__} breaks the game–screen contract (web/contract.py): " + "; ".join(wrong))
        _checked.add((game_id, name))
    return module


def setup(game_id: str) -> ModuleType:
    """A game's setup form (``web.<package>.setup``), imported on first use and checked then against
    the game–screen contract (web/contract.py, ``SETUP``)."""
    return _checked_part(game_id, "setup", contract.SETUP)


def table(game_id: str) -> ModuleType:
    """A game's table (``web.<package>.table``), imported on first use and checked then against the
    game–screen contract (web/contract.py, ``TABLE``)."""
    return _checked_part(game_id, "table", contract.TABLE)


def register(entry: core.Entry) -> None:
    """Add a game to the registry at run time (``core.register``) with its words, even once the shell's
    words are merged; before the app starts (``import web.main``) its menu then lists the game too."""
    core.register(entry)
    i18n = sys.modules.get(f"{__package__}.i18n")
    words = part(entry.id, "words")
    if i18n is not None and words is not None:
        i18n.STRINGS.update(words.STRINGS)


def unregister(game_id: str) -> None:
    """Take a game that :func:`register` added off the registry again, with its words."""
    words = part(game_id, "words")
    i18n = sys.modules.get(f"{__package__}.i18n")
    if i18n is not None and words is not None:
        for key in words.STRINGS:
            i18n.STRINGS.pop(key, None)
    _checked.difference_update({(game_id, "setup"), (game_id, "table")})
    core.unregister(game_id)

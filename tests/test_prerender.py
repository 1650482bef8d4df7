"""The screens drawn at build time (tools/prerender.py) are the app's own: the menu with every game,
each game's setup form and rules page, in both languages. Drawn in a separate process: the drawing
stands in for the browser's modules, which must not leak into the other tests."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game import core
from web.i18n import LANGUAGES, Translator

ROOT = Path(__file__).resolve().parent.parent
GAMES = [entry for entry in core.REGISTRY if entry.available]


def test_every_screen_is_drawn_ahead_in_both_languages_by_the_apps_own_code(tmp_path):
    subprocess.run([sys.executable, "-c", f"from pathlib import Path; from tools import prerender; prerender.write(Path({str(tmp_path)!r}))"],
                   cwd=ROOT, check=True)  # fmt: skip
    for language in LANGUAGES:
        t = Translator(language)
        menu = (tmp_path / language / "menu.html").read_text(encoding="utf-8")
        assert t("app.tagline") in menu.replace("&#x27;", "'").replace("&#39;", "'")
        for entry in GAMES:
            assert f'data-game="{entry.id}"' in menu and f'data-picture="{entry.id}"' in menu
            setup = (tmp_path / language / f"{entry.id}.html").read_text(encoding="utf-8")
            assert f'<form class="setup" id="setup" data-game="{entry.id}"' in setup and 'data-cmd="start"' in setup
            assert f'aria-pressed="true">{ {"en": "English", "fr": "Français"}[language] }<' in setup
            rules = (tmp_path / language / f"{entry.id}.rules.html").read_text(encoding="utf-8")
            assert f'data-rules="{entry.id}"' in rules and "data-rules-missing" not in rules
            frame = (tmp_path / language / f"{entry.id}.play.html").read_text(encoding="utf-8")
            assert 'id="board"' in frame and 'id="status"' in frame and 'class="toolbar"' in frame
            assert "data-action" not in frame, "a frame offers no move before its game is dealt"


KEEPS_PICTURES = """
from tools import prerender

prerender._stand_in_for_the_browser()
from web import games
from web.markup import Markup

drawn = []
games.picture = lambda game_id, t: drawn.append(game_id) or Markup("<svg data-drawn></svg>")


class Box:
    innerHTML = "<svg data-kept></svg>"


for on_show, language in (("en", "en"), ("en", "fr")):
    screens = prerender.Screens(language)
    screens.html.setAttribute("data-drawn-ahead", "menu")
    screens.html.setAttribute("lang", on_show)  # web/first-paint.js's language
    screens.root.querySelector = lambda selector: Box
    drawn.clear()
    screens.menu.show()
    print(on_show, language, screens.root.innerHTML.count("data-kept"), len(drawn))
    screens.menu.show()  # again: the session's pictures
    print(on_show, language, screens.root.innerHTML.count("data-kept"), len(drawn))
"""


def test_python_keeps_the_pictures_of_the_menu_drawn_ahead_in_its_language():
    out = subprocess.run([sys.executable, "-c", KEEPS_PICTURES], cwd=ROOT, check=True, capture_output=True, text=True).stdout
    n = len(GAMES)
    assert out.split("\n")[:4] == [f"en en {n} 0", f"en en {n} 0", f"en fr 0 {n}", f"en fr 0 {n}"], out

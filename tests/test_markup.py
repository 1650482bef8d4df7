"""Text put into the page through web/markup.py can never become markup."""

from __future__ import annotations

import html
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from web.markup import Markup, escape, h, join

ROOT = Path(__file__).resolve().parent.parent

HOSTILE = [
    "",
    "Alice",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "' onmouseover='alert(1)",
    "&lt; already escaped &amp;",
    "Élodie & Zoë <3 \"les moutons\" l'été",
    "]]><!-- -->",
]


@pytest.mark.parametrize("text", HOSTILE)
def test_text_and_attributes_are_escaped_as_html_escape_does(text: str) -> None:
    assert escape(text) == html.escape(text, quote=True)
    assert escape(text, quote=False) == html.escape(text, quote=False)
    assert h("span", {"title": text}, text) == f'<span title="{html.escape(text)}">{html.escape(text, quote=False)}</span>'


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))


def test_a_player_name_from_a_link_never_opens_a_tag() -> None:
    name = '<b onclick="steal()">Bob</b>'
    parser = _Tags()
    parser.feed(h("p", {"data-name": name}, "Player: ", join(Markup("<i>"), name, Markup("</i>"))))
    assert parser.tags == [("p", [("data-name", name)]), ("i", [])]


def test_drawing_markup_does_not_import_the_html_entity_table() -> None:
    """web/markup.py is imported on every start in the browser; ``html`` would cost 3 ms there."""
    code = "import sys, web.markup; print('html.entities' in sys.modules, 'html' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]

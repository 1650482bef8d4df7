"""The embed page (``#/embed``), for people who run a site: the code that puts each game in a page."""

from __future__ import annotations

from typing import Any

from game import core

from . import games
from .address import urlencode
from .markup import Markup, h
from .page import Page


class EmbedScreen:
    """Given the page and the window (the site's own address, for the snippets)."""

    def __init__(self, page: Page, window: Any) -> None:
        self.page = page
        self.window = window

    def show(self) -> None:
        t = self.page.t
        snippets = [self.snippet(entry) for entry in core.REGISTRY if entry.available]
        self.page.show(self, h("h1", {}, t("embed.title")), h("p", {}, t("embed.text")), *snippets,
                       h("div", {"class": "actions"}, h("a", {"class": "button", "href": "#/"}, t("app.back"))))

    def redraw(self) -> None:
        self.show()

    def command(self, name: str, target: Any) -> None:
        return None  # its Copy buttons are the page's (web/board_input.py)

    def snippet(self, entry: Any) -> Markup:
        base = str(self.window.location.href).split("#")[0].rsplit("/", 1)[0]
        src = f"{base}/embed.html?{urlencode(self.window, {'game': entry.id, 'seats': 'human,ai-medium'})}"
        size = f'width="{games.FRAME_WIDTH}" height="{games.frame_height(entry.id)}"'  # each game's table whole
        code = (f'<iframe src="{src}" {size} loading="lazy" style="border:0;max-width:100%" '
                f'title="{entry.title}"></iframe>')
        field = f"embed-code-{entry.id}"
        return h(
            "section", {"class": "embed-snippet", "data-embed-game": entry.id, "aria-labelledby": f"{field}-title"},
            h("h2", {"id": f"{field}-title"}, entry.title),
            h("textarea", {"readonly": True, "rows": 3, "id": field, "aria-labelledby": f"{field}-title"}, code),
            h("button", {"type": "button", "class": "button", "data-cmd": "copy", "data-copy": field}, self.page.t("app.copy")),
        )  # fmt: skip

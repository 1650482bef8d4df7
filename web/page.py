"""The page around every screen: ``#app``, painted whole with each new screen in its frame (the site's
header and the notices; at the table the whole screen goes to the game), the language, and which
screen is on show (the language's change redraws it, the buttons' commands go to it)."""

from __future__ import annotations

from typing import Any, Protocol

from . import pan
from .i18n import LANGUAGES, Translator
from .markup import Markup, h
from .notices import Notices
from .saves import Storage, remember

LANGUAGE_KEY = "ludotheque.language"
LANGUAGE_NAMES = {"en": "English", "fr": "Français"}


class Screen(Protocol):
    """What the page asks of the screen on show."""

    def redraw(self) -> None:
        """Paint it again, in the page's language now."""

    def command(self, name: str, target: Any) -> str | None:
        """A button's ``data-cmd`` that is not the page's own; returns an address to go to, or None."""


class Page:
    """Owns ``#app`` (``root``), ``<html>``'s language and readiness, the translator, the screen on show."""

    def __init__(self, root: Any, html: Any, storage: Storage, notices: Notices, embedded: bool, language: str) -> None:
        self.root = root
        self.html = html
        self.storage = storage
        self.notices = notices
        self.embedded = embedded
        self._t = Translator(language)
        self._on_show: Screen | None = None
        self._painted = False

    @property
    def t(self) -> Translator:
        """The words in the page's language now."""
        return self._t

    @property
    def on_show(self) -> Screen | None:
        """The screen painted last (None before the first)."""
        return self._on_show

    def show(self, screen: Screen | None, *body: Any, wide: bool = False, play: bool = False) -> None:
        """Paint ``screen``'s body in the frame; ``wide``: room for two columns; ``play``: the table."""
        self._on_show = screen
        self.paint(self.frame(*body, wide=wide, play=play))

    def frame(self, *body: Any, wide: bool = False, play: bool = False) -> Markup:
        """Every screen: the notices over it, then its body; the site's header but at the table,
        where the whole screen goes to the game (its menu holds the way back and the language)."""
        update, notice, keeping = self.notices.bars(self._t)
        if play:
            kind = "screen play embed" if self.embedded else "screen play"
            return h("div", {"class": kind}, update, notice, keeping, h("main", {"class": "table-main"}, *body))
        if self.embedded:
            return h("div", {"class": "screen embed"}, notice, h("main", {}, *body))
        header = h("header", {"class": "top"}, h("a", {"href": "#/", "class": "brand"}, "Ludothèque"), self.language_switch())
        return h("div", {"class": "screen wide" if wide else "screen"}, header, update, notice, h("main", {}, *body))

    def language_switch(self) -> Markup:
        t = self._t
        return h(
            "div", {"class": "language", "role": "group", "aria-label": t("app.language")},
            [h("button", {"type": "button", "data-cmd": "language", "data-language": code, "lang": code,
                          "aria-pressed": "true" if code == t.language else "false"}, LANGUAGE_NAMES[code])
             for code in LANGUAGES],
        )  # fmt: skip

    def paint(self, markup: Markup) -> None:
        pan.detach()  # the table on screen goes: let go of its pan and zoom (else it stays in memory)
        self.html.setAttribute("lang", self._t.language)
        self.root.innerHTML = markup
        self.name_the_tab()
        if self._painted:  # not on opening: the focus stays where the browser (or a blog's page) has it
            self.focus_the_heading()
        self._painted = True

    def name_the_tab(self) -> None:
        """The tab's title names the screen, as its h1 does ("<the game> · Ludothèque"): a screen reader
        hears it, and a tab or a bookmark says which screen it is."""
        document = getattr(self.root, "ownerDocument", None)  # none on the build's and tests' stand-ins
        if not document:
            return
        heading = self.root.querySelector("h1")
        name = str(heading.textContent).strip() if heading else ""
        document.title = f"{name} · Ludothèque" if name and name != "Ludothèque" else "Ludothèque"

    def focus_the_heading(self) -> None:
        """The new screen's h1 takes the focus, where the old screen's went with it to ``<body>``: a
        screen reader says which screen this is, and Tab goes on from the screen's top."""
        heading = self.root.querySelector("h1")
        if heading and getattr(self.root, "ownerDocument", None):
            from .dom import to_js  # the page's; not on the build's and tests' stand-ins

            heading.setAttribute("tabindex", "-1")
            heading.focus(to_js({"preventScroll": True}))

    def use_language(self, language: str) -> bool:
        """Speak ``language`` from now on (kept for the next visits); False if it is not one of ours."""
        if language not in LANGUAGES:
            return False
        self._t = Translator(language)
        remember(self.storage, LANGUAGE_KEY, language)
        return True

    def drawn_ahead(self, screen: str, selector: str) -> Markup | None:
        """A piece of the screen the build drew (tools/prerender.py), while that screen is still on show
        in the page's language: the build's own markup (no text from the address or the person)."""
        if self.html.getAttribute("data-drawn-ahead") != screen or self.html.getAttribute("lang") != self._t.language:
            return None
        box = self.root.querySelector(selector)
        return Markup(box.innerHTML) if box else None

    def mark_replaying(self, on: bool) -> None:
        """``#app.replaying`` while a past position is shown."""
        self.root.classList.toggle("replaying", on)

    def mark_ready(self) -> None:
        """``<html data-ready="1">``: the app accepts input."""
        self.html.setAttribute("data-ready", "1")

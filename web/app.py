"""The app: its state, boot, the frame around every screen, language. Its parts, one per file:

router.py        the address -> a screen                 menu.py         the menu of games
setup_screen.py  a game's setup                          rules.py        a game's rules page
play_route.py    a play route -> a game at the table     table.py        the table screen
table_tools.py   undo, replay, export, import, share     board_input.py  clicks, keys, focus
page_api.py      window.ludotheque, ``ludotheque:over``  games.py        what the shell asks of a game
warm_up.py       practice games nobody sees, once up: the next start is faster

The page marks ``<html data-ready="1">`` once it accepts input and ``data-busy="1"`` while the
computer thinks.
"""

from __future__ import annotations

from typing import Any

from . import pan, warm_up
from .board_input import BoardInput
from .dom import create_proxy, document, window
from .i18n import LANGUAGES, Translator, pick_language
from .markup import Markup, h
from .menu import MenuScreen
from .page_api import PageApi
from .play_route import PlayRoute
from .router import Router
from .saves import BrowserStorage, Saves
from .session import Session
from .setup_screen import SetupScreen
from .table import TableScreen
from .table_tools import TableTools

LANGUAGE_KEY = "ludotheque.language"
LANGUAGE_NAMES = {"en": "English", "fr": "Français"}


class App(Router, MenuScreen, SetupScreen, PlayRoute, TableScreen, TableTools, BoardInput, PageApi):
    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.html = document.documentElement
        self.storage = BrowserStorage()
        self.saves = Saves(self.storage, lambda: str(int(window.Date.now())))
        self.t = Translator(pick_language(self.storage.get(LANGUAGE_KEY), window.navigator.language))
        self.embedded = self.html.hasAttribute("data-embed")
        self.session: Session | None = None
        self.ui: Any = None  # the table module of the game on screen (web/games.py)
        self.screen = ""
        self.notice = ""
        self.message = ""  # the last explanation shown under the board
        self.announcement = ""
        self.proxies: list[Any] = []
        self.play_params: dict[str, str] = {}  # the game's settings as a route gives them
        self.route_hash = ""  # the hash of the screen shown, to go back to after a bad link
        self.rules_game = ""
        self.replay_at: int | None = None  # a move number while stepping through the game
        self.focus_hole: str | None = None  # the board cell that has the keyboard focus
        self.update_waiting = False  # a new version of the site is installed and waiting
        self.pace: float | None = None  # computers only: seconds between moves, if not the usual
        self.rest_at = 0.0  # the pieces of the last drawing are in their places then (time.perf_counter)
        self.pictures: dict[tuple[str, str], Markup] = {}  # the menu's, by game and language (web/menu.py)

    # -- boot --
    def start(self) -> None:
        self._listen(document, "click", self.on_click)
        self._listen(document, "keydown", self.on_key)
        self._listen(document, "change", self.on_change)
        self._listen(document, "ludotheque:update", lambda event: self.show_update())
        self._listen(window, "hashchange", lambda event: self.route())
        self._listen(window, "resize", lambda event: pan.bring_in_reach(document, window))
        self.publish_api()
        if self.embedded:
            self.route_embed()
        else:
            self.route()
        if getattr(window, "ludothequeUpdateWaiting", False):  # announced before Python was up
            self.show_update()
        self.html.setAttribute("data-ready", "1")
        warm_up.begin(self.storage, self.html)

    def _proxy(self, fn: Any) -> Any:
        proxy = create_proxy(fn)
        self.proxies.append(proxy)  # kept for the page's lifetime: a fixed handful, never per move
        return proxy

    def _listen(self, target: Any, kind: str, fn: Any) -> None:
        target.addEventListener(kind, self._proxy(fn))

    # -- every screen --
    def frame(self, *body: Any, wide: bool = False, play: bool = False) -> Markup:
        """Every screen: the notices over it, then its body; the site's header but at the table,
        where the whole screen goes to the game (its menu holds the way back and the language)."""
        t = self.t
        notice = h(
            "div", {"id": "notice", "class": "notice", "role": "alert", "hidden": not self.notice},
            h("span", {"class": "notice-text"}, self.notice),
            h("button", {"type": "button", "data-cmd": "dismiss", "aria-label": t("app.dismiss")}, "×"),
        )  # fmt: skip
        update = h(
            "div", {"id": "update", "class": "notice update", "role": "status", "hidden": not self.update_waiting},
            h("span", {}, t("app.update")),
            h("button", {"type": "button", "class": "button", "data-cmd": "update"}, t("app.reload")),
        )  # fmt: skip
        if play:
            kind = "screen play embed" if self.embedded else "screen play"
            return h("div", {"class": kind}, update, notice, h("main", {"class": "table-main"}, *body))
        if self.embedded:
            return h("div", {"class": "screen embed"}, notice, h("main", {}, *body))
        header = h("header", {"class": "top"}, h("a", {"href": "#/", "class": "brand"}, "Ludothèque"), self.language_switch())
        return h("div", {"class": "screen wide" if wide else "screen"}, header, update, notice, h("main", {}, *body))

    def language_switch(self) -> Markup:
        t = self.t
        return h(
            "div", {"class": "language", "role": "group", "aria-label": t("app.language")},
            [h("button", {"type": "button", "data-cmd": "language", "data-language": code, "lang": code,
                          "aria-pressed": "true" if code == t.language else "false"}, LANGUAGE_NAMES[code])
             for code in LANGUAGES],
        )  # fmt: skip

    def paint(self, markup: Markup) -> None:
        pan.detach()  # the table on screen goes: let go of its pan and zoom (else it stays in memory)
        self.html.setAttribute("lang", self.t.language)
        self.root.innerHTML = markup

    def show_rules(self, game_id: str) -> None:
        """The game's rules page, in the current language (web/rules.py, imported when first shown)."""
        from . import games, rules

        self.screen, self.ui = "rules", games.table(game_id)
        self.rules_game = game_id
        self.paint(self.frame(rules.rules_screen(game_id, self.t)))

    def show_notice(self, text: str) -> None:
        self.notice = text
        element = document.getElementById("notice")
        if element:
            element.querySelector(".notice-text").textContent = text
            element.hidden = not text

    def show_update(self) -> None:
        self.update_waiting = True
        element = document.getElementById("update")
        if element:
            element.hidden = False

    def set_language(self, language: str) -> None:
        if language not in LANGUAGES:
            return
        self.t = Translator(language)
        self.storage.set(LANGUAGE_KEY, language)
        if self.screen == "play" and self.session is not None:
            self.paint_table()
            self.refresh()
        elif self.screen == "setup" and self.ui is not None:
            self.show_setup(self.ui.GAME_ID)
        elif self.screen == "rules":
            self.show_rules(self.rules_game)
        elif self.screen == "embed":
            self.show_embed_page()
        else:
            self.show_menu(self.notice)


def start() -> App:
    app = App()
    app.start()
    return app

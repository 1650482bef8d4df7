"""The app: its parts wired, each given what it works with; the page's events handed to them;
start-up. Who calls whom, from the top (docs/architecture.md, "The browser side"):

board_input.py   Input: clicks, keys and files, to the table, the router or the screen on show
page_api.py      PageApi: window.ludotheque, and ``ludotheque:over`` when a game ends in a frame
router.py        Router: the address -> a screen, or a game opened at the table (play_route.py)
menu.py, setup_screen.py, rules_screen.py, embed_screen.py   the screens without a game
review_screen.py ReviewScreen: a game's review (review_runner.py: made in a Web Worker)
later.py         Later: the review, the lab and the lessons, made (imported) on first use
table.py         Table: the game at the table (session.py), each of its changes drawn and saved once
saved_games.py   SavedGames: the saves as the screens use them
page.py          Page: #app and its frame, the language, the screen on show
notices.py       Notices: the notice over every screen, the update's offer

The page marks ``<html data-ready="1">`` once it accepts input and ``data-busy="1"`` while the
computer thinks; ``warm_up.py`` practises once the app is up, so that the next start is faster.
"""

from __future__ import annotations

from typing import Any

from . import page_api, pan, table_tools, warm_up
from .address import play_address
from .board_input import Input
from .dom import create_proxy, document, window
from .embed_screen import EmbedScreen
from .i18n import pick_language
from .later import Later
from .menu import MenuScreen
from .notices import Notices
from .page import LANGUAGE_KEY, Page
from .router import Router
from .rules_screen import RulesScreen
from .saved_games import SavedGames
from .saves import BrowserStorage, Saves
from .setup_screen import SetupScreen
from .table import Table
from .your_games import YourGamesScreen


class App:
    """The parts of the page, wired."""

    def __init__(self, document: Any, window: Any) -> None:
        html = document.documentElement
        embedded = html.hasAttribute("data-embed")
        self.storage = BrowserStorage(window)
        self.notices = Notices(document, embedded)
        language = pick_language(self.storage.get(LANGUAGE_KEY), window.navigator.language)
        self.page = Page(document.getElementById("app"), html, self.storage, self.notices, embedded, language)
        saves = Saves(self.storage, lambda: int(window.Date.now()))
        if not embedded:
            saves.take_over()  # games kept one per title before: each its own now
        saved = SavedGames(saves, self.notices, self.page, window)
        place = embed_place(window) if embedded else None
        self.reviews = Later(lambda: reviews(window))  # where reviews are made: a worker, started on demand
        self.table = Table(self.page, self.notices, saves, self.storage, document, window, embedded,
                           on_over=lambda record: self.game_over(record), place=place)
        self.learn = Later(lambda: learn(self.page, self.table, saves, self.storage, document, window, embedded,
                                         self.router), idle=("on_click", "on_key"))  # #/<game>/learn
        screens = (MenuScreen(self.page, saved, self.notices), SetupScreen(self.page, saved, document, window),
                   RulesScreen(self.page), EmbedScreen(self.page, window),
                   YourGamesScreen(self.page, saved, lambda ms, language: local_date(window, ms, language),
                                   lambda game_id, params: play_address(window, game_id, params)))
        review = Later(lambda: review_screen(self.page, saved, saves, self.table, self.reviews.part(), document,
                                            window), idle=("close",))
        self.lab = Later(lambda: lab_screen(self.page, self.storage, document, window, embedded), idle=("leave",))
        self.router = Router(window, self.page, self.notices, saved, self.table, *screens, embedded, place, review,
                             lab=self.lab, learn=self.learn)
        self.input = Input(document, window, self.page, self.notices, self.router, self.table)
        self.api = page_api.PageApi(window, self.table, self.router)
        self.document, self.window, self.embedded = document, window, embedded
        self.proxies: list[Any] = []  # the listeners' (create_proxy), kept for the page's lifetime

    def start(self) -> None:
        """Listen to the page, publish ``window.ludotheque``, show the address's screen, then practise."""
        document, window = self.document, self.window
        html = document.documentElement  # reached before the document: a lesson's taps, before the table's
        self.listen(html, "click", self.learn.on_click)
        self.listen(html, "keydown", self.learn.on_key)
        self.listen(document, "click", self.input.on_click)
        self.listen(document, "keydown", self.input.on_key)
        self.listen(document, "change", self.input.on_change)
        self.listen(document, "ludotheque:update", lambda event: self.notices.offer_update())
        self.listen(window, "hashchange", lambda event: self.router.route())
        navigation = getattr(window, "navigation", None)  # the Navigation API, where the browser has it
        if navigation:  # tells Back and Forward from a link, before the address changes
            self.listen(navigation, "navigate", lambda event: self.router.heard_navigation(str(event.navigationType)))
        self.listen(window, "storage", lambda event: self.table.on_storage(event.key))  # another tab wrote
        self.listen(window, "resize", lambda event: self.resized())
        self.api.publish()
        if self.embedded:
            self.router.route_embed()
        else:
            self.router.route()
        if getattr(window, "ludothequeUpdateWaiting", False):  # announced before Python was up
            self.notices.offer_update()
        self.page.mark_ready()
        warm_up.begin(self.storage, document.documentElement)

    def resized(self) -> None:
        """A turned tablet, a resized window: what lit moves and the end need brought back in reach."""
        pan.bring_in_reach(self.document, self.window)
        table_tools.fit_end(self.document)

    def game_over(self, record: dict[str, Any]) -> None:
        """A game ended at the table: a framed page is told, and, when a person played, the worker that
        reviews games starts now, so that its end screen's "Review the game" starts at once."""
        page_api.post_over(self.window, record)
        if "human" in record.get("players", ()):
            self.reviews.warm()

    def listen(self, target: Any, kind: str, fn: Any) -> None:
        proxy = create_proxy(fn)
        self.proxies.append(proxy)  # a fixed handful, never per move
        target.addEventListener(kind, proxy)


# The parts made on first use (web/later.py): their modules are imported then, not at start-up.


def reviews(window: Any) -> Any:
    from .review_runner import Reviews

    return Reviews(window)


def review_screen(page: Page, saved: SavedGames, saves: Saves, table: Table, reviews: Any, document: Any,
                  window: Any) -> Any:
    from .review_screen import ReviewScreen

    return ReviewScreen(page, saved, saves, table, reviews, document, window,
                        lambda game_id, params: play_address(window, game_id, params))


def lab_screen(page: Page, storage: BrowserStorage, document: Any, window: Any, embedded: bool) -> Any:
    from .lab import LabScreen

    return LabScreen(page, storage, document, window, embedded)


def learn(page: Page, table: Table, saves: Saves, storage: BrowserStorage, document: Any, window: Any,
          embedded: bool, router: Router) -> Any:
    from .learn import Learn

    lessons = Learn(page, table, saves, storage, document, window, embedded)
    lessons.router = router
    return lessons


def embed_place(window: Any) -> str:
    """embed.html's place: the page it is in, its own query, and which of that page's frames with the
    same query it is (web/embed-preview.js claims the first one free), so that two embeds of a game
    on one page keep two games, and a reload of the page finds each one's game."""
    slot = getattr(window, "ludothequeEmbedSlot", None)
    return f"{window.document.referrer}|{window.location.search}|{slot if isinstance(slot, int) else 0}"


def local_date(window: Any, ms: float, language: str) -> str:
    """A moment in the reader's words and time zone ("27 Nov 2026, 14:05")."""
    options = window.JSON.parse('{"dateStyle": "medium", "timeStyle": "short"}')
    own = str(window.navigator.language or "")  # the reader's own variant of the language (en-GB, fr-CA)
    return str(window.Date.new(ms).toLocaleString(own if own.split("-")[0] == language else language, options))


def start() -> App:
    app = App(document, window)
    app.start()
    return app

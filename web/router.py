"""The address -> a screen (the routes are listed in web/address.py): the menu, the embed page, a
game's setup, its rules, its review, or a game at the table; and a game opened from a record, which takes the
address of its play route."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game import core
from game.core import InvalidRecord

from . import play_route
from .address import parse_route, play_address, query_params
from .embed_screen import EmbedScreen
from .i18n import record_problem
from .menu import MenuScreen
from .notices import Notices
from .page import Page
from .rules_screen import RulesScreen
from .saved_games import SavedGames
from .setup_screen import SetupScreen
from .table import Table
from .your_games import YourGamesScreen

if TYPE_CHECKING:  # made on first use (web/later.py): not imported at start-up
    from .lab import LabScreen
    from .learn import Learn
    from .review_screen import ReviewScreen


class Router:
    """Owns the address of the screen on show (to go back to after a bad link); given the screens it
    shows, the table it opens games at, the page, the notices, the saved games and the window."""

    def __init__(self, window: Any, page: Page, notices: Notices, saved: SavedGames, table: Table,
                 menu: MenuScreen, setup: SetupScreen, rules: RulesScreen, embed_page: EmbedScreen,
                 your_games: YourGamesScreen, embedded: bool, place: str | None = None,
                 review: ReviewScreen | None = None, lab: LabScreen | None = None,
                 learn: Learn | None = None) -> None:
        self.window = window
        self.page = page
        self.notices = notices
        self.saved = saved
        self.table = table
        self.menu = menu
        self.setup = setup
        self.rules = rules
        self.embed_page = embed_page
        self.your_games = your_games
        self.review = review
        self.embedded = embedded
        self.lab = lab  # the agent lab (#/lab/<game>, web/lab.py)
        self.place = place  # embed.html: its place on the page it is in (web/saves.py)
        self.address = ""  # the hash of the screen on show
        self.traversing = False  # the browser's Back or Forward brought the address (the Navigation API's word)
        self.learn = learn  # Learn to play: a game's lesson at the table (#/<game>/learn)

    def route(self) -> None:
        """The screen of the address in the window."""
        hash_text = str(self.window.location.hash or "")
        parts, params = parse_route(self.window, hash_text)
        t = self.page.t
        if self.lab is not None and (not parts or parts[0] != "lab"):
            self.lab.leave()  # its worker (its own Python) goes with it
        if not parts:
            return self.leave_table(self.menu.show)
        if parts == ["embed"]:
            return self.leave_table(self.embed_page.show)
        if parts == ["games"]:
            return self.leave_table(self.your_games.show)
        if parts[0] == "lab" and self.lab is not None and len(parts) <= 2:
            lab = self.lab
            game_id = parts[1] if len(parts) == 2 else lab.last_game()  # the lab the reader worked in last
            if game_id not in core.available_games():
                return self.leave_table(lambda: self.menu.show(t("app.unknown_page")))
            return self.leave_table(lambda: lab.show(game_id, params.get("code")))
        try:
            entry = core.entry(parts[0])
        except KeyError:
            return self.leave_table(lambda: self.menu.show(t("app.unknown_page")))
        if not entry.available:
            return self.leave_table(lambda: self.menu.show(t("app.coming_notice", game=entry.title)))
        if len(parts) == 1:
            return self.leave_table(lambda: self.setup.show(entry.id))
        if len(parts) == 2 and parts[1] == "rules":
            return self.leave_table(lambda: self.rules.show(entry.id))
        if len(parts) == 2 and parts[1] == "play":
            return self.open_route(entry.id, params, hash_text)
        if len(parts) == 2 and parts[1] == "review" and self.review is not None:
            review = self.review
            found = review.find(entry.id, params)  # the game at the table, before the table is left
            return self.leave_table(lambda: review.show(found))
        if len(parts) == 2 and parts[1] == "learn":
            return self.open_lesson(entry.id, hash_text)
        return self.leave_table(lambda: self.menu.show(t("app.unknown_page")))

    def route_embed(self) -> None:
        """embed.html: the game its query names (the first game on the menu if it names none)."""
        params = query_params(self.window, str(self.window.location.search or "").lstrip("?"))
        first = core.available_games()[0]
        game_id = params.pop("game", first)
        params.pop("autoplay", None)  # embed.html's own (web/embed-preview.js): Python is up already
        if "lab" in params and self.lab is not None:  # embed.html?lab=<game>[#code=...]: the agent lab
            lab_game = params["lab"] if params["lab"] in core.available_games() else core.available_games()[0]
            shared = query_params(self.window, str(self.window.location.hash or "").lstrip("#")).get("code")
            return self.lab.show(lab_game, shared)
        try:
            available = core.entry(game_id).available
        except KeyError:
            available = False
        if not available:
            game_id = first
            self.notices.keep(self.page.t("app.unknown_page"))
        if params.get("learn") == "1" and self.learn is not None and self.learn.open(game_id):
            return  # a blog post that teaches the game
        found = self.saved.placed(self.place, game_id) if self.place is not None and "moves" not in params else None
        if found is not None:  # the page was reloaded: this embed's game goes on
            params = dict(params, kept=found.id, seed=str(found.record["seed"]))
        self.open_route(game_id, params, "")

    def open_route(self, game_id: str, params: dict[str, str], hash_text: str) -> None:
        """Open the game a play route describes; a bad shared position leaves the current screen as it was."""
        t = self.page.t
        try:
            opening = play_route.from_route(game_id, params, self.saved, reload=not self.embedded)
        except InvalidRecord as error:
            notice = t("app.bad_link", reason=record_problem(error, t))
            if self.page.on_show is not None:  # keep what is on screen, and its address
                self.window.history.replaceState(None, "", self.address or "#/")
                return self.notices.show(notice)
            return self.menu.show(notice)
        problems = opening.problems
        notice = t("app.bad_settings", details="; ".join(problems)) if problems else self.notices.text
        self.close_review()
        self.address = hash_text
        self.table.open(opening, notice)
        self.name_the_kept_game(opening)

    def open_lesson(self, game_id: str, hash_text: str) -> None:
        """A game's lesson at the table, where it was left; its setup if the game has none."""
        if self.learn is not None and self.learn.open(game_id, loaded=self.page.on_show is None):
            self.address = hash_text
            return
        self.notices.keep(self.page.t("learn.none"))
        self.leave_table(lambda: self.setup.show(game_id))

    def open_record(self, text: Any) -> bool:
        """Start the game a record describes (JSON, or a JS object); a bad record shows why and
        changes nothing. The address becomes the game's play route (but in embed.html)."""
        try:
            if not isinstance(text, str):
                text = str(self.window.JSON.stringify(text))
            opening = play_route.from_record(text)
        except (InvalidRecord, ValueError) as error:
            self.notices.show(self.page.t("app.bad_record", reason=record_problem(error, self.page.t)))
            return False
        twin = self.saved.same_record(opening.state.record(opening.seats))
        if twin is not None:  # the same file again: that kept game, not a second copy of it
            opening.kept = twin.id
        self.close_review()
        problems = opening.problems
        self.table.open(opening, self.page.t("app.bad_settings", details="; ".join(problems)) if problems else "")
        self.name_the_kept_game(opening)
        return True

    def name_the_kept_game(self, opening: play_route.Opening) -> None:
        """The address becomes the game at the table, its deal and where it is kept (but in embed.html),
        so that a reload or the browser's Back goes on with this game rather than dealing a new one. A
        shared position's moves are left out: the kept game goes on from them."""
        if self.embedded:
            return
        params = dict(opening.params, seed=opening.state.seed, kept=self.table.kept)
        self.address = play_address(self.window, opening.module.INFO.id, params)
        self.window.history.replaceState(None, "", self.address)

    def heard_navigation(self, kind: str) -> None:
        """The browser is about to change the address: ``kind`` is the Navigation API's type ("push",
        "traverse"…), heard before the address changes."""
        self.traversing = kind == "traverse"

    def leave_table(self, show: Callable[[], Any]) -> None:
        self.table.close()
        self.close_review()
        address = str(self.window.location.hash or "")
        if address != self.address and not self.traversing:  # another screen opens at its top; Back and
            self.window.scrollTo(0, 0)  # Forward find a screen where it was left (the browser puts it back)
        self.address, self.traversing = address, False
        show()

    def close_review(self) -> None:
        """A review in progress stops when its screen goes (it starts anew when it shows)."""
        if self.review is not None:
            self.review.close()

    def go(self, address: str) -> None:
        if str(self.window.location.hash) == address:
            self.route()
        else:
            self.window.location.hash = address

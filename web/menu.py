"""The menu screen (``#/``): every game of the registry, with its picture (web/games.py ``picture``) and
a way back into a game in progress."""

from __future__ import annotations

from typing import Any

from game import core
from game.core import InvalidRecord

from . import games
from .markup import Markup, h
from .router import urlencode


class MenuScreen:
    """Mixed into web.app.App."""

    def show_menu(self, notice: str = "") -> None:
        self.screen, self.notice, self.ui = "menu", notice, None
        t = self.t
        cards = []
        for entry in core.REGISTRY:
            players = (
                t("app.players.fixed", n=entry.min_players)
                if entry.min_players == entry.max_players
                else t("app.players", min=entry.min_players, max=entry.max_players)
            )
            body = [h("h2", {}, entry.title), h("p", {}, t(f"game.{entry.id}.blurb")), h("p", {"class": "meta"}, players)]
            drawn = self.menu_picture(entry.id)
            if drawn and entry.available:  # a tap on the picture opens the game too (Play says it to everyone)
                body.insert(0, h("a", {"class": "game-picture-box", "href": f"#/{entry.id}", "tabindex": -1,
                                       "aria-hidden": "true", "data-picture": entry.id}, drawn))  # fmt: skip
            elif drawn:
                body.insert(0, h("div", {"class": "game-picture-box", "data-picture": entry.id}, drawn))
            if entry.available:
                links = [h("a", {"class": "button primary", "href": f"#/{entry.id}", "data-game": entry.id}, t("app.play"))]
                saved = self.read_save(entry.id)
                if saved is not None and not saved.finished:
                    links.append(h("a", {"class": "button", "href": self.saved_hash(entry.id, saved), "data-resume": entry.id},
                                   t("app.resume", n=saved.moves)))  # fmt: skip
                body.append(h("div", {"class": "actions"}, *links))
                cards.append(h("li", {"class": "game-card"}, *body))
            else:
                body.append(h("span", {"class": "badge"}, t("app.coming")))
                cards.append(h("li", {"class": "game-card coming", "aria-disabled": "true"}, *body))
        footer = h("footer", {"class": "menu-footer"}, h("a", {"href": "#/embed", "data-embed-page": "1"}, t("embed.title")))
        self.paint(self.frame(h("h1", {}, "Ludothèque"), h("p", {"class": "tagline"}, t("app.tagline")),
                              h("ul", {"class": "games"}, *cards), footer))  # fmt: skip

    def menu_picture(self, game_id: str) -> Markup:
        """A game's picture in the current language, drawn once a session (all of them take ~50 ms in
        the browser, most of it the engine of a game whose picture needs it). The first time,
        on a page that opened on the menu, it is the one on show: the same code drew that menu at build
        time in this language (tools/prerender.py, put in the page by web/first-paint.js)."""
        key = (game_id, self.t.language)
        if key not in self.pictures:
            self.pictures[key] = self.picture_drawn_ahead(game_id) or games.picture(game_id, self.t)
        return self.pictures[key]

    def picture_drawn_ahead(self, game_id: str) -> Markup | None:
        """The picture in the menu drawn at build time, while that menu is on show in this language:
        the build's own markup (no text from the address or the person)."""
        if self.html.getAttribute("data-drawn-ahead") != "menu" or self.html.getAttribute("lang") != self.t.language:
            return None
        box = self.root.querySelector(f'[data-picture="{game_id}"]')
        return Markup(box.innerHTML) if box else None

    def read_save(self, game_id: str) -> Any:
        """The game saved for ``game_id`` (None if none); a bad save is set aside and reported."""
        try:
            return self.saves.read(game_id)
        except InvalidRecord as error:
            self.notice = self.t("app.bad_save", game=core.entry(game_id).title, reason=str(error))
            return None

    def saved_hash(self, game_id: str, saved: Any) -> str:
        params = dict(saved.params, seed=saved.record["seed"])
        return f"#/{game_id}/play?{urlencode(params)}"

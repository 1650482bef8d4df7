"""The menu screen (``#/``): every game of the registry, with its picture (web/games.py ``picture``) and
a way back into a game in progress."""

from __future__ import annotations

from typing import Any

from game import core

from . import games
from .lesson import learned, lesson_of, progress
from .markup import Markup, h
from .notices import Notices
from .page import Page
from .saved_games import SavedGames


class MenuScreen:
    """Owns the menu's pictures, drawn once per language; given the page, the saved games, the notices."""

    def __init__(self, page: Page, saved: SavedGames, notices: Notices) -> None:
        self.page = page
        self.saved = saved
        self.notices = notices
        self.pictures: dict[tuple[str, str], Markup] = {}  # by game and language

    def show(self, notice: str = "") -> None:
        self.notices.keep(notice)
        t = self.page.t
        cards = []
        for entry in core.REGISTRY:
            players = (
                t("app.players.fixed", n=entry.min_players)
                if entry.min_players == entry.max_players
                else t("app.players.or" if entry.max_players == entry.min_players + 1 else "app.players",
                       min=entry.min_players, max=entry.max_players)
            )
            body = [h("h2", {}, entry.title), h("p", {}, t(f"game.{entry.id}.blurb")), h("p", {"class": "meta"}, players)]
            drawn = self.picture(entry.id)
            if drawn and entry.available:  # a tap on the picture opens the game too (Play says it to everyone)
                body.insert(0, h("a", {"class": "game-picture-box", "href": f"#/{entry.id}", "tabindex": -1,
                                       "aria-hidden": "true", "data-picture": entry.id}, drawn))  # fmt: skip
            elif drawn:
                body.insert(0, h("div", {"class": "game-picture-box", "data-picture": entry.id}, drawn))
            if entry.available:
                links = [h("a", {"class": "button primary", "href": f"#/{entry.id}", "data-game": entry.id,
                               "aria-label": t("app.play.named", game=entry.title)}, t("app.play"))]
                links += self.lesson_links(entry.id)
                saved = self.saved.read(entry.id)
                if saved is not None and saved.resumable:
                    links.append(h("a", {"class": "button", "href": self.saved.resume_address(entry.id, saved),
                                         "data-resume": entry.id}, saved.how_far(t, "app.resume")))  # fmt: skip
                body.append(h("div", {"class": "actions"}, *links))
                cards.append(h("li", {"class": "game-card"}, *body))
            else:
                body.append(h("span", {"class": "badge"}, t("app.coming")))
                cards.append(h("li", {"class": "game-card coming", "aria-disabled": "true"}, *body))
        footer = h("footer", {"class": "menu-footer"},
                   h("a", {"href": "#/games", "data-your-games": "1"}, t("app.your_games")),
                   h("a", {"href": "#/embed", "data-embed-page": "1"}, t("embed.title")),
                   h("a", {"href": "#/lab", "data-lab-link": "1"}, t("lab.title")))  # fmt: skip
        self.page.show(self, h("h1", {}, t("app.pick")), h("p", {"class": "tagline"}, t("app.tagline")),
                       h("ul", {"class": "games"}, *cards), footer)  # fmt: skip

    def lesson_links(self, game_id: str) -> list[Markup]:
        """Learn to play (or go on with the lesson where it was left), and the game marked learned."""
        lesson = lesson_of(game_id)
        if lesson is None:
            return []
        storage, t = self.page.storage, self.page.t
        going = 0 < progress(storage, game_id) < len(lesson["steps"])
        key = "learn.continue" if going else "learn.open"
        named = t(f"{key}.named", game=core.entry(game_id).title)  # five links of the same words: each named
        links = [h("a", {"class": "button", "href": f"#/{game_id}/learn", "data-learn": game_id, "aria-label": named},
                   t(key))]
        if learned(storage, game_id):
            links.append(h("span", {"class": "badge learned", "data-learned": game_id}, t("learn.learned")))
        return links

    def redraw(self) -> None:
        self.show(self.notices.text)

    def command(self, name: str, target: Any) -> None:
        return None  # the menu has links only

    def picture(self, game_id: str) -> Markup:
        """A game's picture in the current language, drawn once a session (all of them take ~50 ms in
        the browser, most of it the engine of a game whose picture needs it). The first time,
        on a page that opened on the menu, it is the one on show: the same code drew that menu at build
        time in this language (tools/prerender.py, put in the page by web/first-paint.js)."""
        key = (game_id, self.page.t.language)
        if key not in self.pictures:
            kept = self.page.drawn_ahead("menu", f'[data-picture="{game_id}"]')
            self.pictures[key] = kept or games.picture(game_id, self.page.t)
        return self.pictures[key]

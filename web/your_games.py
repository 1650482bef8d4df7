"""Your games (``#/games``): the games in progress, to resume or delete, and the last finished ones, with
their results, to replay or review. Drawn from the games kept in the browser (web/saves.py ``Saves.games()``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import core

from . import games
from .markup import Markup, h
from .position_picture import position_picture
from .saves import Kept
from .seats import seat_name

FINISHED_SHOWN = 10  # the last finished games listed


class YourGamesScreen:
    """The screen; given the page, the saved games, ``when(ms, language)`` (a date in the reader's
    words) and ``address`` (play routes)."""

    def __init__(self, page: Any, saved: Any, when: Callable[[float, str], str], address: Address) -> None:
        self.page = page
        self.saved = saved
        self.when = when
        self.address = address
        self.deleted: tuple[str, str, str] | None = None  # the game deleted last: its id, entry and title, for Undo

    def show(self) -> None:
        """The screen opened (the route): no Undo of an earlier visit's Delete."""
        self.deleted = None
        self.draw()

    def draw(self) -> None:
        t = self.page.t
        body = your_games(self.saved.games(), t, lambda ms: self.when(ms, t.language), self.address)
        if self.deleted is not None:  # under the title: what went, and the way to bring it back
            _, _, title = self.deleted
            body.insert(1, h("p", {"class": "deleted-note", "role": "status"}, t("games.deleted", game=title), " ",
                             h("button", {"type": "button", "class": "button", "data-cmd": "undo-forget"}, t("games.undo"))))
        self.page.show(self, *body)

    def redraw(self) -> None:
        self.draw()

    def command(self, name: str, target: Any) -> None:
        if name == "forget-game":  # Delete: that game goes, the list is drawn again, with an Undo
            kept_id = str(target.getAttribute("data-kept"))
            found = self.saved.kept(kept_id)
            text = self.saved.forget_kept(kept_id)
            self.deleted = (kept_id, text, core.entry(found.title).title) if text and found is not None else None
            self.draw()
        elif name == "undo-forget" and self.deleted is not None:
            kept_id, text, _ = self.deleted
            if self.saved.put_back(kept_id, text):
                self.deleted = None
            else:  # no room for it now: said, and Undo still offered
                self.page.notices.show(self.page.t("games.undo_failed"))
            self.draw()


# ``address(game_id, params)``: a play route (web/address.py play_address, given the window).
Address = Callable[[str, dict[str, str]], str]


def resume_hash(kept: Kept, address: Address) -> str:
    """The play route that opens this very game where it was left (``kept``: its id)."""
    return address(kept.title, dict(kept.params, seed=str(kept.record["seed"]), kept=kept.id))


def replay_hash(kept: Kept, address: Address) -> str:
    """The play route of a finished game with all its moves: its end, to step back through."""
    return address(kept.title, dict(kept.params, seed=str(kept.record["seed"]), moves=",".join(kept.record["actions"])))


def review_hash(kept: Kept, address: Address) -> str:
    """The review of this very game (web/review_screen.py; instant once made: it is kept with it): its
    route takes the play route's query (``kept``)."""
    return address(kept.title, {"kept": kept.id}).replace("/play?", "/review?", 1)


def players(kept: Kept, t: Any) -> str:
    seats = [str(kind) for kind in kept.record["players"]]
    return ", ".join(str(seat_name(seat, seats, t)) for seat in range(len(seats)))


def result(kept: Kept, t: Any) -> str:
    """"Won by You" / "A draw", with the scores."""
    seats = [str(kind) for kind in kept.record["players"]]
    winners = kept.state.winners()
    scores = " – ".join(str(score) for score in kept.state.scores())
    if len(seats) == 1:
        return t("games.score", scores=scores)
    if len(winners) == 1:
        winner = seat_name(winners[0], seats, t)
        return t("games.won_you", scores=scores) if winner.you else t("games.won", who=str(winner), scores=scores)
    return t("games.draw", scores=scores)


def safe_id(text: str) -> str:
    """An id read from storage, reduced to what may stand in an element's id (letters and digits)."""
    return "".join(c for c in text.lower() if c.isascii() and c.isalnum())[:24]


def delete_button(kept: Kept, t: Any, title: str, played: str) -> Markup:
    return h("button", {"type": "button", "class": "button", "data-cmd": "forget-game", "data-kept": kept.id,
                        "aria-label": t("games.delete_one", game=title, when=played)}, t("games.delete"))


def game_item(kept: Kept, t: Any, when: Callable[[float], str], address: Address) -> Markup:
    title = core.entry(kept.title).title
    played = when(kept.updated)
    drawn = None if kept.finished else position_picture(kept, t, f"kept-{safe_id(kept.id)}-")
    picture = (h("div", {"class": "position-picture", "aria-hidden": "true", "inert": True}, drawn) if drawn is not None
               else h("div", {"class": "game-picture-box small", "aria-hidden": "true"}, games.picture(kept.title, t)))
    facts = [h("h3", {}, title), h("p", {}, players(kept, t))]
    if kept.finished:
        facts.append(h("p", {"class": "meta"}, result(kept, t), " · ", played))
        actions = [h("a", {"class": "button", "href": replay_hash(kept, address), "data-replay-kept": kept.id}, t("games.replay")),
                   h("a", {"class": "button", "href": review_hash(kept, address), "data-review-kept": kept.id,
                           "aria-label": t("games.review_one", game=title, when=played)}, t("review.short")),
                   delete_button(kept, t, title, played)]
    else:
        facts.append(h("p", {"class": "meta"}, t("games.move", n=kept.moves), " · ", t("games.played", when=played)))
        actions = [
            h("a", {"class": "button primary", "href": resume_hash(kept, address), "data-resume-kept": kept.id}, t("games.resume")),
            delete_button(kept, t, title, played),
        ]  # fmt: skip
    return h("li", {"class": "kept-game", "data-kept-game": kept.id}, picture, h("div", {"class": "kept-facts"}, *facts),
             h("div", {"class": "actions"}, *actions))  # fmt: skip


def your_games(kept: list[Kept], t: Any, when: Callable[[float], str], address: Address) -> list[Markup]:
    """The screen's body, in order: ``kept`` most recent first, ``when(ms)`` a date in the reader's words."""
    in_progress = [game for game in kept if not game.finished]
    finished = [game for game in kept if game.finished][:FINISHED_SHOWN]
    body = [h("h1", {}, t("games.title"))]
    body.append(h("h2", {}, t("games.in_progress")))
    if in_progress:
        body.append(h("ul", {"class": "kept-games", "data-kept-list": "in-progress"}, *(game_item(g, t, when, address) for g in in_progress)))
    else:
        body.append(h("p", {}, t("games.none_in_progress")))
    body.append(h("h2", {}, t("games.finished")))
    if finished:
        body.append(h("ul", {"class": "kept-games", "data-kept-list": "finished"}, *(game_item(g, t, when, address) for g in finished)))
    else:
        body.append(h("p", {}, t("games.none_finished")))
    if not kept:  # a first visit: what will be here, and the way to a game
        body.append(h("p", {"class": "note"}, t("games.none_yet")))
    body.append(h("p", {"class": "actions"}, h("a", {"class": "button" + ("" if kept else " primary"), "href": "#/",
                                                     "data-back-to-menu": "1"}, t("app.back"))))  # fmt: skip
    return body

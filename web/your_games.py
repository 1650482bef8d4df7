"""Your games (``#/games``): the games in progress, to resume or delete, and the last finished ones, with
their results, to replay or review. Drawn from the games kept in the browser (web/saves.py ``Saves.games()``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from game import core

from . import games
from .files import download, import_control
from .markup import Markup, h
from .position_picture import position_picture
from .saves import Kept, SetAside
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
        self.deleted: tuple[str, Kept] | None = None  # the game deleted last: its entry and the game, for Undo
        self.every = False  # every finished game listed, not only the last FINISHED_SHOWN
        self.drawing = 0  # the lists drawn so far: a picture drawn late goes only into the latest

    def show(self) -> None:
        """The screen opened (the route): no Undo of an earlier visit's Delete."""
        self.deleted = None
        self.every = False
        self.draw()

    def draw(self) -> None:
        t = self.page.t
        gone = self.deleted[1] if self.deleted is not None else None
        kept = self.saved.games()
        when = lambda ms: self.when(ms, t.language)  # noqa: E731
        body = your_games(kept, t, when, self.address, gone, self.every)
        body[-1:-1] = broken_games(self.saved.broken(), t, when)
        self.page.show(self, *body)
        self.drawing += 1
        later = finished_listed(kept, self.every)
        if later:
            asyncio.ensure_future(self.picture_finished(later, self.drawing))

    async def picture_finished(self, finished: list[Kept], drawing: int) -> None:
        """Each finished game's last position in place of its game's picture, one game at a time once
        the list is on show (each board takes a few milliseconds to draw: the list comes at once)."""
        t = self.page.t
        for game in finished:
            await asyncio.sleep(0)
            if drawing != self.drawing or self.page.on_show is not self:
                return  # the list was drawn again, or left
            box = self.page.root.querySelector(f'[data-kept-game="{safe_id(game.id)}"] [data-picture-later]')
            drawn = position_picture(game, t, f"kept-{safe_id(game.id)}-") if box else None
            if drawn is not None:
                box.removeAttribute("data-picture-later")
                box.className = "position-picture"
                box.setAttribute("inert", "")
                box.innerHTML = str(drawn)

    def redraw(self) -> None:
        self.draw()

    def command(self, name: str, target: Any) -> None:
        if name == "forget-game":  # Delete: that game goes, the list is drawn again, with an Undo
            kept_id = str(target.getAttribute("data-kept"))
            found = self.saved.kept(kept_id)
            text = self.saved.forget_kept(kept_id)
            self.deleted = (text, found) if text and found is not None else None
            self.draw()
            undo = self.page.root.querySelector('[data-cmd="undo-forget"]')
            if undo:  # where the game was, under the finger: the note and its Undo, focused
                undo.focus()
        elif name == "save-broken":  # the text as it was, in a file: to mend it, or to send it to us
            found = next((b for b in self.saved.broken() if b.key == target.getAttribute("data-broken")), None)
            if found is not None:
                from .dom import document, window

                download(document, window, found.text, f"{found.game or 'game'}-unreadable.json")
        elif name == "forget-broken":
            self.saved.drop_broken(str(target.getAttribute("data-broken")))
            self.draw()
        elif name == "games-every":
            self.every = True
            self.draw()
        elif name == "undo-forget" and self.deleted is not None:
            text, game = self.deleted
            if self.saved.put_back(game.id, text):
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
    points = kept.state.scores()
    if len(winners) == 1:  # the winner's first, as the end says it ("Black wins, 34 to 15")
        points = sorted(points, reverse=True)
    scores = "\u00a0–\u00a0".join(str(score) for score in points)  # "13 – 10" on one line
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
    played = when(kept.updated).replace(" ", "\u00a0").replace(",\u00a0", ", ")  # a day never broken off its month
    drawn = None if kept.finished else position_picture(kept, t, f"kept-{safe_id(kept.id)}-")
    later = {"data-picture-later": "1"} if kept.finished else {}  # its last position, drawn after the list
    picture = (h("div", {"class": "position-picture", "aria-hidden": "true", "inert": True}, drawn) if drawn is not None
               else h("div", {"class": "game-picture-box small", "aria-hidden": "true", **later}, games.picture(kept.title, t)))
    facts = [h("h3", {}, title), h("p", {}, players(kept, t))]
    if kept.finished:
        facts.append(h("p", {"class": "meta"}, result(kept, t), " · ", played))
        actions = [h("a", {"class": "button", "href": replay_hash(kept, address), "data-replay-kept": kept.id,
                           "aria-label": t("games.replay_one", game=title, when=played)}, t("games.replay")),
                   h("a", {"class": "button", "href": review_hash(kept, address), "data-review-kept": kept.id,
                           "aria-label": t("games.review_one", game=title, when=played)}, t("review.short")),
                   delete_button(kept, t, title, played)]
    else:
        facts.append(h("p", {"class": "meta"}, kept.how_far(t, "games.move"), " · ", t("games.played", when=played)))
        actions = [
            h("a", {"class": "button primary", "href": resume_hash(kept, address), "data-resume-kept": kept.id,
                    "aria-label": t("games.resume_one", game=title, when=played)}, t("games.resume")),
            delete_button(kept, t, title, played),
        ]  # fmt: skip
    return h("li", {"class": "kept-game", "data-kept-game": safe_id(kept.id)}, picture, h("div", {"class": "kept-facts"}, *facts),
             h("div", {"class": "actions"}, *actions))  # fmt: skip


def finished_listed(kept: list[Kept], every: bool) -> list[Kept]:
    """The finished games the screen lists: the last ``FINISHED_SHOWN``, or ``every`` one."""
    ended = [game for game in kept if game.finished]
    return ended if every else ended[:FINISHED_SHOWN]


def deleted_item(game: Kept, t: Any) -> Markup:
    """Where a deleted game was: what went, and the way to bring it back."""
    return h("li", {"class": "deleted-note", "role": "status"}, t("games.deleted", game=core.entry(game.title).title), " ",
             h("button", {"type": "button", "class": "button", "data-cmd": "undo-forget"}, t("games.undo")))


def games_list(name: str, listed: list[Kept], t: Any, when: Callable[[float], str], address: Address,
               gone: Kept | None) -> Markup:
    """A list of kept games, most recent first, with the game just deleted (``gone``) in its place."""
    items = [game_item(g, t, when, address) for g in listed]
    if gone is not None:
        at = sum(1 for g in listed if g.updated > gone.updated)
        items.insert(at, deleted_item(gone, t))
    return h("ul", {"class": "kept-games", "data-kept-list": name}, *items)


def broken_games(broken: list[SetAside], t: Any, when: Callable[[float], str]) -> list[Markup]:
    """The kept games that did not read back: each to save to a file or to delete."""
    if not broken:
        return []
    items = []
    for entry in broken:
        title = core.entry(entry.game).title if entry.game else t("games.broken.unknown")
        items.append(h("li", {"class": "kept-game broken", "data-broken-game": "1"},
                       h("div", {"class": "kept-facts"}, h("h3", {}, title),
                         h("p", {"class": "meta"}, t("games.broken.when", when=when(entry.when)))),
                       h("div", {"class": "actions"},
                         h("button", {"type": "button", "class": "button", "data-cmd": "save-broken", "data-broken": entry.key,
                                      "aria-label": t("games.broken.save_one", game=title, when=when(entry.when))},
                           t("games.broken.save")),
                         h("button", {"type": "button", "class": "button", "data-cmd": "forget-broken", "data-broken": entry.key,
                                      "aria-label": t("games.broken.delete_one", game=title, when=when(entry.when))},
                           t("games.delete")))))  # fmt: skip
    return [h("h2", {}, t("games.broken")), h("p", {"class": "note"}, t("games.broken.note")),
            h("ul", {"class": "kept-games", "data-kept-list": "broken"}, *items)]


def your_games(kept: list[Kept], t: Any, when: Callable[[float], str], address: Address, gone: Kept | None = None,
               every: bool = False) -> list[Markup]:
    """The screen's body, in order: ``kept`` most recent first, ``when(ms)`` a date in the reader's words;
    ``gone``: the game just deleted (its place says so, with an Undo); ``every``: every finished game."""
    in_progress = [game for game in kept if not game.finished]
    finished = finished_listed(kept, every)
    older = sum(1 for game in kept if game.finished) - len(finished)
    body = [h("h1", {}, t("games.title"))]
    body.append(h("h2", {}, t("games.in_progress")))
    gone_here = gone if gone is not None and not gone.finished else None
    if in_progress or gone_here:
        body.append(games_list("in-progress", in_progress, t, when, address, gone_here))
    else:
        body.append(h("p", {}, t("games.none_in_progress")))
    body.append(h("h2", {}, t("games.finished")))
    gone_here = gone if gone is not None and gone.finished else None
    if finished or gone_here:
        body.append(games_list("finished", finished, t, when, address, gone_here))
    else:
        body.append(h("p", {}, t("games.none_finished")))
    if older:
        body.append(h("p", {"class": "actions older-games"}, t("games.older", n=older), " ",
                      h("button", {"type": "button", "class": "button", "data-cmd": "games-every"}, t("games.show_older"))))
    if not kept:  # a first visit: what will be here, and the way to a game
        body.append(h("p", {"class": "note"}, t("games.none_yet")))
    body.append(import_control(t))  # a game saved to a file, on this device or another
    body.append(h("p", {"class": "actions"}, h("a", {"class": "button" + ("" if kept else " primary"), "href": "#/",
                                                     "data-back-to-menu": "1"}, t("app.back"))))  # fmt: skip
    return body

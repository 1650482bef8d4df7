"""A game's setup screen (``#/<game>``): the game's own form (its ``setup`` module draws it), the
settings every game shares (undo, hints), a game in progress to resume and the lesson's offer (under
the form's title), opening a saved file."""

from __future__ import annotations

from typing import Any

from game import core

from . import games
from .address import play_address
from .controls import fieldset
from .files import import_control
from .lesson import OFFERED_KEY, learned, lesson_of, progress
from .markup import Markup, h, join
from .page import Page
from .saved_games import SavedGames
from .saves import remember


class SetupScreen:
    """Owns which game's form is on show; given the page, the saved games and the document (the form)."""

    def __init__(self, page: Page, saved: SavedGames, document: Any, window: Any) -> None:
        self.page = page
        self.saved = saved
        self.document = document
        self.window = window
        self.game_id = ""  # the game set up
        self.form: Any = None  # its setup module (web/games.py)
        self.offering = ""  # the game whose lesson this screen offers (once, the first time it is opened)

    def show(self, game_id: str) -> None:
        self.game_id, self.form = game_id, games.setup(game_id)
        saved = self.saved.read(game_id)
        t = self.page.t
        lead = []  # under the title: a new screen's focus is on it, and reading goes on from there
        if saved is not None and saved.resumable:
            lead.append(h(
                "section", {"class": "resume", "aria-labelledby": "resume-title"},
                h("h2", {"id": "resume-title"}, t("setup.resume.title")),
                h("p", {}, saved.how_far(t, "setup.resume.text")),
                h("div", {"class": "actions"},
                  h("a", {"class": "button primary", "href": self.saved.resume_address(game_id, saved),
                          "data-resume": game_id}, t("setup.resume.go")),
                  h("button", {"type": "button", "class": "button", "data-cmd": "forget"}, t("setup.resume.new"))),
            ))  # fmt: skip
        lead.append(self.lesson(game_id))
        chosen = dict(saved.params) if saved is not None else {}  # the form opens on the last game's settings
        shared = shared_settings(t, chosen, core.load(game_id).INFO.hidden_information)
        form = self.form.form(t, shared, chosen, join(*lead))
        self.page.show(self, form, import_control(t), wide=True)  # room for the form's two columns on a wide screen

    def redraw(self) -> None:
        self.show(self.game_id)

    def lesson(self, game_id: str) -> Markup:
        """Learn to play: offered once, the first time someone opens the game's setup before playing
        its lesson (it stays offered on this screen until declined); after that, a link."""
        lesson = lesson_of(game_id)
        if lesson is None:
            return Markup("")
        t, storage = self.page.t, self.page.storage
        address = f"#/{game_id}/learn"
        fresh = not learned(storage, game_id) and progress(storage, game_id) == 0
        if self.offering != game_id and fresh and not storage.get(OFFERED_KEY + game_id):
            remember(storage, OFFERED_KEY + game_id, "1")
            self.offering = game_id
        if self.offering == game_id:
            title = core.entry(game_id).title
            return h(
                "section", {"class": "resume learn-offer", "aria-labelledby": "learn-offer-title", "data-learn-offer": game_id},
                h("h2", {"id": "learn-offer-title"}, t("learn.offer.title", game=title)),
                h("p", {}, t("learn.offer.text")),
                h("div", {"class": "actions"},
                  h("a", {"class": "button primary", "href": address, "data-learn": game_id}, t("learn.open")),
                  h("button", {"type": "button", "class": "button", "data-cmd": "learn-no"}, t("learn.offer.no"))),
            )  # fmt: skip
        going = 0 < progress(storage, game_id) < len(lesson["steps"])
        return h("p", {"class": "learn-line"},
                 h("a", {"class": "button", "href": address, "data-learn": game_id},
                   t("learn.continue" if going else "learn.open")))  # fmt: skip

    def command(self, name: str, target: Any) -> str | None:
        """Start (the address of the game the form describes), forget the game in progress, or the
        game's own buttons on its form (a seat more or less)."""
        if name == "start":
            return self.start_address()
        if name == "learn-no":  # the lesson offered is declined: a link from now on
            self.offering = ""
            self.show(self.game_id)
        elif name == "forget":  # start a new one: the game in progress is dropped
            self.saved.forget(self.game_id)
            self.show(self.game_id)
        elif hasattr(self.form, "command"):
            self.form.command(name, target, self.document, self.page.t)
        return None

    def start_address(self) -> str:
        """The form's Start button: the play route of what the form says."""
        params = self.form.params(self.document)
        if not self.document.querySelector("input[name=undo]").checked:
            params["undo"] = "0"
        params["hints"] = "1" if self.document.querySelector("input[name=hints]").checked else "0"
        return play_address(self.window, self.game_id, params)


def shared_settings(t: Any, chosen: dict[str, str], hidden: bool) -> Markup:
    """The settings every game has, in a group of their own: undo (in a game that hides something,
    said to stop where something was shown) and hints, each on unless the last game turned it off."""
    return fieldset(t("setup.during"), setting("undo", t("setup.undo"), chosen, t("setup.undo.shown") if hidden else ""),
                    setting("hints", t("setup.hints"), chosen))


def setting(name: str, label: str, chosen: dict[str, str], note: str = "") -> Markup:
    """A shared setting's checkbox (``<name>-setting``), its note under its name."""
    layout = "choice switch" if note else "choice"  # (.switch: the box beside the name, the note under)
    return h("label", {"class": f"{layout} {name}-setting"},
             h("input", {"type": "checkbox", "name": name, "checked": chosen.get(name) != "0"}),
             h("span", {}, label, h("small", {"class": "note"}, note) if note else ""))  # fmt: skip

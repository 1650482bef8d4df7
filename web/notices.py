"""The notices over every screen: a line that says what went wrong (a link, a save or a record that
could not be used, a computer's search that failed), which the player dismisses, and the offer of a
new version of the site once it is installed and waiting (web/sw-register.js)."""

from __future__ import annotations

from typing import Any

from .markup import Markup, h
from .saves import MOVED_ON, REFUSED


class Notices:
    """Owns the notice's text and whether an update waits; every screen's frame carries both."""

    def __init__(self, document: Any, embedded: bool = False) -> None:
        self.document = document
        self.embedded = embedded  # embed.html: a blog's frame, where a browser often keeps nothing
        self._text = ""
        self._update_waiting = False
        self._keeping = ""  # why the game on the table is not kept: "", or web/saves.py's FULL, REFUSED, MOVED_ON
        self._refusal_dismissed = False  # an embed's reader closed the line that says nothing is kept

    @property
    def text(self) -> str:
        """The notice on show, or for the next screen ("": none)."""
        return self._text

    def keep(self, text: str) -> None:
        """The notice of the screen about to be painted."""
        self._text = text

    def show(self, text: str) -> None:
        """The notice, on the screen on show now ("": dismissed)."""
        self._text = text
        element = self.document.getElementById("notice")
        if element:
            element.querySelector(".notice-text").textContent = text
            element.hidden = not text

    @property
    def keeping(self) -> str:
        return self._keeping

    def show_keeping(self, why: str, t: Any) -> None:
        """Say why the game on the table is not kept ("": it is, the bar goes), on the screen on show."""
        if why == self._keeping:
            return
        self._keeping = why
        element = self.document.getElementById("keeping")
        if element:
            element.outerHTML = self.keeping_bar(t)

    def keeping_bar(self, t: Any) -> Markup:
        """The bar that says the game is not kept, with what the player can do about it."""
        why = self._keeping
        if not why or (why == REFUSED and self._refusal_dismissed):
            return h("div", {"id": "keeping", "class": "notice keeping", "role": "alert", "hidden": True})
        if why == REFUSED and self.embedded:  # in a blog's frame: one short line, which its reader may close
            return h("div", {"id": "keeping", "class": "notice keeping brief", "role": "status", "data-keeping": why},
                     h("span", {"class": "notice-text"}, t("keep.refused.embed")),
                     h("button", {"type": "button", "class": "button", "data-cmd": "export", "title": t("keep.save_file")},
                       t("keep.save_file.short")),
                     h("button", {"type": "button", "data-cmd": "dismiss-keeping", "aria-label": t("app.dismiss")}, "×"))
        if why == MOVED_ON:
            choices = [h("button", {"type": "button", "class": "button", "data-cmd": "kept-follow"}, t("keep.follow")),
                       h("button", {"type": "button", "class": "button", "data-cmd": "kept-copy"}, t("keep.copy"))]
        else:
            choices = [h("button", {"type": "button", "class": "button", "data-cmd": "export"}, t("keep.save_file"))]
        return h("div", {"id": "keeping", "class": "notice keeping", "role": "alert", "data-keeping": why},
                 h("span", {"class": "notice-text"}, t(f"keep.{why}")), *choices)  # fmt: skip

    def dismiss_keeping(self) -> None:
        """An embed's reader closed the line that says the browser keeps nothing: not said again."""
        self._refusal_dismissed = True
        element = self.document.getElementById("keeping")
        if element:
            element.hidden = True

    def offer_update(self) -> None:
        """A new version is installed and waiting: offer to switch to it."""
        self._update_waiting = True
        element = self.document.getElementById("update")
        if element:
            element.hidden = False

    def bars(self, t: Any) -> tuple[Markup, Markup, Markup]:
        """The update's offer, the notice and why the game is not kept, each hidden while it has nothing to say."""
        notice = h(
            "div", {"id": "notice", "class": "notice", "role": "alert", "hidden": not self._text},
            h("span", {"class": "notice-text"}, self._text),
            h("button", {"type": "button", "data-cmd": "dismiss", "aria-label": t("app.dismiss")}, "×"),
        )  # fmt: skip
        update = h(
            "div", {"id": "update", "class": "notice update", "role": "status", "hidden": not self._update_waiting},
            h("span", {}, t("app.update")),
            h("button", {"type": "button", "class": "button", "data-cmd": "update"}, t("app.reload")),
        )  # fmt: skip
        return update, notice, self.keeping_bar(t)

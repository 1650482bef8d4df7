"""The notices over every screen: a line that says what went wrong (a link, a save or a record that
could not be used, a computer's search that failed), which the player dismisses, and the offer of a
new version of the site once it is installed and waiting (web/sw-register.js)."""

from __future__ import annotations

from typing import Any

from .markup import Markup, h


class Notices:
    """Owns the notice's text and whether an update waits; every screen's frame carries both."""

    def __init__(self, document: Any) -> None:
        self.document = document
        self._text = ""
        self._update_waiting = False

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

    def offer_update(self) -> None:
        """A new version is installed and waiting: offer to switch to it."""
        self._update_waiting = True
        element = self.document.getElementById("update")
        if element:
            element.hidden = False

    def bars(self, t: Any) -> tuple[Markup, Markup]:
        """The update's offer and the notice, each hidden while it has nothing to say."""
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
        return update, notice

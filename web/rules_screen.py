"""The rules of a game, drawn from its data (web/rules.py, imported when first shown): its page
(``#/<game>/rules``) and the sheet over its table, which stays as it is underneath."""

from __future__ import annotations

from typing import Any

from .page import Page


class RulesScreen:
    """Owns which game's rules are on show; given the page."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.game_id = ""

    def show(self, game_id: str) -> None:
        """The game's rules page, in the current language."""
        from . import rules

        self.game_id = game_id
        self.page.show(self, rules.rules_screen(game_id, self.page.t))

    def redraw(self) -> None:
        self.show(self.game_id)

    def command(self, name: str, target: Any) -> None:
        if name == "rules-section":  # the table of contents: its section brought to the top
            scroll_to_section(self.page.root, str(target.getAttribute("data-section")), within=".rules")


SHEET_ENTRY = "ludotheque:rules-sheet"  # the history entry of a sheet open (the address is the same)
_listening: list[Any] = []  # the popstate listener while a sheet has its entry (one proxy, made once)


def open_sheet(document: Any, window: Any, game_id: str, t: Any) -> None:
    """The rules over the table, with an entry in the browser's history: its Back (a phone's back
    button, a tablet's swipe) closes the sheet, as it closes a page, rather than leave the game. The
    page listens to the history only while the entry is there."""
    from . import rules

    close_sheet(document)
    document.body.insertAdjacentHTML("beforeend", str(rules.rules_sheet(game_id, t)))
    document.querySelector("#rules-sheet .sheet-body").focus()
    window.history.pushState(SHEET_ENTRY, "")
    window.addEventListener("popstate", _back_listener(document, window))


def _back_listener(document: Any, window: Any) -> Any:
    """The popstate listener that closes the sheet once, then stops listening."""
    if not _listening:
        from .dom import create_proxy

        def on_back(event: Any) -> None:
            close_sheet(document)
            window.removeEventListener("popstate", _listening[0])

        _listening.append(create_proxy(on_back))
    return _listening[0]


def put_sheet_away(document: Any, window: Any) -> bool:
    """The sheet closed by its button or Escape: its history entry goes too (the listener hears that
    Back and stops); False if there was no sheet."""
    if not close_sheet(document):
        return False
    if str(window.history.state) == SHEET_ENTRY:
        window.history.back()
    return True


def close_sheet(document: Any) -> bool:
    """The sheet goes, and the focus back to its button; False if there was none."""
    sheet = document.getElementById("rules-sheet")
    if not sheet:
        return False
    sheet.remove()
    opener = document.querySelector('[data-cmd="rules-open"]')
    if opener:
        opener.focus()
    return True


def scroll_to_section(document: Any, section: str, within: str = "#rules-sheet") -> None:
    """In the sheet (or the page): bring a section to the top."""
    where = ".rules-brief" if section == "brief" else f'.rules-section[data-section="{section}"]'
    target = document.querySelector(f"{within} {where}")
    if target:
        target.scrollIntoView()

"""Clicks, keys and files, each handed to the part it is for: ``data-action`` plays a move and
``data-pick`` picks part of one (the table), ``data-cmd`` runs a command (the page's own here, else
the screen on show's, which may name an address to go to); the arrow keys move a roving focus on
the board; a chosen file opens the game it holds."""

from __future__ import annotations

import asyncio
from typing import Any

from . import board_focus, rules_screen
from .notices import Notices
from .page import Page
from .router import Router
from .table import Table


class Input:
    """Given the document and window, the page (its language, the screen on show), the notices, the
    router and the table; owns nothing."""

    def __init__(self, document: Any, window: Any, page: Page, notices: Notices, router: Router, table: Table) -> None:
        self.document = document
        self.window = window
        self.page = page
        self.notices = notices
        self.router = router
        self.table = table

    def on_click(self, event: Any) -> None:
        close_menus(self.document, event.target)
        target = event.target.closest("[data-action],[data-refuse],[data-pick],[data-cmd]")
        if not target:
            return
        if target.hasAttribute("data-pick") and not target.hasAttribute("data-action"):
            event.preventDefault()
            self.table.pick(str(target.getAttribute("data-pick")))
        elif target.hasAttribute("data-action") or target.hasAttribute("data-refuse"):
            event.preventDefault()
            hole = target.getAttribute("data-hole")
            then = target.getAttribute("data-then-pick")  # read first: the move redraws the target
            made = self.table.play(target.getAttribute("data-action") or target.getAttribute("data-refuse"),
                                   str(hole) if hole else None)
            if made and then:  # a move that also picks what was tapped, for the next
                self.table.pick(str(then))
        else:
            on_a_control = board_focus.on_a_control(self.document)
            self.command(target.getAttribute("data-cmd"), target)
            if on_a_control and board_focus.lost(self.document) and self.page.on_show is self.table:
                self.table.focus_board()  # the button went with what it closed ("Got it")

    def on_key(self, event: Any) -> None:
        target = event.target
        in_board = hasattr(target, "closest") and bool(target.closest("#board"))
        if event.key == "Escape":
            menu = self.document.querySelector("details.more[open]")
            if menu:
                close_menus(self.document, None)
                if menu.contains(self.document.activeElement):  # else the focus would fall to <body>
                    menu.querySelector("summary").focus()
            elif not rules_screen.put_sheet_away(self.document, self.window):
                self.table.escape()
            return
        if not in_board or self.table.session is None:  # (a board drawn by the review plays nothing)
            return
        if event.key in ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"):
            event.preventDefault()
            self.table.move_focus(str(event.key))
        elif event.key in ("Enter", " "):
            found = target.closest("[data-action],[data-refuse]")
            picking = target.closest("[data-pick]")
            if picking and not found:
                event.preventDefault()
                self.table.pick(str(picking.getAttribute("data-pick")), str(picking.getAttribute("data-hole")))
            elif found:
                event.preventDefault()
                self.table.play(found.getAttribute("data-action") or found.getAttribute("data-refuse"),
                                str(found.getAttribute("data-hole")))

    def on_change(self, event: Any) -> None:
        target = event.target
        if target.hasAttribute("data-import") and target.files.length:
            asyncio.ensure_future(self.import_file(target.files.item(0)))

    def command(self, name: str, target: Any) -> None:
        """The page's own commands, else the screen on show's (which may name an address)."""
        document = self.document
        if name == "language":
            if self.page.use_language(target.getAttribute("data-language")) and self.page.on_show is not None:
                self.page.on_show.redraw()
        elif name == "dismiss":
            self.notices.show("")
        elif name == "dismiss-keeping":
            self.notices.dismiss_keeping()
        elif name == "update":
            self.window.ludothequeApplyUpdate()
        elif name == "copy":
            copy_field(document, self.window, target.getAttribute("data-copy"))
        elif name == "end-peek":
            end = document.getElementById("end")
            peeking = end.classList.toggle("peek")
            board_focus.cover_with_end(document)
            other = end.querySelector(".peek-back" if peeking else ".see-board")  # the way back
            if other and target.matches(":focus"):
                other.focus()
        elif self.page.on_show is not None:
            address = self.page.on_show.command(name, target)
            if address:
                self.router.go(address)

    async def import_file(self, file: Any) -> None:
        try:
            text = str(await file.text())
        except Exception as error:
            self.notices.show(self.page.t("app.bad_record", reason=str(error)))
            return
        self.router.open_record(text)


def close_menus(document: Any, clicked: Any) -> None:
    """The table's "more" menu closes on a tap outside it or on one of its items (but the share
    link's, which opens the link's field in the menu), and on Escape (``clicked`` None)."""
    stays = clicked is not None and bool(clicked.closest("details.more summary, details.more .share, [data-cmd=share]"))
    if stays:
        return
    for menu in document.querySelectorAll("details.more[open]"):
        menu.open = False


def copy_field(document: Any, window: Any, field_id: str) -> None:
    """Select a field's text and copy it, where the browser lets us."""
    field = document.getElementById(field_id)
    field.select()
    try:
        window.navigator.clipboard.writeText(field.value)
    except Exception:
        pass

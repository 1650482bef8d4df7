"""Clicks, keys and files: ``data-action`` plays a move, ``data-pick`` picks part of one, ``data-cmd``
runs a command (the shell's, else the game's own); the arrow keys move a roving focus on the board."""

from __future__ import annotations

import asyncio
from typing import Any

from game.core import IllegalAction

from . import pan
from .dom import document, window


class BoardInput:
    """Mixed into web.app.App."""

    def on_click(self, event: Any) -> None:
        close_menus(event.target)
        target = event.target.closest("[data-action],[data-refuse],[data-pick],[data-cmd]")
        if not target:
            return
        if target.hasAttribute("data-pick") and not target.hasAttribute("data-action"):
            event.preventDefault()
            self.pick(str(target.getAttribute("data-pick")))
        elif target.hasAttribute("data-action") or target.hasAttribute("data-refuse"):
            event.preventDefault()
            hole = target.getAttribute("data-hole")
            if hole:
                self.focus_hole = str(hole)
            self.human_move(target.getAttribute("data-action") or target.getAttribute("data-refuse"))
        else:
            self.command(target.getAttribute("data-cmd"), target)

    def on_key(self, event: Any) -> None:
        target = event.target
        in_board = hasattr(target, "closest") and bool(target.closest("#board"))
        if event.key == "Escape":
            if document.querySelector("details.more[open]"):
                close_menus(None)
                return
            if document.getElementById("rules-sheet"):
                self.close_rules_sheet()
                return
            if self.session is not None and self.session.picked is not None:
                self.session.choose(None)
                self.refresh()
            self.explain_text("")
            return
        if not in_board:
            return
        if event.key in ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"):
            event.preventDefault()
            self.move_focus(str(event.key))
        elif event.key in ("Enter", " "):
            found = target.closest("[data-action],[data-refuse]")
            picking = target.closest("[data-pick]")
            if picking and not found:
                event.preventDefault()
                self.focus_hole = str(picking.getAttribute("data-hole"))
                self.pick(str(picking.getAttribute("data-pick")))
            elif found:
                event.preventDefault()
                self.focus_hole = str(found.getAttribute("data-hole"))
                self.human_move(found.getAttribute("data-action") or found.getAttribute("data-refuse"))

    def on_change(self, event: Any) -> None:
        target = event.target
        if target.hasAttribute("data-import") and target.files.length:
            asyncio.ensure_future(self.import_file(target.files.item(0)))

    def pick(self, what: str) -> None:
        """Choose (or, again, drop) part of a move: a card in hand. The board then offers its moves."""
        session = self.session
        if session is None or self.replay_at is not None:
            return
        choose = getattr(self.ui, "pick", None)  # a game may pick several things (cards that add up)
        session.choose(choose(session.picked, what) if choose else (None if session.picked == what else what))
        self.message = ""
        self.refresh()
        if session.picked is not None and hasattr(self.ui, "after_pick"):
            self.announcement = self.ui.after_pick(session.view(), session.picked, self.t)
            element = document.getElementById("announce")
            if element:
                element.textContent = self.announcement

    def human_move(self, text: str) -> None:
        if self.session is None or self.replay_at is not None:
            return
        try:
            self.session.play(text)
        except IllegalAction as error:
            self.explain(error)
            return
        if document.getElementById("hint-box"):  # a first move made: the how-to has served
            self.hint_seen()

    def command(self, name: str, target: Any) -> None:
        shell = {
            "language": lambda: self.set_language(target.getAttribute("data-language")),
            "dismiss": lambda: self.show_notice(""),
            "update": lambda: window.ludothequeApplyUpdate(),
            "copy": lambda: copy_field(target.getAttribute("data-copy")),
            "end-peek": lambda: document.getElementById("end").classList.toggle("peek"),
        }
        on_screen = {"start": self.start_from_setup, "hint-seen": self.hint_seen, "forget": self.forget_save}
        at_table = {
            "undo": self.undo,
            "reveal": self.reveal,
            "new": self.new_game,
            "rematch": self.rematch,
            "rules-open": self.open_rules_sheet,
            "rules-close": self.close_rules_sheet,
            "rules-section": lambda: scroll_to_section(str(target.getAttribute("data-section"))),
            "replay": lambda: self.step_replay(str(target.getAttribute("data-step"))),
            "export": self.export_record,
            "share": self.share_link,
            "zoom": lambda: pan.zoom(str(target.getAttribute("data-zoom"))),
        }
        if name in shell:
            shell[name]()
        elif name in on_screen and self.ui is not None:
            on_screen[name]()
        elif self.screen == "setup":  # the game's own buttons on its setup form (a seat more or less)
            if hasattr(self.ui, "setup_command"):
                self.ui.setup_command(name, target, document, self.t)
        elif self.session is None:
            return
        elif name in at_table:
            at_table[name]()
        elif hasattr(self.ui, "command"):  # the game's own commands (zoom, highlight, ...)
            said = self.ui.command(name, target, self.session, self.t)
            if isinstance(said, str):
                self.explain_text(said)
            elif said:
                self.refresh()

    def open_rules_sheet(self) -> None:
        """The rules over the table, which stays as it is underneath."""
        from . import rules

        self.close_rules_sheet()
        document.body.insertAdjacentHTML("beforeend", str(rules.rules_sheet(self.ui.GAME_ID, self.t)))
        document.querySelector("#rules-sheet .sheet-body").focus()

    def close_rules_sheet(self) -> None:
        sheet = document.getElementById("rules-sheet")
        if sheet:
            sheet.remove()
            opener = document.querySelector('[data-cmd="rules-open"]')
            if opener:
                opener.focus()

    def reveal(self) -> None:
        self.message = ""
        self.session.reveal()

    # -- keyboard focus on the board --
    def board_has_focus(self) -> bool:
        active = document.activeElement
        return bool(active) and hasattr(active, "closest") and bool(active.closest("#board"))

    def place_focus(self, had_focus: bool) -> None:
        """One board cell is in the tab order (a roving focus); it keeps the focus across redraws."""
        cells = document.querySelectorAll("#board [data-hole]")
        if not cells.length:
            return
        target = document.querySelector(f'#board [data-hole="{self.focus_hole}"]') if self.focus_hole else None
        if not target:
            target = document.querySelector("#board [data-action]") or cells.item(0)
        target.setAttribute("tabindex", "0")
        if had_focus:
            target.focus()

    def move_focus(self, key: str) -> None:
        active = document.activeElement
        name = active.getAttribute("data-hole") if active and active.hasAttribute("data-hole") else None
        if name is None:
            return
        names = [str(c.getAttribute("data-hole")) for c in document.querySelectorAll("#board [data-hole]")]
        following = self.ui.neighbour(name, key, names)
        if following is None:
            return
        target = document.querySelector(f'#board [data-hole="{following}"]')
        active.setAttribute("tabindex", "-1")
        target.setAttribute("tabindex", "0")
        target.focus()
        self.focus_hole = following


def close_menus(clicked: Any) -> None:
    """The table's "more" menu closes on a tap outside it or on one of its items (but the share
    link's, which opens the link's field in the menu), and on Escape (``clicked`` None)."""
    stays = clicked is not None and bool(clicked.closest("details.more summary, details.more .share, [data-cmd=share]"))
    if stays:
        return
    for menu in document.querySelectorAll("details.more[open]"):
        menu.open = False


def copy_field(field_id: str) -> None:
    """Select a field's text and copy it, where the browser lets us."""
    field = document.getElementById(field_id)
    field.select()
    try:
        window.navigator.clipboard.writeText(field.value)
    except Exception:
        pass


def scroll_to_section(section: str) -> None:
    """In the rules sheet: bring a section to the top of the sheet."""
    where = ".rules-brief" if section == "brief" else f'.rules-section[data-section="{section}"]'
    target = document.querySelector(f"#rules-sheet {where}")
    if target:
        target.scrollIntoView()

"""The table screen (``#/<game>/play``): one layout in the shell, filled by the game's ``table`` module.

The game draws its table's parts from the current view (``table_parts``); this module puts them in
place, saves the game after every change, says the moves aloud and remembers a solo best score.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

from game.core import IllegalAction

from . import motion, pan
from .dom import document, window
from .i18n import STRINGS
from .markup import Markup, h
from .session import Event, Session

BEST_PREFIX = "ludotheque.best."  # solo games: the best score per game and set of options
HINT_KEY = "ludotheque.hint."  # the first-visit hint was read, per game
WIDE = "(min-aspect-ratio: 1/1) and (min-width: 700px)"  # the side-column layout (web/style.css)


class TableScreen:
    """Mixed into web.app.App."""

    def open_session(self, module: Any, ui: Any, state: Any, seats: list[str], notice: str = "",
                     allow_undo: bool = True) -> None:
        if self.session is not None:
            self.session.stop()
        self.ui, self.notice, self.message, self.announcement = ui, notice, "", ""
        self.screen, self.replay_at, self.focus_hole = "play", None, None
        best = None
        if len(seats) == 1:
            best = {"before": self.best_score(module.INFO.id, state.options), "score": None}
        self.session = Session(module, state, seats, self.show_change, allow_undo,
                               hold=getattr(ui, "hold", None),  # the game may ask the computer to wait
                               pause=self.pace, best=best, screen_ready=self.pieces_at_rest)
        self.session.settle()  # a pass the game makes for a person, at the start or where a save stopped
        self.paint_table()
        if not self.session.start_computer():  # when it does, its first change draws the table (busy)
            self.refresh()
            self.save()

    def paint_table(self) -> None:
        self.paint(self.frame(self.replay_banner(), self.ui.table_screen(self.t), self.first_visit_hint(),
                              self.toolbar(), play=True))
        if window.matchMedia(WIDE).matches:  # beside the board there is room for what folds in portrait
            for panel in document.querySelectorAll("details[data-wide-open]"):
                panel.open = True
        attach = getattr(self.ui, "attach", None)
        if attach is not None:  # a game's own behaviour on its table (pan and zoom)
            attach(document, window)

    def first_visit_hint(self) -> Markup:
        """How to play this screen, shown until the player says they have read it."""
        if self.embedded or self.storage.get(HINT_KEY + self.ui.GAME_ID):
            return Markup("")
        return h(
            "aside", {"id": "hint-box", "class": "first-hint", "aria-labelledby": "hint-title"},
            h("h2", {"id": "hint-title"}, self.t("hint.title")),
            h("p", {}, self.t(f"{self.ui.GAME_ID}.howto")),
            h("button", {"type": "button", "class": "button", "data-cmd": "hint-seen"}, self.t("hint.ok")),
        )  # fmt: skip

    def hint_seen(self) -> None:
        self.storage.set(HINT_KEY + self.ui.GAME_ID, "1")
        document.getElementById("hint-box").remove()

    def refresh(self) -> None:
        """Redraw the table's moving parts from the position shown."""
        session = self.session
        if session is None or self.screen != "play":
            return
        total = len(session.state.history)
        if self.replay_at is not None and self.replay_at >= total:
            self.replay_at = None
        if self.replay_at is None:
            view, playable = session.view(), True
        else:
            view, playable = session.view_at(self.replay_at), False
        parts = self.ui.table_parts(view, session, self.t, playable)
        if not playable:  # the status describes the position shown, not the game's present
            parts["status"] = self.t("replay.status", n=self.replay_at, total=total)
        parts["message"] = self.message
        parts["announce"] = self.announcement
        at = total if self.replay_at is None else self.replay_at
        parts["replay-position"] = self.t("replay.position", n=at, total=total)
        had_focus = self.board_has_focus()
        moving = motion.update(parts)  # morphed in place: the pieces that moved animate
        self.rest_at = time.perf_counter() + moving if moving > 0 else 0.0
        end = document.getElementById("end")
        if end and not end.firstElementChild:  # "see the board" lasts as long as the end it uncovered
            end.classList.remove("peek")
        pan.bring_in_reach(document, window)
        self.show_undo(session)
        self.show_replay(self.replay_at, total)
        locked = self.replay_locked()
        for button in document.querySelectorAll('[data-cmd="replay"]'):
            button.setAttribute("aria-disabled", "true" if locked else "false")
        self.root.classList.toggle("replaying", self.replay_at is not None)
        self.place_focus(had_focus)

    def save(self) -> None:
        if self.session is not None and not self.embedded:
            self.saves.write(self.session.module.INFO.id, self.session.record(), self.play_params)

    async def pieces_at_rest(self) -> None:
        """Until the pieces of the last drawing are in their places (the computer's next move waits)."""
        while (left := self.rest_at - time.perf_counter()) > 0:
            await asyncio.sleep(left)

    def show_undo(self, session: Session) -> None:
        """Undo, or why not: the reason next to the greyed button."""
        undo, why = document.getElementById("undo"), document.getElementById("undo-why")
        if not undo:
            return
        reason = "replaying" if self.replay_at is not None else session.why_no_undo()
        said = self.t(f"undo.why.{reason}") if reason else ""
        undo.setAttribute("aria-disabled", "true" if reason else "false")
        undo.title = said or self.t("play.undo")
        if why:
            why.textContent = said

    def show_change(self, events: list[Event]) -> None:
        """One change of the game (web/session.py's events): its moves said, the table drawn once,
        the game saved once."""
        busy, over = None, None
        for kind, data in events:
            if kind == "played":
                motion.played()  # busy until this drawing's pieces have moved
                self.message = ""
                self.say_move(data)
            elif kind == "busy":
                busy = bool(data)
            elif kind == "over":
                over = data
            elif kind == "error":
                self.show_notice(str(data))
        self.refresh()
        if busy is not None:  # (and busy while pieces still move: web/motion.js)
            motion.thinking(busy)
        self.save()
        if over is not None:
            self.keep_best(over)
            self.post_over(over)

    def say_move(self, played: dict[str, Any]) -> None:
        """A move in words for the live region (what the viewer may know of it: a secret discard)."""
        move = played["move"]
        if hasattr(self.ui, "public_move"):
            move = self.ui.public_move(self.session.view(), played)
        said = self.ui.describe_move(played["seat"], move, self.t)
        if said:  # a move that says nothing (a pass out of turn) leaves the last words heard
            self.announcement = said

    def keep_best(self, record: dict[str, Any]) -> None:
        """Solo games: remember the best score for these settings on this device."""
        session = self.session
        if session is None or len(session.seats) != 1:
            return
        key = best_key(record)
        score = session.state.scores()[0]
        try:
            best = int(self.storage.get(key) or "")
        except ValueError:
            best = None
        session.note_best(best, score)
        if best is None or score > best:
            self.storage.set(key, str(score))

    def best_score(self, game_id: str, options: dict[str, Any]) -> int | None:
        try:
            return int(self.storage.get(best_key({"game": game_id, "options": options})) or "")
        except ValueError:
            return None

    def explain(self, error: IllegalAction) -> None:
        """Why a move was refused, in the game's words if it has its own, else the shell's."""
        key = f"illegal.{error.reason}"
        game_words = getattr(self.ui, "explain", None)
        said = game_words(error, self.t) if game_words is not None else None
        if said:
            text = said
        elif error.reason == "wait":
            text = self.t("play.wait")
        else:
            text = self.t(key, **error.params) if key in STRINGS else str(error)
        self.explain_text(text)

    def explain_text(self, text: str) -> None:
        self.message = text
        element = document.getElementById("message")
        if element:
            element.textContent = text


def best_key(record: dict[str, Any]) -> str:
    """Where a solo best score is kept: one per game and set of options (who starts aside)."""
    options = {k: v for k, v in sorted(record["options"].items()) if k != "first"}
    return f"{BEST_PREFIX}{record['game']}.{json.dumps(options, sort_keys=True, separators=(',', ':'))}"

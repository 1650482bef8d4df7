"""The table screen (``#/<game>/play``) and the game on it: one layout in the shell, filled by the
game's ``table`` module.

The table opens a game (a Session, web/session.py), hears what changed from it (its events) and
shows each change once: the moves said aloud, the game's parts redrawn from the position shown
(``table_parts``), the game saved. It keeps what the screen adds to the game: the message line (why
a move was refused), the announcement, the move shown while stepping back through the game, the
board cell with the keyboard's focus, and when the pieces of the last drawing rest (the computer
waits for them before its next move).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from game.core import IllegalAction, entry, random_seed

from . import board_focus, good_move, how_far, motion, pan, rules_screen, table_tools
from .address import play_address
from .best_scores import BestScores
from .files import export_record
from .i18n import STRINGS
from .markup import Markup, h, join
from .notices import Notices
from .page import Page
from .play_route import Opening, hints_of_record, prepare, with_setup
from .saves import GAME_PREFIX, MOVED_ON, SAVED, Saves, Storage, remember
from .seats import seat_name
from .session import Event, Session

HINT_KEY = "ludotheque.hint."  # the first-visit hint was read, per game


def rematch_note(session: Any, t: Any) -> str:
    """What a rematch changed: the seats turned one place, in the game's own words where it deals
    colours or the first player anew ("<game>.rematch.turned")."""
    shared = "play.rematch.turned" if len(session.seats) == 2 else "play.rematch.turned.many"
    return table_tools.game_words(t, f"{session.module.INFO.id}.rematch.turned", shared)


class Table:
    """Owns the session and what the screen adds to it (above); given the page, the notices, the
    saves, the storage (hints read, best scores), the document and window, whether the page is
    embedded, ``on_over(record)``, told when a game ends, and (embed.html) the embed's ``place`` on
    its page, where the game it shows is noted (web/saves.py)."""

    def __init__(self, page: Page, notices: Notices, saves: Saves, storage: Storage, document: Any,
                 window: Any, embedded: bool, on_over: Callable[[dict[str, Any]], Any], place: str | None = None) -> None:
        self.page = page
        self.notices = notices
        self.saves = saves
        self.storage = storage
        self.best_scores = BestScores(storage)
        self.document = document
        self.window = window
        self.embedded = embedded
        self.on_over = on_over
        self.place = place
        self.session: Session | None = None
        self.kept: str | None = None  # the id the game is kept under (web/saves.py)
        # a game dealt anew here in which no person has moved yet: dropped from the kept games when
        # another game opens (a "New game" pressed again and again leaves one game, not one each)
        self.untouched: str | None = None
        self.ui: Any = None  # the table module of the game on screen (web/games.py)
        self.params: dict[str, str] = {}  # the game's settings as a route gives them
        self.message = ""  # the last explanation shown under the board
        self.after_draw: list[Callable[[], None]] = []  # called after each drawing (a lesson's marks)
        self.announcement = ""
        self.replay_at: int | None = None  # a move number while stepping through the game
        self.focus: str | None = None  # the board cell that has the keyboard focus
        self.pace: float | None = None  # computers only: seconds between moves, if not the usual
        self.rest_at = 0.0  # the pieces of the last drawing are in their places then (time.perf_counter)
        self.hint_news = False  # a hint came and is not yet said (web/good_move.py)
        self.hint_said = ""  # the line that said the last hint
        self.rematching = False  # the next game opened is a rematch: the seats have turned
        self.turn_note = False  # the rematch's note stays in the status until the person's first move

    # -- opening and leaving --
    def open(self, opening: Opening, notice: str = "") -> None:
        """Open a game at the table (``notice``: said over it); the computer starts if it is to move."""
        if self.session is not None:
            self.session.stop()
        rules_screen.close_sheet(self.document)  # the last game's rules (the address changed under them)
        module, ui, state = opening.module, opening.ui, opening.state
        self.ui, self.params = ui, opening.params
        self.forget_untouched(opening.kept)
        self.kept = opening.kept or self.saves.new_id()
        fresh = opening.kept is None and not state.history and "human" in opening.seats
        self.untouched = self.kept if fresh else None
        if self.place is not None:
            self.saves.place(self.place, self.kept)
        self.notices.show_keeping("", self.page.t)
        self.turn_note, self.rematching = self.rematching, False
        self.message = self.announcement = ""
        self.replay_at = self.focus = None
        self.notices.keep(notice)
        best = None
        if len(opening.seats) == 1:
            best = {"before": self.best_scores.best(module.INFO.id, state.options), "score": None}
        self.session = Session(module, state, opening.seats, self.show_change, opening.allow_undo,
                               hold=getattr(ui, "hold", None),  # the game may ask the computer to wait
                               pause=self.pace, best=best, screen_ready=self.pieces_at_rest,
                               screen=ui.Screen() if hasattr(ui, "Screen") else None,
                               hints=opening.hints, hinted=opening.hinted, agents=opening.agents)
        self.session.settle()  # a pass the game makes for a person, at the start or where a save stopped
        self.paint()
        if not self.session.start_computer():  # when it does, its first change draws the table (busy)
            self.draw()
            self.save()

    def forget_untouched(self, reopened: str | None) -> None:
        """The last game dealt here, if no person moved in it, is no longer kept (unless it is the game
        opening now, ``reopened``)."""
        if self.untouched is not None and self.untouched != reopened:
            self.saves.forget(self.untouched)
        self.untouched = None

    def close(self) -> None:
        """The table is left (another screen): its game stops, its rules sheet goes, and the page is not busy."""
        if self.session is not None:
            self.session.stop()
            self.session = None
        rules_screen.close_sheet(self.document)  # the browser's Back while the sheet was open
        self.document.documentElement.removeAttribute("data-busy")

    # -- the screen --
    def paint(self) -> None:
        """The table's frame (the game's parts are drawn into it by ``draw``)."""
        session = self.session
        self.page.show(self, *frame(self.page, self.ui, self.first_visit_hint(), self.embedded,
                                    hidden=session is not None and session.module.INFO.hidden_information,
                                    hints=session is not None and session.hints),
                       play=True)  # fmt: skip
        attach = getattr(self.ui, "attach", None)
        if attach is not None:  # a game's own behaviour on its table (pan and zoom)
            attach(self.document, self.window)

    def redraw(self) -> None:
        """In the page's language now."""
        if self.session is not None:
            self.paint()
            self.draw()

    def draw(self) -> None:
        """Redraw the table's parts from the position shown."""
        session, t, document = self.session, self.page.t, self.document
        if session is None:
            return
        total = len(session.state.history)
        if self.replay_at is not None and self.replay_at >= total:
            self.replay_at = None
        if self.replay_at is None:
            view, playable = session.view(), True
        else:
            view, playable = session.view_at(self.replay_at), False
        parts = self.ui.table_parts(view, session, t, playable)
        now = view if playable else session.view()
        at = total if self.replay_at is None else self.replay_at
        if not playable:  # the status describes the position shown, not the game's present
            parts["status"] = how_far.replay_words(t, "replay.status", view, now, at, total)
        if self.turn_note and playable:  # over the game's own hint, in the status: not an error under the board
            note = h("span", {"class": "rematch-note"}, rematch_note(session, t))
            parts["hint"] = join(note, " ", parts.get("hint") or "")  # the hint may be markup
        hint_away = not playable and self.message and self.message == self.hint_said  # its mark is on the present
        parts["message"] = "" if hint_away else self.message
        parts["announce"] = self.announcement
        parts["replay-position"] = how_far.replay_words(t, "replay.position", view, now, at, total)
        had_focus = board_focus.on_board(document)
        on_a_control = board_focus.on_a_control(document)
        keep_corner = pan.corner_keeper(document, self.window)
        moving = motion.update(document, self.window, parts, keep_corner)  # morphed in place: the pieces that moved animate
        self.rest_at = time.perf_counter() + moving if moving > 0 else 0.0
        end = document.getElementById("end")
        if end and not end.firstElementChild:  # "see the board" lasts as long as the end it uncovered
            end.classList.remove("peek")
        pan.bring_in_reach(document, self.window)
        reason = "replaying" if self.replay_at is not None else session.why_no_undo()
        table_tools.show_undo(document, t, session.module.INFO.id, reason)
        hint = session.hint if playable and session.hint is not None and session.hint["at"] == total else None
        named = good_move.show(document, self.ui, view, hint, playable and session.may_hint())
        if hint is not None and self.hint_news:  # the hint just came: say which move is marked, and why
            self.hint_news = False
            named = good_move.move_name(self.ui, session.state.to_move, hint, t) or named
            self.message = self.announcement = good_move.sentence(session.module, hint, named, t)
            for part in ("message", "announce"):
                document.getElementById(part).textContent = self.message
            self.hint_said = self.message
        message = document.getElementById("message")
        if message:  # a hint's line reads as advice, not as a refusal
            if self.message and self.message == self.hint_said:
                message.setAttribute("data-tone", "hint")
                good_move.keep_clear(document, message)  # measured only while a hint's line shows
            else:
                message.removeAttribute("data-tone")
                message.classList.remove("top")
        good_move.count_on_end(document, t, session.record(), session.hints)
        table_tools.fit_end(document)
        banner = None if playable else how_far.replay_words(t, "replay.banner", view, now, at, total)
        table_tools.show_replay(document, banner, self.replay_locked())
        self.page.mark_replaying(self.replay_at is not None)
        board_focus.cover_with_end(document)
        # the board keeps the focus; so does a control gone with this drawing ("Turn them back")
        board_focus.place(document, self.focus, had_focus or (on_a_control and board_focus.lost(document)))
        board_focus.cover_for_hand_over(document)
        for observer in self.after_draw:
            observer()

    def save(self) -> None:
        """The game kept, or the player told why not (and what to do) until a write goes through."""
        if self.session is not None and self.kept is not None:
            written = self.saves.write(self.kept, self.session.record(), self.params)
            self.notices.show_keeping("" if written == SAVED else written, self.page.t)

    def on_storage(self, key: str | None) -> None:
        """Another tab wrote to the storage: if it moved this very game on, say so (and offer a way)."""
        if self.kept is not None and key == GAME_PREFIX + self.kept and self.saves.moved_on(self.kept):
            self.notices.show_keeping(MOVED_ON, self.page.t)

    def follow_kept(self) -> None:
        """Go on with the game as the other tab left it."""
        found = self.saves.read(self.kept) if self.kept is not None else None
        if found is None or self.session is None:
            return
        module = self.session.module
        self.open(Opening(module, self.ui, found.state, self.session.seats, found.params, self.session.allow_undo,
                          kept=found.id, hinted=hints_of_record(found.record)))  # fmt: skip

    def copy_kept(self) -> None:
        """Go on with this tab's game as a game of its own; the other tab's stays as it is."""
        if self.session is not None:
            self.kept, written = self.saves.copy(self.session.record(), self.params)
            self.notices.show_keeping("" if written == SAVED else written, self.page.t)

    async def pieces_at_rest(self) -> None:
        """Until the pieces of the last drawing are in their places (the computer's next move waits)."""
        while (left := self.rest_at - time.perf_counter()) > 0:
            await asyncio.sleep(left)

    # -- the game's changes (web/session.py's events), each shown once --
    def show_change(self, events: list[Event]) -> None:
        """One change of the game: its moves said, the table drawn once, the game saved once."""
        busy, over = None, None
        for kind, data in events:
            if kind == "played":
                if self.session is not None and self.session.is_human(data["seat"]):
                    self.untouched = None  # a person's game now: kept until deleted
                motion.played(self.window)  # busy until this drawing's pieces have moved
                self.message = ""
                self.say_move(data)
            elif kind == "busy":
                busy = bool(data)
            elif kind == "over":
                over = data
            elif kind == "error":
                self.notices.show(str(data))
            elif kind == "hint":
                self.message, self.hint_news = "", True  # said once it is marked (draw)
        self.draw()
        if busy is not None:  # (and busy while pieces still move: web/motion.js)
            motion.thinking(self.document, self.window, busy)
        self.save()
        if over is not None:
            self.announce_end()
            self.keep_best(over)
            self.on_over(over)

    def announce_end(self) -> None:
        """The end heard after the last move ("Game over: Red wins, 28 to 24"), and the focus on the
        end's Rematch, rather than on the board behind it."""
        document = self.document
        result, live = document.querySelector("#end .end-screen .result"), document.getElementById("announce")
        if result and live:
            self.announcement = f"{self.announcement} {self.page.t('end.over', result=result.textContent)}".strip()
            live.textContent = self.announcement
        rematch = document.querySelector('#end [data-cmd="rematch"]')
        if rematch and rematch.checkVisibility():  # a lesson's end is its coach's
            rematch.focus()

    def say_move(self, played: dict[str, Any]) -> None:
        """A move in words for the live region (what the viewer may know of it: a secret discard)."""
        move = played["move"]
        if hasattr(self.ui, "public_move"):
            move = self.ui.public_move(self.session.view(), played)
        seat = played["seat"]
        said = self.ui.describe_move(seat, move, self.page.t, seat_name(seat, self.session.seats, self.page.t))
        if said:  # a move that says nothing (a pass out of turn) leaves the last words heard
            self.announcement = said

    def keep_best(self, record: dict[str, Any]) -> None:
        """Solo games: remember the best score for these settings on this device."""
        session = self.session
        if session is None or len(session.seats) != 1:
            return
        score = session.state.scores()[0]
        session.note_best(self.best_scores.keep(record, score), score)

    # -- a person's input --
    def play(self, text: str, cell: str | None = None) -> bool:
        """A person's move (``cell``: the board cell it was made on, which keeps the focus); whether
        it was made."""
        if cell:
            self.focus = cell
        if self.session is None or self.replay_at is not None:
            return False
        self.turn_note = False  # the rematch's note (in the status) has served
        try:
            self.session.play(text)
        except IllegalAction as error:
            self.explain(error)
            return False
        if self.document.getElementById("hint-box"):  # a first move made: the how-to has served
            self.hint_seen()
        return True

    def pick(self, what: str, cell: str | None = None) -> None:
        """Choose (or, again, drop) part of a move: a card in hand. The board then offers its moves."""
        if cell:
            self.focus = cell
        session = self.session
        if session is None or self.replay_at is not None:
            return
        choose = getattr(self.ui, "pick", None)  # a game may pick several things (cards that add up)
        session.choose(choose(session.picked, what) if choose else (None if session.picked == what else what))
        self.message = ""
        self.draw()
        if hasattr(self.ui, "after_pick"):  # what the pick lights; nothing once it is dropped
            picked = session.picked
            self.announcement = "" if picked is None else self.ui.after_pick(session.view(), picked, self.page.t)
            element = self.document.getElementById("announce")
            if element:
                element.textContent = self.announcement

    def escape(self) -> None:
        """Escape: the part picked is dropped, the message goes."""
        if self.session is not None and self.session.picked is not None:
            self.session.choose(None)
            self.draw()
        self.explain_text("")

    def focus_board(self) -> None:
        """The keyboard's focus on the board (its focused cell, else the first playable one)."""
        board_focus.place(self.document, self.focus, True)

    def move_focus(self, key: str) -> None:
        """An arrow key on the board."""
        following = board_focus.move(self.document, key, self.ui.neighbour)
        if following is not None:
            self.focus = following

    def explain(self, error: IllegalAction) -> None:
        """Why a move was refused, in the game's words if it has its own, else the shell's."""
        t = self.page.t
        key = f"illegal.{error.reason}"
        game_words = getattr(self.ui, "explain", None)
        said = game_words(error, t) if game_words is not None else None
        if said:
            text = said
        elif error.reason == "wait":
            text = t("play.wait")
        else:
            text = t(key, **error.params) if key in STRINGS else str(error)
        self.explain_text(text)

    def explain_text(self, text: str) -> None:
        self.message = text
        element = self.document.getElementById("message")
        if element:
            element.removeAttribute("data-tone")
            table_tools.say_anew(element, text)

    # -- the buttons at the table --
    def command(self, name: str, target: Any) -> str | None:
        """The table's buttons (``data-cmd``), then the game's own; returns an address to go to."""
        session, document = self.session, self.document
        if session is None:
            return None
        tools = {
            "hint-seen": self.hint_seen,
            "hint": self.ask_hint,
            "kept-follow": self.follow_kept,
            "kept-copy": self.copy_kept,
            "undo": self.undo,
            "reveal": self.reveal,
            "new": self.new_game,
            "rematch": self.rematch,
            "rules-open": lambda: rules_screen.open_sheet(document, self.window, self.ui.GAME_ID, self.page.t),
            "rules-close": lambda: rules_screen.put_sheet_away(document, self.window),
            "rules-section": lambda: rules_screen.scroll_to_section(document, str(target.getAttribute("data-section"))),
            "replay": lambda: self.step_replay(str(target.getAttribute("data-step"))),
            "export": lambda: export_record(document, self.window, with_setup(session.record(), session.module, self.params)),
            "share": lambda: table_tools.share_link(document, self.window, session.record(), self.params, self.embedded),
            "zoom": lambda: pan.zoom(str(target.getAttribute("data-zoom")), document, self.window),
        }
        if name in tools:
            address = tools[name]()
            return address if isinstance(address, str) else None
        if hasattr(self.ui, "command"):  # the game's own commands (zoom, highlight, ...)
            said = self.ui.command(name, target, session, self.page.t)
            if isinstance(said, str):
                self.explain_text(said)
            elif said:
                self.draw()
        return None

    def undo(self) -> None:
        """Take back, or say why not (a greyed Undo still answers a tap)."""
        reason = "replaying" if self.replay_at is not None else self.session.why_no_undo()
        if reason is not None:
            self.explain_text(table_tools.undo_words(self.page.t, self.session.module.INFO.id, reason))
            return
        self.message = ""
        self.session.undo()

    def ask_hint(self) -> None:
        """The Hint button: the computer's good move for the person to move, or why not now."""
        session = self.session
        if session is not None and self.replay_at is None and not session.ask_hint():
            self.explain_text(self.page.t(good_move.why_not(session)))

    def reveal(self) -> None:
        self.message = ""
        self.session.reveal()

    def new_game(self) -> str | None:
        """The same settings, a new deal: opened here in embed.html, else its address to go to."""
        module = self.session.module
        params = dict(self.params, seed=str(random_seed()))
        if not self.embedded:
            return play_address(self.window, module.INFO.id, params)
        state, seats, _, allow_undo = prepare(module, params)
        self.open(Opening(module, self.ui, state, seats, self.params, allow_undo))
        return None

    def rematch(self) -> str | None:
        """The same settings and a new deal, each seat's player moved one place on."""
        seats = self.params["seats"].split(",")
        self.params = dict(self.params, seats=",".join(seats[1:] + seats[:1]))
        self.rematching = True
        return self.new_game()

    def replay_locked(self) -> bool:
        """Some games open the replay only at the end (their ``REPLAY_AFTER_END``)."""
        return getattr(self.ui, "REPLAY_AFTER_END", False) and not self.session.state.is_over

    def step_replay(self, step: str) -> None:
        if self.replay_locked():
            self.explain_text(self.page.t("replay.after_end"))
            return
        history, quiet_in_replay = self.session.state.history, getattr(self.ui, "quiet_in_replay", None)
        quiet = (lambda n: quiet_in_replay(str(history[n]))) if quiet_in_replay else (lambda n: False)
        self.replay_at = table_tools.replay_step(step, self.replay_at, len(history), quiet)
        self.draw()

    # -- the first visit's hint --
    def first_visit_hint(self) -> Markup:
        """How to play this screen, shown until the player says they have read it (not over a game that
        is over: a finished game opened from a link shows its end)."""
        over = self.session is not None and self.session.state.is_over
        if self.embedded or over or self.storage.get(HINT_KEY + self.ui.GAME_ID):
            return Markup("")
        t = self.page.t
        return h(
            "aside", {"id": "hint-box", "class": "first-hint", "aria-labelledby": "hint-title"},
            h("h2", {"id": "hint-title"}, t("hint.title")),
            h("p", {}, t(f"{self.ui.GAME_ID}.howto")),
            h("button", {"type": "button", "class": "button", "data-cmd": "hint-seen"}, t("hint.ok")),
        )  # fmt: skip

    def hint_seen(self) -> None:
        remember(self.storage, HINT_KEY + self.ui.GAME_ID, "1")
        self.document.getElementById("hint-box").remove()

    # -- for the page's interface (web/page_api.py) --
    def record(self) -> dict[str, Any] | None:
        """The record of the game at the table (None: no game)."""
        return self.session.record() if self.session is not None else None

    def think_log(self) -> list[dict[str, Any]]:
        return self.session.think_log if self.session is not None else []

    def set_pace(self, seconds: float) -> None:
        """The pause between two computers' moves, for this page's games from now on (0: no pause
        for a person to follow them either, web/session.py)."""
        self.pace = seconds
        if self.session is not None:
            self.session.set_pause(seconds)


def frame(page: Page, ui: Any, hint: Markup, embedded: bool, hidden: bool = False,
          hints: bool = True) -> tuple[Markup, ...]:
    """The table screen's body before its game is drawn: the replay banner, the game's frame, the
    first visit's hint, the toolbar (also drawn ahead by the build: tools/prerender.py)."""
    t = page.t
    title = h("h1", {"class": "visually-hidden table-title"}, entry(ui.GAME_ID).title)  # the screen's one h1
    return (title, table_tools.replay_banner(t), ui.table_screen(t), hint,
            table_tools.toolbar(t, ui.GAME_ID, hidden, embedded, page.language_switch(), hints))

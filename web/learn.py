"""Learn to play (``#/<game>/learn``, ``embed.html?game=<game>&learn=1``): a guided first game on the
real table, the same for every game, played from the game's lesson (``web/<package>/lesson.py``,
its format in web/lesson.py).

The lesson's game is opened at the table like any other (web/table.py), the person against a
scripted opponent: the opponent's seat is a computer whose agent plays the script's moves (an easy
computer's should the game leave the script; the ``Opening``'s ``agents``), so the person sees a real
opponent's turn. After each drawing of the table (one of its ``after_draw`` observers) this part marks
what the step asks for with ``data-learn-target="1"`` (``"2"``... for the taps that follow, in
order: the elements the game's ``hint_marks`` names, or the step's own ``taps``) and fills the
coach beside the board: the step's sentence (a live region), why a tap was refused, Back, Next (a
step to read), Skip, and at the end "You're ready" with the tip. Taps on anything else of the game
are caught before the table acts (a capture-phase listener) and explained instead. The step reached
is kept (``ludotheque.learn.<game>``), so a reload or a later visit resumes there; reaching the end
marks the game learned (``ludotheque.learned.<game>``), which the menu's card shows.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from game import core

from . import board_focus, games
from .address import play_address
from .good_move import attr
from .lesson import LEARNED_KEY, PROGRESS_KEY, Plan, lesson_of, moves_of, plan, progress, say
from .markup import h
from .page import Page
from .play_route import Opening
from .saves import Saves, Storage, remember
from .table import HINT_KEY, Table
from .table_tools import say_anew

PLAY_SEATS = "human,ai-easy"  # the normal game the lesson leads to


class Reply:
    """A scripted move, given as a search that is decided at once (the session's computer loop)."""

    done_iterations = 0

    def __init__(self, move: str) -> None:
        self.move = move

    def step(self, max_seconds: float) -> bool:
        return True

    def best(self) -> str:
        return self.move


class ScriptedOpponent:
    """The opponent's agent at the lesson's table: the script's move for the position, else an easy
    computer's."""

    def __init__(self, lesson_plan: Plan, session: Any) -> None:
        self.plan = lesson_plan
        self.session = session
        self.fallback: Any = None

    def think(self, module: Any, view: Any) -> Any:
        history = self.session.state.history
        move = self.plan.opponent.get(len(history)) if self.plan.on_script(history) else None
        if move is not None:
            return Reply(move)
        if self.fallback is None:
            from game.ai import make_agent

            self.fallback = make_agent("easy", seed=self.session.state.seed * 31 + 1)
        return self.fallback.think(module, view)


class Learn:
    """Owns the lesson at the table (its plan, the step shown, the last refusal said); given the page,
    the table (whose drawings it follows), the saves, the storage, the document and window, whether
    the page is embedded. ``router`` is set by web/app.py (Play and Skip go to a play route)."""

    def __init__(self, page: Page, table: Table, saves: Saves, storage: Storage, document: Any, window: Any,
                 embedded: bool) -> None:
        self.page = page
        self.table = table
        self.saves = saves
        self.storage = storage
        self.document = document
        self.window = window
        self.embedded = embedded
        self.router: Any = None
        self.game_id = ""
        self.plan: Plan | None = None
        self.ui: Any = None
        self.step = 0
        self.session: Any = None  # the table's session while it plays the lesson
        self.wrong = ""  # why the last tap was refused ("" once a step moves on)
        self.said = ""  # the step's sentence last put in the live region
        table.after_draw.append(self.after_draw)  # the table's drawing, then the lesson's marks on it

    # -- opening --
    def open(self, game_id: str, loaded: bool = False) -> bool:
        """The lesson of ``game_id`` at the table, where it was left (False: the game has none). A
        lesson followed to its end starts again, but when the page was ``loaded`` at its address (a
        reload on "You're ready" shows it again)."""
        lesson = lesson_of(game_id)
        if lesson is None:
            return False
        if self.game_id != game_id or self.plan is None:
            self.plan = plan(core.load(game_id), lesson)
            self.ui = games.table(game_id)
            self.game_id = game_id
        step = progress(self.storage, game_id)
        self.start(0 if step >= len(self.plan.steps) and not loaded else step)
        return True

    def start(self, step: int) -> None:
        """Open the lesson's game where step ``step`` begins."""
        lesson_plan = self.plan
        assert lesson_plan is not None
        self.step, self.wrong, self.said = step, "", ""
        self.keep_progress()
        seats = list(lesson_plan.lesson["seats"])
        params = {"seats": ",".join(seat if seat == "human" else "ai-easy" for seat in seats)}
        opponent = 1 - lesson_plan.seat
        opening = Opening(lesson_plan.module, self.ui, lesson_plan.state_at(step), seats, params, allow_undo=False,
                          agents={opponent: lambda session: ScriptedOpponent(lesson_plan, session)})
        opening.hints = False
        self.session = None
        self.table.open(opening)
        self.session = self.table.session
        kept = self.table.kept  # a lesson is not one of "Your games"
        self.table.kept = None
        if kept is not None:
            self.saves.forget(kept)
        self.after_draw()

    def active(self) -> bool:
        """Whether the table shows the lesson's game now."""
        return (self.session is not None and self.table.session is self.session
                and self.page.on_show is self.table)  # fmt: skip

    def keep_progress(self) -> None:
        remember(self.storage, PROGRESS_KEY + self.game_id, str(self.step))
        if self.plan is not None and self.step >= len(self.plan.steps):
            remember(self.storage, LEARNED_KEY + self.game_id, "1")
            remember(self.storage, HINT_KEY + self.game_id, "1")  # the table's how-to: the lesson taught it

    # -- after each drawing --
    def after_draw(self) -> None:
        if not self.active() or self.plan is None:
            return
        self.advance()
        document = self.document
        main = document.querySelector(".table-main")
        if not main:
            return
        main.classList.add("learning")
        hint_box = document.getElementById("hint-box")  # the first visit's how-to: the lesson says it
        if hint_box:
            hint_box.remove()
        if not document.getElementById("learn"):
            main.insertAdjacentHTML("afterbegin", str(self.coach()))
            title = main.querySelector(".table-title")  # the coach's title is the lesson's one h1
            if title:
                title.remove()
        self.mark()
        self.fill()

    def advance(self) -> None:
        """A step whose moves are all made gives way to the next."""
        lesson_plan, session = self.plan, self.session
        assert lesson_plan is not None
        made = len(session.state.history)
        moved = False
        while (self.step < len(lesson_plan.steps) and moves_of(lesson_plan.steps[self.step])
               and made >= lesson_plan.starts[self.step + 1] and lesson_plan.on_script(session.state.history)):
            self.step += 1
            moved = True
        if moved:
            self.wrong = ""
            self.keep_progress()

    def person_move(self) -> str | None:
        """The script's move the person is to make now (None: not the person's, or not now)."""
        lesson_plan, session = self.plan, self.session
        assert lesson_plan is not None
        made = len(session.state.history)
        if (self.step >= len(lesson_plan.steps) or not moves_of(lesson_plan.steps[self.step])
                or not lesson_plan.starts[self.step] <= made < lesson_plan.starts[self.step + 1]):
            return None
        if session.thinking or session.state.to_move != lesson_plan.seat or self.table.replay_at is not None:
            return None
        return lesson_plan.person.get(made) if lesson_plan.on_script(session.state.history) else None

    def taps(self, move: str) -> list[str]:
        """The CSS selectors of the elements ``move`` is made with, in order."""
        assert self.plan is not None
        own = self.plan.taps.get(len(self.session.state.history))
        if own:
            return own
        marks = getattr(self.ui, "hint_marks", None)
        return list(marks(self.session.view(), move)) if marks is not None else [attr("data-action", move)]

    def mark(self) -> None:
        """``data-learn-target`` on what the step asks to tap, numbered in order (a part already picked
        is done); the board's keyboard focus goes to the first."""
        document = self.document
        for old in document.querySelectorAll("[data-learn-target]"):
            old.removeAttribute("data-learn-target")
        move = self.person_move()
        if move is None:
            self.mark_release()
            return
        lit = []
        for selector in self.taps(move):
            found = list(document.querySelectorAll(selector))
            if not found or any(element.getAttribute("aria-pressed") == "true" for element in found):
                continue  # not on screen yet, or picked already (one of two alike cards will do)
            lit.append(found[0])
            found[0].setAttribute("data-learn-target", str(len(lit)))
        first = lit[0] if lit else None
        if lit:
            in_reach(lit)
        if first and first.hasAttribute("data-hole") and first.closest("#board"):
            had_focus = board_focus.on_board(document)
            for cell in document.querySelectorAll("#board [data-hole][tabindex='0']"):
                cell.setAttribute("tabindex", "-1")
            first.setAttribute("tabindex", "0")
            if had_focus:
                first.focus()

    def mark_release(self) -> None:
        """The opponent waits for the person (two sheep on show): the button that lets it go on is lit
        (the lesson's ``release``)."""
        assert self.plan is not None
        release = self.plan.lesson.get("release")
        if release and self.session.holding and self.plan.on_script(self.session.state.history):
            found = self.document.querySelector(release)
            if found:
                found.setAttribute("data-learn-target", "1")

    # -- the coach beside the board --
    def coach(self) -> Any:
        t = self.page.t
        title = core.entry(self.game_id).title
        more = {"class": "learn-more"}  # the rest of a button's words, left out on a phone
        return h(
            "aside", {"id": "learn", "class": "learn-coach", "aria-labelledby": "learn-title"},
            h("h1", {"id": "learn-title", "class": "learn-title"}, t("learn.title", game=title)),
            h("span", {"id": "learn-count", "class": "learn-count"}),
            h("p", {"id": "learn-say", "class": "learn-say", "aria-live": "polite"}),
            h("p", {"id": "learn-wrong", "class": "learn-wrong", "aria-live": "assertive"}),
            h("div", {"class": "learn-buttons"},
              h("button", {"type": "button", "class": "button primary learn-ready", "data-learn-cmd": "play",
                           "id": "learn-ready", "hidden": True},
                h("strong", {}, t("learn.ready")), h("span", {}, t("learn.play"))),
              h("button", {"type": "button", "class": "button primary", "data-learn-cmd": "next", "id": "learn-next",
                           "hidden": True}, t("learn.next")),
              h("button", {"type": "button", "class": "button", "data-learn-cmd": "back", "id": "learn-back"},
                t("learn.back"), h("span", more, t("learn.back.more"))),
              h("button", {"type": "button", "class": "button", "data-learn-cmd": "skip", "id": "learn-skip"},
                t("learn.skip"), h("span", more, t("learn.skip.more")))),
        )  # fmt: skip

    def fill(self) -> None:
        """The coach's words and buttons for the step shown."""
        lesson_plan, document, t = self.plan, self.document, self.page.t
        assert lesson_plan is not None
        total = len(lesson_plan.steps)
        language = t.language
        done = self.step >= total
        if not lesson_plan.on_script(self.session.state.history):
            text = t("learn.off_script")
        elif done:
            text = say(lesson_plan.lesson["tip"], language)
        else:
            text = say(lesson_plan.steps[self.step]["say"], language)
        count = "" if done else t("learn.count", n=self.step + 1, total=total)
        document.getElementById("learn-count").textContent = count
        if text != self.said or document.getElementById("learn-say").textContent != text:
            self.said = text
            document.getElementById("learn-say").textContent = text
        document.getElementById("learn-wrong").textContent = self.wrong
        reading = not done and not moves_of(lesson_plan.steps[self.step])
        document.getElementById("learn-next").hidden = not reading
        document.getElementById("learn-ready").hidden = not done
        document.getElementById("learn-skip").hidden = done
        history = self.session.state.history
        at_start = self.step == 0 and lesson_plan.on_script(history) and len(history) == lesson_plan.starts[0]
        document.getElementById("learn-back").hidden = at_start
        document.getElementById("learn").setAttribute("data-learn-step", str(self.step))
        document.getElementById("learn").toggleAttribute("data-learn-done", done)  # the status gives way to "You're ready"

    def say_wrong(self, key: str) -> None:
        self.wrong = self.page.t(key)
        element = self.document.getElementById("learn-wrong")
        if element:
            say_anew(element, self.wrong)

    # -- the person's input, before the table's --
    def on_click(self, event: Any) -> None:
        """A tap anywhere (capture phase): the coach's buttons; a tap on the game that is not the step's
        is explained instead of played."""
        if not self.active():
            return
        target = event.target
        if not hasattr(target, "closest"):
            return
        button = target.closest("[data-learn-cmd]")
        if button:
            event.preventDefault()
            event.stopPropagation()
            self.command(str(button.getAttribute("data-learn-cmd")))
            return
        self.check_tap(event, target)

    def on_key(self, event: Any) -> None:
        """Enter or Space on a board cell: as a tap."""
        if not self.active() or event.key not in ("Enter", " "):
            return
        target = event.target
        if hasattr(target, "closest") and target.closest("#board"):
            self.check_tap(event, target)

    def check_tap(self, event: Any, target: Any) -> None:
        if self.table.replay_at is not None or not target.closest(".table"):
            return  # stepping through the game offers no move; the tools are the table's
        lit = target.closest("[data-learn-target]")
        if lit:
            if lit.getAttribute("data-learn-target") == "1":
                self.wrong = ""
                return  # the table plays it
            return self.refuse(event, "learn.wrong.order")
        if target.closest("[data-cmd], a[href], summary, .end-layer"):
            return
        found = target.closest("[data-action],[data-refuse],[data-pick]")
        if not found and not target.closest(".table-board, .table-dock"):
            return
        assert self.plan is not None
        if self.session.thinking:
            key = "learn.wrong.wait"
        elif self.step >= len(self.plan.steps):
            key = "learn.wrong.done"
        elif not moves_of(self.plan.steps[self.step]):
            key = "learn.wrong.read"
        elif found and found.hasAttribute("data-refuse") and not found.hasAttribute("data-action"):
            self.say_wrong("learn.wrong.refused")
            return  # the table says why the rules refuse it
        else:
            key = "learn.wrong"
        self.refuse(event, key)

    def refuse(self, event: Any, key: str) -> None:
        event.preventDefault()
        event.stopPropagation()
        self.say_wrong(key)

    def command(self, name: str) -> None:
        assert self.plan is not None
        if name == "next" and self.step < len(self.plan.steps) and not moves_of(self.plan.steps[self.step]):
            self.step += 1
            self.wrong = ""
            self.keep_progress()
            self.after_draw()
            self.focus_after("learn-next")
        elif name == "back":
            on_script = self.plan.on_script(self.session.state.history)
            made = len(self.session.state.history)
            here = self.step if self.step < len(self.plan.steps) else len(self.plan.steps)
            if on_script and made == self.plan.starts[min(here, len(self.plan.starts) - 1)] and here > 0:
                here -= 1  # at the step's start: the one before; else this step again from its start
            self.start(here)
            self.focus_after("learn-back")
        elif name in ("skip", "play"):
            self.play_game()

    def focus_after(self, kept: str) -> None:
        """The focus stays on the coach's button pressed, or goes to what the step lights."""
        document = self.document
        button = document.getElementById(kept)
        if button and not button.hidden:
            button.focus()
            return
        lit = document.querySelector('[data-learn-target="1"]')
        if lit and (lit.hasAttribute("tabindex") or lit.tagName.lower() == "button"):
            lit.focus()
        else:
            say_line = document.getElementById("learn-say")
            if say_line:
                say_line.setAttribute("tabindex", "-1")
                say_line.focus()

    def play_game(self) -> None:
        """A normal game against the easy computer."""
        params = {"seats": PLAY_SEATS}
        if self.embedded:
            self.router.open_route(self.game_id, params, "")
        else:
            self.router.go(play_address(self.window, self.game_id, params))


def in_reach(lit: list[Any]) -> None:
    """The lit cards or tiles scrolled into their hand's row (and the dock) if out of sight: all of
    those in the first one's row when they fit in it together, else the first; the table itself
    never scrolls."""
    first = lit[0]
    for box in (first.closest(".hand-cards"), first.closest(".table-dock")):
        if not box:
            continue
        outer = box.getBoundingClientRect()
        inner = _span([element.getBoundingClientRect() for element in lit if box.contains(element)], outer)
        if inner.left < outer.left or inner.right > outer.right:
            box.scrollLeft += (inner.left + inner.right) / 2 - (outer.left + outer.right) / 2
        if inner.top < outer.top or inner.bottom > outer.bottom:
            box.scrollTop += (inner.top + inner.bottom) / 2 - (outer.top + outer.bottom) / 2


def _span(boxes: list[Any], outer: Any) -> Any:
    """The box around ``boxes`` where it fits in ``outer`` each way, else the first box that way."""
    left, right = min(b.left for b in boxes), max(b.right for b in boxes)
    top, bottom = min(b.top for b in boxes), max(b.bottom for b in boxes)
    if right - left > outer.width:
        left, right = boxes[0].left, boxes[0].right
    if bottom - top > outer.height:
        top, bottom = boxes[0].top, boxes[0].bottom
    return SimpleNamespace(left=left, right=right, top=top, bottom=bottom)
"""The review of a game (``#/<game>/review``): every move of the person (in hot-seat play, of every person)
graded good, inaccuracy, mistake or blunder; a graph of each seat's estimated chance of winning over
the game (a tap on it opens that move); the turning points, each shown on the game's own table with
the move played and the better one; and "Try again from here", a new game from that moment against
the computer, with the same deal.

Which game: the route's own (``?seats=..&seed=..&moves=..``, as a play route), the game kept under
``?kept=<id>`` (Your games), else the game at the table when the route was taken (its end screen),
else the game of that title played last.

The review is made in a Web Worker (web/review_runner.py), step by step as this screen asks, so the
page stays free; ``<html data-busy>`` is on meanwhile, with a progress bar and Cancel. A finished
review is kept with the saved game (web/saves.py ``keep_review``): reopening it is instant.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from game import core
from game.core import InvalidRecord, State, illegal_move

from . import games, good_move, motion, pan, review_view
from .i18n import Name, record_problem
from .markup import h
from .page import Page
from .play_route import ROUTE_ONLY, prepare
from .review_runner import Reviews, ReviewFailed, WorkerUnavailable
from .saved_games import SavedGames
from .saves import Saves
from .seats import seat_name
from .session import Session

BUDGET = 1.0  # game/review.py's budget: the work per position, the same on every machine
SEED = 0
STEP_SECONDS = 0.3  # the worker's work between two answers (each draws the moves graded so far)
LEVEL = "ai-medium"  # the computer's level in "Try again from here" when the game had none
STEPS = ("previous", "next")  # the position's step buttons (review_view.steps)
WIDE = "(min-aspect-ratio: 1/1) and (min-width: 600px)"  # the table beside the review (web/style.css)


def own_lines(subject: Any) -> bool:
    """Each line is its seat's own estimate (they need not add up), unless one seat's make both
    (game/review.py ``mirrored``)."""
    from game.review import mirrored

    return not mirrored(subject.game_id, len(subject.seats), subject.graded())


class Subject:
    """The game reviewed: its record, its route settings, the id it is kept under (None: not kept) and
    the review kept with it."""

    def __init__(self, game_id: str, record: dict[str, Any], params: dict[str, str], kept: str | None = None,
                 review: dict[str, Any] | None = None, lab: bool = False) -> None:
        self.game_id = game_id
        self.lab = lab  # a game of the agent lab's match (``lab=1``): its "human" seat is the reader's agent
        self.record = record
        self.params = params
        self.kept = kept
        self.review = review
        self.key = json.dumps([record["seed"], record["options"], record["players"], record["actions"]])

    @property
    def seats(self) -> list[str]:
        return [str(kind) for kind in self.record["players"]]

    @property
    def shown_seats(self) -> list[str]:
        """The seats as the review names them: a lab game's "human" seat is the reader's ``agent``."""
        return ["agent" if self.lab and kind == "human" else kind for kind in self.seats]

    def graded(self) -> list[int]:
        """The seats whose moves are graded: the people's, or every seat in a computers' game."""
        people = [seat for seat, kind in enumerate(self.seats) if kind == "human"]
        return people or list(range(len(self.seats)))

    def settings(self) -> dict[str, str]:
        """The game's settings as a route gives them (the kept route's, else the record's own)."""
        if self.params:
            return {k: v for k, v in self.params.items() if k not in ROUTE_ONLY}
        module = core.load(self.game_id)
        defaults = module.INFO.defaults()
        found = {k: v if isinstance(v, str) else json.dumps(v) for k, v in self.record["options"].items()
                 if defaults.get(k) != v}  # fmt: skip
        found["seats"] = ",".join(self.seats)
        return found


class ReviewScreen:
    """Owns the game reviewed, its review (as far as it has gone), the move shown and the work in
    progress; given the page, the saved games and the saves (a finished review is kept with its
    game), the table (the game on it when the route is taken), where reviews are made
    (``reviews``), the document and the window, and ``address(game_id, params)`` (play routes)."""

    def __init__(self, page: Page, saved: SavedGames, saves: Saves, table: Any, reviews: Reviews, document: Any,
                 window: Any, address: Any) -> None:
        self.page = page
        self.saved = saved
        self.saves = saves
        self.table = table
        self.reviews = reviews
        self.document = document
        self.window = window
        self.address = address
        self.subject: Subject | None = None
        self.problem = ""  # why there is nothing to review
        self.result: dict[str, Any] | None = None
        self.state = "idle"  # starting, working, done, cancelled, failed
        self.reason = ""
        self.selected: int | None = None  # the move opened (its index in the record's actions)
        self.every_move = False  # a long game's list shows every move, not only those worth a look
        self.mode = "played"  # the position shown for it: before, played, better
        self.generation = 0  # a review in progress stops at its next answer once this changes
        self.runner: Any = None
        self.in_page = False  # the worker could not start: the page reviews in its own thread
        self.memo: dict[str, dict[str, Any]] = {}  # reviews made in this page, by game (not kept ones too)
        self.movers: list[int | None] = []
        self.busy = False
        self.session: Session | None = None  # the position shown, as the game's table hooks read it
        self.screen: Any = None  # the game's own state on screen (its ``Screen``), for the game reviewed
        self.words: dict[tuple[int, str], str] = {}  # (move, "move" or "best") -> in words, in the page's language
        self.walk: tuple[int, State] | None = None  # the game walked through to say its moves: (moves, state)

    # -- which game --
    def find(self, game_id: str, params: dict[str, str]) -> Subject | str:
        """The game the route names (see the module's docstring), or why there is none (words)."""
        t = self.page.t
        try:
            if "moves" in params or "seed" in params:  # a game described by the route itself
                module = core.load(game_id)
                params = dict(params)
                lab = params.pop("lab", "") == "1"
                state, seats, _, _ = prepare(module, params)
                settings = {k: v for k, v in params.items() if k not in ROUTE_ONLY}
                return Subject(game_id, state.record(seats), dict(settings, seats=",".join(seats)), lab=lab)
            if params.get("kept"):
                kept = self.saved.kept(params["kept"])
                if kept is None or kept.title != game_id:
                    return t("review.none", game=core.entry(game_id).title)
                return Subject(game_id, kept.record, kept.params, kept.id, kept.review)
            record = self.table.record() if self.table is not None else None
            if record is not None and record["game"] == game_id:
                kept_id = getattr(self.table, "kept", None)
                kept = self.saved.kept(kept_id) if kept_id else None
                if kept is not None and kept.record["actions"] == record["actions"]:
                    return Subject(game_id, kept.record, kept.params, kept.id, kept.review)
                return Subject(game_id, record, dict(getattr(self.table, "params", {}) or {}))
            last = next((kept for kept in self.saved.games() if kept.title == game_id), None)
            if last is None:
                return t("review.none", game=core.entry(game_id).title)
            return Subject(game_id, last.record, last.params, last.id, last.review)
        except (InvalidRecord, ValueError, KeyError) as error:
            return t("review.bad", reason=record_problem(error, t))

    # -- the screen --
    def show(self, found: Subject | str) -> None:
        """Show the review of ``found`` (made now, unless it was kept), or why there is none."""
        self.close()
        self.selected, self.mode, self.reason = None, "played", ""
        self.every_move = False
        if isinstance(found, str):
            self.subject, self.problem, self.result, self.state = None, found, None, "idle"
            self.paint()
            return
        self.subject, self.problem, self.screen, self.walk = found, "", None, None
        self.words.clear()
        good_move.learn_reasons(core.load(found.game_id))  # a better move's "why" in the game's words
        try:
            self.movers = movers(found.record)
        except InvalidRecord as error:
            self.subject, self.problem = None, self.page.t("review.bad", reason=record_problem(error, self.page.t))
            self.paint()
            return
        kept = found.review if valid(found.review, found) else self.memo.get(found.key)
        if kept is not None:
            self.result, self.state = kept, "done"
            self.paint()
            return
        self.result, self.state = None, "starting"
        self.paint()
        self.start()

    def redraw(self) -> None:
        """In the page's language now."""
        self.words.clear()
        self.paint()

    def paint(self) -> None:
        t = self.page.t
        subject = self.subject
        if subject is None:
            body = h("section", {"class": "review review-none", "aria-labelledby": "review-title"},
                     h("h1", {"id": "review-title"}, t("review.heading")),
                     h("p", {"class": "review-problem", "role": "alert"}, self.problem),
                     h("div", {"class": "actions"}, h("a", {"class": "button", "href": "#/games"}, t("app.your_games")),
                       h("a", {"class": "button", "href": "#/"}, t("app.menu"))))  # fmt: skip
            self.page.show(self, body, wide=True)
            return
        ui = games.table(subject.game_id)
        title = core.entry(subject.game_id).title
        back = self.back_address()
        head = h(
            "div", {"class": "review-head"},
            h("h1", {"id": "review-title"}, t("review.title", game=title)),
            h("div", {"class": "actions"},
              h("a", {"class": "button", "href": back, "data-review-back": "1"},
                t("review.back_lab" if subject.lab else "review.back")),
              "" if self.page.embedded else h("a", {"class": "button", "href": "#/"}, t("app.menu"))),
        )  # fmt: skip
        side = h(
            "div", {"class": "review-side"},
            head,
            h("div", {"id": "review-progress", "class": "review-progress", "aria-live": "polite"}),
            h("div", {"id": "review-summary", "class": "review-summary"}),
            h("figure", {"class": "review-graph"},
              h("figcaption", {"id": "review-graph-title"}, t("review.graph.title")),
              h("div", {"id": "review-graph"}),
              h("p", {"id": "review-graph-summary", "class": "visually-hidden"}),
              h("div", {"id": "review-legend"}),
              h("p", {"class": "note graph-own"}, t("review.graph.own")) if own_lines(subject) else ""),
            h("section", {"class": "review-turning", "aria-labelledby": "review-turning-title"},
              h("h2", {"id": "review-turning-title"}, t("review.turning")),
              h("p", {"id": "review-turning-none", "class": "note"}),
              h("ol", {"id": "review-turning", "class": "review-list"})),
            h("section", {"class": "review-moves", "aria-labelledby": "review-moves-title"},
              h("h2", {"id": "review-moves-title"}, t("review.moves")),
              h("div", {"id": "review-moves-filter", "class": "review-moves-filter"}),
              h("ol", {"id": "review-moves", "class": "review-list"})),
        )  # fmt: skip
        # upright, the position opened shows under the graph; on a wide screen, beside the review
        body = h(
            "section", {"class": "review", "data-game": subject.game_id, "aria-labelledby": "review-title"},
            side,
            h("section", {"id": "review-position", "class": "review-position", "aria-labelledby": "review-position-title"},
              h("div", {"id": "review-position-head", "class": "review-position-head"}),
              h("div", {"class": "review-table table-main"}, ui.table_screen(t))),
        )  # fmt: skip
        self.page.show(self, body, wide=True)
        attach = getattr(ui, "attach", None)
        if attach is not None:  # the game's own behaviour on its table (pan and zoom)
            attach(self.document, self.window)
        self.draw()
        self.draw_position()

    def names(self) -> list[str]:
        seats = self.subject.seats if self.subject else []
        return [str(self.name_of(seat)) for seat in range(len(seats))]

    def name_of(self, seat: int) -> Name:
        return seat_name(seat, self.subject.shown_seats if self.subject else [], self.page.t)

    # -- moves in words --
    def say(self, move: dict[str, Any], which: str) -> str:
        """Move ``move["n"]`` as played (``which`` "move") or its better move ("best"), in the game's
        words for what the seat saw of it, as the table says a move (``public_move``, then
        ``describe_move``); its text when the game says nothing of it."""
        n = int(move["n"])
        if (n, which) not in self.words:
            try:
                self.note_words(n, move.get("best"))
            except (InvalidRecord, core.IllegalAction, ValueError):
                pass
        said = self.words.get((n, which))
        if said:
            return said
        if which == "move" and (n, which) in self.words:  # the game says nothing of a pass out of turn
            return str(self.page.t("review.passed", who=self.name_of(int(move["seat"]))))
        return str(move.get(which) or "")

    def note_words(self, n: int, best: Any) -> None:
        subject = self.subject
        assert subject is not None
        ui, t = games.table(subject.game_id), self.page.t
        seat, played, viewer = self.movers[n], subject.record["actions"][n], self.viewer(n)
        state = self.before(n)

        def words(after: State, text: str) -> str:
            said = text
            if hasattr(ui, "public_move"):
                said = ui.public_move(after.view(viewer), {"seat": seat, "move": text, "alone": True})
            return str(ui.describe_move(seat, said, t, self.name_of(seat)) or "")

        if best and best != played and hasattr(ui, "suggest_move"):  # as advice: "place a marble on e3"
            advice = str(ui.suggest_move(seat, str(best), t))
            self.words[(n, "best")] = advice[:1].lower() + advice[1:]
        elif best and best != played:
            other = state.clone()
            other.apply(str(best))
            self.words[(n, "best")] = words(other, str(best))
        state.apply(played)
        self.words[(n, "move")] = words(state, played)

    def before(self, n: int) -> State:
        """The state before move ``n`` (a copy), walked on from the last one asked for (moves are said
        in the order of the game)."""
        if self.walk is None or self.walk[0] > n:
            self.walk = (0, core.replay(self.subject.record if self.subject else {}, upto=0))
        at, state = self.walk
        actions = self.subject.record["actions"] if self.subject else []
        while at < n:
            state.apply(actions[at])
            at += 1
        self.walk = (at, state)
        return state.clone()

    def draw(self) -> None:
        """The review as far as it has gone: the bar, the tally, the graph, the turning points, the moves."""
        if self.subject is None:
            return
        t, result, names = self.page.t, self.result or empty(self.subject), self.names()
        turning = review_view.turning_points(result, self.say, names, t, self.selected)
        none = ""
        if not turning and self.state == "done":  # no turning point: the moves that cost most, if any
            turning = review_view.costliest_moves(result, self.say, t, self.selected)
            none = t("review.turning.costliest" if turning else "review.turning.none")
        parts = {
            "review-progress": review_view.progress(self.state, self.result, t, self.reason),
            "review-summary": review_view.summary(result, names, t),
            "review-graph": review_view.graph(result, names, t, self.selected),
            "review-graph-summary": review_view.graph_summary(names, result, t),
            "review-legend": review_view.legend(names, result, t),
            "review-turning": turning,
            "review-turning-none": none,
            "review-moves-filter": review_view.moves_filter(result, t, self.every_move),
            "review-moves": review_view.moves_list(result, self.say, names, t, self.selected, self.every_move),
        }
        motion.update(self.document, self.window, parts)

    def draw_position(self) -> None:
        """The table, as it was at the move opened (before it, after it, or after the better move)."""
        subject = self.subject
        if subject is None:
            return
        t, names = self.page.t, self.names()
        module, ui = core.load(subject.game_id), games.table(subject.game_id)
        n, total = self.selected, len(subject.record["actions"])
        move = next((m for m in (self.result or {}).get("moves") or [] if m["n"] == n), None) if n is not None else None
        played = None
        if n is not None and self.movers[n] is not None:
            played = dict(move or {}, n=n, seat=self.movers[n], move=subject.record["actions"][n])
        try:
            state = self.position(n, move)
        except (InvalidRecord, ValueError) as error:  # a better move the rules refuse: the position played
            self.reason = str(error)
            state = core.replay(subject.record, upto=None if n is None else n + 1)
        viewer = self.viewer(n)
        if self.screen is None and hasattr(ui, "Screen"):
            self.screen = ui.Screen()
        session = self.session = Session(module, state, subject.shown_seats, lambda events: None, screen=self.screen)
        session.hidden = False  # the view shown is the viewer's own (below): no hand-over screen over it
        parts = dict(ui.table_parts(state.view(viewer), session, t, False))
        for own in ("end", "message", "announce"):  # the review says what the position is itself
            parts.pop(own, None)
        parts["status"] = self.position_words(n, total, state)
        parts["hint"] = ""
        over = n is None and state.is_over
        parts["review-position-head"] = review_view.position_head(n, self.mode, move, played, self.say, names,
                                                                  t, n is not None and not subject.lab, total, over)
        element = self.document.getElementById("review-position")
        if element:
            if n is None:
                element.removeAttribute("data-open")
            else:
                element.setAttribute("data-open", "1")
        motion.update(self.document, self.window, parts)

    def position(self, n: int | None, move: dict[str, Any] | None) -> State:
        """The state shown for move ``n`` in the mode chosen (None: the game as it ended)."""
        record = self.subject.record if self.subject else {}
        if n is None:
            return core.replay(record)
        if self.mode == "before":
            return core.replay(record, upto=n)
        if self.mode == "better" and move is not None and move.get("best"):
            state = core.replay(record, upto=n)
            state.apply(str(move["best"]))
            return state
        return core.replay(record, upto=n + 1)

    def position_words(self, n: int | None, total: int, state: State) -> str:
        t = self.page.t
        if n is None:
            return t("review.position.end") if state.is_over else t("review.position.now", n=total)
        return t(f"review.status.{self.mode}", n=n + 1)

    def viewer(self, n: int | None) -> int | None:
        """Whose view the table shows: the person who made move ``n``, else the one person, else nobody."""
        seats = self.subject.seats if self.subject else []
        people = [seat for seat, kind in enumerate(seats) if kind == "human"]
        mover = self.movers[n] if n is not None and 0 <= n < len(self.movers) else None
        if mover is not None and mover in people:
            return mover
        return people[0] if people else None

    def back_address(self) -> str:
        """The game at its end (or where it was left): the kept game itself, else its moves."""
        subject = self.subject
        assert subject is not None
        if subject.lab:
            return f"#/lab/{subject.game_id}"
        params = dict(subject.settings(), seed=str(subject.record["seed"]))
        if subject.kept:
            return self.address(subject.game_id, dict(params, kept=subject.kept))
        return self.address(subject.game_id, dict(params, moves=",".join(subject.record["actions"])))

    # -- the buttons --
    def command(self, name: str, target: Any) -> str | None:
        if name == "review-at":
            self.open_move(int(str(target.getAttribute("data-at"))), target.getAttribute("data-step"))
        elif name == "review-show":
            self.mode = str(target.getAttribute("data-show"))
            self.draw_position()
        elif name == "review-every":
            self.every_move = not self.every_move
            self.draw()
        elif name == "review-cancel":
            self.cancel()
        elif name == "review-again":
            self.state, self.reason, self.result = "starting", "", None
            self.draw()
            self.start()
        elif name == "review-try":
            return self.try_again(int(str(target.getAttribute("data-at"))))
        elif name == "zoom":
            pan.zoom(str(target.getAttribute("data-zoom")), self.document, self.window)
        elif self.subject is not None:
            self.game_command(name, target)
        return None

    def open_move(self, n: int, step: str | None = None) -> None:
        """Open move ``n`` over the table; ``step``: it was opened by the position's previous or next
        button, which keeps the focus (to step on), else the position's title takes it."""
        if self.subject is None or not 0 <= n < len(self.subject.record["actions"]):
            return
        self.selected, self.mode = n, "played"
        self.draw()
        self.draw_position()
        section = self.document.getElementById("review-position")
        if section is not None and not self.window.matchMedia(WIDE).matches:  # upright: the table is under the graph
            section.scrollIntoView(self.window.JSON.parse('{"block": "start"}'))
        title = self.document.getElementById("review-position-title")
        stepper = self.document.querySelector(f'#review-position [data-step="{step}"]') if step in STEPS else None
        if stepper is not None:  # the next tap (or Enter) steps on; the title, read out, says the move
            stepper.focus()
        elif title is not None:  # where a screen reader goes on from
            title.focus()

    def game_command(self, name: str, target: Any) -> None:
        """A button of the game's own table (a player's Show, a log's fold): the game's ``command``."""
        ui = games.table(self.subject.game_id)
        command = getattr(ui, "command", None)
        if command is not None and self.session is not None and command(name, target, self.session, self.page.t):
            self.draw_position()

    def try_again(self, n: int) -> str | None:
        """A new game from before move ``n``, with the same deal: the person who made it keeps their seat,
        every other seat is the computer."""
        subject = self.subject
        if subject is None:
            return None
        from game.review import from_moment

        seats = subject.seats
        mover = self.movers[n] if 0 <= n < len(self.movers) else None
        person = mover if mover is not None and seats[mover] == "human" else self.viewer(n)
        person = 0 if person is None else person
        level = next((kind for kind in seats if kind.startswith("ai-")), LEVEL)
        players = ["human" if seat == person else level for seat in range(len(seats))]
        try:
            cut = from_moment(subject.record, n, players)
        except InvalidRecord as error:
            self.reason = str(error)
            self.page.notices.show(self.page.t("review.bad", reason=record_problem(error, self.page.t)))
            return None
        params = dict(subject.settings(), seats=",".join(players), seed=str(cut["seed"]), moves=",".join(cut["actions"]))
        return str(self.address(subject.game_id, params))

    # -- the work --
    def start(self) -> None:
        self.generation += 1
        self.set_busy(True)  # at once: a test or an embedding page waits for the review's end
        self.mark("review-start")
        asyncio.ensure_future(self.compute(self.generation))

    async def compute(self, generation: int) -> None:
        """Ask the worker for the review, step by step, drawing what it graded after each step."""
        subject = self.subject
        if subject is None:
            return
        runner = self.runner = self.reviews.take(in_page=self.in_page)
        try:
            await runner.call("start", subject.record, subject.graded(), None, BUDGET, SEED)
            while generation == self.generation:
                result = await runner.call("step", STEP_SECONDS)
                if generation != self.generation:
                    return
                first = not (self.result or {}).get("moves") and bool(result.get("moves"))
                self.result, self.state = result, "working"
                if result.get("done"):
                    self.state = "done"
                    self.finished(subject, result)
                self.draw()
                if first:
                    self.mark("review-first")
                if self.state == "done":
                    self.mark("review-done")
                if self.state == "done":
                    return
        except WorkerUnavailable as error:
            if generation != self.generation:
                return
            if not self.in_page:  # no worker here: the page itself, in short slices
                self.in_page = True
                runner.stop()
                self.start()
                return
            self.failed(str(error))
        except ReviewFailed as error:
            if generation == self.generation:
                self.failed(str(error))
        finally:
            if generation == self.generation or self.runner is runner:
                runner.stop()
                if self.runner is runner:
                    self.runner = None
                if self.generation == generation:
                    self.set_busy(False)

    def finished(self, subject: Subject, result: dict[str, Any]) -> None:
        self.memo[subject.key] = result
        if subject.kept:
            subject.review = result
            self.saves.keep_review(subject.kept, result)

    def failed(self, reason: str) -> None:
        self.state, self.reason = "failed", reason
        self.draw()

    def cancel(self) -> None:
        """Stop the review here: what was graded stays shown, and it can be made again."""
        if self.state not in ("starting", "working"):
            return
        self.stop_work()
        self.state = "cancelled"
        self.draw()

    def stop_work(self) -> None:
        self.generation += 1
        if self.runner is not None:
            self.runner.stop()
            self.runner = None
        self.set_busy(False)

    def close(self) -> None:
        """The screen is left (or shows another game): the review in progress stops."""
        self.stop_work()

    def mark(self, name: str) -> None:
        """A performance mark (``ludotheque:review-start``, ``-first``: the first graded moves drawn,
        ``-done``), for bench/review_browser.py."""
        self.window.performance.mark(f"ludotheque:{name}")

    def set_busy(self, on: bool) -> None:
        if on == self.busy:
            return
        self.busy = on
        motion.thinking(self.document, self.window, on)


def movers(record: dict[str, Any]) -> list[int | None]:
    """The seat that made each move of ``record`` (raises InvalidRecord for a bad one)."""
    state = core.replay(record, upto=0)
    found: list[int | None] = []
    for number, text in enumerate(record["actions"], start=1):
        found.append(state.to_move)
        try:
            state.apply(text)
        except core.IllegalAction as error:
            raise illegal_move(number, text, error) from None
    return found


def valid(review: dict[str, Any] | None, subject: Subject) -> bool:
    """Whether a kept review is the whole review of this very game, as this screen asks for it, made
    by this version of the review and whole (a kept copy that was damaged is made again)."""
    from game.review import REVIEW_VERSION

    return (isinstance(review, dict) and bool(review.get("done")) and review.get("game") == subject.game_id
            and review.get("version") == REVIEW_VERSION and review.get("actions") == len(subject.record["actions"])
            and sorted(review.get("seats") or []) == subject.graded() and well_formed(review))  # fmt: skip


def well_formed(review: dict[str, Any]) -> bool:
    """The parts the screen draws have their shapes: moves, a curve row per position, turning points."""
    count, players = review["actions"], None
    curve, moves, turning = review.get("curve"), review.get("moves"), review.get("turning")
    if not (isinstance(curve, list) and len(curve) == count + 1 and isinstance(moves, list) and isinstance(turning, list)):
        return False
    for row in curve:
        if not isinstance(row, list) or len(row) != (players := players or len(row)):
            return False
        if not all(c is None or isinstance(c, (int, float)) and 0 <= c <= 1 for c in row):
            return False
    if not all(graded_move(m, count, players or 0) for m in moves):
        return False
    return all(isinstance(n, int) and 0 <= n < count for n in turning)


def graded_move(move: Any, count: int, players: int) -> bool:
    """A kept review's graded move, as review_view draws it."""
    chance = lambda c: c is None or isinstance(c, (int, float)) and 0 <= c <= 1  # noqa: E731
    return (isinstance(move, dict) and isinstance(move.get("n"), int) and 0 <= move["n"] < count
            and isinstance(move.get("seat"), int) and 0 <= move["seat"] < players
            and isinstance(move.get("move"), str) and isinstance(move.get("best"), str)
            and move.get("grade") in review_view.GRADES and isinstance(move.get("drop"), (int, float))
            and chance(move.get("chance_before")) and chance(move.get("chance_after")))  # fmt: skip


def empty(subject: Subject) -> dict[str, Any]:
    """A review with nothing graded yet (the screen before the first step)."""
    return {"actions": len(subject.record["actions"]), "moves": [], "curve": [], "turning": [], "done": False}


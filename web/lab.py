"""The agent lab (``#/lab/<game>``, docs/lab.md): the reader writes ``choose(view, legal, rng)`` in
PyScript's py-editor (web/lab_editor.py), runs a match of it against one of our levels in a worker of
its own (web/lab-worker.mjs), sees W-L-D with the 95 % interval and the mean scores, and watches any
game on the table.

The reader's code never runs in the page: the worker has its own Python, with the engine wheel that
micropip installs from the site. A move that takes longer than the limit loses the game (timed in the
worker); one that does not come back at all (an endless loop) is stopped here: the worker is ended,
the game lost, and a new worker plays on. The code is kept per game in the browser; Share puts it,
compressed, in a link's fragment, which opens the lab with it and runs nothing until Run.
"""

from __future__ import annotations

import json
from typing import Any

from game import core

from . import lab_match, lab_words
from .address import urlencode
from .lab_editor import CodeEditor, Words
from .markup import Markup, h
from .page import Page
from .saves import Storage, remember

WORKER_URL = "./vendor/pyodide/lab-worker.mjs"
LAST_GAME_KEY = "ludotheque.lab-last"  # the game whose lab the reader opened last (localStorage)


class LabScreen:
    """Owns the game on show in the lab, the reader's code as last read, and the match (LabRun); given
    the page, the storage, the document and the window (for the worker and its timer)."""

    def __init__(self, page: Page, storage: Storage, document: Any, window: Any, embedded: bool = False) -> None:
        self.page = page
        self.storage = storage
        self.document = document
        self.window = window
        self.embedded = embedded
        self.game_id = ""
        self.code = ""
        self.level = "random"  # the level the starter agents beat: a first Run is not a heavy defeat
        self.games = 4
        self.share_link = ""
        self.replaced: str | None = None  # the reader's code "Starter code" replaced, offered back
        self.run: LabRun | None = None
        self.editor = CodeEditor(document, window)
        self.on_hide: Any = None  # the page's pagehide listener, once added

    # --- the screen ---------------------------------------------------------------------------

    def show(self, game_id: str, shared: str | None = None, notice: str = "") -> None:
        """The lab on a game: the code of a shared link (not run), else the code kept for the game, else
        its starter."""
        t = self.page.t
        if self.on_screen() and self.game_id:  # from another game's lab: its code is kept
            self.read_form()
        if self.run is not None and self.run.game_id != game_id:
            self.run.stop()
        self.game_id = game_id
        self.share_link = ""
        self.code = ""
        self.replaced = None
        self.keep(LAST_GAME_KEY, game_id)
        if shared:
            try:
                self.code = lab_match.decode_code(shared)
            except ValueError as error:
                notice = t("lab.bad_link", reason=str(error))
        if not self.code:
            self.code = self.kept_code(game_id) or self.starter_code()
        self.page.notices.keep(notice)
        self.paint()
        if self.on_hide is None:  # the code is kept when the page goes too (a reload, a closed tab)
            from .dom import create_proxy

            self.on_hide = create_proxy(lambda event: self.read_form() if self.on_screen() else None)
            self.window.addEventListener("pagehide", self.on_hide)

    def last_game(self) -> str:
        """The game whose lab the reader opened last (``#/lab`` opens it), else the first game."""
        games, last = core.available_games(), self.kept(LAST_GAME_KEY)
        return last if last in games else games[0]

    def starter_code(self) -> str:
        """The game's starter agent, its words in the page's language."""
        return lab_words.starter(lab_match.starter_code(self.game_id), self.game_id, self.page.t.language)

    def kept_code(self, game_id: str) -> str | None:
        return self.kept(lab_match.CODE_KEY.format(game=game_id))

    def kept(self, key: str) -> str | None:
        """What the lab kept under ``key``, or None (nothing, or storage refused: a frame of another site)."""
        try:
            return self.storage.get(key)
        except Exception:
            return None

    def keep(self, key: str, value: str) -> None:
        """``value`` kept under ``key``, when the browser keeps anything here (a frame may refuse)."""
        try:
            remember(self.storage, key, value)
        except Exception:
            pass

    def paint(self) -> None:
        t = self.page.t
        entry = core.entry(self.game_id)
        games = h("nav", {"class": "lab-games", "aria-label": t("lab.pick_game")},
                  *[h("a", {"href": f"#/lab/{e.id}", "class": "button" + (" primary" if e.id == self.game_id else ""),
                            "aria-current": "page" if e.id == self.game_id else None, "data-lab-game": e.id}, e.title)
                    for e in core.REGISTRY if e.available])  # fmt: skip
        editor = h("div", {"class": "lab-editor"},
                   h("p", {"id": "lab-code-label", "class": "lab-code-label"}, t("lab.your_agent", game=entry.title)),
                   h("div", {"id": "lab-code-slot", "class": "lab-code"}),  # the editor goes here (CodeEditor.place)
                   h("p", {"class": "meta lab-try"}, t("lab.try_hint")),
                   self.controls(), self.share_box(), self.results_box())  # fmt: skip
        body = [h("h1", {}, t("lab.title")), h("p", {"class": "tagline"}, t("lab.intro")), games,
                h("div", {"class": "lab-columns"}, editor, self.guide())]
        self.page.show(self, *body, wide=True)
        words = Words(t("lab.your_agent", game=entry.title), t("lab.try"), t("lab.try_stop"), t("lab.try_ask"),
                      t("lab.try_stopped"))
        self.editor.place("lab-code-slot", self.game_id, self.code, words)
        if self.run is not None and self.run.game_id == self.game_id:
            self.run.draw()

    def controls(self) -> Markup:
        t = self.page.t
        running = self.run is not None and self.run.running
        opponent = h("label", {}, t("lab.opponent"), " ",
                     h("select", {"id": "lab-level", "data-lab-level": "1"},
                       *[h("option", {"value": level, "selected": level == self.level}, t(f"lab.level.{level}"))
                         for level in lab_match.OPPONENTS]))  # fmt: skip
        count = h("label", {}, t("lab.games"), " ",
                  h("select", {"id": "lab-count", "data-lab-count": "1"},
                    *[h("option", {"value": n, "selected": n == self.games}, str(n)) for n in lab_match.GAME_COUNTS]))
        buttons = h("div", {"class": "actions"},
                    h("button", {"type": "button", "class": "button primary", "data-cmd": "lab-run",
                                 "disabled": running}, t("lab.run")),
                    h("button", {"type": "button", "class": "button", "data-cmd": "lab-stop",
                                 "disabled": not running}, t("lab.stop")),
                    h("button", {"type": "button", "class": "button", "data-cmd": "lab-share"}, t("lab.share")),
                    h("button", {"type": "button", "class": "button", "data-cmd": "lab-reset"}, t("lab.reset")))  # fmt: skip
        return h("div", {"class": "lab-controls"}, h("div", {"class": "lab-settings"}, opponent, count), buttons,
                 self.replaced_note(), h("p", {"class": "meta"}, t("lab.limit", s=f"{lab_match.MOVE_LIMIT:g}")))

    def replaced_note(self) -> Markup:
        """After "Starter code": the reader's code it replaced, offered back (a phone has no Ctrl+Z)."""
        t = self.page.t
        if self.replaced is None:
            return h("p", {"id": "lab-replaced", "hidden": True})
        return h("p", {"id": "lab-replaced", "class": "lab-replaced", "role": "status"}, t("lab.replaced"), " ",
                 h("button", {"type": "button", "class": "button", "data-cmd": "lab-restore"}, t("lab.restore")))

    def put_code(self, code: str, replaced: str | None) -> None:
        """``code`` in the editor and kept; ``replaced``: the code it replaced, offered back (None: none)."""
        self.code, self.replaced = code, replaced
        self.editor.set_code(code)
        self.keep_code()
        self.document.getElementById("lab-replaced").outerHTML = str(self.replaced_note())

    def share_box(self) -> Markup:
        t = self.page.t
        if not self.share_link:
            return h("div", {"id": "lab-share"})
        return h("div", {"id": "lab-share", "class": "lab-share"},
                 h("label", {"for": "lab-share-link"}, t("lab.share_link")),
                 h("input", {"id": "lab-share-link", "type": "text", "readonly": True, "value": self.share_link}),
                 h("button", {"type": "button", "class": "button", "data-cmd": "copy", "data-copy": "lab-share-link"},
                   t("lab.copy")))  # fmt: skip

    def results_box(self) -> Markup:
        t = self.page.t
        return h("section", {"id": "lab-results", "class": "lab-results", "aria-live": "polite",
                             "aria-label": t("lab.results")})  # fmt: skip

    def guide(self) -> Markup:
        t = self.page.t
        entry = core.entry(self.game_id)
        module = core.load(self.game_id)
        state = module.new_game(1, 2, {})
        view = state.view(state.to_move)
        examples = ", ".join(f'"{move}"' for move in view["legal"][:4])
        fields = h("dl", {"class": "lab-fields"},
                   *[part for name, kind, note in lab_match.view_fields(self.game_id)
                     for part in (h("dt", {}, h("code", {}, name), " ", h("span", {"class": "meta"}, kind)),
                                  h("dd", {}, lab_words.note(self.game_id, note or lab_words.COMMON.get(name, ""), t.language)
                                     or "—"))])  # fmt: skip
        wheel = f"ludotheque-{__import__('game').__version__}-py3-none-any.whl"
        command = f"python -m game.arena {self.game_id} --agents agent.py,hard --games 20"
        return h("aside", {"class": "lab-guide", "aria-labelledby": "lab-guide-title"},
                 h("h2", {"id": "lab-guide-title"}, t("lab.guide")),
                 h("p", {}, t("lab.guide.choose")),
                 h("pre", {}, h("code", {}, "def choose(view, legal, rng):\n    return rng.choice(legal)")),
                 h("h3", {}, t("lab.guide.view", game=entry.title)),
                 h("p", {}, t("lab.guide.view_text")), fields,
                 h("h3", {}, t("lab.guide.moves")),
                 h("p", {}, t("lab.guide.moves_text", examples=examples)),
                 h("h3", {}, t("lab.guide.example")),
                 h("p", {}, t("lab.guide.example_text")),
                 h("h3", {}, t("lab.guide.try")),
                 h("p", {}, t("lab.guide.try_text")),
                 h("pre", {}, h("code", {}, lab_match.try_snippet(self.game_id))),
                 h("h3", {}, t("lab.guide.home")),
                 h("p", {}, t("lab.guide.home_text"), " ", h("a", {"href": f"./dist/{wheel}", "download": wheel}, wheel)),
                 h("pre", {}, h("code", {}, f"pip install {wheel}\n{command}")))  # fmt: skip

    def redraw(self) -> None:
        self.read_form()
        self.paint()

    def read_form(self) -> None:
        """The code, opponent and number of games as the reader left them (and the code kept)."""
        if self.editor.on_show():
            self.code = self.editor.code()
            self.keep_code()
        level = self.document.getElementById("lab-level")
        if level and str(level.value) in lab_match.OPPONENTS:
            self.level = str(level.value)
        count = self.document.getElementById("lab-count")
        if count:
            try:
                self.games = max(2, int(str(count.value)))
            except ValueError:
                pass

    def keep_code(self) -> None:
        self.keep(lab_match.CODE_KEY.format(game=self.game_id), self.code)

    def command(self, name: str, target: Any) -> str | None:
        if name == "lab-run":
            self.read_form()
            self.start_run()
        elif name == "lab-stop":
            if self.run is not None:
                self.run.stop()
        elif name == "lab-share":
            self.read_form()
            self.share_link = self.link_for(self.code)
            self.document.getElementById("lab-share").outerHTML = str(self.share_box())
            field = self.document.getElementById("lab-share-link")
            if field:
                field.focus()
                field.select()
        elif name == "lab-reset":
            self.read_form()
            starter = self.starter_code()
            self.put_code(starter, self.code if self.code.strip() and self.code != starter else None)
        elif name == "lab-restore" and self.replaced is not None:
            self.put_code(self.replaced, None)
        return None

    def link_for(self, code: str) -> str:
        location = self.window.location
        token = lab_match.encode_code(code)
        if self.embedded:  # the lab on its own page of the site: the link opens the app's lab
            base = str(location.href).split("embed.html")[0]
            return f"{base}#/lab/{self.game_id}?{urlencode(self.window, {'code': token})}"
        base = str(location.href).split("#")[0]
        return f"{base}#/lab/{self.game_id}?{urlencode(self.window, {'code': token})}"

    def start_run(self) -> None:
        if self.run is not None and self.run.running:
            return
        if self.run is None:
            self.run = LabRun(self)
        self.run.begin(self.game_id, self.code, self.level, self.games)
        self.set_running(True)
        results = self.document.getElementById("lab-results")
        if results:  # under Run on a laptop's screen: the match's progress is brought into view
            from .dom import to_js

            results.scrollIntoView(to_js({"block": "nearest"}))

    def set_running(self, running: bool) -> None:
        for name, disabled in (("lab-run", running), ("lab-stop", not running)):
            button = self.document.querySelector(f'[data-cmd="{name}"]')
            if button:
                button.disabled = disabled
        html = self.document.documentElement
        if running:
            html.setAttribute("data-busy", "1")
        else:
            html.removeAttribute("data-busy")

    def leave(self) -> None:
        """Another screen: the code is kept, a match in progress stops, and the worker is ended (its
        memory freed)."""
        if self.on_screen():
            self.read_form()
        if self.run is not None:
            self.run.stop()
            self.run.end_worker()

    def on_screen(self) -> bool:
        return self.page.on_show is self


class LabRun:
    """A match in the worker: one game at a time, the watchdog on each of the reader's moves; the worker
    is started on the first Run and kept for the next (it is ended and started anew to stop a move)."""

    def __init__(self, screen: LabScreen) -> None:
        from .dom import create_proxy

        self.screen = screen
        self.window = screen.window
        self.worker: Any = None
        self.on_message = create_proxy(self.message)  # one of each for the page's lifetime
        self.on_watchdog = create_proxy(lambda: self.watchdog())
        self.timer: Any = None
        self.running = False
        self.game_id = ""
        self.code = ""
        self.level = "easy"
        self.total = 0
        self.seed = 1
        self.results: list[dict[str, Any]] = []
        self.failure = ""
        self.broken: dict[str, Any] | None = None  # the code did not run (a syntax error): no game played
        self.stopped = False  # the reader stopped the match before its last game
        self.loading = False  # the worker is running the code's top level (not a move)
        self.started = 0.0
        self.first_result_s: float | None = None

    def begin(self, game_id: str, code: str, level: str, games: int) -> None:
        self.game_id, self.code, self.level = game_id, code, level
        self.total = -(-games // 2) * 2
        self.seed = int(self.window.Date.now()) % 1_000_000 + 1
        self.results, self.failure, self.broken, self.running, self.stopped = [], "", None, True, False
        self.started = float(self.window.performance.now())
        self.first_result_s = None
        self.draw()
        self.next_game()

    def ensure_worker(self) -> Any:
        if self.worker is None:
            from .dom import to_js

            self.worker = self.window.Worker.new(WORKER_URL, to_js({"type": "module"}))
            self.worker.addEventListener("message", self.on_message)
        return self.worker

    def end_worker(self) -> None:
        if self.worker is not None:
            self.worker.removeEventListener("message", self.on_message)
            self.worker.terminate()
            self.worker = None

    def next_game(self) -> None:
        if not self.running:
            return
        if len(self.results) >= self.total:
            return self.finish()
        index = len(self.results)
        task = {"game": self.game_id, "code": self.code, "level": self.level, "seed": self.seed, "index": index,
                "limit": lab_match.MOVE_LIMIT}
        self.ensure_worker().postMessage(json.dumps(task))

    def message(self, event: Any) -> None:
        data = json.loads(str(event.data))
        kind = data.get("kind")
        if not self.running:
            return
        if kind in ("thinking", "loading"):
            self.loading = kind == "loading"
            self.arm(lab_match.MOVE_LIMIT + lab_match.GRACE)
        elif kind == "thought":
            self.disarm()
        elif kind == "result":
            self.disarm()
            self.add(data["result"])
        elif kind == "failed":
            self.disarm()
            self.failure = str(data.get("reason", ""))
            self.end_worker()
            self.finish()

    def arm(self, seconds: float) -> None:
        self.disarm()
        self.timer = self.window.setTimeout(self.on_watchdog, int(seconds * 1000))

    def disarm(self) -> None:
        if self.timer is not None:
            self.window.clearTimeout(self.timer)
            self.timer = None

    def watchdog(self) -> None:
        """A move that has not come back: end the worker, the game is lost, a new worker plays on."""
        self.timer = None
        if not self.running:
            return
        self.end_worker()
        seconds = f"{lab_match.MOVE_LIMIT + lab_match.GRACE:g}"
        if self.loading:  # the code's top level never ended: the same in every game, said once
            self.broken = {"broken": self.screen.page.t("lab.stopped_loading", s=seconds)}
            return self.finish()
        index = len(self.results)
        seat = index % 2  # game.arena's line-up: the reader's agent sits at seat index % 2
        reason = self.screen.page.t("lab.stopped", s=seconds)
        self.add({"index": index, "seat": seat, "forfeit": seat, "reason": reason, "points": 0.0, "stopped": True})

    def add(self, result: dict[str, Any]) -> None:
        if result.get("broken") and not result.get("actions"):  # the same for every game: said once, the match over
            self.broken = result
            return self.finish()
        if self.first_result_s is None:
            self.first_result_s = (float(self.window.performance.now()) - self.started) / 1000
        self.results.append(result)
        self.draw()
        if not self.screen.on_screen():  # the reader went elsewhere: the match ends
            return self.stop()
        self.next_game()

    def stop(self) -> None:
        if self.running:
            self.end_worker()  # a move may be running: only ending the worker stops it
            self.finish(stopped=True)

    def finish(self, stopped: bool = False) -> None:
        self.running, self.stopped = False, stopped
        self.disarm()
        self.screen.set_running(False)
        self.draw(done=True)

    def draw(self, done: bool = False) -> None:
        """The results element: progress, the record, each game (the data-result once the match is over)."""
        document = self.screen.document
        box = document.getElementById("lab-results")
        if box is None or self.screen.game_id != self.game_id:
            return
        box.innerHTML = str(self.markup())
        if not self.running and (self.results or self.failure or self.broken):
            record = lab_match.tally(self.results)
            box.setAttribute("data-result", json.dumps({k: record[k] for k in ("wins", "losses", "draws", "games")}))
        else:
            box.removeAttribute("data-result")

    def markup(self) -> Markup:
        t = self.screen.page.t
        record = lab_match.tally(self.results)
        parts: list[Any] = [h("h2", {}, t("lab.results"))]
        if self.running:
            parts.append(h("p", {}, t("lab.running", opponent=t(f"lab.opponent.{self.level}"), done=len(self.results),
                                      total=self.total)))  # fmt: skip
        if self.stopped:
            parts.append(h("p", {"class": "lab-stopped", "role": "status"},
                           t("lab.stopped_after", n=len(self.results), total=self.total)))
        parts.append(h("progress", {"id": "lab-progress", "max": self.total, "value": len(self.results),
                                    "aria-label": t("lab.progress")}))  # fmt: skip
        if self.failure:
            parts.append(h("p", {"class": "lab-failure", "role": "alert"}, t("lab.failed", reason=self.failure)))
        if self.broken:
            parts.append(h("p", {"class": "lab-failure", "role": "alert", "data-lab-broken": "1"},
                           t("lab.broken", reason=str(self.broken["broken"]))))
            if self.broken.get("details"):
                parts.append(h("details", {}, h("summary", {}, t("lab.traceback")),
                               h("pre", {"class": "lab-traceback"}, str(self.broken["details"]))))
        if self.results:
            language = t.language
            parts.append(h("p", {"class": "lab-record", "data-lab-record": "1"},
                           t("lab.record", won=t("lab.won", n=record["wins"]), lost=t("lab.lost", n=record["losses"]),
                             drawn=t("lab.drawn", n=record["draws"]),
                             rate=lab_match.share(record["rate"], language), low=lab_match.share(record["low"], language),
                             high=lab_match.share(record["high"], language),
                             mine=lab_match.decimal(record["mine"], 1, language),
                             theirs=lab_match.decimal(record["theirs"], 1, language))))  # fmt: skip
        told: dict[str, int] = {}  # a forfeit's reason -> the first game it was said under
        items = [self.game_item(r, told) for r in self.results]
        if items:
            parts.append(h("ol", {"class": "lab-game-list", "id": "lab-game-list"}, *items))
        return Markup("".join(parts))

    def game_item(self, result: dict[str, Any], told: dict[str, int]) -> Markup:
        """A game of the match: its outcome and scores, the way to watch it, and why a forfeit was
        lost (said in full once; a game lost the same way after it points back to it)."""
        t = self.screen.page.t
        kind = lab_match.outcome(result)
        number = int(result.get("index", 0)) + 1
        line: list[Any] = [h("strong", {}, t(f"lab.outcome.{kind}"))]
        scores = result.get("scores") or []
        if scores and result.get("seat") is not None:
            me = int(result["seat"])
            line.append(" " + t("lab.scores", mine=scores[me], theirs=" – ".join(
                str(s) for i, s in enumerate(scores) if i != me), seat=me + 1))
        if result.get("error"):
            line.append(" " + t("lab.engine_error", reason=str(result["error"])))
        params = lab_match.watch_params(result, self.level)
        if params is not None:
            address = f"#/{self.game_id}/review?{urlencode(self.window, params)}"
            line.append(" ")
            line.append(h("a", {"href": address, "data-lab-watch": number,
                                "aria-label": t("lab.watch_game", n=number)}, t("lab.watch")))  # fmt: skip
        why: list[Any] = []
        reason = lab_match.reason_words(result, t)
        forfeited = reason and kind == "loss" and (result.get("forfeit") == result.get("seat") or result.get("broken"))
        same = f"{reason}\n{result.get('details') or ''}"
        if forfeited and same in told:
            why.append(h("p", {"class": "lab-reason", "data-lab-reason": number}, t("lab.lost_same", n=told[same])))
        elif forfeited:
            told[same] = number
            why.append(h("p", {"class": "lab-reason", "data-lab-reason": number}, t("lab.lost_because", reason=reason)))
            if result.get("details"):
                why.append(h("details", {}, h("summary", {}, t("lab.traceback")),
                             h("pre", {"class": "lab-traceback"}, str(result["details"]))))
        if result.get("output"):
            why.append(h("details", {}, h("summary", {}, t("lab.output")),
                         h("pre", {"class": "lab-output", "data-lab-output": number}, str(result["output"]))))
        return h("li", {"data-lab-outcome": kind, "data-lab-index": number}, t("lab.game_n", n=number), " ", *line, *why)

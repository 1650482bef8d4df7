"""Boot, routing, language, the menu, saving, and the page's interfaces (``window.ludotheque``).

Routes (DESIGN.md): ``#/`` the menu, ``#/<game>`` its setup, ``#/<game>/rules`` its rules,
``#/<game>/play?seats=..&seed=..[&moves=a1,b2]`` a game (``moves``: a shared position).
``embed.html?game=<game>&seats=..`` shows one game and nothing else. The page marks
``<html data-ready="1">`` once it accepts input and ``data-busy="1"`` while the computer thinks.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import random
from typing import Any

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from game import core
from game.core import IllegalAction, InvalidRecord

from . import pan
from .i18n import LANGUAGES, STRINGS, Translator, pick_language
from .markup import Markup, h
from .saves import Saves
from .session import Session, parse_seats

LANGUAGE_KEY = "ludotheque.language"
LANGUAGE_NAMES = {"en": "English", "fr": "Français"}
ROUTE_ONLY = ("seed", "moves")
BEST_PREFIX = "ludotheque.best."  # solo games: the best score per game and set of options
HINT_KEY = "ludotheque.hint."  # route settings that are not the game's own settings


class BrowserStorage:
    """localStorage, which can be refused (private mode, a sandboxed iframe): then nothing is kept."""

    def get(self, key: str) -> str | None:
        try:
            value = window.localStorage.getItem(key)
        except Exception:
            return None
        return value if isinstance(value, str) else None  # a missing key is JS null (not None)

    def set(self, key: str, value: str) -> None:
        try:
            window.localStorage.setItem(key, value)
        except Exception:
            pass

    def remove(self, key: str) -> None:
        try:
            window.localStorage.removeItem(key)
        except Exception:
            pass


def parse_route(hash_text: str) -> tuple[list[str], dict[str, str]]:
    """``#/kulami/play?seed=4`` -> (["kulami", "play"], {"seed": "4"}).

    The browser's URLSearchParams does the decoding (importing urllib.parse costs ~40 ms at start-up).
    """
    text = hash_text[1:] if hash_text.startswith("#") else hash_text
    path, _, query = text.partition("?")
    parts = [p for p in path.split("/") if p]
    return parts, query_params(query)


def query_params(query: str) -> dict[str, str]:
    params = window.Object.fromEntries(window.URLSearchParams.new(query)).to_py()
    return {str(k): str(v) for k, v in params.items()}


def urlencode(params: dict[str, Any]) -> str:
    """A query string, encoded by the browser."""
    pairs = to_js({k: str(v) for k, v in params.items()}, dict_converter=window.Object.fromEntries)
    return str(window.URLSearchParams.new(pairs).toString())


class App:
    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.html = document.documentElement
        self.storage = BrowserStorage()
        self.saves = Saves(self.storage, lambda: str(int(window.Date.now())))
        self.t = Translator(pick_language(self.storage.get(LANGUAGE_KEY), window.navigator.language))
        self.embedded = self.html.hasAttribute("data-embed")
        self.session: Session | None = None
        self.ui: Any = None  # the web module of the game on screen
        self.screen = ""
        self.notice = ""
        self.message = ""  # the last explanation shown under the board
        self.announcement = ""
        self.proxies: list[Any] = []
        self.play_params: dict[str, str] = {}  # the game's settings as a route gives them
        self.route_hash = ""  # the hash of the screen shown, to go back to after a bad link
        self.rules_game = ""
        self.replay_at: int | None = None  # a move number while stepping through the game
        self.focus_hole: str | None = None  # the board cell that has the keyboard focus
        self.update_waiting = False  # a new version of the site is installed and waiting
        self.pace: float | None = None  # computers only: seconds between moves, if not the usual

    # -- boot --
    def start(self) -> None:
        self._listen(document, "click", self.on_click)
        self._listen(document, "keydown", self.on_key)
        self._listen(document, "change", self.on_change)
        self._listen(document, "ludotheque:update", lambda event: self.show_update())
        self._listen(window, "hashchange", lambda event: self.route())
        api = {"record": self.api_record, "load": self.api_load, "stats": self.api_stats,
               "pace": self.api_pace, "memory": self.api_memory}
        window.ludotheque = to_js(
            {name: self._proxy(fn) for name, fn in api.items()}, dict_converter=window.Object.fromEntries
        )
        if self.embedded:
            self.route_embed()
        else:
            self.route()
        if getattr(window, "ludothequeUpdateWaiting", False):  # announced before Python was up
            self.show_update()
        self.html.setAttribute("data-ready", "1")

    def _proxy(self, fn: Any) -> Any:
        proxy = create_proxy(fn)
        self.proxies.append(proxy)  # kept for the page's lifetime: a fixed handful, never per move
        return proxy

    def _listen(self, target: Any, kind: str, fn: Any) -> None:
        target.addEventListener(kind, self._proxy(fn))

    # -- routing --
    def route(self) -> None:
        hash_text = str(window.location.hash or "")
        parts, params = parse_route(hash_text)
        if not parts:
            return self.leave_table(lambda: self.show_menu())
        try:
            entry = core.entry(parts[0])
        except KeyError:
            return self.leave_table(lambda: self.show_menu(self.t("app.unknown_page")))
        if not entry.available:
            return self.leave_table(lambda: self.show_menu(self.t("app.coming_notice", game=entry.title)))
        if len(parts) == 1:
            return self.leave_table(lambda: self.show_setup(entry.id))
        if len(parts) == 2 and parts[1] == "rules":
            return self.leave_table(lambda: self.show_rules(entry.id))
        if len(parts) == 2 and parts[1] == "play":
            return self.start_game(entry.id, params, hash_text)
        return self.leave_table(lambda: self.show_menu(self.t("app.unknown_page")))

    def route_embed(self) -> None:
        params = query_params(str(window.location.search or "").lstrip("?"))
        game_id = params.pop("game", "kulami")
        try:
            available = core.entry(game_id).available
        except KeyError:
            available = False
        if not available:
            game_id = "kulami"
            self.notice = self.t("app.unknown_page")
        self.start_game(game_id, params, "")

    def leave_table(self, show: Any) -> None:
        if self.session is not None:
            self.session.stop()
            self.session = None
        self.html.removeAttribute("data-busy")
        self.route_hash = str(window.location.hash or "")
        show()

    def go(self, hash_text: str) -> None:
        if str(window.location.hash) == hash_text:
            self.route()
        else:
            window.location.hash = hash_text

    # -- screens --
    def frame(self, *body: Any, wide: bool = False) -> Markup:
        t = self.t
        notice = h(
            "div", {"id": "notice", "class": "notice", "role": "alert", "hidden": not self.notice},
            h("span", {"class": "notice-text"}, self.notice),
            h("button", {"type": "button", "data-cmd": "dismiss", "aria-label": t("app.dismiss")}, "×"),
        )  # fmt: skip
        update = h(
            "div", {"id": "update", "class": "notice update", "role": "status", "hidden": not self.update_waiting},
            h("span", {}, t("app.update")),
            h("button", {"type": "button", "class": "button", "data-cmd": "update"}, t("app.reload")),
        )  # fmt: skip
        if self.embedded:
            return h("div", {"class": "screen embed"}, notice, h("main", {}, *body))
        switch = h(
            "div", {"class": "language", "role": "group", "aria-label": t("app.language")},
            [h("button", {"type": "button", "data-cmd": "language", "data-language": code, "lang": code,
                          "aria-pressed": "true" if code == t.language else "false"}, LANGUAGE_NAMES[code])
             for code in LANGUAGES],
        )  # fmt: skip
        header = h("header", {"class": "top"}, h("a", {"href": "#/", "class": "brand"}, "Ludothèque"), switch)
        return h("div", {"class": "screen wide" if wide else "screen"}, header, update, notice, h("main", {}, *body))

    def paint(self, markup: Markup) -> None:
        pan.detach()  # the table on screen goes: let go of its pan and zoom (else it stays in memory)
        self.html.setAttribute("lang", self.t.language)
        self.root.innerHTML = markup

    def read_save(self, game_id: str) -> Any:
        """The game saved for ``game_id`` (None if none); a bad save is set aside and reported."""
        try:
            return self.saves.read(game_id)
        except InvalidRecord as error:
            self.notice = self.t("app.bad_save", game=core.entry(game_id).title, reason=str(error))
            return None

    def show_menu(self, notice: str = "") -> None:
        self.screen, self.notice, self.ui = "menu", notice, None
        t = self.t
        cards = []
        for entry in core.REGISTRY:
            players = (
                t("app.players.fixed", n=entry.min_players)
                if entry.min_players == entry.max_players
                else t("app.players", min=entry.min_players, max=entry.max_players)
            )
            body = [h("h2", {}, entry.title), h("p", {}, t(f"game.{entry.id}.blurb")), h("p", {"class": "meta"}, players)]
            if entry.available:
                links = [h("a", {"class": "button primary", "href": f"#/{entry.id}", "data-game": entry.id}, t("app.play"))]
                saved = self.read_save(entry.id)
                if saved is not None and not saved.finished:
                    links.append(h("a", {"class": "button", "href": self.saved_hash(entry.id, saved), "data-resume": entry.id},
                                   t("app.resume", n=saved.moves)))  # fmt: skip
                body.append(h("div", {"class": "actions"}, *links))
                cards.append(h("li", {"class": "game-card"}, *body))
            else:
                body.append(h("span", {"class": "badge"}, t("app.coming")))
                cards.append(h("li", {"class": "game-card coming", "aria-disabled": "true"}, *body))
        self.paint(self.frame(h("h1", {}, "Ludothèque"), h("p", {"class": "tagline"}, t("app.tagline")),
                              h("ul", {"class": "games"}, *cards)))  # fmt: skip

    def saved_hash(self, game_id: str, saved: Any) -> str:
        params = dict(saved.params, seed=saved.record["seed"])
        return f"#/{game_id}/play?{urlencode(params)}"

    def game_ui(self, game_id: str) -> Any:
        return importlib.import_module(f"web.{game_id.replace('-', '_')}")

    def show_setup(self, game_id: str) -> None:
        self.screen, self.ui = "setup", self.game_ui(game_id)
        saved = self.read_save(game_id)
        t = self.t
        body = []
        if saved is not None and not saved.finished:
            body.append(h(
                "section", {"class": "resume", "aria-labelledby": "resume-title"},
                h("h2", {"id": "resume-title"}, t("setup.resume.title")),
                h("p", {}, t("setup.resume.text", n=saved.moves)),
                h("div", {"class": "actions"},
                  h("a", {"class": "button primary", "href": self.saved_hash(game_id, saved), "data-resume": game_id},
                    t("setup.resume.go")),
                  h("button", {"type": "button", "class": "button", "data-cmd": "forget"}, t("setup.resume.new"))),
            ))  # fmt: skip
        undo = h("label", {"class": "choice undo-setting"}, h("input", {"type": "checkbox", "name": "undo", "checked": True}),
                 h("span", {}, t("setup.undo")))  # fmt: skip
        body.append(self.ui.setup_screen(t, undo))
        body.append(self.import_control())
        body.append(self.embed_snippet(game_id))
        self.paint(self.frame(*body))

    def import_control(self) -> Markup:
        return h(
            "div", {"class": "actions import"},
            h("label", {"class": "button"}, self.t("app.import"),
              h("input", {"type": "file", "accept": ".json,application/json", "data-import": "1", "class": "visually-hidden"})),
        )  # fmt: skip

    def embed_snippet(self, game_id: str) -> Markup:
        base = str(window.location.href).split("#")[0].rsplit("/", 1)[0]
        src = f"{base}/embed.html?{urlencode({'game': game_id, 'seats': 'human,ai-medium'})}"
        code = f'<iframe src="{src}" width="560" height="720" style="border:0;max-width:100%" title="{core.entry(game_id).title}"></iframe>'
        return h(
            "details", {"class": "embed-snippet"},
            h("summary", {}, self.t("setup.embed")),
            h("p", {}, self.t("setup.embed.text")),
            h("textarea", {"readonly": True, "rows": 3, "id": "embed-code", "aria-label": self.t("setup.embed")}, code),
            h("button", {"type": "button", "class": "button", "data-cmd": "copy", "data-copy": "embed-code"}, self.t("app.copy")),
        )  # fmt: skip

    def show_rules(self, game_id: str) -> None:
        """The game's rules page, in the current language (web/rules.py)."""
        from . import rules

        self.screen, self.ui = "rules", self.game_ui(game_id)
        self.rules_game = game_id
        self.paint(self.frame(rules.rules_screen(game_id, self.t)))

    # -- starting a game --
    def start_game(self, game_id: str, params: dict[str, str], hash_text: str) -> None:
        """Open the game a route describes; a bad shared position leaves the current screen as it was."""
        module, ui = core.load(game_id), self.game_ui(game_id)
        try:
            state, seats, problems, allow_undo = self.prepare(module, ui, params)
        except InvalidRecord as error:
            notice = self.t("app.bad_link", reason=str(error))
            if self.screen:  # keep what is on screen, and its address
                window.history.replaceState(None, "", self.route_hash or "#/")
                return self.show_notice(notice)
            return self.show_menu(notice)
        self.play_params = {k: v for k, v in params.items() if k not in ROUTE_ONLY}
        self.play_params["seats"] = ",".join(seats)
        if "moves" not in params and not self.embedded:
            saved = self.read_save(game_id)
            if saved is not None and saved.params == self.play_params and saved.record["seed"] == state.seed:
                state = saved.state  # the same game, saved further on: resume it
        notice = self.t("app.bad_settings", details="; ".join(problems)) if problems else self.notice
        self.route_hash = hash_text
        self.open_session(module, ui, state, seats, notice, allow_undo)

    def prepare(self, module: Any, ui: Any, params: dict[str, str]) -> tuple[Any, list[str], list[str], bool]:
        """The state, seats, setting problems and undo setting of a play route.

        Raises InvalidRecord when the route's moves are not a legal game.
        """
        params = dict(params)
        problems: list[str] = []
        allow_undo = params.pop("undo", "1") != "0"
        seats = parse_seats(params.pop("seats", None), module.INFO.min_players, module.INFO.max_players)
        seats = seats or list(ui.DEFAULT_SEATS)
        seed_text = params.pop("seed", "")
        if seed_text.isdigit():
            seed = int(seed_text)
        else:
            if seed_text:
                problems.append(f"seed {seed_text!r}")
            seed = random.randrange(1, 2**31)
        moves = [m for m in params.pop("moves", "").split(",") if m]
        options, bad = module.INFO.settle_options(params, strict=False)
        problems += bad
        try:
            state = module.new_game(seed, len(seats), options)
        except ValueError as error:  # free-form settings (a layout) are checked by the game itself
            problems.append(str(error))
            for option in module.INFO.options:
                if option.kind == "data":
                    options[option.name] = option.default
            try:
                state = module.new_game(seed, len(seats), options)
            except ValueError:  # options that do not go together (two colours each for 3): the defaults
                options = module.INFO.defaults()
                state = module.new_game(seed, len(seats), options)
        for number, text in enumerate(moves, start=1):
            try:
                state.apply(text)
            except IllegalAction as error:
                raise InvalidRecord(f"move {number} ({text}) is not legal: {error}") from None
        return state, seats, problems, allow_undo

    def open_session(self, module: Any, ui: Any, state: Any, seats: list[str], notice: str = "",
                     allow_undo: bool = True) -> None:
        if self.session is not None:
            self.session.stop()
        self.ui, self.notice, self.message, self.announcement = ui, notice, "", ""
        self.screen, self.replay_at, self.focus_hole = "play", None, None
        self.session = Session(module, state, seats, self.refresh, self.on_session_event, allow_undo)
        if self.pace is not None:
            self.session.pause = self.pace
        if hasattr(ui, "hold"):  # the game may ask the computer to wait (a pair on show)
            session = self.session
            session.hold = lambda: ui.hold(session.view(), session)
        if len(seats) == 1:
            self.session.best = {"before": self.best_score(module.INFO.id, state.options), "score": None}
        self.session.settle()  # a pass the game makes for a person, at the start or where a save stopped
        self.paint_table()
        self.refresh()
        self.session.start_computer()

    def paint_table(self) -> None:
        self.paint(self.frame(self.first_visit_hint(), self.ui.table_screen(self.t), self.table_tools(), wide=True))
        attach = getattr(self.ui, "attach", None)
        if attach is not None:  # a game's own behaviour on its table (Clustered: pan and zoom)
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

    def table_tools(self) -> Markup:
        """Replay, export, import and share, under every game's table."""
        t = self.t
        replay = h(
            "div", {"class": "replay", "id": "replay", "role": "group", "aria-label": t("replay.title")},
            h("button", {"type": "button", "class": "button", "data-cmd": "replay", "data-step": "first", "aria-label": t("replay.first")}, "⏮"),
            h("button", {"type": "button", "class": "button", "data-cmd": "replay", "data-step": "back", "aria-label": t("replay.back")}, "◀"),
            h("span", {"id": "replay-position", "class": "replay-position", "aria-live": "polite"}),
            h("button", {"type": "button", "class": "button", "data-cmd": "replay", "data-step": "forward", "aria-label": t("replay.forward")}, "▶"),
            h("button", {"type": "button", "class": "button", "data-cmd": "replay", "data-step": "last", "aria-label": t("replay.last")}, "⏭"),
        )  # fmt: skip
        files = h(
            "div", {"class": "actions"},
            h("button", {"type": "button", "class": "button", "data-cmd": "export"}, t("app.export")),
            self.import_control(),
            h("button", {"type": "button", "class": "button", "data-cmd": "share"}, t("app.share")),
        )  # fmt: skip
        hidden = self.session is not None and self.session.module.INFO.hidden_information
        share = h(
            "div", {"id": "share", "class": "share", "hidden": True},
            h("p", {"class": "warning", "data-reveals": "1"}, self.share_warning()) if hidden else "",
            h("label", {"for": "share-link"}, t("app.share.label")),
            h("input", {"id": "share-link", "type": "text", "readonly": True}),
            h("button", {"type": "button", "class": "button", "data-cmd": "copy", "data-copy": "share-link"}, t("app.copy")),
        )  # fmt: skip
        return h("section", {"class": "table-tools"}, replay, files, share)

    def share_warning(self) -> str:
        own = f"{self.ui.GAME_ID}.share.reveals"
        return self.t(own if own in STRINGS else "app.share.reveals")

    # -- the table --
    def refresh(self) -> None:
        """Redraw the table's moving parts from the current view, and save the game."""
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
        parts["message"] = self.message
        parts["announce"] = self.announcement
        at = total if self.replay_at is None else self.replay_at
        parts["replay-position"] = self.t("replay.position", n=at, total=total)
        had_focus = self.board_has_focus()
        for part_id, content in parts.items():
            element = document.getElementById(part_id)
            if not element:
                continue
            if isinstance(content, Markup):
                element.innerHTML = content
            else:
                element.textContent = content
        undo = document.getElementById("undo")
        if undo:
            undo.disabled = self.replay_at is not None or not session.can_undo()
        locked = self.replay_locked()
        for button in document.querySelectorAll('[data-cmd="replay"]'):
            button.setAttribute("aria-disabled", "true" if locked else "false")
        self.root.classList.toggle("replaying", self.replay_at is not None)
        self.place_focus(had_focus)
        if not self.embedded:
            self.saves.write(session.module.INFO.id, session.record(), self.play_params)

    def on_session_event(self, kind: str, data: Any) -> None:
        if kind == "busy":
            if data:
                self.html.setAttribute("data-busy", "1")
            else:
                self.html.removeAttribute("data-busy")
        elif kind == "played":
            self.message = ""
            move = data["move"]
            if hasattr(self.ui, "public_move"):  # what the viewer may know of it (a secret discard)
                move = self.ui.public_move(self.session.view(), data)
            said = self.ui.describe_move(data["seat"], move, self.t)
            if said:  # a move that says nothing (a pass out of turn) leaves the last words heard
                self.announcement = said
        elif kind == "over":
            self.keep_best(data)
            if window.parent != window:
                message = {"type": "ludotheque:over", "record": data}
                window.parent.postMessage(to_js(message, dict_converter=window.Object.fromEntries), "*")
        elif kind == "error":
            self.show_notice(str(data))

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
        session.best = {"before": best, "score": score}
        if best is None or score > best:
            self.storage.set(key, str(score))

    def best_score(self, game_id: str, options: dict[str, Any]) -> int | None:
        try:
            return int(self.storage.get(best_key({"game": game_id, "options": options})) or "")
        except ValueError:
            return None

    def show_notice(self, text: str) -> None:
        self.notice = text
        element = document.getElementById("notice")
        if element:
            element.querySelector(".notice-text").textContent = text
            element.hidden = not text

    def show_update(self) -> None:
        self.update_waiting = True
        element = document.getElementById("update")
        if element:
            element.hidden = False

    def explain(self, error: IllegalAction) -> None:
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

    # -- input --
    def on_click(self, event: Any) -> None:
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
            if self.session is not None and self.session.picked is not None:
                self.session.picked = None
                self.refresh()
            self.message = ""
            element = document.getElementById("message")
            if element:
                element.textContent = ""
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
        session.picked = choose(session.picked, what) if choose else (None if session.picked == what else what)
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

    def command(self, name: str, target: Any) -> None:
        session = self.session
        if name == "language":
            self.set_language(target.getAttribute("data-language"))
        elif name == "dismiss":
            self.show_notice("")
        elif name == "update":
            window.ludothequeApplyUpdate()
        elif name == "start" and self.ui is not None:
            params = self.ui.setup_params(document)
            if not document.querySelector("input[name=undo]").checked:
                params["undo"] = "0"
            self.go(f"#/{self.ui.GAME_ID}/play?{urlencode(params)}")
        elif name == "hint-seen":
            self.storage.set(HINT_KEY + self.ui.GAME_ID, "1")
            document.getElementById("hint-box").remove()
        elif name == "forget" and self.ui is not None:
            self.saves.forget(self.ui.GAME_ID)
            self.show_setup(self.ui.GAME_ID)
        elif name == "copy":
            field = document.getElementById(target.getAttribute("data-copy"))
            field.select()
            try:
                window.navigator.clipboard.writeText(field.value)
            except Exception:
                pass
        elif session is None:
            return
        elif name == "undo":
            self.message = ""
            session.undo()
        elif name == "reveal":
            self.message = ""
            session.reveal()
        elif name == "new":
            params = dict(self.play_params, seed=str(random.randrange(1, 2**31)))
            if self.embedded:
                state, seats, _, allow_undo = self.prepare(session.module, self.ui, params)
                self.open_session(session.module, self.ui, state, seats, "", allow_undo)
            else:
                self.go(f"#/{session.module.INFO.id}/play?{urlencode(params)}")
        elif name == "replay":
            self.step_replay(str(target.getAttribute("data-step")))
        elif name == "export":
            self.export_record()
        elif name == "share":
            self.share_link()
        elif hasattr(self.ui, "command"):  # the game's own commands (zoom, highlight, ...)
            said = self.ui.command(name, target, session, self.t)
            if isinstance(said, str):
                self.explain_text(said)
            elif said:
                self.refresh()

    def replay_locked(self) -> bool:
        """Some games open the replay only at the end (Troupeaux: it would count the arrival pens)."""
        return getattr(self.ui, "REPLAY_AFTER_END", False) and not self.session.state.is_over

    def step_replay(self, step: str) -> None:
        if self.replay_locked():
            self.explain_text(self.t("replay.after_end"))
            return
        total = len(self.session.state.history)
        at = total if self.replay_at is None else self.replay_at
        at = {"first": 0, "back": at - 1, "forward": at + 1, "last": total}.get(step, at)
        at = max(0, min(total, at))
        self.replay_at = None if at >= total else at
        self.refresh()

    def set_language(self, language: str) -> None:
        if language not in LANGUAGES:
            return
        self.t = Translator(language)
        self.storage.set(LANGUAGE_KEY, language)
        if self.screen == "play" and self.session is not None:
            self.paint_table()
            self.refresh()
        elif self.screen == "setup" and self.ui is not None:
            self.show_setup(self.ui.GAME_ID)
        elif self.screen == "rules":
            self.show_rules(self.rules_game)
        else:
            self.show_menu(self.notice)

    # -- records in and out --
    def share_link(self) -> None:
        record = self.session.record()
        params = dict(self.play_params, seed=record["seed"], moves=",".join(record["actions"]))
        base = str(window.location.href).split("#")[0]
        if self.embedded:
            base = base.split("embed.html")[0] + "index.html"
        field = document.getElementById("share-link")
        field.value = f"{base}#/{record['game']}/play?{urlencode(params)}"
        document.getElementById("share").hidden = False
        field.select()

    def export_record(self) -> None:
        record = self.session.record()
        blob = window.Blob.new(to_js([json.dumps(record, indent=1)]), to_js({"type": "application/json"},
                                                                              dict_converter=window.Object.fromEntries))
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = f"{record['game']}-{record['seed']}-{len(record['actions'])}.json"
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(self._proxy_once(lambda: window.URL.revokeObjectURL(url)), 1000)

    def _proxy_once(self, fn: Any) -> Any:
        from pyodide.ffi import create_once_callable

        return create_once_callable(fn)

    async def import_file(self, file: Any) -> None:
        try:
            text = str(await file.text())
        except Exception as error:
            self.show_notice(self.t("app.bad_record", reason=str(error)))
            return
        self.api_load(text)

    # -- window.ludotheque --
    def api_record(self) -> str | None:
        return json.dumps(self.session.record()) if self.session is not None else None

    def api_stats(self) -> str:
        """How long the computer thought for each of its moves in this game (JSON, for benchmarks)."""
        return json.dumps(self.session.think_log if self.session is not None else [])

    def api_pace(self, seconds: Any) -> None:
        """The pause between two computers' moves, for this page's games from now on (benchmarks: 0)."""
        self.pace = max(0.0, float(seconds))
        if self.session is not None:
            self.session.pause = self.pace

    def api_memory(self) -> str:
        """Python's and Pyodide's memory after a collection (JSON, for bench/memory.py): tracked objects,
        the WebAssembly memory's bytes and the JS objects Python holds (JsProxies). (Pyodide's Python
        has no pymalloc: ``sys.getallocatedblocks()`` is always 0 there.)"""
        import gc

        gc.collect()
        figures = {"gc_objects": len(gc.get_objects())}
        try:
            import pyodide_js  # the Pyodide API object; its Emscripten module is not public API

            module = pyodide_js._module
            figures["wasm_bytes"] = int(module.HEAP8.length)
            figures["js_refs"] = int(module._hiwire_num_refs())
        except Exception:  # another Pyodide: the figures Python alone gives
            pass
        return json.dumps(figures)

    def api_load(self, text: Any) -> bool:
        """Start the game a record describes; a bad record shows why and changes nothing."""
        try:
            if not isinstance(text, str):
                text = str(window.JSON.stringify(text))
            state = core.replay(text)
            record = core.parse_record(text)
        except (InvalidRecord, ValueError) as error:
            self.show_notice(self.t("app.bad_record", reason=str(error)))
            return False
        module = core.load(record["game"])
        count = len(record["players"])
        seats = parse_seats(",".join(record["players"]), count, count) or ["human"] * count
        ui = self.game_ui(record["game"])
        self.play_params = {"seats": ",".join(seats)}
        self.play_params.update({k: v if isinstance(v, str) else json.dumps(v) for k, v in record["options"].items()})
        if not self.embedded:
            self.route_hash = f"#/{record['game']}/play?{urlencode(dict(self.play_params, seed=record['seed']))}"
            window.history.replaceState(None, "", self.route_hash)
        self.open_session(module, ui, state, seats)
        return True


def best_key(record: dict[str, Any]) -> str:
    """Where a solo best score is kept: one per game and set of options (who starts aside)."""
    options = {k: v for k, v in sorted(record["options"].items()) if k != "first"}
    return f"{BEST_PREFIX}{record['game']}.{json.dumps(options, sort_keys=True, separators=(',', ':'))}"


def start() -> App:
    app = App()
    app.start()
    return app

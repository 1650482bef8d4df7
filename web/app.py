"""Boot, routing, language, the menu, and the page's interfaces (``window.ludotheque``).

Routes (DESIGN.md): ``#/`` the menu, ``#/<game>`` its setup, ``#/<game>/play?seats=..&seed=..``
a game. The page marks ``<html data-ready="1">`` once it accepts input and ``data-busy="1"``
while the computer thinks.
"""

from __future__ import annotations

import importlib
import json
import random
from typing import Any

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from game import core
from game.core import IllegalAction, InvalidRecord

from .i18n import LANGUAGES, Translator, pick_language
from .markup import Markup, h
from .session import Session, parse_seats

LANGUAGE_KEY = "ludotheque.language"
LANGUAGE_NAMES = {"en": "English", "fr": "Français"}


def storage_get(key: str) -> str | None:
    try:
        return window.localStorage.getItem(key)
    except Exception:  # storage can be refused (private mode, sandboxed iframe)
        return None


def storage_set(key: str, value: str) -> None:
    try:
        window.localStorage.setItem(key, value)
    except Exception:
        pass


def parse_route(hash_text: str) -> tuple[list[str], dict[str, str]]:
    """``#/kulami/play?seed=4`` -> (["kulami", "play"], {"seed": "4"}).

    The browser's URLSearchParams does the decoding (importing urllib.parse costs ~40 ms at start-up).
    """
    text = hash_text[1:] if hash_text.startswith("#") else hash_text
    path, _, query = text.partition("?")
    parts = [p for p in path.split("/") if p]
    params = window.Object.fromEntries(window.URLSearchParams.new(query)).to_py()
    return parts, {str(k): str(v) for k, v in params.items()}


def urlencode(params: dict[str, Any]) -> str:
    """A query string, encoded by the browser."""
    pairs = to_js({k: str(v) for k, v in params.items()}, dict_converter=window.Object.fromEntries)
    return str(window.URLSearchParams.new(pairs).toString())


class App:
    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.html = document.documentElement
        self.t = Translator(pick_language(storage_get(LANGUAGE_KEY), window.navigator.language))
        self.session: Session | None = None
        self.ui: Any = None  # the web module of the game at the table
        self.screen = ""
        self.notice = ""
        self.message = ""  # the last explanation shown under the board
        self.announcement = ""
        self.proxies: list[Any] = []
        self.play_params: dict[str, str] = {}  # the route's settings, for "new game"
        self.rules_game = ""

    # -- boot --
    def start(self) -> None:
        self._listen(document, "click", self.on_click)
        self._listen(document, "keydown", self.on_key)
        self._listen(window, "hashchange", lambda event: self.route())
        api = {"record": self.api_record, "load": self.api_load, "stats": self.api_stats}
        window.ludotheque = to_js(
            {name: self._proxy(fn) for name, fn in api.items()}, dict_converter=window.Object.fromEntries
        )
        self.route()
        self.html.setAttribute("data-ready", "1")

    def _proxy(self, fn: Any) -> Any:
        proxy = create_proxy(fn)
        self.proxies.append(proxy)  # kept for the page's lifetime: a fixed handful, never per move
        return proxy

    def _listen(self, target: Any, kind: str, fn: Any) -> None:
        target.addEventListener(kind, self._proxy(fn))

    # -- routing --
    def route(self) -> None:
        parts, params = parse_route(str(window.location.hash or ""))
        if self.session is not None:
            self.session.stop()
            self.session = None
        self.html.removeAttribute("data-busy")
        if not parts:
            return self.show_menu()
        try:
            entry = core.entry(parts[0])
        except KeyError:
            return self.show_menu(self.t("app.unknown_page"))
        if not entry.available:
            return self.show_menu(self.t("app.coming_notice", game=entry.title))
        if len(parts) == 1:
            return self.show_setup(entry.id)
        if len(parts) == 2 and parts[1] == "play":
            return self.start_game(entry.id, params)
        if len(parts) == 2 and parts[1] == "rules":
            return self.show_rules(entry.id)
        return self.show_menu(self.t("app.unknown_page"))

    def go(self, hash_text: str) -> None:
        if str(window.location.hash) == hash_text:
            self.route()
        else:
            window.location.hash = hash_text

    # -- screens --
    def frame(self, *body: Any, wide: bool = False) -> Markup:
        t = self.t
        switch = h(
            "div", {"class": "language", "role": "group", "aria-label": t("app.language")},
            [h("button", {"type": "button", "data-cmd": "language", "data-language": code, "lang": code,
                          "aria-pressed": "true" if code == t.language else "false"}, LANGUAGE_NAMES[code])
             for code in LANGUAGES],
        )  # fmt: skip
        notice = h(
            "div", {"id": "notice", "class": "notice", "role": "alert", "hidden": not self.notice},
            h("span", {"class": "notice-text"}, self.notice),
            h("button", {"type": "button", "data-cmd": "dismiss", "aria-label": t("app.dismiss")}, "×"),
        )  # fmt: skip
        header = h(
            "header", {"class": "top"},
            h("a", {"href": "#/", "class": "brand"}, "Ludothèque"), switch,
        )  # fmt: skip
        return h("div", {"class": "screen wide" if wide else "screen"}, header, notice, h("main", {}, *body))

    def paint(self, markup: Markup) -> None:
        self.html.setAttribute("lang", self.t.language)
        self.root.innerHTML = markup

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
                body.append(h("a", {"class": "button primary", "href": f"#/{entry.id}", "data-game": entry.id}, t("app.play")))
                cards.append(h("li", {"class": "game-card"}, *body))
            else:
                body.append(h("span", {"class": "badge"}, t("app.coming")))
                cards.append(h("li", {"class": "game-card coming", "aria-disabled": "true"}, *body))
        self.paint(self.frame(h("h1", {}, "Ludothèque"), h("p", {"class": "tagline"}, t("app.tagline")),
                              h("ul", {"class": "games"}, *cards)))  # fmt: skip

    def game_ui(self, game_id: str) -> Any:
        return importlib.import_module(f"web.{game_id.replace('-', '_')}")

    def show_setup(self, game_id: str, notice: str = "") -> None:
        self.screen, self.notice = "setup", notice
        self.ui = self.game_ui(game_id)
        self.paint(self.frame(self.ui.setup_screen(self.t)))

    def show_rules(self, game_id: str) -> None:
        """The game's rules page, in the current language (web/rules.py)."""
        from . import rules

        self.screen, self.notice, self.ui = "rules", "", self.game_ui(game_id)
        self.rules_game = game_id
        self.paint(self.frame(rules.rules_screen(game_id, self.t)))

    def start_game(self, game_id: str, params: dict[str, str]) -> None:
        module = core.load(game_id)
        ui = self.game_ui(game_id)
        self.play_params = {k: v for k, v in params.items() if k != "seed"}
        problems: list[str] = []
        seats = parse_seats(params.pop("seats", None), module.INFO.min_players) or ui.DEFAULT_SEATS
        if "seed" in params:
            seed_text = params.pop("seed")
            if seed_text.isdigit():
                seed = int(seed_text)
            else:
                problems.append(f"seed {seed_text!r}")
                seed = random.randrange(1, 2**31)
        else:
            seed = random.randrange(1, 2**31)
        options, bad = module.INFO.settle_options(params, strict=False)
        problems += bad
        try:
            state = module.new_game(seed, len(seats), options)
        except ValueError as error:  # free-form settings (a layout) are checked by the game itself
            problems.append(str(error))
            for option in module.INFO.options:
                if option.kind == "data":
                    options[option.name] = option.default
            state = module.new_game(seed, len(seats), options)
        notice = self.t("app.bad_settings", details="; ".join(problems)) if problems else ""
        self.open_session(module, ui, state, seats, notice)

    def open_session(self, module: Any, ui: Any, state: Any, seats: list[str], notice: str = "") -> None:
        if self.session is not None:
            self.session.stop()
        self.ui, self.notice, self.message, self.announcement = ui, notice, "", ""
        self.screen = "play"
        self.session = Session(module, state, seats, self.refresh, self.on_session_event)
        self.paint(self.frame(ui.table_screen(self.t), wide=True))
        self.refresh()
        self.session.start_computer()

    def refresh(self) -> None:
        """Redraw the table's moving parts from the current view."""
        session = self.session
        if session is None or self.screen != "play":
            return
        view = session.view()
        parts = self.ui.table_parts(view, session, self.t)
        parts["message"] = self.message
        parts["announce"] = self.announcement
        for part_id, content in parts.items():
            element = document.getElementById(part_id)
            if element is None:
                continue
            if isinstance(content, Markup):
                element.innerHTML = content
            else:
                element.textContent = content
        undo = document.getElementById("undo")
        if undo is not None:
            undo.disabled = not session.can_undo()

    def on_session_event(self, kind: str, data: Any) -> None:
        if kind == "busy":
            if data:
                self.html.setAttribute("data-busy", "1")
            else:
                self.html.removeAttribute("data-busy")
        elif kind == "played":
            self.message = ""
            self.announcement = self.ui.describe_move(data["seat"], data["move"], self.t)
        elif kind == "over":
            if window.parent != window:
                message = {"type": "ludotheque:over", "record": data}
                window.parent.postMessage(to_js(message, dict_converter=window.Object.fromEntries), "*")
        elif kind == "error":
            self.show_notice(str(data))

    def show_notice(self, text: str) -> None:
        self.notice = text
        element = document.getElementById("notice")
        if element is not None:
            element.querySelector(".notice-text").textContent = text
            element.hidden = not text

    def explain(self, error: IllegalAction) -> None:
        key = f"illegal.{error.reason}"
        if error.reason == "wait":
            text = self.t("play.wait")
        else:
            text = self.t(key, **error.params) if key in _known_keys() else str(error)
        self.message = text
        element = document.getElementById("message")
        if element is not None:
            element.textContent = text

    # -- input --
    def on_click(self, event: Any) -> None:
        target = event.target.closest("[data-action],[data-refuse],[data-cmd]")
        if target is None:
            return
        if target.hasAttribute("data-action") or target.hasAttribute("data-refuse"):
            event.preventDefault()
            text = target.getAttribute("data-action") or target.getAttribute("data-refuse")
            self.human_move(text)
        else:
            self.command(target.getAttribute("data-cmd"), target)

    def on_key(self, event: Any) -> None:
        if event.key not in ("Enter", " "):
            return
        target = event.target
        if hasattr(target, "closest") and target.closest("svg") is not None:
            found = target.closest("[data-action],[data-refuse]")
            if found is not None:
                event.preventDefault()
                self.human_move(found.getAttribute("data-action") or found.getAttribute("data-refuse"))

    def human_move(self, text: str) -> None:
        if self.session is None:
            return
        try:
            self.session.play(text)
        except IllegalAction as error:
            self.explain(error)

    def command(self, name: str, target: Any) -> None:
        if name == "language":
            self.set_language(target.getAttribute("data-language"))
        elif name == "dismiss":
            self.show_notice("")
        elif name == "start" and self.ui is not None:
            self.go(f"#/{self.ui.GAME_ID}/play?{urlencode(self.ui.setup_params(document))}")
        elif name == "undo" and self.session is not None:
            self.message = ""
            self.session.undo()
        elif name == "new" and self.session is not None:
            params = dict(self.play_params, seed=str(random.randrange(1, 2**31)))
            self.go(f"#/{self.session.module.INFO.id}/play?{urlencode(params)}")

    def set_language(self, language: str) -> None:
        if language not in LANGUAGES:
            return
        self.t = Translator(language)
        storage_set(LANGUAGE_KEY, language)
        if self.screen == "play" and self.session is not None:
            self.paint(self.frame(self.ui.table_screen(self.t), wide=True))
            self.refresh()
        elif self.screen == "setup" and self.ui is not None:
            self.paint(self.frame(self.ui.setup_screen(self.t)))
        elif self.screen == "rules":
            self.show_rules(self.rules_game)
        else:
            self.show_menu(self.notice)

    # -- window.ludotheque --
    def api_record(self) -> str | None:
        return json.dumps(self.session.record()) if self.session is not None else None

    def api_stats(self) -> str:
        """How long the computer thought for each of its moves in this game (JSON, for benchmarks)."""
        return json.dumps(self.session.think_log if self.session is not None else [])

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
        seats = parse_seats(",".join(record["players"]), len(record["players"])) or ["human"] * len(record["players"])
        ui = self.game_ui(record["game"])
        self.play_params = {"seats": ",".join(seats)}
        self.play_params.update({k: v if isinstance(v, str) else json.dumps(v) for k, v in record["options"].items()})
        query = urlencode({"seats": ",".join(seats), "seed": record["seed"]})
        window.history.replaceState(None, "", f"#/{record['game']}/play?{query}")
        self.open_session(module, ui, state, seats)
        return True


def _known_keys() -> set[str]:
    from .i18n import STRINGS

    return set(STRINGS)


def start() -> App:
    app = App()
    app.start()
    return app

"""The agent lab's editor (docs/lab.md): PyScript's py-editor, CodeMirror with Python, self-hosted.

pyscript.toml leaves the plugin out of the app's start, so the other screens pay nothing for it: the
lab loads it when it first shows (web/lab-editor.js, which imports py-editor's chunk; CodeMirror's
come with it). The editor's own run (its ▶ button, Shift+Enter) runs the code in py-editor's worker,
a Python of its own with the engine wheel that micropip installs from the site: a place to try
``choose`` on a position and print what it returns. Matches do not run there but in the lab's own
worker (web/lab.py), whose watchdog stops an endless loop.

One editor for the page's life: py-editor gives each ``env`` one worker and one config, and refuses a
second ``<script type="py-editor">`` with a config for the same env. So the lab makes its editor once
and moves it into each painting of its screen (another game, the other language), changing its code.
The reader's code goes in as text (the script's textContent, then py-editor's ``code``), never as HTML.
"""

from __future__ import annotations

import json
from typing import Any, NamedTuple

import game

PLUGIN = "./web/lab-editor.js"
ENV = "lab"  # py-editor's name for the editor's worker
INTERPRETER = "vendor/pyodide/lab-editor-interpreter.mjs"  # the build copies it beside pyodide.mjs
WHEEL = f"dist/ludotheque-{game.__version__}-py3-none-any.whl"  # the installable wheel the site serves
# In the editor's shadow root (the site's stylesheet does not reach there): py-editor's height for 24
# rows, but no more than most of a short screen (a phone held sideways), so the page still scrolls;
# and long lines wrapped, as CodeMirror's own lineWrapping does (py-editor does not turn it on), so
# that on a phone the starter's docstring stays inside the editor. A phone held upright gets a smaller
# type and more of its height: a third more of the code in sight.
SHADOW_STYLE = (".cm-editor { max-height: min(444px, 60vh); } "
                ".cm-editor .cm-content { white-space: pre-wrap !important; word-break: break-word;"
                " overflow-wrap: anywhere; flex-shrink: 1 !important; } "
                "@media (max-width: 480px) { .cm-editor { font-size: 12px; max-height: 68vh; } }")


class Words(NamedTuple):
    """The editor's words in the reader's language (py-editor has its own in English)."""

    name: str  # the editable code's accessible name
    try_it: str  # the run button's (▶)
    stop: str  # the same button's while the code runs (■)
    ask: str  # the question before py-editor ends the code's worker
    stopped: str  # said in the output once it has


class CodeEditor:
    """The editor's element (``#lab-code``: the ``<script type="py-editor">`` and the editor py-editor
    adds after it), kept across paintings; the code it shows until py-editor is up."""

    def __init__(self, document: Any, window: Any) -> None:
        self.document = document
        self.window = window
        self.box: Any = None
        self.pending = ""
        self.words = Words("", "", "", "", "")
        self.stopping = False  # the reader said yes to the question: the code's worker is being ended
        self.on_ready: Any = None
        self.on_click: Any = None
        self.on_running: Any = None  # a MutationObserver of the run button's "running" class
        self.ask_proxy: Any = None
        self.confirm: Any = None  # the browser's own window.confirm
        self.focus_before: Any = None  # where the focus was when the editor was placed (py-editor takes it)

    def place(self, slot_id: str, game_id: str, code: str, words: Words) -> None:
        """The editor in place of the element ``slot_id`` of the screen just painted, showing ``code``,
        its parts named with ``words``."""
        if self.box is None:
            self.box = self.make(code)
        self.box.setAttribute("data-lab-code", game_id)
        self.words = words
        slot = self.document.getElementById(slot_id)
        self.focus_before = self.document.activeElement  # the screen's heading, just painted
        if slot:
            slot.replaceWith(self.box)
        self.set_code(code)
        self.name_parts()

    def make(self, code: str) -> Any:
        from .dom import create_proxy

        document = self.document
        box = document.createElement("div")
        box.id = "lab-code"
        box.className = "lab-code"
        box.setAttribute("data-lab-editor", "loading")
        script = document.createElement("script")
        script.type = "py-editor"  # not JavaScript: the browser never runs it, py-editor reads it
        script.setAttribute("env", ENV)
        script.setAttribute("rows", "24")  # py-editor: at most 24 lines high, then it scrolls
        script.setAttribute("config", json.dumps(self.config()))
        script.textContent = code
        box.append(script)
        self.on_ready = create_proxy(self.ready)
        box.addEventListener("py-editor", self.on_ready)
        self.on_click = create_proxy(self.clicked)
        box.addEventListener("click", self.on_click, True)  # before the run button's own handler
        self.on_running = self.window.MutationObserver.new(create_proxy(lambda changes, observer: self.name_parts()))
        self.ask_proxy = create_proxy(self.ask)
        self.confirm = self.window.confirm
        self.pending = code
        if not document.querySelector(f'script[src="{PLUGIN}"]'):
            loader = document.createElement("script")
            loader.type = "module"
            loader.src = PLUGIN
            document.head.append(loader)
        return box

    def config(self) -> dict[str, Any]:
        """The editor's worker: Pyodide (its loader, with IndexedDB guarded for a frame of another
        site: web/lab-editor-interpreter.mjs) and the engine wheel from this site (absolute addresses:
        the worker starts from a blob: URL), nothing kept in PyScript's own package cache."""
        base = str(self.window.URL.new("./", self.document.baseURI).href)
        return {"interpreter": f"{base}{INTERPRETER}", "packages": [f"{base}{WHEEL}"],
                "packages_cache": "never"}

    def script(self) -> Any:
        return (self.box.querySelector("script") or None) if self.box is not None else None

    def up(self) -> Any:
        """The script once py-editor has made its editor (it then has ``code``), else None."""
        script = self.script()
        return script if script and getattr(script, "code", None) is not None else None

    def on_show(self) -> bool:
        return self.box is not None and bool(self.box.isConnected)

    def code(self) -> str:
        script = self.up()
        return str(script.code) if script is not None else self.pending

    def set_code(self, code: str) -> None:
        self.pending = code
        script = self.up()
        if script is not None:
            if str(script.code) != code:
                script.code = code
        elif self.script():
            self.script().textContent = code

    def ready(self, event: Any) -> None:
        """py-editor made the editor (it trims and dedents the code it read, and takes the focus): the
        code as it was, the parts named in the page's language, the focus left where the reader has it.
        After py-editor's own stop it makes the editor anew, from the code then in it."""
        script = self.up()
        if script is None:
            return
        if str(script.code) != str(script.textContent):  # the code as given (made anew after its stop too)
            script.code = script.textContent
        self.name_parts()
        self.say_stopped()
        self.box.setAttribute("data-lab-editor", "ready")
        content = self.content()
        if content:
            content.blur()
            before, self.focus_before = self.focus_before, None
            if before is not None and before.isConnected and not self.box.contains(before):
                before.focus()  # where it was: py-editor took it, and a blur would drop it on <body>
            style = self.document.createElement("style")
            style.textContent = SHADOW_STYLE
            content.getRootNode().append(style)

    def content(self) -> Any:
        """CodeMirror's editable element (in the shadow root py-editor gives it)."""
        host = self.box.querySelector(".py-editor-input > div") if self.box is not None else None
        root = host.shadowRoot if host else None
        return root.querySelector(".cm-content") if root else None

    def name_parts(self) -> None:
        """py-editor names its parts in English ("Python Script Area", on an element with no role):
        here, in the reader's language, on the editable text and the run button."""
        if self.box is None:
            return
        area = self.box.querySelector(".py-editor-input")
        if area:
            area.removeAttribute("aria-label")
        button = self.box.querySelector(".py-editor-run-button")
        if button:
            label = self.words.stop if button.classList.contains("running") else self.words.try_it
            if button.getAttribute("aria-label") != label:  # (each change is watched: set it once)
                button.setAttribute("aria-label", label)
                button.setAttribute("title", label)
            if not button.hasAttribute("data-lab-watched"):  # a new button, after py-editor's stop
                from .dom import to_js

                button.setAttribute("data-lab-watched", "")
                self.on_running.observe(button, to_js({"attributes": True, "attributeFilter": ["class"]}))
        content = self.content()
        if content:
            content.setAttribute("aria-label", self.words.name)
            # focusable already (contenteditable), said so for checkers that look for a tabindex in the
            # scrolling region (axe's scrollable-region-focusable)
            content.setAttribute("tabindex", "0")

    def clicked(self, event: Any) -> None:
        """A click on the run button while the code runs: py-editor asks (in English, with the
        browser's confirm) whether to end its worker; for this click, it asks in the reader's words."""
        button = event.target.closest(".py-editor-run-button") if event.target.closest else None
        if button and button.classList.contains("running"):
            from .dom import create_once_callable

            self.window.confirm = self.ask_proxy
            self.window.setTimeout(create_once_callable(self.put_confirm_back), 0)

    def ask(self, *_: Any) -> bool:
        self.put_confirm_back()
        self.stopping = bool(self.confirm.call(self.window, self.words.ask))
        return self.stopping

    def put_confirm_back(self) -> None:
        self.window.confirm = self.confirm

    def say_stopped(self) -> None:
        """After py-editor's stop (its editor made anew, its output empty): the output says so."""
        output = self.box.querySelector(".py-editor-output") if self.box is not None else None
        if self.stopping and output:
            output.textContent = self.words.stopped
        self.stopping = False

"""A game's setup screen (``#/<game>``): the game's own form (its ``table`` module draws it), the
settings every game shares (undo), a game in progress to resume, opening a saved file, embedding."""

from __future__ import annotations

from typing import Any

from game import core

from . import games
from .dom import document, window
from .icons import icon
from .markup import Markup, h
from .router import urlencode


class SetupScreen:
    """Mixed into web.app.App."""

    def show_setup(self, game_id: str) -> None:
        self.screen, self.ui = "setup", games.table(game_id)
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
        self.paint(self.frame(*body, wide=True))  # room for the form's two columns on a wide screen

    def start_from_setup(self) -> None:
        """The form's Start button: the play route of what the form says."""
        params = self.ui.setup_params(document)
        if not document.querySelector("input[name=undo]").checked:
            params["undo"] = "0"
        self.go(f"#/{self.ui.GAME_ID}/play?{urlencode(params)}")

    def forget_save(self) -> None:
        """Start a new one: the game in progress is dropped."""
        self.saves.forget(self.ui.GAME_ID)
        self.show_setup(self.ui.GAME_ID)

    def import_control(self, item: bool = False) -> Markup:
        """Open a saved game file: a button on the setup screen, an ``item`` of the table's menu."""
        field = h("input", {"type": "file", "accept": ".json,application/json", "data-import": "1", "class": "visually-hidden"})
        if item:
            return h("label", {"class": "menu-item"}, icon("open"), self.t("app.import"), field)
        return h("div", {"class": "actions import"}, h("label", {"class": "button"}, self.t("app.import"), field))

    def show_embed_page(self) -> None:
        """For people who run a site (``#/embed``): the code that puts each game in a page."""
        self.screen, self.ui = "embed", None
        snippets = [self.embed_snippet(entry) for entry in core.REGISTRY if entry.available]
        self.paint(self.frame(h("h1", {}, self.t("embed.title")), h("p", {}, self.t("embed.text")), *snippets,
                              h("div", {"class": "actions"}, h("a", {"class": "button", "href": "#/"}, self.t("app.back")))))

    def embed_snippet(self, entry: Any) -> Markup:
        base = str(window.location.href).split("#")[0].rsplit("/", 1)[0]
        src = f"{base}/embed.html?{urlencode({'game': entry.id, 'seats': 'human,ai-medium'})}"
        code = (f'<iframe src="{src}" width="560" height="720" loading="lazy" style="border:0;max-width:100%" '
                f'title="{entry.title}"></iframe>')
        field = f"embed-code-{entry.id}"
        return h(
            "section", {"class": "embed-snippet", "data-embed-game": entry.id, "aria-labelledby": f"{field}-title"},
            h("h2", {"id": f"{field}-title"}, entry.title),
            h("textarea", {"readonly": True, "rows": 3, "id": field, "aria-labelledby": f"{field}-title"}, code),
            h("button", {"type": "button", "class": "button", "data-cmd": "copy", "data-copy": field}, self.t("app.copy")),
        )  # fmt: skip

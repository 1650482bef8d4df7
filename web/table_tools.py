"""The tools under every table, all views of the game's record: undo, step-through replay, saving
to a file, opening one, and a link to the position."""

from __future__ import annotations

import json
from typing import Any

from game.core import random_seed

from .dom import create_once_callable, document, to_js, window
from .i18n import STRINGS
from .icons import icon
from .markup import Markup, h
from .play_route import prepare
from .router import urlencode


class TableTools:
    """Mixed into web.app.App."""

    def toolbar(self) -> Markup:
        """Under (portrait) or beside (landscape) every game's board: undo, the replay, the rules,
        and the "more" menu; icons, each button named for screen readers."""
        t = self.t
        replay = h(
            "div", {"class": "replay", "id": "replay", "role": "group", "aria-label": t("replay.title")},
            *[self.replay_button(step) for step in ("first", "back")],
            h("span", {"id": "replay-position", "class": "replay-position", "aria-live": "polite"}),
            *[self.replay_button(step) for step in ("forward", "last")],
        )  # fmt: skip
        return h(
            "nav", {"class": "toolbar", "aria-label": t("toolbar")},
            h("button", {"type": "button", "id": "undo", "class": "tool", "data-cmd": "undo", "aria-label": t("play.undo"),
                         "aria-describedby": "undo-why"}, icon("undo")),
            h("span", {"id": "undo-why", "class": "visually-hidden"}),
            replay,
            h("button", {"type": "button", "class": "tool", "data-cmd": "rules-open", "aria-haspopup": "dialog",
                         "aria-label": t("app.rules")}, icon("rules")),
            self.more_menu(),
        )  # fmt: skip

    def more_menu(self) -> Markup:
        """The "more" menu: a new game, settings, a file, a link, the menu and the language."""
        t, game_id = self.t, self.ui.GAME_ID
        hidden = self.session is not None and self.session.module.INFO.hidden_information
        share = h(
            "div", {"id": "share", "class": "share", "hidden": True},
            h("p", {"class": "warning", "data-reveals": "1"}, self.share_warning()) if hidden else "",
            h("label", {"for": "share-link"}, t("app.share.label")),
            h("input", {"id": "share-link", "type": "text", "readonly": True}),
            h("button", {"type": "button", "class": "button", "data-cmd": "copy", "data-copy": "share-link"}, t("app.copy")),
        )  # fmt: skip
        site_only = [] if self.embedded else [
            h("a", {"class": "menu-item", "href": f"#/{game_id}"}, icon("settings"), t("play.setup")),
            h("button", {"type": "button", "class": "menu-item", "data-cmd": "export"}, icon("save"), t("app.export")),
            self.import_control(item=True),
            h("button", {"type": "button", "class": "menu-item", "data-cmd": "share"}, icon("share"), t("app.share")),
            share,
            h("a", {"class": "menu-item", "href": "#/"}, icon("menu"), t("app.menu")),
            self.language_switch(),
        ]  # fmt: skip
        return h(
            "details", {"class": "more", "id": "more"},
            h("summary", {"class": "tool", "aria-label": t("toolbar.more"), "title": t("toolbar.more")}, icon("more")),
            h("div", {"class": "more-panel"},
              h("button", {"type": "button", "class": "menu-item", "data-cmd": "new"}, icon("new"), t("play.new")),
              *site_only),
        )  # fmt: skip

    def replay_button(self, step: str) -> Markup:
        return h("button", {"type": "button", "class": "tool", "data-cmd": "replay", "data-step": step,
                            "aria-label": self.t(f"replay.{step}")}, icon(step))  # fmt: skip

    def replay_banner(self) -> Markup:
        """Over the table while stepping through the game: which move is shown, and the way back."""
        return h(
            "div", {"id": "replay-banner", "class": "replay-banner", "role": "status", "hidden": True},
            h("span", {"id": "replay-banner-text"}),
            h("button", {"type": "button", "class": "button primary", "data-cmd": "replay", "data-step": "live"},
              self.t("replay.back_to_game")),
        )  # fmt: skip

    def show_replay(self, at: int | None, total: int) -> None:
        """The banner says which move is shown (hidden during play)."""
        banner = document.getElementById("replay-banner")
        if banner:
            banner.hidden = at is None
            if at is not None:
                document.getElementById("replay-banner-text").textContent = self.t("replay.banner", n=at, total=total)

    def share_warning(self) -> str:
        own = f"{self.ui.GAME_ID}.share.reveals"
        return self.t(own if own in STRINGS else "app.share.reveals")

    def undo(self) -> None:
        """Take back, or say why not (a greyed Undo still answers a tap)."""
        reason = "replaying" if self.replay_at is not None else self.session.why_no_undo()
        if reason is not None:
            self.explain_text(self.t(f"undo.why.{reason}"))
            return
        self.message = ""
        self.session.undo()

    def new_game(self) -> None:
        """The same settings, a new deal."""
        session = self.session
        params = dict(self.play_params, seed=str(random_seed()))
        if self.embedded:
            state, seats, _, allow_undo = prepare(session.module, self.ui, params)
            self.open_session(session.module, self.ui, state, seats, "", allow_undo)
        else:
            self.go(f"#/{session.module.INFO.id}/play?{urlencode(params)}")

    def rematch(self) -> None:
        """The same settings and a new deal, each seat's player moved one place on."""
        seats = self.play_params["seats"].split(",")
        self.play_params = dict(self.play_params, seats=",".join(seats[1:] + seats[:1]))
        self.new_game()

    def replay_locked(self) -> bool:
        """Some games open the replay only at the end (their ``REPLAY_AFTER_END``)."""
        return getattr(self.ui, "REPLAY_AFTER_END", False) and not self.session.state.is_over

    def step_replay(self, step: str) -> None:
        if self.replay_locked():
            self.explain_text(self.t("replay.after_end"))
            return
        total = len(self.session.state.history)
        at = total if self.replay_at is None else self.replay_at
        at = {"first": 0, "back": at - 1, "forward": at + 1, "last": total, "live": total}.get(step, at)
        at = max(0, min(total, at))
        self.replay_at = None if at >= total else at
        self.refresh()

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
        blob = window.Blob.new(to_js([json.dumps(record, indent=1)]), to_js({"type": "application/json"}))
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = f"{record['game']}-{record['seed']}-{len(record['actions'])}.json"
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 1000)

    async def import_file(self, file: Any) -> None:
        try:
            text = str(await file.text())
        except Exception as error:
            self.show_notice(self.t("app.bad_record", reason=str(error)))
            return
        self.api_load(text)

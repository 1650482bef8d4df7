"""The tools under every table, all views of the game's record: undo, step-through replay, the rules,
and the "more" menu (a new game, the settings, saving to a file, opening one, a link to the position,
the menu and the language). Drawn here; what they do is the table's (web/table.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .address import play_address
from .files import import_control
from .i18n import STRINGS
from .icons import icon
from .markup import Markup, h


def toolbar(t: Any, game_id: str, hidden: bool, embedded: bool, language_switch: Markup, hints: bool = True) -> Markup:
    """Under (portrait) or beside (landscape) every game's board: undo, a hint (unless the players
    turned hints off), the replay, the rules, and the "more" menu; icons, each button named for
    screen readers. ``hidden``: the game hides something (a link to the position reveals it)."""
    replay = h(
        "div", {"class": "replay", "id": "replay", "role": "group", "aria-label": t("replay.title")},
        *[replay_button(t, step) for step in ("first", "back")],
        h("span", {"id": "replay-position", "class": "replay-position", "aria-live": "polite"}),
        *[replay_button(t, step) for step in ("forward", "last")],
    )  # fmt: skip
    return h(
        "nav", {"class": "toolbar", "aria-label": t("toolbar")},
        h("button", {"type": "button", "id": "undo", "class": "tool", "data-cmd": "undo", "aria-label": t("play.undo"),
                     "aria-describedby": "undo-why"}, icon("undo")),
        h("span", {"id": "undo-why", "class": "visually-hidden"}),
        h("button", {"type": "button", "id": "ask-hint", "class": "tool", "data-cmd": "hint", "aria-label": t("play.hint"),
                     "aria-disabled": "true", "hidden": not hints}, icon("hint")),
        replay,
        h("button", {"type": "button", "class": "tool", "data-cmd": "rules-open", "aria-haspopup": "dialog",
                     "aria-label": t("app.rules")}, icon("rules")),
        more_menu(t, game_id, hidden, embedded, language_switch),
    )  # fmt: skip


def more_menu(t: Any, game_id: str, hidden: bool, embedded: bool, language_switch: Markup) -> Markup:
    """The "more" menu: a new game, settings, a file, a link, the menu and the language."""
    share = h(
        "div", {"id": "share", "class": "share", "hidden": True},
        h("p", {"class": "warning", "data-reveals": "1"}, share_warning(t, game_id)) if hidden else "",
        h("label", {"for": "share-link"}, t("app.share.label")),
        h("input", {"id": "share-link", "type": "text", "readonly": True}),
        h("button", {"type": "button", "class": "button", "data-cmd": "copy", "data-copy": "share-link"}, t("app.copy")),
    )  # fmt: skip
    site_only = [] if embedded else [
        h("a", {"class": "menu-item", "href": f"#/{game_id}"}, icon("settings"), t("play.setup")),
        h("button", {"type": "button", "class": "menu-item", "data-cmd": "export"}, icon("save"), t("app.export")),
        import_control(t, item=True),
        h("button", {"type": "button", "class": "menu-item", "data-cmd": "share"}, icon("share"), t("app.share")),
        share,
        h("a", {"class": "menu-item", "href": "#/"}, icon("menu"), t("app.menu")),
        language_switch,
    ]  # fmt: skip
    return h(
        "details", {"class": "more", "id": "more"},
        h("summary", {"class": "tool", "aria-label": t("toolbar.more"), "title": t("toolbar.more")}, icon("more")),
        h("div", {"class": "more-panel"},
          h("button", {"type": "button", "class": "menu-item", "data-cmd": "new"}, icon("new"), t("play.new")),
          *site_only),
    )  # fmt: skip


def replay_button(t: Any, step: str) -> Markup:
    return h("button", {"type": "button", "class": "tool", "data-cmd": "replay", "data-step": step,
                        "aria-label": t(f"replay.{step}")}, icon(step))  # fmt: skip


def replay_banner(t: Any) -> Markup:
    """Over the table while stepping through the game: which move is shown, and the way back."""
    return h(
        "div", {"id": "replay-banner", "class": "replay-banner", "role": "status", "hidden": True},
        h("span", {"id": "replay-banner-text"}),
        h("button", {"type": "button", "class": "button primary", "data-cmd": "replay", "data-step": "live"},
          t("replay.back_to_game")),
    )  # fmt: skip


def game_words(t: Any, own: str, shared: str, **params: Any) -> str:
    """The game's own words for something (``own``, "<game>.<key>") if it has them, else the shell's."""
    return t(own if own in STRINGS else shared, **params)


def say_anew(element: Any, text: str) -> None:
    """Write a message so that it is said again, and shown anew (its fading on show starts again,
    web/style.css), even when the same words come twice."""
    element.textContent = ""
    element.offsetWidth  # a layout between the two writes restarts the animation
    element.textContent = text


def share_warning(t: Any, game_id: str) -> str:
    return game_words(t, f"{game_id}.share.reveals", "app.share.reveals")


def undo_words(t: Any, game_id: str, reason: str) -> str:
    """Why undo cannot go back (web/session.py ``why_no_undo``), in the game's words if it has its own."""
    return game_words(t, f"{game_id}.undo.why.{reason}", f"undo.why.{reason}")


def fit_end(document: Any) -> None:
    """The end of a game (or of a round) lies over the board, or, when the board is too short for it (a
    blog's frame, a short window), over the whole table: its buttons never hide in its own scroll."""
    layer = document.getElementById("end")
    box = layer.firstElementChild if layer else None
    if not box:  # no end on show (a JS null)
        return
    layer.classList.remove("whole")
    if box.scrollHeight > box.clientHeight + 1:
        layer.classList.add("whole")


def show_undo(document: Any, t: Any, game_id: str, reason: str | None) -> None:
    """Undo, or why not (``reason``, a word: web/session.py ``why_no_undo``): the reason next to the
    greyed button."""
    undo, why = document.getElementById("undo"), document.getElementById("undo-why")
    if not undo:
        return
    said = undo_words(t, game_id, reason) if reason else ""
    undo.setAttribute("aria-disabled", "true" if reason else "false")
    undo.title = said or t("play.undo")
    if why:
        why.textContent = said


def show_replay(document: Any, said: str | None, locked: bool) -> None:
    """The banner says which move or turn is shown (``said``; None during play: hidden); the replay's
    buttons are greyed while the game keeps its replay for the end (``locked``)."""
    banner = document.getElementById("replay-banner")
    if banner:
        banner.hidden = said is None
        if said is not None:
            document.getElementById("replay-banner-text").textContent = said
    for button in document.querySelectorAll('[data-cmd="replay"]'):
        button.setAttribute("aria-disabled", "true" if locked else "false")


def replay_step(step: str, at: int | None, total: int, quiet: Callable[[int], bool] = lambda n: False) -> int | None:
    """Where a replay button goes from ``at`` (None: the game's present), None for the present; back
    and forward step over the moves that change nothing on screen (``quiet(n)``: the n-th move is one)."""
    now = total if at is None else at
    if step == "forward":  # past this look's quiet moves, the move that changes it, then the next's
        now = _past_quiet(now, total, quiet) + 1
        now = _past_quiet(min(now, total), total, quiet)
    elif step == "back":  # undone until a move that showed something is
        now -= 1
        while now > 0 and quiet(now):
            now -= 1
    else:
        now = {"first": 0, "last": total, "live": total}.get(step, now)
    now = max(0, min(total, now))
    return None if now >= total else now


def _past_quiet(now: int, total: int, quiet: Callable[[int], bool]) -> int:
    while now < total and quiet(now):
        now += 1
    return now


def share_link(document: Any, window: Any, record: dict[str, Any], params: dict[str, str], embedded: bool) -> None:
    """The link to the position in the menu's field, selected: the route's settings, seed and moves."""
    base = str(window.location.href).split("#")[0]
    if embedded:
        base = base.split("embed.html")[0] + "index.html"
    field = document.getElementById("share-link")
    field.value = base + play_address(window, record["game"], dict(params, seed=record["seed"],
                                                                    moves=",".join(record["actions"])))
    document.getElementById("share").hidden = False
    field.select()

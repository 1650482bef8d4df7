"""Form fields and buttons that every game's setup form and table draw the same way."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from .icons import icon
from .markup import Markup, h, join

T = TypeVar("T")


def fieldset(legend: Any, *fields: Any) -> Markup:
    """A group of a setup form's fields under its legend."""
    return h("fieldset", {}, h("legend", {}, legend), *fields)


def radio(name: str, value: str, label: str, checked: bool = False) -> Markup:
    return h("label", {"class": "choice"}, h("input", {"type": "radio", "name": name, "value": value, "checked": checked}), h("span", {}, label))


def switch(name: str, label: str, note: str = "", checked: bool = False) -> Markup:
    """An on/off setting, with a line that says what it does."""
    return h("label", {"class": "choice switch"}, h("input", {"type": "checkbox", "name": name, "role": "switch", "checked": checked}),
             h("span", {}, label, h("small", {"class": "note"}, note) if note else ""))  # fmt: skip


def capital(text: str) -> str:
    """``text`` with its first letter a capital (the rest as it is)."""
    return text[:1].upper() + text[1:]


def level_select(label: str, t: Any, levels: tuple[str, ...] = ("easy", "medium", "hard"), chosen: str = "ai-medium") -> Markup:
    """The computer's level (``ai-<level>``, ``chosen`` selected), as a labelled list."""
    options = [h("option", {"value": f"ai-{lvl}", "selected": f"ai-{lvl}" == chosen}, capital(t(f"level.{lvl}")))
               for lvl in levels]  # a list's own item ("Medium"); "Computer (medium)" elsewhere
    return h("label", {"class": "field"}, h("span", {}, label), h("select", {"name": "level"}, *options))


def setup_form(game_id: str, title: str, start_label: str, t: Any, shared: Any, lead: Any, *fields: Any) -> Markup:
    """A game's setup form (``#setup``): its title, its own fields and the settings every game shares
    (``setup-fields``: two columns on a wide screen), then Start, the rules and the menu."""
    return h(
        "form", {"class": "setup", "id": "setup", "data-game": game_id},
        h("h1", {}, title), lead, h("div", {"class": "setup-fields"}, *fields, shared), setup_buttons(game_id, start_label, t),
    )  # fmt: skip


def setup_buttons(game_id: str, start_label: str, t: Any) -> Markup:
    """Start, the rules, the menu: the end of each setup form, a bar that stays at the foot of the
    screen (``setup-bar``, sticky) so that Start is in reach however long the form."""
    return h(
        "div", {"class": "actions setup-bar"},
        h("button", {"type": "button", "class": "button primary", "data-cmd": "start"}, start_label),
        h("a", {"class": "button", "href": f"#/{game_id}/rules"}, t("app.rules")),
        h("a", {"class": "button", "href": "#/"}, t("app.menu")),
    )  # fmt: skip


def table_section(game_id: str, css_class: str, t: Any, board: Any, *dock: Any, lead: Any = "", aside: Any = "") -> Markup:
    """A game's table, laid out by the shell (``.table-main``): the status strip (whose turn, what
    to do now), the players, the board with the refusal line and the end over it, and the dock (the
    person's hand and the game's own panels, in the game's order). ``aside`` is a folding panel (a
    log) beside the board in landscape, over its corner in portrait; on a phone, closed, its summary
    shows only what is outside its ``.aside-name`` (an icon), so that it covers little of the board.
    The toolbar comes from the shell."""
    return h(
        "section", {"class": f"table {css_class}", "data-game": game_id},
        lead,
        h("div", {"class": "table-status"},
          h("div", {"id": "status", "class": "status"}), h("p", {"id": "hint", "class": "hint"})),
        h("div", {"id": "players", "class": "players"}),
        h("div", {"class": "table-board"}, board, message_line(), h("div", {"id": "end", "class": "end-layer"})),
        h("div", {"class": "table-dock"}, *dock) if dock else "",
        h("div", {"class": "table-aside"}, aside) if aside else "",
        h("div", {"id": "announce", "class": "visually-hidden", "aria-live": "polite"}),
    )  # fmt: skip


def board_area(board_class: str) -> Markup:
    """A board drawn whole (no pan), scaled into the room the table leaves it."""
    return h("div", {"class": "board-wrap"}, h("div", {"id": "board", "class": board_class}))


def message_line() -> Markup:
    """Where the table explains a refused move (``#message``, read out at once), over the board."""
    return h("p", {"id": "message", "class": "message", "role": "status", "aria-live": "assertive"})


def hand_over(seat: int, title: str, text: str, go_label: str, since: tuple[str, list[str]] | None = None) -> Markup:
    """Hot-seat play: the screen that hides a hand until the person whose turn it is asks for it;
    ``since``: a title and what the others did since this person's last turn, as anyone may know it."""
    told = ""
    if since is not None and since[1]:
        told = h("section", {"class": "hand-over-since", "aria-labelledby": "hand-over-since-title"},
                 h("h3", {"id": "hand-over-since-title"}, since[0]),
                 h("ol", {}, *(h("li", {}, line) for line in since[1])))  # fmt: skip
    return h(
        "section", {"class": "hand-over", "data-hand-over": seat, "aria-labelledby": "hand-over-title"},
        h("h2", {"id": "hand-over-title"}, title),
        h("p", {}, text),
        h("button", {"type": "button", "class": "button primary", "data-cmd": "reveal"}, go_label),
        told,
    )  # fmt: skip


def since_last_turn(moves: Sequence[tuple[int, T]], mover: int, say: Callable[[int, T], str],
                    t: Any) -> tuple[str, list[str]]:
    """For the hand-over screen (which covers the status): a title and, oldest first, the others'
    moves since ``mover``'s last one (or since the game began) in words (``say(seat, move)``), from
    ``moves`` as anyone may know them: (the seat that moved, the move). A seat's moves in a row make
    one line."""
    since: list[tuple[int, T]] = []
    title = t("hand_over.since_start")
    for seat, move in reversed(moves):
        if seat == mover:
            title = t("hand_over.since")
            break
        since.append((seat, move))
    lines: list[tuple[int, list[str]]] = []
    for seat, move in reversed(since):
        if lines and lines[-1][0] == seat:
            lines[-1][1].append(say(seat, move))
        else:
            lines.append((seat, [say(seat, move)]))
    return title, [" ".join(said) for _seat, said in lines]


def end_screen(game_id: str, t: Any, *content: Any) -> Markup:
    """The end of a game (``data-over``), over its final board: its title, the game's result and
    breakdown, then a rematch, other settings or the menu; "see the board" uncovers the board."""
    return join(
        h("section", {"class": "end-screen", "data-over": "1", "aria-labelledby": "end-title"},
          h("h2", {"id": "end-title"}, t("end.title")), *content,
          h("p", {"id": "end-hints", "class": "end-hints", "hidden": True}),  # filled by web/good_move.py
          end_actions(game_id, t)),
        h("button", {"type": "button", "class": "button primary peek-back", "data-cmd": "end-peek"}, t("end.see_result")),
    )  # fmt: skip


def score_head(*names: Any) -> Markup:
    """The head row of an end's score table: an empty corner (a ``td``: a header cell must name
    something), then a column per name."""
    return h("tr", {}, h("td", {}), *[h("th", {"scope": "col"}, name) for name in names])


def end_actions(game_id: str, t: Any) -> Markup:
    """Under a game's final result: a rematch (the same settings, the seats turned one place, so
    that colours and the first player change hands), the game's review (web/review_screen.py),
    other settings, or the menu (those two on the site only: embed.html shows its one game)."""
    return h(
        "div", {"class": "actions end-actions"},
        h("button", {"type": "button", "class": "button primary", "data-cmd": "rematch"}, t("play.rematch")),
        h("a", {"class": "button", "href": f"#/{game_id}/review", "data-review": "1"}, t("review.open")),
        h("a", {"class": "button site-only", "href": f"#/{game_id}"}, t("play.setup")),
        h("a", {"class": "button site-only", "href": "#/"}, t("app.menu")),
        see_board(t),
    )  # fmt: skip


def see_board(t: Any) -> Markup:
    """Uncovers the final board (``end-peek``); on a phone its icon alone, so that it stays in the end's
    box with the other buttons (its name is still read out)."""
    return h("button", {"type": "button", "class": "button see-board", "data-cmd": "end-peek", "title": t("end.see_board")},
             icon("board"), h("span", {"class": "see-board-name"}, t("end.see_board")))


def game_log(title: str) -> Markup:
    """A game's "What happened" panel, for ``table_section``'s ``aside``: folded (the hand needs the
    height, in the side column too; the last turn is marked on the board), its list (``#log``) filled by
    the game's ``log`` part."""
    return h("details", {"class": "game-log"},
             h("summary", {"id": "log-title"}, icon("log"), h("span", {"class": "aside-name"}, title)),
             h("ul", {"id": "log", "class": "log", "tabindex": 0, "aria-labelledby": "log-title"}))  # scrolls: reachable


def log_lines(lines: Sequence[tuple[int, str, str]], turn_words: Any, empty: str) -> Markup:
    """A log's items from its ``(turn, kind, words)`` lines: the newest turn first, so that its lines
    show without scrolling the panel, each turn's lines in their order under ``turn_words(turn)``."""
    turns: dict[int, list[Markup]] = {}
    for turn, kind, said in lines:
        turns.setdefault(turn, []).append(h("li", {"data-event": kind}, said))
    items = []
    for turn in sorted(turns, reverse=True):
        items += [h("li", {"class": "log-turn"}, turn_words(turn)), *turns[turn]]
    return join(*items) if items else h("li", {"class": "note"}, empty)

"""The game–screen contract: what a game's two screen modules give the shell, in one place.

``web.<package>.setup`` is the setup form (:data:`SETUP`), ``web.<package>.table`` the table
(:data:`TABLE`). Every hook is listed here with its parameters and what it is for;
``problems(module, hooks)`` says what a module gets wrong against one of the two lists (a required
hook missing, a hook whose parameters are not the contract's, a constant of the wrong type).
tests/test_contract.py checks every registered game's two modules with it, without a browser, and
web/games.py checks a module when it is first imported, so a mistake reads as a sentence naming the
game and the hook, not as a blank screen.

The types say what the shell passes: ``t`` the Translator (web/i18n.py), ``session`` the table's
Session (web/session.py), ``view`` the seat's view (``state.view(seat)``, a JSON-safe dict whose shape
the game declares as a TypedDict in ``game/<package>/view.py``, its ``...View``; a game's hooks
annotate ``view`` with it, and tests/test_view_types.py type-checks them), ``document`` and
``window`` the browser's (web/dom.py), ``target`` the element clicked, ``picked`` what the person
picked so far (a ``data-pick`` value or several, joined as the game's ``pick`` made them).
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True)
class Hook:
    name: str
    params: tuple[str, ...] | None  # a function's leading parameters, in order; None: a constant
    required: bool
    doc: str
    kind: type | None = None  # a constant's type


SETUP: tuple[Hook, ...] = (
    # -- required --
    Hook("DEFAULT_SEATS", None, True,
         "the seats a new game starts with, on the form and for a play route that names none: "
         "'human' or 'ai-<level>'", list),
    Hook("form", ("t", "shared", "chosen", "lead"), True,
         "the setup form (markup, ``<form id=\"setup\">``); ``shared``: the settings every game shares (undo); "
         "``chosen``: the play route's query of the game last played, which the form opens on ({} or None: "
         "the form's defaults); ``lead``: what the screen says first (a game to resume, the lesson's "
         "offer), put right under the form's h1, which takes the focus"),
    Hook("params", ("document",), True, "the play route's query from the filled-in form: {option: text}"),
    # -- optional --
    Hook("command", ("name", "target", "document", "t"), False,
         "the form's own buttons (data-cmd), such as a seat more or less; the shell's are start and forget"),
)

TABLE: tuple[Hook, ...] = (
    # -- required --
    Hook("GAME_ID", None, True, "the game's id, as in the registry (game.core.REGISTRY)", str),
    Hook("table_screen", ("t",), True, "the table's frame, empty until the game is dealt (markup)"),
    Hook("table_parts", ("view", "session", "t", "playable"), True,
         "each part of the table by element id: markup, or plain text (status lines)"),
    Hook("describe_move", ("seat", "move", "t", "who"), True,
         "a move in words, for the live region, the log and the review; ``who``: the seat's name as the "
         "table shows it (a Name: \"You\" takes the second person); \"\" for a pass out of turn"),
    # -- optional --
    Hook("suggest_move", ("seat", "move", "t"), False,
         "a move the seat could have made, as advice (\"Place a marble on e3\"): the review's better move; "
         "by default its describe_move"),
    Hook("attach", ("document", "window"), False, "the game's own behaviour on the table, once it is drawn"),
    Hook("command", ("name", "target", "session", "t"), False,
         "the game's own buttons (data-cmd): a message, True (redraw) or None (not the game's)"),
    Hook("pick", ("picked", "what"), False, "what is picked after a tap on ``what`` (several cards that add up)"),
    Hook("after_pick", ("view", "picked", "t"), False, "the hint line once something is picked"),
    Hook("public_move", ("view", "data"), False,
         "what the viewer may know of a move (a secret discard); data['alone']: the move alone, for the review"),
    Hook("explain", ("error", "t"), False, "a refused move's reason in the game's words, or None"),
    Hook("hold", ("view", "session"), False, "(seconds, until Continue) the computer waits (a pair on show)"),
    Hook("hint_marks", ("view", "move"), False,
         "the CSS selectors of the elements a hinted move is marked on (web/good_move.py ``attr``); "
         "by default the one whose data-action is the move"),
    Hook("neighbour", ("name", "key", "names"), False, "the cell an arrow key moves the focus to"),
    Hook("REPLAY_AFTER_END", None, False, "stepping back through moves opens only once the game is over", bool),
    Hook("quiet_in_replay", ("move",), False,
         "a move that changes nothing on screen (a question let go): the replay's back and forward step over it"),
    Hook("Screen", None, False,
         "the game's own state on screen for one game (a seat's cards lit, a round's result seen): a class "
         "made with no arguments; the table makes one per game and the hooks read it as ``session.screen``",
         type),
)


def problems(module: ModuleType, hooks: tuple[Hook, ...]) -> list[str]:
    """What ``module`` gets wrong against ``hooks`` (:data:`SETUP` or :data:`TABLE`; empty: nothing)."""
    found = []
    for hook in hooks:
        if not hasattr(module, hook.name):
            if hook.required:
                found.append(f"{hook.name} is missing ({hook.doc})")
            continue
        value = getattr(module, hook.name)
        if hook.params is None:
            if not isinstance(value, hook.kind or object):
                found.append(f"{hook.name} should be a {hook.kind.__name__ if hook.kind else 'value'}")
        elif not callable(value):
            found.append(f"{hook.name} should be a function")
        else:
            names = tuple(inspect.signature(value).parameters)[: len(hook.params)]
            if names != hook.params:
                found.append(f"{hook.name}{names} should take ({', '.join(hook.params)})")
    return found

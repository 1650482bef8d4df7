"""What game a play route or a record opens: seats, seed, the game's settings and, for a shared
position, its moves, each checked by the rules; a saved game with the same settings is resumed."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from game import core
from game.core import IllegalAction, InvalidRecord, illegal_move

from . import games
from .saved_games import SavedGames
from .session import parse_seats

ROUTE_ONLY = ("seed", "moves", "kept")  # route settings that are not the game's own settings


class Opening:
    """A game to open at the table: its engine and screen modules, the state (dealt, maybe moved on),
    the seats, the settings as a route gives them (for a new deal and the save), the undo setting,
    and the settings that could not be used (each described); ``agents`` makes a seat's computer
    player other than its level's (a lesson's scripted opponent: given the session, it returns it)."""

    def __init__(self, module: Any, ui: Any, state: Any, seats: list[str], params: dict[str, str],
                 allow_undo: bool = True, problems: list[str] | None = None, kept: str | None = None,
                 hinted: list[int] | None = None, agents: dict[int, Callable[[Any], Any]] | None = None) -> None:
        self.module = module
        self.ui = ui
        self.state = state
        self.seats = seats
        self.params = params
        self.allow_undo = allow_undo
        self.problems = problems or []
        self.kept = kept  # the id of the kept game it goes on with (web/saves.py), None: a game of its own
        # the Hints setting: ``hints=1`` or ``0``; unset, on when a computer sits at the table
        self.hints = params.get("hints", "1" if any(s != "human" for s in seats) else "0") != "0"
        self.hinted = list(hinted or ())  # the moves played after a hint (the record's "hints")
        self.agents = dict(agents or {})


def from_route(game_id: str, params: dict[str, str], saved: SavedGames | None, reload: bool = True) -> Opening:
    """The game a play route describes, resumed from ``saved``: the kept game the route names
    (``kept=<id>``, Your games' Resume, an embed's game), else (``reload``) the game of this title in
    progress played last when it has the same settings and deal (a reload of the address); a route
    with moves goes on with the kept game of the very same record, if there is one (the same link
    opened twice is kept once).

    Raises InvalidRecord when the route's moves are not a legal game.
    """
    module, ui = core.load(game_id), games.table(game_id)
    state, seats, problems, allow_undo = prepare(module, params)
    settings = {k: v for k, v in params.items() if k not in ROUTE_ONLY}
    settings["seats"] = ",".join(seats)
    found = None
    if "moves" not in params and saved is not None and params.get("kept"):
        found = saved.kept(params["kept"])
        if found is not None and (found.title != game_id or found.record["seed"] != state.seed):
            found = None
    elif "moves" not in params and saved is not None and reload:
        found = saved.same_game(game_id, state.seed, settings)
    elif saved is not None:  # a shared position (a link, "Try again from here") opened again: that kept game
        found = saved.same_record(state.record(seats))
    if found is None:
        return Opening(module, ui, state, seats, settings, allow_undo, problems)
    return Opening(module, ui, found.state, seats, found.params, allow_undo, problems, kept=found.id,
                   hinted=hints_of_record(found.record))


def from_record(text: str) -> Opening:
    """The game a record describes (JSON text). Raises InvalidRecord or ValueError for a bad one."""
    state = core.replay(text)
    record = core.parse_record(text)
    module = core.load(record["game"])
    count = len(record["players"])
    named = ",".join(record["players"])
    seats = parse_seats(named, count, count)
    problems = [] if seats else [f"players {named[:60]!r}"]  # a level this page has not: people play every seat
    seats = seats or ["human"] * count
    params = {"seats": ",".join(seats)}
    params.update({name: route_text(value) for name, value in record["options"].items()})
    params.update(setup_of_record(record, module, params))
    return Opening(module, games.table(record["game"]), state, seats, params, problems=problems,
                   hinted=hints_of_record(record))


def with_setup(record: dict[str, Any], module: Any, params: dict[str, str]) -> dict[str, Any]:
    """A record for a file, with ``setup``: the game's settings as they were chosen (a first player
    "random", a board "random-8x8"), where its ``options`` hold what the deal made of them, so that a
    new game after the file is opened draws them afresh."""
    names = {option.name for option in module.INFO.options}
    setup = {name: value for name, value in params.items() if name in names}
    return dict(record, setup=setup) if setup else record


def setup_of_record(record: dict[str, Any], module: Any, params: dict[str, str]) -> dict[str, str]:
    """A record's optional ``setup`` (:func:`with_setup`), taken only when, with the record's seed, it
    deals the very game the record holds (else the record's ``options`` stand: a file edited by hand
    or from elsewhere)."""
    setup = record.get("setup")
    if not isinstance(setup, dict) or not all(isinstance(value, str) for value in setup.values()):
        return {}
    names = {option.name for option in module.INFO.options}
    setup = {name: value for name, value in setup.items() if name in names}
    dealt, _, problems, _ = prepare(module, dict(params, **setup, seed=str(record["seed"])))
    return setup if not problems and dealt.record()["options"] == record["options"] else {}


def route_text(value: Any) -> str:
    """An option's value as a play route writes it (as the setup screens do): on/off as 1/0, a list of
    seats as "0,2" (none: empty), other data as JSON."""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, list) and all(isinstance(item, int) and not isinstance(item, bool) for item in value):
        return ",".join(map(str, value))
    return value if isinstance(value, str) else json.dumps(value)


def hints_of_record(record: dict[str, Any]) -> list[int]:
    """The moves a record says were played after a hint (its optional ``hints``), those that fit it."""
    hints, count = record.get("hints"), len(record["actions"])
    if not isinstance(hints, list):
        return []
    return sorted({n for n in hints if isinstance(n, int) and not isinstance(n, bool) and 0 <= n < count})


def prepare(module: Any, params: dict[str, str]) -> tuple[Any, list[str], list[str], bool]:
    """The state, seats, setting problems and undo setting of a play route. A route that names no
    seats gets the game's ``DEFAULT_SEATS`` (its setup module's). ``ui``, the table module, is no
    longer read (web/table.py's call still passes it).

    Raises InvalidRecord when the route's moves are not a legal game.
    """
    params = dict(params)
    problems: list[str] = []
    allow_undo = params.pop("undo", "1") != "0"
    params.pop("hints", None)  # the Hints setting (Opening), not the game's
    params.pop("kept", None)  # the kept game the route goes on with (from_route), not the game's
    seats_text = params.pop("seats", None)
    seats = parse_seats(seats_text, module.INFO.min_players, module.INFO.max_players)
    if seats_text and seats is None:  # a level misspelt, too many players: said, not silently replaced
        problems.append(f"seats {seats_text[:60]!r}")
    seats = seats or list(games.setup(module.INFO.id).DEFAULT_SEATS)
    seed_text = params.pop("seed", "")
    if seed_text.isdigit():
        seed = int(seed_text)
    else:
        if seed_text:
            problems.append(f"seed {seed_text!r}")
        seed = core.random_seed()
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
            raise illegal_move(number, text, error) from None
    return state, seats, problems, allow_undo

"""The protocol every game implements, records, errors and seeded randomness.

A game is a module exposing:

- ``INFO``: a :class:`GameInfo` (id, title, seat counts, option schema, hidden information or not);
- ``new_game(seed, players, options) -> State``;
- ``parse_action(text) -> action`` (raises :class:`IllegalAction` on malformed text);
- ``determinize(view, rng) -> State``: a full state consistent with a view (for the AI).

A game is one package, ``game/<name>/``, with one line in :data:`REGISTRY` (:func:`register` adds one at
run time, :func:`unregister` takes it off: tests/sixth_game/ does). Besides the protocol (and
what a game may add to it: ``automatic``, ``OLDEST_RECORD_VERSION``, ``SAME_VIEW_FOR_ALL``,
``COMPUTERS_OBSERVE``), the package offers what the generic tools ask of a game, each optional:

- ``search_class()``: its computer player (imported on first call, see :func:`lazy`), which
  ``game.ai`` plays; ``TREE_SEARCH = False`` when even the plain engine must play with it;
- ``soak_check()``: ``check(state)``, its invariants, which ``tools/soak.py`` runs after every move;
  ``SOAK_SETUPS``: the option sets the soak plays, ``(name, options, seat counts or None for all)``;
- ``hiding()``: what its seats cannot see and how to deal it anew (a ``game.hiding.Hiding``), for
  ``tools/leaks.py``;
- ``BENCHMARKS``: what ``bench/`` plays of it: ``seats`` (the computer-only game the browser
  benchmarks time), ``seat_word`` (``"players"`` by default), and per script (``playouts``, ``think``,
  ``browser``) the seat counts, options, targets and the key of its figures in bench/results.json.

A :class:`State` knows whose turn it is, lists and applies legal actions, scores, clones itself
and, through :meth:`State.view`, is the one gate to hidden information.

An action is a small immutable value whose ``str()`` is its stable text form; records, logs, URLs
and the DOM (``data-action``) carry that text.
"""

from __future__ import annotations

import importlib
import json
import random
import re
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

RECORD_KEYS = ("game", "version", "seed", "options", "players", "actions")
QUOTE_LIMIT = 60  # a message quotes at most this many characters of what a player gave
MESSAGE_LIMIT = 240  # and is never longer than this


def brief(value: Any) -> str:
    """What a player gave, as a message may quote it: at most :data:`QUOTE_LIMIT` characters."""
    if isinstance(value, str):
        text = value
    else:
        try:
            text = repr(value)
        except Exception:  # a hand-built object may not even describe itself
            text = f"<{type(value).__name__}>"
    return text if len(text) <= QUOTE_LIMIT else text[: QUOTE_LIMIT - 1] + "…"


def quoted(text: Any) -> str:
    """A player's text in quotes, cut to :data:`QUOTE_LIMIT` characters (for messages)."""
    return repr(brief(text)) if isinstance(text, str) else brief(text)


class IllegalAction(ValueError):
    """An action that the rules forbid, or text that is no action at all. The message is for players.

    ``reason`` names the rule in a stable word the UI translates (``"not-on-line"``); ``params``
    fills its blanks (``{"hole": "d4"}``); ``str(error)`` is the English sentence.
    """

    def __init__(self, message: str, reason: str = "illegal", **params: Any) -> None:
        if len(message) > MESSAGE_LIMIT:
            message = message[: MESSAGE_LIMIT - 1] + "…"
        super().__init__(message)
        self.reason = reason
        self.params = {name: brief(value) if isinstance(value, str) else value for name, value in params.items()}


class NotAMove(IllegalAction):
    """Text that is no move of the game at all (a game's parser refuses it), rather than a move its
    rules forbid here: a record or link holding one is said to hold no move of the game."""


class InvalidRecord(ValueError):
    """A saved game, record or link that cannot be replayed. The message is for players (in English);
    ``kind`` and ``params`` say it again in words a page can translate ("": none, the message is all):
    ``shape`` (not a record), ``game`` (a game not played here), ``newer`` and ``older`` (the rules' version; ``game``),
    ``players`` (``game``, ``n``), ``setup`` (``game``), ``move`` (``n``, ``move``)."""

    def __init__(self, message: str, kind: str = "", **params: Any) -> None:
        super().__init__(message)
        self.kind = kind
        self.params = params


class Value:
    """A small immutable value class. (Not a dataclass: those compile code at import time, which
    costs tens of milliseconds of start-up in the browser.)"""

    __slots__: tuple[str, ...] = ()

    def __init__(self, *values: Any, **named: Any) -> None:
        fields = type(self).__slots__
        defaults = type(self).DEFAULTS
        given = dict(zip(fields, values), **named)
        for name in fields:
            object.__setattr__(self, name, given[name] if name in given else defaults[name])

    DEFAULTS: dict[str, Any] = {}

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in type(self).__slots__)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._values() == other._values()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        inner = ", ".join(f"{n}={getattr(self, n)!r}" for n in type(self).__slots__)
        return f"{type(self).__name__}({inner})"


class Option(Value):
    """One setting of a game, with its default.

    ``kind`` is ``"choice"`` (one of ``choices``), ``"bool"``, or ``"data"`` (free JSON the game
    validates itself, such as a board layout).
    """

    __slots__ = ("name", "kind", "default", "choices")
    DEFAULTS = {"choices": ()}
    name: str
    kind: str
    default: Any
    choices: tuple[Any, ...]

    def coerce(self, value: Any) -> Any:
        """The option's value from JSON or URL text; raises ValueError when it is not one."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower()
            if text in ("1", "true", "yes", "on"):
                return True
            if text in ("0", "false", "no", "off"):
                return False
            raise ValueError(f"option {self.name}: {value!r} is not on or off")
        if self.kind == "choice":
            for choice in self.choices:
                if value == choice or str(value) == str(choice):
                    return choice
            raise ValueError(f"option {self.name}: {value!r} is not one of {', '.join(map(str, self.choices))}")
        return value


class GameInfo(Value):
    __slots__ = ("id", "title", "min_players", "max_players", "version", "options", "hidden_information")
    DEFAULTS = {"version": 1, "options": (), "hidden_information": False}
    id: str
    title: str
    min_players: int
    max_players: int
    version: int
    options: tuple[Option, ...]
    hidden_information: bool

    def defaults(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}

    def option(self, name: str) -> Option | None:
        return next((o for o in self.options if o.name == name), None)

    def settle_options(self, given: Mapping[str, Any] | None, strict: bool = True) -> tuple[dict[str, Any], list[str]]:
        """Defaults overlaid with ``given``.

        With ``strict`` an unknown or bad option raises ValueError; without, it is dropped and
        described in the returned list of problems (for URLs: fall back to defaults with a message).
        """
        options = self.defaults()
        problems: list[str] = []
        for name, value in (given or {}).items():
            option = self.option(name)
            try:
                if option is None:
                    raise ValueError(f"unknown option {name!r}")
                options[name] = option.coerce(value)
            except ValueError as error:
                if strict:
                    raise
                problems.append(str(error))
        return options, problems


class State:
    """Base class of a game position. Subclasses implement the abstract methods."""

    info: GameInfo
    seed: int
    options: dict[str, Any]
    players: int
    history: list[Any]
    # The classes of this game's actions: apply() refuses any other object, even one that compares
    # equal to an action (a plain tuple, an int).
    action_types: tuple[type, ...] = ()

    # --- to implement -------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """The seat to act, or None when the game is over."""
        raise NotImplementedError

    def legal_actions(self) -> list[Any]:
        """Every legal action, in a deterministic order; empty only when the game is over."""
        raise NotImplementedError

    def _play(self, action: Any) -> None:
        """Apply an action already known to be legal."""
        raise NotImplementedError

    def scores(self) -> list[int]:
        raise NotImplementedError

    def view(self, seat: int | None) -> Mapping[str, Any]:
        """A JSON-safe dict of exactly what ``seat`` may see (None: a spectator). Each game declares
        its shape as a ``TypedDict`` in ``game/<package>/view.py``."""
        raise NotImplementedError

    def clone(self) -> State:
        raise NotImplementedError

    def parse_action(self, text: str) -> Any:
        raise NotImplementedError

    # --- shared --------------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.to_move is None

    def undo_barrier(self) -> int:
        """How many of the first moves can never be taken back because they revealed something
        (a drawn card, a turned tile). Undo never crosses it; games without reveals keep 0."""
        return 0

    def why_illegal(self, action: Any) -> str:
        """A player's explanation of why a well-formed action is refused."""
        return str(self.refusal(action))

    def refusal(self, action: Any) -> IllegalAction:
        """The refusal of a well-formed action, with its reason word (override per game)."""
        return IllegalAction(f"{action} is not a legal move now")

    def is_legal(self, action: Any) -> bool:
        """Whether ``action`` is among the legal actions (a game may answer from a cached set)."""
        return action in self.legal_actions()

    def apply(self, action: Any) -> None:
        """Play ``action`` (an action or its text).

        Anything that is not a legal action of this position -- text that names no move, an object
        of another type, a hand-built action with missing or unknown fields, a move the rules
        forbid -- raises :class:`IllegalAction` with a short message and changes nothing.
        """
        action = self._action_of(action)
        if self.is_over:
            raise IllegalAction("the game is over", "game-over")
        if not self._allows(action):
            raise self._refusal_of(action)
        self._play(action)
        self.history.append(action)

    def _action_of(self, given: Any) -> Any:
        """The action ``given`` stands for: its text parsed, or the object itself if it is of one of
        this game's action types."""
        if isinstance(given, str):
            try:
                return self.parse_action(given)
            except IllegalAction:
                raise
            except Exception:  # a parser that tripped over odd text: still the player's mistake
                raise self._not_a_move(given) from None
        if type(given) not in self.action_types:
            raise self._not_a_move(given)
        return given

    def _allows(self, action: Any) -> bool:
        try:
            return self.is_legal(action)
        except Exception:
            if self._well_formed(action):
                raise  # a well-formed action: the rules themselves failed, which must show
            return False

    def _refusal_of(self, action: Any) -> IllegalAction:
        if not self._well_formed(action):
            return self._not_a_move(action)
        return self.refusal(action)

    def _well_formed(self, action: Any) -> bool:
        """Whether ``action`` is exactly what its own text form parses to (no field missing or extra)."""
        try:
            parsed = self.parse_action(str(action))
            return type(parsed) is type(action) and parsed == action
        except Exception:
            return False

    def _not_a_move(self, given: Any) -> IllegalAction:
        return IllegalAction(f"{quoted(given)} is not a move of {self.info.title}", "not-a-move", text=brief(given))

    def winners(self) -> list[int]:
        """Seats with the best score once the game is over (several on a draw); [] before."""
        if not self.is_over:
            return []
        scores = self.scores()
        best = max(scores)
        return [seat for seat, score in enumerate(scores) if score == best]

    def record(self, players: Sequence[str] | None = None) -> dict[str, Any]:
        """The game record: everything needed to replay this game through the rules."""
        return {
            "game": self.info.id,
            "version": self.info.version,
            "seed": self.seed,
            "options": json.loads(json.dumps(self.options)),
            "players": list(players) if players is not None else ["human"] * self.players,
            "actions": [str(a) for a in self.history],
        }


class CachedLegal:
    """For a State: ``legal_actions()`` listed once by ``_list_actions(seat)`` and kept, with a set
    for ``is_legal``, until the position changes (the state then sets ``self._legal = None``)."""

    _legal: list[Any] | None = None
    _legal_set: frozenset[Any] = frozenset()

    def _list_actions(self, seat: int) -> list[Any]:
        raise NotImplementedError

    def legal_actions(self) -> list[Any]:
        seat = self.to_move  # type: ignore[attr-defined]
        if seat is None:
            return []
        if self._legal is None:
            self._legal = self._list_actions(seat)
            self._legal_set = frozenset(self._legal)
        return list(self._legal)

    def is_legal(self, action: Any) -> bool:
        self.legal_actions()
        return action in self._legal_set


class GameModule(Protocol):
    INFO: GameInfo

    def new_game(self, seed: int, players: int, options: Mapping[str, Any] | None = None) -> State: ...

    def parse_action(self, text: str) -> Any: ...

    def determinize(self, view: Mapping[str, Any], rng: random.Random) -> State: ...


# --- registry --------------------------------------------------------------------------------------


class Entry(Value):
    """A game on the menu. ``module`` is its engine package (None while the game is not built yet:
    shown as coming); ``ui`` its package in ``web/`` (named, never imported, from here)."""

    __slots__ = ("id", "title", "min_players", "max_players", "module", "ui")
    DEFAULTS = {"module": None, "ui": None}
    id: str
    title: str
    min_players: int
    max_players: int
    module: str | None
    ui: str | None

    @property
    def available(self) -> bool:
        return self.module is not None


# The one list of games: everything generic (AI, arena, soak, benchmarks, the web shell) iterates it.
REGISTRY: tuple[Entry, ...] = (
    Entry("kulami", "Kulami", 2, 2, "game.kulami", "web.kulami"),
    Entry("clustered", "Clustered", 1, 8, "game.clustered", "web.clustered"),
    Entry("kluitz", "The Kluitz", 1, 2, "game.kluitz", "web.kluitz"),
    Entry("troupeaux", "Troupeaux", 2, 2, "game.troupeaux", "web.troupeaux"),
    Entry("guerre-des-moutons", "La Guerre des Moutons", 2, 4, "game.guerre_des_moutons", "web.guerre_des_moutons"),
)


def register(new: Entry) -> None:
    """Add a game to :data:`REGISTRY` at run time, as its line there would (tests, a page's plug-in)."""
    global REGISTRY
    if any(e.id == new.id for e in REGISTRY):
        raise ValueError(f"{new.id} is registered already")
    REGISTRY = (*REGISTRY, new)


def unregister(game_id: str) -> None:
    """Take a game that :func:`register` added off :data:`REGISTRY` again (KeyError if it is not there)."""
    global REGISTRY
    entry(game_id)
    REGISTRY = tuple(e for e in REGISTRY if e.id != game_id)


def entry(game_id: str) -> Entry:
    for e in REGISTRY:
        if e.id == game_id:
            return e
    raise KeyError(game_id)


def load(game_id: str) -> GameModule:
    """The module of an available game (imported on first use, so the menu stays light)."""
    e = entry(game_id)
    if e.module is None:
        raise KeyError(f"{game_id} is not available yet")
    return importlib.import_module(e.module)  # type: ignore[return-value]


def available_games() -> list[str]:
    return [e.id for e in REGISTRY if e.available]


def lazy(package: str, name: str) -> Any:
    """A function that imports ``"module:attribute"`` of ``package`` when first called and returns the
    attribute: what a game package offers the tools, without loading it with the game."""

    def load_part() -> Any:
        module, attribute = name.split(":")
        return getattr(importlib.import_module(f"{package}.{module}"), attribute)

    return load_part


# --- randomness ----------------------------------------------------------------------------------


def new_rng(seed: int, *salt: object) -> random.Random:
    """A generator fixed by ``seed`` (and optional salt), identical in CPython and Pyodide."""
    text = ":".join([str(int(seed)), *map(str, salt)])
    return random.Random(text)


def random_seed(rng: random.Random | None = None) -> int:
    return (rng or random.Random()).randrange(1, 2**31)


# --- JSON from outside ---------------------------------------------------------------------------

NESTING_LIMIT = 64  # a record, a save or a layout nests a few levels; JSON deeper than this is refused
_JSON_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')  # a string (skipped whole), or a bracket


def read_json(text: str | bytes) -> Any:
    """``json.loads`` for text from outside (a file, a link, the browser's storage), refusing nesting
    deeper than :data:`NESTING_LIMIT` with a ValueError: the decoder recurses once a level, and in the
    browser thousands of levels overflow the JavaScript stack, which Python cannot catch."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="replace")
    if text.count("[") + text.count("{") > NESTING_LIMIT:  # else it cannot nest deeper than that
        depth = 0
        for token in _JSON_TOKENS.finditer(text):
            bracket = token.group()
            if bracket in "[{":
                depth += 1
                if depth > NESTING_LIMIT:
                    raise ValueError(f"nested more than {NESTING_LIMIT} levels deep")
            elif bracket in "]}":
                depth -= 1
    return json.loads(text)


# --- records -------------------------------------------------------------------------------------


def parse_record(data: str | Mapping[str, Any]) -> dict[str, Any]:
    """Check a record's shape (not its moves); raises InvalidRecord with a readable reason."""
    if isinstance(data, (str, bytes)):
        try:
            data = read_json(data)
        except (ValueError, TypeError) as error:
            raise InvalidRecord(f"this is not a game record (not JSON: {error})", "shape") from None
    if not isinstance(data, Mapping):
        raise InvalidRecord("this is not a game record (expected a JSON object)", "shape")
    missing = [k for k in RECORD_KEYS if k not in data]
    if missing:
        raise InvalidRecord(f"this game record lacks {', '.join(missing)}", "shape")
    record = dict(data)
    if not isinstance(record["game"], str):
        raise InvalidRecord("the record's game is not a name", "shape")
    try:
        e = entry(record["game"])
    except KeyError:
        raise InvalidRecord(f"unknown game {record['game']!r}", "game") from None
    if not e.available:
        raise InvalidRecord(f"{e.title} cannot be played here yet", "game")
    if not isinstance(record["seed"], int) or isinstance(record["seed"], bool) or record["seed"] < 0:
        raise InvalidRecord("the record's seed is not a whole number from 0 up", "shape")
    if not isinstance(record["options"], Mapping):
        raise InvalidRecord("the record's options are not a JSON object", "shape")
    players = record["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise InvalidRecord("the record's players are not a list of names", "shape")
    if not isinstance(record["actions"], list) or not all(isinstance(a, str) for a in record["actions"]):
        raise InvalidRecord("the record's moves are not a list of texts", "shape")
    if not isinstance(record["version"], int) or isinstance(record["version"], bool):
        raise InvalidRecord("the record's version is not a whole number", "shape")
    return record


def replay(data: str | Mapping[str, Any], upto: int | None = None) -> State:
    """The state a record leads to, every move checked by the rules (``upto``: first N moves only).

    Raises InvalidRecord naming the first move that fails; nothing outside is touched.
    """
    record = parse_record(data)
    module = load(record["game"])
    if record["version"] > module.INFO.version:
        raise InvalidRecord(f"this record comes from a newer version of {module.INFO.title}", "newer", game=module.INFO.title)
    if record["version"] < getattr(module, "OLDEST_RECORD_VERSION", 1):
        raise InvalidRecord(f"this record comes from an older version of {module.INFO.title}, whose rules "
                            "this one no longer plays", "older", game=module.INFO.title)
    count = len(record["players"])
    if not module.INFO.min_players <= count <= module.INFO.max_players:
        raise InvalidRecord(f"{module.INFO.title} is not played by {count}", "players", game=module.INFO.title, n=count)
    try:
        state = module.new_game(record["seed"], count, record["options"])
    except ValueError as error:
        raise InvalidRecord(f"the record's setup is not valid: {error}", "setup", game=module.INFO.title) from None
    actions = record["actions"] if upto is None else record["actions"][:upto]
    for number, text in enumerate(actions, start=1):
        try:
            state.apply(text)
        except IllegalAction as error:
            raise illegal_move(number, text, error) from None
    return state


def illegal_move(number: int, text: str, error: Exception) -> InvalidRecord:
    """A record's move number ``number`` (``text``) that the rules refuse, or that is no move of the
    game at all (kind ``not-a-move``)."""
    if isinstance(error, NotAMove):
        return InvalidRecord(f"move {number} ({brief(text)}) is not a move of this game: {error}", "not-a-move",
                             n=number, move=brief(text))
    return InvalidRecord(f"move {number} ({text}) is not legal: {error}", "move", n=number, move=text)

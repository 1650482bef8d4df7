"""Your games, kept in the browser's storage: each game under a key of its own, checked by replaying it.

Every game has an id of its own (``ludotheque.game.<id>``), so two tabs, two embeds on one page, or an
embed and the site never write over each other's games. An entry holds ``{"record", "params",
"updated"}`` (the game record, the play route's settings, when a move of it was last written, in
ms: a game resumed and not played keeps its place in Your games), and
``"review"`` once the game was reviewed (web/review_screen.py; ``keep_review``), which a later write
of the same moves keeps and a write of other moves drops.

A write never loses a game without a word; ``write`` says what happened (:data:`SAVED`, or why not):
- another tab moved the same game on since this one last wrote or read it: nothing is written
  (:data:`MOVED_ON`); the table offers to follow that game or go on as a copy (``copy``);
- the storage is full: room is made the way a person expects, finished games first, oldest first,
  never a game in progress; if that is not enough, :data:`FULL`;
- the storage is refused (a private window, a cross-site frame): :data:`REFUSED`.

A game that cannot be read back (bad JSON, a tampered move) is moved aside under a
``ludotheque.corrupt.`` key, never deleted, and left out of the list; other games are untouched.
An embed (embed.html) notes under ``ludotheque.embed.<place>`` the id of the game it shows, its place
being the page it is on, its own query and which of that page's frames with that query it is; a
reload of the page resumes each embed's game (``placed``).
Games kept in the older format, one slot per title (``ludotheque.save.<title>``), are taken over
(``take_over``) on the first start after the change.
"""

from __future__ import annotations

import json
import random
from typing import Any, NamedTuple, Protocol

from game import core
from game.core import InvalidRecord, State, read_json, replay

from . import how_far

GAME_PREFIX = "ludotheque.game."
OLD_PREFIX = "ludotheque.save."  # one slot per title, before every game had its own
CORRUPT_PREFIX = "ludotheque.corrupt."
PLACE_PREFIX = "ludotheque.embed."  # an embed's place -> the id of the game it shows

SAVED = "saved"
MOVED_ON = "moved-on"  # another tab moved this game on: not written
FULL = "full"  # no room, even with the finished games gone
REFUSED = "refused"  # the browser keeps nothing here


class StorageFull(Exception):
    """The storage's quota is reached."""


class StorageRefused(Exception):
    """The browser keeps nothing for this page (private mode, a sandboxed or cross-site frame)."""


class Storage(Protocol):
    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...  # raises StorageFull or StorageRefused

    def remove(self, key: str) -> None: ...

    def keys(self) -> list[str]: ...


def remember(storage: Storage, key: str, value: str) -> bool:
    """A small preference (the language, a best score, a hint seen) kept if the browser lets it: a
    full or refused storage only means it is asked again next time. Whether it was kept."""
    try:
        storage.set(key, value)
    except (StorageFull, StorageRefused):
        return False
    return True


class BrowserStorage:
    """localStorage, which can be full or refused (private mode, a sandboxed or cross-site frame)."""

    def __init__(self, window: Any) -> None:
        self.window = window

    def _local(self) -> Any:
        return self.window.localStorage  # raises when the browser refuses storage to this page

    def get(self, key: str) -> str | None:
        try:
            value = self._local().getItem(key)
        except Exception:
            return None
        return value if isinstance(value, str) else None  # a missing key is JS null (not None)

    def set(self, key: str, value: str) -> None:
        try:
            self._local().setItem(key, value)
        except Exception as error:
            if "quota" in f"{getattr(error, 'name', '')} {error}".lower():
                raise StorageFull(str(error)) from None
            raise StorageRefused(str(error)) from None

    def remove(self, key: str) -> None:
        try:
            self._local().removeItem(key)
        except Exception:
            pass

    def keys(self) -> list[str]:
        try:
            local = self._local()
            return [str(local.key(i)) for i in range(int(local.length))]
        except Exception:
            return []


class SetAside(NamedTuple):
    """A kept game that did not read back, set aside under ``key``: its game id if the text names one
    of ours, when it was set aside (ms), and its text as it was."""

    key: str
    game: str | None
    when: float
    text: str


def game_of(text: str) -> str | None:
    """The game id a kept game's text names, if it is one of ours (a damaged entry may name none)."""
    try:
        game = read_json(text)["record"]["game"]
    except (ValueError, KeyError, TypeError):
        return None
    return game if isinstance(game, str) and game in core.available_games() else None


class Kept:
    """A game read back and replayed."""

    def __init__(self, game: str, record: dict[str, Any], params: dict[str, str], updated: float, state: State,
                 review: dict[str, Any] | None = None) -> None:
        self.id = game
        self.record = record
        self.params = params
        self.updated = updated
        self.state = state
        self.review = review  # its review (game/review.py's result) for these very moves, if it was reviewed

    def copy(self) -> Kept:
        return Kept(self.id, dict(self.record), dict(self.params), self.updated, self.state.clone(), self.review)

    @property
    def title(self) -> str:
        return str(self.record["game"])

    @property
    def moves(self) -> int:
        return len(self.record["actions"])

    def how_far(self, t: Any, key: str) -> str:
        """``key``'s sentence with how far the game went: its turn, or its moves (web/how_far.py)."""
        return how_far.words(t, key, self.state.view(None), self.moves)

    @property
    def finished(self) -> bool:
        return self.state.is_over

    @property
    def resumable(self) -> bool:
        """In progress, and played: a game dealt and left untouched is not offered to resume ("move 0");
        a new game deals as much."""
        return not self.finished and self.moves > 0


def read_entry(game: str, text: str) -> Kept:
    """An entry's text read back; raises InvalidRecord with a readable reason."""
    try:
        entry = read_json(text)
    except ValueError:
        raise InvalidRecord("the saved game is not readable") from None
    if not isinstance(entry, dict) or not isinstance(entry.get("params"), dict) or "record" not in entry:
        raise InvalidRecord("the saved game is incomplete")
    params = {str(k): str(v) for k, v in entry["params"].items()}
    updated = entry.get("updated", 0)
    state = replay(entry["record"])
    review = entry.get("review")
    if not isinstance(review, dict) or review.get("actions") != len(state.history):
        review = None  # a review of other moves (or none) is no review of this game
    return Kept(game, dict(entry["record"]), params, updated if isinstance(updated, (int, float)) else 0, state, review)


class Saves:
    """The games kept in ``storage``; ``clock()`` is the time in ms. One per page: it remembers the
    moves it last wrote or read of each game, to notice another tab's."""

    def __init__(self, storage: Storage, clock: Any, rng: random.Random | None = None) -> None:
        self.storage = storage
        self.clock = clock
        self.rng = rng or random.Random()
        self.seen: dict[str, list[str]] = {}  # game id -> its moves as this page last knew them
        self.set_aside: list[tuple[str | None, str]] = []  # each game set aside since last asked: its game id (if known), why
        self._replayed: dict[str, tuple[str, Kept]] = {}  # game id -> (its entry's text, it replayed)

    def new_id(self) -> str:
        return f"{self.rng.getrandbits(48):012x}"

    # -- one game ------------------------------------------------------------------------------

    def read(self, game: str) -> Kept | None:
        """The game kept under ``game``, or None. Raises InvalidRecord after moving a bad entry aside."""
        text = self.storage.get(GAME_PREFIX + game)
        if text is None:
            return None
        cached = self._replayed.get(game)
        if cached is not None and cached[0] == text:  # the menu asks for every title: replay each game once
            self.seen[game] = list(cached[1].record["actions"])
            return cached[1].copy()  # the caller may play on with it
        try:
            kept = read_entry(game, text)
            self._replayed[game] = (text, kept.copy())
        except InvalidRecord as error:
            self._set_aside(game, text)
            self.set_aside.append((game_of(text), str(error)))
            raise
        self.seen[game] = list(kept.record["actions"])
        return kept

    def moved_on(self, game: str) -> bool:
        """Whether another tab wrote ``game`` since this page last wrote or read it."""
        text = self.storage.get(GAME_PREFIX + game)
        if text is None or game not in self.seen:
            return False
        try:
            actions = read_json(text)["record"]["actions"]
        except (ValueError, KeyError, TypeError):
            return True
        return actions != self.seen[game]

    def write(self, game: str, record: dict[str, Any], params: dict[str, str]) -> str:
        """Keeps ``record`` under ``game``: :data:`SAVED`, or why not (the module's docstring). The game's
        review stays with it as long as its moves are the same."""
        if self.moved_on(game):
            return MOVED_ON
        entry: dict[str, Any] = {"record": record, "params": params, "updated": self._played_at(game, record)}
        review = self._review_of(game, record)
        if review is not None:
            entry["review"] = review
        text = json.dumps(entry)
        status = self._set(GAME_PREFIX + game, text, keep=game)
        if status == SAVED:
            self.seen[game] = list(record["actions"])
        return status

    def _played_at(self, game: str, record: dict[str, Any]) -> float:
        """When ``game`` was last played: now, unless ``record`` holds the very moves this page last
        knew of it (a game resumed, and not played, keeps its place in Your games)."""
        if self.seen.get(game) == list(record["actions"]):
            try:
                updated = read_json(self.storage.get(GAME_PREFIX + game) or "")["updated"]
            except (ValueError, KeyError, TypeError):
                updated = None
            if isinstance(updated, (int, float)):
                return updated
        return self.clock()

    def keep_review(self, game: str, review: dict[str, Any]) -> bool:
        """Keeps ``review`` (JSON data, for the game's moves as kept now) with the game kept under
        ``game``, so that reopening it is instant; whether it was kept. Nothing is made room for: a
        review can always be made again, a game cannot."""
        text = self.storage.get(GAME_PREFIX + game)
        try:
            entry = read_json(text) if text is not None else None
            moves = len(entry["record"]["actions"])
        except (ValueError, KeyError, TypeError):
            return False
        if review.get("actions") != moves:
            return False
        entry["review"] = review
        return remember(self.storage, GAME_PREFIX + game, json.dumps(entry))

    def _review_of(self, game: str, record: dict[str, Any]) -> dict[str, Any] | None:
        """The review kept with ``game``, if it is of ``record``'s moves (None otherwise)."""
        text = self.storage.get(GAME_PREFIX + game)
        if text is None or '"review"' not in text:  # most writes: no review to carry over
            return None
        try:
            entry = read_json(text)
            same = entry["record"]["actions"] == record["actions"] and entry["record"]["seed"] == record["seed"]
        except (ValueError, KeyError, TypeError):
            return None
        review = entry.get("review")
        return review if same and isinstance(review, dict) else None

    def copy(self, record: dict[str, Any], params: dict[str, str]) -> tuple[str, str]:
        """Keeps ``record`` as a new game (this tab's game goes on as a copy): (its id, the status)."""
        game = self.new_id()
        return game, self.write(game, record, params)

    def take_out(self, game: str) -> str | None:
        """The game's entry as kept (to put back with :meth:`put_back`), and the game forgotten."""
        text = self.storage.get(GAME_PREFIX + game)
        self.forget(game)
        return text

    def put_back(self, game: str, text: str) -> bool:
        """A game taken out put back as it was (False: the browser keeps nothing more now)."""
        return self._set(GAME_PREFIX + game, text, game) == SAVED

    def forget(self, game: str) -> None:
        self.storage.remove(GAME_PREFIX + game)
        self.seen.pop(game, None)
        self._replayed.pop(game, None)

    # -- an embed's game ---------------------------------------------------------------------------

    def placed(self, place: str) -> Kept | None:
        """The game in progress the embed at ``place`` showed last (None if none, over or unreadable)."""
        game = self.storage.get(PLACE_PREFIX + place)
        try:
            kept = self.read(game) if game else None
        except InvalidRecord:
            return None
        return kept if kept is not None and not kept.finished else None

    def place(self, place: str, game: str) -> None:
        """The embed at ``place`` shows ``game`` now (noted if the browser keeps anything)."""
        remember(self.storage, PLACE_PREFIX + place, game)

    # -- all of them -----------------------------------------------------------------------------

    def games(self) -> list[Kept]:
        """Every game kept that reads back, the most recently played first (bad ones moved aside)."""
        kept = []
        for key in self.storage.keys():
            if key.startswith(GAME_PREFIX):
                try:
                    game = self.read(key[len(GAME_PREFIX):])
                except InvalidRecord:
                    continue
                if game is not None:
                    kept.append(game)
        return sorted(kept, key=lambda game: game.updated, reverse=True)

    def in_progress(self, title: str) -> Kept | None:
        """The game of ``title`` in progress played last, if any (what the menu's Resume opens)."""
        return next((game for game in self.games() if game.title == title and not game.finished), None)

    def take_over(self) -> int:
        """Moves the games kept in the older format (one slot per title) to games of their own; returns
        how many. A slot is removed only once its game is written; an unreadable one is set aside."""
        moved = 0
        for key in self.storage.keys():
            if not key.startswith(OLD_PREFIX):
                continue
            text = self.storage.get(key)
            if text is None:
                continue
            try:
                old = read_entry("", text)
            except InvalidRecord as error:
                self._set_aside(key[len(OLD_PREFIX):], text)
                self.storage.remove(key)
                self.set_aside.append((game_of(text), str(error)))
                continue
            if self.copy(old.record, old.params)[1] == SAVED:
                self.storage.remove(key)
                moved += 1
        return moved

    # -- storage --------------------------------------------------------------------------------

    def _set(self, key: str, text: str, keep: str) -> str:
        """Writes, making room (finished games, oldest first, never ``keep`` or a game in progress)."""
        spare = None
        while True:
            try:
                self.storage.set(key, text)
                return SAVED
            except StorageRefused:
                return REFUSED
            except StorageFull:
                if spare is None:
                    spare = [game for game in reversed(self.games()) if game.finished and game.id != keep]
                if not spare:
                    return FULL
                self.forget(spare.pop(0).id)

    def broken(self) -> list[SetAside]:
        """The games set aside (they did not read back), the most recent first."""
        found = []
        for key in self.storage.keys():
            if not key.startswith(CORRUPT_PREFIX):
                continue
            text = self.storage.get(key) or ""
            try:
                when = float(key[len(CORRUPT_PREFIX):].split(".", 1)[1])
            except (IndexError, ValueError):
                when = 0.0
            found.append(SetAside(key, game_of(text), when, text))
        return sorted(found, key=lambda entry: entry.when, reverse=True)

    def drop_broken(self, key: str) -> None:
        """A game set aside, deleted for good."""
        if key.startswith(CORRUPT_PREFIX):
            self.storage.remove(key)

    def _set_aside(self, game: str, text: str) -> None:
        self.storage.remove(GAME_PREFIX + game)
        try:
            self.storage.set(f"{CORRUPT_PREFIX}{game}.{self.clock()}", text)
        except (StorageFull, StorageRefused):
            pass  # the bad entry is gone from the list either way; nothing else is touched

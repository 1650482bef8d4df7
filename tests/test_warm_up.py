"""Practice after start-up (web/warm_up.py): what it plays, how often, and that it gives way to the
player. Its effect on the next start is measured by bench/startup.py; e2e/test_practice.py runs it in
the browser."""

from __future__ import annotations

import asyncio
import collections

from game import core
from web import warm_up
from web.saves import StorageRefused


class Storage:
    """localStorage as the app sees it (web/saves.py BrowserStorage); ``keeps=False``: refused."""

    def __init__(self, keeps: bool = True, **items: str) -> None:
        self.items = dict(items)
        self.keeps = keeps

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        if not self.keeps:
            raise StorageRefused("SecurityError")
        self.items[key] = value


class Page:
    """A clock that advances only with practice moves and pauses, and a page busy when told."""

    def __init__(self, busy_during: tuple[float, float] = (0.0, 0.0), move_seconds: float = 0.001) -> None:
        self.now = 0.0
        self.busy_during = busy_during
        self.move_seconds = move_seconds
        self.moves_while_busy = 0
        self.pauses: list[float] = []

    def clock(self) -> float:
        return self.now

    def busy(self) -> bool:
        low, high = self.busy_during
        return low <= self.now < high

    async def sleep(self, seconds: float) -> None:
        self.pauses.append(seconds)
        self.now += seconds

    def moves(self, count: int):
        for _ in range(count):
            if self.busy():
                self.moves_while_busy += 1
            self.now += self.move_seconds
            yield None


def practise(storage: Storage, page: Page, version: str = "314.0.7", moves: int = 100) -> bool:
    return asyncio.run(warm_up.practise(storage, page.busy, version, page.moves(moves), sleep=page.sleep, clock=page.clock))


def test_practice_plays_whole_games_of_every_game_and_only_legal_moves():
    games = collections.Counter(warm_up.practice_moves(rounds=1))
    assert set(games) == set(core.available_games())
    for game_id in games:  # each practice game was played to its end, well under the move limit
        state, rng = warm_up.practice_game(game_id, 0)
        for _ in range(games[game_id]):
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])  # apply() refuses an illegal move
        assert state.is_over and games[game_id] < warm_up.MOVE_LIMIT


def test_practice_is_the_same_every_time():
    assert list(warm_up.practice_moves(rounds=1)) == list(warm_up.practice_moves(rounds=1))


def test_practice_happens_once_per_version_of_the_runtime():
    storage, page = Storage(), Page()
    assert practise(storage, page)
    assert storage.items[warm_up.DONE_KEY] == "314.0.7"
    again = Page()
    assert not practise(storage, again)
    assert again.now == 0.0, "nothing played the second time"
    assert practise(storage, Page(), version="315.0.0"), "a new runtime is compiled anew: practice again"


def test_a_visit_that_ends_during_practice_practises_again_next_time():
    storage = Storage()
    page = Page()
    page.sleep = _leave_after(page.sleep, pauses=5)
    try:
        practise(storage, page)
    except _Left:
        pass
    assert storage.items[warm_up.DONE_KEY] == "started"
    assert practise(storage, Page())


def test_no_practice_when_the_browser_keeps_nothing():
    page = Page()
    assert not practise(Storage(keeps=False), page)
    assert page.now == 0.0


def test_practice_gives_way_while_the_page_is_busy():
    page = Page(busy_during=(0.31, 0.6))
    assert practise(Storage(), page, moves=500)
    assert page.moves_while_busy == 0
    assert warm_up.BUSY_CHECK in page.pauses


def test_practice_runs_in_short_slices_with_pauses_between():
    page = Page(move_seconds=0.001)
    assert practise(Storage(), page, moves=100)
    assert page.pauses[0] == warm_up.START_DELAY
    slices = page.pauses.count(warm_up.PAUSE)
    assert slices >= 100 * 0.001 / warm_up.SLICE - 1
    assert warm_up.SLICE <= 0.01, "a click waits at most one slice"


class _Left(Exception):
    pass


def _leave_after(sleep, pauses: int):
    count = [0]

    async def leaving(seconds: float) -> None:
        count[0] += 1
        if count[0] > pauses:
            raise _Left
        await sleep(seconds)

    return leaving
